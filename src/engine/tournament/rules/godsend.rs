//! E10: the Godsend phase (T-GODSEND-1…11, T-FISH-1).

use super::Out;
use crate::engine::tournament::actions::{TournamentAction, TournamentError};
use crate::engine::tournament::data::{godsends_of, Character, Godsend};
use crate::engine::tournament::events::{GodsendSet, PickReason, TournamentEvent};
use crate::engine::tournament::state::{Phase, Tournament};
use crate::engine::Seat;

impl Tournament {
    /// Chart row: r = rounds completed; 3–4 players (and 2, T-GODSEND-3) get min(r, 5),
    /// 5–6 players min(r + 1, 5) (T-GODSEND-2).
    pub(crate) fn chart(&self) -> u8 {
        if self.n >= 5 {
            (self.round + 1).min(5)
        } else {
            self.round.min(5)
        }
    }

    /// Builds the pick queue and turns up two cards. `previous` is the dealer of the round
    /// just scored (ties, T-DEALER-3); `unlocked_before` the companions usable this round: a
    /// Fisher King unlocked at this round's E8 first helps in the next Godsend phase
    /// (T-THRESH-2), because E10 still belongs to the round being scored.
    pub(crate) fn godsend_phase(&mut self, previous: Seat, unlocked_before: u8, out: &mut Out) {
        let n = self.n as usize;
        let healthiest = self.health[..n].iter().copied().max().unwrap_or(0);
        let order = self.most_injured_order(previous);
        let mut eligible = [0u8; 6];
        let mut count = 0usize;
        for &s in &order[..n] {
            // T-GODSEND-4: the healthiest never receive one.
            if self.health[s as usize] < healthiest {
                eligible[count] = s;
                count += 1;
            }
        }
        self.picks_len = 0;
        self.pick_next = 0;
        if count == 0 {
            out.push(TournamentEvent::GodsendPhaseSkipped);
            self.start_round(out);
            return;
        }
        let chart = self.chart();
        let k = (chart as usize).min(count); // T-GODSEND-5
        let queue = |t: &mut Tournament, seat: Seat, reason: PickReason| {
            let i = t.picks_len as usize;
            if i < t.picks.len() {
                t.picks[i] = (seat, reason as u8);
                t.picks_len += 1;
            }
        };
        for &s in &eligible[..k] {
            queue(self, s, PickReason::Chart);
        }
        // T-GODSEND-7: extras at 100 and 200 behind, lowest Health first.
        for (gap, reason) in [
            (100u16, PickReason::Behind100),
            (200, PickReason::Behind200),
        ] {
            for &s in &eligible[..count] {
                if healthiest - self.health[s as usize] >= gap {
                    queue(self, s, reason);
                }
            }
        }
        // T-GODSEND-8, T-FISH-1: one more for Percival after everyone else.
        if let Some(p) = self.seat_of(Character::Percival) {
            let fisher = unlocked_before & (1 << p) != 0;
            if fisher
                && self.picks[..self.picks_len as usize]
                    .iter()
                    .any(|&(s, _)| s == p)
            {
                queue(self, p, PickReason::FisherKing);
            }
        }
        out.push(TournamentEvent::GodsendPhase {
            chart,
            recipients: k as u8,
            healthiest,
        });
        for i in 0..2 {
            self.gs_up[i] = self.draw_godsend(out).map(|g| g.0);
            if let Some(g) = self.gs_up[i] {
                out.push(TournamentEvent::GodsendRevealed {
                    godsend: Godsend(g),
                });
            }
        }
        self.advance_pick(out);
    }

    /// Top of the Godsend deck; an empty deck is rebuilt from the discard pile first
    /// (T-GODSEND-10).
    fn draw_godsend(&mut self, out: &mut Out) -> Option<Godsend> {
        out.seal();
        if self.gs_len == 0 {
            if self.gs_discard == 0 {
                return None;
            }
            let mut len = 0;
            for g in godsends_of(self.gs_discard) {
                self.gs_deck[len] = g.0;
                len += 1;
            }
            self.rng.shuffle(&mut self.gs_deck[..len]);
            self.gs_len = len as u8;
            self.gs_discard = 0;
            out.push(TournamentEvent::GodsendDeckReshuffled { cards: len as u8 });
        }
        self.gs_len -= 1;
        Some(Godsend(self.gs_deck[self.gs_len as usize]))
    }

    fn can_draw_godsend(&self) -> bool {
        self.gs_len > 0 || self.gs_discard != 0
    }

    fn advance_pick(&mut self, out: &mut Out) {
        while self.pick_next < self.picks_len {
            let (seat, _) = self.picks[self.pick_next as usize];
            if self.gs_up.iter().any(Option::is_some) || self.can_draw_godsend() {
                self.phase = Phase::Pick { seat };
                return;
            }
            self.pick_next += 1; // nothing left to give (cannot happen with 24 cards)
        }
        let left = self.gs_up.iter().flatten().fold(0u32, |m, &g| m | 1 << g);
        if left != 0 {
            self.gs_discard |= left;
            out.push(TournamentEvent::GodsendsLeftOver {
                cards: GodsendSet(left),
            });
        }
        self.gs_up = [None; 2];
        self.start_round(out);
    }

    pub(crate) fn legal_pick(&self, out: &mut Vec<TournamentAction>) {
        let mut ids = self.gs_up;
        crate::engine::few_sort::sort(&mut ids);
        for g in ids.into_iter().flatten() {
            out.push(TournamentAction::TakeGodsend(Godsend(g)));
        }
        if self.can_draw_godsend() {
            out.push(TournamentAction::DrawGodsend);
        }
    }

    pub(crate) fn check_pick(&self, action: &TournamentAction) -> Result<(), TournamentError> {
        match *action {
            TournamentAction::TakeGodsend(g) if self.gs_up.contains(&Some(g.0)) => Ok(()),
            TournamentAction::DrawGodsend if self.can_draw_godsend() => Ok(()),
            TournamentAction::TakeGodsend(_) | TournamentAction::DrawGodsend => {
                Err(TournamentError::NoSuchGodsend)
            }
            _ => Err(TournamentError::WrongStep),
        }
    }

    pub(crate) fn apply_pick(&mut self, seat: Seat, action: TournamentAction, out: &mut Out) {
        let reason = match self.picks[self.pick_next as usize].1 {
            0 => PickReason::Chart,
            1 => PickReason::Behind100,
            2 => PickReason::Behind200,
            _ => PickReason::FisherKing,
        };
        let (godsend, face_up) = match action {
            TournamentAction::TakeGodsend(g) => {
                let i = if self.gs_up[0] == Some(g.0) { 0 } else { 1 };
                self.gs_up[i] = None;
                (Some(g), Some(i))
            }
            _ => (self.draw_godsend(out), None),
        };
        if let Some(g) = godsend {
            self.held[seat as usize] |= g.bit();
            self.received[seat as usize] += 1;
            out.push(TournamentEvent::GodsendTaken {
                seat,
                godsend: g,
                face_up: face_up.is_some(),
                reason,
            });
        }
        // T-GODSEND-6: a face-up card taken is replaced at once.
        if let Some(i) = face_up {
            self.gs_up[i] = self.draw_godsend(out).map(|g| g.0);
            if let Some(g) = self.gs_up[i] {
                out.push(TournamentEvent::GodsendRevealed {
                    godsend: Godsend(g),
                });
            }
        }
        self.pick_next += 1;
        self.advance_pick(out);
    }
}
