//! Every rule ID of the Zukunft spec must be named by some test under `tests/`. The test that
//! checks a rule names its ID; this file lists the IDs nobody checks.
//!
//! The spec gives each rule a row of a table whose first cell is its ID (`| Z-MISS-4 | RB | …`);
//! §2.7 restates the heroes with the same IDs, and one row of §1.11 abbreviates a list of them
//! (`| Z-HERO-KAY-1, -KAY-2, … |`), whose members all have rows of their own in §2.7. Group
//! names in headings (`— Z-SETUP`) are not rules.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

const SPEC: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../shared/specs/die-zukunft-von-camelot.md"
);

/// Whether `c` can continue an ID (so "Z-MISS-1" is not found inside "Z-MISS-10").
fn id_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '-'
}

/// The ID in the first cell of each table row (`| Z-… |`).
fn spec_ids(text: &str) -> BTreeSet<String> {
    let mut ids = BTreeSet::new();
    for line in text.lines() {
        let Some(rest) = line.strip_prefix("| ") else {
            continue;
        };
        if !rest.starts_with("Z-") {
            continue;
        }
        let id: String = rest.chars().take_while(|&c| id_char(c)).collect();
        ids.insert(id.trim_end_matches('-').to_string());
    }
    ids
}

fn mentions(haystack: &str, id: &str) -> bool {
    haystack.match_indices(id).any(|(i, _)| {
        let before = haystack[..i].chars().next_back();
        let after = haystack[i + id.len()..].chars().next();
        !before.is_some_and(id_char)
            && !after.is_some_and(|c| c.is_ascii_alphanumeric() || c == '-')
    })
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
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
        "Z-SETUP-1",
        "Z-SETUP-11",
        "Z-2P-5",
        "Z-PRED-4",
        "Z-MISS-13",
        "Z-EFF-7",
        "Z-ROOM-TRAIN-6",
        "Z-ROOM-REBEL-10",
        "Z-HERO-KAY-1",
        "Z-HERO-MOR-0",
        "Z-XPERT-2",
    ] {
        assert!(ids.contains(probe), "{probe} not extracted; got {ids:?}");
    }
    assert_eq!(ids.len(), 140, "the spec's rule count changed: {ids:?}");
}

#[test]
fn every_rule_is_named_by_a_test() {
    let text = std::fs::read_to_string(SPEC).expect("the spec is readable from the repository");
    let ids = spec_ids(&text);
    let tests_dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests");
    let mut files = Vec::new();
    rust_files(&tests_dir, &mut files);
    let me = Path::new(file!()).file_name().map(|f| f.to_os_string());
    let corpus: String = files
        .iter()
        .filter(|p| p.file_name().map(|f| f.to_os_string()) != me)
        .filter_map(|p| std::fs::read_to_string(p).ok())
        .collect::<Vec<_>>()
        .join("\n");
    let missing: Vec<&String> = ids.iter().filter(|id| !mentions(&corpus, id)).collect();
    assert!(
        missing.is_empty(),
        "{} rule IDs are named by no test: {missing:?}",
        missing.len()
    );
}

#[test]
fn mention_respects_id_boundaries() {
    assert!(mentions("// Z-MISS-1, Z-EFF-3", "Z-MISS-1"));
    assert!(!mentions("Z-MISS-10", "Z-MISS-1"));
    assert!(!mentions("Z-HERO-KAY-1", "Z-HERO-KAY"));
    assert!(mentions("(Z-PRED-4)", "Z-PRED-4"));
}
