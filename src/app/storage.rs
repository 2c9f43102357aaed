//! Saved games in localStorage, and what happens when localStorage says no.
//!
//! One key per save (`camelot-table:save:<id>`), holding the save text of
//! [`crate::engine::save`]. localStorage may be missing (sandboxed iframe, privacy mode) or full;
//! then saves live in memory for this page, every caller keeps working, and
//! [`status`] tells the UI to warn that saving is off.
//!
//! gloo-storage's [`LocalStorage`] reads and writes; values it writes are JSON (serde_json).
//! Its `raw()`, under every call, panics when localStorage is missing or refused, so
//! availability is always checked first through web-sys ([`usable`]), and no gloo call is made
//! without it. A save is read as text (gloo's typed `get` would turn a future format or a
//! damaged save into one opaque error; [`save::parse`] names it).
//!
//! No engine is needed here: the home page lists saves from their metadata and checks what it
//! can without replaying (the envelope, a known game, every move's code). A save that its
//! game's engine then refuses is marked broken by the game's page ([`mark_broken`]), and the
//! list shows it as broken from then on.

use super::catalog;
use super::i18n::Tr;
use crate::engine::save::{self, LoadError, SaveFile};
use gloo_storage::errors::StorageError;
use gloo_storage::{LocalStorage, Storage as _};
use std::cell::{Cell, RefCell};

/// Why a save does not load, in words.
#[must_use]
pub fn describe_error(e: &LoadError, t: Tr) -> String {
    match e {
        LoadError::Corrupt(d) => t.load_corrupt(d),
        LoadError::UnknownFormat(v) => t.load_unknown_format(v),
        LoadError::UnknownGame(g) => t.load_unknown_game(g),
        LoadError::BadConfig(d) => t.load_bad_config(d),
        LoadError::BadAction { index, reason } => t.load_bad_action(&(index + 1), reason),
        LoadError::IllegalAction { index, reason } => t.load_illegal_action(&(index + 1), reason),
    }
}

/// Key prefix of every save.
pub const PREFIX: &str = "camelot-table:save:";
/// Key prefix of the mark a game's page leaves on a save its engine refused (the error, JSON).
pub const BROKEN: &str = "camelot-table:broken:";
/// Key of the language preference.
pub const LANG_KEY: &str = "camelot-table:lang";
/// Key of the bots' pace preference (`slow`, `normal`, `fast`).
pub const PACE_KEY: &str = "camelot-table:pace";

thread_local! {
    /// Saves that could not be written to localStorage, as (id, text). Newer than anything
    /// stored. A few entries at most: a list, which is less code on every page than a map.
    static MEMORY: RefCell<Vec<(String, String)>> = const { RefCell::new(Vec::new()) };
    /// Whether the last write to localStorage failed (so the warning stays until one succeeds).
    static LAST_WRITE_FAILED: RefCell<Option<WriteError>> = const { RefCell::new(None) };
    /// Whether localStorage took a probe write: asked once per page, not before every save
    /// (two extra writes per move). A store that fills up later refuses the save itself, which
    /// [`write`] reports as full.
    static USABLE: Cell<Option<bool>> = const { Cell::new(None) };
    /// The text last written for a save and its revision: while the stored text is still that
    /// one, the check before the next write knows its revision without parsing the whole save
    /// (a save grows by every move; parsing it on every move grew with the game).
    static LAST_WRITTEN: RefCell<Option<(String, String, u64)>> = const { RefCell::new(None) };
}

/// Why a save was not written to localStorage.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WriteError {
    /// localStorage is missing or refuses access (sandboxed iframe, privacy settings).
    Unavailable,
    /// localStorage is full (QuotaExceededError).
    Full,
    /// Another tab saved this game since this tab last loaded it.
    Stale { stored: u64, mine: u64 },
}

/// Whether saving works right now.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Status {
    Saving,
    /// Saving is off; games are kept in memory for this page only.
    Off(WriteError),
}

/// A save in the list: loadable, or broken with the reason and its raw text (for export).
#[derive(Clone, Debug, PartialEq)]
pub enum Slot {
    Good(SaveFile),
    Broken { id: String, raw: String, error: LoadError },
}

impl Slot {
    #[must_use]
    pub fn id(&self) -> &str {
        match self {
            Slot::Good(s) => &s.id,
            Slot::Broken { id, .. } => id,
        }
    }
}

/// Whether localStorage exists and accepts a write; only then may [`LocalStorage`] be used.
fn usable() -> bool {
    // Missing or refused (sandboxed iframe, privacy settings): gloo's `raw()` would panic.
    let present = web_sys::window().and_then(|w| w.local_storage().ok().flatten()).is_some();
    present
        && USABLE.with(|u| {
            u.get().unwrap_or_else(|| {
                // Some private modes offer a localStorage that refuses every write.
                let probe = "camelot-table:probe";
                let ok = LocalStorage::set(probe, 1).is_ok();
                if ok {
                    LocalStorage::delete(probe);
                }
                u.set(Some(ok));
                ok
            })
        })
}

