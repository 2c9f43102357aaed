//! The shared contract, for Zukunft: hidden information stays hidden, `resample` depends on
//! the seat's view and the seed only, undo only where nothing was drawn or shown, typed errors
//! that change nothing, save codes, no panic on any input.

mod zukunft_support;

use camelot_table::engine::rng::Rng;
use camelot_table::engine::session::Session;
use camelot_table::engine::zukunft::{
    GrailPart, Pending, ShieldKind, Zukunft, ZukunftAction, ZukunftError, ZukunftEvent,
};
use camelot_table::engine::{ActionCode, Game, GameEvent, GameExt, Turn, Viewer};
use zukunft_support::*;
use ZukunftAction::*;

fn random_step(g: &mut Zukunft, rng: &mut Rng) -> Option<Vec<ZukunftEvent>> {
    let seat = match g.turn() {
        Turn::Seat(s) => s,
        Turn::Simultaneous(v) | Turn::Window(v) => v[rng.below(v.len() as u32) as usize],
        Turn::Over => return None,
    };
    let options = g.legal_actions(seat);
    let a = options[rng.below(options.len() as u32) as usize];
    Some(g.apply(seat, &a).expect("legal"))
}

/// Z-SEND-1, Z-PRED-6, Z-EFF-5: a seat's view does not change with what it may not know.
#[test]
fn views_hide_fists_merlin_and_grail_z_send_1() {
    let g = Zukunft::new(&cfg(4), 5).unwrap();
    assert!(g.has_secrets());
    let mut a = g.clone();
    let mut b = g.clone();
    act(&mut a, 1, Fist(G, 1));
    act(&mut b, 1, Fist(G, 3));
    for seat in [0, 2, 3] {
        assert_eq!(
            a.view(Viewer::Seat(seat)),
            b.view(Viewer::Seat(seat)),
            "seat {seat}"
        );
    }
    assert_eq!(a.view(Viewer::Public), b.view(Viewer::Public));
    assert_ne!(a.view(Viewer::Seat(1)), b.view(Viewer::Seat(1)));
    // Merlin values and Grail tiles of others, the deck order.
    let mut s = table(cfg(4));
    s.round = 2; // one Merlin tile handed out (Z-PRED-6)
    col_mut(&mut s, G).merlin = vec![5];
    col_mut(&mut s, G).grail = vec![GrailPart::Lid];
    let mut t = s.clone();
    col_mut(&mut t, G).merlin = vec![1];
    col_mut(&mut t, G).grail = vec![GrailPart::Foot];
    s.merlin_row = Some(vec![1, 2, 3, 3, 4, 4]);
    t.merlin_row = Some(vec![5, 2, 3, 3, 4, 4]);
    let (x, y) = (s.into_game(1).unwrap(), t.into_game(2).unwrap());
    assert_eq!(x.view(Viewer::Seat(0)), y.view(Viewer::Seat(0)));
    assert_eq!(x.view(Viewer::Public), y.view(Viewer::Public));
    assert_ne!(x.view(Viewer::Seat(1)), y.view(Viewer::Seat(1)));
}

/// `resample` is a function of the seat's view and the seed: the same for states the seat
/// cannot tell apart, and a sample of a sample is the sample.
#[test]
fn determinize_depends_on_the_view_only() {
    for (players, seed) in [(2, 1), (3, 2), (4, 3), (5, 4)] {
        let mut c = heroes(sides(players, "ABBA"));
        c.first_player = 0;
        let mut g = Zukunft::new(&c, seed).unwrap();
        let mut rng = Rng::new(seed);
        let mut step = 0;
        loop {
            for seat in 0..players {
                let sample = g.resample(seat, 99 + step);
                assert_eq!(
                    sample.view(Viewer::Seat(seat)),
                    g.view(Viewer::Seat(seat)),
                    "{players}p step {step} seat {seat}"
                );
                assert_eq!(
                    sample.resample(seat, 7),
                    g.resample(seat, 7),
                    "{players}p step {step} seat {seat}: a sample's sample"
                );
            }
            step += 1;
            if random_step(&mut g, &mut rng).is_none() {
                break;
            }
        }
    }
    // Two real states differing only in hidden things give the same samples.
    let mut s = table(cfg(4));
    s.round = 2; // one Merlin tile handed out (Z-PRED-6)
    col_mut(&mut s, B).merlin = vec![5];
    col_mut(&mut s, B).grail = vec![GrailPart::Lid, GrailPart::Lid];
    let mut t = s.clone();
    col_mut(&mut t, B).merlin = vec![2];
    col_mut(&mut t, B).grail = vec![GrailPart::Foot, GrailPart::Bowl];
    let (mut x, mut y) = (s.into_game(10).unwrap(), t.into_game(20).unwrap());
    act(&mut x, 3, Fist(B, 1));
    act(&mut y, 3, Fist(B, 3));
    assert_eq!(x.view(Viewer::Seat(0)), y.view(Viewer::Seat(0)));
    for seed in 0..5 {
        assert_eq!(x.resample(0, seed), y.resample(0, seed));
    }
}

