//! What one seat knows: [`Knowledge`], the bots' only input.
//!
//! A bot (and, later, another player's device) must get exactly what its seat may see and
//! nothing more. So the bots never take a game state: they take a [`Knowledge`], which holds
//! the seat's view and the log as the seat may read it, and which can only be made from a
//! [`Session`] through the functions that already filter by [`Viewer`] ([`Session::view`],
//! [`Session::log`]) — never by copying hidden state. A bot that wanted to read another seat's
//! hand would have nothing to read it from: honesty by construction, not by a property test.
//!
//! To search, a bot still needs full states to play forward. Each game builds one from the
//! knowledge alone ([`Game::from_knowledge`]): everything the view shows, and every hidden item
//! filled from the pool of items the seat has not seen, in a canonical order. The game's
//! resampler ([`Game::resample`]) then draws the samples from that skeleton, so the search
//! never holds a state that came from the real one.
//!
//! A knowledge is serde data: the page posts it to the bots' worker (`src/worker.rs`), and a
//! device may receive it over the network. Read from outside it is untrusted, so building a
//! state from it checks what it builds: a knowledge the game cannot rebuild its view from is a
//! [`KnowledgeError`], never a panic.

use super::few::Few;
use super::session::Session;
use super::{ConfigError, Game, Seat, Viewer};
use serde::{Deserialize, Serialize};

/// One entry of a seat's log: the step (0-based index of the action that produced it), the
/// seat that acted, and the event.
pub type Logged<E> = (u32, Seat, E);

/// What seat `seat` knows of a game in progress: the game's settings, its view now, and every
/// event it was shown, in order.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(bound(serialize = "", deserialize = ""))]
pub struct Knowledge<G: Game> {
    seat: Seat,
    config: G::Config,
    view: G::View,
    history: Vec<Logged<G::Event>>,
}

impl<G: Game> Knowledge<G> {
    /// What `seat` knows of `session`: its view and its log, as the session filters them for
    /// it. The only way to make one (besides reading one that was written).
    #[must_use]
    pub fn of(session: &Session<G>, seat: Seat) -> Self {
        let viewer = Viewer::Seat(seat);
        Knowledge {
            seat,
            config: session.config().clone(),
            view: session.view(viewer),
            history: session
                .log(viewer)
                .map(|(step, s, e)| (u32::try_from(step).unwrap_or(u32::MAX), s, e.clone()))
                .collect(),
        }
    }

    /// The seat whose knowledge this is.
    #[must_use]
    pub fn seat(&self) -> Seat {
        self.seat
    }

    #[must_use]
    pub fn config(&self) -> &G::Config {
        &self.config
    }

    /// The seat's view now.
    #[must_use]
    pub fn view(&self) -> &G::View {
        &self.view
    }

    /// Every event the seat was shown, oldest first.
    #[must_use]
    pub fn history(&self) -> &[Logged<G::Event>] {
        &self.history
    }

    /// The last step of a game's construction from knowledge ([`Game::from_knowledge`]): the
    /// state is accepted only if it shows the seat exactly the view it was built from. This
    /// catches a knowledge that contradicts itself (read from outside) as well as a gap in a
    /// game's construction.
    ///
    /// # Errors
    /// [`KnowledgeError::Inconsistent`] when the state's view of the seat differs.
    pub fn confirm(&self, state: G) -> Result<G, KnowledgeError> {
        if state.view(Viewer::Seat(self.seat)) == self.view {
            Ok(state)
        } else {
            Err(KnowledgeError::Inconsistent("the rebuilt table shows the seat another view"))
        }
    }

    /// The seat, if the configuration accepts it: the first checks of every game's
    /// [`Game::from_knowledge`].
    ///
    /// # Errors
    /// The configuration's own error, or [`KnowledgeError::Seat`].
    pub fn checked_seat(&self) -> Result<Seat, KnowledgeError> {
        let start = G::new(&self.config, 0).map_err(KnowledgeError::Config)?;
        if self.seat < start.players() {
            Ok(self.seat)
        } else {
            Err(KnowledgeError::Seat(self.seat))
        }
    }
}

/// Why a full state cannot be built from a [`Knowledge`] (one read from outside, or a gap in a
/// game's construction that the tests would show).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum KnowledgeError {
    /// The settings are not a playable game.
    Config(ConfigError),
    /// No such seat at this table.
    Seat(Seat),
    /// The view contradicts itself or the game's cards (more copies than exist, a count that
    /// does not fit), or the state built from it shows another view.
    Inconsistent(&'static str),
}

impl std::fmt::Display for KnowledgeError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            KnowledgeError::Config(e) => write!(f, "the game's settings are invalid ({e})"),
            KnowledgeError::Seat(s) => write!(f, "there is no seat {s} at this table"),
            KnowledgeError::Inconsistent(why) => write!(f, "what the seat knows does not fit together ({why})"),
        }
    }
}

impl std::error::Error for KnowledgeError {}

/// A knowledge that no table fits, for the reason named (each game's `known.rs` rebuilds with it).
pub(crate) fn bad(why: &'static str) -> KnowledgeError {
    KnowledgeError::Inconsistent(why)
}

/// Pushes onto a fixed list, refusing more items than the game has: a knowledge read from outside
/// may hold longer lists than play can make.
pub(crate) fn push<T: Copy + Default, const N: usize>(list: &mut Few<T, N>, x: T) -> Result<(), KnowledgeError> {
    if list.push(x) {
        Ok(())
    } else {
        Err(bad("more items than the game has"))
    }
}
