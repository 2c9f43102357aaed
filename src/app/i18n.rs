//! English and German. Every text of the app lives in one locale file per language
//! (`src/locales/en.txt`, `src/locales/de.txt`); `src/build.rs` turns each key into a method of
//! [`Tr`] that reads the text in the current language and fills in its arguments:
//! `tr().saves_turn(&who)`. A missing key is a compile error at the call site; a key one
//! language lacks fails the test `every_key_has_every_language`.
//!
//! In the browser the texts are not in the bundle: a page loads the file of its language
//! (`texts.<lang>.<id>.txt`, one text per line, only its sections' texts: the platform's and its
//! page's own: its game's, or the home page's), before it first draws and again when the language is switched ([`load`]). Both
//! languages in the bundle cost a game page about 10 KB gzip more than one language's file.
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
    /// Text number `i` of this language (`""` where the page has not loaded it).
    #[cfg(not(target_arch = "wasm32"))]
    fn text(self, i: usize) -> &'static str {
        TEXTS[self.0 as usize][i]
    }

    // Not inlined: every text method calls it, and one copy of the lookup is smaller.
    #[cfg(target_arch = "wasm32")]
    #[inline(never)]
    fn text(self, i: usize) -> &'static str {
        LOADED.with(|l| l.get()[self.0 as usize].and_then(|t| t.get(i).copied()).unwrap_or(""))
    }

    #[must_use]
    pub fn lang(self) -> Lang {
        self.0
    }
}

include!(concat!(env!("OUT_DIR"), "/locale.rs"));

/// The name of a page's texts file in `lang`, beside the page's `index.html`.
#[must_use]
pub fn texts_file(lang: Lang) -> String {
    format!("texts.{}.{TEXTS_ID}.txt", lang.code())
}

/// The texts file of a page whose sections are `sections` (`platform` and the page's game):
/// line i holds text i, empty where the page shows no text of that section.
#[cfg(not(target_arch = "wasm32"))]
#[must_use]
pub fn page_texts(lang: Lang, sections: &[&str]) -> String {
    let mut out = String::new();
    for (text, section) in TEXTS[lang as usize].iter().zip(SECTIONS) {
        if sections.contains(&section) {
            out.push_str(text);
        }
        out.push('\n');
    }
    out
}

/// Reads a texts file (see [`page_texts`]): one text per line, exactly [`TEXT_COUNT`] lines.
///
/// # Errors
/// A file with another number of lines (of another build).
pub fn parse_texts(file: &str) -> Result<Vec<&str>, usize> {
    let lines: Vec<&str> = file.strip_suffix('\n').unwrap_or(file).split('\n').collect();
    if lines.len() == TEXT_COUNT {
        Ok(lines)
    } else {
        Err(lines.len())
    }
}

#[cfg(target_arch = "wasm32")]
thread_local! {
    /// Each language's texts once loaded (kept for the page's life: a switch back is instant).
    static LOADED: std::cell::Cell<[Option<&'static [&'static str]>; 2]> = const { std::cell::Cell::new([None, None]) };
}

/// Loads the page's texts in `lang` (once; at once if they are loaded already).
///
/// # Errors
/// When the file cannot be read (offline before the page was ever opened online) or is not
/// this build's.
#[cfg(target_arch = "wasm32")]
pub async fn load(lang: Lang) -> Result<(), ()> {
    if LOADED.with(|l| l.get()[lang as usize].is_some()) {
        return Ok(());
    }
    let file = super::web::fetch_text(&texts_file(lang)).await.ok_or(())?;
    // Kept for the page's life, so its texts can be `&'static str` like the bundle's own.
    let file: &'static str = Box::leak(file.into_boxed_str());
    let texts = parse_texts(file).map_err(|_| ())?;
    let texts: &'static [&'static str] = Box::leak(texts.into_boxed_slice());
    LOADED.with(|l| {
        let mut all = l.get();
        all[lang as usize] = Some(texts);
        l.set(all);
    });
    Ok(())
}

/// Loads `lang`'s texts, then switches the page to it and remembers the choice.
#[cfg(target_arch = "wasm32")]
pub fn switch_to(lang: Lang) {
    leptos::task::spawn_local(async move {
        if load(lang).await.is_ok() {
            lang_signal().set(lang);
            super::storage::save_lang(lang.code());
        }
    });
}

/// Native builds carry every text: switching is immediate.
#[cfg(not(target_arch = "wasm32"))]
pub fn switch_to(lang: Lang) {
    lang_signal().set(lang);
}

/// The locale-file format (also read by `src/build.rs`), for the test of the files themselves.
#[cfg(test)]
#[path = "../i18n_parse.rs"]
mod parse;

/// `template` with `{0}` … `{9}` replaced by `args`. One routine for every text with arguments.
#[must_use]
#[inline(never)]
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
    fn a_page_file_holds_only_its_sections_texts_at_their_numbers() {
        let card = super::page_texts(Lang::De, &["platform", "card"]);
        let texts = super::parse_texts(&card).expect("one line per text");
        assert_eq!(texts.len(), super::TEXT_COUNT);
        for (i, (text, section)) in super::TEXTS[Lang::De as usize].iter().zip(super::SECTIONS).enumerate() {
            let expected = if section == "platform" || section == "card" { *text } else { "" };
            assert_eq!(texts[i], expected, "text {i} ({section})");
            assert!(!text.contains('\n'), "text {i} has a line break");
        }
        assert!(texts.contains(&Tr(Lang::De).start()));
        assert_eq!(super::parse_texts("a\nb\n"), Err(2));
        assert!(super::texts_file(Lang::En).starts_with("texts.en."));
    }

    /// Every page loads only its sections' texts (`platform`, and its game's or the home page's
    /// `home`): a text of another section would be empty there. So a game's folder may use only
    /// platform texts and its own, `home/` platform and home texts, and the shared code (kit,
    /// play, the app's own files) only platform texts.
    #[test]
    fn every_file_uses_only_the_texts_its_page_loads() {
        let en = parse::parse(include_str!("../locales/en.txt")).expect("en.txt parses");
        let app = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/app");
        let mut wrong = Vec::new();
        let mut files: Vec<(std::path::PathBuf, &str)> = Vec::new();
        for entry in std::fs::read_dir(&app).expect("src/app") {
            let path = entry.expect("entry").path();
            if path.is_dir() {
                let folder = path.file_name().and_then(|n| n.to_str()).unwrap_or_default().to_owned();
                let section: &str = match crate::engine::registry::GameId::ALL.iter().find(|g| g.id() == folder) {
                    Some(g) => g.id(),
                    None if folder == "home" => "home",
                    None => "platform",
                };
                for f in std::fs::read_dir(&path).expect("folder") {
                    files.push((f.expect("entry").path(), section));
                }
            } else {
                files.push((path, "platform"));
            }
        }
        for (path, section) in &files {
            let Ok(source) = std::fs::read_to_string(path) else { continue };
            for e in &en {
                let ident = e.key.replace('.', "_");
                let used = source.contains(&format!(".{ident}(")) || source.contains(&format!("Tr::{ident}"));
                if used && e.section != "platform" && e.section != *section {
                    wrong.push(format!("{}: {} is in section {}", path.display(), e.key, e.section));
                }
            }
        }
        assert!(files.len() > 50, "the app's files were not found");
        assert!(wrong.is_empty(), "texts a page does not load:\n{}", wrong.join("\n"));
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
