//! Bots for every game: an information-set Monte Carlo tree search (ISMCTS) written once
//! against [`Game`], that never reads what its seat cannot know.
//!
//! # The search (Cowling, Powley & Whitehouse 2012, "Information Set Monte Carlo Tree Search")
//!
//! Each iteration draws a full state with `resample(seat, seed)` — a state the seat cannot
//! tell from the real one, its future randomness re-seeded — and plays it with `legal_actions`
//! and `apply` only: down the table of statistics while it knows the decision (adding one new
//! decision per iteration), then a playout to the end; every decision on the way is credited
//! with whether its seat is among [`crate::engine::Outcome::winners`]. Traitors therefore play
//! for their own side, and lie, hide and accuse when that wins.
//!
//! **Variant: single-observer ISMCTS with partially observable moves (SO-ISMCTS + POM).** The
//! statistics are kept per *information set*, not per action sequence: a decision is keyed by
//! the deciding seat and a fingerprint of what it sees — the searching seat's own view for its
//! decisions, the public view for everybody else's. Why:
//! - the searching seat's later decisions depend only on what it will know then: two samples
//!   that differ only in hidden cards, or in another seat's secret choice (a simultaneous
//!   choice not yet revealed, a card played face down), share one node. A tree over action
//!   sequences would let it plan as if it could see them (strategy fusion, optimistic values);
//! - the other seats are modelled from what the searching seat can observe of them, with only
//!   the actions legal in each sample available (UCB1 over *availability* counts, as in
//!   SO-ISMCTS). Keying them by their own views (MO-ISMCTS) would split them by their hidden
//!   hands — twelve random cards in the tournament — so that almost no opponent node would be
//!   visited twice; the public view keeps them learnable;
//! - views are the information by contract (`view(Seat(s))` is equal for the real state and
//!   every sample), so keying by them is exactly keying by information sets, for any game,
//!   with no per-game code. Views are fingerprinted through serde ([`fingerprint`]).
//!
//! Only the root decision is returned: the most visited action at the root (robust child).
//!
//! # Turn shapes
//! - [`Turn::Seat`]: that seat decides.
//! - [`Turn::Simultaneous`]: the listed seats decide one after another (the searching seat
//!   first at the root). Since every node is keyed by a view, and views hide choices not yet
//!   revealed, no seat's decision can depend on another's secret choice in the same round:
//!   the order is immaterial, as the rules say.
//! - [`Turn::Window`]: every listed seat is asked in list order (the searching seat first at
//!   the root); a seat that picks the table's decline only passes, and the next seat is asked;
//!   the first seat that picks anything else acts; if all pass the decline closes the window.
//!   The decline is told generically ([`window_decline`]). **A bot seat's answer**: its best
//!   action; a decline means "I pass", so a UI applies a bot's decline only once every other
//!   listed seat has passed too (the arena does exactly that, asking seats in list order).
//! - Chance: randomness inside `apply` comes from the sample's generator, which `resample`
//!   re-seeds; every iteration draws a new sample, so the search averages over the future and
//!   the table never branches on a draw the seat has not seen (its view keys the next node).
//!
//! # Honesty, by construction
//! A bot never sees a game state. Its entry points ([`Search::new`], [`Bot::choose`]) take a
//! [`Knowledge`]: the seat's view and its log, made from a session only through the functions
//! that filter by viewer. The search builds its own state from that knowledge
//! ([`Game::from_knowledge`]: what the view shows, every hidden item filled from the pool of
//! items the seat has not seen) and samples from it ([`Game::resample`]); it holds no state
//! that came from the real one, so no bot code can read what the seat may not know. Two games
//! that give a seat the same knowledge give it the same decision for the same bot seed
//! (`tests/bot_honesty.rs`, which also checks that the rebuilt state shows the seat the real
//! view and the real legal actions, and samples exactly as the real state would).
//!
//! # Playouts
//! Random by default. A game may offer a cheap policy through [`Game::playout_action`] where
//! random play is hopeless (random players never win the card game as Camelot, so every
//! playout ended in a loss and told the search nothing). Each policy is measured in the arena
//! against random playouts at the same budgets and kept only where it pays; see
//! [`Playout`] and each game's `playout.rs`.
//!
//! Where even a policy never reaches a win (Schatten über Camelot: careful playouts still end
//! in a loss), a game may also stop its playouts after [`Game::playout_depth`] actions and
//! credit each seat with [`Game::playout_value`], its estimate of that seat's chances in
//! the sample (0–1); a finished game still credits its winners with 1. Off by default: every
//! other game plays its playouts to the end, as before.
//!
//! A game whose policy plays far better than the search's early statistics may also ask the
//! search to lean on it ([`Game::search_leans_on_policy`]): inside the tree the other seats
//! then follow the policy (no nodes for them), and the root keeps the policy's own choice
//! unless the most visited action's mean value beats it by 3 standard errors. Schatten über
//! Camelot does (Medium, no Traitor: 0/24 loyal wins with the plain search, 17/24 leaning);
//! every other game keeps the plain SO-ISMCTS above, unchanged (its generator is not even
//! drawn from for it).
//!
//! # Levels, budgets and determinism
//! [`Level`]s are work budgets: iterations run until the actions they simulated (plus a fixed
//! cost per iteration for its sample and view keys) reach the level's figure. Work, not time:
//! the same seed gives the same decision natively and in wasm, so a bot game replays from its
//! save; and work, not iterations: a decision costs about the same time in every game, short
//! or long, including games written later. Easy also picks a less visited action now and then.
//! The figures were set with `cargo bench --bench bots` so that Strong decides in about
//! 150 ms and Medium in about 50 ms natively (about 5× that in wasm on a phone).

