//! A small JSON reader and writer for the app's own data: saves, game settings (also from a
//! URL), the bots' worker messages, the message to an embedding page.
//!
//! Why not serde_json: on a game page, serde_json with the derived (de)serializers of the save
//! types weighed 27 KB of gzipped wasm (296 → 269 KB on the card page when stubbed out), and
//! miniserde still 17 KB in a like-for-like test against 4.6 KB for an empty module (the
//! measurements are in the commit that added this file). The data we store needs a tenth of
//! JSON's generality, so this module reads and writes a plain value tree and each type
//! converts itself ([`ToJson`], [`FromJson`]).
//!
//! What it accepts is RFC 8259 JSON with one deliberate limit: **numbers are whole** (an
//! integer of at most 64 bits and a sign). A fraction or an exponent is refused by name; none of
//! our data has one. Nesting is limited to [`MAX_DEPTH`], so untrusted text cannot exhaust the
//! stack. Text is untrusted (localStorage, an imported file, a URL), so reading never panics;
//! `tests/json_fuzz.rs` checks that against serde_json on a few hundred thousand generated and
//! mutated inputs, and that what we write is byte for byte what serde_json writes (old saves,
//! written by serde_json, read back unchanged).

use std::fmt;

/// How deep arrays and objects may nest.
pub const MAX_DEPTH: usize = 64;

/// A JSON value. Objects keep their members in order; a repeated key is kept twice and
/// [`Json::get`] answers with the last one (as serde_json does).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Json {
    Null,
    Bool(bool),
    /// A whole number: `negative` and its magnitude.
    Num { negative: bool, abs: u64 },
    Str(String),
    Arr(Vec<Json>),
    Obj(Vec<(String, Json)>),
}

/// Why text or a value was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum JsonError {
    /// Not JSON (or a number with a fraction): what was wrong, at which byte.
    Syntax { at: usize, what: &'static str },
    /// JSON, but not the shape the type needs: the member (empty at the top) and what it needs.
    Shape { at: String, expected: &'static str },
}

impl fmt::Display for JsonError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            JsonError::Syntax { at, what } => write!(f, "{what} at byte {at}"),
            JsonError::Shape { at, expected } if at.is_empty() => write!(f, "expected {expected}"),
            JsonError::Shape { at, expected } => write!(f, "{at}: expected {expected}"),
        }
    }
}

impl std::error::Error for JsonError {}

impl JsonError {
    /// A shape error at the top.
    #[must_use]
    pub fn expected(expected: &'static str) -> JsonError {
        JsonError::Shape { at: String::new(), expected }
    }

    /// The same error, inside member `name`.
    #[must_use]
    pub fn inside(self, name: &str) -> JsonError {
        match self {
            JsonError::Shape { at, expected } if at.is_empty() => JsonError::Shape { at: name.to_owned(), expected },
            JsonError::Shape { at, expected } => JsonError::Shape { at: format!("{name}.{at}"), expected },
            e => e,
        }
    }
}

/// Converts a value to JSON.
pub trait ToJson {
    fn to_json(&self) -> Json;
}

/// Reads a value from JSON.
pub trait FromJson: Sized {
    /// # Errors
    /// [`JsonError::Shape`] when `json` is not a value of this type.
    fn from_json(json: &Json) -> Result<Self, JsonError>;

    /// The value of a member that is absent: an error, except for `Option` (absent is `None`).
    ///
    /// # Errors
    /// [`JsonError::Shape`] for every type but `Option`.
    fn absent() -> Result<Self, JsonError> {
        Err(JsonError::expected("a value"))
    }
}

// ---- reading -------------------------------------------------------------------------------

/// Parses JSON text.
///
/// # Errors
/// [`JsonError::Syntax`] for anything that is not one whole-number JSON value.
pub fn parse(text: &str) -> Result<Json, JsonError> {
    let mut r = Reader { b: text.as_bytes(), i: 0 };
    r.ws();
    let v = r.value(0)?;
    r.ws();
    if r.i != r.b.len() {
        return Err(r.err("trailing characters"));
    }
    Ok(v)
}