/// Other colours' fists chosen and not yet revealed are drawn uniformly from their legal fists.
#[test]
fn determinize_resamples_hidden_fists() {
    let mut s = table(cfg(4));
    col_mut(&mut s, G).screen = 2;
    let mut g = build(&s);
    act(&mut g, 1, Fist(G, 2));
    act(&mut g, 2, Fist(Y, 3));
    let mut seen = [[0u32; 4]; 2];
    for seed in 0..400 {
        let d = g.resample(0, seed);
        let v1 = d.view(Viewer::Seat(1)).me.unwrap().fists;
        let v2 = d.view(Viewer::Seat(2)).me.unwrap().fists;
        seen[0][usize::from(v1[0].1)] += 1;
        seen[1][usize::from(v2[0].1)] += 1;
    }
    assert_eq!(seen[0][3], 0, "green has only 2 behind its screen");
    assert!(seen[0][..3].iter().all(|&n| n > 90), "{seen:?}");
    assert!(seen[1].iter().all(|&n| n > 60), "{seen:?}");
    // Its own fist, the seat knows.
    assert!((0..20).all(|seed| g
        .resample(1, seed)
        .view(Viewer::Seat(1))
        .me
        .unwrap()
        .fists
        == vec![(G, 2)]));
}

/// Z-HERO-PAR-2 in samples: Parzival's seat keeps the supply it saw, others do not.
#[test]
fn determinize_keeps_what_parzival_saw() {
    let mut s = mission_turn(heroes(cfg(4)), &[Y, R, G, B], 0, &["M1-01", "M1-05"]);
    s.round = 2;
    col_mut(&mut s, Y).hero = camelot_table::engine::zukunft::HeroState {
        side1: Some(1),
        side2: false,
    };
    s.grail_stacks = Some([
        vec![GrailPart::Bowl, GrailPart::Lid, GrailPart::Stem],
        vec![GrailPart::Foot, GrailPart::Bowl],
        vec![GrailPart::Stem],
    ]);
    col_mut(&mut s, R).grail = vec![GrailPart::Foot];
    let mut g = build(&s);
    play(&mut g, TakeBack(1));
    play(&mut g, Parzival);
    play(&mut g, Part(GrailPart::Stem));
    // Red now takes 2 tiles back from the reshuffled supply of Bowl, Lid, Stem, Foot, Bowl.
    assert_eq!(pending(&g), Pending::TakeBack { colour: R, max: 2 });
    play(&mut g, TakeBack(2));
    while let Pending::Grail { .. } = pending(&g) {
        let a = legal(&g)[0];
        play(&mut g, a);
    }
    let supply_seen = g.view(Viewer::Seat(2)).me.unwrap().grail_supply.unwrap();
    assert_eq!(supply_seen, [2, 1, 1, 1]);
    for seed in 0..50 {
        let d = g.resample(2, seed);
        // What red took after the look plus the supply now is what Parzival saw.
        let red = d.view(Viewer::Seat(0)).me.unwrap().grail[0].1.clone();
        let mut counts = [0u8; 4];
        for p in &red[1..] {
            counts[p.index()] += 1;
        }
        let supply = d
            .view(Viewer::Seat(2))
            .grail_stacks
            .iter()
            .map(|&n| u32::from(n))
            .sum::<u32>();
        assert_eq!(supply, 3);
        assert!(
            counts.iter().zip(supply_seen).all(|(&c, s)| c <= s),
            "{red:?}"
        );
    }
}

