//! Browser facts the app's saved games rely on, checked in real headless Chromium:
//! `make wasm-test` runs `cargo test --target wasm32-unknown-unknown --test storage_wasm`
//! with `wasm-bindgen-test-runner` driving Debian's chromedriver.
//!
//! - a value goes through `gloo_storage::LocalStorage` and comes back equal, as JSON (non-ASCII
//!   names, 64-bit seeds);
//! - a missing key is `StorageError::KeyNotFound`, so loading can fall back to "no saves";
//! - a write beyond the origin's quota is an error (`QuotaExceededError`, named in gloo's
//!   error), never a panic or a silent loss, and it leaves the value already stored under that
//!   key as it was.
//!
//! Tests of the app's own storage module belong in this file too: among them, that what earlier
//! versions stored (`tests/golden/saves/`: saves, broken-save marks, the language) still reads.
#![cfg(target_arch = "wasm32")]

use gloo_storage::errors::StorageError;
use gloo_storage::{LocalStorage, Storage};
use serde::{Deserialize, Serialize};
use wasm_bindgen::JsCast;
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};

wasm_bindgen_test_configure!(run_in_browser);

/// Every key these tests write starts with this, so cleaning up never touches anything else.
const PREFIX: &str = "camelot-table-test/";

/// The page's localStorage (these tests run where it exists).
fn local() -> web_sys::Storage {
    LocalStorage::raw()
}

