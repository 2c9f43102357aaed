//! Quest arithmetic (spec §2 steps 1–7): from the turned-up pile to the swords it places.
//!
//! [`tally`] is a pure function of the [`Resolution`]; it runs when the pile is taken and again
//! after each Gawain card (C-KNIGHT-GAWAIN-2). Its [`QuestReport`] carries every term of every
//! sum, so the app can write "Excalibur: 5 + 3 + 2×2 = 12 → 2 white swords".

use crate::engine::card::data::{Card, Quest};
use crate::engine::few::Few;
use crate::engine::card::state::{Resolution, CARDS};
use crate::engine::Seat;
use serde::{Deserialize, Serialize};

/// A card laid face down under Morgan #1, turned up by a quest (C-CARD-MORGAN1-5).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct TurnedUp {
    pub by: Seat,
    pub announced: Card,
    pub card: Card,
}

impl TurnedUp {
    /// The announcement was false: its author was a traitor when he made it (C-CARD-MORGAN1-2).
    #[must_use]
    pub fn lie(&self) -> bool {
        self.announced != self.card
    }
}

/// A card played with Gawain during this quest (C-KNIGHT-GAWAIN-2).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct GawainPlay {
    pub seat: Seat,
    pub card: Card,
}

/// One Merlin removal (C-CARD-MERLIN-3 … -5).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Removal {
    pub merlin: Card,
    pub quest: Quest,
    /// The numbered card taken out; `None` when the stack had no numbered card (C-CARD-MERLIN-4).
    pub removed: Option<Card>,
    /// For Merlin #4: the seat whose token named the quest.
    pub token_owner: Option<Seat>,
}

/// How a quest's total was judged (spec §2 steps 5–6).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Band {
    /// Main quest with Merlin #5 and exactly 5 cards of its type: success (C-CARD-MERLIN5-1).
    Merlin5,
    /// Main quest ≤ 10: one black sword (C-QUEST-10).
    Baseless,
    /// Main quest at 11 under Morgan #5: one black sword (C-CARD-MORGAN5-1).
    Morgan5,
    /// Main quest 11–13 (12–13 under Morgan #5): white swords (C-QUEST-11).
    Success,
    /// ≥ 14: black swords, main or secondary (C-QUEST-12, C-QUEST-13).
    Defeat,
    /// Main quest ≥ 14 with Morgan #7: the loyal players lose at once (C-CARD-MORGAN7-1).
    Morgan7,
    /// Secondary quest ≤ 13: nothing (C-QUEST-13).
    #[default]
    Harmless,
}

/// One quest's stack as counted: the numbered cards left after Merlin, the `?` cards, Mordred.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Part {
    pub quest: Quest,
    /// Cards of this quest in the pile, before Merlin removals (what Merlin #5 counts).
    pub cards: u8,
    /// Values of the numbered cards left, highest first.
    pub numbered: Few<u8, 5>,
    /// `?` cards left; each is worth `wild_each` (C-QUEST-9, C-CARD-MORGAN6-1).
    pub wild: u8,
    pub wild_each: u8,
    /// Mordred's +1 per card left (C-CARD-MORDRED-1).
    pub mordred: u8,
}

impl Part {
    /// Cards left after Merlin removals.
    #[must_use]
    pub fn left(&self) -> u8 {
        self.numbered.len() as u8 + self.wild
    }

    /// Numbered values plus `?` values plus Mordred.
    #[must_use]
    pub fn sum(&self) -> u8 {
        let numbered: u8 = self.numbered.iter().fold(0u8, |a, &v| a.saturating_add(v));
        numbered
            .saturating_add(self.wild.saturating_mul(self.wild_each))
            .saturating_add(self.mordred)
    }
}

/// One evaluated quest: a single stack, or Picts+Saxons united by Morgan #8 (C-PROMO-MORGAN8-1).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tally {
    pub parts: Few<Part, 2>,
    /// The quest the player chose (or, under Morgan #8, the united quest holding it).
    pub main: bool,
    /// Morgan #4 values added, once, when cards are left (C-CARD-MORGAN4-1 … -3, C-EDGE-3).
    pub morgan4: u8,
    /// Merlin #6's bonus, on the main quest (C-PROMO-MERLIN6-2).
    pub merlin6: u8,
    pub total: u8,
    /// Sword value used: the quest's, or 2 for Picts+Saxons (C-PROMO-MORGAN8-2).
    pub value: u8,
    pub band: Band,
    pub white: u8,
    pub black: u8,
}

