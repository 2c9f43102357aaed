//! What only the seat holding the device sees: its loyalty card (both, while Vivien offers a
//! swap), its knight cards with what each does, and the loyalty cards it has looked at.

use super::names;
use crate::app::i18n::tr;
use crate::app::play::table;
use crate::engine::card::{CardGame, Knight, Loyalty};
use leptos::prelude::*;

#[component]
pub fn MyCards() -> impl IntoView {
    let t = table::<CardGame>();
    let mine = move || {
        t.view.with(|v| {
            v.me.as_ref().map(|m| {
                let known: Vec<(u8, Loyalty)> = v.seats.iter().filter(|s| s.seat != m.seat && s.revealed.is_none()).filter_map(|s| s.known.map(|k| (s.seat, k))).collect();
                (m.loyalty, m.vivien.clone(), m.knights.clone(), known)
            })
        })
    };
    let loyalty_card = move |x: Loyalty, caption: String| {
        let traitor = x == Loyalty::Traitor;
        view! {
            <figure class="loyalty" class:traitor=traitor>
                <figcaption>{caption}</figcaption>
                <strong>{move || names::loyalty(x, tr())}</strong>
                <span>{move || if traitor { tr().card_goal_traitor() } else { tr().card_goal_loyal() }}</span>
            </figure>
        }
    };
    let knight_item = move |k: Knight| view! {
        <li class="knight"><strong>{move || names::knight(k, tr())}</strong>" "<span>{move || names::knight_effect(k, tr())}</span></li>
    };
    move || {
        mine().filter(|(l, v, k, known)| l.is_some() || !v.is_empty() || !k.is_empty() || !known.is_empty()).map(|(loyalty, vivien, knights, known)| {
            let tr = tr();
            let cards = match vivien.as_slice() {
                [own, new] => view! { {loyalty_card(*own, tr.card_your_card_until_now().into())}{loyalty_card(*new, tr.card_the_new_card().into())} }.into_any(),
                _ => loyalty.map(|x| loyalty_card(x, tr.card_your_loyalty_card().into())).into_any(),
            };
            view! {
                <section class="my-cards" aria-labelledby="mine-h">
                    <h2 id="mine-h">{tr.card_your_cards_only_you()}</h2>
                    <div class="row">{cards}</div>
                    {(!knights.is_empty()).then(|| view! {
                        <ul class="knights" aria-label=tr.card_your_knight_cards()>{knights.into_iter().map(knight_item).collect_view()}</ul>
                    })}
                    {(!known.is_empty()).then(|| view! {
                        <ul class="known">{known.into_iter().map(|(s, x)| view! { <li>{tr.card_you_know_holds(&t.name(s), &names::loyalty(x, tr))}</li> }).collect_view()}</ul>
                    })}
                </section>
            }
        })
    }
}
