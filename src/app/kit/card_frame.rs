//! A card as it lies on a table: a framed rectangle with its title, its value and its text, or
//! its back when face down. Each game fills the face; the frame gives every card the same size
//! steps, so a pile or a hand never changes width with the card on top.

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
    /// The face.
    children: Children,
) -> impl IntoView {
    // A card's frame never changes: a card that turns over is another card on the table (a hand
    // is rebuilt on every hand-over, so the frame is built often and kept free of reactive parts).
    let size = size.unwrap_or("m");
    let class = format!("cardf {size} {kind}{}", if face_down { " down" } else { "" });
    view! {
        <div class=class data-flip=flip_key>
            {if face_down { view! { <span class="back" aria-hidden="true"></span> }.into_any() } else { children().into_any() }}
        </div>
    }
}
