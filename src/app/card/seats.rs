//! The players around the table: whose turn, who has accused, who is revealed and as what,
//! knight-card counts. A loyalty card appears here only when it is face up, or known to this
//! viewer (a lie exposed by a quest, or the viewer's own Galahad look).

use super::html::H;
use super::names::{self, fill};
use super::Tbl;
use crate::app::i18n::Lang;
use crate::engine::card::{CardView, Loyalty, Pending};
use crate::engine::Viewer;
use crate::tr;
use leptos::prelude::*;

pub fn html(v: &CardView, ns: &[String], l: Lang) -> String {
    let mut h = H::new();
    if v.players == 1 {
        return String::new();
    }
    let me = match v.viewer {
        Viewer::Seat(s) => Some(s),
        Viewer::Public => None,
    };
    let current = (v.pending != Pending::Over).then_some(v.current);
    h.heading("h2", "seats-h", tr!(l, "Players", "Spieler")).open("ul", "");
    for s in &v.seats {
        let mine = me == Some(s.seat);
        let now = current == Some(s.seat);
        let class = match (now, mine) {
            (true, true) => "seat now me",
            (true, false) => "seat now",
            (false, true) => "seat me",
            _ => "seat",
        };
        h.open("li", class);
        if now {
            h.raw("<span class=\"sr-only\">").text(tr!(l, "Current player:", "Am Zug:")).raw(" </span>");
        }
        h.open("span", "seat-name").text(&names::seat(ns, s.seat));
        if mine {
            h.text(tr!(l, " (you)", " (du)"));
        }
        h.close("span").open("span", "badges");
        if now {
            h.el("span", "b turn", tr!(l, "▶ Turn", "▶ am Zug"));
        }
        let word = |x: Loyalty| names::loyalty(x, l);
        match (s.revealed, s.known) {
            (Some(x), _) => {
                let class = if x == Loyalty::Traitor { "b traitor" } else { "b loyal" };
                h.el("span", class, &fill(tr!(l, "Revealed: {0}", "Aufgedeckt: {0}"), &[word(x)]));
            }
            // The viewer's own card is shown under "Your cards", not here.
            (None, Some(x)) if !mine => {
                let t = if me.is_none() {
                    tr!(l, "Known to all: {0}", "Allen bekannt: {0}")
                } else {
                    tr!(l, "You know: {0}", "Du weißt: {0}")
                };
                h.el("span", "b known", &fill(t, &[word(x)]));
            }
            _ => {}
        }
        if s.spreads_rumors {
            h.el("span", "b", tr!(l, "Spreads rumors", "Streut Gerüchte"));
        }
        if s.has_accused {
            h.el("span", "b", tr!(l, "Has accused", "Hat angeklagt"));
        }
        if v.knights && s.knight_cards > 0 {
            h.el("span", "b", &fill(tr!(l, "Knight cards: {0}", "Ritterkarten: {0}"), &[&s.knight_cards.to_string()]));
        }
        h.close("span").close("li");
    }
    h.close("ul");
    h.done()
}

#[component]
pub fn Seats(t: Tbl) -> impl IntoView {
    view! { <section class="seats" aria-labelledby="seats-h" inner_html=t.markup(html)></section> }
}
