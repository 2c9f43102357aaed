//! Browser facts the app's saved games rely on, checked in real headless Chromium:
//! `make wasm-test` runs `cargo test --target wasm32-unknown-unknown --test storage_wasm`
//! with `wasm-bindgen-test-runner` driving Debian's chromedriver.
//!
//! - a value goes through `gloo_storage::LocalStorage` and comes back equal, as JSON;
//! - a missing key is `StorageError::KeyNotFound`, so loading can fall back to "no saves";
//! - a write beyond the origin's quota is an error (`QuotaExceededError`), never a panic or a
//!   silent loss, and it leaves the value already stored under that key as it was.
//!
//! Tests of the app's own storage module belong in this file too.
#![cfg(target_arch = "wasm32")]

use gloo_storage::errors::StorageError;
use gloo_storage::{LocalStorage, Storage};
use serde::{Deserialize, Serialize};
use wasm_bindgen::JsCast;
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};

wasm_bindgen_test_configure!(run_in_browser);

/// Every key these tests write starts with this, so cleaning up never touches anything else.
const PREFIX: &str = "camelot-table-test/";

fn remove_test_keys() {
    let storage = LocalStorage::raw();
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
    let raw = LocalStorage::raw().get_item(&key).unwrap().expect("stored");
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
    let storage = LocalStorage::raw();
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
    // is a StorageError carrying the DOMException's name, which the app can show.
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
