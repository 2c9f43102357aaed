//! The card game's part of the new-game form: the promo cards and Knights to the Rescue, each
//! with a line saying what it changes.

use crate::app::i18n::{tr, Tr};
use crate::engine::card::CardConfig;
use super::names::txt;
use leptos::prelude::*;

#[component]
pub fn CardVariants(config: RwSignal<CardConfig>) -> impl IntoView {
    view! {
        <fieldset>
            <legend>{move || tr().form_variants()}</legend>
            <Show when=move || config.with(|c| c.players == 1)>
                <p class="muted small">{txt(Tr::card_solo_note)}</p>
            </Show>
            <label class="check">
                <input type="checkbox" prop:checked=move || config.with(|c| c.promos)
                    on:change:target=move |ev| config.update(|c| c.promos = ev.target().checked())/>
                <span>
                    <strong>{txt(Tr::card_promos)}</strong>
                    <span class="muted small">{txt(Tr::card_promos_note)}</span>
                </span>
            </label>
            <label class="check">
                <input type="checkbox" prop:checked=move || config.with(|c| c.knights)
                    on:change:target=move |ev| config.update(|c| c.knights = ev.target().checked())/>
                <span>
                    <strong>{txt(Tr::card_knights)}</strong>
                    <span class="muted small">{txt(Tr::card_knights_note)}</span>
                </span>
            </label>
        </fieldset>
    }
}
