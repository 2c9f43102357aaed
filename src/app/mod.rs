//! The Leptos app: home, new game, saved games, rules, and the game table.
//!
//! One source of truth per screen: the current [`Screen`] (mirrored in the URL hash) and, on the
//! game screen, one signal holding the game session. Game UIs render engine views only.
//!
//! The site is several pages, one bundle each, so each stays within the size budget: the home
//! page (feature `home`: home screen, saved games, every game's new-game form, the rules pages)
//! and one page per game (features `card`, `tournament`: that game's table). A screen of another
//! page is reached by a relative URL ([`elsewhere`]). The rules themselves are static HTML
//! written at build time from [`rules_html`], read by both kinds of page.

#[cfg(any(feature = "card", feature = "home"))]
pub mod card;
pub mod catalog;
#[cfg(feature = "games")]
mod driver;
pub mod game_ui;
pub mod html;
pub mod i18n;
pub mod route;
mod rules_text;
pub mod storage;
pub mod web;

#[cfg(feature = "home")]
mod home;
#[cfg(feature = "home")]
mod new_game;
#[cfg(feature = "games")]
mod play;
#[cfg(feature = "home")]
mod rules_page;
#[cfg(feature = "home")]
mod saves;
#[cfg(any(feature = "home", feature = "games"))]
mod setup;
#[cfg(any(feature = "tournament", feature = "home"))]
pub mod tournament;

use crate::engine::registry::GameId;
use crate::tr;
use i18n::Lang;
#[cfg(feature = "home")]
use home::home as home_screen;
use leptos::prelude::*;
use route::{Request, Screen};

/// What every screen can reach.
#[derive(Clone, Copy)]
pub struct Ctx {
    pub lang: RwSignal<Lang>,
    pub screen: RwSignal<Screen>,
    /// Embedded in another page: no site chrome.
    pub embed: bool,
    /// Messages for the home screen (e.g. unusable URL parameters).
    pub notices: RwSignal<Vec<String>>,
}

impl Ctx {
    /// Goes to a screen, adding a history entry; on another page if it lives there.
    pub fn go(&self, screen: Screen) {
        if let Some(url) = elsewhere(&screen) {
            web::open(&self.carry(&url), false);
            return;
        }
        web::set_hash(&screen.to_hash());
        self.screen.set(screen);
    }

    /// `url` (of another page of the site) with what must survive the move: an embedded app
    /// stays embedded, in the language it was asked for.
    #[must_use]
    pub fn carry(&self, url: &str) -> String {
        if !self.embed {
            return url.to_owned();
        }
        carry_embed(url, self.lang.get_untracked())
    }
}

/// `url` with `embed=1` and the language in its query (before the hash). Pure, so it is tested.
#[must_use]
pub fn carry_embed(url: &str, lang: Lang) -> String {
    let (page, hash) = url.split_once('#').map_or((url, ""), |(p, h)| (p, h));
    let page = page.split('?').next().unwrap_or_default();
    let hash = if hash.is_empty() { String::new() } else { format!("#{hash}") };
    format!("{page}?embed=1&lang={}{hash}", lang.code())
}

/// The context of the app.
#[must_use]
pub fn ctx() -> Ctx {
    expect_context::<Ctx>()
}

