//! The log: what happened, and who may read it.
//!
//! Every event names its actors, cards and numbers so the app can write a full sentence in any
//! language: a quest's end carries both sides' terms and sums, a siege fight its cards, roll and
//! bonuses. Private events (cards you drew, the black card you peeked at, your loyalty card)
//! are visible to their seat alone; Arthur's exchange and Messenger show each card to the two
//! seats involved.

use super::actions::Special;
use super::data::{Black, Kind, Knight, Loyalty, Place, White};
use super::state::{EndReport, Hand, ShareCtx};
use crate::engine::few::Few;
use crate::engine::{GameEvent, Seat, Viewer};
use serde::{Deserialize, Serialize};

/// Why a life total changed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum LifeCause {
    Progression,
    SecondAction,
    SiegeFight,
    Quest(Place),
    Palamedes,
    Morgan4,
    Morgan5,
    Piety,
    Lady,
    Heal,
}

/// Why white cards went to the discard pile.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum DiscardCause {
    /// Left a solo quest (S-Q-GEN-6).
    LeftSoloQuest(Place),
    /// Removed at death (S-LIFE-4).
    Death,
    /// A revealed Traitor's hand (S-TRA-4).
    Traitor,
    /// Morgan #1, Morgan #5 or Fate (S-DP-12).
    Forced,
    Heal,
    Bedivere,
    /// Played on Excalibur (S-Q-EXC-2).
    Excalibur,
}

