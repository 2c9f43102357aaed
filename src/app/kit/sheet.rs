//! A panel that a button opens over the table on a phone (the players, the log, the rules) and
//! that sits beside the table on a wide screen. Closed with its button or Escape; focus goes
//! into it when it opens. Not a landmark of its own: what it holds names itself (the log is a
//! region called "Log"), so nothing is announced twice.

use leptos::prelude::*;

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
    children: Children,
) -> impl IntoView {
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
        <section class=format!("sheet {class}") class:open=move || open.get() node_ref=panel tabindex="-1"
            on:keydown=move |e| if e.key() == "Escape" { open.set(false); }>
            <div class="sheet-head">
                <h2>{move || title.get()}</h2>
                <button type="button" class="close" on:click=move |_| open.set(false)
                    aria-label=move || format!("{}: {}", close_label.get(), title2.get())>"×"</button>
            </div>
            <div class="sheet-body">{children()}</div>
        </section>
    }
}