/// Mounts the app on `<body>`.
pub fn start() {
    leptos::mount::mount_to_body(App);
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

#[component]
fn App() -> impl IntoView {
    let request = route::parse_query(&web::query_pairs());
    let lang = RwSignal::new(initial_lang(&request));
    let ctx = Ctx {
        lang,
        screen: RwSignal::new(Screen::from_hash(&web::hash())),
        embed: request.embed,
        notices: RwSignal::new(Vec::new()),
    };
    provide_context(ctx);

    // Keep <html lang> in step, for screen readers and hyphenation.
    Effect::new(move |_| {
        if let Some(el) = document().document_element() {
            let _ = el.set_attribute("lang", lang.get().code());
        }
    });
    let _ = window_event_listener(leptos::ev::hashchange, move |_| {
        let next = Screen::from_hash(&web::hash());
        if ctx.screen.get_untracked() != next {
            ctx.screen.set(next);
        }
    });

    open_request(&ctx, &request);

    let body = move || {
        let screen = ctx.screen.get();
        // A screen of another page (a game's table, or the home page's screens): go there.
        if let Some(url) = elsewhere(&screen) {
            web::open(&ctx.carry(&url), true);
            return ().into_any();
        }
        match screen {
            #[cfg(feature = "home")]
            Screen::Home => home_screen().into_any(),
            #[cfg(feature = "home")]
            Screen::Saves => saves::saves().into_any(),
            #[cfg(feature = "home")]
            Screen::Setup(game) => new_game::setup(game).into_any(),
            #[cfg(feature = "home")]
            Screen::Rules(game) => rules_page::rules(game).into_any(),
            #[cfg(not(feature = "home"))]
            Screen::Home | Screen::Saves | Screen::Setup(_) | Screen::Rules(_) => ().into_any(),
            #[cfg(feature = "games")]
            Screen::Play(id) => play::play(id).into_any(),
            // The home page without tables: a save no page can open is explained in the list.
            #[cfg(all(feature = "home", not(feature = "games")))]
            Screen::Play(_) => saves::saves().into_any(),
            #[cfg(not(any(feature = "home", feature = "games")))]
            Screen::Play(_) => ().into_any(),
        }
    };
    view! {
        <div class="app" class:embedded=ctx.embed>
            {body}
        </div>
    }
}

/// Acts on the query string: a problem → a message and the home screen; a game with players →
/// a fresh game (on that game's page); a game alone (or `setup=1`) → its new-game form (on the
/// home page).
fn open_request(ctx: &Ctx, request: &Request) {
    let lang = ctx.lang.get_untracked();
    // The query belongs to another page: hand it over unchanged.
    if !web::search().is_empty() && ctx.screen.get_untracked() == Screen::Home {
        if let Some(url) = page_url(query_page(request), cfg!(feature = "home"), PLAYABLE, this_game()) {
            web::open(&format!("{url}{}", web::search()), true);
            return;
        }
    }
    if !request.problems.is_empty() {
        let mut notes: Vec<String> = request.problems.iter().map(|p| p.describe(lang)).collect();
        notes.push(tr!(lang, "The home screen is shown instead.", "Stattdessen erscheint die Startseite.").to_owned());
        ctx.notices.set(notes);
        ctx.go(Screen::Home);
        return;
    }
    let Some(game) = request.game else { return };
    // A reload keeps the hash of the screen it was on (#/play/…): resume there rather than
    // start another game from the same query string.
    if ctx.screen.get_untracked() != Screen::Home {
        return;
    }
    match request.players {
        #[cfg(feature = "games")]
        Some(players) if !request.setup => {
            match setup::start_game(game, players, request.first.unwrap_or(0), &request.names, None, lang) {
                Ok(id) => ctx.go(Screen::Play(id)),
                Err(e) => {
                    ctx.notices.set(vec![e]);
                    ctx.go(Screen::Home);
                }
            }
        }
        _ => {
            #[cfg(feature = "home")]
            new_game::prefill(request);
            ctx.go(Screen::Setup(game));
        }
    }
}

/// The page that acts on a query: the game's page starts a game at once; the home page shows
/// a new-game form, or explains what is wrong. `None` is the home page.
#[must_use]
pub fn query_page(request: &Request) -> Option<GameId> {
    match request.game {
        Some(game) if request.problems.is_empty() && request.players.is_some() && !request.setup => Some(game),
        _ => None,
    }
}

/// The games whose table this bundle carries (its cargo features). Their games are played here;
/// every other game's table is on that game's own page.
pub const PLAYABLE: &[GameId] = &[
    #[cfg(feature = "card")]
    GameId::Card,
    #[cfg(feature = "tournament")]
    GameId::Tournament,
];

/// Runs `$body` with `$G` bound to the engine type of a game this bundle carries, else `$other`.
/// Adding a game's UI means one arm here, one entry in [`PLAYABLE`] and one cargo feature.
#[macro_export]
macro_rules! with_ui {
    ($id:expr, $G:ident => $body:expr, _ => $other:expr) => {{
        #[allow(unreachable_patterns, clippy::collapsible_match)]
        match $id {
            #[cfg(feature = "card")]
            $crate::engine::registry::GameId::Card => { type $G = $crate::engine::card::CardGame; $body }
            #[cfg(feature = "tournament")]
            $crate::engine::registry::GameId::Tournament => { type $G = $crate::engine::tournament::Tournament; $body }
            _ => $other,
        }
    }};
}

/// Runs `$body` with `$G` bound to the engine type of a game whose new-game form (or start
/// from a URL) this bundle carries, else `$other`: every game on the home page, its own game on
/// a game's page.
#[macro_export]
macro_rules! with_form {
    ($id:expr, $G:ident => $body:expr, _ => $other:expr) => {{
        #[allow(unreachable_patterns, clippy::collapsible_match)]
        match $id {
            #[cfg(any(feature = "home", feature = "card"))]
            $crate::engine::registry::GameId::Card => { type $G = $crate::engine::card::CardGame; $body }
            #[cfg(any(feature = "home", feature = "tournament"))]
            $crate::engine::registry::GameId::Tournament => { type $G = $crate::engine::tournament::Tournament; $body }
            _ => $other,
        }
    }};
}

/// A game's rules in our own words, as the HTML inside `rules/<game>.<lang>.html` (written at
/// build time by `src/bin/rules_pages.rs`). Both the rules page and the table read that file,
/// so no bundle carries the text.
#[cfg(feature = "home")]
#[must_use]
pub fn rules_html(game: GameId, lang: Lang) -> String {
    match game {
        GameId::Card => card::rules_html(lang).to_owned(),
        GameId::Tournament => tournament::rules_html(lang),
        // No UI yet, so not offered: no rules page is written for it (see `catalog::OFFERED`).
        GameId::Zukunft => String::new(),
    }
}

/// The game with this id, if this bundle carries its UI.
#[must_use]
pub fn playable(id: &str) -> Option<GameId> {
    PLAYABLE.iter().copied().find(|g| g.id() == id)
}

/// The game's title in a language.
#[must_use]
pub fn game_title(game: GameId, lang: Lang) -> &'static str {
    catalog::title(game, lang)
}

