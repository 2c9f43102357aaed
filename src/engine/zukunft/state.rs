//! The full game state. Only the engine reads it; the UI renders [`super::ZukunftView`]s.
//!
//! Every container is inline (`Few`, arrays, bit masks), so the state is one flat value:
//! cloning copies it and `apply_into` allocates nothing until final scoring writes its report.

use super::board::{Room, Space, SPACES};
use super::data::{Colour, GrailPart, Hero, MissionId, RoomColour, ShieldKind, Side, SideChoice};
use super::events::{FinalReport, Reveal};
use crate::engine::few::Few;
use crate::engine::rng::Rng;
use crate::engine::Seat;
use serde::{Deserialize, Serialize};

/// The options of a new game.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct ZukunftConfig {
    /// 2–5 (Z-2P, Z-3P, Z-5P).
    pub players: u8,
    /// The "eldest player", who picks a colour first in the expert variant (Z-XPERT-2).
    #[serde(default)]
    pub first_player: Seat,
    /// The side of the red, green, yellow and blue rooms, in that order (Z-SETUP-2).
    #[serde(default)]
    pub sides: [SideChoice; 4],
    /// Play with the heroes (Z-HERO-1).
    #[serde(default)]
    pub heroes: bool,
    /// The expert variant: colours are picked in play, in seat order from `first_player`, and
    /// the picking order is the first turn order (Z-XPERT-1). Needs `heroes`.
    #[serde(default)]
    pub expert: bool,
    /// Each seat's colour, in seat order (two per seat with 2 players: seat 0's two first).
    /// `None`: red, green, yellow, blue, purple dealt in seat order. Not with `expert`.
    #[serde(default)]
    pub colours: Option<Vec<Colour>>,
    /// Each Grail tile is drawn for its taker from the tallest stack (Z-EFF-5): the stacks lie
    /// face down, shuffled, and nobody ever sees into them, so which one a tile comes from can
    /// tell the taker nothing and is not asked. Every new game sets it; a game saved before it
    /// existed reads it as `false` and replays as it was played, with the taker's choice of
    /// stack. Written only when set, so an older game's config is written back as it was read.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub draw_grail: bool,
}

impl Default for ZukunftConfig {
    fn default() -> Self {
        ZukunftConfig {
            players: 4,
            first_player: 0,
            sides: [SideChoice::A; 4],
            heroes: false,
            expert: false,
            colours: None,
            draw_grail: true,
        }
    }
}

/// A figure on a space.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize,
)]
pub enum Figure {
    #[default]
    Knight,
    /// Mordred's black knight (Z-HERO-MOR-0).
    BlackKnight,
    /// A red-room winner's magician (Z-ROOM-TABLE-3).
    Magician,
}

/// Who stands on a space.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Occupant {
    Colour(Colour, Figure),
    /// A neutral knight (3 players, Z-3P-1).
    Neutral,
}

/// The figures on the castle's spaces, with bit masks for fast room queries.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Board {
    pub occ: [Option<Occupant>; SPACES as usize],
    /// When each figure was placed (a running number): "most recent" in the Chapel and the
    /// Rebellion (Z-ROOM-CHAP-2, Z-ROOM-REBEL-4).
    pub seq: [u16; SPACES as usize],
    pub placed: u16,
    pub occupied: u128,
    /// Every figure of each colour (knights, black knight, magician).
    pub own: [u128; 5],
}

impl Board {
    pub fn new() -> Board {
        Board {
            occ: [None; SPACES as usize],
            seq: [0; SPACES as usize],
            placed: 0,
            occupied: 0,
            own: [0; 5],
        }
    }

    pub fn put(&mut self, s: Space, who: Occupant) {
        let i = usize::from(s.index());
        self.placed += 1;
        if let Some(o) = self.occ.get_mut(i) {
            *o = Some(who);
        }
        if let Some(q) = self.seq.get_mut(i) {
            *q = self.placed;
        }
        self.occupied |= s.bit();
        if let Occupant::Colour(c, _) = who {
            self.own[c.index()] |= s.bit();
        }
    }

