//! The centre of the table: the Threats pile (only its top card visible, with the count under
//! it; a face-down card shows what its drawer announced), the Rumor deck and the discard pile,
//! Merlin #4's tokens beside the pile, and the Knights to the Rescue decks.

use super::card_face::{back, face, icon};
use super::html::H;
use super::names::{self, fill};
use super::Tbl;
use crate::app::i18n::Lang;
use crate::engine::card::{CardView, Knight};
use crate::tr;
use leptos::prelude::*;

fn top(h: &mut H, v: &CardView, ns: &[String], l: Lang) {
    let Some(top) = v.top else {
        h.open("div", "cf empty").el("span", "", tr!(l, "Empty", "Leer")).close("div");
        return;
    };
    match (top.face_down, top.card) {
        (false, Some(c)) => face(h, c, l, false),
        (false, None) => back(h, false),
        (true, _) => {
            let by = top.by.map(|s| names::seat(ns, s)).unwrap_or_default();
            h.open("div", "face-down");
            back(h, false);
            h.open("div", "fd-info");
            match top.announced {
                Some(a) => {
                    h.el("p", "", &fill(tr!(l, "Face down. {0} announced:", "Verdeckt. {0} sagte an:"), &[&by]));
                    face(h, a, l, true);
                }
                None => {
                    h.el("p", "", &fill(tr!(l, "Face down: {0} is about to announce it.", "Verdeckt: {0} sagt sie gleich an."), &[&by]));
                }
            }
            // Only the drawer's view holds the card itself.
            if let Some(c) = top.card {
                h.el("p", "truth", &fill(tr!(l, "Only you know: it is {0}.", "Nur du weißt: es ist {0}."), &[&names::card(c, l)]));
            }
            h.close("div").close("div");
        }
    }
}

pub fn html(v: &CardView, ns: &[String], l: Lang) -> String {
    let mut h = H::new();
    h.open("div", "pile").heading("h2", "pile-h", tr!(l, "Threats pile", "Bedrohungsstapel"));
    top(&mut h, v, ns, l);
    let under = match (v.pile, v.pile.saturating_sub(1)) {
        (0, _) => tr!(l, "No card: nobody can go on a quest.", "Keine Karte: niemand kann auf eine Queste ziehen.").to_owned(),
        (_, 0) => tr!(l, "No card under it.", "Keine Karte darunter.").to_owned(),
        (_, 1) => tr!(l, "1 card hidden under it.", "1 Karte verdeckt darunter.").to_owned(),
        (_, n) => fill(tr!(l, "{0} cards hidden under it.", "{0} Karten verdeckt darunter."), &[&n.to_string()]),
    };
    h.el("p", "under", &under);
    h.close("div");

    h.open("div", "decks").open("div", "deck");
    back(&mut h, true);
    h.open("p", "").open("strong", "").text(&v.deck.to_string()).close("strong").raw("<br>").text(tr!(l, "Rumor deck", "Gerüchtestapel")).close("p").close("div");
    h.open("div", "deck").raw("<div class=\"cf sm discard\"></div>");
    h.open("p", "").open("strong", "").text(&v.discard.to_string()).close("strong").raw("<br>").text(tr!(l, "Discard pile", "Ablagestapel")).close("p").close("div");
    h.close("div");

    if !v.quests_allowed.is_empty() {
        h.open("p", "allows").text(tr!(l, "Quests it allows:", "Erlaubte Questen:"));
        for q in v.quests_allowed.iter() {
            h.raw(" ").open("span", "allow");
            icon(&mut h, q);
            h.text(names::quest(q, l)).close("span");
        }
        h.close("p");
    }
    if !v.tokens.is_empty() {
        h.open("div", "tokens").el("h3", "", tr!(l, "Merlin #4 tokens beside the pile", "Merlin-#4-Plättchen neben dem Stapel")).open("ul", "");
        for tk in &v.tokens {
            let owner = names::seat(ns, tk.owner);
            match tk.quest {
                Some(q) => {
                    h.open("li", "token mine");
                    icon(&mut h, q);
                    h.text(&fill(tr!(l, "Your token: {0} (only you know)", "Dein Plättchen: {0} (nur du weißt es)"), &[names::quest(q, l)]));
                }
                None => {
                    h.open("li", "token").text(&fill(tr!(l, "{0}’s token, face down", "Plättchen von {0}, verdeckt"), &[&owner]));
                }
            }
            h.close("li");
        }
        h.close("ul").close("div");
    }
    if v.knights {
        let t = tr!(l, "Knight deck: {0} · Unused Morgans: {1}", "Ritterstapel: {0} · Unbenutzte Morgans: {1}");
        let mut s = fill(t, &[&v.knight_deck.to_string(), &v.unused_morgans.to_string()]);
        let used: Vec<String> = Knight::ALL.iter().zip(v.knights_used).filter(|(_, n)| *n > 0).map(|(&k, n)| format!("{} ×{n}", names::knight(k, l))).collect();
        if !used.is_empty() {
            s += &fill(tr!(l, " · Played: {0}", " · Gespielt: {0}"), &[&used.join(", ")]);
        }
        h.el("p", "kn-decks", &s);
    }
    h.done()
}

#[component]
pub fn Threats(t: Tbl) -> impl IntoView {
    view! { <section class="threats" aria-labelledby="pile-h" inner_html=t.markup(html)></section> }
}
