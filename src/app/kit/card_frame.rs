//! A card as it lies on a table: a framed rectangle with its value in two corners, its picture
//! in the middle and its title and text below — or its back when face down (the sprite's card
//! back). Each game fills the face (its colour is the game's `kind` class, setting `--qc`); the
//! frame gives every card the same size steps, and a table scales them with the custom
//! properties `--card-s`, `--card-m` and `--card-l` (the widths of the three sizes).

use super::art::{kit, Art};
use super::Icon;
use leptos::prelude::*;

#[component]
pub fn CardFrame(
    /// The game's class for the kind of card (colours, icon), e.g. `"quest dragon"`.
    #[prop(into)]
    kind: String,
    /// A stable identity for motion: the same card keeps the same key wherever it lies.
    #[prop(into, optional)]
    flip_key: Option<String>,
    /// Shows the back instead of the face.
    #[prop(optional)]
    face_down: bool,
    /// `"s"`, `"m"` (default) or `"l"`.
    #[prop(optional)]
    size: Option<&'static str>,
    /// The value printed in the corners ("4", "?", "#2"); decorative, the face's text says it.
    #[prop(into, optional)]
    value: Option<String>,
    /// The picture in the middle of the face; decorative, the title names it.
    #[prop(optional)]
    picture: Option<Art>,
    /// The face's text (title, effect, swords).
    children: Children,
) -> impl IntoView {
    // A card's frame never changes: a card that turns over is another card on the table (a hand
    // is rebuilt on every hand-over, so the frame is built often and kept free of reactive parts).
    let size = size.unwrap_or("m");
    let class = format!("cardf {size} {kind}{}", if face_down { " down" } else { "" });
    let face = move || {
        let corner = value.filter(|v| !v.is_empty());
        let end = corner.clone();
        view! {
            {corner.map(|v| view! { <span class="corner">{v}</span> })}
            {picture.map(|art| view! { <Icon art class="pic"/> })}
            {children()}
            {end.map(|v| view! { <span class="corner end" aria-hidden="true">{v}</span> })}
        }
    };
    view! {
        <div class=class data-flip=flip_key>
            {if face_down { view! { <CardBack/> }.into_any() } else { face().into_any() }}
        </div>
    }
}

/// The back of a card, drawn from the sprite; decorative (the pile or seat says what it is).
#[component]
pub fn CardBack() -> impl IntoView {
    view! { <span class="back" aria-hidden="true"><Icon art=kit::CARD_BACK/></span> }
}
