//! Phase 4: taking missions and resolving shields (Z-MISS) and the effects of spaces (Z-EFF).

mod zukunft_support;

use camelot_table::engine::zukunft::{
    GrailPart, Lapse, Pending, ShieldKind, Source, Via, Why, ZukunftAction, ZukunftError,
    ZukunftEvent,
};
use camelot_table::engine::{Game, GameExt, Turn, Viewer};
use zukunft_support::*;
use ZukunftAction::*;

const FOUR: [camelot_table::engine::zukunft::Colour; 4] = [R, G, Y, B];

/// Z-MISS-1: exactly one face-up mission with at most as many shields as knights sent; the
/// others wait for their turn.
#[test]
fn mission_fits_the_fist_z_miss_1() {
    let s = mission_turn(
        cfg(4),
        &FOUR,
        2,
        &["M1-01", "M1-05", "M2-01", "M3-01", "M2-14"],
    );
    let mut g = build(&s);
    assert_eq!(pending(&g), Pending::Mission { colour: R, sent: 2 });
    assert_eq!(
        legal(&g),
        vec![
            Mission(m("M1-01")),
            Mission(m("M1-05")),
            Mission(m("M2-01")),
            Mission(m("M2-14"))
        ]
    );
    assert_eq!(
        g.apply(0, &Mission(m("M3-01"))),
        Err(ZukunftError::TooFewKnights { needs: 3, sent: 2 })
    );
    assert_eq!(
        g.apply(0, &Mission(m("M1-02"))),
        Err(ZukunftError::NotOnDisplay(m("M1-02")))
    );
    assert_eq!(
        g.apply(1, &Mission(m("M1-01"))),
        Err(ZukunftError::NotYourTurn(1))
    );
    assert!(g.legal_actions(1).is_empty());
    play(&mut g, Mission(m("M2-01")));
    // Z-MISS-8: the card lies behind red's screen and is gone for the others.
    assert_eq!(colour(&g, R).missions, vec![m("M2-01")]);
    assert!(!public(&g).display.contains(&m("M2-01")));
}

/// Z-MISS-2, Z-MISS-3: surplus knights go to the hinterland when the card is taken; each shield
/// places a knight in its room by that room's rules, scoring at once (Z-EFF-1).
#[test]
fn surplus_then_one_knight_per_shield_z_miss_2() {
    let s = mission_turn(cfg(4), &FOUR, 3, &["M1-05", "M1-09", "M2-01"]);
    let mut g = build(&s);
    let e = play(&mut g, Mission(m("M1-05")));
    assert!(e.contains(&ZukunftEvent::MissionTaken {
        colour: R,
        card: m("M1-05"),
        sent: 3,
        surplus: 2
    }));
    assert_eq!(colour(&g, R).hinterland, 4, "at once, before any placement");
    assert_eq!(colour(&g, R).sent, 1);
    // Z-MISS-3: the green shield goes to the Training Ground's bottom row.
    assert_eq!(
        shield_spaces(&g, ShieldKind::Green),
        vec!["TG-1a", "TG-1b", "TG-1c", "TG-1d"]
    );
    let e = play(&mut g, Shield(ShieldKind::Green, sp("TG-1d")));
    assert_eq!(scored(&e, R), vec![(4, 4)]); // column d: +4 (Z-ROOM-TRAIN-2, Z-EFF-1)
    assert_eq!(occupant(&g, "TG-1d"), Some(knight(R)));
    assert_eq!(score(&g, R), 4);
    assert_eq!(colour(&g, R).sent, 0);
    assert_eq!(
        pending(&g),
        Pending::TakeBack { colour: G, max: 2 },
        "Z-MISS-13: the next colour's turn"
    );
}

/// Z-MISS-4: a multicolour shield may use any castle room (never the secret room).
#[test]
fn multicolour_any_castle_room_z_miss_4() {
    let s = mission_turn(cfg(5), &[R, G, Y, B, P], 1, &["M1-17", "MK-01"]);
    let mut g = build(&s);
    play(&mut g, Mission(m("M1-17")));
    let spaces = shield_spaces(&g, ShieldKind::Multi);
    // Round Table (lowest seat), the Training Ground's row, the chapel's starts, the ballroom.
    assert_eq!(
        spaces,
        vec![
            "TG-1a", "TG-1b", "TG-1c", "TG-1d", "RT-01", "BR-01", "CH-S1", "CH-S2", "CH-S3",
            "CH-S4"
        ]
    );
    assert!(spaces.iter().all(|s| !s.starts_with("SR")));
}

