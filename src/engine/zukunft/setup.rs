//! Building a precise position (for scenario tests, tutorials and puzzles). A raw
//! [`ZukunftSetup`] becomes a [`Zukunft`] only through [`ZukunftSetup::into_game`], which
//! checks it: the colours and seats, the turn order, knights no colour lacks, figures on free
//! spaces of the room sides in play, each card and tile at most once — and, in
//! `setup_checks.rs`, that play could have reached it (the display, the counts per round,
//! scores, heroes, figures where their rooms' rules put them).

use super::board::{Room, Space};
use super::data::{
    start_screen, Colour, GrailPart, MissionId, Stack, GRAIL_PER_PART, KNIGHTS, MERLIN_VALUES,
    ROUNDS,
};
pub use super::setup_checks::score_limit;
use super::rules::setup::{check_config, colour_count};
use super::rules::Fx;
use super::state::{
    ColourState, Figure, HeroState, Occupant, Phase, TurnState, Zukunft, ZukunftConfig,
};
use crate::engine::few::Few;
use crate::engine::{ConfigError, Seat};
use serde::{Deserialize, Serialize};

/// Where play picks up.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum SetupStart {
    /// Phase 2 of `round`: the display is face up, every colour chooses its fist.
    #[default]
    Fists,
    /// Phase 4 of `round`: the fists are revealed (each colour's `sent`), `order` is the new
    /// turn order, and `order[turn]` begins its turn (those above it have played).
    Missions { turn: u8 },
    /// Round 7 is over: final scoring begins.
    Final,
}

/// One colour of a position. Knights not on the board, behind the screen, on the hinterland
/// or in front of the screen are out of the game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ColourSetup {
    pub colour: Colour,
    pub seat: Seat,
    pub score: u16,
    pub screen: u8,
    pub hinterland: u8,
    /// Knights in front of the screen (phase 4 only).
    pub sent: u8,
    pub merlin: Vec<u8>,
    pub grail: Vec<GrailPart>,
    pub missions: Vec<MissionId>,
    pub hero: HeroState,
    /// Mordred's black knight still beside the hero (heroes and purple only).
    pub black_knight_beside: bool,
    pub tournament_tile: bool,
    /// The Rebellion start number 1‥4, once entered. Left out, a colour whose figures stand in
    /// the Rebellion takes the number its first figure there would have taken (the figures'
    /// order decides); given, it must be where that figure stands. A number with no figure in
    /// the room is a colour that entered and was moved out (Z-ROOM-INTR-4).
    pub rebellion_start: Option<u8>,
}

impl ColourSetup {
    /// A colour as at the start of a game of `colours` colours.
    #[must_use]
    pub fn new(colour: Colour, seat: Seat, colours: usize) -> ColourSetup {
        ColourSetup {
            colour,
            seat,
            score: 0,
            screen: start_screen(colours),
            hinterland: super::data::START_HINTERLAND,
            sent: 0,
            merlin: Vec::new(),
            grail: Vec::new(),
            missions: Vec::new(),
            hero: HeroState::default(),
            black_knight_beside: false,
            tournament_tile: false,
            rebellion_start: None,
        }
    }
}

/// A position to check and build.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ZukunftSetup {
    /// Players, sides (`Random` is drawn from the seed), heroes. `expert` and `colours` are
    /// not used: the colours are given here.
    pub config: ZukunftConfig,
    /// The colours in play.
    pub colours: Vec<ColourSetup>,
    pub round: u8,
    /// The turn-order track, top first.
    pub order: Vec<Colour>,
    /// Figures in the order they were placed (neutral knights are added with 3 players).
    pub figures: Vec<(Space, Occupant)>,
    /// Spaces of `figures` whose figure has since been moved to the hinterland by the Intrigue's
    /// top group (Z-ROOM-INTR-4, the only way a figure leaves a room: Z-ROOM-GEN-3). They are
    /// placed in their turn like the others and taken off once all stand; the colour's
    /// `hinterland` counts them.
    #[serde(default)]
    pub removed: Vec<Space>,
    pub display: Vec<MissionId>,
    pub boxed: Vec<MissionId>,
    /// The Merlin row, leftmost first. `None`: the values nobody holds, shuffled.
    pub merlin_row: Option<Vec<u8>>,
    /// The Grail stacks, top last. `None`: the tiles nobody holds, shuffled into 3 stacks.
    pub grail_stacks: Option<[Vec<GrailPart>; 3]>,
    pub start: SetupStart,
}

