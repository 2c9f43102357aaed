//! The result of the last melee, while the next one is still empty: who lost and why (the
//! lowest face-up final value), which cards feinted or escaped, and where the cards went.

use super::describe::printed;
use super::melee::entry;
use super::text;
use crate::app::i18n::{lang, Lang};
use crate::app::play::table;
use crate::engine::tournament::view::LastMelee as Last;
use crate::engine::tournament::Tournament;
use crate::tr;
use leptos::prelude::*;

fn lines(lm: &Last, name: &dyn Fn(u8) -> String, l: Lang) -> Vec<String> {
    let r = &lm.result;
    let mut out = Vec::new();
    match (r.loser, r.card) {
        (Some(seat), Some(card)) => out.push(tf!(l, "{0} lost melee {1}: {2} was the lowest face-up card ({3}).", "{0} verlor Gefecht {1}: {2} war die niedrigste offene Karte ({3}).", &name(seat), &r.melee, &text::card(card, l), &r.value)),
        _ if r.discarded => out.push(tf!(l, "Melee {0}: every card ended face down. As the last melee of the round, its cards were discarded without injury.", "Gefecht {0}: Alle Karten lagen verdeckt. Als letztes Gefecht der Runde wurden sie ohne Verletzung abgelegt.", &r.melee)),
        _ => out.push(tf!(l, "Melee {0}: every card ended face down, so nobody lost. The cards go to the next loser.", "Gefecht {0}: Alle Karten lagen verdeckt, niemand verlor. Die Karten gehen an den nächsten Verlierer.", &r.melee)),
    }
    if !r.feinted.is_empty() {
        out.push(tf!(l, "Feint (equal final values, turned face down, cannot lose): {0}.", "Finte (gleicher Endwert, umgedreht, kann nicht verlieren): {0}.", &text::cards(r.feinted.iter(), l)));
    }
    if !r.escaped.is_empty() {
        out.push(tf!(l, "Escaped: {0}.", "Entkommen: {0}.", &text::cards(r.escaped.iter(), l)));
    }
    if let Some(c) = r.intervened {
        out.push(tf!(l, "Intervention turned {0} face down.", "Eingreifen drehte {0} um.", &text::card(c, l)));
    }
    if let Some(seat) = r.loser {
        let mercy = if r.mercy { tr!(l, " — under Mercy, they cause no injury", " — unter Gnade, sie verletzen nicht") } else { "" };
        out.push(tf!(l, "{0} takes {1} cards ({2} printed injury){3} and leads next.", "{0} nimmt {1} Karten ({2} aufgedruckte Verletzung){3} und spielt als Nächstes an.", &name(seat), &r.cards.len(), &printed(r.cards), &mercy));
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
                    <h3>{text::tx("Last melee", "Letztes Gefecht")}</h3>
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
