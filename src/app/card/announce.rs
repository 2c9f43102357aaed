//! Morgan #1: the card drawn face down, seen by its drawer alone, and what to announce — the
//! truth, or for a traitor any other card (never a Merlin), chosen quest by quest.

use super::card_face::CardFace;
use super::names;
use crate::app::i18n::tr;
use crate::app::play::table;
use crate::engine::card::{Card, CardAction as A, CardGame, Quest};
use leptos::prelude::*;

#[component]
pub fn Announce() -> impl IntoView {
    let t = table::<CardGame>();
    let truth = Memo::new(move |_| t.view.with(|v| v.top.and_then(|c| c.card)));
    let solo = Memo::new(move |_| t.view.with(|v| v.players == 1));
    let may_lie = Memo::new(move |_| t.legal.with(Vec::len) > 1);
    let say = move |c: Card| tr().card_announce(&names::card(c, tr()));
    let others = move |q: Option<Quest>| {
        let truth = truth.get();
        t.legal.with(|l| {
            l.iter()
                .filter_map(|a| match a { A::Announce(c) if Some(*c) != truth && c.quest() == q => Some(*c), _ => None })
                .collect::<Vec<_>>()
        })
    };
    view! {
        <h2 class="decision-title">{move || tr().card_morgan_1_announce_your()}</h2>
        {move || truth.get().map(|c| view! {
            <div class="drawn">
                <CardFace card=c size="l"/>
                <p>{move || tr().card_you_drew_nobody_else(&names::card(c, tr()))}</p>
            </div>
        })}
        <p>{move || if may_lie.get() { tr().card_you_hold_a_traitor() } else if solo.get() { tr().card_announce_what_it_really() } else { tr().card_you_are_loyal_so() }}</p>
        {move || truth.get().filter(|c| t.can(&A::Announce(*c))).map(|c| view! {
            <button type="button" class="primary big" on:click=move |_| t.act(A::Announce(c))>{move || format!("{} ({})", say(c), tr().card_the_truth())}</button>
        })}
        <Show when=move || may_lie.get()>
            <h3>{move || tr().card_or_announce_another_card()}</h3>
            {Quest::ALL.into_iter().map(|q| view! {
                <div class="announce-row">
                    <span class="q">{move || names::quest(q, tr())}</span>
                    <For each=move || others(Some(q)) key=|c| *c let(c)>
                        <button type="button" class="short" aria-label=move || say(c) on:click=move |_| t.act(A::Announce(c))>{super::card_face::corner(c)}</button>
                    </For>
                </div>
            }).collect_view()}
            <div class="row">
                <For each=move || others(None) key=|c| *c let(c)>
                    <button type="button" on:click=move |_| t.act(A::Announce(c))>{move || say(c)}</button>
                </For>
            </div>
        </Show>
    }
}
