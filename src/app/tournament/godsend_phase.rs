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
    let face_up = move || t.view.with(|v| v.godsend_face_up.clone());
    let queue = move || t.view.with(|v| v.godsend_queue.clone());
    let intro = move || {
        let l = lang();
        t.view.with(|v| {
            let top = v.seats.iter().map(|s| s.health).max().unwrap_or(0);
            let best: Vec<String> = v.seats.iter().filter(|s| s.health == top).map(|s| t.name(s.seat)).collect();
            tf!(l, "Help for the next round goes to the players with the least Health: they pick first, lowest first. Then everyone 100 or more behind the leader gets one extra card, and one more at 200 behind. The leader ({0}, {1} Health) gets none.",
                "Hilfe für die nächste Runde bekommen die Spieler mit der wenigsten Gesundheit: Sie wählen zuerst, die wenigste zuerst. Dann bekommt jeder mit 100 oder mehr Rückstand eine Extrakarte, ab 200 noch eine. Der Beste ({0}, {1} Gesundheit) bekommt keine.", &best.join(", "), &top)
        })
    };
    view! {
        <section class="t-godsends" aria-labelledby="t-gs-h">
            <h2 id="t-gs-h">{text::tx("Godsend phase", "Gottesgaben")}</h2>
            <p>{text::txt(move |_| intro())}</p>
            <ul class="t-row t-gs-up" aria-label=text::tx("Face-up Godsends", "Offene Gottesgaben")>
                {move || face_up().into_iter().map(|g| view! {
                    <li class="t-gs"><strong>{text::txt(move |l| text::godsend(g.kind(), l).to_owned())}</strong>" "<span>{text::txt(move |l| text::godsend_effect(g.kind(), l).to_owned())}</span></li>
                }).collect_view()}
            </ul>
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
