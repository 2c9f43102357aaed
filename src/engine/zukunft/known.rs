//! A full state built from what one seat knows ([`Game::from_knowledge`]): the skeleton the
//! bots resample (`determinize.rs`), so that they never hold a state that came from the real
//! one.
//!
//! Everything public (the castle, the track, the display, every count, the steps still owed)
//! and the seat's own fists, Merlin values, Grail tiles and what Parzival showed it are copied
//! from its view. Every hidden item is a placeholder from the pool of items the seat has not
//! seen, in a canonical order (the resampler deals them again anyway): another colour's fist
//! not yet revealed is 0; the Merlin values less those the seat sees fill the other colours'
//! tiles and the row; the Grail tiles less its own (and less the supply it has spread out in
//! front of it) fill the other colours' tiles and the supply; the mission cards nobody has
//! seen fill the stacks.
//!
//! [`Game::from_knowledge`]: crate::engine::Game::from_knowledge

use super::data::{Colour, GrailPart, MissionId, Stack, GRAIL_PER_PART, KNIGHTS, MAX_FIST, MERLIN_VALUES, ROUNDS};
use super::state::{Board, ColourState, FinalStep, HeroState, Look, Phase, Task, TurnState, Zukunft};
use super::view::{Pending, ZukunftView};
use crate::engine::few::Few;
use crate::engine::knowledge::{bad, push, Knowledge, KnowledgeError};
use crate::engine::rng::Rng;
use crate::engine::Seat;

type Result<T> = std::result::Result<T, KnowledgeError>;



/// The step a pending decision stands for (the inverse of the view's mapping).
fn task_of(p: &Pending) -> Result<Task> {
    Ok(match *p {
        Pending::Mission { colour, .. } | Pending::TakeBack { colour, .. } => Task::Mission(colour),
        Pending::Shields { colour, .. } => Task::Shields(colour),
        Pending::Extra { colour, room, optional, cause } => Task::Extra { colour, room, optional, cause },
        Pending::Bonus { colour, cause } => Task::Bonus { colour, cause },
        // A Grail step is done when its count reaches 0 (it is never queued at 0).
        Pending::Grail { tiles: 0, .. } => return Err(bad("a Grail step with no tile to take")),
        Pending::Grail { colour, tiles, .. } => Task::Grail { colour, n: tiles },
        Pending::Tree { colour } => Task::Tree(colour),
        Pending::Remove { colour } => Task::Remove(colour),
        Pending::HeroEnd { colour } => Task::HeroEnd(colour),
        Pending::Magician { colour } => Task::Magician(colour),
        Pending::Over => Task::None,
        Pending::PickColour { .. } | Pending::Fists { .. } | Pending::Predict { .. } => {
            return Err(bad("a phase-4 step that is not one"))
        }
    })
}

/// Multiset arithmetic on Grail parts.
fn take(left: &mut [u8; 4], p: GrailPart) -> Result<()> {
    let x = left.get_mut(p.index()).ok_or(bad("no such Grail part"))?;
    *x = x.checked_sub(1).ok_or(bad("more Grail tiles than exist"))?;
    Ok(())
}

fn tiles(counts: [u8; 4]) -> impl Iterator<Item = GrailPart> {
    GrailPart::ALL.into_iter().flat_map(move |p| std::iter::repeat_n(p, usize::from(counts[p.index()])))
}