/// Why a setup is not a position.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub enum SetupError {
    Config(ConfigError),
    /// The colours: wrong number, repeated, or a seat that does not exist.
    Colours,
    /// The order is not the colours in play.
    Order,
    /// Rounds are 1‥7.
    Round(u8),
    /// More knights than the colour owns, or a black knight it does not have.
    Knights(Colour),
    /// A space of a room side not in play, or taken twice.
    Space(Space),
    /// A figure that cannot be there (a neutral or a magician given by hand).
    Figure(Space),
    /// A card twice, or not in this player count's stacks.
    Card(MissionId),
    /// Merlin values that are not the tiles'.
    Merlin,
    /// More Grail tiles of a part than exist.
    Grail,
    /// The start does not fit the position.
    Start,
    /// More face-up cards of this stack than phase 1 turns up (Z-PREP-1, -2).
    Display(Stack),
    /// More cards of this stack face up, boxed or taken than the rounds so far turned up.
    Revealed(Stack),
    /// More missions taken than the colour has had turns (Z-MISS-1).
    Missions(Colour),
    /// A score above [`score_limit`]: no game reaches it before final scoring.
    Score(Colour),
    /// More knights in front of the screen than a fist holds, or any after the colour's turn.
    Sent(Colour),
    /// A hero used without heroes, out of order or in a round the colour had no turn, or
    /// Mordred's black knight not beside the hero before side 2 (or still there after it).
    Hero(Colour),
    /// Tournament tiles without the Tournament Ground, more than exist, or held by a colour
    /// without a knight in every preliminary round.
    Tiles,
    /// A Rebellion start number outside 1‥4, given twice or without the Rebellion.
    Rebellion(Colour),
    /// A figure where its room's placement rules would not have put it, after the figures
    /// listed before it (§1.10).
    Placement(Space),
    /// A removal the Intrigue's top group cannot explain: no such figure in the red room, the
    /// group not full or not in play, its colour in the group, or a second one of a colour.
    Removed(Space),
}

impl std::fmt::Display for SetupError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "not a position: {self:?}")
    }
}

impl std::error::Error for SetupError {}

impl ZukunftSetup {
    /// An empty table of this config at round 1, phase 2, in colour order; the colours as at
    /// the start (two per seat with 2 players, Mordred's black knight beside his hero).
    #[must_use]
    pub fn table(config: ZukunftConfig) -> ZukunftSetup {
        let n = colour_count(config.players);
        let per_seat = if config.players == 2 { 2 } else { 1 };
        let colours: Vec<ColourSetup> = Colour::ALL[..n.min(5)]
            .iter()
            .enumerate()
            .map(|(i, &c)| ColourSetup {
                // Z-HERO-MOR-0: Mordred's colour takes the black knight at setup.
                black_knight_beside: config.heroes && c == Colour::Purple,
                ..ColourSetup::new(c, (i / per_seat) as Seat, n)
            })
            .collect();
        ZukunftSetup {
            order: colours.iter().map(|c| c.colour).collect(),
            colours,
            config,
            round: 1,
            figures: Vec::new(),
            removed: Vec::new(),
            display: Vec::new(),
            boxed: Vec::new(),
            merlin_row: None,
            grail_stacks: None,
            start: SetupStart::Fists,
        }
    }

    /// Checks the position and builds it; `seed` seeds the generator (and every shuffle of
    /// what the setup leaves open).
    ///
    /// # Errors
    /// The first [`SetupError`] found.
    pub fn into_game(&self, seed: u64) -> Result<Zukunft, SetupError> {
        let mut cfg = self.config.clone();
        cfg.expert = false;
        cfg.colours = None;
        check_config(&cfg).map_err(SetupError::Config)?;
        if !(1..=ROUNDS).contains(&self.round) {
            return Err(SetupError::Round(self.round));
        }
        let mut g = Zukunft::blank(&cfg, seed);
        g.round = self.round;
        self.place_colours(&mut g)?;
        self.check_colours(&g)?;
        self.place_figures(&mut g)?;
        self.check_board(&g)?;
        self.place_cards(&mut g)?;
        self.check_cards()?;
        self.place_tiles(&mut g)?;
        let mut scratch = Vec::new();
        let mut fx = Fx::new(&mut scratch);
        match self.start {
            SetupStart::Fists => {
                if g.colours.iter().any(|c| c.sent > 0) {
                    return Err(SetupError::Start);
                }
                g.phase = Phase::Fists;
            }
            SetupStart::Missions { turn } => {
                if usize::from(turn) >= g.order.len() {
                    return Err(SetupError::Start);
                }
                g.start_turn(turn, &mut fx);
            }
            SetupStart::Final => {
                if self.round != ROUNDS || !g.display.is_empty() {
                    return Err(SetupError::Start);
                }
                g.begin_final(&mut fx);
            }
        }
        g.advance(&mut fx);
        Ok(g)
    }

