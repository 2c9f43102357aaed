//! The heroes' end-of-turn abilities (Z-HERO-4): Kay's and Mordred's discards and Mordred's
//! black knight. The shield redirects (side 1 of Kay, Tristan, Parzival, Lancelot, and
//! Lancelot's side 2) are in `missions.rs`, Tristan's side 2 in `place.rs`, Parzival's side 2
//! in `effects.rs`.

use super::Fx;
use crate::engine::zukunft::actions::ZukunftAction;
use crate::engine::zukunft::board::Space;
use crate::engine::zukunft::data::{Colour, Hero, MissionId, RoomColour, BLACK_KNIGHT_COST};
use crate::engine::zukunft::events::{Via, Why, ZukunftEvent};
use crate::engine::zukunft::state::{Figure, Zukunft};

impl Zukunft {
    /// Whether Mordred's side 1 may discard this card: exactly 1 shield (Z-HERO-MOR-1).
    fn one_shield(m: MissionId) -> bool {
        m.card().special.is_none() && m.card().shields.len() == 1
    }

    /// The castle spaces the black knight may take (Z-HERO-MOR-2: never the secret room).
    fn black_knight_spaces(&self, c: Colour) -> u128 {
        let col = self.col(c);
        if !col.black_beside || col.score < BLACK_KNIGHT_COST || !self.side2_ready(c) {
            return 0;
        }
        RoomColour::CASTLE
            .iter()
            .fold(0, |m, &rc| m | self.legal_in(c, rc))
    }

    pub(crate) fn hero_end_options(&self, c: Colour, f: &mut impl FnMut(ZukunftAction)) {
        let mut any = false;
        match self.hero_of(c) {
            Some(Hero::Kay) if self.side2_ready(c) => {
                for &m in self.display.iter() {
                    any = true;
                    f(ZukunftAction::Discard(m));
                }
            }
            Some(Hero::Mordred) if self.side1_ready(c) => {
                for &m in self.display.iter() {
                    if Self::one_shield(m) {
                        any = true;
                        f(ZukunftAction::Discard(m));
                    }
                }
            }
            Some(Hero::Mordred) => {
                for s in Space::each(self.black_knight_spaces(c)) {
                    any = true;
                    f(ZukunftAction::BlackKnight(s));
                }
            }
            _ => {}
        }
        if any {
            f(ZukunftAction::Pass);
        }
    }

    /// Z-HERO-KAY-2 / Z-HERO-MOR-1: a face-up card goes to the box.
    pub(crate) fn hero_discard(&mut self, c: Colour, m: MissionId, fx: &mut Fx) {
        self.tasks.pop();
        self.display.remove_item(&m);
        self.boxed |= m.bit();
        let side = if c.hero() == Hero::Kay {
            self.col_mut(c).hero.side2 = true;
            2
        } else {
            self.col_mut(c).hero.side1 = Some(self.round);
            1
        };
        fx.push(ZukunftEvent::HeroUsed {
            colour: c,
            hero: c.hero(),
            side,
        });
        fx.push(ZukunftEvent::Discarded { colour: c, card: m });
    }

    /// Z-HERO-MOR-2: pay 2, then the black knight enters a castle room like a knight.
    pub(crate) fn black_knight(&mut self, c: Colour, s: Space, fx: &mut Fx) {
        self.tasks.pop();
        let col = self.col_mut(c);
        col.black_beside = false;
        col.hero.side2 = true;
        fx.push(ZukunftEvent::HeroUsed {
            colour: c,
            hero: Hero::Mordred,
            side: 2,
        });
        self.score(c, -(BLACK_KNIGHT_COST as i16), Why::BlackKnight, fx);
        self.place(c, s, Figure::BlackKnight, Via::BlackKnight, fx);
    }
}
