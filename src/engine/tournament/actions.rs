//! The decisions a seat can make, and why one can be refused.
//!
//! # Why the decisions are split the way they are
//! A card play is up to three small steps by the same seat, each asked only when there is a
//! real choice: `Play(card)` (≤ 12 options, named by card id), then `Declare { suit, value }`
//! for a face-up Sorcerer (15 options when following, up to 60 when leading), then `Boost` for
//! the on-play modifiers the seat actually has (+3 token, Gawain's +1, Blessed Blade's +4; at
//! most 8 combinations). Folding all three into one action would multiply the play list by up
//! to 480 for a Sorcerer; splitting keeps every list short and lets the UI ask one question at
//! a time.
//!
//! Morgan's Glamour is folded into the play itself (`PlayFaceDown`): a face-down card gets no
//! value and no modifiers, and a separate question would tell the table that the hidden card
//! is a Sorcerer (only a Sorcerer lead needs a suit to be named, T-MORG-2).
//!
//! The order of the variants is the order of legal-action lists (derived `Ord`).

use super::data::{Card, Godsend, Suit, DECK_SIZE, GODSEND_COUNT};
use crate::engine::{pack, unpack, ActionCode, Seat};
use serde::{Deserialize, Serialize};

/// On-play value modifiers chosen for the card just played (T-TIME-M1/M2).
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize,
)]
pub struct Boosts {
    /// King Arthur's +3 token (T-ARTHUR-1; with Excalibur, T-EXCAL-1).
    pub favour: bool,
    /// Sir Gawain's +1 (T-GAW-1).
    pub sun: bool,
    /// Blessed Blade's +4 (GS-09).
    pub blade: bool,
}

impl Boosts {
    #[must_use]
    pub fn from_bits(bits: u8) -> Boosts {
        Boosts {
            favour: bits & 4 != 0,
            sun: bits & 2 != 0,
            blade: bits & 1 != 0,
        }
    }

    #[must_use]
    pub fn bits(self) -> u8 {
        (u8::from(self.favour) << 2) | (u8::from(self.sun) << 1) | u8::from(self.blade)
    }

    /// The value these add (T-CONV-4).
    #[must_use]
    pub fn bonus(self) -> u8 {
        3 * u8::from(self.favour) + u8::from(self.sun) + 4 * u8::from(self.blade)
    }
}

/// An escape at T-TIME-M5(c).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum EscapeKind {
    /// Sir Lancelot (T-LANCE-1).
    Lancelot,
    /// Guardian Angel (GS-08).
    GuardianAngel,
}

/// One decision by the seat that must act.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum TournamentAction {
    /// S1: discard a card face down after a draw effect (T-DEAL-4).
    DiscardFaceDown(Card),
    /// S2: Wrath of Heaven names an opponent and a suit (GS-01).
    Wrath { target: Seat, suit: Suit },
    /// S2: Day of Reckoning names a Basic suit (GS-02).
    Reckoning(Suit),
    /// S2: Divine Shield names a suit (GS-03).
    Shield(Suit),
    /// M1/M2: lead or follow with this card, face up.
    Play(Card),
    /// M1/M2: Morgan's Glamour (T-MORG-1): play face down. `suit` is the suit announced for a
    /// lead (T-MORG-2), or the lead suit when following.
    PlayFaceDown { card: Card, suit: Suit },
    /// M2: Shame (T-SHAME-1): unable to follow, discard this card face up.
    Discard(Card),
    /// Declare the Sorcerer just played (T-SORC-1).
    Declare { suit: Suit, value: u8 },
    /// On-play modifiers for the card just played.
    Boost(Boosts),
    /// M3: Excalibur puts the +3 token on this face-up card (T-EXCAL-2).
    Excalibur(Card),
    /// M3: Second Thoughts: take back the played card and play this one (T-PERC-1).
    SecondThoughts(Card),
    /// M3: Sir Pelleas sets this face-up Alchemy card's value (T-PELL-1).
    Pelleas { card: Card, value: u8 },
    /// M5(a): Will of God: Intervention flips this face-up card (GS-11).
    Intervene(Card),
    /// M5(c): escape as the current loser.
    Escape(EscapeKind),
    /// M5(d): Will of God: Mercy on the cards just taken (GS-12).
    Mercy,
    /// E2: Courtly Intrigue moves this card of Guinevere's pile (T-GUIN-1).
    Intrigue { card: Card, to: Seat },
    /// E2: Will of God: Judgement moves this card of the holder's pile (GS-13).
    Judgement { card: Card, to: Seat },
    /// E10: take this face-up Godsend (T-GODSEND-6).
    TakeGodsend(Godsend),
    /// E10: draw the top Godsend blind.
    DrawGodsend,
    /// Decline the rest of a powers window (M3, M5, E2).
    Pass,
}

// The save codes of the actions: a tag per variant, its fields beside it. Tags are never
// reused; a new kind of action takes the next free one.
impl ActionCode for TournamentAction {
    fn code(&self) -> u32 {
        use TournamentAction as A;
        let s = |x: Suit| x as u8;
        match *self {
            A::DiscardFaceDown(c) => pack(1, c.0, 0),
            A::Wrath { target, suit } => pack(2, target, s(suit)),
            A::Reckoning(suit) => pack(3, s(suit), 0),
            A::Shield(suit) => pack(4, s(suit), 0),
            A::Play(c) => pack(5, c.0, 0),
            A::PlayFaceDown { card, suit } => pack(6, card.0, s(suit)),
            A::Discard(c) => pack(7, c.0, 0),
            A::Declare { suit, value } => pack(8, s(suit), value),
            A::Boost(b) => pack(9, b.bits(), 0),
            A::Excalibur(c) => pack(10, c.0, 0),
            A::SecondThoughts(c) => pack(11, c.0, 0),
            A::Pelleas { card, value } => pack(12, card.0, value),
            A::Intervene(c) => pack(13, c.0, 0),
            A::Escape(EscapeKind::Lancelot) => pack(14, 0, 0),
            A::Escape(EscapeKind::GuardianAngel) => pack(14, 1, 0),
            A::Mercy => pack(15, 0, 0),
            A::Intrigue { card, to } => pack(16, card.0, to),
            A::Judgement { card, to } => pack(17, card.0, to),
            A::TakeGodsend(g) => pack(18, g.0, 0),
            A::DrawGodsend => pack(19, 0, 0),
            A::Pass => pack(20, 0, 0),
        }
    }

