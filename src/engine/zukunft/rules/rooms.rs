//! Where a figure may go in each room (§1.10, §2.6): the placement rules of every room side
//! and the secret room, as bit masks of legal spaces. The effects of a placement are in
//! `place.rs`.
//!
//! Interchangeable spaces — the Round Table's seats, the fields of one preliminary round, the
//! spaces of one Intrigue group — are filled lowest first: the rules give them no identity,
//! so the engine offers one of them, not each.

use crate::engine::zukunft::board::{
    span, Room, Space, BR_OUTER, BR_QUEEN, CH_STARTS, IN_GROUPS, LI_STARTS, QUEEN_HEARTS, RB_REBEL,
    RB_ROYAL, RB_STARTS, TO_FINALS, TO_PRELIMS, TO_ROUNDS, TO_WINNER,
};
use crate::engine::zukunft::data::{Colour, RoomColour};
use crate::engine::zukunft::events::TableSide;
use crate::engine::zukunft::state::Zukunft;

/// The lowest space of a mask, as a mask.
const fn lowest(mask: u128) -> u128 {
    mask & mask.wrapping_neg()
}

/// §3.3: whether a knight placed at (`row`, `col`) of the Training Ground makes a line bonus,
/// given `own`, the colour's other figures there (bit `4 × row + col`, row 0 at the bottom).
/// For some axis, the own runs forward (`f`) and backward (`b`) from the new knight must make
/// `f + b + 1 ≥ 3` with `f < 3` and `b < 3` (no line of 3 existed on either side).
#[must_use]
pub fn training_line(own: u16, row: u8, col: u8) -> bool {
    let has =
        |r: i8, k: i8| (0..4).contains(&r) && (0..4).contains(&k) && own & (1 << (r * 4 + k)) != 0;
    let run = |dr: i8, dk: i8| {
        let mut n = 0;
        let (mut r, mut k) = (row as i8 + dr, col as i8 + dk);
        while has(r, k) {
            n += 1;
            r += dr;
            k += dk;
        }
        n
    };
    [(0, 1), (1, 0), (1, 1), (1, -1)]
        .into_iter()
        .any(|(dr, dk)| {
            let f = run(dr, dk);
            let b = run(-dr, -dk);
            f + b + 1 >= 3 && f < 3 && b < 3
        })
}

impl Zukunft {
    /// Free spaces (no figure of any kind, neutral included: Z-ROOM-GEN-3).
    pub(crate) fn free(&self) -> u128 {
        !self.board.occupied
    }

    /// The legal spaces for a figure of colour `c` in the room of colour `rc` on the side in
    /// play (Z-ROOM-GEN-2: every figure obeys the room's rules).
    pub(crate) fn legal_in(&self, c: Colour, rc: RoomColour) -> u128 {
        if rc == RoomColour::Violet && !self.secret_room() {
            return 0;
        }
        let room = self.room(rc);
        let free = self.free() & room.mask();
        if free == 0 {
            return 0;
        }
        let own = self.board.own[c.index()] & room.mask();
        match room {
            Room::TrainingGround => training_spaces(free),
            Room::TournamentGround => self.tournament_spaces(own, free),
            // Z-ROOM-TABLE-1; Z-ROOM-SECRET-2: the topmost free symbol.
            Room::RoundTable | Room::SecretRoom => lowest(free),
            Room::Rebellion => self.rebellion_spaces(c, own, free),
            Room::Ballroom => {
                // Z-ROOM-BALL-1, -4.
                let mut m = lowest(free & BR_OUTER);
                if free & (1u128 << BR_QUEEN) != 0 && self.hearts(c) >= QUEEN_HEARTS {
                    m |= 1u128 << BR_QUEEN;
                }
                m
            }
            // Z-ROOM-INTR-1: a free space of each group without this colour.
            Room::Intrigue => IN_GROUPS
                .iter()
                .filter(|&&g| own & g == 0)
                .fold(0, |m, &g| m | lowest(free & g)),
            Room::Chapel => match self.board.latest(own) {
                // Z-ROOM-CHAP-1, -2, -3.
                None => free & CH_STARTS,
                Some(last) => free & last.arrows(),
            },
            Room::Library => {
                // Z-ROOM-LIB-1, -2, -4.
                if own == 0 {
                    free & LI_STARTS
                } else {
                    free & Space::each(own).fold(0, |m, s| m | s.arrows())
                }
            }
        }
    }