/// Parses JSON text into a `T`.
///
/// # Errors
/// As [`parse`], then as `T::from_json`.
pub fn from_str<T: FromJson>(text: &str) -> Result<T, JsonError> {
    T::from_json(&parse(text)?)
}

struct Reader<'a> {
    b: &'a [u8],
    i: usize,
}

impl Reader<'_> {
    fn err(&self, what: &'static str) -> JsonError {
        JsonError::Syntax { at: self.i, what }
    }

    fn peek(&self) -> Option<u8> {
        self.b.get(self.i).copied()
    }

    fn ws(&mut self) {
        while matches!(self.peek(), Some(b' ' | b'\t' | b'\n' | b'\r')) {
            self.i += 1;
        }
    }

    fn word(&mut self, w: &'static [u8], v: Json) -> Result<Json, JsonError> {
        if self.b[self.i..].starts_with(w) {
            self.i += w.len();
            Ok(v)
        } else {
            Err(self.err("expected a value"))
        }
    }

    fn value(&mut self, depth: usize) -> Result<Json, JsonError> {
        match self.peek() {
            None => Err(self.err("unexpected end")),
            Some(b'n') => self.word(b"null", Json::Null),
            Some(b't') => self.word(b"true", Json::Bool(true)),
            Some(b'f') => self.word(b"false", Json::Bool(false)),
            Some(b'"') => self.string().map(Json::Str),
            Some(b'-' | b'0'..=b'9') => self.number(),
            Some(b'[') => {
                if depth >= MAX_DEPTH {
                    return Err(self.err("nested too deeply"));
                }
                self.i += 1;
                let mut items = Vec::new();
                self.ws();
                if self.peek() == Some(b']') {
                    self.i += 1;
                    return Ok(Json::Arr(items));
                }
                loop {
                    self.ws();
                    items.push(self.value(depth + 1)?);
                    self.ws();
                    match self.peek() {
                        Some(b',') => self.i += 1,
                        Some(b']') => {
                            self.i += 1;
                            return Ok(Json::Arr(items));
                        }
                        _ => return Err(self.err("expected , or ]")),
                    }
                }
            }
            Some(b'{') => {
                if depth >= MAX_DEPTH {
                    return Err(self.err("nested too deeply"));
                }
                self.i += 1;
                let mut members = Vec::new();
                self.ws();
                if self.peek() == Some(b'}') {
                    self.i += 1;
                    return Ok(Json::Obj(members));
                }
                loop {
                    self.ws();
                    if self.peek() != Some(b'"') {
                        return Err(self.err("expected a member name"));
                    }
                    let key = self.string()?;
                    self.ws();
                    if self.peek() != Some(b':') {
                        return Err(self.err("expected :"));
                    }
                    self.i += 1;
                    self.ws();
                    members.push((key, self.value(depth + 1)?));
                    self.ws();
                    match self.peek() {
                        Some(b',') => self.i += 1,
                        Some(b'}') => {
                            self.i += 1;
                            return Ok(Json::Obj(members));
                        }
                        _ => return Err(self.err("expected , or }")),
                    }
                }
            }
            Some(_) => Err(self.err("expected a value")),
        }
    }

    fn number(&mut self) -> Result<Json, JsonError> {
        let negative = self.peek() == Some(b'-');
        if negative {
            self.i += 1;
        }
        let start = self.i;
        let mut abs: u64 = 0;
        while let Some(d @ b'0'..=b'9') = self.peek() {
            abs = abs
                .checked_mul(10)
                .and_then(|a| a.checked_add(u64::from(d - b'0')))
                .ok_or_else(|| self.err("number too large"))?;
            self.i += 1;
        }
        let digits = self.i - start;
        if digits == 0 {
            return Err(self.err("expected a digit"));
        }
        if digits > 1 && self.b[start] == b'0' {
            return Err(JsonError::Syntax { at: start, what: "leading zero" });
        }
        if matches!(self.peek(), Some(b'.' | b'e' | b'E')) {
            return Err(self.err("only whole numbers are allowed"));
        }
        if negative && abs > 1 << 63 {
            return Err(self.err("number too small"));
        }
        Ok(Json::Num { negative: negative && abs != 0, abs })
    }

    fn hex4(&mut self) -> Result<u32, JsonError> {
        let mut v = 0;
        for _ in 0..4 {
            let d = match self.peek() {
                Some(c @ b'0'..=b'9') => c - b'0',
                Some(c @ b'a'..=b'f') => c - b'a' + 10,
                Some(c @ b'A'..=b'F') => c - b'A' + 10,
                _ => return Err(self.err("bad \\u escape")),
            };
            v = v * 16 + u32::from(d);
            self.i += 1;
        }
        Ok(v)
    }

    /// A string; `self.i` is at its opening quote.
    fn string(&mut self) -> Result<String, JsonError> {
        self.i += 1;
        let mut out = String::new();
        loop {
            // Copy the run of plain characters at once (the input is valid UTF-8, and a run
            // ends only at an ASCII byte, so it is valid UTF-8 too).
            let run = self.i;
            while matches!(self.peek(), Some(c) if c != b'"' && c != b'\\' && c >= 0x20) {
                self.i += 1;
            }
            out.push_str(std::str::from_utf8(&self.b[run..self.i]).map_err(|_| self.err("bad text"))?);
            match self.peek() {
                Some(b'"') => {
                    self.i += 1;
                    return Ok(out);
                }
                Some(b'\\') => {
                    self.i += 1;
                    let c = self.peek().ok_or_else(|| self.err("unexpected end"))?;
                    self.i += 1;
                    match c {
                        b'"' => out.push('"'),
                        b'\\' => out.push('\\'),
                        b'/' => out.push('/'),
                        b'b' => out.push('\u{8}'),
                        b'f' => out.push('\u{c}'),
                        b'n' => out.push('\n'),
                        b'r' => out.push('\r'),
                        b't' => out.push('\t'),
                        b'u' => {
                            let hi = self.hex4()?;
                            let code = if (0xD800..0xDC00).contains(&hi) {
                                if !self.b[self.i..].starts_with(b"\\u") {
                                    return Err(self.err("lone surrogate"));
                                }
                                self.i += 2;
                                let lo = self.hex4()?;
                                if !(0xDC00..0xE000).contains(&lo) {
                                    return Err(self.err("lone surrogate"));
                                }
                                0x10000 + ((hi - 0xD800) << 10) + (lo - 0xDC00)
                            } else {
                                hi
                            };
                            out.push(char::from_u32(code).ok_or_else(|| self.err("lone surrogate"))?);
                        }
                        _ => return Err(self.err("bad escape")),
                    }
                }
                None => return Err(self.err("unterminated string")),
                Some(_) => return Err(self.err("control character in string")),
            }
        }
    }
}

