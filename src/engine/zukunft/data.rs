//! The components: colours, heroes, mission cards, Merlin and Grail tiles (spec §2.1–§2.4).
//! The castle's spaces are in [`super::board`].
//!
//! Every number here that the rulebook does not print is a reconstruction of the spec and
//! tagged `[DEF]` there (§5); the doc comments name the spec section.

use serde::{Deserialize, Serialize};

/// A player colour (Z-SETUP-7). The purple *player* colour is unrelated to the violet shield.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize,
)]
pub enum Colour {
    #[default]
    Red,
    Green,
    Yellow,
    Blue,
    Purple,
}

impl Colour {
    pub const ALL: [Colour; 5] = [
        Colour::Red,
        Colour::Green,
        Colour::Yellow,
        Colour::Blue,
        Colour::Purple,
    ];

    #[must_use]
    pub const fn index(self) -> usize {
        self as usize
    }

    #[must_use]
    pub fn from_index(i: usize) -> Option<Colour> {
        Colour::ALL.get(i).copied()
    }

    /// The hero of this colour (Z-HERO-1, §2.7).
    #[must_use]
    pub const fn hero(self) -> Hero {
        match self {
            Colour::Red => Hero::Kay,
            Colour::Green => Hero::Tristan,
            Colour::Yellow => Hero::Parzival,
            Colour::Blue => Hero::Lancelot,
            Colour::Purple => Hero::Mordred,
        }
    }

    pub(crate) const fn bit(self) -> u8 {
        1 << (self as u8)
    }
}

/// The colour of a room of the castle, plus the violet secret room (Z-ROOM-GEN-1).
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize,
)]
pub enum RoomColour {
    #[default]
    Red,
    Green,
    Yellow,
    Blue,
    Violet,
}

impl RoomColour {
    /// The four rooms of the castle (the secret room is not one of them, Z-MISS-4).
    pub const CASTLE: [RoomColour; 4] = [
        RoomColour::Red,
        RoomColour::Green,
        RoomColour::Yellow,
        RoomColour::Blue,
    ];

    #[must_use]
    pub const fn index(self) -> usize {
        self as usize
    }
}

/// The side a castle room shows (Z-SETUP-1, Z-SETUP-2).
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize,
)]
pub enum Side {
    #[default]
    A,
    B,
}

/// How a room's side is chosen in the config (Z-SETUP-2).
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize,
)]
pub enum SideChoice {
    #[default]
    A,
    B,
    /// The room's A/B tile decides: an independent 50/50 draw at setup.
    Random,
}

/// A shield on a mission card (§2.2): a room colour, the multicolour shield (any castle room,
/// Z-MISS-4) or the violet shield (the secret room only, Z-MISS-5).
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize,
)]
pub enum ShieldKind {
    #[default]
    Red,
    Green,
    Yellow,
    Blue,
    Multi,
    Violet,
}

impl ShieldKind {
    pub const ALL: [ShieldKind; 6] = [
        ShieldKind::Red,
        ShieldKind::Green,
        ShieldKind::Yellow,
        ShieldKind::Blue,
        ShieldKind::Multi,
        ShieldKind::Violet,
    ];

    #[must_use]
    pub fn from_index(i: usize) -> Option<ShieldKind> {
        ShieldKind::ALL.get(i).copied()
    }

    /// The rooms this shield may use without a hero (Z-MISS-3 … -5).
    #[must_use]
    pub const fn rooms(self) -> &'static [RoomColour] {
        match self {
            ShieldKind::Red => &[RoomColour::Red],
            ShieldKind::Green => &[RoomColour::Green],
            ShieldKind::Yellow => &[RoomColour::Yellow],
            ShieldKind::Blue => &[RoomColour::Blue],
            ShieldKind::Multi => &RoomColour::CASTLE,
            ShieldKind::Violet => &[RoomColour::Violet],
        }
    }

    #[must_use]
    pub fn allows(self, room: RoomColour) -> bool {
        self.rooms().contains(&room)
    }
}

