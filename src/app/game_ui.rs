//! What a game's UI provides on top of its engine. The platform (new game, privacy screens,
//! autosave, undo, log, embedding) is written once against these traits.
//!
//! Two traits because the site ships one bundle per page: the home page carries every game's
//! new-game form ([`GameSetup`]) and each game's page its table ([`GameUi`]). A game's rules are
//! static HTML pages written at build time (see [`rules_html`](super::rules_html)).

use super::i18n::Lang;
use crate::engine::{Game, Outcome, Seat, Viewer};
use leptos::prelude::*;

/// Everything the table of a game needs to render one viewer's screen.
pub struct TableProps<G: GameUi> {
    /// The view of `viewer` — the only game data the UI ever sees.
    pub view: Memo<G::View>,
    pub viewer: Viewer,
    /// The legal actions of `viewer` now (empty for the public view).
    pub legal: Memo<Vec<G::Action>>,
    /// Applies an action by `viewer`.
    pub dispatch: Callback<G::Action>,
    pub names: Vec<String>,
    pub lang: Signal<Lang>,
}

/// What the new-game form needs of a game, beside its engine. One implementation per game,
/// in `app/<game>/`.
pub trait GameSetup: Game<Config: Send + Sync> {
    /// `config` with this many players and this first player, variants kept.
    fn with_seats(config: &Self::Config, players: u8, first: Seat) -> Self::Config;
    /// Whether the game names a first player at setup (a game with a random dealer does not).
    fn has_first_player() -> bool {
        true
    }
    /// The variant controls of the new-game form, editing `config`.
    fn setup_controls(config: RwSignal<Self::Config>, lang: Signal<Lang>) -> AnyView;
}

/// A game's table. One implementation per game, in `app/<game>/`.
pub trait GameUi:
    GameSetup + Game<Action: Send + Sync, View: Send + Sync, Event: Send + Sync> + Send + Sync
{
    /// The table as `props.viewer` sees it, with its action buttons.
    fn table(props: TableProps<Self>) -> AnyView;
    /// One log line for an event, with the arithmetic where there is any.
    fn describe(event: &Self::Event, names: &[String], lang: Lang) -> String;
    /// Whose turn it is and what they may do, in one sentence.
    fn prompt(view: &Self::View, names: &[String], lang: Lang) -> String;
    /// How the game ended and why.
    fn outcome_text(outcome: &Outcome, view: &Self::View, names: &[String], lang: Lang) -> String;
    /// A short name of an action, for "Undo: …".
    fn action_label(action: &Self::Action, names: &[String], lang: Lang) -> String;
    /// Whether `action` is the table-wide "no one acts" answer of an interrupt window.
    fn is_decline(action: &Self::Action) -> bool;
    /// Whether this event, private to the seat whose action caused it, shows that seat something
    /// it must see before the device goes back to the table (a card looked at, a card received).
    fn shows_actor(_event: &Self::Event) -> bool {
        false
    }
}
