//! The components (S-COMP-*, §2): white, black and loyalty cards with their copies, the
//! knights, and the places on the boards.
//!
//! Cards are named by identity: the fourteen Fight 1 cards are fourteen copies of
//! [`White::F1`]. Every identity fits in a `u8`, so hands are counts per identity and piles are
//! byte arrays.

use serde::{Deserialize, Serialize};

/// Siege engines that end the game when the last is placed (S-END-1a).
pub const SIEGE_ENGINES: u8 = 12;
/// Black swords that end the game at once (S-END-1b).
pub const BLACK_DEFEAT: u8 = 7;
/// Swords on the Round Table that end the game (S-END-2).
pub const ALL_SWORDS: u8 = 12;
/// Swords or siege engines that open accusations and the 3-player look (S-ACC-1, S-SETUP-9).
pub const ACCUSE_AT: u8 = 6;
/// Life range (S-LIFE-1).
pub const START_LIFE: u8 = 4;
pub const MAX_LIFE: u8 = 6;
/// The Grail's drink sets life to this (S-REL-GRAIL-2).
pub const GRAIL_LIFE: u8 = 4;
/// Excalibur's track (S-Q-EXC-1, S-DEF-22).
pub const EXCALIBUR_START: u8 = 5;
pub const EXCALIBUR_LOST: u8 = 10;
/// Cards in a hand above which the Camelot draw is barred (S-Q-CAM-1).
pub const DRAW_BARRED_AT: u8 = 12;
/// Cards dealt at setup besides the Merlin (S-SETUP-7).
pub const DEALT: u8 = 5;
/// Cards Clairvoyance looks at (S-WS-CLAIR).
pub const CLAIRVOYANCE: usize = 5;
/// Warriors that lose a war (S-Q-WAR-4).
pub const WARRIORS_LOSE: u8 = 4;

/// A white card by identity (§2.1).
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize,
)]
#[repr(u8)]
pub enum White {
    #[default]
    F1,
    F2,
    F3,
    F4,
    F5,
    Grail,
    Merlin,
    Fate,
    Piety,
    Heroism,
    Reinforcements,
    Clairvoyance,
    Messenger,
    Lady,
    Convocation,
}

impl White {
    pub const ALL: [White; 15] = [
        White::F1,
        White::F2,
        White::F3,
        White::F4,
        White::F5,
        White::Grail,
        White::Merlin,
        White::Fate,
        White::Piety,
        White::Heroism,
        White::Reinforcements,
        White::Clairvoyance,
        White::Messenger,
        White::Lady,
        White::Convocation,
    ];
    pub const FIGHT: [White; 5] = [White::F1, White::F2, White::F3, White::F4, White::F5];

    #[must_use]
    pub const fn index(self) -> usize {
        self as usize
    }

    #[must_use]
    pub fn from_index(i: usize) -> Option<White> {
        White::ALL.get(i).copied()
    }

    /// Copies in the deck (S-COMP-1, §2.1).
    #[must_use]
    pub const fn copies(self) -> u8 {
        match self {
            White::F1 => 14,
            White::F2 => 12,
            White::F3 => 10,
            White::F4 => 8,
            White::F5 => 7,
            White::Grail => 18,
            White::Merlin => 7,
            _ => 1,
        }
    }

    /// The value of a fight card, `None` for any other card.
    #[must_use]
    pub const fn fight(self) -> Option<u8> {
        match self {
            White::F1 => Some(1),
            White::F2 => Some(2),
            White::F3 => Some(3),
            White::F4 => Some(4),
            White::F5 => Some(5),
            _ => None,
        }
    }

    /// The fight card of value `v` (1–5).
    #[must_use]
    pub fn of_value(v: u8) -> Option<White> {
        White::FIGHT.get(usize::from(v).checked_sub(1)?).copied()
    }

    /// Special cards are played as heroic action C (S-WS-0); Merlin is one of them.
    #[must_use]
    pub const fn is_special(self) -> bool {
        (self as u8) >= (White::Merlin as u8)
    }
}

/// A black card by identity (§2.3). Lancelot/Dragon cards are named by their Lancelot value.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize,
)]
#[repr(u8)]
pub enum Black {
    #[default]
    BK1,
    BK3,
    BK5,
    BK7,
    LD1,
    LD3,
    LD5,
    LD7,
    Excalibur,
    Despair,
    Picts,
    Saxons,
    Mercenaries,
    Morgan1,
    Morgan2,
    Morgan3,
    Morgan4,
    Morgan5,
    Desolation,
    DarkForest,
    Guinevere,
    Mists,
    Mordred,
    Vivien,
}