/// Text stored under `key`, if any.
fn get_text(key: &str) -> Option<String> {
    if !usable() {
        return None;
    }
    LocalStorage::raw().get_item(key).ok()?
}

/// Why a write was refused, as the app tells it.
fn write_error(e: &StorageError) -> WriteError {
    match e {
        // Access denied after all (a browser setting changed since the probe).
        StorageError::JsError(js) if js.name == "SecurityError" => WriteError::Unavailable,
        // QuotaExceededError in every browser we target: the data did not fit.
        _ => WriteError::Full,
    }
}

/// Whether saving works now.
#[must_use]
pub fn status() -> Status {
    if !usable() {
        return Status::Off(WriteError::Unavailable);
    }
    match LAST_WRITE_FAILED.with(|f| f.borrow().clone()) {
        Some(e @ WriteError::Full) => Status::Off(e),
        _ => Status::Saving,
    }
}

#[must_use]
pub fn key_of(id: &str) -> String {
    format!("{PREFIX}{id}")
}

/// The raw text of a save: the in-memory copy if a write failed, else localStorage.
#[must_use]
pub fn read_raw(id: &str) -> Option<String> {
    if let Some(text) = MEMORY.with(|m| m.borrow().iter().find(|(k, _)| k == id).map(|(_, t)| t.clone())) {
        return Some(text);
    }
    get_text(&key_of(id))
}

/// The game of a stored save, read from its envelope without replaying it.
#[must_use]
pub fn game_of(id: &str) -> Option<crate::engine::registry::GameId> {
    let file = save::parse(&read_raw(id)?).ok()?;
    catalog::offered(&file.game)
}

/// Marks a save as refused by its engine, so the list shows it as broken.
pub fn mark_broken(id: &str, error: &LoadError) {
    if usable() {
        let _ = LocalStorage::set(format!("{BROKEN}{id}"), error);
    }
}

/// Removes the broken mark (the save loaded after all, e.g. after an app update).
pub fn clear_broken(id: &str) {
    if usable() {
        LocalStorage::delete(format!("{BROKEN}{id}"));
    }
}

/// Why the save's engine refused it, if its page said so.
fn broken_mark(id: &str) -> Option<LoadError> {
    usable().then(|| LocalStorage::get(format!("{BROKEN}{id}")).ok()).flatten()
}

/// Reads and parses a save without replaying it (the game's own page replays it).
///
/// # Errors
/// [`LoadError`] when it is missing or unreadable.
pub fn read(id: &str) -> Result<SaveFile, LoadError> {
    let raw = read_raw(id).ok_or_else(|| LoadError::Corrupt("no save with this id".into()))?;
    save::parse(&raw)
}

/// Parses save text and checks what needs no engine: the envelope, a game this site offers,
/// and that every move's code names an action of that game. The game's page replays it.
///
/// # Errors
/// The first [`LoadError`] found.
pub fn check(raw: &str) -> Result<SaveFile, LoadError> {
    let file = save::parse(raw)?;
    let game = catalog::offered(&file.game).ok_or_else(|| LoadError::UnknownGame(file.game.clone()))?;
    if let Some(index) = file.actions.iter().position(|&(_, code)| !catalog::decodes(game, code)) {
        let code = file.actions[index].1;
        return Err(LoadError::BadAction { index, reason: format!("no action has the code {code}") });
    }
    Ok(file)
}

/// The revision stored for a save, if any and readable.
fn stored_revision(id: &str) -> Option<u64> {
    let raw = read_raw(id)?;
    let known = LAST_WRITTEN.with(|l| l.borrow().as_ref().and_then(|(i, text, rev)| (i == id && *text == raw).then_some(*rev)));
    known.or_else(|| save::parse(&raw).ok().map(|s| s.meta.revision))
}

/// Decides whether a write based on revision `mine` may replace what is stored.
///
/// # Errors
/// [`WriteError::Stale`] when the stored revision is newer than `mine`.
pub fn may_overwrite(stored: Option<u64>, mine: u64) -> Result<(), WriteError> {
    match stored {
        Some(stored) if stored > mine => Err(WriteError::Stale { stored, mine }),
        _ => Ok(()),
    }
}

/// Writes `save` as the next revision after `save.meta.revision` (which it bumps).
/// If localStorage is missing or full, the save is kept in memory and the error returned:
/// the game goes on, the caller warns.
///
/// # Errors
/// [`WriteError::Stale`] (nothing written) when another tab saved a newer revision; the other
/// errors mean "kept in memory only".
pub fn write(save: &mut SaveFile) -> Result<(), WriteError> {
    may_overwrite(stored_revision(&save.id), save.meta.revision)?;
    save.meta.revision += 1;
    // The text gloo writes: serde_json's, as save::to_text's.
    let text = save::to_text(save);
    let result = if usable() {
        match LocalStorage::set(key_of(&save.id), &*save) {
            Ok(()) => {
                LAST_WRITTEN.with(|l| *l.borrow_mut() = Some((save.id.clone(), text.clone(), save.meta.revision)));
                Ok(())
            }
            Err(e) => Err(write_error(&e)),
        }
    } else {
        Err(WriteError::Unavailable)
    };
    MEMORY.with(|m| {
        let mut m = m.borrow_mut();
        m.retain(|(k, _)| *k != save.id);
        if result.is_err() {
            m.push((save.id.clone(), text));
        }
    });
    LAST_WRITE_FAILED.with(|f| *f.borrow_mut() = result.clone().err());
    result
}

