//! The page's pictures: one SVG sprite per page (`art.<hash>.svg` beside its `index.html`,
//! written by `make build` from `public/art/sprite.txt`), a static file the service worker
//! keeps, never part of the wasm. A picture is named by an [`Art`] constant of its page's module
//! below (`kit::…` on every game page, `card::…` on the card game's), generated from the same
//! manifest, so a page can only name what its sprite holds. Draw one with [`super::Icon`].

use std::cell::OnceCell;

/// A picture of the page's sprite, by its id.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Art(pub &'static str);

include!(concat!(env!("OUT_DIR"), "/art.rs"));

thread_local! {
    static FILE: OnceCell<String> = const { OnceCell::new() };
}

/// The page's sprite file, as the page's head names it (`<meta name="camelot-art">`); empty
/// when it names none (a native test, a page built without art): the pictures then draw nothing.
fn file() -> String {
    FILE.with(|f| {
        f.get_or_init(|| {
            web_sys::window()
                .and_then(|w| w.document())
                .and_then(|d| d.query_selector("meta[name=camelot-art]").ok().flatten())
                .and_then(|m| m.get_attribute("content"))
                .unwrap_or_default()
        })
        .clone()
    })
}

/// The URL of a picture, for `<use href=…>`.
#[must_use]
pub fn href(art: Art) -> String {
    format!("{}#{}", file(), art.0)
}

/// The credit the icons' licence (CC BY 3.0) asks for, for a page's sprite (`game` ids for a
/// game's page: the kit's icons and the game's), as a section of the rules pages (rendered
/// natively by the build, like the rest of those pages). The sentence names the icons' site and
/// the licence; each becomes a link wherever the language puts it.
#[cfg(not(target_arch = "wasm32"))]
pub fn credits_view(game: &str, t: crate::app::i18n::Tr) -> impl leptos::IntoView {
    use leptos::prelude::*;
    const LINKS: [(&str, &str); 2] =
        [("game-icons.net", "https://game-icons.net/"), ("CC BY 3.0", "https://creativecommons.org/licenses/by/3.0/")];
    let mut authors: Vec<&str> = AUTHORS.iter().filter(|(p, _)| *p == "game" || *p == game).flat_map(|(_, a)| a.iter().copied()).collect();
    authors.sort_unstable();
    authors.dedup();
    let text = t.art_credits(&authors.join(", "));
    let mut parts: Vec<AnyView> = Vec::new();
    let mut rest = text.as_str();
    // The earliest link word left, each time, so the words may come in any order.
    while let Some((at, word, href)) = LINKS.iter().filter_map(|&(w, h)| rest.find(w).map(|i| (i, w, h))).min_by_key(|l| l.0) {
        parts.push(rest[..at].to_owned().into_any());
        parts.push(view! { <a href=href>{word}</a> }.into_any());
        rest = &rest[at + word.len()..];
    }
    parts.push(rest.to_owned().into_any());
    view! { <section class="credits"><h3>{t.art_credits_title()}</h3><p>{parts}</p></section> }
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::{credits_view, AUTHORS};
    use leptos::prelude::RenderHtml;
    use crate::app::i18n::{Lang, Tr};

    #[test]
    fn every_game_page_credits_the_authors_of_its_icons() {
        assert!(AUTHORS.iter().any(|(p, a)| *p == "game" && a.contains(&"Lorc")));
        for lang in Lang::ALL {
            let html = credits_view("card", Tr(lang)).to_html();
            for who in ["Lorc", "Delapouite", "Cathelineau", "Skoll"] {
                assert!(html.contains(who), "{who} is credited: {html}");
            }
            assert!(html.contains("https://creativecommons.org/licenses/by/3.0/"), "{html}");
            assert!(html.contains("https://game-icons.net/"), "{html}");
        }
    }
}