    pub fn take(&mut self, s: Space) -> Option<Occupant> {
        let i = usize::from(s.index());
        let who = self.occ.get_mut(i).and_then(Option::take);
        self.occupied &= !s.bit();
        for m in &mut self.own {
            *m &= !s.bit();
        }
        who
    }

    pub fn get(&self, s: Space) -> Option<Occupant> {
        self.occ.get(usize::from(s.index())).copied().flatten()
    }

    pub fn seq_of(&self, s: Space) -> u16 {
        self.seq.get(usize::from(s.index())).copied().unwrap_or(0)
    }

    /// The most recently placed of the spaces in `mask`.
    pub fn latest(&self, mask: u128) -> Option<Space> {
        Space::each(mask).max_by_key(|&s| self.seq_of(s))
    }

    /// Each space's figure's rank in placement order (1 = earliest still on the board).
    pub fn ranks(&self) -> [Option<u8>; SPACES as usize] {
        let mut ranks = [None; SPACES as usize];
        let mut by_seq: Vec<Space> = Space::each(self.occupied).collect();
        crate::engine::few_sort::sort_by_key(&mut by_seq, |&s| self.seq_of(s));
        for (i, s) in by_seq.into_iter().enumerate() {
            if let Some(r) = ranks.get_mut(usize::from(s.index())) {
                *r = Some(i as u8 + 1);
            }
        }
        ranks
    }

    /// Renumbers the figures 1, 2, … in placement order: the same order, told only by the
    /// figures on the board (a removed figure leaves no gap).
    pub fn renumber(&mut self) {
        let ranks = self.ranks();
        for (q, r) in self.seq.iter_mut().zip(ranks) {
            *q = r.map_or(0, u16::from);
        }
        self.placed = self.occupied.count_ones() as u16;
    }

    pub fn count(&self, c: Colour, mask: u128) -> u8 {
        (self.own[c.index()] & mask).count_ones() as u8
    }
}

/// A hero's progress (Z-HERO-2, Z-HERO-3).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct HeroState {
    /// The round in which side 1 was used (the hero was then turned over).
    pub side1: Option<u8>,
    /// Side 2 was used: the hero has left the game.
    pub side2: bool,
}

/// Everything that belongs to one colour.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct ColourState {
    pub in_play: bool,
    pub seat: Seat,
    pub score: u16,
    pub screen: u8,
    pub hinterland: u8,
    /// Knights in front of the screen: sent out and revealed, not yet placed (Z-PRED-3).
    pub sent: u8,
    /// Phase 2's secret choice; hidden from others until the reveal (Z-SEND-2).
    pub fist: Option<u8>,
    /// This round's prediction: (number, order in which it was placed).
    pub prediction: Option<(u8, u8)>,
    /// Merlin tile values, in the order taken (Z-PRED-6).
    pub merlin: Few<u8, 7>,
    /// Grail tiles, in the order taken.
    pub grail: Few<GrailPart, 28>,
    /// How many of `grail` were taken after Parzival looked through the supply.
    pub after_look: u8,
    /// Mission cards taken (bit per card, Z-MISS-8).
    pub missions: u64,
    pub hero: HeroState,
    /// Mordred's black knight still lies beside the hero (Z-HERO-MOR-0).
    pub black_beside: bool,
    /// Holds a tournament tile (Z-ROOM-TOURN-3).
    pub tournament_tile: bool,
    /// The Rebellion start number (0‥3 for fields 1‥4) once entered (Z-ROOM-REBEL-3).
    pub rebel_start: Option<u8>,
}

/// Parzival's look through the Grail supply (Z-HERO-PAR-2): what his seat knows since.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Look {
    pub colour: Colour,
    /// The supply when the look ended (after his picks), per part.
    pub supply: [u8; 4],
}

/// Where an additional knight comes from (Z-EFF-2).
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize,
)]
pub enum Source {
    #[default]
    Hinterland,
    Screen,
}

