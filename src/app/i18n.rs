//! English and German. Every text of the app lives in one locale file per language
//! (`src/locales/en.txt`, `src/locales/de.txt`); `src/build.rs` turns each key into a method of
//! [`Tr`] that picks the text for the current language and fills in its arguments:
//! `tr().saves_turn(&who)`. A missing key is a compile error at the call site; a key one
//! language lacks fails the test `every_key_has_every_language`.
//!
//! Why not leptos_i18n: measured on the same 40 keys in both languages, it added 22.4 KB gzip
//! of wasm to a Leptos page (68,447 B against 46,001 B), a fifth of a page's budget, for
//! compile-time checks these generated methods already give.

use leptos::prelude::*;
use serde::{Deserialize, Serialize};
use std::fmt::Display;

/// A language the app speaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
pub enum Lang {
    #[default]
    En,
    De,
}

impl Lang {
    pub const ALL: [Lang; 2] = [Lang::En, Lang::De];

    /// The code used in URLs and the `lang` attribute.
    #[must_use]
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::De => "de",
        }
    }

    /// The language's name in itself, for the switch.
    #[must_use]
    pub fn own_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::De => "Deutsch",
        }
    }

    /// `"en"`, `"de"`, or a browser tag such as `"de-AT"`.
    #[must_use]
    pub fn from_code(code: &str) -> Option<Lang> {
        let primary = code.split(['-', '_']).next()?.to_ascii_lowercase();
        match primary.as_str() {
            "en" => Some(Lang::En),
            "de" => Some(Lang::De),
            _ => None,
        }
    }

    /// The first of the browser's preferred languages that the app speaks, else English.
    #[must_use]
    pub fn from_preferences<'a>(prefs: impl IntoIterator<Item = &'a str>) -> Lang {
        prefs.into_iter().find_map(Lang::from_code).unwrap_or_default()
    }
}

/// The texts of one language: `Tr(Lang::De).home_title()`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Tr(pub Lang);

impl Tr {
    fn pick(self, texts: [&'static str; 2]) -> &'static str {
        match self.0 {
            Lang::En => texts[0],
            Lang::De => texts[1],
        }
    }

    #[must_use]
    pub fn lang(self) -> Lang {
        self.0
    }
}

include!(concat!(env!("OUT_DIR"), "/locale.rs"));

/// The locale-file format (also read by `src/build.rs`), for the test of the files themselves.
#[cfg(test)]
#[path = "../i18n_parse.rs"]
mod parse;

/// `template` with `{0}` … `{9}` replaced by `args`. One routine for every text with arguments.
#[must_use]
pub fn fill(template: &str, args: &[&dyn Display]) -> String {
    use std::fmt::Write;
    let mut out = String::with_capacity(template.len() + 16);
    let mut rest = template;
    while let Some(i) = rest.find('{') {
        out.push_str(&rest[..i]);
        let b = rest.as_bytes();
        match (b.get(i + 1), b.get(i + 2)) {
            (Some(d @ b'0'..=b'9'), Some(b'}')) if usize::from(d - b'0') < args.len() => {
                let _ = write!(out, "{}", args[usize::from(d - b'0')]);
                rest = &rest[i + 3..];
            }
            _ => {
                out.push('{');
                rest = &rest[i + 1..];
            }
        }
    }
    out + rest
}

thread_local! {
    /// The interface language: one signal for the whole page, read by every text.
    static LANG: RwSignal<Lang> = RwSignal::new(Lang::En);
}

/// The language signal of this page.
#[must_use]
pub fn lang_signal() -> RwSignal<Lang> {
    LANG.with(|l| *l)
}

/// The current language (tracked: a view that calls it follows the language switch).
#[must_use]
pub fn lang() -> Lang {
    lang_signal().get()
}

/// The texts in the current language (tracked).
#[must_use]
pub fn tr() -> Tr {
    Tr(lang())
}

/// A text of the current language that follows the language switch. Every static text goes
/// through this one closure type, so a page carries one copy of its drawing code rather than
/// one per text.
pub fn txt(f: fn(Tr) -> &'static str) -> impl Fn() -> &'static str + Copy + Send + Sync + 'static {
    move || f(tr())
}

/// The texts in the current language, without tracking (for event handlers).
#[must_use]
pub fn tr_now() -> Tr {
    Tr(lang_signal().get_untracked())
}

#[cfg(test)]
mod tests {
    use super::{fill, Lang, Tr};

    use super::parse;

    #[test]
    fn browser_tags_map_to_languages() {
        assert_eq!(Lang::from_code("de-AT"), Some(Lang::De));
        assert_eq!(Lang::from_code("EN_gb"), Some(Lang::En));
        assert_eq!(Lang::from_code("fr"), None);
        assert_eq!(Lang::from_preferences(["fr-FR", "de", "en"]), Lang::De);
        assert_eq!(Lang::from_preferences(["fr-FR"]), Lang::En);
    }

    #[test]
    fn every_key_has_every_language() {
        let en = parse::parse(include_str!("../locales/en.txt")).expect("en.txt parses");
        let de = parse::parse(include_str!("../locales/de.txt")).expect("de.txt parses");
        let gaps = parse::differences(&en, &de, "de");
        assert!(gaps.is_empty(), "locale files differ:\n{}", gaps.join("\n"));
    }

    #[test]
    fn a_missing_translation_is_found() {
        let en = parse::parse("a.b = One {x}\nc = Two").expect("parses");
        let de = parse::parse("a.b = Eins {y}\nd = Drei").expect("parses");
        let gaps = parse::differences(&en, &de, "de");
        assert_eq!(gaps.len(), 3, "{gaps:?}");
        assert!(parse::parse("x = {unclosed").is_err());
        assert!(parse::parse("x = a\nx = b").is_err());
    }

    #[test]
    fn arguments_fill_in_by_position() {
        assert_eq!(fill("{1} und {0}", &[&"A", &2]), "2 und A");
        assert_eq!(fill("{x} {9}", &[&1]), "{x} {9}");
        assert_eq!(Tr(Lang::De).lang(), Lang::De);
    }
}

/// Picks the string for a language: `tr!(lang, "Start", "Starten")`. Kept only for the
/// tournament's build-time rules page; everything on screen comes from the locale files.
#[macro_export]
macro_rules! tr {
    ($lang:expr, $en:expr, $de:expr $(,)?) => {
        match $lang {
            $crate::app::i18n::Lang::En => $en,
            $crate::app::i18n::Lang::De => $de,
        }
    };
}
