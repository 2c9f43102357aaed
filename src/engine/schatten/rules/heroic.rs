//! The heroic phase (S-TURN-10 … S-TURN-19): one mandatory action, a second of another type
//! for 1 life, the free abilities in between, and the end of the phase.

use super::Fx;
use crate::engine::schatten::actions::SchattenAction;
use crate::engine::schatten::data::{Knight, Place, White, ACCUSE_AT, DRAW_BARRED_AT, MAX_LIFE};
use crate::engine::schatten::events::{DiscardCause, LifeCause, SchattenEvent};
use crate::engine::schatten::state::{Hand, Schatten, Status, Task};
use crate::engine::Seat;

/// Action type bits (S-TURN-13 … S-TURN-17).
const A: u8 = 1;
const B: u8 = 2;
const C: u8 = 4;
const D: u8 = 8;
const E: u8 = 16;

/// The type of a heroic action, 0 for anything else.
fn type_of(a: SchattenAction) -> u8 {
    match a {
        SchattenAction::Move(_) => A,
        SchattenAction::DrawWhite | SchattenAction::FightSiege | SchattenAction::QuestCard(_) => B,
        SchattenAction::Play(_) => C,
        SchattenAction::Heal(_) => D,
        SchattenAction::Accuse(_) => E,
        _ => 0,
    }
}

impl Schatten {
    /// Whether `seat` may move to `to` (S-TURN-13): elsewhere, open, a solo quest empty.
    pub(crate) fn can_move(&self, seat: Seat, to: Place) -> bool {
        self.seat(seat).at != to
            && self.is_open(to)
            && !(to.is_solo() && (0..self.n).any(|s| self.seat(s).is_knight() && self.seat(s).at == to))
    }

    /// Whether accusations are open (S-ACC-1).
    pub(crate) fn accusations_open(&self) -> bool {
        self.siege >= ACCUSE_AT || self.swords() >= ACCUSE_AT
    }

    /// The quest actions of `seat` at his location (S-TURN-14).
    fn quest_actions(&self, seat: Seat, f: &mut impl FnMut(SchattenAction)) {
        let me = self.seat(seat);
        let place = me.at;
        match place {
            Place::Camelot => {
                if me.hand.total() < DRAW_BARRED_AT {
                    f(SchattenAction::DrawWhite);
                }
                if self.siege >= 1 {
                    f(SchattenAction::FightSiege);
                }
            }
            Place::BlackKnight | Place::Lancelot | Place::Dragon => White::FIGHT
                .into_iter()
                .filter(|&w| me.hand.has(w) && self.combat_card_ok(place, w))
                .for_each(|w| f(SchattenAction::QuestCard(w))),
            Place::Excalibur => me.hand.kinds().for_each(|w| f(SchattenAction::QuestCard(w))),
            Place::Grail => {
                if me.hand.has(White::Grail) && !self.dark_forest {
                    f(SchattenAction::QuestCard(White::Grail));
                }
            }
            Place::Picts | Place::Saxons => {
                if let Some(w) = self.war_needs(place).and_then(White::of_value) {
                    if me.hand.has(w) {
                        f(SchattenAction::QuestCard(w));
                    }
                }
            }
        }
    }

    pub(crate) fn heroic_actions(&self, seat: Seat, f: &mut impl FnMut(SchattenAction)) {
        let me = self.seat(seat);
        let fl = self.flags;
        let can = fl.acts == 0 || (fl.acts == 1 && me.status == Status::Ok && me.life >= 1);
        let ok_type = |t: u8| can && fl.types & t == 0;
        let tristan_free = me.knight == Knight::Tristan && me.at == Place::Camelot;
        let mut any = false;
        for p in Place::ALL {
            if self.can_move(seat, p) {
                if ok_type(A) {
                    any = true;
                }
                if tristan_free || ok_type(A) {
                    f(SchattenAction::Move(p));
                }
            }
        }
        if ok_type(B) {
            self.quest_actions(seat, &mut |a| {
                any = true;
                f(a);
            });
        }
        if !fl.special {
            self.specials(seat, &mut |sp| {
                if ok_type(C) {
                    any = true;
                    f(SchattenAction::Play(sp));
                }
                if me.knight == Knight::Galahad {
                    f(SchattenAction::PlayFree(sp));
                }
            });
        }
        if ok_type(D) && me.status == Status::Ok && me.life < MAX_LIFE {
            for w in me.hand.kinds().filter(|&w| me.hand.count(w) >= 3) {
                any = true;
                f(SchattenAction::Heal(w));
            }
        }
        if ok_type(E) && self.accusations_open() && !me.accused {
            for t in self.accusable(seat) {
                any = true;
                f(SchattenAction::Accuse(t));
            }
        }
        self.free_abilities(seat, f);
        if self.may_reveal(seat) {
            f(SchattenAction::Reveal);
        }
        if fl.acts >= 1 || !any {
            f(SchattenAction::EndPhase);
        }
    }

