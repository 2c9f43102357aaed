//! What a seat can do, and why the engine refuses.
//!
//! Each decision the rules ask of a player is its own small action by the seat that decides,
//! so a multi-step card (Vivien, Gawain, Merlin #4…) is a sequence of actions, each checked.
//! Cards are named by identity, never by position. The derived order (variant, then fields) is
//! the order of [`crate::engine::Game::legal_actions_into`].

use super::data::{Card, Knight, Loyalty, Quest};
use crate::engine::{pack, unpack, ActionCode, Seat};
use serde::{Deserialize, Serialize};
use std::fmt;

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum CardAction {
    /// Listen to Rumors: draw the top Rumor card onto the pile (C-LISTEN-1).
    Listen,
    /// Go on this quest (C-QUEST-1).
    Quest(Quest),
    /// Accuse this seat (C-ACCUSE-1 … C-ACCUSE-6).
    Accuse(Seat),
    /// Only when no action is possible (C-EDGE-10).
    Pass,
    /// A revealed traitor's turn: draw the top two Rumor cards (C-ACCUSE-8).
    Spread,
    /// …and lay this one face up; the other is discarded unseen.
    Place(Card),
    /// Under Morgan #1: say which card you drew (C-CARD-MORGAN1-1, -2).
    Announce(Card),
    /// Merlin #4: the quest of your face-down token (C-CARD-MERLIN4-1).
    Token(Quest),
    /// Vivien: hand the other set-aside card to this seat (C-CARD-VIVIEN-1).
    Give(Seat),
    /// Vivien: keep a loyalty card of this identity, return the other (C-CARD-VIVIEN-2).
    Keep(Loyalty),
    /// Merlin #6: go on this quest at once with this bonus, 0–3 (C-PROMO-MERLIN6-1, -2).
    Merlin6Quest(Quest, u8),
    /// Merlin #6: do not go on a quest; the turn ends.
    Merlin6Skip,
    /// Play Tristan: look through the Rumor deck (C-KNIGHT-TRISTAN-1).
    Tristan,
    /// Play Galahad instead of the turn's action: look at this seat's loyalty (C-KNIGHT-GALAHAD-1).
    Galahad(Seat),
    /// In the Arthur window: the questing player must listen instead (C-KNIGHT-ARTHUR-1).
    Arthur,
    /// In the Gawain window: draw three Rumor cards (C-KNIGHT-GAWAIN-1).
    Gawain,
    /// …and play this one.
    GawainPlay(Card),
    /// In the Percival window: two swords instead of one (C-KNIGHT-PERCIVAL-1).
    Percival,
    /// "No one": closes the open window for the whole table (C-KNIGHT-5).
    Decline,
}

// The save codes of the actions: a tag per variant, its fields beside it. Tags are never
// reused; a new kind of action takes the next free one.
impl ActionCode for CardAction {
    fn code(&self) -> u32 {
        use CardAction as A;
        let q = |x: Quest| x.index() as u8;
        let c = |x: Card| x.index() as u8;
        match *self {
            A::Listen => pack(1, 0, 0),
            A::Quest(x) => pack(2, q(x), 0),
            A::Accuse(seat) => pack(3, seat, 0),
            A::Pass => pack(4, 0, 0),
            A::Spread => pack(5, 0, 0),
            A::Place(x) => pack(6, c(x), 0),
            A::Announce(x) => pack(7, c(x), 0),
            A::Token(x) => pack(8, q(x), 0),
            A::Give(seat) => pack(9, seat, 0),
            A::Keep(Loyalty::Loyal) => pack(10, 0, 0),
            A::Keep(Loyalty::Traitor) => pack(10, 1, 0),
            A::Merlin6Quest(x, bonus) => pack(11, q(x), bonus),
            A::Merlin6Skip => pack(12, 0, 0),
            A::Tristan => pack(13, 0, 0),
            A::Galahad(seat) => pack(14, seat, 0),
            A::Arthur => pack(15, 0, 0),
            A::Gawain => pack(16, 0, 0),
            A::GawainPlay(x) => pack(17, c(x), 0),
            A::Percival => pack(18, 0, 0),
            A::Decline => pack(19, 0, 0),
        }
    }

    fn from_code(code: u32) -> Option<Self> {
        use CardAction as A;
        let (tag, a, b) = unpack(code)?;
        let quest = |x: u8| Quest::from_index(usize::from(x));
        let card = |x: u8| Card::from_index(usize::from(x));
        let action = match tag {
            1 => A::Listen,
            2 => A::Quest(quest(a)?),
            3 => A::Accuse(a),
            4 => A::Pass,
            5 => A::Spread,
            6 => A::Place(card(a)?),
            7 => A::Announce(card(a)?),
            8 => A::Token(quest(a)?),
            9 => A::Give(a),
            10 => A::Keep(if a == 0 { Loyalty::Loyal } else { Loyalty::Traitor }),
            11 => A::Merlin6Quest(quest(a)?, b),
            12 => A::Merlin6Skip,
            13 => A::Tristan,
            14 => A::Galahad(a),
            15 => A::Arthur,
            16 => A::Gawain,
            17 => A::GawainPlay(card(a)?),
            18 => A::Percival,
            19 => A::Decline,
            _ => return None,
        };
        // One code per action: bits an action does not use must be zero.
        (action.code() == code).then_some(action)
    }
}