/// A hero (Z-HERO-1, §2.7), one per colour.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize,
)]
pub enum Hero {
    #[default]
    Kay,
    Tristan,
    Parzival,
    Lancelot,
    Mordred,
}

impl Hero {
    /// The castle room that this hero's side-1 ability sends a shield to (Kay, Tristan,
    /// Parzival, Lancelot); Mordred's side 1 is a discard instead.
    #[must_use]
    pub const fn redirect_room(self) -> Option<RoomColour> {
        match self {
            Hero::Kay => Some(RoomColour::Red),
            Hero::Tristan => Some(RoomColour::Green),
            Hero::Parzival => Some(RoomColour::Yellow),
            Hero::Lancelot => Some(RoomColour::Blue),
            Hero::Mordred => None,
        }
    }
}

/// The four Grail parts, 7 tiles each `[DEF §2.4]`.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize,
)]
pub enum GrailPart {
    #[default]
    Bowl,
    Lid,
    Stem,
    Foot,
}

impl GrailPart {
    pub const ALL: [GrailPart; 4] = [
        GrailPart::Bowl,
        GrailPart::Lid,
        GrailPart::Stem,
        GrailPart::Foot,
    ];

    #[must_use]
    pub const fn index(self) -> usize {
        self as usize
    }

    #[must_use]
    pub fn from_index(i: usize) -> Option<GrailPart> {
        GrailPart::ALL.get(i).copied()
    }
}

/// Grail tiles per part (§2.4).
pub const GRAIL_PER_PART: u8 = 7;
/// All Grail tiles (Z-SETUP-6).
pub const GRAIL_TILES: usize = 28;
/// The sizes of the three face-down Grail stacks at setup `[DEF Z-SETUP-6]`.
pub const GRAIL_STACKS: [u8; 3] = [10, 9, 9];
/// Points for a set of 1, 2, 3 or 4 different Grail parts (Z-FINAL-5).
pub const GRAIL_SET_POINTS: [u16; 5] = [0, 1, 3, 6, 10];

/// The Merlin tiles' values `[DEF §2.4]`; shuffled face down at setup (Z-SETUP-3).
pub const MERLIN_VALUES: [u8; 7] = [1, 2, 3, 3, 4, 4, 5];

/// Rounds in a game (Z-ROUND-1).
pub const ROUNDS: u8 = 7;
/// The prediction track: numbers 0 ..= this `[DEF Z-PRED-7]`.
pub const MAX_PREDICTION: u8 = 15;
/// Magicians per number space (Z-PRED-2).
pub const MAGICIANS_PER_NUMBER: u8 = 2;
/// Most knights in one colour's fist (Z-SEND-2).
pub const MAX_FIST: u8 = 3;
/// Knights each colour owns (Z-SETUP-7).
pub const KNIGHTS: u8 = 14;
/// Knights each colour starts with on the hinterland (Z-SETUP-7).
pub const START_HINTERLAND: u8 = 2;
/// Points per knight behind the screen at the end (Z-FINAL-3).
pub const SCREEN_KNIGHT_POINTS: u16 = 2;
/// Knights on the hinterland per Grail tile at the end (Z-FINAL-4).
pub const HINTERLAND_KNIGHTS_PER_GRAIL: u8 = 2;
/// The secret-room absence penalty (Z-FINAL-6).
pub const SECRET_ABSENT: u16 = 9;
/// Round Table rank points, 1st to 5th [1st RB, rest DEF §2.6.3], and the absence penalty.
pub const ROUND_TABLE_RANKS: [u16; 5] = [13, 9, 6, 4, 2];
pub const ROUND_TABLE_ABSENT: u16 = 4;
/// The price of placing Mordred's black knight (Z-HERO-MOR-2).
pub const BLACK_KNIGHT_COST: u16 = 2;
/// Tristan's side-2 bonus (Z-HERO-TRI-2).
pub const TRISTAN_BONUS: u16 = 3;

/// A face-down mission stack (Z-SETUP-5): its back shows 1, 2 or 3 knights, or a key.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize,
)]
pub enum Stack {
    #[default]
    One,
    Two,
    Three,
    Key,
}

