//! Final scoring (Z-FINAL, §3.2) with the red room (Z-ROOM-TABLE, Z-ROOM-REBEL), the secret
//! room's penalty, the 2-player rule (§3.4) and the neutral colour (§3.5), as table tests on
//! hand-built end positions.

mod zukunft_support;

use camelot_table::engine::zukunft::{
    Colour, FinalItem, FinalReport, GrailPart, Pending, RedEntry, SetupStart, TableSide, Why,
    Zukunft, ZukunftAction, ZukunftConfig, ZukunftEvent, ZukunftSetup,
};
use camelot_table::engine::{Game, GameExt, Viewer};
use zukunft_support::*;
use ZukunftAction::*;

/// The end of round 7 with nothing left to score but what a test adds: empty screens and
/// hinterlands, no tiles, turn order (T) as given.
fn end(config: ZukunftConfig, order: &[Colour]) -> ZukunftSetup {
    let mut s = table(config);
    s.round = 7;
    s.order = order.to_vec();
    s.start = SetupStart::Final;
    for c in &mut s.colours {
        c.screen = 0;
        c.hinterland = 0;
    }
    s
}

fn report(g: &Zukunft) -> FinalReport {
    public(g).final_report.expect("final scoring has begun")
}

fn red_entries(g: &Zukunft) -> Vec<(Option<Colour>, u8, u8, u16)> {
    report(g)
        .red
        .entries
        .iter()
        .map(|e: &RedEntry| (e.colour, e.knights, e.rank, e.points))
        .collect()
}

