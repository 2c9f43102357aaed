//! The full game state. Only the engine reads it; the UI renders [`super::CardView`]s.
//!
//! Every container is inline (`Few`, arrays) so the state is one flat value: cloning copies it,
//! `apply_into` allocates nothing, and `PartialEq` compares exactly what matters.

use super::data::{Card, Knight, Loyalty, Quest};
use crate::engine::few::Few;
use super::rules::end::EndReport;
use super::rules::tally::{GawainPlay, QuestReport, TurnedUp};
use crate::engine::rng::Rng;
use crate::engine::Seat;
use serde::{Deserialize, Serialize};

/// Most seats (C-SETUP-2).
pub const MAX_PLAYERS: usize = 7;
/// Loyalty slots: one per seat, then the two set-aside cards (C-SETUP-3).
pub(crate) const SLOTS: usize = MAX_PLAYERS + 2;
/// The slots of the two set-aside loyalty cards.
pub(crate) const ASIDE: [usize; 2] = [MAX_PLAYERS, MAX_PLAYERS + 1];
/// Capacity for any list of Rumor cards: 62 cards plus the two promos.
pub(crate) const CARDS: usize = 64;

pub(crate) type Cards = Few<Card, CARDS>;

/// The options of a new game (C-SETUP-9, C-PROMO-1, C-KNIGHT-1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct CardConfig {
    /// 1–7; one player plays the solo variant (C-SOLO-1).
    pub players: u8,
    /// The seat that starts, the rulebook's "youngest player" (C-SETUP-9).
    #[serde(default)]
    pub first_player: Seat,
    /// Morgan #8 and Merlin #6 (C-PROMO-1). Off by default.
    #[serde(default)]
    pub promos: bool,
    /// The Knights to the Rescue variant (C-KNIGHT-1). Off by default.
    #[serde(default)]
    pub knights: bool,
}

impl Default for CardConfig {
    fn default() -> Self {
        CardConfig {
            players: 4,
            first_player: 0,
            promos: false,
            knights: false,
        }
    }
}

/// A card on the Threats pile.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct PileCard {
    pub card: Card,
    /// Set when the card was laid face down under Morgan #1 (C-CARD-MORGAN1-1).
    pub down: Option<Down>,
}

/// What the table knows of a face-down card.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Down {
    /// Who drew it; only he has seen it.
    pub by: Seat,
    /// The identity he announced; `None` while he has not yet announced.
    pub announced: Option<Card>,
    /// True while the drawer's loyalty is the one he had when announcing (no Vivien exchange
    /// since): then a loyal drawer's announcement is known to be the truth (C-CARD-MORGAN1-2).
    pub binding: bool,
    /// True when the card's own effect has shown everyone what it is (Vivien, Morgan #2:
    /// C-EDGE-7, C-CARD-VIVIEN-5).
    pub exposed: bool,
}

/// A Merlin #4 quest token lying face down beside the pile (C-CARD-MERLIN4-1).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Token {
    pub owner: Seat,
    pub quest: Quest,
}

/// What happens once a sub-decision (Merlin #4 token, Vivien) is settled: the turn ends, or the
/// quest under resolution goes on (the card came from Gawain, C-EDGE-5).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Ctx {
    Turn,
    Quest,
}

/// Why the Percival window is open (C-KNIGHT-PERCIVAL-1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum PercivalCause {
    /// `target` was just accused and revealed; the sword is not placed yet.
    Accusation { target: Seat },
    /// The end-of-game reveal showed `traitors` traitors; the swords are not flipped yet.
    EndReveal { traitors: u8 },
}

/// The decision the game waits for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Phase {
    /// `current` chooses his action (or, as a revealed traitor, spreads rumors).
    Turn,
    /// `current` drew the face-down top card under Morgan #1 and must announce it.
    Announce,
    /// `current`, a revealed traitor, drew these two and lays one face up (C-ACCUSE-8).
    Spread {
        cards: [Card; 2],
    },
    /// `seat` drew a Merlin #4 and names its token's quest (C-CARD-MERLIN4-1).
    Token {
        seat: Seat,
        ctx: Ctx,
    },
    /// `drawer` drew Vivien, took the set-aside card in slot `taken`, and names who gets the other.
    VivienGive {
        drawer: Seat,
        taken: u8,
        ctx: Ctx,
    },
    /// `chooser` keeps one of his two loyalty cards (C-CARD-VIVIEN-2).
    VivienKeep {
        chooser: Seat,
        drawer: Seat,
        taken: u8,
        receiver: Option<Seat>,
        ctx: Ctx,
    },
    /// `current` drew Merlin #6 and may go on a quest at once (C-PROMO-MERLIN6-1).
    Merlin6,
    /// `current` announced `quest`; the table may answer with Arthur (C-KNIGHT-ARTHUR-1).
    Arthur {
        quest: Quest,
        bonus: Option<u8>,
    },
    /// The totals are known; the table may answer with Gawain (C-KNIGHT-GAWAIN-1).
    Gawain,
    /// `seat` played Gawain and picks one of the cards he drew.
    GawainPick {
        seat: Seat,
        hand: Few<Card, 3>,
    },
    /// The table may answer with Percival.
    Percival {
        cause: PercivalCause,
    },
    Over,
}

