//! The final ranking with the tie-breaks spelled out.

use super::html::{el, esc};
use super::text::who;
use crate::app::i18n::Lang;
use crate::engine::tournament::view::TournamentView;
use crate::tr;

pub fn ranking(v: &TournamentView, names: &[String], l: Lang) -> String {
    let Some(r) = v.ranking.as_ref() else { return String::new() };
    let title = tr!(l, "Final ranking", "Endstand");
    let mut out = format!("<section class=\"t-ranking\" aria-label=\"{title}\"><h2>{title}</h2><table><thead><tr><th scope=\"col\">#</th>");
    for h in [tr!(l, "Player", "Spieler"), tr!(l, "Health", "Gesundheit"), tr!(l, "Injury, last round", "Verletzung letzte Runde"), tr!(l, "Godsends received", "Gottesgaben erhalten")] {
        out += &format!("<th scope=\"col\">{h}</th>");
    }
    out += "</tr></thead><tbody>";
    for e in r {
        out += &format!(
            "<tr{}><td>{}.</td><th scope=\"row\">{}</th><td>{}</td><td>{}</td><td>{}</td></tr>",
            if e.rank == 1 { " class=\"win\"" } else { "" },
            e.rank,
            esc(&who(names, e.seat)),
            e.health,
            e.final_round_injury,
            e.godsends_received
        );
    }
    out += "</tbody></table>";
    out += &el("p", "small", tr!(l,
        "Most Health wins. Ties: less injury (weapons + Shame) in the final round, then fewer Godsends received over the game; still tied, the victory is shared.",
        "Die meiste Gesundheit gewinnt. Bei Gleichstand: weniger Verletzung (Waffen + Schande) in der letzten Runde, dann weniger erhaltene Gottesgaben; sonst geteilter Sieg."));
    out + "</section>"
}
