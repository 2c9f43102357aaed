//! The sharing protocol (S-SHARE-1 … S-SHARE-6): a face-up pool, one proposal, a secret
//! unanimous vote, and a fallback deal. Used at setup, for shared quest rewards and for
//! Convocation.

use super::Fx;
use crate::engine::few::Few;
use crate::engine::schatten::actions::SchattenAction;
use crate::engine::schatten::data::White;
use crate::engine::schatten::events::SchattenEvent;
use crate::engine::schatten::state::{bit, seats_in, Ask, Schatten, Share, ShareCtx};
use crate::engine::Seat;

impl Schatten {
    /// Lays `pool` face up for `recipients` (a bit mask) and starts the protocol. With one
    /// recipient he simply takes the pool (S-SHARE-6); with none nothing happens.
    pub(crate) fn start_share(
        &mut self,
        ctx: ShareCtx,
        proposer: Seat,
        recipients: u8,
        pool: Few<White, 8>,
        fx: &mut Fx,
    ) {
        fx.push(SchattenEvent::Pool { ctx, proposer, cards: pool });
        if recipients.count_ones() <= 1 {
            if let Some(to) = seats_in(recipients).next() {
                for &card in pool.iter() {
                    self.receive(to, card);
                    fx.push(SchattenEvent::Shared { card, to, fallback: false });
                }
            } else {
                pool.iter().for_each(|&c| self.discard_white(c));
            }
            return;
        }
        self.share = Share {
            ctx,
            proposer,
            recipients,
            pool,
            all: pool,
            assigned: Few::new(),
            waiting: 0,
            rejects: 0,
        };
        self.ask = Ask::Assign;
    }

    fn receive(&mut self, to: Seat, card: White) {
        if let Some(s) = self.seat_mut(to) {
            s.hand.add(card);
        }
    }

    /// The proposer's options: each identity left in the pool to each recipient (S-SHARE-3).
    pub(crate) fn assign_actions(&self, f: &mut impl FnMut(SchattenAction)) {
        let mut last = None;
        let mut kinds: Few<White, 8> = self.share.pool;
        crate::engine::few_sort::sort(kinds.as_mut_slice());
        for &w in kinds.iter() {
            if last == Some(w) {
                continue;
            }
            last = Some(w);
            seats_in(self.share.recipients).for_each(|r| f(SchattenAction::Assign(w, r)));
        }
    }

    pub(crate) fn assign(&mut self, card: White, to: Seat, fx: &mut Fx) {
        self.share.pool.remove_item(&card);
        self.share.assigned.push((card, to));
        fx.push(SchattenEvent::Assigned { card, to });
        if !self.share.pool.is_empty() {
            self.ask = Ask::Assign;
            return;
        }
        // S-SHARE-4: every other recipient votes.
        self.share.waiting = self.share.recipients & !bit(self.share.proposer);
        self.share.rejects = 0;
        if self.share.waiting == 0 {
            self.carry_out(fx);
        } else {
            self.ask = Ask::Vote;
        }
    }

    pub(crate) fn vote(&mut self, seat: Seat, reject: bool, fx: &mut Fx) {
        self.share.waiting &= !bit(seat);
        if reject {
            self.share.rejects |= bit(seat);
        }
        fx.push(SchattenEvent::Voted { seat });
        if self.share.waiting != 0 {
            self.ask = Ask::Vote;
            return;
        }
        // The secret votes are shown: no undo.
        fx.hidden = true;
        fx.push(SchattenEvent::VoteResult { rejected: self.share.rejects });
        if self.share.rejects == 0 {
            self.carry_out(fx);
        } else {
            self.fallback(fx);
        }
    }

    fn carry_out(&mut self, fx: &mut Fx) {
        let assigned = self.share.assigned;
        for &(card, to) in assigned.iter() {
            self.receive(to, card);
            fx.push(SchattenEvent::Shared { card, to, fallback: false });
        }
        self.share = Share::default();
    }

    /// S-SHARE-5: shuffle the pool, deal it clockwise among the recipients, starting with the
    /// proposer (or, if he is not one, the first recipient after him).
    fn fallback(&mut self, fx: &mut Fx) {
        let mut pool = self.share.all;
        self.rng.shuffle(pool.as_mut_slice());
        fx.hidden = true;
        let order: Few<Seat, 8> = Few::from_slice(
            &self
                .clockwise(self.share.proposer)
                .filter(|&s| self.share.recipients & bit(s) != 0)
                .collect::<Vec<_>>(),
        );
        for (i, &card) in pool.iter().enumerate() {
            let Some(to) = order.get(i % order.len().max(1)) else { break };
            self.receive(to, card);
            fx.push(SchattenEvent::Shared { card, to, fallback: true });
        }
        self.share = Share::default();
    }
}
