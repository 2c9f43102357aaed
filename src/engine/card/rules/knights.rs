//! Knights to the Rescue (C-KNIGHT-*): the knight cards on one's own turn (Tristan, Galahad),
//! the table-wide windows (Arthur, Gawain, Percival), and the variant's consequences of a quest
//! (a Morgan shuffled in after a success, a knight card after a failure).
//!
//! A window opens only when some seat it asks holds a knight card, any knight card: the counts
//! are public, which cards are not, so opening a window tells nobody anything (C-KNIGHT-5).

use crate::engine::card::data::{Card, Knight};
use crate::engine::card::events::CardEvent;
use crate::engine::few::Few;
use crate::engine::card::state::{bit, CardGame, Ctx, PercivalCause, Phase};
use crate::engine::Seat;

use super::tally::GawainPlay;
use super::Fx;

impl CardGame {
    /// Whether any seat in `mask` holds a knight card.
    pub(crate) fn any_knights(&self, mask: u8) -> bool {
        (0..self.n()).any(|s| mask & bit(s) != 0 && self.knight_count(s) > 0)
    }

    /// C-KNIGHT-ARTHUR-1 asks the other seats; never when the quester could not listen (C-EDGE-15).
    pub(crate) fn arthur_window_opens(&self, quester: Seat) -> bool {
        self.cfg.knights
            && self.drawable() > 0
            && self.any_knights(self.all_seats() & !bit(quester))
    }

    /// C-KNIGHT-GAWAIN-1 asks every seat, while there is a card to draw.
    pub(crate) fn gawain_window_opens(&self) -> bool {
        self.cfg.knights && self.drawable() > 0 && self.any_knights(self.all_seats())
    }

    /// C-KNIGHT-4: a played knight card is discarded for good.
    fn use_knight(&mut self, seat: Seat, k: Knight, fx: &mut Fx) {
        fx.hidden = true; // the table learns who held it
        if let Some(c) = self
            .hands
            .get_mut(usize::from(seat))
            .and_then(|h| h.get_mut(k.index()))
        {
            *c = c.saturating_sub(1);
        }
        if let Some(c) = self.knights_used.get_mut(k.index()) {
            *c += 1;
        }
    }

    /// C-KNIGHT-TRISTAN-1: look through the deck, order unchanged; the turn goes on.
    pub(crate) fn tristan(&mut self, seat: Seat, fx: &mut Fx) {
        self.use_knight(seat, Knight::Tristan, fx);
        self.looked = true;
        let mut deck = Few::new();
        for &c in self.deck.iter().rev() {
            deck.push(c);
        }
        fx.push(CardEvent::Tristan { seat });
        fx.push(CardEvent::TristanSaw { seat, deck });
    }

    /// C-KNIGHT-GALAHAD-1: instead of the turn's action, a secret look at a loyalty card.
    pub(crate) fn galahad(&mut self, seat: Seat, target: Seat, fx: &mut Fx) {
        self.use_knight(seat, Knight::Galahad, fx);
        if let Some(k) = self.known.get_mut(usize::from(target)) {
            *k |= bit(seat);
        }
        fx.push(CardEvent::Galahad { seat, target });
        fx.push(CardEvent::GalahadSaw {
            seat,
            target,
            loyalty: self.loyalty_of(target),
        });
        self.next_turn(fx);
    }

    /// C-KNIGHT-ARTHUR-1: the quester listens instead (and so draws the consequences).
    pub(crate) fn arthur(&mut self, seat: Seat, fx: &mut Fx) {
        self.use_knight(seat, Knight::Arthur, fx);
        let quester = self.current;
        fx.push(CardEvent::Arthur { seat, quester });
        self.listen(quester, fx);
    }

