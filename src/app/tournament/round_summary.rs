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
        sum += &esc(&tr!(l, format!(" − {a} Armour of Faith = {}", s.weapon_injury), format!(" − {a} Rüstung des Glaubens = {}", s.weapon_injury)));
    }
    let mut health = format!("→ {}", s.round_start);
    if s.shame > 0 {
        health += &tr!(l, format!(" − {} Shame", s.shame), format!(" − {} Schande", s.shame));
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
        out += &el("p", "t-good", &tr!(l,
            format!("{} joins: {} is at or below the threshold. Usable from next round.", text::companion(seat.character, l), s.after),
            format!("{} hilft jetzt: {} liegt auf oder unter der Schwelle. Ab der nächsten Runde nutzbar.", text::companion(seat.character, l), s.after)));
    }
    out + "</li>"
}

/// The last round's summary as a `<details>`, open while the table sits between rounds.
pub fn round_summary(v: &TournamentView, names: &[String], l: Lang, open: bool) -> String {
    let Some(r) = v.last_round.as_ref() else { return String::new() };
    let mut out = format!(
        "<details class=\"t-summary\"{}><summary>{}</summary>{}<ul class=\"t-scores\">",
        if open { " open" } else { "" },
        esc(&tr!(l, format!("End of round {}: injury and Health", r.round), format!("Ende von Runde {}: Verletzung und Gesundheit", r.round))),
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
            tr!(l,
                format!("{} deals next: {} tie for the lowest Health ({}), and {} sits nearest clockwise to the last dealer {} (distance {}; the last dealer counts 0).", who(names, d.seat), tied.join(", "), d.health, who(names, d.seat), who(names, d.previous), d.distance),
                format!("{} gibt als Nächstes: {} haben gleich wenig Gesundheit ({}), und {} sitzt im Uhrzeigersinn am nächsten zum letzten Geber {} (Abstand {}; der letzte Geber zählt 0).", who(names, d.seat), tied.join(", "), d.health, who(names, d.seat), who(names, d.previous), d.distance))
        } else {
            tr!(l, format!("{} deals next: the lowest Health ({}).", who(names, d.seat), d.health), format!("{} gibt als Nächstes: die wenigste Gesundheit ({}).", who(names, d.seat), d.health))
        };
        out += &format!("<p><strong>{}</strong></p>", esc(&why));
    }
    out + "</details>"
}
