//! The Godsend phase as the table sees it: why there are picks at all (in plain words), the
//! face-up cards and the deck, and who picks in which order and why.

use crate::app::i18n::Tr;
use super::text;
use crate::app::i18n::lang;
use crate::app::play::table;
use crate::engine::tournament::Tournament;
use leptos::prelude::*;

#[component]
pub fn GodsendPhase() -> impl IntoView {
    let t = table::<Tournament>();
    let queue = move || t.view.with(|v| v.godsend_queue.clone());
    let intro = move || {
        let l = lang();
        t.view.with(|v| {
            let top = v.seats.iter().map(|s| s.health).max().unwrap_or(0);
            let best: Vec<String> = v.seats.iter().filter(|s| s.health == top).map(|s| t.name(s.seat)).collect();
            Tr(l).tm_help_for_the_next_round(&best.join(", "), &top)
        })
    };
    view! {
        <section class="t-godsends" aria-labelledby="t-gs-h">
            <h2 id="t-gs-h">{text::tx(Tr::tm_godsend_phase)}</h2>
            <p>{text::txt(move |_| intro())}</p>
            <p class="small">{text::txt(move |l| Tr(l).tm_deck_a_cards_a_pick(&t.view.with(|v| v.godsend_deck)))}</p>
            <ol class="t-queue">
                {move || queue().into_iter().enumerate().map(|(i, (seat, reason))| {
                    let l = lang();
                    let now = if i == 0 { Tr(l).tm_picking_now() } else { "" };
                    view! { <li class:now=i == 0><strong>{t.name(seat)}</strong>" "{text::pick_reason(reason, l)}{now}</li> }
                }).collect_view()}
            </ol>
        </section>
    }
}
