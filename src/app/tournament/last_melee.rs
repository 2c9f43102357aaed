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
        (Some(seat), Some(card)) => lines.push(tf!(l, "{0} lost melee {1}: {2} had the lowest face-up final value ({3}).", "{0} verlor Gefecht {1}: {2} hatte den niedrigsten offenen Endwert ({3}).", &who(names, seat), &r.melee, &text::card(card, l), &r.value)),
        _ if r.discarded => lines.push(tf!(l, "Melee {0}: every card ended face down. As the last melee of the round, its cards were discarded without injury.", "Gefecht {0}: Alle Karten lagen verdeckt. Als letztes Gefecht der Runde wurden sie ohne Verletzung abgelegt.", &r.melee)),
        _ => lines.push(tf!(l, "Melee {0}: every card ended face down, so nobody lost. The cards are carried to the next loser.", "Gefecht {0}: Alle Karten lagen verdeckt, niemand verlor. Die Karten gehen an den nächsten Verlierer.", &r.melee)),
    }
    if !r.feinted.is_empty() {
        lines.push(tf!(l, "Feinted (equal final values, turned face down, cannot lose): {0}.", "Finten (gleicher Endwert, umgedreht, können nicht verlieren): {0}.", &text::cards(r.feinted.iter(), l)));
    }
    if !r.escaped.is_empty() {
        lines.push(tf!(l, "Escaped: {0}.", "Entkommen: {0}.", &text::cards(r.escaped.iter(), l)));
    }
    if let Some(c) = r.intervened {
        lines.push(tf!(l, "Intervention turned {0} face down.", "Eingreifen drehte {0} um.", &text::card(c, l)));
    }
    if let Some(seat) = r.loser {
        let mercy = if r.mercy { tr!(l, " — under Mercy, they cause no injury", " — unter Gnade, sie verletzen nicht") } else { "" };
        lines.push(tf!(l, "{0} takes {1} cards ({2} printed injury){3} and leads next.", "{0} nimmt {1} Karten ({2} aufgedruckte Verletzung){3} und spielt als Nächstes an.", &who(names, seat), &r.cards.len(), &printed(r.cards), &mercy));
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
