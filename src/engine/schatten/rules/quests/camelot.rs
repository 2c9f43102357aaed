//! The Camelot actions (S-Q-CAM-1 … S-Q-CAM-3): draw white cards, or fight a siege engine
//! with any number of fight cards against the d8.

use crate::engine::schatten::data::{Knight, White};
use crate::engine::schatten::events::{LifeCause, SchattenEvent};
use crate::engine::schatten::rules::Fx;
use crate::engine::schatten::state::{Ask, Fight, KayCtx, Schatten};
use crate::engine::Seat;

impl Schatten {
    /// Draw 2 white cards, Gawain 3 (S-Q-CAM-1, S-KN-GAW).
    pub(crate) fn camelot_draw(&mut self, seat: Seat, fx: &mut Fx) {
        let n = if self.seat(seat).knight == Knight::Gawain { 3 } else { 2 };
        self.give_white(seat, n, fx);
    }

    /// Starts a siege fight: the fighter lays cards one by one, then rolls (S-Q-CAM-2 (1)).
    pub(crate) fn start_fight(&mut self) {
        self.fight = Fight::default();
        self.ask = Ask::SiegeFight;
    }

    pub(crate) fn fight_add(&mut self, seat: Seat, card: White) {
        if let Some(s) = self.seat_mut(seat) {
            s.hand.take(card);
        }
        if let Some(c) = self.fight.laid.get_mut(card.index()) {
            *c += 1;
        }
        self.ask = Ask::SiegeFight;
    }

    /// S-Q-CAM-2 (2), (3): the d8, then Kay's card if he is the fighter.
    pub(crate) fn roll(&mut self, seat: Seat, fx: &mut Fx) {
        let roll = self.rng.below(8) as u8 + 1;
        fx.hidden = true;
        self.fight.roll = roll;
        fx.push(SchattenEvent::Rolled { seat, roll });
        if self.seat(seat).knight == Knight::Kay {
            self.ask = Ask::Kay { kay: seat, ctx: KayCtx::Siege };
        } else {
            self.finish_fight(seat, fx);
        }
    }

    /// S-Q-CAM-2 (4)–(6): higher than the roll removes an engine, otherwise 1 life.
    pub(crate) fn finish_fight(&mut self, seat: Seat, fx: &mut Fx) {
        let f = self.fight;
        let sum: u8 = White::FIGHT
            .iter()
            .zip(f.laid)
            .map(|(w, n)| w.fight().unwrap_or(0) * n)
            .sum();
        let kay = f.kay.and_then(|w| w.fight()).unwrap_or(0);
        let excalibur = Self::owner(self.relic_excalibur) == Some(seat);
        let total = sum + kay + u8::from(excalibur);
        let won = total > f.roll;
        fx.push(SchattenEvent::SiegeFight {
            seat,
            cards: f.laid,
            roll: f.roll,
            kay: f.kay,
            excalibur,
            total,
            won,
        });
        for (w, n) in White::FIGHT.iter().zip(f.laid) {
            for _ in 0..n {
                self.discard_white(*w);
            }
        }
        if let Some(w) = f.kay {
            self.discard_white(w);
        }
        self.fight = Fight::default();
        if won {
            self.siege = self.siege.saturating_sub(1);
            fx.push(SchattenEvent::SiegeRemoved { total: self.siege });
        } else {
            self.change_life(seat, -1, LifeCause::SiegeFight, fx);
        }
    }
}
