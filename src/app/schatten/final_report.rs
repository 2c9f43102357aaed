//! The end (S-END): why the game ended with its arithmetic, the hidden Traitor's last flip
//! (S-END-2), and every loyalty card turned up (S-END-5), each seat marked won or lost.

use super::arith::end_line;
use super::describe::loyalty;
use super::names::knight;
use crate::app::i18n::{tr, txt, Tr};
use crate::app::play::{name_of, table};
use crate::engine::schatten::{Loyalty, Schatten, SchattenView};
use leptos::prelude::*;

/// The report's lines: why, the counts, the flip (named), and whether a Traitor was dealt.
#[must_use]
pub fn lines(v: &SchattenView, ns: &[String], t: Tr) -> Vec<String> {
    let Some(r) = v.end else { return Vec::new() };
    let mut out = vec![end_line(t, &r)];
    if let Some((s, k)) = r.traitor_flip {
        out.push(t.sc_e_flip(&name_of(ns, s), &k));
    }
    out.push(t.sc_final_counts(&r.white, &r.black, &r.siege));
    if !v.seats.iter().any(|s| s.loyalty == Some(Loyalty::Traitor)) {
        out.push(t.sc_final_no_traitor().to_owned());
    }
    out.push(t.sc_final_rule().to_owned());
    out
}

#[component]
pub fn FinalReport() -> impl IntoView {
    let t = table::<Schatten>();
    let text = Memo::new(move |_| t.view.with(|v| t.names.with_value(|n| lines(v, n, tr()))));
    let seats = Memo::new(move |_| t.view.with(|v| v.seats.iter().map(|s| (s.seat, s.knight, s.loyalty)).collect::<Vec<_>>()));
    let loyal_won = Memo::new(move |_| t.view.with(|v| v.end.is_some_and(|r| r.loyal_won)));
    let numbered = move || text.get().into_iter().enumerate().collect::<Vec<(usize, String)>>();
    view! {
        <section class="sc-final" aria-labelledby="sc-final-h">
            <h2 id="sc-final-h">{txt(Tr::sc_final)}</h2>
            <For each=numbered key=|l| l.clone() let((_, line))>
                <p>{line}</p>
            </For>
            <p>{txt(Tr::sc_final_cards)}</p>
            <ul class="sc-reveal">
                <For each=move || seats.get() key=|s| crate::app::kit::key(usize::from(s.0)) let((seat, k, l))>
                    <li class:traitor=l == Some(Loyalty::Traitor)>
                        {move || {
                            let won = (l == Some(Loyalty::Loyal)) == loyal_won.get();
                            let lo = l.map_or("?", |l| loyalty(tr(), l));
                            format!("{} — {}", tr().sc_final_seat(&t.name(seat), &knight(tr(), k), &lo), if won { tr().sc_final_won() } else { tr().sc_final_lost() })
                        }}
                    </li>
                </For>
            </ul>
        </section>
    }
}
