//! What one seat (or the table) may see: [`ZukunftView`].
//!
//! Built only from what the viewer may know: the whole castle, the track, the throne room,
//! the display, every count (knights behind each screen, on the hinterland and in front, tiles,
//! cards taken), and for its own colours their fists before the reveal, Merlin values and
//! Grail tiles, plus what Parzival saw of the supply, and the steps still owed. It is the same
//! for the real state, for every `resample` of it (checked by the shared random-play suite)
//! and for the state rebuilt from it (`known.rs`), so a bot takes it as its whole input.

use super::board::{Room, Space, TO_FINALS, TO_PRELIMS};
use super::data::{Colour, GrailPart, Hero, MissionId, RoomColour, ShieldKind, Side};
use super::events::{FinalReport, RebelSide, Reveal, TableSide};
use super::state::{FinalStep, Occupant, Phase, Task, Zukunft, ZukunftConfig};
use crate::engine::{Outcome, Seat, Turn, Viewer};
use serde::{Deserialize, Serialize};

/// The decision the game waits for, as the table sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Pending {
    /// Expert variant: `seat` picks a colour (Z-XPERT-1).
    PickColour {
        seat: Seat,
    },
    /// Phase 2: these colours have not chosen their fist yet (Z-SEND-4).
    Fists {
        waiting: Vec<Colour>,
    },
    /// Phase 3: `colour`'s magician predicts (Z-PRED-1).
    Predict {
        colour: Colour,
    },
    /// Phase 4: `colour` takes a mission for its `sent` knights (Z-MISS-1).
    Mission {
        colour: Colour,
        sent: u8,
    },
    /// Phase 4: `colour` sent no knights and takes up to `max` back (Z-MISS-10).
    TakeBack {
        colour: Colour,
        max: u8,
    },
    /// `colour` resolves the next of these shields (Z-MISS-12).
    Shields {
        colour: Colour,
        shields: Vec<ShieldKind>,
    },
    /// An additional knight into `room`, caused by `cause` (Z-EFF-2).
    Extra {
        colour: Colour,
        room: RoomColour,
        optional: bool,
        cause: Space,
    },
    /// A Training Ground line bonus, the line made at `cause` (Z-ROOM-TRAIN-3).
    Bonus {
        colour: Colour,
        cause: Space,
    },
    /// `colour` takes `tiles` Grail tiles; `picking` while Parzival looks (Z-EFF-5, Z-HERO-PAR-2).
    Grail {
        colour: Colour,
        tiles: u8,
        picking: bool,
    },
    /// The tournament final's optional knight and tile (Z-ROOM-TOURN-6).
    Tree {
        colour: Colour,
    },
    /// `colour` moves one of its red-room figures to the hinterland (Z-ROOM-INTR-4).
    Remove {
        colour: Colour,
    },
    /// `colour` may use an end-of-turn hero ability (Z-HERO-4).
    HeroEnd {
        colour: Colour,
    },
    /// The red-room winner may place its magician (Z-ROOM-TABLE-3).
    Magician {
        colour: Colour,
    },
    Over,
}

/// A hero as the table sees it (Z-HERO-3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HeroView {
    pub hero: Hero,
    /// The side showing: 1, 2, or 0 once it has left the game.
    pub side: u8,
    /// The round side 1 was used in (side 2 is usable from the next round).
    pub side1_round: Option<u8>,
}

/// One colour, as everyone sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ColourView {
    pub colour: Colour,
    pub seat: Seat,
    pub score: u16,
    /// The marker has passed 60: the "60" tile is taken (Z-SETUP-8).
    pub sixty: bool,
    /// Knights behind the screen (a fist not yet revealed still counts here).
    pub screen: u8,
    pub hinterland: u8,
    /// Knights in front of the screen, revealed and not yet placed.
    pub sent: u8,
    /// Phase 2: has knocked (chosen its fist).
    pub fist_chosen: bool,
    /// This round's prediction, while the magician stands in the throne room.
    pub prediction: Option<u8>,
    pub missions: Vec<MissionId>,
    pub merlin_tiles: u8,
    /// Merlin values, once revealed in final scoring (Z-FINAL-2).
    pub merlin: Option<Vec<u8>>,
    pub grail_tiles: u8,
    /// Grail tiles taken since Parzival's look ended.
    pub grail_after_look: u8,
    pub hero: Option<HeroView>,
    /// Mordred's black knight still beside the hero.
    pub black_knight_beside: bool,
    pub tournament_tile: bool,
    /// Ballroom hearts (Z-ROOM-BALL-3).
    pub hearts: u8,
    /// Rebellion start number (1‥4) and side, once entered.
    pub rebellion: Option<(u8, RebelSide)>,
}