/// Deletes a save everywhere, with its broken mark.
pub fn delete(id: &str) {
    MEMORY.with(|m| m.borrow_mut().retain(|(k, _)| k != id));
    if usable() {
        LocalStorage::delete(key_of(id));
    }
    clear_broken(id);
}

/// Every save, loadable or not, most recently played first (broken ones last).
#[must_use]
pub fn list() -> Vec<Slot> {
    let mut raw: Vec<(String, String)> = Vec::new();
    if usable() {
        // Keys are listed through the raw store: gloo's `get_all` would read every key of the
        // origin as JSON, other apps' too.
        let store = LocalStorage::raw();
        for i in 0..LocalStorage::length() {
            let Ok(Some(key)) = store.key(i) else { continue };
            if let Some(id) = key.strip_prefix(PREFIX) {
                if let Ok(Some(text)) = store.get_item(&key) {
                    raw.push((id.to_owned(), text));
                }
            }
        }
    }
    // The in-memory copy wins over the stored one; then one entry per id, in id order.
    MEMORY.with(|m| {
        for (id, text) in m.borrow().iter() {
            raw.retain(|(k, _)| k != id);
            raw.push((id.clone(), text.clone()));
        }
    });
    crate::engine::few_sort::sort_by(&mut raw, |a, b| a.0.cmp(&b.0));
    let mut slots: Vec<Slot> = raw
        .into_iter()
        .map(|(id, text)| match check(&text) {
            Ok(file) if file.id == id => match broken_mark(&id) {
                Some(error) => Slot::Broken { id, raw: text, error },
                None => Slot::Good(file),
            },
            Ok(file) => Slot::Broken {
                id,
                raw: text,
                error: LoadError::Corrupt(format!("stored under another id ({})", file.id)),
            },
            Err(error) => Slot::Broken { id, raw: text, error },
        })
        .collect();
    crate::engine::few_sort::sort_by(&mut slots, |a, b| match (a, b) {
        (Slot::Good(x), Slot::Good(y)) => y.meta.last_played.cmp(&x.meta.last_played),
        (Slot::Good(_), Slot::Broken { .. }) => std::cmp::Ordering::Less,
        (Slot::Broken { .. }, Slot::Good(_)) => std::cmp::Ordering::Greater,
        (Slot::Broken { id: x, .. }, Slot::Broken { id: y, .. }) => x.cmp(y),
    });
    slots
}

/// Validates an imported file and stores it. A save whose id is already taken by a different
/// game gets a fresh id, so an import never overwrites another game.
///
/// # Errors
/// [`LoadError`] when the file is not a loadable save (nothing is stored then).
pub fn import(text: &str, fresh_id: impl FnOnce() -> String) -> Result<SaveFile, LoadError> {
    let mut file = check(text)?;
    // An id the game's address could not carry (edited by hand, or from elsewhere) gets a fresh
    // one: otherwise the save would be listed but could never be resumed.
    if !crate::app::route::is_save_id(&file.id) {
        file.id = fresh_id();
    } else if let Some(existing) = read_raw(&file.id).and_then(|r| save::parse(&r).ok()) {
        if existing.seed != file.seed || existing.game != file.game {
            file.id = fresh_id();
        }
    }
    file.meta.revision = stored_revision(&file.id).unwrap_or(0);
    // The import is stored even if only in memory; the caller shows the status.
    let _ = write(&mut file);
    Ok(file)
}

/// The saved language preference, if any.
#[must_use]
pub fn load_lang() -> Option<String> {
    // A JSON string, as every version wrote it.
    usable().then(|| LocalStorage::get(LANG_KEY).ok()).flatten()
}

/// Remembers the language preference (silently skipped when storage is off).
pub fn save_lang(code: &str) {
    if usable() {
        let _ = LocalStorage::set(LANG_KEY, code);
    }
}

/// The saved bot pace preference (its word), if any.
#[must_use]
pub fn load_pace() -> Option<String> {
    usable().then(|| LocalStorage::get(PACE_KEY).ok()).flatten()
}

/// Remembers the bot pace preference (silently skipped when storage is off).
pub fn save_pace(code: &str) {
    if usable() {
        let _ = LocalStorage::set(PACE_KEY, code);
    }
}

#[cfg(test)]
mod tests {
    use super::{may_overwrite, WriteError};

    #[test]
    fn a_tab_may_not_overwrite_a_newer_revision() {
        assert_eq!(may_overwrite(None, 0), Ok(()));
        assert_eq!(may_overwrite(Some(3), 3), Ok(()));
        assert_eq!(may_overwrite(Some(2), 3), Ok(()));
        assert_eq!(may_overwrite(Some(4), 3), Err(WriteError::Stale { stored: 4, mine: 3 }));
    }
}
