//! The players panel: every seat in turn order, each keyed by its seat.

use super::seat::SeatCard;
use crate::app::i18n::Tr;
use crate::app::play::table;
use crate::engine::card::CardGame;
use crate::engine::Seat;
use super::names::txt;
use leptos::prelude::*;

#[component]
pub fn Players() -> impl IntoView {
    let t = table::<CardGame>();
    let seats = move || t.view.with(|v| (0..v.players).collect::<Vec<Seat>>());
    let solo = move || t.view.with(|v| v.players == 1);
    view! {
        <Show when=solo>
            <p class="muted">{txt(Tr::card_solo_note)}</p>
        </Show>
        <ul class="seats" aria-label=txt(Tr::card_players)>
            {move || seats().into_iter().map(|seat| view! { <SeatCard seat/> }).collect_view()}
        </ul>
    }
}
