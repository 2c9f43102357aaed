//! The throne room: the prediction numbers 0–15, each with room for two magicians (the first
//! outside, the second inside, Z-PRED-2), the magicians standing there this round, and the
//! Merlin tiles left in the row. Redrawn whole from one memo (16 small cells).

use super::names;
use crate::app::i18n::tr;
use crate::app::play::table;
use crate::engine::zukunft::data::MAX_PREDICTION;
use crate::engine::zukunft::Zukunft;
use leptos::prelude::*;

#[component]
pub fn Throne() -> impl IntoView {
    let t = table::<Zukunft>();
    let state = Memo::new(move |_| t.view.with(|v| (v.magicians.clone(), v.merlin_row)));
    move || {
        let tr = tr();
        let (mags, merlin) = state.get();
        let cells = (0..=MAX_PREDICTION)
            .map(|n| {
                let here: Vec<_> = mags.iter().filter(|x| x.number == n).collect();
                let who: Vec<String> = here.iter().map(|m| if m.inner { tr.zk_mag_inner(&names::colour(m.colour, tr)) } else { tr.zk_mag_outer(&names::colour(m.colour, tr)) }).collect();
                let text = if who.is_empty() { n.to_string() } else { format!("{n}: {}", who.join(", ")) };
                let marks = here.iter().map(|m| view! { <span class=format!("zk-mag {}{}", names::class(m.colour), if m.inner { " zk-inner" } else { "" })>"✦"</span> }).collect_view();
                view! {
                    <li class=if here.is_empty() { "zk-num" } else { "zk-num zk-used" }>
                        <span class="zk-n" aria-hidden="true">{n}</span>
                        <span class="zk-mags" aria-hidden="true">{marks}</span>
                        <span class="visually-hidden">{text}</span>
                    </li>
                }
            })
            .collect_view();
        view! {
            <section class="zk-throne" aria-labelledby="zk-throne-h">
                <h2 id="zk-throne-h">{tr.zk_throne()}</h2>
                <ol class="zk-nums">{cells}</ol>
                <p class="small">{tr.zk_merlin_row(&merlin)}</p>
            </section>
        }
    }
}
