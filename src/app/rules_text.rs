//! A game's rules: a small static page per game and language, `rules/<game>.<lang>.html`, that
//! the build renders from Leptos views ([`rules_html`], natively) and the app shows in a frame
//! ([`RulesText`]), on the rules page and in the table's Rules panel. Text is not code: no
//! bundle carries it, the service worker keeps it for offline play, and the frame loads it only
//! when the rules are shown. The page has its own title, language and stylesheet
//! (`rules/rules.css`, from `style/rules.css`, light or dark as the device is).

use super::catalog;
use super::i18n::{lang_signal, tr, Lang};
use crate::engine::registry::GameId;
use leptos::prelude::*;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;

/// The stylesheet of the rules pages, written beside them by the build.
pub const STYLESHEET: &str = "rules.css";

/// The file of a game's rules in a language, relative to the site's root.
#[must_use]
pub fn file_of(game: GameId, lang: Lang) -> String {
    format!("rules/{}.{}.html", game.id(), lang.code())
}

/// A game's rules in our own words, as a whole HTML page (rendered by Leptos, which escapes the
/// text).
#[cfg(not(target_arch = "wasm32"))]
#[must_use]
pub fn rules_html(game: GameId, lang: Lang) -> String {
    use leptos::either::EitherOf4;
    let title = super::i18n::Tr(lang).rules_of(&catalog::title(game, super::i18n::Tr(lang)));
    let body = match game {
        GameId::Card => EitherOf4::A(super::card::rules_view(lang)),
        GameId::Tournament => EitherOf4::B(super::tournament::rules_view(lang)),
        GameId::Zukunft => EitherOf4::C(super::zukunft::rules_view(lang)),
        GameId::Schatten => EitherOf4::D(super::schatten::rules_view(lang)),
    };
    let region = title.clone();
    view! {
        <!DOCTYPE html>
        <html lang=lang.code()>
            <head>
                <meta charset="utf-8"/>
                <meta name="viewport" content="width=device-width, initial-scale=1"/>
                <meta name="color-scheme" content="light dark"/>
                <title>{title.clone()}</title>
                <link rel="stylesheet" href=STYLESHEET/>
            </head>
            <body>
                // Named, so that shown in a frame on a page with its own main region, the two
                // regions are told apart.
                <main aria-label=region>
                    // The page that shows the frame names it; read alone, the page names itself.
                    <h1 class="sr-only">{title}</h1>
                    {body}
                    // The pictures' credits, as their licence asks, under the rules of the page
                    // that shows them.
                    {super::kit::art::credits_view(game.id(), super::i18n::Tr(lang))}
                </main>
            </body>
        </html>
    }
    .to_html()
}

#[component]
pub fn RulesText(game: GameId) -> impl IntoView {
    let root = super::ctx().page.root();
    let src = move || format!("{root}{}", file_of(game, lang_signal().get()));
    let title = move || tr().rules_of(&catalog::title(game, tr()));
    // Keys pressed while the frame has focus stay in its page: Escape is passed on to the frame
    // element, so the panel around it closes as it does everywhere else.
    let escape = StoredValue::new_local(None::<Closure<dyn Fn(web_sys::KeyboardEvent)>>);
    // A file that could not be read (offline before the service worker kept it) shows the
    // browser's error page, which is not ours: the frame is hidden and a sentence says why.
    let unavailable = RwSignal::new(false);
    let on_load = move |e: web_sys::Event| {
        let Some(frame) = e.target().and_then(|t| t.dyn_into::<web_sys::HtmlIFrameElement>().ok()) else { return };
        let ours = frame
            .content_document()
            .and_then(|page| page.query_selector(&format!("link[href=\"{STYLESHEET}\"]")).ok().flatten())
            .is_some();
        unavailable.set(!ours);
        let (true, Some(page)) = (ours, frame.content_window()) else { return };
        let pass_on = Closure::<dyn Fn(web_sys::KeyboardEvent)>::new(move |k: web_sys::KeyboardEvent| {
            if k.key() == "Escape" {
                let init = web_sys::KeyboardEventInit::new();
                init.set_key("Escape");
                init.set_bubbles(true);
                if let Ok(key) = web_sys::KeyboardEvent::new_with_keyboard_event_init_dict("keydown", &init) {
                    let _ = frame.dispatch_event(&key);
                }
            }
        });
        let _ = page.add_event_listener_with_callback("keydown", pass_on.as_ref().unchecked_ref());
        // Each load is a new page; the listener of the last one goes with it.
        escape.set_value(Some(pass_on));
    };
    view! {
        {move || unavailable.get().then(|| view! { <p class="muted" role="status">{move || tr().rules_unavailable()}</p> })}
        <iframe class="rules-frame" src=src title=title hidden=move || unavailable.get() on:load=on_load></iframe>
    }
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::rules_html;
    use crate::app::i18n::Lang;
    use crate::engine::registry::GameId;

    #[test]
    fn every_rules_page_is_a_whole_page_in_its_language() {
        for &game in GameId::ALL {
            for lang in Lang::ALL {
                let html = rules_html(game, lang);
                let what = format!("{} {}", game.id(), lang.code());
                assert!(html.starts_with("<!DOCTYPE html><html lang=\"") && html.ends_with("</html>"), "{what}");
                assert!(html.contains(&format!("<html lang=\"{}\">", lang.code())), "{what}");
                assert!(html.contains("<title>") && html.contains("<link rel=\"stylesheet\" href=\"rules.css\">"), "{what}");
                assert!(html.matches("<section").count() >= 6, "{what}: sections");
                assert!(html.contains("<section class=\"reconstructed\">"), "{what}: the reconstructions are marked");
            }
        }
    }

    #[test]
    fn the_headings_the_pages_are_found_by_are_there() {
        // tests/e2e (pwa.spec.js, platform.spec.js) open the rules by these headings.
        assert!(rules_html(GameId::Card, Lang::En).contains("<h2>The goal</h2>"));
        assert!(rules_html(GameId::Card, Lang::De).contains("<h2>Das Ziel</h2>"));
        assert!(rules_html(GameId::Tournament, Lang::En).contains("<h2>Goal</h2>"));
        assert!(rules_html(GameId::Tournament, Lang::De).contains("<title>Regeln: Turnier in Camelot</title>"));
    }
}
