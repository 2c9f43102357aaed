//! The log. Every event carries the numbers behind it, so the UI can write each line in either
//! language and show the arithmetic (an injury line goes base → replacement → ×2 → prevented →
//! capped; a health line goes old − shame − weapon injury + healing = new).
//!
//! Events are small `Copy` values (card sets are bitmasks) so emitting them allocates nothing
//! beyond the caller's buffer. A secret (a dealt hand, a drawn card, a face-down card) is a
//! private event for its seat with a public twin for everyone else.

use super::actions::EscapeKind;
use super::data::{cards_of, godsends_of, Band, Card, Character, Godsend, Suit};
use crate::engine::{GameEvent, Seat, Viewer};
use serde::ser::SerializeSeq;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// A set of Weapon cards; serialised as a list of ids.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct CardSet(pub u128);

impl CardSet {
    pub fn iter(self) -> impl Iterator<Item = Card> {
        cards_of(self.0)
    }

    #[must_use]
    pub fn len(self) -> u32 {
        self.0.count_ones()
    }

    #[must_use]
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    #[must_use]
    pub fn contains(self, card: Card) -> bool {
        self.0 & card.bit() != 0
    }
}

impl<'de> Deserialize<'de> for CardSet {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let cards = Vec::<Card>::deserialize(d)?;
        Ok(CardSet(cards.iter().fold(0, |m, c| m | c.bit())))
    }
}

impl Serialize for CardSet {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut seq = s.serialize_seq(Some(self.len() as usize))?;
        for c in self.iter() {
            seq.serialize_element(&c)?;
        }
        seq.end()
    }
}

/// A set of seats; serialised as a list.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct SeatSet(pub u8);

impl SeatSet {
    pub fn iter(self) -> impl Iterator<Item = Seat> {
        (0..8u8).filter(move |s| self.0 & (1 << s) != 0)
    }

    #[must_use]
    pub fn contains(self, seat: Seat) -> bool {
        seat < 8 && self.0 & (1 << seat) != 0
    }
}

impl<'de> Deserialize<'de> for SeatSet {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let seats = Vec::<Seat>::deserialize(d)?;
        let mut set = 0u8;
        for s in seats {
            if s >= 8 {
                return Err(serde::de::Error::custom("a seat beyond 8"));
            }
            set |= 1 << s;
        }
        Ok(SeatSet(set))
    }
}

impl Serialize for SeatSet {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut seq = s.serialize_seq(None)?;
        for seat in self.iter() {
            seq.serialize_element(&seat)?;
        }
        seq.end()
    }
}

/// A set of Godsends; serialised as a list of ids.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct GodsendSet(pub u32);

impl GodsendSet {
    pub fn iter(self) -> impl Iterator<Item = Godsend> {
        godsends_of(self.0)
    }
}

impl<'de> Deserialize<'de> for GodsendSet {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let godsends = Vec::<Godsend>::deserialize(d)?;
        Ok(GodsendSet(godsends.iter().fold(0, |m, g| m | g.bit())))
    }
}

impl Serialize for GodsendSet {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut seq = s.serialize_seq(None)?;
        for g in self.iter() {
            seq.serialize_element(&g)?;
        }
        seq.end()
    }
}

/// Which effect drew cards at S1.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum DrawPower {
    /// Tristan's Wanderer (T-TRIS-1), possibly together with Second Sight.
    Wanderer,
    /// Second Sight (GS-10) only.
    SecondSight,
    /// Both in one turn.
    WandererAndSecondSight,
}

/// An S2 declaration (GS-01 … GS-03).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, serde::Deserialize)]
pub enum Declaration {
    Wrath { target: Seat, suit: Suit },
    Reckoning(Suit),
    Shield(Suit),
}

/// A value change on a melee card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ValueChange {
    /// Royal Favour as Arthur plays (T-ARTHUR-1).
    RoyalFavour,
    /// Excalibur in the Pre-Feint window, on any face-up card (T-EXCAL-2).
    Excalibur,
    /// Strength of the Sun (T-GAW-1).
    StrengthOfTheSun,
    /// Blessed Blade (GS-09).
    BlessedBlade,
    /// Sir Pelleas sets an Alchemy value (T-PELL-1).
    Pelleas,
}

/// Why a Shame cost nothing.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ShameGuard {
    /// Galahad's Pure of Heart (T-GAL-1).
    PureOfHeart,
    /// Relic of the Saints (GS-07).
    Relic,
}

/// Step (2) of T-INJ-1.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Replacement {
    /// Poisoned → 5 (T-ISO-1).
    Isolde,
    /// Poisoned → 5 (GS-04).
    Antidote,
    /// Merlin → 5 (GS-07).
    Relic,
}

