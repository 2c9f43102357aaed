//! The knights' free abilities in the heroic phase (S-TURN-12): Arthur's exchange (S-KN-ART),
//! Galahad's free special card (S-KN-GAL) and Bedivere's Merlin (S-KN-BED). Tristan's free
//! departure is in `heroic.rs`, Gawain's draw and Kay's card in `quests/`, Percival's peek in
//! `progression.rs`, Palamedes' life in `quests/mod.rs`.

use super::{holds_pick, picks, Fx};
use crate::engine::schatten::actions::SchattenAction;
use crate::engine::schatten::data::{Knight, White};
use crate::engine::schatten::events::{DiscardCause, SchattenEvent};
use crate::engine::schatten::state::{Ask, Hand, Schatten};
use crate::engine::Seat;

impl Schatten {
    pub(crate) fn free_abilities(&self, seat: Seat, f: &mut impl FnMut(SchattenAction)) {
        let me = self.seat(seat);
        if me.knight == Knight::Arthur && !self.flags.arthur {
            for t in (0..self.n).filter(|&t| t != seat && self.seat(t).is_knight() && self.seat(t).hand.total() > 0) {
                me.hand.kinds().for_each(|w| f(SchattenAction::Exchange(w, t)));
            }
        }
        if me.knight == Knight::Bedivere
            && !self.flags.bedivere
            && me.hand.total() >= 3
            && self.white_discard.contains(&White::Merlin)
        {
            picks(&me.hand, 3, &mut |p| f(SchattenAction::Bedivere(p)));
        }
    }

    /// A free ability (no heroic action).
    pub(crate) fn free(&mut self, seat: Seat, action: SchattenAction, fx: &mut Fx) {
        match action {
            SchattenAction::Exchange(card, target) => {
                self.flags.arthur = true;
                if let Some(s) = self.seat_mut(seat) {
                    s.hand.take(card);
                }
                fx.push(SchattenEvent::ExchangeOffered { arthur: seat, target });
                self.ask = Ask::Exchange { arthur: seat, target, card };
            }
            SchattenAction::Bedivere(p) => {
                if !holds_pick(&self.seat(seat).hand, &p) {
                    return;
                }
                self.flags.bedivere = true;
                let mut cards = Hand::default();
                for &w in p.cards() {
                    if let Some(s) = self.seat_mut(seat) {
                        s.hand.take(w);
                    }
                    cards.add(w);
                }
                // The Merlin is taken before the three land on the pile.
                self.white_discard.remove_item(&White::Merlin);
                for &w in p.cards() {
                    self.discard_white(w);
                }
                if let Some(s) = self.seat_mut(seat) {
                    s.hand.add(White::Merlin);
                }
                fx.push(SchattenEvent::Discarded { seat, cards, cause: DiscardCause::Bedivere });
                fx.push(SchattenEvent::BediverTook { seat });
            }
            SchattenAction::PlayFree(sp) => self.play_special(seat, sp, true, fx),
            _ => {}
        }
    }

    /// The target's card; the two change hands (S-KN-ART, S-DEF-28).
    pub(crate) fn exchange_give(&mut self, arthur: Seat, target: Seat, card: White, given: White, fx: &mut Fx) {
        if let Some(t) = self.seat_mut(target) {
            t.hand.take(given);
            t.hand.add(card);
        }
        if let Some(a) = self.seat_mut(arthur) {
            a.hand.add(given);
        }
        fx.push(SchattenEvent::CardPassed { from: arthur, to: target, card });
        fx.push(SchattenEvent::CardPassed { from: target, to: arthur, card: given });
    }
}
