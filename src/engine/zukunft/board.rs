//! The castle's spaces (spec §2.5, §2.6): every space of every room side, with its printed
//! effect, its neutral marker and the room structure (rows, rounds, groups, arrows).
//!
//! Spaces are numbered 0‥122 across all rooms, so one `u128` bit mask holds any set of them.
//! Each room owns one contiguous range; a space serialises as its spec label (`"TG-1a"`).

use super::data::{RoomColour, Side};
use serde::{Deserialize, Serialize};

/// A room side (or the secret room), Z-ROOM-GEN-1.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize,
)]
pub enum Room {
    #[default]
    RoundTable,
    Rebellion,
    TrainingGround,
    TournamentGround,
    Chapel,
    Library,
    Ballroom,
    Intrigue,
    SecretRoom,
}

impl Room {
    pub const ALL: [Room; 9] = [
        Room::RoundTable,
        Room::Rebellion,
        Room::TrainingGround,
        Room::TournamentGround,
        Room::Chapel,
        Room::Library,
        Room::Ballroom,
        Room::Intrigue,
        Room::SecretRoom,
    ];

    /// The room of this colour showing this side (the secret room has one side).
    #[must_use]
    pub const fn of(colour: RoomColour, side: Side) -> Room {
        match (colour, side) {
            (RoomColour::Red, Side::A) => Room::RoundTable,
            (RoomColour::Red, Side::B) => Room::Rebellion,
            (RoomColour::Green, Side::A) => Room::TrainingGround,
            (RoomColour::Green, Side::B) => Room::TournamentGround,
            (RoomColour::Yellow, Side::A) => Room::Chapel,
            (RoomColour::Yellow, Side::B) => Room::Library,
            (RoomColour::Blue, Side::A) => Room::Ballroom,
            (RoomColour::Blue, Side::B) => Room::Intrigue,
            (RoomColour::Violet, _) => Room::SecretRoom,
        }
    }

    #[must_use]
    pub const fn colour(self) -> RoomColour {
        match self {
            Room::RoundTable | Room::Rebellion => RoomColour::Red,
            Room::TrainingGround | Room::TournamentGround => RoomColour::Green,
            Room::Chapel | Room::Library => RoomColour::Yellow,
            Room::Ballroom | Room::Intrigue => RoomColour::Blue,
            Room::SecretRoom => RoomColour::Violet,
        }
    }

    /// The room's spaces, as a range of space numbers.
    #[must_use]
    pub const fn range(self) -> std::ops::Range<u8> {
        match self {
            Room::TrainingGround => TG..TO,
            Room::TournamentGround => TO..RT,
            Room::RoundTable => RT..RB,
            Room::Rebellion => RB..BR,
            Room::Ballroom => BR..IN,
            Room::Intrigue => IN..CH,
            Room::Chapel => CH..LI,
            Room::Library => LI..SR,
            Room::SecretRoom => SR..SPACES,
        }
    }

    /// The room's spaces as a bit mask.
    #[must_use]
    pub const fn mask(self) -> u128 {
        let r = self.range();
        span(r.start, r.end)
    }

    pub(crate) const fn prefix(self) -> &'static str {
        match self {
            Room::TrainingGround => "TG",
            Room::TournamentGround => "TO",
            Room::RoundTable => "RT",
            Room::Rebellion => "RB",
            Room::Ballroom => "BR",
            Room::Intrigue => "IN",
            Room::Chapel => "CH",
            Room::Library => "LI",
            Room::SecretRoom => "SR",
        }
    }
}

/// The bits `start..end`.
pub(crate) const fn span(start: u8, end: u8) -> u128 {
    let hi = if end >= 128 {
        u128::MAX
    } else {
        (1u128 << end) - 1
    };
    let lo = (1u128 << start) - 1;
    hi & !lo
}

