//! Phase 4 — Fulfil missions (Z-MISS): each colour's turn in the new order, the mission or
//! the take-back, and the shields resolved one by one in the owner's order.

use super::Fx;
use crate::engine::zukunft::actions::{ZukunftAction, ZukunftError};
use crate::engine::zukunft::board::Space;
use crate::engine::zukunft::data::{Colour, Hero, MissionId, RoomColour, ShieldKind};
use crate::engine::zukunft::events::{Via, ZukunftEvent};
use crate::engine::zukunft::state::{Figure, Phase, Task, TurnState, Zukunft};

/// Most knights taken back in a take-back turn (Z-MISS-10).
const TAKE_BACK: u8 = 2;

impl Zukunft {
    /// The turn of `order[idx]` begins (Z-MISS-1, -10, -11).
    pub(crate) fn start_turn(&mut self, idx: u8, fx: &mut Fx) {
        let Some(c) = self.order.get(usize::from(idx)) else {
            self.end_round(fx);
            return;
        };
        self.phase = Phase::Missions(idx);
        self.turn = TurnState {
            colour: c,
            ..TurnState::default()
        };
        let sent = self.col(c).sent;
        fx.push(ZukunftEvent::TurnBegins { colour: c, sent });
        let eligible = self.display.iter().any(|m| m.card().needs() <= sent);
        if sent > 0 && !eligible {
            // Z-MISS-11: no card fits; every sent knight goes to the hinterland.
            let col = self.col_mut(c);
            col.hinterland += sent;
            col.sent = 0;
            fx.push(ZukunftEvent::NoMission {
                colour: c,
                knights: sent,
            });
            return;
        }
        if self.heroes() {
            self.tasks.push(Task::HeroEnd(c));
        }
        self.tasks.push(Task::Mission(c));
    }

    /// The turn is over: Parzival's spread supply is shuffled back, and the next colour plays
    /// (Z-MISS-13).
    pub(crate) fn end_turn(&mut self, fx: &mut Fx) {
        if self.turn.looking {
            self.end_look(fx);
        }
        match self.phase {
            Phase::Missions(idx) => self.start_turn(idx + 1, fx),
            _ => self.end_round(fx),
        }
    }

    pub(crate) fn mission_options(&self, c: Colour, f: &mut impl FnMut(ZukunftAction)) {
        let col = self.col(c);
        if col.sent == 0 {
            for n in 0..=col.hinterland.min(TAKE_BACK) {
                f(ZukunftAction::TakeBack(n));
            }
        } else {
            for &m in self.display.iter() {
                if self.may_take(c, m) {
                    f(ZukunftAction::Mission(m));
                }
            }
        }
    }

    pub(crate) fn mission_refusal(&self, task: Task, m: MissionId) -> ZukunftError {
        let sent = task.colour().map_or(0, |c| self.col(c).sent);
        if !self.display.contains(&m) {
            ZukunftError::NotOnDisplay(m)
        } else if sent == 0 {
            ZukunftError::WrongMoment
        } else {
            ZukunftError::TooFewKnights {
                needs: m.card().needs(),
                sent,
            }
        }
    }

    /// `c` takes `m` (Z-MISS-1, -2, -7, -8, -9).
    pub(crate) fn take_mission(&mut self, c: Colour, m: MissionId, fx: &mut Fx) {
        self.tasks.pop();
        self.display.remove_item(&m);
        let card = m.card();
        let col = self.col_mut(c);
        col.missions |= m.bit();
        let sent = col.sent;
        let used = card.needs().min(sent);
        let surplus = sent - used;
        col.hinterland += surplus;
        fx.push(ZukunftEvent::MissionTaken {
            colour: c,
            card: m,
            sent,
            surplus,
        });
        if let Some((knights, points)) = card.special {
            // Z-MISS-9: the depicted knights go straight back; the card's points.
            let col = self.col_mut(c);
            col.sent = 0;
            col.screen += knights;
            fx.push(ZukunftEvent::SpecialMission {
                colour: c,
                card: m,
                knights,
            });
            self.score(
                c,
                i16::from(points),
                crate::engine::zukunft::events::Why::SpecialMission(m),
                fx,
            );
            return;
        }
        self.col_mut(c).sent = used;
        self.turn.shields.clear();
        for &k in card.shields {
            self.turn.shields.push(k);
        }
        self.tasks.push(Task::Shields(c));
        if card.grail > 0 {
            self.tasks.push(Task::Grail {
                colour: c,
                n: card.grail,
            });
        }
    }

