//! The end-of-round summary as a table: for each player every card of their Weapon Hits with
//! its injury worked out step by step (printed → replacement → ×2 → prevention → Sash cap),
//! the total, Armour of Faith, then Health: start of round − Shame − weapon injury + healing.
//! Companions that joined and the next dealer follow.

use super::describe::healing;
use super::text;
use crate::app::i18n::{lang, Lang};
use crate::app::play::table;
use crate::engine::tournament::events::{InjuryLine, Prevention, Replacement};
use crate::engine::tournament::state::{RoundSummary as Summary, SeatScore};
use crate::engine::tournament::Tournament;
use crate::tr;
use leptos::prelude::*;

/// A card's injury as arithmetic: "10 → Isolde 5 → ×2 (Wrath) 10 = 10".
pub fn steps(line: &InjuryLine, name: &dyn Fn(u8) -> String, l: Lang) -> String {
    let mut s = line.base.to_string();
    if let Some(r) = line.replaced {
        let by = match r {
            Replacement::Isolde => "Isolde",
            Replacement::Antidote => tr!(l, "Antidote", "Gegengift"),
            Replacement::Relic => tr!(l, "Relic", "Reliquie"),
        };
        s += &format!(" → {by} {}", line.after_replacement);
    }
    if line.doubled.any() {
        let mut by = Vec::new();
        if line.doubled.mordred {
            by.push("Mordred");
        }
        if line.doubled.wrath > 0 {
            by.push(tr!(l, "Wrath", "Zorn"));
        }
        if line.doubled.reckoning {
            by.push(tr!(l, "Reckoning", "Abrechnung"));
        }
        s += &format!(" × 2 ({}) = {}", by.join(", "), line.after_doubling);
    }
    if let Some(p) = line.prevented {
        let by = match p {
            Prevention::Nimue => tr!(l, "Merlin’s Bane", "Merlins Fluch"),
            Prevention::DivineShield => tr!(l, "Divine Shield", "Göttlicher Schild"),
            Prevention::Mercy => tr!(l, "Mercy", "Gnade"),
        };
        s += &format!(" → {by} 0");
    }
    if line.capped {
        s += tr!(l, " → Green Sash: at most 10", " → Grüne Schärpe: höchstens 10");
    }
    if let Some(from) = line.moved_from {
        s += &tf!(l, " (moved here by {0})", " (von {0} hierher verschoben)", &name(from));
    }
    s
}

/// Health after the round as arithmetic: "310 − 5 Shame − 40 + 15 (Pure of Heart 15) = 280".
pub fn health_sum(s: &SeatScore, l: Lang) -> String {
    let mut h = s.round_start.to_string();
    if s.shame > 0 {
        h += &tf!(l, " − {0} Shame", " − {0} Schande", &s.shame);
    }
    h += &tf!(l, " − {0} weapons", " − {0} Waffen", &s.weapon_injury);
    if s.healing.total() > 0 {
        h += &format!(" + {} ({})", s.healing.total(), healing(s.healing, l));
    } else if s.healing.blocked_by_fallen && !healing(s.healing, l).is_empty() {
        h += tr!(l, " (fallen: no healing)", " (gefallen: keine Heilung)");
    }
    h + &format!(" = {}", s.after)
}

fn dealer_line(r: &Summary, name: &dyn Fn(u8) -> String, l: Lang) -> Option<String> {
    let d = r.dealer?;
    let tied: Vec<String> = d.tied.iter().map(name).collect();
    Some(if tied.len() > 1 {
        tf!(l, "{0} deals next: {1} tie for the least Health ({2}), and {0} sits nearest clockwise after the last dealer {3}.", "{0} gibt als Nächstes: {1} haben gleich wenig Gesundheit ({2}), und {0} sitzt im Uhrzeigersinn am nächsten nach dem letzten Geber {3}.", &name(d.seat), &tied.join(", "), &d.health, &name(d.previous))
    } else {
        tf!(l, "{0} deals next: the least Health ({1}).", "{0} gibt als Nächstes: die wenigste Gesundheit ({1}).", &name(d.seat), &d.health)
    })
}

#[component]
pub fn RoundSummary(
    /// Open at first (between rounds); closed in the players' sheet.
    open: bool,
) -> impl IntoView {
    let t = table::<Tournament>();
    let r = move || t.view.with(|v| v.last_round.clone());
    let name = move |s: u8| t.name(s);
    view! {
        {move || r().map(|r| {
            let l = lang();
            let chars: Vec<_> = t.view.with(|v| v.seats.iter().map(|s| s.character).collect());
            view! {
                <details class="t-summary" open=open>
                    <summary>{tf!(l, "Round {0}: injury and Health", "Runde {0}: Verletzung und Gesundheit", &r.round)}" — "{r.seats.iter().map(|s| format!("{} {} → {}", name(s.seat), s.round_start, s.after)).collect::<Vec<_>>().join(", ")}</summary>
                    <table class="t-score">
                        <caption>{tf!(l, "Injury per player and card, end of round {0}", "Verletzung je Spieler und Karte, Ende von Runde {0}", &r.round)}</caption>
                        <thead><tr>
                            <th scope="col">{tr!(l, "Card", "Karte")}</th>
                            <th scope="col">{tr!(l, "Injury, step by step", "Verletzung, Schritt für Schritt")}</th>
                            <th scope="col">{tr!(l, "Counts", "Zählt")}</th>
                        </tr></thead>
                        {r.seats.iter().map(|s| {
                            let who = name(s.seat);
                            let rows = s.lines.iter().map(|x| view! {
                                <tr><td>{text::card(x.card, l)}</td><td>{steps(x, &name, l)}</td><td class="num">{x.result}</td></tr>
                            }).collect_view();
                            let total = if s.armour > 0 {
                                tf!(l, "Weapon Hits {0} − {1} Armour of Faith = {2}", "Waffentreffer {0} − {1} Rüstung des Glaubens = {2}", &s.cards_total, &(20 * u16::from(s.armour)), &s.weapon_injury)
                            } else {
                                tf!(l, "Weapon Hits: {0} cards", "Waffentreffer: {0} Karten", &s.lines.len())
                            };
                            let joined = (s.unlocked).then(|| chars.get(usize::from(s.seat)).map(|c| tf!(l, "{0} joins: {1} is at or below the threshold, usable from next round.", "{0} hilft jetzt: {1} liegt auf oder unter der Schwelle, ab der nächsten Runde nutzbar.", &text::companion(*c, l), &s.after))).flatten();
                            view! {
                                <tbody>
                                    <tr class="who"><th scope="rowgroup" colspan="3">{who}</th></tr>
                                    {rows}
                                    <tr class="total"><td colspan="2">{total}</td><td class="num">{s.weapon_injury}</td></tr>
                                    <tr class="total"><td colspan="2">{tr!(l, "Health", "Gesundheit")}": "{health_sum(s, l)}", "{text::band(s.band, l)}</td><td class="num"><b>{s.after}</b></td></tr>
                                    {joined.map(|j| view! { <tr><td colspan="3" class="t-good">{j}</td></tr> })}
                                </tbody>
                            }
                        }).collect_view()}
                    </table>
                    {dealer_line(&r, &name, l).map(|d| view! { <p><strong>{d}</strong></p> })}
                </details>
            }
        })}
    }
}
