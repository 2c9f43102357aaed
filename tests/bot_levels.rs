//! The levels are ordered, cheaply enough for every test run (no timing involved): at a small
//! budget a bot already beats random players clearly, and more budget wins more often.
//!
//! The real figures, with the real budgets and 95 % intervals, come from `make arena`.

use camelot_table::engine::bot::{Level, Search};
use camelot_table::engine::rng::Rng;
use camelot_table::engine::session::Session;
use camelot_table::engine::tournament::{Tournament, TournamentConfig};
use camelot_table::engine::{Seat, Turn};

/// Plays a tournament of `players`; seat `hero` searches with `budget`, the others with
/// `others` (0: uniformly random). Returns whether the hero won.
fn tournament(players: u8, seed: u64, hero: Seat, budget: u64, others: u64) -> bool {
    let config = TournamentConfig { players, first_dealer: None, characters: None };
    let mut g = Session::<Tournament>::new(config, seed).expect("valid");
    let mut rng = Rng::new(seed ^ 0x1e7);
    let mut step = 0u64;
    while let Turn::Seat(seat) = g.turn() {
        let legal = g.legal_actions(seat);
        let work = if seat == hero { budget } else { others };
        let action = if work == 0 {
            legal[rng.below(legal.len() as u32) as usize]
        } else {
            let mut s = Search::with_budget(&g.knowledge(seat), Level::Medium, work, seed ^ step).expect("rebuilds");
            s.finish();
            s.best().expect("a move")
        };
        g.apply(seat, action).expect("legal");
        step += 1;
    }
    g.outcome().is_some_and(|o| o.winners.contains(&hero))
}

#[test]
fn a_small_search_beats_a_random_player_in_the_tournament() {
    // Head to head, 2 players: a random player would win about half of these (12 of 24).
    let games = 24;
    let wins = (0..games).filter(|&i| tournament(2, 100 + i, (i % 2) as Seat, 20_000, 0)).count();
    eprintln!("search (20,000) vs random: {wins}/{games}");
    assert!(wins >= 18, "{wins}/{games}");
}

#[test]
fn more_budget_beats_less() {
    // Head to head, 2 players: even budgets would win half of these.
    let games = 16;
    let wins = (0..games).filter(|&i| tournament(2, 200 + i, (i % 2) as Seat, 20_000, 2_000)).count();
    eprintln!("search (20,000) vs search (2,000): {wins}/{games}");
    assert!(wins >= 10, "{wins}/{games}");
}