    fn from_code(code: u32) -> Option<Self> {
        use TournamentAction as A;
        let (tag, a, b) = unpack(code)?;
        let card = |x: u8| (x < DECK_SIZE).then_some(Card(x));
        let suit = |x: u8| Suit::from_index(usize::from(x));
        let action = match tag {
            1 => A::DiscardFaceDown(card(a)?),
            2 => A::Wrath { target: a, suit: suit(b)? },
            3 => A::Reckoning(suit(a)?),
            4 => A::Shield(suit(a)?),
            5 => A::Play(card(a)?),
            6 => A::PlayFaceDown { card: card(a)?, suit: suit(b)? },
            7 => A::Discard(card(a)?),
            8 => A::Declare { suit: suit(a)?, value: b },
            9 => A::Boost(Boosts::from_bits(a)),
            10 => A::Excalibur(card(a)?),
            11 => A::SecondThoughts(card(a)?),
            12 => A::Pelleas { card: card(a)?, value: b },
            13 => A::Intervene(card(a)?),
            14 => A::Escape(if a == 0 { EscapeKind::Lancelot } else { EscapeKind::GuardianAngel }),
            15 => A::Mercy,
            16 => A::Intrigue { card: card(a)?, to: b },
            17 => A::Judgement { card: card(a)?, to: b },
            18 => A::TakeGodsend((a < GODSEND_COUNT).then_some(Godsend(a))?),
            19 => A::DrawGodsend,
            20 => A::Pass,
            _ => return None,
        };
        // One code per action: bits an action does not use must be zero.
        (action.code() == code).then_some(action)
    }
}

/// Why an action was refused. The state is unchanged whenever one is returned.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum TournamentError {
    /// The game has ended.
    GameOver,
    /// This seat does not exist.
    NoSuchSeat(Seat),
    /// Another seat must act now.
    NotYourTurn { seat: Seat, to_act: Seat },
    /// The action answers a different question than the one pending.
    WrongStep,
    /// The card is not in the seat's hand.
    NotInHand(Card),
    /// T-FOLLOW-1/5: the seat holds the lead suit, so it must play it (or a Sorcerer).
    MustFollowSuit(Suit),
    /// T-FOLLOW-3: the seat can follow (suit, Alchemy or Sorcerer), so it may not discard.
    CanFollow,
    /// T-FOLLOW-3: the seat cannot follow and must discard (Shame).
    MustDiscard,
    /// T-LEAD-4: Alchemy may be led only by a seat holding no Basic card.
    AlchemyLeadWithBasic,
    /// A Sorcerer's suit must be the lead suit (T-SORC-1), a Basic suit in play for a lead
    /// (T-LEAD-5, T-2P-2), or a suit this card cannot name.
    BadSuit(Suit),
    /// Declared or set values are 1–15 (T-SORC-1, T-PELL-1).
    BadValue(u8),
    /// The power is not the seat's, is used up, or is not usable on this.
    PowerUnavailable,
    /// The target card is not a legal target (not face up in the melee, not in the pile, …).
    BadCard(Card),
    /// The target seat is not a legal target.
    BadTarget(Seat),
    /// Second Thoughts needs another card, legal in place of the returned one (T-PERC-2).
    SameCard,
    /// The Godsend is not one of the face-up cards, or no card is left to draw.
    NoSuchGodsend,
}

impl std::fmt::Display for TournamentError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            TournamentError::GameOver => write!(f, "the game has ended"),
            TournamentError::NoSuchSeat(s) => write!(f, "there is no seat {s}"),
            TournamentError::NotYourTurn { seat, to_act } => {
                write!(f, "seat {seat} cannot act now: seat {to_act} must")
            }
            TournamentError::WrongStep => write!(f, "that is not the decision being asked for"),
            TournamentError::NotInHand(c) => write!(f, "{c} is not in your hand"),
            TournamentError::MustFollowSuit(s) => {
                write!(f, "you hold {s:?}, so you must follow suit")
            }
            TournamentError::CanFollow => write!(f, "you can follow, so you may not discard"),
            TournamentError::MustDiscard => {
                write!(f, "you cannot follow: you must discard a card (Shame)")
            }
            TournamentError::AlchemyLeadWithBasic => {
                write!(f, "Alchemy may be led only when you hold no Basic card")
            }
            TournamentError::BadSuit(s) => write!(f, "{s:?} cannot be named here"),
            TournamentError::BadValue(v) => write!(f, "{v} is not a value from 1 to 15"),
            TournamentError::PowerUnavailable => write!(f, "that power cannot be used now"),
            TournamentError::BadCard(c) => write!(f, "{c} cannot be chosen for this"),
            TournamentError::BadTarget(s) => write!(f, "seat {s} cannot be chosen for this"),
            TournamentError::SameCard => write!(f, "Second Thoughts needs a different, legal card"),
            TournamentError::NoSuchGodsend => write!(f, "that Godsend cannot be taken"),
        }
    }
}

impl std::error::Error for TournamentError {}