/// §3.2, Z-FINAL-0, Z-FINAL-1, Z-FINAL-2, Z-FINAL-3, Z-FINAL-4, Z-FINAL-5, Z-FINAL-7, Z-ROOM-TABLE-2, Z-ROOM-TABLE-3, Z-ROOM-TABLE-4: every step in order, with its numbers.
#[test]
fn final_scoring_in_order_z_final_1() {
    let mut s = end(cfg(4), &[Y, R, G, B]);
    put(&mut s, R, &["RT-01", "RT-02", "RT-03"]);
    put(&mut s, G, &["RT-04", "RT-05"]);
    put(&mut s, Y, &["RT-06", "RT-07"]);
    for (c, score, merlin, screen, hinterland, grail) in [
        (R, 20, vec![3, 4], 2, 3, vec![GrailPart::Bowl]),
        (G, 30, vec![5], 0, 4, vec![GrailPart::Bowl, GrailPart::Lid]),
        (Y, 25, vec![1, 2], 1, 1, vec![]),
        (
            B,
            2,
            vec![3, 4],
            0,
            0,
            vec![GrailPart::Stem, GrailPart::Stem],
        ),
    ] {
        let col = col_mut(&mut s, c);
        col.score = score;
        col.merlin = merlin;
        col.screen = screen;
        col.hinterland = hinterland;
        col.grail = grail;
    }
    grail_stack(&mut s, &[GrailPart::Foot, GrailPart::Lid, GrailPart::Foot]);
    let mut g = build(&s);
    // Z-FINAL-0: T is the last turn order.
    assert_eq!(report(&g).tie_order, vec![Y, R, G, B]);
    // Step 1: R 3 knights 1st (13); G and Y 2 each: Y is higher in T (9), G (6); B absent −4.
    assert_eq!(
        red_entries(&g),
        vec![(Some(R), 3, 1, 13), (Some(Y), 2, 2, 9), (Some(G), 2, 3, 6)]
    );
    assert_eq!(report(&g).red.absent, vec![B]);
    assert_eq!(report(&g).red.winner, Some(R));
    assert_eq!(
        (score(&g, R), score(&g, Y), score(&g, G), score(&g, B)),
        (33, 34, 36, 0)
    );
    // Z-ROOM-TABLE-3: red places its magician in the green, yellow or blue room, or declines.
    assert_eq!(pending(&g), Pending::Magician { colour: R });
    let l = legal(&g);
    assert_eq!(l.first(), Some(&Magician(sp("TG-1a"))));
    assert!(l.contains(&Magician(sp("BR-01"))) && l.contains(&Magician(sp("CH-S4"))));
    assert_eq!(l.last(), Some(&Pass));
    assert!(!l
        .iter()
        .any(|a| matches!(a, Magician(s) if s.label().starts_with("RT"))));
    let e = play(&mut g, Magician(sp("CH-S1"))); // +1 and a Grail tile
    assert_eq!(scored(&e, R)[0], (1, 1));
    // Steps 2–4 run on; step 4's tiles come from the single stack in order T (Y 0, R 1, G 2).
    assert!(g.is_over());
    let r = report(&g);
    let lines = |c: Colour| {
        r.colours
            .iter()
            .find(|x| x.colour == c)
            .unwrap()
            .lines
            .iter()
            .map(|l| (l.item, l.points, l.score))
            .collect::<Vec<_>>()
    };
    // Red: 20 → 33 (rank 1) → 34 (magician on CH-S1, its tile: Foot) → +7 Merlin → +4 screen →
    // 1 tile (Lid) for 3 hinterland knights → Bowl, Foot, Lid = one set of 3 (6).
    use camelot_table::engine::few::Few;
    assert_eq!(
        lines(R),
        vec![
            (
                FinalItem::RedRoom {
                    rank: 1,
                    knights: 3
                },
                13,
                33
            ),
            (FinalItem::Magician, 1, 34),
            (FinalItem::Merlin { tiles: 2 }, 7, 41),
            (FinalItem::Screen { knights: 2 }, 4, 45),
            (
                FinalItem::HinterlandGrail {
                    knights: 3,
                    tiles: 1
                },
                0,
                45
            ),
            (
                FinalItem::GrailSets {
                    parts: [1, 1, 0, 1],
                    sets: Few::from_slice(&[3])
                },
                6,
                51
            ),
        ]
    );
    // Green: 30 → 36 → +5 → 0 → 2 tiles (Foot, none left) → Bowl Lid Foot: 6.
    assert_eq!(
        lines(G),
        vec![
            (
                FinalItem::RedRoom {
                    rank: 3,
                    knights: 2
                },
                6,
                36
            ),
            (FinalItem::Merlin { tiles: 1 }, 5, 41),
            (FinalItem::Screen { knights: 0 }, 0, 41),
            (
                FinalItem::HinterlandGrail {
                    knights: 4,
                    tiles: 1
                },
                0,
                41
            ),
            (
                FinalItem::GrailSets {
                    parts: [1, 1, 0, 1],
                    sets: Few::from_slice(&[3])
                },
                6,
                47
            ),
        ]
    );
    // Blue: 2 − 4 → 0 (Z-EFF-7), Merlin 7, two Stems: two sets of 1.
    assert_eq!(
        lines(B)[0],
        (
            FinalItem::RedRoom {
                rank: 0,
                knights: 0
            },
            -2,
            0
        )
    );
    assert_eq!(r.colours.iter().find(|x| x.colour == B).unwrap().total, 9);
    // Yellow: 25 + 9 + 3 + 2 = 39, no tiles.
    assert_eq!(r.colours.iter().find(|x| x.colour == Y).unwrap().total, 39);
    // Z-FINAL-2, Z-FINAL-5: the values and tiles are revealed to everyone.
    assert_eq!(
        r.colours.iter().find(|x| x.colour == R).unwrap().merlin,
        vec![3, 4]
    );
    assert_eq!(colour(&g, R).merlin, Some(vec![3, 4]));
    // Z-FINAL-7: the ranking.
    let standings: Vec<(u8, Colour, u16, u8)> = r
        .standings
        .iter()
        .map(|s| (s.seat, s.colour, s.score, s.place))
        .collect();
    assert_eq!(
        standings,
        vec![(0, R, 51, 1), (1, G, 47, 2), (2, Y, 39, 3), (3, B, 9, 4)]
    );
    assert_eq!(g.outcome().unwrap().winners, vec![0]);
    assert_eq!(g.outcome().unwrap().label, "most-points");
}

