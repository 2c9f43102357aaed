//! A game's rules, read from the static page `rules/<game>.<lang>.html` that the build writes
//! from [`rules_html`]. Text is not code: no bundle carries it, the service worker keeps it for
//! offline play, and the rules page and the table's Rules panel show the same file. The file is
//! fetched when the rules are first shown, never before. This is the one place the app sets
//! inner HTML: our own static pages, written at build time.

use super::i18n::{lang_signal, tr_now, Lang};
use crate::engine::registry::GameId;
use leptos::prelude::*;
use std::cell::RefCell;

thread_local! {
    /// Pages already read, by URL: reopening the rules or switching back shows them at once.
    static READ: RefCell<Vec<(String, String)>> = const { RefCell::new(Vec::new()) };
}

/// A game's rules in our own words, as the HTML inside `rules/<game>.<lang>.html`.
#[must_use]
pub fn rules_html(game: GameId, lang: Lang) -> String {
    let rules = match game {
        GameId::Card => super::card::rules_html(lang).to_owned(),
        GameId::Tournament => super::tournament::rules_html(lang),
        GameId::Zukunft => super::zukunft::rules_html(lang).to_owned(),
        GameId::Schatten => super::schatten::rules_html(lang),
    };
    // The pictures' credits, as their licence asks, under the rules of the page that shows them.
    rules + &super::kit::art::credits_html(game.id(), super::i18n::Tr(lang))
}

/// The file of a game's rules in a language, relative to the site's root.
#[must_use]
pub fn file_of(game: GameId, lang: Lang) -> String {
    format!("rules/{}.{}.html", game.id(), lang.code())
}

#[component]
pub fn RulesText(game: GameId) -> impl IntoView {
    let html = RwSignal::new(String::new());
    let status = RwSignal::new(None::<&'static str>);
    let root = super::ctx().page.root();
    Effect::new(move |_| {
        let l = lang_signal().get();
        let url = format!("{root}{}", file_of(game, l));
        if let Some(text) = READ.with(|r| r.borrow().iter().find(|(u, _)| *u == url).map(|(_, t)| t.clone())) {
            html.set(text);
            status.set(None);
            return;
        }
        status.set(Some(tr_now().rules_loading()));
        leptos::task::spawn_local(async move {
            let text = super::web::fetch_text(&url).await;
            // The language may have changed meanwhile: only the current one is shown.
            if lang_signal().get_untracked() != l {
                return;
            }
            match text {
                Some(t) => {
                    READ.with(|r| r.borrow_mut().push((url, t.clone())));
                    html.set(t);
                    status.set(None);
                }
                None => status.set(Some(tr_now().rules_unavailable())),
            }
        });
    });
    view! {
        {move || status.get().map(|s| view! { <p class="muted" role="status">{s}</p> })}
        <div class="rules-text" inner_html=move || html.get()></div>
    }
}
