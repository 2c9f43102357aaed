//! The B sides' placement rules: Tournament Ground, Rebellion (placing), Intrigue, Library;
//! and the secret room.

mod zukunft_support;

use camelot_table::engine::zukunft::{
    GrailPart, Occupant, Pending, RebelSide, RoomColour, ShieldKind, Source, TableSide, Why,
    ZukunftAction, ZukunftEvent,
};
use zukunft_support::*;
use ZukunftAction::*;

const FOUR: [camelot_table::engine::zukunft::Colour; 4] = [R, G, Y, B];

/// Z-ROOM-TOURN-2, Z-ROOM-TOURN-3: preliminary fields pay 2; a knight in all three rounds takes a tile (+3),
/// one per colour, while one is left.
#[test]
fn tournament_preliminaries_and_tile_z_room_tourn_3() {
    let mut s = mission_turn(sides(4, "ABAA"), &FOUR, 1, &["M1-05", "M1-01"]);
    put(&mut s, R, &["TO-1a", "TO-2a"]);
    let mut g = build(&s);
    play(&mut g, Mission(m("M1-05")));
    // One field per round is offered (the lowest free): they are alike.
    assert_eq!(
        shield_spaces(&g, ShieldKind::Green),
        vec!["TO-1b", "TO-2b", "TO-3a"]
    );
    let e = play(&mut g, Shield(ShieldKind::Green, sp("TO-3a")));
    assert_eq!(scored(&e, R), vec![(2, 2), (3, 3)]);
    assert!(e.contains(&ZukunftEvent::TournamentTile { colour: R, left: 1 }));
    assert_eq!(public(&g).tournament_tiles, Some(1));
    // At most one tile per colour; none left when both are gone.
    let mut s = mission_turn(sides(4, "ABAA"), &FOUR, 1, &["M1-05", "M1-01"]);
    put(&mut s, R, &["TO-1a", "TO-2a", "TO-3a"]);
    col_mut(&mut s, R).tournament_tile = true;
    let mut g = build(&s);
    play(&mut g, Mission(m("M1-05")));
    let e = play(&mut g, Shield(ShieldKind::Green, sp("TO-3b")));
    assert_eq!(scored(&e, R), vec![(2, 2)]);
    // Both tiles gone before a third colour completes the rounds cannot happen: round III has
    // two fields, so at most two colours ever stand in all three (a setup saying otherwise is
    // refused, tests/zukunft_setup.rs).
}

/// Z-ROOM-TOURN-4, Z-ROOM-TOURN-5, Z-ROOM-TOURN-6, Z-ROOM-TOURN-9: when the 8 preliminary fields are full the final opens (the light
/// Fanfare goes); a final field needs a knight in its round; +4 and an optional tree.
#[test]
fn tournament_final_z_room_tourn_5() {
    let mut s = mission_turn(sides(4, "ABAA"), &FOUR, 1, &["M1-05", "M1-01"]);
    put(&mut s, R, &["TO-1a", "TO-1b", "TO-1c"]);
    put(&mut s, G, &["TO-2a", "TO-2b", "TO-2c", "TO-3a"]);
    grail_stack(&mut s, &[GrailPart::Bowl]);
    let mut g = build(&s);
    let e = play(&mut g, Mission(m("M1-05"))); // TO-3b forced; the final opens
    assert!(e.contains(&ZukunftEvent::FanfareRemoved {
        winner_field: false
    }));
    assert_eq!(public(&g).fanfares, Some([false, true]));
    assert_eq!(
        scored(&e, R),
        vec![(2, 2)],
        "the Fanfare gives no points (Z-ROOM-TOURN-9)"
    );
    // Next turn for red: only TO-F1 and TO-F3 (knights in rounds I and III), not F2.
    let mut s = mission_turn(sides(4, "ABAA"), &FOUR, 1, &["M1-05", "M1-01"]);
    put(&mut s, G, &["TO-2a", "TO-2b", "TO-2c", "TO-3a"]);
    put(&mut s, R, &["TO-1a", "TO-1b", "TO-1c", "TO-3b"]);
    grail_stack(&mut s, &[GrailPart::Bowl]);
    let mut g = build(&s);
    play(&mut g, Mission(m("M1-05")));
    assert_eq!(shield_spaces(&g, ShieldKind::Green), vec!["TO-F1", "TO-F3"]);
    let e = play(&mut g, Shield(ShieldKind::Green, sp("TO-F1")));
    assert_eq!(scored(&e, R), vec![(4, 4)]);
    assert_eq!(pending(&g), Pending::Tree { colour: R });
    assert_eq!(legal(&g), vec![Accept, Pass]);
    let e = play(&mut g, Accept);
    assert!(e.contains(&ZukunftEvent::Tree {
        colour: R,
        knight: true
    }));
    assert_eq!(colour(&g, R).grail_tiles, 1);
    // Declining is allowed (Z-ROOM-TOURN-6).
    let mut g2 = build(&s);
    play(&mut g2, Mission(m("M1-05")));
    play(&mut g2, Shield(ShieldKind::Green, sp("TO-F3")));
    let e = play(&mut g2, Pass);
    assert!(e.contains(&ZukunftEvent::Passed { colour: R }));
    assert_eq!(colour(&g2, R).grail_tiles, 0);
}