/// What everyone sees of a black card lying face down: its kind (S-BLACK-3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Kind {
    BlackKnight,
    LancelotDragon,
}

impl Black {
    pub const ALL: [Black; 24] = [
        Black::BK1,
        Black::BK3,
        Black::BK5,
        Black::BK7,
        Black::LD1,
        Black::LD3,
        Black::LD5,
        Black::LD7,
        Black::Excalibur,
        Black::Despair,
        Black::Picts,
        Black::Saxons,
        Black::Mercenaries,
        Black::Morgan1,
        Black::Morgan2,
        Black::Morgan3,
        Black::Morgan4,
        Black::Morgan5,
        Black::Desolation,
        Black::DarkForest,
        Black::Guinevere,
        Black::Mists,
        Black::Mordred,
        Black::Vivien,
    ];

    #[must_use]
    pub const fn index(self) -> usize {
        self as usize
    }

    #[must_use]
    pub fn from_index(i: usize) -> Option<Black> {
        Black::ALL.get(i).copied()
    }

    /// Copies in the deck (§2.3).
    #[must_use]
    pub const fn copies(self) -> u8 {
        match self {
            Black::BK1 => 5,
            Black::BK3 | Black::LD3 | Black::LD5 => 3,
            Black::BK5 | Black::Desolation => 2,
            Black::LD1 | Black::Picts | Black::Saxons | Black::Mercenaries => 4,
            Black::Excalibur | Black::Despair => 15,
            _ => 1,
        }
    }

    /// Special black cards pass the Merlin window (S-BLACK-2, S-BX).
    #[must_use]
    pub const fn is_special(self) -> bool {
        (self as u8) >= (Black::Morgan1 as u8)
    }

    /// The kind of a combat card, the only cards that may lie face down (S-BLACK-3).
    #[must_use]
    pub const fn kind(self) -> Option<Kind> {
        match self {
            Black::BK1 | Black::BK3 | Black::BK5 | Black::BK7 => Some(Kind::BlackKnight),
            Black::LD1 | Black::LD3 | Black::LD5 | Black::LD7 => Some(Kind::LancelotDragon),
            _ => None,
        }
    }

    /// The value of a combat card on `place` (S-Q-CMB-1): Black Knight value, or the Lancelot
    /// value (the lower) on Lancelot and the Dragon value (the higher) on the Dragon.
    #[must_use]
    pub const fn value_on(self, place: Place) -> u8 {
        match (self, place) {
            (Black::BK1, _) => 1,
            (Black::BK3, _) => 3,
            (Black::BK5, _) => 5,
            (Black::BK7, _) => 7,
            (Black::LD1, Place::Dragon) => 5,
            (Black::LD3, Place::Dragon) => 7,
            (Black::LD5, Place::Dragon) => 9,
            (Black::LD7, Place::Dragon) => 11,
            (Black::LD1, _) => 1,
            (Black::LD3, _) => 3,
            (Black::LD5, _) => 5,
            (Black::LD7, _) => 7,
            _ => 0,
        }
    }
}

/// The loyalty cards (§2.6).
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize,
)]
pub enum Loyalty {
    #[default]
    Loyal,
    Traitor,
}

/// Loyal and Traitor cards in the box (S-COMP-1, §2.6).
pub const LOYAL_CARDS: u8 = 7;
pub const TRAITOR_CARDS: u8 = 1;

/// The knights (coats of arms, §10). Bedivere only with the optional module (S-SETUP-12).
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize,
)]
pub enum Knight {
    #[default]
    Arthur,
    Galahad,
    Gawain,
    Kay,
    Percival,
    Palamedes,
    Tristan,
    Bedivere,
}

impl Knight {
    pub const ALL: [Knight; 8] = [
        Knight::Arthur,
        Knight::Galahad,
        Knight::Gawain,
        Knight::Kay,
        Knight::Percival,
        Knight::Palamedes,
        Knight::Tristan,
        Knight::Bedivere,
    ];
}

/// A location on the boards (S-COMP-2). Lancelot and the Dragon are the two sides of one board.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize,
)]
pub enum Place {
    #[default]
    Camelot,
    BlackKnight,
    Lancelot,
    Dragon,
    Excalibur,
    Grail,
    Picts,
    Saxons,
}

