//! What earlier versions of the app stored must keep loading, into the same games.
//!
//! `tests/golden/saves/` holds real stored text: `*.json` written by serde_json before the app
//! had a JSON reader of its own, `own-json/` written by that reader (engine::json) before
//! serde_json came back (written once by `examples/save_fixtures.rs` of the commit that added
//! them; it is gone, so they cannot be written over). Each save is read, replayed to the
//! outcome and the seats to act that its metadata recorded, and written again byte for byte. Broken-save marks and the language key read too. Then untrusted text: damaged
//! copies of every save are refused with a [`LoadError`] or load, never panic.

use camelot_table::engine::registry::{self, GameId};
use camelot_table::engine::rng::Rng;
use camelot_table::engine::save::{self, LoadError, SaveFile};
use camelot_table::engine::{Game, Seat, Turn};
use camelot_table::with_game;
use std::path::PathBuf;

fn dir(sub: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/golden/saves").join(sub)
}

/// The saves of a fixture directory, by file name.
fn saves_in(sub: &str) -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = std::fs::read_dir(dir(sub))
        .expect("tests/golden/saves")
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .map(|p| (p.file_name().unwrap().to_string_lossy().into_owned(), p))
        .filter(|(n, _)| n != "load-errors.json" && !n.starts_with("mark-") && n != "lang.json")
        .map(|(n, p)| (n, std::fs::read_to_string(p).unwrap()))
        .collect();
    out.sort();
    out
}

fn acting(turn: &Turn) -> Vec<Seat> {
    match turn {
        Turn::Seat(s) => vec![*s],
        Turn::Simultaneous(v) | Turn::Window(v) => v.clone(),
        Turn::Over => Vec::new(),
    }
}

/// Loads a save and replays it; returns whether its game is over. `real_meta`: the metadata
/// was written from the game (the serde_json-era fixtures made theirs up).
fn replays(name: &str, text: &str, real_meta: bool) -> bool {
    let file = save::parse(text).unwrap_or_else(|e| panic!("{name}: {e}"));
    assert_eq!(save::to_text(&file), text, "{name}: written again differently");
    let id = GameId::from_id(&file.game).unwrap_or_else(|| panic!("{name}: game {}", file.game));
    with_game!(id, G => {
        let session = save::load::<G>(&file).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(session.steps().len(), file.actions.len(), "{name}");
        if real_meta {
            assert_eq!(session.outcome(), file.meta.outcome, "{name}: another outcome");
            assert_eq!(acting(&session.turn()), file.meta.to_act, "{name}: other seats to act");
        }
        // The config reads as the game's own type and is written back unchanged.
        let config: <G as Game>::Config = serde_json::from_str(file.config.get()).unwrap();
        assert_eq!(serde_json::to_string(&config).unwrap(), file.config.get(), "{name}");
        session.outcome().is_some()
    })
}

#[test]
fn saves_written_by_serde_json_before_load_into_the_same_games() {
    let saves = saves_in("");
    assert_eq!(saves.len(), 20, "five saves per game");
    let over = saves.iter().filter(|(name, text)| replays(name, text, false)).count();
    assert!(over >= 4, "a finished game per game, {over} found");
}

#[test]
fn saves_written_by_our_own_json_reader_load_into_the_same_games() {
    let saves = saves_in("own-json");
    assert_eq!(saves.len(), 8, "a finished and a running game per game");
    let mut games: Vec<String> = Vec::new();
    let mut over = 0;
    for (name, text) in &saves {
        if replays(name, text, true) {
            over += 1;
        }
        games.push(save::parse(text).unwrap().game);
    }
    assert_eq!(over, 4, "one finished game per game");
    for &g in GameId::ALL {
        assert_eq!(games.iter().filter(|x| *x == g.id()).count(), 2, "{}", g.id());
    }
    // Bots, as they were saved: absent for people only, by seat otherwise.
    let text = &saves.iter().find(|(n, _)| n == "card-over.json").unwrap().1;
    let file = save::parse(text).unwrap();
    assert_eq!(file.meta.bots.len(), 5);
    assert_eq!(file.meta.bots[0], None);
    assert!(file.meta.bots[3].is_some());
    let people = save::parse(&saves.iter().find(|(n, _)| n == "card-mid.json").unwrap().1).unwrap();
    assert!(people.meta.bots.is_empty());
}

