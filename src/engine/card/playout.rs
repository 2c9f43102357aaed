//! A cheap playout policy for the search bots ([`crate::engine::bot`]): random players almost
//! never win as Camelot (they quest on any pile and accuse at random), so random playouts
//! credit every move with a loss and cannot tell good from bad.
//!
//! **The quest choice.** On its turn a seat counts each allowed quest on the pile as it lies
//! in the sample, characters included ([`super::estimate::Pile::outcome`]: Merlin removals and tokens, Morgan
//! #3 … #7, Mordred, Merlin #5, C-QUEST-8; not the promo Morgan #8), and goes on the best one
//! when it places at least as many white swords as black; from [`super::estimate::ONE_WORSE_FROM`] cards on,
//! also when it costs one black sword more than it brings, and so on: a big pile only grows
//! worse while the table waits, and a table that cannot move any more loses (C-EDGE-10). A
//! traitor goes on the quest that hurts most when one does. The quest is judged on the pile as
//! the whole table knows it where it can (a face-down card by what its drawer announced), as
//! the table judges him.
//!
//! **Accusations, on evidence only** (C-ACCUSE-*): a loyal seat accuses a seat he knows holds a
//! Traitor card (a lie turned up, Galahad), else the one seat that took the most quests the
//! table could see would hurt (`sabotage`, the public record kept by `estimate.rs`), if any did.
//!
//! From 35 cards in the pile he takes any quest (`careful_accepts`): bots that listened on let
//! 59 cards pile up and the table stall, then had to accuse someone (the only move left).
//!
//! **Other choices.** Vivien: keep the card of the side one plays for (a random keep turned a
//! loyal seat into a traitor in half of the Viviens, and such games were lost). Merlin #4: the
//! token goes to the stack whose highest card it pays most to take out. A revealed traitor lays
//! the card that leaves the next player the worst best quest. The rest is random.
//!
//! What each part paid, `arena --only "card solo: Policy" --games 6000` / `--only "card 4p:
//! 4 Policy" --games 6000` (Camelot's wins, solo / 4 players with no traitor dealt):
//! - before (numbered cards and `?` only, any quest with more white than black): 28.9 % /
//!   11.6 % (2,000 games);
//! - the characters counted: 79.0 % / 39.5 %; a quest that pays nothing taken too: 89.1 % /
//!   41.3 %; Vivien kept: – / 83.4 %;
//! - a quest one black sword worse from 20 cards, two from 25, three from 30: 96.8 % / 90.3 %
//!   (one from 16 or 24 cards: 93.8 / 93.6 % solo). Merlin #4's token by the best stack
//!   instead of at random: +0.8 points solo, +0.6 with four.
//!
//! With a traitor dealt, this traitor goes on every quest that hurts: while nobody accused,
//! the loyal side never won (0 of 3,974 such games). With the accusations on the record: 40.2 %
//! [38.7, 41.7] of them (the traitor accused in 3,973), 58.0 % [56.7, 59.2] of all 6,000
//! games; a loyal seat accuses a loyal one in 4.7 % of games (mostly a Vivien exchange that
//! moved the Traitor card away from the seat on record).

use super::actions::CardAction;
use super::data::{Loyalty, Quest};
use super::estimate::careful_accepts;
use super::state::{bit, CardGame, Phase};
use crate::engine::rng::Rng;
use crate::engine::Seat;

impl CardGame {
    pub(crate) fn playout_move(&self, seat: Seat, legal: &[CardAction], rng: &mut Rng) -> Option<CardAction> {
        let _ = rng;
        let evil = self.has_loyalty() && self.loyalty_of(seat) == Loyalty::Traitor;
        match self.phase {
            Phase::Turn if self.is_revealed_traitor(seat) => None,
            Phase::Turn => self.turn_move(seat, legal, evil),
            Phase::Spread { .. } => {
                // Lay the card that leaves the next player the worst best quest.
                let pile = self.pile_summary();
                legal
                    .iter()
                    .copied()
                    .filter_map(|a| match a {
                        CardAction::Place(c) => {
                            let mut p = pile;
                            p.add(c);
                            let best = p.best(c.symbols().iter()).map_or(0, |(n, _)| n);
                            Some((best, a))
                        }
                        _ => None,
                    })
                    .min_by_key(|&(n, _)| n)
                    .map(|(_, a)| a)
            }
            Phase::Token { .. } => {
                // Name the stack whose highest card it pays most to take out.
                let pile = self.pile_summary();
                let sign = if evil { -1 } else { 1 };
                legal
                    .iter()
                    .copied()
                    .filter_map(|a| match a {
                        CardAction::Token(q) => {
                            let mut p = pile;
                            if let Some(slot) = p.tokens.iter_mut().find(|t| t.is_none()) {
                                *slot = Some(q);
                            }
                            let best = p.best(Quest::ALL.into_iter()).map_or(0, |(n, _)| n);
                            Some((sign * best, a))
                        }
                        _ => None,
                    })
                    .max_by_key(|&(n, _)| n)
                    .map(|(_, a)| a)
            }
            Phase::VivienKeep { .. } => {
                // Keep the side he plays for.
                let own = self.loyalty_of(seat);
                legal.iter().copied().find(|&a| a == CardAction::Keep(own))
            }
            _ => None,
        }
    }

