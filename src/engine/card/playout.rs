//! A cheap playout policy for the search bots ([`crate::engine::bot`]): random players almost
//! never win as Camelot (they quest on any pile and accuse at random), so random playouts
//! credit every move with a loss and cannot tell good from bad.
//!
//! **The quest choice.** On its turn a seat counts each allowed quest on the pile as it lies
//! in the sample, characters included ([`Pile::outcome`]: Merlin removals and tokens, Morgan
//! #3 … #7, Mordred, Merlin #5, C-QUEST-8; not the promo Morgan #8), and goes on the best one
//! when it places at least as many white swords as black; from [`ONE_WORSE_FROM`] cards on,
//! also when it costs one black sword more than it brings, and so on: a big pile only grows
//! worse while the table waits, and a table that cannot move any more loses (C-EDGE-10). A
//! traitor goes on the quest that hurts most when one does. Nobody accuses.
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
//! With a traitor dealt, this traitor goes on every quest that hurts and nobody accuses him:
//! the loyal side never wins (0 of 3,974 such games); the bots' samples and accusations are
//! what has to find him.

use super::actions::CardAction;
use super::data::{Card, Loyalty, Quest};
use super::state::{CardGame, Phase};
use crate::engine::rng::Rng;
use crate::engine::Seat;

/// Pile sizes from which a loyal seat takes the best quest even when it places as many black
/// swords as white, one more black, two more, three more: a pile only grows worse while the
/// table waits, and a stalled table loses (see the module doc for what each paid).
const EVEN_FROM: u8 = 0;
const ONE_WORSE_FROM: u8 = 20;
const TWO_WORSE_FROM: u8 = 25;
const THREE_WORSE_FROM: u8 = 30;

/// The pile as a quest would count it, without building the engine's report.
#[derive(Clone, Copy, Default)]
pub(crate) struct Pile {
    /// Per quest, cards per value slot (0 = `?`, 1..=4 = 2..=5).
    counts: [[u8; 5]; 5],
    merlin: [bool; 3],
    merlin5: bool,
    mordred: bool,
    morgan3: bool,
    morgan5: bool,
    morgan6: bool,
    morgan7: bool,
    morgan4: u8,
    /// Merlin #4 tokens' quests.
    tokens: [Option<Quest>; 2],
    pub(crate) len: u8,
}

impl Pile {
    fn add(&mut self, c: Card) {
        self.len += 1;
        if let Some(q) = c.quest() {
            self.counts[q.index()][c.index() % 5] += 1;
            return;
        }
        match c {
            Card::Merlin1 => self.merlin[0] = true,
            Card::Merlin2 => self.merlin[1] = true,
            Card::Merlin3 => self.merlin[2] = true,
            Card::Merlin5 => self.merlin5 = true,
            Card::Mordred => self.mordred = true,
            Card::Morgan3 => self.morgan3 = true,
            Card::Morgan5 => self.morgan5 = true,
            Card::Morgan6 => self.morgan6 = true,
            Card::Morgan7 => self.morgan7 = true,
            c => self.morgan4 = self.morgan4.saturating_add(c.morgan4_bonus()),
        }
    }

    /// White and black swords of a quest with `main` as its main quest, and whether it loses
    /// the game at once (Morgan #7). Morgan #8 (a promo) is not modelled.
    fn outcome(&self, main: Quest) -> (u8, u8, bool) {
        let mut counts = self.counts;
        let before = self.counts;
        let mut remove = |q: Quest| {
            let s = &mut counts[q.index()];
            if let Some(slot) = (1..5).rev().find(|&v| s[v] > 0) {
                s[slot] -= 1;
            }
        };
        for (i, pair) in [[Quest::Picts, Quest::Saxons], [Quest::Dragon, Quest::Grail], [Quest::Excalibur, Quest::Grail]].iter().enumerate() {
            if self.merlin[i] {
                pair.iter().for_each(|&q| remove(q));
            }
        }
        for q in self.tokens.iter().flatten() {
            remove(*q);
        }
        let (mut white, mut black, mut lost) = (0u8, 0u8, false);
        for q in Quest::ALL {
            let s = counts[q.index()];
            let had: u8 = before[q.index()].iter().sum();
            let is_main = q == main;
            if !is_main && had == 0 {
                continue;
            }
            let left: u8 = s.iter().sum();
            let wild_each = if self.morgan6 { 1 } else { s[0] };
            let mut total = s[0] * wild_each + (1..5).map(|v| s[v] * (v as u8 + 1)).sum::<u8>();
            if self.mordred && matches!(q, Quest::Picts | Quest::Saxons) {
                total += left;
            }
            if left > 0 {
                total += self.morgan4;
            }
            if is_main {
                if self.merlin5 && had == 5 {
                    white += q.swords();
                } else if total >= 14 {
                    black += q.swords();
                    lost |= self.morgan7;
                } else if total <= 10 || total == 11 && self.morgan5 {
                    black += 1;
                } else {
                    white += q.swords();
                }
            } else if total >= 14 {
                black += q.swords();
            }
        }
        if self.morgan3 {
            white += u8::from(white > 0);
            black += u8::from(black > 0);
        }
        (white, black, lost)
    }

    /// White minus black swords for the loyal side; a Morgan #7 loss is worth −100.
    fn net(&self, main: Quest) -> i16 {
        let (w, b, lost) = self.outcome(main);
        if lost {
            -100
        } else {
            i16::from(w) - i16::from(b)
        }
    }

    /// The best main quest among `allowed` for the loyal side, and its net.
    fn best(&self, allowed: impl Iterator<Item = Quest>) -> Option<(i16, Quest)> {
        allowed.map(|q| (self.net(q), q)).max_by_key(|&(n, _)| n)
    }
}

impl CardGame {
    /// The pile of this sample as a quest would take it now.
    pub(crate) fn pile_summary(&self) -> Pile {
        let mut p = Pile::default();
        for c in self.pile.iter() {
            p.add(c.card);
        }
        for (slot, t) in p.tokens.iter_mut().zip(self.tokens.iter()) {
            *slot = Some(t.quest);
        }
        p
    }

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

    /// The turn's action: the best quest when it pays (for a traitor, when it hurts), else listen.
    fn turn_move(&self, seat: Seat, legal: &[CardAction], evil: bool) -> Option<CardAction> {
        let _ = seat;
        let pile = self.pile_summary();
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
        let len = pile.len;
        let go = |score: i16| {
            if evil {
                return score > 0;
            }
            score >= 1
                || score >= 0 && len >= EVEN_FROM
                || score >= -1 && len >= ONE_WORSE_FROM
                || score >= -2 && len >= TWO_WORSE_FROM
                || score >= -3 && len >= THREE_WORSE_FROM
        };
        match best {
            Some((score, a)) if go(score) || !listen => Some(a),
            _ if listen => Some(CardAction::Listen),
            _ => legal.iter().copied().find(|a| !matches!(a, CardAction::Accuse(_))),
        }
    }
}
