//! The components (C-DECK-*): the Rumor cards of spec §1, the loyalty and knight cards, the five
//! quests with their sword values, and which of them a configuration puts in play.
//!
//! Cards are named by identity: the four `?` Picts cards are four copies of [`Card::PictsWild`].
//! Every identity fits in a `u8` (`#[repr(u8)]`), so decks are plain byte arrays.

use serde::{Deserialize, Serialize};

/// Swords one colour needs to end the game (C-GOAL-2, C-END-1).
pub const WIN_SWORDS: u8 = 7;
/// Swords on the table, both colours together, before anyone may accuse (C-ACCUSE-1).
pub const ACCUSE_MIN_SWORDS: u8 = 4;
/// Morgan cards shuffled into the Rumor deck at setup (C-SETUP-5).
pub const MORGANS_IN_PLAY: u8 = 6;
/// Sword tokens in the box (C-DECK-1); the engine does not cap the counts at it (C-EDGE-13).
pub const SWORD_TOKENS: u8 = 16;
/// Quest tokens in the box: one set of five per Merlin #4 (C-DECK-1, C-DECK-8).
pub const QUEST_TOKENS: u8 = 10;
/// Loyalty cards in the box (C-DECK-1).
pub const LOYAL_CARDS: u8 = 7;
pub const TRAITOR_CARDS: u8 = 2;

/// The five quests (C-DECK-3).
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize,
)]
#[repr(u8)]
pub enum Quest {
    #[default]
    Picts,
    Saxons,
    Dragon,
    Excalibur,
    Grail,
}

impl Quest {
    pub const ALL: [Quest; 5] = [
        Quest::Picts,
        Quest::Saxons,
        Quest::Dragon,
        Quest::Excalibur,
        Quest::Grail,
    ];

    /// Swords this quest places when it succeeds or is defeated (C-DECK-4).
    #[must_use]
    pub const fn swords(self) -> u8 {
        match self {
            Quest::Picts | Quest::Saxons => 1,
            Quest::Dragon | Quest::Excalibur => 2,
            Quest::Grail => 3,
        }
    }

    #[must_use]
    pub const fn index(self) -> usize {
        self as usize
    }

    #[must_use]
    pub fn from_index(i: usize) -> Option<Quest> {
        Quest::ALL.get(i).copied()
    }

    /// The `?` card of this quest.
    #[must_use]
    pub const fn wild(self) -> Card {
        Card::quest_card(self, 0)
    }

    /// The numbered card of this quest worth `value` (2–5).
    #[must_use]
    pub fn numbered(self, value: u8) -> Option<Card> {
        match value {
            2..=5 => Some(Card::quest_card(self, value - 1)),
            _ => None,
        }
    }
}

/// A set of quests: the quest symbols a card shows (C-DECK-7), or the quests allowed now.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct QuestSet(u8);

impl QuestSet {
    pub const EMPTY: QuestSet = QuestSet(0);
    pub const ALL: QuestSet = QuestSet(0b1_1111);

    #[must_use]
    pub const fn of(q: Quest) -> QuestSet {
        QuestSet(1 << q as u8)
    }

    #[must_use]
    pub const fn with(self, q: Quest) -> QuestSet {
        QuestSet(self.0 | 1 << q as u8)
    }

    #[must_use]
    pub const fn contains(self, q: Quest) -> bool {
        self.0 & (1 << q as u8) != 0
    }

    #[must_use]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The quests in the set, in [`Quest::ALL`] order.
    pub fn iter(self) -> impl Iterator<Item = Quest> {
        Quest::ALL.into_iter().filter(move |q| self.contains(*q))
    }
}

impl<'de> Deserialize<'de> for QuestSet {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let quests = Vec::<Quest>::deserialize(d)?;
        Ok(quests.into_iter().fold(QuestSet::EMPTY, QuestSet::with))
    }
}

impl Serialize for QuestSet {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.iter())
    }
}

/// A loyalty card (C-SETUP-4).
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize,
)]
pub enum Loyalty {
    #[default]
    Loyal,
    Traitor,
}

/// The knight cards of Knights to the Rescue (C-KNIGHT-1).
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize,
)]
#[repr(u8)]
pub enum Knight {
    #[default]
    Arthur,
    Tristan,
    Gawain,
    Galahad,
    Percival,
}