/// Z-MISS-5, Z-ROOM-SECRET-1, Z-ROOM-SECRET-2: a violet shield only in the secret room, on its topmost
/// free symbol.
#[test]
fn violet_only_secret_room_z_miss_5() {
    let mut s = mission_turn(cfg(5), &[R, G, Y, B, P], 2, &["MK-03", "M1-01"]);
    put(&mut s, G, &["SR-1"]);
    let mut g = build(&s);
    play(&mut g, Mission(m("MK-03")));
    assert_eq!(shield_spaces(&g, ShieldKind::Violet), vec!["SR-2"]);
    assert_eq!(shield_spaces(&g, ShieldKind::Red), vec!["RT-01"]);
    let e = play(&mut g, Shield(ShieldKind::Violet, sp("SR-2")));
    assert_eq!(scored(&e, R), vec![(6, 6)]);
}

/// Z-MISS-6: no legal space in the shield's room: the knight goes back behind the screen.
#[test]
fn full_room_sends_the_knight_home_z_miss_6() {
    // The chapel: every start taken by the four others (5 players, Z-ROOM-CHAP-4), and no
    // red knight there.
    let mut s = mission_turn(cfg(5), &[R, G, Y, B, P], 2, &["M2-08", "M1-01"]);
    put(&mut s, G, &["CH-S1"]);
    put(&mut s, Y, &["CH-S2"]);
    put(&mut s, B, &["CH-S3"]);
    put(&mut s, P, &["CH-S4"]);
    let mut g = build(&s);
    play(&mut g, Mission(m("M2-08"))); // G Y
    let l = legal(&g);
    assert!(l.contains(&ShieldBack(ShieldKind::Yellow)));
    assert!(
        !l.contains(&ShieldBack(ShieldKind::Green)),
        "green still has a space"
    );
    assert_eq!(
        g.apply(0, &ShieldBack(ShieldKind::Green)),
        Err(ZukunftError::SpaceAvailable(ShieldKind::Green))
    );
    let screen = colour(&g, R).screen;
    let e = play(&mut g, ShieldBack(ShieldKind::Yellow));
    assert!(e.contains(&ZukunftEvent::KnightBack {
        colour: R,
        kind: ShieldKind::Yellow
    }));
    assert_eq!(colour(&g, R).screen, screen + 1);
}

/// Z-MISS-7, Z-EFF-4, Z-EFF-5: the card's Grail icons are taken when the card is taken, before
/// any knight is placed; the tile comes from the tallest stack, unasked (the stacks are face
/// down and shuffled, so which one would tell the taker nothing), and only the taker sees it.
#[test]
fn grail_on_the_card_first_z_miss_7() {
    let mut s = mission_turn(cfg(4), &FOUR, 1, &["M1-04", "M1-01"]);
    s.grail_stacks = Some([
        vec![GrailPart::Lid],
        vec![GrailPart::Foot, GrailPart::Stem],
        vec![],
    ]);
    let mut g = build(&s);
    let e = play(&mut g, Mission(m("M1-04")));
    assert!(
        !matches!(pending(&g), Pending::Grail { .. }),
        "no stack is asked for"
    );
    assert!(e.contains(&ZukunftEvent::GrailTaken {
        colour: R,
        stack: Some(1)
    }));
    let seen = e
        .iter()
        .find(|e| matches!(e, ZukunftEvent::GrailSeen { .. }))
        .unwrap();
    assert_eq!(
        *seen,
        ZukunftEvent::GrailSeen {
            seat: 0,
            colour: R,
            part: GrailPart::Stem
        }
    );
    assert_eq!(
        g.view(Viewer::Seat(0)).me.unwrap().grail,
        vec![(R, vec![GrailPart::Stem])]
    );
    assert!(g
        .view(Viewer::Seat(1))
        .me
        .unwrap()
        .grail
        .iter()
        .all(|(_, t)| t.is_empty()));
    assert_eq!(colour(&g, R).grail_tiles, 1);
    assert_eq!(public(&g).grail_stacks, [1, 1, 0]);
    assert!(
        matches!(pending(&g), Pending::Shields { .. })
            || matches!(pending(&g), Pending::TakeBack { .. })
    );
}

