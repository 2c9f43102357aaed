//! The Round Table: white and black swords drawn as swords, seven places for each colour (more
//! appear when a colour passes 7, C-EDGE-13), the counts readable at a glance, and how many
//! swords accusations still wait for.

use super::card_face::{svg, SWORD};
use super::html::H;
use super::names::{self, fill};
use super::Tbl;
use crate::app::i18n::Lang;
use crate::engine::card::{CardView, ACCUSE_MIN_SWORDS, WIN_SWORDS};
use crate::tr;
use leptos::prelude::*;

fn track(h: &mut H, count: u8, white: bool, l: Lang) {
    h.open("div", if white { "sw-track white" } else { "sw-track black" });
    h.img("div", "sw-row", &fill(tr!(l, "{0} of 7", "{0} von 7"), &[&names::swords(count, white, l)]));
    for i in 0..count.max(WIN_SWORDS) {
        svg(h, if i < count { "sw on" } else { "sw" }, "0 0 12 32", SWORD);
    }
    h.close("div");
    let colour = if white { tr!(l, "white", "weiß") } else { tr!(l, "black", "schwarz") };
    h.raw("<p class=\"sw-count\" aria-hidden=\"true\"><strong>").text(&count.to_string()).raw("</strong> / 7 ").text(colour).raw("</p>");
    h.close("div");
}

pub fn html(v: &CardView, _: &[String], l: Lang) -> String {
    let mut h = H::new();
    h.heading("h2", "rt-h", tr!(l, "Round Table", "Tafelrunde"));
    h.el("p", "rt-goal", tr!(l, "First to 7: white for Camelot, black for Evil.", "Wer zuerst 7 hat: Weiß für Camelot, Schwarz für das Böse."));
    track(&mut h, v.white, true, l);
    track(&mut h, v.black, false, l);
    if v.players > 1 {
        let total = v.white + v.black;
        let t = if total >= ACCUSE_MIN_SWORDS {
            tr!(l, "{0} swords on the table: accusations are allowed.", "{0} Schwerter liegen: Anklagen sind erlaubt.")
        } else {
            tr!(l, "{0} of 4 swords needed before anyone may accuse.", "{0} von 4 Schwertern nötig, bevor jemand anklagen darf.")
        };
        h.el("p", "rt-note", &fill(t, &[&total.to_string()]));
    }
    h.done()
}

#[component]
pub fn RoundTable(t: Tbl) -> impl IntoView {
    view! { <section class="rt" aria-labelledby="rt-h" inner_html=t.markup(html)></section> }
}
