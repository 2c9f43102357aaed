//! `resample`: a full state drawn at random among those one seat cannot tell from the real
//! one. The search bots draw their samples with it from the state rebuilt from the seat's
//! knowledge (`known.rs`).
//!
//! The sample is a function of what the seat knows (its view) and the seed only: every hidden
//! part is rebuilt from a canonical (sorted) list of the items the seat has not seen, shuffled
//! and dealt by a generator seeded from `seed`; nothing of the real hidden values survives.
//!
//! Resampled: other colours' fists chosen but not yet revealed (uniformly among their legal
//! fists), the order and the unseen content of the mission stacks, the Merlin tiles of other
//! colours and of the row (until final scoring reveals them), the Grail tiles of other colours
//! and in the supply (until final scoring reveals them), and the generator (the future).
//! Parzival's seat keeps what his look showed: the supply then, so the tiles taken since by
//! the others and the supply now come from it, and the tiles taken before from the rest.

use super::data::{Colour, GrailPart, MissionId, Stack, GRAIL_PER_PART, MAX_FIST};
use super::state::{Look, Phase, Zukunft};
use crate::engine::few::Few;
use crate::engine::rng::Rng;
use crate::engine::Seat;

/// A multiset of Grail parts: tiles per part.
type Parts = [u8; 4];

/// `a − b`, or `None` if `b` is not inside `a`.
fn minus(a: Parts, b: Parts) -> Option<Parts> {
    let mut out = [0u8; 4];
    for i in 0..4 {
        out[i] = a[i].checked_sub(b[i])?;
    }
    Some(out)
}

/// The tiles of a multiset in canonical (sorted) order, shuffled by `r`.
fn shuffled(parts: Parts, r: &mut Rng) -> Few<GrailPart, 28> {
    let mut v: Few<GrailPart, 28> = Few::new();
    for p in GrailPart::ALL {
        for _ in 0..parts[p.index()] {
            v.push(p);
        }
    }
    r.shuffle(v.as_mut_slice());
    v
}

impl Zukunft {
    pub(crate) fn sample(&self, seat: Seat, seed: u64) -> Zukunft {
        let mut r = Rng::new(seed);
        let mut g = self.clone();
        g.board.renumber();
        g.resample_fists(seat, &mut r);
        g.resample_decks(&mut r);
        if !self.merlin_revealed() {
            g.resample_merlin(seat, &mut r);
        }
        if self.phase != Phase::Over {
            g.resample_grail(seat, &mut r);
        }
        g.rng = Rng::new(r.next_u64());
        g.canonical();
        g
    }

    /// Clears what no rule reads any more, so that a sample is one value whatever leftovers the
    /// state it came from carried (a state rebuilt from a seat's knowledge has none): the
    /// colour of the last phase-4 turn once the round has moved on (a turn sets it when it
    /// begins), and the order of the Merlin tiles left in the row once final scoring has
    /// revealed the colours' (nobody takes one again).
    fn canonical(&mut self) {
        if !matches!(self.phase, Phase::Missions(_) | Phase::Final(_) | Phase::Over) {
            self.turn.colour = Colour::default();
        }
        if self.merlin_revealed() {
            self.merlin_row.as_mut_slice().sort_unstable();
        }
    }

    /// Fists chosen by the seat's opponents and not yet revealed: any legal fist.
    fn resample_fists(&mut self, seat: Seat, r: &mut Rng) {
        for c in Colour::ALL {
            let col = self.col_mut(c);
            if col.in_play && col.seat != seat && col.fist.is_some() {
                col.fist = Some(r.below(u32::from(col.screen.min(MAX_FIST)) + 1) as u8);
            }
        }
    }

    /// Each stack holds the cards of its kind nobody has seen, in random order.
    fn resample_decks(&mut self, r: &mut Rng) {
        let mut seen = self.boxed;
        for m in self.display.iter() {
            seen |= m.bit();
        }
        for col in &self.colours {
            seen |= col.missions;
        }
        for stack in Stack::ALL {
            let deck = &mut self.decks[stack.index()];
            let len = deck.len();
            deck.clear();
            for i in stack.cards() {
                let m = MissionId(i);
                if seen & m.bit() == 0 && deck.len() < len {
                    deck.push(m);
                }
            }
            r.shuffle(deck.as_mut_slice());
        }
    }

