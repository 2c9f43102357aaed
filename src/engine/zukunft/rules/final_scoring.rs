//! Final scoring (Z-FINAL, §3.2): the red room with its winner's magician, Merlin tiles,
//! knights behind the screen, Grail tiles for hinterland knights, Grail sets, the secret room;
//! then the ranking by order T, with the 2-player rule (§3.4).

use super::Fx;
use crate::engine::few::Few;
use crate::engine::zukunft::actions::ZukunftAction;
use crate::engine::zukunft::board::{Room, Space, RB_REBEL, RB_ROYAL};
use crate::engine::zukunft::data::{
    grail_set_score, grail_sets, Colour, RoomColour, HINTERLAND_KNIGHTS_PER_GRAIL,
    ROUND_TABLE_ABSENT, ROUND_TABLE_RANKS, SCREEN_KNIGHT_POINTS, SECRET_ABSENT,
};
use crate::engine::zukunft::events::{
    ColourFinal, FinalItem, FinalLine, FinalReport, RedEntry, RedReport, Standing, TableSide, Via,
    Why, ZukunftEvent,
};
use crate::engine::zukunft::state::{Figure, FinalStep, Phase, Task, TurnState, Zukunft};

/// The Knights' Table's values [13 RB, the rest DEF §2.6.4]: (winning side's two, losing
/// side's two), for the green and the gold side.
const REBELLION_GREEN: ([u16; 2], [u16; 2]) = ([13, 8], [5, 3]);
const REBELLION_GOLD: ([u16; 2], [u16; 2]) = ([13, 7], [6, 3]);

/// `score - before`, a report line's points: exact for every score a game reaches (the setup
/// refuses the rest, `score_limit`), and clamped to `i16` beyond, never wrapped or panicking.
pub(crate) fn change(score: u16, before: u16) -> i16 {
    let d = i32::from(score) - i32::from(before);
    i16::try_from(d).unwrap_or(if d > 0 { i16::MAX } else { i16::MIN })
}

/// Points as the signed amount [`Zukunft::score`] takes, clamped likewise.
fn signed(points: u16) -> i16 {
    i16::try_from(points).unwrap_or(i16::MAX)
}

impl Zukunft {
    /// Position in order T (Z-FINAL-0).
    pub(crate) fn t_pos(&self, c: Colour) -> usize {
        self.tie_order
            .iter()
            .position(|&x| x == c)
            .unwrap_or(usize::MAX)
    }

    /// Neutral knights among `mask`.
    fn neutral_in(&self, mask: u128) -> u8 {
        let own = self.board.own.iter().fold(0, |m, o| m | o);
        (self.board.occupied & mask & !own).count_ones() as u8
    }

    /// The colours (and neutral) with knights in `mask`, ranked by (−count, neutral last,
    /// order T) (Z-ROOM-TABLE-2, -5, Z-ROOM-REBEL-8, -9, Z-3P-2).
    fn ranked(&self, mask: u128, rebels: Option<bool>) -> Vec<RedEntry> {
        let mut v: Vec<RedEntry> = self
            .in_play()
            .map(|c| (Some(c), self.board.count(c, mask)))
            .chain(std::iter::once((None, self.neutral_in(mask))))
            .filter(|&(_, k)| k > 0)
            .map(|(colour, knights)| RedEntry {
                colour,
                knights,
                rebels,
                rank: 0,
                points: 0,
            })
            .collect();
        crate::engine::few_sort::sort_by_key(&mut v, |e| {
            (
                std::cmp::Reverse(e.knights),
                e.colour.is_none(),
                e.colour.map_or(usize::MAX, |c| self.t_pos(c)),
            )
        });
        for (i, e) in v.iter_mut().enumerate() {
            e.rank = i as u8 + 1;
        }
        v
    }

