//! Setup and the player-count changes: Z-SETUP, Z-2P, Z-3P, Z-5P, Z-XPERT, and the config's
//! refusals.

mod zukunft_support;

use camelot_table::engine::zukunft::{
    Colour, Hero, Occupant, Pending, Room, RoomColour, Side, SideChoice, Zukunft, ZukunftAction,
    ZukunftConfig, ZukunftEvent,
};
use camelot_table::engine::{ConfigError, Game, GameExt, Turn, Viewer};
use zukunft_support::*;

/// Z-SETUP-1, Z-SETUP-3, Z-SETUP-6, Z-SETUP-7, Z-SETUP-9, Z-SETUP-10, Z-ROUND-1: the first game's table, 4 players.
#[test]
fn first_game_table_z_setup_1() {
    let g = Zukunft::new(&Zukunft::default_config(4), 11).unwrap();
    let v = public(&g);
    // Z-SETUP-1: all A sides, no heroes.
    assert_eq!(v.sides, [Side::A; 4]);
    assert_eq!(
        v.rooms,
        vec![
            Room::RoundTable,
            Room::TrainingGround,
            Room::Chapel,
            Room::Ballroom
        ]
    );
    assert!(!v.config.heroes && v.colours.iter().all(|c| c.hero.is_none()));
    // Z-SETUP-3: 7 Merlin tiles face down; Z-SETUP-6: 28 Grail tiles in stacks of 10/9/9.
    assert_eq!(v.merlin_row, 7);
    assert_eq!(v.grail_stacks, [10, 9, 9]);
    // Z-SETUP-7: 14 knights: 1 on the score track, 2 on the hinterland, 11 behind the screen.
    for c in &v.colours {
        assert_eq!(
            (c.score, c.hinterland, c.screen, c.sent),
            (0, 2, 11, 0),
            "{:?}",
            c.colour
        );
    }
    // Z-SETUP-9: no Tournament Ground, so no tournament or Fanfare tiles; no Knights' Table.
    assert_eq!(v.tournament_tiles, None);
    assert_eq!(v.fanfares, None);
    assert_eq!(v.knights_table, None);
    // Z-SETUP-10: the first order is a shuffle of the colours in play.
    let mut order = v.order.clone();
    order.sort();
    assert_eq!(order, vec![R, G, Y, B]);
    // Z-ROUND-1: round 1 of 7 begins with phase 2 after phase 1's display.
    assert_eq!(v.round, 1);
    assert!(matches!(v.pending, Pending::Fists { .. }));
}

/// Z-SETUP-10: the initial order depends on the seed (the magician cards are shuffled).
#[test]
fn first_order_is_drawn_z_setup_10() {
    let orders: std::collections::BTreeSet<Vec<Colour>> = (0..40)
        .map(|seed| public(&Zukunft::new(&cfg(4), seed).unwrap()).order)
        .collect();
    assert!(orders.len() > 5, "{orders:?}");
}

/// Z-SETUP-2: sides chosen or drawn per room; Z-SETUP-9: the Tournament Ground's tiles and
/// the Rebellion's Knights' Table come with their sides; Z-ROOM-TOURN-1, Z-ROOM-REBEL-1.
#[test]
fn sides_chosen_or_random_z_setup_2() {
    let g = Zukunft::new(&sides(4, "BBBB"), 1).unwrap();
    let v = public(&g);
    assert_eq!(
        v.rooms,
        vec![
            Room::Rebellion,
            Room::TournamentGround,
            Room::Library,
            Room::Intrigue
        ]
    );
    assert_eq!(v.tournament_tiles, Some(2)); // Z-ROOM-TOURN-1
    assert_eq!(v.fanfares, Some([true, true]));
    assert_eq!(
        v.knights_table,
        Some(camelot_table::engine::zukunft::TableSide::Green)
    ); // Z-ROOM-REBEL-1
    let g = Zukunft::new(&sides(4, "ABBA"), 1).unwrap();
    assert_eq!(public(&g).sides, [Side::A, Side::B, Side::B, Side::A]);
    // Random: each room independently, both sides seen over many seeds.
    let mut c = cfg(4);
    c.sides = [SideChoice::Random; 4];
    let mut seen = [[false; 2]; 4];
    for seed in 0..64 {
        let v = public(&Zukunft::new(&c, seed).unwrap());
        for (i, s) in v.sides.iter().enumerate() {
            seen[i][*s as usize] = true;
        }
    }
    assert_eq!(seen, [[true; 2]; 4]);
}

