//! E7 and the end of the game (T-END-1…4).

use super::Out;
use crate::engine::tournament::events::{SeatSet, TournamentEvent};
use crate::engine::tournament::state::{Phase, RankEntry, Tournament};

impl Tournament {
    /// Ranks the seats: most Health; then less round injury in the final round; then fewer
    /// Godsends received over the game; still equal = shared place (T-END-4).
    pub(crate) fn finish_game(&mut self, out: &mut Out) {
        let n = self.n as usize;
        let key = |s: usize| {
            (
                std::cmp::Reverse(self.health[s]),
                self.last_round_injury[s],
                self.received[s],
            )
        };
        let mut order = [0usize, 1, 2, 3, 4, 5];
        crate::engine::few_sort::sort_by_key(&mut order[..n], |&s| (key(s), s));
        let mut ranking = [RankEntry {
            seat: 0,
            rank: 0,
            health: 0,
            final_round_injury: 0,
            godsends_received: 0,
        }; 6];
        let mut winners = 0u8;
        for (place, &s) in order[..n].iter().enumerate() {
            let rank = if place > 0 && key(order[place - 1]) == key(s) {
                ranking[place - 1].rank
            } else {
                place as u8 + 1
            };
            ranking[place] = RankEntry {
                seat: s as u8,
                rank,
                health: self.health[s],
                final_round_injury: self.last_round_injury[s],
                godsends_received: self.received[s],
            };
            if rank == 1 {
                winners |= 1 << s;
            }
        }
        self.ranking = Some(ranking);
        self.phase = Phase::Over;
        out.push(TournamentEvent::GameEnded {
            winners: SeatSet(winners),
        });
    }
}