    /// C-KNIGHT-GAWAIN-1: draw three (or what there is, C-EDGE-5, C-EDGE-9).
    pub(crate) fn gawain(&mut self, seat: Seat, fx: &mut Fx) {
        self.use_knight(seat, Knight::Gawain, fx);
        fx.push(CardEvent::Gawain { seat });
        let mut hand: Few<Card, 3> = Few::new();
        for _ in 0..3 {
            if let Some(c) = self.draw(fx) {
                hand.push(c);
            }
        }
        fx.push(CardEvent::GawainDrew { seat, cards: hand });
        if hand.iter().all(|c| c.is_morgan()) {
            // C-EDGE-5: nothing playable; the cards are discarded and the quest goes on.
            for &c in hand.iter() {
                self.discard.push(c);
            }
            fx.push(CardEvent::GawainNothing { seat });
            self.after_tally(fx);
        } else {
            self.phase = Phase::GawainPick { seat, hand };
        }
    }

    /// C-KNIGHT-GAWAIN-2: the chosen card joins the quest; the others are discarded (C-EDGE-5).
    pub(crate) fn gawain_play(
        &mut self,
        seat: Seat,
        mut hand: Few<Card, 3>,
        card: Card,
        fx: &mut Fx,
    ) {
        hand.remove_item(&card);
        for &c in hand.iter() {
            self.discard.push(c);
        }
        self.mark_seen(card);
        fx.push(CardEvent::GawainChose { seat, card });
        if let Some(r) = self.res.as_mut() {
            r.cards.push(card);
            r.gawain.push(GawainPlay { seat, card });
        }
        match card {
            Card::Merlin4 => {
                self.phase = Phase::Token {
                    seat,
                    ctx: Ctx::Quest,
                }
            }
            Card::Vivien if self.vivien_applies(seat) => self.start_vivien(seat, Ctx::Quest, fx),
            Card::Vivien => {
                fx.push(CardEvent::VivienNoEffect { seat });
                self.after_tally(fx);
            }
            _ => self.after_tally(fx),
        }
    }

    /// C-KNIGHT-PERCIVAL-1: two swords (or two flips per traitor) instead of one.
    pub(crate) fn percival(&mut self, seat: Seat, cause: PercivalCause, fx: &mut Fx) {
        self.use_knight(seat, Knight::Percival, fx);
        fx.push(CardEvent::Percival { seat });
        self.close_percival(cause, Some(seat), fx);
    }

    fn close_percival(&mut self, cause: PercivalCause, percival: Option<Seat>, fx: &mut Fx) {
        match cause {
            PercivalCause::Accusation { target } => self.settle_accusation(target, percival, fx),
            PercivalCause::EndReveal { .. } => {
                let rep = self.last_end.unwrap_or_default();
                if !self.settle_end(rep, percival, fx) {
                    self.next_turn(fx); // C-END-6
                }
            }
        }
    }

    /// "No one" closes the open window for the table (C-KNIGHT-5).
    pub(crate) fn decline(&mut self, seat: Seat, fx: &mut Fx) {
        fx.push(CardEvent::Declined { seat });
        match self.phase {
            Phase::Arthur { quest, bonus } => self.begin_resolution(self.current, quest, bonus, fx),
            Phase::Gawain => self.finish_quest(fx),
            Phase::Percival { cause } => self.close_percival(cause, None, fx),
            _ => {}
        }
    }

    /// C-KNIGHT-2, C-EDGE-6: a random unused Morgan goes into the deck, which is shuffled.
    pub(crate) fn shuffle_in_morgan(&mut self, fx: &mut Fx) {
        if self.unused.is_empty() {
            return;
        }
        fx.hidden = true;
        let i = self.rng.below(self.unused.len() as u32) as usize;
        if let Some(m) = self.unused.remove(i) {
            self.deck.push(m);
            self.rng.shuffle(self.deck.as_mut_slice());
            fx.push(CardEvent::MorganShuffledIn);
        }
    }

    /// C-KNIGHT-3, C-EDGE-6: the quester takes the top knight card, if any is left.
    pub(crate) fn draw_knight(&mut self, seat: Seat, fx: &mut Fx) {
        let Some(k) = self.knight_deck.pop() else {
            return;
        };
        fx.hidden = true;
        if let Some(c) = self
            .hands
            .get_mut(usize::from(seat))
            .and_then(|h| h.get_mut(k.index()))
        {
            *c += 1;
        }
        fx.push(CardEvent::KnightDrawn { seat });
        fx.push(CardEvent::KnightReceived { seat, knight: k });
    }
}