/// A combat quest's reveal and sums (S-Q-CMB-5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CombatReport {
    pub place: Place,
    /// The black cards in their shuffled order, and their values on this quest.
    pub black: Few<Black, 5>,
    pub black_values: Few<u8, 5>,
    pub black_total: u8,
    pub white: Few<White, 9>,
    /// Sir Kay's extra card (S-KN-KAY).
    pub kay: Option<White>,
    /// +1: Excalibur's owner was present (S-REL-EXC-2).
    pub excalibur: bool,
    pub white_total: u8,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum SchattenEvent {
    /// `seat`'s turn begins (S-TURN-1).
    TurnBegins { seat: Seat, knight: Knight },
    /// Private: the loyalty card `seat` looks at (S-SETUP-8, S-SETUP-9).
    LoyaltySeen { seat: Seat, loyalty: Loyalty },
    /// `seat` has given his setup card (which one is secret).
    SetupGiven { seat: Seat },
    /// A pool is laid face up to be shared (S-SHARE-1).
    Pool { ctx: ShareCtx, proposer: Seat, cards: Few<White, 8> },
    /// The proposer gives `card` to `to` in his proposal (S-SHARE-3).
    Assigned { card: White, to: Seat },
    /// `seat` has voted (how is secret until all have).
    Voted { seat: Seat },
    /// The votes, shown together: the seats that rejected (S-SHARE-4).
    VoteResult { rejected: u8 },
    /// `to` receives `card` from the pool (by the proposal or the fallback deal, S-SHARE-5).
    Shared { card: White, to: Seat, fallback: bool },
    /// `seat` drew `count` white cards (what they are: [`SchattenEvent::WhiteDrawn`]).
    DrewWhite { seat: Seat, count: u8 },
    /// Private: the white cards `seat` drew.
    WhiteDrawn { seat: Seat, cards: Few<White, 8> },
    /// The discard piles were reshuffled into draw piles (S-DECK-3): the emptied pile's colour,
    /// its new size, and how many of the other colour went under that pile.
    Reshuffled { white_emptied: bool, cards: u8, under_other: u8 },
    /// Percival looked at the top black card (S-TURN-5).
    Peeked { seat: Seat },
    /// Private: what Percival saw.
    PeekSaw { seat: Seat, card: Black },
    /// A siege engine is placed (S-TURN-7); `total` after it.
    SiegeAdded { total: u8 },
    /// A siege engine is removed (siege fight, Merlin); `total` after it.
    SiegeRemoved { total: u8 },
    /// A life total changed.
    Life { seat: Seat, from: u8, to: u8, cause: LifeCause },
    /// `seat` drew a black card: shown to all (S-BLACK-4).
    BlackDrawn { drawer: Seat, card: Black },
    /// `seat` drew a combat card; only its kind is shown until he chooses (S-BLACK-3).
    BlackDrawnKind { drawer: Seat, kind: Kind },
    /// Private: the combat card he drew.
    BlackSeen { drawer: Seat, card: Black },
    /// The Armor: two cards drawn (S-REL-ARMOR-2).
    ArmorDrew { drawer: Seat },
    /// Private: the two cards.
    ArmorSaw { drawer: Seat, cards: [Black; 2] },
    /// The other card goes face down under the black draw pile.
    ArmorBottom { drawer: Seat },
    /// The Merlin window opens on `card` (S-MERLIN-1).
    MerlinWindow { card: Black },
    /// `seat` pledges `count` Merlins; `total` so far (S-MERLIN-4).
    Pledged { seat: Seat, count: u8, total: u8 },
    /// Three Merlins cancel `card` (S-MERLIN-4): the pledges per seat.
    MerlinCancelled { card: Black, pledges: [u8; 8] },
    /// Fewer than three were pledged: the card takes effect, no Merlin is spent.
    MerlinFailed { card: Black, total: u8 },
    /// Excalibur is given up to cancel a standard black card (S-REL-EXC-3); `card` is `None` if
    /// it lay face down, and `kind` (a combat card's) is then all the table knows of it.
    ExcaliburCancel { owner: Seat, card: Option<Black>, kind: Option<Kind> },
    /// A combat card is laid on `place` face up (`Some`) or face down (S-Q-CMB-3).
    BlackLaid { place: Place, card: Option<Black>, kind: Kind, by: Seat },
    /// A black card that found its quest closed becomes a siege engine (S-BLACK-7).
    BecameSiege { card: Black },
    /// Excalibur's track moved (S-Q-EXC).
    ExcaliburMoved { from: u8, to: u8 },
    /// A warrior joined (or left) a war; `warriors` after it (S-Q-WAR).
    Warriors { place: Place, warriors: u8 },
    /// Mordred is attached to this war (S-BX-MORDRED).
    MordredAttached { place: Place },
    /// A black card on the Grail row (S-Q-GRA-3); `cancelled` when the row was full and it took
    /// a Grail card with it.
    GrailBlack { card: Black, cancelled: bool, white: u8, black: u8 },
    /// A Grail card on the row (S-Q-GRA-2); `cancelled` with the black card it removed.
    GrailWhite { seat: Seat, cancelled: Option<Black>, white: u8, black: u8 },
    /// Merlin (b) removes the last black card of `place` (`card` is `None` when it lay face
    /// down; `kind`, a combat card's, is what the table saw of it: S-BLACK-3).
    BlackRemoved { place: Place, card: Option<Black>, kind: Option<Kind> },
    /// A special black card takes effect and stays in play (Mists, Vivien, Dark Forest).
    InEffect { card: Black },
    /// A lock is lifted (S-Q-END step 9, Grail closing).
    Lifted { card: Black },
    /// Guinevere, Convocation: every knight returns to Camelot.
    AllToCamelot,
    /// A volunteer round asks `seat` (S-DP-11): the answer.
    Volunteered { seat: Seat, yes: bool },
    /// `seat` discards these white cards.
    Discarded { seat: Seat, cards: Hand, cause: DiscardCause },
    /// A knight moves (S-TURN-13); `free` for Tristan's departure and the return after a quest.
    Moved { seat: Seat, from: Place, to: Place, free: bool },
    /// A fight card (or Excalibur discard) on a quest (S-Q-CMB-2, S-Q-WAR-2).
    WhitePlayed { seat: Seat, place: Place, card: White },
    /// A combat quest's black cards are shuffled and turned up (S-Q-CMB-5).
    CombatRevealed { report: CombatReport },
    /// Sir Kay adds a card (S-KN-KAY).
    KayAdded { seat: Seat, card: White },
    /// A quest ends (S-Q-END): outcome and sums (for tracks and rows: the deciding counts).
    QuestEnded { place: Place, won: bool, white_total: u8, black_total: u8 },
    /// Swords placed (S-Q-END step 2, S-ACC-4): colour, count and why.
    Swords { white: bool, count: u8, heroism: bool, mists: bool, white_total: u8, black_total: u8 },
    /// A white sword turns black (S-ACC-4, S-END-2).
    SwordsFlipped { count: u8, white_total: u8, black_total: u8 },
    /// A relic changes hands or leaves the game.
    RelicWon { relic: RelicName, seat: Seat },
    RelicGone { relic: RelicName },
    /// A siege fight (S-Q-CAM-2): the cards laid, the d8 and the result.
    SiegeFight { seat: Seat, cards: [u8; 5], roll: u8, kay: Option<White>, excalibur: bool, total: u8, won: bool },
    /// The d8 was rolled (before Kay's window).
    Rolled { seat: Seat, roll: u8 },
    /// A special white card is played (S-WS-0).
    Played { seat: Seat, special: Special, free: bool },
    /// Heroism lies on this quest (S-WS-HEROISM).
    HeroismAttached { place: Place },
    /// Clairvoyance: the player orders the top `count` black cards.
    ClairvoyanceLooked { seat: Seat, count: u8 },
    /// Private: those cards, top first (as they were).
    ClairvoyanceSaw { seat: Seat, cards: Few<Black, 5> },
    /// Private to the two seats: a card given by Messenger or exchanged by Arthur.
    CardPassed { from: Seat, to: Seat, card: White },
    /// Messenger: `count` cards went from `from` to `to`.
    MessengerGave { from: Seat, to: Seat, count: u8 },
    /// Arthur offers an exchange (S-KN-ART).
    ExchangeOffered { arthur: Seat, target: Seat },
    /// Bedivere takes a Merlin from the discard pile (S-KN-BED).
    BediverTook { seat: Seat },
    /// `seat` heals (S-TURN-16).
    Healed { seat: Seat, card: White },
    /// An accusation (S-ACC-4) and the card it turned up.
    Accused { accuser: Seat, target: Seat, loyalty: Loyalty },
    /// `seat` is revealed as the Traitor (S-TRA-4).
    TraitorRevealed { seat: Seat, voluntary: bool },
    /// Everyone knows `seat` is loyal (a loyal Fate, or the last knight).
    ProvenLoyal { seat: Seat },
    /// The revealed Traitor's taunt discards `card` from `target` (S-TRA-5).
    Taunted { target: Seat, card: White },
    /// A knight drops to 0 (S-LIFE-2) and is removed at the end of the turn.
    Doomed { seat: Seat },
    /// The Grail saves `seat` (S-REL-GRAIL-2).
    Drank { seat: Seat, owner: Seat },
    /// A doomed knight leaves the game (S-LIFE-4).
    Died { seat: Seat },
    /// The end (S-END): the report and every dealt loyalty card (S-END-5).
    GameEnded { report: EndReport, loyalties: Few<Loyalty, 8> },
}

