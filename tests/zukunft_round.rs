//! Phases 1, 2, 3 and 5 of a round: Z-ROUND, Z-PREP, Z-SEND, Z-PRED, Z-EOR.

mod zukunft_support;

use camelot_table::engine::zukunft::{
    Pending, Stack, Zukunft, ZukunftAction, ZukunftError, ZukunftEvent,
};
use camelot_table::engine::{Game, GameEvent, GameExt, Turn, Viewer};
use zukunft_support::*;
use ZukunftAction::{Fist, Predict};

/// Z-PREP-1: 1 three-knight card, 2 two-knight cards, 3 one-knight cards, each in its row.
#[test]
fn preparation_turns_up_the_rows_z_prep_1() {
    for seed in 0..10 {
        let v = public(&Zukunft::new(&cfg(4), seed).unwrap());
        let from = |s: Stack| v.display.iter().filter(|m| m.card().stack == s).count();
        assert_eq!(
            [
                from(Stack::One),
                from(Stack::Two),
                from(Stack::Three),
                from(Stack::Key)
            ],
            [3, 2, 1, 0]
        );
        // Each card lies in the row of its shield count (a special card: its knights).
        for m in &v.display {
            let row = m.card().row();
            let expected = match m.card().stack {
                Stack::One => 1,
                Stack::Two => 2,
                _ => 3,
            };
            assert_eq!(row, expected, "{}", m.label());
        }
    }
}

/// Z-PREP-2: with 5 players the key card lies in the row of its shield count.
#[test]
fn key_card_in_its_row_z_prep_2() {
    for seed in 0..30 {
        let v = public(&Zukunft::new(&cfg(5), seed).unwrap());
        let key = v
            .display
            .iter()
            .find(|m| m.card().stack == Stack::Key)
            .expect("a key card");
        assert_eq!(key.card().row() as usize, key.card().shields.len());
    }
}

/// Z-SEND-1, Z-SEND-2, Z-SEND-3, Z-SEND-4: simultaneous secret fists of 0–3, limited by the screen; the knock is
/// public, the number private; nobody sees another's fist before the reveal.
#[test]
fn secret_fists_z_send_1() {
    let mut s = table(cfg(3));
    col_mut(&mut s, Y).screen = 2;
    let mut g = build(&s);
    assert_eq!(g.turn(), Turn::Simultaneous(vec![0, 1, 2]));
    // Z-SEND-2: 0–3, not more than behind the screen.
    assert_eq!(
        g.legal_actions(0),
        (0..=3).map(|k| Fist(R, k)).collect::<Vec<_>>()
    );
    assert_eq!(
        g.legal_actions(2),
        (0..=2).map(|k| Fist(Y, k)).collect::<Vec<_>>()
    );
    assert_eq!(
        g.apply(2, &Fist(Y, 3)),
        Err(ZukunftError::FistTooBig {
            knights: 3,
            behind_screen: 2
        })
    );
    assert_eq!(g.apply(0, &Fist(G, 1)), Err(ZukunftError::NotYourColour(G)));
    let before_other = g.view(Viewer::Seat(1));
    let events = act(&mut g, 0, Fist(R, 2));
    // Z-SEND-4: the knock is public; the number only for seat 0.
    assert!(events.contains(&ZukunftEvent::FistChosen { colour: R }));
    let secret = events
        .iter()
        .find(|e| matches!(e, ZukunftEvent::FistSecret { .. }))
        .unwrap();
    assert!(
        secret.visible_to(Viewer::Seat(0))
            && !secret.visible_to(Viewer::Seat(1))
            && !secret.visible_to(Viewer::Public)
    );
    assert_eq!(g.view(Viewer::Seat(0)).me.unwrap().fists, vec![(R, 2)]);
    let after_other = g.view(Viewer::Seat(1));
    assert!(after_other.me.unwrap().fists.is_empty());
    assert!(after_other.colours[0].fist_chosen);
    // Seat 1 sees that red knocked, and nothing else changed for it: the screen count stays.
    assert_eq!(
        after_other.colours[0].screen,
        before_other.colours[0].screen
    );
    assert_eq!(g.turn(), Turn::Simultaneous(vec![1, 2]));
    assert_eq!(g.apply(0, &Fist(R, 1)), Err(ZukunftError::NotYourTurn(0)));
    // Z-SEND-3: 0 is a legal fist (bring knights back).
    act(&mut g, 2, Fist(Y, 0));
    act(&mut g, 1, Fist(G, 3));
    assert!(
        matches!(pending(&g), Pending::Predict { .. }),
        "Z-SEND-4: all in, phase 3"
    );
}