    /// Whether a bot of `seat` weighs `action` ([`crate::engine::Game::bot_considers`]): a
    /// loyal seat accuses only a seat with something against him on record (the quests the
    /// table saw would hurt) or one he knows holds a Traitor card; a guess costs a black sword.
    /// He goes on no quest that would put him on that record: the search, sampling a traitor
    /// anywhere, otherwise took quests a careful knight refuses.
    pub(crate) fn considers(&self, seat: Seat, action: &CardAction) -> bool {
        let loyal = !(self.has_loyalty() && self.loyalty_of(seat) == Loyalty::Traitor);
        match *action {
            // Nor does he go on a quest the table would count against him (`note_quest`).
            CardAction::Quest(q) if loyal && self.phase == Phase::Turn => {
                self.public_pile().is_none_or(|p| careful_accepts(p.net(q), p.len))
            }
            CardAction::Accuse(t) if loyal => {
                let slot = usize::from(t);
                self.sabotage[slot] > 0 || self.known[slot] & bit(seat) != 0 && self.loyalty_of(t) == Loyalty::Traitor
            }
            _ => true,
        }
    }

    /// Whom a loyal `seat` accuses now, on evidence only: a seat he knows holds a Traitor card
    /// (a lie turned up, Galahad), else the one seat that went on the most quests the table
    /// could see would hurt (`sabotage`, the public record), if any did.
    pub(crate) fn suspect(&self, seat: Seat, legal: &[CardAction]) -> Option<Seat> {
        let targets = legal.iter().filter_map(|&a| match a {
            CardAction::Accuse(t) => Some(t),
            _ => None,
        });
        let knows = |t: Seat| self.known[usize::from(t)] & bit(seat) != 0;
        if let Some(t) = targets.clone().find(|&t| knows(t) && self.loyalty_of(t) == Loyalty::Traitor) {
            return Some(t);
        }
        crate::engine::bot::sole_most(targets.filter(|&t| !knows(t)).map(|t| (self.sabotage[usize::from(t)], t)))
            .filter(|&(n, _)| n >= 1)
            .map(|(_, t)| t)
    }

    /// The turn's action: the best quest when it pays (for a traitor, when it hurts), else listen.
    fn turn_move(&self, seat: Seat, legal: &[CardAction], evil: bool) -> Option<CardAction> {
        if !evil {
            if let Some(t) = self.suspect(seat, legal) {
                return Some(CardAction::Accuse(t));
            }
        }
        // As the table knows it, where it can (a face-down card by what was announced): what the
        // table will judge him by.
        let pile = self.public_pile().unwrap_or_else(|| self.pile_summary());
        let mut best: Option<(i16, CardAction)> = None;
        for &a in legal {
            let CardAction::Quest(main) = a else { continue };
            let net = pile.net(main);
            let score = if evil { -net } else { net };
            if best.is_none_or(|(b, _)| score > b) {
                best = Some((score, a));
            }
        }
        let listen = legal.contains(&CardAction::Listen);
        // Waiting only makes a big pile worse: past this size the best quest is taken even
        // when it pays nothing.
        let go = |score: i16| if evil { score > 0 } else { careful_accepts(score, pile.len) };
        match best {
            Some((score, a)) if go(score) || !listen => Some(a),
            _ if listen => Some(CardAction::Listen),
            _ => legal.iter().copied().find(|a| !matches!(a, CardAction::Accuse(_))),
        }
    }
}