/// Z-ROOM-TOURN-7, Z-ROOM-TOURN-8: when the 3 finals are full the winner's field opens (the dark Fanfare
/// goes); it needs a knight on a final; +6 and an optional red knight.
#[test]
fn tournament_winner_z_room_tourn_8() {
    let base = || {
        let mut s = mission_turn(sides(4, "ABAA"), &FOUR, 1, &["M1-05", "M1-01"]);
        // The finals open once the 8 preliminary fields are full (Z-ROOM-TOURN-4).
        put(&mut s, G, &["TO-2a", "TO-2b", "TO-2c", "TO-3a", "TO-3b"]);
        put(&mut s, R, &["TO-1a", "TO-1b", "TO-1c", "TO-F1"]);
        put(&mut s, G, &["TO-F2"]);
        s
    };
    let mut s = base();
    put(&mut s, G, &["TO-F3"]); // green has round III knights (Z-ROOM-TOURN-5)
    let mut g = build(&s);
    assert_eq!(public(&g).fanfares, Some([false, false]));
    let e = play(&mut g, Mission(m("M1-05"))); // TO-W, forced
    assert_eq!(scored(&e, R), vec![(6, 6)]);
    assert!(matches!(
        pending(&g),
        Pending::Extra {
            room: RoomColour::Red,
            optional: true,
            ..
        }
    ));
    let l = legal(&g);
    assert_eq!(l.last(), Some(&Pass));
    assert!(l.contains(&Extra(Source::Hinterland, sp("RT-01"))));
    play(&mut g, Pass);
    // Yellow, with no preliminary knight, reaches no final: its shield goes home.
    let mut s = mission_turn(sides(4, "ABAA"), &[Y, R, G, B], 1, &["M1-05", "M1-01"]);
    put(&mut s, R, &["TO-1a", "TO-1b", "TO-1c"]);
    put(&mut s, G, &["TO-2a", "TO-2b", "TO-2c", "TO-3a", "TO-3b"]);
    let mut g = build(&s);
    let e = play(&mut g, Mission(m("M1-05")));
    assert!(e.contains(&ZukunftEvent::KnightBack {
        colour: Y,
        kind: ShieldKind::Green
    }));
    // Green takes the last final (it has round III knights): the dark Fanfare goes.
    let mut s = base();
    s.order = vec![G, R, Y, B];
    let c = col_mut(&mut s, R);
    c.sent = 0;
    c.screen += 1;
    let c = col_mut(&mut s, G);
    c.sent = 1;
    c.screen -= 1;
    let mut g = build(&s);
    let e = play(&mut g, Mission(m("M1-05"))); // TO-F3, the only space
    assert!(e.contains(&ZukunftEvent::FanfareRemoved { winner_field: true }));
    assert_eq!(public(&g).fanfares, Some([false, false]));
}

