//! The locale-file format, shared by the build script (which turns `src/locales/<lang>.txt` into
//! code) and the test that checks every key has every language.
//!
//! One entry per line: `key = text`. Keys are lowercase words joined by `.` or `_`; the text runs
//! to the end of the line and may name arguments in braces (`Turn: {who}`); a text that begins or
//! ends with a space (a piece of a sentence) is written in double quotes, `and = " and "`. `#`
//! starts a comment line. A line `# ---- <section>: <title> ----` opens a section: `platform`
//! (every page), `home` (the home page) or a game's id (that game's page only); each page loads only its sections' texts.
//! Both files must have the same keys, each with the same arguments.

/// One entry of a locale file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entry {
    pub key: String,
    pub text: String,
    /// The argument names in the order they first appear.
    pub args: Vec<String>,
    pub line: usize,
    /// The section the entry is in (`platform`, `card`, …); `platform` before any header.
    pub section: String,
}

fn is_key(k: &str) -> bool {
    !k.is_empty()
        && k.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'_' || b == b'.')
        && !k.starts_with(['.', '_'])
}

/// The argument names of a text, in order of first appearance.
///
/// # Errors
/// A message when a brace is not closed or names nothing valid.
pub fn args_of(text: &str) -> Result<Vec<String>, String> {
    let mut args: Vec<String> = Vec::new();
    let mut rest = text;
    while let Some(open) = rest.find('{') {
        let after = &rest[open + 1..];
        let close = after.find('}').ok_or_else(|| format!("unclosed '{{' in {text:?}"))?;
        let name = &after[..close];
        if name.is_empty() || !name.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'_') {
            return Err(format!("bad argument name {name:?} in {text:?}"));
        }
        if !args.iter().any(|a| a == name) {
            args.push(name.to_owned());
        }
        rest = &after[close + 1..];
    }
    if rest.contains('}') {
        return Err(format!("stray '}}' in {text:?}"));
    }
    Ok(args)
}

/// Parses a locale file.
///
/// # Errors
/// Every malformed line, duplicate key or empty text, with its line number.
pub fn parse(source: &str) -> Result<Vec<Entry>, Vec<String>> {
    let mut entries: Vec<Entry> = Vec::new();
    let mut errors = Vec::new();
    let mut section = String::from("platform");
    for (i, raw) in source.lines().enumerate() {
        let line = i + 1;
        let trimmed = raw.trim();
        if let Some(header) = trimmed.strip_prefix("# ---- ") {
            match header.split_once(':') {
                Some((id, _)) if is_key(id) => section = id.to_owned(),
                _ => errors.push(format!("line {line}: a section header is `# ---- <id>: <title> ----`")),
            }
            continue;
        }
        if trimmed.is_empty() || trimmed.starts_with('#') {
            continue;
        }
        let Some((key, text)) = trimmed.split_once(" = ") else {
            errors.push(format!("line {line}: expected `key = text`"));
            continue;
        };
        let (key, mut text) = (key.trim(), text.trim());
        if text.len() >= 2 && text.starts_with('"') && text.ends_with('"') {
            text = &text[1..text.len() - 1];
        }
        if !is_key(key) {
            errors.push(format!("line {line}: bad key {key:?}"));
            continue;
        }
        if text.is_empty() {
            errors.push(format!("line {line}: {key} has no text"));
            continue;
        }
        if entries.iter().any(|e| e.key == key) {
            errors.push(format!("line {line}: {key} is defined twice"));
            continue;
        }
        match args_of(text) {
            Ok(args) => entries.push(Entry { key: key.to_owned(), text: text.to_owned(), args, line, section: section.clone() }),
            Err(e) => errors.push(format!("line {line}: {e}")),
        }
    }
    if errors.is_empty() {
        Ok(entries)
    } else {
        Err(errors)
    }
}

/// What differs between the default language's entries and another's: missing and extra keys,
/// and keys whose arguments differ.
#[must_use]
pub fn differences(default: &[Entry], other: &[Entry], other_name: &str) -> Vec<String> {
    let mut out = Vec::new();
    for e in default {
        match other.iter().find(|o| o.key == e.key) {
            None => out.push(format!("{} lacks {other_name}", e.key)),
            Some(o) => {
                let mut a = e.args.clone();
                let mut b = o.args.clone();
                a.sort();
                b.sort();
                if a != b {
                    out.push(format!("{}: arguments {:?} in the default language but {:?} in {other_name}", e.key, e.args, o.args));
                }
            }
        }
    }
    for o in other {
        if !default.iter().any(|e| e.key == o.key) {
            out.push(format!("{} is in {other_name} only", o.key));
        }
    }
    out
}
