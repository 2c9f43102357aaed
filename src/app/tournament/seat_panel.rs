//! One seat as the table sees it: Health track, characters and their state, Godsends, hand
//! size and the Weapon Hits pile (public, anyone may look through it).

use super::card_face::face;
use super::health_track::health_track;
use super::html::{el, esc, shown};
use super::log::declaration;
use super::text;
use crate::app::i18n::Lang;
use crate::engine::tournament::data::GodsendKind;
use crate::engine::tournament::view::{SeatView, TournamentView, WogToken};
use crate::tr;
use leptos::prelude::*;

/// The state of the protagonist's once-a-round power, when the table tracks one.
fn power_state(s: &SeatView, l: Lang) -> Option<String> {
    let p = &s.powers;
    let (name, left) = if let Some(n) = p.token_uses_left {
        (tr!(l, "+3 token", "+3-Plättchen"), n)
    } else if let Some(r) = p.glamour_ready {
        (tr!(l, "Glamour", "Blendwerk"), u8::from(r))
    } else if let Some(n) = p.second_thoughts_left {
        (tr!(l, "Second Thoughts", "Sinneswandel"), n)
    } else {
        (tr!(l, "Intrigue", "Intrige"), p.intrigue_left?)
    };
    Some(tf!(l, "{0}: {1} left this round", "{0}: noch {1} diese Runde", &name, &left))
}

fn godsends(v: &TournamentView, s: &SeatView, names: &[String], l: Lang) -> String {
    let mut out = String::new();
    for g in &s.godsends {
        let mut note = match g.declaration {
            Some(d) => declaration(d, names, l),
            None => text::godsend_effect(g.kind, l).to_owned(),
        };
        let token = match g.kind {
            GodsendKind::Intervention => Some(&v.will_of_god[0]),
            GodsendKind::Mercy => Some(&v.will_of_god[1]),
            GodsendKind::Judgement => Some(&v.will_of_god[2]),
            _ => None,
        };
        if let Some(WogToken::Used { on, .. }) = token {
            note = tf!(l, "used ({0})", "verbraucht ({0})", &text::cards(on.iter().copied(), l));
        }
        if g.kind == GodsendKind::BlessedBlade {
            note += &tf!(l, " ({0} left)", " (noch {0})", &s.powers.blessed_blade_left);
        }
        out += &format!("<li><strong>{}</strong>: {}</li>", esc(text::godsend(g.kind, l)), esc(&note));
    }
    if out.is_empty() {
        out
    } else {
        format!("<ul class=\"t-gods\" aria-label=\"{}\">{out}</ul>", tr!(l, "Godsends", "Gottesgaben"))
    }
}

pub fn seat(v: &TournamentView, s: &SeatView, names: &[String], l: Lang) -> String {
    let name = text::who(names, s.seat);
    let acting = v.turn.includes(s.seat);
    let (pname, pdesc) = text::protagonist_power(s.character, l);
    let comp = text::companion(s.character, l);
    let comp_state = match (s.companion_unlocked, s.threshold) {
        (true, _) => tr!(l, "active".to_owned(), "aktiv".to_owned()),
        (false, Some(t)) => tf!(l, "joins at {0}", "hilft ab {0}", &t),
        (false, None) => String::new(),
    };
    let mut tags = Vec::new();
    if s.is_dealer {
        tags.push(tr!(l, "dealer", "Geber"));
    }
    if acting {
        tags.push(tr!(l, "to act", "am Zug"));
    }
    if s.fallen {
        tags.push(tr!(l, "fallen", "gefallen"));
    }
    let tags = if tags.is_empty() { String::new() } else { el("span", "t-tags", &tags.join(" · ")) };
    let threshold = if s.companion_unlocked { None } else { s.threshold.map(|t| (t, comp)) };
    let mut counts = tf!(l, "Hand {0}", "Hand {0}", &s.hand_size);
    let hits: u16 = s.weapon_hits.iter().map(|h| u16::from(h.card.base_injury())).sum();
    counts += &tf!(l, " · Weapon Hits {0} ({1} injury)", " · Waffentreffer {0} ({1} Verletzung)", &s.weapon_hits.len(), &hits);
    if s.shame_this_round > 0 {
        counts += &tf!(l, " · Shame {0}", " · Schande {0}", &s.shame_this_round);
    }
    if s.face_down_discards > 0 {
        counts += &tf!(l, " · {0} face down", " · {0} verdeckt", &s.face_down_discards);
    }
    let mut pile = String::new();
    for h in &s.weapon_hits {
        let mut label = text::card(h.card, l);
        if h.mercy {
            label += tr!(l, ", under Mercy", ", unter Gnade");
        }
        let mercy = if h.mercy { " class=\"mercy\"" } else { "" };
        pile += &format!("<li{mercy} aria-label=\"{}\">{}</li>", esc(&label), face(h.card, None));
    }
    if pile.is_empty() {
        pile = el("li", "muted small", tr!(l, "No cards taken yet this round.", "Diese Runde noch keine Karten genommen."));
    }
    let power = power_state(s, l).map(|p| format!(" · {p}")).unwrap_or_default();
    format!(
        "<article class=\"t-seat{}\" aria-label=\"{n}\"><h3><span>{n} <small>{} {}</small></span>{tags}</h3>{}\
         <details class=\"t-more\"><summary><span><strong>{}</strong> &amp; {} <small>({}){}</small></span></summary>\
         <p class=\"t-who\"><strong>{}</strong>: {}</p><p class=\"t-who\"><strong>{}</strong>: {}</p></details>{}\
         <details class=\"t-more\"><summary>{}</summary><ul class=\"t-row small-cards\">{pile}</ul></details></article>",
        if acting { " acting" } else { "" },
        s.health,
        text::band(s.band, l),
        health_track(&name, s.health, s.band, threshold, l),
        esc(text::protagonist(s.character, l)),
        esc(comp),
        esc(&comp_state),
        esc(&power),
        esc(pname),
        esc(pdesc),
        esc(comp),
        esc(text::companion_power(s.character, l)),
        godsends(v, s, names, l),
        esc(&counts),
        n = esc(&name),
    )
}

/// One seat; its HTML is rewritten only when something about the seat changes, so an open
/// Weapon Hits list stays open while others play.
pub fn seat_panel(view: Memo<TournamentView>, index: u8) -> AnyView {
    shown("t-seatwrap", view, |v, names, l, i| v.seats.get(usize::from(i)).map(|s| seat(v, s, names, l)).unwrap_or_default(), index)
}
