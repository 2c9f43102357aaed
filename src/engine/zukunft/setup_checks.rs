//! What a hand-built position must satisfy beyond its parts being real: that seven rounds of
//! play could have led to it. [`ZukunftSetup::into_game`] runs these checks; each refusal is a
//! [`SetupError`] naming the field, never a panic and never a silent repair.
//!
//! The counts follow the round structure: phase 1 turns up a fixed number of cards per stack
//! each round (Z-PREP-1, -2), phase 3 hands out one Merlin tile each round (Z-PRED-6), phase 4
//! gives each colour one turn (Z-MISS-1, Z-MISS-13). Figures must stand where their rooms'
//! rules would have put them, in the order given (§1.10, Z-HERO-5). Scores stay within
//! [`score_limit`], the most points a colour can gather before final scoring.

use super::board::{Room, Space, IN_GROUPS, TO_ROUNDS};
use super::data::{
    revealed_per_round, Colour, Hero, MissionId, RoomColour, Stack, MAX_FIST, ROUNDS,
    TRISTAN_BONUS,
};
use super::rules::effects::LINE_POINTS;
use super::rules::place::TOURNAMENT_TILE_POINTS;
use super::setup::{SetupError, SetupStart, ZukunftSetup};
use super::state::{Figure, Occupant, Zukunft};

/// Tournament tiles in the game (Z-ROOM-TOURN-1).
pub(crate) const TOURNAMENT_TILES: u8 = 2;

/// The most points a colour can hold before final scoring in a game like `g` (its rooms, its
/// heroes): an upper bound, not a likely score.
///
/// Every source of points before final scoring is counted at its most: each space's printed
/// points, once (a figure only ever leaves the red room, whose spaces print no points, so no
/// other space is scored twice); one Training Ground line bonus per turn (Z-ROOM-TRAIN-5);
/// one tournament tile (Z-ROOM-TOURN-3); Tristan's bonus, once (Z-HERO-TRI-2); every special
/// mission (Z-MISS-9). Losses are ignored.
#[must_use]
pub fn score_limit(g: &Zukunft) -> u16 {
    let mut rooms: Vec<Room> = RoomColour::CASTLE.iter().map(|&rc| g.room(rc)).collect();
    if g.secret_room() {
        rooms.push(Room::SecretRoom);
    }
    let mut limit: u16 = rooms
        .iter()
        .flat_map(|r| Space::each(r.mask()))
        .map(|s| u16::from(s.effect().points))
        .sum();
    if rooms.contains(&Room::TrainingGround) {
        limit += LINE_POINTS.unsigned_abs() * u16::from(ROUNDS);
    }
    if rooms.contains(&Room::TournamentGround) {
        limit += TOURNAMENT_TILE_POINTS.unsigned_abs();
    }
    if g.heroes() {
        limit += TRISTAN_BONUS;
    }
    limit
        + MissionId::all()
            .filter(|m| m.card().stack != Stack::Key || g.secret_room())
            .filter_map(|m| m.card().special)
            .map(|(_, points)| u16::from(points))
            .sum::<u16>()
}

impl ZukunftSetup {
    /// Rounds whose phase 1 has turned up its cards.
    fn rounds_revealed(&self) -> u8 {
        match self.start {
            SetupStart::Final => ROUNDS,
            _ => self.round,
        }
    }

    /// Merlin tiles handed out so far: one per round whose predictions are done (Z-PRED-6).
    fn merlin_handed_out(&self) -> u8 {
        match self.start {
            SetupStart::Fists => self.round - 1,
            SetupStart::Missions { .. } => self.round,
            SetupStart::Final => ROUNDS,
        }
    }

    /// Whether `c` has had its turn of the current phase 4 (it stands above `turn`).
    fn played_this_round(&self, c: Colour) -> bool {
        match self.start {
            SetupStart::Missions { turn } => {
                self.order.iter().position(|&x| x == c).is_some_and(|p| p < usize::from(turn))
            }
            SetupStart::Fists | SetupStart::Final => false,
        }
    }

    /// Mission turns `c` has finished: one per round (Z-MISS-13).
    fn turns_played(&self, c: Colour) -> u8 {
        match self.start {
            SetupStart::Final => ROUNDS,
            _ => self.round - 1 + u8::from(self.played_this_round(c)),
        }
    }

