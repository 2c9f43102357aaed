//! `cargo bench --bench bots`: the bots' decision time natively, per game and level.
//!
//! Positions come from seeded random games of each game's default 4-player config (the solo
//! card game too): every few actions, the acting seat's decision is searched with each level's
//! full budget. Printed: ms per decision (mean and slowest) and iterations per second. The
//! budgets aim at Strong ≤ ~150 ms and Medium ≤ ~50 ms here, about 1 s and 300 ms in wasm on a
//! phone (taken as 5× slower).

mod cpu;

use camelot_table::engine::bot::{Level, Search};
use camelot_table::engine::knowledge::Knowledge;
use camelot_table::engine::registry::GameId;
use camelot_table::engine::rng::Rng;
use camelot_table::engine::session::Session;
use camelot_table::engine::{Game, Turn};
use camelot_table::with_game;
use std::hint::black_box;
use std::time::Instant;

/// Positions searched per game and level.
const POSITIONS: usize = 12;

/// What the deciding seat knows at each position: all a bot is given.
fn positions<G: Game>(players: u8) -> Vec<Knowledge<G>> {
    let mut out = Vec::new();
    let mut seed = 0;
    while out.len() < POSITIONS {
        seed += 1;
        let Ok(mut g) = Session::<G>::new(G::default_config(players), seed) else { return out };
        let mut rng = Rng::new(seed);
        let mut step = 0;
        loop {
            let seat = match g.turn() {
                Turn::Seat(s) => s,
                Turn::Simultaneous(v) | Turn::Window(v) => v[0],
                Turn::Over => break,
            };
            let legal = g.legal_actions(seat);
            // A few positions per game, spread over it, each a real choice.
            if legal.len() > 1 && step % 37 == 5 && out.len() < POSITIONS {
                out.push(g.knowledge(seat));
            }
            let a = legal[rng.below(legal.len() as u32) as usize].clone();
            g.apply(seat, a).expect("legal");
            step += 1;
        }
    }
    out
}


fn bench<G: Game>(players: u8) {
    let positions = positions::<G>(players);
    for level in Level::ALL {
        let mut total = 0.0f64;
        let mut slowest = 0.0f64;
        let mut iterations = 0u64;
        let cpu0 = cpu::cpu_seconds();
        for (i, known) in positions.iter().enumerate() {
            let start = Instant::now();
            // Timed from the knowledge: rebuilding a state from it is part of a decision.
            let mut s = Search::new(known, level, i as u64).expect("rebuilds");
            s.finish();
            black_box(s.best());
            let ms = start.elapsed().as_secs_f64() * 1e3;
            total += ms;
            slowest = slowest.max(ms);
            iterations += u64::from(s.stats().iterations);
        }
        let n = positions.len().max(1) as f64;
        let cpu = cpu0.zip(cpu::cpu_seconds()).map(|(a, b)| format!("{:.1}", (b - a) * 1e3 / n));
        println!(
            "{:<12} {players}p {:<6} {:>7.1} ms per decision (CPU {:>6} ms, slowest {:>6.1})  {:>8.0} iterations/s  {:>6.0} iterations per decision",
            G::ID,
            level.name(),
            total / n,
            cpu.unwrap_or_else(|| "?".into()),
            slowest,
            iterations as f64 / (total / 1e3),
            iterations as f64 / n,
        );
    }
}

fn main() {
    let filter = std::env::args().skip(1).find(|a| !a.starts_with('-'));
    for &id in GameId::ALL {
        if filter.as_deref().is_some_and(|f| !id.id().contains(f)) {
            continue;
        }
        let (min, _) = id.players();
        for players in [min.max(1), 4] {
            if players == min && min != 1 && players != 4 {
                continue; // the smallest table only when it is the solo game
            }
            with_game!(id, G => bench::<G>(players));
        }
    }
}
