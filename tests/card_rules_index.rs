//! Every rule ID of the card-game spec (§6 rule index and §7 edge cases) and every worked
//! example (§6.12, sub-cases included) must be named by some test under `tests/`. The test
//! that checks a rule names its ID; this file lists the IDs nobody checks.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

const SPEC: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../shared/specs/shadows-over-camelot-card-game.md"
);

/// Whether `c` can continue an ID (so "C-EX-3" is not found inside "C-EX-3a" or "C-QUEST-1"
/// inside "C-QUEST-10").
fn id_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '-'
}

/// IDs at the start of a table row (`| C-… |`), in headings (`#### C-EX-…`) and in bold
/// sub-case labels (`**C-EX-3a**`).
fn spec_ids(text: &str) -> BTreeSet<String> {
    let mut ids = BTreeSet::new();
    for line in text.lines() {
        let rest = line
            .strip_prefix("| ")
            .or_else(|| line.strip_prefix("#### "))
            .or_else(|| line.trim_start_matches("- ").strip_prefix("**"));
        let Some(rest) = rest else { continue };
        if !rest.starts_with("C-") {
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
        // An ID followed by '-' and a digit would be a longer ID (C-QUEST-1 in C-QUEST-1-x).
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
        "C-GOAL-1",
        "C-QUEST-17",
        "C-KNIGHT-PERCIVAL-1",
        "C-EDGE-15",
        "C-EX-1",
        "C-EX-3a",
        "C-EX-15c",
    ] {
        assert!(ids.contains(probe), "{probe} not extracted; got {ids:?}");
    }
    assert!(ids.len() > 180, "only {} IDs extracted", ids.len());
}

#[test]
fn every_rule_and_example_is_named_by_a_test() {
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
    assert!(mentions("/// C-QUEST-1, C-EX-3a", "C-QUEST-1"));
    assert!(!mentions("C-QUEST-10", "C-QUEST-1"));
    assert!(!mentions("C-EX-3a", "C-EX-3"));
    assert!(!mentions("C-CARD-MORGAN1-1", "C-CARD-MORGAN1"));
    assert!(mentions("(C-EX-3)", "C-EX-3"));
}
