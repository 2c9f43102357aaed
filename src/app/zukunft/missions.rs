//! The face-up missions by row (1, 2 and 3 knights; the key cards with 5 players), each card
//! with its shields as coloured marks and in words, and the stacks left face down. Redrawn
//! whole from one memo.

use super::names;
use crate::app::i18n::{tr, Tr};
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

/// A mission card: its shields as marks, and the card in words.
pub fn card_view(card: MissionId, t: Tr) -> AnyView {
    let c = card.card();
    let marks = c.shields.iter().map(|&k| view! { <span class=shield_class(k)></span> }).collect_view();
    view! {
        <span class=if c.stack == Stack::Key { "zk-card zk-key" } else { "zk-card" }>
            <span class="zk-shields" aria-hidden="true">{marks}{(c.grail > 0).then_some("◆")}</span>
            <span class="zk-ctext">{names::mission(card, t)}</span>
        </span>
    }
    .into_any()
}

#[component]
pub fn Missions() -> impl IntoView {
    let t = table::<Zukunft>();
    let state = Memo::new(move |_| t.view.with(|v| (v.display.clone(), v.decks)));
    move || {
        let tr = tr();
        let (display, d) = state.get();
        let rows = (1..=3u8)
            .filter_map(|r| {
                let cards: Vec<MissionId> = display.iter().copied().filter(|m| m.card().row() == r).collect();
                (!cards.is_empty()).then(|| {
                    let items = cards.into_iter().map(|m| view! { <li>{card_view(m, tr)}</li> }).collect_view();
                    view! {
                        <div class="zk-mrow">
                            <span class="zk-rowname">{tr.zk_mission_row(&r)}</span>
                            <ul class="zk-cards">{items}</ul>
                        </div>
                    }
                })
            })
            .collect_view();
        view! {
            <section class="zk-missions" aria-labelledby="zk-missions-h">
                <h2 id="zk-missions-h">{tr.zk_missions()}</h2>
                {display.is_empty().then(|| view! { <p class="small">{tr.zk_no_missions()}</p> })}
                {rows}
                <p class="small">{tr.zk_decks(&d[0], &d[1], &d[2], &d[3])}</p>
            </section>
        }
    }
}
