//! A 64-bit fingerprint of any `Serialize` value, written straight from serde's data model.
//!
//! The search keys its nodes by a seat's view ([`crate::engine::Game::View`] is only
//! `Serialize + PartialEq`, not `Hash`). Feeding serde's primitives into a hasher needs no
//! allocation and no text, unlike hashing a `Debug` string, and works for every game's view
//! without per-game code. Field names are not hashed (the type fixes them); every variable-
//! length part is preceded by its length or a tag, so two different values of one type give
//! different streams.

use serde::ser::{self, Serialize};
use std::fmt;

/// The fingerprint of `value`. Equal values give equal fingerprints on every platform.
#[must_use]
pub fn fingerprint<T: Serialize + ?Sized>(value: &T) -> u64 {
    let mut h = Hasher(0x9e37_79b9_7f4a_7c15);
    // Our serializer never fails: `Error` can only come from a value's own `Serialize`.
    let _ = value.serialize(&mut h);
    mix(h.0)
}

/// A final avalanche (SplitMix64's), so that keys differing in a few bits spread out.
#[must_use]
pub const fn mix(mut x: u64) -> u64 {
    x ^= x >> 30;
    x = x.wrapping_mul(0xbf58_476d_1ce4_e5b9);
    x ^= x >> 27;
    x = x.wrapping_mul(0x94d0_49bb_1331_11eb);
    x ^ (x >> 31)
}

struct Hasher(u64);

impl Hasher {
    fn word(&mut self, w: u64) {
        // One multiply-rotate step per word: fast, and order-sensitive.
        self.0 = (self.0 ^ w).wrapping_mul(0x0000_0100_0000_01b3).rotate_left(29);
    }
    fn bytes(&mut self, b: &[u8]) {
        self.word(b.len() as u64);
        for chunk in b.chunks(8) {
            let mut w = [0u8; 8];
            w[..chunk.len()].copy_from_slice(chunk);
            self.word(u64::from_le_bytes(w));
        }
    }
}

/// Never produced by the hasher itself.
#[derive(Debug)]
pub struct NoError;

impl fmt::Display for NoError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("fingerprint")
    }
}

impl std::error::Error for NoError {}

impl ser::Error for NoError {
    fn custom<T: fmt::Display>(_: T) -> Self {
        NoError
    }
}

type R = Result<(), NoError>;

impl ser::Serializer for &mut Hasher {
    type Ok = ();
    type Error = NoError;
    type SerializeSeq = Self;
    type SerializeTuple = Self;
    type SerializeTupleStruct = Self;
    type SerializeTupleVariant = Self;
    type SerializeMap = Self;
    type SerializeStruct = Self;
    type SerializeStructVariant = Self;