// ---- writing -------------------------------------------------------------------------------

impl Json {
    /// Compact JSON text, byte for byte as serde_json writes the same value.
    #[must_use]
    pub fn to_text(&self) -> String {
        let mut out = String::new();
        self.write(&mut out);
        out
    }

    fn write(&self, out: &mut String) {
        match self {
            Json::Null => out.push_str("null"),
            Json::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
            Json::Num { negative, abs } => {
                if *negative {
                    out.push('-');
                }
                write_u64(*abs, out);
            }
            Json::Str(s) => write_str(s, out),
            Json::Arr(items) => {
                out.push('[');
                for (i, v) in items.iter().enumerate() {
                    if i > 0 {
                        out.push(',');
                    }
                    v.write(out);
                }
                out.push(']');
            }
            Json::Obj(members) => {
                out.push('{');
                for (i, (k, v)) in members.iter().enumerate() {
                    if i > 0 {
                        out.push(',');
                    }
                    write_str(k, out);
                    out.push(':');
                    v.write(out);
                }
                out.push('}');
            }
        }
    }
}

fn write_u64(mut n: u64, out: &mut String) {
    let mut digits = [0u8; 20];
    let mut i = digits.len();
    loop {
        i -= 1;
        digits[i] = b'0' + (n % 10) as u8;
        n /= 10;
        if n == 0 {
            break;
        }
    }
    for &d in &digits[i..] {
        out.push(char::from(d));
    }
}