/// Z-FINAL-4: hinterland knights stay where they are; colours draw in order T, one tile per 2
/// knights, each from the tallest stack (Z-EFF-5), unasked.
#[test]
fn hinterland_tiles_in_order_t_z_final_4() {
    let mut s = end(sides(4, "BAAA"), &[B, G, R, Y]);
    col_mut(&mut s, G).hinterland = 2;
    col_mut(&mut s, R).hinterland = 5;
    s.grail_stacks = Some([
        vec![GrailPart::Bowl],
        vec![GrailPart::Lid, GrailPart::Stem],
        vec![],
    ]);
    let g = build(&s);
    assert!(g.is_over(), "nobody was asked for a stack");
    assert_eq!(colour(&g, R).hinterland, 5);
    assert_eq!(colour(&g, G).hinterland, 2);
    // Green first (order T) from the taller stack 1; then Red's two: the first of the equal
    // stacks 0 and 1, then stack 1.
    assert_eq!(
        g.view(Viewer::Seat(1)).me.unwrap().grail,
        vec![(G, vec![GrailPart::Stem])]
    );
    assert_eq!(
        g.view(Viewer::Seat(0)).me.unwrap().grail,
        vec![(R, vec![GrailPart::Bowl, GrailPart::Lid])]
    );
    assert_eq!(public(&g).grail_stacks, [0, 0, 0]);
}

/// Z-FINAL-4, Z-EFF-5 as games saved before `draw_grail` replay: colours draw in order T,
/// each choosing the stack when two have tiles.
#[test]
fn hinterland_tiles_chosen_in_order_t_z_final_4() {
    let mut config = sides(4, "BAAA");
    config.draw_grail = false;
    let mut s = end(config, &[B, G, R, Y]);
    col_mut(&mut s, G).hinterland = 2;
    col_mut(&mut s, R).hinterland = 5;
    s.grail_stacks = Some([
        vec![GrailPart::Bowl],
        vec![GrailPart::Lid, GrailPart::Stem],
        vec![],
    ]);
    let mut g = build(&s);
    assert_eq!(
        pending(&g),
        Pending::Grail {
            colour: G,
            tiles: 1,
            picking: false
        }
    );
    play(&mut g, Stack(1));
    assert_eq!(
        pending(&g),
        Pending::Grail {
            colour: R,
            tiles: 2,
            picking: false
        }
    );
    assert_eq!(legal(&g), vec![Stack(0), Stack(1)]);
    assert_eq!(colour(&g, R).hinterland, 5);
    assert!(!g.is_over());
    assert_eq!(
        colour(&g, R).merlin,
        Some(vec![]),
        "step 2 already revealed the Merlin tiles"
    );
}

/// Z-FINAL-7: a tie goes to the colour higher in order T.
#[test]
fn ties_by_order_t_z_final_7() {
    let mut s = end(sides(4, "BAAA"), &[B, G, R, Y]);
    for c in [R, G, Y, B] {
        col_mut(&mut s, c).score = 10;
    }
    let g = build(&s);
    assert!(g.is_over());
    let places: Vec<Colour> = report(&g).standings.iter().map(|s| s.colour).collect();
    assert_eq!(places, vec![B, G, R, Y]);
    assert_eq!(g.outcome().unwrap().winners, vec![3]);
}

/// Z-FINAL-6, Z-ROOM-SECRET-4: with 5 players, no knight in the secret room costs 9.
#[test]
fn secret_room_absence_z_final_6() {
    let mut s = end(sides(5, "BAAA"), &[R, G, Y, B, P]);
    put(&mut s, R, &["SR-1"]);
    col_mut(&mut s, G).score = 5;
    col_mut(&mut s, Y).score = 20;
    let g = build(&s);
    let r = report(&g);
    let total = |c: Colour| r.colours.iter().find(|x| x.colour == c).unwrap().total;
    assert_eq!((total(R), total(G), total(Y)), (0, 0, 11));
    assert!(r
        .colours
        .iter()
        .find(|x| x.colour == Y)
        .unwrap()
        .lines
        .iter()
        .any(|l| l.item == FinalItem::SecretRoom && l.points == -9));
    assert!(!r
        .colours
        .iter()
        .find(|x| x.colour == R)
        .unwrap()
        .lines
        .iter()
        .any(|l| l.item == FinalItem::SecretRoom));
    // Without the secret room (4 players) nobody pays.
    let g = build(&end(sides(4, "BAAA"), &[R, G, Y, B]));
    assert!(report(&g)
        .colours
        .iter()
        .all(|c| c.lines.iter().all(|l| l.item != FinalItem::SecretRoom)));
}

