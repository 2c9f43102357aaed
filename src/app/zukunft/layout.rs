//! Where each space of a room is drawn, as the board prints it: one plan per room, pure data
//! (so it is tested natively), which `room::RoomView` turns into a CSS grid.
//!
//! Every room is a grid of half cells: a field spans two half columns, so a level of the
//! Chapel or the Library sits centred between the fields it leads to, and the Rebellion's rebels
//! stand staggered under the royalists. The levels of the path rooms climb upwards as on the
//! board (the start fields at the bottom), with a row of arrows between two levels, each arrow
//! halfway between the field it leaves and the field it reaches, pointing there. The Ballroom's
//! sixteen fields run round its queen in the middle; the Round Table's seats stand round the
//! table (drawn with the kit's ring, so they have no grid place here).

use super::names::row_of;
use crate::app::i18n::{Lang, Tr};
use crate::engine::zukunft::board::{Room, Space};

/// Where one field stands: its grid row, its first half column (both from 1), and how many
/// rows and half columns it spans.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Place {
    pub space: Space,
    pub row: u8,
    pub col: u8,
    pub rows: u8,
    pub cols: u8,
}

/// An arrow of a path room: its row, its first half column and span, and its direction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Arrow {
    pub row: u8,
    pub col: u8,
    pub cols: u8,
    pub glyph: &'static str,
}

/// A room's drawing: the grid's size in half columns and rows, its fields and its arrows.
/// The Round Table has no grid plan (`ring`): its seats stand round a circle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Plan {
    pub cols: u8,
    pub rows: u8,
    pub places: Vec<Place>,
    pub arrows: Vec<Arrow>,
    pub ring: bool,
}

impl Plan {
    /// The CSS of the room's grid: its half columns and rows.
    #[must_use]
    pub fn style(&self) -> String {
        format!("--cols:{};--rows:{}", self.cols, self.rows)
    }
}

impl Place {
    /// The CSS of the field's place in its room's grid.
    #[must_use]
    pub fn style(&self) -> String {
        format!("grid-area:{}/{}/span {}/span {}", self.row, self.col, self.rows, self.cols)
    }
}

impl Arrow {
    #[must_use]
    pub fn style(&self) -> String {
        format!("grid-area:{}/{}/span 1/span {}", self.row, self.col, self.cols)
    }
}

/// A room's levels (rows, rounds, groups), in the order of its spaces: the bottom one first.
#[must_use]
pub fn levels(room: Room) -> Vec<Vec<Space>> {
    // The row keys do not depend on the language.
    let t = Tr(Lang::En);
    let mut out: Vec<(u8, Vec<Space>)> = Vec::new();
    for s in room.range().filter_map(Space::new) {
        let key = row_of(s, t).0;
        match out.iter_mut().find(|r| r.0 == key) {
            Some(r) => r.1.push(s),
            None => out.push((key, vec![s])),
        }
    }
    out.into_iter().map(|r| r.1).collect()
}

fn at(space: Space, row: u8, col: u8) -> Place {
    Place { space, row, col, rows: 1, cols: 2 }
}

fn u8_of(n: usize) -> u8 {
    u8::try_from(n).unwrap_or(u8::MAX)
}

/// Levels stacked upwards (the first level at the bottom), each centred on a grid as wide as
/// the widest level; with `arrows`, a row of arrows between two levels.
fn stacked(levels: &[Vec<Space>], arrows: bool) -> Plan {
    let width = u8_of(levels.iter().map(Vec::len).max().unwrap_or(0));
    let n = u8_of(levels.len());
    let step = if arrows { 2 } else { 1 };
    let rows = if n == 0 { 0 } else { (n - 1) * step + 1 };
    let row_of_level = |l: u8| rows - l * step;
    let start = |m: usize, j: usize| width - u8_of(m) + 2 * u8_of(j) + 1;
    let mut places = Vec::new();
    for (l, level) in levels.iter().enumerate() {
        for (j, &s) in level.iter().enumerate() {
            places.push(at(s, row_of_level(u8_of(l)), start(level.len(), j)));
        }
    }
    let mut out_arrows = Vec::new();
    if arrows {
        for (l, pair) in levels.windows(2).enumerate() {
            let (from, to) = (&pair[0], &pair[1]);
            for (i, a) in from.iter().enumerate() {
                for (j, b) in to.iter().enumerate() {
                    if a.arrows() & (1u128 << b.index()) != 0 {
                        // Centres, in half columns from the left edge (a field's centre is
                        // one half column after its start).
                        let c_from = start(from.len(), i) + 1;
                        let c_to = start(to.len(), j) + 1;
                        out_arrows.push(arrow(row_of_level(u8_of(l)) - 1, c_from, c_to));
                    }
                }
            }
        }
    }
    Plan { cols: 2 * width, rows, places, arrows: out_arrows, ring: false }
}

