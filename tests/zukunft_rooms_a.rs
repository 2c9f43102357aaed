//! The A sides' placement rules: Training Ground, Round Table (placing), Ballroom, Chapel;
//! and what holds for every room (Z-ROOM-GEN).

mod zukunft_support;

use camelot_table::engine::zukunft::{
    Figure, GrailPart, Occupant, Pending, RoomColour, ShieldKind, Source, TrainBonus,
    ZukunftAction, ZukunftEvent,
};
use zukunft_support::*;
use ZukunftAction::*;

const FOUR: [camelot_table::engine::zukunft::Colour; 4] = [R, G, Y, B];

/// Z-ROOM-TRAIN-1, Z-ROOM-TRAIN-2: the lowest row with a free space; column points 3/2/3/4; neutral
/// knights count as filling a row (Z-3P-2).
#[test]
fn training_rows_fill_from_the_bottom_z_room_train_1() {
    let mut s = mission_turn(cfg(4), &FOUR, 1, &["M1-05", "M1-01"]);
    put(&mut s, G, &["TG-1a", "TG-1b", "TG-1c"]);
    let mut g = build(&s);
    let e = play(&mut g, Mission(m("M1-05")));
    // TG-1d is the only space of the lowest row: placed at once, +4 (column d).
    assert_eq!(occupant(&g, "TG-1d"), Some(knight(R)));
    assert_eq!(scored(&e, R), vec![(4, 4)]);
    let mut s = mission_turn(cfg(4), &FOUR, 1, &["M1-05", "M1-01"]);
    put(&mut s, G, &["TG-1a", "TG-1b", "TG-1c", "TG-1d"]);
    let mut g = build(&s);
    play(&mut g, Mission(m("M1-05")));
    assert_eq!(
        shield_spaces(&g, ShieldKind::Green),
        vec!["TG-2a", "TG-2b", "TG-2c", "TG-2d"]
    );
    for (space, points) in [("TG-2a", 3), ("TG-2b", 2), ("TG-2c", 3), ("TG-2d", 4)] {
        assert_eq!(sp(space).effect().points, points);
    }
    // 3 players: TG-1b is neutral; with 1a, 1c, 1d taken row 2 opens.
    let mut s = mission_turn(cfg(3), &[R, G, Y], 1, &["M1-05", "M1-01"]);
    put(&mut s, G, &["TG-1a", "TG-1c", "TG-1d"]);
    let mut g = build(&s);
    play(&mut g, Mission(m("M1-05")));
    assert_eq!(
        shield_spaces(&g, ShieldKind::Green),
        vec!["TG-2a", "TG-2b", "TG-2c"]
    );
}

/// Z-ROOM-TRAIN-3, Z-ROOM-TRAIN-6: a line of 3 earns a bonus chosen at once; (a)/(b) place a knight from the
/// hinterland or the screen in the red/yellow room; (c) a knight and a tile (the tile even
/// without a hinterland knight); (d) +4.
#[test]
fn line_bonus_choices_z_room_train_3() {
    let setup = || {
        let mut s = mission_turn(cfg(4), &FOUR, 1, &["M1-05", "M1-01"]);
        put(&mut s, R, &["TG-1a", "TG-1b"]);
        grail_stack(&mut s, &[GrailPart::Lid]);
        s
    };
    let mut g = build(&setup());
    play(&mut g, Mission(m("M1-05")));
    play(&mut g, Shield(ShieldKind::Green, sp("TG-1c")));
    assert_eq!(
        pending(&g),
        Pending::Bonus {
            colour: R,
            cause: sp("TG-1c")
        }
    );
    assert_eq!(
        legal(&g),
        TrainBonus::ALL
            .iter()
            .map(|&b| Bonus(b))
            .collect::<Vec<_>>()
    );
    let e = play(&mut g, Bonus(TrainBonus::Points));
    assert!(e.contains(&ZukunftEvent::LineBonus {
        colour: R,
        bonus: TrainBonus::Points
    }));
    assert_eq!(score(&g, R), 3 + 4);
    // (a): the red knight, here forced onto the Round Table's lowest seat from… a choice.
    let mut g = build(&setup());
    play(&mut g, Mission(m("M1-05")));
    play(&mut g, Shield(ShieldKind::Green, sp("TG-1c")));
    play(&mut g, Bonus(TrainBonus::RedKnight));
    assert_eq!(
        legal(&g),
        vec![
            Extra(Source::Hinterland, sp("RT-01")),
            Extra(Source::Screen, sp("RT-01"))
        ]
    );
    play(&mut g, Extra(Source::Screen, sp("RT-01")));
    assert_eq!(occupant(&g, "RT-01"), Some(knight(R)));
    // (c) with no hinterland knight: only the tile.
    let mut s = setup();
    col_mut(&mut s, R).hinterland = 0;
    let mut g = build(&s);
    play(&mut g, Mission(m("M1-05")));
    play(&mut g, Shield(ShieldKind::Green, sp("TG-1c")));
    let e = play(&mut g, Bonus(TrainBonus::Tree));
    assert!(e.contains(&ZukunftEvent::Tree {
        colour: R,
        knight: false
    }));
    assert_eq!(colour(&g, R).grail_tiles, 1);
    // (a) and (b) only when a knight can go there (Z-ROOM-TRAIN-6).
    let mut s = setup();
    let c = col_mut(&mut s, R);
    c.hinterland = 0;
    c.screen = 0;
    let mut g = build(&s);
    play(&mut g, Mission(m("M1-05")));
    play(&mut g, Shield(ShieldKind::Green, sp("TG-1c")));
    assert_eq!(
        legal(&g),
        vec![Bonus(TrainBonus::Tree), Bonus(TrainBonus::Points)]
    );
}

