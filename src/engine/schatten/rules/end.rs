//! Siege engines, swords and the end of the game (S-END-*), with the 3-player look
//! (S-SETUP-9).

use super::Fx;
use crate::engine::few::Few;
use crate::engine::schatten::data::{Loyalty, ACCUSE_AT, ALL_SWORDS, BLACK_DEFEAT, SIEGE_ENGINES};
use crate::engine::schatten::events::SchattenEvent;
use crate::engine::schatten::state::{Ask, EndCause, EndReport, Schatten};
use crate::engine::{Outcome, Seat};

impl Schatten {
    /// One siege engine (S-TURN-7); the 12th loses the game at once (S-END-1a).
    pub(crate) fn add_siege(&mut self, fx: &mut Fx) {
        self.siege = self.siege.saturating_add(1).min(SIEGE_ENGINES);
        fx.push(SchattenEvent::SiegeAdded { total: self.siege });
        if self.siege >= SIEGE_ENGINES {
            self.finish(EndCause::Siege, fx);
        }
    }

    /// `count` swords of one colour, one at a time: 7 black lose at once (S-END-1b).
    pub(crate) fn add_swords(&mut self, white: bool, count: u8, heroism: bool, mists: bool, fx: &mut Fx) {
        if count == 0 {
            return;
        }
        for _ in 0..count {
            if white {
                self.white_swords += 1;
            } else {
                self.black_swords += 1;
            }
            if self.black_swords >= BLACK_DEFEAT {
                break;
            }
        }
        fx.push(SchattenEvent::Swords {
            white,
            count,
            heroism,
            mists,
            white_total: self.white_swords,
            black_total: self.black_swords,
        });
        self.after_swords(fx);
    }

    /// Turns up to `count` white swords black (S-ACC-4, S-END-2).
    pub(crate) fn flip_swords(&mut self, count: u8, fx: &mut Fx) {
        let k = count.min(self.white_swords);
        if k == 0 {
            return;
        }
        self.white_swords -= k;
        self.black_swords += k;
        fx.push(SchattenEvent::SwordsFlipped {
            count: k,
            white_total: self.white_swords,
            black_total: self.black_swords,
        });
        self.after_swords(fx);
    }

    fn after_swords(&mut self, fx: &mut Fx) {
        // S-SETUP-9: the sixth sword lets everyone look at his card.
        if self.swords() >= ACCUSE_AT {
            for s in 0..self.n {
                let me = self.seat(s);
                if !me.seen {
                    if let Some(st) = self.seat_mut(s) {
                        st.seen = true;
                    }
                    fx.push(SchattenEvent::LoyaltySeen { seat: s, loyalty: me.loyalty });
                }
            }
        }
        if self.black_swords >= BLACK_DEFEAT && !self.is_over() {
            self.finish(EndCause::BlackSwords, fx);
        }
    }

    /// S-END-2 and S-END-3 at the end of a resolution unit: twelve swords end the game, after
    /// the hidden Traitor's flip.
    pub(crate) fn end_of_ru(&mut self, fx: &mut Fx) {
        if self.is_over() || self.swords() < ALL_SWORDS {
            return;
        }
        self.finish(EndCause::Swords, fx);
    }

    /// Ends the game (S-END): every dealt loyalty card is shown (S-END-5).
    pub(crate) fn finish(&mut self, cause: EndCause, fx: &mut Fx) {
        if self.is_over() {
            return;
        }
        let mut flip = None;
        if cause == EndCause::Swords {
            // S-END-2 (1): a hidden Traitor, alive or dead, flips up to two white swords.
            if let Some(t) = (0..self.n)
                .find(|&s| self.seat(s).loyalty == Loyalty::Traitor && !self.seat(s).public)
            {
                let k = self.white_swords.min(2);
                flip = Some((t, k));
                fx.push(SchattenEvent::TraitorRevealed { seat: t, voluntary: false });
                self.white_swords -= k;
                self.black_swords += k;
                if k > 0 {
                    fx.push(SchattenEvent::SwordsFlipped {
                        count: k,
                        white_total: self.white_swords,
                        black_total: self.black_swords,
                    });
                }
            }
        }
        let loyal_won = cause == EndCause::Swords
            && self.white_swords > self.black_swords
            && self.black_swords < BLACK_DEFEAT;
        let report = EndReport {
            cause,
            loyal_won,
            traitor_flip: flip,
            white: self.white_swords,
            black: self.black_swords,
            siege: self.siege,
        };
        let mut loyalties: Few<Loyalty, 8> = Few::new();
        for s in 0..self.n {
            loyalties.push(self.seat(s).loyalty);
            if let Some(st) = self.seat_mut(s) {
                st.public = true;
            }
        }
        self.end = Some(report);
        self.ask = Ask::None;
        self.stack.clear();
        fx.hidden = true;
        fx.push(SchattenEvent::GameEnded { report, loyalties });
    }

    /// The outcome (S-END-4, S-LIFE-5, S-TRA-7): the loyal side, dead or alive, or the Traitor.
    pub(crate) fn outcome_now(&self) -> Option<Outcome> {
        let end = self.end?;
        let side = if end.loyal_won { Loyalty::Loyal } else { Loyalty::Traitor };
        let winners: Vec<Seat> = (0..self.n).filter(|&s| self.seat(s).loyalty == side).collect();
        Some(Outcome {
            winners,
            label: if end.loyal_won { "loyal" } else { "evil" }.to_string(),
        })
    }
}