fn write_str(s: &str, out: &mut String) {
    const HEX: &[u8; 16] = b"0123456789abcdef";
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            '\u{8}' => out.push_str("\\b"),
            '\u{c}' => out.push_str("\\f"),
            c if (c as u32) < 0x20 => {
                out.push_str("\\u00");
                out.push(char::from(HEX[(c as usize) >> 4]));
                out.push(char::from(HEX[(c as usize) & 15]));
            }
            c => out.push(c),
        }
    }
    out.push('"');
}

/// JSON text of a value.
#[must_use]
pub fn to_text<T: ToJson + ?Sized>(value: &T) -> String {
    value.to_json().to_text()
}

// ---- objects -------------------------------------------------------------------------------

impl Json {
    /// The last member called `key` of an object (`None` if absent or not an object).
    #[must_use]
    pub fn get(&self, key: &str) -> Option<&Json> {
        match self {
            Json::Obj(m) => m.iter().rev().find(|(k, _)| k == key).map(|(_, v)| v),
            _ => None,
        }
    }

    /// Member `key` of an object as a `T`; absent is `T::absent()`.
    ///
    /// # Errors
    /// [`JsonError::Shape`] naming the member.
    pub fn field<T: FromJson>(&self, key: &str) -> Result<T, JsonError> {
        if !matches!(self, Json::Obj(_)) {
            return Err(JsonError::expected("an object"));
        }
        match self.get(key) {
            Some(v) => T::from_json(v),
            None => T::absent(),
        }
        .map_err(|e| e.inside(key))
    }

    /// Member `key` as a `T`, or `T::default()` when absent (serde's `#[serde(default)]`).
    ///
    /// # Errors
    /// [`JsonError::Shape`] naming the member.
    pub fn field_or_default<T: FromJson + Default>(&self, key: &str) -> Result<T, JsonError> {
        if self.get(key).is_none() && matches!(self, Json::Obj(_)) {
            return Ok(T::default());
        }
        self.field(key)
    }

    /// A string value.
    #[must_use]
    pub fn as_str(&self) -> Option<&str> {
        match self {
            Json::Str(s) => Some(s),
            _ => None,
        }
    }
}

/// An object from its members: `obj([("a", 1u8.to_json())])`.
#[must_use]
pub fn obj<const N: usize>(members: [(&str, Json); N]) -> Json {
    Json::Obj(members.into_iter().map(|(k, v)| (k.to_owned(), v)).collect())
}

/// `ToJson` and `FromJson` for a struct with named fields, as serde's derive writes it:
/// `json_struct!(Config { players, first_player; default: promos, knights });` — fields after
/// `default:` may be absent (serde's `#[serde(default)]`). An `Option` field may be absent too.
#[macro_export]
macro_rules! json_struct {
    ($ty:ident { $($f:ident),* $(,)? $(; default: $($d:ident),* $(,)?)? }) => {
        impl $crate::engine::json::ToJson for $ty {
            fn to_json(&self) -> $crate::engine::json::Json {
                $crate::engine::json::Json::Obj(vec![
                    $((stringify!($f).to_owned(), $crate::engine::json::ToJson::to_json(&self.$f)),)*
                    $($((stringify!($d).to_owned(), $crate::engine::json::ToJson::to_json(&self.$d)),)*)?
                ])
            }
        }
        impl $crate::engine::json::FromJson for $ty {
            fn from_json(j: &$crate::engine::json::Json) -> Result<Self, $crate::engine::json::JsonError> {
                Ok($ty {
                    $($f: j.field(stringify!($f))?,)*
                    $($($d: j.field_or_default(stringify!($d))?,)*)?
                })
            }
        }
    };
}