/// Z-ROOM-GEN-1: the room colours; Z-SETUP-4: the secret room only with 5 players.
#[test]
fn room_colours_z_room_gen_1() {
    assert_eq!(Room::of(RoomColour::Red, Side::A), Room::RoundTable);
    assert_eq!(Room::of(RoomColour::Red, Side::B), Room::Rebellion);
    assert_eq!(Room::of(RoomColour::Green, Side::A), Room::TrainingGround);
    assert_eq!(Room::of(RoomColour::Green, Side::B), Room::TournamentGround);
    assert_eq!(Room::of(RoomColour::Yellow, Side::A), Room::Chapel);
    assert_eq!(Room::of(RoomColour::Yellow, Side::B), Room::Library);
    assert_eq!(Room::of(RoomColour::Blue, Side::A), Room::Ballroom);
    assert_eq!(Room::of(RoomColour::Blue, Side::B), Room::Intrigue);
    assert_eq!(Room::of(RoomColour::Violet, Side::A), Room::SecretRoom);
    for players in 2..=4 {
        assert!(!public(&Zukunft::new(&cfg(players), 1).unwrap())
            .rooms
            .contains(&Room::SecretRoom));
    }
    // Z-SETUP-4
    assert!(public(&Zukunft::new(&cfg(5), 1).unwrap())
        .rooms
        .contains(&Room::SecretRoom));
}

/// Z-5P-1, Z-SETUP-7 (5 players), Z-SETUP-5, Z-PREP-2: 13 knights (10 behind the screen),
/// the key stack and the secret room.
#[test]
fn five_players_z_5p_1() {
    let g = Zukunft::new(&cfg(5), 2).unwrap();
    let v = public(&g);
    assert!(v
        .colours
        .iter()
        .all(|c| c.screen == 10 && c.hinterland == 2));
    assert_eq!(v.colours.len(), 5);
    assert_eq!(v.decks[3], 6, "one key card turned up (Z-PREP-2)");
    assert_eq!(v.display.len(), 7);
    let keys = v
        .display
        .iter()
        .filter(|m| m.card().stack == camelot_table::engine::zukunft::Stack::Key)
        .count();
    assert_eq!(keys, 1);
}

/// Z-2P-1, Z-2P-2, Z-2P-3, Z-2P-5: two colours per player, one fist each, four magicians, the 4-player
/// display, no key stack and no secret room.
#[test]
fn two_players_z_2p_1() {
    let mut g = Zukunft::new(&cfg(2), 5).unwrap();
    let v = public(&g);
    assert_eq!(v.colours.len(), 4);
    assert_eq!(
        v.colours
            .iter()
            .map(|c| (c.colour, c.seat))
            .collect::<Vec<_>>(),
        vec![(R, 0), (G, 0), (Y, 1), (B, 1)]
    );
    assert_eq!(v.display.len(), 6, "Z-2P-5: 3 + 2 + 1 cards");
    assert_eq!(v.decks[3], 0);
    assert!(!v.rooms.contains(&Room::SecretRoom));
    // Z-2P-2: one fist per colour; the seat stays asked until both are in.
    let fists: Vec<ZukunftAction> = g.legal_actions(0);
    assert_eq!(fists.len(), 8);
    assert!(fists
        .iter()
        .all(|a| matches!(a, ZukunftAction::Fist(R | G, _))));
    act(&mut g, 0, ZukunftAction::Fist(G, 3));
    assert_eq!(g.turn(), Turn::Simultaneous(vec![0, 1]));
    assert!(g
        .legal_actions(0)
        .iter()
        .all(|a| matches!(a, ZukunftAction::Fist(R, _))));
    act(&mut g, 0, ZukunftAction::Fist(R, 1));
    assert_eq!(g.turn(), Turn::Simultaneous(vec![1]));
    act(&mut g, 1, ZukunftAction::Fist(Y, 0));
    act(&mut g, 1, ZukunftAction::Fist(B, 2));
    // Z-2P-3: four magicians predict, each separately.
    let mut predicted = 0;
    for n in [6, 6, 5, 7] {
        assert!(matches!(pending(&g), Pending::Predict { .. }));
        if predicted == 2 {
            // Two on 6: the third must choose another number (Z-PRED-2).
            assert!(!legal(&g).contains(&ZukunftAction::Predict(6)));
        }
        play(&mut g, ZukunftAction::Predict(n));
        predicted += 1;
    }
    assert_eq!(predicted, 4);
    assert_eq!(public(&g).reveal.unwrap().total, 6);
}

