//! The Pict and Saxon wars (S-Q-WAR-1 … S-Q-WAR-6): the sequence 1-2-3-4-5 (another 5 with
//! Mordred) against four warriors. Black arrivals are in `rules/black.rs`.

use crate::engine::schatten::data::{Place, White, WAR_SEQUENCE};
use crate::engine::schatten::events::SchattenEvent;
use crate::engine::schatten::rules::Fx;
use crate::engine::schatten::state::Schatten;
use crate::engine::Seat;

impl Schatten {
    /// The value the war needs next, `None` when its sequence is complete.
    pub(crate) fn war_needs(&self, place: Place) -> Option<u8> {
        let w = self.war(place);
        let len = if w.mordred { 6 } else { 5 };
        (w.seq.len() < len).then(|| WAR_SEQUENCE.get(w.seq.len()).copied()).flatten()
    }

    /// The quest action (S-Q-WAR-2); the last card of the sequence wins (S-Q-WAR-4).
    pub(crate) fn play_war(&mut self, seat: Seat, place: Place, card: White, fx: &mut Fx) {
        if let Some(s) = self.seat_mut(seat) {
            s.hand.take(card);
        }
        self.war_mut(place).seq.push(card);
        fx.push(SchattenEvent::WhitePlayed { seat, place, card });
        if self.war_needs(place).is_none() {
            let w = self.war(place);
            self.quest_end(place, true, Some(seat), w.seq.len() as u8, w.warriors, fx);
        }
    }
}
