//! `resample`: a full state drawn at random among those one seat cannot tell from the real
//! one. The search bots draw their samples with it from the state rebuilt from the seat's
//! knowledge (`known.rs`).
//!
//! Resampled: the Rumor deck's order and content, the discard pile, face-down cards the seat
//! did not draw, the unused Morgans, the other seats' pending hands (Spreading Rumors, Gawain),
//! the loyalty cards of the slots the seat does not know, the other seats' knight cards and
//! Merlin #4 token quests, and the generator (the future).
//!
//! Kept: what the seat's view shows or implies — its own cards, every face-up card of the pile
//! and the face-down ones it drew ([`super::CardView::pile_cards`]), every count, the loyalties
//! it knows (its own, revealed, Galahad looks, exposed lies), its Tristan look — and these facts
//! of the table's history:
//! - each card is somewhere exactly once, so the counts of every identity hold;
//! - the unused Morgans are Morgans nobody has seen face up;
//! - a face-down card is never a Merlin (shown face up, C-EDGE-7), and once announced it is
//!   neither Vivien nor Morgan #2 unless their effect showed it (then it is kept);
//! - a face-down card announced by a seat that is loyal in the sample, and whose card has not
//!   changed since (no Vivien), is the card announced (C-CARD-MORGAN1-2);
//! - another seat's Gawain hand holds a card Gawain may play.
//!
//! A sample is a function of what the seat knows and the seed, nothing else (the search bots'
//! honesty rests on it): every pool of unseen things is sorted before it is shuffled, the
//! generator comes from the seed, and the real hidden assignment is never a fallback. Sampling
//! is by rejection, up to a bound; then constructively: every way to place the unknown traitor
//! cards, in random order, each tried with a matching of the unseen cards to the places that
//! admit them ([`crate::engine::deal`]). The real assignment is among those ways, so one fits.

use super::data::{Card, Loyalty, Quest};
use super::state::{bit, CardGame, Phase, ASIDE};
use crate::engine::rng::Rng;
use crate::engine::Seat;

/// Where a resampled card lies.
#[derive(Clone, Copy)]
enum Loc {
    Deck(usize),
    Discard(usize),
    Pile(usize),
    Unused(usize),
    Spread(usize),
    Gawain(usize),
}

/// What may lie there, strictest first (the order cards are dealt to positions).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Class {
    Exact(Card),
    Unused,
    Hidden,
    Pending,
    /// The first card of another seat's Gawain hand: one he may play (not a Morgan).
    Playable,
    Any,
}

impl Class {
    fn admits(self, c: Card, seen: u64) -> bool {
        match self {
            Class::Exact(x) => c == x,
            Class::Unused => c.is_morgan() && seen & (1u64 << c.index()) == 0,
            Class::Hidden => !c.is_merlin() && c != Card::Vivien && c != Card::Morgan2,
            Class::Pending => !c.is_merlin(),
            Class::Playable => !c.is_morgan(),
            Class::Any => true,
        }
    }
}

const ATTEMPTS: usize = 32;

impl CardGame {
    pub(crate) fn sample(&self, seat: Seat, seed: u64) -> CardGame {
        let mut r = Rng::new(seed);
        let mut g = self.clone();
        g.resample_knights(seat, &mut r);
        g.resample_tokens(seat, &mut r);
        let mut done = false;
        for _ in 0..ATTEMPTS {
            let mut t = g.clone();
            t.resample_loyalty(seat, &mut r);
            if t.resample_cards(seat, &mut r) {
                g = t;
                done = true;
                break;
            }
        }
        if !done {
            done = g.construct(seat, &mut r);
        }
        if !done {
            // Unreachable while the table's inferences are right (the real assignment is one of
            // the ways tried): then the cards go anywhere. Views and the seat's options never
            // depend on these constraints, so the sample is still one the seat cannot tell apart.
            g.resample_loyalty(seat, &mut r);
            let mut positions = g.hidden_positions(seat);
            for p in &mut positions {
                p.1 = Class::Any;
            }
            g.deal_to(&positions, &mut r);
        }
        g.rng = Rng::new(r.next_u64());
        g
    }

