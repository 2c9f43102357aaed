//! The Leptos app: home, new game, saved games, rules, and the game table.
//!
//! One source of truth per screen: the current [`Screen`] (mirrored in the URL hash) and, on the
//! game screen, one signal holding the game session. Game UIs render engine views only.

pub mod card;
mod driver;
pub mod game_ui;
pub mod i18n;
pub mod route;
pub mod storage;
pub mod web;

mod home;
mod play;
mod rules_page;
mod saves;
mod setup;
pub mod tournament;

use crate::engine::registry::GameId;
use crate::tr;
use i18n::Lang;
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
    /// Goes to a screen, adding a history entry.
    pub fn go(&self, screen: Screen) {
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

    let body = move || match ctx.screen.get() {
        Screen::Home => home::home().into_any(),
        Screen::Setup(game) => setup::setup(game).into_any(),
        Screen::Saves => saves::saves().into_any(),
        Screen::Play(id) => play::play(id).into_any(),
        Screen::Rules(game) => rules_page::rules(game).into_any(),
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

/// The games whose UI is finished, in home-screen order. Only these are offered, opened from a
/// URL or loaded from a save; an engine without a UI stays out of the app.
pub const PLAYABLE: &[GameId] = &[GameId::Card, GameId::Tournament];

/// Runs `$body` with `$G` bound to the engine type of a playable game, else `$other`.
/// Adding a game's UI means one arm here and one entry in [`PLAYABLE`].
#[macro_export]
macro_rules! with_ui {
    ($id:expr, $G:ident => $body:expr, _ => $other:expr) => {{
        #[allow(unreachable_patterns, clippy::collapsible_match)]
        match $id {
            $crate::engine::registry::GameId::Card => { type $G = $crate::engine::card::CardGame; $body }
            $crate::engine::registry::GameId::Tournament => { type $G = $crate::engine::tournament::Tournament; $body }
            _ => $other,
        }
    }};
}

/// The playable game with this id.
#[must_use]
pub fn playable(id: &str) -> Option<GameId> {
    PLAYABLE.iter().copied().find(|g| g.id() == id)
}

/// The game's title in a language.
#[must_use]
pub fn game_title(game: GameId, lang: Lang) -> &'static str {
    crate::with_ui!(game, G => <G as game_ui::GameUi>::title(lang), _ => game.id())
}

/// The game's one-line description in a language.
#[must_use]
pub fn game_blurb(game: GameId, lang: Lang) -> &'static str {
    crate::with_ui!(game, G => <G as game_ui::GameUi>::blurb(lang), _ => "")
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