/// Z-ROOM-TRAIN-4: making a fourth in a row gives nothing.
#[test]
fn fourth_in_a_row_z_room_train_4() {
    let mut s = mission_turn(cfg(4), &FOUR, 1, &["M1-05", "M1-01"]);
    put(&mut s, R, &["TG-1a", "TG-1b", "TG-1c"]);
    let mut g = build(&s);
    play(&mut g, Mission(m("M1-05"))); // TG-1d forced
    assert_eq!(occupant(&g, "TG-1d"), Some(knight(R)));
    assert!(!matches!(pending(&g), Pending::Bonus { .. }));
}

/// Z-ROOM-TRAIN-5, Z-ROOM-TRAIN-6: one bonus per colour per turn, however many lines; never used up.
#[test]
fn one_bonus_per_turn_z_room_train_5() {
    let mut s = mission_turn(cfg(4), &FOUR, 2, &["M2-02", "M1-05", "M1-01"]);
    // Row by row, as the ground fills (Z-ROOM-TRAIN-1).
    put(&mut s, R, &["TG-1a", "TG-1d"]);
    put(&mut s, G, &["TG-1b", "TG-1c"]);
    put(&mut s, R, &["TG-2a", "TG-2d"]);
    put(&mut s, G, &["TG-2b", "TG-2c"]);
    let c = col_mut(&mut s, G);
    c.sent = 1;
    c.screen -= 1;
    let mut g = build(&s);
    play(&mut g, Mission(m("M2-02"))); // G G
    play(&mut g, Shield(ShieldKind::Green, sp("TG-3a"))); // vertical a: a line
    play(&mut g, Bonus(TrainBonus::Points));
    let e = play(&mut g, Shield(ShieldKind::Green, sp("TG-3d"))); // vertical d: another line
    assert!(!e
        .iter()
        .any(|e| matches!(e, ZukunftEvent::LineBonus { .. })));
    assert_eq!(score(&g, R), 3 + 4 + 4);
    // Green's turn next: the same bonus again (never used up).
    assert_eq!(pending(&g), Pending::Mission { colour: G, sent: 1 });
    let mut s2 = mission_turn(cfg(4), &[G, R, Y, B], 1, &["M1-05", "M1-01"]);
    put(&mut s2, G, &["TG-1a", "TG-1b"]);
    let mut g2 = build(&s2);
    play(&mut g2, Mission(m("M1-05")));
    play(&mut g2, Shield(ShieldKind::Green, sp("TG-1c")));
    assert!(legal(&g2).contains(&Bonus(TrainBonus::Points)));
}

