//! The search itself: [`Search`], resumable in slices of iterations.

use super::key::{fingerprint, mix};
use super::{Level, Playout};
use crate::engine::knowledge::{Knowledge, KnowledgeError};
use crate::engine::rng::Rng;
use crate::engine::{Game, Seat, Turn, Viewer};
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// UCB1's exploration constant for rewards in 0–1 (√2 / 2, the usual choice for ISMCTS).
const EXPLORE: f32 = 0.7;
/// A playout that has not ended after this many actions counts as a loss for everyone; no game
/// here comes near it (the random-play suite's longest games are a few thousand actions).
const PLAYOUT_LIMIT: usize = 20_000;
/// The work of an iteration beyond the actions it simulates (its sample, its view keys), in
/// actions: it keeps searches near a game's end, where playouts are short, from running long.
const ITERATION_WORK: u64 = 20;
/// Standard errors by which the search's choice must beat the policy's to replace it, when the
/// search leans on the policy ([`Game::search_leans_on_policy`]).
const CONFIDENCE: f32 = 3.0;
/// A cap on iterations whatever the budget, which bounds the table's memory.
const MAX_ITERATIONS: u32 = 200_000;

/// What a search found for one of its seat's actions at the root.
#[derive(Clone, Debug, PartialEq)]
pub struct ActionStat<A> {
    pub action: A,
    /// Iterations that tried this action first.
    pub visits: u32,
    /// `visits` over all root visits: how sure the search is of this action (0–1).
    pub share: f32,
    /// The seat's mean reward (its win rate in the sampled games) after this action.
    pub value: f32,
}

/// Progress and root statistics of a [`Search`], for a hint ("what the Strong bot would do and
/// how sure it is") or a progress bar.
#[derive(Clone, Debug, PartialEq)]
pub struct Stats<A> {
    /// Iterations run so far.
    pub iterations: u32,
    /// Work done so far: actions simulated, plus a few per iteration for its sample and keys.
    pub work: u64,
    /// The work this search will do in all (its level's budget; 0 with fewer than two options).
    pub budget: u64,
    /// Information sets in the search's table.
    pub nodes: usize,
    /// The seat's legal actions, most visited first (ties: in action order).
    pub actions: Vec<ActionStat<A>>,
}

#[derive(Clone, Debug)]
struct Entry<A> {
    action: A,
    visits: u32,
    /// Iterations in which this action was legal here (SO-ISMCTS's availability count).
    avail: u32,
    total: f32,
}

#[derive(Clone, Debug)]
struct Node<A> {
    seat: Seat,
    entries: Vec<Entry<A>>,
}

/// Keys are already mixed 64-bit fingerprints: hashing them again would only cost time.
#[derive(Default)]
struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = self.0.rotate_left(8) ^ u64::from(b);
        }
    }
    fn write_u64(&mut self, x: u64) {
        self.0 = x;
    }
}

type Table = HashMap<u64, u32, BuildHasherDefault<KeyHasher>>;

/// An information-set Monte Carlo tree search for one seat's decision, run in slices.
///
/// Built from what the seat knows ([`Knowledge`]), never from a game state: it keeps one
/// sample of the state the game rebuilds from that knowledge (see the module doc), so nothing
/// it does can depend on what the seat may not know.
///
/// ```
/// use camelot_table::engine::bot::{Level, Search};
/// use camelot_table::engine::session::Session;
/// use camelot_table::engine::tournament::Tournament;
/// use camelot_table::engine::{Game, Turn};
///
/// let session = Session::<Tournament>::new(Tournament::default_config(3), 1).unwrap();
/// let Turn::Seat(seat) = session.turn() else { unreachable!() };
/// let mut search = Search::new(&session.knowledge(seat), Level::Easy, 42).unwrap();
/// while !search.done() {
///     search.run(50); // one time slice
/// }
/// let action = search.best().expect("the seat has a move");
/// assert!(session.legal_actions(seat).contains(&action));
/// ```
#[derive(Clone, Debug)]
pub struct Search<G: Game> {
    /// A sample of the state rebuilt from the seat's knowledge; every iteration samples again
    /// from it.
    root: G,
    seat: Seat,
    level: Level,
    budget: u64,
    work: u64,
    iterations: u32,
    rng: Rng,
    playout: Playout,
    /// Whether the other seats follow the game's policy inside the tree, and the root keeps
    /// the policy's choice unless beaten with confidence ([`Game::search_leans_on_policy`]).
    lean: bool,
    /// The policy's own choice at the root, when the search leans on the policy.
    prior: Option<G::Action>,
    /// Root actions in ascending order (the seat's legal actions).
    root_actions: Vec<G::Action>,
    root_node: u32,
    nodes: Vec<Node<G::Action>>,
    table: Table,
    // Scratch buffers, kept to avoid allocating per iteration.
    path: Vec<(u32, u32)>,
    legal: Vec<G::Action>,
    events: Vec<G::Event>,
}