/// The URL of a page of the site relative to this one (the home page is `None`, a game's page
/// `Some`), or `None` if it is this page. Pure, so it is tested natively.
#[must_use]
pub fn page_url(page: Option<GameId>, home_here: bool, here: &[GameId], this_game: Option<GameId>) -> Option<String> {
    let root = if this_game.is_some() { "../" } else { "" };
    match page {
        None => (!home_here).then(|| root.to_owned()),
        Some(g) => (!here.contains(&g)).then(|| format!("{root}{}/", g.id())),
    }
}

/// Where a screen lives: in this bundle (`None`: a hash here), or on another page of the site (a
/// URL relative to this page). Every screen but a game's table is on the home page; a table is on
/// its game's page. Pure, so it is tested natively.
#[must_use]
pub fn place_of(screen: &Screen, game_of_save: Option<GameId>, home_here: bool, here: &[GameId], this_game: Option<GameId>) -> Option<String> {
    let page = match screen {
        // Unknown or unreadable: this page explains it.
        Screen::Play(_) => Some(game_of_save?),
        Screen::Home | Screen::Saves | Screen::Setup(_) | Screen::Rules(_) => None,
    };
    page_url(page, home_here, here, this_game).map(|url| url + &screen.to_hash())
}

/// Where the site's root folder is from this page (the game pages are one folder down).
#[must_use]
pub fn site_root() -> &'static str {
    if this_game().is_some() {
        "../"
    } else {
        ""
    }
}

/// The one game this bundle is the page of, if it is a single-game bundle.
fn this_game() -> Option<GameId> {
    match (cfg!(feature = "home"), PLAYABLE) {
        (false, [g]) => Some(*g),
        _ => None,
    }
}

/// The URL of a screen that is on another page, or `None` if it is in this bundle.
#[must_use]
pub fn elsewhere(screen: &Screen) -> Option<String> {
    let game_of_save = match screen {
        Screen::Play(id) => storage::game_of(id),
        _ => None,
    };
    place_of(screen, game_of_save, cfg!(feature = "home"), PLAYABLE, this_game())
}

/// The header of a page of the site: back home, the title, the language switch.
#[cfg(feature = "home")]
pub fn page_header(out: &mut String, title: &str, l: Lang) {
    html::button(out, "back", "home", tr!(l, "← Home", "← Start"));
    html::el(out, "h1", "", title);
    lang_switch(out, l);
}

/// The language switch as HTML (its clicks are handled by [`lang_action`]).
pub fn lang_switch(out: &mut String, l: Lang) {
    out.push_str("<div class=\"lang-switch\" role=\"group\" aria-label=\"");
    out.push_str(tr!(l, "Language", "Sprache"));
    out.push_str("\">");
    for (code, name, on) in [("en", "English", l == Lang::En), ("de", "Deutsch", l == Lang::De)] {
        out.push_str("<button type=\"button\" data-p=\"lang:");
        out.push_str(code);
        out.push_str("\" aria-pressed=\"");
        out.push_str(if on { "true" } else { "false" });
        out.push_str("\">");
        out.push_str(name);
        out.push_str("</button>");
    }
    out.push_str("</div>");
}

