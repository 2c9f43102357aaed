//! The table: a strip of everyone's Health (the details are in the Players sheet), the melee
//! in the centre, the suit legend, and between rounds the round summary and the Godsend phase.

use crate::app::i18n::Tr;
use super::godsend_phase::GodsendPhase;
use super::legend::SuitLegend;
use super::melee::Melee;
use super::round_summary::RoundSummary;
use super::text;
use crate::app::i18n::lang;
use crate::app::kit::{SeatChip, SeatStrip};
use crate::app::play::table;
use crate::engine::tournament::data::Suit;
use crate::engine::tournament::view::Pending;
use crate::engine::tournament::Tournament;
use leptos::prelude::*;

#[component]
pub fn Board() -> impl IntoView {
    let t = table::<Tournament>();
    let chips = move || {
        let l = lang();
        let me = t.me();
        t.view.with(|v| {
            v.seats
                .iter()
                .map(|s| SeatChip {
                    seat: s.seat,
                    name: t.name(s.seat),
                    active: v.turn.includes(s.seat),
                    me: me == Some(s.seat),
                    class: if s.health <= 100 { "low".into() } else { String::new() },
                    detail: Tr(l).tm_health_a_b_c_cards(&s.health, &text::band(s.band, l), &s.hand_size),
                })
                .collect::<Vec<_>>()
        })
    };
    let suits = Memo::new(move |_| t.view.with(|v| Suit::ALL.iter().copied().filter(|s| v.players > 2 || *s != Suit::Arrows).collect::<Vec<_>>()));
    let godsends = Memo::new(move |_| t.view.with(|v| matches!(v.pending, Pending::Godsend { .. })));
    // The melee stays in view while it is played; during the Godsend picks and at the end the
    // round is over (its summary says how it ended).
    let melee = Memo::new(move |_| t.view.with(|v| !matches!(v.pending, Pending::Godsend { .. } | Pending::GameOver)));
    // Between rounds (Godsend picks, or the new round before its first card) the summary of
    // the round just scored stays open on the table.
    let between = Memo::new(move |_| {
        t.view.with(|v| v.last_round.is_some() && (matches!(v.pending, Pending::Godsend { .. }) || (v.melee_number == 1 && v.melee.cards.is_empty() && v.melee.discards.is_empty())))
    });
    view! {
        <div class="t-board">
            <SeatStrip seats=chips label=text::tx(Tr::tm_players_health)/>
            <Show when=move || godsends.get()>
                <GodsendPhase/>
            </Show>
            <Show when=move || between.get()>
                <RoundSummary open=false/>
            </Show>
            <Show when=move || melee.get()>
                <Melee/>
            </Show>
            <SuitLegend suits/>
        </div>
    }
}
