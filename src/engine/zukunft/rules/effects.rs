//! The effects that wait for a decision (Z-EFF-2 … -5 and the room bonuses): additional
//! knights, Training Ground bonuses, Grail tiles (with Parzival's look), the tournament
//! final's tree and the Intrigue penalty's knight.

use super::Fx;
use crate::engine::few::Few;
use crate::engine::zukunft::actions::{TrainBonus, ZukunftAction};
use crate::engine::zukunft::board::Space;
use crate::engine::zukunft::data::{Colour, GrailPart, Hero, RoomColour};
use crate::engine::zukunft::events::{Via, Why, ZukunftEvent};
use crate::engine::zukunft::state::{Figure, Look, Phase, Source, Task, Zukunft};

/// The Training Ground's points bonus (Z-ROOM-TRAIN-3 d).
pub(crate) const LINE_POINTS: i16 = 4;

impl Zukunft {
    pub(crate) fn knights_at(&self, c: Colour, src: Source) -> u8 {
        match src {
            Source::Hinterland => self.col(c).hinterland,
            Source::Screen => self.col(c).screen,
        }
    }

    /// Whether an additional knight of `c` could go into room `rc` now.
    pub(crate) fn extra_possible(&self, c: Colour, rc: RoomColour) -> bool {
        (self.col(c).hinterland > 0 || self.col(c).screen > 0) && self.legal_in(c, rc) != 0
    }

    /// Z-EFF-2: from the hinterland or from behind the screen, onto a legal space; an
    /// optional one may be declined (tournament winner, Z-ROOM-TOURN-8).
    pub(crate) fn extra_options(
        &self,
        c: Colour,
        rc: RoomColour,
        optional: bool,
        f: &mut impl FnMut(ZukunftAction),
    ) {
        let spaces = self.legal_in(c, rc);
        if spaces == 0 {
            return;
        }
        let mut any = false;
        for src in [Source::Hinterland, Source::Screen] {
            if self.knights_at(c, src) > 0 {
                for s in Space::each(spaces) {
                    any = true;
                    f(ZukunftAction::Extra(src, s));
                }
            }
        }
        if optional && any {
            f(ZukunftAction::Pass);
        }
    }

    pub(crate) fn extra(&mut self, c: Colour, src: Source, s: Space, fx: &mut Fx) {
        let Some(Task::Extra { cause, .. }) = self.tasks.pop() else {
            return;
        };
        let col = self.col_mut(c);
        match src {
            Source::Hinterland => col.hinterland -= 1,
            Source::Screen => col.screen -= 1,
        }
        self.place(c, s, Figure::Knight, Via::Extra { source: src, cause }, fx);
    }

    /// Z-ROOM-TRAIN-3, -6: (a) and (b) only when a knight can go there; (c) and (d) always.
    pub(crate) fn bonus_options(&self, c: Colour, f: &mut impl FnMut(ZukunftAction)) {
        if self.extra_possible(c, RoomColour::Red) {
            f(ZukunftAction::Bonus(TrainBonus::RedKnight));
        }
        if self.extra_possible(c, RoomColour::Yellow) {
            f(ZukunftAction::Bonus(TrainBonus::YellowKnight));
        }
        f(ZukunftAction::Bonus(TrainBonus::Tree));
        f(ZukunftAction::Bonus(TrainBonus::Points));
    }

    pub(crate) fn bonus(&mut self, c: Colour, b: TrainBonus, fx: &mut Fx) {
        let Some(Task::Bonus { cause, .. }) = self.tasks.pop() else {
            return;
        };
        fx.push(ZukunftEvent::LineBonus {
            colour: c,
            bonus: b,
        });
        match b {
            TrainBonus::RedKnight | TrainBonus::YellowKnight => {
                let room = if b == TrainBonus::RedKnight {
                    RoomColour::Red
                } else {
                    RoomColour::Yellow
                };
                self.tasks.push(Task::Extra {
                    colour: c,
                    room,
                    optional: false,
                    cause,
                });
            }
            TrainBonus::Tree => self.tree(c, fx),
            TrainBonus::Points => self.score(c, LINE_POINTS, Why::LineBonus, fx),
        }
    }

    /// Parzival may look instead of drawing: his side 2, in his own phase-4 turn.
    fn parzival_ready(&self, c: Colour) -> bool {
        matches!(self.phase, Phase::Missions(_))
            && self.turn.colour == c
            && !self.turn.looking
            && self.hero_of(c) == Some(Hero::Parzival)
            && self.side2_ready(c)
    }

    /// Z-EFF-5: the top tile of any non-empty stack; Z-HERO-PAR-2: or Parzival's pick.
    pub(crate) fn grail_options(&self, c: Colour, f: &mut impl FnMut(ZukunftAction)) {
        if self.turn.looking && self.turn.colour == c && matches!(self.phase, Phase::Missions(_)) {
            let counts = self.supply_counts();
            for p in GrailPart::ALL {
                if counts[p.index()] > 0 {
                    f(ZukunftAction::Part(p));
                }
            }
            return;
        }
        if self.cfg.draw_grail {
            // The one stack a tile is drawn from: no choice to ask (`ZukunftConfig::draw_grail`).
            if let Some(i) = self.tallest_stack() {
                f(ZukunftAction::Stack(i));
            }
        } else {
            for (i, stack) in self.supply.iter().enumerate() {
                if !stack.is_empty() {
                    f(ZukunftAction::Stack(i as u8));
                }
            }
        }
        if self.supply_len() > 0 && self.parzival_ready(c) {
            f(ZukunftAction::Parzival);
        }
    }