/// Z-3P-1, Z-3P-3, Z-3P-4: the neutral colour's knights on the marked spaces of the sides in play,
/// one 2-knight card, no neutral magician.
#[test]
fn three_players_z_3p_1() {
    for (s, room_counts) in [
        (
            "AAAA",
            vec![
                (Room::RoundTable, 2),
                (Room::TrainingGround, 4),
                (Room::Chapel, 1),
                (Room::Ballroom, 3),
            ],
        ),
        (
            "BBBB",
            vec![
                (Room::Rebellion, 1),
                (Room::TournamentGround, 2),
                (Room::Library, 1),
                (Room::Intrigue, 2),
            ],
        ),
    ] {
        let g = Zukunft::new(&sides(3, s), 4).unwrap();
        let v = public(&g);
        assert_eq!(
            v.neutral,
            Some(Colour::Blue),
            "the lowest colour not in play"
        );
        for (room, n) in room_counts {
            let got = v
                .spaces
                .iter()
                .filter(|x| x.room == room && x.occupant == Some(Occupant::Neutral))
                .count();
            assert_eq!(got, n, "{room:?}");
            assert!(v
                .spaces
                .iter()
                .filter(|x| x.occupant == Some(Occupant::Neutral))
                .all(|x| x.space.neutral_in_3p()));
        }
        assert_eq!(v.display.len(), 5, "Z-3P-3: 3 + 1 + 1 cards");
        assert_eq!(v.order.len(), 3, "Z-3P-4: no neutral magician");
        assert!(v.colours.iter().all(|c| c.colour != Colour::Blue));
    }
}

