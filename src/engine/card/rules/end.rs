//! The end of the game (C-END-*): the check at 7 swords, the reveal, the flips, the win test;
//! Morgan #7's instant loss (C-END-7) and a stalled table (C-EDGE-10).

use crate::engine::card::data::{Loyalty, WIN_SWORDS};
use crate::engine::card::events::CardEvent;
use crate::engine::few::Few;
use crate::engine::card::state::{bit, CardGame, PercivalCause, Phase, Side};
use crate::engine::Seat;
use serde::{Deserialize, Serialize};

use super::Fx;

/// A seat and the loyalty card it showed.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatLoyalty {
    pub seat: Seat,
    pub loyalty: Loyalty,
}

/// How an end check came out.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum EndResult {
    /// The Percival window is open; the flips are not done yet.
    #[default]
    Pending,
    /// W > B and W ≥ 7 (C-END-4).
    Loyal,
    /// B ≥ W and B ≥ 7 (C-END-5).
    Evil,
    /// Neither: play goes on (C-END-6).
    GoesOn,
    /// Morgan #7 ended the game (C-END-7).
    Morgan7,
    /// A whole round passed with nothing possible: the rumors won (our rule, C-EDGE-10).
    Stalled,
}

/// The end check, with its arithmetic.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct EndReport {
    /// The seats revealed by this check and their cards (C-END-2).
    pub revealed: Few<SeatLoyalty, 7>,
    /// Traitors among them: each flips a white sword (C-END-3).
    pub traitors: u8,
    pub percival: Option<Seat>,
    /// White swords turned black (C-EDGE-12).
    pub flipped: u8,
    /// Swords after the flips.
    pub white: u8,
    pub black: u8,
    pub result: EndResult,
}

impl CardGame {
    /// Turns `seat`'s loyalty card face up for good (C-ACCUSE-4, C-END-2).
    pub(crate) fn reveal(&mut self, seat: Seat) {
        self.revealed |= bit(seat);
        let all = self.all_seats();
        if let Some(k) = self.known.get_mut(usize::from(seat)) {
            *k = all;
        }
    }

    /// Reveals every hidden seat; returns the report of who showed what.
    fn reveal_all(&mut self) -> EndReport {
        let mut rep = EndReport::default();
        if !self.has_loyalty() {
            return rep; // C-SOLO-1: nothing is dealt, nothing flips.
        }
        for seat in 0..self.n() {
            if self.is_revealed(seat) {
                continue; // C-END-3: a traitor revealed earlier flips nothing.
            }
            self.reveal(seat);
            let loyalty = self.loyalty_of(seat);
            rep.revealed.push(SeatLoyalty { seat, loyalty });
            if loyalty == Loyalty::Traitor {
                rep.traitors += 1;
            }
        }
        rep
    }

    /// C-END-1: after a quest or an accusation, at 7 swords of a colour, the end check runs.
    /// Returns true when play does not simply go on with the next turn (game over, or the
    /// Percival window is open).
    pub(crate) fn end_check(&mut self, fx: &mut Fx) -> bool {
        if self.white < WIN_SWORDS && self.black < WIN_SWORDS {
            return false;
        }
        fx.hidden = true;
        let rep = self.reveal_all();
        // The Percival window only when it could change the flips (C-KNIGHT-PERCIVAL-1, C-EDGE-12).
        if self.cfg.knights
            && rep.traitors > 0
            && self.white > rep.traitors
            && self.any_knights(self.all_seats())
        {
            self.last_end = Some(rep);
            fx.push(CardEvent::EndCheck(rep)); // the reveal; the flips wait for the window
            self.phase = Phase::Percival {
                cause: PercivalCause::EndReveal {
                    traitors: rep.traitors,
                },
            };
            return true;
        }
        self.settle_end(rep, None, fx)
    }

    /// C-END-3 … C-END-6: flips, then the win test. Returns true when the game is over.
    pub(crate) fn settle_end(
        &mut self,
        mut rep: EndReport,
        percival: Option<Seat>,
        fx: &mut Fx,
    ) -> bool {
        let per = if percival.is_some() { 2 } else { 1 };
        let flip = rep.traitors.saturating_mul(per).min(self.white); // C-EDGE-12
        self.white -= flip;
        self.black = self.black.saturating_add(flip);
        rep.flipped = flip;
        rep.percival = percival;
        rep.white = self.white;
        rep.black = self.black;
        rep.result = if self.white > self.black && self.white >= WIN_SWORDS {
            EndResult::Loyal
        } else if self.black >= self.white && self.black >= WIN_SWORDS {
            EndResult::Evil
        } else {
            EndResult::GoesOn
        };
        self.last_end = Some(rep);
        fx.push(CardEvent::EndCheck(rep));
        match rep.result {
            EndResult::Loyal => self.game_over(Side::Loyal, fx),
            EndResult::Evil => self.game_over(Side::Evil, fx),
            _ => return false,
        }
        true
    }

    /// Ends the game at once without flips: Morgan #7 (C-END-7) or a stalled table.
    pub(crate) fn sudden_end(&mut self, result: EndResult, fx: &mut Fx) {
        fx.hidden = true;
        let mut rep = self.reveal_all();
        rep.white = self.white;
        rep.black = self.black;
        rep.result = result;
        self.last_end = Some(rep);
        fx.push(CardEvent::EndCheck(rep));
        self.game_over(Side::Evil, fx);
    }

    fn game_over(&mut self, side: Side, fx: &mut Fx) {
        self.won = Some(side);
        self.phase = Phase::Over;
        self.res = None;
        fx.push(CardEvent::GameOver {
            side,
            winners: self.winners(side),
        });
    }

    /// The loyal side is every seat holding a Loyal card; Evil wins with every traitor (C-GOAL-1,
    /// C-END-4, C-END-5). Alone, the solo player wins or loses (C-SOLO-1).
    pub(crate) fn winners(&self, side: Side) -> Few<Seat, 7> {
        let mut w = Few::new();
        if !self.has_loyalty() {
            if side == Side::Loyal {
                w.push(0);
            }
            return w;
        }
        let want = if side == Side::Loyal {
            Loyalty::Loyal
        } else {
            Loyalty::Traitor
        };
        for seat in 0..self.n() {
            if self.loyalty_of(seat) == want {
                w.push(seat);
            }
        }
        w
    }

    /// C-EDGE-10 (our addition): a whole round of passes means nobody can ever act again (nothing
    /// changes between passes), so the game ends as a loss for Camelot.
    pub(crate) fn pass(&mut self, seat: Seat, fx: &mut Fx) {
        fx.push(CardEvent::Passed { seat });
        self.passes = self.passes.saturating_add(1);
        if self.passes >= self.n() {
            self.sudden_end(EndResult::Stalled, fx);
        } else {
            self.next_turn(fx);
        }
    }
}
