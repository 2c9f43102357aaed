//! A normal turn: listen, go on one of the quests the top card allows, or accuse (after a
//! confirmation) — each a button, disabled with the reason when the rules forbid it now —
//! plus the knight cards the seat may play. A revealed traitor only spreads rumors.

use super::accuse::Accuse;
use super::card_face::CardFace;
use super::names;
use crate::app::i18n::{tr, Tr};
use crate::app::kit::ActionButton;
use crate::app::play::table;
use crate::engine::card::{CardAction as A, CardGame, CardView, ACCUSE_MIN_SWORDS};
use crate::engine::Seat;
use super::names::txt;
use leptos::prelude::*;

/// Why the seat cannot go on a quest now.
fn why_no_quest(v: &CardView, t: Tr) -> String {
    if v.pile == 0 { t.card_the_threats_pile_is() } else { t.card_the_top_card_of() }.into()
}

/// Why the seat cannot accuse now.
pub fn why_no_accusation(v: &CardView, seat: Seat, t: Tr) -> String {
    let total = v.white + v.black;
    if v.seats.get(usize::from(seat)).is_some_and(|s| s.has_accused) {
        t.card_you_have_made_your().into()
    } else if total < ACCUSE_MIN_SWORDS {
        t.card_accusing_needs(&ACCUSE_MIN_SWORDS, &total)
    } else {
        t.card_nobody_is_left_to_2().into()
    }
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Step {
    Menu,
    Accuse,
    Galahad,
}

#[component]
pub fn TurnMenu() -> impl IntoView {
    let t = table::<CardGame>();
    let step = RwSignal::new(Step::Menu);
    // A new position starts at the menu.
    Effect::new(move |_| {
        t.legal.track();
        step.set(Step::Menu);
    });
    let has = move |a: A| t.can(&a);
    let quests = move || t.legal.with(|l| l.iter().filter_map(|a| match a { A::Quest(q) => Some(*q), _ => None }).collect::<Vec<_>>());
    let any = move |f: fn(&A) -> bool| t.legal.with(|l| l.iter().any(f));
    let spreads = move || t.view.with(|v| v.seats.get(usize::from(v.current)).is_some_and(|s| s.spreads_rumors));
    let deck = move || t.view.with(|v| v.me.as_ref().and_then(|m| m.deck.clone()));
    let players = move || t.view.with(|v| v.players);
    let act = move |a: A| Callback::new(move |()| t.act(a));
    let listen_why = Signal::derive(move || (!has(A::Listen)).then(|| tr().card_the_rumor_deck_and().to_owned()));
    let quest_why = Signal::derive(move || quests().is_empty().then(|| t.view.with(|v| why_no_quest(v, tr()))));
    let accuse_why = Signal::derive(move || (!any(|a| matches!(a, A::Accuse(_)))).then(|| t.view.with(|v| why_no_accusation(v, v.current, tr()))));
    let galahads = move || t.legal.with(|l| l.iter().filter_map(|a| match a { A::Galahad(s) => Some(*s), _ => None }).collect::<Vec<_>>());

    let spread_menu = move || view! {
        <p>{txt(Tr::card_you_are_a_revealed)}</p>
        <Show when=move || has(A::Spread)>
            <ActionButton label=txt(Tr::card_spread_rumors) primary=true hint=txt(Tr::card_draw_the_top_two) on_press=act(A::Spread)/>
        </Show>
        <Show when=move || has(A::Pass)>
            <ActionButton label=txt(Tr::card_pass) hint=txt(Tr::card_no_rumor_card_is) on_press=act(A::Pass)/>
        </Show>
    };
    let menu = move || view! {
        {move || deck().map(|d| view! {
            <section class="tristan" aria-labelledby="tristan-h">
                <h3 id="tristan-h">{txt(Tr::card_tristan_the_rumor_deck)}</h3>
                {d.is_empty().then(|| view! { <p>{txt(Tr::card_the_deck_is_empty)}</p> })}
                <ol class="card-row">{d.into_iter().map(|c| view! { <li><CardFace card=c size="s"/></li> }).collect_view()}</ol>
                <p>{txt(Tr::card_you_may_tell_the)}</p>
            </section>
        })}
        <div class="choices">
            <ActionButton label=txt(Tr::card_listen_to_rumors) primary=true disabled_reason=listen_why
                hint=move || if t.view.with(|v| v.morgan1) { tr().card_draw_the_top_rumor() } else { tr().card_draw_the_top_rumor_2() }
                on_press=act(A::Listen)/>
            <Show when=move || !quests().is_empty()
                fallback=move || view! { <ActionButton label=txt(Tr::card_go_on_a_quest_plain) disabled_reason=quest_why on_press=Callback::new(|()| ())/> }>
                {move || quests().into_iter().map(|q| view! {
                    <ActionButton label=tr().card_quest_button(&names::quest(q, tr()), &names::sword_count(q.swords(), tr())) primary=true
                        hint=tr().card_take_the_whole_pile() on_press=act(A::Quest(q))/>
                }).collect_view()}
            </Show>
            <Show when=move || { players() > 1 }>
                <ActionButton label=txt(Tr::card_accuse_3) disabled_reason=accuse_why hint=txt(Tr::card_once_per_game_another)
                    on_press=Callback::new(move |()| step.set(Step::Accuse))/>
            </Show>
            <Show when=move || has(A::Pass)>
                <ActionButton label=txt(Tr::card_pass) hint=txt(Tr::card_nothing_else_is_possible) on_press=act(A::Pass)/>
            </Show>
            <Show when=move || has(A::Tristan)>
                <ActionButton label=txt(Tr::card_play_tristan) hint=txt(Tr::card_look_through_the_rumor) on_press=act(A::Tristan)/>
            </Show>
            <Show when=move || !galahads().is_empty()>
                <ActionButton label=txt(Tr::card_play_galahad) hint=txt(Tr::card_instead_of_your_action_2)
                    on_press=Callback::new(move |()| step.set(Step::Galahad))/>
            </Show>
        </div>
    };
    let galahad = move || view! {
        <p>{txt(Tr::card_whose_loyalty_card_do)}</p>
        <div class="row">
            {move || galahads().into_iter().map(|s| view! {
                <button type="button" class="primary" on:click=move |_| t.act(A::Galahad(s))>{tr().card_look_at_s_card(&t.name(s))}</button>
            }).collect_view()}
            <button type="button" on:click=move |_| step.set(Step::Menu)>{txt(Tr::card_back)}</button>
        </div>
    };
    view! {
        <h2 class="decision-title">{move || t.acting.get().map(|s| tr().card_whose_turn(&t.name(s))).unwrap_or_default()}</h2>
        {move || if spreads() {
            spread_menu().into_any()
        } else {
            match step.get() {
                Step::Menu => menu().into_any(),
                Step::Accuse => view! { <Accuse on_back=Callback::new(move |()| step.set(Step::Menu))/> }.into_any(),
                Step::Galahad => galahad().into_any(),
            }
        }}
    }
}
