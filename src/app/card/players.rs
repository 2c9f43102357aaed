//! The players panel: every seat in turn order, each keyed by its seat.

use super::seat::SeatCard;
use crate::app::i18n::tr;
use crate::app::play::table;
use crate::engine::card::CardGame;
use crate::engine::Seat;
use leptos::prelude::*;

#[component]
pub fn Players() -> impl IntoView {
    let t = table::<CardGame>();
    let seats = Memo::new(move |_| t.view.with(|v| (0..v.players).collect::<Vec<Seat>>()));
    let solo = Memo::new(move |_| t.view.with(|v| v.players == 1));
    view! {
        <Show when=move || solo.get()>
            <p class="muted">{move || tr().card_solo_note()}</p>
        </Show>
        <ul class="seats" aria-label=move || tr().card_players()>
            <For each=move || seats.get() key=|s| *s let(seat)>
                <SeatCard seat/>
            </For>
        </ul>
    }
}
