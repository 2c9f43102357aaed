//! English and German. Every string in the app is written in both at the place it is used,
//! through [`tr!`](crate::tr), so a missing translation is a compile error, not a blank.

use serde::{Deserialize, Serialize};

/// A language the app speaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
pub enum Lang {
    #[default]
    En,
    De,
}

impl Lang {
    /// The code used in URLs and the `lang` attribute.
    #[must_use]
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::De => "de",
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

/// Picks the string for a language: `tr!(lang, "Start", "Starten")`.
#[macro_export]
macro_rules! tr {
    ($lang:expr, $en:expr, $de:expr $(,)?) => {
        match $lang {
            $crate::app::i18n::Lang::En => $en,
            $crate::app::i18n::Lang::De => $de,
        }
    };
}

#[cfg(test)]
mod tests {
    use super::Lang;

    #[test]
    fn browser_tags_map_to_languages() {
        assert_eq!(Lang::from_code("de-AT"), Some(Lang::De));
        assert_eq!(Lang::from_code("EN_gb"), Some(Lang::En));
        assert_eq!(Lang::from_code("fr"), None);
        assert_eq!(Lang::from_preferences(["fr-FR", "de", "en"]), Lang::De);
        assert_eq!(Lang::from_preferences(["fr-FR"]), Lang::En);
    }
}
