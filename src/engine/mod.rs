//! The rules engines and the one contract they share.
//!
//! Nothing under `engine` may use a web crate: `cargo test --no-default-features` builds this
//! module alone, and the test command runs exactly that to prove it.
//!
//! The contract ([`Game`]) is small on purpose: new from (config, seed), whose turn it is,
//! the legal actions in a fixed sorted order, apply (events or a typed error that leaves the
//! state as it was), a view per seat, the outcome, a full state rebuilt from what one seat
//! knows ([`knowledge`]) and resampled in what it does not. Everything else — sessions, saves,
//! undo, replay — is written once on top of it in [`session`] and [`save`].


pub mod bot;
pub mod card;
pub mod deal;
pub mod few;
pub mod few_sort;
pub mod knowledge;
pub mod registry;
pub mod rng;
pub mod save;
pub mod schatten;
pub mod session;
pub mod tournament;
pub mod zukunft;


use knowledge::{Knowledge, KnowledgeError};
use serde::{de::DeserializeOwned, Deserialize, Serialize};
use std::fmt::Debug;
use std::hash::Hash;

/// A seat at the table, numbered clockwise from 0.
pub type Seat = u8;

/// Who must act now.
///
/// The four games need four shapes, and no game gets a special case:
/// a normal turn, secret simultaneous choices (the fists of *Die Zukunft von Camelot*),
/// a table-wide interrupt that must not reveal who could interrupt (*Knights to the Rescue*),
/// and the end.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Turn {
    /// Exactly this seat must act.
    Seat(Seat),
    /// Each listed seat still owes one secret choice; they may answer in any order and no seat
    /// learns another's choice until all are in. A seat leaves the list once it has acted.
    Simultaneous(Vec<Seat>),
    /// A table-wide interrupt window. Every listed seat is asked (holders and non-holders alike,
    /// so asking reveals nothing); any of them may act. Every listed seat has a legal
    /// "decline for the table" action, which closes the window.
    Window(Vec<Seat>),
    /// The game has ended; [`Game::outcome`] says how.
    Over,
}

impl Turn {
    /// Whether `seat` is among those who may act now.
    #[must_use]
    pub fn includes(&self, seat: Seat) -> bool {
        match self {
            Turn::Seat(s) => *s == seat,
            Turn::Simultaneous(v) | Turn::Window(v) => v.contains(&seat),
            Turn::Over => false,
        }
    }
}

/// Whose eyes a view is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Viewer {
    /// One seat: its own secrets plus everything public.
    Seat(Seat),
    /// A spectator (or the table while the device lies in the middle): public information only.
    Public,
}

/// What the engine says about an action it has just applied.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Applied {
    /// True when the action used no randomness and showed nobody anything they did not know
    /// (no card drawn, no die rolled, no private card seen), counting everything it set off
    /// (a hand laid open at the end of the turn it closed, an effect that depends on a hidden
    /// card). Only such actions may be undone. The shared random-play suite checks it: replayed
    /// on any seat's determinized sample, an undoable action leaves that seat's view unchanged.
    pub undoable: bool,
}

/// How a finished game ended.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    /// The seats that won; empty when the game beat everyone (a lost solo game).
    pub winners: Vec<Seat>,
    /// A short machine-readable label, e.g. `"loyal"`, `"evil"`, `"most-health"`.
    pub label: String,
}

/// A configuration the engine refuses to start with.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ConfigError {
    /// The game cannot be played with this many players.
    PlayerCount { min: u8, max: u8, got: u8 },
    /// The first player is not one of the seats.
    FirstPlayer { players: u8, got: Seat },
    /// A variant or option that this player count does not allow, named by its config field.
    Option(&'static str),
}

impl std::fmt::Display for ConfigError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ConfigError::PlayerCount { min, max, got } => {
                write!(f, "{got} players cannot play this game (it takes {min}–{max})")
            }
            ConfigError::FirstPlayer { players, got } => {
                write!(f, "seat {got} cannot start: there are only {players} seats")
            }
            ConfigError::Option(name) => write!(f, "the option `{name}` is not allowed here"),
        }
    }
}

impl std::error::Error for ConfigError {}

/// A log entry the engine emits while applying an action. The UI turns it into words (in the
/// player's language, with the arithmetic); the engine only says who may read it.
pub trait GameEvent: Clone + Debug + PartialEq + Serialize {
    /// Whether `viewer` may see this event. Private events (a card you drew, the loyalty card
    /// you were handed) return true only for their seat, and false for [`Viewer::Public`].
    fn visible_to(&self, viewer: Viewer) -> bool;
}

