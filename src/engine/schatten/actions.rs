//! What a seat can do, and why the engine refuses.
//!
//! Each decision the rules ask of a player (spec §14.1) is its own small action by the seat
//! that decides, so a multi-step effect (a siege fight, Messenger, Clairvoyance, sharing) is a
//! sequence of checked actions. Cards are named by identity, never by position. The derived
//! order (variant, then fields) is the order of `legal_actions_into`.

use super::data::{Black, Place, White};
use crate::engine::{pack, unpack, ActionCode, Seat};
use serde::{Deserialize, Serialize};
use std::fmt;

/// Up to three white cards by identity, sorted: a forced discard or Bedivere's three cards.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Pick {
    n: u8,
    cards: [White; 3],
}

impl Pick {
    /// The pick of these cards (at most three), sorted; `None` for more than three.
    #[must_use]
    pub fn new(cards: &[White]) -> Option<Pick> {
        if cards.len() > 3 {
            return None;
        }
        let mut c = [White::F1; 3];
        for (slot, &w) in c.iter_mut().zip(cards) {
            *slot = w;
        }
        let n = cards.len();
        crate::engine::few_sort::sort(c.get_mut(..n)?);
        Some(Pick { n: n as u8, cards: c })
    }

    #[must_use]
    pub fn cards(&self) -> &[White] {
        self.cards.get(..usize::from(self.n)).unwrap_or(&[])
    }

    #[must_use]
    pub fn len(&self) -> usize {
        usize::from(self.n)
    }

    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.n == 0
    }

    fn code(&self) -> (u8, u8) {
        let c = |i: usize| self.cards.get(i).map_or(0, |w| w.index() as u8);
        (self.n << 4 | c(0), c(1) << 4 | c(2))
    }

    fn from_code(a: u8, b: u8) -> Option<Pick> {
        let n = usize::from(a >> 4);
        let all = [
            White::from_index(usize::from(a & 15))?,
            White::from_index(usize::from(b >> 4))?,
            White::from_index(usize::from(b & 15))?,
        ];
        let p = Pick::new(all.get(..n)?)?;
        (p.code() == (a, b)).then_some(p)
    }
}

/// A special white card with its parameters (S-WS, S-DP-18).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Special {
    /// Merlin (a): remove one siege engine.
    MerlinSiege,
    /// Merlin (b): remove the last black card on this quest.
    MerlinQuest(Place),
    /// Merlin (c): remove one warrior from this war.
    MerlinWarrior(Place),
    Fate,
    /// Piety: the player gains 3 life.
    PietySelf,
    /// Piety: every other `OK` knight gains 1.
    PietyOthers,
    /// Heroism on this quest.
    Heroism(Place),
    /// Reinforcements: the player draws 4.
    ReinforcementsSelf,
    /// Reinforcements: every other `OK` knight draws 1.
    ReinforcementsOthers,
    Clairvoyance,
    /// Messenger to this knight; the cards follow one by one ([`SchattenAction::Give`]).
    Messenger(Seat),
    Lady,
    Convocation,
}

impl Special {
    /// The card played.
    #[must_use]
    pub const fn card(self) -> White {
        match self {
            Special::MerlinSiege | Special::MerlinQuest(_) | Special::MerlinWarrior(_) => {
                White::Merlin
            }
            Special::Fate => White::Fate,
            Special::PietySelf | Special::PietyOthers => White::Piety,
            Special::Heroism(_) => White::Heroism,
            Special::ReinforcementsSelf | Special::ReinforcementsOthers => White::Reinforcements,
            Special::Clairvoyance => White::Clairvoyance,
            Special::Messenger(_) => White::Messenger,
            Special::Lady => White::Lady,
            Special::Convocation => White::Convocation,
        }
    }