    fn place_colours(&self, g: &mut Zukunft) -> Result<(), SetupError> {
        let n = colour_count(self.config.players);
        let per_seat = if self.config.players == 2 { 2 } else { 1 };
        let mut seen = 0u8;
        let mut per = [0u8; 5];
        for c in &self.colours {
            if seen & c.colour.bit() != 0 || c.seat >= self.config.players {
                return Err(SetupError::Colours);
            }
            seen |= c.colour.bit();
            per[usize::from(c.seat)] += 1;
        }
        if self.colours.len() != n
            || per
                .iter()
                .take(usize::from(self.config.players))
                .any(|&k| k != per_seat)
        {
            return Err(SetupError::Colours);
        }
        let mut order: Vec<Colour> = self.order.clone();
        crate::engine::few_sort::sort(&mut order);
        let mut mine: Vec<Colour> = self.colours.iter().map(|c| c.colour).collect();
        crate::engine::few_sort::sort(&mut mine);
        if order != mine {
            return Err(SetupError::Order);
        }
        g.order = Few::from_slice(&self.order);
        for c in &self.colours {
            let black = c.black_knight_beside;
            if black && !(self.config.heroes && c.colour == Colour::Purple) {
                return Err(SetupError::Knights(c.colour));
            }
            *g.col_mut(c.colour) = ColourState {
                in_play: true,
                seat: c.seat,
                score: c.score,
                screen: c.screen,
                hinterland: c.hinterland,
                sent: c.sent,
                fist: None,
                prediction: None,
                merlin: Few::from_slice(&c.merlin),
                grail: Few::from_slice(&c.grail),
                after_look: 0,
                missions: c.missions.iter().fold(0, |m, x| m | x.bit()),
                hero: c.hero,
                black_beside: black,
                tournament_tile: c.tournament_tile,
                rebel_start: c.rebellion_start.map(|s| s.saturating_sub(1)),
            };
        }
        g.next_start = self
            .colours
            .iter()
            .filter_map(|c| c.rebellion_start)
            .max()
            .unwrap_or(0);
        if self.config.players == 3 {
            g.neutral = Colour::ALL.into_iter().find(|&c| seen & c.bit() == 0);
        }
        Ok(())
    }

    fn place_figures(&self, g: &mut Zukunft) -> Result<(), SetupError> {
        for &(s, who) in &self.figures {
            let room = s.room();
            let in_play =
                g.room(room.colour()) == room && (room != Room::SecretRoom || g.secret_room());
            if !in_play || g.board.occupied & s.bit() != 0 {
                return Err(SetupError::Space(s));
            }
            match who {
                Occupant::Neutral | Occupant::Colour(_, Figure::Magician) => {
                    return Err(SetupError::Figure(s));
                }
                Occupant::Colour(c, Figure::BlackKnight) => {
                    if !(self.config.heroes && c == Colour::Purple) || g.col(c).black_beside {
                        return Err(SetupError::Figure(s));
                    }
                }
                Occupant::Colour(_, Figure::Knight) => {}
            }
            if let Occupant::Colour(c, _) = who {
                if !g.col(c).in_play {
                    return Err(SetupError::Figure(s));
                }
            }
            if !Self::placeable(g, s, who) {
                return Err(SetupError::Placement(s));
            }
            let entering = matches!(who, Occupant::Colour(c, _) if room == Room::Rebellion && g.board.count(c, room.mask()) == 0);
            g.board.put(s, who);
            if let (true, Occupant::Colour(c, _)) = (entering, who) {
                // Z-ROOM-REBEL-3: entering takes the next start number, as in play (a number
                // given with the colour stands, and the placement had to be on its field).
                g.enter_rebellion(c, s, &mut Fx::new(&mut Vec::new()));
            }
        }
        self.take_removed(g)?;
        let usable = if self.config.players == 5 {
            KNIGHTS - 2
        } else {
            KNIGHTS - 1
        };
        for c in g.in_play().collect::<Vec<_>>() {
            let col = g.col(c);
            let on_board = Space::each(g.board.own[c.index()])
                .filter(|&s| g.board.get(s) == Some(Occupant::Colour(c, Figure::Knight)))
                .count();
            // Mordred's black knight moved to the hinterland is a knight of his colour from
            // then on (Z-HERO-MOR-0): one more than the colour's own.
            let black_moved = self
                .removed
                .iter()
                .any(|&s| self.figures.contains(&(s, Occupant::Colour(c, Figure::BlackKnight))));
            let total = u16::from(col.screen)
                + u16::from(col.hinterland)
                + u16::from(col.sent)
                + on_board as u16;
            if total > u16::from(usable) + u16::from(black_moved) {
                return Err(SetupError::Knights(c));
            }
        }
        Ok(())
    }

