//! The turn-order track (top first) and the score track: one line per colour in turn order,
//! with its player, its score on a 0–60 bar and the "60" tile once it passed 60 (Z-SETUP-8).
//! With 2 players each seat's two colours show its name, and the seat's lower score counts.

use super::describe::who;
use super::names;
use crate::app::i18n::{tr, txt, Tr};
use crate::app::kit::{Track, TrackMark};
use crate::app::play::table;
use crate::engine::zukunft::data::Colour;
use crate::engine::zukunft::Zukunft;
use leptos::prelude::*;

#[component]
fn ScoreLine(colour: Colour, place: Memo<usize>) -> impl IntoView {
    let t = table::<Zukunft>();
    let c = Memo::new(move |_| t.view.with(|v| v.colours.iter().find(|x| x.colour == colour).map(|x| (x.score, x.sixty, x.seat))));
    let acting = Memo::new(move |_| t.view.with(|v| super::describe::pending_colour(&v.pending) == Some(colour) || matches!(&v.pending, crate::engine::zukunft::Pending::Fists { waiting } if waiting.contains(&colour))));
    let score = Signal::derive(move || c.with(|c| c.map_or(0, |c| i32::from(c.0 % 60))));
    let name = move || t.names.with_value(|n| t.view.with(|v| who(v, n, colour, tr())));
    let text = move || {
        let tr = tr();
        let (s, sixty, _) = c.get().unwrap_or_default();
        let _ = sixty;
        tr.zk_score_of(&name(), &names::points(i32::from(s), tr))
    };
    let marks = Signal::derive(|| vec![TrackMark { at: 60, label: "60".into() }]);
    view! {
        <li class=format!("zk-score {}", names::class(colour)) class:zk-acting=move || acting.get()>
            <span class="zk-place" aria-hidden="true">{move || place.get() + 1}</span>
            <span class="zk-dot" aria-hidden="true"></span>
            <span class="zk-who">{name}</span>
            <Show when=move || c.with(|c| c.is_some_and(|c| c.1))>
                <span class="zk-sixty" role="img" aria-label=txt(Tr::zk_sixty)>"60"</span>
            </Show>
            <Track value=score max=60 text class="zk-track" marks/>
        </li>
    }
}

#[component]
pub fn Tracks() -> impl IntoView {
    let t = table::<Zukunft>();
    let order = Memo::new(move |_| t.view.with(|v| v.order.clone()));
    let two = Memo::new(move |_| t.view.with(|v| v.players == 2));
    view! {
        <section class="zk-tracks" aria-labelledby="zk-order-h">
            <h3 id="zk-order-h">{txt(Tr::zk_order_and_score)}</h3>
            <ol class="zk-order">
                <For each=move || order.get() key=|c| *c let(colour)>
                    {
                        let place = Memo::new(move |_| order.with(|o| o.iter().position(|&x| x == colour).unwrap_or(0)));
                        view! { <ScoreLine colour place/> }
                    }
                </For>
            </ol>
            <Show when=move || two.get()>
                <p class="small">{txt(Tr::zk_two_note)}</p>
            </Show>
        </section>
    }
}
