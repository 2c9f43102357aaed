//! What a seat can do, and why the engine refuses.
//!
//! Each decision the rules ask of a colour is one small action naming things by identity
//! (a colour, a mission card, a space, a Grail part). The derived order (variant, then fields)
//! is the order of `legal_actions_into`; a decision whose options are of several kinds lists
//! them in this declaration order.

use super::board::Space;
use super::data::{Colour, GrailPart, MissionId, ShieldKind};
use super::state::Source;
use crate::engine::{pack, unpack, ActionCode, Seat};
use serde::{Deserialize, Serialize};
use std::fmt;

/// A Training Ground line bonus (Z-ROOM-TRAIN-3).
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize,
)]
pub enum TrainBonus {
    /// (a) 1 knight from the hinterland or behind the screen into the red room.
    #[default]
    RedKnight,
    /// (b) the same into the yellow room.
    YellowKnight,
    /// (c) 1 own knight back from the hinterland, plus 1 Grail tile.
    Tree,
    /// (d) +4 points.
    Points,
}

impl TrainBonus {
    pub const ALL: [TrainBonus; 4] = [
        TrainBonus::RedKnight,
        TrainBonus::YellowKnight,
        TrainBonus::Tree,
        TrainBonus::Points,
    ];
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum ZukunftAction {
    /// Expert variant: take this colour (and its hero); its magician goes on the topmost free
    /// space of the turn-order track (Z-XPERT-1).
    PickColour(Colour),
    /// Phase 2: this colour's fist of 0–3 knights; 0 brings knights back instead (Z-SEND-2,
    /// Z-SEND-3). With 2 players a seat answers once for each of its colours (Z-2P-2).
    Fist(Colour, u8),
    /// Phase 3: the colour whose turn it is predicts this total (Z-PRED-1).
    Predict(u8),
    /// Phase 4: take this face-up mission (Z-MISS-1).
    Mission(MissionId),
    /// Phase 4 with an empty fist: take this many knights (0–2) back from the hinterland, with a
    /// Grail tile each (Z-MISS-10).
    TakeBack(u8),
    /// Resolve one shield of this kind of the taken card by placing a sent knight on this space
    /// (Z-MISS-3, -4, -5, -12). A space outside the shield's room uses a hero (Z-HERO-…-1,
    /// Z-HERO-LAN-2).
    Shield(ShieldKind, Space),
    /// Resolve a shield whose room has no legal space: the knight goes back behind the
    /// screen (Z-MISS-6).
    ShieldBack(ShieldKind),
    /// An additional knight from this source onto this space (Z-EFF-2).
    Extra(Source, Space),
    /// Take this Training Ground line bonus (Z-ROOM-TRAIN-3).
    Bonus(TrainBonus),
    /// Take the top Grail tile of this stack (0–2) (Z-EFF-5).
    Stack(u8),
    /// Parzival's side 2: look through the Grail supply and pick this turn's tiles
    /// (Z-HERO-PAR-2).
    Parzival,
    /// While Parzival looks: take a tile of this part.
    Part(GrailPart),
    /// Accept the tournament final's knight and Grail tile (Z-ROOM-TOURN-6).
    Accept,
    /// Move this own red-room figure to the hinterland (Z-ROOM-INTR-4).
    Remove(Space),
    /// Kay's side 2 or Mordred's side 1: discard this face-up mission (Z-HERO-KAY-2,
    /// Z-HERO-MOR-1).
    Discard(MissionId),
    /// Mordred's side 2: pay 2 points, place the black knight on this space (Z-HERO-MOR-2).
    BlackKnight(Space),
    /// The red-room winner's magician onto this space (Z-ROOM-TABLE-3).
    Magician(Space),
    /// Decline what is offered (an optional effect, a magician placement, the end-of-turn hero
    /// abilities).
    Pass,
}

// The save codes of the actions: a tag per variant, its fields beside it. Tags are never
// reused; a new kind of action takes the next free one.
impl ActionCode for ZukunftAction {
    fn code(&self) -> u32 {
        use ZukunftAction as A;
        match *self {
            A::PickColour(c) => pack(1, c as u8, 0),
            A::Fist(c, n) => pack(2, c as u8, n),
            A::Predict(n) => pack(3, n, 0),
            A::Mission(m) => pack(4, m.index(), 0),
            A::TakeBack(n) => pack(5, n, 0),
            A::Shield(k, s) => pack(6, k as u8, s.index()),
            A::ShieldBack(k) => pack(7, k as u8, 0),
            A::Extra(src, s) => pack(8, src as u8, s.index()),
            A::Bonus(b) => pack(9, b as u8, 0),
            A::Stack(i) => pack(10, i, 0),
            A::Parzival => pack(11, 0, 0),
            A::Part(p) => pack(12, p as u8, 0),
            A::Accept => pack(13, 0, 0),
            A::Remove(s) => pack(14, s.index(), 0),
            A::Discard(m) => pack(15, m.index(), 0),
            A::BlackKnight(s) => pack(16, s.index(), 0),
            A::Magician(s) => pack(17, s.index(), 0),
            A::Pass => pack(18, 0, 0),
        }
    }