/// A space of a room in play and who stands on it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SpaceView {
    pub space: Space,
    pub room: Room,
    pub occupant: Option<Occupant>,
    /// When its figure came: 1 for the earliest figure still on the board, and so on
    /// ("most recent" in the Chapel and the Rebellion).
    pub placed: Option<u8>,
}

/// A magician in the throne room.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MagicianView {
    pub colour: Colour,
    pub number: u8,
    /// The second magician on its number (Z-PRED-2).
    pub inner: bool,
}

/// What only the viewing seat sees, for each of its colours.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PrivateView {
    pub seat: Seat,
    pub colours: Vec<Colour>,
    /// Fists chosen and not yet revealed.
    pub fists: Vec<(Colour, u8)>,
    /// Merlin values, in the order taken.
    pub merlin: Vec<(Colour, Vec<u8>)>,
    /// Grail tiles, in the order taken.
    pub grail: Vec<(Colour, Vec<GrailPart>)>,
    /// Parzival's knowledge of the supply, per part: what he sees while looking, and the
    /// supply as his look left it afterwards (Z-HERO-PAR-2).
    pub grail_supply: Option<[u8; 4]>,
}

/// Everything the app needs to draw the table for one viewer.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ZukunftView {
    pub viewer: Viewer,
    /// The game's settings, as chosen (a random side shows as `Random` here).
    pub config: ZukunftConfig,
    pub players: u8,
    /// The sides the red, green, yellow and blue rooms show.
    pub sides: [Side; 4],
    /// The rooms in play (the secret room with 5 players).
    pub rooms: Vec<Room>,
    pub neutral: Option<Colour>,
    pub round: u8,
    pub turn: Turn,
    pub pending: Pending,
    /// The turn-order track, top first (order T once final scoring begins).
    pub order: Vec<Colour>,
    pub magicians: Vec<MagicianView>,
    pub colours: Vec<ColourView>,
    pub spaces: Vec<SpaceView>,
    /// Face-up missions, ascending.
    pub display: Vec<MissionId>,
    /// Cards left in the 1-, 2-, 3-knight and key stacks.
    pub decks: [u8; 4],
    /// Cards returned to the box, ascending.
    pub boxed: Vec<MissionId>,
    pub merlin_row: u8,
    pub grail_stacks: [u8; 3],
    /// Parzival has the supply spread out this turn.
    pub grail_spread: bool,
    /// The colour whose Parzival has looked through the supply (after his turn).
    pub parzival_looked: Option<Colour>,
    /// Tournament tiles left on the storage field, and whether the light (final) and dark
    /// (winner's field) Fanfare tiles still lie there, when the Tournament Ground is in play
    /// (Z-ROOM-TOURN-1, -4, -7).
    pub tournament_tiles: Option<u8>,
    pub fanfares: Option<[bool; 2]>,
    /// The Knights' Table, when the Rebellion is in play.
    pub knights_table: Option<TableSide>,
    /// The start number (1‥4) the next colour to enter the Rebellion would get.
    pub next_rebellion_start: Option<u8>,
    /// The steps still owed after the pending one, the next first: what the rules will ask
    /// once the pending decision and its consequences are done (Z-MISS-12).
    pub queue: Vec<Pending>,
    /// Whose phase-4 turn it is, and the shields of the card it took still to resolve.
    pub turn_colour: Option<Colour>,
    pub turn_shields: Vec<ShieldKind>,
    /// This phase-4 turn so far: knights placed per castle room (red, green, yellow, blue;
    /// Z-HERO-TRI-2) and whether a Training Ground bonus was taken (Z-ROOM-TRAIN-5).
    pub turn_knights: [u8; 4],
    pub line_bonus_taken: bool,
    /// The latest reveal of the fists.
    pub reveal: Option<Reveal>,
    pub final_report: Option<FinalReport>,
    pub outcome: Option<Outcome>,
    pub me: Option<PrivateView>,
}

