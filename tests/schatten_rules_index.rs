//! Every rule ID of the Schatten über Camelot spec (`S-…`, table rows and bold rule headings,
//! S-DEF entries included) must be named by some test under `tests/`. The test that checks a
//! rule names its ID; this file lists the IDs nobody checks.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

const SPEC: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../shared/specs/schatten-ueber-camelot.md");

/// Whether `c` can continue an ID (so "S-TURN-1" is not found inside "S-TURN-10").
fn id_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '-'
}

fn take_id(s: &str) -> Option<String> {
    let s = s.trim();
    if !s.starts_with("S-") {
        return None;
    }
    let id: String = s.chars().take_while(|&c| id_char(c)).collect();
    Some(id.trim_end_matches('-').to_string())
}

/// IDs in the first cell of a table row (`| S-BS-PICT / S-BS-SAXON |`) and in bold rule
/// headings (`**S-DECK-3 Reshuffle**`, `**S-MERLIN — …**`).
fn spec_ids(text: &str) -> BTreeSet<String> {
    let mut ids = BTreeSet::new();
    for line in text.lines() {
        if let Some(rest) = line.strip_prefix("| ") {
            let cell = rest.split('|').next().unwrap_or("");
            for part in cell.split(['/', ',']) {
                ids.extend(take_id(part));
            }
        } else if let Some(rest) = line.strip_prefix("**") {
            ids.extend(take_id(rest));
        }
    }
    ids
}

fn mentions(haystack: &str, id: &str) -> bool {
    haystack.match_indices(id).any(|(i, _)| {
        let before = haystack[..i].chars().next_back();
        let after = haystack[i + id.len()..].chars().next();
        !before.is_some_and(id_char) && !after.is_some_and(|c| c.is_ascii_alphanumeric() || c == '-')
    })
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    for e in entries.flatten() {
        let p = e.path();
        if p.is_dir() {
            rust_files(&p, out);
        } else if p.extension().is_some_and(|x| x == "rs") {
            out.push(p);
        }
    }
}

#[test]
fn the_spec_has_the_expected_ids() {
    let text = std::fs::read_to_string(SPEC).expect("the spec is readable from the repository");
    let ids = spec_ids(&text);
    for probe in [
        "S-COMP-1", "S-DECK-3", "S-BS-SAXON", "S-BS-PICT", "S-MERLIN", "S-MERLIN-6", "S-Q-END", "S-Q-REW",
        "S-Q-GRA-6", "S-KN-BED", "S-DEF-49", "S-DP-22", "S-TALK-5", "S-WS-0", "S-END-5",
    ] {
        assert!(ids.contains(probe), "{probe} not extracted; got {ids:?}");
    }
    assert!(ids.len() > 240, "only {} IDs extracted", ids.len());
}

#[test]
fn every_rule_is_named_by_a_test() {
    let text = std::fs::read_to_string(SPEC).expect("the spec is readable from the repository");
    let ids = spec_ids(&text);
    let mut files = Vec::new();
    rust_files(&Path::new(env!("CARGO_MANIFEST_DIR")).join("tests"), &mut files);
    let me = Path::new(file!()).file_name().map(|f| f.to_os_string());
    let corpus: String = files
        .iter()
        .filter(|p| p.file_name().map(|f| f.to_os_string()) != me)
        .filter(|p| p.file_name().is_some_and(|f| f.to_string_lossy().starts_with("schatten")) || p.to_string_lossy().contains("schatten"))
        .filter_map(|p| std::fs::read_to_string(p).ok())
        .collect::<Vec<_>>()
        .join("\n");
    let missing: Vec<&String> = ids.iter().filter(|id| !mentions(&corpus, id)).collect();
    assert!(missing.is_empty(), "{} rule IDs are named by no test: {missing:?}", missing.len());
}

#[test]
fn mention_respects_id_boundaries() {
    assert!(mentions("/// S-TURN-1, S-Q-END", "S-TURN-1"));
    assert!(!mentions("S-TURN-10", "S-TURN-1"));
    assert!(!mentions("S-MERLIN-1", "S-MERLIN"));
    assert!(mentions("(S-MERLIN)", "S-MERLIN"));
    assert!(mentions("S-Q-END step 2", "S-Q-END"));
}