    /// The active knight's choice in his heroic phase.
    pub(crate) fn heroic(&mut self, seat: Seat, action: SchattenAction, fx: &mut Fx) {
        let me = self.seat(seat);
        match action {
            SchattenAction::EndPhase => {}
            SchattenAction::Reveal => {
                // S-TRA-2: the rest of the knight turn is forfeited.
                self.reveal_traitor(seat, true, fx);
                self.stack.push(Task::EndRu);
            }
            SchattenAction::Move(p) if me.knight == Knight::Tristan && me.at == Place::Camelot => {
                self.stack.push(Task::Heroic);
                self.stack.push(Task::EndRu);
                self.move_to(seat, p, true, fx);
            }
            SchattenAction::Exchange(..) | SchattenAction::Bedivere(_) | SchattenAction::PlayFree(_) => {
                self.stack.push(Task::Heroic);
                self.stack.push(Task::EndRu);
                self.free(seat, action, fx);
            }
            _ => {
                self.stack.push(Task::Heroic);
                self.stack.push(Task::EndRu);
                if self.flags.acts >= 1 {
                    // S-TURN-11: pay first; at 0 he still performs it.
                    self.stack.push(Task::Perform(action));
                    self.change_life(seat, -1, LifeCause::SecondAction, fx);
                } else {
                    self.perform(seat, action, fx);
                }
            }
        }
    }

    /// Carries out a heroic action (types A–E).
    pub(crate) fn perform(&mut self, seat: Seat, action: SchattenAction, fx: &mut Fx) {
        self.flags.acts += 1;
        self.flags.types |= type_of(action);
        let place = self.seat(seat).at;
        match action {
            SchattenAction::Move(p) => self.move_to(seat, p, false, fx),
            SchattenAction::DrawWhite => self.camelot_draw(seat, fx),
            SchattenAction::FightSiege => self.start_fight(),
            SchattenAction::QuestCard(w) => match place {
                Place::BlackKnight | Place::Lancelot | Place::Dragon => self.play_combat(seat, place, w, fx),
                Place::Excalibur => self.play_excalibur(seat, w, fx),
                Place::Grail => self.play_grail(seat, fx),
                Place::Picts | Place::Saxons => self.play_war(seat, place, w, fx),
                Place::Camelot => {}
            },
            SchattenAction::Play(sp) => self.play_special(seat, sp, false, fx),
            SchattenAction::Heal(w) => {
                let mut cards = Hand::default();
                for _ in 0..3 {
                    if let Some(s) = self.seat_mut(seat) {
                        s.hand.take(w);
                    }
                    self.discard_white(w);
                    cards.add(w);
                }
                fx.push(SchattenEvent::Discarded { seat, cards, cause: DiscardCause::Heal });
                fx.push(SchattenEvent::Healed { seat, card: w });
                self.change_life(seat, 1, LifeCause::Heal, fx);
            }
            SchattenAction::Accuse(t) => self.accuse(seat, t, fx),
            _ => {}
        }
    }

    /// Moves a knight (S-TURN-13), leaving a solo quest's white cards behind (S-Q-GEN-6).
    pub(crate) fn move_to(&mut self, seat: Seat, to: Place, free: bool, fx: &mut Fx) {
        let from = self.seat(seat).at;
        self.leave(seat, fx);
        if let Some(s) = self.seat_mut(seat) {
            s.at = to;
        }
        fx.push(SchattenEvent::Moved { seat, from, to, free });
    }
}