/// A decision (or automatic step) still owed in phase 4 or final scoring. The top of the
/// task stack is resolved first, so a placement's chained effects finish before the next
/// shield (Z-MISS-12).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) enum Task {
    /// Take a mission (or, with an empty fist, knights back from the hinterland).
    Mission(Colour),
    /// Resolve the taken card's next shield.
    Shields(Colour),
    /// An additional knight into `room` (Z-EFF-2, TG bonus a/b, tournament winner).
    Extra {
        colour: Colour,
        room: RoomColour,
        optional: bool,
        cause: Space,
    },
    /// Choose a Training Ground line bonus (Z-ROOM-TRAIN-3); `cause` made the line.
    Bonus { colour: Colour, cause: Space },
    /// Take `n` Grail tiles (Z-EFF-5).
    Grail { colour: Colour, n: u8 },
    /// The tournament final's optional knight + Grail tile (Z-ROOM-TOURN-6).
    Tree(Colour),
    /// Move one own red-room knight to the hinterland (Z-ROOM-INTR-4).
    Remove(Colour),
    /// Abilities used after the mission (Z-HERO-4).
    HeroEnd(Colour),
    /// The red-room winner places the magician (Z-ROOM-TABLE-3).
    Magician(Colour),
    #[default]
    None,
}

impl Task {
    pub fn colour(self) -> Option<Colour> {
        match self {
            Task::Mission(c)
            | Task::Shields(c)
            | Task::Tree(c)
            | Task::Remove(c)
            | Task::HeroEnd(c)
            | Task::Magician(c) => Some(c),
            Task::Extra { colour, .. }
            | Task::Grail { colour, .. }
            | Task::Bonus { colour, .. } => Some(colour),
            Task::None => None,
        }
    }
}

/// What lasts for one colour's phase-4 turn.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct TurnState {
    pub colour: Colour,
    /// The taken card's shields not yet resolved.
    pub shields: Few<ShieldKind, 3>,
    /// A Training Ground line bonus was taken (Z-ROOM-TRAIN-5).
    pub bonus_taken: bool,
    /// Knights placed per castle room this turn (Z-HERO-TRI-2).
    pub per_room: [u8; 4],
    /// Parzival is looking through the supply this turn (Z-HERO-PAR-2).
    pub looking: bool,
}

/// Where the final scoring stands (§3.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum FinalStep {
    /// Step 1 scored; the winner's magician and its effects are being resolved.
    RedRoom,
    /// Step 4: colours draw Grail tiles for their hinterland knights.
    Hinterland,
}

/// The decision the game waits for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Phase {
    /// Expert variant: pick number `n` (0-based) of the colour picks (Z-XPERT-1).
    Pick(u8),
    /// Phase 2: the secret fists (Z-SEND).
    Fists,
    /// Phase 3: predictions; `n` have been made this round (Z-PRED-1).
    Predict(u8),
    /// Phase 4: the turn of `order[idx]` (Z-MISS-1).
    Missions(u8),
    Final(FinalStep),
    Over,
}

/// The whole state of a game of Die Zukunft von Camelot.
#[derive(Clone, Debug, PartialEq)]
pub struct Zukunft {
    pub(crate) cfg: ZukunftConfig,
    pub(crate) rng: Rng,
    pub(crate) colours: [ColourState; 5],
    /// The neutral colour with 3 players (Z-3P-1); the lowest colour not in play.
    pub(crate) neutral: Option<Colour>,
    /// Red, green, yellow, blue rooms.
    pub(crate) sides: [Side; 4],
    pub(crate) round: u8,
    pub(crate) phase: Phase,
    /// The turn-order track, top first (Z-PRED-5).
    pub(crate) order: Few<Colour, 5>,
    /// The frozen tie-break order T (Z-FINAL-0).
    pub(crate) tie_order: Few<Colour, 5>,
    pub(crate) board: Board,
    /// Face-down mission stacks in [`super::data::Stack::ALL`] order; the last card is the top.
    pub(crate) decks: [Few<MissionId, 21>; 4],
    /// Face-up missions, ascending.
    pub(crate) display: Few<MissionId, 7>,
    /// Cards returned to the box (end of round, hero discards).
    pub(crate) boxed: u64,
    /// Merlin tiles still in the row, leftmost first (Z-SETUP-3).
    pub(crate) merlin_row: Few<u8, 7>,
    /// The three face-down Grail stacks; the last tile is the top (Z-SETUP-6).
    pub(crate) supply: [Few<GrailPart, 28>; 3],
    /// The supply is spread out for Parzival (all tiles in stack 0) until his turn ends.
    pub(crate) spread: bool,
    pub(crate) look: Option<Look>,
    /// Tournament tiles left on the storage field (Z-ROOM-TOURN-1).
    pub(crate) tournament_tiles: u8,
    /// The next Rebellion start number to hand out (0-based, §2.6.4).
    pub(crate) next_start: u8,
    pub(crate) tasks: Few<Task, 32>,
    pub(crate) turn: TurnState,
    pub(crate) reveal: Option<Reveal>,
    pub(crate) report: Option<Box<FinalReport>>,
    /// The winning seats once the game is over.
    pub(crate) winners: Few<Seat, 5>,
}