// First space number of each room.
pub(crate) const TG: u8 = 0;
pub(crate) const TO: u8 = 16;
pub(crate) const RT: u8 = 28;
pub(crate) const RB: u8 = 44;
pub(crate) const BR: u8 = 57;
pub(crate) const IN: u8 = 74;
pub(crate) const CH: u8 = 88;
pub(crate) const LI: u8 = 102;
pub(crate) const SR: u8 = 117;
/// Number of spaces on all room sides together.
pub const SPACES: u8 = 122;

// Tournament Ground (§2.6.2): rounds I (3), II (3), III (2), finals, winner.
pub(crate) const TO_ROUNDS: [u128; 3] =
    [span(TO, TO + 3), span(TO + 3, TO + 6), span(TO + 6, TO + 8)];
pub(crate) const TO_PRELIMS: u128 = span(TO, TO + 8);
pub(crate) const TO_FINALS: u128 = span(TO + 8, TO + 11);
pub(crate) const TO_WINNER: u8 = TO + 11;
// Rebellion (§2.6.4): U1‥U7 royalists, L1‥L6 rebels.
pub(crate) const RB_ROYAL: u128 = span(RB, RB + 7);
pub(crate) const RB_REBEL: u128 = span(RB + 7, RB + 13);
/// The start fields 1‥4: RB-U1, RB-L1, RB-U7, RB-L6 `[DEF]`.
pub(crate) const RB_STARTS: [u8; 4] = [RB, RB + 7, RB + 6, RB + 12];
// Ballroom (§2.6.5): 16 outer fields in order, then the queen's field.
pub(crate) const BR_OUTER: u128 = span(BR, BR + 16);
pub(crate) const BR_QUEEN: u8 = BR + 16;
/// Hearts a colour needs for the queen's field (Z-ROOM-BALL-4).
pub const QUEEN_HEARTS: u8 = 3;
// Intrigue (§2.6.6): group sizes 4/3/3/2/2 from the bottom.
pub(crate) const IN_GROUPS: [u128; 5] = [
    span(IN, IN + 4),
    span(IN + 4, IN + 7),
    span(IN + 7, IN + 10),
    span(IN + 10, IN + 12),
    span(IN + 12, IN + 14),
];
/// Placement points of the Intrigue groups `[DEF]` and the completion penalties `[RB]`.
pub const INTRIGUE_POINTS: [u8; 5] = [2, 3, 3, 4, 5];
pub const INTRIGUE_PENALTY: [u8; 5] = [4, 4, 4, 4, 2];
// Chapel and Library start fields.
pub(crate) const CH_STARTS: u128 = span(CH, CH + 4);
pub(crate) const LI_STARTS: u128 = span(LI, LI + 4);

/// What happens when a figure is placed on a space (§2.5). Room rules add to this (line
/// bonuses, tournament tiles, intrigue completion…).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Effect {
    /// Points at once (Z-EFF-1).
    pub points: u8,
    /// Grail tiles at once (Z-EFF-4).
    pub grail: u8,
    /// An additional knight into this room colour (Z-EFF-2).
    pub extra: Option<RoomColour>,
    /// 1 own knight + 1 Grail tile from the hinterland (Z-EFF-3).
    pub tree: bool,
    /// Ballroom hearts (Z-EFF-6).
    pub hearts: u8,
}

const fn pts(points: u8) -> Effect {
    Effect {
        points,
        grail: 0,
        extra: None,
        tree: false,
        hearts: 0,
    }
}
const fn pg(points: u8) -> Effect {
    Effect {
        points,
        grail: 1,
        extra: None,
        tree: false,
        hearts: 0,
    }
}
const fn pk(points: u8, room: RoomColour) -> Effect {
    Effect {
        points,
        grail: 0,
        extra: Some(room),
        tree: false,
        hearts: 0,
    }
}
const fn pt(points: u8) -> Effect {
    Effect {
        points,
        grail: 0,
        extra: None,
        tree: true,
        hearts: 0,
    }
}
const fn h(mut e: Effect, hearts: u8) -> Effect {
    e.hearts = hearts;
    e
}

