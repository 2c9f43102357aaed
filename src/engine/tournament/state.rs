//! The full game state: fixed-size arrays and bitmasks only, so a step allocates nothing.
//!
//! Seats are `u8` (< 6); a hand, a pile or a melee is a `u128` of card ids; Godsend holdings
//! are `u32` of Godsend ids. Only the end-of-round summary (once a round) allocates.

use super::actions::Boosts;
use super::data::{Card, Character, Suit};
use super::events::{Declaration, Healing, InjuryLine};
use crate::engine::rng::Rng;
use crate::engine::Seat;
use serde::{Deserialize, Serialize};

/// How to start a game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TournamentConfig {
    /// 2–6 (T-COMP-3).
    pub players: u8,
    /// The first dealer; `None` draws one at random (T-SETUP-5).
    pub first_dealer: Option<Seat>,
    /// One pair per seat, no pair twice; `None` deals them at random (T-SETUP-1).
    pub characters: Option<Vec<Character>>,
}

/// Who holds which card in the current melee (one slot per seat, clockwise from the leader).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SlotState {
    /// Has not acted yet.
    Empty,
    /// Played a card into the melee.
    Played,
    /// Discarded for Shame: the card is not part of the melee (T-SHAME-1).
    Shamed,
}

/// Whether a melee card is face up, and if not, why.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Face {
    Up,
    /// Played face down by Glamour (T-MORG-1).
    Glamour,
    /// Flipped by the feint check (T-FEINT-1).
    Feint,
    /// Flipped by Will of God: Intervention (GS-11).
    Intervention,
    /// Flipped by its owner's escape (T-LANCE-1, GS-08).
    Escape,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Slot {
    pub state: SlotState,
    pub card: Card,
    pub face: Face,
    /// The suit the card counts as (lead suit, or a Sorcerer's declared suit).
    pub suit: Suit,
    /// A Sorcerer's declared value; 0 while undeclared or face down.
    pub declared: u8,
    /// `favour` means the +3 token lies on this card (from Arthur's play or Excalibur).
    pub boosts: Boosts,
    /// Sir Pelleas's value for an Alchemy card; 0 = none.
    pub pelleas: u8,
}

impl Slot {
    pub const EMPTY: Slot = Slot {
        state: SlotState::Empty,
        card: Card(0),
        face: Face::Up,
        suit: Suit::Swords,
        declared: 0,
        boosts: Boosts {
            favour: false,
            sun: false,
            blade: false,
        },
        pelleas: 0,
    };

    /// The value before modifiers (T-CONV-4): printed, Pelleas's, or declared.
    pub fn value(&self) -> u8 {
        if self.card.is_sorcerer() {
            self.declared
        } else if self.pelleas != 0 {
            self.pelleas
        } else {
            self.card.printed_value().unwrap_or(0)
        }
    }

    /// Value plus every modifier (T-CONV-4).
    pub fn final_value(&self) -> u8 {
        self.value() + self.boosts.bonus()
    }

    pub fn in_melee(&self) -> bool {
        self.state == SlotState::Played
    }

    pub fn face_up(&self) -> bool {
        self.state == SlotState::Played && self.face == Face::Up
    }
}

/// The melee in progress.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Melee {
    pub leader: Seat,
    /// The lead suit once the lead is known (T-LEAD-6).
    pub lead: Option<Suit>,
    /// `slots[i]` belongs to seat `(leader + i) % n`.
    pub slots: [Slot; 6],
    /// Slots whose card is complete (declared and boosted).
    pub filled: u8,
    /// The +3 token has been used in this melee (at most once per melee, T-EXCAL-1).
    pub token_used: bool,
    /// Second Thoughts was used in this melee.
    pub second_thoughts: bool,
    /// The Declare/Boost steps in progress belong to a Second Thoughts replacement.
    pub replacing: bool,
}

impl Melee {
    pub fn new(leader: Seat) -> Melee {
        Melee {
            leader,
            lead: None,
            slots: [Slot::EMPTY; 6],
            filled: 0,
            token_used: false,
            second_thoughts: false,
            replacing: false,
        }
    }
}

