//! The players: one block per seat with its colour panels (two per seat with 2 players, where
//! the lower of the two scores counts, Z-2P-4). Redrawn whole from the view (a few lines each).

use super::colour_panel::colour_panel;
use crate::app::i18n::tr;
use crate::app::play::table;
use crate::engine::zukunft::Zukunft;
use leptos::prelude::*;

#[component]
pub fn PlayersPanel() -> impl IntoView {
    let t = table::<Zukunft>();
    move || {
        let tr = tr();
        t.view.with(|v| {
            let seats = (0..v.players)
                .map(|seat| {
                    let name = t.name(seat);
                    let mine: Vec<_> = v.colours.iter().filter(|c| c.seat == seat).collect();
                    let lower = mine.iter().map(|c| c.score).min().unwrap_or(0);
                    let panels = mine.iter().map(|c| colour_panel(c, v.me.as_ref(), tr)).collect_view();
                    view! {
                        <article class="zk-seat" aria-label=name.clone()>
                            <h3>{name.clone()}</h3>
                            {(v.players == 2).then(|| view! { <p class="small">{tr.zk_counts_lower(&lower)}</p> })}
                            {panels}
                        </article>
                    }
                })
                .collect_view();
            view! {
                <div class="zk-players">
                    {seats}
                    <p class="small">{tr.zk_private_note()}</p>
                </div>
            }
        })
    }
}
