//! A game in progress: config, seed, the actions taken and the events they produced.
//!
//! Written once for every [`Game`]. Undo and loading both work by replaying actions from the
//! seed, so the state never needs to be serialised and a save is only `{config, seed, actions}`.

use super::knowledge::Knowledge;
use super::{Applied, ConfigError, Game, GameExt, Outcome, Seat, Turn, Viewer};

/// One applied action and what it produced.
#[derive(Clone, Debug, PartialEq)]
pub struct Step<G: Game> {
    pub seat: Seat,
    pub action: G::Action,
    pub undoable: bool,
    pub events: Vec<G::Event>,
}

/// Why a list of actions could not be replayed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReplayError {
    /// The config itself is refused.
    Config(ConfigError),
    /// Action number `index` (0-based) was refused by the engine.
    Illegal { index: usize, reason: String },
}

impl std::fmt::Display for ReplayError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ReplayError::Config(e) => write!(f, "{e}"),
            ReplayError::Illegal { index, reason } => {
                write!(f, "action {} cannot be played: {reason}", index + 1)
            }
        }
    }
}

impl std::error::Error for ReplayError {}

/// A game in progress with its full history.
#[derive(Clone, Debug)]
pub struct Session<G: Game> {
    config: G::Config,
    seed: u64,
    state: G,
    steps: Vec<Step<G>>,
}

impl<G: Game> Session<G> {
    /// Starts a new game.
    ///
    /// # Errors
    /// [`ConfigError`] when the engine refuses the config.
    pub fn new(config: G::Config, seed: u64) -> Result<Self, ConfigError> {
        let state = G::new(&config, seed)?;
        Ok(Session { config, seed, state, steps: Vec::new() })
    }

    /// Rebuilds a game by replaying `actions` from the seed.
    ///
    /// # Errors
    /// [`ReplayError`] naming the first action the engine refuses.
    pub fn replay(
        config: G::Config,
        seed: u64,
        actions: impl IntoIterator<Item = (Seat, G::Action)>,
    ) -> Result<Self, ReplayError> {
        let mut session = Session::new(config, seed).map_err(ReplayError::Config)?;
        for (index, (seat, action)) in actions.into_iter().enumerate() {
            session
                .apply(seat, action)
                .map_err(|e: G::Error| ReplayError::Illegal { index, reason: e.to_string() })?;
        }
        Ok(session)
    }

    /// Applies an action by `seat`.
    ///
    /// # Errors
    /// The engine's error; the session is then unchanged.
    pub fn apply(&mut self, seat: Seat, action: G::Action) -> Result<&[G::Event], G::Error> {
        let mut events = Vec::new();
        let Applied { undoable } = self.state.apply_into(seat, &action, &mut events)?;
        self.steps.push(Step { seat, action, undoable, events });
        Ok(self.steps.last().map_or(&[][..], |s| &s.events[..]))
    }

    /// Whether the last action may be taken back: it revealed nothing and drew nothing.
    #[must_use]
    pub fn can_undo(&self) -> bool {
        self.steps.last().is_some_and(|s| s.undoable)
    }

    /// Takes back the last action if it is undoable, returning it.
    pub fn undo(&mut self) -> Option<Step<G>> {
        if !self.can_undo() {
            return None;
        }
        let last = self.steps.pop()?;
        let mut state = G::new(&self.config, self.seed).ok()?;
        let mut scratch = Vec::new();
        for step in &self.steps {
            scratch.clear();
            // These actions were legal before, from the same seed, so they are legal again.
            if state.apply_into(step.seat, &step.action, &mut scratch).is_err() {
                self.steps.push(last);
                return None;
            }
        }
        self.state = state;
        Some(last)
    }

    #[must_use]
    pub fn config(&self) -> &G::Config {
        &self.config
    }

    #[must_use]
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// The engine state. The UI must not read it: it renders [`Session::view`] only.
    #[must_use]
    pub fn state(&self) -> &G {
        &self.state
    }

    #[must_use]
    pub fn steps(&self) -> &[Step<G>] {
        &self.steps
    }

    /// The actions so far, as a save stores them.
    #[must_use]
    pub fn actions(&self) -> Vec<(Seat, G::Action)> {
        self.steps.iter().map(|s| (s.seat, s.action.clone())).collect()
    }

    #[must_use]
    pub fn turn(&self) -> Turn {
        self.state.turn()
    }

    /// Whether anything is private to one seat (false in a solo game).
    #[must_use]
    pub fn has_secrets(&self) -> bool {
        self.state.has_secrets()
    }

    #[must_use]
    pub fn players(&self) -> u8 {
        self.state.players()
    }

    #[must_use]
    pub fn legal_actions(&self, seat: Seat) -> Vec<G::Action> {
        self.state.legal_actions(seat)
    }

    #[must_use]
    pub fn view(&self, viewer: Viewer) -> G::View {
        self.state.view(viewer)
    }

    #[must_use]
    pub fn outcome(&self) -> Option<Outcome> {
        self.state.outcome()
    }

    /// What `seat` knows: its view and its log. All a bot, or another seat's device, is given.
    #[must_use]
    pub fn knowledge(&self, seat: Seat) -> Knowledge<G> {
        Knowledge::of(self, seat)
    }

    /// The log as `viewer` may read it: (step index, acting seat, event), oldest first.
    pub fn log(&self, viewer: Viewer) -> impl Iterator<Item = (usize, Seat, &G::Event)> + '_ {
        self.steps.iter().enumerate().flat_map(move |(i, step)| {
            step.events
                .iter()
                .filter(move |e| super::GameEvent::visible_to(*e, viewer))
                .map(move |e| (i, step.seat, e))
        })
    }
}