impl Zukunft {
    pub(crate) fn rebuild(known: &Knowledge<Zukunft>) -> Result<Zukunft> {
        let seat = known.checked_seat()?;
        let v = known.view();
        let me = v.me.as_ref().ok_or(bad("the view is not a seat's"))?;
        // Counters within what a game can reach: the rules add to them without checking.
        let fits = v.colours.iter().all(|c| c.screen <= KNIGHTS && c.hinterland <= KNIGHTS && c.sent <= KNIGHTS)
            && me.fists.iter().all(|f| f.1 <= MAX_FIST)
            && v.round <= ROUNDS + 1
            && v.colours.iter().all(|c| c.seat < known.config().players);
        if !fits {
            return Err(bad("a counter beyond what a game reaches"));
        }
        let mut g = Zukunft::blank(known.config(), 0);
        g.rng = Rng::new(0);
        g.sides = v.sides;
        g.neutral = v.neutral;
        g.round = v.round;
        g.order = Few::from_slice(&v.order);
        g.display = Few::from_slice(&v.display);
        g.boxed = v.boxed.iter().fold(0, |m, c| m | c.bit());
        g.spread = v.grail_spread;
        g.reveal = v.reveal;
        g.report = v.final_report.clone().map(Box::new);
        g.winners = Few::from_slice(v.outcome.as_ref().map_or(&[][..], |o| &o.winners));
        if let Some(t) = v.tournament_tiles {
            g.tournament_tiles = t;
        }
        g.board = Board::new();
        let mut placed: Vec<_> = v.spaces.iter().filter_map(|s| s.occupant.map(|o| (s.placed.unwrap_or(0), s.space, o))).collect();
        placed.sort_by_key(|p| p.0);
        for (_, space, who) in placed {
            g.board.put(space, who);
        }

        // The colours, with placeholders for what the seat does not see.
        g.colours = Default::default();
        for c in &v.colours {
            let own = c.seat == seat;
            let prediction = c.prediction.map(|n| {
                let placed = v.magicians.iter().position(|m| m.colour == c.colour).unwrap_or(0);
                (n, placed as u8)
            });
            let fist = if !c.fist_chosen {
                None
            } else if own {
                Some(me.fists.iter().find(|f| f.0 == c.colour).ok_or(bad("its own fist is missing"))?.1)
            } else {
                Some(0)
            };
            let hero = c.hero.map_or(HeroState::default(), |h| HeroState { side1: h.side1_round, side2: h.side == 0 });
            *g.col_mut(c.colour) = ColourState {
                in_play: true,
                seat: c.seat,
                score: c.score,
                screen: c.screen,
                hinterland: c.hinterland,
                sent: c.sent,
                fist,
                prediction,
                merlin: Few::new(),
                grail: Few::new(),
                after_look: c.grail_after_look,
                missions: c.missions.iter().fold(0, |m, x| m | x.bit()),
                hero,
                black_beside: c.black_knight_beside,
                tournament_tile: c.tournament_tile,
                rebel_start: c.rebellion.map(|(start, _)| start.saturating_sub(1)),
            };
        }
        g.next_start = g.colours.iter().filter_map(|c| c.rebel_start).max().map_or(0, |s| s + 1);
        g.rebuild_decks(v)?;
        g.rebuild_merlin(seat, v)?;
        g.rebuild_grail(seat, v)?;

        // Where play stands.
        g.phase = if v.outcome.is_some() {
            Phase::Over
        } else {
            match &v.pending {
                Pending::PickColour { .. } => Phase::Pick(v.order.len() as u8),
                Pending::Fists { .. } => Phase::Fists,
                Pending::Predict { .. } => Phase::Predict(v.magicians.len() as u8),
                _ if v.final_report.is_some() => Phase::Final(if v.colours.iter().any(|c| c.merlin.is_some()) {
                    FinalStep::Hinterland
                } else {
                    FinalStep::RedRoom
                }),
                _ => {
                    let c = v.turn_colour.ok_or(bad("a phase-4 step outside a turn"))?;
                    Phase::Missions(v.order.iter().position(|&o| o == c).ok_or(bad("a turn of a colour not on the track"))? as u8)
                }
            }
        };
        if matches!(g.phase, Phase::Final(_) | Phase::Over) {
            g.tie_order = g.order;
        }
        g.tasks = Few::new();
        if matches!(g.phase, Phase::Missions(_) | Phase::Final(_)) {
            for p in v.queue.iter().rev().chain(std::iter::once(&v.pending)) {
                push(&mut g.tasks, task_of(p)?)?;
            }
        }
        let colour = match g.phase {
            Phase::Missions(_) => v.turn_colour.unwrap_or_default(),
            // The red-room winner's magician keeps its turn through final scoring.
            Phase::Final(_) | Phase::Over => v.final_report.as_ref().and_then(|r| r.red.winner).unwrap_or_default(),
            _ => Colour::default(),
        };
        g.turn = TurnState {
            colour,
            shields: Few::from_slice(&v.turn_shields),
            bonus_taken: v.line_bonus_taken,
            per_room: v.turn_knights,
            looking: v.grail_spread,
        };
        known.confirm(g)
    }

    /// Each stack: the cards of its kind nobody has seen, in card order.
    fn rebuild_decks(&mut self, v: &ZukunftView) -> Result<()> {
        let mut seen = self.boxed;
        for m in self.display.iter() {
            seen |= m.bit();
        }
        for c in &self.colours {
            seen |= c.missions;
        }
        for stack in Stack::ALL {
            let len = usize::from(v.decks.get(stack.index()).copied().unwrap_or(0));
            let deck = &mut self.decks[stack.index()];
            deck.clear();
            for m in stack.cards().map(MissionId).filter(|m| seen & m.bit() == 0).take(len) {
                push(deck, m)?;
            }
            if deck.len() != len {
                return Err(bad("a mission stack larger than its unseen cards"));
            }
        }
        Ok(())
    }