    fn code(self) -> (u8, u8) {
        let p = |q: Place| q.index() as u8;
        match self {
            Special::MerlinSiege => (0, 0),
            Special::MerlinQuest(q) => (1, p(q)),
            Special::MerlinWarrior(q) => (2, p(q)),
            Special::Fate => (3, 0),
            Special::PietySelf => (4, 0),
            Special::PietyOthers => (5, 0),
            Special::Heroism(q) => (6, p(q)),
            Special::ReinforcementsSelf => (7, 0),
            Special::ReinforcementsOthers => (8, 0),
            Special::Clairvoyance => (9, 0),
            Special::Messenger(s) => (10, s),
            Special::Lady => (11, 0),
            Special::Convocation => (12, 0),
        }
    }

    fn from_code(a: u8, b: u8) -> Option<Special> {
        let q = || Place::from_index(usize::from(b));
        let s = match a {
            0 => Special::MerlinSiege,
            1 => Special::MerlinQuest(q()?),
            2 => Special::MerlinWarrior(q()?),
            3 => Special::Fate,
            4 => Special::PietySelf,
            5 => Special::PietyOthers,
            6 => Special::Heroism(q()?),
            7 => Special::ReinforcementsSelf,
            8 => Special::ReinforcementsOthers,
            9 => Special::Clairvoyance,
            10 => Special::Messenger(b),
            11 => Special::Lady,
            12 => Special::Convocation,
            _ => return None,
        };
        (s.code() == (a, b)).then_some(s)
    }
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum SchattenAction {
    /// Setup: give this card to the pool, secretly (S-SETUP-10, S-DP-1).
    SetupGive(White),
    /// Sharing: the proposer gives one pool card of this identity to this seat (S-SHARE-3).
    Assign(White, Seat),
    /// Sharing: the vote (S-SHARE-4).
    Accept,
    Reject,
    /// Percival looks at the top black card (S-TURN-5).
    Peek,
    /// Progression DRAW (S-TURN-6), or the revealed Traitor's draw (S-TRA-5).
    DrawBlack,
    /// Progression SIEGE (S-TURN-7), or the revealed Traitor's siege engine.
    Siege,
    /// Progression LIFE (S-TURN-8).
    LoseLife,
    /// A hidden Traitor reveals himself (S-TRA-2).
    Reveal,
    /// The Armor's owner resolves this one of the two (S-REL-ARMOR-2).
    KeepBlack(Black),
    /// The drawn combat card lies face up / face down (S-BLACK-3).
    FaceUp,
    FaceDown,
    /// Pledge this many Merlins (S-MERLIN-4).
    Pledge(u8),
    /// Give up Excalibur to cancel the standard black card (S-REL-EXC-3).
    CancelWithExcalibur,
    /// Mercenaries or Mordred go to this war (S-DP-10).
    War(Place),
    /// Volunteer for Morgan #1 or #5 (S-DP-11).
    Volunteer,
    /// These cards are discarded (S-DP-12; Morgan #1's volunteer).
    Discard(Pick),
    /// The Grail's owner lets the dying knight drink (S-REL-GRAIL-2).
    Drink,
    /// Heroic action A (S-TURN-13); for Tristan leaving Camelot, free (S-KN-TRI).
    Move(Place),
    /// Camelot: draw white cards (S-Q-CAM-1).
    DrawWhite,
    /// Camelot: fight a siege engine; the cards follow (S-Q-CAM-2).
    FightSiege,
    /// The quest action of the knight's location with this card (S-TURN-14).
    QuestCard(White),
    /// Heroic action C (S-TURN-15).
    Play(Special),
    /// Galahad's free special card (S-KN-GAL).
    PlayFree(Special),
    /// Heroic action D: discard three of these (S-TURN-16).
    Heal(White),
    /// Heroic action E (S-ACC).
    Accuse(Seat),
    /// Arthur offers this card to this knight (S-KN-ART).
    Exchange(White, Seat),
    /// Bedivere discards these three to take a Merlin (S-KN-BED).
    Bedivere(Pick),
    /// End the heroic phase (S-TURN-19).
    EndPhase,
    /// The target of Arthur's exchange gives this card (S-DP-15).
    ExchangeGive(White),
    /// The siege fighter lays this fight card (S-DP-17).
    FightAdd(White),
    /// …and rolls the d8.
    Roll,
    /// Sir Kay adds this fight card (S-KN-KAY).
    KayAdd(White),
    /// Messenger: give this card (S-WS-MESSENGER).
    Give(White),
    /// Messenger: no more cards.
    Done,
    /// Clairvoyance: this card goes next from the top (S-WS-CLAIR).
    Order(Black),
    /// The revealed Traitor taunts this knight (S-TRA-5).
    Taunt(Seat),
    /// No: keep the card (Excalibur), no drink, no volunteer, no Kay card.
    #[default]
    Decline,
}

// The save codes: a tag per variant, its fields beside it. Tags are never reused.
impl ActionCode for SchattenAction {
    fn code(&self) -> u32 {
        use SchattenAction as A;
        let w = |x: White| x.index() as u8;
        let p = |x: Place| x.index() as u8;
        match *self {
            A::SetupGive(x) => pack(1, w(x), 0),
            A::Assign(x, s) => pack(2, w(x), s),
            A::Accept => pack(3, 0, 0),
            A::Reject => pack(4, 0, 0),
            A::Peek => pack(5, 0, 0),
            A::DrawBlack => pack(6, 0, 0),
            A::Siege => pack(7, 0, 0),
            A::LoseLife => pack(8, 0, 0),
            A::Reveal => pack(9, 0, 0),
            A::KeepBlack(b) => pack(10, b.index() as u8, 0),
            A::FaceUp => pack(11, 0, 0),
            A::FaceDown => pack(12, 0, 0),
            A::Pledge(n) => pack(13, n, 0),
            A::CancelWithExcalibur => pack(14, 0, 0),
            A::War(q) => pack(15, p(q), 0),
            A::Volunteer => pack(16, 0, 0),
            A::Discard(k) => {
                let (a, b) = k.code();
                pack(17, a, b)
            }
            A::Drink => pack(18, 0, 0),
            A::Move(q) => pack(19, p(q), 0),
            A::DrawWhite => pack(20, 0, 0),
            A::FightSiege => pack(21, 0, 0),
            A::QuestCard(x) => pack(22, w(x), 0),
            A::Play(s) => {
                let (a, b) = s.code();
                pack(23, a, b)
            }
            A::PlayFree(s) => {
                let (a, b) = s.code();
                pack(24, a, b)
            }
            A::Heal(x) => pack(25, w(x), 0),
            A::Accuse(s) => pack(26, s, 0),
            A::Exchange(x, s) => pack(27, w(x), s),
            A::Bedivere(k) => {
                let (a, b) = k.code();
                pack(28, a, b)
            }
            A::EndPhase => pack(29, 0, 0),
            A::ExchangeGive(x) => pack(30, w(x), 0),
            A::FightAdd(x) => pack(31, w(x), 0),
            A::Roll => pack(32, 0, 0),
            A::KayAdd(x) => pack(33, w(x), 0),
            A::Give(x) => pack(34, w(x), 0),
            A::Done => pack(35, 0, 0),
            A::Order(b) => pack(36, b.index() as u8, 0),
            A::Taunt(s) => pack(37, s, 0),
            A::Decline => pack(38, 0, 0),
        }
    }

