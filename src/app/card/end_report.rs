//! The end check at 7 swords: every hidden loyalty card turned up, the traitors' flips, and the
//! sword arithmetic that decides the game (or lets it go on).

use super::card_face::loyalty_card;
use super::describe;
use super::html::H;
use super::names;
use crate::app::i18n::Lang;
use crate::engine::card::{EndReport, EndResult};
use crate::tr;

pub fn html(h: &mut H, e: &EndReport, ns: &[String], l: Lang) {
    h.el("h3", "", match e.result {
        EndResult::Pending => tr!(l, "The reveal — Percival may still act", "Die Aufdeckung — Parzival kann noch wirken"),
        EndResult::GoesOn => tr!(l, "End check: play goes on", "Schlussprüfung: es geht weiter"),
        _ => tr!(l, "The end-of-game reveal", "Die Aufdeckung am Spielende"),
    });
    if !e.revealed.is_empty() {
        h.open("div", "reveal");
        for s in e.revealed.iter() {
            loyalty_card(h, s.loyalty, l, &names::seat(ns, s.seat), false);
        }
        h.close("div");
    }
    h.el("p", "", &describe::end_check(e, ns, l));
}