/// `ToJson` and `FromJson` for an enum of unit variants, written as their names (serde's way):
/// `json_enum!(Level { Easy, Medium, Strong });`
#[macro_export]
macro_rules! json_enum {
    ($ty:ident { $($v:ident),* $(,)? }) => {
        impl $crate::engine::json::ToJson for $ty {
            fn to_json(&self) -> $crate::engine::json::Json {
                $crate::engine::json::Json::Str(match self { $($ty::$v => stringify!($v),)* }.to_owned())
            }
        }
        impl $crate::engine::json::FromJson for $ty {
            fn from_json(j: &$crate::engine::json::Json) -> Result<Self, $crate::engine::json::JsonError> {
                match j.as_str() {
                    $(Some(stringify!($v)) => Ok($ty::$v),)*
                    _ => Err($crate::engine::json::JsonError::expected(concat!("one of:", $(" ", stringify!($v)),*))),
                }
            }
        }
    };
}

// ---- the standard types ----------------------------------------------------------------------

impl ToJson for Json {
    fn to_json(&self) -> Json {
        self.clone()
    }
}

impl FromJson for Json {
    fn from_json(json: &Json) -> Result<Self, JsonError> {
        Ok(json.clone())
    }
}

impl ToJson for bool {
    fn to_json(&self) -> Json {
        Json::Bool(*self)
    }
}

impl FromJson for bool {
    fn from_json(json: &Json) -> Result<Self, JsonError> {
        match json {
            Json::Bool(b) => Ok(*b),
            _ => Err(JsonError::expected("true or false")),
        }
    }
}

macro_rules! unsigned {
    ($($t:ty),*) => {$(
        impl ToJson for $t {
            fn to_json(&self) -> Json {
                Json::Num { negative: false, abs: u64::from(*self) }
            }
        }
        impl FromJson for $t {
            fn from_json(json: &Json) -> Result<Self, JsonError> {
                match json {
                    Json::Num { negative: false, abs } => <$t>::try_from(*abs).map_err(|_| JsonError::expected(concat!("a number that fits ", stringify!($t)))),
                    _ => Err(JsonError::expected(concat!("a whole number (", stringify!($t), ")"))),
                }
            }
        }
    )*};
}

unsigned!(u8, u16, u32, u64);

impl ToJson for usize {
    fn to_json(&self) -> Json {
        Json::Num { negative: false, abs: *self as u64 }
    }
}

impl FromJson for usize {
    fn from_json(json: &Json) -> Result<Self, JsonError> {
        usize::try_from(u64::from_json(json)?).map_err(|_| JsonError::expected("a smaller number"))
    }
}

impl ToJson for str {
    fn to_json(&self) -> Json {
        Json::Str(self.to_owned())
    }
}

impl ToJson for String {
    fn to_json(&self) -> Json {
        Json::Str(self.clone())
    }
}

impl FromJson for String {
    fn from_json(json: &Json) -> Result<Self, JsonError> {
        json.as_str().map(str::to_owned).ok_or_else(|| JsonError::expected("a string"))
    }
}

impl<T: ToJson> ToJson for Option<T> {
    fn to_json(&self) -> Json {
        self.as_ref().map_or(Json::Null, ToJson::to_json)
    }
}

impl<T: FromJson> FromJson for Option<T> {
    fn from_json(json: &Json) -> Result<Self, JsonError> {
        match json {
            Json::Null => Ok(None),
            j => T::from_json(j).map(Some),
        }
    }

    fn absent() -> Result<Self, JsonError> {
        Ok(None)
    }
}