/// The pending decision. Each names the one seat that must act (`Turn::Seat`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Phase {
    /// S1: discard `left` more cards face down after drawing (T-DEAL-4).
    Stash {
        seat: Seat,
        left: u8,
    },
    /// S2: declare the held Wrath / Reckoning / Shield cards.
    Proclaim {
        seat: Seat,
    },
    /// M1/M2: lead, follow or discard.
    Play {
        seat: Seat,
    },
    /// The Sorcerer just played needs its declaration.
    Declare {
        seat: Seat,
    },
    /// The card just played may get on-play modifiers.
    Boost {
        seat: Seat,
    },
    /// M3 window.
    PreFeint {
        seat: Seat,
    },
    /// M5(a).
    Intervene {
        seat: Seat,
    },
    /// M5(c).
    Escape {
        seat: Seat,
    },
    /// M5(d).
    Mercy {
        seat: Seat,
    },
    /// E2.
    Transfer {
        seat: Seat,
    },
    /// E10.
    Pick {
        seat: Seat,
    },
    Over,
}

/// Per-round power usage (T-CONV-5: every per-round limit resets at the start of a round).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct RoundPowers {
    /// Uses of Arthur's +3 token this round (1, or 2 with Excalibur).
    pub favour_uses: u8,
    pub glamour_used: bool,
    pub lancelot_used: bool,
    pub percival_uses: u8,
    pub pelleas_used: bool,
    pub intrigue_moves: u8,
    /// Blessed Blade uses left per seat (2 per card, GS-09).
    pub blade_left: [u8; 6],
    /// Guardian Angel uses left per seat (1 per card, GS-08).
    pub angel_left: [u8; 6],
    pub intervention_used: bool,
    pub mercy_used: bool,
    pub judgement_used: bool,
    /// Where each Will of God token went (T-WOG-2): the flipped card, the moved card.
    pub intervention_card: Option<Card>,
    pub judgement_card: Option<Card>,
}

/// What the table knows about a face-down Glamour card that is still hidden. Determinization
/// uses it to resample the card among those it could be.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct GlamourSecret {
    pub seat: Seat,
    pub card: Card,
    /// Cards it could be, as far as the table can tell.
    pub allowed: u128,
    /// If it is Alchemy, Morgan held none of this Basic suit then (T-FOLLOW-2/5).
    pub alchemy_void: Option<Suit>,
}

/// The result of the last finished melee, for the view.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MeleeOutcome {
    pub melee: u8,
    pub leader: Seat,
    /// `None` when every card ended face down (T-MELEE-3/4).
    pub loser: Option<Seat>,
    /// The losing card and its final value (lowest face-up, T-MELEE-1).
    pub card: Option<Card>,
    pub value: u8,
    /// Cards flipped by the feint check (T-FEINT-1), by escapes, by Intervention.
    pub feinted: super::events::CardSet,
    pub escaped: super::events::CardSet,
    pub intervened: Option<Card>,
    /// Every card that went to the loser (melee + carry), or was carried / discarded.
    pub cards: super::events::CardSet,
    pub carried: bool,
    /// Melee 12 ended face down: the cards and carry were discarded (T-MELEE-4).
    pub discarded: bool,
    pub mercy: bool,
}

/// One seat's end-of-round arithmetic (E2–E5).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatScore {
    pub seat: Seat,
    /// Every card of the Weapon Hits pile through the pipeline (T-INJ-1).
    pub lines: Vec<InjuryLine>,
    pub cards_total: u16,
    /// Armour of Faith cards, each −20 (T-INJ-2).
    pub armour: u8,
    pub weapon_injury: u16,
    /// Shame taken this round (already off Health, T-SHAME-3).
    pub shame: u16,
    pub healing: Healing,
    /// Health at the start of the round, before E5 (after Shame), and after E5.
    pub round_start: u16,
    pub before: u16,
    pub after: u16,
    pub band: super::data::Band,
    pub fallen: bool,
    /// Set when E8 unlocked the companion.
    pub unlocked: bool,
}

