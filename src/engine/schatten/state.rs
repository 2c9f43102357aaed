//! The full game state. Only the engine reads it; the UI renders [`super::SchattenView`]s.
//!
//! Every container is inline (`Few`, arrays), so the state is one flat value: cloning copies
//! it and `apply_into` allocates nothing. The rules run as a stack of small [`Task`]s: an effect
//! that needs someone's decision in the middle (a Grail drink, a Merlin pledge, a share vote)
//! stops at an [`Ask`], and the answer resumes the stack where it stopped.

use super::actions::SchattenAction;
use super::data::{Black, Knight, Loyalty, Place, White};
use super::events::LifeCause;
use crate::engine::few::Few;
use crate::engine::rng::Rng;
use crate::engine::Seat;
use serde::{Deserialize, Serialize};

/// Most seats: seven knights, eight with Bedivere (S-SETUP-1, S-SETUP-12).
pub const MAX_PLAYERS: usize = 8;

/// How the loyalty cards are dealt (a decision of ours, see the module doc).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum TraitorDeal {
    /// The rulebook's deal: one card each from all 8 (7 Loyal, 1 Traitor), so a Traitor is in
    /// the game with probability players/8 (S-LOY-1, S-SETUP-8).
    #[default]
    Official,
    /// The Traitor card is always dealt (the others from the Loyal cards).
    Always,
    /// Only Loyal cards are dealt: everyone plays against the game.
    Never,
}

/// The options of a new game.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct SchattenConfig {
    /// 3–7; 8 only with `bedivere` (S-SETUP-1, S-SETUP-12).
    pub players: u8,
    /// The optional eighth knight, Sir Bedivere (S-SETUP-12).
    #[serde(default)]
    pub bedivere: bool,
    #[serde(default)]
    pub traitor: TraitorDeal,
    /// The knight of each seat, clockwise; empty: drawn at random (S-SETUP-3).
    #[serde(default)]
    pub knights: Vec<Knight>,
}

impl Default for SchattenConfig {
    fn default() -> Self {
        SchattenConfig {
            players: 4,
            bedivere: false,
            traitor: TraitorDeal::Official,
            knights: Vec::new(),
        }
    }
}

/// A hand: how many cards of each identity.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Hand(pub [u8; 15]);

impl Hand {
    #[must_use]
    pub fn count(&self, w: White) -> u8 {
        self.0.get(w.index()).copied().unwrap_or(0)
    }

    #[must_use]
    pub fn total(&self) -> u8 {
        self.0.iter().sum()
    }

    #[must_use]
    pub fn has(&self, w: White) -> bool {
        self.count(w) > 0
    }

    pub fn add(&mut self, w: White) {
        if let Some(c) = self.0.get_mut(w.index()) {
            *c = c.saturating_add(1);
        }
    }

    /// Removes one `w`; false when there is none.
    pub fn take(&mut self, w: White) -> bool {
        match self.0.get_mut(w.index()) {
            Some(c) if *c > 0 => {
                *c -= 1;
                true
            }
            _ => false,
        }
    }

    /// The identities held, ascending.
    pub fn kinds(&self) -> impl Iterator<Item = White> + '_ {
        White::ALL.into_iter().filter(|&w| self.has(w))
    }

    /// Every card, ascending, copies repeated.
    pub fn cards(&self) -> impl Iterator<Item = White> + '_ {
        White::ALL
            .into_iter()
            .flat_map(|w| std::iter::repeat_n(w, usize::from(self.count(w))))
    }

    pub fn clear(&mut self) {
        self.0 = [0; 15];
    }
}

/// A knight's (or player's) standing (§0.2).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Status {
    #[default]
    Ok,
    /// Life 0: removed at the end of the current turn (S-LIFE-3).
    Doomed,
    Dead,
    /// A revealed Traitor: no longer a knight (S-TRA-6).
    Traitor,
}