use RoomColour::{Blue as KB, Green as KG, Red as KR, Yellow as KY};

/// Training Ground column points a‥d `[DEF §2.6.1]`.
pub const TRAINING_COLUMN_POINTS: [u8; 4] = [3, 2, 3, 4];

/// Ballroom fields 1‥16 and the queen's field `[DEF §2.6.5]`.
const BALLROOM: [Effect; 17] = [
    h(pts(2), 1),
    pts(3),
    h(pk(0, KY), 1),
    h(pts(3), 1),
    pts(4),
    h(pg(1), 2),
    h(pts(3), 1),
    h(pk(0, KR), 1),
    pts(4),
    h(pts(2), 2),
    h(pt(0), 1),
    pts(5),
    h(pts(3), 1),
    h(pk(0, KG), 1),
    h(pts(4), 1),
    pts(6),
    pts(8),
];

/// Chapel S1‥S4, P1‥P4, N1‥N3, T1, T2, X `[DEF §2.6.7]`.
const CHAPEL: [Effect; 14] = [
    pg(1),
    pts(2),
    pts(2),
    pg(1),
    pk(2, KB),
    pts(3),
    pts(3),
    pk(2, KR),
    pt(3),
    pts(4),
    pk(3, KG),
    pts(5),
    pg(4),
    pts(8),
];

/// Library S1‥S4, A1‥A5, B1‥B4, C1, C2 `[DEF §2.6.8]`.
const LIBRARY: [Effect; 15] = [
    pg(1),
    pts(3),
    pts(3),
    pg(1),
    pts(4),
    pg(2),
    pt(1),
    pg(2),
    pts(4),
    pts(5),
    pg(3),
    pg(3),
    pts(5),
    pk(6, KR),
    pk(6, KB),
];

/// Secret room symbols, top to bottom `[DEF §2.6.9]`.
pub const SECRET_POINTS: [u8; 5] = [8, 6, 5, 4, 3];

/// Chapel arrows (§2.6.7), as local indices (S1 = 0 … X = 13).
const CHAPEL_ARROWS: [&[u8]; 14] = [
    &[4],
    &[5],
    &[6],
    &[7],
    &[8],
    &[8, 9],
    &[9, 10],
    &[10],
    &[11],
    &[11, 12],
    &[12],
    &[13],
    &[13],
    &[],
];

/// Library arrows (§2.6.8), as local indices (S1 = 0 … C2 = 14).
const LIBRARY_ARROWS: [&[u8]; 15] = [
    &[4, 5],
    &[5, 6],
    &[6, 7],
    &[7, 8],
    &[9],
    &[9, 10],
    &[10, 11],
    &[11, 12],
    &[12],
    &[13],
    &[13],
    &[14],
    &[14],
    &[],
    &[],
];

/// Spaces carrying a neutral knight with 3 players (§3.5) `[DEF]`: TG-1b, TG-2d, TG-3a,
/// TG-4c, TO-1c, TO-2c, RT-01, RT-09, RB-L6, BR-02, BR-09, BR-12, IN-1d, IN-3c, CH-S4, LI-S4.
pub(crate) const NEUTRAL_3P: u128 = bits(&[
    TG + 1,
    TG + 7,
    TG + 8,
    TG + 14,
    TO + 2,
    TO + 5,
    RT,
    RT + 8,
    RB + 12,
    BR + 1,
    BR + 8,
    BR + 11,
    IN + 3,
    IN + 9,
    CH + 3,
    LI + 3,
]);

const fn bits(list: &[u8]) -> u128 {
    let mut m = 0u128;
    let mut i = 0;
    while i < list.len() {
        m |= 1u128 << list[i];
        i += 1;
    }
    m
}

/// A space of the castle (or the secret room), by identity. Serialised as its spec label.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Space(pub(crate) u8);

