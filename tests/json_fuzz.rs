//! The app's JSON reader and writer (`engine::json`) against serde_json, which wrote every save
//! before it and stays here as the reference:
//! - saves and broken-save marks that serde_json wrote (`tests/golden/saves/`) read back into the
//!   same games, and are written again byte for byte;
//! - differential fuzzing: a few hundred thousand generated documents and mutations of real
//!   saves; whatever serde_json accepts as whole-number JSON we accept with the same value, and
//!   what it refuses we refuse; nothing panics; what we write, serde_json writes identically.

use camelot_table::engine::json::{self, FromJson, Json, JsonError, ToJson, MAX_DEPTH};
use camelot_table::engine::registry::{self, GameId};
use camelot_table::engine::rng::Rng;
use camelot_table::engine::save::{self, LoadError};
use camelot_table::engine::Game;
use camelot_table::with_game;
use serde_json::Value;

/// Our value as serde_json's, for comparison; `None` for what serde_json has no equal of.
fn as_value(j: &Json) -> Value {
    match j {
        Json::Null => Value::Null,
        Json::Bool(b) => Value::Bool(*b),
        Json::Num { negative: false, abs } => Value::from(*abs),
        Json::Num { negative: true, abs } => Value::from(-i128::from(*abs) as i64),
        Json::Str(s) => Value::String(s.clone()),
        Json::Arr(v) => Value::Array(v.iter().map(as_value).collect()),
        Json::Obj(m) => Value::Object(m.iter().map(|(k, v)| (k.clone(), as_value(v))).collect()),
    }
}

/// Whether serde_json's value is one we promise to read: whole numbers that fit i64/u64, no
/// deeper than our limit, and no key twice (serde_json keeps the last; so do we, but its map
/// forgets the order we keep).
fn in_our_domain(v: &Value, depth: usize) -> bool {
    match v {
        Value::Number(n) => n.is_u64() || n.is_i64(),
        Value::Array(a) => depth < MAX_DEPTH && a.iter().all(|x| in_our_domain(x, depth + 1)),
        Value::Object(m) => depth < MAX_DEPTH && m.values().all(|x| in_our_domain(x, depth + 1)),
        _ => true,
    }
}

fn has_duplicate_keys(j: &Json) -> bool {
    match j {
        Json::Arr(v) => v.iter().any(has_duplicate_keys),
        Json::Obj(m) => {
            let mut keys: Vec<&String> = m.iter().map(|(k, _)| k).collect();
            keys.sort();
            keys.windows(2).any(|w| w[0] == w[1]) || m.iter().any(|(_, v)| has_duplicate_keys(v))
        }
        _ => false,
    }
}

/// One input, both readers. Returns whether we accepted it.
fn check(text: &str) -> bool {
    let ours = json::parse(text);
    let theirs: Result<Value, _> = serde_json::from_str(text);
    match (&ours, &theirs) {
        (Ok(j), Ok(v)) => {
            // "-0" is the float -0.0 to serde_json; it reads as 0 here.
            if in_our_domain(v, 0) && !has_duplicate_keys(j) {
                assert_eq!(&as_value(j), v, "{text:?}");
                // What we write, serde_json reads as the same value.
                assert_eq!(&serde_json::from_str::<Value>(&j.to_text()).unwrap(), v, "{text:?}");
            }
            assert_eq!(json::parse(&j.to_text()).as_ref(), Ok(j), "{text:?}");
        }
        (Err(e), Ok(_)) => {
            // Only our deliberate limits may refuse what serde_json reads, and only truthfully:
            // the error must point at a fraction or exponent, past a number too large, or at
            // nesting deeper than ours.
            let b = text.as_bytes();
            let truthful = match e {
                JsonError::Syntax { at, what: "only whole numbers are allowed" } => matches!(b.get(*at), Some(b'.' | b'e' | b'E')),
                JsonError::Syntax { at, what: "number too large" | "number too small" } => b[..*at].last().is_some_and(u8::is_ascii_digit),
                JsonError::Syntax { what: "nested too deeply", .. } => true,
                _ => false,
            };
            assert!(truthful, "we refused what serde_json reads: {text:?} ({e:?})");
        }
        (Ok(j), Err(e)) => panic!("we read what serde_json refuses ({e}): {text:?} → {j:?}"),
        (Err(_), Err(_)) => {}
    }
    ours.is_ok()
}