    /// The loyalty slots `seat` does not know, ascending.
    fn unknown_slots(&self, seat: Seat) -> Vec<usize> {
        if !self.has_loyalty() {
            return Vec::new();
        }
        (0..usize::from(self.n()))
            .chain(ASIDE)
            .filter(|&i| self.known.get(i).is_some_and(|k| k & bit(seat) == 0))
            .collect()
    }

    /// The constructive fallback: each placement of the unknown traitor cards (in random order)
    /// with a matching of the unseen cards to their positions. False if none fits.
    fn construct(&mut self, seat: Seat, r: &mut Rng) -> bool {
        let slots = self.unknown_slots(seat);
        let traitors = slots
            .iter()
            .filter(|&&i| self.loyalty.get(i) == Some(&Loyalty::Traitor))
            .count();
        // Every set of `traitors` slots among `slots` (at most 2 of 9: 36 sets).
        let mut ways: Vec<u32> = (0u32..1 << slots.len())
            .filter(|m| m.count_ones() as usize == traitors)
            .collect();
        r.shuffle(&mut ways);
        for way in ways {
            let mut t = self.clone();
            for (k, &i) in slots.iter().enumerate() {
                if let Some(x) = t.loyalty.get_mut(i) {
                    *x = if way & (1 << k) != 0 { Loyalty::Traitor } else { Loyalty::Loyal };
                }
            }
            let positions = t.hidden_positions(seat);
            let mut pool: Vec<Card> = positions.iter().filter_map(|&(l, _)| t.card_at(l)).collect();
            if pool.len() != positions.len() {
                return false;
            }
            pool.sort_unstable();
            // Places are the classes, each as big as its positions.
            let mut classes: Vec<Class> = positions.iter().map(|&(_, c)| c).collect();
            classes.sort_unstable();
            classes.dedup();
            let caps: Vec<usize> = classes
                .iter()
                .map(|c| positions.iter().filter(|p| p.1 == *c).count())
                .collect();
            let seen = t.seen;
            let admits = |p: usize, i: usize| classes[p].admits(pool[i], seen);
            let Some(placed) = crate::engine::deal::deal(pool.len(), &caps, admits, r) else {
                continue;
            };
            let mut by_class: Vec<Vec<Card>> = vec![Vec::new(); classes.len()];
            for (i, &p) in placed.iter().enumerate() {
                by_class[p].push(pool[i]);
            }
            for cards in &mut by_class {
                r.shuffle(cards);
            }
            for &(loc, class) in &positions {
                let p = classes.iter().position(|c| *c == class).unwrap_or(0);
                if let Some(c) = by_class[p].pop() {
                    t.put(loc, c);
                }
            }
            *self = t;
            return true;
        }
        false
    }

    /// Another seat's knight cards are any of those not seen: the knight deck and the other
    /// hands, each hand keeping its (public) size.
    fn resample_knights(&mut self, seat: Seat, r: &mut Rng) {
        if !self.cfg.knights {
            return;
        }
        let mut pool = self.knight_deck;
        for s in 0..self.n() {
            if s == seat {
                continue;
            }
            for k in super::data::Knight::ALL {
                for _ in 0..self.hand(s).get(k.index()).copied().unwrap_or(0) {
                    pool.push(k);
                }
            }
        }
        // Sorted first: where each knight really lies must not matter.
        pool.as_mut_slice().sort_unstable();
        r.shuffle(pool.as_mut_slice());
        let mut it = pool.iter().copied();
        for s in 0..self.n() {
            if s == seat {
                continue;
            }
            let size = self.knight_count(s);
            let mut hand = [0u8; 5];
            for k in it.by_ref().take(usize::from(size)) {
                if let Some(c) = hand.get_mut(k.index()) {
                    *c += 1;
                }
            }
            if let Some(h) = self.hands.get_mut(usize::from(s)) {
                *h = hand;
            }
        }
        let len = self.knight_deck.len();
        self.knight_deck.clear();
        for k in it.take(len) {
            self.knight_deck.push(k);
        }
    }

