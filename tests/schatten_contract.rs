//! The shared contract on long "sensible" games (the shared random-play suite's uniform policy
//! loses life so often that games stay short): views depend only on what their seat knows
//! (S-INFO-1), illegal actions are refused unchanged, save codes round-trip, resample is a
//! function of the seat's view and the seed, and every game ends (S-END-3).

mod schatten_support;
use camelot_table::engine::rng::Rng;
use camelot_table::engine::schatten::{Schatten, SchattenConfig, SchattenEvent, TraitorDeal};
use camelot_table::engine::{ActionCode, Game, GameExt, Viewer};
use schatten_support::*;

fn configs() -> Vec<SchattenConfig> {
    Schatten::sample_configs()
}

#[test]
fn sensible_games_keep_the_contract_and_end() {
    let mut seen = std::collections::BTreeSet::new();
    for cfg in configs() {
        for seed in 0..30u64 {
            let mut g = Schatten::new(&cfg, seed).unwrap();
            let mut r = Rng::new(seed ^ 77);
            let mut steps = 0;
            while !g.is_over() {
                steps += 1;
                assert!(steps < 20_000, "{cfg:?} seed {seed}: no end");
                for seat in 0..g.players() {
                    let legal = g.legal_actions(seat);
                    assert!(legal.windows(2).all(|w| w[0] < w[1]));
                    for a in &legal {
                        assert_eq!(A::from_code(a.code()), Some(*a));
                    }
                    let s1 = g.resample(seat, r.next_u64());
                    assert_eq!(g.view(Viewer::Seat(seat)), s1.view(Viewer::Seat(seat)), "{cfg:?} seed {seed} step {steps} seat {seat}");
                    assert_eq!(g.view(Viewer::Public), s1.view(Viewer::Public));
                    assert_eq!(legal, s1.legal_actions(seat));
                    // A function of the view and the seed: resampling a sample gives the same.
                    let k = r.next_u64();
                    assert_eq!(g.resample(seat, k), s1.resample(seat, k), "{cfg:?} seed {seed} step {steps} seat {seat}: resample reads hidden values");
                }
                let seats = acting(&g);
                let seat = seats[r.below(seats.len() as u32) as usize];
                let a = sensible(&g, seat, &mut r);
                let before = g.clone();
                let mut probe = g.clone();
                let bad = A::Pledge(7);
                let mut ev = Vec::new();
                assert!(probe.apply_into(seat, &bad, &mut ev).is_err());
                assert!(ev.is_empty());
                assert_eq!(probe, before);
                for e in g.apply(seat, &a).unwrap() {
                    let name = format!("{e:?}");
                    seen.insert(name.split([' ', '{', '(']).next().unwrap_or("").to_string());
                }
            }
            assert!(g.outcome().is_some());
        }
    }
    eprintln!("events seen: {seen:?}");
    for needle in ["QuestEnded", "Swords", "CombatRevealed", "MerlinWindow", "SiegeFight", "Shared", "GameEnded"] {
        assert!(seen.contains(needle), "sensible play never produced {needle}");
    }
}

#[test]
fn official_deal_sometimes_has_no_traitor() {
    let cfg = SchattenConfig { players: 4, traitor: TraitorDeal::Official, ..SchattenConfig::default() };
    let mut with = 0;
    for seed in 0..200 {
        let g = Schatten::new(&cfg, seed).unwrap();
        let mut g2 = g.clone();
        let ev: Vec<SchattenEvent> = play_out(&mut g2, seed, 0, sensible);
        assert!(ev.is_empty());
        let ends = (0..4).any(|s| g.view(Viewer::Seat(s)).me.unwrap().loyalty == Some(camelot_table::engine::schatten::Loyalty::Traitor));
        with += usize::from(ends);
    }
    // S-LOY-1: four cards of eight dealt: a Traitor about half the time.
    assert!((60..140).contains(&with), "{with}");
}

/// `Applied.undoable`: only actions that used no randomness and showed nobody anything new.
#[test]
fn undoable_only_without_chance_or_reveal() {
    let mut g = four().heroic().build();
    assert!(g.apply_into(0, &A::Move(camelot_table::engine::schatten::Place::Picts), &mut Vec::new()).unwrap().undoable);
    let mut g = four().heroic().build();
    assert!(!g.apply_into(0, &A::DrawWhite, &mut Vec::new()).unwrap().undoable, "a draw");
    let mut g = four().siege(1).heroic().build();
    g.apply(0, &A::FightSiege).unwrap();
    assert!(!g.apply_into(0, &A::Roll, &mut Vec::new()).unwrap().undoable, "the d8");
    let mut g = four().black_next(&[camelot_table::engine::schatten::Black::BK3]).build();
    g.apply(0, &A::DrawBlack).unwrap();
    assert!(!g.apply_into(0, &A::FaceUp, &mut Vec::new()).unwrap().undoable, "a private card shown");
}
