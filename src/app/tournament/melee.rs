//! The melee in the centre of the table: the cards in play order with who played them, their
//! declared values and modifiers, feints, Shame discards, the carry and the lead suit. While a
//! new melee is still empty, the result of the last one stays in view.

use super::card_face::{face, suit_icon, BACK};
use super::html::{el, esc};
use super::last_melee::last_result;
use super::prompt::prompt;
use super::text::{self, who};
use crate::app::i18n::Lang;
use crate::engine::tournament::state::Face;
use crate::engine::tournament::view::{MeleeCardView, Pending, TournamentView};
use crate::tr;

fn face_note(f: Face, l: Lang) -> Option<&'static str> {
    match f {
        Face::Up => None,
        Face::Glamour => Some(tr!(l, "face down (Glamour)", "verdeckt (Blendwerk)")),
        Face::Feint => Some(tr!(l, "feint: face down", "Finte: verdeckt")),
        Face::Intervention => Some(tr!(l, "turned by Intervention", "umgedreht (Eingreifen)")),
        Face::Escape => Some(tr!(l, "escaped: face down", "entkommen: verdeckt")),
    }
}

/// One card of a melee with its player, modifiers and state; `loser` marks the losing card.
pub fn entry(c: &MeleeCardView, names: &[String], l: Lang, loser: bool) -> String {
    let name = who(names, c.seat);
    let mut mods: Vec<String> = Vec::new();
    // A Sorcerer, or Alchemy on a Basic lead, counts as a suit it does not print.
    if c.card.is_some_and(|card| card.suit() != Some(c.suit)) {
        mods.push(tf!(l, "as {0}", "als {0}", &text::suit(c.suit, l)));
    }
    if let Some(p) = c.pelleas {
        mods.push(format!("Pelleas {p}"));
    }
    for (on, m) in [(c.boosts.favour, "+3"), (c.boosts.sun, "+1"), (c.boosts.blade, "+4")] {
        if on {
            mods.push(m.into());
        }
    }
    let mods = mods.join(" ");
    let what = match c.card {
        Some(card) => match c.declared {
            Some(d) => tf!(l, "{0} declared {1} of {2}", "{0} erklärt als {2} {1}", &text::card(card, l), &d, &text::suit(c.suit, l)),
            None => text::card(card, l),
        },
        None => tf!(l, "a face-down card announced as {0}", "eine verdeckte Karte, angesagt als {0}", &text::suit(c.suit, l)),
    };
    let note = face_note(c.face, l);
    let mut label = format!("{name}: {what}");
    if !mods.is_empty() {
        label += &format!(", {mods}");
    }
    if let Some(v) = c.final_value {
        label += &tf!(l, ", final value {0}", ", Endwert {0}", &v);
    }
    if let Some(n) = note {
        label += &format!(", {n}");
    }
    let mut out = format!(
        "<li class=\"t-play{}{}\" aria-label=\"{}\">{}{}",
        if c.face == Face::Up { "" } else { " down" },
        if loser { " loser" } else { "" },
        esc(&label),
        c.card.map_or_else(|| BACK.to_owned(), |card| face(card, c.declared.or(c.pelleas))),
        el("span", "t-pname", &name),
    );
    if !mods.is_empty() {
        out += &el("span", "t-mods", &mods);
    }
    if let Some(v) = c.final_value.filter(|_| c.face == Face::Up) {
        out += &format!("<span class=\"t-final\">= {v}</span>");
    }
    if let Some(n) = note {
        out += &el("span", "t-note", n);
    }
    if loser {
        out += &el("span", "t-note lose", tr!(l, "loses", "verliert"));
    }
    out + "</li>"
}

/// The melee as HTML.
pub fn melee(v: &TournamentView, names: &[String], l: Lang) -> String {
    let m = &v.melee;
    let title = tf!(l, "Melee {0}", "Gefecht {0}", &m.number);
    let lead = m.lead_suit.map_or_else(String::new, |s| {
        format!(
            " <span class=\"t-lead\"><svg viewBox=\"0 0 24 24\" aria-hidden=\"true\"><path d=\"{}\"/></svg>{}</span>",
            suit_icon(s),
            esc(&tf!(l, "lead suit {0}", "Farbe {0}", &text::suit(s, l)))
        )
    });
    let mut out = format!("<section class=\"t-melee\" aria-label=\"{t}\"><h2>{t}{lead}</h2>", t = esc(&title));
    let empty = m.cards.is_empty() && m.discards.is_empty();
    if empty {
        // Before the lead, say what the table waits for (draws and declarations come first).
        let waiting = match v.pending {
            Pending::Lead { seat } => tf!(l, "{0} leads.", "{0} spielt an.", &who(names, seat)),
            _ => prompt(v, names, l),
        };
        out += &el("p", "t-empty", &waiting);
    } else {
        out += "<ol class=\"t-row\">";
        for c in &m.cards {
            out += &entry(c, names, l, false);
        }
        out += "</ol>";
    }
    let shame: Vec<String> = m
        .discards
        .iter()
        .map(|&(seat, card)| tf!(l, "{0} discarded {1} (Shame)", "{0} warf {1} ab (Schande)", &who(names, seat), &text::card(card, l)))
        .collect();
    if !shame.is_empty() {
        out += &el("p", "t-shame", &shame.join(" · "));
    }
    if !v.carry.is_empty() {
        let injury: u16 = v.carry.iter().flatten().map(|c| u16::from(c.base_injury())).sum();
        let hidden = v.carry.iter().filter(|c| c.is_none()).count();
        let list = text::cards(v.carry.iter().flatten().copied(), l);
        let more = if hidden > 0 { tf!(l, " and {0} hidden card", " und {0} verdeckte Karte", &hidden) } else { String::new() };
        out += &el("p", "t-carry", &tf!(l, "Carry from face-down melees: {0}{1} ({2} printed injury) — goes to this melee’s loser.", "Mitgeführt aus verdeckten Gefechten: {0}{1} ({2} aufgedruckte Verletzung) — geht an den Verlierer dieses Gefechts.", &list, &more, &injury));
    }
    if let Some(lm) = v.last_melee.as_ref().filter(|_| empty) {
        out += &last_result(lm, names, l);
    }
    out + "</section>"
}