    /// Other seats' tokens could name any quest.
    fn resample_tokens(&mut self, seat: Seat, r: &mut Rng) {
        for t in self.tokens.as_mut_slice() {
            if t.owner != seat {
                t.quest = Quest::from_index(r.below(5) as usize).unwrap_or_default();
            }
        }
    }

    /// The loyalty slots `seat` does not know exchange their cards at random.
    fn resample_loyalty(&mut self, seat: Seat, r: &mut Rng) {
        let slots = self.unknown_slots(seat);
        let mut cards: Vec<Loyalty> = slots
            .iter()
            .filter_map(|&i| self.loyalty.get(i).copied())
            .collect();
        cards.sort_unstable();
        r.shuffle(&mut cards);
        for (&i, l) in slots.iter().zip(cards) {
            if let Some(x) = self.loyalty.get_mut(i) {
                *x = l;
            }
        }
    }

    /// The positions of cards `seat` has not seen, with what each may hold.
    fn hidden_positions(&self, seat: Seat) -> Vec<(Loc, Class)> {
        let mut out = Vec::new();
        if !self.looking(seat) {
            out.extend((0..self.deck.len()).map(|i| (Loc::Deck(i), Class::Any)));
        }
        out.extend((0..self.discard.len()).map(|i| (Loc::Discard(i), Class::Any)));
        for (i, p) in self.pile.iter().enumerate() {
            // Face-up cards, and face-down ones the seat drew or saw exposed, are in its view.
            let class = match p.down {
                None => continue,
                Some(d) if d.exposed || d.by == seat => continue,
                Some(d) => match d.announced {
                    None => Class::Pending,
                    Some(a)
                        if d.binding
                            && (!self.has_loyalty() || self.loyalty_of(d.by) == Loyalty::Loyal) =>
                    {
                        Class::Exact(a)
                    }
                    Some(_) => Class::Hidden,
                },
            };
            out.push((Loc::Pile(i), class));
        }
        out.extend((0..self.unused.len()).map(|i| (Loc::Unused(i), Class::Unused)));
        match self.phase {
            Phase::Spread { .. } if self.current != seat => {
                out.extend((0..2).map(|i| (Loc::Spread(i), Class::Any)));
            }
            Phase::GawainPick { seat: s, hand } if s != seat => {
                out.extend((0..hand.len()).map(|i| {
                    (Loc::Gawain(i), if i == 0 { Class::Playable } else { Class::Any })
                }));
            }
            _ => {}
        }
        out
    }

    fn card_at(&self, loc: Loc) -> Option<Card> {
        match (loc, self.phase) {
            (Loc::Deck(i), _) => self.deck.get(i),
            (Loc::Discard(i), _) => self.discard.get(i),
            (Loc::Pile(i), _) => self.pile.get(i).map(|p| p.card),
            (Loc::Unused(i), _) => self.unused.get(i),
            (Loc::Spread(i), Phase::Spread { cards }) => cards.get(i).copied(),
            (Loc::Gawain(i), Phase::GawainPick { hand, .. }) => hand.get(i),
            _ => None,
        }
    }

    fn put(&mut self, loc: Loc, c: Card) {
        let slot = match (loc, &mut self.phase) {
            (Loc::Deck(i), _) => self.deck.as_mut_slice().get_mut(i),
            (Loc::Discard(i), _) => self.discard.as_mut_slice().get_mut(i),
            (Loc::Pile(i), _) => self.pile.as_mut_slice().get_mut(i).map(|p| &mut p.card),
            (Loc::Unused(i), _) => self.unused.as_mut_slice().get_mut(i),
            (Loc::Spread(i), Phase::Spread { cards }) => cards.get_mut(i),
            (Loc::Gawain(i), Phase::GawainPick { hand, .. }) => hand.as_mut_slice().get_mut(i),
            _ => None,
        };
        if let Some(x) = slot {
            *x = c;
        }
    }

