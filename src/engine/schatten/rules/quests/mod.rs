//! The quest end procedure (S-Q-END steps 1–10, S-Q-REW) and leaving a quest (S-Q-GEN-6).
//! Each quest's own state machine lives in its file.

pub(crate) mod camelot;
pub(crate) mod combat;
pub(crate) mod excalibur;
pub(crate) mod grail;
pub(crate) mod wars;

use super::Fx;
use crate::engine::few::Few;
use crate::engine::schatten::data::{reward, Black, Knight, Place, White};
use crate::engine::schatten::events::{DiscardCause, LifeCause, RelicName, SchattenEvent};
use crate::engine::schatten::state::{bit, Combat, Relic, Schatten, ShareCtx, Side, Task, War};
use crate::engine::Seat;

impl Schatten {
    /// S-Q-END steps 1–3 now; steps 4–9 queued behind the life changes (which may ask the
    /// Grail's owner). `completer` receives Excalibur or the Grail.
    pub(crate) fn quest_end(
        &mut self,
        place: Place,
        won: bool,
        completer: Option<Seat>,
        white_total: u8,
        black_total: u8,
        fx: &mut Fx,
    ) {
        fx.push(SchattenEvent::QuestEnded { place, won, white_total, black_total });
        let r = reward(place);
        // Step 2: swords, Heroism, Mists; a lost war's siege engines.
        let heroism = self.heroism == Some(place);
        let mists = !won && self.mists;
        let swords = if won { r.won_swords } else { r.lost_swords } + u8::from(heroism) + u8::from(mists);
        self.add_swords(won, swords, heroism, mists, fx);
        if self.is_over() {
            return;
        }
        if !won {
            for _ in 0..r.lost_siege {
                self.add_siege(fx);
                if self.is_over() {
                    return;
                }
            }
        }
        self.stack.push(Task::QuestClear { place, won });
        self.stack.push(Task::QuestRelic { place, won, completer });
        // Step 3: life of each OK knight present, clockwise from the active player.
        let present: Few<Seat, 8> = Few::from_slice(
            &self.present(place).filter(|&s| self.is_ok(s)).collect::<Vec<_>>(),
        );
        for &s in present.as_slice().iter().rev() {
            if won && self.seat(s).knight == Knight::Palamedes {
                self.stack.push(Task::Life { seat: s, delta: 1, cause: LifeCause::Palamedes });
            }
            let delta = if won { r.won_life as i8 } else { -(r.lost_life as i8) };
            self.stack.push(Task::Life { seat: s, delta, cause: LifeCause::Quest(place) });
        }
    }

    /// Steps 4 (relic) and 5 (cards).
    pub(crate) fn quest_relic(&mut self, place: Place, won: bool, completer: Option<Seat>, fx: &mut Fx) {
        let relic = match place {
            Place::Lancelot => Some(RelicName::Armor),
            Place::Excalibur => Some(RelicName::Excalibur),
            Place::Grail => Some(RelicName::Grail),
            _ => None,
        };
        if let Some(name) = relic {
            let to = match name {
                RelicName::Armor => self.present(place).next(),
                _ => completer.filter(|&s| self.seat(s).is_knight()),
            };
            match to.filter(|_| won) {
                Some(s) => {
                    self.set_relic(name, Relic::Owned(s));
                    fx.push(SchattenEvent::RelicWon { relic: name, seat: s });
                }
                None => {
                    self.set_relic(name, Relic::Gone);
                    fx.push(SchattenEvent::RelicGone { relic: name });
                }
            }
        }
        if !won {
            return;
        }
        let r = reward(place);
        let ok: Few<Seat, 8> =
            Few::from_slice(&self.present(place).filter(|&s| self.is_ok(s)).collect::<Vec<_>>());
        if !r.shared {
            if let Some(s) = ok.get(0) {
                self.give_white(s, r.cards, fx);
            }
            return;
        }
        if ok.is_empty() {
            return;
        }
        let mut pool: Few<White, 8> = Few::new();
        for _ in 0..r.cards {
            if let Some(c) = self.draw_white(fx) {
                pool.push(c);
            }
        }
        let recipients = ok.iter().fold(0u8, |m, &s| m | bit(s));
        let proposer = completer.filter(|&c| recipients & bit(c) != 0).or(ok.get(0)).unwrap_or(self.active);
        self.start_share(ShareCtx::Quest(place), proposer, recipients, pool, fx);
    }