/// Z-SETUP-7 (colours chosen) and the config's refusals.
#[test]
fn config_checks_z_setup_7() {
    let mut c = cfg(3);
    c.colours = Some(vec![P, Y, B]);
    let g = Zukunft::new(&c, 1).unwrap();
    let v = public(&g);
    assert_eq!(
        v.colours
            .iter()
            .map(|x| (x.colour, x.seat))
            .collect::<Vec<_>>(),
        vec![(Y, 1), (B, 2), (P, 0)]
    );
    assert_eq!(v.neutral, Some(R));
    assert_eq!(
        Zukunft::new(&cfg(1), 1).unwrap_err(),
        ConfigError::PlayerCount {
            min: 2,
            max: 5,
            got: 1
        }
    );
    assert_eq!(
        Zukunft::new(&cfg(6), 1).unwrap_err(),
        ConfigError::PlayerCount {
            min: 2,
            max: 5,
            got: 6
        }
    );
    let mut c = cfg(4);
    c.first_player = 4;
    assert_eq!(
        Zukunft::new(&c, 1).unwrap_err(),
        ConfigError::FirstPlayer { players: 4, got: 4 }
    );
    let mut c = cfg(4);
    c.colours = Some(vec![R, R, G, B]);
    assert_eq!(
        Zukunft::new(&c, 1).unwrap_err(),
        ConfigError::Option("colours")
    );
    c.colours = Some(vec![R, G, B]);
    assert_eq!(
        Zukunft::new(&c, 1).unwrap_err(),
        ConfigError::Option("colours")
    );
    // Z-XPERT-2: the expert variant only with the heroes.
    let mut c = cfg(4);
    c.expert = true;
    assert_eq!(
        Zukunft::new(&c, 1).unwrap_err(),
        ConfigError::Option("expert")
    );
    // Defaults round-trip through serde (saves store the config).
    let c = ZukunftConfig::default();
    let json = serde_json::to_string(&c).unwrap();
    assert_eq!(serde_json::from_str::<ZukunftConfig>(&json).unwrap(), c);
    // A config without `draw_grail` is a save from before it: it replays with the taker's
    // choice of Grail stack (Z-EFF-5).
    let short: ZukunftConfig = serde_json::from_str(r#"{"players":3}"#).unwrap();
    assert_eq!(
        short,
        ZukunftConfig {
            draw_grail: false,
            ..cfg(3)
        }
    );
}

/// Z-SETUP-11, Z-HERO-1, Z-HERO-MOR-0: each colour's own hero, side 1 up; Mordred's black
/// knight; the neutral colour has none.
#[test]
fn heroes_at_setup_z_setup_11() {
    let mut c = heroes(cfg(5));
    c.colours = None;
    let v = public(&Zukunft::new(&c, 3).unwrap());
    let found: Vec<(Colour, Hero, u8)> = v
        .colours
        .iter()
        .map(|x| {
            let h = x.hero.expect("hero");
            (x.colour, h.hero, h.side)
        })
        .collect();
    assert_eq!(
        found,
        vec![
            (R, Hero::Kay, 1),
            (G, Hero::Tristan, 1),
            (Y, Hero::Parzival, 1),
            (B, Hero::Lancelot, 1),
            (P, Hero::Mordred, 1)
        ]
    );
    assert!(v
        .colours
        .iter()
        .all(|x| x.black_knight_beside == (x.colour == P)));
    let v = public(&Zukunft::new(&heroes(cfg(3)), 3).unwrap());
    assert_eq!(
        v.colours.len(),
        3,
        "Z-HERO-1: no hero for the neutral colour"
    );
}

/// Z-XPERT-1, Z-XPERT-2: colours picked from the eldest, clockwise; the picks give the first order;
/// with 2 players the picks go round twice.
#[test]
fn expert_picks_z_xpert_1() {
    let mut c = heroes(cfg(4));
    c.expert = true;
    c.first_player = 2;
    let mut g = Zukunft::new(&c, 8).unwrap();
    assert_eq!(g.turn(), Turn::Seat(2));
    assert_eq!(g.legal_actions(2).len(), 5);
    let events = act(&mut g, 2, ZukunftAction::PickColour(P));
    assert!(events.contains(&ZukunftEvent::ColourPicked {
        seat: 2,
        colour: P,
        place: 1
    }));
    act(&mut g, 3, ZukunftAction::PickColour(R));
    act(&mut g, 0, ZukunftAction::PickColour(Y));
    assert!(
        !g.legal_actions(1).contains(&ZukunftAction::PickColour(P)),
        "taken colours are gone"
    );
    act(&mut g, 1, ZukunftAction::PickColour(B));
    let v = public(&g);
    assert_eq!(v.order, vec![P, R, Y, B]);
    assert_eq!(
        v.colours
            .iter()
            .map(|x| (x.colour, x.seat))
            .collect::<Vec<_>>(),
        vec![(R, 3), (Y, 0), (B, 1), (P, 2)]
    );
    assert!(matches!(v.pending, Pending::Fists { .. }));
    assert_eq!(v.display.len(), 6, "round 1's display after the picks");
    // Two players: eldest, other, eldest, other; the last colour is forced.
    let mut c = heroes(cfg(2));
    c.expert = true;
    let mut g = Zukunft::new(&c, 8).unwrap();
    act(&mut g, 0, ZukunftAction::PickColour(G));
    act(&mut g, 1, ZukunftAction::PickColour(Y));
    act(&mut g, 0, ZukunftAction::PickColour(R));
    assert_eq!(g.turn(), Turn::Seat(1));
    act(&mut g, 1, ZukunftAction::PickColour(P));
    let v = public(&g);
    assert_eq!(v.order, vec![G, Y, R, P]);
    assert_eq!(
        v.colours
            .iter()
            .filter(|x| x.seat == 0)
            .map(|x| x.colour)
            .collect::<Vec<_>>(),
        vec![R, G]
    );
    // 5 players: the last pick has one colour left and is made by the engine.
    let mut c = heroes(cfg(5));
    c.expert = true;
    let mut g = Zukunft::new(&c, 8).unwrap();
    for (seat, colour) in [(0, B), (1, G), (2, R), (3, P)] {
        act(&mut g, seat, ZukunftAction::PickColour(colour));
    }
    assert_eq!(public(&g).order, vec![B, G, R, P, Y]);
    assert!(matches!(g.turn(), Turn::Simultaneous(_)));
}

/// Z-SETUP-8: the "60" tile is taken once a score passes 60.
#[test]
fn sixty_tile_z_setup_8() {
    let mut s = table(cfg(4));
    col_mut(&mut s, R).score = 61;
    col_mut(&mut s, G).score = 59;
    let g = build(&s);
    assert!(colour(&g, R).sixty);
    assert!(!colour(&g, G).sixty);
    assert_eq!(g.view(Viewer::Seat(0)).colours.len(), 4);
}

/// A hand-built position is checked, never trusted: each refusal is a typed error.
#[test]
fn setup_refusals_z_setup_7() {
    use camelot_table::engine::zukunft::{GrailPart, SetupError};
    let mut s = table(cfg(4));
    col_mut(&mut s, R).grail = vec![GrailPart::Bowl; 300];
    assert_eq!(s.into_game(1).unwrap_err(), SetupError::Grail);
    let mut s = table(cfg(4));
    col_mut(&mut s, R).merlin = vec![5, 5];
    assert_eq!(s.into_game(1).unwrap_err(), SetupError::Merlin);
    let mut s = table(cfg(4));
    s.display = vec![m("M1-01"), m("M1-01")];
    assert_eq!(s.into_game(1).unwrap_err(), SetupError::Card(m("M1-01")));
    let mut s = table(cfg(4));
    s.display = vec![m("MK-01")];
    assert_eq!(
        s.into_game(1).unwrap_err(),
        SetupError::Card(m("MK-01")),
        "no key stack with 4"
    );
    let mut s = table(cfg(4));
    s.figures = vec![(sp("RB-U1"), knight(R))];
    assert_eq!(
        s.into_game(1).unwrap_err(),
        SetupError::Space(sp("RB-U1")),
        "side A is in play"
    );
    let mut s = table(cfg(4));
    s.figures = vec![(sp("RT-01"), knight(R)), (sp("RT-01"), knight(G))];
    assert_eq!(s.into_game(1).unwrap_err(), SetupError::Space(sp("RT-01")));
    let mut s = table(cfg(4));
    s.order = vec![R, G, Y];
    assert_eq!(s.into_game(1).unwrap_err(), SetupError::Order);
    let mut s = table(cfg(4));
    s.round = 8;
    assert_eq!(s.into_game(1).unwrap_err(), SetupError::Round(8));
    let mut s = table(cfg(4));
    col_mut(&mut s, R).screen = 14;
    assert_eq!(s.into_game(1).unwrap_err(), SetupError::Knights(R));
    let mut s = table(cfg(4));
    s.start = SetupStart::Missions { turn: 4 };
    assert_eq!(s.into_game(1).unwrap_err(), SetupError::Start);
}

/// Z-PREP-1, Z-PREP-2, Z-3P-3: the display holds at most what phase 1 turns up of each stack.
/// Ten face-up cards were once accepted and three of them silently lost.
#[test]
fn display_refused_beyond_phase_1_z_prep_1() {
    use camelot_table::engine::zukunft::{SetupError, Stack};
    let ten = [
        "M1-01", "M1-02", "M1-03", "M1-04", "M2-01", "M2-02", "M2-03", "M3-01", "M3-02", "M1-05",
    ];
    let mut s = table(cfg(4));
    s.display = ten.iter().map(|l| m(l)).collect();
    assert_eq!(s.into_game(1).unwrap_err(), SetupError::Display(Stack::One));
    let mut s = table(cfg(4));
    s.display = ["M2-01", "M2-02", "M2-03"].iter().map(|l| m(l)).collect();
    assert_eq!(s.into_game(1).unwrap_err(), SetupError::Display(Stack::Two));
    let mut s = table(cfg(4));
    s.display = ["M3-01", "M3-02"].iter().map(|l| m(l)).collect();
    assert_eq!(s.into_game(1).unwrap_err(), SetupError::Display(Stack::Three));
    // Z-3P-3: one 2-knight card with 3 players.
    let mut s = table(cfg(3));
    s.display = ["M2-01", "M2-02"].iter().map(|l| m(l)).collect();
    assert_eq!(s.into_game(1).unwrap_err(), SetupError::Display(Stack::Two));
    // Z-PREP-2: one key card with 5 players.
    let mut s = table(cfg(5));
    s.display = ["MK-01", "MK-02"].iter().map(|l| m(l)).collect();
    assert_eq!(s.into_game(1).unwrap_err(), SetupError::Display(Stack::Key));
    // A full display is kept whole.
    let six = ["M1-01", "M1-02", "M1-03", "M2-01", "M2-02", "M3-01"];
    let mut s = table(cfg(4));
    s.display = six.iter().map(|l| m(l)).collect();
    let mut shown = public(&build(&s)).display;
    shown.sort();
    let mut want: Vec<_> = six.iter().map(|l| m(l)).collect();
    want.sort();
    assert_eq!(shown, want);
}

/// Z-PREP-1, Z-EOR-1, Z-MISS-1: no stack has turned up more cards (face up, boxed or taken)
/// than the rounds so far, and no colour has taken more missions than it had turns.
#[test]
fn cards_and_missions_refused_beyond_the_rounds_z_miss_1() {
    use camelot_table::engine::zukunft::{SetupError, Stack};
    let mut s = table(cfg(4));
    s.display = vec![m("M1-01")];
    s.boxed = vec![m("M1-02"), m("M1-03"), m("M1-04")];
    assert_eq!(s.into_game(1).unwrap_err(), SetupError::Revealed(Stack::One));
    s.round = 2;
    build(&s);
    // Round 1, phase 2: nobody has had a turn.
    let mut s = table(cfg(4));
    col_mut(&mut s, R).missions = vec![m("M1-05")];
    assert_eq!(s.into_game(1).unwrap_err(), SetupError::Missions(R));
    // Phase 4: a colour above the turn has taken its mission; one below it has not.
    let mut s = mission_turn(cfg(4), &[G, R, Y, B], 1, &["M1-01"]);
    s.start = SetupStart::Missions { turn: 1 };
    col_mut(&mut s, G).sent = 0;
    col_mut(&mut s, G).screen += 1;
    col_mut(&mut s, R).sent = 1;
    col_mut(&mut s, R).screen -= 1;
    col_mut(&mut s, G).missions = vec![m("M1-05")];
    build(&s);
    col_mut(&mut s, Y).missions = vec![m("M1-06")];
    assert_eq!(s.into_game(1).unwrap_err(), SetupError::Missions(Y));
}

/// Z-SEND-2, Z-MISS-2: a fist holds at most 3 knights, and a colour that has had its turn has
/// none left in front of its screen.
#[test]
fn sent_knights_refused_z_send_2() {
    use camelot_table::engine::zukunft::SetupError;
    let mut s = mission_turn(cfg(4), &[R, G, Y, B], 3, &["M3-01"]);
    build(&s);
    col_mut(&mut s, R).sent = 4;
    col_mut(&mut s, R).screen -= 1;
    assert_eq!(s.into_game(1).unwrap_err(), SetupError::Sent(R));
    let mut s = mission_turn(cfg(4), &[R, G, Y, B], 1, &["M1-01"]);
    s.start = SetupStart::Missions { turn: 1 };
    assert_eq!(s.into_game(1).unwrap_err(), SetupError::Sent(R), "R has played its turn");
}

/// Z-FINAL, Z-EFF-1: a score no game reaches before final scoring is refused (any `u16` was
/// accepted, and final scoring then overflowed); the highest reachable one is accepted and
/// final scoring reports it exactly.
#[test]
fn scores_refused_beyond_what_a_game_reaches_z_final_7() {
    use camelot_table::engine::zukunft::{score_limit, SetupError};
    let g = build(&table(cfg(4)));
    let limit = score_limit(&g);
    assert!((100..1000).contains(&limit), "a bound of the right size: {limit}");
    let mut s = table(cfg(4));
    col_mut(&mut s, R).score = limit + 1;
    assert_eq!(s.into_game(7).unwrap_err(), SetupError::Score(R));
    col_mut(&mut s, R).score = u16::MAX;
    assert_eq!(s.into_game(7).unwrap_err(), SetupError::Score(R));
    // At the limit, at the start of final scoring: the report adds up.
    let mut s = table(cfg(4));
    s.round = 7;
    s.start = SetupStart::Final;
    s.merlin_row = None;
    col_mut(&mut s, R).score = limit;
    col_mut(&mut s, R).merlin = vec![5, 4, 4];
    let mut g = build(&s);
    run_until(&mut g, |_| false);
    let report = public(&g).final_report.expect("scored");
    let red = report.colours.iter().find(|c| c.colour == R).expect("red");
    assert_eq!(red.start, limit);
    let sum: i32 = red.lines.iter().map(|l| i32::from(l.points)).sum();
    assert_eq!(i32::from(red.start) + sum, i32::from(red.total), "{red:?}");
    assert!(red.total > limit);
}

/// The bound is sound: in random games of every sample config no colour ever holds more
/// before final scoring.
#[test]
fn score_limit_is_never_exceeded_in_play() {
    use camelot_table::engine::rng::Rng;
    use camelot_table::engine::zukunft::score_limit;
    let mut highest = 0;
    for config in Zukunft::sample_configs() {
        for seed in 0..6 {
            let mut g = Zukunft::new(&config, seed).unwrap();
            let limit = score_limit(&g);
            let mut r = Rng::new(seed);
            while !g.is_over() && public(&g).final_report.is_none() {
                for c in public(&g).colours {
                    assert!(c.score <= limit, "{config:?} seed {seed}: {:?} at {} > {limit}", c.colour, c.score);
                    highest = highest.max(c.score);
                }
                let seats = match g.turn() {
                    Turn::Seat(s) => vec![s],
                    Turn::Simultaneous(v) | Turn::Window(v) => v,
                    Turn::Over => break,
                };
                let seat = seats[r.below(seats.len() as u32) as usize];
                let legal = g.legal_actions(seat);
                let a = legal[r.below(legal.len() as u32) as usize];
                g.apply(seat, &a).unwrap();
            }
        }
    }
    assert!(highest > 0);
}

/// Z-PRED-6, Z-SETUP-3: one Merlin tile is handed out per round, and the row holds every tile
/// nobody holds (none may go missing).
#[test]
fn merlin_tiles_refused_z_pred_6() {
    use camelot_table::engine::zukunft::SetupError;
    let mut s = table(cfg(4));
    col_mut(&mut s, R).merlin = vec![3];
    assert_eq!(s.into_game(1).unwrap_err(), SetupError::Merlin, "round 1, phase 2: none yet");
    s.round = 2;
    build(&s);
    s.merlin_row = Some(vec![1, 2, 3, 4, 4, 5]);
    build(&s);
    s.merlin_row = Some(vec![1, 2, 4, 4, 5]);
    assert_eq!(s.into_game(1).unwrap_err(), SetupError::Merlin, "a tile would be lost");
}

/// Z-HERO-1, Z-HERO-2, Z-HERO-3, Z-HERO-MOR-0: heroes only with heroes, side 1 in a turn the colour has had,
/// side 2 in a later one; Mordred's black knight beside him until side 2.
#[test]
fn heroes_refused_out_of_order_z_hero_3() {
    use camelot_table::engine::zukunft::{HeroState, SetupError};
    let used = |side1, side2| HeroState { side1, side2 };
    let mut s = table(cfg(4));
    col_mut(&mut s, R).hero = used(Some(1), false);
    s.round = 2;
    assert_eq!(s.into_game(1).unwrap_err(), SetupError::Hero(R), "no heroes in this game");
    let mut s = table(heroes(cfg(4)));
    s.round = 2;
    col_mut(&mut s, R).hero = used(Some(1), false);
    build(&s);
    col_mut(&mut s, R).hero = used(Some(2), false);
    assert_eq!(s.into_game(1).unwrap_err(), SetupError::Hero(R), "round 2 has had no turn yet");
    col_mut(&mut s, R).hero = used(Some(1), true);
    assert_eq!(s.into_game(1).unwrap_err(), SetupError::Hero(R), "side 2 needs a later turn");
    s.round = 3;
    build(&s);
    col_mut(&mut s, R).hero = used(None, true);
    assert_eq!(s.into_game(1).unwrap_err(), SetupError::Hero(R), "side 1 comes first");
    let mut s = table(heroes(cfg(5)));
    assert!(col_mut(&mut s, P).black_knight_beside);
    col_mut(&mut s, P).black_knight_beside = false;
    assert_eq!(s.into_game(1).unwrap_err(), SetupError::Hero(P), "Mordred's black knight is beside him");
}

/// Z-ROOM-TOURN-1, Z-ROOM-TOURN-3: tournament tiles only with the Tournament Ground, two in all, each
/// held by a colour with a knight in every preliminary round.
#[test]
fn tournament_tiles_refused_z_room_tourn_3() {
    use camelot_table::engine::zukunft::SetupError;
    let mut s = table(cfg(4));
    col_mut(&mut s, R).tournament_tile = true;
    assert_eq!(s.into_game(1).unwrap_err(), SetupError::Tiles, "side A: the Training Ground");
    let mut s = table(sides(4, "ABAA"));
    col_mut(&mut s, R).tournament_tile = true;
    assert_eq!(s.into_game(1).unwrap_err(), SetupError::Tiles, "no knight in the rounds");
    put(&mut s, R, &["TO-1a", "TO-2a", "TO-3a"]);
    build(&s);
    put(&mut s, G, &["TO-1b", "TO-2b", "TO-3b"]);
    put(&mut s, Y, &["TO-1c", "TO-2c"]);
    col_mut(&mut s, G).tournament_tile = true;
    build(&s);
    col_mut(&mut s, Y).tournament_tile = true;
    assert_eq!(s.into_game(1).unwrap_err(), SetupError::Tiles, "two tiles only");
}

/// Z-ROOM-REBEL-3: start numbers 1‥4, each once, only with the Rebellion, and a colour with
/// knights there has one.
#[test]
fn rebellion_starts_refused_z_room_rebel_3() {
    use camelot_table::engine::zukunft::SetupError;
    let mut s = table(sides(4, "BAAA"));
    col_mut(&mut s, R).rebellion_start = Some(5);
    assert_eq!(s.into_game(1).unwrap_err(), SetupError::Rebellion(R));
    col_mut(&mut s, R).rebellion_start = Some(1);
    col_mut(&mut s, G).rebellion_start = Some(1);
    assert_eq!(s.into_game(1).unwrap_err(), SetupError::Rebellion(G));
    let mut s = table(cfg(4));
    col_mut(&mut s, R).rebellion_start = Some(1);
    assert_eq!(s.into_game(1).unwrap_err(), SetupError::Rebellion(R), "the Round Table is in play");
}

/// Z-ROOM-GEN-2, Z-ROOM-TRAIN-1, Z-ROOM-TABLE-1, Z-ROOM-CHAP-1: figures stand where their rooms' rules would
/// have put them, in the order given.
#[test]
fn figures_refused_against_the_rooms_rules_z_room_gen_2() {
    use camelot_table::engine::zukunft::SetupError;
    let mut s = table(cfg(4));
    put(&mut s, R, &["TG-2a"]);
    assert_eq!(s.into_game(1).unwrap_err(), SetupError::Placement(sp("TG-2a")), "the lowest row first");
    let mut s = table(cfg(4));
    put(&mut s, R, &["TG-1a", "TG-1b", "TG-1c", "TG-1d", "TG-2a"]);
    build(&s);
    let mut s = table(cfg(4));
    put(&mut s, R, &["RT-02"]);
    assert_eq!(s.into_game(1).unwrap_err(), SetupError::Placement(sp("RT-02")), "seats fill from the first");
    // Z-ROOM-CHAP-1, -2: a first knight on a start field, the next along an arrow.
    let mut s = table(cfg(4));
    put(&mut s, R, &["CH-P2"]);
    assert_eq!(s.into_game(1).unwrap_err(), SetupError::Placement(sp("CH-P2")));
    let mut s = table(cfg(4));
    put(&mut s, R, &["CH-S1", "CH-P2"]);
    assert_eq!(s.into_game(1).unwrap_err(), SetupError::Placement(sp("CH-P2")), "no arrow from CH-S1");
    let mut s = table(cfg(4));
    put(&mut s, R, &["CH-S2", "CH-P2"]);
    build(&s);
}

/// A position that play reaches is still built: round 3, phase 4, the second colour's turn,
/// with missions taken, Merlin tiles, a hero used, figures by the rooms' rules and a score.
#[test]
fn a_reachable_position_is_accepted_z_setup_7() {
    let mut s = mission_turn(heroes(cfg(4)), &[G, R, Y, B], 2, &["M1-01", "M2-01"]);
    s.round = 3;
    s.start = SetupStart::Missions { turn: 1 };
    let g_col = col_mut(&mut s, G);
    g_col.sent = 0;
    g_col.screen += 2;
    g_col.missions = vec![m("M1-05"), m("M2-05"), m("M1-06")];
    g_col.merlin = vec![5, 3];
    g_col.score = 17;
    let r = col_mut(&mut s, R);
    r.sent = 2;
    r.screen -= 2;
    r.missions = vec![m("M1-07"), m("M1-08")];
    r.merlin = vec![4];
    r.hero = camelot_table::engine::zukunft::HeroState { side1: Some(1), side2: false };
    r.score = 9;
    s.boxed = vec![m("M1-02"), m("M2-02"), m("M3-01")];
    put(&mut s, G, &["TG-1a", "TG-1b", "RT-01"]);
    put(&mut s, R, &["TG-1c", "RT-02"]);
    let g = build(&s);
    assert_eq!(score(&g, G), 17);
    assert_eq!(public(&g).display.len(), 2);
}

/// Z-ROOM-GEN-3, Z-ROOM-INTR-4: a figure leaves a room only from the red room, when the Intrigue's top
/// group fills without its colour, one per colour; the setup's `removed` says which.
#[test]
fn removals_refused_unless_the_intrigue_explains_them_z_room_intr_4() {
    use camelot_table::engine::zukunft::SetupError;
    let base = |sides_: &str| {
        let mut s = table(sides(4, sides_));
        put(&mut s, R, &["RT-01", "RT-02"]);
        col_mut(&mut s, R).hinterland += 1;
        s
    };
    let mut s = base("AAAB");
    put(&mut s, G, &["IN-5a"]);
    put(&mut s, Y, &["IN-5b"]);
    s.removed = vec![sp("RT-01")];
    let g = build(&s);
    assert_eq!(occupant(&g, "RT-01"), None);
    assert_eq!(occupant(&g, "RT-02"), Some(knight(R)));
    // The top group is not full.
    let mut s = base("AAAB");
    put(&mut s, G, &["IN-5a"]);
    s.removed = vec![sp("RT-01")];
    assert_eq!(s.into_game(1).unwrap_err(), SetupError::Removed(sp("RT-01")));
    // Red stands in the group: it was not penalised.
    let mut s = base("AAAB");
    put(&mut s, G, &["IN-5a"]);
    put(&mut s, R, &["IN-5b"]);
    s.removed = vec![sp("RT-01")];
    assert_eq!(s.into_game(1).unwrap_err(), SetupError::Removed(sp("RT-01")));
    // Two of one colour, a figure outside the red room, nothing on the space.
    let mut s = base("AAAB");
    put(&mut s, G, &["IN-5a"]);
    put(&mut s, Y, &["IN-5b"]);
    col_mut(&mut s, R).hinterland += 1;
    s.removed = vec![sp("RT-01"), sp("RT-02")];
    assert_eq!(s.into_game(1).unwrap_err(), SetupError::Removed(sp("RT-02")));
    s.removed = vec![sp("IN-5a")];
    assert_eq!(s.into_game(1).unwrap_err(), SetupError::Removed(sp("IN-5a")));
    s.removed = vec![sp("RT-05")];
    assert_eq!(s.into_game(1).unwrap_err(), SetupError::Removed(sp("RT-05")));
}
