//! Phase 1 (Preparation, Z-PREP), phase 2 (Send out knights, Z-SEND) and phase 5 (End of
//! round, Z-EOR), with the round structure (Z-ROUND-1).

use super::Fx;
use crate::engine::few::Few;
use crate::engine::zukunft::data::{revealed_per_round, Colour, MissionId, Stack, ROUNDS};
use crate::engine::zukunft::events::ZukunftEvent;
use crate::engine::zukunft::state::{Phase, Zukunft};

impl Zukunft {
    /// Phase 1: turn up the round's missions (Z-PREP-1, -2, Z-3P-3, Z-2P-5), then phase 2.
    pub(crate) fn begin_round(&mut self, fx: &mut Fx) {
        let per_stack = revealed_per_round(self.cfg.players);
        let mut revealed: Few<MissionId, 7> = Few::new();
        for stack in Stack::ALL {
            for _ in 0..per_stack[stack.index()] {
                // Z-PREP-3: the stacks never run out (§2.2.5).
                if let Some(m) = self.decks[stack.index()].pop() {
                    revealed.push(m);
                }
            }
        }
        crate::engine::few_sort::sort(revealed.as_mut_slice());
        self.display = revealed;
        fx.hidden = true;
        fx.push(ZukunftEvent::RoundBegins {
            round: self.round,
            revealed,
        });
        for c in Colour::ALL {
            let col = self.col_mut(c);
            col.fist = None;
            col.prediction = None;
        }
        self.phase = Phase::Fists;
    }

    /// Phase 2: `c` closes its fist on `k` knights, in secret (Z-SEND-1 … -4).
    pub(crate) fn fist(&mut self, c: Colour, k: u8, fx: &mut Fx) {
        self.col_mut(c).fist = Some(k);
        fx.push(ZukunftEvent::FistChosen { colour: c });
        fx.push(ZukunftEvent::FistSecret {
            seat: self.owner(c),
            colour: c,
            knights: k,
        });
    }

    /// A colour with no knight behind its screen can only bring knights back (Z-SEND-3):
    /// its empty fist is chosen for it. True when one was.
    pub(crate) fn auto_fists(&mut self, fx: &mut Fx) -> bool {
        let empty = Colour::ALL.into_iter().find(|&c| {
            self.col(c).in_play && self.col(c).fist.is_none() && self.col(c).screen == 0
        });
        match empty {
            Some(c) => {
                self.fist(c, 0, fx);
                true
            }
            None => false,
        }
    }

    /// Phase 5: the face-up missions left go to the box (Z-EOR-1); then the next round, or
    /// final scoring after round 7 (Z-ROUND-1).
    pub(crate) fn end_round(&mut self, fx: &mut Fx) {
        let boxed = self.display;
        for m in boxed.iter() {
            self.boxed |= m.bit();
        }
        self.display.clear();
        fx.push(ZukunftEvent::RoundEnds {
            round: self.round,
            boxed,
        });
        if self.round >= ROUNDS {
            self.begin_final(fx);
        } else {
            self.round += 1;
            self.begin_round(fx);
        }
    }
}