/// One seat.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct SeatState {
    pub knight: Knight,
    pub status: Status,
    pub life: u8,
    pub at: Place,
    pub hand: Hand,
    pub loyalty: Loyalty,
    /// The owner has looked at his card (S-SETUP-8, S-SETUP-9).
    pub seen: bool,
    /// The card lies face up (accusation, reveal, the end).
    pub public: bool,
    /// Everyone knows the card is Loyal without seeing it (a loyal Fate, the last knight).
    pub proven: bool,
    /// Has made his one accusation (S-ACC-2).
    pub accused: bool,
    /// A secret choice put aside until everyone has chosen (setup pick, forced discards).
    pub escrow: Few<White, 3>,
    /// How often he chose SIEGE in his Progression of Evil (S-TURN-7): public, and the bots'
    /// evidence of who the Traitor may be (not a rule; every seat's view shows it).
    pub sieges: u8,
}

impl SeatState {
    /// `OK` or `DOOMED`: a knight on the board (§0.2).
    pub fn is_knight(&self) -> bool {
        matches!(self.status, Status::Ok | Status::Doomed)
    }
}

/// A black card lying on a combat quest or face down in the discard pile.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub(crate) struct Laid {
    pub card: Black,
    /// Face down: only `by` knows its value (S-BLACK-3, S-DECK-5).
    pub down: bool,
    pub by: Seat,
}

/// A combat quest's cards (S-Q-CMB-1).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Combat {
    pub white: Few<White, 9>,
    pub black: Few<Laid, 5>,
}

/// Which side of the Lancelot/Dragon board shows (S-COMP-2).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Side {
    #[default]
    Lancelot,
    Dragon,
    Closed,
}

/// A war (S-Q-WAR-1).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct War {
    pub warriors: u8,
    pub seq: Few<White, 6>,
    pub mordred: bool,
}

/// Where a relic is (§9).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Relic {
    /// On its quest, still to be won.
    #[default]
    OnQuest,
    Owned(Seat),
    /// Removed from the game.
    Gone,
}

/// The share protocol's running state (S-SHARE).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Share {
    pub ctx: ShareCtx,
    pub proposer: Seat,
    pub recipients: u8,
    /// The face-up pool; cards leave it as the proposer assigns them.
    pub pool: Few<White, 8>,
    /// The whole pool, for the fallback deal.
    pub all: Few<White, 8>,
    pub assigned: Few<(White, Seat), 8>,
    /// Voters still to answer, and the secret "reject" answers (S-SHARE-4).
    pub waiting: u8,
    pub rejects: u8,
}

/// Why cards are shared.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ShareCtx {
    #[default]
    Setup,
    Quest(Place),
    Convocation,
}

/// What a Kay window decides on (S-KN-KAY).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum KayCtx {
    #[default]
    Siege,
    Combat(Place),
}

/// A combat quest between its reveal and its outcome (S-Q-CMB-5).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Resolution {
    pub place: Place,
    pub black: Few<Black, 5>,
    pub black_total: u8,
    pub white_total: u8,
    pub kay: Option<White>,
    pub excalibur: bool,
}

/// A siege fight between its roll and its result (S-Q-CAM-2).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Fight {
    pub laid: [u8; 5],
    pub roll: u8,
    pub kay: Option<White>,
}

