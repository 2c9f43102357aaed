//! Character cards that ask their drawer to decide: Merlin #4's token (C-CARD-MERLIN4-*) and
//! Vivien's loyalty exchange (C-CARD-VIVIEN-*). Merlin #6's offer is a phase of its own handled
//! by the quest code; every other character acts through the tally or the moment it is placed.

use crate::engine::card::data::{Loyalty, Quest};
use crate::engine::card::events::CardEvent;
use crate::engine::card::state::{bit, CardGame, Ctx, Phase, Token, ASIDE};
use crate::engine::Seat;

use super::{other_aside, Fx};

impl CardGame {
    /// C-CARD-VIVIEN-3: no effect in solo or for a revealed drawer.
    pub(crate) fn vivien_applies(&self, seat: Seat) -> bool {
        self.has_loyalty() && !self.is_revealed(seat)
    }

    /// C-CARD-VIVIEN-1: the drawer takes one of the two set-aside cards at random.
    pub(crate) fn start_vivien(&mut self, drawer: Seat, ctx: Ctx, fx: &mut Fx) {
        fx.hidden = true;
        let pick = self.rng.below(2) as usize;
        let taken = ASIDE.get(pick).copied().unwrap_or(ASIDE[0]) as u8;
        if let Some(k) = self.known.get_mut(usize::from(taken)) {
            *k |= bit(drawer);
        }
        fx.push(CardEvent::VivienTook { seat: drawer });
        fx.push(CardEvent::VivienSaw {
            seat: drawer,
            loyalty: self.slot(taken),
        });
        self.phase = if self.other_unrevealed(drawer) != 0 {
            Phase::VivienGive { drawer, taken, ctx }
        } else {
            // C-EDGE-11: nobody to give to; the second card stays set aside, unseen.
            Phase::VivienKeep {
                chooser: drawer,
                drawer,
                taken,
                receiver: None,
                ctx,
            }
        };
    }

    pub(crate) fn slot(&self, slot: u8) -> Loyalty {
        self.loyalty
            .get(usize::from(slot))
            .copied()
            .unwrap_or_default()
    }

    /// C-CARD-VIVIEN-1: the other set-aside card goes, unseen by the drawer, to `to`.
    pub(crate) fn give(&mut self, to: Seat, fx: &mut Fx) {
        let Phase::VivienGive { drawer, taken, ctx } = self.phase else {
            return;
        };
        fx.hidden = true;
        let other = other_aside(taken);
        if let Some(k) = self.known.get_mut(usize::from(other)) {
            *k |= bit(to);
        }
        fx.push(CardEvent::VivienGave { from: drawer, to });
        fx.push(CardEvent::VivienReceived {
            seat: to,
            loyalty: self.slot(other),
        });
        self.phase = Phase::VivienKeep {
            chooser: drawer,
            drawer,
            taken,
            receiver: Some(to),
            ctx,
        };
    }

    /// C-CARD-VIVIEN-2: keep a card of identity `keep`, return the other face down. Afterwards
    /// only the chooser knows his card and the one he returned; anyone who knew his old card
    /// (Galahad) no longer does, and his earlier Morgan #1 announcements no longer say anything
    /// about the card he holds now.
    pub(crate) fn keep(&mut self, keep: Loyalty, fx: &mut Fx) {
        let Phase::VivienKeep {
            chooser,
            drawer,
            taken,
            receiver,
            ctx,
        } = self.phase
        else {
            return;
        };
        let extra = if chooser == drawer {
            taken
        } else {
            other_aside(taken)
        };
        let (own, spare) = (usize::from(chooser), usize::from(extra));
        if self.loyalty_of(chooser) != keep
            && spare < self.loyalty.len()
            && own < self.loyalty.len()
        {
            self.loyalty.swap(own, spare);
        }
        for i in [own, spare] {
            if let Some(k) = self.known.get_mut(i) {
                *k = bit(chooser);
            }
        }
        // The quests on his record were made with the card he may just have given up: the
        // record no longer says anything about the card he holds (see `estimate.rs`).
        if let Some(n) = self.sabotage.get_mut(own) {
            *n = 0;
        }
        for p in self.pile.as_mut_slice() {
            if let Some(d) = p.down.as_mut() {
                if d.by == chooser {
                    d.binding = false;
                }
            }
        }
        fx.push(CardEvent::VivienChose { seat: chooser });
        fx.push(CardEvent::VivienKept {
            seat: chooser,
            loyalty: keep,
        });
        match receiver {
            Some(r) if chooser == drawer => {
                self.phase = Phase::VivienKeep {
                    chooser: r,
                    drawer,
                    taken,
                    receiver,
                    ctx,
                };
            }
            _ => self.resume(ctx, fx),
        }
    }

    /// C-CARD-MERLIN4-1: the token lies face down beside the pile until the next quest; a
    /// Merlin #4 played by Gawain acts on the quest under way (C-EDGE-5).
    pub(crate) fn token(&mut self, seat: Seat, quest: Quest, ctx: Ctx, fx: &mut Fx) {
        fx.push(CardEvent::TokenPlaced { seat });
        fx.push(CardEvent::TokenChosen { seat, quest });
        let t = Token { owner: seat, quest };
        match ctx {
            Ctx::Turn => {
                self.tokens.push(t);
            }
            Ctx::Quest => {
                if let Some(r) = self.res.as_mut() {
                    r.tokens.push(t);
                }
            }
        }
        self.resume(ctx, fx);
    }

    /// Back to what the character interrupted: the end of the turn, or the quest's recount.
    fn resume(&mut self, ctx: Ctx, fx: &mut Fx) {
        match ctx {
            Ctx::Turn => self.next_turn(fx),
            Ctx::Quest => self.after_tally(fx),
        }
    }
}