impl Space {
    /// The space with this number, if there is one.
    #[must_use]
    pub fn new(n: u8) -> Option<Space> {
        (n < SPACES).then_some(Space(n))
    }

    #[must_use]
    pub const fn index(self) -> u8 {
        self.0
    }

    pub(crate) const fn bit(self) -> u128 {
        1u128 << (self.0 & 127)
    }

    /// Every space of every room, in number order.
    pub fn all() -> impl Iterator<Item = Space> {
        (0..SPACES).map(Space)
    }

    /// The spaces of a mask, ascending.
    pub(crate) fn each(mask: u128) -> impl Iterator<Item = Space> {
        let mut m = mask;
        std::iter::from_fn(move || {
            if m == 0 {
                return None;
            }
            let i = m.trailing_zeros() as u8;
            m &= m - 1;
            Some(Space(i))
        })
    }

    #[must_use]
    pub const fn room(self) -> Room {
        room_of(self.0)
    }

    /// The space's number inside its room.
    #[must_use]
    pub const fn local(self) -> u8 {
        self.0 - self.room().range().start
    }

    /// Whether a neutral knight stands here with 3 players (Z-3P-1).
    #[must_use]
    pub const fn neutral_in_3p(self) -> bool {
        NEUTRAL_3P & self.bit() != 0
    }

    /// The printed effect (§2.6).
    #[must_use]
    pub const fn effect(self) -> Effect {
        EFFECTS[(self.0 % SPACES) as usize]
    }

    /// The spaces an arrow leads to from here (Chapel and Library), as a mask.
    #[must_use]
    pub const fn arrows(self) -> u128 {
        ARROWS[(self.0 % SPACES) as usize]
    }

    /// The spec label, e.g. `"TG-1a"`, `"TO-F2"`, `"RB-L3"`, `"BR-Q"`, `"CH-X"`.
    #[must_use]
    pub fn label(self) -> String {
        let i = self.local();
        let room = self.room();
        let tail = match room {
            Room::TrainingGround => format!("{}{}", i / 4 + 1, letter(i % 4)),
            Room::TournamentGround => match i {
                0..=2 => format!("1{}", letter(i)),
                3..=5 => format!("2{}", letter(i - 3)),
                6 | 7 => format!("3{}", letter(i - 6)),
                8..=10 => format!("F{}", i - 7),
                _ => "W".to_owned(),
            },
            Room::RoundTable => format!("{:02}", i + 1),
            Room::Rebellion if i < 7 => format!("U{}", i + 1),
            Room::Rebellion => format!("L{}", i - 6),
            Room::Ballroom if i == 16 => "Q".to_owned(),
            Room::Ballroom => format!("{:02}", i + 1),
            Room::Intrigue => {
                let g = intrigue_group(self);
                let first = IN_GROUPS[usize::from(g)].trailing_zeros() as u8;
                format!("{}{}", g + 1, letter(self.0 - first))
            }
            Room::Chapel => match i {
                0..=3 => format!("S{}", i + 1),
                4..=7 => format!("P{}", i - 3),
                8..=10 => format!("N{}", i - 7),
                11 | 12 => format!("T{}", i - 10),
                _ => "X".to_owned(),
            },
            Room::Library => match i {
                0..=3 => format!("S{}", i + 1),
                4..=8 => format!("A{}", i - 3),
                9..=12 => format!("B{}", i - 8),
                _ => format!("C{}", i - 12),
            },
            Room::SecretRoom => format!("{}", i + 1),
        };
        format!("{}-{tail}", room.prefix())
    }

    /// The space with this label.
    #[must_use]
    pub fn from_label(label: &str) -> Option<Space> {
        Space::all().find(|s| s.label() == label)
    }
}

