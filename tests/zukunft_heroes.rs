//! The heroes (Z-HERO) with hand-built positions.

mod zukunft_support;

use camelot_table::engine::zukunft::{
    Colour, Figure, GrailPart, Hero, HeroState, Occupant, Pending, ShieldKind, Via, Why,
    ZukunftAction, ZukunftError, ZukunftEvent, ZukunftSetup,
};
use camelot_table::engine::{Game, GameEvent, GameExt, Viewer};
use zukunft_support::*;
use ZukunftAction::*;

/// Phase 4 with heroes, `first` to take a mission for `sent` knights; its hero's side 1 used in
/// round 1 when `side2` (the position is in round 2).
fn hero_turn(players: u8, first: Colour, sent: u8, display: &[&str], side2: bool) -> ZukunftSetup {
    let mut order: Vec<Colour> = vec![first];
    order.extend(
        Colour::ALL
            .iter()
            .copied()
            .take(if players == 5 { 5 } else { 4 })
            .filter(|&c| c != first),
    );
    let mut s = mission_turn(heroes(cfg(players)), &order, 0, display);
    let col = col_mut(&mut s, first);
    col.screen -= sent;
    col.sent = sent;
    if first == P {
        col.black_knight_beside = true;
    }
    if side2 {
        col.hero = HeroState {
            side1: Some(1),
            side2: false,
        };
        s.round = 2;
    }
    s
}

fn hero_of(g: &camelot_table::engine::zukunft::Zukunft, c: Colour) -> (u8, Option<u8>) {
    let h = colour(g, c).hero.expect("hero");
    (h.side, h.side1_round)
}

/// Z-HERO-KAY-1, Z-HERO-2, Z-HERO-3: one shield of the card (a violet one too) into the red room; the
/// hero turns to side 2, usable from a later round.
#[test]
fn kay_sends_a_shield_to_the_red_room_z_hero_kay_1() {
    let s = hero_turn(5, R, 2, &["MK-03", "M1-01"], false); // V R
    let mut g = build(&s);
    play(&mut g, Mission(m("MK-03")));
    // The violet shield: its symbol, or (Kay) the Round Table.
    assert_eq!(shield_spaces(&g, ShieldKind::Violet), vec!["RT-01", "SR-1"]);
    let e = play(&mut g, Shield(ShieldKind::Violet, sp("RT-01")));
    assert!(e.contains(&ZukunftEvent::HeroUsed {
        colour: R,
        hero: Hero::Kay,
        side: 1
    }));
    assert!(e.iter().any(|e| matches!(
        e,
        ZukunftEvent::Placed {
            via: Via::Shield {
                kind: ShieldKind::Violet,
                hero: Some((Hero::Kay, 1))
            },
            ..
        }
    )));
    assert_eq!(hero_of(&g, R), (2, Some(1)));
    // Z-HERO-3: no side 2 (a discard) in the same round.
    assert!(!matches!(pending(&g), Pending::HeroEnd { colour: R }));
}

/// Z-HERO-KAY-2, Z-HERO-4: after the mission (or a take-back turn), discard one more face-up
/// card; optional; then the hero leaves the game.
#[test]
fn kay_discards_a_card_z_hero_kay_2() {
    let s = hero_turn(4, R, 1, &["M1-01", "M1-05", "M2-01"], true);
    let mut g = build(&s);
    play(&mut g, Mission(m("M1-05")));
    play(&mut g, Shield(ShieldKind::Green, sp("TG-1a")));
    assert_eq!(pending(&g), Pending::HeroEnd { colour: R });
    assert_eq!(
        legal(&g),
        vec![Discard(m("M1-01")), Discard(m("M2-01")), Pass]
    );
    let e = play(&mut g, Discard(m("M2-01")));
    assert!(e.contains(&ZukunftEvent::Discarded {
        colour: R,
        card: m("M2-01")
    }));
    assert!(public(&g).boxed.contains(&m("M2-01")));
    assert_eq!(hero_of(&g, R), (0, Some(1)));
    // In a take-back turn too.
    let s = hero_turn(4, R, 0, &["M1-01", "M1-05"], true);
    let mut g = build(&s);
    play(&mut g, TakeBack(0));
    assert_eq!(pending(&g), Pending::HeroEnd { colour: R });
    play(&mut g, Pass);
    assert_eq!(hero_of(&g, R), (2, Some(1)), "unused: still there");
}

