//! A panel that a button opens over the table on a phone (the players, the log, the rules) and
//! that sits beside the table on a wide screen. Closed with its button or Escape; focus goes
//! into it when it opens. Not a landmark of its own: what it holds names itself (the log is a
//! region called "Log"), so nothing is announced twice.
//!
//! What a panel holds is in the page only while it can be seen: a closed panel on a phone is not
//! kept up to date behind the table on every move (that was most of the page's work per tap on
//! the tournament table: the players panel alone took more DOM changes than the board).

use leptos::prelude::*;
use std::cell::OnceCell;
use wasm_bindgen::prelude::Closure;
use wasm_bindgen::JsCast;

/// Where panels sit beside the table (`style/main.css`, its wide-screen block).
const WIDE: &str = "(min-width: 700px)";

thread_local! {
    static WIDE_NOW: OnceCell<ArcRwSignal<bool>> = const { OnceCell::new() };
}

/// Whether the screen is wide enough for panels beside the table (the tablet and desktop
/// layouts), kept up to date (one listener for the page's lifetime).
pub fn wide_screen() -> ArcRwSignal<bool> {
    WIDE_NOW.with(|cell| {
        cell.get_or_init(|| {
            let Some(query) = web_sys::window().and_then(|w| w.match_media(WIDE).ok().flatten()) else {
                return ArcRwSignal::new(false);
            };
            let now = ArcRwSignal::new(query.matches());
            let (q, n) = (query.clone(), now.clone());
            let listener = Closure::<dyn Fn()>::new(move || n.set(q.matches()));
            let _ = query.add_event_listener_with_callback("change", listener.as_ref().unchecked_ref());
            listener.forget();
            now
        })
        .clone()
    })
}

#[component]
pub fn Sheet(
    /// The panel's name (its heading and the button that opens it).
    #[prop(into)]
    title: TextProp,
    /// Whether it is open (on a phone; a wide screen may always show it, by CSS).
    open: RwSignal<bool>,
    #[prop(into)] close_label: TextProp,
    /// A class for the panel's place in the layout.
    #[prop(optional)]
    class: &'static str,
    /// Shown beside the table on a wide screen, open or not (the players, the log).
    #[prop(optional)]
    side: bool,
    children: ChildrenFn,
) -> impl IntoView {
    let wide = side.then(wide_screen);
    let shown = move || open.get() || wide.as_ref().is_some_and(|w| w.get());
    let panel = NodeRef::<leptos::html::Section>::new();
    Effect::new(move |was: Option<bool>| {
        let now = open.get();
        if now && was == Some(false) {
            if let Some(p) = panel.get() {
                let _ = p.focus();
            }
        }
        now
    });
    let title2 = title.clone();
    view! {
        <section class=format!("sheet {class}{}", if side { " side" } else { "" }) class:open=move || open.get() node_ref=panel tabindex="-1"
            on:keydown=move |e| if e.key() == "Escape" { open.set(false); }>
            <div class="sheet-head">
                <h2>{move || title.get()}</h2>
                <button type="button" class="close" on:click=move |_| open.set(false)
                    aria-label=move || format!("{}: {}", close_label.get(), title2.get())>"×"</button>
            </div>
            <div class="sheet-body"><Show when=shown.clone()>{children()}</Show></div>
        </section>
    }
}
