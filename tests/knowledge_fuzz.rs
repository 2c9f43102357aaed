//! A seat's knowledge read from outside (the bots' worker reads what the page posts; another
//! device will read what it receives) is untrusted: whatever it says, rebuilding a state from
//! it and searching that state gives an answer or a `KnowledgeError`, never a panic.
//!
//! Real knowledges of random positions of every game are damaged at random — a number changed,
//! a flag flipped, an entry of a list dropped or doubled — read back, and handed to the bots.
//! Tests run with overflow checks, so a counter pushed past what the rules expect shows too
//! (a release build would wrap it silently). Runs of ten times as many copies found the seat
//! and counter checks the games' `known.rs` now make.

use camelot_table::engine::bot::{Level, Search};
use camelot_table::engine::knowledge::Knowledge;
use camelot_table::engine::registry::GameId;
use camelot_table::engine::rng::Rng;
use camelot_table::engine::session::Session;
use camelot_table::engine::{Game, GameExt, Seat, Turn};
use camelot_table::with_game;
use serde_json::Value;

/// Damaged copies per position, positions per game.
const COPIES: usize = 12;
const POSITIONS: usize = 20;

/// Every place in a JSON value, as a path of object keys and array indices.
fn places(v: &Value, path: &mut Vec<Step>, out: &mut Vec<Vec<Step>>) {
    out.push(path.clone());
    match v {
        Value::Array(a) => {
            for (i, x) in a.iter().enumerate() {
                path.push(Step::Index(i));
                places(x, path, out);
                path.pop();
            }
        }
        Value::Object(m) => {
            for (k, x) in m {
                path.push(Step::Key(k.clone()));
                places(x, path, out);
                path.pop();
            }
        }
        _ => {}
    }
}

#[derive(Clone)]
enum Step {
    Key(String),
    Index(usize),
}

fn at<'a>(v: &'a mut Value, path: &[Step]) -> Option<&'a mut Value> {
    let Some((first, rest)) = path.split_first() else { return Some(v) };
    let next = match (first, v) {
        (Step::Key(k), Value::Object(m)) => m.get_mut(k)?,
        (Step::Index(i), Value::Array(a)) => a.get_mut(*i)?,
        _ => return None,
    };
    at(next, rest)
}

/// One random damage somewhere in `v`.
fn damage(v: &mut Value, rng: &mut Rng) {
    let mut all = Vec::new();
    places(v, &mut Vec::new(), &mut all);
    let Some(path) = rng.choose(&all).cloned() else { return };
    let Some(x) = at(v, &path) else { return };
    match x {
        Value::Number(_) => {
            let n = match rng.below(4) {
                0 => 0,
                1 => u64::from(rng.below(8)),
                2 => u64::from(rng.below(256)),
                _ => u64::from(rng.below(70_000)),
            };
            *x = Value::from(n);
        }
        Value::Bool(b) => *b = !*b,
        Value::Array(a) if !a.is_empty() => {
            let i = rng.below(a.len() as u32) as usize;
            if rng.below(2) == 0 {
                a.remove(i);
            } else {
                let dup = a[i].clone();
                a.insert(i, dup);
            }
        }
        Value::Null => *x = Value::from(rng.below(8)),
        _ => {}
    }
}

fn fuzz<G: Game>() -> (usize, usize, usize) {
    let (mut read, mut rebuilt, mut tried) = (0, 0, 0);
    for (k, config) in G::sample_configs().into_iter().enumerate() {
        let mut session = Session::<G>::new(config, k as u64).expect("sample config");
        let mut rng = Rng::new(0xf022 ^ k as u64);
        let mut taken = 0;
        let mut step = 0usize;
        while !session.state().is_over() && taken < POSITIONS {
            let seat: Seat = match session.turn() {
                Turn::Seat(s) => s,
                Turn::Simultaneous(v) | Turn::Window(v) => v[0],
                Turn::Over => break,
            };
            if step % 5 == 0 {
                taken += 1;
                let value = serde_json::to_value(session.knowledge(seat)).expect("writes");
                for _ in 0..COPIES {
                    let mut v = value.clone();
                    for _ in 0..=rng.below(3) {
                        damage(&mut v, &mut rng);
                    }
                    tried += 1;
                    let Ok(known) = serde_json::from_value::<Knowledge<G>>(v) else { continue };
                    read += 1;
                    let seed = rng.next_u64();
                    let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                        let Ok(mut s) = Search::with_budget(&known, Level::Medium, 300, seed) else { return false };
                        s.finish();
                        let _ = s.best();
                        true
                    }));
                    match result {
                        Ok(true) => rebuilt += 1,
                        Ok(false) => {}
                        Err(_) => panic!(
                            "{}: a damaged knowledge made the bots panic:\n{}",
                            G::ID,
                            serde_json::to_string(&known).unwrap_or_default()
                        ),
                    }
                }
            }
            let legal = session.legal_actions(seat);
            let a = legal[rng.below(legal.len() as u32) as usize].clone();
            session.apply(seat, a).expect("legal");
            step += 1;
        }
    }
    (tried, read, rebuilt)
}

fn run(id: GameId) {
    let (tried, read, rebuilt) = with_game!(id, G => fuzz::<G>());
    eprintln!("{}: {tried} damaged knowledges, {read} read back, {rebuilt} rebuilt and searched", id.id());
    assert!(read * 4 > tried, "{}: most damage should still read as a knowledge", id.id());
}

#[test]
fn a_damaged_card_knowledge_is_refused_or_searched() {
    run(GameId::Card);
}

#[test]
fn a_damaged_tournament_knowledge_is_refused_or_searched() {
    run(GameId::Tournament);
}

#[test]
fn a_damaged_zukunft_knowledge_is_refused_or_searched() {
    run(GameId::Zukunft);
}

#[test]
fn a_damaged_schatten_knowledge_is_refused_or_searched() {
    run(GameId::Schatten);
}
