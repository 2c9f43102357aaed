//! The Leptos app. The site is several pages, one wasm bundle each (one binary each under
//! `src/bin/`), so each page carries only what it shows:
//!
//! - the home page ([`start_home`]): the games, the saved games (read from their metadata, no
//!   engine), every game's new-game form and the rules pages;
//! - one page per game ([`start_game`]): that game's table, on the shared game screen ([`play`]).
//!
//! A screen of another page is reached by a relative URL; the screen itself lives in the URL
//! hash, so reload and the back button work from any sub-path. Text comes from the locale files
//! through [`i18n::tr`].

pub mod catalog;
pub mod home;
pub mod i18n;
pub mod kit;
pub mod play;
pub mod route;
pub mod rules_text;
pub mod setup;
pub mod storage;
pub mod web;

pub mod card;
pub mod tournament;
pub mod schatten;
pub mod zukunft;

use crate::engine::registry::GameId;
use i18n::{lang_signal, tr_now, Lang};
use leptos::prelude::*;
use route::{Request, Screen};

/// A page of the site: the home page, or a game's page (in the folder of its id).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Page {
    Home,
    Game(GameId),
}

impl Page {
    /// The page's folder from the site's root: `""` or `"card/"`.
    #[must_use]
    pub fn dir(self) -> String {
        match self {
            Page::Home => String::new(),
            Page::Game(g) => format!("{}/", g.id()),
        }
    }

    /// The way from this page to the site's root: `""` or `"../"`.
    #[must_use]
    pub fn root(self) -> &'static str {
        match self {
            Page::Home => "",
            Page::Game(_) => "../",
        }
    }
}

/// The URL of page `to`, relative to page `here`.
#[must_use]
pub fn page_url(here: Page, to: Page) -> String {
    let url = format!("{}{}", here.root(), to.dir());
    if url.is_empty() {
        "./".into()
    } else {
        url
    }
}

/// The page a screen lives on: a table on its game's page (`game_of_save` read from the save's
/// envelope; an unknown or unreadable save stays where it is, which explains it), a game's
/// new-game form on its page too (it starts the game there at once), everything else on the
/// home page.
#[must_use]
pub fn page_of(screen: &Screen, game_of_save: Option<GameId>, here: Page) -> Page {
    match screen {
        Screen::Play(_) => game_of_save.map_or(here, Page::Game),
        Screen::Setup(game) => Page::Game(*game),
        Screen::Home | Screen::Saves | Screen::Rules(_) => Page::Home,
    }
}

/// What every screen can reach.
#[derive(Clone, Copy)]
pub struct Ctx {
    pub screen: RwSignal<Screen>,
    /// The page this bundle is.
    pub page: Page,
    /// Embedded in another page: no site chrome.
    pub embed: bool,
    /// Messages for the home screen (e.g. unusable URL parameters).
    pub notices: RwSignal<Vec<String>>,
}

impl Ctx {
    /// Goes to a screen, adding a history entry; on another page if it lives there.
    pub fn go(&self, screen: Screen) {
        let game_of_save = match &screen {
            Screen::Play(id) => storage::game_of(id),
            _ => None,
        };
        let to = page_of(&screen, game_of_save, self.page);
        if to != self.page {
            web::open(&self.carry(&format!("{}{}", page_url(self.page, to), screen.to_hash())), false);
            return;
        }
        web::set_hash(&screen.to_hash());
        self.screen.set(screen);
        // The new screen from its top: a form's Start button sits low on a phone, and the table
        // it opens would otherwise show its middle, the prompt's choices scrolled out of view.
        web::scroll_to_top();
    }

    /// `url` (of another page of the site) with what must survive the move: an embedded app
    /// stays embedded, in its language.
    #[must_use]
    pub fn carry(&self, url: &str) -> String {
        if self.embed {
            carry_embed(url, lang_signal().get_untracked())
        } else {
            url.to_owned()
        }
    }
}

/// `url` with `embed=1` and the language in its query (before the hash). Pure, so it is tested.
#[must_use]
pub fn carry_embed(url: &str, lang: Lang) -> String {
    let (page, hash) = url.split_once('#').unwrap_or((url, ""));
    let page = page.split('?').next().unwrap_or_default();
    let hash = if hash.is_empty() { String::new() } else { format!("#{hash}") };
    format!("{page}?embed=1&lang={}{hash}", lang.code())
}

/// The context of the app.
#[must_use]
pub fn ctx() -> Ctx {
    expect_context::<Ctx>()
}

fn initial_lang(request: &Request) -> Lang {
    if let Some(l) = request.lang {
        return l;
    }
    if let Some(l) = storage::load_lang().as_deref().and_then(Lang::from_code) {
        return l;
    }
    let prefs = web::browser_languages();
    Lang::from_preferences(prefs.iter().map(String::as_str))
}

/// The URL's request and the language to start in (before anything is drawn: the texts of
/// that language are loaded first).
fn request_and_lang() -> (Request, Lang) {
    let request = route::parse_query(&web::query_pairs());
    let lang = initial_lang(&request);
    (request, lang)
}

/// Sets up what every page shares (language, screen, context).
fn init_page(page: Page, request: &Request, lang: Lang) -> Ctx {
    let lang_sig = lang_signal();
    lang_sig.set(lang);
    let ctx = Ctx {
        screen: RwSignal::new(Screen::from_hash(&web::hash())),
        page,
        embed: request.embed,
        notices: RwSignal::new(Vec::new()),
    };
    provide_context(ctx);
    // Keep <html lang> in step, for screen readers and hyphenation.
    Effect::new(move |_| {
        if let Some(el) = document().document_element() {
            let _ = el.set_attribute("lang", lang_sig.get().code());
        }
    });
    let _ = window_event_listener(leptos::ev::hashchange, move |_| {
        let next = Screen::from_hash(&web::hash());
        if ctx.screen.get_untracked() != next {
            ctx.screen.set(next);
        }
    });
    ctx
}

