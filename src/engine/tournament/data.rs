//! Printed content: the 80 Weapon cards (spec §10), the 8 character pairs (§11) and the 24
//! Godsends (§12). Everything here is a constant table; the rules read it, never write it.
//!
//! Cards are `u8` ids so hands, piles and melees are bitmasks (`u128`): iterating a mask yields
//! ids in ascending order, which is exactly the order the contract wants for legal actions.
//!
//! | ids    | cards                                              |
//! |--------|----------------------------------------------------|
//! | 0–59   | Basic: suit × 15 + (value − 1), suits in [`Suit`] order |
//! | 60–74  | Alchemy 1–15                                       |
//! | 75–77  | Merlin ×3                                          |
//! | 78–79  | Sorcerer's Apprentice ×2                           |

use serde::{Deserialize, Serialize};

/// A Weapon card, by identity (T-COMP-4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Card(pub u8);

/// A suit as the rules use it: the four Basic suits, plus Alchemy, which is its own printed
/// suit for doubling and protection (T-DOUBLE-3) and the lead suit of an Alchemy lead (T-LEAD-6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Suit {
    Swords,
    Arrows,
    Sorcery,
    Deception,
    Alchemy,
}

impl Suit {
    pub const BASIC: [Suit; 4] = [Suit::Swords, Suit::Arrows, Suit::Sorcery, Suit::Deception];
    pub const ALL: [Suit; 5] = [
        Suit::Swords,
        Suit::Arrows,
        Suit::Sorcery,
        Suit::Deception,
        Suit::Alchemy,
    ];

    #[must_use]
    pub fn index(self) -> usize {
        self as usize
    }

    #[must_use]
    pub fn is_basic(self) -> bool {
        self != Suit::Alchemy
    }

    /// The cards of this printed suit.
    #[must_use]
    pub fn mask(self) -> u128 {
        SUIT_MASK[self.index()]
    }

    #[must_use]
    pub fn from_index(i: usize) -> Option<Suit> {
        Suit::ALL.get(i).copied()
    }
}

/// What kind of card a Weapon card is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum CardKind {
    /// A Basic card (T-COMP-4): printed suit and value, poisoned or standard.
    Basic {
        suit: Suit,
        value: u8,
        poisoned: bool,
    },
    /// Alchemy 1–15, never poisoned.
    Alchemy {
        value: u8,
    },
    Merlin,
    Apprentice,
}

/// Number of Weapon cards in the full deck (T-COMP-4).
pub const DECK_SIZE: u8 = 80;
pub const FIRST_ALCHEMY: u8 = 60;
pub const FIRST_MERLIN: u8 = 75;
pub const FIRST_APPRENTICE: u8 = 78;

const fn range_mask(from: u8, len: u8) -> u128 {
    ((1u128 << len) - 1) << from
}

/// Cards of each printed suit, in [`Suit`] order (Alchemy last).
pub const SUIT_MASK: [u128; 5] = [
    range_mask(0, 15),
    range_mask(15, 15),
    range_mask(30, 15),
    range_mask(45, 15),
    range_mask(FIRST_ALCHEMY, 15),
];
pub const BASIC_MASK: u128 = range_mask(0, 60);
pub const ALCHEMY_MASK: u128 = SUIT_MASK[4];
pub const MERLIN_MASK: u128 = range_mask(FIRST_MERLIN, 3);
pub const APPRENTICE_MASK: u128 = range_mask(FIRST_APPRENTICE, 2);
/// Merlin and Apprentice: wild cards that belong to no suit (T-SORC-4).
pub const SORCERER_MASK: u128 = MERLIN_MASK | APPRENTICE_MASK;
pub const FULL_DECK: u128 = range_mask(0, DECK_SIZE);
/// The 2-player deck: no Arrows (T-SETUP-7, T-2P-1).
pub const TWO_PLAYER_DECK: u128 = FULL_DECK & !SUIT_MASK[1];