/// An arrow in `row` from the field centred at half-column line `from` up to the one at `to`:
/// halfway between them, straight up or leaning towards the field it reaches.
fn arrow(row: u8, from: u8, to: u8) -> Arrow {
    let sum = from + to;
    // A centre is a line between two half columns; halfway between two centres is a line too
    // when their sum is even (the arrow spans the two half columns round it), else the middle
    // of a half column.
    let (col, cols) = if sum % 2 == 0 { (sum / 2 - 1, 2) } else { (sum / 2, 1) };
    let glyph = match to.cmp(&from) {
        std::cmp::Ordering::Equal => "↑",
        std::cmp::Ordering::Less => "↖",
        std::cmp::Ordering::Greater => "↗",
    };
    Arrow { row, col, cols, glyph }
}

/// The drawing of a room.
#[must_use]
pub fn plan(room: Room) -> Plan {
    let spaces: Vec<Space> = room.range().filter_map(Space::new).collect();
    let grid = |cols: u8, rows: u8, places: Vec<Place>| Plan { cols, rows, places, arrows: Vec::new(), ring: false };
    match room {
        // Four rows, the first at the bottom; columns a–d.
        Room::TrainingGround => grid(8, 4, spaces.iter().enumerate().map(|(i, &s)| at(s, 4 - u8_of(i / 4), 2 * u8_of(i % 4) + 1)).collect()),
        // The three preliminary rounds (3, 3, 2 fields) at the bottom, each round's final field
        // centred over it, the winner's field over the middle.
        Room::TournamentGround => grid(
            16,
            3,
            spaces
                .iter()
                .enumerate()
                .map(|(i, &s)| match i {
                    0..=7 => at(s, 3, 2 * u8_of(i) + 1),
                    8 => at(s, 2, 3),
                    9 => at(s, 2, 9),
                    10 => at(s, 2, 14),
                    _ => at(s, 1, 8),
                })
                .collect(),
        ),
        Room::RoundTable => Plan { cols: 0, rows: 0, places: Vec::new(), arrows: Vec::new(), ring: true },
        // Royalists above, the Knights' Table between (row 2), rebels below, staggered.
        Room::Rebellion => grid(
            14,
            3,
            spaces.iter().enumerate().map(|(i, &s)| if i < 7 { at(s, 1, 2 * u8_of(i) + 1) } else { at(s, 3, 2 * u8_of(i - 7) + 2) }).collect(),
        ),
        // Sixteen fields clockwise round a 5 × 5 square from its top left corner; the queen's
        // field fills the middle.
        Room::Ballroom => {
            let ring: Vec<(u8, u8)> = (0..5)
                .map(|c| (0, c))
                .chain((1..5).map(|r| (r, 4)))
                .chain((0..4).rev().map(|c| (4, c)))
                .chain((1..4).rev().map(|r| (r, 0)))
                .collect();
            let places = spaces
                .iter()
                .enumerate()
                .map(|(i, &s)| match ring.get(i) {
                    Some(&(r, c)) => at(s, r + 1, 2 * c + 1),
                    None => Place { space: s, row: 2, col: 3, rows: 3, cols: 6 },
                })
                .collect();
            grid(10, 5, places)
        }
        // Five groups, the first at the bottom, each centred.
        Room::Intrigue => stacked(&levels(room), false),
        Room::Chapel | Room::Library => stacked(&levels(room), true),
        // The point symbols from the highest (entered first) to the lowest.
        Room::SecretRoom => grid(10, 1, spaces.iter().enumerate().map(|(i, &s)| at(s, 1, 2 * u8_of(i) + 1)).collect()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sp(label: &str) -> Space {
        Space::from_label(label).unwrap()
    }

    fn place(p: &Plan, label: &str) -> (u8, u8) {
        let x = p.places.iter().find(|x| x.space == sp(label)).unwrap();
        (x.row, x.col)
    }

    #[test]
    fn every_field_has_one_place_inside_its_room_and_no_two_overlap() {
        for room in Room::ALL {
            let p = plan(room);
            if p.ring {
                continue;
            }
            assert_eq!(p.places.len(), room.range().len(), "{room:?}");
            let mut taken = std::collections::HashSet::new();
            for x in &p.places {
                assert!(x.row >= 1 && x.row + x.rows - 1 <= p.rows, "{room:?} {x:?}");
                assert!(x.col >= 1 && x.col + x.cols - 1 <= p.cols, "{room:?} {x:?}");
                for r in x.row..x.row + x.rows {
                    for c in x.col..x.col + x.cols {
                        assert!(taken.insert((r, c)), "{room:?}: {} overlaps at {r}/{c}", x.space.label());
                    }
                }
            }
            for a in &p.arrows {
                assert!(!p.places.iter().any(|x| x.row == a.row), "{room:?}: arrows have rows of their own");
            }
        }
    }

    #[test]
    fn rooms_are_drawn_as_the_board_prints_them() {
        // Training Ground: row 1 at the bottom, column d on the right.
        let tg = plan(Room::TrainingGround);
        assert_eq!(place(&tg, "TG-1a"), (4, 1));
        assert_eq!(place(&tg, "TG-4d"), (1, 7));
        // Tournament: each final over its round, the winner over the middle.
        let to = plan(Room::TournamentGround);
        assert_eq!(place(&to, "TO-1b"), (3, 3));
        assert_eq!(place(&to, "TO-F1"), (2, 3));
        assert_eq!(place(&to, "TO-F3"), (2, 14));
        assert_eq!(place(&to, "TO-W"), (1, 8));
        // Rebellion: start 1 top left, start 4 bottom right, rebels between royalists.
        let rb = plan(Room::Rebellion);
        assert_eq!(place(&rb, "RB-U1"), (1, 1));
        assert_eq!(place(&rb, "RB-U7"), (1, 13));
        assert_eq!(place(&rb, "RB-L1"), (3, 2));
        assert_eq!(place(&rb, "RB-L6"), (3, 12));
        // Ballroom: clockwise from the top left corner round the queen.
        let br = plan(Room::Ballroom);
        assert_eq!(place(&br, "BR-01"), (1, 1));
        assert_eq!(place(&br, "BR-05"), (1, 9));
        assert_eq!(place(&br, "BR-09"), (5, 9));
        assert_eq!(place(&br, "BR-13"), (5, 1));
        assert_eq!(place(&br, "BR-16"), (2, 1));
        assert_eq!(place(&br, "BR-Q"), (2, 3));
        // Intrigue: the King's Council on top.
        let int = plan(Room::Intrigue);
        assert_eq!(place(&int, "IN-5a"), (1, 3));
        assert_eq!(place(&int, "IN-1a"), (5, 1));
        // Chapel: the start fields at the bottom, the top field alone on the first row.
        let ch = plan(Room::Chapel);
        assert_eq!(ch.rows, 9);
        assert_eq!(place(&ch, "CH-S1"), (9, 1));
        assert_eq!(place(&ch, "CH-X"), (1, 4));
        assert!(plan(Room::RoundTable).ring);
    }

    #[test]
    fn the_path_rooms_draw_every_printed_arrow_pointing_up_to_its_field() {
        for room in [Room::Chapel, Room::Library] {
            let p = plan(room);
            let printed: u32 = room.range().filter_map(Space::new).map(|s| (s.arrows() & room.mask()).count_ones()).sum();
            assert_eq!(p.arrows.len(), printed as usize, "{room:?}");
            assert!(p.arrows.iter().all(|a| ["↑", "↖", "↗"].contains(&a.glyph)));
        }
        // Chapel: S1 → P1 straight up; P1 → N1 up and right, P2 → N1 up and left.
        let ch = plan(Room::Chapel);
        let between = |row: u8| ch.arrows.iter().filter(|a| a.row == row).map(|a| (a.col, a.cols, a.glyph)).collect::<Vec<_>>();
        assert_eq!(between(8), vec![(1, 2, "↑"), (3, 2, "↑"), (5, 2, "↑"), (7, 2, "↑")]);
        assert_eq!(between(6), vec![(2, 1, "↗"), (3, 1, "↖"), (4, 1, "↗"), (5, 1, "↖"), (6, 1, "↗"), (7, 1, "↖")]);
        // Library: S1 leads to A1 and A2 (the level above is one field wider).
        let li = plan(Room::Library);
        let first: Vec<_> = li.arrows.iter().filter(|a| a.row == li.rows - 1).map(|a| a.glyph).take(2).collect();
        assert_eq!(first, vec!["↖", "↗"]);
    }
}
