//! The turn-order track (top first) and the score track: one line per colour in turn order,
//! with its player, its score on a 0–60 bar and the "60" tile once it passed 60 (Z-SETUP-8).
//! With 2 players each seat's two colours show its name, and the seat's lower score counts.
//! Redrawn whole from one memo (at most five lines).

use super::describe::{pending_colour, who};
use super::names;
use crate::app::i18n::tr;
use crate::app::play::table;
use crate::engine::zukunft::view::Pending;
use crate::engine::zukunft::Zukunft;
use leptos::prelude::*;

#[component]
pub fn Tracks() -> impl IntoView {
    let t = table::<Zukunft>();
    let lines = Memo::new(move |_| {
        let tr = tr();
        t.view.with(|v| {
            let acting = pending_colour(&v.pending);
            let waiting = match &v.pending {
                Pending::Fists { waiting } => waiting.clone(),
                _ => Vec::new(),
            };
            let lines: Vec<(String, String, u16, bool, bool)> = v
                .order
                .iter()
                .filter_map(|&c| {
                    let x = v.colours.iter().find(|x| x.colour == c)?;
                    let name = t.names.with_value(|n| who(v, n, c, tr));
                    Some((names::class(c).to_owned(), name, x.score, x.sixty, acting == Some(c) || waiting.contains(&c)))
                })
                .collect();
            (lines, v.players == 2)
        })
    });
    move || {
        let tr = tr();
        let (lines, two) = lines.get();
        let items = lines
            .into_iter()
            .enumerate()
            .map(|(i, (class, name, score, sixty, acting))| {
                let width = format!("{}%", u32::from(score % 60) * 100 / 60);
                let pts = names::points(i32::from(score), tr);
                view! {
                    <li class=format!("zk-score {class}{}", if acting { " zk-acting" } else { "" })>
                        <span class="zk-place" aria-hidden="true">{i + 1}</span>
                        <span class="zk-dot" aria-hidden="true"></span>
                        <span class="zk-who">{name}</span>
                        <span class="zk-pts">{pts}{sixty.then(|| format!(" · {}", tr.zk_sixty()))}</span>
                        <span class="zk-bar" aria-hidden="true"><span class="zk-fill" style:width=width></span></span>
                    </li>
                }
            })
            .collect_view();
        view! {
            <section class="zk-tracks" aria-labelledby="zk-order-h">
                <h2 id="zk-order-h">{tr.zk_order_and_score()}</h2>
                <ol class="zk-order">{items}</ol>
                {two.then(|| view! { <p class="small">{tr.zk_two_note()}</p> })}
            </section>
        }
    }
}
