//! A stack of cards: its name, how many cards it holds, and what shows on top (a face, a card
//! back, or an empty outline). The slot keeps the size of one card, whatever lies in it.

use leptos::prelude::*;

#[component]
pub fn Pile(
    #[prop(into)] label: TextProp,
    #[prop(into)] count: Signal<usize>,
    /// A key for motion: a card drawn from this pile slides out of it.
    #[prop(optional)]
    flip_key: Option<&'static str>,
    /// The top card (face up) when there is one; otherwise the back or the empty outline shows.
    #[prop(optional)]
    children: Option<ChildrenFn>,
    /// The pile is face down (a deck): a back shows while it has cards.
    #[prop(optional)]
    face_down: bool,
    #[prop(optional)] size: Option<&'static str>,
) -> impl IntoView {
    let size = size.unwrap_or("m");
    let label2 = label.clone();
    let top = move || {
        if count.get() == 0 {
            view! { <div class=format!("cardf {size} empty") aria-hidden="true"></div> }.into_any()
        } else if let (false, Some(c)) = (face_down, children.as_ref()) {
            c().into_any()
        } else {
            view! { <div class=format!("cardf {size} down") aria-hidden="true"><span class="back"></span></div> }.into_any()
        }
    };
    view! {
        <figure class="pile" data-flip=flip_key>
            <div class="slot">{top}</div>
            <figcaption>
                <span class="count">{move || count.get()}</span>
                " "
                <span class="name">{move || label.get()}</span>
            </figcaption>
            <span class="visually-hidden">{move || format!("{}: {}", label2.get(), count.get())}</span>
        </figure>
    }
}
