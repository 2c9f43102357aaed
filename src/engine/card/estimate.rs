//! A quick count of what a quest would place, for the bots and for the table's record.
//!
//! [`Pile`] sums the pile as a quest would (C-QUEST-8 … -14, the characters included; not the
//! promo Morgan #8) without building the engine's report: the bots' playout policy counts it
//! several times per move, and the full tally made each playout about five times slower.
//!
//! The same count, made from what the whole table knows (face-down cards by the identity their
//! drawer announced), tells when a player went on a quest that anyone could see would cost
//! Camelot while he could have listened instead: [`CardGame::note_quest`] keeps how often each
//! seat did so (`sabotage`, in every view). A careful loyal knight never does
//! ([`careful_accepts`]), so the bots read it as evidence of a traitor — the public record,
//! never hidden cards.

use super::data::{Card, Quest};
use super::state::CardGame;
use crate::engine::Seat;

/// Pile sizes from which a careful loyal seat takes the best quest even when it places as
/// many black swords as white, one more black, two more, three more, any: a pile only grows
/// worse while the table waits, and a stalled table loses (what each paid: `playout.rs`).
const EVEN_FROM: u8 = 0;
pub(crate) const ONE_WORSE_FROM: u8 = 20;
const TWO_WORSE_FROM: u8 = 25;
const THREE_WORSE_FROM: u8 = 30;
/// From this size on any quest beats waiting: the next cards can only add black swords.
const ANY_FROM: u8 = 35;

/// Whether a careful loyal knight goes on a quest that places `net` more white swords than
/// black from a pile of `len` cards, rather than listen.
pub(crate) fn careful_accepts(net: i16, len: u8) -> bool {
    net >= 1
        || net >= 0 && len >= EVEN_FROM
        || net >= -1 && len >= ONE_WORSE_FROM
        || net >= -2 && len >= TWO_WORSE_FROM
        || net >= -3 && len >= THREE_WORSE_FROM
        || len >= ANY_FROM
}

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
    pub(crate) tokens: [Option<Quest>; 2],
    pub(crate) len: u8,
}

impl Pile {
    pub(crate) fn add(&mut self, c: Card) {
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
    pub(crate) fn outcome(&self, main: Quest) -> (u8, u8, bool) {
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
    pub(crate) fn net(&self, main: Quest) -> i16 {
        let (w, b, lost) = self.outcome(main);
        if lost {
            -100
        } else {
            i16::from(w) - i16::from(b)
        }
    }

    /// The best main quest among `allowed` for the loyal side, and its net.
    pub(crate) fn best(&self, allowed: impl Iterator<Item = Quest>) -> Option<(i16, Quest)> {
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

    /// The pile as the whole table knows it: face-down cards by the identity announced for them.
    /// `None` while a Merlin #4 token lies beside it (its quest is its owner's secret) or a
    /// face-down card has not been announced yet.
    pub(crate) fn public_pile(&self) -> Option<Pile> {
        if !self.tokens.is_empty() {
            return None;
        }
        let mut p = Pile::default();
        for c in self.pile.iter() {
            p.add(match c.down {
                Some(d) => d.announced?,
                None => c.card,
            });
        }
        Some(p)
    }

    /// Records a quest `seat` chose on his turn: if the table could see that it costs Camelot
    /// more than a careful knight accepts, while he could have listened, it counts against him.
    pub(crate) fn note_quest(&mut self, seat: Seat, main: Quest) {
        if self.drawable() == 0 {
            return;
        }
        let Some(p) = self.public_pile() else { return };
        if !careful_accepts(p.net(main), p.len) {
            if let Some(n) = self.sabotage.get_mut(usize::from(seat)) {
                *n = n.saturating_add(1);
            }
        }
    }
}
