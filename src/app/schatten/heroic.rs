//! The heroic phase (S-TURN-10 … S-TURN-19): the five action types, each with its actions or the
//! reason it is barred now, the cost of a second action (1 life, S-TURN-11), the knight's free
//! abilities (Arthur, Galahad, Tristan, Bedivere: S-KN-*), and the end of the phase. Moves are
//! also lit on the board, where a tap on a place rides there.

use super::names::place;
use super::prompt::action_label;
use super::reasons::{cost_line, why_not, Type};
use crate::app::i18n::{tr, txt, Tr};
use crate::app::kit::ActionButton;
use crate::app::play::table;
use crate::engine::schatten::{Place, Schatten, SchattenAction as A};
use leptos::prelude::*;

/// The heroic type of an action, `None` for a free ability or the end of the phase.
#[must_use]
pub fn type_of(a: &A, tristan_free: bool) -> Option<Type> {
    match a {
        A::Move(_) if tristan_free => None,
        A::Move(_) => Some(Type::Move),
        A::DrawWhite | A::FightSiege | A::QuestCard(_) => Some(Type::Quest),
        A::Play(_) => Some(Type::Special),
        A::Heal(_) => Some(Type::Heal),
        A::Accuse(_) => Some(Type::Accuse),
        _ => None,
    }
}

fn heading(ty: Type, at: Place, t: Tr) -> String {
    match ty {
        Type::Move => t.sc_h_a().to_owned(),
        Type::Quest => t.sc_h_b(&place(t, at)),
        Type::Special => t.sc_h_c().to_owned(),
        Type::Heal => t.sc_h_d().to_owned(),
        Type::Accuse => t.sc_h_e().to_owned(),
    }
}

#[component]
pub fn Heroic() -> impl IntoView {
    let t = table::<Schatten>();
    let seat = Memo::new(move |_| t.acting.get().unwrap_or(0));
    let tristan_free = Memo::new(move |_| {
        t.view.with(|v| v.seats.get(usize::from(seat.get())).is_some_and(|s| s.knight == crate::engine::schatten::Knight::Tristan && s.at == Some(Place::Camelot)))
    });
    let at = Memo::new(move |_| t.view.with(|v| v.seats.get(usize::from(seat.get())).and_then(|s| s.at).unwrap_or(Place::Camelot)));
    let second = Memo::new(move |_| t.view.with(|v| v.actions_taken == 1));
    let label = move |a: &A| t.names.with_value(|n| action_label(a, n, tr()));
    let group = move |ty: Type| {
        let actions = Memo::new(move |_| t.legal.with(|l| l.iter().filter(|a| type_of(a, tristan_free.get()) == Some(ty)).copied().collect::<Vec<A>>()));
        let why = Memo::new(move |_| if actions.with(Vec::is_empty) { t.view.with(|v| why_not(v, seat.get(), ty, tr())) } else { None });
        // A type with nothing to offer and nothing to explain (Tristan's moves out of Camelot are
        // free abilities) shows no empty heading.
        let shown = move || !actions.with(Vec::is_empty) || why.with(Option::is_some);
        view! {
            <div class="sc-group" class:off=move || actions.with(Vec::is_empty) hidden=move || !shown()>
                <h3>{move || heading(ty, at.get(), tr())}
                    <Show when=move || second.get() && !actions.with(Vec::is_empty)>
                        <span class="sc-cost">" · "{txt(Tr::sc_h_cost_second)}</span>
                    </Show>
                </h3>
                {move || why.get().map(|w| view! { <p class="why">{w}</p> })}
                <Show when=move || ty == Type::Move && !actions.with(Vec::is_empty)>
                    <p class="small">{txt(Tr::sc_h_move_hint)}</p>
                </Show>
                <div class="sc-buttons">
                    <For each=move || actions.get() key=|a| crate::app::kit::key(crate::engine::ActionCode::code(a) as usize) let(a)>
                        <button type="button" on:click=move |_| t.act(a)>{label(&a)}</button>
                    </For>
                </div>
            </div>
        }
    };
    let free = Memo::new(move |_| t.legal.with(|l| l.iter().filter(|a| type_of(a, tristan_free.get()).is_none() && **a != A::EndPhase).copied().collect::<Vec<A>>()));
    let picked = RwSignal::new(0usize);
    view! {
        <section class="sc-heroic" aria-labelledby="sc-heroic-h">
            <h2 id="sc-heroic-h">{txt(Tr::sc_h_title)}</h2>
            <p class="sc-costline">{move || t.view.with(|v| cost_line(v, seat.get(), tr()))}</p>
            {Type::ALL.into_iter().map(group).collect_view()}
            <Show when=move || !free.with(Vec::is_empty)>
                <div class="sc-group">
                    <h3>{txt(Tr::sc_h_free)}</h3>
                    {move || {
                        let list = free.get();
                        if list.len() <= 6 {
                            list.into_iter().map(|a| view! { <button type="button" on:click=move |_| t.act(a)>{label(&a)}</button> }).collect_view().into_any()
                        } else {
                            picked.set(0);
                            view! {
                                <div class="field">
                                    <label for="sc-free">{txt(Tr::sc_pick)}</label>
                                    <select id="sc-free" on:change:target=move |ev| picked.set(ev.target().value().parse().unwrap_or(0))>
                                        {list.iter().enumerate().map(|(i, a)| view! { <option value=i>{label(a)}</option> }).collect_view()}
                                    </select>
                                </div>
                                <button type="button" on:click=move |_| { if let Some(a) = free.with_untracked(|l| l.get(picked.get_untracked()).copied()) { t.act(a); } }>{txt(Tr::sc_pick_go)}</button>
                            }.into_any()
                        }
                    }}
                </div>
            </Show>
            <ActionButton label=move || label(&A::EndPhase)
                disabled_reason=Signal::derive(move || (!t.can(&A::EndPhase)).then(|| tr().sc_y_must_act().to_owned()))
                on_press=Callback::new(move |()| t.act(A::EndPhase))/>
        </section>
    }
}