/// Z-MISS-9: a special mission: the depicted knights go straight back behind the screen, the
/// surplus to the hinterland, and the printed points.
#[test]
fn special_mission_z_miss_9() {
    let s = mission_turn(cfg(4), &FOUR, 3, &["M2-14", "M3-07"]);
    let mut g = build(&s);
    let screen = colour(&g, R).screen;
    let e = play(&mut g, Mission(m("M2-14")));
    assert!(e.contains(&ZukunftEvent::SpecialMission {
        colour: R,
        card: m("M2-14"),
        knights: 2
    }));
    assert!(e.contains(&ZukunftEvent::Scored {
        colour: R,
        why: Why::SpecialMission(m("M2-14")),
        printed: 5,
        change: 5,
        score: 5
    }));
    let v = colour(&g, R);
    assert_eq!((v.screen, v.hinterland, v.sent), (screen + 2, 3, 0));
    let s = mission_turn(cfg(4), &FOUR, 3, &["M3-07", "M1-01"]);
    let mut g = build(&s);
    play(&mut g, Mission(m("M3-07")));
    assert_eq!(score(&g, R), 7);
}

/// Z-MISS-10: an empty fist takes up to 2 knights back, with one Grail tile each.
#[test]
fn take_back_z_miss_10() {
    let mut s = mission_turn(cfg(4), &FOUR, 0, &["M1-01", "M1-02"]);
    s.grail_stacks = Some([vec![GrailPart::Bowl, GrailPart::Lid], vec![], vec![]]);
    let mut g = build(&s);
    assert_eq!(pending(&g), Pending::TakeBack { colour: R, max: 2 });
    assert_eq!(legal(&g), vec![TakeBack(0), TakeBack(1), TakeBack(2)]);
    assert_eq!(
        g.apply(0, &Mission(m("M1-01"))),
        Err(ZukunftError::WrongMoment)
    );
    let e = play(&mut g, TakeBack(2));
    assert!(e.contains(&ZukunftEvent::TookBack {
        colour: R,
        knights: 2
    }));
    // One stack only: both tiles are taken without asking.
    assert_eq!(
        g.view(Viewer::Seat(0)).me.unwrap().grail,
        vec![(R, vec![GrailPart::Lid, GrailPart::Bowl])]
    );
    let v = colour(&g, R);
    assert_eq!((v.hinterland, v.screen), (0, 13));
    // With one knight on the hinterland the most is 1.
    let mut s = mission_turn(cfg(4), &FOUR, 0, &["M1-01"]);
    col_mut(&mut s, R).hinterland = 1;
    let g = build(&s);
    assert_eq!(legal(&g), vec![TakeBack(0), TakeBack(1)]);
}

/// Z-MISS-11: knights sent but no card fits: all of them go to the hinterland.
#[test]
fn no_fitting_mission_z_miss_11() {
    // The special 3-knight card asks for 3 knights (Z-MISS-9); M3-01's three shields too,
    // and phase 1 turns up one 3-knight card only.
    let s = mission_turn(cfg(4), &FOUR, 2, &["M3-07"]);
    let g = build(&s);
    let v = colour(&g, R);
    assert_eq!((v.sent, v.hinterland), (0, 4));
    assert_eq!(pending(&g), Pending::TakeBack { colour: G, max: 2 });
}

/// Z-MISS-12, Z-EFF-2: the owner orders the shields; a placement's chain (here an additional
/// knight into the yellow room) finishes before the next shield.
#[test]
fn shield_order_and_chained_effects_z_miss_12() {
    let mut s = mission_turn(cfg(4), &FOUR, 2, &["M2-07", "M1-01"]); // R B
    put(&mut s, G, &["BR-01", "BR-02"]);
    let mut g = build(&s);
    play(&mut g, Mission(m("M2-07")));
    let l = legal(&g);
    assert!(
        l.contains(&Shield(ShieldKind::Red, sp("RT-01")))
            && l.contains(&Shield(ShieldKind::Blue, sp("BR-03")))
    );
    play(&mut g, Shield(ShieldKind::Blue, sp("BR-03"))); // K:Y
    assert_eq!(
        pending(&g),
        Pending::Extra {
            colour: R,
            room: camelot_table::engine::zukunft::RoomColour::Yellow,
            optional: false,
            cause: sp("BR-03")
        }
    );
    // Z-EFF-2: from the hinterland or from behind the screen, onto a chapel start; no pass.
    let l = legal(&g);
    assert_eq!(l.len(), 8);
    assert!(!l.contains(&Pass));
    let e = play(&mut g, Extra(Source::Hinterland, sp("CH-S2")));
    assert_eq!(colour(&g, R).hinterland, 1);
    // The chain first, then the red shield (its only space, so the engine places it).
    let placed: Vec<(String, bool)> = e
        .iter()
        .filter_map(|e| match e {
            ZukunftEvent::Placed { space, via, .. } => Some((
                space.label(),
                matches!(
                    via,
                    Via::Extra {
                        source: Source::Hinterland,
                        ..
                    }
                ),
            )),
            _ => None,
        })
        .collect();
    assert_eq!(
        placed,
        vec![("CH-S2".to_owned(), true), ("RT-01".to_owned(), false)]
    );
    assert_eq!(pending(&g), Pending::TakeBack { colour: G, max: 2 });
}