/// The three relics (§9).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum RelicName {
    Excalibur,
    Grail,
    Armor,
}

impl GameEvent for SchattenEvent {
    fn visible_to(&self, viewer: Viewer) -> bool {
        use SchattenEvent as E;
        let only = |seat: Seat| viewer == Viewer::Seat(seat);
        match self {
            E::LoyaltySeen { seat, .. }
            | E::WhiteDrawn { seat, .. }
            | E::PeekSaw { seat, .. }
            | E::ClairvoyanceSaw { seat, .. } => only(*seat),
            E::BlackSeen { drawer, .. } | E::ArmorSaw { drawer, .. } => only(*drawer),
            E::CardPassed { from, to, .. } => only(*from) || only(*to),
            _ => true,
        }
    }
}

impl SchattenEvent {
    /// Whether only some seats may read it.
    #[must_use]
    pub fn is_private(&self) -> bool {
        !self.visible_to(Viewer::Public)
    }

    /// Whether this event shows somebody something he could not know before it: a card drawn
    /// or seen, a shuffle or a die, a secret choice or a hand turned up, a loyalty card. An
    /// action that produced such an event (itself or through anything it set off, such as the
    /// removal of a doomed knight at the end of the turn) cannot be undone ([`crate::engine::Applied`]).
    ///
    /// Every variant is listed, so a new event must be decided here. Events that only restate
    /// the acting seat's own choice (a card he plays, a move) or what the table already saw
    /// return false; the shared random-play suite checks the answer against every seat's view.
    #[must_use]
    pub fn reveals(&self) -> bool {
        use SchattenEvent as E;
        match self {
            // Private to some seats: what they see is new to them.
            E::LoyaltySeen { .. }
            | E::WhiteDrawn { .. }
            | E::PeekSaw { .. }
            | E::BlackSeen { .. }
            | E::ArmorSaw { .. }
            | E::ClairvoyanceSaw { .. }
            | E::CardPassed { .. } => true,
            // Draws, shuffles and dice.
            E::Pool { .. }
            | E::DrewWhite { .. }
            | E::Reshuffled { .. }
            | E::Peeked { .. }
            | E::BlackDrawn { .. }
            | E::BlackDrawnKind { .. }
            | E::ArmorDrew { .. }
            | E::ClairvoyanceLooked { .. }
            | E::CombatRevealed { .. }
            | E::Rolled { .. }
            | E::SiegeFight { .. }
            | E::Taunted { .. } => true,
            // The fallback deal shuffles the pool (S-SHARE-5); a proposal's share was public.
            E::Shared { fallback, .. } => *fallback,
            // Secret choices and hidden cards turned up.
            E::VoteResult { .. }
            | E::Accused { .. }
            | E::TraitorRevealed { .. }
            | E::ProvenLoyal { .. }
            | E::GameEnded { .. } => true,
            // A hand laid open: a dead knight's (S-LIFE-4), a revealed Traitor's (S-TRA-4), and
            // the forced discards, chosen in secret and shown together (S-DP-12).
            E::Discarded { cause, .. } => matches!(cause, DiscardCause::Death | DiscardCause::Traitor | DiscardCause::Forced),
            // Merlin cards shown from a hand.
            E::Pledged { count, .. } => *count > 0,
            E::TurnBegins { .. }
            | E::SetupGiven { .. }
            | E::Assigned { .. }
            | E::Voted { .. }
            | E::SiegeAdded { .. }
            | E::SiegeRemoved { .. }
            | E::Life { .. }
            | E::ArmorBottom { .. }
            | E::MerlinWindow { .. }
            | E::MerlinCancelled { .. }
            | E::MerlinFailed { .. }
            | E::ExcaliburCancel { .. }
            | E::BlackLaid { .. }
            | E::BecameSiege { .. }
            | E::ExcaliburMoved { .. }
            | E::Warriors { .. }
            | E::MordredAttached { .. }
            | E::GrailBlack { .. }
            | E::GrailWhite { .. }
            | E::BlackRemoved { .. }
            | E::InEffect { .. }
            | E::Lifted { .. }
            | E::AllToCamelot
            | E::Volunteered { .. }
            | E::Moved { .. }
            | E::WhitePlayed { .. }
            | E::KayAdded { .. }
            | E::QuestEnded { .. }
            | E::Swords { .. }
            | E::SwordsFlipped { .. }
            | E::RelicWon { .. }
            | E::RelicGone { .. }
            | E::Played { .. }
            | E::HeroismAttached { .. }
            | E::MessengerGave { .. }
            | E::ExchangeOffered { .. }
            | E::BediverTook { .. }
            | E::Healed { .. }
            | E::Doomed { .. }
            | E::Drank { .. }
            | E::Died { .. } => false,
        }
    }
}