/// Poisoned values per Basic suit (spec §10, `[DEF]` apart from the rulebook's fixed points:
/// 9-Swords and 11-Sorcery poisoned, 13/7-Sorcery and 1-Arrows standard). One per value band.
pub const POISONED: [[u8; 4]; 4] = [
    [2, 6, 9, 13],  // Swords
    [4, 7, 10, 15], // Arrows
    [3, 5, 11, 14], // Sorcery
    [1, 8, 12, 15], // Deception
];

const fn poison_mask() -> u128 {
    let mut m = 0u128;
    let mut s = 0;
    while s < 4 {
        let mut i = 0;
        while i < 4 {
            m |= 1u128 << (s * 15 + POISONED[s][i] as usize - 1);
            i += 1;
        }
        s += 1;
    }
    m
}

/// Every poisoned card.
pub const POISON_MASK: u128 = poison_mask();

impl Card {
    /// The Basic card of `suit` and `value` (1–15); `None` for Alchemy or a bad value.
    #[must_use]
    pub fn basic(suit: Suit, value: u8) -> Option<Card> {
        (suit.is_basic() && (1..=15).contains(&value)).then(|| Card(suit as u8 * 15 + value - 1))
    }

    /// The Alchemy card of `value` (1–15).
    #[must_use]
    pub fn alchemy(value: u8) -> Option<Card> {
        (1..=15)
            .contains(&value)
            .then(|| Card(FIRST_ALCHEMY + value - 1))
    }

    /// Merlin number `i` (0–2).
    #[must_use]
    pub fn merlin(i: u8) -> Option<Card> {
        (i < 3).then_some(Card(FIRST_MERLIN + i))
    }

    /// Apprentice number `i` (0–1).
    #[must_use]
    pub fn apprentice(i: u8) -> Option<Card> {
        (i < 2).then_some(Card(FIRST_APPRENTICE + i))
    }

    #[must_use]
    pub fn bit(self) -> u128 {
        if self.0 < DECK_SIZE {
            1u128 << self.0
        } else {
            0
        }
    }

    #[must_use]
    pub fn is_valid(self) -> bool {
        self.0 < DECK_SIZE
    }

    #[must_use]
    pub fn kind(self) -> CardKind {
        let id = self.0;
        if id < FIRST_ALCHEMY {
            let suit = Suit::BASIC[(id / 15) as usize];
            CardKind::Basic {
                suit,
                value: id % 15 + 1,
                poisoned: POISON_MASK & self.bit() != 0,
            }
        } else if id < FIRST_MERLIN {
            CardKind::Alchemy {
                value: id - FIRST_ALCHEMY + 1,
            }
        } else if id < FIRST_APPRENTICE {
            CardKind::Merlin
        } else {
            CardKind::Apprentice
        }
    }

    /// The printed suit, if any (Sorcerers have none, T-DOUBLE-3).
    #[must_use]
    pub fn suit(self) -> Option<Suit> {
        match self.0 {
            0..=59 => Suit::from_index((self.0 / 15) as usize),
            60..=74 => Some(Suit::Alchemy),
            _ => None,
        }
    }

    /// The printed value (1–15); `None` for Sorcerers, whose value is declared.
    #[must_use]
    pub fn printed_value(self) -> Option<u8> {
        match self.0 {
            0..=59 => Some(self.0 % 15 + 1),
            60..=74 => Some(self.0 - FIRST_ALCHEMY + 1),
            _ => None,
        }
    }

    #[must_use]
    pub fn is_sorcerer(self) -> bool {
        SORCERER_MASK & self.bit() != 0
    }

    #[must_use]
    pub fn is_alchemy(self) -> bool {
        ALCHEMY_MASK & self.bit() != 0
    }

    #[must_use]
    pub fn is_merlin(self) -> bool {
        MERLIN_MASK & self.bit() != 0
    }

    #[must_use]
    pub fn is_poisoned(self) -> bool {
        POISON_MASK & self.bit() != 0
    }