    fn from_code(code: u32) -> Option<Self> {
        use ZukunftAction as A;
        let (tag, a, b) = unpack(code)?;
        let colour = |x: u8| Colour::from_index(usize::from(x));
        let action = match tag {
            1 => A::PickColour(colour(a)?),
            2 => A::Fist(colour(a)?, b),
            3 => A::Predict(a),
            4 => A::Mission(MissionId::new(a)?),
            5 => A::TakeBack(a),
            6 => A::Shield(ShieldKind::from_index(usize::from(a))?, Space::new(b)?),
            7 => A::ShieldBack(ShieldKind::from_index(usize::from(a))?),
            8 => A::Extra(
                match a {
                    0 => Source::Hinterland,
                    1 => Source::Screen,
                    _ => return None,
                },
                Space::new(b)?,
            ),
            9 => A::Bonus(*TrainBonus::ALL.get(usize::from(a))?),
            10 => A::Stack(a),
            11 => A::Parzival,
            12 => A::Part(GrailPart::from_index(usize::from(a))?),
            13 => A::Accept,
            14 => A::Remove(Space::new(a)?),
            15 => A::Discard(MissionId::new(a)?),
            16 => A::BlackKnight(Space::new(a)?),
            17 => A::Magician(Space::new(a)?),
            18 => A::Pass,
            _ => return None,
        };
        // One code per action: bits an action does not use must be zero.
        (action.code() == code).then_some(action)
    }
}

/// Why an action is refused. The state is then unchanged.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ZukunftError {
    /// The game is over.
    GameOver,
    /// There is no such seat.
    NoSuchSeat(Seat),
    /// This seat is not the one (or among those) who must act now.
    NotYourTurn(Seat),
    /// The action does not answer the decision the game is waiting for.
    WrongMoment,
    /// The colour is already taken, or not in the game (Z-XPERT-1).
    ColourUnavailable(Colour),
    /// The seat does not play this colour, or the colour has already chosen its fist.
    NotYourColour(Colour),
    /// A fist holds 0–3 knights from behind the screen (Z-SEND-2).
    FistTooBig { knights: u8, behind_screen: u8 },
    /// Predictions are 0–15 (Z-PRED-7).
    NoSuchNumber(u8),
    /// Two magicians already stand on this number (Z-PRED-2).
    NumberFull(u8),
    /// The card is not face up (Z-MISS-1).
    NotOnDisplay(MissionId),
    /// The card needs more knights than this colour sent (Z-MISS-1, Z-MISS-9).
    TooFewKnights { needs: u8, sent: u8 },
    /// A colour that sent knights takes a mission; one that sent none takes back up to 2 of
    /// its hinterland knights (Z-MISS-10).
    CannotTakeBack(u8),
    /// The taken card has no unresolved shield of this kind.
    NoSuchShield(ShieldKind),
    /// The space is not a legal place for this figure now (the room's rules, §1.10).
    IllegalSpace(Space),
    /// The shield still has a legal space, so its knight cannot go back (Z-MISS-6).
    SpaceAvailable(ShieldKind),
    /// No knight is in that place (Z-EFF-2).
    NoKnight(Source),
    /// The hero ability is not available now (Z-HERO-2, Z-HERO-3).
    HeroUnavailable,
    /// No such Grail stack, or it is empty (Z-EFF-5).
    NoSuchStack(u8),
    /// Grail tiles are drawn from the tallest stack, this one, not chosen
    /// (`ZukunftConfig::draw_grail`).
    DrawnFromStack(u8),
    /// No tile of this part is left in the supply.
    NoSuchPart(GrailPart),
    /// This Training Ground bonus cannot be carried out now.
    BonusUnavailable(TrainBonus),
    /// Not one of this colour's red-room figures (Z-ROOM-INTR-4).
    NotYourFigure(Space),
    /// Mordred pays 2 points for the black knight (Z-HERO-MOR-2).
    TooFewPoints,
}