impl Zukunft {
    pub(crate) fn pending(&self) -> Pending {
        match self.phase {
            Phase::Over => Pending::Over,
            Phase::Pick(n) => Pending::PickColour {
                seat: self.picker(n),
            },
            Phase::Fists => Pending::Fists {
                waiting: self
                    .in_play()
                    .filter(|&c| self.col(c).fist.is_none())
                    .collect(),
            },
            Phase::Predict(n) => Pending::Predict {
                colour: self.predictor(n),
            },
            Phase::Missions(_) | Phase::Final(_) => self.task_pending(self.tasks.last().unwrap_or_default()),
        }
    }

    /// A step still owed in phase 4 or final scoring, as the table sees it.
    fn task_pending(&self, task: Task) -> Pending {
        match task {
            Task::Mission(c) if self.col(c).sent == 0 => Pending::TakeBack {
                colour: c,
                max: self.col(c).hinterland.min(2),
            },
            Task::Mission(c) => Pending::Mission {
                colour: c,
                sent: self.col(c).sent,
            },
            Task::Shields(c) => Pending::Shields {
                colour: c,
                shields: self.turn.shields.as_slice().to_vec(),
            },
            Task::Extra {
                colour,
                room,
                optional,
                cause,
            } => Pending::Extra {
                colour,
                room,
                optional,
                cause,
            },
            Task::Bonus { colour, cause } => Pending::Bonus { colour, cause },
            Task::Grail { colour, n } => Pending::Grail {
                colour,
                tiles: n,
                picking: self.turn.looking && self.turn.colour == colour,
            },
            Task::Tree(c) => Pending::Tree { colour: c },
            Task::Remove(c) => Pending::Remove { colour: c },
            Task::HeroEnd(c) => Pending::HeroEnd { colour: c },
            Task::Magician(c) => Pending::Magician { colour: c },
            Task::None => Pending::Over,
        }
    }

    pub(crate) fn outcome_now(&self) -> Option<Outcome> {
        (self.phase == Phase::Over).then(|| Outcome {
            winners: self.winners.as_slice().to_vec(),
            label: "most-points".to_owned(),
        })
    }

    /// Merlin values are public from final step 2 on (Z-FINAL-2).
    pub(crate) fn merlin_revealed(&self) -> bool {
        matches!(
            self.phase,
            Phase::Final(FinalStep::Hinterland) | Phase::Over
        )
    }

    fn colour_view(&self, c: Colour) -> ColourView {
        let col = self.col(c);
        let red = self.room(RoomColour::Red);
        ColourView {
            colour: c,
            seat: col.seat,
            score: col.score,
            sixty: col.score >= 60,
            screen: col.screen,
            hinterland: col.hinterland,
            sent: col.sent,
            fist_chosen: col.fist.is_some(),
            prediction: col.prediction.map(|(n, _)| n),
            missions: MissionId::all()
                .filter(|m| col.missions & m.bit() != 0)
                .collect(),
            merlin_tiles: col.merlin.len() as u8,
            merlin: self
                .merlin_revealed()
                .then(|| col.merlin.as_slice().to_vec()),
            grail_tiles: col.grail.len() as u8,
            grail_after_look: col.after_look,
            hero: self.hero_of(c).map(|hero| HeroView {
                hero,
                side: match (col.hero.side1, col.hero.side2) {
                    (_, true) => 0,
                    (Some(_), false) => 2,
                    (None, false) => 1,
                },
                side1_round: col.hero.side1,
            }),
            black_knight_beside: col.black_beside,
            tournament_tile: col.tournament_tile,
            hearts: self.hearts(c),
            rebellion: (red == Room::Rebellion)
                .then_some(())
                .and(col.rebel_start)
                .map(|s| {
                    let side = if s % 2 == 1 {
                        RebelSide::Rebels
                    } else {
                        RebelSide::Royalists
                    };
                    (s + 1, side)
                }),
        }
    }

