//! The result of the last melee: who lost and why (the lowest face-up final value), which
//! cards feinted or escaped, and where the cards went.

use super::html::{el, esc};
use super::log::printed;
use super::melee::entry;
use super::text::{self, who};
use crate::app::i18n::Lang;
use crate::engine::tournament::view::LastMelee;
use crate::tr;

pub fn last_result(lm: &LastMelee, names: &[String], l: Lang) -> String {
    let r = &lm.result;
    let mut lines = Vec::new();
    match (r.loser, r.card) {
        (Some(seat), Some(card)) => lines.push(tr!(l,
            format!("{} lost melee {}: {} had the lowest face-up final value ({}).", who(names, seat), r.melee, text::card(card, l), r.value),
            format!("{} verlor Gefecht {}: {} hatte den niedrigsten offenen Endwert ({}).", who(names, seat), r.melee, text::card(card, l), r.value))),
        _ if r.discarded => lines.push(tr!(l,
            format!("Melee {}: every card ended face down. As the last melee of the round, its cards were discarded without injury.", r.melee),
            format!("Gefecht {}: Alle Karten lagen verdeckt. Als letztes Gefecht der Runde wurden sie ohne Verletzung abgelegt.", r.melee))),
        _ => lines.push(tr!(l,
            format!("Melee {}: every card ended face down, so nobody lost. The cards are carried to the next loser.", r.melee),
            format!("Gefecht {}: Alle Karten lagen verdeckt, niemand verlor. Die Karten gehen an den nächsten Verlierer.", r.melee))),
    }
    if !r.feinted.is_empty() {
        lines.push(tr!(l,
            format!("Feinted (equal final values, turned face down, cannot lose): {}.", text::cards(r.feinted.iter(), l)),
            format!("Finten (gleicher Endwert, umgedreht, können nicht verlieren): {}.", text::cards(r.feinted.iter(), l))));
    }
    if !r.escaped.is_empty() {
        lines.push(tr!(l, format!("Escaped: {}.", text::cards(r.escaped.iter(), l)), format!("Entkommen: {}.", text::cards(r.escaped.iter(), l))));
    }
    if let Some(c) = r.intervened {
        lines.push(tr!(l, format!("Intervention turned {} face down.", text::card(c, l)), format!("Eingreifen drehte {} um.", text::card(c, l))));
    }
    if let Some(seat) = r.loser {
        let mercy = if r.mercy { tr!(l, " — under Mercy, they cause no injury", " — unter Gnade, sie verletzen nicht") } else { "" };
        lines.push(tr!(l,
            format!("{} takes {} cards ({} printed injury){mercy} and leads next.", who(names, seat), r.cards.len(), printed(r.cards)),
            format!("{} nimmt {} Karten ({} aufgedruckte Verletzung){mercy} und spielt als Nächstes an.", who(names, seat), r.cards.len(), printed(r.cards))));
    }
    let mut out = format!("<div class=\"t-last\">{}", el("h3", "", tr!(l, "Last melee", "Letztes Gefecht")));
    let mut lines = lines.into_iter();
    if let Some(first) = lines.next() {
        out += &el("p", "t-verdict", &first);
    }
    out += "<ol class=\"t-row\">";
    for c in &lm.cards {
        out += &entry(c, names, l, c.card.is_some() && c.card == r.card);
    }
    out += "</ol>";
    if !lm.discards.is_empty() {
        let shame: Vec<String> = lm.discards.iter().map(|&(s, c)| format!("{} — {}", who(names, s), text::card(c, l))).collect();
        out += &el("p", "t-shame", &format!("{}{}", tr!(l, "Shame discards: ", "Schande-Abwürfe: "), shame.join(" · ")));
    }
    for t in lines {
        out += &format!("<p>{}</p>", esc(&t));
    }
    out + "</div>"
}