/// Z-HERO-TRI-1, Z-HERO-5: a shield into the green room, by its rules; not when it has no space.
#[test]
fn tristan_sends_a_shield_to_the_green_room_z_hero_tri_1() {
    let mut s = hero_turn(4, G, 1, &["M1-01", "M1-02"], false);
    put(&mut s, Y, &["TG-1a", "TG-1b"]);
    let mut g = build(&s);
    play(&mut g, Mission(m("M1-01")));
    assert_eq!(
        shield_spaces(&g, ShieldKind::Red),
        vec!["TG-1c", "TG-1d", "RT-01"]
    );
    let e = play(&mut g, Shield(ShieldKind::Red, sp("TG-1d")));
    assert!(e.contains(&ZukunftEvent::HeroUsed {
        colour: G,
        hero: Hero::Tristan,
        side: 1
    }));
    assert_eq!(scored(&e, G), vec![(4, 4)]);
    // Z-HERO-5: a full green room offers nothing to redirect to.
    let mut s = hero_turn(4, G, 1, &["M1-01", "M1-02"], false);
    let fields: Vec<String> = (1..=4)
        .flat_map(|r| ["a", "b", "c", "d"].map(|k| format!("TG-{r}{k}")))
        .collect();
    s.figures = fields
        .iter()
        .enumerate()
        .map(|(i, f)| (sp(f), knight(if i % 2 == 0 { Y } else { B })))
        .collect();
    col_mut(&mut s, Y).screen = 3;
    col_mut(&mut s, B).screen = 3;
    let mut g = build(&s);
    let e = play(&mut g, Mission(m("M1-01")));
    assert_eq!(
        occupant(&g, "RT-01"),
        Some(knight(G)),
        "only the red room: placed at once"
    );
    assert!(!e.iter().any(|e| matches!(e, ZukunftEvent::HeroUsed { .. })));
}

/// Z-HERO-TRI-2: two knights into the same room in one turn: +3, once.
#[test]
fn tristan_two_in_one_room_z_hero_tri_2() {
    let s = hero_turn(4, G, 2, &["M2-02", "M1-01"], true);
    let mut g = build(&s);
    play(&mut g, Mission(m("M2-02"))); // G G
    play(&mut g, Shield(ShieldKind::Green, sp("TG-1a")));
    let e = play(&mut g, Shield(ShieldKind::Green, sp("TG-1c")));
    assert!(e.contains(&ZukunftEvent::HeroUsed {
        colour: G,
        hero: Hero::Tristan,
        side: 2
    }));
    assert!(e.contains(&ZukunftEvent::Scored {
        colour: G,
        why: Why::Tristan,
        printed: 3,
        change: 3,
        score: 3 + 3 + 3
    }));
    assert_eq!(hero_of(&g, G), (0, Some(1)));
}

/// Z-HERO-PAR-1: a shield into the yellow room.
#[test]
fn parzival_sends_a_shield_to_the_yellow_room_z_hero_par_1() {
    let s = hero_turn(4, Y, 1, &["M1-13", "M1-01"], false);
    let mut g = build(&s);
    play(&mut g, Mission(m("M1-13")));
    assert_eq!(
        shield_spaces(&g, ShieldKind::Blue),
        vec!["BR-01", "CH-S1", "CH-S2", "CH-S3", "CH-S4"]
    );
    let e = play(&mut g, Shield(ShieldKind::Blue, sp("CH-S3")));
    assert!(e.contains(&ZukunftEvent::HeroUsed {
        colour: Y,
        hero: Hero::Parzival,
        side: 1
    }));
}

