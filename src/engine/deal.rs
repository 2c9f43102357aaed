//! A random deal of items into places of fixed sizes where some places refuse some items,
//! found constructively — for `determinize`, when rejection sampling keeps failing, so that it
//! never needs the real (hidden) deal as a fallback.
//!
//! Kuhn's augmenting paths with capacities: the items in random order each go to a random
//! place that admits it and has room, or make room by moving placed items along an augmenting
//! path. It finds a deal whenever one exists. It is not exactly uniform over the valid deals;
//! callers mix it with random swaps that keep it valid.

use super::rng::Rng;

/// The place of each of `items` items, every place `p` filled to exactly `caps[p]` (which must
/// sum to `items`), each item in a place that `admits(place, item)`; `None` when no such deal
/// exists.
pub fn deal(items: usize, caps: &[usize], admits: impl Fn(usize, usize) -> bool, rng: &mut Rng) -> Option<Vec<usize>> {
    if caps.iter().sum::<usize>() != items {
        return None;
    }
    let mut m = Matching {
        admits: &admits,
        caps,
        order: (0..caps.len()).collect(),
        visited: vec![false; caps.len()],
        members: vec![Vec::new(); caps.len()],
        place_of: vec![usize::MAX; items],
    };
    let mut order: Vec<usize> = (0..items).collect();
    rng.shuffle(&mut order);
    for &item in &order {
        rng.shuffle(&mut m.order);
        m.visited.fill(false);
        if !m.augment(item) {
            return None;
        }
    }
    Some(m.place_of)
}

struct Matching<'a, F> {
    admits: &'a F,
    caps: &'a [usize],
    /// The order places are tried in, shuffled per item so the deal is random.
    order: Vec<usize>,
    visited: Vec<bool>,
    members: Vec<Vec<usize>>,
    place_of: Vec<usize>,
}

impl<F: Fn(usize, usize) -> bool> Matching<'_, F> {
    fn augment(&mut self, item: usize) -> bool {
        for k in 0..self.order.len() {
            let p = self.order[k];
            if self.visited[p] || !(self.admits)(p, item) {
                continue;
            }
            self.visited[p] = true;
            if self.members[p].len() < self.caps[p] {
                self.members[p].push(item);
                self.place_of[item] = p;
                return true;
            }
            for j in 0..self.members[p].len() {
                let other = self.members[p][j];
                if self.augment(other) {
                    // `other` moved to another place: `item` takes its seat here.
                    self.members[p][j] = item;
                    self.place_of[item] = p;
                    return true;
                }
            }
        }
        false
    }
}

#[cfg(test)]
mod tests {
    use super::deal;
    use crate::engine::rng::Rng;

    #[test]
    fn finds_the_only_deal_and_refuses_an_impossible_one() {
        // Items 0..4; place 0 (size 1) admits only item 3, place 1 (size 3) admits anything.
        let mut rng = Rng::new(1);
        for _ in 0..20 {
            let d = deal(4, &[1, 3], |p, i| p == 1 || i == 3, &mut rng).unwrap();
            assert_eq!(d[3], 0);
            assert!(d[..3].iter().all(|&p| p == 1));
        }
        assert!(deal(2, &[1, 1], |p, _| p == 0, &mut rng).is_none());
        assert!(deal(3, &[1, 1], |_, _| true, &mut rng).is_none());
    }
}