/// A whole quest resolution, public once the pile is taken.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct QuestReport {
    pub seat: Seat,
    pub main: Quest,
    /// Merlin #6's bonus when the quest came from Merlin #6.
    pub bonus: Option<u8>,
    /// Picts and Saxons were one quest (Morgan #8).
    pub merged: bool,
    /// Characters set apart (C-QUEST-7), Gawain's included.
    pub characters: Few<Card, 24>,
    pub removals: Few<Removal, 10>,
    pub tallies: Few<Tally, 5>,
    /// Morgan #3's extra swords (C-CARD-MORGAN3-1).
    pub extra_white: u8,
    pub extra_black: u8,
    /// All swords this quest places, Morgan #3 included (C-QUEST-15).
    pub white: u8,
    pub black: u8,
    pub morgan7_loss: bool,
    pub turned_up: Few<TurnedUp, CARDS>,
    pub gawain: Few<GawainPlay, 2>,
}

impl QuestReport {
    /// The main quest's line.
    #[must_use]
    pub fn main_tally(&self) -> Option<&Tally> {
        self.tallies.iter().find(|t| t.main)
    }

    /// The main quest succeeded (C-KNIGHT-2).
    #[must_use]
    pub fn succeeded(&self) -> bool {
        self.main_tally().is_some_and(|t| t.white > 0)
    }

    /// The main quest failed with black swords (C-KNIGHT-3, C-EDGE-6).
    #[must_use]
    pub fn failed(&self) -> bool {
        self.main_tally().is_some_and(|t| t.black > 0)
    }
}

/// The stacks each Merlin names (C-CARD-MERLIN1-1, -2-1, -3-1).
const fn merlin_quests(m: Card) -> [Quest; 2] {
    match m {
        Card::Merlin1 => [Quest::Picts, Quest::Saxons],
        Card::Merlin2 => [Quest::Dragon, Quest::Grail],
        _ => [Quest::Excalibur, Quest::Grail],
    }
}

/// Takes the highest numbered card out of a stack's counts (slot 0 is `?`, never taken:
/// C-CARD-MERLIN-4).
fn remove_highest(counts: &mut [u8; 5], quest: Quest) -> Option<Card> {
    for slot in (1..5u8).rev() {
        if let Some(c) = counts.get_mut(usize::from(slot)) {
            if *c > 0 {
                *c -= 1;
                return quest.numbered(slot + 1);
            }
        }
    }
    None
}