/// Z-ROOM-REBEL-2, Z-ROOM-REBEL-3, Z-ROOM-REBEL-4: entry on start 1, 2, 3, 4 in order of entry, fixing the side; later
/// knights next to the colour's most recent knight (a choice between two); after losing every
/// knight, re-entry on its own start field.
#[test]
fn rebellion_entry_and_adjacency_z_room_rebel_3() {
    let mut s = mission_turn(sides(4, "BAAA"), &FOUR, 1, &["M1-01", "M1-05"]);
    s.figures.push((sp("RB-U1"), knight(G)));
    col_mut(&mut s, G).rebellion_start = Some(1);
    col_mut(&mut s, G).screen -= 1;
    let mut g = build(&s);
    let e = play(&mut g, Mission(m("M1-01"))); // start 2 = RB-L1, forced
    assert!(e.contains(&ZukunftEvent::RebellionEntered {
        colour: R,
        start: 2,
        side: RebelSide::Rebels
    }));
    assert_eq!(occupant(&g, "RB-L1"), Some(knight(R)));
    assert_eq!(colour(&g, R).rebellion, Some((2, RebelSide::Rebels)));
    assert_eq!(public(&g).next_rebellion_start, Some(3));
    // Later: next to the most recent knight; in the middle of a row, two candidates.
    let mut s = mission_turn(sides(4, "BAAA"), &FOUR, 1, &["M1-01", "M1-05"]);
    put(&mut s, R, &["RB-U7", "RB-U6"]);
    col_mut(&mut s, R).rebellion_start = Some(3);
    let mut g = build(&s);
    play(&mut g, Mission(m("M1-01")));
    assert_eq!(
        occupant(&g, "RB-U5"),
        Some(knight(R)),
        "next to U6, its only space"
    );
    let mut s = mission_turn(sides(4, "BAAA"), &FOUR, 1, &["M1-01", "M1-05"]);
    put(&mut s, R, &["RB-U7", "RB-U6", "RB-U5", "RB-U4"]); // most recent U4: U3 (U5 is taken)
    col_mut(&mut s, R).rebellion_start = Some(3);
    put(&mut s, G, &["RB-U1", "RB-U2"]);
    col_mut(&mut s, G).rebellion_start = Some(1);
    let mut g = build(&s);
    play(&mut g, Mission(m("M1-01")));
    assert_eq!(occupant(&g, "RB-U3"), Some(knight(R)));
    // Most recent L3 with both sides free: L4 was moved to the hinterland when green and
    // yellow filled the Intrigue's top group (Z-ROOM-INTR-4).
    let mut s = mission_turn(sides(4, "BAAB"), &FOUR, 1, &["M1-01", "M1-05"]);
    put(&mut s, R, &["RB-L6", "RB-L5", "RB-L4", "RB-L3"]);
    col_mut(&mut s, R).rebellion_start = Some(4);
    put(&mut s, G, &["IN-5a"]);
    put(&mut s, Y, &["IN-5b"]);
    s.removed = vec![sp("RB-L4")];
    col_mut(&mut s, R).hinterland += 1;
    let mut g = build(&s);
    play(&mut g, Mission(m("M1-01")));
    assert_eq!(shield_spaces(&g, ShieldKind::Red), vec!["RB-L2", "RB-L4"]);
    // Re-entry: no knight left in the room; its own start field, if free.
    let mut s = mission_turn(sides(4, "BAAA"), &FOUR, 1, &["M1-01", "M1-05"]);
    col_mut(&mut s, R).rebellion_start = Some(3);
    put(&mut s, G, &["RB-U1"]);
    col_mut(&mut s, G).rebellion_start = Some(1);
    let mut g = build(&s);
    play(&mut g, Mission(m("M1-01")));
    assert_eq!(occupant(&g, "RB-U7"), Some(knight(R)));
    assert_eq!(
        public(&g).next_rebellion_start,
        Some(4),
        "re-entry hands out no new start"
    );
}

/// Z-ROOM-REBEL-5: 4 start fields: with all 4 handed out (or taken) a fifth colour cannot enter.
#[test]
fn rebellion_has_four_starts_z_room_rebel_5() {
    let mut s = mission_turn(sides(5, "BAAA"), &[P, R, G, Y, B], 1, &["M1-01", "M1-05"]);
    for (c, f, n) in [
        (R, "RB-U1", 1),
        (G, "RB-L1", 2),
        (Y, "RB-U7", 3),
        (B, "RB-L6", 4),
    ] {
        put(&mut s, c, &[f]);
        col_mut(&mut s, c).rebellion_start = Some(n);
    }
    let mut g = build(&s);
    assert_eq!(public(&g).next_rebellion_start, None);
    let e = play(&mut g, Mission(m("M1-01")));
    assert!(e.contains(&ZukunftEvent::KnightBack {
        colour: P,
        kind: ShieldKind::Red
    }));
}

