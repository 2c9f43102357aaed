//! Setting up (Z-SETUP-*, Z-2P, Z-3P, Z-5P, Z-XPERT): a new game from a config and a seed,
//! and the expert variant's colour picks.

use super::Fx;
use crate::engine::few::Few;
use crate::engine::rng::Rng;
use crate::engine::zukunft::board::{Space, NEUTRAL_3P};
use crate::engine::zukunft::data::{
    start_screen, Colour, GrailPart, MissionId, Side, SideChoice, Stack, GRAIL_PER_PART,
    GRAIL_STACKS, MERLIN_VALUES, START_HINTERLAND,
};
use crate::engine::zukunft::events::ZukunftEvent;
use crate::engine::zukunft::state::{
    Board, ColourState, Occupant, Phase, TurnState, Zukunft, ZukunftConfig,
};
use crate::engine::{ConfigError, Seat};

/// Checks a config: player count, first player, the expert variant's needs, the colours.
pub(crate) fn check_config(cfg: &ZukunftConfig) -> Result<(), ConfigError> {
    if !(2..=5).contains(&cfg.players) {
        return Err(ConfigError::PlayerCount {
            min: 2,
            max: 5,
            got: cfg.players,
        });
    }
    if cfg.first_player >= cfg.players {
        return Err(ConfigError::FirstPlayer {
            players: cfg.players,
            got: cfg.first_player,
        });
    }
    // Z-XPERT-2: offered only together with the heroes.
    if cfg.expert && !cfg.heroes {
        return Err(ConfigError::Option("expert"));
    }
    if let Some(colours) = &cfg.colours {
        let distinct = colours
            .iter()
            .enumerate()
            .all(|(i, c)| !colours[..i].contains(c));
        if cfg.expert || colours.len() != colour_count(cfg.players) || !distinct {
            return Err(ConfigError::Option("colours"));
        }
    }
    Ok(())
}

/// Colours in play: two per player with 2 players (Z-2P-1), else one each.
pub(crate) const fn colour_count(players: u8) -> usize {
    if players == 2 {
        4
    } else {
        players as usize
    }
}

impl Zukunft {
    /// An empty table: the shared components laid out, no colour taken yet.
    pub(crate) fn blank(cfg: &ZukunftConfig, seed: u64) -> Zukunft {
        let mut rng = Rng::new(seed);
        // Z-SETUP-2: each room's A/B tile, or the chosen side.
        let mut sides = [Side::A; 4];
        for (side, choice) in sides.iter_mut().zip(cfg.sides) {
            *side = match choice {
                SideChoice::A => Side::A,
                SideChoice::B => Side::B,
                SideChoice::Random if rng.below(2) == 0 => Side::A,
                SideChoice::Random => Side::B,
            };
        }
        let mut g = Zukunft {
            cfg: cfg.clone(),
            rng,
            colours: Default::default(),
            neutral: None,
            sides,
            round: 1,
            phase: Phase::Fists,
            order: Few::new(),
            tie_order: Few::new(),
            board: Board::new(),
            decks: Default::default(),
            display: Few::new(),
            boxed: 0,
            merlin_row: Few::new(),
            supply: Default::default(),
            spread: false,
            look: None,
            tournament_tiles: 2, // Z-ROOM-TOURN-1
            next_start: 0,
            tasks: Few::new(),
            turn: TurnState::default(),
            reveal: None,
            report: None,
            winners: Few::new(),
        };
        // Z-3P-1: a neutral knight on every neutral space of the sides in play.
        if g.three_players() {
            for s in Space::each(NEUTRAL_3P) {
                if g.room(s.room().colour()) == s.room() {
                    g.board.put(s, Occupant::Neutral);
                }
            }
        }
        // Z-SETUP-5: the stacks sorted by their backs, each shuffled; the key stack only
        // with 5 players (Z-5P-1).
        for stack in Stack::ALL {
            if stack == Stack::Key && !g.secret_room() {
                continue;
            }
            let deck = &mut g.decks[stack.index()];
            for i in stack.cards() {
                deck.push(MissionId(i));
            }
            g.rng.shuffle(deck.as_mut_slice());
        }
        // Z-SETUP-3: the Merlin tiles face down in a row.
        g.merlin_row = Few::from_slice(&MERLIN_VALUES);
        g.rng.shuffle(g.merlin_row.as_mut_slice());
        // Z-SETUP-6: the Grail tiles shuffled into 3 stacks of 10/9/9.
        let mut tiles: Few<GrailPart, 28> = Few::new();
        for p in GrailPart::ALL {
            for _ in 0..GRAIL_PER_PART {
                tiles.push(p);
            }
        }
        g.rng.shuffle(tiles.as_mut_slice());
        let mut it = tiles.iter().copied();
        for (stack, size) in g.supply.iter_mut().zip(GRAIL_STACKS) {
            for p in it.by_ref().take(usize::from(size)) {
                stack.push(p);
            }
        }
        g
    }

