//! The log: what happened, with the numbers to explain it, and who may read it.
//!
//! Every change of a score is a [`ZukunftEvent::Scored`] naming its reason, the printed
//! amount and what it did to the score (the floor at 0 shows, Z-EFF-7). The reveal carries
//! every fist and every prediction against the total; final scoring carries each step per
//! colour ([`FinalReport`]). Private events (a fist, a Merlin value, a Grail tile, Parzival's
//! look) are visible to their seat alone.

use super::actions::TrainBonus;
use super::board::{Room, Space};
use super::data::{Colour, GrailPart, Hero, MissionId, ShieldKind, Side};
use super::state::{Figure, Source};
use crate::engine::few::Few;
use crate::engine::{GameEvent, Seat, Viewer};
use serde::{Deserialize, Serialize};

/// One magician's prediction against the revealed total (Z-PRED-3, Z-PRED-4).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct PredictionLine {
    pub colour: Colour,
    pub number: u8,
    /// Placed second on its number: the inner position (Z-PRED-2).
    pub inner: bool,
    /// 0 = placed first this round.
    pub placed: u8,
    /// The prediction minus the total.
    pub off_by: i8,
}

/// Phase 3's reveal: every fist, the total, each prediction against it, the new order.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Reveal {
    pub round: u8,
    /// Each colour's fist, in the old turn order.
    pub fists: Few<(Colour, u8), 5>,
    pub total: u8,
    /// In the order the predictions were made.
    pub predictions: Few<PredictionLine, 5>,
    /// The new turn order, top first (Z-PRED-4).
    pub order: Few<Colour, 5>,
    /// Whether someone predicted exactly.
    pub exact: bool,
}

/// Why an additional knight was placed, a figure moved, or a score changed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Why {
    /// A space's printed points (Z-EFF-1, rooms §1.10).
    Space(Space),
    /// Training Ground bonus (d) (Z-ROOM-TRAIN-3).
    LineBonus,
    /// A tournament tile (Z-ROOM-TOURN-3).
    TournamentTile,
    /// An Intrigue group completed without this colour (Z-ROOM-INTR-3, -4); group 1‥5.
    IntriguePenalty { group: u8 },
    /// A special mission (Z-MISS-9).
    SpecialMission(MissionId),
    /// Tristan's side 2 (Z-HERO-TRI-2).
    Tristan,
    /// Mordred pays for the black knight (Z-HERO-MOR-2).
    BlackKnight,
    /// Final step 1: red-room rank (1-based) or absence (rank 0) (Z-FINAL-1).
    RedRoom { rank: u8 },
    /// Final step 2: Merlin tiles (Z-FINAL-2).
    Merlin { tiles: u8 },
    /// Final step 3: knights behind the screen (Z-FINAL-3).
    Screen { knights: u8 },
    /// Final step 5: Grail sets (Z-FINAL-5).
    GrailSets,
    /// Final step 6: no knight in the secret room (Z-FINAL-6).
    SecretRoomAbsent,
}

/// How a figure came onto its space.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Via {
    /// A shield of the taken mission; `hero` when a hero sent it to another room.
    Shield {
        kind: ShieldKind,
        hero: Option<(Hero, u8)>,
    },
    /// An additional knight caused by the effect of `cause` (a space, or the Training
    /// Ground space that made the line) (Z-EFF-2).
    Extra { source: Source, cause: Space },
    /// Mordred's black knight (Z-HERO-MOR-2).
    BlackKnight,
    /// The red-room winner's magician (Z-ROOM-TABLE-3).
    Magician,
}

/// Something offered that could not happen (Z-EFF-2, Z-MISS-6, Z-EFF-5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Lapse {
    /// An additional knight into this room: no knight available or no legal space.
    Extra(super::data::RoomColour),
    /// The magician found no legal space.
    Magician,
    /// The tournament final's tree: nothing to take.
    Tree,
}

/// The Rebellion's Knights' Table (Z-ROOM-REBEL-6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum TableSide {
    /// Rebels ≥ royalists.
    Green,
    /// Royalists > rebels.
    Gold,
}

/// A Rebellion side (Z-ROOM-REBEL-2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum RebelSide {
    Royalists,
    Rebels,
}

/// One colour (or the neutral colour) in the red room's final ranking.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct RedEntry {
    /// `None` for the neutral colour.
    pub colour: Option<Colour>,
    pub knights: u8,
    /// The Rebellion side (`None` at the Round Table).
    pub rebels: Option<bool>,
    /// 1-based rank (within its side in the Rebellion).
    pub rank: u8,
    /// Points awarded (a neutral rank's points go to nobody: 0 here, Z-3P-4).
    pub points: u16,
}

