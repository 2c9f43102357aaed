//! A card as it lies on a table: a framed rectangle with its title, its value and its text, or
//! its back when face down. Each game fills the face; the frame gives every card the same size
//! steps, so a pile or a hand never changes width with the card on top.

use leptos::prelude::*;

#[component]
pub fn CardFrame(
    /// The game's class for the kind of card (colours, icon), e.g. `"quest dragon"`.
    #[prop(into)]
    kind: Signal<String>,
    /// A stable identity for motion: the same card keeps the same key wherever it lies.
    #[prop(into, optional)]
    flip_key: Option<String>,
    /// Shows the back instead of the face.
    #[prop(into, optional)]
    face_down: Signal<bool>,
    /// `"s"`, `"m"` (default) or `"l"`.
    #[prop(optional)]
    size: Option<&'static str>,
    /// The face.
    children: ChildrenFn,
) -> impl IntoView {
    let size = size.unwrap_or("m");
    view! {
        <div class=move || format!("cardf {size} {}", kind.get()) class:down=face_down data-flip=flip_key>
            <Show when=move || !face_down.get() fallback=|| view! { <span class="back" aria-hidden="true"></span> }>
                {children()}
            </Show>
        </div>
    }
}