    /// A new game: the table, the colours and the first round's display (Z-SETUP-*).
    pub(crate) fn setup(cfg: &ZukunftConfig, seed: u64) -> Result<Zukunft, ConfigError> {
        check_config(cfg)?;
        let mut g = Zukunft::blank(cfg, seed);
        let mut scratch = Vec::new();
        let mut fx = Fx::new(&mut scratch);
        if cfg.expert {
            g.phase = Phase::Pick(0);
        } else {
            let colours: Vec<Colour> = match &cfg.colours {
                Some(c) => c.clone(),
                None => Colour::ALL[..colour_count(cfg.players)].to_vec(),
            };
            let per_seat = if cfg.players == 2 { 2 } else { 1 };
            for (i, &c) in colours.iter().enumerate() {
                g.join(c, (i / per_seat) as Seat);
            }
            g.settle_neutral();
            // Z-SETUP-10: the magician cards shuffled and revealed top to bottom.
            let mut order: Few<Colour, 5> = Few::from_slice(&colours);
            crate::engine::few_sort::sort(order.as_mut_slice());
            g.rng.shuffle(order.as_mut_slice());
            g.order = order;
            g.begin_round(&mut fx);
        }
        g.advance(&mut fx);
        Ok(g)
    }

    /// Colour `c` joins for `seat`: screen, hinterland, hero, black knight (Z-SETUP-7, -11,
    /// Z-HERO-MOR-0).
    fn join(&mut self, c: Colour, seat: Seat) {
        let colours = colour_count(self.cfg.players);
        let heroes = self.heroes();
        *self.col_mut(c) = ColourState {
            in_play: true,
            seat,
            screen: start_screen(colours),
            hinterland: START_HINTERLAND,
            black_beside: heroes && c == Colour::Purple,
            ..ColourState::default()
        };
    }

    /// Z-3P-1: the neutral colour is one of the two left over; we take the lower.
    fn settle_neutral(&mut self) {
        if self.three_players() {
            self.neutral = Colour::ALL.into_iter().find(|c| !self.col(*c).in_play);
        }
    }

    /// Colour picks in the expert variant: one per colour in play.
    pub(crate) fn picks(&self) -> usize {
        colour_count(self.cfg.players)
    }

    /// The seat making pick `n`: clockwise from the eldest, around again with 2 players
    /// (Z-XPERT-1, Z-XPERT-2).
    pub(crate) fn picker(&self, n: u8) -> Seat {
        (self.cfg.first_player + n) % self.cfg.players.max(1)
    }

    /// Z-XPERT-1: `seat` takes colour `c`; its magician takes the topmost free track space.
    pub(crate) fn pick(&mut self, seat: Seat, c: Colour, fx: &mut Fx) {
        let Phase::Pick(n) = self.phase else { return };
        self.join(c, seat);
        self.order.push(c);
        fx.push(ZukunftEvent::ColourPicked {
            seat,
            colour: c,
            place: self.order.len() as u8,
        });
        self.phase = Phase::Pick(n + 1);
    }

    /// After the last pick: the neutral colour, then round 1.
    pub(crate) fn finish_picks(&mut self, fx: &mut Fx) {
        self.settle_neutral();
        self.begin_round(fx);
    }
}
