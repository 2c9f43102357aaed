//! A round marker: a number or a short symbol on a coloured disc (a Merlin tile, a turn-order
//! marker, a siege engine), with its meaning as the accessible name.

use leptos::prelude::*;

#[component]
pub fn Token(
    /// What is printed on it (short).
    #[prop(into)]
    face: TextProp,
    /// What it means, in words.
    #[prop(into)]
    name: TextProp,
    /// The game's class (colour).
    #[prop(optional)]
    class: &'static str,
) -> impl IntoView {
    let title = name.clone();
    view! {
        <span class=format!("token {class}") role="img" aria-label=move || name.get() title=move || title.get()>
            <span aria-hidden="true">{move || face.get()}</span>
        </span>
    }
}
