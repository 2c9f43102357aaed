//! Life and death (S-LIFE-*), the Grail's one drink (S-REL-GRAIL-2) and the end of a turn
//! (S-TURN-20).

use super::Fx;
use crate::engine::schatten::data::{Loyalty, GRAIL_LIFE, MAX_LIFE};
use crate::engine::schatten::events::{DiscardCause, LifeCause, RelicName, SchattenEvent};
use crate::engine::schatten::state::{Ask, EndCause, Relic, Schatten, Status, Task};
use crate::engine::Seat;

impl Schatten {
    /// Changes an `OK` knight's life by `delta`, within 0–6 (S-LIFE-1). Anyone else ignores it
    /// (S-LIFE-3). A drop to 0 asks the Grail's owner first (S-LIFE-2, S-REL-GRAIL-2).
    pub(crate) fn change_life(&mut self, seat: Seat, delta: i8, cause: LifeCause, fx: &mut Fx) {
        let me = self.seat(seat);
        if me.status != Status::Ok || delta == 0 {
            return;
        }
        let from = me.life;
        let to = if delta > 0 {
            from.saturating_add(delta.unsigned_abs()).min(MAX_LIFE)
        } else {
            from.saturating_sub(delta.unsigned_abs())
        };
        if let Some(s) = self.seat_mut(seat) {
            s.life = to;
        }
        if to != from {
            fx.push(SchattenEvent::Life { seat, from, to, cause });
        }
        if to == 0 && from > 0 {
            match Self::owner(self.relic_grail) {
                Some(owner) if self.seat(owner).is_knight() => {
                    self.ask = Ask::Drink { owner, seat };
                }
                _ => self.doom(seat, fx),
            }
        }
    }

    /// The Grail owner's answer (S-REL-GRAIL-2): life 4 and the Grail leaves the game, or the
    /// knight is doomed.
    pub(crate) fn drink(&mut self, owner: Seat, seat: Seat, yes: bool, fx: &mut Fx) {
        if yes {
            if let Some(s) = self.seat_mut(seat) {
                s.life = GRAIL_LIFE;
            }
            self.relic_grail = Relic::Gone;
            fx.push(SchattenEvent::Drank { seat, owner });
            fx.push(SchattenEvent::Life { seat, from: 0, to: GRAIL_LIFE, cause: LifeCause::Heal });
            fx.push(SchattenEvent::RelicGone { relic: RelicName::Grail });
        } else {
            self.doom(seat, fx);
        }
    }

    fn doom(&mut self, seat: Seat, fx: &mut Fx) {
        if let Some(s) = self.seat_mut(seat) {
            s.status = Status::Doomed;
        }
        fx.push(SchattenEvent::Doomed { seat });
    }

    /// S-TURN-20: remove the doomed (S-LIFE-4), check S-END-1c, pass the turn.
    pub(crate) fn turn_end(&mut self, fx: &mut Fx) {
        let doomed: Vec<Seat> = self
            .clockwise(self.active)
            .filter(|&s| self.seat(s).status == Status::Doomed)
            .collect();
        for s in doomed {
            self.remove_dead(s, fx);
        }
        let in_play: Vec<Seat> = (0..self.n).filter(|&s| self.seat(s).is_knight()).collect();
        if !in_play.iter().any(|&s| self.seat(s).loyalty == Loyalty::Loyal) {
            self.finish(EndCause::NoLoyalKnight, fx);
            return;
        }
        // The game goes on, so a lone knight is known to be loyal (a decision of ours).
        if let [last] = in_play.as_slice() {
            self.prove_loyal(*last, fx);
        }
        let next = self.next_seat();
        self.stack.push(Task::StartTurn(next));
    }

    /// S-LIFE-4: hand discarded, Excalibur, the Armor and an unused Grail gone, off the board.
    fn remove_dead(&mut self, seat: Seat, fx: &mut Fx) {
        self.leave(seat, fx);
        let cards = self.discard_hand(seat);
        if cards.total() > 0 {
            fx.push(SchattenEvent::Discarded { seat, cards, cause: DiscardCause::Death });
        }
        for (relic, name) in [
            (self.relic_excalibur, RelicName::Excalibur),
            (self.relic_armor, RelicName::Armor),
            (self.relic_grail, RelicName::Grail),
        ] {
            if relic == Relic::Owned(seat) {
                self.set_relic(name, Relic::Gone);
                fx.push(SchattenEvent::RelicGone { relic: name });
            }
        }
        if let Some(s) = self.seat_mut(seat) {
            s.status = Status::Dead;
            s.life = 0;
        }
        fx.push(SchattenEvent::Died { seat });
    }

    pub(crate) fn set_relic(&mut self, name: RelicName, to: Relic) {
        match name {
            RelicName::Excalibur => self.relic_excalibur = to,
            RelicName::Grail => self.relic_grail = to,
            RelicName::Armor => self.relic_armor = to,
        }
    }

    /// Everyone now knows `seat` is loyal.
    pub(crate) fn prove_loyal(&mut self, seat: Seat, fx: &mut Fx) {
        let me = self.seat(seat);
        if me.public || me.proven || me.loyalty != Loyalty::Loyal {
            return;
        }
        if let Some(s) = self.seat_mut(seat) {
            s.proven = true;
        }
        fx.push(SchattenEvent::ProvenLoyal { seat });
    }
}
