//! A cheap playout policy for the search bots ([`crate::engine::bot`]): random players almost
//! never win as Camelot (they quest on any pile and accuse at random), so random playouts
//! credit every move with a loss and cannot tell good from bad.
//!
//! On its turn a seat that has a quest to go on estimates each allowed quest on the pile as it
//! lies in the sample and goes on the best one if it places more white swords than black —
//! for a traitor, more black than white — and listens otherwise; it never accuses. Every other
//! decision stays random. The estimate is the plain stack arithmetic (numbered values plus the
//! `?` cards squared, C-QUEST-9 … -13) without the characters: the engine's full tally made
//! each playout about five times slower, which the budget would not pay for. Kept only while
//! `make arena` shows it pays.

use super::actions::CardAction;
use super::data::{Loyalty, Quest};
use super::state::{CardGame, Phase};
use crate::engine::rng::Rng;
use crate::engine::Seat;

impl CardGame {
    pub(crate) fn playout_move(&self, seat: Seat, legal: &[CardAction], rng: &mut Rng) -> Option<CardAction> {
        let _ = rng;
        if self.phase != Phase::Turn || self.is_revealed_traitor(seat) {
            return None;
        }
        let evil = self.has_loyalty() && self.loyalty_of(seat) == Loyalty::Traitor;
        // Each stack's value: numbered cards plus the `?` cards squared.
        let mut sum = [0u8; 5];
        let mut wild = [0u8; 5];
        for p in self.pile.iter() {
            let Some(q) = p.card.quest() else { continue };
            match p.card.value() {
                Some(v) => sum[q.index()] += v,
                None => wild[q.index()] += 1,
            }
        }
        let total = |q: Quest| i16::from(sum[q.index()]) + i16::from(wild[q.index()]).pow(2);
        let mut best: Option<(i16, CardAction)> = None;
        for &a in legal {
            let CardAction::Quest(main) = a else { continue };
            let swords = i16::from(main.swords());
            let mut net = match total(main) {
                ..=10 => -1,
                11..=13 => swords,
                _ => -swords,
            };
            for q in Quest::ALL {
                if q != main && total(q) >= 14 {
                    net -= i16::from(q.swords());
                }
            }
            let score = if evil { -net } else { net };
            if best.is_none_or(|(b, _)| score > b) {
                best = Some((score, a));
            }
        }
        match best {
            Some((score, a)) if score > 0 => Some(a),
            _ if legal.contains(&CardAction::Listen) => Some(CardAction::Listen),
            _ => legal.iter().copied().find(|a| !matches!(a, CardAction::Accuse(_))),
        }
    }
}
