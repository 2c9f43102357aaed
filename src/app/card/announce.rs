//! Morgan #1: the card drawn face down, seen by its drawer alone, and what to announce — the
//! truth, or for a traitor any other card (never a Merlin), chosen quest by quest.

use super::card_face::CardFace;
use super::names;
use crate::app::i18n::{tr, Tr};
use crate::app::play::table;
use crate::engine::card::{Card, CardAction as A, CardGame, Quest};
use super::names::txt;
use leptos::prelude::*;

#[component]
pub fn Announce() -> impl IntoView {
    let t = table::<CardGame>();
    let truth = move || t.view.with(|v| v.top.and_then(|c| c.card));
    let solo = move || t.view.with(|v| v.players == 1);
    let may_lie = move || t.legal.with(Vec::len) > 1;
    let say = move |c: Card| tr().card_announce(&names::card(c, tr()));
    let others = move |q: Option<Quest>| {
        let truth = truth();
        t.legal.with(|l| {
            l.iter()
                .filter_map(|a| match a { A::Announce(c) if Some(*c) != truth && c.quest() == q => Some(*c), _ => None })
                .collect::<Vec<_>>()
        })
    };
    view! {
        <h2 class="decision-title">{txt(Tr::card_morgan_1_announce_your)}</h2>
        {move || truth().map(|c| view! {
            <div class="drawn">
                <CardFace card=c size="m"/>
                <p>{move || tr().card_you_drew_nobody_else(&names::card(c, tr()))}</p>
            </div>
        })}
        <p>{move || if may_lie() { tr().card_you_hold_a_traitor() } else if solo() { tr().card_announce_what_it_really() } else { tr().card_you_are_loyal_so() }}</p>
        {move || truth().filter(|c| t.can(&A::Announce(*c))).map(|c| view! {
            <button type="button" class="primary big" on:click=move |_| t.act(A::Announce(c))>{move || format!("{} ({})", say(c), tr().card_the_truth())}</button>
        })}
        <Show when=move || may_lie()>
            <h3>{txt(Tr::card_or_announce_another_card)}</h3>
            {Quest::ALL.into_iter().map(|q| view! {
                <div class="announce-row">
                    <span class="q">{move || names::quest(q, tr())}</span>
                    {move || others(Some(q)).into_iter().map(|c| view! {
                        <button type="button" class="short" aria-label=say(c) on:click=move |_| t.act(A::Announce(c))>{super::card_face::corner(c)}</button>
                    }).collect_view()}
                </div>
            }).collect_view()}
            <div class="row">
                {move || others(None).into_iter().map(|c| view! {
                    <button type="button" on:click=move |_| t.act(A::Announce(c))>{say(c)}</button>
                }).collect_view()}
            </div>
        </Show>
    }
}
