//! The face-up missions by row (1, 2 and 3 knights; the key cards with 5 players), each card
//! with its shields as coloured marks and in words, and the stacks left face down.

use super::names;
use crate::app::i18n::{tr, txt, Tr};
use crate::app::play::table;
use crate::engine::zukunft::data::{MissionId, ShieldKind, Stack};
use crate::engine::zukunft::Zukunft;
use leptos::prelude::*;

fn shield_class(k: ShieldKind) -> &'static str {
    match k {
        ShieldKind::Red => "zk-sh zk-r-red",
        ShieldKind::Green => "zk-sh zk-r-green",
        ShieldKind::Yellow => "zk-sh zk-r-yellow",
        ShieldKind::Blue => "zk-sh zk-r-blue",
        ShieldKind::Multi => "zk-sh zk-multi",
        ShieldKind::Violet => "zk-sh zk-r-violet",
    }
}

/// A mission card: its label, its shields as marks, and the card in words.
#[component]
pub fn MissionCard(card: MissionId) -> impl IntoView {
    let c = card.card();
    view! {
        <span class="zk-card" class:zk-key=c.stack == Stack::Key>
            <span class="zk-shields" aria-hidden="true">
                {c.shields.iter().map(|&k| view! { <span class=shield_class(k)></span> }).collect_view()}
                {c.grail.gt(&0).then(|| view! { <span class="zk-grail-i">"◆"</span> })}
            </span>
            <span class="zk-ctext">{move || names::mission(card, tr())}</span>
        </span>
    }
}

#[component]
pub fn Missions() -> impl IntoView {
    let t = table::<Zukunft>();
    let display = Memo::new(move |_| t.view.with(|v| v.display.clone()));
    let decks = Memo::new(move |_| t.view.with(|v| v.decks));
    let row = move |r: u8| {
        let cards = move || display.with(|d| d.iter().copied().filter(|m| m.card().row() == r).collect::<Vec<_>>());
        view! {
            <Show when=move || !cards().is_empty()>
                <div class="zk-mrow">
                    <span class="zk-rowname">{move || tr().zk_mission_row(&r)}</span>
                    <ul class="zk-cards">
                        <For each=cards key=|m| *m let(card)>
                            <li><MissionCard card/></li>
                        </For>
                    </ul>
                </div>
            </Show>
        }
    };
    view! {
        <section class="zk-missions" aria-labelledby="zk-missions-h">
            <h3 id="zk-missions-h">{txt(Tr::zk_missions)}</h3>
            <Show when=move || display.with(Vec::is_empty)>
                <p class="small muted">{txt(Tr::zk_no_missions)}</p>
            </Show>
            {(1..=3).map(row).collect_view()}
            <p class="small">{move || { let d = decks.get(); tr().zk_decks(&d[0], &d[1], &d[2], &d[3]) }}</p>
        </section>
    }
}