/// Z-EFF-2: the additional knight lapses with no knight to send or no legal space.
#[test]
fn additional_knight_lapses_z_eff_2() {
    let mut s = mission_turn(cfg(4), &FOUR, 1, &["M1-13", "M1-01"]);
    put(&mut s, G, &["BR-01", "BR-02"]);
    let c = col_mut(&mut s, R);
    c.hinterland = 0;
    c.screen = 0;
    let mut g = build(&s);
    // BR-03 is the shield's only space (placed by the engine); its K:Y finds no knight.
    let e = play(&mut g, Mission(m("M1-13")));
    assert!(e.contains(&ZukunftEvent::Lapsed {
        colour: R,
        what: Lapse::Extra(camelot_table::engine::zukunft::RoomColour::Yellow)
    }));
    assert_eq!(occupant(&g, "BR-03"), Some(knight(R)));
    assert_eq!(colour(&g, R).screen, 0);
    assert!(public(&g)
        .spaces
        .iter()
        .filter(|v| v.room == camelot_table::engine::zukunft::Room::Chapel)
        .all(|v| v.occupant.is_none()));
}

/// The lapse as an event: the yellow room has no legal space (every chapel start taken).
#[test]
fn lapse_is_logged_z_eff_2() {
    // Every chapel start taken by the four others (5 players, Z-ROOM-CHAP-4).
    let mut s = mission_turn(cfg(5), &[R, G, Y, B, P], 2, &["M2-04", "M1-01"]); // B B
    put(&mut s, G, &["BR-01", "BR-02", "CH-S1"]);
    put(&mut s, Y, &["CH-S2"]);
    put(&mut s, B, &["CH-S3"]);
    put(&mut s, P, &["CH-S4"]);
    let mut g = build(&s);
    // Both blue shields have one space each (BR-03, then BR-04): the engine places them.
    let e = play(&mut g, Mission(m("M2-04")));
    assert_eq!(occupant(&g, "BR-04"), Some(knight(R)));
    assert!(e.contains(&ZukunftEvent::Lapsed {
        colour: R,
        what: Lapse::Extra(camelot_table::engine::zukunft::RoomColour::Yellow)
    }));
}

/// Z-EFF-3: a tree: a hinterland knight behind the screen, and a Grail tile even without one.
#[test]
fn tree_z_eff_3() {
    for hinterland in [1, 0] {
        let mut s = mission_turn(cfg(4), &FOUR, 1, &["M1-13", "M1-01"]);
        let fields: Vec<String> = (1..=10).map(|i| format!("BR-{i:02}")).collect();
        put(
            &mut s,
            G,
            &fields.iter().map(String::as_str).collect::<Vec<_>>(),
        );
        grail_stack(&mut s, &[GrailPart::Foot]);
        col_mut(&mut s, R).hinterland = hinterland;
        let mut g = build(&s);
        let screen = colour(&g, R).screen;
        let e = play(&mut g, Mission(m("M1-13"))); // BR-11: TREE, forced
        assert!(e.contains(&ZukunftEvent::Tree {
            colour: R,
            knight: hinterland == 1
        }));
        assert_eq!(colour(&g, R).screen, screen + hinterland);
        assert_eq!(colour(&g, R).grail_tiles, 1, "the tile comes either way");
    }
}

/// Z-EFF-4, Z-EFF-5: a space's Grail icon; an empty supply gives nothing.
#[test]
fn grail_icon_and_empty_supply_z_eff_5() {
    let mut s = mission_turn(cfg(4), &FOUR, 1, &["M1-09", "M1-01"]);
    s.grail_stacks = Some([vec![], vec![], vec![]]);
    let mut g = build(&s);
    play(&mut g, Mission(m("M1-09")));
    let e = play(&mut g, Shield(ShieldKind::Yellow, sp("CH-S1"))); // +1, GR:1
    assert!(e.contains(&ZukunftEvent::GrailSupplyEmpty {
        colour: R,
        missed: 1
    }));
    assert_eq!(colour(&g, R).grail_tiles, 0);
    assert_eq!(score(&g, R), 1);
}