/// A quest being resolved: the pile, turned up (C-QUEST-6), and what acts on it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Resolution {
    pub seat: Seat,
    pub main: Quest,
    /// Merlin #6's bonus, when the quest came from Merlin #6 (C-PROMO-MERLIN6-2).
    pub bonus: Option<u8>,
    /// The whole pile plus any card Gawain played: all go to the discard pile at the end.
    pub cards: Cards,
    /// The Merlin #4 tokens acting on this quest.
    pub tokens: Few<Token, 2>,
    pub gawain: Few<GawainPlay, 2>,
    pub turned_up: Few<TurnedUp, CARDS>,
}

/// Which side won.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Side {
    Loyal,
    Evil,
}

/// The whole state of a game of Shadows over Camelot: The Card Game.
#[derive(Clone, Debug, PartialEq)]
pub struct CardGame {
    pub(crate) cfg: CardConfig,
    pub(crate) rng: Rng,
    /// The Rumor deck; the last card is the top.
    pub(crate) deck: Cards,
    pub(crate) discard: Cards,
    /// The Threats pile; the last card is the top.
    pub(crate) pile: Few<PileCard, CARDS>,
    /// Morgans not shuffled in at setup (C-SETUP-5); the reserve of Knights to the Rescue.
    pub(crate) unused: Few<Card, 4>,
    /// Morgan identities everyone has seen face up: they are in play, never among the unused.
    pub(crate) seen: u64,
    pub(crate) knight_deck: Few<Knight, 9>,
    /// Knight cards held, per seat and per knight.
    pub(crate) hands: [[u8; 5]; MAX_PLAYERS],
    pub(crate) knights_used: [u8; 5],
    /// Loyalty slots: seats, then the two set-aside cards.
    pub(crate) loyalty: [Loyalty; SLOTS],
    /// For each slot, the seats that know its card now (bit per seat).
    pub(crate) known: [u8; SLOTS],
    pub(crate) revealed: u8,
    /// Seats that have made their one accusation (C-ACCUSE-2).
    pub(crate) accused: u8,
    /// Per seat: quests he chose on his turn that the table could see would cost Camelot more
    /// than a careful knight accepts, when he could have listened (not a rule: the public
    /// record the bots read as evidence of a traitor; `estimate.rs`).
    pub(crate) sabotage: [u8; MAX_PLAYERS],
    pub(crate) white: u8,
    pub(crate) black: u8,
    pub(crate) silence: bool,
    pub(crate) morgan1: bool,
    pub(crate) morgan2: Option<u8>,
    pub(crate) tokens: Few<Token, 2>,
    pub(crate) current: Seat,
    pub(crate) phase: Phase,
    pub(crate) res: Option<Resolution>,
    /// `current` has played Tristan this turn (one look per turn).
    pub(crate) looked: bool,
    /// Consecutive passes; a full round of them ends a stalled game (C-EDGE-10).
    pub(crate) passes: u8,
    /// Turns begun after the first one (saturating): the first round is when players look at
    /// their loyalty cards, which the table needs to know to hand the device over.
    pub(crate) turns: u8,
    pub(crate) last_report: Option<QuestReport>,
    pub(crate) last_end: Option<EndReport>,
    pub(crate) won: Option<Side>,
}

impl CardGame {
    pub(crate) fn n(&self) -> u8 {
        self.cfg.players
    }

    /// Whether loyalty cards are in play (not in solo: C-SOLO-1).
    pub(crate) fn has_loyalty(&self) -> bool {
        self.cfg.players >= 2
    }

    /// Bit mask of every seat.
    pub(crate) fn all_seats(&self) -> u8 {
        ((1u16 << self.cfg.players) - 1) as u8
    }

    pub(crate) fn is_revealed(&self, seat: Seat) -> bool {
        self.revealed & bit(seat) != 0
    }

    pub(crate) fn loyalty_of(&self, seat: Seat) -> Loyalty {
        self.loyalty
            .get(usize::from(seat))
            .copied()
            .unwrap_or_default()
    }

    /// A revealed traitor only spreads rumors (C-TURN-3, C-ACCUSE-7).
    pub(crate) fn is_revealed_traitor(&self, seat: Seat) -> bool {
        self.is_revealed(seat) && self.loyalty_of(seat) == Loyalty::Traitor
    }

    /// Cards that can still be drawn: deck plus discard (C-LISTEN-6, C-LISTEN-7).
    pub(crate) fn drawable(&self) -> usize {
        self.deck.len() + self.discard.len()
    }

    pub(crate) fn hand(&self, seat: Seat) -> [u8; 5] {
        self.hands
            .get(usize::from(seat))
            .copied()
            .unwrap_or_default()
    }

    pub(crate) fn holds(&self, seat: Seat, k: Knight) -> bool {
        self.hand(seat).get(k.index()).is_some_and(|&c| c > 0)
    }

    pub(crate) fn knight_count(&self, seat: Seat) -> u8 {
        self.hand(seat).iter().sum()
    }

    /// Seats other than `seat` whose loyalty is still hidden, as a bit mask.
    pub(crate) fn other_unrevealed(&self, seat: Seat) -> u8 {
        self.all_seats() & !self.revealed & !bit(seat)
    }

    pub(crate) fn seat_after(&self, seat: Seat) -> Seat {
        (seat + 1) % self.cfg.players.max(1)
    }
}

pub(crate) const fn bit(seat: Seat) -> u8 {
    if seat < 8 {
        1 << seat
    } else {
        0
    }
}

/// The seats in a bit mask, ascending.
pub(crate) fn seats_in(mask: u8) -> impl Iterator<Item = Seat> {
    (0..8u8).filter(move |s| mask & (1 << s) != 0)
}