#[test]
fn broken_save_marks_of_every_version_read_and_are_written_the_same() {
    let old: Vec<LoadError> = serde_json::from_str(&std::fs::read_to_string(dir("load-errors.json")).unwrap()).expect("serde_json's marks");
    assert_eq!(old.len(), 6);
    assert_eq!(old[4], LoadError::BadAction { index: 3, reason: "r".into() });
    for i in 0..6 {
        let text = std::fs::read_to_string(dir("own-json").join(format!("mark-{i}.json"))).unwrap();
        let mark: LoadError = serde_json::from_str(&text).unwrap_or_else(|e| panic!("mark-{i}: {e}"));
        // One of each kind, in the enum's order.
        assert_eq!(std::mem::discriminant(&mark), std::mem::discriminant(&old[i]), "mark-{i}");
        assert_eq!(serde_json::to_string(&mark).unwrap(), text, "mark-{i}");
    }
}

#[test]
fn the_language_key_reads() {
    let text = std::fs::read_to_string(dir("own-json").join("lang.json")).unwrap();
    assert_eq!(serde_json::from_str::<String>(&text).unwrap(), "de");
    assert_eq!(serde_json::to_string("de").unwrap(), text);
}

/// A real save, changed by hand in one place.
fn edited(from: &str, to: &str) -> Result<SaveFile, LoadError> {
    let text = std::fs::read_to_string(dir("own-json").join("tournament-mid.json")).unwrap();
    assert!(text.contains(from), "{from}");
    let text = text.replacen(from, to, 1);
    let file = save::parse(&text)?;
    registry::validate(&file)?;
    Ok(file)
}

#[test]
fn untrusted_text_gets_the_error_of_its_kind() {
    assert!(edited("", "").is_ok());
    let corrupt = |r: Result<SaveFile, LoadError>| matches!(r, Err(LoadError::Corrupt(_)));
    assert!(corrupt(edited("\"seed\":22", "\"seed\":22.5")), "whole numbers only");
    assert!(corrupt(edited("\"seed\":22", "\"seed\":-22")));
    assert!(corrupt(edited("\"seed\":22", "\"seed\":\"22\"")));
    assert!(corrupt(edited("{\"format\":2", "{\"format\":2,\"format\":2")), "a member twice");
    assert!(corrupt(edited("{\"format\":2,", "{")), "no format");
    assert!(corrupt(edited("\"meta\":{", "\"meta\":[{")));
    assert_eq!(edited("\"format\":2", "\"format\":3").unwrap_err(), LoadError::UnknownFormat(3));
    assert_eq!(edited("\"format\":2", "\"format\":99999999999").unwrap_err(), LoadError::UnknownFormat(u32::MAX));
    assert_eq!(edited("\"game\":\"tournament\"", "\"game\":\"chess\"").unwrap_err(), LoadError::UnknownGame("chess".into()));
    assert!(matches!(edited("\"players\":3", "\"players\":12"), Err(LoadError::BadConfig(_))));
    assert!(matches!(edited("\"players\":3", "\"players\":\"three\""), Err(LoadError::BadConfig(_))));
    assert!(matches!(edited("\"actions\":[[1,", "\"actions\":[[1,16711680],[1,"), Err(LoadError::BadAction { index: 0, .. })));
    assert!(matches!(edited("\"actions\":[[1,", "\"actions\":[[0,"), Err(LoadError::IllegalAction { index: 0, .. })));
    // Members this version does not know are ignored (a later version may add some).
    let file = edited("\"seed\":22", "\"seed\":22,\"note\":{\"x\":[1,2.5,null]}").expect("loads");
    assert_eq!(file.seed, 22);
    // Nesting deep enough to exhaust a naive reader's stack is refused by name.
    let deep = format!("{{\"format\":2,\"config\":{}{}}}", "[".repeat(100_000), "]".repeat(100_000));
    assert!(matches!(save::parse(&deep), Err(LoadError::Corrupt(_))));
    let deep = "{\"a\":".repeat(100_000);
    assert!(matches!(save::parse(&deep), Err(LoadError::Corrupt(_))));
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
fn damaged_saves_never_panic() {
    let mut rng = Rng::new(7);
    let (mut refused, mut loaded) = (0, 0);
    for (_, text) in saves_in("").into_iter().chain(saves_in("own-json")) {
        for _ in 0..1_000 {
            let bad = mutate(&text, &mut rng);
            // Whatever the damage, loading is an error or a save, never a panic.
            match save::parse(&bad).and_then(|f| registry::validate(&f)) {
                Ok(()) => loaded += 1,
                Err(_) => refused += 1,
            }
        }
    }
    // Both sides are reached: some damage is harmless (a space), most is not.
    assert!(refused > loaded && loaded > 0, "{refused} refused, {loaded} loaded");
}