/// The decision the game waits for.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) enum Ask {
    #[default]
    None,
    /// Every seat without an escrow card gives one (S-SETUP-10, S-DP-1).
    SetupGive,
    /// The proposer assigns the pool (S-SHARE-3, S-DP-2).
    Assign,
    /// The other recipients vote, secretly (S-SHARE-4, S-DP-3).
    Vote,
    /// The active knight's Progression of Evil (S-TURN-4, S-DP-5).
    Progression,
    /// The active knight's heroic phase (S-DP-14).
    Heroic,
    /// The Armor's owner keeps one of the two (S-REL-ARMOR-2, S-DP-6).
    Armor { drawer: Seat, cards: [Black; 2] },
    /// Face up or face down (S-BLACK-3, S-DP-7).
    Face { drawer: Seat, card: Black },
    /// The Merlin pledge round (S-MERLIN-4, S-DP-8); `asked` holds who has answered.
    Merlin { drawer: Seat, card: Black, next: Seat, asked: u8, total: u8 },
    /// The Excalibur owner may cancel (S-BLACK-6, S-DP-9).
    Excalibur { owner: Seat, drawer: Seat, card: Black, down: bool },
    /// Mercenaries or Mordred: which war (S-DP-10).
    War { drawer: Seat, card: Black },
    /// Morgan #1 or #5 volunteer round (S-DP-11).
    Volunteer { drawer: Seat, card: Black, next: Seat, asked: u8 },
    /// Forced discards of `count` cards by the seats in `waiting` (S-DP-12).
    Discard { count: u8, waiting: u8, all: u8 },
    /// The Grail owner decides whether `seat` drinks (S-REL-GRAIL-2, S-DP-13).
    Drink { owner: Seat, seat: Seat },
    /// Arthur offered `card`; `target` picks his own (S-KN-ART, S-DP-15).
    Exchange { arthur: Seat, target: Seat, card: White },
    /// Sir Kay may add one fight card (S-KN-KAY, S-DP-16).
    Kay { kay: Seat, ctx: KayCtx },
    /// The fighter lays fight cards, then rolls (S-Q-CAM-2, S-DP-17).
    SiegeFight,
    /// Messenger: cards given so far (S-WS-MESSENGER).
    Messenger { to: Seat, given: u8 },
    /// Clairvoyance: `done` of the top `k` cards ordered (S-WS-CLAIR).
    Clairvoyance { k: u8, done: u8 },
    /// The revealed Traitor's taunt (S-TRA-5, S-DP-21).
    Taunt,
    /// The revealed Traitor's evil step (S-TRA-5, S-DP-22).
    TraitorEvil,
}

/// One step of the rules still to run. Pushed on a stack: the last pushed runs first. Every
/// task that can wait behind a decision carries only public facts, so views show the queue.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Task {
    #[default]
    Nop,
    /// After setup sharing: the first player's turn (S-SETUP-11).
    StartTurn(Seat),
    Progression,
    Heroic,
    TurnEnd,
    Taunt,
    TraitorEvil,
    /// End of a resolution unit: S-END-2 (S-END-3).
    EndRu,
    /// Draw a black card for `drawer` (S-BLACK-1).
    Draw { drawer: Seat },
    /// A drawn black card, classified and handled (S-BLACK-2 …).
    Drawn { drawer: Seat, card: Black },
    /// A standard card after its face choice: Excalibur window, then applied (S-BLACK-6, 7).
    Standard { drawer: Seat, card: Black, down: bool },
    /// A special card's effect after its Merlin window (S-BLACK-5).
    Special { drawer: Seat, card: Black },
    /// Everyone with cards discards `count` (Morgan #1/#5 fallback, Fate).
    DiscardAll { count: u8 },
    /// A life change (S-LIFE-1, S-LIFE-2).
    Life { seat: Seat, delta: i8, cause: LifeCause },
    /// One siege engine (S-TURN-7).
    Siege,
    /// Quest end steps 4–5 (S-Q-END).
    QuestRelic { place: Place, won: bool, completer: Option<Seat> },
    /// Quest end steps 6–9.
    QuestClear { place: Place, won: bool },
    /// A second heroic action, after its life was paid (S-TURN-11).
    Perform(SchattenAction),
}

/// Per-turn bookkeeping of the active knight.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub(crate) struct TurnFlags {
    /// Heroic actions taken (S-TURN-10, S-TURN-11).
    pub acts: u8,
    /// Bit per action type used (A = 1 … E = 16).
    pub types: u8,
    /// A special white card was played (S-TURN-15, S-KN-GAL).
    pub special: bool,
    pub arthur: bool,
    pub bedivere: bool,
    pub peeked: bool,
    /// The heroic phase is skipped (Guinevere) or forfeited (reveal).
    pub ends: bool,
}

/// How the game ended (S-END).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum EndCause {
    /// The 12th siege engine (S-END-1a).
    Siege,
    /// 7 black swords (S-END-1b).
    BlackSwords,
    /// No loyal knight left (S-END-1c).
    NoLoyalKnight,
    /// 12 swords on the Round Table (S-END-2).
    Swords,
}