/// One scored round in short: each seat's round injury (weapons + Shame, T-INJ-3) and its
/// Health after healing.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoundRecord {
    pub round: u8,
    pub injury: [u16; 6],
    pub health: [u16; 6],
}

/// The last round's scoring, for the view.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoundSummary {
    pub round: u8,
    pub seats: Vec<SeatScore>,
    /// The next dealer and the tie it broke (T-DEALER-1/2); `None` after the final round.
    pub dealer: Option<DealerChoice>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DealerChoice {
    pub seat: Seat,
    pub previous: Seat,
    pub health: u16,
    pub tied: super::events::SeatSet,
    pub distance: u8,
}

/// A seat's place at the end (T-END-4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RankEntry {
    pub seat: Seat,
    /// 1 = winner; tied seats share a rank.
    pub rank: u8,
    pub health: u16,
    /// Round injury in the final round (T-INJ-3), tie-break (a).
    pub final_round_injury: u16,
    /// Godsends received over the game, tie-break (b).
    pub godsends_received: u8,
}

/// The whole game. Fields are crate-private: the UI reads [`super::TournamentView`] only.
#[derive(Clone, Debug, PartialEq)]
pub struct Tournament {
    pub(crate) n: u8,
    pub(crate) chars: [Character; 6],
    /// Seat of each character, `NONE` when not in the game.
    pub(crate) seat_of: [u8; 8],
    pub(crate) health: [u16; 6],
    pub(crate) round_start_health: [u16; 6],
    /// Seats that have reached ZERO (T-HEAL-4).
    pub(crate) fallen: u8,
    /// Seats whose companion is unlocked (T-THRESH).
    pub(crate) unlocked: u8,
    pub(crate) round: u8,
    /// 1–12.
    pub(crate) melee_no: u8,
    pub(crate) dealer: Seat,
    pub(crate) hands: [u128; 6],
    /// Cards the whole table knows are in a hand (Second Thoughts returns one, T-PERC-1).
    pub(crate) known: [u128; 6],
    /// Card classes the table knows a hand lacks this round (see `determinize`).
    pub(crate) voids: [u8; 6],
    /// The Draw Deck; the top is `deck[deck_len - 1]`.
    pub(crate) deck: [Card; 80],
    pub(crate) deck_len: u8,
    /// Face-up Discard Pile: Shame discards and discarded carries.
    pub(crate) discard_up: u128,
    /// Face-down discards by draw effects, per seat (T-SHAME-4).
    pub(crate) discard_down: [u128; 6],
    /// Weapon Hits piles (public, T-CONV-8).
    pub(crate) hits: [u128; 6],
    /// Cards under a Mercy token (GS-12).
    pub(crate) mercy: u128,
    /// Cards moved at E2 this round (each at most once) and where from.
    pub(crate) moved: u128,
    pub(crate) moved_from: [u8; 80],
    pub(crate) carry: u128,
    pub(crate) melee: Melee,
    pub(crate) glamour: Option<GlamourSecret>,
    pub(crate) powers: RoundPowers,
    /// S2 declarations, by Godsend id.
    pub(crate) decl: [Option<Declaration>; 24],
    /// Shame injury taken this round (T-INJ-3).
    pub(crate) shame: [u16; 6],
    /// Godsends held this round (received in the last Godsend phase).
    pub(crate) held: [u32; 6],
    /// Godsend deck (top = last), face-up pair, discard pile.
    pub(crate) gs_deck: [u8; 24],
    pub(crate) gs_len: u8,
    pub(crate) gs_up: [Option<u8>; 2],
    pub(crate) gs_discard: u32,
    /// Godsends received over the game (T-END-4 b).
    pub(crate) received: [u8; 6],
    /// The Godsend pick queue: (seat, reason) in order, and the next to pick.
    pub(crate) picks: [(u8, u8); 24],
    pub(crate) picks_len: u8,
    pub(crate) pick_next: u8,
    /// Round injury (weapon + Shame) of the last scored round, tie-break (a) of T-END-4.
    pub(crate) last_round_injury: [u16; 6],
    pub(crate) last_melee: Option<(Melee, MeleeOutcome)>,
    pub(crate) last_round: Option<Box<RoundSummary>>,
    /// Every scored round in short, for the final screen's history (not a rule input).
    pub(crate) history: Vec<RoundRecord>,
    pub(crate) phase: Phase,
    /// The offset (from the melee leader or the round's first leader) of the seat a window is at.
    pub(crate) cursor: u8,
    pub(crate) ranking: Option<[RankEntry; 6]>,
    pub(crate) rng: Rng,
}