impl Knight {
    pub const ALL: [Knight; 5] = [
        Knight::Arthur,
        Knight::Tristan,
        Knight::Gawain,
        Knight::Galahad,
        Knight::Percival,
    ];

    /// Copies in the knight deck: 3 Arthur, 2 Tristan, 2 Gawain, 1 Galahad, 1 Percival (C-KNIGHT-1).
    #[must_use]
    pub const fn copies(self) -> u8 {
        match self {
            Knight::Arthur => 3,
            Knight::Tristan | Knight::Gawain => 2,
            Knight::Galahad | Knight::Percival => 1,
        }
    }

    #[must_use]
    pub const fn index(self) -> usize {
        self as usize
    }
}

/// Every card identity of the Rumor deck (spec §1), promos included.
///
/// Quest cards come first, five identities per quest in the order `?`, 2, 3, 4, 5, so that
/// `index / 5` is the quest and `index % 5` the value slot. The derived order is this order,
/// which is also the order of legal actions naming cards.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize,
)]
#[repr(u8)]
pub enum Card {
    #[default]
    PictsWild,
    Picts2,
    Picts3,
    Picts4,
    Picts5,
    SaxonsWild,
    Saxons2,
    Saxons3,
    Saxons4,
    Saxons5,
    DragonWild,
    Dragon2,
    Dragon3,
    Dragon4,
    Dragon5,
    ExcaliburWild,
    Excalibur2,
    Excalibur3,
    Excalibur4,
    Excalibur5,
    GrailWild,
    Grail2,
    Grail3,
    Grail4,
    Grail5,
    Morgan1,
    Morgan2,
    Morgan3,
    /// Morgan #4 worth +1, showing the Dragon (C-DECK-5, C-DECK-7).
    Morgan4Plus1,
    /// Morgan #4 worth +2, showing Excalibur.
    Morgan4Plus2,
    /// Morgan #4 worth +3, showing the Holy Grail.
    Morgan4Plus3,
    Morgan5,
    Morgan6,
    Morgan7,
    /// Promo (C-PROMO-1).
    Morgan8,
    Merlin1,
    Merlin2,
    Merlin3,
    /// Two copies, each with its own set of quest tokens (C-DECK-6, C-DECK-8).
    Merlin4,
    Merlin5,
    /// Promo (C-PROMO-1).
    Merlin6,
    Mordred,
    Vivien,
}

/// Number of card identities.
pub const CARD_KINDS: usize = 43;

impl Card {
    pub const ALL: [Card; CARD_KINDS] = {
        use Card::*;
        [
            PictsWild,
            Picts2,
            Picts3,
            Picts4,
            Picts5,
            SaxonsWild,
            Saxons2,
            Saxons3,
            Saxons4,
            Saxons5,
            DragonWild,
            Dragon2,
            Dragon3,
            Dragon4,
            Dragon5,
            ExcaliburWild,
            Excalibur2,
            Excalibur3,
            Excalibur4,
            Excalibur5,
            GrailWild,
            Grail2,
            Grail3,
            Grail4,
            Grail5,
            Morgan1,
            Morgan2,
            Morgan3,
            Morgan4Plus1,
            Morgan4Plus2,
            Morgan4Plus3,
            Morgan5,
            Morgan6,
            Morgan7,
            Morgan8,
            Merlin1,
            Merlin2,
            Merlin3,
            Merlin4,
            Merlin5,
            Merlin6,
            Mordred,
            Vivien,
        ]
    };

    /// The quest card of `quest` in value slot `slot` (0 = `?`, 1..=4 = values 2..=5).
    const fn quest_card(quest: Quest, slot: u8) -> Card {
        let i = quest as usize * 5 + slot as usize;
        if i < 25 {
            Card::ALL[i]
        } else {
            Card::PictsWild
        }
    }

    #[must_use]
    pub const fn index(self) -> usize {
        self as usize
    }

    #[must_use]
    pub fn from_index(i: usize) -> Option<Card> {
        Card::ALL.get(i).copied()
    }

    /// The quest of a quest card; `None` for characters.
    #[must_use]
    pub const fn quest(self) -> Option<Quest> {
        match self as u8 / 5 {
            0 => Some(Quest::Picts),
            1 => Some(Quest::Saxons),
            2 => Some(Quest::Dragon),
            3 => Some(Quest::Excalibur),
            4 => Some(Quest::Grail),
            _ => None,
        }
    }