    /// Step 1 (Z-FINAL-1): rank points, absences, and the winner.
    fn red_room(&self) -> RedReport {
        let room = self.room(RoomColour::Red);
        let mut report = RedReport {
            room: Some(room),
            ..RedReport::default()
        };
        let mask = room.mask();
        report.absent = self
            .in_play()
            .filter(|&c| self.board.count(c, mask) == 0)
            .collect();
        if room == Room::RoundTable {
            report.entries = self.ranked(mask, None);
            for e in &mut report.entries {
                if e.colour.is_some() {
                    e.points = ROUND_TABLE_RANKS
                        .get(usize::from(e.rank) - 1)
                        .copied()
                        .unwrap_or(0);
                }
            }
        } else {
            let (royal, rebel) = self.rebellion_totals();
            let rebels_win = rebel >= royal;
            let (table, (win, lose)) = if rebels_win {
                (TableSide::Green, REBELLION_GREEN)
            } else {
                (TableSide::Gold, REBELLION_GOLD)
            };
            let (first, second) = if rebels_win {
                (RB_REBEL, RB_ROYAL)
            } else {
                (RB_ROYAL, RB_REBEL)
            };
            for (mask, values) in [(first, win), (second, lose)] {
                let mut side = self.ranked(mask, Some(mask == RB_REBEL));
                for e in &mut side {
                    if e.colour.is_some() {
                        e.points = values.get(usize::from(e.rank) - 1).copied().unwrap_or(0);
                    }
                }
                report.entries.extend(side);
            }
            report.royalists = royal;
            report.rebels = rebel;
            report.table = Some(table);
        }
        // Z-ROOM-TABLE-3, -5, Z-ROOM-REBEL-8: the first of the (winning side's) ranking, unless
        // it is neutral; the winning side lists first.
        let winning_side = report.table.map(|t| t == TableSide::Green);
        report.winner = report
            .entries
            .first()
            .filter(|e| e.rebels == winning_side)
            .and_then(|e| e.colour);
        report
    }

    /// Final scoring begins after round 7: T is frozen and step 1 is scored (Z-FINAL-0, -1).
    pub(crate) fn begin_final(&mut self, fx: &mut Fx) {
        self.tie_order = self.order;
        fx.push(ZukunftEvent::FinalScoring {
            tie_order: self.tie_order,
        });
        let red = self.red_room();
        let mut colours: Vec<ColourFinal> = Vec::new();
        for &c in self.tie_order.iter() {
            colours.push(ColourFinal {
                colour: c,
                seat: self.owner(c),
                start: self.col(c).score,
                lines: Vec::new(),
                total: 0,
                merlin: Vec::new(),
                grail: [0; 4],
            });
        }
        let red_room = self.room(RoomColour::Red) == Room::RoundTable;
        for cf in &mut colours {
            let c = cf.colour;
            let entry = red.entries.iter().find(|e| e.colour == Some(c));
            let (rank, knights, printed) = match entry {
                Some(e) => (e.rank, e.knights, signed(e.points)),
                None if red_room => (0, 0, -signed(ROUND_TABLE_ABSENT)),
                None => (0, 0, 0),
            };
            if printed != 0 {
                self.score(c, printed, Why::RedRoom { rank }, fx);
            }
            let score = self.col(c).score;
            let points = change(score, cf.start);
            cf.lines.push(FinalLine {
                item: FinalItem::RedRoom { rank, knights },
                points,
                score,
            });
        }
        let winner = red.winner;
        fx.push(ZukunftEvent::RedRoomScored(Box::new(red.clone())));
        self.report = Some(Box::new(FinalReport {
            tie_order: self.tie_order.as_slice().to_vec(),
            red,
            colours,
            standings: Vec::new(),
        }));
        self.phase = Phase::Final(FinalStep::RedRoom);
        // The scoring magician gets its own line-bonus allowance (§3.3).
        self.turn = TurnState {
            colour: winner.unwrap_or_default(),
            ..TurnState::default()
        };
        if let Some(w) = winner {
            self.tasks.push(Task::Magician(w));
        }
    }

