//! The Godsend phase as the table sees it: why there are picks at all (in plain words), the
//! face-up cards and the deck, and who picks in which order and why.

use super::text;
use crate::app::i18n::lang;
use crate::app::play::table;
use crate::engine::tournament::Tournament;
use crate::tr;
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
            tf!(l, "Help for the next round: the players with less Health pick first (lowest first), then one extra card for each 100 behind the leader. The leader ({0}, {1} Health) gets none.",
                "Hilfe für die nächste Runde: Wer weniger Gesundheit hat, wählt zuerst (die wenigste zuerst), dann eine Extrakarte je 100 Rückstand. Der Beste ({0}, {1} Gesundheit) bekommt keine.", &best.join(", "), &top)
        })
    };
    view! {
        <section class="t-godsends" aria-labelledby="t-gs-h">
            <h2 id="t-gs-h">{text::tx("Godsend phase", "Gottesgaben")}</h2>
            <p>{text::txt(move |_| intro())}</p>
            <p class="small">{text::txt(move |l| tf!(l, "Deck: {0} cards — a pick may draw the top card blind instead.", "Stapel: {0} Karten — man darf stattdessen die oberste verdeckt ziehen.", &t.view.with(|v| v.godsend_deck)))}</p>
            <ol class="t-queue">
                {move || queue().into_iter().enumerate().map(|(i, (seat, reason))| {
                    let l = lang();
                    let now = if i == 0 { tr!(l, " — picking now", " — wählt jetzt") } else { "" };
                    view! { <li class:now=i == 0><strong>{t.name(seat)}</strong>" "{text::pick_reason(reason, l)}{now}</li> }
                }).collect_view()}
            </ol>
        </section>
    }
}
