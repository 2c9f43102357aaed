//! Placing a figure and everything it sets off (Z-MISS-3, Z-EFF-*, the room rules of §1.10):
//! points at once, then the effects that need a decision pushed as tasks, so they finish
//! before the turn goes on (Z-MISS-12).

use super::Fx;
use crate::engine::few::Few;
use crate::engine::zukunft::board::{
    intrigue_group, Room, Space, INTRIGUE_PENALTY, IN_GROUPS, RB_REBEL, RB_STARTS, TO_FINALS,
    TO_PRELIMS, TO_ROUNDS, TO_WINNER,
};
use crate::engine::zukunft::data::{Colour, Hero, RoomColour, TRISTAN_BONUS};
use crate::engine::zukunft::events::{RebelSide, Via, Why, ZukunftEvent};
use crate::engine::zukunft::rules::rooms::training_line;
use crate::engine::zukunft::state::{Figure, Occupant, Task, Zukunft};

/// Points for a tournament tile (Z-ROOM-TOURN-3).
pub(crate) const TOURNAMENT_TILE_POINTS: i16 = 3;

impl Zukunft {
    /// Changes `c`'s score by `printed`, never below 0 (Z-EFF-1, Z-EFF-7), and logs it.
    pub(crate) fn score(&mut self, c: Colour, printed: i16, why: Why, fx: &mut Fx) {
        // The change actually made (the score stops at 0, Z-EFF-7), in arithmetic that
        // cannot overflow.
        let change = if printed >= 0 {
            let before = self.col(c).score;
            let after = self.gain(c, printed.unsigned_abs());
            super::final_scoring::change(after, before)
        } else {
            0i16.saturating_sub_unsigned(self.lose(c, printed.unsigned_abs()))
        };
        fx.push(ZukunftEvent::Scored {
            colour: c,
            why,
            printed,
            change,
            score: self.col(c).score,
        });
    }

    /// Puts `c`'s `figure` on `s` and carries out the space and the room (Z-MISS-3).
    pub(crate) fn place(&mut self, c: Colour, s: Space, figure: Figure, via: Via, fx: &mut Fx) {
        let room = s.room();
        let table_before = self.table_side();
        let entering = room == Room::Rebellion && self.board.count(c, room.mask()) == 0;
        self.board.put(s, Occupant::Colour(c, figure));
        fx.push(ZukunftEvent::Placed {
            colour: c,
            figure,
            space: s,
            via,
        });
        if entering {
            self.enter_rebellion(c, s, fx);
        }
        if room == Room::Rebellion {
            self.table_check(table_before, fx);
        }
        let e = s.effect();
        if e.points > 0 {
            self.score(c, i16::from(e.points), Why::Space(s), fx);
        }
        self.tristan(c, room.colour(), figure, fx);
        match room {
            Room::TrainingGround => self.training_line_check(c, s),
            Room::TournamentGround => self.tournament(c, s, fx),
            Room::Ballroom if e.hearts > 0 => {
                fx.push(ZukunftEvent::Hearts {
                    colour: c,
                    hearts: self.hearts(c),
                });
            }
            Room::Intrigue => self.intrigue(c, s, fx),
            _ => {}
        }
        if e.tree {
            self.tree(c, fx);
        }
        if e.grail > 0 {
            self.tasks.push(Task::Grail {
                colour: c,
                n: e.grail,
            });
        }
        if let Some(rc) = e.extra {
            self.tasks.push(Task::Extra {
                colour: c,
                room: rc,
                optional: false,
                cause: s,
            });
        }
    }

    /// Z-EFF-3 (and TG bonus c, tournament final): 1 own hinterland knight behind the screen,
    /// and 1 Grail tile even without one.
    pub(crate) fn tree(&mut self, c: Colour, fx: &mut Fx) {
        let col = self.col_mut(c);
        let knight = col.hinterland > 0;
        if knight {
            col.hinterland -= 1;
            col.screen += 1;
        }
        fx.push(ZukunftEvent::Tree { colour: c, knight });
        self.tasks.push(Task::Grail { colour: c, n: 1 });
    }

    /// Z-HERO-TRI-2: a second knight into the same room in one turn: +3, once.
    fn tristan(&mut self, c: Colour, rc: RoomColour, figure: Figure, fx: &mut Fx) {
        if self.turn_colour() != Some(c) || figure == Figure::Magician || rc == RoomColour::Violet {
            return;
        }
        let n = &mut self.turn.per_room[rc.index()];
        *n += 1;
        if *n >= 2 && self.hero_of(c) == Some(Hero::Tristan) && self.side2_ready(c) {
            self.col_mut(c).hero.side2 = true;
            fx.push(ZukunftEvent::HeroUsed {
                colour: c,
                hero: Hero::Tristan,
                side: 2,
            });
            self.score(c, TRISTAN_BONUS as i16, Why::Tristan, fx);
        }
    }