    /// Z-MISS-10: an empty fist takes up to 2 knights back, with a Grail tile each.
    pub(crate) fn take_back(&mut self, c: Colour, n: u8, fx: &mut Fx) {
        self.tasks.pop();
        let col = self.col_mut(c);
        col.hinterland -= n;
        col.screen += n;
        fx.push(ZukunftEvent::TookBack {
            colour: c,
            knights: n,
        });
        if n > 0 {
            self.tasks.push(Task::Grail { colour: c, n });
        }
    }

    /// The spaces a shield of kind `k` may use without a hero (Z-MISS-3 … -5).
    pub(crate) fn shield_spaces(&self, c: Colour, k: ShieldKind) -> u128 {
        k.rooms().iter().fold(0, |m, &rc| m | self.legal_in(c, rc))
    }

    /// The rooms a hero lets a shield of kind `k` use instead, this turn.
    fn hero_rooms(&self, c: Colour, k: ShieldKind) -> u128 {
        let mut m = 0;
        if let Some(hero) = self.hero_of(c) {
            // Kay, Tristan, Parzival, Lancelot side 1 (Z-HERO-KAY-1, -TRI-1, -PAR-1, -LAN-1).
            if let Some(rc) = hero.redirect_room() {
                if self.side1_ready(c) && !k.allows(rc) {
                    m |= self.legal_in(c, rc);
                }
            }
            // Z-HERO-LAN-2: a blue shield into the red, green or yellow room.
            if hero == Hero::Lancelot && k == ShieldKind::Blue && self.side2_ready(c) {
                for rc in [RoomColour::Red, RoomColour::Green, RoomColour::Yellow] {
                    m |= self.legal_in(c, rc);
                }
            }
        }
        m
    }

    /// For an unresolved shield of kind `k`: its spaces without a hero, and with one.
    pub(crate) fn shield_masks(&self, c: Colour, k: ShieldKind) -> (u128, u128) {
        let normal = self.shield_spaces(c, k);
        (normal, normal | self.hero_rooms(c, k))
    }

    /// Whether `c` may take `m` now (Z-MISS-1, Z-MISS-9).
    pub(crate) fn may_take(&self, c: Colour, m: MissionId) -> bool {
        let sent = self.col(c).sent;
        sent > 0 && self.display.contains(&m) && m.card().needs() <= sent
    }

    pub(crate) fn shield_options(&self, c: Colour, f: &mut impl FnMut(ZukunftAction)) {
        let mut kinds = [false; 6];
        for k in self.turn.shields.iter() {
            kinds[*k as usize] = true;
        }
        let mut blocked = [false; 6];
        for k in ShieldKind::ALL {
            if !kinds[k as usize] {
                continue;
            }
            let (normal, all) = self.shield_masks(c, k);
            blocked[k as usize] = normal == 0;
            for s in Space::each(all) {
                f(ZukunftAction::Shield(k, s));
            }
        }
        for k in ShieldKind::ALL {
            if blocked[k as usize] {
                f(ZukunftAction::ShieldBack(k));
            }
        }
    }

    /// A sent knight goes on `s` for a shield of kind `k` (Z-MISS-3, -12); a room the shield
    /// does not name means a hero ability.
    pub(crate) fn resolve_shield(&mut self, c: Colour, k: ShieldKind, s: Space, fx: &mut Fx) {
        self.turn.shields.remove_item(&k);
        let col = self.col_mut(c);
        col.sent = col.sent.saturating_sub(1);
        let rc = s.room().colour();
        let hero = if k.allows(rc) {
            None
        } else if self.hero_of(c).and_then(Hero::redirect_room) == Some(rc) && self.side1_ready(c) {
            self.col_mut(c).hero.side1 = Some(self.round);
            Some((c.hero(), 1))
        } else {
            self.col_mut(c).hero.side2 = true;
            Some((Hero::Lancelot, 2))
        };
        if let Some((hero, side)) = hero {
            fx.push(ZukunftEvent::HeroUsed {
                colour: c,
                hero,
                side,
            });
        }
        self.place(c, s, Figure::Knight, Via::Shield { kind: k, hero }, fx);
    }

    /// Z-MISS-6: no legal space for this shield; its knight goes back behind the screen.
    pub(crate) fn shield_back(&mut self, c: Colour, k: ShieldKind, fx: &mut Fx) {
        self.turn.shields.remove_item(&k);
        let col = self.col_mut(c);
        col.sent = col.sent.saturating_sub(1);
        col.screen += 1;
        fx.push(ZukunftEvent::KnightBack { colour: c, kind: k });
    }
}
