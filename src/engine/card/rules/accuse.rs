//! Accusations (C-ACCUSE-1 … -6) and the revealed traitor's turn, Spreading Rumors
//! (C-ACCUSE-7 … -10, C-TURN-3).

use crate::engine::card::data::{Card, Loyalty};
use crate::engine::card::events::CardEvent;
use crate::engine::few::Few;
use crate::engine::card::state::{bit, CardGame, PercivalCause, Phase, PileCard};
use crate::engine::Seat;

use super::listen::Source;
use super::Fx;

impl CardGame {
    /// C-ACCUSE-4: the accused shows his card; Percival may double the sword.
    pub(crate) fn accuse(&mut self, seat: Seat, target: Seat, fx: &mut Fx) {
        fx.hidden = true;
        self.accused |= bit(seat); // C-ACCUSE-2
        self.reveal(target);
        fx.push(CardEvent::Accused {
            by: seat,
            target,
            loyalty: self.loyalty_of(target),
        });
        if self.cfg.knights && self.any_knights(self.all_seats()) {
            self.phase = Phase::Percival {
                cause: PercivalCause::Accusation { target },
            };
            return;
        }
        self.settle_accusation(target, None, fx);
    }

    /// C-ACCUSE-5, -6: one sword (two with Percival), then the end check (C-END-1).
    pub(crate) fn settle_accusation(&mut self, target: Seat, percival: Option<Seat>, fx: &mut Fx) {
        let n = if percival.is_some() { 2 } else { 1 };
        let (white, black) = match self.loyalty_of(target) {
            Loyalty::Loyal => (0, n),
            Loyalty::Traitor => (n, 0),
        };
        self.white = self.white.saturating_add(white);
        self.black = self.black.saturating_add(black);
        fx.push(CardEvent::SwordsPlaced { white, black });
        if !self.end_check(fx) {
            self.next_turn(fx);
        }
    }

    /// C-ACCUSE-8, -10: draw two (or what there is; reshuffling mid-draw, C-EDGE-9).
    pub(crate) fn spread(&mut self, seat: Seat, fx: &mut Fx) {
        fx.hidden = true;
        self.count_listen(fx); // C-EDGE-8
        let first = self.draw(fx);
        let second = self.draw(fx);
        match (first, second) {
            (Some(a), Some(b)) => {
                fx.push(CardEvent::SpreadDrew { seat, count: 2 });
                fx.push(CardEvent::SpreadCards {
                    seat,
                    cards: Few::from_slice(&[a, b]),
                });
                self.phase = Phase::Spread { cards: [a, b] };
            }
            (Some(a), None) => {
                fx.push(CardEvent::SpreadDrew { seat, count: 1 });
                fx.push(CardEvent::SpreadCards {
                    seat,
                    cards: Few::from_slice(&[a]),
                });
                self.lay_face_up(seat, a, fx);
            }
            _ => self.next_turn(fx),
        }
    }

    /// C-ACCUSE-8, -9: `card` goes face up on the pile, the other face down to the discard.
    pub(crate) fn place(&mut self, seat: Seat, cards: [Card; 2], card: Card, fx: &mut Fx) {
        let other = if cards[0] == card { cards[1] } else { cards[0] };
        self.discard.push(other);
        fx.push(CardEvent::DiscardedUnseen { seat });
        fx.push(CardEvent::Discarded { seat, card: other });
        self.lay_face_up(seat, card, fx);
    }

    fn lay_face_up(&mut self, seat: Seat, card: Card, fx: &mut Fx) {
        fx.hidden = true;
        self.pile.push(PileCard { card, down: None });
        self.mark_seen(card);
        fx.push(CardEvent::Placed { seat, card });
        self.after_placed(seat, card, Source::Spread, fx);
    }
}