const fn room_of(n: u8) -> Room {
    match n {
        _ if n < TO => Room::TrainingGround,
        _ if n < RT => Room::TournamentGround,
        _ if n < RB => Room::RoundTable,
        _ if n < BR => Room::Rebellion,
        _ if n < IN => Room::Ballroom,
        _ if n < CH => Room::Intrigue,
        _ if n < LI => Room::Chapel,
        _ if n < SR => Room::Library,
        _ => Room::SecretRoom,
    }
}

/// The intrigue group of space number `n` (0 outside the Intrigue).
const fn group_of(n: u8) -> u8 {
    let mut g = 0;
    while g < IN_GROUPS.len() {
        if IN_GROUPS[g] & (1u128 << (n & 127)) != 0 {
            return g as u8;
        }
        g += 1;
    }
    0
}

const fn effect_of(n: u8) -> Effect {
    let i = (n - room_of(n).range().start) as usize;
    match room_of(n) {
        Room::TrainingGround => pts(TRAINING_COLUMN_POINTS[i % 4]),
        Room::TournamentGround => match i {
            0..=7 => pts(2),
            8..=10 => pts(4),
            _ => pts(6),
        },
        Room::RoundTable | Room::Rebellion => pts(0),
        Room::Ballroom => BALLROOM[i],
        Room::Intrigue => pts(INTRIGUE_POINTS[group_of(n) as usize]),
        Room::Chapel => CHAPEL[i],
        Room::Library => LIBRARY[i],
        Room::SecretRoom => pts(SECRET_POINTS[i]),
    }
}

const fn arrows_of(n: u8) -> u128 {
    let i = (n - room_of(n).range().start) as usize;
    let (to, base): (&[u8], u8) = match room_of(n) {
        Room::Chapel => (CHAPEL_ARROWS[i], CH),
        Room::Library => (LIBRARY_ARROWS[i], LI),
        _ => (&[], 0),
    };
    let mut m = 0u128;
    let mut k = 0;
    while k < to.len() {
        m |= 1u128 << (base + to[k]);
        k += 1;
    }
    m
}

/// Every space's effect and arrows, computed once at compile time.
const EFFECTS: [Effect; SPACES as usize] = {
    let mut t = [pts(0); SPACES as usize];
    let mut n = 0;
    while n < SPACES {
        t[n as usize] = effect_of(n);
        n += 1;
    }
    t
};
const ARROWS: [u128; SPACES as usize] = {
    let mut t = [0u128; SPACES as usize];
    let mut n = 0;
    while n < SPACES {
        t[n as usize] = arrows_of(n);
        n += 1;
    }
    t
};

fn letter(i: u8) -> char {
    char::from(b'a' + i)
}

/// The Intrigue group (0 = bottom … 4 = top) of an Intrigue space.
pub(crate) const fn intrigue_group(s: Space) -> u8 {
    group_of(s.0)
}

impl Serialize for Space {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.label())
    }
}

impl<'de> Deserialize<'de> for Space {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let label = String::deserialize(d)?;
        Space::from_label(&label)
            .ok_or_else(|| serde::de::Error::custom(format!("no space {label}")))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn labels_round_trip_and_rooms_have_their_sizes() {
        for s in Space::all() {
            assert_eq!(Space::from_label(&s.label()), Some(s), "{}", s.label());
        }
        let sizes: Vec<u32> = Room::ALL.iter().map(|r| r.mask().count_ones()).collect();
        assert_eq!(sizes, [16, 13, 16, 12, 14, 15, 17, 14, 5]);
        assert_eq!(Space(TG + 7).label(), "TG-2d");
        assert_eq!(Space(TO + 10).label(), "TO-F3");
        assert_eq!(Space(RB + 12).label(), "RB-L6");
        assert_eq!(Space(IN + 13).label(), "IN-5b");
        assert_eq!(Space(CH + 13).label(), "CH-X");
        assert_eq!(Space(LI + 14).label(), "LI-C2");
        assert_eq!(Space(SR).label(), "SR-1");
    }
}