    /// Z-ROOM-TABLE-3: a free space of the green, yellow or blue room, by that room's rules.
    pub(crate) fn magician_options(&self, c: Colour, f: &mut impl FnMut(ZukunftAction)) {
        let spaces = [RoomColour::Green, RoomColour::Yellow, RoomColour::Blue]
            .iter()
            .fold(0, |m, &rc| m | self.legal_in(c, rc));
        for s in Space::each(spaces) {
            f(ZukunftAction::Magician(s));
        }
        if spaces != 0 {
            f(ZukunftAction::Pass);
        }
    }

    pub(crate) fn magician(&mut self, c: Colour, s: Space, fx: &mut Fx) {
        self.tasks.pop();
        self.place(c, s, Figure::Magician, Via::Magician, fx);
    }

    fn line(&mut self, c: Colour, item: FinalItem, before: u16) {
        let score = self.col(c).score;
        if let Some(cf) = self
            .report
            .as_mut()
            .and_then(|r| r.colours.iter_mut().find(|x| x.colour == c))
        {
            cf.lines.push(FinalLine {
                item,
                points: change(score, before),
                score,
            });
        }
    }

    /// Step 4 met an empty supply: `colour` receives `missed` tiles fewer (Z-EFF-5).
    pub(crate) fn step_4_missed(&mut self, colour: Colour, missed: u8) {
        if self.phase != Phase::Final(FinalStep::Hinterland) {
            return;
        }
        let line = self
            .report
            .as_mut()
            .and_then(|r| r.colours.iter_mut().find(|x| x.colour == colour))
            .and_then(|cf| cf.lines.last_mut());
        if let Some(FinalLine {
            item: FinalItem::HinterlandGrail { tiles, .. },
            ..
        }) = line
        {
            *tiles = tiles.saturating_sub(missed);
        }
    }

    /// The next step once the current one's decisions are done.
    pub(crate) fn next_final_step(&mut self, fx: &mut Fx) {
        match self.phase {
            Phase::Final(FinalStep::RedRoom) => self.steps_2_to_4(fx),
            _ => self.steps_5_to_7(fx),
        }
    }

    fn steps_2_to_4(&mut self, fx: &mut Fx) {
        let order = self.tie_order;
        // Step 1's magician: what its placement did to each score.
        for &c in order.iter() {
            let last = self
                .report
                .as_ref()
                .and_then(|r| r.colours.iter().find(|x| x.colour == c))
                .and_then(|cf| cf.lines.last())
                .map_or(0, |l| l.score);
            if self.col(c).score != last {
                self.line(c, FinalItem::Magician, last);
            }
        }
        fx.hidden = true;
        for &c in order.iter() {
            // Step 2 (Z-FINAL-2): the Merlin tiles are revealed.
            let before = self.col(c).score;
            let values = self.col(c).merlin;
            let sum: u16 = values.iter().map(|&v| u16::from(v)).sum();
            let tiles = values.len() as u8;
            if sum > 0 {
                self.score(c, signed(sum), Why::Merlin { tiles }, fx);
            }
            self.line(c, FinalItem::Merlin { tiles }, before);
            if let Some(cf) = self
                .report
                .as_mut()
                .and_then(|r| r.colours.iter_mut().find(|x| x.colour == c))
            {
                cf.merlin = values.as_slice().to_vec();
            }
        }
        for &c in order.iter() {
            // Step 3 (Z-FINAL-3).
            let before = self.col(c).score;
            let knights = self.col(c).screen;
            if knights > 0 {
                self.score(
                    c,
                    signed(u16::from(knights) * SCREEN_KNIGHT_POINTS),
                    Why::Screen { knights },
                    fx,
                );
            }
            self.line(c, FinalItem::Screen { knights }, before);
        }
        // Step 4 (Z-FINAL-4): in order T, 1 tile per 2 hinterland knights; they stay there.
        // The line counts the tiles due; an empty supply takes off what it withholds.
        for &c in order.iter() {
            let knights = self.col(c).hinterland;
            let tiles = knights / HINTERLAND_KNIGHTS_PER_GRAIL;
            let before = self.col(c).score;
            self.line(c, FinalItem::HinterlandGrail { knights, tiles }, before);
        }
        for &c in order.iter().rev() {
            let n = self.col(c).hinterland / HINTERLAND_KNIGHTS_PER_GRAIL;
            if n > 0 {
                self.tasks.push(Task::Grail { colour: c, n });
            }
        }
        self.phase = Phase::Final(FinalStep::Hinterland);
    }