    fn from_code(code: u32) -> Option<Self> {
        use SchattenAction as A;
        let (tag, a, b) = unpack(code)?;
        let w = |x: u8| White::from_index(usize::from(x));
        let p = |x: u8| Place::from_index(usize::from(x));
        let bl = |x: u8| Black::from_index(usize::from(x));
        let action = match tag {
            1 => A::SetupGive(w(a)?),
            2 => A::Assign(w(a)?, b),
            3 => A::Accept,
            4 => A::Reject,
            5 => A::Peek,
            6 => A::DrawBlack,
            7 => A::Siege,
            8 => A::LoseLife,
            9 => A::Reveal,
            10 => A::KeepBlack(bl(a)?),
            11 => A::FaceUp,
            12 => A::FaceDown,
            13 => A::Pledge(a),
            14 => A::CancelWithExcalibur,
            15 => A::War(p(a)?),
            16 => A::Volunteer,
            17 => A::Discard(Pick::from_code(a, b)?),
            18 => A::Drink,
            19 => A::Move(p(a)?),
            20 => A::DrawWhite,
            21 => A::FightSiege,
            22 => A::QuestCard(w(a)?),
            23 => A::Play(Special::from_code(a, b)?),
            24 => A::PlayFree(Special::from_code(a, b)?),
            25 => A::Heal(w(a)?),
            26 => A::Accuse(a),
            27 => A::Exchange(w(a)?, b),
            28 => A::Bedivere(Pick::from_code(a, b)?),
            29 => A::EndPhase,
            30 => A::ExchangeGive(w(a)?),
            31 => A::FightAdd(w(a)?),
            32 => A::Roll,
            33 => A::KayAdd(w(a)?),
            34 => A::Give(w(a)?),
            35 => A::Done,
            36 => A::Order(bl(a)?),
            37 => A::Taunt(a),
            38 => A::Decline,
            _ => return None,
        };
        // One code per action: bits an action does not use must be zero.
        (action.code() == code).then_some(action)
    }
}

/// Why an action is refused. The state is then unchanged.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SchattenError {
    /// The game is over.
    GameOver,
    /// There is no such seat.
    NoSuchSeat(Seat),
    /// This seat is not the one (or among those) who must act now.
    NotYourTurn(Seat),
    /// The action does not answer the decision the game is waiting for.
    WrongMoment,
    /// The seat holds no such card.
    NotInHand(White),
    /// Both heroic actions are taken, or the second would repeat a type or cannot be paid
    /// (S-TURN-11).
    NoActionLeft,
    /// The heroic phase cannot end before the first action (S-TURN-19).
    MustAct,
    /// That place is closed, occupied (solo) or where the knight already is (S-TURN-13).
    CannotMoveThere(Place),
    /// The card does not fit the quest (pattern, sequence, Dark Forest, spots: S-Q-*).
    CardDoesNotFit(White),
    /// The special card's precondition or target does not hold (§2.2), or one was already
    /// played this turn (S-TURN-15).
    CannotPlay(Special),
    /// Accusations need 6 siege engines or 6 swords, once per knight, a hidden knight (S-ACC).
    CannotAccuse(Seat),
    /// This knight's power is not available now (§10).
    PowerUnavailable,
    /// No black card can be drawn (S-DECK-4).
    NothingToDraw,
    /// Any other choice outside the ones offered now (a bad pick, target or pledge).
    NotOffered,
}