/// Z-HERO-PAR-2: when he receives Grail tiles in his turn he may look through the supply and
/// pick every tile of that turn; the rest is then shuffled back into 3 stacks; only his seat
/// learns what the supply held.
#[test]
fn parzival_picks_his_tiles_z_hero_par_2() {
    let mut s = hero_turn(4, Y, 0, &["M1-01", "M1-05"], true);
    s.grail_stacks = Some([
        vec![GrailPart::Bowl, GrailPart::Bowl],
        vec![GrailPart::Lid],
        vec![GrailPart::Foot],
    ]);
    let mut g = build(&s);
    play(&mut g, TakeBack(2));
    // Z-EFF-5: the one draw beside the look is from the tallest stack; another is refused
    // and changes nothing.
    assert_eq!(legal(&g), vec![Stack(0), Parzival]);
    let before = public(&g);
    assert_eq!(
        g.apply(2, &Stack(1)).unwrap_err(),
        ZukunftError::DrawnFromStack(0)
    );
    assert_eq!(public(&g), before);
    let e = play(&mut g, Parzival);
    assert!(e.contains(&ZukunftEvent::ParzivalLooks { colour: Y }));
    let saw = e
        .iter()
        .find(|e| matches!(e, ZukunftEvent::ParzivalSaw { .. }))
        .unwrap();
    assert_eq!(
        *saw,
        ZukunftEvent::ParzivalSaw {
            seat: 2,
            supply: [2, 1, 0, 1]
        }
    );
    assert!(!saw.visible_to(Viewer::Public) && !saw.visible_to(Viewer::Seat(0)));
    assert_eq!(
        pending(&g),
        Pending::Grail {
            colour: Y,
            tiles: 2,
            picking: true
        }
    );
    assert_eq!(
        legal(&g),
        vec![
            Part(GrailPart::Bowl),
            Part(GrailPart::Lid),
            Part(GrailPart::Foot)
        ]
    );
    assert!(public(&g).grail_spread);
    assert_eq!(
        g.view(Viewer::Seat(2)).me.unwrap().grail_supply,
        Some([2, 1, 0, 1])
    );
    assert_eq!(g.view(Viewer::Seat(0)).me.unwrap().grail_supply, None);
    play(&mut g, Part(GrailPart::Lid));
    play(&mut g, Part(GrailPart::Foot));
    // His turn ends: the two Bowls are shuffled into stacks.
    let v = public(&g);
    assert!(!v.grail_spread);
    assert_eq!(v.grail_stacks, [1, 1, 0]);
    assert_eq!(v.parzival_looked, Some(Y));
    assert_eq!(
        g.view(Viewer::Seat(2)).me.unwrap().grail,
        vec![(Y, vec![GrailPart::Lid, GrailPart::Foot])]
    );
    assert_eq!(
        g.view(Viewer::Seat(2)).me.unwrap().grail_supply,
        Some([2, 0, 0, 0])
    );
    assert_eq!(hero_of(&g, Y), (0, Some(1)));
    // A later sample for his seat keeps what he knows: the supply holds two Bowls.
    for seed in 0..20 {
        let d = g.resample(2, seed);
        assert_eq!(d.view(Viewer::Seat(2)), g.view(Viewer::Seat(2)));
    }
}

/// Z-HERO-LAN-1, Z-HERO-LAN-2: a shield into the blue room; later one blue shield into the red, green or
/// yellow room.
#[test]
fn lancelot_z_hero_lan_2() {
    let s = hero_turn(4, B, 1, &["M1-01", "M1-02"], false);
    let mut g = build(&s);
    play(&mut g, Mission(m("M1-01")));
    assert_eq!(shield_spaces(&g, ShieldKind::Red), vec!["RT-01", "BR-01"]);
    let e = play(&mut g, Shield(ShieldKind::Red, sp("BR-01")));
    assert!(e.contains(&ZukunftEvent::HeroUsed {
        colour: B,
        hero: Hero::Lancelot,
        side: 1
    }));
    let s = hero_turn(4, B, 1, &["M1-13", "M1-01"], true);
    let mut g = build(&s);
    play(&mut g, Mission(m("M1-13")));
    let spaces = shield_spaces(&g, ShieldKind::Blue);
    assert_eq!(
        spaces,
        vec![
            "TG-1a", "TG-1b", "TG-1c", "TG-1d", "RT-01", "BR-01", "CH-S1", "CH-S2", "CH-S3",
            "CH-S4"
        ]
    );
    let e = play(&mut g, Shield(ShieldKind::Blue, sp("CH-S1")));
    assert!(e.contains(&ZukunftEvent::HeroUsed {
        colour: B,
        hero: Hero::Lancelot,
        side: 2
    }));
    // Side 2 is for blue shields only.
    let s = hero_turn(4, B, 1, &["M1-01", "M1-02"], true);
    let mut g = build(&s);
    play(&mut g, Mission(m("M1-01")));
    assert_eq!(
        occupant(&g, "RT-01"),
        Some(knight(B)),
        "a red shield: the red room only"
    );
}

/// Z-HERO-MOR-1: Mordred discards a face-up card with exactly one shield (a key card too).
#[test]
fn mordred_discards_a_one_shield_card_z_hero_mor_1() {
    let s = hero_turn(
        5,
        P,
        0,
        &["M1-01", "M2-01", "MK-02", "M2-14"],
        false,
    );
    let mut g = build(&s);
    play(&mut g, TakeBack(0));
    assert_eq!(
        legal(&g),
        vec![Discard(m("M1-01")), Discard(m("MK-02")), Pass]
    );
    let e = play(&mut g, Discard(m("MK-02")));
    assert!(e.contains(&ZukunftEvent::HeroUsed {
        colour: P,
        hero: Hero::Mordred,
        side: 1
    }));
    assert_eq!(hero_of(&g, P), (2, Some(1)));
}

