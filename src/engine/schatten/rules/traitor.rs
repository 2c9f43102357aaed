//! The Traitor (S-TRA-*) and accusations (S-ACC-*).

use super::Fx;
use crate::engine::schatten::data::{Loyalty, Place};
use crate::engine::schatten::events::{DiscardCause, RelicName, SchattenEvent};
use crate::engine::schatten::state::{Relic, Schatten, Status};
use crate::engine::Seat;

impl Schatten {
    /// A hidden Traitor who has seen his card may reveal himself (S-TRA-2, S-SETUP-9).
    pub(crate) fn may_reveal(&self, seat: Seat) -> bool {
        let me = self.seat(seat);
        me.is_knight() && me.loyalty == Loyalty::Traitor && me.seen && !me.public
    }

    /// Knights `seat` may accuse (S-ACC-3): another knight whose card is not face up.
    pub(crate) fn accusable(&self, seat: Seat) -> impl Iterator<Item = Seat> + '_ {
        (0..self.n).filter(move |&t| t != seat && self.seat(t).is_knight() && !self.seat(t).public)
    }

    /// S-ACC-4.
    pub(crate) fn accuse(&mut self, seat: Seat, target: Seat, fx: &mut Fx) {
        if let Some(s) = self.seat_mut(seat) {
            s.accused = true;
        }
        let loyalty = self.seat(target).loyalty;
        if let Some(t) = self.seat_mut(target) {
            t.public = true;
        }
        fx.hidden = true;
        fx.push(SchattenEvent::Accused { accuser: seat, target, loyalty });
        match loyalty {
            Loyalty::Loyal => self.flip_swords(1, fx),
            Loyalty::Traitor => {
                self.add_swords(true, 1, false, false, fx);
                if !self.is_over() {
                    self.reveal_traitor(target, false, fx);
                }
            }
        }
    }

    /// S-TRA-4 (the sword of an accusation is the caller's): card up, off the board, no life,
    /// no cards, Excalibur and the Grail gone, the Armor kept.
    pub(crate) fn reveal_traitor(&mut self, seat: Seat, voluntary: bool, fx: &mut Fx) {
        fx.hidden = true;
        if let Some(s) = self.seat_mut(seat) {
            s.public = true;
            s.seen = true;
        }
        fx.push(SchattenEvent::TraitorRevealed { seat, voluntary });
        self.leave(seat, fx);
        let cards = self.discard_hand(seat);
        if cards.total() > 0 {
            fx.push(SchattenEvent::Discarded { seat, cards, cause: DiscardCause::Traitor });
        }
        for (relic, name) in [(self.relic_excalibur, RelicName::Excalibur), (self.relic_grail, RelicName::Grail)] {
            if relic == Relic::Owned(seat) {
                self.set_relic(name, Relic::Gone);
                fx.push(SchattenEvent::RelicGone { relic: name });
            }
        }
        if let Some(s) = self.seat_mut(seat) {
            s.status = Status::Traitor;
            s.life = 0;
            s.at = Place::Camelot;
        }
        if seat == self.active {
            self.flags.ends = true;
        }
    }

    /// S-TRA-5 step 1: a random card of `target`'s hand is discarded face up.
    pub(crate) fn taunt(&mut self, target: Seat, fx: &mut Fx) {
        let hand = self.seat(target).hand;
        let total = u32::from(hand.total());
        let k = self.rng.below(total) as usize;
        fx.hidden = true;
        let Some(card) = hand.cards().nth(k) else { return };
        if let Some(t) = self.seat_mut(target) {
            t.hand.take(card);
        }
        self.discard_white(card);
        fx.push(SchattenEvent::Taunted { target, card });
    }

    /// Fate in a loyal hand: every knight, clockwise from the player, draws one (S-WS-FATE).
    pub(crate) fn fate(&mut self, seat: Seat, fx: &mut Fx) {
        if self.seat(seat).loyalty == Loyalty::Loyal {
            let knights: Vec<Seat> = self.knights_from(seat).collect();
            for s in knights {
                self.give_white(s, 1, fx);
            }
            self.prove_loyal(seat, fx);
        } else {
            self.reveal_traitor(seat, false, fx);
            self.stack.push(crate::engine::schatten::state::Task::DiscardAll { count: 2 });
        }
    }
}