/// Z-ROOM-TABLE-1: the Round Table takes any free seat (the lowest: seats are alike) and gives
/// nothing on placing; 3 players: RT-01 and RT-09 are neutral.
#[test]
fn round_table_seats_z_room_table_1() {
    let mut s = mission_turn(cfg(3), &[R, G, Y], 1, &["M1-01", "M1-05"]);
    put(&mut s, G, &["RT-02"]);
    let mut g = build(&s);
    let e = play(&mut g, Mission(m("M1-01")));
    assert_eq!(occupant(&g, "RT-01"), Some(Occupant::Neutral));
    assert_eq!(occupant(&g, "RT-03"), Some(knight(R)));
    assert!(scored(&e, R).is_empty());
}

/// Z-ROOM-BALL-1, Z-ROOM-BALL-2: the ballroom fills in order, whatever the colour; each field pays at once.
#[test]
fn ballroom_in_order_z_room_ball_1() {
    let mut s = mission_turn(cfg(4), &FOUR, 2, &["M2-04", "M1-01"]);
    put(&mut s, G, &["BR-01"]);
    let mut g = build(&s);
    let e = play(&mut g, Mission(m("M2-04"))); // B B: BR-02 then BR-03 (K:Y)
    assert_eq!(occupant(&g, "BR-02"), Some(knight(R)));
    assert_eq!(occupant(&g, "BR-03"), Some(knight(R)));
    assert_eq!(scored(&e, R), vec![(3, 3)]);
    assert!(matches!(
        pending(&g),
        Pending::Extra {
            room: RoomColour::Yellow,
            ..
        }
    ));
}

/// Z-ROOM-BALL-3, Z-ROOM-BALL-4, Z-ROOM-BALL-5: with 3 hearts a colour may take the queen's field (+8, no hearts),
/// or go on in the row; once taken, nobody else can.
#[test]
fn the_queen_z_room_ball_4() {
    let mut s = mission_turn(cfg(4), &FOUR, 1, &["M1-13", "M1-01"]);
    put(&mut s, R, &["BR-01"]); // hearts 1
    put(&mut s, G, &["BR-02"]);
    put(&mut s, R, &["BR-03", "BR-04"]); // hearts 3
    put(&mut s, G, &["BR-05"]);
    let mut g = build(&s);
    assert_eq!(colour(&g, R).hearts, 3);
    play(&mut g, Mission(m("M1-13")));
    assert_eq!(shield_spaces(&g, ShieldKind::Blue), vec!["BR-06", "BR-Q"]);
    let e = play(&mut g, Shield(ShieldKind::Blue, sp("BR-Q")));
    assert_eq!(scored(&e, R), vec![(8, 8)]);
    assert_eq!(sp("BR-Q").effect().hearts, 0);
    assert_eq!(colour(&g, R).hearts, 3);
    // Another colour with 3 hearts no longer has the choice.
    let mut s = mission_turn(cfg(4), &FOUR, 1, &["M1-13", "M1-01"]);
    put(&mut s, R, &["BR-01"]);
    put(&mut s, G, &["BR-02"]);
    put(&mut s, R, &["BR-03", "BR-04"]);
    put(&mut s, G, &["BR-05", "BR-06", "BR-07", "BR-Q"]); // hearts 0 + 2 + 1: the queen
    let g = build(&s);
    assert_eq!(legal(&g).len(), 2);
    // Fewer than 3 hearts: the row only.
    let mut s = mission_turn(cfg(4), &FOUR, 1, &["M1-13", "M1-01"]);
    put(&mut s, R, &["BR-01", "BR-02"]);
    let mut g = build(&s);
    play(&mut g, Mission(m("M1-13")));
    assert_eq!(
        occupant(&g, "BR-03"),
        Some(knight(R)),
        "forced: no queen with 1 heart"
    );
}