    fn place_cards(&self, g: &mut Zukunft) -> Result<(), SetupError> {
        let mut seen = 0u64;
        let taken = self.colours.iter().flat_map(|c| c.missions.iter());
        for &m in self.display.iter().chain(self.boxed.iter()).chain(taken) {
            let key = m.card().stack == Stack::Key;
            if seen & m.bit() != 0 || (key && !g.secret_room()) {
                return Err(SetupError::Card(m));
            }
            seen |= m.bit();
        }
        let mut display = Few::from_slice(&self.display);
        crate::engine::few_sort::sort(display.as_mut_slice());
        g.display = display;
        g.boxed = self.boxed.iter().fold(0, |b, m| b | m.bit());
        for deck in &mut g.decks {
            let kept: Vec<MissionId> = deck
                .iter()
                .copied()
                .filter(|m| seen & m.bit() == 0)
                .collect();
            *deck = Few::from_slice(&kept);
        }
        Ok(())
    }

    fn place_tiles(&self, g: &mut Zukunft) -> Result<(), SetupError> {
        // Merlin: the held values and the row must come from the 7 tiles.
        let mut pool: Vec<u8> = MERLIN_VALUES.to_vec();
        for c in &self.colours {
            for v in &c.merlin {
                let i = pool.iter().position(|x| x == v).ok_or(SetupError::Merlin)?;
                pool.remove(i);
            }
        }
        if let Some(row) = &self.merlin_row {
            for v in row {
                let i = pool.iter().position(|x| x == v).ok_or(SetupError::Merlin)?;
                pool.remove(i);
            }
            // The row is every tile nobody holds: none may go missing.
            if !pool.is_empty() {
                return Err(SetupError::Merlin);
            }
            g.merlin_row = Few::from_slice(row);
        } else {
            let mut row = Few::from_slice(&pool);
            g.rng.shuffle(row.as_mut_slice());
            g.merlin_row = row;
        }
        // Grail: no part more than 7 times in all.
        let mut counts = [0u8; 4];
        let held = self.colours.iter().flat_map(|c| c.grail.iter());
        let stacked = self.grail_stacks.iter().flat_map(|s| s.iter().flatten());
        for p in held.chain(stacked) {
            counts[p.index()] = counts[p.index()].saturating_add(1);
        }
        if counts.iter().any(|&n| n > GRAIL_PER_PART) {
            return Err(SetupError::Grail);
        }
        match &self.grail_stacks {
            Some(stacks) => {
                for (s, given) in g.supply.iter_mut().zip(stacks) {
                    *s = Few::from_slice(given);
                }
            }
            None => {
                let mut rest: Few<GrailPart, 28> = Few::new();
                for p in GrailPart::ALL {
                    let held = self
                        .colours
                        .iter()
                        .flat_map(|c| c.grail.iter())
                        .filter(|&&x| x == p)
                        .count();
                    for _ in held..usize::from(GRAIL_PER_PART) {
                        rest.push(p);
                    }
                }
                g.rng.shuffle(rest.as_mut_slice());
                g.deal_supply(&rest);
            }
        }
        // At most two tiles are held (checked with the colours).
        g.tournament_tiles = super::setup_checks::TOURNAMENT_TILES
            .saturating_sub(self.colours.iter().filter(|c| c.tournament_tile).count() as u8);
        g.turn = TurnState::default();
        Ok(())
    }
}