fn golden_dir() -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/golden/saves")
}

fn golden_saves() -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = std::fs::read_dir(golden_dir())
        .expect("tests/golden/saves")
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.file_name().is_some_and(|n| n.to_string_lossy() != "load-errors.json"))
        .map(|p| (p.file_name().unwrap().to_string_lossy().into_owned(), std::fs::read_to_string(&p).unwrap()))
        .collect();
    out.sort();
    out
}

#[test]
fn saves_written_by_serde_json_load_and_are_written_again_byte_for_byte() {
    let saves = golden_saves();
    assert_eq!(saves.len(), 20, "five saves per game");
    for (name, text) in &saves {
        let file = save::parse(text).unwrap_or_else(|e| panic!("{name}: {e}"));
        registry::validate(&file).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(&save::to_text(&file), text, "{name}");
        // And the game they replay is the game serde_json's reading replays.
        let id = GameId::from_id(&file.game).unwrap();
        with_game!(id, G => {
            let value: Value = serde_json::from_str(text).unwrap();
            let config: <G as Game>::Config = serde_json::from_value(value["config"].clone()).unwrap();
            let session = save::load::<G>(&file).unwrap();
            assert_eq!(session.config(), &config, "{name}");
            assert_eq!(session.steps().len(), file.actions.len(), "{name}");
        });
    }
}

#[test]
fn broken_save_marks_written_by_serde_json_read() {
    let text = std::fs::read_to_string(golden_dir().join("load-errors.json")).unwrap();
    let errors: Vec<LoadError> = json::from_str(&text).expect("reads");
    assert_eq!(errors.len(), 6);
    assert_eq!(errors[4], LoadError::BadAction { index: 3, reason: "r".into() });
    assert_eq!(json::to_text(&errors), text);
}

#[test]
fn every_config_field_round_trips() {
    // Values the sample configs leave out: chosen characters and colours.
    use camelot_table::engine::tournament::data::Character;
    use camelot_table::engine::tournament::TournamentConfig;
    use camelot_table::engine::zukunft::data::{Colour, SideChoice};
    use camelot_table::engine::zukunft::ZukunftConfig;
    let t = TournamentConfig { players: 3, first_dealer: Some(2), characters: Some(vec![Character::Nimue, Character::Arthur, Character::Gawain]) };
    let text = json::to_text(&t);
    assert_eq!(text, serde_json::to_string(&t).unwrap());
    assert_eq!(json::from_str::<TournamentConfig>(&text), Ok(t));
    let z = ZukunftConfig { players: 3, first_player: 1, sides: [SideChoice::B, SideChoice::Random, SideChoice::A, SideChoice::B], heroes: true, expert: false, colours: Some(vec![Colour::Purple, Colour::Red, Colour::Blue]), draw_grail: true };
    let text = json::to_text(&z);
    assert_eq!(text, serde_json::to_string(&z).unwrap());
    assert_eq!(json::from_str::<ZukunftConfig>(&text), Ok(z));
    for &g in GameId::ALL {
        with_game!(g, G => {
            for c in G::sample_configs() {
                let text = json::to_text(&c);
                assert_eq!(text, serde_json::to_string(&c).unwrap(), "{}", g.id());
                assert_eq!(<G as Game>::Config::from_json(&json::parse(&text).unwrap()), Ok(c));
            }
            // Defaulted fields may be absent, as in hand-written URLs.
            let min = format!("{{\"players\":{}}}", <G as Game>::PLAYERS.0);
            assert!(json::from_str::<<G as Game>::Config>(&min).is_ok(), "{}: {min}", g.id());
        });
    }
}

