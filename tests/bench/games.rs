//! `cargo bench`: random full games per second for every registered game, natively, on one core.
//!
//! Each game is played from a fresh seed with uniformly random legal actions until it ends.
//! The figure is games per second of wall time over a fixed budget, single-threaded: first the
//! default config at every player count (with the issues' targets), then every sample config.

mod cpu;

use camelot_table::engine::registry::GameId;
use camelot_table::engine::rng::Rng;
use camelot_table::engine::{Applied, Game, Turn};
use camelot_table::with_game;
use std::hint::black_box;
use std::time::{Duration, Instant};

const BUDGET: Duration = Duration::from_secs(3);

/// Plays one random game to its end, reusing the buffers; returns the number of actions.
fn random_game<G: Game>(config: &G::Config, seed: u64, legal: &mut Vec<G::Action>, events: &mut Vec<G::Event>) -> usize {
    let Ok(mut game) = G::new(config, seed) else { return 0 };
    let mut rng = Rng::new(seed);
    let mut steps = 0;
    loop {
        let seat = match game.turn() {
            Turn::Seat(s) => s,
            Turn::Simultaneous(v) | Turn::Window(v) => v[rng.below(v.len() as u32) as usize],
            Turn::Over => return steps,
        };
        game.legal_actions_into(seat, legal);
        let action = &legal[rng.below(legal.len() as u32) as usize];
        events.clear();
        let applied: Result<Applied, _> = game.apply_into(seat, action, events);
        black_box(&applied);
        steps += 1;
    }
}


/// The issues' targets: random full games per second at a player count (issues 8 and 9).
fn target(id: &str, players: u8) -> Option<u32> {
    match (id, players) {
        ("zukunft", 4) => Some(20_000),
        ("schatten", 4) => Some(5_000),
        _ => None,
    }
}

/// Games per second of the default config at every player count: the figures the issues ask
/// for, each beside its target where there is one.
fn headline<G: Game>() {
    let (min, max) = G::PLAYERS;
    for players in min..=max {
        let config = G::default_config(players);
        if G::new(&config, 0).is_err() {
            continue;
        }
        let mut legal = Vec::new();
        let mut events = Vec::new();
        let start = Instant::now();
        let cpu0 = cpu::cpu_seconds();
        let mut games = 0u64;
        let mut steps = 0usize;
        while start.elapsed() < BUDGET {
            for _ in 0..64 {
                steps += random_game::<G>(&config, games, &mut legal, &mut events);
                games += 1;
            }
        }
        let rate = games as f64 / start.elapsed().as_secs_f64();
        // Per CPU second where it can be told (the figure that does not depend on the load).
        let cpu = cpu0.zip(cpu::cpu_seconds()).map(|(a, b)| b - a).filter(|&c| c > 0.0);
        let per_cpu = cpu.map(|c| games as f64 / c);
        let best = per_cpu.unwrap_or(rate);
        let goal = target(G::ID, players).map_or(String::new(), |t| {
            format!("  target >= {t}: {}", if best >= f64::from(t) { "met" } else { "MISSED" })
        });
        println!(
            "{:<12} {players}p default {:>10.0} games/s wall, {:>10} per CPU second  ({:>5.1} actions/game){goal}",
            G::ID,
            rate,
            per_cpu.map_or("?".to_string(), |r| format!("{r:.0}")),
            steps as f64 / games as f64
        );
    }
}

fn bench<G: Game>() {
    headline::<G>();
    for config in G::sample_configs() {
        let mut legal = Vec::new();
        let mut events = Vec::new();
        let start = Instant::now();
        let mut games = 0u64;
        let mut steps = 0usize;
        while start.elapsed() < BUDGET {
            for _ in 0..64 {
                steps += random_game::<G>(&config, games, &mut legal, &mut events);
                games += 1;
            }
        }
        let secs = start.elapsed().as_secs_f64();
        // The config last and whole: cut short, the variants that tell two lines apart were lost.
        println!(
            "{:<12} {:>10.0} games/s  ({:>5.1} actions/game)  {config:?}",
            G::ID,
            games as f64 / secs,
            steps as f64 / games as f64
        );
    }
}

/// The card game's own figure: one quest resolution on a typical pile (ten cards: three quests,
/// Merlin #1, Morgan #4, Mordred), through the public API: `apply_into(Quest)` on copies of the
/// position made beforehand, so only the resolution is timed.
fn card_quest_resolution() {
    use camelot_table::engine::card::Card::*;
    use camelot_table::engine::card::{CardAction, CardSetup, Quest};
    let pile = [Picts5, PictsWild, PictsWild, Saxons4, Merlin1, Grail3, Morgan4Plus2, Picts2, Mordred, Saxons3];
    let setup = CardSetup { pile: pile.iter().map(|&c| c.into()).collect(), ..CardSetup::default() };
    let Ok(game) = setup.into_game(1) else { return };
    let action = CardAction::Quest(Quest::Picts);
    let mut events = Vec::new();
    let mut timed = Duration::ZERO;
    let mut resolutions = 0u32;
    while timed < Duration::from_secs(1) {
        let mut batch = vec![game.clone(); 1024];
        let start = Instant::now();
        for g in &mut batch {
            events.clear();
            let applied = g.apply_into(0, black_box(&action), &mut events);
            black_box(&applied);
        }
        timed += start.elapsed();
        resolutions += 1024;
        black_box(&batch);
    }
    println!(
        "{:<12} {:>10.0} ns per quest resolution (10-card pile: Merlin #1, Morgan #4, Mordred)",
        "card",
        timed.as_secs_f64() / f64::from(resolutions) * 1e9
    );
}

fn main() {
    // `cargo bench -- <filter>` runs only the games whose id contains the filter.
    let filter = std::env::args().skip(1).find(|a| !a.starts_with('-'));
    for &id in GameId::ALL {
        if filter.as_deref().is_some_and(|f| !id.id().contains(f)) {
            continue;
        }
        with_game!(id, G => bench::<G>());
    }
    if filter.as_deref().is_none_or(|f| "card".contains(f)) {
        card_quest_resolution();
    }
}
