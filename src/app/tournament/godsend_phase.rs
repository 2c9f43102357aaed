//! The Godsend phase as the table sees it: the two face-up cards and the deck, who picks now
//! and why, and the picks still to come.

use super::html::{el, esc};
use super::text::{self, who};
use crate::app::i18n::Lang;
use crate::engine::tournament::view::TournamentView;
use crate::tr;

pub fn godsend_phase(v: &TournamentView, names: &[String], l: Lang) -> String {
    let title = tr!(l, "Godsend phase", "Gottesgaben");
    let top = v.seats.iter().map(|s| s.health).max().unwrap_or(0);
    let healthiest: Vec<String> = v.seats.iter().filter(|s| s.health == top).map(|s| who(names, s.seat)).collect();
    let mut out = format!("<section class=\"t-godsends\" aria-label=\"{title}\"><h2>{title}</h2>");
    out += &el("p", "", &tf!(l, "The most injured players get help for the next round: first the chart picks (lowest Health first), then one extra for each player 100 or more behind the healthiest, and one more at 200. The healthiest ({0}, {1}) get none.", "Die am meisten Verletzten bekommen Hilfe für die nächste Runde: erst die Tabelle (wenigste Gesundheit zuerst), dann ein Extra für alle mindestens 100 hinter dem Gesündesten und eines mehr ab 200. Die Gesündesten ({0}, {1}) bekommen keine.", &healthiest.join(", "), &top));
    out += &el("h3", "", tr!(l, "Face up", "Offen"));
    out += "<ul class=\"t-row\">";
    for g in &v.godsend_face_up {
        out += &format!("<li class=\"t-gs\"><strong>{}</strong>{}</li>", esc(text::godsend(g.kind(), l)), el("span", "", text::godsend_effect(g.kind(), l)));
    }
    out += "</ul>";
    out += &el("p", "small", &tf!(l, "Deck: {0} cards — a pick may also draw the top card blind.", "Stapel: {0} Karten — man darf auch die oberste verdeckt ziehen.", &v.godsend_deck));
    out += &el("h3", "", tr!(l, "Picks in order", "Reihenfolge"));
    out += "<ol class=\"t-queue\">";
    for (i, &(seat, reason)) in v.godsend_queue.iter().enumerate() {
        let now = if i == 0 { tr!(l, " — picking now", " — wählt jetzt") } else { "" };
        out += &format!("<li{}><strong>{}</strong>: {}{now}</li>", if i == 0 { " class=\"now\"" } else { "" }, esc(&who(names, seat)), esc(text::pick_reason(reason, l)));
    }
    out + "</ol></section>"
}