    /// Z-ROOM-TOURN-2, -4, -5, -7.
    fn tournament_spaces(&self, own: u128, free: u128) -> u128 {
        if free & TO_PRELIMS != 0 {
            return TO_ROUNDS.iter().fold(0, |m, &r| m | lowest(free & r));
        }
        if free & TO_FINALS != 0 {
            let mut m = 0;
            for (i, round) in TO_ROUNDS.iter().enumerate() {
                let fin = 1u128 << (TO_FINALS.trailing_zeros() as usize + i);
                if free & fin != 0 && own & round != 0 {
                    m |= fin;
                }
            }
            return m;
        }
        let winner = 1u128 << TO_WINNER;
        if free & winner != 0 && own & TO_FINALS != 0 {
            winner
        } else {
            0
        }
    }

    /// Z-ROOM-REBEL-3, -4 (§2.6.4).
    fn rebellion_spaces(&self, c: Colour, own: u128, free: u128) -> u128 {
        if let Some(last) = self.board.latest(own) {
            return free & rebellion_neighbours(last);
        }
        match self.col(c).rebel_start {
            Some(start) => free & start_bit(start),
            None => self.next_free_start().map_or(0, start_bit),
        }
    }

    /// The start number a colour entering the Rebellion now receives: the lowest not below
    /// the next one to hand out whose field is free.
    pub(crate) fn next_free_start(&self) -> Option<u8> {
        (self.next_start..4).find(|&s| self.free() & start_bit(s) != 0)
    }

    /// Knights on the royalist and the rebel side, neutral included (Z-ROOM-REBEL-6).
    pub(crate) fn rebellion_totals(&self) -> (u8, u8) {
        (
            (self.board.occupied & RB_ROYAL).count_ones() as u8,
            (self.board.occupied & RB_REBEL).count_ones() as u8,
        )
    }

    /// The Knights' Table: gold when the royalists lead, else green (Z-ROOM-REBEL-6).
    pub(crate) fn table_side(&self) -> TableSide {
        let (royal, rebel) = self.rebellion_totals();
        if royal > rebel {
            TableSide::Gold
        } else {
            TableSide::Green
        }
    }

    /// Hearts on the outer ballroom fields `c` occupies (Z-ROOM-BALL-3).
    pub(crate) fn hearts(&self, c: Colour) -> u8 {
        Space::each(self.board.own[c.index()] & BR_OUTER)
            .map(|s| s.effect().hearts)
            .sum()
    }
}

/// Z-ROOM-TRAIN-1: the free spaces of the lowest row that still has one.
fn training_spaces(free: u128) -> u128 {
    let base = Room::TrainingGround.range().start;
    (0..4)
        .map(|r| free & span(base + 4 * r, base + 4 * r + 4))
        .find(|&m| m != 0)
        .unwrap_or(0)
}

fn start_bit(start: u8) -> u128 {
    RB_STARTS.get(usize::from(start)).map_or(0, |&s| 1u128 << s)
}

/// Fields next to a Rebellion field, along its row only `[DEF §2.6.4]`.
fn rebellion_neighbours(s: Space) -> u128 {
    let bit = s.bit();
    let row = if bit & RB_ROYAL != 0 {
        RB_ROYAL
    } else {
        RB_REBEL
    };
    ((bit << 1) | (bit >> 1)) & row
}

#[cfg(test)]
mod tests {
    use super::training_line;

    #[test]
    fn line_of_three_and_not_a_fourth() {
        // Z-ROOM-TRAIN-3/4 at the unit level; the table tests are in tests/zukunft_algorithms.rs.
        assert!(training_line(0b11, 0, 2));
        assert!(!training_line(0b111, 0, 3));
        assert!(training_line(0b1011, 0, 2));
    }
}
