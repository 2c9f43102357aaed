//! The game screen, written once for every game: the session, who holds the device, the pass
//! screen, autosave after every move, the stale-tab check, undo, the log, the rules and the end.
//!
//! One signal holds the session. The screen derives the holder's view as a memo and hands the
//! game's components a [`Table`] through context: the view, the acting seat's legal actions and
//! `dispatch`. A game implements [`GameUi`] with small components of its own that read memos of
//! their slice of the view. Privacy: the view is always exactly one viewer's — the public view
//! while the device lies on the table — so nothing private to another seat reaches the DOM.

mod bots;
mod broken_save;
mod game_over;
mod hint_panel;
pub mod holder;
pub mod journal;
mod new_game;
mod pace_control;
mod page;
mod play_screen;
mod save_status;
pub mod seat_controls;

pub use broken_save::BrokenSave;
pub use page::GamePage;

use super::i18n::Tr;
use super::kit::LogLine;
use super::setup::GameSetup;
use crate::engine::bot::Level;
use crate::engine::{Game, Outcome, Seat, Viewer};
use leptos::prelude::*;

/// What a game's table gives the platform. One implementation per game, in `app/<game>/`.
pub trait GameUi:
    GameSetup + Game<Action: Send + Sync, View: Send + Sync, Event: Send + Sync> + Send + Sync
{
    /// The board: everything on the table, as the viewer may see it. Reads [`table`].
    fn board() -> AnyView;
    /// The acting seat's decision (only drawn while [`Table::acting`] is `Some`), including what
    /// the seat holding the device has just been shown. Reads [`table`].
    fn decision() -> AnyView;
    /// The players: what everyone can see of each, and the viewer's own secrets. Reads [`table`].
    fn players_panel() -> AnyView;
    /// The end of the game, explained (the final reveal, the scores with their arithmetic).
    fn report() -> AnyView;

    /// The log as `view`'s viewer may read it, from the events they may see, oldest first:
    /// `(step, acting seat, event)`. It may depend on the present (the card game names a card
    /// of the Threats pile only while it lies on top).
    fn log(view: &Self::View, events: &[(usize, Seat, &Self::Event)], names: &[String], t: Tr) -> Vec<LogLine>;
    /// Whose turn it is and what the table waits for, as everyone may read it.
    fn prompt(public: &Self::View, names: &[String], t: Tr) -> String;
    /// How the game ended, in one line (for the final screen's title and the saved-games list).
    fn outcome_line(outcome: &Outcome, public: &Self::View, names: &[String], t: Tr) -> String;
    /// A short name of an action, for "Undo …".
    fn action_label(action: &Self::Action, names: &[String], t: Tr) -> String;
    /// Whether `action` is the table-wide "no one acts" answer of an interrupt window.
    fn is_decline(_action: &Self::Action) -> bool {
        false
    }
    /// How much longer (ms, at the normal pace) bots wait before the next move after a move that
    /// caused this event, so people can read what it showed (a card laid face up).
    fn dwell(_event: &Self::Event) -> u32 {
        0
    }
    /// Whether this event, private to the seat whose action caused it, shows that seat something
    /// it must see before the device goes back to the table.
    fn shows_actor(_event: &Self::Event) -> bool {
        false
    }
    /// Whether `seat`'s next decision needs its private view, decided from the public view
    /// alone (so that being asked for the device gives nothing away). When false, the seat
    /// decides on the public table, and its legal actions must not depend on its secrets (the
    /// game's tests check that).
    fn needs_privacy(public: &Self::View, seat: Seat) -> bool;
}

/// What every component of a table reads: the viewer's view, the acting seat's choices, and
/// the one way to act. `Copy`, provided by the game screen through context.
pub struct Table<G: GameUi> {
    /// The view on screen — the only game data the UI ever sees.
    pub view: Memo<G::View>,
    /// Whose eyes the view is for.
    pub viewer: Memo<Viewer>,
    /// The seat whose decision is on screen (on the public table or in private).
    pub acting: Memo<Option<Seat>>,
    /// The acting seat's legal actions, strictly ascending (empty when nobody acts here).
    pub legal: Memo<Vec<G::Action>>,
    /// Applies actions for the acting seat, in order, stopping at the first refusal.
    pub dispatch: Callback<Vec<G::Action>>,
    /// Seat names, clockwise.
    pub names: StoredValue<Vec<String>>,
    /// Each seat's bot level (`None`: a person).
    pub bots: Signal<Vec<Option<Level>>>,
    /// The bot thinking about its move now, if any.
    pub thinking: Signal<Option<Seat>>,
    /// One person plays alone (with bots, or a game without secrets): they always hold the
    /// device, so nothing is ever passed or hidden.
    pub alone: Signal<bool>,
}

impl<G: GameUi> Clone for Table<G> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<G: GameUi> Copy for Table<G> {}

impl<G: GameUi> Table<G> {
    /// Plays one action for the acting seat.
    pub fn act(&self, action: G::Action) {
        self.dispatch.run(vec![action]);
    }

    /// A seat's name.
    #[must_use]
    pub fn name(&self, seat: Seat) -> String {
        self.names.with_value(|n| name_of(n, seat))
    }

    /// Whether `action` is legal for the acting seat now (tracked).
    pub fn can(&self, action: &G::Action) -> bool {
        self.legal.with(|l| l.binary_search(action).is_ok())
    }

    /// A seat's bot level, if a bot plays it (tracked).
    pub fn bot(&self, seat: Seat) -> Option<Level> {
        self.bots.with(|b| bots::level_of(b, seat))
    }

    /// The viewer's own seat, if the view is a seat's.
    #[must_use]
    pub fn me(&self) -> Option<Seat> {
        match self.viewer.get() {
            Viewer::Seat(s) => Some(s),
            Viewer::Public => None,
        }
    }
}

/// The table of game `G`, from the context the game screen provides.
///
/// # Panics
/// Outside a game screen (a programming error, never a player's).
#[must_use]
pub fn table<G: GameUi>() -> Table<G> {
    expect_context::<Table<G>>()
}

/// A seat's name, or "#n" if the save has none for it.
#[must_use]
pub fn name_of(names: &[String], seat: Seat) -> String {
    names.get(usize::from(seat)).cloned().unwrap_or_else(|| format!("#{}", seat + 1))
}