impl<G: Game> Search<G> {
    /// A search for the decision of `known`'s seat, with `level`'s budget. Nothing is searched
    /// yet: call [`Search::run`] until [`Search::done`].
    ///
    /// # Errors
    /// [`KnowledgeError`] when the game cannot rebuild a state from `known` (one read from
    /// outside that contradicts itself).
    pub fn new(known: &Knowledge<G>, level: Level, seed: u64) -> Result<Self, KnowledgeError> {
        Self::with_budget(known, level, level.budget(), seed)
    }

    /// As [`Search::new`] with an explicit work budget (tests, the arena, benchmarks).
    ///
    /// # Errors
    /// As [`Search::new`].
    pub fn with_budget(known: &Knowledge<G>, level: Level, budget: u64, seed: u64) -> Result<Self, KnowledgeError> {
        let seat = known.seat();
        let mut rng = Rng::new(mix(seed ^ 0x6a09_e667_f3bc_c908));
        // All the search will ever hold: a state rebuilt from the seat's knowledge, resampled
        // in everything the seat has not seen.
        let root = G::from_knowledge(known)?.resample(seat, rng.next_u64());
        let mut root_actions = Vec::new();
        if root.turn().includes(seat) {
            root.legal_actions_into(seat, &mut root_actions);
            keep_considered(&root, seat, &mut root_actions);
        }
        let lean = root.search_leans_on_policy();
        let prior = if lean && root_actions.len() > 1 {
            root.playout_action(seat, &root_actions, &mut rng).filter(|a| root_actions.contains(a))
        } else {
            None
        };
        let mut search = Search {
            root,
            seat,
            level,
            // Nothing to weigh with one option or none.
            budget: if root_actions.len() > 1 { budget } else { 0 },
            work: 0,
            iterations: 0,
            rng,
            playout: Playout::for_game::<G>(),
            lean,
            prior,
            root_actions,
            root_node: 0,
            nodes: Vec::new(),
            table: Table::default(),
            path: Vec::new(),
            legal: Vec::new(),
            events: Vec::new(),
        };
        let key = search.key(&search.root.clone(), seat);
        search.root_node = search.node(key, seat);
        Ok(search)
    }

    /// Sets the playout policy (the arena measures each game's policy against random play).
    #[must_use]
    pub fn with_playout(mut self, playout: Playout) -> Self {
        self.playout = playout;
        // Random playouts measure the search without the game's policy, in the tree too.
        if playout == Playout::Random {
            self.lean = false;
            self.prior = None;
        }
        self
    }

    /// Whether the budget is spent (at once when the seat has fewer than two options).
    #[must_use]
    pub fn done(&self) -> bool {
        self.work >= self.budget || self.iterations >= MAX_ITERATIONS
    }

    /// Runs up to `iterations` more iterations, fewer if the budget runs out; returns how many
    /// ran. Iterations of one search cost about the same, so a caller sizes its time slices by
    /// timing a first one (e.g. 16 iterations, then as many as fit in 40 ms).
    pub fn run(&mut self, iterations: u32) -> u32 {
        let mut n = 0;
        while n < iterations && !self.done() {
            self.work += self.iterate();
            self.iterations += 1;
            n += 1;
        }
        n
    }

    /// Runs the whole remaining budget.
    pub fn finish(&mut self) {
        while !self.done() {
            self.run(1024);
        }
    }

    /// The action the search recommends now (any time, even before it is done): the most
    /// visited root action; for Easy, sometimes a less visited one (its deliberate noise).
    /// `None` when the seat has no legal action.
    #[must_use]
    pub fn best(&self) -> Option<G::Action> {
        let stats = self.stats();
        let first = stats.actions.first()?;
        if self.level == Level::Easy && self.budget > 0 {
            // Deterministic noise: a draw from the search's own seed, not from the game.
            let mut r = Rng::new(mix(self.rng.clone().next_u64() ^ 0xea5e));
            if r.below(100) < super::EASY_NOISE_PERCENT {
                let total: u32 = stats.actions.iter().map(|a| a.visits + 1).sum();
                let mut x = r.below(total);
                for a in &stats.actions {
                    if x <= a.visits {
                        return Some(a.action.clone());
                    }
                    x -= a.visits + 1;
                }
            }
        }
        if let Some(p) = &self.prior {
            return Some(self.confident(&stats, p).unwrap_or(p).clone());
        }
        Some(first.action.clone())
    }