/// Which doubling effects name a card (step 3 of T-INJ-1); any number of them still gives ×2.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Doublers {
    /// Mordred (T-MORD-1).
    pub mordred: bool,
    /// Wrath of Heaven (GS-01), by how many cards.
    pub wrath: u8,
    /// Day of Reckoning (GS-02).
    pub reckoning: bool,
}

impl Doublers {
    #[must_use]
    pub fn any(self) -> bool {
        self.mordred || self.wrath > 0 || self.reckoning
    }
}

/// Step (4) of T-INJ-1.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Prevention {
    /// Merlin's Bane (T-NIM-1).
    Nimue,
    /// Divine Shield (GS-03).
    DivineShield,
    /// Will of God: Mercy (GS-12).
    Mercy,
}

/// One card of a Weapon Hits pile through the injury pipeline (T-INJ-1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct InjuryLine {
    pub card: Card,
    /// (1) printed injury.
    pub base: u8,
    /// (2) the replacement that applied, if any, and the value after it.
    pub replaced: Option<Replacement>,
    pub after_replacement: u8,
    /// (3) the doubling effects naming this card, and the value after doubling (capped at ×2).
    pub doubled: Doublers,
    pub after_doubling: u8,
    /// (4) the prevention that applied, if any.
    pub prevented: Option<Prevention>,
    /// (5) whether the Green Sash capped this card at 10.
    pub capped: bool,
    /// The card's injury.
    pub result: u8,
    /// Set when the card was moved into this pile at E2: from whom.
    pub moved_from: Option<Seat>,
}

/// E4 healing (T-HEAL-2).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Healing {
    /// Galahad's 15 (T-GAL-2).
    pub pure_of_heart: u16,
    /// The Holy Grail's 25 (T-GRAIL-1).
    pub grail: u16,
    /// 20 per Holy Water (GS-06).
    pub holy_water: u16,
    /// True when the seat is Fallen and so heals nothing (T-HEAL-4); the parts above are then
    /// what it would have healed.
    pub blocked_by_fallen: bool,
}

impl Healing {
    #[must_use]
    pub fn total(self) -> u16 {
        if self.blocked_by_fallen {
            0
        } else {
            self.pure_of_heart + self.grail + self.holy_water
        }
    }
}

/// Why a Godsend was given (T-GODSEND-6/7/8).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum PickReason {
    Chart,
    Behind100,
    Behind200,
    FisherKing,
}

/// Which power moved a card at E2.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum TransferPower {
    CourtlyIntrigue,
    Judgement,
}

