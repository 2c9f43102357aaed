//! The bots never read what their seat cannot know.
//!
//! Property, over many positions of every registered game (every sample config, random play):
//! two states that seat `s` cannot tell apart — the real one and two `determinize(s, _)` samples
//! of it, which differ in everything hidden from `s` — give the same decision and the same
//! statistics for the same bot seed. It holds because a search reads its state only through
//! `determinize(s, _)`, and each game's `determinize` is a function of the seat's information
//! and the seed alone (checked directly too, so a failure points at the game or at the bot).

use camelot_table::engine::bot::{Level, Search};
use camelot_table::engine::registry::GameId;
use camelot_table::engine::rng::Rng;
use camelot_table::engine::{Game, GameExt, Seat, Turn, Viewer};
use camelot_table::with_game;

/// Positions checked per game and config, and the search budget there (small: the property
/// does not depend on it, and every position runs three searches).
const SEEDS: u64 = 3;
const EVERY: usize = 7;
const BUDGET: u64 = 4000;

fn acting(turn: &Turn) -> Vec<Seat> {
    match turn {
        Turn::Seat(s) => vec![*s],
        Turn::Simultaneous(v) | Turn::Window(v) => v.clone(),
        Turn::Over => vec![],
    }
}

struct Tally {
    positions: usize,
    hidden_differs: usize,
    searched: usize,
}

fn check<G: Game>(tally: &mut Tally) {
    for config in G::sample_configs() {
        for seed in 0..SEEDS {
            let mut g = G::new(&config, seed).expect("sample config");
            let mut rng = Rng::new(seed ^ 0x4075);
            let mut step = 0usize;
            while !g.is_over() {
                let seats = acting(&g.turn());
                let seat = seats[rng.below(seats.len() as u32) as usize];
                if step.is_multiple_of(EVERY) {
                    let a = g.determinize(seat, rng.next_u64());
                    let b = g.determinize(seat, rng.next_u64());
                    let view = g.view(Viewer::Seat(seat));
                    assert_eq!(a.view(Viewer::Seat(seat)), view);
                    assert_eq!(b.view(Viewer::Seat(seat)), view);
                    tally.positions += 1;
                    if a != b {
                        tally.hidden_differs += 1;
                    }
                    // The game's part: samples of indistinguishable states coincide.
                    let x = rng.next_u64();
                    assert_eq!(
                        a.determinize(seat, x),
                        b.determinize(seat, x),
                        "{} {config:?} seed {seed} step {step}: determinize depends on hidden information",
                        G::ID
                    );
                    // The bot's part: the same decision and statistics.
                    let level = Level::ALL[step / EVERY % 3];
                    let bot_seed = rng.next_u64();
                    let decide = |state: &G| {
                        let mut s = Search::with_budget(state, seat, level, BUDGET, bot_seed);
                        s.finish();
                        (s.best(), s.stats())
                    };
                    let real = decide(&g);
                    if real.1.iterations > 0 {
                        tally.searched += 1;
                    }
                    assert_eq!(real, decide(&a), "{} {config:?} seed {seed} step {step}: the bot's decision depends on hidden information", G::ID);
                    assert_eq!(real, decide(&b), "{} {config:?} seed {seed} step {step}: the bot's decision depends on hidden information", G::ID);
                    let legal = g.legal_actions(seat);
                    assert!(real.0.as_ref().is_some_and(|x| legal.contains(x)), "the bot's action is legal");
                }
                let legal = g.legal_actions(seat);
                let action = legal[rng.below(legal.len() as u32) as usize].clone();
                g.apply(seat, &action).expect("legal");
                step += 1;
            }
        }
    }
}

#[test]
fn two_states_a_seat_cannot_tell_apart_get_the_same_decision() {
    for &id in GameId::ALL {
        let mut tally = Tally { positions: 0, hidden_differs: 0, searched: 0 };
        with_game!(id, G => check::<G>(&mut tally));
        eprintln!(
            "{}: {} positions, {} with differing hidden information, {} searched",
            id.id(),
            tally.positions,
            tally.hidden_differs,
            tally.searched
        );
        assert!(tally.positions > 100, "{}: too few positions", id.id());
        assert!(tally.hidden_differs * 2 > tally.positions, "{}: the pairs rarely differ, the check would be weak", id.id());
        assert!(tally.searched * 4 > tally.positions, "{}: too few real decisions searched", id.id());
    }
}
