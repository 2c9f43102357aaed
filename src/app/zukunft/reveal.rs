//! Phase 3's reveal under the castle, through the round's missions: the total against the
//! predictions in one line, and behind a disclosure the whole table — every fist, each
//! prediction against the total (exact, too low, too high) and the new turn order (Z-PRED-3,
//! -4). The throne room shows the same at a glance: the total marked on its number, the
//! magicians back on the track in the new order.

use super::describe::{off_by, reveal_sum, who};
use super::names;
use crate::app::i18n::tr;
use crate::app::play::table;
use crate::engine::zukunft::Zukunft;
use leptos::prelude::*;

#[component]
pub fn RevealPanel() -> impl IntoView {
    let t = table::<Zukunft>();
    let reveal = Memo::new(move |_| t.view.with(|v| v.reveal.filter(|r| r.round == v.round && v.final_report.is_none() && v.magicians.is_empty())));
    move || {
        let tr = tr();
        let r = reveal.get()?;
        let rows = r
            .predictions
            .as_slice()
            .iter()
            .map(|p| {
                let fist = r.fists.as_slice().iter().find(|f| f.0 == p.colour).map_or(0, |f| f.1);
                let place = r.order.as_slice().iter().position(|&c| c == p.colour).map_or(0, |i| i + 1);
                let name = t.names.with_value(|n| t.view.with_untracked(|v| who(v, n, p.colour, tr)));
                let pos = if p.inner { tr.zk_inner() } else { tr.zk_outer() };
                view! {
                    <tr class=names::class(p.colour)>
                        <th scope="row">{name}</th>
                        <td>{fist}</td>
                        <td>{format!("{} ({pos})", off_by(p.number, p.off_by, tr))}</td>
                        <td>{place}</td>
                    </tr>
                }
            })
            .collect_view();
        let order: Vec<&str> = r.order.as_slice().iter().map(|&c| names::colour(c, tr)).collect();
        let rule = if r.exact { tr.zk_order_rule_exact() } else { tr.zk_order_rule() };
        Some(view! {
            <details class="zk-reveal">
                <summary><strong>{tr.zk_reveal_title(&r.round)}</strong>" "{reveal_sum(&r, tr)}</summary>
                <div class="zk-scroll" role="region" tabindex="0" aria-label=tr.zk_reveal_caption()>
                    <table>
                        <caption>{tr.zk_reveal_caption()}</caption>
                        <thead><tr>
                            <th scope="col">{tr.zk_col_colour()}</th>
                            <th scope="col">{tr.zk_col_fist()}</th>
                            <th scope="col">{tr.zk_col_prediction()}</th>
                            <th scope="col">{tr.zk_col_new_place()}</th>
                        </tr></thead>
                        <tbody>{rows}</tbody>
                    </table>
                </div>
                <p class="zk-note">{format!("{} {rule}", tr.zk_new_order(&order.join(" → ")))}</p>
            </details>
        })
    }
}