/// A random document from a small grammar that exercises every rule, valid or nearly so.
fn document(rng: &mut Rng, depth: usize, out: &mut String) {
    const ATOMS: &[&str] = &[
        "null", "true", "false", "0", "-1", "7", "42", "18446744073709551615", "18446744073709551616", "-9223372036854775808",
        "-9223372036854775809", "1.5", "2e3", "-0", "01", "\"\"", "\"a\"", "\"\\u00e9\"", "\"\\ud83d\\ude00\"", "\"\\ud83d\"",
        "\"\\n\\t\\\"\\\\\\/\\b\\f\\r\"", "\"é ü 😀\"", "\"\\x\"", "nul", "tru", "\"\u{1}\"", "\"\\u12\"",
    ];
    match rng.below(if depth > 6 { 1 } else { 4 }) {
        0 => out.push_str(ATOMS[rng.below(ATOMS.len() as u32) as usize]),
        1 => {
            out.push('[');
            for i in 0..rng.below(4) {
                if i > 0 {
                    out.push(',');
                }
                if rng.below(8) == 0 {
                    out.push(' ');
                }
                document(rng, depth + 1, out);
            }
            out.push(']');
        }
        _ => {
            out.push('{');
            for i in 0..rng.below(4) {
                if i > 0 {
                    out.push(',');
                }
                out.push_str(["\"a\"", "\"b\"", "\"format\"", "\"\\u0061\""][rng.below(4) as usize]);
                out.push_str(if rng.below(6) == 0 { " : " } else { ":" });
                document(rng, depth + 1, out);
            }
            out.push('}');
        }
    }
}

/// `text` with a few random bytes changed, deleted or inserted (kept valid UTF-8, since the
/// app's inputs are JavaScript strings).
fn mutate(text: &str, rng: &mut Rng) -> String {
    const BYTES: &[u8] = b"{}[]\",:0123456789-.eE \\nutrfalse\n\t";
    let mut b = text.as_bytes().to_vec();
    for _ in 0..=rng.below(3) {
        if b.is_empty() {
            break;
        }
        let at = rng.below(b.len() as u32) as usize;
        match rng.below(3) {
            0 => b[at] = BYTES[rng.below(BYTES.len() as u32) as usize],
            1 => {
                b.remove(at);
            }
            _ => b.insert(at, BYTES[rng.below(BYTES.len() as u32) as usize]),
        }
    }
    String::from_utf8_lossy(&b).into_owned()
}

#[test]
fn generated_documents_read_as_serde_json_reads_them() {
    let mut rng = Rng::new(0x15_0);
    let mut accepted = 0;
    let cases = 200_000;
    for _ in 0..cases {
        let mut text = String::new();
        document(&mut rng, 0, &mut text);
        if check(&text) {
            accepted += 1;
        }
        check(&mutate(&text, &mut rng));
    }
    // The grammar must reach both sides of the line.
    assert!(accepted > cases / 10 && accepted < cases * 9 / 10, "accepted {accepted} of {cases}");
}

#[test]
fn mutated_saves_never_panic_and_read_as_serde_json_reads_them() {
    let mut rng = Rng::new(7);
    for (name, text) in golden_saves() {
        for _ in 0..5_000 {
            let bad = mutate(&text, &mut rng);
            check(&bad);
            // Whatever the damage, loading is an error or a save, never a panic.
            if let Ok(file) = save::parse(&bad) {
                let _ = registry::validate(&file);
            }
        }
        let _ = name;
    }
}

#[test]
fn strings_are_written_as_serde_json_writes_them() {
    const CHARS: &[char] = &['a', 'Z', ' ', '"', '\\', '/', '\n', '\r', '\t', '\u{0}', '\u{1f}', '\u{7f}', '\u{8}', '\u{c}', 'é', 'ß', '😀', '\u{2028}', '\u{fffd}'];
    let mut rng = Rng::new(3);
    for _ in 0..20_000 {
        let s: String = (0..rng.below(12)).map(|_| CHARS[rng.below(CHARS.len() as u32) as usize]).collect();
        assert_eq!(json::to_text(&s), serde_json::to_string(&s).unwrap(), "{s:?}");
        assert_eq!(json::from_str::<String>(&json::to_text(&s)), Ok(s));
    }
}

#[test]
fn nesting_is_bounded() {
    let deep = "[".repeat(100_000);
    assert!(json::parse(&deep).is_err());
    let deep_obj = "{\"a\":".repeat(100_000);
    assert!(json::parse(&deep_obj).is_err());
    assert!(check(&("[".repeat(MAX_DEPTH) + &"]".repeat(MAX_DEPTH))));
    assert_eq!(json::to_text(&Some(3u8).to_json()), "3");
}