impl Stack {
    pub const ALL: [Stack; 4] = [Stack::One, Stack::Two, Stack::Three, Stack::Key];

    #[must_use]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The cards of this stack (§2.2.1 … §2.2.4).
    #[must_use]
    pub fn cards(self) -> std::ops::Range<u8> {
        match self {
            Stack::One => 0..21,
            Stack::Two => 21..35,
            Stack::Three => 35..42,
            Stack::Key => 42..49,
        }
    }
}

/// One mission card as printed `[DEF §2.2]`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MissionCard {
    /// The printed label, e.g. `"M2-05"`.
    pub label: &'static str,
    pub stack: Stack,
    /// Its shields (at most 3; the order has no meaning).
    pub shields: &'static [ShieldKind],
    /// Grail icons: tiles taken when the card is taken (Z-MISS-7).
    pub grail: u8,
    /// A special mission (Z-MISS-9): the knights it needs, and its points.
    pub special: Option<(u8, u8)>,
}

impl MissionCard {
    /// The display row the card lies in: its shield count, or the knights a special mission
    /// depicts (Z-PREP-1, Z-PREP-2).
    #[must_use]
    pub fn row(&self) -> u8 {
        match self.special {
            Some((knights, _)) => knights,
            None => self.shields.len() as u8,
        }
    }

    /// The fewest knights a colour must have sent to take it (Z-MISS-1, Z-MISS-9).
    #[must_use]
    pub fn needs(&self) -> u8 {
        self.row()
    }
}

use ShieldKind::{Blue as B, Green as G, Multi as M, Red as R, Violet as V, Yellow as Y};

const fn card(
    label: &'static str,
    stack: Stack,
    shields: &'static [ShieldKind],
    grail: u8,
) -> MissionCard {
    MissionCard {
        label,
        stack,
        shields,
        grail,
        special: None,
    }
}

const fn special(label: &'static str, stack: Stack, knights: u8, points: u8) -> MissionCard {
    MissionCard {
        label,
        stack,
        shields: &[],
        grail: 0,
        special: Some((knights, points)),
    }
}

/// The 49 mission cards in id order: M1-01 … M1-21, M2-01 … M2-14, M3-01 … M3-07,
/// MK-01 … MK-07 `[DEF §2.2]`.
pub const MISSIONS: [MissionCard; 49] = {
    use Stack::{Key, One, Three, Two};
    [
        card("M1-01", One, &[R], 0),
        card("M1-02", One, &[R], 0),
        card("M1-03", One, &[R], 0),
        card("M1-04", One, &[R], 1),
        card("M1-05", One, &[G], 0),
        card("M1-06", One, &[G], 0),
        card("M1-07", One, &[G], 0),
        card("M1-08", One, &[G], 1),
        card("M1-09", One, &[Y], 0),
        card("M1-10", One, &[Y], 0),
        card("M1-11", One, &[Y], 0),
        card("M1-12", One, &[Y], 1),
        card("M1-13", One, &[B], 0),
        card("M1-14", One, &[B], 0),
        card("M1-15", One, &[B], 0),
        card("M1-16", One, &[B], 1),
        card("M1-17", One, &[M], 0),
        card("M1-18", One, &[M], 0),
        card("M1-19", One, &[M], 0),
        card("M1-20", One, &[M], 0),
        card("M1-21", One, &[M], 0),
        card("M2-01", Two, &[R, R], 0),
        card("M2-02", Two, &[G, G], 0),
        card("M2-03", Two, &[Y, Y], 1),
        card("M2-04", Two, &[B, B], 0),
        card("M2-05", Two, &[R, G], 0),
        card("M2-06", Two, &[R, Y], 0),
        card("M2-07", Two, &[R, B], 0),
        card("M2-08", Two, &[G, Y], 0),
        card("M2-09", Two, &[G, B], 0),
        card("M2-10", Two, &[Y, B], 0),
        card("M2-11", Two, &[R, M], 0),
        card("M2-12", Two, &[B, M], 0),
        card("M2-13", Two, &[G, Y], 0),
        special("M2-14", Two, 2, 5),
        card("M3-01", Three, &[R, G, Y], 0),
        card("M3-02", Three, &[R, G, B], 0),
        card("M3-03", Three, &[R, Y, B], 0),
        card("M3-04", Three, &[G, Y, B], 0),
        card("M3-05", Three, &[R, G, M], 0),
        card("M3-06", Three, &[Y, B, M], 0),
        special("M3-07", Three, 3, 7),
        card("MK-01", Key, &[V], 0),
        card("MK-02", Key, &[V], 0),
        card("MK-03", Key, &[V, R], 0),
        card("MK-04", Key, &[V, M], 0),
        card("MK-05", Key, &[V, G, B], 0),
        card("MK-06", Key, &[M], 1),
        card("MK-07", Key, &[R, Y, B], 0),
    ]
};