impl Zukunft {
    pub(crate) fn n(&self) -> u8 {
        self.cfg.players
    }

    pub(crate) fn col(&self, c: Colour) -> &ColourState {
        &self.colours[c.index()]
    }

    pub(crate) fn col_mut(&mut self, c: Colour) -> &mut ColourState {
        &mut self.colours[c.index()]
    }

    /// The colours in play, in colour order.
    pub(crate) fn in_play(&self) -> impl Iterator<Item = Colour> + '_ {
        Colour::ALL.into_iter().filter(|c| self.col(*c).in_play)
    }

    pub(crate) fn owner(&self, c: Colour) -> Seat {
        self.col(c).seat
    }

    /// Whether `seat` plays colour `c`.
    pub(crate) fn owns(&self, seat: Seat, c: Colour) -> bool {
        let col = self.col(c);
        col.in_play && col.seat == seat
    }

    /// The room of this colour, on the side in play.
    pub(crate) fn room(&self, rc: RoomColour) -> Room {
        let side = match rc {
            RoomColour::Violet => Side::A,
            _ => self.sides[rc.index()],
        };
        Room::of(rc, side)
    }

    /// The secret room and the key stack are in play (Z-SETUP-4, Z-5P-1).
    pub(crate) fn secret_room(&self) -> bool {
        self.cfg.players == 5
    }

    /// Neutral knights are on the board (Z-3P-1).
    pub(crate) fn three_players(&self) -> bool {
        self.cfg.players == 3
    }

    pub(crate) fn heroes(&self) -> bool {
        self.cfg.heroes
    }

    /// This colour's hero may use side 1 now (Z-HERO-3).
    pub(crate) fn side1_ready(&self, c: Colour) -> bool {
        self.heroes() && self.col(c).hero.side1.is_none()
    }

    /// This colour's hero may use side 2 now: side 1 used in an earlier round (Z-HERO-3).
    pub(crate) fn side2_ready(&self, c: Colour) -> bool {
        let h = self.col(c).hero;
        self.heroes() && !h.side2 && h.side1.is_some_and(|r| r < self.round)
    }

    pub(crate) fn hero_of(&self, c: Colour) -> Option<Hero> {
        self.heroes().then(|| c.hero())
    }

    /// The colour whose phase-4 turn it is, if any.
    pub(crate) fn turn_colour(&self) -> Option<Colour> {
        match self.phase {
            Phase::Missions(_) => Some(self.turn.colour),
            _ => None,
        }
    }

    /// Grail tiles left in the supply.
    pub(crate) fn supply_len(&self) -> usize {
        self.supply.iter().map(|s| s.len()).sum()
    }

    pub(crate) fn supply_counts(&self) -> [u8; 4] {
        let mut c = [0u8; 4];
        for s in &self.supply {
            for p in s.iter() {
                c[p.index()] += 1;
            }
        }
        c
    }

    /// Adds points (Z-EFF-1); returns the new score.
    pub(crate) fn gain(&mut self, c: Colour, points: u16) -> u16 {
        let col = self.col_mut(c);
        col.score = col.score.saturating_add(points);
        col.score
    }

    /// Takes points away, never below 0 (Z-EFF-7); returns the points actually lost.
    pub(crate) fn lose(&mut self, c: Colour, points: u16) -> u16 {
        let col = self.col_mut(c);
        let lost = points.min(col.score);
        col.score -= lost;
        lost
    }
}