/// Z-ROOM-TABLE-5, Z-3P-2, Z-3P-4: the neutral colour ranks and loses ties; its place's points
/// go to nobody; ranked first, nobody gets 13 or the magician.
#[test]
fn neutral_in_the_round_table_z_room_table_5() {
    // Neutral has RT-01 and RT-09 (3 players).
    let mut s = end(cfg(3), &[G, R, Y]);
    put(&mut s, R, &["RT-02", "RT-03"]);
    put(&mut s, G, &["RT-04"]);
    for c in [R, G, Y] {
        col_mut(&mut s, c).score = 10;
    }
    let g = build(&s);
    assert_eq!(
        red_entries(&g),
        vec![(Some(R), 2, 1, 13), (None, 2, 2, 0), (Some(G), 1, 3, 6)]
    );
    assert_eq!(report(&g).red.winner, Some(R));
    let mut s = end(cfg(3), &[G, R, Y]);
    put(&mut s, R, &["RT-02"]);
    let g = build(&s);
    assert_eq!(red_entries(&g), vec![(None, 2, 1, 0), (Some(R), 1, 2, 9)]);
    assert_eq!(
        report(&g).red.winner,
        None,
        "no magician when neutral ranks first"
    );
    assert!(g.is_over());
    assert_eq!(report(&g).red.absent, vec![G, Y]);
}

/// Z-ROOM-REBEL-7, Z-ROOM-REBEL-8, Z-ROOM-REBEL-9, Z-ROOM-REBEL-10: the side with more knights wins, rebels on a tie; the Knights'
/// Table's values; the winning side's leader places the magician; absent colours score nothing.
#[test]
fn rebellion_scoring_z_room_rebel_7() {
    // Royalists R 2, G 1 (3); rebels Y 2, B 1 (3): a tie, the rebels win, green table.
    let mut s = end(sides(4, "BAAA"), &[B, G, R, Y]);
    // In the order of entry: R takes start 1, Y 2, G 3, B 4 (Z-ROOM-REBEL-3).
    put(&mut s, R, &["RB-U1", "RB-U2"]);
    put(&mut s, Y, &["RB-L1", "RB-L2"]);
    put(&mut s, G, &["RB-U7"]);
    put(&mut s, B, &["RB-L6"]);
    let g = build(&s);
    let r = report(&g).red;
    assert_eq!(
        (r.royalists, r.rebels, r.table),
        (3, 3, Some(TableSide::Green))
    );
    assert_eq!(
        red_entries(&g),
        vec![
            (Some(Y), 2, 1, 13),
            (Some(B), 1, 2, 8),
            (Some(R), 2, 1, 5),
            (Some(G), 1, 2, 3)
        ]
    );
    assert_eq!(r.winner, Some(Y));
    assert_eq!(pending(&g), Pending::Magician { colour: Y });
    // Royalists 3, rebels Y 1 and B 1: gold; the rebels' tie goes by order T (B before Y).
    let mut s = end(sides(4, "BAAA"), &[B, G, R, Y]);
    put(&mut s, R, &["RB-U1", "RB-U2"]);
    put(&mut s, Y, &["RB-L1"]);
    put(&mut s, G, &["RB-U7"]);
    put(&mut s, B, &["RB-L6"]);
    let g = build(&s);
    assert_eq!(report(&g).red.table, Some(TableSide::Gold));
    assert_eq!(
        red_entries(&g),
        vec![
            (Some(R), 2, 1, 13),
            (Some(G), 1, 2, 7),
            (Some(B), 1, 1, 6),
            (Some(Y), 1, 2, 3)
        ]
    );
    // Z-ROOM-REBEL-10: a colour with no knight there neither scores nor loses.
    let mut s = end(sides(4, "BAAA"), &[B, G, R, Y]);
    put(&mut s, R, &["RB-U1"]);
    col_mut(&mut s, Y).score = 3;
    let g = build(&s);
    assert_eq!(red_entries(&g), vec![(Some(R), 1, 1, 13)]);
    assert_eq!(score(&g, Y), 3);
    assert!(report(&g).red.absent.contains(&Y));
}