    /// The most visited action if its mean value beats the policy's choice `p` by more than
    /// [`CONFIDENCE`] standard errors (rewards in 0–1, so a variance of at most v(1 − v)).
    fn confident<'a>(&self, stats: &'a Stats<G::Action>, p: &G::Action) -> Option<&'a G::Action> {
        let first = stats.actions.first()?;
        let policy = stats.actions.iter().find(|a| &a.action == p)?;
        if &first.action == p || first.visits == 0 || policy.visits == 0 {
            return None;
        }
        let var = |a: &ActionStat<G::Action>| (a.value * (1.0 - a.value)).max(0.01) / a.visits as f32;
        let se = (var(first) + var(policy)).sqrt();
        (first.value - policy.value > CONFIDENCE * se).then_some(&first.action)
    }

    /// Progress and the share of root visits per action.
    #[must_use]
    pub fn stats(&self) -> Stats<G::Action> {
        let node = self.nodes.get(self.root_node as usize);
        let visits_of = |a: &G::Action| {
            node.and_then(|n| n.entries.iter().find(|e| &e.action == a))
                .map_or((0, 0.0), |e| (e.visits, e.total))
        };
        let mut actions: Vec<ActionStat<G::Action>> = self
            .root_actions
            .iter()
            .map(|a| {
                let (visits, total) = visits_of(a);
                ActionStat {
                    action: a.clone(),
                    visits,
                    share: 0.0,
                    value: if visits > 0 { total / visits as f32 } else { 0.0 },
                }
            })
            .collect();
        let sum: u32 = actions.iter().map(|a| a.visits).sum();
        for a in &mut actions {
            a.share = if sum > 0 {
                a.visits as f32 / sum as f32
            } else {
                1.0 / self.root_actions.len() as f32
            };
        }
        // Stable: equal visits keep the action order.
        actions.sort_by(|a, b| b.visits.cmp(&a.visits).then(b.value.total_cmp(&a.value)));
        Stats {
            iterations: self.iterations,
            work: self.work,
            budget: self.budget,
            nodes: self.nodes.len(),
            actions,
        }
    }

    /// The node key of `seat` deciding in `g`: its own view when it is the searching seat (its
    /// information set), the public view for everyone else (see the module doc).
    fn key(&self, g: &G, seat: Seat) -> u64 {
        let viewer = if seat == self.seat { Viewer::Seat(seat) } else { Viewer::Public };
        let mut view = g.view(viewer);
        G::blur_key(&mut view);
        mix(fingerprint(&view) ^ u64::from(seat).wrapping_mul(0x9e37_79b9_7f4a_7c15))
    }

    fn node(&mut self, key: u64, seat: Seat) -> u32 {
        if let Some(&i) = self.table.get(&key) {
            return i;
        }
        let i = self.nodes.len() as u32;
        self.nodes.push(Node { seat, entries: Vec::new() });
        self.table.insert(key, i);
        i
    }

    /// UCB1 with availability counts over the actions legal in this sample.
    fn select(&mut self, node: u32, legal: &[G::Action]) -> u32 {
        let Some(n) = self.nodes.get_mut(node as usize) else { return 0 };
        let mut untried = 0u32;
        let mut picked = u32::MAX;
        let mut best = f32::NEG_INFINITY;
        for a in legal {
            let i = match n.entries.iter().position(|e| &e.action == a) {
                Some(i) => i,
                None => {
                    n.entries.push(Entry { action: a.clone(), visits: 0, avail: 0, total: 0.0 });
                    n.entries.len() - 1
                }
            };
            let e = &mut n.entries[i];
            e.avail += 1;
            if e.visits == 0 {
                // Reservoir sampling: a uniform choice among the untried actions.
                untried += 1;
                if self.rng.below(untried) == 0 {
                    picked = i as u32;
                }
            } else if untried == 0 {
                let score = e.total / e.visits as f32
                    + EXPLORE * ((e.avail as f32).ln() / e.visits as f32).sqrt();
                if score > best {
                    best = score;
                    picked = i as u32;
                }
            }
        }
        picked
    }

    /// One iteration: sample, descend the table (adding one information set), play out, update.
    /// Returns its work: the actions it simulated plus [`ITERATION_WORK`].
    fn iterate(&mut self) -> u64 {
        let mut g = self.root.resample(self.seat, self.rng.next_u64());
        self.path.clear();
        let mut expanded = false;
        let mut first = true;
        let mut steps = 0usize;
        // Selection and expansion.
        while steps < PLAYOUT_LIMIT {
            let turn = g.turn();
            let order: Vec<Seat> = match &turn {
                Turn::Over => break,
                Turn::Seat(s) => vec![*s],
                Turn::Simultaneous(v) | Turn::Window(v) => {
                    let mut v = v.clone();
                    if first {
                        if let Some(i) = v.iter().position(|&s| s == self.seat) {
                            v[..=i].rotate_right(1);
                        }
                    }
                    v
                }
            };
            first = false;
            let decline = match &turn {
                Turn::Window(v) if v.len() > 1 => window_decline(&g, v),
                _ => None,
            };
            let mut chosen = None;
            let mut left_tree = false;
            for &seat in &order {
                if self.lean && seat != self.seat {
                    // The game's policy answers for the other seats: no node, no statistics.
                    g.legal_actions_into(seat, &mut self.legal);
                    keep_considered(&g, seat, &mut self.legal);
                    if self.legal.is_empty() {
                        continue;
                    }
                    let policy = if self.legal.len() > 1 {
                        g.playout_action(seat, &self.legal, &mut self.rng)
                    } else {
                        None
                    };
                    let Some(action) = policy.or_else(|| self.rng.choose(&self.legal).cloned()) else { continue };
                    let declined = decline.as_ref() == Some(&action);
                    chosen = Some((seat, action));
                    if declined {
                        continue;
                    }
                    break;
                }
                let key = self.key(&g, seat);
                let node = match self.table.get(&key) {
                    Some(&i) => i,
                    None if !expanded => {
                        expanded = true;
                        self.node(key, seat)
                    }
                    None => {
                        left_tree = true;
                        break;
                    }
                };
                g.legal_actions_into(seat, &mut self.legal);
                keep_considered(&g, seat, &mut self.legal);
                if self.legal.is_empty() {
                    continue;
                }
                let legal = std::mem::take(&mut self.legal);
                let e = self.select(node, &legal);
                self.legal = legal;
                self.path.push((node, e));
                let action = self.nodes[node as usize].entries[e as usize].action.clone();
                // In a window a decline only passes this seat's turn to answer; the next
                // listed seat is asked. Elsewhere the first seat in the order acts.
                let declined = decline.as_ref() == Some(&action);
                chosen = Some((seat, action));
                if !declined {
                    break;
                }
            }
            if left_tree {
                break;
            }
            let Some((seat, action)) = chosen else { break };
            self.events.clear();
            if g.apply_into(seat, &action, &mut self.events).is_err() {
                break; // cannot happen: the action was legal in this sample
            }
            steps += 1;
        }
        // Playout.
        let depth = self.playout.depth(&g, PLAYOUT_LIMIT - steps);
        let played = self.playout.run(&mut g, &mut self.rng, &mut self.legal, &mut self.events, depth);
        // A finished game credits its winners; a playout stopped at the game's cutoff credits
        // each seat with the game's estimate (a playout that ran out of actions, with nothing).
        let outcome = g.outcome();
        let cut = outcome.is_none() && depth < PLAYOUT_LIMIT - steps;
        let winners = outcome.map(|o| o.winners).unwrap_or_default();
        for &(node, e) in &self.path {
            let Some(n) = self.nodes.get_mut(node as usize) else { continue };
            let reward = if cut {
                g.playout_value(n.seat).clamp(0.0, 1.0)
            } else if winners.contains(&n.seat) {
                1.0
            } else {
                0.0
            };
            if let Some(entry) = n.entries.get_mut(e as usize) {
                entry.visits += 1;
                entry.total += reward;
            }
        }
        (steps + played) as u64 + ITERATION_WORK
    }
}

