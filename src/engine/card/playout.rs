//! A cheap playout policy for the search bots ([`crate::engine::bot`]): random players almost
//! never win as Camelot (they quest on any pile and accuse at random), so random playouts
//! credit every move with a loss and cannot tell good from bad.
//!
//! On its turn a seat that has a quest to go on tallies each allowed quest on the pile as it
//! lies in the sample (spec §2, the engine's own tally) and goes on the best one if it places
//! more white swords than black — for a traitor, more black than white — and listens
//! otherwise; it never accuses. Every other decision stays random. Kept only while
//! `make arena` shows it pays.

use super::actions::CardAction;
use super::data::Loyalty;
use super::rules::tally::tally;
use super::state::{CardGame, Phase, Resolution};
use crate::engine::rng::Rng;
use crate::engine::Seat;

impl CardGame {
    pub(crate) fn playout_move(&self, seat: Seat, legal: &[CardAction], rng: &mut Rng) -> Option<CardAction> {
        let _ = rng;
        if self.phase != Phase::Turn || self.is_revealed_traitor(seat) {
            return None;
        }
        let evil = self.has_loyalty() && self.loyalty_of(seat) == Loyalty::Traitor;
        let mut best: Option<(i16, CardAction)> = None;
        for &a in legal {
            let CardAction::Quest(main) = a else { continue };
            let mut r = Resolution {
                seat,
                main,
                bonus: None,
                cards: Default::default(),
                tokens: self.tokens,
                gawain: Default::default(),
                turned_up: Default::default(),
            };
            for p in self.pile.iter() {
                r.cards.push(p.card);
            }
            let report = tally(&r);
            let mut net = i16::from(report.white) - i16::from(report.black);
            if report.morgan7_loss {
                net = -20;
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
