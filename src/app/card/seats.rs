//! The seats round the table, in turn order, each keyed by its seat so a change to one seat
//! redraws that seat only.

use super::seat_plate::SeatPlate;
use crate::app::i18n::Tr;
use crate::app::kit::key;
use crate::app::play::table;
use crate::engine::card::CardGame;
use super::names::txt;
use leptos::prelude::*;

#[component]
pub fn TableSeats() -> impl IntoView {
    let t = table::<CardGame>();
    let seats = Memo::new(move |_| t.view.with(|v| v.players));
    view! {
        <ul class="plates" aria-label=txt(Tr::card_players)>
            <For each=move || 0..seats.get() key=|s| key(usize::from(*s)) let(seat)>
                <SeatPlate seat/>
            </For>
        </ul>
    }
}