/// Z-ROOM-CHAP-1, Z-ROOM-CHAP-2: first on a free start field, then one level up along an arrow from the
/// colour's most recent chapel knight.
#[test]
fn chapel_path_z_room_chap_2() {
    let mut s = mission_turn(cfg(4), &FOUR, 1, &["M1-09", "M1-01"]);
    put(&mut s, G, &["CH-S2"]);
    let mut g = build(&s);
    play(&mut g, Mission(m("M1-09")));
    assert_eq!(
        shield_spaces(&g, ShieldKind::Yellow),
        vec!["CH-S1", "CH-S3", "CH-S4"]
    );
    // Red in the chapel on S3 then P3 (most recent): next N2 or N3, not N1.
    let mut s = mission_turn(cfg(4), &FOUR, 1, &["M1-09", "M1-01"]);
    put(&mut s, R, &["CH-S3", "CH-P3"]);
    let mut g = build(&s);
    play(&mut g, Mission(m("M1-09")));
    assert_eq!(
        shield_spaces(&g, ShieldKind::Yellow),
        vec!["CH-N2", "CH-N3"]
    );
    let e = play(&mut g, Shield(ShieldKind::Yellow, sp("CH-N3"))); // +3, K:G
    assert_eq!(scored(&e, R), vec![(3, 3)]);
    assert!(matches!(
        pending(&g),
        Pending::Extra {
            room: RoomColour::Green,
            ..
        }
    ));
}

/// Z-ROOM-CHAP-3: cut off: every arrow from the most recent knight is taken (even if an older
/// knight's arrow is free); at the top the colour is done.
#[test]
fn chapel_cut_off_z_room_chap_3() {
    let mut s = mission_turn(cfg(4), &FOUR, 1, &["M1-09", "M1-01"]);
    put(&mut s, R, &["CH-S1", "CH-P1"]); // most recent: P1 → N1 only
    put(&mut s, G, &["CH-S2", "CH-P2", "CH-N1"]);
    let mut g = build(&s);
    // The shield's only option is to go home (the engine does it): CH-P2's other arrow to
    // CH-N2 is green's, not red's.
    let e = play(&mut g, Mission(m("M1-09")));
    assert!(e.contains(&ZukunftEvent::KnightBack {
        colour: R,
        kind: ShieldKind::Yellow
    }));
    let mut s = mission_turn(cfg(4), &FOUR, 1, &["M1-09", "M1-01"]);
    put(&mut s, R, &["CH-S1", "CH-P1", "CH-N1", "CH-T1", "CH-X"]);
    let mut g = build(&s);
    let e = play(&mut g, Mission(m("M1-09")));
    assert!(e.contains(&ZukunftEvent::KnightBack {
        colour: R,
        kind: ShieldKind::Yellow
    }));
}

/// Z-ROOM-CHAP-4: 5 players, 4 start fields: a fifth colour cannot enter.
#[test]
fn chapel_has_four_starts_z_room_chap_4() {
    let mut s = mission_turn(cfg(5), &[P, R, G, Y, B], 1, &["M1-09", "M1-01"]);
    put(&mut s, R, &["CH-S1"]);
    put(&mut s, G, &["CH-S2"]);
    put(&mut s, Y, &["CH-S3"]);
    put(&mut s, B, &["CH-S4"]);
    let mut g = build(&s);
    let e = play(&mut g, Mission(m("M1-09")));
    assert!(e.contains(&ZukunftEvent::KnightBack {
        colour: P,
        kind: ShieldKind::Yellow
    }));
}

/// Z-ROOM-GEN-2, Z-ROOM-GEN-3: an additional knight obeys the room's rules; "free" excludes neutral
/// knights; a placed knight stays.
#[test]
fn every_figure_obeys_the_room_z_room_gen_2() {
    let mut s = mission_turn(cfg(3), &[R, G, Y], 2, &["M2-07", "M1-01"]); // R B
    put(&mut s, G, &["BR-01"]);
    let mut g = build(&s);
    play(&mut g, Mission(m("M2-07")));
    // BR-02 is neutral (3 players): the blue shield goes to BR-03; its K:Y follows the chapel's
    // rules: starts only, CH-S4 neutral.
    play(&mut g, Shield(ShieldKind::Blue, sp("BR-03")));
    let spaces: Vec<String> = legal(&g)
        .iter()
        .filter_map(|a| match a {
            Extra(Source::Screen, s) => Some(s.label()),
            _ => None,
        })
        .collect();
    assert_eq!(spaces, vec!["CH-S1", "CH-S2", "CH-S3"]);
    assert_eq!(occupant(&g, "BR-02"), Some(Occupant::Neutral));
    assert_eq!(
        occupant(&g, "BR-01"),
        Some(Occupant::Colour(G, Figure::Knight))
    );
}
