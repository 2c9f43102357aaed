//! The players around the table, in seat order: each name, a mark on whoever is acting, and a
//! short line of what everyone can see of them (life, cards in hand, score). Keyed by seat, so
//! a change to one player redraws that player only.

use crate::engine::Seat;
use leptos::prelude::*;

/// What the strip shows of one seat.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatChip {
    pub seat: Seat,
    pub name: String,
    /// This seat must act now.
    pub active: bool,
    /// The viewer's own seat.
    pub me: bool,
    /// A game's class for the seat (a colour, "traitor").
    pub class: String,
    /// Public facts, short (e.g. "Health 310 · 3 cards").
    pub detail: String,
}

#[component]
pub fn SeatStrip(
    #[prop(into)] seats: Signal<Vec<SeatChip>>,
    #[prop(into)] label: TextProp,
) -> impl IntoView {
    let chip = move |seat: Seat| Memo::new(move |_| seats.with(|v| v.iter().find(|c| c.seat == seat).cloned()));
    view! {
        <ul class="seat-strip" aria-label=move || label.get()>
            <For each=move || seats.with(|v| v.iter().map(|c| c.seat).collect::<Vec<_>>()) key=|s| super::key(usize::from(*s)) let(seat)>
                {
                    let c = chip(seat);
                    let field = move |f: fn(&SeatChip) -> String| move || c.with(|c| c.as_ref().map(f).unwrap_or_default());
                    view! {
                        <li class=field(|c| format!("chip {}", c.class))
                            class:active=move || c.with(|c| c.as_ref().is_some_and(|c| c.active))
                            class:me=move || c.with(|c| c.as_ref().is_some_and(|c| c.me))
                            aria-current=move || c.with(|c| c.as_ref().is_some_and(|c| c.active)).then_some("true")>
                            <span class="name">{field(|c| c.name.clone())}</span>
                            <span class="detail">{field(|c| c.detail.clone())}</span>
                        </li>
                    }
                }
            </For>
        </ul>
    }
}