/// The final report (S-END-2, S-END-5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct EndReport {
    pub cause: EndCause,
    pub loyal_won: bool,
    /// The hidden Traitor turned up by the twelve-sword end, and the swords he flipped.
    pub traitor_flip: Option<(Seat, u8)>,
    pub white: u8,
    pub black: u8,
    pub siege: u8,
}

/// The whole state of a game of *Schatten über Camelot*.
#[derive(Clone, Debug, PartialEq)]
pub struct Schatten {
    pub(crate) n: u8,
    pub(crate) bedivere: bool,
    pub(crate) deal: TraitorDeal,
    pub(crate) rng: Rng,
    pub(crate) seats: [SeatState; MAX_PLAYERS],
    /// Loyalty cards not dealt, removed unseen (S-LOY-1).
    pub(crate) undealt: Few<Loyalty, 8>,
    pub(crate) first: Seat,
    pub(crate) active: Seat,
    pub(crate) white_draw: Few<White, 84>,
    pub(crate) white_discard: Few<White, 84>,
    /// The last card is the top.
    pub(crate) black_draw: Few<Black, 76>,
    pub(crate) black_discard: Few<Laid, 76>,
    /// Per seat: bit i set when the seat knows the card at index i (0 = bottom) of the black
    /// draw pile (Percival, Clairvoyance, the Armor's bottom card).
    pub(crate) known: [u128; MAX_PLAYERS],
    pub(crate) white_swords: u8,
    pub(crate) black_swords: u8,
    pub(crate) siege: u8,
    pub(crate) black_knight: Combat,
    pub(crate) side: Side,
    pub(crate) lancelot: Combat,
    pub(crate) excalibur: u8,
    pub(crate) excalibur_open: bool,
    pub(crate) grail_white: u8,
    /// Black cards on the Grail row in the order placed (G7 first).
    pub(crate) grail_black: Few<Black, 7>,
    pub(crate) grail_open: bool,
    pub(crate) wars: [War; 2],
    pub(crate) mists: bool,
    pub(crate) vivien: bool,
    pub(crate) dark_forest: bool,
    pub(crate) heroism: Option<Place>,
    pub(crate) relic_excalibur: Relic,
    pub(crate) relic_grail: Relic,
    pub(crate) relic_armor: Relic,
    pub(crate) flags: TurnFlags,
    pub(crate) ask: Ask,
    pub(crate) stack: Few<Task, 64>,
    pub(crate) share: Share,
    pub(crate) pledged: [u8; MAX_PLAYERS],
    pub(crate) resolution: Resolution,
    pub(crate) fight: Fight,
    pub(crate) end: Option<EndReport>,
    /// The latest public results, for the board (not a rule: see [`News`]).
    pub(crate) news: News,
}

/// The latest results everyone has seen, kept for the board so that the next player still
/// sees what happened: the last black card drawn (its identity, or only its kind when it went
/// face down), the last quest's end with its sums, the last combat reveal, the last siege
/// fight, the last accusation. Only public events feed it (S-INFO-1), so it is the same in
/// every view and every determinized sample. `seq` numbers the entries so the newest is known.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct News {
    pub seq: u16,
    pub black: Option<(u16, Seat, Black)>,
    /// A combat card drawn and shown by its kind only (S-BLACK-3): who, which kind, and whether
    /// it has gone face down (false while the drawer still chooses; face up, it is `black`).
    pub black_kind: Option<(u16, Seat, super::data::Kind, bool)>,
    pub quest: Option<(u16, Place, bool, u8, u8)>,
    pub combat: Option<(u16, super::events::CombatReport)>,
    /// Seat, fight cards per value, roll, Kay's card, Excalibur's +1, total, won.
    pub siege: Option<(u16, Seat, [u8; 5], u8, Option<White>, bool, u8, bool)>,
    pub accusation: Option<(u16, Seat, Seat, Loyalty)>,
    /// The last special black card three Merlin cards cancelled (S-MERLIN-4).
    pub cancelled: Option<(u16, Black)>,
}