/// Z-ROOM-INTR-6, Z-ROOM-TABLE-3: the scoring magician counts as a knight: completing an
/// Intrigue group punishes the absent, and the top group's knight lands on the hinterland in
/// time for step 4.
#[test]
fn magician_completes_an_intrigue_group_z_room_intr_6() {
    let mut s = end(sides(4, "AAAB"), &[R, G, Y, B]);
    put(&mut s, R, &["RT-01", "RT-02"]);
    put(&mut s, Y, &["RT-03"]);
    put(&mut s, G, &["IN-5a"]);
    col_mut(&mut s, Y).score = 10;
    col_mut(&mut s, Y).hinterland = 1;
    grail_stack(&mut s, &[GrailPart::Bowl]);
    let mut g = build(&s);
    assert_eq!(pending(&g), Pending::Magician { colour: R });
    let e = play(&mut g, Magician(sp("IN-5b")));
    assert!(e.contains(&ZukunftEvent::Scored {
        colour: Y,
        why: Why::IntriguePenalty { group: 5 },
        printed: -2,
        change: -2,
        score: 17
    }));
    // Yellow's Round Table knight (its only red figure) goes to the hinterland: 2 knights → 1 tile.
    assert!(e.contains(&ZukunftEvent::RedKnightRemoved {
        colour: Y,
        space: sp("RT-03")
    }));
    let r = report(&g);
    let y = r.colours.iter().find(|x| x.colour == Y).unwrap();
    assert!(y
        .lines
        .contains(&camelot_table::engine::zukunft::FinalLine {
            item: FinalItem::HinterlandGrail {
                knights: 2,
                tiles: 1
            },
            points: 0,
            score: 17
        }));
    assert!(y
        .lines
        .contains(&camelot_table::engine::zukunft::FinalLine {
            item: FinalItem::Magician,
            points: -2,
            score: 17
        }));
}

/// §3.4, Z-2P-4: each player's lower colour counts (a tie: the one higher in T); the winner has
/// the higher such score (a tie: the counted colour higher in T).
#[test]
fn two_players_lower_colour_counts_z_2p_4() {
    // (red, green | yellow, blue), T → (seat 0: colour, score; seat 1: colour, score; winner)
    type Case = ([u16; 4], [Colour; 4], (Colour, u16), (Colour, u16), u8);
    let cases: &[Case] = &[
        ([40, 30, 35, 33], [R, G, Y, B], (G, 30), (B, 33), 1),
        ([30, 50, 31, 60], [R, G, Y, B], (R, 30), (Y, 31), 1),
        ([30, 30, 20, 40], [G, R, Y, B], (G, 30), (Y, 20), 0),
        ([25, 40, 25, 30], [Y, R, G, B], (R, 25), (Y, 25), 1),
        ([25, 40, 25, 30], [R, Y, G, B], (R, 25), (Y, 25), 0),
    ];
    for (scores, t, want0, want1, winner) in cases {
        let mut s = end(sides(2, "BAAA"), t);
        for (c, &sc) in [R, G, Y, B].iter().zip(scores.iter()) {
            col_mut(&mut s, *c).score = sc;
        }
        let g = build(&s);
        let st = report(&g).standings;
        let of = |seat: u8| {
            st.iter()
                .find(|x| x.seat == seat)
                .map(|x| (x.colour, x.score))
                .unwrap()
        };
        assert_eq!(of(0), *want0, "{scores:?} T {t:?}");
        assert_eq!(of(1), *want1, "{scores:?} T {t:?}");
        assert_eq!(
            g.outcome().unwrap().winners,
            vec![*winner],
            "{scores:?} T {t:?}"
        );
    }
}

/// §3.5, Z-3P-4: the neutral colour never scores and is never penalised, and is no seat.
#[test]
fn neutral_never_scores_z_3p_4() {
    let g = build(&end(sides(3, "AAAB"), &[R, G, Y]));
    let r = report(&g);
    assert_eq!(r.colours.len(), 3);
    assert_eq!(r.standings.len(), 3);
    assert!(r.colours.iter().all(|c| c.colour != Colour::Blue));
    let _ = Viewer::Public;
}
