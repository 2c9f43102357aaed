//! Every rule ID of the spec is checked by a test that names it.
//!
//! Reads `shared/specs/tournament-at-camelot.md`, collects every rule ID (`T-…-…`, `GS-…`,
//! `TV-…`, and `T-TIME-<step>` for each step of the §5 timing table) and fails, listing them,
//! if any ID is named by no test: no file under `tests/` and no `#[cfg(test)]` part of a file
//! under `src/engine/tournament/`. Group names such as `T-DEAL` (no number) are headings, not
//! rules, and are covered through their members.

use std::collections::BTreeSet;
use std::path::Path;

const SPEC: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../shared/specs/tournament-at-camelot.md"
);

/// Every ID-shaped token of `text`: `T-X-Y…`, `GS-n`, `TV-n`.
fn ids_in(text: &str) -> BTreeSet<String> {
    let bytes = text.as_bytes();
    let mut out = BTreeSet::new();
    let mut i = 0;
    while i < bytes.len() {
        let boundary = i == 0 || !(bytes[i - 1].is_ascii_alphanumeric() || bytes[i - 1] == b'-');
        let starts = |p: &[u8]| bytes[i..].starts_with(p);
        if boundary && (starts(b"T-") || starts(b"GS-") || starts(b"TV-")) {
            let rest = &text[i..];
            let len = rest
                .bytes()
                .take_while(|b| b.is_ascii_uppercase() || b.is_ascii_digit() || *b == b'-')
                .count();
            let token = rest[..len].trim_end_matches('-');
            let parts = token.split('-').count();
            let keep = if token.starts_with("T-") {
                parts >= 3
            } else {
                parts == 2 && token.len() > 3
            };
            if keep {
                out.insert(token.to_owned());
            }
            i += len.max(1);
            continue;
        }
        {
            i += 1;
        }
    }
    out
}

/// The steps of the §5 timing table (`| **S0** | …`).
fn timing_steps(spec: &str) -> BTreeSet<String> {
    spec.lines()
        .filter_map(|l| l.strip_prefix("| **"))
        .filter_map(|l| l.split("**").next())
        .filter(|step| step.len() <= 3 && step.chars().next().is_some_and(|c| "SME".contains(c)))
        .map(|step| format!("T-TIME-{step}"))
        .collect()
}

fn collect(dir: &Path, only_tests: bool, out: &mut BTreeSet<String>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            collect(&path, only_tests, out);
        } else if path.extension().is_some_and(|e| e == "rs" || e == "txt") {
            let text = std::fs::read_to_string(&path).unwrap_or_default();
            let text = if only_tests {
                text.split_once("#[cfg(test)]")
                    .map_or("", |(_, t)| t)
                    .to_owned()
            } else {
                text
            };
            out.extend(ids_in(&text));
        }
    }
}

#[test]
fn every_rule_id_is_checked_by_a_named_test() {
    let spec = std::fs::read_to_string(SPEC).expect("the spec is at ../shared/specs/");
    let mut wanted = ids_in(&spec);
    wanted.extend(timing_steps(&spec));
    assert!(
        wanted.len() > 150,
        "too few rule IDs found: {}",
        wanted.len()
    );
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut named = BTreeSet::new();
    let tests = root.join("tests");
    let Ok(entries) = std::fs::read_dir(&tests) else {
        panic!("no tests/")
    };
    for entry in entries.flatten() {
        let path = entry.path();
        // The golden transcript names no rules; this file names none on purpose.
        if path
            .file_name()
            .is_some_and(|n| n == "tournament_rule_ids.rs" || n == "golden")
        {
            continue;
        }
        if path.is_dir() {
            collect(&path, false, &mut named);
        } else if path.extension().is_some_and(|e| e == "rs") {
            named.extend(ids_in(&std::fs::read_to_string(&path).unwrap_or_default()));
        }
    }
    collect(&root.join("src/engine/tournament"), true, &mut named);
    let missing: Vec<&String> = wanted.iter().filter(|id| !named.contains(*id)).collect();
    assert!(
        missing.is_empty(),
        "{} rule IDs are named by no test: {missing:?}",
        missing.len()
    );
}

#[test]
fn the_id_scanner_finds_whole_ids_only() {
    let ids = ids_in("see T-DEAL-1, T-DEAL (group), GS-01; TV-14 and T-TIME-M5(a) but not XT-A-1");
    let want: BTreeSet<String> = ["T-DEAL-1", "GS-01", "TV-14", "T-TIME-M5"]
        .iter()
        .map(|s| (*s).to_owned())
        .collect();
    assert_eq!(ids, want);
    assert!(!ids_in("T-DEAL-10").contains("T-DEAL-1"));
}