//! # Driving it from a UI
//! ```
//! use camelot_table::engine::bot::{Bot, Level};
//! use camelot_table::engine::card::CardGame;
//! use camelot_table::engine::session::Session;
//! use camelot_table::engine::{Game, Turn};
//!
//! let session = Session::<CardGame>::new(CardGame::default_config(4), 7).unwrap();
//! let Turn::Seat(seat) = session.turn() else { unreachable!() };
//! // What the seat knows: all a bot (or a Web Worker) is given.
//! let known = session.knowledge(seat);
//! // A Web Worker, or time slices of a few ms on the main thread:
//! let mut search = Bot::new(Level::Medium).search(&known, Bot::seed_for(7, 0, seat)).unwrap();
//! while !search.done() {
//!     search.run(64);
//! }
//! let hint = search.stats(); // "the Medium bot would …, x % sure"
//! let share = hint.actions[0].share;
//! assert!(share > 0.0 && search.best() == Some(hint.actions[0].action));
//! ```

mod key;
mod playout;
mod search;

pub use key::fingerprint;
pub use playout::{sole_most, Playout};
pub use search::{window_decline, ActionStat, Search, Stats};

use crate::engine::knowledge::{Knowledge, KnowledgeError};
use crate::engine::{Game, Seat};

#[cfg(doc)]
use crate::engine::Turn;
use serde::{Deserialize, Serialize};

/// How often (percent) Easy plays a visit-weighted random action instead of its best one.
const EASY_NOISE_PERCENT: u32 = 25;

/// A bot's strength, named for players.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Level {
    Easy,
    Medium,
    Strong,
}

impl Level {
    pub const ALL: [Level; 3] = [Level::Easy, Level::Medium, Level::Strong];

    /// Work per decision: actions simulated (plus a few per iteration), so that a decision
    /// costs about the same time in every game, whatever its length, with no clock involved.
    #[must_use]
    pub const fn budget(self) -> u64 {
        match self {
            Level::Easy => 8_000,
            Level::Medium => 80_000,
            Level::Strong => 250_000,
        }
    }

    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Level::Easy => "Easy",
            Level::Medium => "Medium",
            Level::Strong => "Strong",
        }
    }
}

/// A bot player of a given level.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Bot {
    pub level: Level,
}

impl Bot {
    #[must_use]
    pub const fn new(level: Level) -> Bot {
        Bot { level }
    }

    /// A resumable search for the decision of `known`'s seat (a human's hint request too).
    ///
    /// # Errors
    /// As [`Search::new`].
    pub fn search<G: Game>(&self, known: &Knowledge<G>, seed: u64) -> Result<Search<G>, KnowledgeError> {
        Search::new(known, self.level, seed)
    }

    /// Searches to the end of the budget and returns the decision; `None` when the seat has no
    /// legal action now.
    ///
    /// # Errors
    /// As [`Search::new`].
    pub fn choose<G: Game>(&self, known: &Knowledge<G>, seed: u64) -> Result<Option<G::Action>, KnowledgeError> {
        let mut s = self.search(known, seed)?;
        s.finish();
        Ok(s.best())
    }

    /// The seed for the decision at `step` (the number of actions taken so far) by `seat` in a
    /// game started from `game_seed`: replaying a save asks the same questions with the same
    /// seeds, so a bot's game replays identically (the save stores its actions anyway).
    #[must_use]
    pub const fn seed_for(game_seed: u64, step: u64, seat: Seat) -> u64 {
        key::mix(key::mix(game_seed ^ 0xb07) ^ step.wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ seat as u64)
    }
}
