//! What only the seat holding the device has in hand, at the bottom of the table: its loyalty
//! card face down — turned over with a tap, as a player peeks under the card, and face down
//! again with another (both cards face up while Vivien offers a swap) — and its knight cards
//! with what each does.

use super::names;
use crate::app::i18n::{tr, Tr};
use crate::app::kit::art::card as art;
use crate::app::kit::{CardBack, Icon};
use crate::app::play::table;
use crate::engine::card::{CardGame, Knight, Loyalty};
use super::names::txt;
use leptos::prelude::*;

/// A loyalty card's face: its picture, its side and the side's goal.
fn loyalty_face(x: Loyalty, caption: String) -> impl IntoView {
    let traitor = x == Loyalty::Traitor;
    view! {
        <figure class="loyalty" class:traitor=traitor>
            <Icon art=if traitor { art::TRAITOR } else { art::LOYAL } class="pic"/>
            <span class="words">
                <figcaption>{caption}</figcaption>
                <strong>{move || names::loyalty(x, tr())}</strong>
                <span class="goal">{move || if traitor { tr().card_goal_traitor() } else { tr().card_goal_loyal() }}</span>
            </span>
        </figure>
    }
}

#[component]
pub fn MyCards() -> impl IntoView {
    let t = table::<CardGame>();
    let mine = Memo::new(move |_| t.view.with(|v| v.me.as_ref().map(|m| (m.seat, m.loyalty, m.vivien.clone(), m.knights.clone()))));
    // Face down whenever the device changes hands or the game moves on.
    let shown = RwSignal::new(false);
    Effect::new(move |_| {
        mine.with(|m| m.as_ref().map(|m| m.0));
        t.viewer.track();
        shown.set(false);
    });
    let knight_item = move |k: Knight| view! {
        <li class="knight">
            <Icon art=art::KNIGHT_CARD/>
            <span><strong>{move || names::knight(k, tr())}</strong>" "<span class="what">{move || names::knight_effect(k, tr())}</span></span>
        </li>
    };
    move || {
        mine.get().filter(|(_, l, v, k)| l.is_some() || !v.is_empty() || !k.is_empty()).map(|(_, loyalty, vivien, knights)| {
            let tr = tr();
            let cards = match (vivien.as_slice(), loyalty) {
                ([own, new], _) => view! {
                    {loyalty_face(*own, tr.card_your_card_until_now().into())}
                    {loyalty_face(*new, tr.card_the_new_card().into())}
                }.into_any(),
                (_, Some(x)) => view! {
                    <button type="button" class="peek" on:click=move |_| shown.update(|s| *s = !*s)>
                        {move || if shown.get() {
                            loyalty_face(x, tr.card_your_loyalty_card().into()).into_any()
                        } else {
                            view! { <span class="cardf s down" aria-hidden="true"><CardBack/></span> }.into_any()
                        }}
                        <span class="peek-label">{move || if shown.get() { tr.card_turn_loyalty_down() } else { tr.card_look_at_loyalty() }}</span>
                    </button>
                }.into_any(),
                _ => ().into_any(),
            };
            view! {
                <section class="my-cards" aria-labelledby="mine-h">
                    <h2 id="mine-h">{txt(Tr::card_your_cards_only_you)}</h2>
                    <div class="hand">
                        {cards}
                        {(!knights.is_empty()).then(|| view! {
                            <ul class="knights" aria-label=tr.card_your_knight_cards()>{knights.into_iter().map(knight_item).collect_view()}</ul>
                        })}
                    </div>
                </section>
            }
        })
    }
}