    pub(crate) fn view_for(&self, viewer: Viewer) -> ZukunftView {
        let me = match viewer {
            Viewer::Seat(s) if s < self.n() => Some(s),
            _ => None,
        };
        let mut rooms: Vec<Room> = RoomColour::CASTLE.iter().map(|&rc| self.room(rc)).collect();
        if self.secret_room() {
            rooms.push(Room::SecretRoom);
        }
        let ranks = self.board.ranks();
        let spaces = rooms
            .iter()
            .flat_map(|r| Space::each(r.mask()))
            .map(|space| SpaceView {
                space,
                room: space.room(),
                occupant: self.board.get(space),
                placed: ranks.get(usize::from(space.index())).copied().flatten(),
            })
            .collect();
        let mut magicians: Vec<(u8, MagicianView)> = self
            .in_play()
            .filter_map(|c| {
                let (number, placed) = self.col(c).prediction?;
                let inner = self.in_play().any(|o| {
                    self.col(o)
                        .prediction
                        .is_some_and(|(n, p)| n == number && p < placed)
                });
                Some((
                    placed,
                    MagicianView {
                        colour: c,
                        number,
                        inner,
                    },
                ))
            })
            .collect();
        crate::engine::few_sort::sort_by_key(&mut magicians, |(p, _)| *p);
        let order = if self.tie_order.is_empty() {
            self.order
        } else {
            self.tie_order
        };
        let tournament = self.room(RoomColour::Green) == Room::TournamentGround;
        ZukunftView {
            viewer,
            config: self.cfg.clone(),
            players: self.n(),
            sides: self.sides,
            rooms,
            neutral: self.neutral,
            round: self.round,
            turn: self.turn_now(),
            pending: self.pending(),
            order: order.as_slice().to_vec(),
            magicians: magicians.into_iter().map(|(_, m)| m).collect(),
            colours: self.in_play().map(|c| self.colour_view(c)).collect(),
            spaces,
            display: self.display.as_slice().to_vec(),
            decks: self.decks.each_ref().map(|d| d.len() as u8),
            boxed: MissionId::all()
                .filter(|m| self.boxed & m.bit() != 0)
                .collect(),
            merlin_row: self.merlin_row.len() as u8,
            grail_stacks: self.supply.each_ref().map(|s| s.len() as u8),
            grail_spread: self.spread,
            parzival_looked: self.look.map(|l| l.colour),
            tournament_tiles: tournament.then_some(self.tournament_tiles),
            fanfares: tournament.then(|| {
                let occupied = self.board.occupied;
                [
                    occupied & TO_PRELIMS != TO_PRELIMS,
                    occupied & TO_FINALS != TO_FINALS,
                ]
            }),
            knights_table: (self.room(RoomColour::Red) == Room::Rebellion)
                .then(|| self.table_side()),
            next_rebellion_start: (self.room(RoomColour::Red) == Room::Rebellion)
                .then(|| self.next_free_start().map(|s| s + 1))
                .flatten(),
            queue: self
                .tasks
                .as_slice()
                .iter()
                .rev()
                .skip(1)
                .map(|&t| self.task_pending(t))
                .collect(),
            turn_colour: self.turn_colour(),
            turn_shields: self.turn.shields.as_slice().to_vec(),
            turn_knights: self.turn.per_room,
            line_bonus_taken: self.turn.bonus_taken,
            reveal: self.reveal,
            final_report: self.report.as_deref().cloned(),
            outcome: self.outcome_now(),
            me: me.map(|s| self.private_view(s)),
        }
    }

    fn private_view(&self, seat: Seat) -> PrivateView {
        let colours: Vec<Colour> = self.in_play().filter(|&c| self.owner(c) == seat).collect();
        let looking = self.turn.looking && colours.contains(&self.turn.colour);
        let grail_supply = if looking {
            Some(self.supply_counts())
        } else {
            self.look
                .filter(|l| colours.contains(&l.colour))
                .map(|l| l.supply)
        };
        PrivateView {
            seat,
            fists: colours
                .iter()
                .filter_map(|&c| self.col(c).fist.map(|k| (c, k)))
                .collect(),
            merlin: colours
                .iter()
                .map(|&c| (c, self.col(c).merlin.as_slice().to_vec()))
                .collect(),
            grail: colours
                .iter()
                .map(|&c| (c, self.col(c).grail.as_slice().to_vec()))
                .collect(),
            grail_supply,
            colours,
        }
    }
}