    /// Printed injury, step (1) of T-INJ-1: Standard 5, Poisoned 10, Alchemy 5, Merlin 25,
    /// Apprentice 5.
    #[must_use]
    pub fn base_injury(self) -> u8 {
        if self.is_merlin() {
            25
        } else if self.is_poisoned() {
            10
        } else {
            5
        }
    }
}

impl std::fmt::Display for Card {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.kind() {
            CardKind::Basic {
                suit,
                value,
                poisoned,
            } => {
                write!(f, "{value}-{suit:?}{}", if poisoned { "(P)" } else { "" })
            }
            CardKind::Alchemy { value } => write!(f, "{value}-Alchemy"),
            CardKind::Merlin => write!(f, "Merlin#{}", self.0 - FIRST_MERLIN + 1),
            CardKind::Apprentice => write!(f, "Apprentice#{}", self.0 - FIRST_APPRENTICE + 1),
        }
    }
}

/// Iterates the cards of a mask in ascending id order.
pub fn cards_of(mut mask: u128) -> impl Iterator<Item = Card> {
    std::iter::from_fn(move || {
        if mask == 0 {
            return None;
        }
        let id = mask.trailing_zeros() as u8;
        mask &= mask - 1;
        Some(Card(id))
    })
}

/// Where a piece of content comes from (T-CONV-1, spec §14): the app labels reconstructions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Source {
    /// `[RB]`: restated from the rulebook.
    Rulebook,
    /// `[INT]`: our reading of an ambiguous or silent sentence.
    Interpretation,
    /// `[DEF]`: defined by the spec (card texts, numbers); a reconstruction.
    Defined,
}

/// A Protagonist and its fixed Companion (T-COMP-1, §11). Named by the Protagonist.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Character {
    Arthur,
    Guinevere,
    Gawain,
    Morgan,
    Galahad,
    Tristan,
    Percival,
    Nimue,
}

impl Character {
    pub const ALL: [Character; 8] = [
        Character::Arthur,
        Character::Guinevere,
        Character::Gawain,
        Character::Morgan,
        Character::Galahad,
        Character::Tristan,
        Character::Percival,
        Character::Nimue,
    ];

    #[must_use]
    pub fn index(self) -> usize {
        self as usize
    }

    #[must_use]
    pub fn protagonist(self) -> &'static str {
        match self {
            Character::Arthur => "King Arthur",
            Character::Guinevere => "Queen Guinevere",
            Character::Gawain => "Sir Gawain",
            Character::Morgan => "Morgan le Fay",
            Character::Galahad => "Sir Galahad",
            Character::Tristan => "Sir Tristan",
            Character::Percival => "Sir Percival",
            Character::Nimue => "Nimue, Lady of the Lake",
        }
    }

    #[must_use]
    pub fn companion(self) -> &'static str {
        match self {
            Character::Arthur => "Excalibur",
            Character::Guinevere => "Sir Lancelot",
            Character::Gawain => "The Green Sash",
            Character::Morgan => "Mordred",
            Character::Galahad => "The Holy Grail",
            Character::Tristan => "Isolde",
            Character::Percival => "The Fisher King",
            Character::Nimue => "Sir Pelleas",
        }
    }

    /// Threshold for Use (T-THRESH-1); `None` for the Green Sash, active from the start
    /// (T-THRESH-5). Lancelot's 150 is printed in the rulebook; the rest are `[DEF]`.
    #[must_use]
    pub fn threshold(self) -> Option<u16> {
        match self {
            Character::Arthur => Some(200),
            Character::Guinevere => Some(150),
            Character::Gawain => None,
            Character::Morgan => Some(175),
            Character::Galahad => Some(125),
            Character::Tristan => Some(250),
            Character::Percival => Some(250),
            Character::Nimue => Some(225),
        }
    }

    /// Where the pair's powers come from (T-CONV-1): only the pairings and Arthur's token,
    /// Lancelot's threshold and the Sash's lack of one are printed; every power text is `[DEF]`.
    #[must_use]
    pub fn power_source(self) -> Source {
        Source::Defined
    }

    /// Whether the pairing itself (names, who goes with whom) is printed in the rulebook.
    #[must_use]
    pub fn pairing_source(self) -> Source {
        match self {
            Character::Arthur | Character::Guinevere | Character::Gawain => Source::Rulebook,
            _ => Source::Defined,
        }
    }
}