/// A log entry. Seat numbers are clockwise from 0.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum TournamentEvent {
    /// S0: a round begins (T-DEAL-1, T-LEAD-1).
    RoundStarted {
        round: u8,
        dealer: Seat,
        leader: Seat,
        draw_deck: u8,
    },
    /// S0: your 12 cards (private).
    HandDealt { seat: Seat, cards: CardSet },
    /// S0: King Arthur's +3 token is ready (T-SETUP-6).
    TokenReady { seat: Seat },
    /// S1: cards drawn (private).
    Drew {
        seat: Seat,
        power: DrawPower,
        cards: CardSet,
    },
    /// S1: someone drew this many cards (public twin of `Drew`).
    DrewHidden {
        seat: Seat,
        power: DrawPower,
        count: u8,
    },
    /// S1: a face-down discard (private, T-DEAL-4).
    DiscardedFaceDown { seat: Seat, card: Card },
    /// Public twin of `DiscardedFaceDown`.
    DiscardedFaceDownHidden { seat: Seat },
    /// S2: a Godsend declaration.
    Declared {
        seat: Seat,
        godsend: Godsend,
        declaration: Declaration,
    },
    /// M1: a melee starts.
    MeleeStarted { melee: u8, leader: Seat },
    /// M1/M2: a card played face up; `suit` is the lead suit it counts as (T-FOLLOW-6), or
    /// `None` for a Sorcerer lead, whose suit comes with its declaration.
    Played {
        seat: Seat,
        card: Card,
        lead: bool,
        suit: Option<Suit>,
    },
    /// M1/M2: Morgan's face-down card (private).
    PlayedFaceDown {
        seat: Seat,
        card: Card,
        lead: bool,
        suit: Suit,
    },
    /// Public twin: a face-down card, with the announced suit for a lead (T-MORG-2).
    PlayedFaceDownHidden { seat: Seat, lead: bool, suit: Suit },
    /// A Sorcerer's declaration (T-SORC-1).
    SorcererDeclared {
        seat: Seat,
        card: Card,
        suit: Suit,
        value: u8,
    },
    /// A value modifier, with the card's final value before and after (T-CONV-4).
    ValueChanged {
        by: Seat,
        card: Card,
        change: ValueChange,
        before: u8,
        after: u8,
    },
    /// Shame (T-SHAME-1): `injury` is 5 or 0 with the guard that prevented it.
    Shamed {
        seat: Seat,
        card: Card,
        injury: u16,
        guard: Option<ShameGuard>,
        before: u16,
        after: u16,
        fallen: bool,
    },
    /// M3: Second Thoughts (T-PERC-1).
    SecondThoughts {
        seat: Seat,
        returned: Card,
        played: Card,
    },
    /// M4: cards of equal final value flipped face down (T-FEINT-1).
    Feint { value: u8, cards: CardSet },
    /// M5(a): Intervention (GS-11).
    Intervened { seat: Seat, card: Card },
    /// M5(b): the current loser (lowest face-up final value, T-MELEE-1).
    CurrentLoser { seat: Seat, card: Card, value: u8 },
    /// M5(c): an escape.
    Escaped {
        seat: Seat,
        card: Card,
        escape: EscapeKind,
    },
    /// M5(d): Mercy on the taken cards (GS-12).
    MercyShown { seat: Seat, cards: CardSet },
    /// M6: the loser takes the melee's cards and the carry (T-MELEE-2).
    MeleeLost {
        melee: u8,
        seat: Seat,
        card: Card,
        value: u8,
        cards: CardSet,
        carry: CardSet,
    },
    /// M6: all face down; the cards are carried (T-MELEE-3).
    Carried {
        melee: u8,
        cards: CardSet,
        carry: CardSet,
        leader: Seat,
    },
    /// A face-down Glamour card comes to light when it leaves the melee.
    GlamourRevealed { seat: Seat, card: Card },
    /// E1: the carry after melee 12 is discarded, causing no injury (T-MELEE-4).
    CarryDiscarded { cards: CardSet },
    /// E2: a card moved to another pile.
    Transferred {
        from: Seat,
        to: Seat,
        card: Card,
        power: TransferPower,
    },
    /// E3: one card through the pipeline.
    CardInjury { seat: Seat, line: InjuryLine },
    /// E3: the seat's weapon injury (T-INJ-2).
    WeaponInjury {
        seat: Seat,
        cards_total: u16,
        armour: u8,
        injury: u16,
    },
    /// E4 + E5: healing and the new Health.
    HealthUpdated {
        seat: Seat,
        round_start: u16,
        shame: u16,
        weapon: u16,
        healing: Healing,
        before: u16,
        after: u16,
        band: Band,
        fallen: bool,
    },
    /// E6: used Godsends go to the Godsend discard pile.
    GodsendsDiscarded { cards: GodsendSet },
    /// E7: the game is over (T-END).
    GameEnded { winners: SeatSet },
    /// E8: a companion joins (T-THRESH-1).
    CompanionUnlocked {
        seat: Seat,
        character: Character,
        health: u16,
        threshold: u16,
    },
    /// E9: the next dealer; `tied` lists the seats at that Health (T-DEALER-2).
    DealerChosen {
        seat: Seat,
        previous: Seat,
        health: u16,
        tied: SeatSet,
        distance: u8,
    },
    /// E10: the Godsend phase begins (T-GODSEND-2/5).
    GodsendPhase {
        chart: u8,
        recipients: u8,
        healthiest: u16,
    },
    /// E10: the Godsend phase is skipped because every player is tied (T-GODSEND-4).
    GodsendPhaseSkipped,
    /// E10: a Godsend turned face up.
    GodsendRevealed { godsend: Godsend },
    /// E10: the Godsend discard pile became the new deck (T-GODSEND-10).
    GodsendDeckReshuffled { cards: u8 },
    /// E10: a Godsend taken.
    GodsendTaken {
        seat: Seat,
        godsend: Godsend,
        face_up: bool,
        reason: PickReason,
    },
    /// E10: face-up leftovers go to the discard pile (T-GODSEND-8).
    GodsendsLeftOver { cards: GodsendSet },
}

impl GameEvent for TournamentEvent {
    fn visible_to(&self, viewer: Viewer) -> bool {
        match *self {
            TournamentEvent::HandDealt { seat, .. }
            | TournamentEvent::Drew { seat, .. }
            | TournamentEvent::DiscardedFaceDown { seat, .. }
            | TournamentEvent::PlayedFaceDown { seat, .. } => viewer == Viewer::Seat(seat),
            TournamentEvent::DrewHidden { seat, .. }
            | TournamentEvent::DiscardedFaceDownHidden { seat }
            | TournamentEvent::PlayedFaceDownHidden { seat, .. } => viewer != Viewer::Seat(seat),
            _ => true,
        }
    }
}
