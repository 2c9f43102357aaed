//! The hinterland: each colour's knights lying there, and the three face-down Grail stacks
//! (or the supply spread out while Parzival looks through it). Redrawn whole from one memo.

use super::names;
use crate::app::i18n::tr;
use crate::app::play::table;
use crate::engine::zukunft::Zukunft;
use leptos::prelude::*;

#[component]
pub fn Hinterland() -> impl IntoView {
    let t = table::<Zukunft>();
    let state = Memo::new(move |_| t.view.with(|v| (v.colours.iter().map(|c| (c.colour, c.hinterland)).collect::<Vec<_>>(), v.grail_stacks, v.grail_spread)));
    move || {
        let tr = tr();
        let (knights, s, spread) = state.get();
        let items = knights
            .into_iter()
            .map(|(c, n)| view! { <li class=names::class(c)><span class="zk-dot" aria-hidden="true"></span>{tr.zk_hinter_knights(&names::colour(c, tr), &n)}</li> })
            .collect_view();
        let stacks = if spread { tr.zk_grail_spread(&(s[0] + s[1] + s[2])) } else { tr.zk_grail_stacks(&s[0], &s[1], &s[2]) };
        view! {
            <section class="zk-hinter" aria-labelledby="zk-hinter-h">
                <h2 id="zk-hinter-h">{tr.zk_hinterland()}</h2>
                <ul class="zk-hk">{items}</ul>
                <p class="zk-stacks">{stacks}</p>
            </section>
        }
    }
}