/// A Godsend card, by identity (0–23).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Godsend(pub u8);

/// The 13 Godsend texts of §12 (all `[DEF]`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum GodsendKind {
    /// GS-01
    WrathOfHeaven,
    /// GS-02
    DayOfReckoning,
    /// GS-03
    DivineShield,
    /// GS-04
    Antidote,
    /// GS-05
    ArmourOfFaith,
    /// GS-06
    HolyWater,
    /// GS-07
    RelicOfTheSaints,
    /// GS-08
    GuardianAngel,
    /// GS-09
    BlessedBlade,
    /// GS-10
    SecondSight,
    /// GS-11
    Intervention,
    /// GS-12
    Mercy,
    /// GS-13
    Judgement,
}

/// Copies per kind, in [`GodsendKind`] order: 3+1+2+2+2+3+2+2+2+2+1+1+1 = 24 (§12).
pub const GODSEND_COPIES: [u8; 13] = [3, 1, 2, 2, 2, 3, 2, 2, 2, 2, 1, 1, 1];
pub const GODSEND_COUNT: u8 = 24;
pub const ALL_GODSENDS: u32 = (1 << GODSEND_COUNT) - 1;

impl GodsendKind {
    pub const ALL: [GodsendKind; 13] = [
        GodsendKind::WrathOfHeaven,
        GodsendKind::DayOfReckoning,
        GodsendKind::DivineShield,
        GodsendKind::Antidote,
        GodsendKind::ArmourOfFaith,
        GodsendKind::HolyWater,
        GodsendKind::RelicOfTheSaints,
        GodsendKind::GuardianAngel,
        GodsendKind::BlessedBlade,
        GodsendKind::SecondSight,
        GodsendKind::Intervention,
        GodsendKind::Mercy,
        GodsendKind::Judgement,
    ];

    /// The spec's rule ID (GS-01 … GS-13).
    #[must_use]
    pub fn rule_id(self) -> &'static str {
        const IDS: [&str; 13] = [
            "GS-01", "GS-02", "GS-03", "GS-04", "GS-05", "GS-06", "GS-07", "GS-08", "GS-09",
            "GS-10", "GS-11", "GS-12", "GS-13",
        ];
        IDS[self as usize]
    }

    /// The ids of this kind's copies, as a mask.
    #[must_use]
    pub fn mask(self) -> u32 {
        KIND_MASK[self as usize]
    }

    /// Whether it is a Will of God card, tracked by a token (T-WOG-1).
    #[must_use]
    pub fn is_will_of_god(self) -> bool {
        matches!(
            self,
            GodsendKind::Intervention | GodsendKind::Mercy | GodsendKind::Judgement
        )
    }
}

const fn kind_masks() -> [u32; 13] {
    let mut out = [0u32; 13];
    let mut next = 0u32;
    let mut k = 0;
    while k < 13 {
        let n = GODSEND_COPIES[k] as u32;
        out[k] = ((1u32 << n) - 1) << next;
        next += n;
        k += 1;
    }
    out
}

/// The Godsend ids of each kind, in [`GodsendKind`] order (ids are dealt out in that order).
pub const KIND_MASK: [u32; 13] = kind_masks();

impl Godsend {
    #[must_use]
    pub fn kind(self) -> GodsendKind {
        let mut k = 0;
        while k < 13 {
            if KIND_MASK[k] & (1u32 << (self.0 & 31)) != 0 {
                return GodsendKind::ALL[k];
            }
            k += 1;
        }
        GodsendKind::Judgement
    }

