//! The rules, split by phase of the timing sequence (spec §5), and the [`Game`] implementation
//! that dispatches to them.
//!
//! Every phase module offers three things for its decisions: `legal_*` (append the legal
//! actions in ascending order), `check_*` (the same rule as a yes/no with a typed reason, run
//! before anything is touched) and `apply_*` (mutate, emit events, then run the automatic
//! steps up to the next decision). `apply_into` only mutates after `check_*` said yes, so a
//! refused action leaves the state bit-for-bit unchanged.

mod deal;
mod end;
mod godsend;
mod melee;
mod resolve;
mod scoring;

use super::actions::{TournamentAction, TournamentError};
use super::data::Character;
use super::events::TournamentEvent;
use super::state::{Phase, Tournament, TournamentConfig};
use super::view::TournamentView;
use crate::engine::knowledge::{Knowledge, KnowledgeError};
use crate::engine::{Applied, ConfigError, Game, Outcome, Seat, Turn, Viewer};

pub(crate) use melee::void_cards;
pub(crate) use scoring::injury_lines;

/// Where an action's events go, and whether it did something that cannot be taken back.
pub(crate) struct Out<'a> {
    pub ev: &'a mut Vec<TournamentEvent>,
    /// Set when the action drew or shuffled, showed a card nobody had seen, or completed a
    /// melee or a round. See [`Tournament::apply_into`] for the undo policy.
    pub sealed: bool,
}

impl Out<'_> {
    pub fn push(&mut self, e: TournamentEvent) {
        self.ev.push(e);
    }

    pub fn seal(&mut self) {
        self.sealed = true;
    }
}

impl Tournament {
    /// Checks `action` by `seat` against the pending decision, without changing anything.
    ///
    /// # Errors
    /// The reason it is not legal now.
    pub fn check(&self, seat: Seat, action: &TournamentAction) -> Result<(), TournamentError> {
        if seat >= self.n {
            return Err(TournamentError::NoSuchSeat(seat));
        }
        let Some(to_act) = self.phase.seat() else {
            return Err(TournamentError::GameOver);
        };
        if seat != to_act {
            return Err(TournamentError::NotYourTurn { seat, to_act });
        }
        match self.phase {
            Phase::Stash { .. } => self.check_stash(seat, action),
            Phase::Proclaim { .. } => self.check_proclaim(seat, action),
            Phase::Play { .. } => self.check_play(seat, action),
            Phase::Declare { .. } => self.check_declare(seat, action),
            Phase::Boost { .. } => self.check_boost(seat, action),
            Phase::PreFeint { .. } => self.check_prefeint(seat, action),
            Phase::Intervene { .. } => self.check_intervene(action),
            Phase::Escape { .. } => self.check_escape(seat, action),
            Phase::Mercy { .. } => self.check_mercy(action),
            Phase::Transfer { .. } => self.check_transfer(seat, action),
            Phase::Pick { .. } => self.check_pick(action),
            Phase::Over => Err(TournamentError::GameOver),
        }
    }
}

impl Game for Tournament {
    const ID: &'static str = "tournament";
    const PLAYERS: (u8, u8) = (2, 6);

    type Config = TournamentConfig;
    type Action = TournamentAction;
    type Event = TournamentEvent;
    type View = TournamentView;
    type Error = TournamentError;

    fn new(config: &TournamentConfig, seed: u64) -> Result<Self, ConfigError> {
        let mut scratch = Vec::new();
        Tournament::start(config, seed, &mut scratch)
    }

    fn players(&self) -> u8 {
        self.n
    }

    fn turn(&self) -> Turn {
        self.phase.seat().map_or(Turn::Over, Turn::Seat)
    }

