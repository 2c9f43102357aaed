//! A stack of cards: what shows on top (a face, a card back, or an empty outline), a badge with
//! how many cards it holds, its depth drawn as the edges of the cards under the top one, and
//! its name under it (wrapping within the card's width, so two piles side by side never run
//! into each other). The slot keeps the size of one card, whatever lies in it.

use super::CardBack;
use leptos::prelude::*;

/// How thick the stack looks: 0 (empty or one card) to 3 (many).
fn depth(count: usize) -> usize {
    match count {
        0 | 1 => 0,
        2..=4 => 1,
        5..=14 => 2,
        _ => 3,
    }
}

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
            view! { <div class=format!("cardf {size} down") aria-hidden="true"><CardBack/></div> }.into_any()
        }
    };
    view! {
        <figure class=format!("pile {size}") data-flip=flip_key>
            <div class="slot" data-depth=move || depth(count.get())>
                {top}
                <span class="count" aria-hidden="true">{move || count.get()}</span>
            </div>
            <figcaption aria-hidden="true">{move || label.get()}</figcaption>
            <span class="visually-hidden">{move || format!("{}: {}", label2.get(), count.get())}</span>
        </figure>
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_pile_looks_thicker_with_more_cards() {
        let d: Vec<usize> = [0, 1, 2, 5, 30].into_iter().map(super::depth).collect();
        assert_eq!(d, vec![0, 0, 1, 2, 3]);
    }
}