/// Actions as small numbers, the way OpenSpiel numbers its actions: saves store them as
/// `(seat, code)`, which keeps a long game's save short and its decoding small.
///
/// Each game fixes its codes in its `actions.rs`: a tag per kind of action and its fields
/// packed beside it ([`pack`]). A code once given is never reused for another action, so an
/// old save never replays as a different game. `from_code(code(a)) == Some(a)` for every action
/// (the shared random-play suite checks it for every legal action it meets).
pub trait ActionCode: Sized {
    /// The action's code.
    fn code(&self) -> u32;
    /// The action with this code, or `None` if no action has it.
    fn from_code(code: u32) -> Option<Self>;
}

/// A code of `tag` with two small fields: `tag << 16 | a << 8 | b`.
#[must_use]
pub const fn pack(tag: u8, a: u8, b: u8) -> u32 {
    (tag as u32) << 16 | (a as u32) << 8 | b as u32
}

/// The `(tag, a, b)` of a code made by [`pack`], or `None` if it has higher bits set.
#[must_use]
pub const fn unpack(code: u32) -> Option<(u8, u8, u8)> {
    if code >> 24 != 0 {
        return None;
    }
    Some(((code >> 16) as u8, (code >> 8) as u8, code as u8))
}

/// The contract every rules engine implements.
///
/// # Invariants every implementation keeps (the shared random-play suite checks them)
/// - `legal_actions_into` yields strictly ascending actions, and nothing for a seat that
///   [`Turn::includes`] does not name.
/// - `apply_into` with an action outside `legal_actions_into` returns `Err` and leaves the state
///   exactly as it was; it never panics on any input.
/// - The same config, seed and actions give the same game on every platform.
/// - `view(Viewer::Seat(s))` depends only on what seat `s` may know: it is equal for the real
///   state, for the state rebuilt from `s`'s knowledge ([`Game::from_knowledge`]) and for every
///   `resample(s, _)` of either; so are `s`'s legal actions.
pub trait Game: Clone + Debug + PartialEq + Sized + 'static {
    /// The id used in saves and URLs (`?game=card`).
    const ID: &'static str;
    /// Players allowed, inclusive.
    const PLAYERS: (u8, u8);

    /// Saved and read as JSON (a save's `config`, the URL's `config=`) with serde_json.
    type Config: Clone + Debug + PartialEq + Serialize + DeserializeOwned + 'static;
    /// A small value naming cards by identity, never by position in a hand.
    type Action: Clone + Debug + Eq + Ord + Hash + Serialize + DeserializeOwned + ActionCode + 'static;
    /// Read back (with views and configs) when a seat's [`Knowledge`] crosses to the bots'
    /// worker or another device.
    type Event: GameEvent + DeserializeOwned + 'static;
    type View: Clone + Debug + PartialEq + Serialize + DeserializeOwned + 'static;
    type Error: std::error::Error + Clone + PartialEq + 'static;

    /// Starts a game. All randomness comes from `seed` through a generator kept in the state.
    ///
    /// # Errors
    /// [`ConfigError`] when the configuration cannot be played.
    fn new(config: &Self::Config, seed: u64) -> Result<Self, ConfigError>;

    /// The number of seats.
    fn players(&self) -> u8;

    /// Who must act now.
    fn turn(&self) -> Turn;

    /// Appends the legal actions of `seat`, strictly ascending, to `out` (which is cleared first).
    fn legal_actions_into(&self, seat: Seat, out: &mut Vec<Self::Action>);

    /// Applies `action` by `seat`, appending what happened to `events`.
    ///
    /// # Errors
    /// `Self::Error` when the action is not legal now; the state and `events` are then unchanged.
    fn apply_into(
        &mut self,
        seat: Seat,
        action: &Self::Action,
        events: &mut Vec<Self::Event>,
    ) -> Result<Applied, Self::Error>;

    /// What `viewer` may know, and nothing more.
    fn view(&self, viewer: Viewer) -> Self::View;

    /// `Some` once the game has ended.
    fn outcome(&self) -> Option<Outcome>;

    /// A full state built from what one seat knows, and nothing else: everything its view shows
    /// (or its log told it), every hidden item filled from the pool of items it has not seen,
    /// in a canonical order. The skeleton the bots resample ([`Game::resample`]); its view of
    /// the seat is the knowledge's view (implementations end with [`Knowledge::confirm`]), and
    /// the seat's legal actions are the real ones.
    ///
    /// # Errors
    /// [`KnowledgeError`] when the knowledge contradicts itself or the game (one read from
    /// outside); never a panic.
    fn from_knowledge(known: &Knowledge<Self>) -> Result<Self, KnowledgeError>;

    /// A full state drawn at random (from `seed`) among those `seat` cannot tell apart from this
    /// one: every hidden card or loyalty `seat` has not seen is redistributed consistently with
    /// its view. A function of what `seat` knows and the seed alone: two states the seat cannot
    /// tell apart give the same sample. The bots call it on skeletons only
    /// ([`GameExt::determinize`]).
    #[must_use]
    fn resample(&self, seat: Seat, seed: u64) -> Self;

    /// A playable config for `players` seats with every variant at its default (seat 0 starts).
    /// Used for a fresh game from a URL and as the new-game screen's starting point.
    fn default_config(players: u8) -> Self::Config;

    /// Configs covering every player count and every variant; the shared random-play suite and
    /// the benchmarks run them all.
    fn sample_configs() -> Vec<Self::Config>;

    /// Whether this game, in this configuration, has anything private to one seat. A solo game
    /// has not, and the app then never asks to pass the device.
    fn has_secrets(&self) -> bool {
        true
    }

    /// A move for the search bots' playouts ([`bot`]), where the game knows a cheap one that
    /// plays better than chance; `None` (the default) means a uniformly random legal action.
    /// `legal` is `seat`'s legal actions, and the answer must be one of them. Called only on the
    /// bots' own determinized samples, never on the real game, so it may read the whole state.
    fn playout_action(&self, seat: Seat, legal: &[Self::Action], rng: &mut rng::Rng) -> Option<Self::Action> {
        let _ = (seat, legal, rng);
        None
    }

    /// Whether the search bots lean on [`Game::playout_action`] beyond the playouts: the other
    /// seats follow it inside the tree too (instead of UCB1 learning their moves from
    /// scratch), and the search keeps the policy's own choice at the root unless another
    /// action's value beats it with confidence. For a cooperative game whose policy plays far
    /// better than chance and whose playouts are noisy (Schatten über Camelot): until the
    /// tree's statistics settle, UCB1 picks a partner's moves nearly at random, and a root
    /// choice by visits alone follows the noise. `false` (the default) keeps the plain
    /// SO-ISMCTS of every other game.
    fn search_leans_on_policy(&self) -> bool {
        false
    }

    /// Clears, in a view about to key a node of the bots' search (its information set), what
    /// the search does better not to tell apart: parts a view carries so that a state can be
    /// rebuilt from it ([`Game::from_knowledge`]) but which, in the key, only split one node's
    /// statistics over many. It may only clear, never add: the key stays a function of the
    /// view. The default keeps the whole view.
    fn blur_key(view: &mut Self::View) {
        let _ = view;
    }

    /// Where the game can judge a position better than a playout can reach an end: the bots'
    /// playouts stop after this many actions and credit each seat with [`Game::playout_value`].
    /// `None` (the default) plays every playout to the end of the game.
    fn playout_depth(&self) -> Option<usize> {
        None
    }

    /// `seat`'s estimated chance (0–1) of being among the winners of this unfinished sample,
    /// read by the bots at [`Game::playout_depth`]. Like [`Game::playout_action`] it is called
    /// only on the bots' own samples, so it may read the whole state.
    fn playout_value(&self, seat: Seat) -> f32 {
        let _ = seat;
        0.0
    }

    /// Whether the search bots weigh `action` for `seat` here at all (`true`, the default: every
    /// legal action). A game may keep them from moves no good player makes without a reason the
    /// table can see — an accusation of a seat against whom the public record holds nothing —
    /// which a search would otherwise try on the chance its samples put the traitor there.
    /// Called on the bots' own samples; what it reads must be the seat's own or public, so
    /// the choice stays the seat's. The search never leaves a seat without an action: if this
    /// refuses all of them, all are weighed.
    fn bot_considers(&self, seat: Seat, action: &Self::Action) -> bool {
        let _ = (seat, action);
        true
    }
}

/// Conveniences written once on top of [`Game`].
pub trait GameExt: Game {
    /// The legal actions of `seat`, strictly ascending.
    fn legal_actions(&self, seat: Seat) -> Vec<Self::Action> {
        let mut out = Vec::new();
        self.legal_actions_into(seat, &mut out);
        out
    }

    /// Applies `action` and returns its events.
    ///
    /// # Errors
    /// As [`Game::apply_into`].
    fn apply(&mut self, seat: Seat, action: &Self::Action) -> Result<Vec<Self::Event>, Self::Error> {
        let mut events = Vec::new();
        self.apply_into(seat, action, &mut events).map(|_| events)
    }

    /// Whether the game has ended.
    fn is_over(&self) -> bool {
        matches!(self.turn(), Turn::Over)
    }

    /// A full state drawn at random among those `known`'s seat cannot tell from the real one,
    /// built from its knowledge alone: [`Game::from_knowledge`], then [`Game::resample`].
    ///
    /// # Errors
    /// As [`Game::from_knowledge`].
    fn determinize(known: &Knowledge<Self>, seed: u64) -> Result<Self, KnowledgeError> {
        Ok(Self::from_knowledge(known)?.resample(known.seat(), seed))
    }
}

impl<G: Game> GameExt for G {}
