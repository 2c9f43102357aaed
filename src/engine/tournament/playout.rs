//! A cheap playout policy for the search bots ([`crate::engine::bot`]): random play loses
//! melees with high cards and keeps low ones, so random playouts say little about a hand.
//!
//! In a melee the lowest face-up card loses (T-MELEE-1). Following, the policy plays the
//! lowest card that beats the lowest face-up card so far (it will not lose, and the higher
//! ones are kept), or, when none does, its lowest card (the melee is lost anyway). A Sorcerer
//! is declared at 15. Everything else (leads, powers, Godsends) stays random. Kept only while
//! `make arena` shows it pays.

use super::actions::TournamentAction;
use super::state::{Phase, Tournament};
use crate::engine::rng::Rng;
use crate::engine::Seat;

impl Tournament {
    pub(crate) fn playout_move(&self, seat: Seat, legal: &[TournamentAction], rng: &mut Rng) -> Option<TournamentAction> {
        match self.phase {
            Phase::Declare { .. } => {
                // Any suit the rules allow (a lead names one at random), always at 15.
                let top: Vec<TournamentAction> = legal
                    .iter()
                    .filter(|a| matches!(a, TournamentAction::Declare { value: 15, .. }))
                    .copied()
                    .collect();
                rng.choose(&top).copied()
            }
            Phase::Play { .. } if self.melee.filled > 0 => {
                let _ = seat;
                let low = self.melee.slots[..self.n as usize]
                    .iter()
                    .filter(|s| s.face_up())
                    .map(|s| s.final_value())
                    .min()?;
                // A Sorcerer counts as 15 (it will be declared so).
                let value = |a: &TournamentAction| match a {
                    TournamentAction::Play(c) => Some(c.printed_value().unwrap_or(15)),
                    _ => None,
                };
                let beats = legal.iter().filter_map(|a| Some((value(a)?, *a))).filter(|(v, _)| *v > low).min_by_key(|(v, _)| *v);
                let lowest = legal.iter().filter_map(|a| Some((value(a)?, *a))).min_by_key(|(v, _)| *v);
                beats.or(lowest).map(|(_, a)| a)
            }
            _ => None,
        }
    }
}
