//! What only the viewing seat may see: its loyalty card, its knight cards, and the two loyalty
//! cards of a Vivien exchange (Tristan's look is part of the turn's decision). The platform builds
//! this viewer's view alone, so nothing here can belong to another seat.

use super::card_face::loyalty_card;
use super::html::H;
use super::names;
use super::Tbl;
use crate::app::i18n::Lang;
use crate::engine::card::CardView;
use crate::tr;
use leptos::prelude::*;

pub fn html(v: &CardView, _: &[String], l: Lang) -> String {
    let Some(me) = &v.me else { return String::new() };
    if me.loyalty.is_none() && me.knights.is_empty() {
        return String::new();
    }
    let mut h = H::new();
    h.heading("h2", "mine-h", tr!(l, "Your cards — only you may look", "Deine Karten — nur du darfst hinsehen"));
    h.open("div", "mine-row");
    match me.vivien.as_slice() {
        // During Vivien: the two cards to keep one of; the first is the one held until now.
        [own, new] => {
            loyalty_card(&mut h, *own, l, tr!(l, "Your card until now", "Deine bisherige Karte"), true);
            loyalty_card(&mut h, *new, l, tr!(l, "The new card", "Die neue Karte"), true);
        }
        _ => {
            if let Some(x) = me.loyalty {
                loyalty_card(&mut h, x, l, tr!(l, "Your loyalty card", "Deine Loyalitätskarte"), true);
            }
        }
    }
    h.close("div");
    if !me.knights.is_empty() {
        h.el("h3", "", tr!(l, "Your knight cards", "Deine Ritterkarten")).open("ul", "kn-hand");
        for &k in &me.knights {
            h.open("li", "kc").el("strong", "", names::knight(k, l)).el("span", "", names::knight_effect(k, l)).close("li");
        }
        h.close("ul");
    }
    h.done()
}

#[component]
pub fn Mine(t: Tbl) -> impl IntoView {
    view! { <section class="mine" aria-labelledby="mine-h" inner_html=t.markup(html)></section> }
}