/// Drops the actions the game's bots do not weigh for `seat` ([`Game::bot_considers`]), unless
/// that would leave none.
fn keep_considered<G: Game>(g: &G, seat: Seat, actions: &mut Vec<G::Action>) {
    if actions.iter().any(|a| !g.bot_considers(seat, a)) && actions.iter().any(|a| g.bot_considers(seat, a)) {
        actions.retain(|a| g.bot_considers(seat, a));
    }
}

/// The action that closes a window for the whole table ("No one"), when it can be told.
///
/// The contract only says every listed seat has one; generically it is the action every listed
/// seat may take which, taken by any of them, leaves the same state. With one seat listed the
/// window is that seat's ordinary decision and nothing needs telling apart.
#[must_use]
pub fn window_decline<G: Game>(g: &G, seats: &[Seat]) -> Option<G::Action> {
    let (&first, rest) = seats.split_first()?;
    let mut common = Vec::new();
    g.legal_actions_into(first, &mut common);
    let mut other = Vec::new();
    for &s in rest {
        g.legal_actions_into(s, &mut other);
        common.retain(|a| other.contains(a));
    }
    if common.len() <= 1 || rest.is_empty() {
        return common.pop();
    }
    let mut events = Vec::new();
    common.into_iter().rev().find(|a| {
        let mut after = None;
        seats.iter().all(|&s| {
            let mut c = g.clone();
            events.clear();
            if c.apply_into(s, a, &mut events).is_err() {
                return false;
            }
            match &after {
                None => {
                    after = Some(c);
                    true
                }
                Some(x) => *x == c,
            }
        })
    })
}
