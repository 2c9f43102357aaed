//! A seat's characters and Godsends: the protagonist's power and what is left of it this
//! round, the companion (locked until its threshold, or active) and what it does, and each
//! Godsend held with its declaration or whether its Will of God token is used.

use crate::app::i18n::Tr;
use super::describe::declaration;
use super::text;
use crate::app::i18n::{lang, Lang};
use crate::app::play::table;
use crate::engine::tournament::data::GodsendKind;
use crate::engine::tournament::view::{SeatView, TournamentView, WogToken};
use crate::engine::tournament::Tournament;
use crate::engine::Seat;
use leptos::prelude::*;

/// The state of the protagonist's per-round power, when the table tracks one.
fn power_state(s: &SeatView, l: Lang) -> Option<String> {
    let p = &s.powers;
    let (name, left) = if let Some(n) = p.token_uses_left {
        (Tr(l).tm_3_token(), n)
    } else if let Some(r) = p.glamour_ready {
        (Tr(l).tm_glamour(), u8::from(r))
    } else if let Some(n) = p.second_thoughts_left {
        (Tr(l).tm_second_thoughts(), n)
    } else {
        (Tr(l).tm_intrigue(), p.intrigue_left?)
    };
    Some(Tr(l).tm_a_b_left_this_round(&name, &left))
}

/// Each Godsend held: its name and what it does or was declared to do.
fn godsends(v: &TournamentView, s: &SeatView, names: &dyn Fn(Seat) -> String, l: Lang) -> Vec<(&'static str, String)> {
    let n: Vec<String> = (0..v.players).map(names).collect();
    s.godsends
        .iter()
        .map(|g| {
            let mut note = match g.declaration {
                Some(d) => declaration(d, &n, l),
                None => text::godsend_effect(g.kind, l).to_owned(),
            };
            let token = match g.kind {
                GodsendKind::Intervention => Some(&v.will_of_god[0]),
                GodsendKind::Mercy => Some(&v.will_of_god[1]),
                GodsendKind::Judgement => Some(&v.will_of_god[2]),
                _ => None,
            };
            if let Some(WogToken::Used { on, .. }) = token {
                note = Tr(l).tm_used_a(&text::cards(on.iter().copied(), l));
            }
            if g.kind == GodsendKind::BlessedBlade {
                note += &Tr(l).tm_a_left(&s.powers.blessed_blade_left);
            }
            (text::godsend(g.kind, l), note)
        })
        .collect()
}

#[component]
pub fn Powers(seat: Seat) -> impl IntoView {
    let t = table::<Tournament>();
    let me = Memo::new(move |_| t.view.with(|v| v.seats.get(usize::from(seat)).cloned()));
    let lines = move || {
        let l = lang();
        me.with(|s| {
            let Some(s) = s else { return Vec::new() };
            let (pname, pdesc) = text::protagonist_power(s.character, l);
            let mut out = vec![(text::protagonist(s.character, l).to_owned(), format!("{pname}: {pdesc}"))];
            if let Some(p) = power_state(s, l) {
                out[0].1 += &format!(" {p}.");
            }
            let state = match (s.companion_unlocked, s.threshold) {
                (true, _) => Tr(l).tm_active().to_owned(),
                (false, Some(th)) => Tr(l).tm_joins_at_a_health_or(&th),
                (false, None) => String::new(),
            };
            out.push((format!("{} ({state})", text::companion(s.character, l)), text::companion_power(s.character, l).to_owned()));
            t.view.with(|v| {
                for (name, note) in godsends(v, s, &|x| t.name(x), l) {
                    out.push((name.to_owned(), note));
                }
            });
            out
        })
    };
    view! {
        <ul class="t-powers">
            {move || lines().into_iter().map(|(name, what)| view! { <li><strong>{name}</strong>": "{what}</li> }).collect_view()}
        </ul>
    }
}