/// Z-SEND-3: a colour with nobody behind its screen can only send none; its fist is made for it.
#[test]
fn empty_screen_sends_none_z_send_3() {
    let mut s = table(cfg(4));
    col_mut(&mut s, B).screen = 0;
    let g = build(&s);
    assert_eq!(g.turn(), Turn::Simultaneous(vec![0, 1, 2]));
    assert!(colour(&g, B).fist_chosen);
}

fn after_fists(order: &[camelot_table::engine::zukunft::Colour], fists: &[u8]) -> Zukunft {
    let mut s = table(cfg(order.len() as u8));
    s.order = order.to_vec();
    let mut g = build(&s);
    for (i, &k) in fists.iter().enumerate() {
        let c = camelot_table::engine::zukunft::Colour::ALL[i];
        act(&mut g, i as u8, Fist(c, k));
    }
    g
}

/// Z-PRED-1, Z-PRED-2, Z-PRED-7: bottom to top; at most two per number, the later one inside; 0–15.
#[test]
fn predictions_bottom_to_top_z_pred_1() {
    let mut g = after_fists(&[B, R, Y, G], &[1, 2, 3, 0]);
    assert_eq!(pending(&g), Pending::Predict { colour: G });
    assert_eq!(legal(&g), (0..=15).map(Predict).collect::<Vec<_>>()); // Z-PRED-7
    assert_eq!(to_act(&g), 1);
    let e = play(&mut g, Predict(5));
    assert!(e.contains(&ZukunftEvent::Predicted {
        colour: G,
        number: 5,
        inner: false
    }));
    assert_eq!(pending(&g), Pending::Predict { colour: Y });
    let e = play(&mut g, Predict(5));
    assert!(e.contains(&ZukunftEvent::Predicted {
        colour: Y,
        number: 5,
        inner: true
    })); // Z-PRED-2
    assert_eq!(pending(&g), Pending::Predict { colour: R });
    assert!(!legal(&g).contains(&Predict(5)));
    assert_eq!(g.apply(0, &Predict(5)), Err(ZukunftError::NumberFull(5)));
    assert_eq!(
        g.apply(0, &Predict(16)),
        Err(ZukunftError::NoSuchNumber(16))
    );
    let v = public(&g);
    assert_eq!(
        v.magicians
            .iter()
            .map(|m| (m.colour, m.number, m.inner))
            .collect::<Vec<_>>(),
        vec![(G, 5, false), (Y, 5, true)]
    );
    play(&mut g, Predict(7));
    assert_eq!(pending(&g), Pending::Predict { colour: B });
    // The fists are still hidden: the last prediction reveals them.
    assert!(public(&g).reveal.is_none());
    let events = play(&mut g, Predict(6));
    let reveal = events
        .iter()
        .find_map(|e| match e {
            ZukunftEvent::Revealed(r) => Some(*r),
            _ => None,
        })
        .unwrap();
    assert_eq!(reveal.total, 6);
    assert_eq!(reveal.fists.as_slice(), &[(B, 0), (R, 1), (Y, 3), (G, 2)]);
    assert!(reveal.exact);
    // Z-PRED-4: exact 6 (B), then below: 5 outer (G), 5 inner (Y), then above: 7 (R).
    assert_eq!(reveal.order.as_slice(), &[B, G, Y, R]);
    let lines: Vec<(camelot_table::engine::zukunft::Colour, u8, bool, i8)> = reveal
        .predictions
        .iter()
        .map(|p| (p.colour, p.number, p.inner, p.off_by))
        .collect();
    assert_eq!(
        lines,
        vec![
            (G, 5, false, -1),
            (Y, 5, true, -1),
            (R, 7, false, 1),
            (B, 6, false, 0)
        ]
    );
}

