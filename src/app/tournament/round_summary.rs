//! The end-of-round summary: each seat's Weapon Hits as arithmetic through every injury step,
//! Shame, healing and the new Health; companions that joined; the next dealer and why.

use super::html::{el, esc};
use super::log::{healing, injury_line};
use super::text::{self, who};
use crate::app::i18n::Lang;
use crate::engine::tournament::state::SeatScore;
use crate::engine::tournament::view::TournamentView;
use crate::tr;

fn seat_line(s: &SeatScore, v: &TournamentView, names: &[String], l: Lang) -> String {
    // Each card is one unbreakable term, so lines wrap between cards, not inside one.
    let mut sum = if s.lines.is_empty() {
        esc(tr!(l, "no Weapon Hits", "keine Waffentreffer"))
    } else {
        s.lines.iter().map(|x| el("span", "t-term", &injury_line(x, names, l))).collect::<Vec<_>>().join(" + ")
    };
    sum += &format!(" = <b>{}</b>", s.cards_total);
    if s.armour > 0 {
        let a = 20 * u16::from(s.armour);
        sum += &esc(&tf!(l, " − {0} Armour of Faith = {1}", " − {0} Rüstung des Glaubens = {1}", &a, &s.weapon_injury));
    }
    let mut health = format!("→ {}", s.round_start);
    if s.shame > 0 {
        health += &tf!(l, " − {0} Shame", " − {0} Schande", &s.shame);
    }
    health += &format!(" − {}", s.weapon_injury);
    if s.healing.total() > 0 {
        health += &format!(" + {} ({})", s.healing.total(), healing(s.healing, l));
    } else if s.healing.blocked_by_fallen && !healing(s.healing, l).is_empty() {
        health += tr!(l, " (fallen: no healing)", " (gefallen: keine Heilung)");
    }
    let mut out = format!(
        "<li><strong>{}</strong><p class=\"t-math\">{sum}</p><p class=\"t-math\">{} = <b>{}</b>, {}</p>",
        esc(&who(names, s.seat)),
        esc(&health),
        s.after,
        text::band(s.band, l)
    );
    if let (true, Some(seat)) = (s.unlocked, v.seats.get(usize::from(s.seat))) {
        out += &el("p", "t-good", &tf!(l, "{0} joins: {1} is at or below the threshold. Usable from next round.", "{0} hilft jetzt: {1} liegt auf oder unter der Schwelle. Ab der nächsten Runde nutzbar.", &text::companion(seat.character, l), &s.after));
    }
    out + "</li>"
}

/// The last round's summary as a `<details>`, open while the table sits between rounds.
pub fn round_summary(v: &TournamentView, names: &[String], l: Lang, open: bool) -> String {
    let Some(r) = v.last_round.as_ref() else { return String::new() };
    let mut out = format!(
        "<details class=\"t-summary\"{}><summary>{}</summary>{}<ul class=\"t-scores\">",
        if open { " open" } else { "" },
        esc(&tf!(l, "End of round {0}: injury and Health", "Ende von Runde {0}: Verletzung und Gesundheit", &r.round)),
        el("p", "small muted", tr!(l,
            "Each card: printed injury → replacement → ×2 → prevention → Sash cap. Then Health: start of round − Shame − weapon injury + healing.",
            "Jede Karte: aufgedruckt → Ersatz → ×2 → Verhinderung → Schärpe. Dann Gesundheit: Rundenbeginn − Schande − Waffenverletzung + Heilung.")),
    );
    for s in &r.seats {
        out += &seat_line(s, v, names, l);
    }
    out += "</ul>";
    if let Some(d) = r.dealer {
        let tied: Vec<String> = d.tied.iter().map(|s| who(names, s)).collect();
        let why = if tied.len() > 1 {
            tf!(l, "{0} deals next: {1} tie for the lowest Health ({2}), and {0} sits nearest clockwise to the last dealer {3} (distance {4}; the last dealer counts 0).", "{0} gibt als Nächstes: {1} haben gleich wenig Gesundheit ({2}), und {0} sitzt im Uhrzeigersinn am nächsten zum letzten Geber {3} (Abstand {4}; der letzte Geber zählt 0).", &who(names, d.seat), &tied.join(", "), &d.health, &who(names, d.previous), &d.distance)
        } else {
            tf!(l, "{0} deals next: the lowest Health ({1}).", "{0} gibt als Nächstes: die wenigste Gesundheit ({1}).", &who(names, d.seat), &d.health)
        };
        out += &format!("<p><strong>{}</strong></p>", esc(&why));
    }
    out + "</details>"
}
