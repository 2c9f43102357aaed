//! A game's rules, read from the static page `rules/<game>.<lang>.html` that the build writes
//! from [`rules_html`](super::rules_html). Text is not code: no bundle carries it, the service
//! worker keeps it for offline play, and the rules page and the table show the same file.

use super::i18n::Lang;
use super::site_root;
use crate::engine::registry::GameId;
use crate::tr;
use leptos::prelude::*;
use std::cell::RefCell;
use wasm_bindgen::JsCast;

thread_local! {
    /// Pages already read, by URL: reopening the rules or switching back shows them at once.
    static READ: RefCell<Vec<(String, String)>> = const { RefCell::new(Vec::new()) };
}

/// The file of a game's rules in a language, relative to the site's root.
#[must_use]
pub fn file_of(game: GameId, lang: Lang) -> String {
    format!("rules/{}.{}.html", game.id(), lang.code())
}

async fn fetch_text(url: &str) -> Option<String> {
    let window = web_sys::window()?;
    let response = wasm_bindgen_futures::JsFuture::from(window.fetch_with_str(url)).await.ok()?;
    let response: web_sys::Response = response.dyn_into().ok()?;
    if !response.ok() {
        return None;
    }
    let text = wasm_bindgen_futures::JsFuture::from(response.text().ok()?).await.ok()?;
    text.as_string()
}

/// The rules of `game` in the current language, as a `<div class="rules-text">`.
pub fn rules_text(game: GameId, lang: Signal<Lang>) -> impl IntoView {
    let html = RwSignal::new(String::new());
    Effect::new(move |_| {
        let l = lang.get();
        let url = format!("{}{}", site_root(), file_of(game, l));
        if let Some(text) = READ.with(|r| r.borrow().iter().find(|(u, _)| *u == url).map(|(_, t)| t.clone())) {
            html.set(text);
            return;
        }
        html.set(format!("<p class=\"muted\">{}</p>", tr!(l, "Loading the rules…", "Die Regeln werden geladen …")));
        leptos::task::spawn_local(async move {
            let text = match fetch_text(&url).await {
                Some(t) => {
                    READ.with(|r| r.borrow_mut().push((url, t.clone())));
                    t
                }
                None => format!(
                    "<p class=\"error\">{}</p>",
                    tr!(l, "The rules could not be loaded. Open this page once while online, then they are kept for offline play.", "Die Regeln ließen sich nicht laden. Öffne diese Seite einmal mit Netz, dann bleiben sie auch offline verfügbar.")
                ),
            };
            // The language may have changed meanwhile: only the current one is shown.
            if lang.get_untracked() == l {
                html.set(text);
            }
        });
    });
    view! { <div class="rules-text" inner_html=html></div> }
}
