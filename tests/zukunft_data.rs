//! The reconstructed component data of spec §2 (every `[DEF]` number the engine uses) and the
//! consequences the spec draws from it.

mod zukunft_support;

use camelot_table::engine::zukunft::data::{GRAIL_STACKS, MERLIN_VALUES};
use camelot_table::engine::zukunft::{
    GrailPart, Room, ShieldKind, Space, ZukunftAction, ZukunftEvent, MISSIONS,
};
use zukunft_support::*;

fn spaces(room: Room) -> Vec<Space> {
    Space::all().filter(|s| s.room() == room).collect()
}

/// §2.6.10: capacities of each side; §3.5: the spaces left free with 3 players.
#[test]
fn room_capacities_z_3p_1() {
    let cap: Vec<(Room, usize, usize)> = Room::ALL
        .iter()
        .map(|&r| {
            let all = spaces(r);
            let free3 = all.iter().filter(|s| !s.neutral_in_3p()).count();
            (r, all.len(), free3)
        })
        .collect();
    assert_eq!(
        cap,
        vec![
            (Room::RoundTable, 16, 14),
            (Room::Rebellion, 13, 12),
            (Room::TrainingGround, 16, 12),
            (Room::TournamentGround, 12, 10),
            (Room::Chapel, 14, 13),
            (Room::Library, 15, 14),
            (Room::Ballroom, 17, 14),
            (Room::Intrigue, 14, 12),
            (Room::SecretRoom, 5, 5),
        ]
    );
}

/// §2.6.1, §2.6.2, §2.6.5, §2.6.6, §2.6.9: points, hearts and groups.
#[test]
fn printed_values_z_room_ball_5() {
    let pts = |l: &str| sp(l).effect().points;
    assert_eq!(["TG-4a", "TG-4b", "TG-4c", "TG-4d"].map(pts), [3, 2, 3, 4]);
    assert_eq!(
        ["TO-1a", "TO-2c", "TO-3b", "TO-F2", "TO-W"].map(pts),
        [2, 2, 2, 4, 6]
    );
    assert_eq!(
        ["SR-1", "SR-2", "SR-3", "SR-4", "SR-5"].map(pts),
        [8, 6, 5, 4, 3]
    );
    assert_eq!(
        ["IN-1a", "IN-2a", "IN-3a", "IN-4a", "IN-5a"].map(pts),
        [2, 3, 3, 4, 5]
    );
    assert_eq!(pts("BR-Q"), 8);
    let ballroom = spaces(Room::Ballroom);
    let hearts: u32 = ballroom.iter().map(|s| u32::from(s.effect().hearts)).sum();
    let with_hearts = ballroom.iter().filter(|s| s.effect().hearts > 0).count();
    assert_eq!((hearts, with_hearts), (13, 11));
    assert_eq!(MERLIN_VALUES.iter().map(|&v| u32::from(v)).sum::<u32>(), 22);
    assert_eq!(GRAIL_STACKS.iter().map(|&v| u32::from(v)).sum::<u32>(), 28);
    assert_eq!(GrailPart::ALL.len(), 4);
    // Chapel levels 4-4-3-2-1 (Z-ROOM-CHAP-3): count by the arrows' depth from the starts.
    let chapel = spaces(Room::Chapel);
    let mut level = vec![sp("CH-S1"), sp("CH-S2"), sp("CH-S3"), sp("CH-S4")];
    let mut sizes = vec![];
    while !level.is_empty() {
        sizes.push(level.len());
        let next = level.iter().fold(0u128, |m, s| m | s.arrows());
        level = chapel
            .iter()
            .copied()
            .filter(|s| next >> s.index() & 1 == 1)
            .collect();
    }
    assert_eq!(sizes, vec![4, 4, 3, 2, 1]);
    // Library: 7 Grail sources (S1, S4, A2, A3 by its tree, A4, B2, B3).
    let grail = spaces(Room::Library)
        .iter()
        .filter(|s| s.effect().grail > 0 || s.effect().tree)
        .map(|s| s.label())
        .collect::<Vec<_>>();
    assert_eq!(
        grail,
        vec!["LI-S1", "LI-S4", "LI-A2", "LI-A3", "LI-A4", "LI-B2", "LI-B3"]
    );
    // §2.2.4: the key cards, and which of them lack a violet shield.
    let no_violet: Vec<&str> = MISSIONS
        .iter()
        .filter(|c| c.label.starts_with("MK") && !c.shields.contains(&ShieldKind::Violet))
        .map(|c| c.label)
        .collect();
    assert_eq!(no_violet, vec!["MK-06", "MK-07"]);
}

/// §2.6.7, §2.6.8 with 3 players: CH-S4 is neutral, so CH-P4 is out of reach; LI-S4 is neutral,
/// so LI-A5 can never be entered (Z-ROOM-CHAP-1, Z-ROOM-LIB-1).
#[test]
fn neutral_starts_close_paths_z_room_lib_1() {
    let into = |target: &str, room: Room| {
        spaces(room)
            .iter()
            .filter(|s| s.arrows() >> sp(target).index() & 1 == 1)
            .map(|s| s.label())
            .collect::<Vec<_>>()
    };
    assert_eq!(into("CH-P4", Room::Chapel), vec!["CH-S4"]);
    assert_eq!(into("LI-A5", Room::Library), vec!["LI-S4"]);
    assert!(sp("CH-S4").neutral_in_3p() && sp("LI-S4").neutral_in_3p());
}

/// §2.6.6: a group of k spaces completes only with k different colours, so with 4 players the
/// bottom group (4 spaces) never penalises anyone (Z-ROOM-INTR-3).
#[test]
fn bottom_intrigue_group_never_penalises_four_players_z_room_intr_3() {
    let mut s = mission_turn(sides(4, "AAAB"), &[R, G, Y, B], 1, &["M1-13", "M1-01"]);
    put(&mut s, G, &["IN-1a"]);
    put(&mut s, Y, &["IN-1b"]);
    put(&mut s, B, &["IN-1c"]);
    put(&mut s, R, &["IN-2a", "IN-3a", "IN-4a", "IN-5a"]);
    let mut g = build(&s);
    let e = play(&mut g, ZukunftAction::Mission(m("M1-13"))); // IN-1d, its only space
    let penalised = e.iter().find_map(|e| match e {
        ZukunftEvent::IntrigueCompleted {
            group: 1,
            penalised,
        } => Some(penalised.len()),
        _ => None,
    });
    assert_eq!(penalised, Some(0));
}
