//! Golden playthrough: one seeded 4-player game with Knights to the Rescue and the promos,
//! played by a seeded random policy. Every step's acting seat, action, events (with who may
//! read them) and public view are written to `tests/golden/card_4p_knights_promos.txt` and
//! compared on every run, so any change to the rules shows as a readable diff.
//!
//! Regenerate after an intended change: `UPDATE_GOLDEN=1 cargo test --no-default-features --test card_golden`.

use camelot_table::engine::card::{CardConfig, CardEvent, CardGame};
use camelot_table::engine::rng::Rng;
use camelot_table::engine::{Game, GameEvent, GameExt, Turn, Viewer};
use std::fmt::Write;

const GOLDEN: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/tests/golden/card_4p_knights_promos.txt"
);
/// A seed whose random game meets Morgan #1 (and a lie), Vivien, Merlin #4, an accusation, the
/// revealed traitor's turns and Arthur, Tristan, Gawain and Galahad.
const SEED: u64 = 1671;

fn json<T: serde::Serialize>(x: &T) -> String {
    serde_json::to_string(x).expect("serialisable")
}

fn audience(e: &CardEvent) -> String {
    if e.visible_to(Viewer::Public) {
        "public".into()
    } else {
        (0..7)
            .find(|&s| e.visible_to(Viewer::Seat(s)))
            .map_or("nobody".into(), |s| format!("seat {s}"))
    }
}

fn transcript() -> String {
    let config = CardConfig {
        players: 4,
        first_player: 0,
        promos: true,
        knights: true,
    };
    let mut g = CardGame::new(&config, SEED).expect("valid config");
    let mut policy = Rng::new(SEED ^ 0x90);
    let mut out = String::new();
    let _ = writeln!(
        out,
        "# Shadows over Camelot: The Card Game — golden playthrough"
    );
    let _ = writeln!(out, "# config {} seed {SEED}", json(&config));
    let _ = writeln!(out, "start view {}", json(&g.view(Viewer::Public)));
    let mut step = 0;
    while !g.is_over() {
        step += 1;
        assert!(step < 500, "the golden game does not end");
        let seats = match g.turn() {
            Turn::Seat(s) => vec![s],
            Turn::Window(v) | Turn::Simultaneous(v) => v,
            Turn::Over => break,
        };
        let seat = seats[policy.below(seats.len() as u32) as usize];
        let options = g.legal_actions(seat);
        let action = options[policy.below(options.len() as u32) as usize];
        let events = g.apply(seat, &action).expect("legal action");
        let _ = writeln!(
            out,
            "step {step} · seat {seat} · {} · legal {}",
            json(&action),
            json(&options)
        );
        for e in &events {
            let _ = writeln!(out, "  event [{}] {}", audience(e), json(e));
        }
        let _ = writeln!(out, "  view {}", json(&g.view(Viewer::Public)));
    }
    let _ = writeln!(out, "outcome {}", json(&g.outcome()));
    out
}

#[test]
fn golden_playthrough_is_unchanged() {
    let got = transcript();
    if std::env::var_os("UPDATE_GOLDEN").is_some() {
        std::fs::write(GOLDEN, &got).expect("golden file written");
        return;
    }
    let want = std::fs::read_to_string(GOLDEN)
        .expect("golden file present (create it with UPDATE_GOLDEN=1)");
    if got != want {
        let first = got
            .lines()
            .zip(want.lines())
            .position(|(a, b)| a != b)
            .unwrap_or(got.lines().count().min(want.lines().count()));
        panic!(
            "golden playthrough changed at line {}:\n  now:    {}\n  golden: {}\n(regenerate with UPDATE_GOLDEN=1 if the change is intended)",
            first + 1,
            got.lines().nth(first).unwrap_or("<end>"),
            want.lines().nth(first).unwrap_or("<end>")
        );
    }
}

#[test]
fn golden_game_exercises_the_rules() {
    let t = transcript();
    for needle in [
        "\"Lie\"",
        "VivienGave",
        "TokenPlaced",
        "\"Accused\"",
        "SpreadDrew",
        "\"Arthur\"",
        "TristanSaw",
        "GawainChose",
        "GalahadSaw",
        "EndCheck",
    ] {
        assert!(
            t.contains(needle),
            "the golden game no longer shows {needle}"
        );
    }
}
