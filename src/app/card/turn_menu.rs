//! A normal turn: listen, go on one of the quests the top card allows, or accuse (after a
//! confirmation) — each a button, disabled with the reason when the rules forbid it now —
//! plus the knight cards the seat may play. A revealed traitor only spreads rumors.

use super::accuse::Accuse;
use super::card_face::{quest_art, CardFace};
use crate::app::kit::art::{card as art, Art};
use crate::app::kit::Icon;
use super::names;
use crate::app::i18n::{tr, Tr};
use crate::app::kit::ActionButton;
use crate::app::play::table;
use crate::engine::card::{CardAction as A, CardGame, CardView, Pending, ACCUSE_MIN_SWORDS};
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

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Step {
    Menu,
    Accuse,
    Galahad,
}

/// What a button of the turn does: a move, or a step inside the menu.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Go {
    Act(A),
    Step(Step),
}

/// One button of the turn: its name, what it does, a line under it, why it is disabled, and
/// its picture.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    pub label: String,
    pub go: Go,
    pub hint: String,
    pub why: Option<String>,
    pub primary: bool,
    pub art: Option<Art>,
}

fn entry(label: impl Into<String>, go: Go, hint: impl Into<String>, primary: bool) -> Entry {
    let art = match go {
        Go::Act(A::Listen) => Some(art::LISTEN),
        Go::Act(A::Quest(q)) => Some(quest_art(q)),
        Go::Step(Step::Menu) => Some(art::GO_QUEST),
        Go::Step(Step::Accuse) => Some(art::ACCUSE),
        Go::Act(A::Spread) => Some(art::TRAITOR),
        Go::Act(A::Tristan) | Go::Step(Step::Galahad) => Some(art::KNIGHT_CARD),
        _ => None,
    };
    Entry { label: label.into(), go, hint: hint.into(), why: None, primary, art }
}

/// The buttons of a normal turn (or of a revealed traitor's), in order.
#[must_use]
pub fn entries(v: &CardView, legal: &[A], t: Tr) -> Vec<Entry> {
    let has = |a: A| legal.contains(&a);
    let mut out = Vec::new();
    if matches!(v.pending, Pending::SpreadRumors { .. }) {
        if has(A::Spread) {
            out.push(entry(t.card_spread_rumors(), Go::Act(A::Spread), t.card_draw_the_top_two(), true));
        }
        if has(A::Pass) {
            out.push(entry(t.card_pass(), Go::Act(A::Pass), t.card_no_rumor_card_is(), false));
        }
        return out;
    }
    let mut listen = entry(t.card_listen_to_rumors(), Go::Act(A::Listen), if v.morgan1 { t.card_draw_the_top_rumor() } else { t.card_draw_the_top_rumor_2() }, true);
    if !has(A::Listen) {
        listen.why = Some(t.card_the_rumor_deck_and().into());
    }
    out.push(listen);
    let quests: Vec<_> = legal.iter().filter_map(|a| match a { A::Quest(q) => Some(*q), _ => None }).collect();
    for q in &quests {
        out.push(entry(t.card_quest_button(&names::quest(*q, t), &names::sword_count(q.swords(), t)), Go::Act(A::Quest(*q)), t.card_take_the_whole_pile(), true));
    }
    if quests.is_empty() {
        let mut e = entry(t.card_go_on_a_quest_plain(), Go::Step(Step::Menu), t.card_take_the_whole_pile(), false);
        e.why = Some(why_no_quest(v, t));
        out.push(e);
    }
    if v.players > 1 {
        let mut e = entry(t.card_accuse_3(), Go::Step(Step::Accuse), t.card_once_per_game_another(), false);
        if !legal.iter().any(|a| matches!(a, A::Accuse(_))) {
            e.why = Some(why_no_accusation(v, v.current, t));
        }
        out.push(e);
    }
    if has(A::Pass) {
        out.push(entry(t.card_pass(), Go::Act(A::Pass), t.card_nothing_else_is_possible(), false));
    }
    if has(A::Tristan) {
        out.push(entry(t.card_play_tristan(), Go::Act(A::Tristan), t.card_look_through_the_rumor(), false));
    }
    if legal.iter().any(|a| matches!(a, A::Galahad(_))) {
        out.push(entry(t.card_play_galahad(), Go::Step(Step::Galahad), t.card_instead_of_your_action_2(), false));
    }
    out
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
    let run = move |go: Go| match go {
        Go::Act(a) => t.act(a),
        Go::Step(s) => step.set(s),
    };
    let galahads = move || t.legal.with(|l| l.iter().filter_map(|a| match a { A::Galahad(s) => Some(*s), _ => None }).collect::<Vec<_>>());
    let menu = move || {
        let tr = tr();
        let (spreads, deck, list) = t.view.with(|v| (matches!(v.pending, Pending::SpreadRumors { .. }), v.me.as_ref().and_then(|m| m.deck.clone()), t.legal.with(|l| entries(v, l, tr))));
        view! {
            {spreads.then(|| view! { <p>{tr.card_you_are_a_revealed()}</p> })}
            {deck.map(|d| view! {
                <section class="tristan" aria-labelledby="tristan-h">
                    <h3 id="tristan-h">{tr.card_tristan_the_rumor_deck()}</h3>
                    {d.is_empty().then(|| view! { <p>{tr.card_the_deck_is_empty()}</p> })}
                    <ol class="card-row">{d.into_iter().map(|c| view! { <li><CardFace card=c size="s"/></li> }).collect_view()}</ol>
                    <p>{tr.card_you_may_tell_the()}</p>
                </section>
            })}
            <div class="choices">
                {list.into_iter().map(|e| {
                    let go = e.go;
                    view! {
                        <ActionButton label=e.label hint=e.hint primary=e.primary disabled_reason=Signal::stored(e.why)
                            on_press=Callback::new(move |()| run(go))>
                            {e.art.map(|a| view! { <Icon art=a/> })}
                        </ActionButton>
                    }
                }).collect_view()}
            </div>
        }
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
        <h2 class="decision-title turn-title">{move || t.acting.get().map(|s| tr().card_whose_turn(&t.name(s))).unwrap_or_default()}</h2>
        {move || match step.get() {
            Step::Menu => menu().into_any(),
            Step::Accuse => view! { <Accuse on_back=Callback::new(move |()| step.set(Step::Menu))/> }.into_any(),
            Step::Galahad => galahad().into_any(),
        }}
    }
}