/// Z-ROOM-REBEL-6: the Knights' Table shows gold while the royalists lead, else green.
#[test]
fn knights_table_turns_z_room_rebel_6() {
    let mut s = mission_turn(sides(4, "BAAA"), &FOUR, 1, &["M1-01", "M1-05"]);
    put(&mut s, G, &["RB-L1"]);
    col_mut(&mut s, G).rebellion_start = Some(2);
    s.figures.push((sp("RB-U1"), knight(Y)));
    col_mut(&mut s, Y).rebellion_start = Some(1);
    col_mut(&mut s, Y).screen -= 1;
    put(&mut s, R, &["RB-U7"]);
    col_mut(&mut s, R).rebellion_start = Some(3);
    let mut g = build(&s);
    assert_eq!(public(&g).knights_table, Some(TableSide::Gold));
    // Red... is royalist; take a rebel colour to level it: green's turn instead.
    let mut s2 = s.clone();
    s2.order = vec![G, R, Y, B];
    let c = col_mut(&mut s2, R);
    c.sent = 0;
    c.screen += 1;
    let c = col_mut(&mut s2, G);
    c.sent = 1;
    c.screen -= 1;
    let mut g2 = build(&s2);
    let e = play(&mut g2, Mission(m("M1-01"))); // L2
    assert!(e.contains(&ZukunftEvent::TableTurned {
        side: TableSide::Green,
        royalists: 2,
        rebels: 2
    }));
    let _ = play(&mut g, Mission(m("M1-01"))); // red U6: still gold
    assert_eq!(public(&g).knights_table, Some(TableSide::Gold));
}

/// Z-ROOM-INTR-1, Z-ROOM-INTR-2: one knight per group for each colour, on any free space there; the group's
/// points at once.
#[test]
fn intrigue_groups_z_room_intr_1() {
    let mut s = mission_turn(sides(4, "AAAB"), &FOUR, 1, &["M1-13", "M1-01"]);
    put(&mut s, R, &["IN-1a", "IN-4a"]);
    put(&mut s, G, &["IN-2a"]);
    let mut g = build(&s);
    play(&mut g, Mission(m("M1-13")));
    assert_eq!(
        shield_spaces(&g, ShieldKind::Blue),
        vec!["IN-2b", "IN-3a", "IN-5a"]
    );
    for (space, points) in [
        ("IN-2b", 3),
        ("IN-3a", 3),
        ("IN-5a", 5),
        ("IN-1b", 2),
        ("IN-4b", 4),
    ] {
        assert_eq!(sp(space).effect().points, points);
    }
    let e = play(&mut g, Shield(ShieldKind::Blue, sp("IN-5a")));
    assert_eq!(scored(&e, R), vec![(5, 5)]);
}

/// Z-ROOM-INTR-3, Z-ROOM-INTR-5: a group's last space filled: every player colour not in it loses 4;
/// neutral spaces count as filled and the neutral colour is never penalised (Z-3P-2).
#[test]
fn intrigue_completion_z_room_intr_3() {
    let mut s = mission_turn(sides(3, "AAAB"), &[R, G, Y], 1, &["M1-13", "M1-01"]);
    put(&mut s, G, &["IN-3a"]); // IN-3c is neutral with 3 players
    for c in [R, G, Y] {
        col_mut(&mut s, c).score = 10;
    }
    let mut g = build(&s);
    play(&mut g, Mission(m("M1-13")));
    let e = play(&mut g, Shield(ShieldKind::Blue, sp("IN-3b")));
    let completed = e.iter().find_map(|e| match e {
        ZukunftEvent::IntrigueCompleted { group, penalised } => {
            Some((*group, penalised.as_slice().to_vec()))
        }
        _ => None,
    });
    assert_eq!(completed, Some((3, vec![Y])));
    assert!(e.contains(&ZukunftEvent::Scored {
        colour: Y,
        why: Why::IntriguePenalty { group: 3 },
        printed: -4,
        change: -4,
        score: 6
    }));
    assert_eq!(score(&g, R), 13);
    assert_eq!(score(&g, G), 10);
}

/// Z-ROOM-INTR-4: the top group: −2, and each penalised colour moves one of its red-room knights
/// to the hinterland, choosing which (only the points with none there).
#[test]
fn intrigue_top_group_z_room_intr_4() {
    let mut s = mission_turn(sides(4, "BAAB"), &FOUR, 1, &["M1-13", "M1-01"]);
    put(&mut s, G, &["IN-5a"]);
    put(&mut s, Y, &["RB-U1", "RB-U2"]);
    col_mut(&mut s, Y).rebellion_start = Some(1);
    for c in FOUR {
        col_mut(&mut s, c).score = 5;
    }
    let mut g = build(&s);
    play(&mut g, Mission(m("M1-13")));
    let e = play(&mut g, Shield(ShieldKind::Blue, sp("IN-5b")));
    assert_eq!(scored(&e, Y), vec![(-2, -2)]);
    assert_eq!(scored(&e, B), vec![(-2, -2)]);
    // Yellow chooses which of its two Rebellion knights leaves; blue has none there.
    assert_eq!(pending(&g), Pending::Remove { colour: Y });
    assert_eq!(to_act(&g), 2);
    assert_eq!(legal(&g), vec![Remove(sp("RB-U1")), Remove(sp("RB-U2"))]);
    let e = play(&mut g, Remove(sp("RB-U2")));
    assert!(e.contains(&ZukunftEvent::RedKnightRemoved {
        colour: Y,
        space: sp("RB-U2")
    }));
    assert_eq!(colour(&g, Y).hinterland, 3);
    assert_eq!(occupant(&g, "RB-U2"), None);
}

