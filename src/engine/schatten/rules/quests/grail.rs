//! The Quest for the Holy Grail (S-Q-GRA-1 … S-Q-GRA-6): a row of seven spots, Grail cards
//! from the Grail's end, Despair and Desolation from the far end.

use crate::engine::schatten::data::{Black, Place, White};
use crate::engine::schatten::events::SchattenEvent;
use crate::engine::schatten::rules::Fx;
use crate::engine::schatten::state::Schatten;
use crate::engine::Seat;

/// Spots in the row.
pub const GRAIL_SPOTS: u8 = 7;

impl Schatten {
    fn grail_full(&self) -> bool {
        self.grail_white + self.grail_black.len() as u8 >= GRAIL_SPOTS
    }

    /// A Grail card played (S-Q-GRA-2); the 7th wins (S-Q-GRA-4).
    pub(crate) fn play_grail(&mut self, seat: Seat, fx: &mut Fx) {
        if let Some(s) = self.seat_mut(seat) {
            s.hand.take(White::Grail);
        }
        let mut cancelled = None;
        if self.grail_full() {
            // The black card nearest the Grail goes, with the played card (S-DEF-10).
            cancelled = self.grail_black.pop();
            if let Some(b) = cancelled {
                self.discard_black(b, false, seat);
            }
            self.discard_white(White::Grail);
        } else {
            self.grail_white += 1;
        }
        fx.push(SchattenEvent::GrailWhite {
            seat,
            cancelled,
            white: self.grail_white,
            black: self.grail_black.len() as u8,
        });
        if self.grail_white >= GRAIL_SPOTS {
            self.quest_end(Place::Grail, true, Some(seat), GRAIL_SPOTS, self.grail_black.len() as u8, fx);
        }
    }

    /// Despair or Desolation arrives (S-Q-GRA-3); the 7th black card loses (S-Q-GRA-4).
    pub(crate) fn grail_black_arrives(&mut self, card: Black, fx: &mut Fx) {
        let cancelled = self.grail_full();
        if cancelled {
            // The Grail card nearest the black cards goes, with the arriving card (S-DEF-23).
            self.grail_white = self.grail_white.saturating_sub(1);
            self.discard_white(White::Grail);
            self.discard_black(card, false, self.active);
        } else {
            self.grail_black.push(card);
        }
        let black = self.grail_black.len() as u8;
        fx.push(SchattenEvent::GrailBlack { card, cancelled, white: self.grail_white, black });
        if black >= GRAIL_SPOTS {
            self.quest_end(Place::Grail, false, None, self.grail_white, black, fx);
        }
    }
}
