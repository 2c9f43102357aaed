//! The special black cards after their Merlin window (S-BX-*), and the forced discards and
//! volunteer rounds they start (S-DP-11, S-DP-12).

use super::Fx;
use crate::engine::schatten::actions::Pick;
use crate::engine::schatten::data::Black;
use crate::engine::schatten::events::{DiscardCause, LifeCause, SchattenEvent};
use crate::engine::schatten::state::{bit, Ask, Hand, Schatten, Status, Task};
use crate::engine::Seat;

impl Schatten {
    /// S-BLACK-5: the effect of a special card that was not cancelled.
    pub(crate) fn special_black(&mut self, drawer: Seat, card: Black, fx: &mut Fx) {
        match card {
            Black::Morgan1 | Black::Morgan5 => {
                self.discard_black(card, false, drawer);
                self.next_volunteer(drawer, card, drawer, 0, fx);
            }
            Black::Morgan2 => {
                self.discard_black(card, false, drawer);
                // Three more cards, each its own resolution unit.
                for _ in 0..3 {
                    self.stack.push(Task::EndRu);
                    self.stack.push(Task::Draw { drawer });
                }
            }
            Black::Morgan3 => {
                self.discard_black(card, false, drawer);
                self.stack.push(Task::Siege);
                self.stack.push(Task::Siege);
            }
            Black::Morgan4 => {
                self.discard_black(card, false, drawer);
                let ok: Vec<Seat> = self.ok_knights_from(self.active).collect();
                for &s in ok.iter().rev() {
                    self.stack.push(Task::Life { seat: s, delta: -1, cause: LifeCause::Morgan4 });
                }
            }
            Black::Desolation => {
                if self.grail_open {
                    self.grail_black_arrives(card, fx);
                } else {
                    self.became_siege(card, fx);
                }
            }
            Black::DarkForest => {
                if self.grail_open {
                    self.dark_forest = true;
                    fx.push(SchattenEvent::InEffect { card });
                } else {
                    self.became_siege(card, fx);
                }
            }
            Black::Guinevere => {
                self.discard_black(card, false, drawer);
                self.all_to_camelot(fx);
                if drawer == self.active {
                    self.flags.ends = true;
                }
            }
            Black::Mists => {
                self.mists = true;
                fx.push(SchattenEvent::InEffect { card });
            }
            Black::Vivien => {
                self.vivien = true;
                fx.push(SchattenEvent::InEffect { card });
            }
            _ => self.ask = Ask::War { drawer, card },
        }
    }

    /// Whether `seat` may volunteer for `card` (Morgan #1: an `OK` knight with ≥ 3 cards;
    /// Morgan #5: an `OK` knight).
    fn may_volunteer(&self, seat: Seat, card: Black) -> bool {
        let me = self.seat(seat);
        me.status == Status::Ok && (card != Black::Morgan1 || me.hand.total() >= 3)
    }

    /// Asks the next eligible knight clockwise from `from` not yet asked, or falls back to
    /// "every knight discards 1" (S-BX-MORGAN1, S-BX-MORGAN5).
    fn next_volunteer(&mut self, drawer: Seat, card: Black, from: Seat, asked: u8, fx: &mut Fx) {
        let next = self
            .clockwise(from)
            .find(|&s| asked & bit(s) == 0 && self.may_volunteer(s, card));
        match next {
            Some(next) => self.ask = Ask::Volunteer { drawer, card, next, asked },
            None => self.discard_all(1, fx),
        }
    }

    pub(crate) fn volunteer(&mut self, drawer: Seat, card: Black, seat: Seat, asked: u8, yes: bool, fx: &mut Fx) {
        fx.push(SchattenEvent::Volunteered { seat, yes });
        if !yes {
            self.next_volunteer(drawer, card, seat, asked, fx);
            return;
        }
        if card == Black::Morgan1 {
            self.ask = Ask::Discard { count: 3, waiting: bit(seat), all: bit(seat) };
        } else {
            self.change_life(seat, -2, LifeCause::Morgan5, fx);
        }
    }

    /// Every knight holding cards discards `count` of his choice, all at once (S-DP-12);
    /// knights without cards skip.
    pub(crate) fn discard_all(&mut self, count: u8, _fx: &mut Fx) {
        let waiting = (0..self.n)
            .filter(|&s| self.seat(s).is_knight() && self.seat(s).hand.total() > 0)
            .fold(0u8, |m, s| m | bit(s));
        if waiting != 0 {
            self.ask = Ask::Discard { count, waiting, all: waiting };
        }
    }

    /// One seat's secret discard choice; shown when everyone has chosen.
    pub(crate) fn discard_pick(&mut self, seat: Seat, pick: Pick, count: u8, waiting: u8, all: u8, fx: &mut Fx) {
        if let Some(s) = self.seat_mut(seat) {
            for &w in pick.cards() {
                if s.hand.take(w) {
                    s.escrow.push(w);
                }
            }
        }
        if waiting != 0 {
            self.ask = Ask::Discard { count, waiting, all };
            return;
        }
        // The secret choices are shown: no undo.
        fx.hidden = true;
        for s in crate::engine::schatten::state::seats_in(all) {
            let mut cards = Hand::default();
            let escrow = self.seat(s).escrow;
            for &w in escrow.iter() {
                cards.add(w);
                self.discard_white(w);
            }
            if let Some(st) = self.seat_mut(s) {
                st.escrow.clear();
            }
            fx.push(SchattenEvent::Discarded { seat: s, cards, cause: DiscardCause::Forced });
        }
    }
}
