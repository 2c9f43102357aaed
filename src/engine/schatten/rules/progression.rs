//! Progression of Evil (S-TURN-4 … S-TURN-9), Percival's peek (S-TURN-5, S-KN-PER), and the
//! start-of-turn reveal (S-TURN-3, S-TRA-2).

use super::Fx;
use crate::engine::schatten::actions::SchattenAction;
use crate::engine::schatten::data::Knight;
use crate::engine::schatten::events::{LifeCause, SchattenEvent};
use crate::engine::schatten::state::{Ask, Schatten, Task};
use crate::engine::Seat;

impl Schatten {
    pub(crate) fn progression_actions(&self, seat: Seat, f: &mut impl FnMut(SchattenAction)) {
        let me = self.seat(seat);
        if me.knight == Knight::Percival && !self.flags.peeked && !self.black_draw.is_empty() {
            f(SchattenAction::Peek);
        }
        if self.can_draw_black() {
            f(SchattenAction::DrawBlack);
        }
        f(SchattenAction::Siege);
        f(SchattenAction::LoseLife);
        if self.may_reveal(seat) {
            f(SchattenAction::Reveal);
        }
    }

    pub(crate) fn progression(&mut self, seat: Seat, action: SchattenAction, fx: &mut Fx) {
        match action {
            SchattenAction::Peek => {
                self.flags.peeked = true;
                let top = self.black_draw.len().saturating_sub(1);
                if let Some(card) = self.black_draw.last() {
                    if let Some(m) = self.known.get_mut(usize::from(seat)) {
                        *m |= 1u128 << top;
                    }
                    fx.push(SchattenEvent::Peeked { seat });
                    fx.push(SchattenEvent::PeekSaw { seat, card });
                }
                self.ask = Ask::Progression;
            }
            SchattenAction::DrawBlack => {
                self.stack.push(Task::EndRu);
                self.stack.push(Task::Draw { drawer: seat });
            }
            SchattenAction::Siege => {
                if let Some(st) = self.seat_mut(seat) {
                    st.sieges = st.sieges.saturating_add(1);
                }
                self.stack.push(Task::EndRu);
                self.add_siege(fx);
            }
            SchattenAction::LoseLife => {
                self.stack.push(Task::EndRu);
                self.change_life(seat, -1, LifeCause::Progression, fx);
            }
            SchattenAction::Reveal => {
                // S-TURN-3: a revealed-Traitor turn instead of phases 2 and 3.
                self.flags.ends = true;
                self.reveal_traitor(seat, true, fx);
                self.stack.push(Task::EndRu);
                self.stack.push(Task::TraitorEvil);
                self.stack.push(Task::Taunt);
            }
            _ => self.ask = Ask::Progression,
        }
    }
}