pub(crate) const NONE: u8 = u8::MAX;

impl Phase {
    /// The seat that must act, or `None` once the game is over.
    pub(crate) fn seat(self) -> Option<Seat> {
        match self {
            Phase::Over => None,
            Phase::Stash { seat, .. }
            | Phase::Proclaim { seat }
            | Phase::Play { seat }
            | Phase::Declare { seat }
            | Phase::Boost { seat }
            | Phase::PreFeint { seat }
            | Phase::Intervene { seat }
            | Phase::Escape { seat }
            | Phase::Mercy { seat }
            | Phase::Transfer { seat }
            | Phase::Pick { seat } => Some(seat),
        }
    }
}

impl Tournament {
    pub(crate) fn seat_after(&self, seat: Seat, k: u8) -> Seat {
        (seat + k) % self.n
    }

    /// The seat on the dealer's left leads melee 1 and starts every round step (T-LEAD-1, §5).
    pub(crate) fn first_leader(&self) -> Seat {
        self.seat_after(self.dealer, 1)
    }

    /// The seat playing `character`, if it is in the game.
    pub(crate) fn seat_of(&self, character: Character) -> Option<Seat> {
        let s = self.seat_of[character.index()];
        (s != NONE).then_some(s)
    }

    pub(crate) fn is(&self, seat: Seat, character: Character) -> bool {
        self.seat_of[character.index()] == seat
    }

    pub(crate) fn companion_active(&self, seat: Seat) -> bool {
        self.unlocked & (1 << seat) != 0
    }

    /// `character` is in the game with its companion unlocked.
    pub(crate) fn companion_of(&self, character: Character) -> Option<Seat> {
        self.seat_of(character)
            .filter(|&s| self.companion_active(s))
    }

    pub(crate) fn holds(&self, seat: Seat, kind: super::data::GodsendKind) -> u32 {
        (self.held[seat as usize] & kind.mask()).count_ones()
    }

    /// Who holds the (single) card of `kind`, if anyone.
    pub(crate) fn holder(&self, kind: super::data::GodsendKind) -> Option<Seat> {
        (0..self.n).find(|&s| self.held[s as usize] & kind.mask() != 0)
    }

    pub(crate) fn slot_index(&self, seat: Seat) -> usize {
        ((seat + self.n - self.melee.leader) % self.n) as usize
    }

    pub(crate) fn slot_seat(&self, index: usize) -> Seat {
        (self.melee.leader + index as u8) % self.n
    }

    /// Every card lying in the current melee (played, any face).
    pub(crate) fn melee_cards(&self) -> u128 {
        self.melee.slots[..self.n as usize]
            .iter()
            .filter(|s| s.in_melee())
            .fold(0, |m, s| m | s.card.bit())
    }

    pub(crate) fn face_up_cards(&self) -> u128 {
        self.melee.slots[..self.n as usize]
            .iter()
            .filter(|s| s.face_up())
            .fold(0, |m, s| m | s.card.bit())
    }

    pub(crate) fn slot_of_card(&self, card: Card) -> Option<usize> {
        self.melee.slots[..self.n as usize]
            .iter()
            .position(|s| s.in_melee() && s.card == card)
    }

    /// The Basic suits (and Alchemy) in play: no Arrows with 2 players (T-2P-2).
    pub(crate) fn suit_in_play(&self, suit: Suit) -> bool {
        !(self.n == 2 && suit == Suit::Arrows)
    }

    pub(crate) fn weapon_deck(&self) -> u128 {
        if self.n == 2 {
            super::data::TWO_PLAYER_DECK
        } else {
            super::data::FULL_DECK
        }
    }
}