    /// Merlin values: its own (and all once revealed); the rest, ascending, fill the other
    /// colours' tiles and the row.
    fn rebuild_merlin(&mut self, seat: Seat, v: &ZukunftView) -> Result<()> {
        let me = v.me.as_ref().ok_or(bad("the view is not a seat's"))?;
        let mut left = [0u8; 6];
        for &x in &MERLIN_VALUES {
            left[usize::from(x)] += 1;
        }
        let mut known_values = |values: &[u8]| -> Result<Few<u8, 7>> {
            let mut out = Few::new();
            for &x in values {
                let c = left.get_mut(usize::from(x)).ok_or(bad("no such Merlin tile"))?;
                *c = c.checked_sub(1).ok_or(bad("more Merlin tiles than exist"))?;
                push(&mut out, x)?;
            }
            Ok(out)
        };
        let mut hidden = Vec::new();
        for c in &v.colours {
            let values = match (&c.merlin, c.seat == seat) {
                (Some(values), _) => Some(values.clone()),
                (None, true) => Some(me.merlin.iter().find(|m| m.0 == c.colour).map(|m| m.1.clone()).unwrap_or_default()),
                (None, false) => None,
            };
            match values {
                Some(values) => {
                    if values.len() != usize::from(c.merlin_tiles) {
                        return Err(bad("Merlin values that do not match their count"));
                    }
                    self.col_mut(c.colour).merlin = known_values(&values)?;
                }
                None => hidden.push((c.colour, c.merlin_tiles)),
            }
        }
        let mut pool = (1..6u8).flat_map(|x| std::iter::repeat_n(x, usize::from(left[usize::from(x)])));
        for (colour, count) in hidden {
            let mut tiles = Few::new();
            for _ in 0..count {
                push(&mut tiles, pool.next().ok_or(bad("more Merlin tiles than exist"))?)?;
            }
            self.col_mut(colour).merlin = tiles;
        }
        self.merlin_row = Few::new();
        for _ in 0..v.merlin_row {
            push(&mut self.merlin_row, pool.next().ok_or(bad("more Merlin tiles than exist"))?)?;
        }
        if pool.next().is_some() {
            return Err(bad("Merlin tiles with no place"));
        }
        Ok(())
    }

    /// Grail tiles: its own; the supply it has spread out, if it has; the rest fill the other
    /// colours' tiles and the supply, in part order.
    fn rebuild_grail(&mut self, seat: Seat, v: &ZukunftView) -> Result<()> {
        let me = v.me.as_ref().ok_or(bad("the view is not a seat's"))?;
        let mut left = [GRAIL_PER_PART; 4];
        for (colour, own) in &me.grail {
            let mut tiles = Few::new();
            for &p in own {
                take(&mut left, p)?;
                push(&mut tiles, p)?;
            }
            self.col_mut(*colour).grail = tiles;
        }
        let mine: Vec<Colour> = v.colours.iter().filter(|c| c.seat == seat).map(|c| c.colour).collect();
        let own_look = v.parzival_looked.filter(|c| mine.contains(c));
        self.look = v.parzival_looked.map(|colour| Look { colour, supply: if own_look.is_some() { me.grail_supply.unwrap_or_default() } else { [0; 4] } });
        // Spread out in front of the seat's own Parzival: the supply as it is.
        let looking = v.grail_spread && v.turn_colour.is_some_and(|c| mine.contains(&c));
        let supply_known = if looking { me.grail_supply } else { None };
        if let Some(supply) = supply_known {
            for p in tiles(supply) {
                take(&mut left, p)?;
            }
        }
        let mut pool = tiles(left);
        for c in v.colours.iter().filter(|c| c.seat != seat) {
            let mut t = Few::new();
            for _ in 0..c.grail_tiles {
                push(&mut t, pool.next().ok_or(bad("more Grail tiles than exist"))?)?;
            }
            self.col_mut(c.colour).grail = t;
        }
        self.supply = Default::default();
        match supply_known {
            Some(supply) => {
                for p in tiles(supply) {
                    push(&mut self.supply[0], p)?;
                }
            }
            None => {
                for (stack, &size) in self.supply.iter_mut().zip(&v.grail_stacks) {
                    for _ in 0..size {
                        push(stack, pool.next().ok_or(bad("more Grail tiles than exist"))?)?;
                    }
                }
            }
        }
        if pool.next().is_some() || self.supply.iter().zip(&v.grail_stacks).any(|(s, &n)| s.len() != usize::from(n)) {
            return Err(bad("Grail tiles with no place"));
        }
        for c in mine {
            let own = self.col(c).grail.len();
            if v.colours.iter().any(|x| x.colour == c && usize::from(x.grail_tiles) != own) {
                return Err(bad("its own Grail tiles do not match their count"));
            }
        }
        Ok(())
    }
}
