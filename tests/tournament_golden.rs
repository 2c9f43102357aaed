//! Golden playthrough: one seeded 4-player game, recorded step by step (acting seat, action,
//! events, public view) and compared with `tests/golden/tournament_4p.txt` on every run, so a
//! rules change shows up as a readable diff. Regenerate with `UPDATE_GOLDEN=1 cargo test
//! --no-default-features --test tournament_golden` after checking the diff is intended.

mod tournament_common;
use camelot_table::engine::rng::Rng;
use std::fmt::Write;
use tournament_common::*;

const GOLDEN: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/tests/golden/tournament_4p.txt"
);

fn public_view(v: &TournamentView) -> String {
    let mut s = String::new();
    let _ = writeln!(
        s,
        "  view: round {} melee {} dealer {} pending {:?}",
        v.round, v.melee_number, v.dealer, v.pending
    );
    for seat in &v.seats {
        let _ = writeln!(
            s,
            "    seat {} {:?}{} health {} {:?}{} hand {} hits {:?} godsends {:?}",
            seat.seat,
            seat.character,
            if seat.companion_unlocked {
                "+companion"
            } else {
                ""
            },
            seat.health,
            seat.band,
            if seat.fallen { " FALLEN" } else { "" },
            seat.hand_size,
            seat.weapon_hits
                .iter()
                .map(|h| h.card.to_string())
                .collect::<Vec<_>>(),
            seat.godsends.iter().map(|g| g.kind).collect::<Vec<_>>(),
        );
    }
    let cards: Vec<String> = v
        .melee
        .cards
        .iter()
        .map(|m| {
            format!(
                "{}:{}:{:?}:{:?}",
                m.seat,
                m.card.map_or("?".to_owned(), |c| c.to_string()),
                m.face,
                m.final_value
            )
        })
        .collect();
    let _ = writeln!(
        s,
        "    melee lead {:?} cards {:?} discards {:?} carry {} deck {} godsends up {:?}",
        v.melee.lead_suit,
        cards,
        v.melee.discards,
        v.carry.len(),
        v.draw_deck,
        v.godsend_face_up
    );
    s
}

fn transcript() -> String {
    let config = TournamentConfig {
        players: 4,
        first_dealer: None,
        characters: None,
    };
    let mut t = Tournament::new(&config, 2024).unwrap();
    let mut rng = Rng::new(7);
    let mut out = String::new();
    let _ = write!(
        out,
        "config {config:?} seed 2024\n{}",
        public_view(&t.view(Viewer::Public))
    );
    let mut step = 0;
    while let Turn::Seat(seat) = t.turn() {
        let legal = t.legal_actions(seat);
        let action = legal[rng.below(legal.len() as u32) as usize];
        let events = t.apply(seat, &action).unwrap();
        let _ = writeln!(out, "step {step}: seat {seat} {action:?}");
        for e in events.iter().filter(|e| e.visible_to(Viewer::Public)) {
            let _ = writeln!(out, "  event {e:?}");
        }
        out.push_str(&public_view(&t.view(Viewer::Public)));
        step += 1;
    }
    let _ = write!(
        out,
        "outcome {:?}\nranking {:?}\n",
        t.outcome(),
        t.view(Viewer::Public).ranking
    );
    out
}

#[test]
fn golden_four_player_game() {
    let got = transcript();
    if std::env::var_os("UPDATE_GOLDEN").is_some() {
        std::fs::write(GOLDEN, &got).unwrap();
        return;
    }
    let want =
        std::fs::read_to_string(GOLDEN).expect("golden file missing: run with UPDATE_GOLDEN=1");
    if got != want {
        let line = got
            .lines()
            .zip(want.lines())
            .position(|(a, b)| a != b)
            .unwrap_or(0);
        panic!(
            "the playthrough differs from {GOLDEN} at line {}:\n got: {}\nwant: {}",
            line + 1,
            got.lines().nth(line).unwrap_or(""),
            want.lines().nth(line).unwrap_or("")
        );
    }
}