    /// Steps 6–9: return, clear, board, locks.
    pub(crate) fn quest_clear(&mut self, place: Place, won: bool, fx: &mut Fx) {
        let present: Vec<Seat> = self.present(place).collect();
        for s in present {
            if let Some(st) = self.seat_mut(s) {
                st.at = Place::Camelot;
            }
            fx.push(SchattenEvent::Moved { seat: s, from: place, to: Place::Camelot, free: true });
        }
        match place {
            Place::BlackKnight | Place::Lancelot | Place::Dragon => {
                let c = self.combat(place);
                c.white.iter().for_each(|&w| self.discard_white(w));
                c.black.iter().for_each(|l| self.discard_black(l.card, false, l.by));
                *self.combat_mut(place) = Combat::default();
            }
            Place::Grail => {
                for _ in 0..self.grail_white {
                    self.discard_white(White::Grail);
                }
                let b = self.grail_black;
                b.iter().for_each(|&c| self.discard_black(c, false, self.active));
                self.grail_white = 0;
                self.grail_black.clear();
            }
            Place::Picts | Place::Saxons => {
                let w = self.war(place);
                w.seq.iter().for_each(|&c| self.discard_white(c));
                if w.mordred {
                    self.discard_black(Black::Mordred, false, self.active);
                }
                *self.war_mut(place) = War::default();
            }
            Place::Excalibur | Place::Camelot => {}
        }
        if self.heroism == Some(place) {
            self.heroism = None;
            self.discard_white(White::Heroism);
        }
        // Step 8: the board.
        match place {
            Place::Lancelot => self.side = Side::Dragon,
            Place::Dragon => self.side = Side::Closed,
            Place::Excalibur => self.excalibur_open = false,
            Place::Grail => {
                self.grail_open = false;
                if self.dark_forest {
                    self.dark_forest = false;
                    self.discard_black(Black::DarkForest, false, self.active);
                    fx.push(SchattenEvent::Lifted { card: Black::DarkForest });
                }
            }
            _ => {}
        }
        // Step 9: a won quest lifts Vivien and Dark Forest.
        if won {
            for (on, card) in [(self.vivien, Black::Vivien), (self.dark_forest, Black::DarkForest)] {
                if on {
                    self.discard_black(card, false, self.active);
                    fx.push(SchattenEvent::Lifted { card });
                }
            }
            self.vivien = false;
            self.dark_forest = false;
        }
    }

    /// A knight leaves his place (any reason): a solo quest loses its white cards (S-Q-GEN-6).
    pub(crate) fn leave(&mut self, seat: Seat, fx: &mut Fx) {
        let from = self.seat(seat).at;
        if from.is_solo() {
            let c = self.combat(from);
            if !c.white.is_empty() {
                let mut cards = crate::engine::schatten::state::Hand::default();
                c.white.iter().for_each(|&w| {
                    cards.add(w);
                    self.discard_white(w);
                });
                self.combat_mut(from).white.clear();
                fx.push(SchattenEvent::Discarded { seat, cards, cause: DiscardCause::LeftSoloQuest(from) });
            }
        }
        if let Some(s) = self.seat_mut(seat) {
            s.at = Place::Camelot;
        }
    }

    /// Guinevere and Convocation: every knight moves to Camelot (S-BX-GUINEVERE, S-WS-CONVOC).
    pub(crate) fn all_to_camelot(&mut self, fx: &mut Fx) {
        fx.push(SchattenEvent::AllToCamelot);
        for s in 0..self.n {
            let me = self.seat(s);
            if me.is_knight() && me.at != Place::Camelot {
                self.leave(s, fx);
                fx.push(SchattenEvent::Moved { seat: s, from: me.at, to: Place::Camelot, free: true });
            }
        }
    }
}
