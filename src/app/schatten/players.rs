//! The players panel: every seat clockwise, what the table knows of each.

use super::seat::SeatCard;
use crate::app::i18n::{txt, Tr};
use crate::app::play::table;
use crate::engine::schatten::Schatten;
use crate::engine::Seat;
use leptos::prelude::*;

#[component]
pub fn Players() -> impl IntoView {
    let t = table::<Schatten>();
    let seats = Memo::new(move |_| t.view.with(|v| (0..v.players).collect::<Vec<Seat>>()));
    view! {
        <ul class="seats sc-seats" aria-label=txt(Tr::sc_players)>
            <For each=move || seats.get() key=|s| crate::app::kit::key(usize::from(*s)) let(seat)>
                <SeatCard seat/>
            </For>
        </ul>
    }
}