/// Runs `then` with the language whose texts are loaded: `lang`, or English when `lang`'s file
/// cannot be read. When no texts can be read at all (offline, before the site was ever opened
/// online), the static shell says so in both languages.
fn with_texts(lang: Lang, then: impl FnOnce(Lang) + 'static) {
    #[cfg(target_arch = "wasm32")]
    wasm_bindgen_futures::spawn_local(async move {
        if i18n::load(lang).await.is_ok() {
            then(lang);
        } else if lang != Lang::En && i18n::load(Lang::En).await.is_ok() {
            then(Lang::En);
        } else if let Some(root) = document().get_element_by_id("app") {
            root.set_text_content(Some(
                "The page could not be loaded: open it once while online. — Die Seite konnte nicht geladen werden: einmal online öffnen.",
            ));
        }
    });
    #[cfg(not(target_arch = "wasm32"))]
    then(lang);
}

/// Mounts `app` in place of the static shell that `index.html` paints while the wasm loads.
fn mount<V: IntoView + 'static>(app: impl FnOnce() -> V + 'static) {
    let Some(root) = document().get_element_by_id("app") else {
        leptos::mount::mount_to_body(app);
        return;
    };
    root.set_text_content(None);
    let root: web_sys::HtmlElement = wasm_bindgen::JsCast::unchecked_into(root);
    leptos::mount::mount_to(root, app).forget();
}

/// The home page.
pub fn start_home() {
    let (request, lang) = request_and_lang();
    with_texts(lang, move |lang| {
        mount(move || {
            let ctx = init_page(Page::Home, &request, lang);
            home::open_request(&ctx, &request);
            view! { <div class="app" class:embedded=ctx.embed><home::HomePage/></div> }
        });
    });
}

/// The page of game `G`.
pub fn start_game<G: play::GameUi>() {
    let (request, lang) = request_and_lang();
    with_texts(lang, move |lang| {
        mount(move || {
            let ctx = init_page(Page::Game(G::GAME), &request, lang);
            view! { <div class="app" class:embedded=ctx.embed><play::GamePage<G> request/></div> }
        });
    });
}

/// Where a query string is acted on: a game (started at once, or its new-game form) on the
/// game's page; a problem to explain on the home page.
#[must_use]
pub fn query_page(request: &Request) -> Page {
    match request.game {
        Some(game) if request.problems.is_empty() => Page::Game(game),
        _ => Page::Home,
    }
}

/// Whether a query asks to start a game at once (rather than open its form).
#[must_use]
pub fn starts_at_once(request: &Request) -> bool {
    request.players.is_some() && !request.setup
}

/// Explains the URL's problems on the home screen.
pub fn explain(ctx: &Ctx, request: &Request) {
    let t = tr_now();
    let mut notes: Vec<String> = request.problems.iter().map(|p| p.describe(t)).collect();
    notes.push(t.url_home_instead().to_owned());
    ctx.notices.set(notes);
}

#[cfg(test)]
mod tests {
    use super::{carry_embed, page_of, page_url, query_page, Page};
    use super::i18n::Lang;
    use super::route::{parse_query, Screen};
    use crate::engine::registry::GameId;

    fn query(q: &str) -> Vec<(String, String)> {
        q.split('&').filter_map(|kv| kv.split_once('=')).map(|(k, v)| (k.to_owned(), v.to_owned())).collect()
    }

    #[test]
    fn screens_of_another_page_are_reached_by_a_relative_url() {
        let card = Page::Game(GameId::Card);
        assert_eq!(page_of(&Screen::Setup(GameId::Card), None, Page::Home), card);
        assert_eq!(page_of(&Screen::Rules(GameId::Tournament), None, card), Page::Home);
        assert_eq!(page_of(&Screen::Play("ab".into()), Some(GameId::Tournament), Page::Home), Page::Game(GameId::Tournament));
        // A save nobody can read stays here, where its error is shown.
        assert_eq!(page_of(&Screen::Play("zz".into()), None, card), card);
        assert_eq!(page_url(Page::Home, card), "card/");
        assert_eq!(page_url(card, Page::Home), "../");
        assert_eq!(page_url(card, Page::Game(GameId::Tournament)), "../tournament/");
        assert_eq!(page_url(Page::Home, Page::Home), "./");
    }

    #[test]
    fn a_query_goes_to_the_page_that_acts_on_it() {
        let start = parse_query(&query("game=card&players=4&names=A,B,C,D&embed=1"));
        assert_eq!(query_page(&start), Page::Game(GameId::Card));
        assert!(super::starts_at_once(&start));
        for q in ["game=tournament", "game=card&players=4&setup=1"] {
            let r = parse_query(&query(q));
            assert_eq!(query_page(&r), Page::Game(r.game.unwrap()), "{q}");
            assert!(!super::starts_at_once(&r), "{q}");
        }
        for q in ["game=chess", "players=3", "game=card&players=9"] {
            assert_eq!(query_page(&parse_query(&query(q))), Page::Home, "{q}");
        }
    }

    #[test]
    fn an_embedded_app_stays_embedded_across_pages() {
        assert_eq!(carry_embed("../#/new/card", Lang::De), "../?embed=1&lang=de#/new/card");
        assert_eq!(carry_embed("card/#/play/ab", Lang::En), "card/?embed=1&lang=en#/play/ab");
        assert_eq!(carry_embed("../", Lang::En), "../?embed=1&lang=en");
    }
}
