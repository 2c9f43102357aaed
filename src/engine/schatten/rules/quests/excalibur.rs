//! The Quest for Excalibur (S-Q-EXC-1 … S-Q-EXC-6): a track from 0 (the knights' end) to 10.

use crate::engine::schatten::data::{White, EXCALIBUR_LOST};
use crate::engine::schatten::events::{DiscardCause, SchattenEvent};
use crate::engine::schatten::rules::Fx;
use crate::engine::schatten::state::{Hand, Schatten};
use crate::engine::schatten::data::Place;
use crate::engine::Seat;

impl Schatten {
    /// Moves Excalibur one step: toward Evil for a black card (S-Q-EXC-3), toward the knights
    /// for a white discard or Lady of the Lake (S-Q-EXC-2, S-Q-EXC-4); an end of the track ends
    /// the quest (S-Q-EXC-5) and `by` is the completer.
    pub(crate) fn excalibur_step(&mut self, evil: bool, by: Seat, fx: &mut Fx) {
        let from = self.excalibur;
        let to = if evil { from.saturating_add(1).min(EXCALIBUR_LOST) } else { from.saturating_sub(1) };
        self.excalibur = to;
        fx.push(SchattenEvent::ExcaliburMoved { from, to });
        if to == 0 {
            self.quest_end(Place::Excalibur, true, Some(by), 0, 0, fx);
        } else if to >= EXCALIBUR_LOST {
            self.quest_end(Place::Excalibur, false, None, 0, to, fx);
        }
    }

    /// The quest action: discard any one white card (S-Q-EXC-2).
    pub(crate) fn play_excalibur(&mut self, seat: Seat, card: White, fx: &mut Fx) {
        if let Some(s) = self.seat_mut(seat) {
            s.hand.take(card);
        }
        self.discard_white(card);
        let mut cards = Hand::default();
        cards.add(card);
        fx.push(SchattenEvent::Discarded { seat, cards, cause: DiscardCause::Excalibur });
        self.excalibur_step(false, seat, fx);
    }
}
