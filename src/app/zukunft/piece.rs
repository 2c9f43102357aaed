//! A figure on the table: a knight in its colour with that colour's arms on its chest (so two
//! colours differ by pattern as well as by hue), Mordred's black knight edged in his colour, a
//! neutral knight in grey, or a magician's pointed hat. An image with its name in words; keyed
//! for motion when it can move.

use super::names;
use crate::app::kit::art::{href, kit, zukunft, Art};
use crate::app::kit::arms_of;
use crate::engine::zukunft::data::Colour;
use crate::engine::zukunft::{Figure, Occupant};
use leptos::prelude::*;

/// A colour's arms: red, green, yellow, blue and purple take the kit's first five.
#[must_use]
pub fn arms(c: Colour) -> Art {
    arms_of(u8::try_from(c.index()).unwrap_or(0))
}

/// The class of a figure: its colour, and what kind it is.
#[must_use]
pub fn class_of(o: Occupant) -> String {
    match o {
        Occupant::Neutral => "zk-piece zk-neutral".to_owned(),
        Occupant::Colour(c, Figure::Knight) => format!("zk-piece {}", names::class(c)),
        Occupant::Colour(c, Figure::BlackKnight) => format!("zk-piece zk-black {}", names::class(c)),
        Occupant::Colour(c, Figure::Magician) => format!("zk-piece zk-mage {}", names::class(c)),
    }
}

#[component]
pub fn Piece(
    occupant: Occupant,
    /// Its name in words ("Red's knight").
    #[prop(into)]
    label: TextProp,
    /// A key for motion (`kit::flip`): the same figure keeps it wherever it stands.
    #[prop(optional_no_strip)]
    flip_key: Option<String>,
    /// Where it comes from when it is new here (a `kit::flip` key).
    #[prop(optional_no_strip)]
    flip_from: Option<String>,
) -> impl IntoView {
    let body = match occupant {
        Occupant::Colour(_, Figure::Magician) => view! {
            <svg class="hat" aria-hidden="true" focusable="false"><use href=href(zukunft::MAGICIAN)></use></svg>
        }
        .into_any(),
        Occupant::Colour(c, _) => view! {
            <svg class="body" aria-hidden="true" focusable="false"><use href=href(kit::FIGURE)></use></svg>
            <svg class="arms" aria-hidden="true" focusable="false"><use href=href(arms(c))></use></svg>
        }
        .into_any(),
        Occupant::Neutral => view! {
            <svg class="body" aria-hidden="true" focusable="false"><use href=href(kit::FIGURE)></use></svg>
        }
        .into_any(),
    };
    view! {
        <span class=class_of(occupant) role="img" aria-label=move || label.get() data-flip=flip_key data-flip-from=flip_from>
            {body}
        </span>
    }
}
