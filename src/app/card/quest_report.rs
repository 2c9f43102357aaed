//! A quest's resolution, for the whole table: each stack with its cards (Merlin's removals
//! struck through), the total as arithmetic, what it gave, then Morgan #3 and the swords placed.

use super::arith;
use super::card_face::{chip, icon, sword_marks};
use super::html::H;
use super::names::{self, fill};
use crate::app::i18n::Lang;
use crate::engine::card::{Band, QuestReport, Tally};
use crate::tr;

fn stack(h: &mut H, t: &Tally, r: &QuestReport, l: Lang) {
    h.open("li", if t.main { "stack main" } else { "stack" }).open("h4", "");
    for p in t.parts.iter() {
        icon(h, p.quest);
    }
    h.text(&arith::tally_name(t, l));
    if t.main {
        h.text(tr!(l, " — main quest", " — Hauptqueste"));
    }
    h.close("h4").open("div", "chips");
    for p in t.parts.iter() {
        let q = p.quest;
        for c in p.numbered.iter().filter_map(|&v| q.numbered(v)) {
            chip(h, c, l, false);
        }
        for _ in 0..p.wild {
            chip(h, q.wild(), l, false);
        }
        for c in r.removals.iter().filter(|x| x.quest == q).filter_map(|x| x.removed) {
            chip(h, c, l, true);
            h.el("span", "sr-only", tr!(l, "(taken out by Merlin)", "(von Merlin entfernt)"));
        }
    }
    h.close("div");
    h.el("p", "sum", &arith::sum(t, l));
    let class = if t.white > 0 {
        "band good"
    } else if t.black > 0 || t.band == Band::Morgan7 {
        "band bad"
    } else {
        "band"
    };
    h.el("p", class, &("→ ".to_owned() + &arith::band(t, l)));
    h.close("li");
}

/// `done`: the swords are placed; otherwise the quest waits in Gawain's window.
pub fn html(h: &mut H, r: &QuestReport, ns: &[String], l: Lang, done: bool) {
    let who = names::seat(ns, r.seat);
    let title = if done {
        tr!(l, "{0}’s quest for {1}", "Queste von {0}: {1}")
    } else {
        tr!(l, "{0}’s quest for {1}: added up, no sword placed yet", "Queste von {0} ({1}): zusammengezählt, noch kein Schwert gelegt")
    };
    h.el("h3", "", &fill(title, &[&who, names::quest(r.main, l)]));
    if !r.characters.is_empty() {
        h.open("p", "set-apart").text(tr!(l, "Set apart: ", "Beiseitegelegt: "));
        for &c in r.characters.iter() {
            chip(h, c, l, false);
        }
        h.close("p");
    }
    let mut notes: Vec<String> = r.turned_up.iter().map(|x| arith::turned_up(x.by, x.announced, x.card, ns, l)).collect();
    notes.extend(r.gawain.iter().map(|g| fill(tr!(l, "Gawain ({0}) added {1}", "Gawain ({0}) fügte {1} hinzu"), &[&names::seat(ns, g.seat), &names::card(g.card, l)])));
    notes.extend(r.removals.iter().map(|x| arith::removal(x, ns, l)));
    if !notes.is_empty() {
        h.open("ul", "notes");
        for n in &notes {
            h.el("li", "", n);
        }
        h.close("ul");
    }
    h.open("ul", "stacks");
    for t in r.tallies.iter() {
        stack(h, t, r, l);
    }
    h.close("ul");
    if r.extra_white + r.extra_black > 0 {
        h.el("p", "", &fill(tr!(l, "Morgan #3: one more of each colour placed: {0}.", "Morgan #3: je eines mehr jeder gelegten Farbe: {0}."), &[&names::sword_pair(r.extra_white, r.extra_black, l)]));
    }
    h.open("p", "placed").text(if done { tr!(l, "Placed: ", "Gelegt: ") } else { tr!(l, "So far: ", "Bisher: ") });
    h.open("span", "sw-w");
    sword_marks(h, r.white);
    h.close("span").open("span", "sw-b");
    sword_marks(h, r.black);
    h.close("span").raw(" ").text(&names::sword_pair(r.white, r.black, l)).close("p");
    if r.morgan7_loss {
        h.el("p", "band bad", tr!(l, "Morgan #7: the main quest reached 14 or more — Camelot falls at once.", "Morgan #7: die Hauptqueste erreichte 14 oder mehr — Camelot fällt sofort."));
    }
}
