//! Listening to Rumors (C-LISTEN-*), Morgan #1's face-down cards and announcements
//! (C-CARD-MORGAN1-*), Morgan #2's count (C-CARD-MORGAN2-*), and what a card does the moment it
//! is laid on the pile: silence (C-TALK-*), Morgan #1/#2 starting, Merlin ending them.

use crate::engine::card::data::Card;
use crate::engine::card::events::CardEvent;
use crate::engine::card::state::{CardGame, Ctx, Down, Phase, PileCard};
use crate::engine::Seat;

use super::Fx;

/// How a face-up card reached the pile.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Source {
    /// Drawn by a player listening to rumors.
    Listen,
    /// Laid by a revealed traitor spreading rumors (C-ACCUSE-9, C-EDGE-8).
    Spread,
}

impl CardGame {
    /// C-LISTEN-1: draw the top card onto the pile; under Morgan #1 face down (C-LISTEN-8).
    pub(crate) fn listen(&mut self, seat: Seat, fx: &mut Fx) {
        fx.hidden = true;
        self.count_listen(fx);
        let Some(card) = self.draw(fx) else {
            self.next_turn(fx); // not reached: listening needs a card (C-LISTEN-7)
            return;
        };
        // C-CARD-MORGAN1-1, C-CARD-MORGAN1-4: a Merlin is always shown face up.
        if self.morgan1 && !card.is_merlin() {
            let down = Down {
                by: seat,
                announced: None,
                binding: true,
                exposed: false,
            };
            self.pile.push(PileCard {
                card,
                down: Some(down),
            });
            fx.push(CardEvent::DrewFaceDown { seat });
            fx.push(CardEvent::SawFaceDown { seat, card });
            self.phase = Phase::Announce;
            return;
        }
        self.pile.push(PileCard { card, down: None });
        self.mark_seen(card);
        fx.push(CardEvent::Listened { seat, card });
        self.after_placed(seat, card, Source::Listen, fx);
    }

    /// Morgan #2: each listen while it is active is counted aloud (C-CARD-MORGAN2-1); a
    /// revealed traitor's draw counts too (C-EDGE-8).
    pub(crate) fn count_listen(&mut self, fx: &mut Fx) {
        if let Some(c) = self.morgan2 {
            let c = c.saturating_add(1);
            self.morgan2 = Some(c);
            fx.push(CardEvent::Counted { count: c });
        }
    }

    fn set_silence(&mut self, on: bool, fx: &mut Fx) {
        if self.silence != on {
            self.silence = on;
            fx.push(CardEvent::Silence { on });
        }
    }

    /// Starts Morgan #2's count from zero: the next listen says "1".
    fn start_morgan2(&mut self, fx: &mut Fx) {
        self.morgan2 = Some(0);
        fx.push(CardEvent::Morgan2 { active: true });
    }

    /// What a card laid face up does at once (C-LISTEN-3 … -5), then the turn goes on.
    pub(crate) fn after_placed(&mut self, seat: Seat, card: Card, source: Source, fx: &mut Fx) {
        if card.is_morgan() {
            self.set_silence(true, fx); // C-TALK-2, C-CARD-MORGAN-1
            match card {
                Card::Morgan1 if !self.morgan1 => {
                    self.morgan1 = true;
                    fx.push(CardEvent::Morgan1 { active: true });
                }
                Card::Morgan2 => self.start_morgan2(fx),
                _ => {} // Morgan #3–#8 act at the next quest (C-QUEST-17).
            }
        } else if card.is_merlin() {
            self.set_silence(false, fx); // C-TALK-3, C-CARD-MERLIN-1
                                         // C-CARD-MERLIN-2, C-EDGE-8: a Merlin drawn by a listener (or laid by a traitor)
                                         // ends Morgan #1 and #2.
            if self.morgan1 {
                self.morgan1 = false;
                fx.push(CardEvent::Morgan1 { active: false });
            }
            if self.morgan2.is_some() {
                self.morgan2 = None;
                fx.push(CardEvent::Morgan2 { active: false });
            }
            if card == Card::Merlin4 {
                self.phase = Phase::Token {
                    seat,
                    ctx: Ctx::Turn,
                }; // C-CARD-MERLIN4-1
                return;
            }
            if card == Card::Merlin6 && source == Source::Listen {
                self.phase = Phase::Merlin6; // C-PROMO-MERLIN6-1; a traitor's has no effect (C-EDGE-8)
                return;
            }
        } else if card == Card::Vivien {
            // C-LISTEN-4, C-CARD-VIVIEN-1, -3; a traitor's Vivien does nothing (C-ACCUSE-9).
            if source == Source::Listen && self.vivien_applies(seat) {
                self.start_vivien(seat, Ctx::Turn, fx);
                return;
            }
            fx.push(CardEvent::VivienNoEffect { seat });
        }
        self.next_turn(fx);
    }

    /// Morgan #1: the drawer names the face-down card (C-CARD-MORGAN1-1, -2). The table learns
    /// the announcement; silence follows it, since that is all the table knows (our reading of
    /// C-TALK-2). Effects due at once act by the true identity (C-EDGE-7): Morgan #2 restarts
    /// the count and Vivien acts (C-CARD-VIVIEN-5), which shows everyone what the card is.
    ///
    /// Never undoable: what follows the announcement depends on the true card, so even when
    /// nothing happens the table has learnt that the card was neither Morgan #2 nor an acting
    /// Vivien, and taking the claim back would not take that back.
    pub(crate) fn announce(&mut self, seat: Seat, claim: Card, fx: &mut Fx) {
        fx.hidden = true;
        let applies = self.vivien_applies(seat);
        let Some(top) = self.pile.as_mut_slice().last_mut() else {
            return;
        };
        let real = top.card;
        let vivien = real == Card::Vivien && applies;
        if let Some(d) = top.down.as_mut() {
            d.announced = Some(claim);
            d.exposed = real == Card::Morgan2 || vivien;
        }
        fx.push(CardEvent::Announced { seat, card: claim });
        if claim.is_morgan() {
            self.set_silence(true, fx);
        }
        if real == Card::Morgan2 {
            self.start_morgan2(fx);
        }
        if vivien {
            self.start_vivien(seat, Ctx::Turn, fx);
            return;
        }
        self.next_turn(fx);
    }
}
