//! The bots never read what their seat cannot know.
//!
//! That holds by construction: a bot's only input is a [`Knowledge`] (the seat's view and its
//! log, made from a session through the functions that filter by viewer), and the search holds
//! no state but the one its game rebuilds from that knowledge. What this file checks is what
//! the construction rests on, over many positions of every registered game (every sample
//! config, random play), for the seat to act:
//! - the rebuilt state shows the seat the real view, gives it the real legal actions, and
//!   shows the table the real public view;
//! - it samples exactly as the real state does: `resample` of both with one seed gives one
//!   state, so the rebuilt state differs from the real one only in what the resampler redraws
//!   (and the bots decide as they did when they were handed the real state);
//! - `resample` is canonical: two samples of the real state (which the seat cannot tell apart)
//!   resample alike;
//! - a knowledge survives the JSON trip to the bots' worker: read back, it is equal, and it
//!   gives the same decision and statistics, a legal action.

use camelot_table::engine::bot::{Level, Search};
use camelot_table::engine::knowledge::Knowledge;
use camelot_table::engine::registry::GameId;
use camelot_table::engine::rng::Rng;
use camelot_table::engine::session::Session;
use camelot_table::engine::{Game, GameExt, Seat, Turn, Viewer};
use camelot_table::with_game;

/// Positions checked per game and config, and the search budget there (small: the property
/// does not depend on it).
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

/// Where two values' debug texts first differ, with some context (a state is long).
fn first_difference<T: std::fmt::Debug>(a: &T, b: &T) -> String {
    let (a, b) = (format!("{a:?}"), format!("{b:?}"));
    let at = a.bytes().zip(b.bytes()).position(|(x, y)| x != y).unwrap_or(a.len().min(b.len()));
    let from = a.floor_char_boundary(at.saturating_sub(160));
    let end = |s: &str| s.floor_char_boundary((at + 80).min(s.len()));
    format!("\n  real:    …{}\n  rebuilt: …{}", &a[from..end(&a)], &b[from.min(b.len())..end(&b)])
}

struct Tally {
    positions: usize,
    hidden_differs: usize,
    searched: usize,
}

/// `policy`: the seats play by the game's playout policy (where it has one) instead of at
/// random, which reaches the positions bots reach (quests won, late game).
fn check<G: Game>(tally: &mut Tally, policy: bool) {
    for config in G::sample_configs() {
        for seed in 0..SEEDS {
            let mut session = Session::<G>::new(config.clone(), seed).expect("sample config");
            let mut rng = Rng::new(seed ^ 0x4075);
            let mut step = 0usize;
            while !session.state().is_over() {
                let g = session.state().clone();
                let seats = acting(&g.turn());
                let seat = seats[rng.below(seats.len() as u32) as usize];
                if step.is_multiple_of(EVERY) {
                    let at = format!("{} {config:?} seed {seed} step {step} seat {seat}", G::ID);
                    let known = session.knowledge(seat);
                    let rebuilt = G::from_knowledge(&known).unwrap_or_else(|e| panic!("{at}: {e}"));
                    assert_eq!(rebuilt.view(Viewer::Seat(seat)), g.view(Viewer::Seat(seat)), "{at}");
                    assert_eq!(rebuilt.view(Viewer::Public), g.view(Viewer::Public), "{at}: the public view");
                    assert_eq!(rebuilt.legal_actions(seat), g.legal_actions(seat), "{at}: the legal actions");
                    let x = rng.next_u64();
                    let (real, built) = (g.resample(seat, x), rebuilt.resample(seat, x));
                    assert!(real == built, "{at}: the rebuilt state samples otherwise{}", first_difference(&real, &built));

                    // The game's part: samples of indistinguishable states coincide.
                    let a = g.resample(seat, rng.next_u64());
                    let b = g.resample(seat, rng.next_u64());
                    tally.positions += 1;
                    if a != b {
                        tally.hidden_differs += 1;
                    }
                    let y = rng.next_u64();
                    assert_eq!(a.resample(seat, y), b.resample(seat, y), "{at}: resample depends on hidden information");

                    // What the worker reads is what the page wrote, and decides alike.
                    let text = serde_json::to_string(&known).expect("a knowledge writes");
                    let read: Knowledge<G> = serde_json::from_str(&text).unwrap_or_else(|e| panic!("{at}: {e}"));
                    assert!(read == known, "{at}: the knowledge changed on its way");
                    let level = Level::ALL[step / EVERY % 3];
                    let bot_seed = rng.next_u64();
                    let decide = |k: &Knowledge<G>| {
                        let mut s = Search::with_budget(k, level, BUDGET, bot_seed).expect("rebuilds");
                        s.finish();
                        (s.best(), s.stats())
                    };
                    let decision = decide(&known);
                    if decision.1.iterations > 0 {
                        tally.searched += 1;
                    }
                    assert_eq!(decision, decide(&read), "{at}: the decision depends on more than the knowledge");
                    let legal = g.legal_actions(seat);
                    assert!(decision.0.as_ref().is_some_and(|x| legal.contains(x)), "{at}: the bot's action is legal");
                }
                let legal = g.legal_actions(seat);
                let chosen = if policy && legal.len() > 1 { g.playout_action(seat, &legal, &mut rng) } else { None };
                let action = chosen.unwrap_or_else(|| legal[rng.below(legal.len() as u32) as usize].clone());
                session.apply(seat, action).expect("legal");
                step += 1;
            }
        }
    }
}

fn run(id: GameId) {
    let mut tally = Tally { positions: 0, hidden_differs: 0, searched: 0 };
    with_game!(id, G => check::<G>(&mut tally, false));
    with_game!(id, G => check::<G>(&mut tally, true));
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

#[test]
fn card_bots_see_only_their_seats_knowledge() {
    run(GameId::Card);
}

#[test]
fn tournament_bots_see_only_their_seats_knowledge() {
    run(GameId::Tournament);
}

#[test]
fn zukunft_bots_see_only_their_seats_knowledge() {
    run(GameId::Zukunft);
}

#[test]
fn schatten_bots_see_only_their_seats_knowledge() {
    run(GameId::Schatten);
}