/// Z-HERO-MOR-0, Z-HERO-MOR-2: the black knight waits beside the hero; side 2 pays 2 to place it in a
/// castle room (not the secret room), where it counts as a purple knight; with fewer than 2
/// points it cannot.
#[test]
fn mordred_black_knight_z_hero_mor_2() {
    let mut s = hero_turn(5, P, 0, &["M1-01"], true);
    col_mut(&mut s, P).score = 2;
    let mut g = build(&s);
    assert!(colour(&g, P).black_knight_beside);
    play(&mut g, TakeBack(0));
    let l = legal(&g);
    assert!(l.contains(&BlackKnight(sp("RT-01"))) && l.contains(&BlackKnight(sp("BR-01"))));
    assert!(l
        .iter()
        .all(|a| !matches!(a, BlackKnight(s) if s.label().starts_with("SR"))));
    let e = play(&mut g, BlackKnight(sp("BR-01")));
    assert!(e.contains(&ZukunftEvent::Scored {
        colour: P,
        why: Why::BlackKnight,
        printed: -2,
        change: -2,
        score: 0
    }));
    assert_eq!(
        occupant(&g, "BR-01"),
        Some(Occupant::Colour(P, Figure::BlackKnight))
    );
    assert_eq!(score(&g, P), 2, "BR-01 pays 2");
    assert_eq!(colour(&g, P).hearts, 1, "it counts as a purple knight");
    assert!(!colour(&g, P).black_knight_beside);
    let mut s = hero_turn(5, P, 0, &["M1-01"], true);
    col_mut(&mut s, P).score = 1;
    let mut g = build(&s);
    assert!(g.apply(to_act(&g), &TakeBack(0)).is_ok());
    assert!(
        !matches!(pending(&g), Pending::HeroEnd { colour: P }),
        "no ability usable"
    );
}

/// Z-HERO-MOR-0 (after a move): a black knight sent to the hinterland is an ordinary knight.
#[test]
fn black_knight_becomes_ordinary_z_hero_mor_0() {
    let mut s = hero_turn(5, R, 1, &["M1-13", "M1-01"], false);
    s.config.sides[3] = camelot_table::engine::zukunft::SideChoice::B;
    // Mordred's side 1 in round 1, side 2 (the black knight) in round 2; now round 3.
    s.round = 3;
    let p = col_mut(&mut s, P);
    p.hero = HeroState {
        side1: Some(1),
        side2: true,
    };
    p.black_knight_beside = false;
    s.figures
        .push((sp("RT-01"), Occupant::Colour(P, Figure::BlackKnight)));
    put(&mut s, G, &["IN-5a"]);
    let mut g = build(&s);
    let h = colour(&g, P).hinterland;
    play(&mut g, Mission(m("M1-13")));
    play(&mut g, Shield(ShieldKind::Blue, sp("IN-5b")));
    // Purple's only red-room figure: moved for it.
    assert_eq!(colour(&g, P).hinterland, h + 1);
    assert_eq!(occupant(&g, "RT-01"), None);
}

/// Z-HERO-1, Z-HERO-2, Z-HERO-4: each colour's own hero; abilities only in the colour's own phase-4 turn and
/// optional: declining a redirect is just placing normally.
#[test]
fn abilities_in_own_turn_only_z_hero_2() {
    let s = hero_turn(4, R, 1, &["M1-05", "M1-01"], false);
    let mut g = build(&s);
    assert!(
        g.legal_actions(1).is_empty(),
        "green (Tristan) cannot act in red's turn"
    );
    play(&mut g, Mission(m("M1-05")));
    play(&mut g, Shield(ShieldKind::Green, sp("TG-1a")));
    assert_eq!(hero_of(&g, R), (1, None), "Z-HERO-4: unused, no cost");
    assert_eq!(
        g.apply(0, &Discard(m("M1-01"))),
        Err(ZukunftError::NotYourTurn(0))
    );
}

/// Z-HERO-3: side 2 only after side 1, in a later round.
#[test]
fn side_two_only_later_z_hero_3() {
    let s = hero_turn(4, R, 1, &["M1-05", "M1-01", "M2-01"], false);
    let mut g = build(&s);
    play(&mut g, Mission(m("M1-05")));
    // Kay's side 1 in this turn: the green shield goes to the red room.
    let e = play(&mut g, Shield(ShieldKind::Green, sp("RT-01")));
    assert!(e.contains(&ZukunftEvent::HeroUsed {
        colour: R,
        hero: Hero::Kay,
        side: 1
    }));
    assert!(
        !matches!(pending(&g), Pending::HeroEnd { .. }),
        "side 1 used this turn: no discard yet"
    );
}