impl fmt::Display for ZukunftError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ZukunftError::GameOver => write!(f, "the game is over"),
            ZukunftError::NoSuchSeat(s) => write!(f, "there is no seat {s}"),
            ZukunftError::NotYourTurn(s) => write!(f, "seat {s} is not the one to act now"),
            ZukunftError::WrongMoment => {
                write!(f, "that is not the decision the game is waiting for")
            }
            ZukunftError::ColourUnavailable(c) => write!(f, "{c:?} cannot be chosen"),
            ZukunftError::NotYourColour(c) => write!(f, "{c:?} is not yours to choose for now"),
            ZukunftError::FistTooBig { knights, behind_screen } => write!(
                f,
                "a fist holds 0 to 3 knights from behind the screen ({behind_screen} there), not {knights}"
            ),
            ZukunftError::NoSuchNumber(n) => write!(f, "the throne room has no number {n}"),
            ZukunftError::NumberFull(n) => write!(f, "two magicians already stand on {n}"),
            ZukunftError::NotOnDisplay(m) => write!(f, "{} is not face up", m.label()),
            ZukunftError::TooFewKnights { needs, sent } => {
                write!(f, "the mission needs {needs} knights, {sent} were sent")
            }
            ZukunftError::CannotTakeBack(n) => write!(f, "cannot take {n} knights back"),
            ZukunftError::NoSuchShield(k) => write!(f, "no {k:?} shield is left to resolve"),
            ZukunftError::IllegalSpace(s) => write!(f, "{} is not a legal space now", s.label()),
            ZukunftError::SpaceAvailable(k) => {
                write!(f, "the {k:?} shield still has a legal space")
            }
            ZukunftError::NoKnight(src) => write!(f, "no knight on the {src:?}"),
            ZukunftError::HeroUnavailable => write!(f, "that hero ability is not available now"),
            ZukunftError::NoSuchStack(i) => write!(f, "no Grail tile on stack {i}"),
            ZukunftError::DrawnFromStack(i) => {
                write!(f, "Grail tiles are drawn from the tallest stack, stack {i}")
            }
            ZukunftError::NoSuchPart(p) => write!(f, "no {p:?} tile is left in the supply"),
            ZukunftError::BonusUnavailable(b) => write!(f, "the {b:?} bonus cannot be taken now"),
            ZukunftError::NotYourFigure(s) => {
                write!(f, "{} holds none of your red-room figures", s.label())
            }
            ZukunftError::TooFewPoints => write!(f, "the black knight costs 2 points"),
        }
    }
}

impl std::error::Error for ZukunftError {}