    fn steps_5_to_7(&mut self, fx: &mut Fx) {
        let order = self.tie_order;
        for &c in order.iter() {
            // Step 5 (Z-FINAL-5): the Grail tiles are revealed and sorted into sets.
            let before = self.col(c).score;
            let mut parts = [0u8; 4];
            for p in self.col(c).grail.iter() {
                parts[p.index()] += 1;
            }
            let points = grail_set_score(parts);
            if points > 0 {
                self.score(c, signed(points), Why::GrailSets, fx);
            }
            let sets = Few::from_slice(&grail_sets(parts));
            self.line(c, FinalItem::GrailSets { parts, sets }, before);
            if let Some(cf) = self
                .report
                .as_mut()
                .and_then(|r| r.colours.iter_mut().find(|x| x.colour == c))
            {
                cf.grail = parts;
            }
        }
        if self.secret_room() {
            // Step 6 (Z-FINAL-6, 5 players only).
            let secret = self.room(RoomColour::Violet).mask();
            for &c in order.iter() {
                if self.board.count(c, secret) == 0 {
                    let before = self.col(c).score;
                    self.score(c, -signed(SECRET_ABSENT), Why::SecretRoomAbsent, fx);
                    self.line(c, FinalItem::SecretRoom, before);
                }
            }
        }
        self.settle_standings(fx);
    }

    /// Step 7 (Z-FINAL-7, §3.4): the ranking, ties by order T; with 2 players each player's
    /// lower colour counts.
    fn settle_standings(&mut self, fx: &mut Fx) {
        let mut standings: Vec<Standing> = Vec::new();
        for seat in 0..self.n() {
            let counted = self
                .in_play()
                .filter(|&c| self.owner(c) == seat)
                .min_by_key(|&c| (self.col(c).score, self.t_pos(c)));
            if let Some(c) = counted {
                standings.push(Standing {
                    seat,
                    colour: c,
                    score: self.col(c).score,
                    place: 0,
                });
            }
        }
        crate::engine::few_sort::sort_by_key(&mut standings, |s| (std::cmp::Reverse(s.score), self.t_pos(s.colour)));
        for (i, s) in standings.iter_mut().enumerate() {
            s.place = i as u8 + 1;
        }
        self.winners = Few::new();
        if let Some(first) = standings.first() {
            self.winners.push(first.seat);
        }
        let totals: Vec<(Colour, u16)> = self.in_play().map(|c| (c, self.col(c).score)).collect();
        if let Some(r) = self.report.as_mut() {
            for cf in &mut r.colours {
                cf.total = totals
                    .iter()
                    .find(|(c, _)| *c == cf.colour)
                    .map_or(0, |&(_, s)| s);
            }
            r.standings = standings;
            fx.push(ZukunftEvent::FinalReport(r.clone()));
        }
        self.phase = Phase::Over;
        fx.push(ZukunftEvent::GameOver {
            winners: self.winners,
        });
    }
}

#[cfg(test)]
mod tests {
    use super::change;

    /// A report line's change cannot overflow, whatever the scores (the setup keeps real
    /// positions far inside `i16`).
    #[test]
    fn a_line_never_overflows() {
        assert_eq!(change(70, 58), 12);
        assert_eq!(change(3, 9), -6);
        assert_eq!(change(u16::MAX, 0), i16::MAX);
        assert_eq!(change(0, u16::MAX), i16::MIN);
        assert_eq!(change(40_000, 39_990), 10);
    }
}