/// Why an action is refused. The state is then unchanged.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum CardError {
    /// The game is over.
    GameOver,
    /// There is no such seat.
    NoSuchSeat(Seat),
    /// This seat is not the one (or among those) who must act now.
    NotYourTurn(Seat),
    /// The action does not answer the decision the game is waiting for.
    WrongMoment,
    /// The top card of the pile does not show this quest (C-QUEST-1, C-QUEST-3).
    QuestNotShown(Quest),
    /// The pile is empty (C-QUEST-2).
    EmptyPile,
    /// Neither the Rumor deck nor the discard pile has a card (C-LISTEN-7).
    NothingToDraw,
    /// There are no accusations in the solo game (C-SOLO-1).
    SoloGame,
    /// Fewer than 4 swords are on the table (C-ACCUSE-1).
    TooFewSwords,
    /// This seat has already accused (C-ACCUSE-2).
    AlreadyAccused,
    /// Nobody accuses himself (C-ACCUSE-3).
    SelfAccusation,
    /// This seat's loyalty is already revealed (C-ACCUSE-3, C-EDGE-15).
    AlreadyRevealed(Seat),
    /// A revealed traitor only spreads rumors (C-TURN-3).
    MustSpreadRumors,
    /// Passing is allowed only with no other action (C-EDGE-10).
    PassNotAllowed,
    /// This seat holds no such knight card (C-KNIGHT-4).
    NoKnight(Knight),
    /// Tristan has already been played this turn.
    AlreadyLooked,
    /// That card is not among the ones drawn.
    NotDrawn(Card),
    /// Gawain never plays a Morgan (C-KNIGHT-GAWAIN-1).
    MorganNotPlayable,
    /// A loyal player announces the card he drew (C-CARD-MORGAN1-2).
    MustTellTruth(Card),
    /// Nobody announces a Merlin: a real one is shown face up (C-EDGE-7); nor a card not in this game.
    CannotAnnounce(Card),
    /// Merlin #6's bonus is 0–3 (C-PROMO-MERLIN6-2).
    BadBonus(u8),
    /// Not a seat that can receive Vivien's card or be peeked at (another unrevealed seat).
    BadTarget(Seat),
    /// This seat does not hold a loyalty card of that identity.
    NotHeld(Loyalty),
}

impl fmt::Display for CardError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CardError::GameOver => write!(f, "the game is over"),
            CardError::NoSuchSeat(s) => write!(f, "there is no seat {s}"),
            CardError::NotYourTurn(s) => write!(f, "seat {s} is not the one to act now"),
            CardError::WrongMoment => write!(f, "that is not the decision the game is waiting for"),
            CardError::QuestNotShown(q) => {
                write!(f, "the top card of the pile does not show {q:?}")
            }
            CardError::EmptyPile => write!(f, "the Threats pile is empty"),
            CardError::NothingToDraw => write!(f, "no Rumor card is left to draw"),
            CardError::SoloGame => write!(f, "there are no accusations in a solo game"),
            CardError::TooFewSwords => {
                write!(f, "an accusation needs at least 4 swords on the table")
            }
            CardError::AlreadyAccused => write!(f, "each player accuses only once"),
            CardError::SelfAccusation => write!(f, "nobody accuses himself"),
            CardError::AlreadyRevealed(s) => write!(f, "seat {s}'s loyalty is already revealed"),
            CardError::MustSpreadRumors => write!(f, "a revealed traitor can only spread rumors"),
            CardError::PassNotAllowed => write!(f, "passing is allowed only when nothing else is"),
            CardError::NoKnight(k) => write!(f, "no {k:?} card in hand"),
            CardError::AlreadyLooked => write!(f, "Tristan has already been played this turn"),
            CardError::NotDrawn(c) => write!(f, "{c:?} is not among the cards drawn"),
            CardError::MorganNotPlayable => write!(f, "Gawain never plays a Morgan card"),
            CardError::MustTellTruth(c) => {
                write!(f, "a loyal player announces the card drawn, {c:?}")
            }
            CardError::CannotAnnounce(c) => write!(f, "{c:?} cannot be announced"),
            CardError::BadBonus(b) => write!(f, "Merlin #6 adds 0 to 3 points, not {b}"),
            CardError::BadTarget(s) => write!(f, "seat {s} cannot be chosen here"),
            CardError::NotHeld(l) => write!(f, "no {l:?} card to keep"),
        }
    }
}

impl std::error::Error for CardError {}
