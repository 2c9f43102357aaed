//! A round marker: a number, a short symbol or a picture on a coloured disc (a Merlin tile, a
//! turn-order marker, a siege engine), with its meaning as the accessible name.

use super::art::Art;
use super::Icon;
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
    /// A picture printed on it, before the face.
    #[prop(optional)]
    art: Option<Art>,
) -> impl IntoView {
    let title = name.clone();
    view! {
        <span class=format!("token {class}") role="img" aria-label=move || name.get() title=move || title.get()>
            {art.map(|a| view! { <Icon art=a/> })}
            <span aria-hidden="true">{move || face.get()}</span>
        </span>
    }
}
