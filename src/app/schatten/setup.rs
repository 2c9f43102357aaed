//! The board game's part of the new-game form: Sir Bedivere (the optional eighth knight,
//! S-SETUP-12) and how the loyalty cards are dealt (S-LOY-1; the app's `TraitorDeal`).

use crate::app::i18n::{tr, txt, Tr};
use crate::engine::schatten::{SchattenConfig, TraitorDeal};
use crate::engine::Seat;
use leptos::prelude::*;

/// `config` with `players` seats: 8 players need Bedivere (S-SETUP-12); the knights are drawn.
#[must_use]
pub fn with_seats(config: &SchattenConfig, players: u8, _first: Seat) -> SchattenConfig {
    SchattenConfig { players, bedivere: config.bedivere || players > 7, traitor: config.traitor, knights: Vec::new() }
}

fn deal_value(d: TraitorDeal) -> &'static str {
    match d {
        TraitorDeal::Official => "official",
        TraitorDeal::Always => "always",
        TraitorDeal::Never => "never",
    }
}

#[component]
pub fn SchattenVariants(config: RwSignal<SchattenConfig>) -> impl IntoView {
    let deal = move || config.with(|c| c.traitor);
    let option = move |d: TraitorDeal, label: fn(Tr) -> &'static str| {
        view! { <option value=deal_value(d) selected=move || deal() == d>{txt(label)}</option> }
    };
    view! {
        <fieldset>
            <legend>{move || tr().form_variants()}</legend>
            <label class="check">
                <input type="checkbox" prop:checked=move || config.with(|c| c.bedivere)
                    prop:disabled=move || config.with(|c| c.players > 7)
                    on:change:target=move |ev| config.update(|c| c.bedivere = ev.target().checked() || c.players > 7)/>
                <span>
                    <strong>{txt(Tr::sc_form_bedivere)}</strong>
                    <span class="muted small">{txt(Tr::sc_form_bedivere_note)}</span>
                </span>
            </label>
            <div class="field">
                <label for="sc-deal">{txt(Tr::sc_form_traitor)}</label>
                <select id="sc-deal" on:change:target=move |ev| {
                    let v = ev.target().value();
                    let d = match v.as_str() { "always" => TraitorDeal::Always, "never" => TraitorDeal::Never, _ => TraitorDeal::Official };
                    config.update(|c| c.traitor = d);
                }>
                    {option(TraitorDeal::Official, Tr::sc_form_official)}
                    {option(TraitorDeal::Always, Tr::sc_form_always)}
                    {option(TraitorDeal::Never, Tr::sc_form_never)}
                </select>
            </div>
            <Show when=move || config.with(|c| c.players == 3)>
                <p class="muted small">{txt(Tr::sc_form_three)}</p>
            </Show>
        </fieldset>
    }
}