    /// The Merlin values the seat has not seen go back to the others and the row at random.
    fn resample_merlin(&mut self, seat: Seat, r: &mut Rng) {
        let others: Vec<Colour> = self.in_play().filter(|&c| self.owner(c) != seat).collect();
        let mut pool: Few<u8, 7> = self.merlin_row;
        for &c in &others {
            for &v in self.col(c).merlin.iter() {
                pool.push(v);
            }
        }
        pool.as_mut_slice().sort_unstable();
        r.shuffle(pool.as_mut_slice());
        let mut it = pool.iter().copied();
        for &c in &others {
            let col = self.col_mut(c);
            for v in col.merlin.as_mut_slice() {
                *v = it.next().unwrap_or(*v);
            }
        }
        for v in self.merlin_row.as_mut_slice() {
            *v = it.next().unwrap_or(*v);
        }
    }

    /// Grail tiles the seat has not seen: other colours' and the supply.
    fn resample_grail(&mut self, seat: Seat, r: &mut Rng) {
        let mine: Vec<Colour> = self.in_play().filter(|&c| self.owner(c) == seat).collect();
        let others: Vec<Colour> = self.in_play().filter(|&c| self.owner(c) != seat).collect();
        let all = [GRAIL_PER_PART; 4];
        let mut own = [0u8; 4];
        let mut own_after = [0u8; 4];
        for &c in &mine {
            let tiles = self.col(c).grail;
            let n = tiles.len();
            let after = usize::from(self.col(c).after_look).min(n);
            for (i, p) in tiles.iter().enumerate() {
                own[p.index()] += 1;
                if i >= n - after {
                    own_after[p.index()] += 1;
                }
            }
        }
        let unseen = minus(all, own).unwrap_or(all);
        let looking = self.turn.looking && mine.contains(&self.turn.colour);
        let looked = self.look.filter(|l| mine.contains(&l.colour));
        // The supply if known exactly, the pool of the tiles taken since the look (with the
        // supply), the pool of the others, and whether the look splits them.
        let (supply_now, post, pre, constrained) = if looking {
            // Spread out in front of him: the supply is known exactly, in canonical order.
            let supply = self.supply_counts();
            (
                Some(supply),
                [0; 4],
                minus(unseen, supply).unwrap_or(unseen),
                false,
            )
        } else if let Some(Look { supply, .. }) = looked {
            match minus(supply, own_after).and_then(|post| Some((post, minus(unseen, post)?))) {
                Some((post, pre)) => (None, post, pre, true),
                None => (None, [0; 4], unseen, false),
            }
        } else {
            (None, [0; 4], unseen, false)
        };
        let mut pre_tiles = shuffled(pre, r);
        let mut post_tiles = shuffled(post, r);
        // Other colours' tiles, in colour order: the ones taken since the look from `post`.
        for &c in &others {
            let n = self.col(c).grail.len();
            let after = if constrained {
                usize::from(self.col(c).after_look).min(n)
            } else {
                0
            };
            let col = self.col_mut(c);
            for (i, t) in col.grail.as_mut_slice().iter_mut().enumerate() {
                let from = if i >= n - after {
                    &mut post_tiles
                } else {
                    &mut pre_tiles
                };
                *t = from.pop().unwrap_or(*t);
            }
        }
        if let Some(supply) = supply_now {
            let mut spread: Few<GrailPart, 28> = Few::new();
            for p in GrailPart::ALL {
                for _ in 0..supply[p.index()] {
                    spread.push(p);
                }
            }
            self.supply = Default::default();
            self.supply[0] = spread;
        } else {
            let from = if constrained {
                &mut post_tiles
            } else {
                &mut pre_tiles
            };
            for stack in &mut self.supply {
                for t in stack.as_mut_slice() {
                    *t = from.pop().unwrap_or(*t);
                }
            }
        }
        // A look the seat did not make: what it showed follows from this sample.
        if let Some(look) = self.look.as_mut() {
            if !mine.contains(&look.colour) {
                let mut s = [0u8; 4];
                for stack in &self.supply {
                    for p in stack.iter() {
                        s[p.index()] += 1;
                    }
                }
                for col in &self.colours {
                    let n = col.grail.len();
                    for p in col
                        .grail
                        .iter()
                        .skip(n - usize::from(col.after_look).min(n))
                    {
                        s[p.index()] += 1;
                    }
                }
                look.supply = s;
            }
        }
    }
}
