//! `determinize`: a full state drawn at random among those one seat cannot tell from the real
//! one — the base of a later information-set search bot.
//!
//! Resampled: the Rumor deck's order and content, the discard pile, the pile below its top,
//! face-down cards the seat did not draw, the unused Morgans, the other seats' pending hands
//! (Spreading Rumors, Gawain), the loyalty cards of the slots the seat does not know, the other
//! seats' knight cards and Merlin #4 token quests, and the generator (the future).
//!
//! Kept: what the seat's view shows or implies — its own cards, the top card, every count, the
//! loyalties it knows (its own, revealed, Galahad looks, exposed lies), its Tristan look — and
//! these facts of the table's history:
//! - each card is somewhere exactly once, so the counts of every identity hold;
//! - the unused Morgans are Morgans nobody has seen face up;
//! - a Merlin #4 in the pile has its token beside it, and no other Merlin #4 is in the pile;
//! - a face-down card is never a Merlin (shown face up, C-EDGE-7), and once announced it is
//!   neither Vivien nor Morgan #2 unless their effect showed it (then it is kept);
//! - a face-down card announced by a seat that is loyal in the sample, and whose card has not
//!   changed since (no Vivien), is the card announced (C-CARD-MORGAN1-2);
//! - another seat's Gawain hand holds a card Gawain may play.
//!
//! Sampling is by rejection, up to a bound; the real loyalties with the real cards always
//! satisfy every constraint, so the fallback is the real assignment of those parts.

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
    NotMerlin4,
    Any,
}

impl Class {
    fn admits(self, c: Card, seen: u64) -> bool {
        match self {
            Class::Exact(x) => c == x,
            Class::Unused => c.is_morgan() && seen & (1u64 << c.index()) == 0,
            Class::Hidden => !c.is_merlin() && c != Card::Vivien && c != Card::Morgan2,
            Class::Pending => !c.is_merlin(),
            Class::NotMerlin4 => c != Card::Merlin4,
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
            // Real loyalties: the real cards fit, so some assignment exists.
            for _ in 0..ATTEMPTS {
                let mut t = g.clone();
                if t.resample_cards(seat, &mut r) {
                    g = t;
                    break;
                }
            }
        }
        g.rng = Rng::new(r.next_u64());
        g
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
        if !self.has_loyalty() {
            return;
        }
        let slots: Vec<usize> = (0..usize::from(self.n()))
            .chain(ASIDE)
            .filter(|&i| self.known.get(i).is_some_and(|k| k & bit(seat) == 0))
            .collect();
        let mut cards: Vec<Loyalty> = slots
            .iter()
            .filter_map(|&i| self.loyalty.get(i).copied())
            .collect();
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
        let top = self.pile.len().checked_sub(1);
        for (i, p) in self.pile.iter().enumerate() {
            let class = match p.down {
                None if Some(i) == top || p.card == Card::Merlin4 => continue,
                None => Class::NotMerlin4,
                Some(d) if d.exposed || (d.by == seat && Some(i) == top) => continue,
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
                out.extend((0..hand.len()).map(|i| (Loc::Gawain(i), Class::Any)));
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
        let mut positions = self.hidden_positions(seat);
        let mut pool: Vec<Card> = positions
            .iter()
            .filter_map(|&(l, _)| self.card_at(l))
            .collect();
        if pool.len() != positions.len() {
            return false;
        }
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
        match self.phase {
            Phase::GawainPick { seat: s, hand } if s != seat => hand.iter().any(|c| !c.is_morgan()),
            _ => true,
        }
    }
}