impl fmt::Display for SchattenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SchattenError::GameOver => write!(f, "the game is over"),
            SchattenError::NoSuchSeat(s) => write!(f, "there is no seat {s}"),
            SchattenError::NotYourTurn(s) => write!(f, "seat {s} is not the one to act now"),
            SchattenError::WrongMoment => {
                write!(f, "that is not the decision the game is waiting for")
            }
            SchattenError::NotInHand(w) => write!(f, "no {w:?} card in hand"),
            SchattenError::NoActionLeft => write!(f, "no further heroic action of that type"),
            SchattenError::MustAct => write!(f, "the first heroic action is mandatory"),
            SchattenError::CannotMoveThere(p) => write!(f, "cannot move to {p:?}"),
            SchattenError::CardDoesNotFit(w) => write!(f, "{w:?} cannot be played there"),
            SchattenError::CannotPlay(s) => write!(f, "{s:?} cannot be played now"),
            SchattenError::CannotAccuse(s) => write!(f, "seat {s} cannot be accused now"),
            SchattenError::PowerUnavailable => write!(f, "that power is not available now"),
            SchattenError::NothingToDraw => write!(f, "no black card can be drawn"),
            SchattenError::NotOffered => write!(f, "that choice is not offered now"),
        }
    }
}

impl std::error::Error for SchattenError {}
