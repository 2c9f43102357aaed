//! The lines under the table, in words: what the top card of the Threats pile does (or what a
//! face-down card was announced as, and — to its drawer only — what it is), how many cards lie
//! hidden under it, what an accusation waits for, and the knight cards played so far.

use super::names;
use crate::app::i18n::tr;
use crate::app::play::table;
use crate::engine::card::{CardGame, Knight, TopCard, ACCUSE_MIN_SWORDS};
use leptos::prelude::*;

/// What a face-down top card says, and (to its drawer only) what it is.
fn face_down_lines(top: &TopCard, by: &str, t: crate::app::i18n::Tr) -> Vec<String> {
    let mut out = vec![match top.announced {
        Some(a) => t.card_face_down_announced(&by, &names::card(a, t)),
        None => t.card_face_down_is_about(&by),
    }];
    if let Some(c) = top.card {
        out.push(t.card_only_you_know_it(&names::card(c, t)));
    }
    out
}

#[component]
pub fn TableNotes() -> impl IntoView {
    let t = table::<CardGame>();
    let lines = move || {
        let tr = tr();
        t.view.with(|v| {
            let mut lines = Vec::new();
            match v.top {
                Some(TopCard { face_down: false, card: Some(c), .. }) => {
                    let fx = names::effect(c, tr);
                    lines.push(if fx.is_empty() { names::card(c, tr) } else { format!("{}: {fx}", names::card(c, tr)) });
                }
                Some(ref x @ TopCard { face_down: true, .. }) => {
                    let by = x.by.map(|s| t.name(s)).unwrap_or_default();
                    lines.extend(face_down_lines(x, &by, tr));
                }
                _ => {}
            }
            let over = v.outcome.is_some();
            lines.push(match v.pile {
                0 if over => tr.card_pile_empty().into(),
                0 => tr.card_no_card_nobody_can().into(),
                1 => tr.card_no_card_under_it().into(),
                2 => tr.card_1_card_hidden_under().into(),
                n => tr.card_cards_hidden_under_it(&(n - 1)),
            });
            let total = v.white + v.black;
            if v.players > 1 && !over {
                lines.push(if total >= ACCUSE_MIN_SWORDS { tr.card_swords_on_the_table(&total) } else { tr.card_accusing_needs(&ACCUSE_MIN_SWORDS, &total) });
            }
            let used: Vec<String> = Knight::ALL.iter().zip(v.knights_used).filter(|(_, n)| *n > 0).map(|(&k, n)| format!("{} ×{n}", names::knight(k, tr))).collect();
            if !used.is_empty() {
                lines.push(tr.card_knights_played(&used.join(", ")));
            }
            lines
        })
    };
    view! {
        <div class="notes">
            {move || lines().into_iter().map(|line| view! { <p>{line}</p> }).collect_view()}
        </div>
    }
}