impl<T: ToJson> ToJson for [T] {
    fn to_json(&self) -> Json {
        Json::Arr(self.iter().map(ToJson::to_json).collect())
    }
}

impl<T: ToJson> ToJson for Vec<T> {
    fn to_json(&self) -> Json {
        self.as_slice().to_json()
    }
}

fn items(json: &Json) -> Result<&[Json], JsonError> {
    match json {
        Json::Arr(v) => Ok(v),
        _ => Err(JsonError::expected("a list")),
    }
}

impl<T: FromJson> FromJson for Vec<T> {
    fn from_json(json: &Json) -> Result<Self, JsonError> {
        items(json)?.iter().map(T::from_json).collect()
    }
}

impl<T: ToJson, const N: usize> ToJson for [T; N] {
    fn to_json(&self) -> Json {
        self.as_slice().to_json()
    }
}

impl<T: FromJson, const N: usize> FromJson for [T; N] {
    fn from_json(json: &Json) -> Result<Self, JsonError> {
        let v: Vec<T> = Vec::from_json(json)?;
        v.try_into().map_err(|_| JsonError::expected("a list of the right length"))
    }
}

impl<A: ToJson, B: ToJson> ToJson for (A, B) {
    fn to_json(&self) -> Json {
        Json::Arr(vec![self.0.to_json(), self.1.to_json()])
    }
}

impl<A: FromJson, B: FromJson> FromJson for (A, B) {
    fn from_json(json: &Json) -> Result<Self, JsonError> {
        match items(json)? {
            [a, b] => Ok((A::from_json(a)?, B::from_json(b)?)),
            _ => Err(JsonError::expected("a pair")),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{from_str, parse, to_text, Json, JsonError, MAX_DEPTH};

    #[test]
    fn reads_and_writes_the_values_we_store() {
        let text = r#"{"a":[1,2,{"b":null}],"c":"x\"y\\z\n\u00e9\ud83d\ude00","d":true,"e":-3,"f":18446744073709551615}"#;
        let v = parse(text).expect("parses");
        assert_eq!(v.get("e"), Some(&Json::Num { negative: true, abs: 3 }));
        assert_eq!(v.get("c").and_then(Json::as_str), Some("x\"y\\z\né😀"));
        assert_eq!(parse(&v.to_text()), Ok(v.clone()));
        assert_eq!(from_str::<Vec<(u8, u32)>>("[[0,65536],[1, 2]]"), Ok(vec![(0, 65536), (1, 2)]));
        assert_eq!(to_text(&vec![Some(3u8), None]), "[3,null]");
        assert_eq!(parse(" [ ] "), Ok(Json::Arr(vec![])));
    }

    #[test]
    fn refuses_what_is_not_whole_number_json() {
        for bad in ["", "[", "{\"a\"}", "[1,]", "01", "1.5", "2e3", "-", "\"\u{1}\"", "\"\\x\"", "\"\\ud800\"", "nul", "1 2", "{'a':1}", "18446744073709551616"] {
            assert!(matches!(parse(bad), Err(JsonError::Syntax { .. })), "{bad:?}");
        }
        let deep = "[".repeat(MAX_DEPTH + 1) + &"]".repeat(MAX_DEPTH + 1);
        assert!(parse(&deep).is_err());
        let ok = "[".repeat(MAX_DEPTH) + &"]".repeat(MAX_DEPTH);
        assert!(parse(&ok).is_ok());
    }

    #[test]
    fn shape_errors_name_the_member() {
        let e = parse(r#"{"n":300}"#).expect("parses").field::<u8>("n").unwrap_err();
        assert_eq!(e.to_string(), "n: expected a number that fits u8");
        assert_eq!(parse("{}").expect("parses").field::<Option<u8>>("n"), Ok(None));
        assert!(parse("{}").expect("parses").field::<u8>("n").is_err());
        assert_eq!(parse(r#"{"n":1,"n":2}"#).expect("parses").field::<u8>("n"), Ok(2));
    }
}