    /// Deals the unseen cards back to their positions at random, strictest positions first.
    /// False when this attempt cannot satisfy the constraints.
    fn resample_cards(&mut self, seat: Seat, r: &mut Rng) -> bool {
        let positions = self.hidden_positions(seat);
        self.deal_to(&positions, r)
    }

    /// Deals the cards at `positions` (sorted first, so their real places do not matter) back
    /// to them at random, strictest positions first; false when a position finds no card.
    fn deal_to(&mut self, positions: &[(Loc, Class)], r: &mut Rng) -> bool {
        let mut positions = positions.to_vec();
        let mut pool: Vec<Card> = positions
            .iter()
            .filter_map(|&(l, _)| self.card_at(l))
            .collect();
        if pool.len() != positions.len() {
            return false;
        }
        pool.sort_unstable();
        r.shuffle(&mut positions);
        positions.sort_by_key(|&(_, c)| c); // stable: random order within a class
        let mut deal: Vec<(Loc, Card)> = Vec::with_capacity(positions.len());
        let mut eligible: Vec<usize> = Vec::with_capacity(pool.len());
        for &(loc, class) in &positions {
            if class == Class::Any {
                break;
            }
            eligible.clear();
            eligible.extend(
                (0..pool.len())
                    .filter(|&i| pool.get(i).is_some_and(|&c| class.admits(c, self.seen))),
            );
            let Some(&i) = r.choose(&eligible) else {
                return false;
            };
            deal.push((loc, pool.swap_remove(i)));
        }
        r.shuffle(&mut pool);
        let rest = positions
            .iter()
            .filter(|(_, c)| *c == Class::Any)
            .map(|&(l, _)| l);
        deal.extend(rest.zip(pool));
        for (loc, c) in deal {
            self.put(loc, c);
        }
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Game, GameExt, Turn, Viewer};

    fn acting(turn: &Turn) -> Vec<Seat> {
        match turn {
            Turn::Seat(s) => vec![*s],
            Turn::Simultaneous(v) | Turn::Window(v) => v.clone(),
            Turn::Over => vec![],
        }
    }

    /// Samples depend on what the seat knows and the seed only: two samples of one state (which
    /// the seat cannot tell apart) give the same sample for the same seed. The constructive
    /// fallback alone also gives a sample the seat cannot tell from the state.
    #[test]
    fn samples_are_canonical_and_the_constructive_fallback_fits() {
        let mut constructed = 0;
        for config in CardGame::sample_configs() {
            for seed in 0..4 {
                let mut g = CardGame::new(&config, seed).unwrap();
                let mut rng = Rng::new(seed ^ 0xde7);
                while !g.is_over() {
                    let viewer = rng.below(u32::from(g.n())) as Seat;
                    let a = g.sample(viewer, rng.next_u64());
                    let b = g.sample(viewer, rng.next_u64());
                    let x = rng.next_u64();
                    assert_eq!(a.sample(viewer, x), b.sample(viewer, x), "{config:?} seed {seed}");
                    let mut c = g.clone();
                    if c.construct(viewer, &mut rng) {
                        constructed += 1;
                        assert_eq!(c.view(Viewer::Seat(viewer)), g.view(Viewer::Seat(viewer)));
                        assert_eq!(c.view(Viewer::Public), g.view(Viewer::Public));
                    } else {
                        assert!(!g.has_loyalty(), "{config:?} seed {seed}: no way fits");
                    }
                    let seats = acting(&g.turn());
                    let seat = seats[rng.below(seats.len() as u32) as usize];
                    let legal = g.legal_actions(seat);
                    let action = legal[rng.below(legal.len() as u32) as usize];
                    g.apply(seat, &action).unwrap();
                }
            }
        }
        assert!(constructed > 0);
    }
}