/// A mission card by identity (its index in [`MISSIONS`]). Serialised as its label.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct MissionId(pub(crate) u8);

impl MissionId {
    pub const COUNT: usize = MISSIONS.len();

    /// The card with this index, if there is one.
    #[must_use]
    pub fn new(index: u8) -> Option<MissionId> {
        (usize::from(index) < Self::COUNT).then_some(MissionId(index))
    }

    #[must_use]
    pub const fn index(self) -> u8 {
        self.0
    }

    /// Every card, in id order.
    pub fn all() -> impl Iterator<Item = MissionId> {
        (0..Self::COUNT as u8).map(MissionId)
    }

    #[must_use]
    pub fn card(self) -> &'static MissionCard {
        &MISSIONS[usize::from(self.0) % Self::COUNT]
    }

    #[must_use]
    pub fn label(self) -> &'static str {
        self.card().label
    }

    /// The card with this printed label.
    #[must_use]
    pub fn from_label(label: &str) -> Option<MissionId> {
        Self::all().find(|m| m.label() == label)
    }

    pub(crate) const fn bit(self) -> u64 {
        1u64 << self.0
    }
}

impl Serialize for MissionId {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.label())
    }
}

impl<'de> Deserialize<'de> for MissionId {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let label = String::deserialize(d)?;
        MissionId::from_label(&label)
            .ok_or_else(|| serde::de::Error::custom(format!("no mission card {label}")))
    }
}

/// How many knights each colour has behind its screen at setup: 11, or 10 with 5 players,
/// whose extra knight goes back to the box from behind the screen (Z-SETUP-7, Z-5P-1).
#[must_use]
pub const fn start_screen(colours: usize) -> u8 {
    let total = if colours == 5 { KNIGHTS - 1 } else { KNIGHTS };
    // One knight marks the score, two start on the hinterland.
    total - 1 - START_HINTERLAND
}

/// Cards revealed from each stack in phase 1 (Z-PREP-1, Z-PREP-2, Z-3P-3, Z-2P-5), in
/// [`Stack::ALL`] order, for `players` players.
#[must_use]
pub const fn revealed_per_round(players: u8) -> [u8; 4] {
    match players {
        3 => [3, 1, 1, 0],
        5 => [3, 2, 1, 1],
        _ => [3, 2, 1, 0],
    }
}

/// The points of a Grail collection (§3.6): repeatedly take the widest set of different
/// parts. `counts` are the tiles per part.
#[must_use]
pub fn grail_set_score(counts: [u8; 4]) -> u16 {
    grail_sets(counts)
        .iter()
        .map(|&k| GRAIL_SET_POINTS[usize::from(k)])
        .sum()
}

/// The sets §3.6 forms from `counts`, widest first, as numbers of different parts.
#[must_use]
pub fn grail_sets(counts: [u8; 4]) -> Vec<u8> {
    let mut c = counts;
    let mut sets = Vec::new();
    loop {
        let k = c.iter().filter(|&&n| n > 0).count() as u8;
        if k == 0 {
            return sets;
        }
        sets.push(k);
        for n in &mut c {
            *n = n.saturating_sub(1);
        }
    }
}