    /// The Rumor value of a numbered quest card (2–5); `None` for `?` cards and characters.
    #[must_use]
    pub const fn value(self) -> Option<u8> {
        if self.quest().is_none() {
            return None;
        }
        match self as u8 % 5 {
            0 => None,
            slot => Some(slot + 1),
        }
    }

    /// Whether this is a `?` quest card (C-QUEST-9).
    #[must_use]
    pub const fn is_wild(self) -> bool {
        self.quest().is_some() && (self as u8).is_multiple_of(5)
    }

    #[must_use]
    pub const fn is_quest_card(self) -> bool {
        self.quest().is_some()
    }

    #[must_use]
    pub const fn is_morgan(self) -> bool {
        matches!(self as u8, 25..=34)
    }

    #[must_use]
    pub const fn is_merlin(self) -> bool {
        matches!(self as u8, 35..=40)
    }

    /// Morgan, Merlin, Mordred or Vivien: set apart at a quest (C-QUEST-7).
    #[must_use]
    pub const fn is_character(self) -> bool {
        !self.is_quest_card()
    }

    /// What a Morgan #4 adds to every stack (C-CARD-MORGAN4-1); 0 for any other card.
    #[must_use]
    pub const fn morgan4_bonus(self) -> u8 {
        match self {
            Card::Morgan4Plus1 => 1,
            Card::Morgan4Plus2 => 2,
            Card::Morgan4Plus3 => 3,
            _ => 0,
        }
    }

    /// The quest symbols on the card (C-DECK-7).
    #[must_use]
    pub const fn symbols(self) -> QuestSet {
        match self {
            Card::Morgan4Plus1 => QuestSet::of(Quest::Dragon),
            Card::Morgan4Plus2 => QuestSet::of(Quest::Excalibur),
            Card::Morgan4Plus3 => QuestSet::of(Quest::Grail),
            Card::Mordred => QuestSet::of(Quest::Picts).with(Quest::Saxons),
            Card::Vivien => QuestSet::ALL,
            _ => match self.quest() {
                Some(q) => QuestSet::of(q),
                None => QuestSet::EMPTY,
            },
        }
    }

    /// Copies of this identity in the box (C-DECK-3, C-DECK-5, C-DECK-6).
    #[must_use]
    pub const fn copies(self) -> u8 {
        if self.is_quest_card() {
            return match self as u8 % 5 {
                0 => 4,
                3 => 2,
                _ => 1,
            };
        }
        match self {
            Card::Merlin4 => 2,
            _ => 1,
        }
    }

    /// Morgan #8 and Merlin #6, in play only with the promo switch (C-PROMO-1).
    #[must_use]
    pub const fn is_promo(self) -> bool {
        matches!(self, Card::Morgan8 | Card::Merlin6)
    }

    /// Whether this identity exists in a game with these promo settings.
    #[must_use]
    pub const fn in_game(self, promos: bool) -> bool {
        promos || !self.is_promo()
    }
}

/// The Morgan cards a game picks its 6 from: all 9, plus Morgan #8 with the promos (C-SETUP-5,
/// C-PROMO-2).
pub fn morgan_pool(promos: bool) -> impl Iterator<Item = Card> {
    Card::ALL
        .into_iter()
        .filter(move |c| c.is_morgan() && c.in_game(promos))
}

/// Every card of a game's Rumor cards with these promo settings, Morgan pool included, each
/// identity repeated as many times as it has copies: 62 cards, or 64 with the promos.
pub fn all_rumor_cards(promos: bool) -> impl Iterator<Item = Card> {
    Card::ALL
        .into_iter()
        .filter(move |c| c.in_game(promos))
        .flat_map(|c| std::iter::repeat_n(c, usize::from(c.copies())))
}

/// Loyal and Traitor cards in play for `players` seats (C-SETUP-1, C-SETUP-2, C-SOLO-1).
#[must_use]
pub const fn loyalty_cards(players: u8) -> (u8, u8) {
    match players {
        0 | 1 => (0, 0),
        2..=6 => (players + 1, 1),
        _ => (LOYAL_CARDS, TRAITOR_CARDS),
    }
}
