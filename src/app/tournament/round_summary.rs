//! The end-of-round summary as a table: for each player every card of their Weapon Hits with
//! its injury worked out step by step (printed → replacement → ×2 → prevention → Sash cap),
//! the total, Armour of Faith, then Health: start of round − Shame − weapon injury + healing.
//! Companions that joined and the next dealer follow.

use crate::app::i18n::Tr;
use super::describe::healing;
use super::text;
use crate::app::i18n::{lang, Lang};
use crate::app::play::table;
use crate::engine::tournament::events::{InjuryLine, Prevention, Replacement};
use crate::engine::tournament::state::{RoundSummary as Summary, SeatScore};
use crate::engine::tournament::Tournament;
use leptos::prelude::*;

/// A card's injury as arithmetic: "10 → Isolde 5 → ×2 (Wrath) 10 = 10".
pub fn steps(line: &InjuryLine, name: &dyn Fn(u8) -> String, l: Lang) -> String {
    let mut s = line.base.to_string();
    if let Some(r) = line.replaced {
        let by = match r {
            Replacement::Isolde => "Isolde",
            Replacement::Antidote => Tr(l).tm_antidote(),
            Replacement::Relic => Tr(l).tm_relic(),
        };
        s += &format!(" → {by} {}", line.after_replacement);
    }
    if line.doubled.any() {
        let mut by = Vec::new();
        if line.doubled.mordred {
            by.push("Mordred");
        }
        if line.doubled.wrath > 0 {
            by.push(Tr(l).tm_wrath());
        }
        if line.doubled.reckoning {
            by.push(Tr(l).tm_reckoning());
        }
        s += &format!(" × 2 ({}) = {}", by.join(", "), line.after_doubling);
    }
    if let Some(p) = line.prevented {
        let by = match p {
            Prevention::Nimue => Tr(l).tm_merlin_s_bane(),
            Prevention::DivineShield => Tr(l).tm_divine_shield(),
            Prevention::Mercy => Tr(l).tm_mercy(),
        };
        s += &format!(" → {by} 0");
    }
    if line.capped {
        s += Tr(l).tm_green_sash_at_most_10();
    }
    if let Some(from) = line.moved_from {
        s += &Tr(l).tm_moved_here_by_a(&name(from));
    }
    s
}

/// Health after the round as arithmetic: "310 − 5 Shame − 40 + 15 (Pure of Heart 15) = 280".
pub fn health_sum(s: &SeatScore, l: Lang) -> String {
    let mut h = s.round_start.to_string();
    if s.shame > 0 {
        h += &Tr(l).tm_a_shame(&s.shame);
    }
    h += &Tr(l).tm_a_weapons(&s.weapon_injury);
    if s.healing.total() > 0 {
        h += &format!(" + {} ({})", s.healing.total(), healing(s.healing, l));
    } else if s.healing.blocked_by_fallen && !healing(s.healing, l).is_empty() {
        h += Tr(l).tm_fallen_no_healing();
    }
    h + &format!(" = {}", s.after)
}

fn dealer_line(r: &Summary, name: &dyn Fn(u8) -> String, l: Lang) -> Option<String> {
    let d = r.dealer?;
    let tied: Vec<String> = d.tied.iter().map(name).collect();
    Some(if tied.len() > 1 {
        Tr(l).tm_a_deals_next_b_tie(&name(d.seat), &tied.join(", "), &d.health, &name(d.previous))
    } else {
        Tr(l).tm_a_deals_next_the_least(&name(d.seat), &d.health)
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
                    <summary>{Tr(l).tm_round_a_injury_and_health(&r.round)}" — "{r.seats.iter().map(|s| format!("{} {} → {}", name(s.seat), s.round_start, s.after)).collect::<Vec<_>>().join(", ")}</summary>
                    <table class="t-score">
                        <caption>{Tr(l).tm_injury_per_player_and_card(&r.round)}</caption>
                        <thead><tr>
                            <th scope="col">{Tr(l).tm_card()}</th>
                            <th scope="col">{Tr(l).tm_injury_step_by_step()}</th>
                            <th scope="col">{Tr(l).tm_counts()}</th>
                        </tr></thead>
                        {r.seats.iter().map(|s| {
                            let who = name(s.seat);
                            let rows = s.lines.iter().map(|x| view! {
                                <tr><td>{text::card(x.card, l)}</td><td>{steps(x, &name, l)}</td><td class="num">{x.result}</td></tr>
                            }).collect_view();
                            let total = if s.armour > 0 {
                                Tr(l).tm_weapon_hits_a_b_armour(&s.cards_total, &(20 * u16::from(s.armour)), &s.weapon_injury)
                            } else {
                                Tr(l).tm_weapon_hits_a_cards(&s.lines.len())
                            };
                            let joined = (s.unlocked).then(|| chars.get(usize::from(s.seat)).map(|c| Tr(l).tm_a_joins_b_is_at(&text::companion(*c, l), &s.after))).flatten();
                            view! {
                                <tbody>
                                    <tr class="who"><th scope="rowgroup" colspan="3">{who}</th></tr>
                                    {rows}
                                    <tr class="total"><td colspan="2">{total}</td><td class="num">{s.weapon_injury}</td></tr>
                                    <tr class="total"><td colspan="2">{Tr(l).tm_health()}": "{health_sum(s, l)}", "{text::band(s.band, l)}</td><td class="num"><b>{s.after}</b></td></tr>
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