    /// The colours' own fields: fists, missions taken, heroes, scores, Merlin tiles, tournament
    /// tiles and Rebellion start numbers. Runs on the game as `place_colours` built it (the
    /// sides are drawn by then).
    pub(super) fn check_colours(&self, g: &Zukunft) -> Result<(), SetupError> {
        let limit = score_limit(g);
        let mut starts = 0u8;
        for c in &self.colours {
            let colour = c.colour;
            // Z-SEND-2: a fist holds at most 3; a colour that has taken its turn has placed
            // them (or sent them to the hinterland, Z-MISS-2, -11).
            if c.sent > MAX_FIST || (c.sent > 0 && self.played_this_round(colour)) {
                return Err(SetupError::Sent(colour));
            }
            // Z-MISS-1: at most one mission per turn.
            if c.missions.len() > usize::from(self.turns_played(colour)) {
                return Err(SetupError::Missions(colour));
            }
            if c.score > limit {
                return Err(SetupError::Score(colour));
            }
            self.check_hero(g, c.colour, c.hero, c.black_knight_beside)?;
            if let Some(start) = c.rebellion_start {
                // Z-ROOM-REBEL-3: numbers 1‥4, each handed out once, only with the Rebellion.
                let bit = 1u8.checked_shl(u32::from(start)).unwrap_or(0);
                if !(1..=4).contains(&start) || starts & bit != 0 || g.room(RoomColour::Red) != Room::Rebellion {
                    return Err(SetupError::Rebellion(colour));
                }
                starts |= bit;
            }
        }
        let held: usize = self.colours.iter().map(|c| c.merlin.len()).sum();
        if held > usize::from(self.merlin_handed_out()) {
            return Err(SetupError::Merlin);
        }
        let tiles = self.colours.iter().filter(|c| c.tournament_tile).count();
        if tiles > 0 && (g.room(RoomColour::Green) != Room::TournamentGround || tiles > usize::from(TOURNAMENT_TILES)) {
            return Err(SetupError::Tiles);
        }
        Ok(())
    }

    /// Z-HERO-1 … -3, Z-HERO-MOR-0, -2: a hero only with heroes; side 1 in a round in which the
    /// colour had a turn, side 2 in a later one; Mordred's black knight beside the hero until
    /// side 2 places it.
    fn check_hero(
        &self,
        g: &Zukunft,
        c: Colour,
        hero: super::state::HeroState,
        beside: bool,
    ) -> Result<(), SetupError> {
        let bad = Err(SetupError::Hero(c));
        if !g.heroes() {
            return if hero == super::state::HeroState::default() { Ok(()) } else { bad };
        }
        let last = self.turns_played(c);
        match hero.side1 {
            Some(r) if r == 0 || r > last || (hero.side2 && r >= last) => return bad,
            None if hero.side2 => return bad,
            _ => {}
        }
        if c.hero() == Hero::Mordred && beside == hero.side2 {
            return bad;
        }
        Ok(())
    }

    /// Z-PREP-1, -2, Z-3P-3, Z-2P-5: the display holds at most what phase 1 turns up of each
    /// stack, and no stack has turned up more cards (face up, boxed or taken) than the rounds
    /// so far.
    pub(super) fn check_cards(&self) -> Result<(), SetupError> {
        let per_round = revealed_per_round(self.config.players);
        let taken = self.colours.iter().flat_map(|c| c.missions.iter());
        for stack in Stack::ALL {
            let of = |m: &&MissionId| m.card().stack == stack;
            let most = per_round[stack.index()];
            if self.display.iter().filter(of).count() > usize::from(most) {
                return Err(SetupError::Display(stack));
            }
            let seen = self.display.iter().chain(self.boxed.iter()).chain(taken.clone()).filter(of).count();
            if seen > usize::from(most) * usize::from(self.rounds_revealed()) {
                return Err(SetupError::Revealed(stack));
            }
        }
        Ok(())
    }

    /// Whether the figure `who` may stand on `s`, given the figures placed before it: the
    /// room's placement rules for its colour (Z-ROOM-GEN-2, Z-HERO-5; the black knight never
    /// in the secret room, Z-HERO-MOR-2).
    pub(super) fn placeable(g: &Zukunft, s: Space, who: Occupant) -> bool {
        let Occupant::Colour(c, figure) = who else { return false };
        let rc = s.room().colour();
        if figure == Figure::BlackKnight && rc == RoomColour::Violet {
            return false;
        }
        g.legal_in(c, rc) & s.bit() != 0
    }

    /// Z-ROOM-INTR-4: takes off the figures `removed` names, once all stand. Each was a red-room
    /// figure of a colour with no figure in the full top group of the Intrigue, one per colour
    /// (the group fills once), the one its owner could choose (`red_choices`).
    pub(super) fn take_removed(&self, g: &mut Zukunft) -> Result<(), SetupError> {
        let top = IN_GROUPS.last().copied().unwrap_or(0);
        let intrigue = g.room(RoomColour::Blue) == Room::Intrigue && g.board.occupied & top == top;
        let mut done = 0u8;
        for &s in &self.removed {
            let bad = Err(SetupError::Removed(s));
            let Some(Occupant::Colour(c, Figure::Knight | Figure::BlackKnight)) = g.board.get(s) else {
                return bad;
            };
            if !intrigue
                || g.board.own[c.index()] & top != 0
                || done & c.bit() != 0
                || g.red_choices(c) & s.bit() == 0
            {
                return bad;
            }
            done |= c.bit();
            g.board.take(s);
        }
        Ok(())
    }

    /// What the figures imply once all stand: a tournament tile's owner has a knight in every
    /// preliminary round (Z-ROOM-TOURN-3).
    pub(super) fn check_board(&self, g: &Zukunft) -> Result<(), SetupError> {
        for c in &self.colours {
            let own = g.board.own[c.colour.index()];
            if c.tournament_tile && TO_ROUNDS.iter().any(|&r| own & r == 0) {
                return Err(SetupError::Tiles);
            }
        }
        Ok(())
    }
}
