//! The players, one [`SeatPanel`] each in seat order, with the suit legend and the last
//! round's summary (closed while a round is under way).

use super::legend::SuitLegend;
use super::round_summary::RoundSummary;
use super::seat_panel::SeatPanel;
use crate::app::play::table;
use crate::engine::tournament::data::Suit;
use crate::engine::tournament::Tournament;
use leptos::prelude::*;

#[component]
pub fn PlayersPanel() -> impl IntoView {
    let t = table::<Tournament>();
    let seats = Memo::new(move |_| t.view.with(|v| (0..v.players).collect::<Vec<_>>()));
    let suits = Memo::new(move |_| t.view.with(|v| Suit::ALL.iter().copied().filter(|s| v.players > 2 || *s != Suit::Arrows).collect::<Vec<_>>()));
    view! {
        <div class="t-players">
            <For each=move || seats.get() key=|s| crate::app::kit::key(usize::from(*s)) let(seat)>
                <SeatPanel seat/>
            </For>
            <SuitLegend suits/>
            <RoundSummary open=false/>
        </div>
    }
}