    #[must_use]
    pub fn is_valid(self) -> bool {
        self.0 < GODSEND_COUNT
    }

    #[must_use]
    pub fn bit(self) -> u32 {
        if self.is_valid() {
            1u32 << self.0
        } else {
            0
        }
    }

    /// The first copy of `kind`.
    #[must_use]
    pub fn first_of(kind: GodsendKind) -> Godsend {
        Godsend(kind.mask().trailing_zeros() as u8)
    }
}

/// Iterates the Godsends of a mask in ascending id order.
pub fn godsends_of(mut mask: u32) -> impl Iterator<Item = Godsend> {
    std::iter::from_fn(move || {
        if mask == 0 {
            return None;
        }
        let id = mask.trailing_zeros() as u8;
        mask &= mask - 1;
        Some(Godsend(id))
    })
}

/// Health display bands (T-COMP-3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Band {
    /// 400–305
    Robust,
    /// 300–205
    Stable,
    /// 200–105
    Feeble,
    /// 100–5
    Crippled,
    /// 0
    Zero,
}

impl Band {
    #[must_use]
    pub fn of(health: u16) -> Band {
        match health {
            305.. => Band::Robust,
            205..=304 => Band::Stable,
            105..=204 => Band::Feeble,
            5..=104 => Band::Crippled,
            _ => Band::Zero,
        }
    }
}

/// Health at the start of the game and its ceiling (T-SETUP-3, T-HEAL-3).
pub const MAX_HEALTH: u16 = 400;
/// Cards dealt to each player every round (T-DEAL-1), so melees per round (T-DEAL-5).
pub const HAND_SIZE: u8 = 12;
pub const MELEES_PER_ROUND: u8 = 12;
/// Injury for Shame (T-SHAME-2).
pub const SHAME_INJURY: u16 = 5;

#[cfg(test)]
mod tests {
    use super::*;

    /// T-COMP-4, §10: 60 Basic (4 × 15, 11 standard + 4 poisoned each), 15 Alchemy, 3 Merlin,
    /// 2 Apprentice; 540 injury in all, 445 without Arrows.
    #[test]
    fn deck_table_matches_the_spec() {
        assert_eq!(FULL_DECK.count_ones(), 80);
        assert_eq!(BASIC_MASK.count_ones(), 60);
        assert_eq!(ALCHEMY_MASK.count_ones(), 15);
        assert_eq!(MERLIN_MASK.count_ones(), 3);
        assert_eq!(APPRENTICE_MASK.count_ones(), 2);
        for s in Suit::BASIC {
            assert_eq!((POISON_MASK & s.mask()).count_ones(), 4, "{s:?}");
        }
        let total: u32 = cards_of(FULL_DECK)
            .map(|c| u32::from(c.base_injury()))
            .sum();
        assert_eq!(total, 540);
        let two: u32 = cards_of(TWO_PLAYER_DECK)
            .map(|c| u32::from(c.base_injury()))
            .sum();
        assert_eq!(two, 445);
        assert_eq!(TWO_PLAYER_DECK.count_ones(), 65);
    }

    #[test]
    fn card_ids_round_trip() {
        for s in Suit::BASIC {
            for v in 1..=15 {
                let c = Card::basic(s, v).unwrap();
                assert_eq!(c.suit(), Some(s));
                assert_eq!(c.printed_value(), Some(v));
            }
        }
        assert_eq!(
            Card::alchemy(7).unwrap().kind(),
            CardKind::Alchemy { value: 7 }
        );
        assert!(Card::basic(Suit::Alchemy, 3).is_none());
    }

    #[test]
    fn godsend_kinds_cover_24_ids() {
        let mut seen = 0u32;
        for k in GodsendKind::ALL {
            assert_eq!(seen & k.mask(), 0);
            seen |= k.mask();
            for g in godsends_of(k.mask()) {
                assert_eq!(g.kind(), k);
            }
        }
        assert_eq!(seen, ALL_GODSENDS);
    }
}
