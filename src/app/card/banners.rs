//! Table-wide notices: the silence while a Morgan reigns (C-TALK: the app cannot enforce it,
//! so it tells the players), Morgan #1's face-down draws and Morgan #2's running count.

use super::html::H;
use super::names::fill;
use super::Tbl;
use crate::app::i18n::Lang;
use crate::engine::card::CardView;
use crate::tr;
use leptos::prelude::*;

pub fn html(v: &CardView, _: &[String], l: Lang) -> String {
    let mut h = H::new();
    if v.outcome.is_some() {
        return String::new();
    }
    if v.silence {
        h.open("div", "silence").el("strong", "", tr!(l, "Silence!", "Schweigen!")).raw(" ").text(tr!(l,
            "A Morgan is on the pile: no talking, no signs, no hints until someone goes on a quest or a Merlin is drawn.",
            "Eine Morgan liegt auf dem Stapel: kein Reden, keine Zeichen, keine Hinweise, bis jemand auf eine Queste zieht oder ein Merlin gezogen wird.")).close("div");
    }
    if v.morgan1 {
        h.open("p", "effect").el("strong", "", "Morgan #1: ").text(tr!(l,
            "whoever listens looks at the card alone, lays it face down and announces it. Traitors may lie. Until a Merlin is drawn.",
            "wer anhört, sieht die Karte allein an, legt sie verdeckt und sagt sie an. Verräter dürfen lügen. Bis ein Merlin gezogen wird.")).close("p");
    }
    if let Some(n) = v.morgan2 {
        let t = tr!(l,
            "every listen is counted aloud. Listens so far: {0}; the next one says “{1}”. Until a Merlin is drawn.",
            "jedes Anhören wird laut gezählt. Bisher: {0}; das nächste sagt „{1}“. Bis ein Merlin gezogen wird.");
        h.open("p", "effect").el("strong", "", "Morgan #2: ").text(&fill(t, &[&n.to_string(), &(n + 1).to_string()])).close("p");
    }
    h.done()
}

#[component]
pub fn Banners(t: Tbl) -> impl IntoView {
    view! { <div class="banners" role="status" inner_html=t.markup(html)></div> }
}
