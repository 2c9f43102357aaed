//! The five quests, each its picture, its name and the swords it places: the ones the top card
//! of the Threats pile lets the next player go on are lit (C-QUEST-1).

use super::card_face::{quest_art, quest_class};
use super::names;
use crate::app::i18n::{tr, Tr};
use crate::app::kit::art::kit;
use crate::app::kit::Icon;
use crate::app::play::table;
use crate::engine::card::{CardGame, Quest};
use super::names::txt;
use leptos::prelude::*;

#[component]
pub fn Quests() -> impl IntoView {
    let t = table::<CardGame>();
    let allowed = Memo::new(move |_| t.view.with(|v| v.quests_allowed));
    view! {
        <section class="quests" aria-labelledby="quests-h">
            <h2 id="quests-h" class="visually-hidden">{txt(Tr::card_quests)}</h2>
            <ul>
                {Quest::ALL.into_iter().map(|q| {
                    let open = move || allowed.get().contains(q);
                    view! {
                        <li class=format!("quest {}", quest_class(q)) class:open=open>
                            <Icon art=quest_art(q) class="pic"/>
                            <strong>{move || names::quest(q, tr())}</strong>
                            <span class="worth">
                                {(0..q.swords()).map(|_| view! { <Icon art=kit::SWORD/> }).collect_view()}
                                <span class="visually-hidden">{move || names::sword_count(q.swords(), tr())}</span>
                            </span>
                            <span class="visually-hidden">{move || if open() { tr().card_quest_open() } else { tr().card_quest_closed() }}</span>
                        </li>
                    }
                }).collect_view()}
            </ul>
        </section>
    }
}
