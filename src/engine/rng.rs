//! The seeded, portable generator every engine keeps in its state.
//!
//! ChaCha8 gives the same stream on every platform for the same seed, so a save (seed +
//! actions) replays identically natively and in the browser. Only `u32`/`u64` arithmetic is
//! used here, never `usize`, for the same reason.

use rand_chacha::rand_core::{RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// A deterministic random generator. Clone it to fork an identical stream.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rng(ChaCha8Rng);

impl Rng {
    /// A generator whose whole stream is fixed by `seed`.
    #[must_use]
    pub fn new(seed: u64) -> Self {
        Rng(ChaCha8Rng::seed_from_u64(seed))
    }

    /// A uniformly random `u64`.
    pub fn next_u64(&mut self) -> u64 {
        self.0.next_u64()
    }

    /// A uniform integer in `0..n`; returns 0 when `n` is 0 or 1.
    pub fn below(&mut self, n: u32) -> u32 {
        if n <= 1 {
            return 0;
        }
        // Lemire's multiply-and-reject: unbiased, one multiplication in the common case.
        let n64 = u64::from(n);
        loop {
            let m = u64::from(self.0.next_u32()) * n64;
            let low = m as u32;
            if low >= n || low >= n.wrapping_neg() % n {
                return (m >> 32) as u32;
            }
        }
    }

    /// Shuffles `items` in place (Fisher–Yates).
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        let len = u32::try_from(items.len()).unwrap_or(u32::MAX);
        for i in (1..len).rev() {
            let j = self.below(i + 1);
            items.swap(i as usize, j as usize);
        }
    }

    /// A uniformly chosen element, or `None` for an empty slice.
    pub fn choose<'a, T>(&mut self, items: &'a [T]) -> Option<&'a T> {
        if items.is_empty() {
            return None;
        }
        let len = u32::try_from(items.len()).unwrap_or(u32::MAX);
        items.get(self.below(len) as usize)
    }
}

#[cfg(test)]
mod tests {
    use super::Rng;

    #[test]
    fn same_seed_same_stream() {
        let mut a = Rng::new(7);
        let mut b = Rng::new(7);
        for _ in 0..100 {
            assert_eq!(a.next_u64(), b.next_u64());
        }
    }

    const GOLDEN: [u32; 5] = [224, 681, 146, 950, 772];

    #[test]
    fn stream_is_pinned_across_platforms() {
        // Golden values: if these change, every save ever written replays differently.
        let mut r = Rng::new(42);
        let got: Vec<u32> = (0..5).map(|_| r.below(1000)).collect();
        assert_eq!(got, GOLDEN);
    }

    #[test]
    fn below_covers_the_range_and_stays_inside() {
        let mut r = Rng::new(1);
        let mut seen = [0u32; 6];
        for _ in 0..6000 {
            let x = r.below(6) as usize;
            seen[x] += 1;
        }
        assert!(seen.iter().all(|&c| c > 800), "{seen:?}");
        assert_eq!(r.below(0), 0);
        assert_eq!(r.below(1), 0);
    }

    #[test]
    fn shuffle_is_a_permutation() {
        let mut r = Rng::new(3);
        let mut v: Vec<u32> = (0..59).collect();
        r.shuffle(&mut v);
        let mut sorted = v.clone();
        sorted.sort_unstable();
        assert_eq!(sorted, (0..59).collect::<Vec<_>>());
        assert_ne!(v, sorted);
    }
}