/// Final step 1 (Z-FINAL-1, §3.2).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct RedReport {
    pub room: Option<Room>,
    /// In ranking order (the winning side first in the Rebellion).
    pub entries: Vec<RedEntry>,
    /// Colours with no knight there: −4 at the Round Table, nothing in the Rebellion.
    pub absent: Vec<Colour>,
    /// Rebellion totals, neutral included, and the side of the Knights' Table.
    pub royalists: u8,
    pub rebels: u8,
    pub table: Option<TableSide>,
    /// The colour that may place its magician (Z-ROOM-TABLE-3, Z-ROOM-REBEL-8).
    pub winner: Option<Colour>,
}

/// One step of one colour's final scoring.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum FinalItem {
    /// Step 1: rank (1-based; 0 = absent) with this many knights.
    RedRoom { rank: u8, knights: u8 },
    /// Step 1: the points the winner's magician placement brought (its own space effects,
    /// and for the others the Intrigue penalties it caused).
    Magician,
    /// Step 2: these Merlin tiles.
    Merlin { tiles: u8 },
    /// Step 3: knights behind the screen.
    Screen { knights: u8 },
    /// Step 4: Grail tiles drawn for hinterland knights (no points yet).
    HinterlandGrail { knights: u8, tiles: u8 },
    /// Step 5: the Grail sets, as numbers of different parts, widest first.
    GrailSets { parts: [u8; 4], sets: Few<u8, 7> },
    /// Step 6: no knight in the secret room.
    SecretRoom,
}

/// One line: what, and the points it gave (after the floor at 0), and the score after it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FinalLine {
    pub item: FinalItem,
    pub points: i16,
    pub score: u16,
}

/// A colour's final scoring.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ColourFinal {
    pub colour: Colour,
    pub seat: Seat,
    /// Score before final scoring.
    pub start: u16,
    pub lines: Vec<FinalLine>,
    pub total: u16,
    /// Merlin tile values, revealed (Z-FINAL-2).
    pub merlin: Vec<u8>,
    /// Grail tiles per part, revealed (Z-FINAL-5).
    pub grail: [u8; 4],
}

/// A seat's result.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Standing {
    pub seat: Seat,
    /// The colour that counts (with 2 players the lower one, §3.4).
    pub colour: Colour,
    pub score: u16,
    /// 1-based place after the tie-break by order T.
    pub place: u8,
}

