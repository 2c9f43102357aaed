//! Shared helpers for the Schatten über Camelot tests: a "sensible random" policy that plays
//! long games (it never throws its life away), acting, and quick look-ups.
#![allow(dead_code)]

use camelot_table::engine::rng::Rng;
use camelot_table::engine::schatten::{
    Black, Knight, Place, Schatten, SchattenAction, SchattenEvent, Scenario, White,
};
use camelot_table::engine::{Game, GameExt, Seat, Turn, Viewer};

pub use camelot_table::engine::schatten::SchattenAction as A;

/// The seats that may act now.
pub fn acting(g: &Schatten) -> Vec<Seat> {
    match g.turn() {
        Turn::Seat(s) => vec![s],
        Turn::Simultaneous(v) | Turn::Window(v) => v,
        Turn::Over => vec![],
    }
}

/// A random legal action, avoiding the moves that only lose: losing a life in the Progression
/// of Evil, a second heroic action, ending the phase before acting, rejecting a share.
pub fn sensible(g: &Schatten, seat: Seat, r: &mut Rng) -> SchattenAction {
    let legal = g.legal_actions(seat);
    let view = g.view(Viewer::Public);
    let good: Vec<SchattenAction> = legal
        .iter()
        .copied()
        .filter(|a| match a {
            A::LoseLife | A::Reject | A::Reveal => false,
            A::Decline => !legal.contains(&A::Drink),
            _ if view.actions_taken >= 1 && matches!(view.pending, camelot_table::engine::schatten::Pending::Heroic { .. }) => {
                matches!(a, A::EndPhase)
            }
            _ => true,
        })
        .collect();
    let pool = if good.is_empty() { &legal } else { &good };
    pool[r.below(pool.len() as u32) as usize]
}

/// Plays `policy` until the game ends or `limit` steps; returns every event.
pub fn play_out(
    g: &mut Schatten,
    seed: u64,
    limit: usize,
    policy: fn(&Schatten, Seat, &mut Rng) -> SchattenAction,
) -> Vec<SchattenEvent> {
    let mut r = Rng::new(seed);
    let mut all = Vec::new();
    for _ in 0..limit {
        let seats = acting(g);
        if seats.is_empty() {
            break;
        }
        let seat = seats[r.below(seats.len() as u32) as usize];
        let a = policy(g, seat, &mut r);
        all.extend(g.apply(seat, &a).expect("a legal action"));
    }
    all
}

/// Applies `action` by `seat`, panicking with the reason when refused.
pub fn act(g: &mut Schatten, seat: Seat, action: SchattenAction) -> Vec<SchattenEvent> {
    match g.apply(seat, &action) {
        Ok(e) => e,
        Err(e) => panic!("{action:?} by seat {seat} refused: {e:?}; legal: {:?}", g.legal_actions(seat)),
    }
}

/// The default four knights of scenario tests: Arthur, Galahad, Gawain, Kay.
pub const FOUR: [Knight; 4] = [Knight::Arthur, Knight::Galahad, Knight::Gawain, Knight::Kay];

pub fn four() -> Scenario {
    Scenario::new(&FOUR, 1)
}

pub fn public(g: &Schatten) -> camelot_table::engine::schatten::SchattenView {
    g.view(Viewer::Public)
}

pub fn hand(g: &Schatten, seat: Seat) -> camelot_table::engine::schatten::Hand {
    g.view(Viewer::Seat(seat)).me.expect("a seat's view").hand
}

pub fn life(g: &Schatten, seat: Seat) -> u8 {
    public(g).seats[usize::from(seat)].life
}

pub fn at(g: &Schatten, seat: Seat) -> Option<Place> {
    public(g).seats[usize::from(seat)].at
}

pub fn has_event(events: &[SchattenEvent], f: impl Fn(&SchattenEvent) -> bool) -> bool {
    events.iter().any(f)
}

pub fn fight(v: u8) -> White {
    White::of_value(v).expect("1–5")
}

pub fn black(b: Black) -> Black {
    b
}
