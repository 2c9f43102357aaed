//! A seat's arms: a shield in the seat's colour (`--seat-<n>`, `style/main.css`) with the
//! seat's ordinary (pale, fess, bend, …), so two seats differ by pattern as well as by colour.
//! Decorative by default (the seat's name stands beside it); a label makes it an image.

use super::art::{kit, Art};
use super::Icon;
use crate::engine::Seat;
use leptos::prelude::*;

/// The eight arms, one per seat in turn.
const ARMS: [Art; 8] = [kit::ARMS_1, kit::ARMS_2, kit::ARMS_3, kit::ARMS_4, kit::ARMS_5, kit::ARMS_6, kit::ARMS_7, kit::ARMS_8];

/// A seat's colour class (`seat-0` … `seat-7`, and round again).
#[must_use]
pub fn seat_class(seat: Seat) -> String {
    format!("seat-{}", seat % 8)
}

/// A seat's arms.
#[must_use]
pub fn arms_of(seat: Seat) -> Art {
    ARMS[usize::from(seat) % ARMS.len()]
}

#[component]
pub fn Crest(
    seat: Seat,
    /// The text alternative ("Ann's arms"), when nothing beside it names the seat.
    #[prop(into, optional)]
    label: Option<TextProp>,
) -> impl IntoView {
    let class: &'static str = ["crest seat-0", "crest seat-1", "crest seat-2", "crest seat-3", "crest seat-4", "crest seat-5", "crest seat-6", "crest seat-7"][usize::from(seat) % 8];
    match label {
        Some(l) => view! { <Icon art=arms_of(seat) class label=l/> }.into_any(),
        None => view! { <Icon art=arms_of(seat) class/> }.into_any(),
    }
}