fn remove_test_keys() {
    let storage = local();
    let keys: Vec<String> = (0..storage.length().unwrap())
        .filter_map(|i| storage.key(i).unwrap())
        .filter(|k| k.starts_with(PREFIX))
        .collect();
    for key in keys {
        storage.remove_item(&key).unwrap();
    }
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
struct Saved {
    version: u32,
    game: String,
    names: Vec<String>,
    seed: u64,
    actions: Vec<(u8, Option<u16>)>,
}

#[wasm_bindgen_test]
fn round_trip_through_local_storage() {
    remove_test_keys();
    let key = format!("{PREFIX}round-trip");
    let saved = Saved {
        version: 1,
        game: "card".into(),
        // Names are typed by players: non-ASCII must survive.
        names: vec!["Ann".into(), "Bö".into(), "Ćy \"the bold\"".into(), "ディ".into()],
        // u64 seeds above 2^53 survive because serde_json writes integers, not JS numbers.
        seed: u64::MAX - 1,
        actions: vec![(0, Some(3)), (1, None), (3, Some(u16::MAX))],
    };

    LocalStorage::set(&key, &saved).expect("set");
    let back: Saved = LocalStorage::get(&key).expect("get");
    assert_eq!(back, saved);
    // What sits in localStorage is plain JSON, readable by any later version of the app.
    let raw = local().get_item(&key).unwrap().expect("stored");
    assert!(raw.starts_with("{\"version\":1,\"game\":\"card\""), "{raw}");

    LocalStorage::delete(&key);
    assert!(matches!(LocalStorage::get::<Saved>(&key), Err(StorageError::KeyNotFound(_))));
}

#[wasm_bindgen_test]
fn missing_key_is_key_not_found() {
    let result = LocalStorage::get::<Saved>(format!("{PREFIX}never-written"));
    assert!(matches!(result, Err(StorageError::KeyNotFound(_))), "{result:?}");
}

#[wasm_bindgen_test]
fn a_write_beyond_the_quota_is_an_error_and_keeps_the_old_value() {
    remove_test_keys();
    let storage = local();
    let save_key = format!("{PREFIX}save");
    LocalStorage::set(&save_key, "old save").expect("a small write fits");

    // Fill the origin's storage (Chromium allows about 10 MiB) in 1 MiB-character chunks until
    // setItem throws. Bounded, so a browser without a quota fails the test instead of hanging.
    let chunk = "x".repeat(1 << 20);
    let mut quota_error = None;
    for i in 0..64 {
        if let Err(err) = storage.set_item(&format!("{PREFIX}fill/{i}"), &chunk) {
            quota_error = Some(err);
            break;
        }
    }
    let err = quota_error.expect("no quota error after writing 64 Mi characters");
    let dom = err.dyn_into::<web_sys::DomException>().expect("setItem throws a DOMException");
    assert_eq!(dom.name(), "QuotaExceededError");

    // Less than one chunk is free now: a save of two chunks cannot fit. Through gloo-storage it
    // is a StorageError carrying the DOMException's name (a DOMException is a JS Error, so gloo
    // does not panic on it), which the app tells as "full".
    let big = "y".repeat(2 << 20);
    match LocalStorage::set(&save_key, &big) {
        Err(StorageError::JsError(e)) => assert_eq!(e.name, "QuotaExceededError", "{e}"),
        other => panic!("expected a QuotaExceededError, got {other:?}"),
    }
    // The failed write did not touch what was stored under the key.
    assert_eq!(LocalStorage::get::<String>(&save_key).unwrap(), "old save");

    // Once the space is freed, the same write succeeds.
    remove_test_keys();
    LocalStorage::set(&save_key, &big).expect("fits after cleaning up");
    remove_test_keys();
    assert!(LocalStorage::get::<String>(&save_key).is_err(), "cleanup left keys behind");
}

// ---- the app's own storage module --------------------------------------------------------

mod app_storage {
    use camelot_table::app::storage::{self, Slot, Status, WriteError};
    use camelot_table::engine::save::{self, LoadError, SaveFile, SaveMeta};
    use camelot_table::engine::session::Session;
    use camelot_table::engine::tournament::Tournament;
    use camelot_table::engine::{Game, Turn};
    use wasm_bindgen_test::wasm_bindgen_test;

    fn clear_saves() {
        let raw = super::local();
        let keys: Vec<String> = (0..raw.length().unwrap())
            .filter_map(|i| raw.key(i).unwrap())
            .filter(|k| k.starts_with(storage::PREFIX) || k.starts_with(super::PREFIX))
            .collect();
        for k in keys {
            raw.remove_item(&k).unwrap();
        }
    }

    /// A real game a few moves in, as the app would save it.
    fn game(id: &str, moves: usize) -> (Session<Tournament>, SaveFile) {
        game_with_seed(id, moves, 7)
    }

    fn game_with_seed(id: &str, moves: usize, seed: u64) -> (Session<Tournament>, SaveFile) {
        let mut s = Session::<Tournament>::new(Tournament::default_config(4), seed).unwrap();
        for _ in 0..moves {
            let seat = match s.turn() {
                Turn::Seat(x) => x,
                Turn::Simultaneous(v) | Turn::Window(v) => v[0],
                Turn::Over => break,
            };
            let a = s.legal_actions(seat)[0];
            s.apply(seat, a).unwrap();
        }
        let meta = SaveMeta { names: vec!["Ann".into(), "Bö".into(), "Cy".into(), "Di".into()], ..SaveMeta::default() };
        let file = save::save_of(&s, id, meta);
        (s, file)
    }

    #[wasm_bindgen_test]
    fn a_save_round_trips_and_replays_to_the_same_state() {
        clear_saves();
        let (session, mut file) = game("a1", 12);
        storage::write(&mut file).expect("write");
        assert_eq!(file.meta.revision, 1);
        let loaded = storage::read("a1").expect("load");
        let replayed = save::load::<Tournament>(&loaded).expect("replay");
        assert_eq!(replayed.state(), session.state());
        assert_eq!(loaded.meta.names[1], "Bö");
        assert!(matches!(storage::list().as_slice(), [Slot::Good(f)] if f.id == "a1"));
        storage::delete("a1");
        assert!(storage::list().is_empty());
    }

    #[wasm_bindgen_test]
    fn broken_saves_are_listed_with_their_reason_and_hide_nothing() {
        clear_saves();
        let (_, mut good) = game("aa", 5);
        storage::write(&mut good).unwrap();
        let text = save::to_text(&good);
        let raw = super::local();
        let put = |id: &str, t: &str| raw.set_item(&storage::key_of(id), t).unwrap();
        put("b1", &text[..text.len() / 2]); // truncated
        put("b2", &text.replace(&format!("\"format\":{}", save::FORMAT), "\"format\":99")); // from a future version
        put("b3", &text.replace("\"game\":\"tournament\"", "\"game\":\"chess\"")); // unknown game
        let mut illegal = good.clone();
        illegal.id = "b4".into();
        illegal.actions.swap(0, 3); // the right moves in the wrong order
        put("b4", &save::to_text(&illegal));

        // Without an engine the home page cannot know b4 breaks the rules: it lists it as good
        // until its game's page, whose engine refuses it, marks it broken.
        assert!(storage::list().iter().any(|s| matches!(s, Slot::Good(f) if f.id == "b4")));
        let refused = save::load::<Tournament>(&storage::read("b4").unwrap()).expect_err("the engine refuses it");
        storage::mark_broken("b4", &refused);

        let slots = storage::list();
        assert_eq!(slots.len(), 5);
        assert!(matches!(&slots[0], Slot::Good(f) if f.id == "aa"), "the good save comes first");
        let reason = |id: &str| {
            slots.iter().find_map(|s| match s {
                Slot::Broken { id: i, error, raw } if i == id => {
                    assert!(!raw.is_empty(), "the raw text is kept for export");
                    Some(error.clone())
                }
                _ => None,
            })
        };
        assert!(matches!(reason("b1"), Some(LoadError::Corrupt(_))));
        assert_eq!(reason("b2"), Some(LoadError::UnknownFormat(99)));
        assert_eq!(reason("b3"), Some(LoadError::UnknownGame("chess".into())));
        assert!(matches!(reason("b4"), Some(LoadError::IllegalAction { .. })));
        // The good one still loads, and deleting a broken one leaves the rest.
        assert!(storage::read("aa").is_ok());
        storage::delete("b1");
        assert_eq!(storage::list().len(), 4);
        // Deleting a save takes its mark too.
        storage::delete("b4");
        assert!(super::local().get_item(&format!("{}b4", storage::BROKEN)).unwrap().is_none());
        clear_saves();
    }

    #[wasm_bindgen_test]
    fn an_import_is_validated_and_never_overwrites_another_game() {
        clear_saves();
        let (_, mut mine) = game("c1", 4);
        storage::write(&mut mine).unwrap();
        // A different game exported elsewhere under the same id gets a fresh id.
        let (_, other) = game_with_seed("c1", 9, 12345);
        let imported = storage::import(&save::to_text(&other), || "c2".into()).expect("valid import");
        assert_eq!(imported.id, "c2");
        assert_eq!(storage::list().len(), 2);
        // A damaged file is refused and nothing is stored.
        assert!(storage::import(&format!("{{\"format\":{},", save::FORMAT), || "c3".into()).is_err());
        assert_eq!(storage::list().len(), 2);
        // An id the game's address cannot carry (not hex) gets a fresh one, so it can be resumed.
        let (_, odd) = game_with_seed("e2e-0006", 5, 777);
        let imported = storage::import(&save::to_text(&odd), || "c4".into()).expect("valid import");
        assert_eq!(imported.id, "c4");
        assert!(storage::read("c4").is_ok());
        assert_eq!(storage::list().len(), 3);
        clear_saves();
    }

    #[wasm_bindgen_test]
    fn a_stale_tab_may_not_overwrite_a_newer_save() {
        clear_saves();
        let (_, mut tab_a) = game("d1", 3);
        storage::write(&mut tab_a).unwrap(); // revision 1
        let mut tab_b = storage::read("d1").unwrap();
        storage::write(&mut tab_b).unwrap(); // the other tab moves on: revision 2
        let before = storage::read_raw("d1");
        assert_eq!(storage::write(&mut tab_a), Err(WriteError::Stale { stored: 2, mine: 1 }));
        assert_eq!(storage::read_raw("d1"), before, "nothing was written");
        clear_saves();
    }

    #[wasm_bindgen_test]
    fn a_full_storage_keeps_the_game_in_memory_and_says_so() {
        clear_saves();
        let raw = super::local();
        let chunk = "x".repeat(1 << 20);
        for i in 0..64 {
            if raw.set_item(&format!("{}fill/{i}", super::PREFIX), &chunk).is_err() {
                break;
            }
        }
        // Whatever small room is left, a save bigger than it cannot fit.
        let (session, mut file) = game("e1", 20);
        file.meta.names[0] = "A".repeat(2 << 20);
        assert_eq!(storage::write(&mut file), Err(WriteError::Full));
        assert_eq!(storage::status(), Status::Off(WriteError::Full));
        // The game goes on from memory.
        let loaded = storage::read("e1").expect("kept in memory");
        assert_eq!(save::load::<Tournament>(&loaded).unwrap().state(), session.state());
        // Room again: the next write lands in localStorage and the warning clears.
        clear_saves();
        file.meta.names[0] = "Ann".into();
        storage::write(&mut file).expect("fits now");
        assert_eq!(storage::status(), Status::Saving);
        assert!(raw.get_item(&storage::key_of("e1")).unwrap().is_some());
        clear_saves();
    }

    /// What earlier versions of the app stored, byte for byte: saves written by serde_json
    /// (before engine::json), saves, marks and the language written by engine::json.
    const OLD_SAVES: &[&str] = &[
        include_str!("golden/saves/card-over.json"),
        include_str!("golden/saves/tournament-9.json"),
        include_str!("golden/saves/own-json/card-over.json"),
        include_str!("golden/saves/own-json/tournament-mid.json"),
        include_str!("golden/saves/own-json/zukunft-over.json"),
        include_str!("golden/saves/own-json/schatten-mid.json"),
    ];

    #[wasm_bindgen_test]
    fn what_earlier_versions_stored_still_reads() {
        clear_saves();
        let raw = super::local();
        for (i, text) in OLD_SAVES.iter().enumerate() {
            let id = format!("old{i}");
            raw.set_item(&storage::key_of(&id), text).unwrap();
            let file = storage::read(&id).unwrap_or_else(|e| panic!("{id}: {e}"));
            // Written again, it is the same text: nothing is lost or reshaped.
            assert_eq!(&save::to_text(&file), text, "{id}");
            // Stored under another id than its own: listed broken, as today.
            raw.remove_item(&storage::key_of(&id)).unwrap();
            raw.set_item(&storage::key_of(&file.id), text).unwrap();
        }
        let slots = storage::list();
        assert_eq!(slots.len(), OLD_SAVES.len());
        assert!(slots.iter().all(|s| matches!(s, Slot::Good(_))), "{slots:?}");
        // "bots" stays absent when everyone is a person, and present when not.
        assert!(!OLD_SAVES[1].contains("\"bots\"") && OLD_SAVES[2].contains("\"bots\""));

        // Broken-save marks of every kind, as earlier versions wrote them.
        let marks = [
            include_str!("golden/saves/own-json/mark-0.json"),
            include_str!("golden/saves/own-json/mark-1.json"),
            include_str!("golden/saves/own-json/mark-2.json"),
            include_str!("golden/saves/own-json/mark-3.json"),
            include_str!("golden/saves/own-json/mark-4.json"),
            include_str!("golden/saves/own-json/mark-5.json"),
        ];
        let ids: Vec<String> = slots.iter().map(|s| s.id().to_owned()).collect();
        for (id, mark) in ids.iter().zip(marks) {
            raw.set_item(&format!("{}{id}", storage::BROKEN), mark).unwrap();
        }
        let errors: Vec<LoadError> = storage::list()
            .into_iter()
            .filter_map(|s| match s {
                Slot::Broken { error, .. } => Some(error),
                Slot::Good(_) => None,
            })
            .collect();
        assert_eq!(errors.len(), marks.len());
        assert!(errors.contains(&LoadError::UnknownFormat(3)));
        assert!(errors.contains(&LoadError::BadAction { index: 4, reason: "no action has the code 16711680".into() }));
        // A mark written now is the text earlier versions wrote.
        storage::mark_broken(&ids[0], &LoadError::UnknownGame("chess".into()));
        assert_eq!(raw.get_item(&format!("{}{}", storage::BROKEN, ids[0])).unwrap().as_deref(), Some(marks[2]));
        for id in &ids {
            storage::delete(id);
        }

        // The language preference: a JSON string then and now.
        raw.set_item(storage::LANG_KEY, include_str!("golden/saves/own-json/lang.json")).unwrap();
        assert_eq!(storage::load_lang().as_deref(), Some("de"));
        storage::save_lang("en");
        assert_eq!(raw.get_item(storage::LANG_KEY).unwrap().as_deref(), Some("\"en\""));
        raw.set_item(storage::LANG_KEY, "de").unwrap(); // not JSON: no preference, no panic
        assert_eq!(storage::load_lang(), None);
        raw.remove_item(storage::LANG_KEY).unwrap();
        assert_eq!(storage::load_lang(), None);
        assert!(storage::list().is_empty());
        clear_saves();
    }
}