    fn serialize_bool(self, v: bool) -> R {
        self.word(u64::from(v));
        Ok(())
    }
    fn serialize_i8(self, v: i8) -> R {
        self.serialize_i64(i64::from(v))
    }
    fn serialize_i16(self, v: i16) -> R {
        self.serialize_i64(i64::from(v))
    }
    fn serialize_i32(self, v: i32) -> R {
        self.serialize_i64(i64::from(v))
    }
    fn serialize_i64(self, v: i64) -> R {
        self.word(v as u64);
        Ok(())
    }
    fn serialize_u8(self, v: u8) -> R {
        self.word(u64::from(v));
        Ok(())
    }
    fn serialize_u16(self, v: u16) -> R {
        self.word(u64::from(v));
        Ok(())
    }
    fn serialize_u32(self, v: u32) -> R {
        self.word(u64::from(v));
        Ok(())
    }
    fn serialize_u64(self, v: u64) -> R {
        self.word(v);
        Ok(())
    }
    fn serialize_u128(self, v: u128) -> R {
        self.word(v as u64);
        self.word((v >> 64) as u64);
        Ok(())
    }
    fn serialize_f32(self, v: f32) -> R {
        self.word(u64::from(v.to_bits()));
        Ok(())
    }
    fn serialize_f64(self, v: f64) -> R {
        self.word(v.to_bits());
        Ok(())
    }
    fn serialize_char(self, v: char) -> R {
        self.word(u64::from(v));
        Ok(())
    }
    fn serialize_str(self, v: &str) -> R {
        self.bytes(v.as_bytes());
        Ok(())
    }
    fn serialize_bytes(self, v: &[u8]) -> R {
        self.bytes(v);
        Ok(())
    }
    fn serialize_none(self) -> R {
        self.word(0xa0);
        Ok(())
    }
    fn serialize_some<T: Serialize + ?Sized>(self, value: &T) -> R {
        self.word(0xa1);
        value.serialize(self)
    }
    fn serialize_unit(self) -> R {
        self.word(0xa2);
        Ok(())
    }
    fn serialize_unit_struct(self, _: &'static str) -> R {
        self.serialize_unit()
    }
    fn serialize_unit_variant(self, _: &'static str, index: u32, _: &'static str) -> R {
        self.word(0xb0 ^ u64::from(index) << 8);
        Ok(())
    }
    fn serialize_newtype_struct<T: Serialize + ?Sized>(self, _: &'static str, value: &T) -> R {
        value.serialize(self)
    }
    fn serialize_newtype_variant<T: Serialize + ?Sized>(
        self,
        _: &'static str,
        index: u32,
        _: &'static str,
        value: &T,
    ) -> R {
        self.word(0xb1 ^ u64::from(index) << 8);
        value.serialize(self)
    }
    fn serialize_seq(self, len: Option<usize>) -> Result<Self, NoError> {
        self.word(0xc0 ^ (len.unwrap_or(usize::MAX) as u64) << 8);
        Ok(self)
    }
    fn serialize_tuple(self, _: usize) -> Result<Self, NoError> {
        Ok(self)
    }
    fn serialize_tuple_struct(self, _: &'static str, _: usize) -> Result<Self, NoError> {
        Ok(self)
    }
    fn serialize_tuple_variant(
        self,
        _: &'static str,
        index: u32,
        _: &'static str,
        _: usize,
    ) -> Result<Self, NoError> {
        self.word(0xb2 ^ u64::from(index) << 8);
        Ok(self)
    }
    fn serialize_map(self, len: Option<usize>) -> Result<Self, NoError> {
        self.word(0xc1 ^ (len.unwrap_or(usize::MAX) as u64) << 8);
        Ok(self)
    }
    fn serialize_struct(self, _: &'static str, _: usize) -> Result<Self, NoError> {
        Ok(self)
    }
    fn serialize_struct_variant(
        self,
        _: &'static str,
        index: u32,
        _: &'static str,
        _: usize,
    ) -> Result<Self, NoError> {
        self.word(0xb3 ^ u64::from(index) << 8);
        Ok(self)
    }
}

macro_rules! compound {
    ($trait:ident, $method:ident $(, $key:ident)?) => {
        impl ser::$trait for &mut Hasher {
            type Ok = ();
            type Error = NoError;
            fn $method<T: Serialize + ?Sized>(&mut self, $($key: &'static str,)? value: &T) -> R {
                $(let _ = $key;)?
                value.serialize(&mut **self)
            }
            fn end(self) -> R {
                self.word(0xee);
                Ok(())
            }
        }
    };
}

compound!(SerializeSeq, serialize_element);
compound!(SerializeTuple, serialize_element);
compound!(SerializeTupleStruct, serialize_field);
compound!(SerializeTupleVariant, serialize_field);
compound!(SerializeStruct, serialize_field, key);
compound!(SerializeStructVariant, serialize_field, key);

impl ser::SerializeMap for &mut Hasher {
    type Ok = ();
    type Error = NoError;
    fn serialize_key<T: Serialize + ?Sized>(&mut self, key: &T) -> R {
        key.serialize(&mut **self)
    }
    fn serialize_value<T: Serialize + ?Sized>(&mut self, value: &T) -> R {
        value.serialize(&mut **self)
    }
    fn end(self) -> R {
        self.word(0xef);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::fingerprint;

    #[test]
    fn equal_values_equal_prints_and_small_changes_differ() {
        let a = (vec![1u8, 2, 3], Some("x"), [0u16; 4]);
        assert_eq!(fingerprint(&a), fingerprint(&a.clone()));
        let b = (vec![1u8, 2], Some("x"), [0u16; 4]);
        let c = (vec![1u8, 2, 3], None::<&str>, [0u16; 4]);
        let d = (vec![1u8, 2, 3], Some("x"), [0u16, 0, 0, 1]);
        for other in [fingerprint(&b), fingerprint(&c), fingerprint(&d)] {
            assert_ne!(fingerprint(&a), other);
        }
        // A shorter list followed by more data must not collide with a longer list.
        assert_ne!(fingerprint(&(vec![1u8], vec![2u8])), fingerprint(&(vec![1u8, 2], Vec::<u8>::new())));
    }
}
