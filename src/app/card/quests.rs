//! The five quests: what each is worth in swords, and which ones the top card of the Threats
//! pile lets the next player go on.

use super::card_face::quest_class;
use super::names;
use crate::app::i18n::{tr, Tr};
use crate::app::play::table;
use crate::engine::card::{CardGame, Quest};
use super::names::txt;
use leptos::prelude::*;

#[component]
pub fn Quests() -> impl IntoView {
    let t = table::<CardGame>();
    let allowed = move || t.view.with(|v| v.quests_allowed);
    view! {
        <section class="quests" aria-labelledby="quests-h">
            <h2 id="quests-h">{txt(Tr::card_quests)}</h2>
            <ul>
                {Quest::ALL.into_iter().map(|q| {
                    let open = move || allowed().contains(q);
                    view! {
                        <li class=format!("quest {}", quest_class(q)) class:open=open>
                            <strong>{move || names::quest(q, tr())}</strong>" "
                            <span>{move || names::sword_count(q.swords(), tr())}</span>
                            <span class="visually-hidden">{move || if open() { tr().card_quest_open() } else { tr().card_quest_closed() }}</span>
                        </li>
                    }
                }).collect_view()}
            </ul>
        </section>
    }
}