/// Z-EFF-6, Z-ROOM-BALL-3: hearts add up per colour.
#[test]
fn hearts_add_up_z_eff_6() {
    let mut s = mission_turn(cfg(4), &FOUR, 1, &["M1-13", "M1-01"]);
    put(&mut s, R, &["BR-01"]);
    put(&mut s, G, &["BR-02", "BR-03", "BR-04", "BR-05"]);
    let mut g = build(&s);
    let e = play(&mut g, Mission(m("M1-13"))); // BR-06: +1, GR:1, two hearts
    assert!(e.contains(&ZukunftEvent::Hearts {
        colour: R,
        hearts: 3
    }));
    assert_eq!(colour(&g, R).hearts, 3);
}

/// Z-EFF-7: a loss larger than the score takes it to 0.
#[test]
fn score_floor_z_eff_7() {
    let mut s = mission_turn(sides(4, "AAAB"), &FOUR, 1, &["M1-13", "M1-01"]);
    // Intrigue group 4 (2 spaces): green holds one; red completes it; yellow and blue lose 4.
    put(&mut s, G, &["IN-4a"]);
    put(&mut s, R, &["IN-1a", "IN-2a", "IN-3a"]);
    col_mut(&mut s, Y).score = 2;
    let mut g = build(&s);
    play(&mut g, Mission(m("M1-13")));
    let e = play(&mut g, Shield(ShieldKind::Blue, sp("IN-4b")));
    assert_eq!(scored(&e, Y), vec![(-4, -2)]);
    assert_eq!(score(&g, Y), 0);
    assert_eq!(score(&g, B), 0);
}

/// Z-MISS-13: phase 4 ends when every colour has had its turn; the round ends.
#[test]
fn phase_four_ends_after_every_colour_z_miss_13() {
    let s = mission_turn(cfg(4), &FOUR, 0, &["M1-01", "M1-02"]);
    let mut g = build(&s);
    for _ in 0..4 {
        assert!(matches!(pending(&g), Pending::TakeBack { .. }));
        play(&mut g, TakeBack(0));
    }
    assert_eq!(public(&g).round, 2);
    assert!(matches!(g.turn(), Turn::Simultaneous(_)));
}

/// Z-EFF-5: with two stacks equally tall the first of them is drawn from; a stack the draw does
/// not come from is refused with the one it does, and the refusal changes nothing.
#[test]
fn the_tallest_stack_is_drawn_from_z_eff_5() {
    let mut s = mission_turn(cfg(4), &FOUR, 1, &["M1-04", "M1-01"]);
    s.grail_stacks = Some([
        vec![GrailPart::Lid],
        vec![GrailPart::Foot, GrailPart::Stem],
        vec![GrailPart::Bowl, GrailPart::Lid],
    ]);
    let mut g = build(&s);
    let e = play(&mut g, Mission(m("M1-04")));
    assert!(e.contains(&ZukunftEvent::GrailTaken {
        colour: R,
        stack: Some(1)
    }));
    assert_eq!(public(&g).grail_stacks, [1, 1, 2]);
    assert_eq!(
        g.view(Viewer::Seat(0)).me.unwrap().grail,
        vec![(R, vec![GrailPart::Stem])]
    );
}

/// Z-EFF-5 as games saved before `draw_grail` replay: the taker chooses among the stacks with
/// tiles, and sees the tile alone.
#[test]
fn saves_from_before_choose_the_stack_z_eff_5() {
    let mut config = cfg(4);
    config.draw_grail = false;
    let mut s = mission_turn(config, &FOUR, 1, &["M1-04", "M1-01"]);
    s.grail_stacks = Some([
        vec![GrailPart::Lid],
        vec![GrailPart::Foot, GrailPart::Stem],
        vec![],
    ]);
    let mut g = build(&s);
    play(&mut g, Mission(m("M1-04")));
    assert_eq!(
        pending(&g),
        Pending::Grail {
            colour: R,
            tiles: 1,
            picking: false
        }
    );
    assert_eq!(legal(&g), vec![Stack(0), Stack(1)]);
    let e = play(&mut g, Stack(0));
    assert!(e.contains(&ZukunftEvent::GrailSeen {
        seat: 0,
        colour: R,
        part: GrailPart::Lid
    }));
    assert_eq!(public(&g).grail_stacks, [0, 2, 0]);
}