impl News {
    /// Takes note of one event (public events only).
    pub(crate) fn note(&mut self, e: &super::events::SchattenEvent) {
        use super::events::SchattenEvent as E;
        if e.is_private() {
            return;
        }
        let n = self.seq.wrapping_add(1);
        match *e {
            E::BlackDrawn { drawer, card } => self.black = Some((n, drawer, card)),
            E::BlackDrawnKind { drawer, kind } => self.black_kind = Some((n, drawer, kind, false)),
            E::BlackLaid { card: None, kind, by, .. } => self.black_kind = Some((n, by, kind, true)),
            // Cancelled while face down (S-REL-EXC-3): it went face down all the same.
            E::ExcaliburCancel { card: None, .. } => match self.black_kind {
                Some((_, drawer, kind, _)) => self.black_kind = Some((n, drawer, kind, true)),
                None => return,
            },
            E::QuestEnded { place, won, white_total, black_total } => {
                self.quest = Some((n, place, won, white_total, black_total));
            }
            E::CombatRevealed { report } => self.combat = Some((n, report)),
            E::SiegeFight { seat, cards, roll, kay, excalibur, total, won } => {
                self.siege = Some((n, seat, cards, roll, kay, excalibur, total, won));
            }
            E::Accused { accuser, target, loyalty } => self.accusation = Some((n, accuser, target, loyalty)),
            E::MerlinCancelled { card, .. } => self.cancelled = Some((n, card)),
            _ => return,
        }
        self.seq = n;
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

impl Schatten {
    pub(crate) fn seat(&self, s: Seat) -> SeatState {
        self.seats.get(usize::from(s)).copied().unwrap_or_default()
    }

    pub(crate) fn seat_mut(&mut self, s: Seat) -> Option<&mut SeatState> {
        self.seats.get_mut(usize::from(s))
    }

    /// Seats clockwise starting with `from` (S-SETUP-2).
    pub(crate) fn clockwise(&self, from: Seat) -> impl Iterator<Item = Seat> {
        let n = self.n.max(1);
        (0..n).map(move |i| (from % n + i) % n)
    }

    /// Knights (`OK` or `DOOMED`) clockwise from `from`.
    pub(crate) fn knights_from(&self, from: Seat) -> impl Iterator<Item = Seat> + '_ {
        self.clockwise(from).filter(|&s| self.seat(s).is_knight())
    }

    pub(crate) fn is_ok(&self, s: Seat) -> bool {
        self.seat(s).status == Status::Ok
    }

    pub(crate) fn knight_of(&self, k: Knight) -> Option<Seat> {
        (0..self.n).find(|&s| self.seat(s).knight == k && self.seat(s).is_knight())
    }

    /// Knights present on `place`, clockwise from the active player.
    pub(crate) fn present(&self, place: Place) -> impl Iterator<Item = Seat> + '_ {
        self.knights_from(self.active).filter(move |&s| self.seat(s).at == place)
    }

    pub(crate) fn combat(&self, place: Place) -> Combat {
        match place {
            Place::BlackKnight => self.black_knight,
            _ => self.lancelot,
        }
    }

    pub(crate) fn combat_mut(&mut self, place: Place) -> &mut Combat {
        match place {
            Place::BlackKnight => &mut self.black_knight,
            _ => &mut self.lancelot,
        }
    }

    pub(crate) fn war(&self, place: Place) -> War {
        self.wars[usize::from(place == Place::Saxons)]
    }

    pub(crate) fn war_mut(&mut self, place: Place) -> &mut War {
        &mut self.wars[usize::from(place == Place::Saxons)]
    }

    /// Whether `place` is open (S-COMP-2).
    pub(crate) fn is_open(&self, place: Place) -> bool {
        match place {
            Place::Lancelot => self.side == Side::Lancelot,
            Place::Dragon => self.side == Side::Dragon,
            Place::Excalibur => self.excalibur_open,
            Place::Grail => self.grail_open,
            _ => true,
        }
    }

    pub(crate) fn owner(relic: Relic) -> Option<Seat> {
        match relic {
            Relic::Owned(s) => Some(s),
            _ => None,
        }
    }

    pub(crate) fn swords(&self) -> u8 {
        self.white_swords.saturating_add(self.black_swords)
    }

    pub(crate) fn is_over(&self) -> bool {
        self.end.is_some()
    }
}
