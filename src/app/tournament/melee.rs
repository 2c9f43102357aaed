//! The melee in the centre of the table: who led and the lead suit (named), the cards played
//! so far by seat with their final values, which card is losing now and why, Shame discards
//! and the carry. While a new melee is still empty, the last melee's result stays in view.

use crate::app::i18n::Tr;
use super::card::{TBack, TCard};
use super::last_melee::LastMelee;
use super::text;
use crate::app::i18n::{lang, Lang};
use crate::app::play::table;
use crate::engine::tournament::state::Face;
use crate::engine::tournament::view::MeleeCardView;
use crate::engine::tournament::Tournament;
use leptos::prelude::*;

fn face_note(f: Face, l: Lang) -> Option<&'static str> {
    match f {
        Face::Up => None,
        Face::Glamour => Some(Tr(l).tm_face_down_glamour()),
        Face::Feint => Some(Tr(l).tm_feint_face_down()),
        Face::Intervention => Some(Tr(l).tm_turned_by_intervention()),
        Face::Escape => Some(Tr(l).tm_escaped_face_down()),
    }
}

/// The modifiers of a played card in words: "as Swords +3 +1".
fn mods(c: &MeleeCardView, l: Lang) -> String {
    let mut out: Vec<String> = Vec::new();
    // A Sorcerer, or Alchemy on a Basic lead, counts as a suit it does not print.
    if c.card.is_some_and(|card| card.suit() != Some(c.suit)) {
        out.push(Tr(l).tm_as_a(&text::suit(c.suit, l)));
    }
    if let Some(p) = c.pelleas {
        out.push(format!("Pelleas {p}"));
    }
    for (on, m) in [(c.boosts.favour, "+3"), (c.boosts.sun, "+1"), (c.boosts.blade, "+4")] {
        if on {
            out.push(m.into());
        }
    }
    out.join(" ")
}

/// One played card with its player, modifiers, final value and state; `loser` marks the
/// card that lost (or is losing now).
pub fn entry(c: &MeleeCardView, name: String, loser: bool, flip: bool) -> impl IntoView {
    let c = c.clone();
    let face = match c.card {
        Some(card) if c.face == Face::Up => view! { <TCard card value=c.declared.or(c.pelleas) size="s" flip/> }.into_any(),
        Some(card) => {
            let label = Signal::derive(move || text::card(card, lang()));
            view! { <div class="t-down"><TCard card size="s" flip/><TBack label size="s"/></div> }.into_any()
        }
        None => {
            let suit = c.suit;
            let label = Signal::derive(move || Tr(lang()).tm_a_face_down_card_announced(&text::suit(suit, lang())));
            view! { <TBack label size="s"/> }.into_any()
        }
    };
    let declared = c.declared.is_some() || c.pelleas.is_some();
    let c2 = c.clone();
    view! {
        <li class="t-play" class:down=c.face != Face::Up class:loser=loser class:declared=declared>
            <span class="t-pname">{name}</span>
            {face}
            <span class="t-mods">{text::txt(move |l| mods(&c2, l))}</span>
            {c.final_value.filter(|_| c.face == Face::Up).map(|v| view! { <span class="t-final">{format!("= {v}")}</span> })}
            {face_note(c.face, Lang::En).map(|_| { let f = c.face; view! { <span class="t-note">{text::txt(move |l| face_note(f, l).unwrap_or_default().to_owned())}</span> } })}
            {loser.then(|| view! { <span class="t-note lose">{text::tx(Tr::tm_lowest)}</span> })}
        </li>
    }
}

/// A played card's key: the seat, and everything about the card that changes how it is drawn.
fn melee_key(c: &MeleeCardView) -> crate::app::kit::Key {
    let n = |x: Option<u8>| x.map_or(0, |v| u16::from(v) + 1);
    (usize::from(c.seat), format!("{} {} {} {} {}", n(c.card.map(|k| k.0)), c.face as u8, n(c.final_value), n(c.declared), n(c.pelleas)))
}

#[component]
pub fn Melee() -> impl IntoView {
    let t = table::<Tournament>();
    let m = Memo::new(move |_| t.view.with(|v| v.melee.clone()));
    let round = move || t.view.with(|v| v.round);
    let empty = Memo::new(move |_| m.with(|m| m.cards.is_empty() && m.discards.is_empty()));
    // The lowest face-up final value loses (T-MELEE-1); ties feint only after all cards are in.
    let losing = move || m.with(|m| m.cards.iter().filter(|c| c.face == Face::Up).filter_map(|c| c.final_value.map(|v| (v, c.seat))).min().map(|(v, s)| (s, v)));
    let title = move || {
        let l = lang();
        m.with(|m| Tr(l).tm_melee_a_of_12_round(&m.number, &round()))
    };
    let lead = move || {
        let l = lang();
        m.with(|m| match m.lead_suit {
            Some(s) => Tr(l).tm_a_led_lead_suit_b(&t.name(m.leader), &text::suit(s, l)),
            None => Tr(l).tm_a_leads(&t.name(m.leader)),
        })
    };
    let verdict = move || {
        let l = lang();
        losing().map(|(seat, v)| {
            Tr(l).tm_lowest_now_a_with_b(&t.name(seat), &v)
        })
    };
    let shame = move || {
        let l = lang();
        m.with(|m| {
            m.discards.iter().map(|&(seat, card)| Tr(l).tm_a_discarded_b_shame_5(&t.name(seat), &text::card(card, l))).collect::<Vec<_>>().join(" · ")
        })
    };
    let carry = move || {
        let l = lang();
        t.view.with(|v| {
            (!v.carry.is_empty()).then(|| {
                let injury: u16 = v.carry.iter().flatten().map(|c| u16::from(c.base_injury())).sum();
                let hidden = v.carry.iter().filter(|c| c.is_none()).count();
                let list = text::cards(v.carry.iter().flatten().copied(), l);
                let more = if hidden > 0 { Tr(l).tm_and_a_hidden_card(&hidden) } else { String::new() };
                Tr(l).tm_carried_from_face_down_melees(&list, &more, &injury)
            })
        })
    };
    view! {
        <section class="t-melee" aria-labelledby="t-melee-h">
            <h2 id="t-melee-h">{text::txt(move |_| title())}</h2>
            <p class="t-lead">{text::txt(move |_| lead())}</p>
            <ol class="t-row t-played">
                <For each=move || m.with(|m| m.cards.clone()) key=melee_key let(c)>
                    {entry(&c, t.name(c.seat), false, true)}
                </For>
            </ol>
            {move || verdict().map(|v| view! { <p class="t-verdict">{v}</p> })}
            {move || { let s = shame(); (!s.is_empty()).then(|| view! { <p class="t-shame">{s}</p> }) }}
            {move || carry().map(|c| view! { <p class="t-carry">{c}</p> })}
            <Show when=move || empty.get()>
                <LastMelee/>
            </Show>
        </section>
    }
}
