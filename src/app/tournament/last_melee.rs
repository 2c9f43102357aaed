//! The result of the last melee, while the next one is still empty: who lost and why (the
//! lowest face-up final value), which cards feinted or escaped, and where the cards went.

use crate::app::i18n::Tr;
use super::describe::printed;
use super::melee::entry;
use super::text;
use crate::app::i18n::{lang, Lang};
use crate::app::play::table;
use crate::engine::tournament::view::LastMelee as Last;
use crate::engine::tournament::Tournament;
use leptos::prelude::*;

fn lines(lm: &Last, name: &dyn Fn(u8) -> String, l: Lang) -> Vec<String> {
    let r = &lm.result;
    let mut out = Vec::new();
    match (r.loser, r.card) {
        (Some(seat), Some(card)) => out.push(Tr(l).tm_a_lost_melee_b_c(&name(seat), &r.melee, &text::card(card, l), &r.value)),
        _ if r.discarded => out.push(Tr(l).tm_melee_a_every_card_ended(&r.melee)),
        _ => out.push(Tr(l).tm_melee_a_every_card_ended_2(&r.melee)),
    }
    if !r.feinted.is_empty() {
        out.push(Tr(l).tm_feint_equal_final_values_turned(&text::cards(r.feinted.iter(), l)));
    }
    if !r.escaped.is_empty() {
        out.push(Tr(l).tm_escaped_a(&text::cards(r.escaped.iter(), l)));
    }
    if let Some(c) = r.intervened {
        out.push(Tr(l).tm_intervention_turned_a_face_down(&text::card(c, l)));
    }
    if let Some(seat) = r.loser {
        let mercy = if r.mercy { Tr(l).tm_under_mercy_they_cause_no() } else { "" };
        out.push(Tr(l).tm_a_takes_b_cards_c(&name(seat), &r.cards.len(), &printed(r.cards), &mercy));
    }
    out
}

#[component]
pub fn LastMelee() -> impl IntoView {
    let t = table::<Tournament>();
    let last = move || t.view.with(|v| v.last_melee.clone());
    view! {
        {move || last().map(|lm| {
            let loser_card = lm.result.card;
            let cards = lm.cards.clone();
            let said = move || lines(&lm, &|s| t.name(s), lang());
            view! {
                <div class="t-last">
                    <h3>{text::tx(Tr::tm_last_melee)}</h3>
                    <ol class="t-row t-played">
                        {cards.iter().map(|c| entry(c, t.name(c.seat), c.card.is_some() && c.card == loser_card, false)).collect_view()}
                    </ol>
                    <ul class="t-lines">
                        {move || said().into_iter().map(|s| view! { <li>{s}</li> }).collect_view()}
                    </ul>
                </div>
            }
        })}
    }
}