/// All of final scoring (§3.2), in the spec's order.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FinalReport {
    /// The frozen turn order T (Z-FINAL-0).
    pub tie_order: Vec<Colour>,
    pub red: RedReport,
    /// Per colour, in order T.
    pub colours: Vec<ColourFinal>,
    pub standings: Vec<Standing>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum ZukunftEvent {
    /// The table is set: room sides, the neutral colour and (unless the expert variant picks
    /// them) the first turn order (Z-SETUP-1, -2, -10, Z-3P-1).
    Setup {
        sides: [Side; 4],
        neutral: Option<Colour>,
        order: Few<Colour, 5>,
    },
    /// Expert variant: `seat` took `colour`; its magician is `place`-th (1-based) on the track.
    ColourPicked {
        seat: Seat,
        colour: Colour,
        place: u8,
    },
    /// Round `round` begins; phase 1 turned up these cards (Z-PREP-1, -2).
    RoundBegins {
        round: u8,
        revealed: Few<MissionId, 7>,
    },
    /// `colour` has chosen its fist (it knocks, Z-SEND-4).
    FistChosen { colour: Colour },
    /// Private: the fist chosen.
    FistSecret {
        seat: Seat,
        colour: Colour,
        knights: u8,
    },
    /// `colour`'s magician stands on `number` (inner: the second on that number) (Z-PRED-1, -2).
    Predicted {
        colour: Colour,
        number: u8,
        inner: bool,
    },
    /// The fists open (Z-PRED-3, -4, -5).
    Revealed(Reveal),
    /// `colour`, now on top, takes the leftmost Merlin tile (Z-PRED-6).
    MerlinTaken { colour: Colour, left: u8 },
    /// Private: its value.
    MerlinSeen {
        seat: Seat,
        colour: Colour,
        value: u8,
    },
    /// `colour`'s phase-4 turn begins, with `sent` knights in front of its screen.
    TurnBegins { colour: Colour, sent: u8 },
    /// `colour` took `card`; `surplus` knights went to the hinterland (Z-MISS-1, -2).
    MissionTaken {
        colour: Colour,
        card: MissionId,
        sent: u8,
        surplus: u8,
    },
    /// A special mission: `knights` go back behind the screen (Z-MISS-9).
    SpecialMission {
        colour: Colour,
        card: MissionId,
        knights: u8,
    },
    /// No eligible mission: all `knights` went to the hinterland (Z-MISS-11).
    NoMission { colour: Colour, knights: u8 },
    /// `colour` took `knights` back from the hinterland (Z-MISS-10).
    TookBack { colour: Colour, knights: u8 },
    /// A figure was placed.
    Placed {
        colour: Colour,
        figure: Figure,
        space: Space,
        via: Via,
    },
    /// A shield's knight found no legal space and went back behind the screen (Z-MISS-6).
    KnightBack { colour: Colour, kind: ShieldKind },
    /// A score changed: `printed` is the rule's amount, `change` what it did (Z-EFF-7).
    Scored {
        colour: Colour,
        why: Why,
        printed: i16,
        change: i16,
        score: u16,
    },
    /// A tree: `knight` tells whether a hinterland knight went behind the screen (Z-EFF-3).
    Tree { colour: Colour, knight: bool },
    /// `colour` takes a Grail tile from `stack` (`None` when Parzival picks) (Z-EFF-5).
    GrailTaken { colour: Colour, stack: Option<u8> },
    /// Private: the tile's part.
    GrailSeen {
        seat: Seat,
        colour: Colour,
        part: GrailPart,
    },
    /// The supply was empty: `missed` tiles were not received (Z-EFF-5).
    GrailSupplyEmpty { colour: Colour, missed: u8 },
    /// Parzival looks through the supply (Z-HERO-PAR-2).
    ParzivalLooks { colour: Colour },
    /// Private: the supply, per part.
    ParzivalSaw { seat: Seat, supply: [u8; 4] },
    /// The supply was shuffled back into three stacks of these sizes.
    GrailReshuffled { stacks: [u8; 3] },
    /// A line of 3 earned a Training Ground bonus, taken at once (Z-ROOM-TRAIN-3).
    LineBonus { colour: Colour, bonus: TrainBonus },
    /// `colour` took a tournament tile; `left` remain (Z-ROOM-TOURN-3).
    TournamentTile { colour: Colour, left: u8 },
    /// The final (light Fanfare) or the winner's field (dark Fanfare) opened (Z-ROOM-TOURN-4, -7).
    FanfareRemoved { winner_field: bool },
    /// `colour` has `hearts` hearts in the ballroom now (Z-ROOM-BALL-3).
    Hearts { colour: Colour, hearts: u8 },
    /// `colour` entered the Rebellion on start field `start` (1‥4) (Z-ROOM-REBEL-3).
    RebellionEntered {
        colour: Colour,
        start: u8,
        side: RebelSide,
    },
    /// The Knights' Table turned (Z-ROOM-REBEL-6).
    TableTurned {
        side: TableSide,
        royalists: u8,
        rebels: u8,
    },
    /// An Intrigue group (1‥5) filled; these colours were not in it (Z-ROOM-INTR-3, -4).
    IntrigueCompleted {
        group: u8,
        penalised: Few<Colour, 5>,
    },
    /// `colour`'s figure left the red room for the hinterland (Z-ROOM-INTR-4).
    RedKnightRemoved { colour: Colour, space: Space },
    /// `colour` used a hero ability (side 1 or 2) (Z-HERO-2, -3).
    HeroUsed {
        colour: Colour,
        hero: Hero,
        side: u8,
    },
    /// A face-up mission went to the box through a hero (Z-HERO-KAY-2, Z-HERO-MOR-1).
    Discarded { colour: Colour, card: MissionId },
    /// Something offered could not happen.
    Lapsed { colour: Colour, what: Lapse },
    /// `colour` declined what was offered.
    Passed { colour: Colour },
    /// Phase 5: the face-up cards left went to the box (Z-EOR-1).
    RoundEnds { round: u8, boxed: Few<MissionId, 7> },
    /// Final scoring begins; `tie_order` is T (Z-FINAL-0).
    FinalScoring { tie_order: Few<Colour, 5> },
    /// Final step 1 (Z-FINAL-1).
    RedRoomScored(Box<RedReport>),
    /// Final steps 2‥6 have been scored; every colour's lines (§3.2).
    FinalReport(Box<FinalReport>),
    /// The game is over.
    GameOver { winners: Few<Seat, 5> },
}

impl GameEvent for ZukunftEvent {
    fn visible_to(&self, viewer: Viewer) -> bool {
        let owner = match self {
            ZukunftEvent::FistSecret { seat, .. }
            | ZukunftEvent::MerlinSeen { seat, .. }
            | ZukunftEvent::GrailSeen { seat, .. }
            | ZukunftEvent::ParzivalSaw { seat, .. } => *seat,
            _ => return true,
        };
        viewer == Viewer::Seat(owner)
    }
}

impl ZukunftEvent {
    /// Whether only one seat may read this event.
    #[must_use]
    pub fn is_private(&self) -> bool {
        !self.visible_to(Viewer::Public)
    }
}