/// Handles a `lang:xx` action; true if it was one.
pub fn lang_action(action: &str) -> bool {
    let Some(code) = action.strip_prefix("lang:") else { return false };
    if let Some(l) = Lang::from_code(code) {
        ctx().lang.set(l);
        storage::save_lang(l.code());
    }
    true
}

/// The language switch, shown on every screen but the game table.
#[component]
pub fn LangSwitch() -> impl IntoView {
    let ctx = ctx();
    let set = move |l: Lang| {
        ctx.lang.set(l);
        storage::save_lang(l.code());
    };
    view! {
        <div class="lang-switch" role="group" aria-label=move || tr!(ctx.lang.get(), "Language", "Sprache")>
            <button type="button" aria-pressed=move || (ctx.lang.get() == Lang::En).to_string() on:click=move |_| set(Lang::En)>"English"</button>
            <button type="button" aria-pressed=move || (ctx.lang.get() == Lang::De).to_string() on:click=move |_| set(Lang::De)>"Deutsch"</button>
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::{carry_embed, page_url, place_of, query_page};
    use super::i18n::Lang;
    use super::route::{parse_query, Screen};
    use crate::engine::registry::GameId;

    const BOTH: &[GameId] = &[GameId::Card, GameId::Tournament];

    fn query(q: &str) -> Vec<(String, String)> {
        q.split('&').filter_map(|kv| kv.split_once('=')).map(|(k, v)| (k.to_owned(), v.to_owned())).collect()
    }

    #[test]
    fn screens_of_another_page_are_reached_by_a_relative_url() {
        // The home page: forms, rules and lists are here; a table lives in its game's folder.
        assert_eq!(place_of(&Screen::Setup(GameId::Card), None, true, &[], None), None);
        assert_eq!(place_of(&Screen::Rules(GameId::Tournament), None, true, &[], None), None);
        assert_eq!(place_of(&Screen::Play("ab".into()), Some(GameId::Tournament), true, &[], None), Some("tournament/#/play/ab".into()));
        assert_eq!(place_of(&Screen::Saves, None, true, &[], None), None);
        // A game's page: every other screen is one folder up, the other game's table beside it.
        let card = Some(GameId::Card);
        assert_eq!(place_of(&Screen::Home, None, false, &[GameId::Card], card), Some("../#/".into()));
        assert_eq!(place_of(&Screen::Setup(GameId::Card), None, false, &[GameId::Card], card), Some("../#/new/card".into()));
        assert_eq!(place_of(&Screen::Rules(GameId::Card), None, false, &[GameId::Card], card), Some("../#/rules/card".into()));
        assert_eq!(place_of(&Screen::Play("ab".into()), Some(GameId::Tournament), false, &[GameId::Card], card), Some("../tournament/#/play/ab".into()));
        assert_eq!(place_of(&Screen::Play("ab".into()), Some(GameId::Card), false, &[GameId::Card], card), None);
        // A save nobody can read stays here, where its error is shown.
        assert_eq!(place_of(&Screen::Play("zz".into()), None, false, &[GameId::Card], card), None);
        // One bundle with everything (tests, development): everything is here.
        assert_eq!(place_of(&Screen::Setup(GameId::Tournament), None, true, BOTH, None), None);
        assert_eq!(place_of(&Screen::Play("ab".into()), Some(GameId::Card), true, BOTH, None), None);
    }

    #[test]
    fn a_query_goes_to_the_page_that_acts_on_it() {
        // A fresh game starts on the game's page; a form or a problem is the home page's.
        let start = parse_query(&query("game=card&players=4&names=A,B,C,D&embed=1"));
        assert_eq!(query_page(&start), Some(GameId::Card));
        assert_eq!(page_url(query_page(&start), true, &[], None), Some("card/".into()));
        assert_eq!(page_url(query_page(&start), false, &[GameId::Card], Some(GameId::Card)), None);
        for q in ["game=tournament", "game=card&players=4&setup=1", "game=chess", "players=3"] {
            let r = parse_query(&query(q));
            assert_eq!(query_page(&r), None, "{q}");
            assert_eq!(page_url(query_page(&r), false, &[GameId::Card], Some(GameId::Card)), Some("../".into()), "{q}");
            assert_eq!(page_url(query_page(&r), true, &[], None), None, "{q}");
        }
    }

    #[test]
    fn an_embedded_app_stays_embedded_across_pages() {
        assert_eq!(carry_embed("../#/new/card", Lang::De), "../?embed=1&lang=de#/new/card");
        assert_eq!(carry_embed("card/#/play/ab", Lang::En), "card/?embed=1&lang=en#/play/ab");
        assert_eq!(carry_embed("../", Lang::En), "../?embed=1&lang=en");
    }
}