/// Applied.undoable: true only without randomness or anything shown.
#[test]
fn undoable_only_without_draws_or_reveals() {
    let mut g = Zukunft::new(&cfg(4), 8).unwrap();
    let mut ev = Vec::new();
    assert!(g.apply_into(0, &Fist(R, 1), &mut ev).unwrap().undoable);
    for (seat, c) in [(1, G), (2, Y), (3, B)] {
        assert!(g.apply_into(seat, &Fist(c, 1), &mut ev).unwrap().undoable);
    }
    for n in [3, 4, 5] {
        let seat = to_act(&g);
        assert!(g.apply_into(seat, &Predict(n), &mut ev).unwrap().undoable);
    }
    let seat = to_act(&g);
    assert!(
        !g.apply_into(seat, &Predict(6), &mut ev).unwrap().undoable,
        "the reveal and the Merlin tile"
    );
    // A mission with a shield placed and nothing drawn can be undone; a Grail draw cannot.
    let mut s = mission_turn(cfg(4), &[R, G, Y, B], 2, &["M2-05", "M1-04"]);
    s.grail_stacks = Some([vec![GrailPart::Bowl], vec![GrailPart::Lid], vec![]]);
    let mut g = build(&s);
    assert!(
        g.apply_into(0, &Mission(m("M2-05")), &mut ev)
            .unwrap()
            .undoable
    );
    assert!(
        g.apply_into(0, &Shield(ShieldKind::Green, sp("TG-1a")), &mut ev)
            .unwrap()
            .undoable
    );
    // The mission's Grail tile is drawn with it (Z-EFF-5), so taking it cannot be undone.
    let mut g = build(&s);
    assert!(!g.apply_into(0, &Mission(m("M1-04")), &mut ev).unwrap().undoable);
    // The session undoes the undoable.
    let mut session = Session::<Zukunft>::new(cfg(4), 3).unwrap();
    session.apply(0, Fist(R, 2)).unwrap();
    assert!(session.can_undo());
    assert_eq!(session.undo().map(|s| s.action), Some(Fist(R, 2)));
    assert!(session.view(Viewer::Seat(0)).me.unwrap().fists.is_empty());
}

/// An illegal action is a typed error; state and events stay as they were; no input panics.
#[test]
fn illegal_actions_change_nothing() {
    let mut rng = Rng::new(4);
    let mut g = Zukunft::new(&heroes(cfg(5)), 4).unwrap();
    let mut steps = 0;
    loop {
        for _ in 0..12 {
            let code = rng.below(19 << 16 | 0xFFFF);
            let Some(a) = ZukunftAction::from_code(code) else {
                continue;
            };
            assert_eq!(ZukunftAction::from_code(a.code()), Some(a));
            let seat = rng.below(7) as u8;
            if seat < 5 && g.legal_actions(seat).contains(&a) {
                continue;
            }
            let mut probe = g.clone();
            let mut ev = Vec::new();
            let r = probe.apply_into(seat, &a, &mut ev);
            assert!(r.is_err(), "{a:?} by {seat} accepted");
            assert!(ev.is_empty());
            assert_eq!(probe, g);
        }
        steps += 1;
        if random_step(&mut g, &mut rng).is_none() {
            break;
        }
    }
    assert!(steps > 50);
    assert_eq!(g.apply(0, &Pass), Err(ZukunftError::GameOver));
    let mut g = Zukunft::new(&cfg(3), 1).unwrap();
    assert_eq!(g.apply(7, &Fist(R, 1)), Err(ZukunftError::NoSuchSeat(7)));
    assert_eq!(
        g.apply(0, &Mission(m("M1-01"))),
        Err(ZukunftError::WrongMoment)
    );
    // Codes with unused bits, unknown tags, spaces or cards out of range decode to nothing.
    for code in [
        0,
        19 << 16,
        1 << 24,
        6 << 16 | 5 << 8 | 200,
        4 << 16 | 60 << 8,
        2 << 16 | 9 << 8,
    ] {
        assert_eq!(ZukunftAction::from_code(code), None, "{code:#x}");
    }
}

/// Private events reach their seat only; everything else is public.
#[test]
fn private_events_reach_their_seat_only() {
    let mut g = Zukunft::new(&heroes(cfg(4)), 12).unwrap();
    let mut rng = Rng::new(12);
    let mut private = 0;
    while let Some(events) = random_step(&mut g, &mut rng) {
        for e in events {
            let seats: Vec<u8> = (0..4).filter(|&s| e.visible_to(Viewer::Seat(s))).collect();
            if e.is_private() {
                private += 1;
                assert_eq!(seats.len(), 1, "{e:?}");
                assert!(matches!(
                    e,
                    ZukunftEvent::FistSecret { .. }
                        | ZukunftEvent::MerlinSeen { .. }
                        | ZukunftEvent::GrailSeen { .. }
                        | ZukunftEvent::ParzivalSaw { .. }
                ));
            } else {
                assert_eq!(seats.len(), 4);
            }
        }
    }
    assert!(private > 20);
}
