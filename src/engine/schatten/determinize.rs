//! `resample`: a full state drawn at random among those one seat cannot tell from the real
//! one. The search bots draw their samples with it from the state rebuilt from the seat's
//! knowledge (`known.rs`).
//!
//! The sample is a function of (what the seat knows, seed) only: every group of unknown cards
//! is collected, sorted into a canonical order, then dealt with a generator seeded from `seed`;
//! the state's own generator is re-seeded from `seed` too (the future, d8 rolls included, is
//! unknown). Nothing falls back to real hidden values: the only constraint on a hidden black
//! card is its kind (a face-down Black Knight or Lancelot/Dragon card), and the pool always
//! holds enough cards of each kind, so dealing the constrained slots first always succeeds.
//!
//! Resampled: the loyalty cards the seat does not know (dealt and undealt), the black draw pile
//! outside the positions the seat knows, face-down black cards it did not lay (on quests, in
//! the discard pile, drawn and awaiting a choice), the white draw pile, the other hands (sizes
//! kept), the other seats' secret choices put aside, Arthur's offered card, and the other
//! voters' secret votes.

use super::data::{Black, Kind, Loyalty, White};
use super::state::{bit, Ask, Schatten};
use crate::engine::rng::Rng;
use crate::engine::Seat;

/// How much likelier each SIEGE chosen in the Progression of Evil makes a seat the Traitor
/// in a sample (a likelihood ratio: the playout policy's loyal knights never choose it while
/// they can draw, its Traitor always does).
const SIEGE_EVIDENCE: u32 = 3;

/// Where a hidden black card lies.
#[derive(Clone, Copy)]
enum BlackSlot {
    Draw(usize),
    Combat(bool, usize),
    Discard(usize),
    Armor(usize),
    Face,
    Excalibur,
}

impl Schatten {
    pub(crate) fn sample(&self, seat: Seat, seed: u64) -> Schatten {
        let mut r = Rng::new(seed);
        let mut g = self.clone();
        g.resample_loyalty(seat, &mut r);
        g.resample_black(seat, &mut r);
        g.resample_white(seat, &mut r);
        g.resample_votes(seat, &mut r);
        g.rng = Rng::new(r.next_u64());
        g.canonical();
        g
    }

    /// Clears what no rule reads, so that a sample is one value whatever leftovers the state it
    /// came from carried (a state rebuilt from a seat's knowledge has none): who discarded a
    /// black card face up (only a face-down card's owner matters: he alone knows it).
    fn canonical(&mut self) {
        for l in self.black_discard.as_mut_slice() {
            if !l.down {
                l.by = 0;
            }
        }
    }

    /// Whether `seat` knows `t`'s loyalty card.
    fn knows_loyalty(&self, seat: Seat, t: Seat) -> bool {
        let st = self.seat(t);
        st.public || st.proven || (t == seat && st.seen)
    }

    fn resample_loyalty(&mut self, seat: Seat, r: &mut Rng) {
        let slots: Vec<Seat> = (0..self.n).filter(|&t| !self.knows_loyalty(seat, t)).collect();
        let mut pool: Vec<Loyalty> = slots.iter().map(|&t| self.seat(t).loyalty).collect();
        pool.extend(self.undealt.iter().copied());
        pool.sort_unstable();
        r.shuffle(&mut pool);
        // The Traitor card, if it is among the unknown ones, goes where the public record
        // points: each SIEGE a seat chose in his Progression of Evil makes him the likelier
        // Traitor (a loyal knight seldom has a reason to), the undealt cards weigh one each.
        if let Some(i) = pool.iter().position(|&l| l == Loyalty::Traitor) {
            let weight = |k: usize| -> u32 {
                slots.get(k).map_or(1, |&t| SIEGE_EVIDENCE.pow(u32::from(self.seat(t).sieges.min(6))))
            };
            let total: u32 = (0..pool.len()).map(weight).sum();
            let mut x = r.below(total.max(1));
            let mut j = 0;
            while j + 1 < pool.len() && x >= weight(j) {
                x -= weight(j);
                j += 1;
            }
            pool.swap(i, j);
        }
        let mut it = pool.into_iter();
        for &t in &slots {
            if let (Some(l), Some(st)) = (it.next(), self.seat_mut(t)) {
                st.loyalty = l;
            }
        }
        self.undealt.clear();
        for l in it {
            self.undealt.push(l);
        }
    }

