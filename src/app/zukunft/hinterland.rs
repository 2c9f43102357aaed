//! The hinterland: each colour's knights lying there, and the three face-down Grail stacks
//! (or the supply spread out while Parzival looks through it).

use super::names;
use crate::app::i18n::{tr, txt, Tr};
use crate::app::play::table;
use crate::engine::zukunft::Zukunft;
use leptos::prelude::*;

#[component]
pub fn Hinterland() -> impl IntoView {
    let t = table::<Zukunft>();
    let knights = Memo::new(move |_| t.view.with(|v| v.colours.iter().map(|c| (c.colour, c.hinterland)).collect::<Vec<_>>()));
    let stacks = Memo::new(move |_| t.view.with(|v| (v.grail_stacks, v.grail_spread)));
    view! {
        <section class="zk-hinter" aria-labelledby="zk-hinter-h">
            <h3 id="zk-hinter-h">{txt(Tr::zk_hinterland)}</h3>
            <ul class="zk-hk">
                <For each=move || knights.get() key=|k| *k let((c, n))>
                    <li class=names::class(c)>
                        <span class="zk-dot" aria-hidden="true"></span>
                        {move || tr().zk_hinter_knights(&names::colour(c, tr()), &n)}
                    </li>
                </For>
            </ul>
            <p class="zk-stacks">
                {move || {
                    let (s, spread) = stacks.get();
                    if spread {
                        tr().zk_grail_spread(&(s[0] + s[1] + s[2]))
                    } else {
                        tr().zk_grail_stacks(&s[0], &s[1], &s[2])
                    }
                }}
            </p>
        </section>
    }
}
