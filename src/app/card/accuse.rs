//! Accusing: whom (one button per seat that may be accused), then a confirmation that says
//! what will happen — an accusation cannot be taken back and each player makes only one.

use crate::app::i18n::{tr, Tr};
use crate::app::kit::ConfirmDialog;
use crate::app::play::table;
use crate::engine::card::{CardAction, CardGame};
use crate::engine::Seat;
use super::names::txt;
use leptos::prelude::*;

#[component]
pub fn Accuse(on_back: Callback<()>) -> impl IntoView {
    let t = table::<CardGame>();
    let chosen = RwSignal::new(None::<Seat>);
    let targets = move || {
        t.legal.with(|l| l.iter().filter_map(|a| match a {
            CardAction::Accuse(s) => Some(*s),
            _ => None,
        }).collect::<Vec<_>>())
    };
    view! {
        <div class="accuse">
            // Once a seat is chosen the confirmation says it all: the question and its buttons
            // are not repeated above it (on a phone both did not fit the dock).
            <Show when=move || chosen.get().is_none()>
            <p>{txt(Tr::card_accuse_whom_their_loyalty)}</p>
            <div class="row">
                {move || targets().into_iter().map(|s| view! {
                    <button type="button" class="primary" aria-pressed=move || (chosen.get() == Some(s)).to_string()
                        on:click=move |_| chosen.set(Some(s))>{tr().card_accuse_2(&t.name(s))}</button>
                }).collect_view()}
                <button type="button" on:click=move |_| on_back.run(())>{txt(Tr::card_back)}</button>
            </div>
            </Show>
            {move || chosen.get().map(|s| view! {
                <ConfirmDialog
                    question=move || tr().card_accuse_question(&t.name(s))
                    detail=txt(Tr::card_accuse_detail)
                    confirm_label=move || tr().card_accuse_2(&t.name(s))
                    cancel_label=txt(Tr::card_cancel)
                    danger=true
                    on_confirm=Callback::new(move |()| { chosen.set(None); t.act(CardAction::Accuse(s)); })
                    on_cancel=Callback::new(move |()| chosen.set(None))/>
            })}
        </div>
    }
}
