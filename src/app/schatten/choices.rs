//! Every other question of the game, as buttons: what it is about (the card drawn, the Armor's
//! two, the Merlin window's card and the seat's Merlins, the pool to share), then one button
//! per legal answer. Long lists (discards, Arthur's swap, the share) become a list box and one
//! button, so the decision still fits a phone's screen.

use super::arith;
use super::names::{black, black_does, place, white, whites};
use super::prompt::{action_label, decline_label, face_down_label};
use crate::app::i18n::{tr, txt, Tr};
use crate::app::play::{name_of, table};
use crate::engine::schatten::{Pending, Schatten, SchattenAction, SchattenView, White};
use leptos::prelude::*;

/// Lines that say what the question is about, from the viewer's view.
#[must_use]
pub fn context(v: &SchattenView, ns: &[String], t: Tr) -> Vec<String> {
    let mut out = Vec::new();
    let drawn = v.me.as_ref().map(|m| m.drawn.clone()).unwrap_or_default();
    match v.pending {
        Pending::Armor { .. } => {
            out.push(t.sc_armor_cards().to_owned());
            for c in drawn {
                out.push(t.sc_merlin_card(&black(t, c), &black_does(t, c)));
            }
        }
        Pending::Face { .. } => {
            for c in drawn {
                out.push(t.sc_drawn_card(&black(t, c), &black_does(t, c)));
            }
        }
        Pending::Merlin { card, .. } | Pending::War { card, .. } | Pending::Volunteer { card, .. } => {
            out.push(t.sc_merlin_card(&black(t, card), &black_does(t, card)));
            if let (Pending::Merlin { .. }, Some(m)) = (v.pending, v.me.as_ref()) {
                out.push(t.sc_merlin_you_have(&m.hand.count(White::Merlin)));
            }
        }
        Pending::Exchange { .. } => {
            if let Some(c) = v.me.as_ref().and_then(|m| m.offered) {
                out.push(t.sc_offered(&white(t, c)));
            }
        }
        Pending::Kay { .. } => {
            if let Some((p, _, b, w)) = &v.revealing {
                out.push(t.sc_kay_reveal(&place(t, *p), &t.sc_a_combat(&b, &w)));
            }
            if let Some((cards, roll)) = v.fight {
                out.push(t.sc_fight_laid(&arith::siege_sum(t, &cards, None, false)));
                out.push(t.sc_fight_roll(&roll));
            }
        }
        Pending::Assign { .. } | Pending::Vote { .. } => {
            if let Some(s) = &v.share {
                out.push(t.sc_pool(&whites(t, &s.pool)));
                if !s.assigned.is_empty() {
                    let list = s.assigned.iter().map(|&(w, to)| t.sc_x_assign(&white(t, w), &name_of(ns, to))).collect::<Vec<_>>().join(", ");
                    out.push(t.sc_assigned(&list));
                }
            }
            if let Some(vote) = v.me.as_ref().and_then(|m| m.vote) {
                out.push(t.sc_vote_cast(&if vote { t.sc_x_accept() } else { t.sc_x_reject() }));
            }
        }
        Pending::Clairvoyance { .. } => out.push(t.sc_clair_cards().to_owned()),
        _ => {}
    }
    out
}

/// More answers than this become a list box.
const AS_BUTTONS: usize = 8;

#[component]
pub fn Choices() -> impl IntoView {
    let t = table::<Schatten>();
    let lines = Memo::new(move |_| t.view.with(|v| t.names.with_value(|n| context(v, n, tr()))));
    let pending = Memo::new(move |_| t.view.with(|v| v.pending));
    let label = move |a: &SchattenAction| {
        if *a == SchattenAction::Decline {
            decline_label(pending.get_untracked(), tr()).to_owned()
        } else if *a == SchattenAction::FaceDown {
            face_down_label(pending.get_untracked(), tr()).to_owned()
        } else {
            t.names.with_value(|n| action_label(a, n, tr()))
        }
    };
    let picked = RwSignal::new(0usize);
    let numbered = move || lines.get().into_iter().enumerate().collect::<Vec<(usize, String)>>();
    view! {
        <section class="sc-choices" aria-labelledby="sc-choices-h">
            <h2 id="sc-choices-h">{move || t.view.with(|v| t.names.with_value(|n| super::prompt::prompt(v, n, tr())))}</h2>
            <For each=numbered key=|l| l.clone() let((_, line))>
                <p class="sc-context">{line}</p>
            </For>
            {move || {
                let legal = t.legal.get();
                if legal.len() <= AS_BUTTONS {
                    legal.into_iter().enumerate().map(|(i, a)| {
                        let text = label(&a);
                        view! { <button type="button" class:primary=i == 0 class="sc-choice" on:click=move |_| t.act(a)>{text}</button> }
                    }).collect_view().into_any()
                } else {
                    picked.set(0);
                    let options = legal.iter().enumerate().map(|(i, a)| view! { <option value=i>{label(a)}</option> }).collect_view();
                    view! {
                        <div class="field">
                            <label for="sc-pick">{txt(Tr::sc_pick)}</label>
                            <select id="sc-pick" on:change:target=move |ev| picked.set(ev.target().value().parse().unwrap_or(0))>{options}</select>
                        </div>
                        <button type="button" class="primary sc-choice" on:click=move |_| {
                            if let Some(a) = t.legal.with_untracked(|l| l.get(picked.get_untracked()).copied()) { t.act(a); }
                        }>{txt(Tr::sc_pick_go)}</button>
                    }.into_any()
                }
            }}
        </section>
    }
}