    /// Z-ROOM-REBEL-3: the first knight of a colour takes a start number and its side.
    pub(crate) fn enter_rebellion(&mut self, c: Colour, s: Space, fx: &mut Fx) {
        if self.col(c).rebel_start.is_some() {
            return; // re-entry on its own start field (Z-ROOM-REBEL-4)
        }
        let Some(start) = RB_STARTS.iter().position(|&f| f == s.index()) else {
            return;
        };
        let start = start as u8;
        self.col_mut(c).rebel_start = Some(start);
        self.next_start = start + 1;
        let side = if s.bit() & RB_REBEL != 0 {
            RebelSide::Rebels
        } else {
            RebelSide::Royalists
        };
        fx.push(ZukunftEvent::RebellionEntered {
            colour: c,
            start: start + 1,
            side,
        });
    }

    /// Z-ROOM-REBEL-6: the Knights' Table turns when the lead changes.
    pub(crate) fn table_check(
        &mut self,
        before: crate::engine::zukunft::events::TableSide,
        fx: &mut Fx,
    ) {
        if self.room(RoomColour::Red) != Room::Rebellion {
            return;
        }
        let side = self.table_side();
        if side != before {
            let (royalists, rebels) = self.rebellion_totals();
            fx.push(ZukunftEvent::TableTurned {
                side,
                royalists,
                rebels,
            });
        }
    }

    /// Z-ROOM-TRAIN-3 … -5: a new line of 3 earns one bonus per turn.
    fn training_line_check(&mut self, c: Colour, s: Space) {
        if self.turn.bonus_taken {
            return;
        }
        let base = Room::TrainingGround.range().start;
        let own = ((self.board.own[c.index()] >> base) as u16) & !(1 << s.local());
        let local = s.local();
        if training_line(own, local / 4, local % 4) {
            self.turn.bonus_taken = true;
            self.tasks.push(Task::Bonus {
                colour: c,
                cause: s,
            });
        }
    }

    /// Z-ROOM-TOURN-2 … -8.
    fn tournament(&mut self, c: Colour, s: Space, fx: &mut Fx) {
        let own = self.board.own[c.index()];
        if s.bit() & TO_PRELIMS != 0 {
            let everywhere = TO_ROUNDS.iter().all(|&r| own & r != 0);
            if everywhere && !self.col(c).tournament_tile && self.tournament_tiles > 0 {
                self.tournament_tiles -= 1;
                self.col_mut(c).tournament_tile = true;
                fx.push(ZukunftEvent::TournamentTile {
                    colour: c,
                    left: self.tournament_tiles,
                });
                self.score(c, TOURNAMENT_TILE_POINTS, Why::TournamentTile, fx);
            }
            if self.board.occupied & TO_PRELIMS == TO_PRELIMS {
                fx.push(ZukunftEvent::FanfareRemoved {
                    winner_field: false,
                });
            }
        } else if s.bit() & TO_FINALS != 0 {
            if self.board.occupied & TO_FINALS == TO_FINALS {
                fx.push(ZukunftEvent::FanfareRemoved { winner_field: true });
            }
            self.tasks.push(Task::Tree(c));
        } else if s.index() == TO_WINNER {
            self.tasks.push(Task::Extra {
                colour: c,
                room: RoomColour::Red,
                optional: true,
                cause: s,
            });
        }
    }

    /// Z-ROOM-INTR-3 … -5: a group just filled penalises every player colour not in it.
    fn intrigue(&mut self, _c: Colour, s: Space, fx: &mut Fx) {
        let g = intrigue_group(s);
        let group = IN_GROUPS[usize::from(g)];
        if self.board.occupied & group != group {
            return;
        }
        let mut penalised: Few<Colour, 5> = Few::new();
        for c in Colour::ALL {
            if self.col(c).in_play && self.board.own[c.index()] & group == 0 {
                penalised.push(c);
            }
        }
        fx.push(ZukunftEvent::IntrigueCompleted {
            group: g + 1,
            penalised,
        });
        let points = -(i16::from(INTRIGUE_PENALTY[usize::from(g)]));
        for &c in penalised.iter() {
            self.score(c, points, Why::IntriguePenalty { group: g + 1 }, fx);
        }
        if usize::from(g) == IN_GROUPS.len() - 1 {
            // Z-ROOM-INTR-4: each also moves a red-room figure to the hinterland, in turn
            // order (pushed in reverse so the first in order chooses first).
            let red = self.room(RoomColour::Red).mask();
            let order = self.penalty_order(&penalised);
            for &c in order.iter().rev() {
                if self.board.own[c.index()] & red != 0 {
                    self.tasks.push(Task::Remove(c));
                }
            }
        }
    }

    /// `colours` in turn order (order T during final scoring).
    fn penalty_order(&self, colours: &Few<Colour, 5>) -> Few<Colour, 5> {
        let track = if self.tie_order.is_empty() {
            &self.order
        } else {
            &self.tie_order
        };
        let mut out = Few::new();
        for &c in track.iter() {
            if colours.contains(&c) {
                out.push(c);
            }
        }
        out
    }

    /// The figures a penalised colour may move out of the red room: any of its Rebellion
    /// fields, or one of its (interchangeable) Round Table seats.
    pub(crate) fn red_choices(&self, c: Colour) -> u128 {
        let room = self.room(RoomColour::Red);
        let own = self.board.own[c.index()] & room.mask();
        if room == Room::RoundTable {
            own & own.wrapping_neg()
        } else {
            own
        }
    }
}