/// Computes a quest from its resolution, in the order of spec §2 (C-QUEST-8).
pub(crate) fn tally(r: &Resolution) -> QuestReport {
    let mut rep = QuestReport {
        seat: r.seat,
        main: r.main,
        bonus: r.bonus,
        turned_up: r.turned_up,
        gawain: r.gawain,
        ..QuestReport::default()
    };
    // Step 1: sort the quest cards into stacks (counts per value slot), set characters apart.
    let mut counts = [[0u8; 5]; 5];
    let mut present = [false; 3]; // Merlin #1, #2, #3
    let (mut morgan3, mut morgan5, mut morgan6, mut morgan7, mut morgan8) =
        (false, false, false, false, false);
    let (mut merlin5, mut mordred) = (false, false);
    let mut morgan4: u8 = 0;
    for &c in r.cards.iter() {
        if let Some(q) = c.quest() {
            if let Some(n) = counts
                .get_mut(q.index())
                .and_then(|s| s.get_mut(c.index() % 5))
            {
                *n += 1;
            }
            continue;
        }
        rep.characters.push(c);
        match c {
            Card::Merlin1 => present[0] = true,
            Card::Merlin2 => present[1] = true,
            Card::Merlin3 => present[2] = true,
            Card::Merlin5 => merlin5 = true,
            Card::Morgan3 => morgan3 = true,
            Card::Morgan5 => morgan5 = true,
            Card::Morgan6 => morgan6 = true,
            Card::Morgan7 => morgan7 = true,
            Card::Morgan8 => morgan8 = true,
            Card::Mordred => mordred = true,
            _ => morgan4 = morgan4.saturating_add(c.morgan4_bonus()), // C-CARD-MORGAN4-2
        }
    }
    let before = counts;

    // Step 2: Merlin removals, each Merlin on its own (C-CARD-MERLIN-5).
    for (i, m) in [Card::Merlin1, Card::Merlin2, Card::Merlin3]
        .into_iter()
        .enumerate()
    {
        if !present.get(i).copied().unwrap_or(false) {
            continue;
        }
        for q in merlin_quests(m) {
            let removed = counts.get_mut(q.index()).and_then(|s| remove_highest(s, q));
            rep.removals.push(Removal {
                merlin: m,
                quest: q,
                removed,
                token_owner: None,
            });
        }
    }
    for t in r.tokens.iter() {
        // C-CARD-MERLIN4-2, C-PROMO-MORGAN8-5: a token names one stack, even under Morgan #8.
        let removed = counts
            .get_mut(t.quest.index())
            .and_then(|s| remove_highest(s, t.quest));
        rep.removals.push(Removal {
            merlin: Card::Merlin4,
            quest: t.quest,
            removed,
            token_owner: Some(t.owner),
        });
    }

    // Steps 3–6: totals and judgement, one tally per quest (Picts+Saxons united under Morgan #8).
    rep.merged = morgan8;
    let singles: [&[Quest]; 5] = [
        &[Quest::Picts],
        &[Quest::Saxons],
        &[Quest::Dragon],
        &[Quest::Excalibur],
        &[Quest::Grail],
    ];
    let united: [&[Quest]; 4] = [
        &[Quest::Picts, Quest::Saxons],
        &[Quest::Dragon],
        &[Quest::Excalibur],
        &[Quest::Grail],
    ];
    let groups: &[&[Quest]] = if morgan8 { &united } else { &singles };
    for group in groups {
        let is_main = group.contains(&r.main);
        let mut t = Tally {
            main: is_main,
            ..Tally::default()
        };
        let mut cards_before = 0u8;
        for &q in group.iter() {
            let kept = counts.get(q.index()).copied().unwrap_or_default();
            let had = before.get(q.index()).copied().unwrap_or_default();
            let mut p = Part {
                quest: q,
                cards: had.iter().sum(),
                ..Part::default()
            };
            for slot in (1..5u8).rev() {
                for _ in 0..kept.get(usize::from(slot)).copied().unwrap_or(0) {
                    p.numbered.push(slot + 1);
                }
            }
            p.wild = kept.first().copied().unwrap_or(0);
            // C-QUEST-9: each ? is worth the number of ? in its own stack (C-EDGE-3); 1 under Morgan #6.
            p.wild_each = if morgan6 { 1 } else { p.wild };
            // C-CARD-MORDRED-1: +1 per Picts / Saxons card left after Merlin.
            if mordred && matches!(q, Quest::Picts | Quest::Saxons) {
                p.mordred = p.left();
            }
            cards_before = cards_before.saturating_add(p.cards);
            t.parts.push(p);
        }
        // C-QUEST-14: a secondary quest without cards is not evaluated.
        if !is_main && cards_before == 0 {
            continue;
        }
        let left: u8 = t.parts.iter().map(Part::left).sum();
        t.morgan4 = if left > 0 { morgan4 } else { 0 }; // C-CARD-MORGAN4-3, C-EDGE-4
        t.merlin6 = if is_main { r.bonus.unwrap_or(0) } else { 0 };
        t.total = t
            .parts
            .iter()
            .fold(0u8, |a, p| a.saturating_add(p.sum()))
            .saturating_add(t.morgan4)
            .saturating_add(t.merlin6);
        t.value = match group {
            [q] => q.swords(),
            _ => 2, // C-PROMO-MORGAN8-2
        };
        if is_main {
            if merlin5 && cards_before == 5 {
                // C-CARD-MERLIN5-1, C-EDGE-1 (beats Morgan #7), C-EDGE-2 (Picts+Saxons counted together).
                t.band = Band::Merlin5;
                t.white = t.value;
            } else if t.total >= 14 {
                t.band = if morgan7 { Band::Morgan7 } else { Band::Defeat }; // C-QUEST-12, C-CARD-MORGAN7-1
                t.black = t.value;
            } else if t.total <= 10 {
                t.band = Band::Baseless; // C-QUEST-10
                t.black = 1;
            } else if t.total == 11 && morgan5 {
                t.band = Band::Morgan5; // C-CARD-MORGAN5-1
                t.black = 1;
            } else {
                t.band = Band::Success; // C-QUEST-11
                t.white = t.value;
            }
        } else if t.total >= 14 {
            t.band = Band::Defeat; // C-QUEST-13, C-CARD-MORGAN7-2, C-CARD-MORGAN5-2, C-CARD-MERLIN5-3
            t.black = t.value;
        } else {
            t.band = Band::Harmless;
        }
        rep.white = rep.white.saturating_add(t.white);
        rep.black = rep.black.saturating_add(t.black);
        rep.morgan7_loss |= t.band == Band::Morgan7;
        rep.tallies.push(t);
    }

    // Step 7: Morgan #3, one more sword of each colour placed (C-CARD-MORGAN3-1).
    if morgan3 {
        rep.extra_white = u8::from(rep.white > 0);
        rep.extra_black = u8::from(rep.black > 0);
        rep.white += rep.extra_white;
        rep.black += rep.extra_black;
    }
    rep
}