    fn legal_actions_into(&self, seat: Seat, out: &mut Vec<TournamentAction>) {
        out.clear();
        if !self.turn().includes(seat) {
            return;
        }
        match self.phase {
            Phase::Stash { .. } => self.legal_stash(seat, out),
            Phase::Proclaim { .. } => self.legal_proclaim(seat, out),
            Phase::Play { .. } => self.legal_play(seat, out),
            Phase::Declare { .. } => self.legal_declare(seat, out),
            Phase::Boost { .. } => self.legal_boost(seat, out),
            Phase::PreFeint { .. } => self.legal_prefeint(seat, out),
            Phase::Intervene { .. } => self.legal_intervene(out),
            Phase::Escape { .. } => self.legal_escape(seat, out),
            Phase::Mercy { .. } => out.extend([TournamentAction::Mercy, TournamentAction::Pass]),
            Phase::Transfer { .. } => self.legal_transfer(seat, out),
            Phase::Pick { .. } => self.legal_pick(out),
            Phase::Over => {}
        }
    }

    /// Applies one decision.
    ///
    /// # Undo policy
    /// `undoable` is true unless the action (with the automatic steps it triggered) drew or
    /// shuffled cards, turned up a Godsend, revealed a face-down card, completed a melee, or
    /// ended a round. So a card play, a declaration, a boost or a pass can be taken back while
    /// its melee is still open; once the loser takes the cards (or they are carried), the
    /// melee stands.
    fn apply_into(
        &mut self,
        seat: Seat,
        action: &TournamentAction,
        events: &mut Vec<TournamentEvent>,
    ) -> Result<Applied, TournamentError> {
        self.check(seat, action)?;
        let mut out = Out {
            ev: events,
            sealed: false,
        };
        match self.phase {
            Phase::Stash { .. } => self.apply_stash(seat, *action, &mut out),
            Phase::Proclaim { .. } => self.apply_proclaim(seat, *action, &mut out),
            Phase::Play { .. } => self.apply_play(seat, *action, &mut out),
            Phase::Declare { .. } => self.apply_declare(seat, *action, &mut out),
            Phase::Boost { .. } => self.apply_boost(seat, *action, &mut out),
            Phase::PreFeint { .. } => self.apply_prefeint(seat, *action, &mut out),
            Phase::Intervene { .. } => self.apply_intervene(seat, *action, &mut out),
            Phase::Escape { .. } => self.apply_escape(seat, *action, &mut out),
            Phase::Mercy { .. } => self.apply_mercy(seat, *action, &mut out),
            Phase::Transfer { .. } => self.apply_transfer(seat, *action, &mut out),
            Phase::Pick { .. } => self.apply_pick(seat, *action, &mut out),
            Phase::Over => {}
        }
        Ok(Applied {
            undoable: !out.sealed,
        })
    }

    fn view(&self, viewer: Viewer) -> TournamentView {
        TournamentView::of(self, viewer)
    }

    fn outcome(&self) -> Option<Outcome> {
        let ranking = self.ranking?;
        let winners = ranking[..self.n as usize]
            .iter()
            .filter(|r| r.rank == 1)
            .map(|r| r.seat)
            .collect();
        Some(Outcome {
            winners,
            label: "most-health".to_owned(),
        })
    }

    fn from_knowledge(known: &Knowledge<Self>) -> Result<Self, KnowledgeError> {
        super::known::rebuild(known)
    }

    fn resample(&self, seat: Seat, seed: u64) -> Self {
        super::determinize::sample(self, seat, seed)
    }

    fn playout_action(
        &self,
        seat: Seat,
        legal: &[TournamentAction],
        rng: &mut crate::engine::rng::Rng,
    ) -> Option<TournamentAction> {
        self.playout_move(seat, legal, rng)
    }

    fn default_config(players: u8) -> TournamentConfig {
        // Seat 0 starts: it sits on the dealer's left (T-LEAD-1).
        TournamentConfig {
            players,
            first_dealer: Some(players.saturating_sub(1)),
            characters: None,
        }
    }

    fn sample_configs() -> Vec<TournamentConfig> {
        let mut out = Vec::new();
        for players in 2..=6u8 {
            out.push(TournamentConfig {
                players,
                first_dealer: None,
                characters: None,
            });
            // Chosen characters, rotated so that every pair appears at every player count
            // somewhere in the list.
            let chosen = (0..players)
                .map(|i| Character::ALL[((i + 3 * players) % 8) as usize])
                .collect();
            out.push(TournamentConfig {
                players,
                first_dealer: Some(players - 1),
                characters: Some(chosen),
            });
        }
        out
    }
}
