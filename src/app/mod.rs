//! The Leptos app: home, new game, saved games, rules, and the game table.
//!
//! One source of truth per screen: the current [`Screen`] (mirrored in the URL hash) and, on the
//! game screen, one signal holding the game session. Game UIs render engine views only.

#[cfg(feature = "card")]
pub mod card;
pub mod catalog;
#[cfg(feature = "games")]
mod driver;
pub mod game_ui;
pub mod html;
pub mod i18n;
pub mod route;
pub mod storage;
pub mod web;

#[cfg(feature = "home")]
mod home;
#[cfg(feature = "games")]
mod play;
#[cfg(feature = "games")]
mod rules_page;
#[cfg(feature = "home")]
mod saves;
#[cfg(feature = "games")]
mod setup;
#[cfg(feature = "tournament")]
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
            web::open(&url, false);
            return;
        }
        web::set_hash(&screen.to_hash());
        self.screen.set(screen);
    }
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
        // A screen of another page (another game's, or the home page's): go there.
        if let Some(url) = elsewhere(&screen) {
            web::open(&url, true);
            return ().into_any();
        }
        match screen {
            #[cfg(feature = "home")]
            Screen::Home => home_screen().into_any(),
            #[cfg(feature = "home")]
            Screen::Saves => saves::saves().into_any(),
            #[cfg(not(feature = "home"))]
            Screen::Home | Screen::Saves => ().into_any(),
            #[cfg(feature = "games")]
            Screen::Setup(game) => setup::setup(game).into_any(),
            #[cfg(feature = "games")]
            Screen::Play(id) => play::play(id).into_any(),
            #[cfg(feature = "games")]
            Screen::Rules(game) => rules_page::rules(game).into_any(),
            #[cfg(not(feature = "games"))]
            Screen::Setup(_) | Screen::Play(_) | Screen::Rules(_) => ().into_any(),
        }
    };
    view! {
        <div class="app" class:embedded=ctx.embed>
            {body}
        </div>
    }
}

/// Acts on the query string: a problem → a message and the home screen; a game with players →
/// a fresh game; a game alone (or `setup=1`) → its new-game form.
fn open_request(ctx: &Ctx, request: &Request) {
    let lang = ctx.lang.get_untracked();
    // The query belongs to another page (the home page explains problems; each game's page
    // starts its games): hand it over unchanged.
    let owner = match (request.problems.is_empty(), request.game) {
        (false, _) | (true, None) => Screen::Home,
        (true, Some(game)) => Screen::Setup(game),
    };
    if !web::search().is_empty() && ctx.screen.get_untracked() == Screen::Home {
        if let Some(url) = elsewhere(&owner) {
            let base = url.split('#').next().unwrap_or_default().to_owned();
            web::open(&format!("{base}{}", web::search()), true);
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
    #[cfg(feature = "games")]
    start_from_request(ctx, request, game, lang);
    #[cfg(not(feature = "games"))]
    let _ = (game, lang);
}

/// A game and players in the query: a fresh game; a game alone (or `setup=1`): its form.
#[cfg(feature = "games")]
fn start_from_request(ctx: &Ctx, request: &Request, game: GameId, lang: Lang) {
    match request.players {
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
            setup::prefill(request);
            ctx.go(Screen::Setup(game));
        }
    }
}

/// The games whose UI this bundle carries (its cargo features). Their screens are shown here;
/// every other game's screens are on that game's own page.
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

/// Where a screen lives: in this bundle (a hash), or on another page of the site (a URL
/// relative to this page). Pure, so it is tested natively.
#[must_use]
pub fn place_of(screen: &Screen, game_of_save: Option<GameId>, home_here: bool, here: &[GameId], this_game: Option<GameId>) -> Option<String> {
    let root = if this_game.is_some() { "../" } else { "" };
    let game = match screen {
        Screen::Home | Screen::Saves => return (!home_here).then(|| format!("{root}{}", screen.to_hash())),
        Screen::Setup(g) | Screen::Rules(g) => *g,
        // Unknown or unreadable: this page explains it.
        Screen::Play(_) => game_of_save?,
    };
    (!here.contains(&game)).then(|| format!("{root}{}/{}", game.id(), screen.to_hash()))
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
    use super::place_of;
    use super::route::Screen;
    use crate::engine::registry::GameId;

    const BOTH: &[GameId] = &[GameId::Card, GameId::Tournament];

    #[test]
    fn screens_of_another_page_are_reached_by_a_relative_url() {
        // The home page: game screens live in the game's folder.
        assert_eq!(place_of(&Screen::Setup(GameId::Card), None, true, &[], None), Some("card/#/new/card".into()));
        assert_eq!(place_of(&Screen::Play("ab".into()), Some(GameId::Tournament), true, &[], None), Some("tournament/#/play/ab".into()));
        assert_eq!(place_of(&Screen::Saves, None, true, &[], None), None);
        // A game's page: home is one folder up, the other game beside it, its own screens here.
        let card = Some(GameId::Card);
        assert_eq!(place_of(&Screen::Home, None, false, &[GameId::Card], card), Some("../#/".into()));
        assert_eq!(place_of(&Screen::Rules(GameId::Tournament), None, false, &[GameId::Card], card), Some("../tournament/#/rules/tournament".into()));
        assert_eq!(place_of(&Screen::Rules(GameId::Card), None, false, &[GameId::Card], card), None);
        // A save nobody can read stays here, where its error is shown.
        assert_eq!(place_of(&Screen::Play("zz".into()), None, false, &[GameId::Card], card), None);
        // One bundle with everything (tests, development): everything is here.
        assert_eq!(place_of(&Screen::Setup(GameId::Tournament), None, true, BOTH, None), None);
    }
}
