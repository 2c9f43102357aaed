//! Sorting for short lists (seats, colours, a display of cards, a seat's legal actions, the
//! saved games: tens of items), by insertion, stable.
//!
//! The standard library's sorts are built for long slices: each element type and key got its
//! own 3–6 KB of wasm (pattern-defeating quicksort, drift sort, the small-sort networks), 23 KB
//! of the Zukunft page's module in all. Insertion sort is a few dozen bytes per use and, on
//! lists this short (and the legal actions come nearly in order), as fast. The bots' determinization sorts whole decks and keeps the
//! standard sorts (it runs in the worker, where speed counts and size matters less).

use std::cmp::Ordering;

/// Sorts `v` stably by `key` (equal keys keep their order).
pub fn sort_by_key<T, K: Ord>(v: &mut [T], mut key: impl FnMut(&T) -> K) {
    sort_by(v, |a, b| key(a).cmp(&key(b)));
}

/// Sorts `v` stably by `cmp` (items that compare equal keep their order).
pub fn sort_by<T>(v: &mut [T], mut cmp: impl FnMut(&T, &T) -> Ordering) {
    for i in 1..v.len() {
        let mut j = i;
        while j > 0 && cmp(&v[j - 1], &v[j]) == Ordering::Greater {
            v.swap(j - 1, j);
            j -= 1;
        }
    }
}

/// Sorts `v` ascending.
pub fn sort<T: Ord>(v: &mut [T]) {
    sort_by(v, T::cmp);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::rng::Rng;

    #[test]
    fn agrees_with_the_standard_sorts() {
        let mut rng = Rng::new(11);
        for len in 0..40 {
            for _ in 0..20 {
                let v: Vec<(u8, u8)> = (0..len).map(|_| (rng.below(6) as u8, rng.below(250) as u8)).collect();
                let mut a = v.clone();
                sort(&mut a);
                let mut b = v.clone();
                b.sort();
                assert_eq!(a, b);
                // Stable: equal keys keep their order, as the standard stable sort keeps them.
                let mut a = v.clone();
                sort_by_key(&mut a, |x| x.0);
                let mut b = v.clone();
                b.sort_by_key(|x| x.0);
                assert_eq!(a, b);
            }
        }
    }
}