/// Z-ROOM-LIB-1, Z-ROOM-LIB-2, Z-ROOM-LIB-4: first on a start field, then along an arrow from any own knight there;
/// with no free arrow the colour cannot place.
#[test]
fn library_paths_z_room_lib_2() {
    let mut s = mission_turn(sides(4, "AABA"), &FOUR, 1, &["M1-09", "M1-01"]);
    put(&mut s, G, &["LI-S2"]);
    let mut g = build(&s);
    play(&mut g, Mission(m("M1-09")));
    assert_eq!(
        shield_spaces(&g, ShieldKind::Yellow),
        vec!["LI-S1", "LI-S3", "LI-S4"]
    );
    let mut s = mission_turn(sides(4, "AABA"), &FOUR, 1, &["M1-09", "M1-01"]);
    put(&mut s, R, &["LI-S1", "LI-A1"]);
    put(&mut s, G, &["LI-S2", "LI-A2"]);
    let mut g = build(&s);
    play(&mut g, Mission(m("M1-09")));
    // From S1 (A1, A2 taken) nothing; from A1: B1. Not the free starts.
    assert_eq!(
        occupant(&g, "LI-B1"),
        Some(knight(R)),
        "the only arrow target, placed at once"
    );
    let mut s = mission_turn(sides(4, "AABA"), &FOUR, 1, &["M1-09", "M1-01"]);
    // Cut off: every arrow from every red knight leads to a taken field (LI-C1 has none).
    put(&mut s, R, &["LI-S1", "LI-A1", "LI-B1", "LI-C1"]);
    put(&mut s, G, &["LI-S2", "LI-A2"]);
    let mut g = build(&s);
    let e = play(&mut g, Mission(m("M1-09")));
    assert!(e.contains(&ZukunftEvent::KnightBack {
        colour: R,
        kind: ShieldKind::Yellow
    }));
}

/// Z-ROOM-LIB-3: 4 start fields: with all taken a new colour cannot enter (5 players).
#[test]
fn library_has_four_starts_z_room_lib_3() {
    let mut s = mission_turn(sides(5, "AABA"), &[P, R, G, Y, B], 1, &["M1-09", "M1-01"]);
    put(&mut s, R, &["LI-S1"]);
    put(&mut s, G, &["LI-S2"]);
    put(&mut s, Y, &["LI-S3"]);
    put(&mut s, B, &["LI-S4"]);
    let mut g = build(&s);
    let e = play(&mut g, Mission(m("M1-09")));
    assert!(e.contains(&ZukunftEvent::KnightBack {
        colour: P,
        kind: ShieldKind::Yellow
    }));
}

/// Z-ROOM-SECRET-1, Z-ROOM-SECRET-2, Z-ROOM-SECRET-5: only violet shields enter, on the topmost free symbol; a colour may
/// hold several.
#[test]
fn secret_room_z_room_secret_2() {
    let mut s = mission_turn(cfg(5), &[R, G, Y, B, P], 2, &["MK-04", "M1-01"]); // V M
    put(&mut s, R, &["SR-1"]);
    let mut g = build(&s);
    play(&mut g, Mission(m("MK-04")));
    assert_eq!(shield_spaces(&g, ShieldKind::Violet), vec!["SR-2"]);
    assert!(shield_spaces(&g, ShieldKind::Multi)
        .iter()
        .all(|s| !s.starts_with("SR")));
    let e = play(&mut g, Shield(ShieldKind::Violet, sp("SR-2")));
    assert_eq!(scored(&e, R), vec![(6, 6)]);
    assert_eq!(
        public(&g)
            .spaces
            .iter()
            .filter(|v| v.occupant == Some(knight(R)) && v.space.label().starts_with("SR"))
            .count(),
        2
    );
    assert_eq!(sp("SR-3").effect().points, 5);
    let _ = Occupant::Neutral;
}
