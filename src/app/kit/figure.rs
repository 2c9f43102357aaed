//! A knight as a playing piece, in the seat's colour with its arms on the chest: for a table
//! that moves knights between places. An image with its text alternative ("Ann's knight").

use super::art::kit;
use super::crest::arms_of;
use super::art::href;
use crate::engine::Seat;
use leptos::prelude::*;

#[component]
pub fn Figure(
    seat: Seat,
    /// What it stands for, in words.
    #[prop(into)]
    label: TextProp,
    /// A key for motion ([`super::flip`]): the same knight keeps it wherever it stands.
    #[prop(into, optional)]
    flip_key: Option<String>,
) -> impl IntoView {
    let class = format!("figure {}", super::crest::seat_class(seat));
    view! {
        <span class=class role="img" aria-label=move || label.get() data-flip=flip_key>
            <svg class="piece" aria-hidden="true" focusable="false"><use href=href(kit::FIGURE)></use></svg>
            <svg class="arms" aria-hidden="true" focusable="false"><use href=href(arms_of(seat))></use></svg>
        </span>
    }
}
