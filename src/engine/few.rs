//! `Few<T, N>`: a list of at most `N` small `Copy` values stored inline, shared by every engine.
//!
//! Decks, the pile, hands and report lines all have small fixed maxima, so storing them inline
//! keeps `apply_into` free of heap allocations (the speed target of the brief) and keeps the
//! whole state `Clone` by plain copying. (arrayvec's `ArrayVec` is not `Copy`; tinyvec's
//! panics on a push past `N` and counts in a `u16`: a search clones states by the million, and
//! a full list here is refused, never a panic.) Equality, hashing, `Debug` and serialisation look at
//! the used part only, so two lists with the same items are equal whatever lies past `len`.

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;

#[derive(Clone, Copy)]
pub struct Few<T: Copy + Default, const N: usize> {
    len: u8,
    items: [T; N],
}

impl<T: Copy + Default, const N: usize> Default for Few<T, N> {
    fn default() -> Self {
        Few {
            len: 0,
            items: [T::default(); N],
        }
    }
}

impl<T: Copy + Default, const N: usize> Few<T, N> {
    #[must_use]
    pub fn new() -> Self {
        Self::default()
    }

    /// A list holding the first `N` items of `items`.
    #[must_use]
    pub fn from_slice(items: &[T]) -> Self {
        let mut f = Self::default();
        for &x in items {
            f.push(x);
        }
        f
    }

    #[must_use]
    pub fn len(&self) -> usize {
        usize::from(self.len)
    }

    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    #[must_use]
    pub fn is_full(&self) -> bool {
        self.len() >= N
    }

    #[must_use]
    pub fn as_slice(&self) -> &[T] {
        self.items.get(..self.len()).unwrap_or(&[])
    }

    pub fn as_mut_slice(&mut self) -> &mut [T] {
        let len = self.len();
        self.items.get_mut(..len).unwrap_or(&mut [])
    }

    /// Appends `x`; returns false (and drops `x`) when the list is full. Every caller sizes `N`
    /// for the largest count the rules allow, so a full list means a broken invariant, never input.
    pub fn push(&mut self, x: T) -> bool {
        let len = self.len();
        match self.items.get_mut(len) {
            Some(slot) => {
                *slot = x;
                self.len += 1;
                true
            }
            None => false,
        }
    }

    pub fn pop(&mut self) -> Option<T> {
        let last = self.last()?;
        self.len -= 1;
        Some(last)
    }

    #[must_use]
    pub fn last(&self) -> Option<T> {
        self.as_slice().last().copied()
    }

    #[must_use]
    pub fn get(&self, i: usize) -> Option<T> {
        self.as_slice().get(i).copied()
    }

    /// Removes the item at `i`, keeping the order of the rest.
    pub fn remove(&mut self, i: usize) -> Option<T> {
        let x = self.get(i)?;
        if let Some(tail) = self.as_mut_slice().get_mut(i..) {
            tail.rotate_left(1);
        }
        self.len -= 1;
        Some(x)
    }

    pub fn clear(&mut self) {
        self.len = 0;
    }

    pub fn iter(&self) -> std::slice::Iter<'_, T> {
        self.as_slice().iter()
    }
}

impl<T: Copy + Default + PartialEq, const N: usize> Few<T, N> {
    #[must_use]
    pub fn contains(&self, x: &T) -> bool {
        self.as_slice().contains(x)
    }

    /// Removes the first item equal to `x`; false when there is none.
    pub fn remove_item(&mut self, x: &T) -> bool {
        match self.iter().position(|y| y == x) {
            Some(i) => self.remove(i).is_some(),
            None => false,
        }
    }
}

impl<T: Copy + Default + PartialEq, const N: usize> PartialEq for Few<T, N> {
    fn eq(&self, other: &Self) -> bool {
        self.as_slice() == other.as_slice()
    }
}

impl<T: Copy + Default + Eq, const N: usize> Eq for Few<T, N> {}

impl<T: Copy + Default + std::hash::Hash, const N: usize> std::hash::Hash for Few<T, N> {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.as_slice().hash(state);
    }
}

impl<T: Copy + Default + fmt::Debug, const N: usize> fmt::Debug for Few<T, N> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.as_slice()).finish()
    }
}

impl<T: Copy + Default + Serialize, const N: usize> Serialize for Few<T, N> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.as_slice())
    }
}

/// Read back as a list; a list longer than `N` is refused (it comes from outside: a seat's
/// knowledge sent to the bots' worker).
impl<'de, T: Copy + Default + Deserialize<'de>, const N: usize> Deserialize<'de> for Few<T, N> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct Items<T, const N: usize>(std::marker::PhantomData<T>);
        impl<'de, T: Copy + Default + Deserialize<'de>, const N: usize> serde::de::Visitor<'de> for Items<T, N> {
            type Value = Few<T, N>;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write!(f, "a list of at most {N} items")
            }
            fn visit_seq<A: serde::de::SeqAccess<'de>>(self, mut seq: A) -> Result<Self::Value, A::Error> {
                let mut out = Few::new();
                while let Some(x) = seq.next_element()? {
                    if !out.push(x) {
                        return Err(serde::de::Error::invalid_length(N + 1, &self));
                    }
                }
                Ok(out)
            }
        }
        d.deserialize_seq(Items::<T, N>(std::marker::PhantomData))
    }
}

impl<'a, T: Copy + Default, const N: usize> IntoIterator for &'a Few<T, N> {
    type Item = &'a T;
    type IntoIter = std::slice::Iter<'a, T>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

#[cfg(test)]
mod tests {
    use super::Few;

    #[test]
    fn push_pop_remove_and_equality_ignore_stale_slots() {
        let mut a: Few<u8, 3> = Few::new();
        assert!(a.push(1) && a.push(2) && a.push(3));
        assert!(!a.push(4), "a full list refuses");
        assert_eq!(a.remove(0), Some(1));
        assert_eq!(a.as_slice(), &[2, 3]);
        assert_eq!(a.pop(), Some(3));
        let b = Few::<u8, 3>::from_slice(&[2]);
        assert_eq!(a, b, "the stale 3 past len does not count");
        assert_eq!(a.remove(5), None);
        assert!(a.remove_item(&2));
        assert!(a.is_empty() && a.pop().is_none());
    }
}
