//! Playouts: from the end of the search's table to the end of the game.

use super::search::window_decline;
use crate::engine::rng::Rng;
use crate::engine::{Game, Seat, Turn};

/// How a playout picks its moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Playout {
    /// Uniformly random legal actions; windows ask each listed seat in turn, each answering at
    /// random (a decline passes to the next seat).
    Random,
    /// The game's own cheap policy ([`Game::playout_action`]) where it has one, random
    /// elsewhere, played to the end of the game (the arena's yardstick for [`Playout::Game`]'s
    /// cutoff).
    Policy,
    /// The policy, stopped at the game's [`Game::playout_depth`] where it has one and valued
    /// there by [`Game::playout_value`]. A game keeps a policy and a cutoff only where the
    /// arena shows they pay.
    Game,
}

impl Playout {
    /// The playout a game's bots use by default.
    #[must_use]
    pub fn for_game<G: Game>() -> Playout {
        Playout::Game
    }

    /// How many actions a playout from `g` may play before it is valued instead (the game's
    /// cutoff for [`Playout::Game`]); `limit` otherwise.
    pub(crate) fn depth<G: Game>(self, g: &G, limit: usize) -> usize {
        match (self, g.playout_depth()) {
            (Playout::Game, Some(d)) => d.min(limit),
            _ => limit,
        }
    }

    /// Plays `g` on for at most `limit` actions; returns how many it played.
    pub(crate) fn run<G: Game>(
        self,
        g: &mut G,
        rng: &mut Rng,
        legal: &mut Vec<G::Action>,
        events: &mut Vec<G::Event>,
        limit: usize,
    ) -> usize {
        for played in 0..limit {
            let next = match g.turn() {
                Turn::Over => None,
                Turn::Seat(s) => self.action(g, s, rng, legal).map(|a| (s, a)),
                Turn::Simultaneous(v) => {
                    let s = v[rng.below(v.len() as u32) as usize];
                    self.action(g, s, rng, legal).map(|a| (s, a))
                }
                Turn::Window(v) => window_answer(g, &v, rng, legal),
            };
            let Some((seat, action)) = next else { return played };
            events.clear();
            if g.apply_into(seat, &action, events).is_err() {
                return played;
            }
        }
        limit
    }
}

impl Playout {
    fn action<G: Game>(self, g: &G, seat: Seat, rng: &mut Rng, legal: &mut Vec<G::Action>) -> Option<G::Action> {
        if self != Playout::Random {
            g.legal_actions_into(seat, legal);
            if legal.len() > 1 {
                if let Some(a) = g.playout_action(seat, legal, rng) {
                    return Some(a);
                }
            }
            return rng.choose(legal).cloned();
        }
        random_action(g, seat, rng, legal)
    }
}

fn random_action<G: Game>(g: &G, seat: Seat, rng: &mut Rng, legal: &mut Vec<G::Action>) -> Option<G::Action> {
    g.legal_actions_into(seat, legal);
    rng.choose(legal).cloned()
}

/// Each listed seat in turn answers at random; the first that does not decline acts, and if
/// all decline the last one's decline closes the window.
fn window_answer<G: Game>(
    g: &G,
    seats: &[Seat],
    rng: &mut Rng,
    legal: &mut Vec<G::Action>,
) -> Option<(Seat, G::Action)> {
    let decline = if seats.len() > 1 { window_decline(g, seats) } else { None };
    let mut last = None;
    for &s in seats {
        let Some(a) = random_action(g, s, rng, legal) else { continue };
        if decline.as_ref() != Some(&a) {
            return Some((s, a));
        }
        last = Some((s, a));
    }
    last
}

/// The one item with the highest count, with that count; `None` when the list is empty or two
/// items share the highest count. Both co-op games' policies accuse only such a clear suspect.
pub fn sole_most<T: Copy>(items: impl IntoIterator<Item = (u8, T)>) -> Option<(u8, T)> {
    let mut best: Option<(u8, T)> = None;
    let mut tie = false;
    for (n, t) in items {
        match best {
            Some((b, _)) if n == b => tie = true,
            Some((b, _)) if n < b => {}
            _ => {
                best = Some((n, t));
                tie = false;
            }
        }
    }
    best.filter(|_| !tie)
}