impl Place {
    pub const ALL: [Place; 8] = [
        Place::Camelot,
        Place::BlackKnight,
        Place::Lancelot,
        Place::Dragon,
        Place::Excalibur,
        Place::Grail,
        Place::Picts,
        Place::Saxons,
    ];
    /// The standard quests (S-Q-GEN-1): every place but Camelot.
    pub const QUESTS: [Place; 7] = [
        Place::BlackKnight,
        Place::Lancelot,
        Place::Dragon,
        Place::Excalibur,
        Place::Grail,
        Place::Picts,
        Place::Saxons,
    ];

    #[must_use]
    pub const fn index(self) -> usize {
        self as usize
    }

    #[must_use]
    pub fn from_index(i: usize) -> Option<Place> {
        Place::ALL.get(i).copied()
    }

    /// Solo quests hold one knight (S-Q-GEN-2).
    #[must_use]
    pub const fn is_solo(self) -> bool {
        matches!(self, Place::BlackKnight | Place::Lancelot)
    }

    /// Black Knight, Lancelot and Dragon (S-Q-CMB).
    #[must_use]
    pub const fn is_combat(self) -> bool {
        matches!(self, Place::BlackKnight | Place::Lancelot | Place::Dragon)
    }

    #[must_use]
    pub const fn is_war(self) -> bool {
        matches!(self, Place::Picts | Place::Saxons)
    }

    /// White and black spots of a combat quest (S-Q-CMB-1).
    #[must_use]
    pub const fn spots(self) -> (u8, u8) {
        match self {
            Place::BlackKnight => (4, 4),
            Place::Lancelot => (5, 5),
            Place::Dragon => (9, 5),
            _ => (0, 0),
        }
    }
}

/// One quest's outcome table (S-Q-REW).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Reward {
    /// Swords of the outcome's colour.
    pub won_swords: u8,
    pub lost_swords: u8,
    /// Life for each `OK` knight present.
    pub won_life: u8,
    pub lost_life: u8,
    /// White cards drawn on a win.
    pub cards: u8,
    /// Solo quests give the cards to the knight; group quests share them.
    pub shared: bool,
    /// Siege engines added on a loss (the wars).
    pub lost_siege: u8,
}

/// The table S-Q-REW.
#[must_use]
pub const fn reward(q: Place) -> Reward {
    const fn r(ws: u8, ls: u8, wl: u8, ll: u8, cards: u8, shared: bool, siege: u8) -> Reward {
        Reward {
        won_swords: ws,
        lost_swords: ls,
        won_life: wl,
        lost_life: ll,
        cards,
        shared,
        lost_siege: siege,
        }
    }
    match q {
        Place::BlackKnight => r(1, 1, 1, 1, 3, false, 0),
        Place::Lancelot => r(1, 1, 1, 1, 4, false, 0),
        Place::Dragon => r(2, 2, 2, 2, 7, true, 0),
        Place::Excalibur => r(2, 2, 1, 1, 7, true, 0),
        Place::Grail => r(3, 3, 1, 1, 7, true, 0),
        Place::Picts | Place::Saxons => r(1, 1, 1, 1, 4, true, 2),
        Place::Camelot => r(0, 0, 0, 0, 0, false, 0),
    }
}

/// The war sequence (S-Q-WAR-2): 1-2-3-4-5, with Mordred another 5.
pub const WAR_SEQUENCE: [u8; 6] = [1, 2, 3, 4, 5, 5];

/// Every white card of the deck, in identity order (84).
#[must_use]
pub fn white_deck() -> Vec<White> {
    White::ALL
        .iter()
        .flat_map(|&w| std::iter::repeat_n(w, usize::from(w.copies())))
        .collect()
}

/// Every black card of the deck, in identity order (76).
#[must_use]
pub fn black_deck() -> Vec<Black> {
    Black::ALL
        .iter()
        .flat_map(|&b| std::iter::repeat_n(b, usize::from(b.copies())))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decks_have_the_spec_counts() {
        assert_eq!(white_deck().len(), 84);
        assert_eq!(black_deck().len(), 76);
        assert_eq!(White::ALL.iter().filter(|w| w.is_special()).map(|w| w.copies()).sum::<u8>(), 15);
        assert_eq!(Black::ALL.iter().filter(|b| b.is_special()).map(|b| b.copies()).sum::<u8>(), 12);
    }
}
