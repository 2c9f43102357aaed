//! Phase 3 — Predictions (Z-PRED): the magicians predict bottom to top, the fists open, the
//! new turn order (§3.1) and the Merlin tile.

use super::Fx;
use crate::engine::few::Few;
use crate::engine::zukunft::data::{Colour, MAX_PREDICTION};
use crate::engine::zukunft::events::{PredictionLine, Reveal, ZukunftEvent};
use crate::engine::zukunft::state::{Phase, Zukunft};

/// One magician's prediction: its colour, the number, and when it was placed (0 = first).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Guess {
    pub colour: Colour,
    pub number: u8,
    pub placed: u8,
}

/// The new turn order, top first (Z-PRED-4, §3.1): ascending by (guess above the total,
/// distance to the total, placing order). Exact first, then the lower guesses nearest first,
/// then the higher ones nearest first; on a shared number the outer (earlier) magician first.
#[must_use]
pub fn new_turn_order(total: u8, guesses: &[Guess]) -> Few<Colour, 5> {
    let mut sorted: Few<Guess, 5> = Few::from_slice(guesses);
    crate::engine::few_sort::sort_by_key(sorted.as_mut_slice(), |g| (g.number > total, g.number.abs_diff(total), g.placed));
    let mut order = Few::new();
    for g in sorted.iter() {
        order.push(g.colour);
    }
    order
}

impl Zukunft {
    /// The colour making prediction `n` of the round: bottom of the track first (Z-PRED-1).
    pub(crate) fn predictor(&self, n: u8) -> Colour {
        let len = self.order.len();
        len.checked_sub(1 + usize::from(n))
            .and_then(|i| self.order.get(i))
            .unwrap_or_default()
    }

    /// Magicians standing on each number of the throne room (Z-PRED-2, Z-PRED-7).
    pub(crate) fn throne(&self) -> [u8; MAX_PREDICTION as usize + 1] {
        let mut on = [0u8; MAX_PREDICTION as usize + 1];
        for col in &self.colours {
            if let Some((n, _)) = col.prediction {
                if let Some(k) = on.get_mut(usize::from(n)) {
                    *k += 1;
                }
            }
        }
        on
    }

    /// The next magician goes on `number`; a second one there takes the inner position.
    pub(crate) fn predict(&mut self, number: u8, fx: &mut Fx) {
        let Phase::Predict(n) = self.phase else {
            return;
        };
        let c = self.predictor(n);
        let inner = self
            .throne()
            .get(usize::from(number))
            .is_some_and(|&k| k > 0);
        self.col_mut(c).prediction = Some((number, n));
        fx.push(ZukunftEvent::Predicted {
            colour: c,
            number,
            inner,
        });
        self.phase = Phase::Predict(n + 1);
    }

    /// All predictions are in: the fists open, the magicians return in the new order, the top
    /// colour takes the leftmost Merlin tile (Z-PRED-3 … -6), and phase 4 begins.
    pub(crate) fn reveal(&mut self, fx: &mut Fx) {
        let mut fists: Few<(Colour, u8), 5> = Few::new();
        let mut total = 0u8;
        for &c in self.order.iter() {
            let col = &mut self.colours[c.index()];
            let k = col.fist.take().unwrap_or(0);
            col.screen = col.screen.saturating_sub(k);
            col.sent = k;
            total += k;
            fists.push((c, k));
        }
        let mut guesses: Few<Guess, 5> = Few::new();
        for &c in self.order.iter() {
            if let Some((number, placed)) = self.col(c).prediction {
                guesses.push(Guess {
                    colour: c,
                    number,
                    placed,
                });
            }
        }
        crate::engine::few_sort::sort_by_key(guesses.as_mut_slice(), |g| g.placed);
        let order = new_turn_order(total, guesses.as_slice());
        let mut predictions: Few<PredictionLine, 5> = Few::new();
        for (i, g) in guesses.iter().enumerate() {
            let inner = guesses.iter().take(i).any(|h| h.number == g.number);
            predictions.push(PredictionLine {
                colour: g.colour,
                number: g.number,
                inner,
                placed: g.placed,
                off_by: (i16::from(g.number) - i16::from(total)) as i8,
            });
        }
        let reveal = Reveal {
            round: self.round,
            fists,
            total,
            predictions,
            order,
            exact: guesses.iter().any(|g| g.number == total),
        };
        fx.hidden = true;
        fx.push(ZukunftEvent::Revealed(reveal));
        self.reveal = Some(reveal);
        self.order = order;
        for c in Colour::ALL {
            self.col_mut(c).prediction = None;
        }
        // Z-PRED-6: the top colour takes the leftmost Merlin tile, in secret.
        if let (Some(top), Some(value)) = (self.order.get(0), self.merlin_row.remove(0)) {
            self.col_mut(top).merlin.push(value);
            fx.push(ZukunftEvent::MerlinTaken {
                colour: top,
                left: self.merlin_row.len() as u8,
            });
            fx.push(ZukunftEvent::MerlinSeen {
                seat: self.owner(top),
                colour: top,
                value,
            });
        }
        self.start_turn(0, fx);
    }
}