    /// The stack a tile is drawn from when nobody chooses: the tallest, the first of equals
    /// (as a hand reaches for the highest pile); `None` with no tile left.
    pub(crate) fn tallest_stack(&self) -> Option<u8> {
        let mut best: Option<(usize, u8)> = None;
        for (i, stack) in self.supply.iter().enumerate() {
            if stack.len() > best.map_or(0, |b| b.0) {
                best = Some((stack.len(), i as u8));
            }
        }
        best.map(|b| b.1)
    }

    /// One tile received: the Grail task counts down.
    fn received(&mut self, c: Colour, part: GrailPart, stack: Option<u8>, fx: &mut Fx) {
        let col = self.col_mut(c);
        col.grail.push(part);
        if self.look.is_some() {
            self.col_mut(c).after_look += 1;
        }
        fx.push(ZukunftEvent::GrailTaken { colour: c, stack });
        fx.push(ZukunftEvent::GrailSeen {
            seat: self.owner(c),
            colour: c,
            part,
        });
        if let Some(Task::Grail { n, .. }) = self.tasks.as_mut_slice().last_mut() {
            *n -= 1;
            if *n == 0 {
                self.tasks.pop();
            }
        }
    }

    pub(crate) fn draw_from_stack(&mut self, c: Colour, i: u8, fx: &mut Fx) {
        let Some(part) = self.supply.get_mut(usize::from(i)).and_then(Few::pop) else {
            return;
        };
        fx.hidden = true;
        self.received(c, part, Some(i), fx);
    }

    /// Z-HERO-PAR-2: the supply is spread out in front of Parzival until his turn ends.
    pub(crate) fn parzival_look(&mut self, c: Colour, fx: &mut Fx) {
        let mut all: Few<GrailPart, 28> = Few::new();
        for stack in &mut self.supply {
            for &p in stack.iter() {
                all.push(p);
            }
            stack.clear();
        }
        crate::engine::few_sort::sort(all.as_mut_slice());
        self.supply[0] = all;
        self.spread = true;
        self.turn.looking = true;
        self.col_mut(c).hero.side2 = true;
        fx.hidden = true;
        fx.push(ZukunftEvent::HeroUsed {
            colour: c,
            hero: Hero::Parzival,
            side: 2,
        });
        fx.push(ZukunftEvent::ParzivalLooks { colour: c });
        fx.push(ZukunftEvent::ParzivalSaw {
            seat: self.owner(c),
            supply: self.supply_counts(),
        });
    }

    pub(crate) fn pick_part(&mut self, c: Colour, p: GrailPart, fx: &mut Fx) {
        let spread = &mut self.supply[0];
        if !spread.remove_item(&p) {
            return;
        }
        self.received(c, p, None, fx);
    }

    /// Parzival's turn ends: the rest is shuffled into 3 stacks; his seat knows what it holds.
    pub(crate) fn end_look(&mut self, fx: &mut Fx) {
        let mut all = self.supply[0];
        for stack in &mut self.supply {
            stack.clear();
        }
        self.rng.shuffle(all.as_mut_slice());
        let sizes = self.deal_supply(&all);
        self.spread = false;
        self.turn.looking = false;
        self.look = Some(Look {
            colour: self.turn.colour,
            supply: self.supply_counts(),
        });
        for col in &mut self.colours {
            col.after_look = 0;
        }
        fx.hidden = true;
        fx.push(ZukunftEvent::GrailReshuffled { stacks: sizes });
    }

    /// Lays `tiles` (already shuffled) out as the 3 stacks, as even as possible, larger first;
    /// returns their sizes.
    pub(crate) fn deal_supply(&mut self, tiles: &Few<GrailPart, 28>) -> [u8; 3] {
        let n = tiles.len();
        let sizes = [n.div_ceil(3), (n + 1) / 3, n / 3];
        let mut it = tiles.iter().copied();
        for (stack, size) in self.supply.iter_mut().zip(sizes) {
            stack.clear();
            for p in it.by_ref().take(size) {
                stack.push(p);
            }
        }
        sizes.map(|s| s as u8)
    }

    /// Z-ROOM-TOURN-6: optional; nothing to offer when it would bring nothing.
    pub(crate) fn tree_options(&self, c: Colour, f: &mut impl FnMut(ZukunftAction)) {
        if self.col(c).hinterland > 0 || self.supply_len() > 0 {
            f(ZukunftAction::Accept);
            f(ZukunftAction::Pass);
        }
    }

    pub(crate) fn accept_tree(&mut self, c: Colour, fx: &mut Fx) {
        self.tasks.pop();
        self.tree(c, fx);
    }

    pub(crate) fn remove_options(&self, c: Colour, f: &mut impl FnMut(ZukunftAction)) {
        for s in Space::each(self.red_choices(c)) {
            f(ZukunftAction::Remove(s));
        }
    }

    /// Z-ROOM-INTR-4: the figure goes to the hinterland as a knight of its colour (a black
    /// knight becomes an ordinary one, Z-HERO-MOR-0).
    pub(crate) fn remove_red(&mut self, c: Colour, s: Space, fx: &mut Fx) {
        self.tasks.pop();
        let before = self.table_side();
        self.board.take(s);
        self.col_mut(c).hinterland += 1;
        fx.push(ZukunftEvent::RedKnightRemoved {
            colour: c,
            space: s,
        });
        self.table_check(before, fx);
    }
}