    fn black_slots(&self, seat: Seat) -> Vec<(BlackSlot, Option<Kind>)> {
        let mut out = Vec::new();
        let m = self.known.get(usize::from(seat)).copied().unwrap_or(0);
        for i in 0..self.black_draw.len() {
            if m & (1u128 << i) == 0 {
                out.push((BlackSlot::Draw(i), None));
            }
        }
        for (lanc, c) in [(false, self.black_knight), (true, self.lancelot)] {
            for (i, l) in c.black.iter().enumerate() {
                if l.down && l.by != seat {
                    out.push((BlackSlot::Combat(lanc, i), l.card.kind()));
                }
            }
        }
        for (i, l) in self.black_discard.iter().enumerate() {
            if l.down && l.by != seat {
                out.push((BlackSlot::Discard(i), l.card.kind()));
            }
        }
        match self.ask {
            Ask::Armor { drawer, .. } if drawer != seat => {
                out.push((BlackSlot::Armor(0), None));
                out.push((BlackSlot::Armor(1), None));
            }
            Ask::Face { drawer, card } if drawer != seat => out.push((BlackSlot::Face, card.kind())),
            Ask::Excalibur { drawer, card, down: true, .. } if drawer != seat => {
                out.push((BlackSlot::Excalibur, card.kind()));
            }
            _ => {}
        }
        out
    }

    fn black_at(&mut self, slot: BlackSlot) -> Option<&mut Black> {
        match slot {
            BlackSlot::Draw(i) => self.black_draw.as_mut_slice().get_mut(i),
            BlackSlot::Combat(false, i) => self.black_knight.black.as_mut_slice().get_mut(i).map(|l| &mut l.card),
            BlackSlot::Combat(true, i) => self.lancelot.black.as_mut_slice().get_mut(i).map(|l| &mut l.card),
            BlackSlot::Discard(i) => self.black_discard.as_mut_slice().get_mut(i).map(|l| &mut l.card),
            BlackSlot::Armor(i) => match &mut self.ask {
                Ask::Armor { cards, .. } => cards.get_mut(i),
                _ => None,
            },
            BlackSlot::Face => match &mut self.ask {
                Ask::Face { card, .. } => Some(card),
                _ => None,
            },
            BlackSlot::Excalibur => match &mut self.ask {
                Ask::Excalibur { card, .. } => Some(card),
                _ => None,
            },
        }
    }

    fn resample_black(&mut self, seat: Seat, r: &mut Rng) {
        let slots = self.black_slots(seat);
        let mut pool: Vec<Black> = slots.iter().filter_map(|&(s, _)| self.black_at(s).map(|c| *c)).collect();
        pool.sort_unstable();
        // Kind-constrained slots first: each takes a random card of its kind.
        for &(slot, kind) in &slots {
            let Some(kind) = kind else { continue };
            let eligible: Vec<usize> = (0..pool.len()).filter(|&i| pool.get(i).and_then(|c| c.kind()) == Some(kind)).collect();
            let Some(&i) = r.choose(&eligible) else { continue };
            let card = pool.remove(i);
            if let Some(c) = self.black_at(slot) {
                *c = card;
            }
        }
        r.shuffle(&mut pool);
        let mut it = pool.into_iter();
        for &(slot, kind) in &slots {
            if kind.is_some() {
                continue;
            }
            if let Some(card) = it.next() {
                if let Some(c) = self.black_at(slot) {
                    *c = card;
                }
            }
        }
    }

    fn resample_white(&mut self, seat: Seat, r: &mut Rng) {
        let mut pool: Vec<White> = self.white_draw.as_slice().to_vec();
        let others: Vec<Seat> = (0..self.n).filter(|&s| s != seat).collect();
        for &s in &others {
            let st = self.seat(s);
            pool.extend(st.hand.cards());
            pool.extend(st.escrow.iter().copied());
        }
        let exchange = match self.ask {
            Ask::Exchange { arthur, card, .. } if arthur != seat => Some(card),
            _ => None,
        };
        pool.extend(exchange);
        pool.sort_unstable();
        r.shuffle(&mut pool);
        let mut it = pool.into_iter();
        for c in self.white_draw.as_mut_slice() {
            if let Some(w) = it.next() {
                *c = w;
            }
        }
        for &s in &others {
            let size = self.seat(s).hand.total();
            if let Some(st) = self.seat_mut(s) {
                st.hand.clear();
                for w in it.by_ref().take(usize::from(size)) {
                    st.hand.add(w);
                }
                for c in st.escrow.as_mut_slice() {
                    if let Some(w) = it.next() {
                        *c = w;
                    }
                }
            }
        }
        if let Ask::Exchange { arthur, card, .. } = &mut self.ask {
            if *arthur != seat {
                if let Some(w) = it.next() {
                    *card = w;
                }
            }
        }
    }

    fn resample_votes(&mut self, seat: Seat, r: &mut Rng) {
        if self.ask != Ask::Vote {
            return;
        }
        let voted = self.share.recipients & !self.share.waiting & !bit(self.share.proposer) & !bit(seat);
        for s in 0..self.n {
            if voted & bit(s) != 0 {
                if r.below(2) == 1 {
                    self.share.rejects |= bit(s);
                } else {
                    self.share.rejects &= !bit(s);
                }
            }
        }
    }
}
