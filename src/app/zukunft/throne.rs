//! The throne room: the prediction numbers 0–15, each with room for two magicians (the first
//! outside, the second inside, Z-PRED-2), the magicians standing there this round, and the
//! Merlin tiles left in the row.

use super::names;
use crate::app::i18n::{tr, txt, Tr};
use crate::app::play::table;
use crate::engine::zukunft::data::MAX_PREDICTION;
use crate::engine::zukunft::Zukunft;
use leptos::prelude::*;

#[component]
pub fn Throne() -> impl IntoView {
    let t = table::<Zukunft>();
    let mags = Memo::new(move |_| t.view.with(|v| v.magicians.clone()));
    let merlin = Memo::new(move |_| t.view.with(|v| v.merlin_row));
    let cell = move |n: u8| {
        let here = move || mags.with(|m| m.iter().filter(|x| x.number == n).map(|x| (x.colour, x.inner)).collect::<Vec<_>>());
        let text = move || {
            let tr = tr();
            let who: Vec<String> = here().iter().map(|&(c, inner)| {
                if inner { tr.zk_mag_inner(&names::colour(c, tr)) } else { tr.zk_mag_outer(&names::colour(c, tr)) }
            }).collect();
            if who.is_empty() { n.to_string() } else { format!("{n}: {}", who.join(", ")) }
        };
        view! {
            <li class="zk-num" class:zk-used=move || !here().is_empty()>
                <span class="zk-n" aria-hidden="true">{n}</span>
                <span class="zk-mags" aria-hidden="true">
                    {move || here().into_iter().map(|(c, inner)| view! {
                        <span class=format!("zk-mag {}", names::class(c)) class:zk-inner=inner>"✦"</span>
                    }).collect_view()}
                </span>
                <span class="visually-hidden">{text}</span>
            </li>
        }
    };
    view! {
        <section class="zk-throne" aria-labelledby="zk-throne-h">
            <h3 id="zk-throne-h">{txt(Tr::zk_throne)}</h3>
            <ol class="zk-nums">{(0..=MAX_PREDICTION).map(cell).collect_view()}</ol>
            <p class="small">{move || tr().zk_merlin_row(&merlin.get())}</p>
        </section>
    }
}