/// Z-PRED-3, Z-PRED-5, Z-PRED-6: the fists go in front of the screens, the magicians return in the new
/// order (the order of phase 4), the top colour takes the leftmost Merlin tile in secret.
#[test]
fn reveal_order_and_merlin_z_pred_6() {
    let mut s = table(cfg(4));
    s.order = vec![R, G, Y, B];
    s.merlin_row = Some(vec![4, 1, 2, 3, 3, 4, 5]);
    s.display = vec![
        m("M1-01"),
        m("M1-05"),
        m("M1-09"),
        m("M2-01"),
        m("M2-02"),
        m("M3-01"),
    ];
    let mut g = build(&s);
    for (seat, c, k) in [(0, R, 1), (1, G, 2), (2, Y, 3), (3, B, 0)] {
        act(&mut g, seat, Fist(c, k));
    }
    for n in [2, 9, 4, 1] {
        play(&mut g, Predict(n)); // B 2, Y 9, G 4, R 1: total 6 → G (4), B (2), R (1), Y (9)
    }
    let v = public(&g);
    assert_eq!(v.order, vec![G, B, R, Y]); // Z-PRED-5
    assert!(v.magicians.is_empty());
    // Z-PRED-3: in front of the screens.
    assert_eq!((colour(&g, Y).sent, colour(&g, Y).screen), (3, 8));
    // Z-PRED-6: green holds the leftmost tile, value seen only by its seat.
    assert_eq!(v.merlin_row, 6);
    assert_eq!(colour(&g, G).merlin_tiles, 1);
    assert_eq!(
        g.view(Viewer::Seat(1)).me.unwrap().merlin,
        vec![(G, vec![4])]
    );
    assert_eq!(
        g.view(Viewer::Seat(0)).me.unwrap().merlin,
        vec![(R, vec![])]
    );
    assert_eq!(
        colour(&g, G).merlin,
        None,
        "hidden from the table until final scoring"
    );
    // Phase 4 in the new order: green first.
    assert_eq!(pending(&g), Pending::Mission { colour: G, sent: 2 });
}

/// Z-PRED-6: the private Merlin event goes to the taker's seat only.
#[test]
fn merlin_event_is_private_z_pred_6() {
    let mut g = Zukunft::new(&cfg(4), 21).unwrap();
    let mut all = Vec::new();
    while !matches!(
        pending(&g),
        Pending::Mission { .. }
            | Pending::TakeBack { .. }
            | Pending::Shields { .. }
            | Pending::Grail { .. }
            | Pending::Extra { .. }
    ) {
        let seat = match g.turn() {
            Turn::Seat(s) => s,
            Turn::Simultaneous(v) => v[0],
            _ => break,
        };
        let a = g.legal_actions(seat)[0];
        all.extend(g.apply(seat, &a).unwrap());
    }
    let seen = all
        .iter()
        .find(|e| matches!(e, ZukunftEvent::MerlinSeen { .. }))
        .expect("a Merlin tile");
    let ZukunftEvent::MerlinSeen { seat, .. } = seen else {
        unreachable!()
    };
    assert!(seen.visible_to(Viewer::Seat(*seat)));
    assert!(!seen.visible_to(Viewer::Public));
    assert!(!seen.visible_to(Viewer::Seat((seat + 1) % 4)));
}

/// Z-EOR-1, Z-ROUND-1: the cards left go to the box; 7 rounds, then final scoring.
#[test]
fn end_of_round_and_seven_rounds_z_eor_1() {
    let mut g = Zukunft::new(&cfg(4), 2).unwrap();
    let first = public(&g).display;
    run_until(&mut g, |g| public(g).round == 2);
    let v = public(&g);
    // Every card of round 1 was taken or boxed; none is face up any more.
    for m in &first {
        let taken = v.colours.iter().any(|c| c.missions.contains(m));
        assert!(taken || v.boxed.contains(m), "{}", m.label());
        assert!(!v.display.contains(m));
    }
    let mut rounds = vec![];
    let mut g = Zukunft::new(&cfg(4), 2).unwrap();
    for _ in 0..3000 {
        let seat = match g.turn() {
            Turn::Seat(s) => s,
            Turn::Simultaneous(v) => v[0],
            _ => break,
        };
        let a = g.legal_actions(seat)[0];
        for e in g.apply(seat, &a).unwrap() {
            match e {
                ZukunftEvent::RoundBegins { round, .. } => rounds.push(round),
                ZukunftEvent::RoundEnds { round, .. } => rounds.push(100 + round),
                ZukunftEvent::FinalScoring { .. } => rounds.push(200),
                _ => {}
            }
        }
    }
    assert_eq!(
        rounds,
        vec![101, 2, 102, 3, 103, 4, 104, 5, 105, 6, 106, 7, 107, 200]
    );
    assert!(g.is_over());
}
