//! The melee in the centre of the table: who led and the lead suit (named), the cards played
//! so far by seat with their final values, which card is losing now and why, Shame discards
//! and the carry. While a new melee is still empty, the last melee's result stays in view.

use super::card::{TBack, TCard};
use super::last_melee::LastMelee;
use super::text;
use crate::app::i18n::{lang, Lang};
use crate::app::play::table;
use crate::engine::tournament::state::Face;
use crate::engine::tournament::view::MeleeCardView;
use crate::engine::tournament::Tournament;
use crate::tr;
use leptos::prelude::*;

fn face_note(f: Face, l: Lang) -> Option<&'static str> {
    match f {
        Face::Up => None,
        Face::Glamour => Some(tr!(l, "face down (Glamour)", "verdeckt (Blendwerk)")),
        Face::Feint => Some(tr!(l, "feint: face down", "Finte: verdeckt")),
        Face::Intervention => Some(tr!(l, "turned by Intervention", "umgedreht (Eingreifen)")),
        Face::Escape => Some(tr!(l, "escaped: face down", "entkommen: verdeckt")),
    }
}

/// The modifiers of a played card in words: "as Swords +3 +1".
fn mods(c: &MeleeCardView, l: Lang) -> String {
    let mut out: Vec<String> = Vec::new();
    // A Sorcerer, or Alchemy on a Basic lead, counts as a suit it does not print.
    if c.card.is_some_and(|card| card.suit() != Some(c.suit)) {
        out.push(tf!(l, "as {0}", "als {0}", &text::suit(c.suit, l)));
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
            let label = Signal::derive(move || tf!(lang(), "a face-down card announced as {0}", "eine verdeckte Karte, angesagt als {0}", &text::suit(suit, lang())));
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
            {loser.then(|| view! { <span class="t-note lose">{text::tx("lowest", "niedrigste")}</span> })}
        </li>
    }
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
        m.with(|m| tf!(l, "Melee {0} of 12 · round {1}", "Gefecht {0} von 12 · Runde {1}", &m.number, &round()))
    };
    let lead = move || {
        let l = lang();
        m.with(|m| match m.lead_suit {
            Some(s) => tf!(l, "{0} led · lead suit {1}", "{0} spielte an · Farbe {1}", &t.name(m.leader), &text::suit(s, l)),
            None => tf!(l, "{0} leads", "{0} spielt an", &t.name(m.leader)),
        })
    };
    let verdict = move || {
        let l = lang();
        losing().map(|(seat, v)| {
            tf!(l, "Lowest now: {0} with {1}. The lowest face-up card takes every card of the melee; equal values feint (turn face down) when all cards are in.",
                "Niedrigste jetzt: {0} mit {1}. Die niedrigste offene Karte nimmt alle Karten des Gefechts; gleiche Werte sind Finten (werden umgedreht), wenn alle Karten liegen.", &t.name(seat), &v)
        })
    };
    let shame = move || {
        let l = lang();
        m.with(|m| {
            m.discards.iter().map(|&(seat, card)| tf!(l, "{0} discarded {1} (Shame, 5 injury)", "{0} warf {1} ab (Schande, 5 Verletzung)", &t.name(seat), &text::card(card, l))).collect::<Vec<_>>().join(" · ")
        })
    };
    let carry = move || {
        let l = lang();
        t.view.with(|v| {
            (!v.carry.is_empty()).then(|| {
                let injury: u16 = v.carry.iter().flatten().map(|c| u16::from(c.base_injury())).sum();
                let hidden = v.carry.iter().filter(|c| c.is_none()).count();
                let list = text::cards(v.carry.iter().flatten().copied(), l);
                let more = if hidden > 0 { tf!(l, " and {0} hidden card", " und {0} verdeckte Karte", &hidden) } else { String::new() };
                tf!(l, "Carried from face-down melees: {0}{1} ({2} printed injury), for this melee’s loser.", "Mitgeführt aus verdeckten Gefechten: {0}{1} ({2} aufgedruckte Verletzung), für den Verlierer dieses Gefechts.", &list, &more, &injury)
            })
        })
    };
    view! {
        <section class="t-melee" aria-labelledby="t-melee-h">
            <h2 id="t-melee-h">{text::txt(move |_| title())}</h2>
            <p class="t-lead">{text::txt(move |_| lead())}</p>
            <ol class="t-row t-played">
                <For each=move || m.with(|m| m.cards.clone()) key=|c| (c.seat, c.card, c.face as u8, c.final_value, c.declared, c.pelleas) let(c)>
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
