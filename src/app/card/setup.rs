//! The variants of the new-game form: the promo cards and Knights to the Rescue, each with a
//! line saying what it changes.

use crate::app::i18n::Lang;
use crate::engine::card::CardConfig;
use crate::tr;
use leptos::prelude::*;

#[component]
pub fn Variants(config: RwSignal<CardConfig>, lang: Signal<Lang>) -> impl IntoView {
    view! {
        <fieldset>
            <legend>{move || tr!(lang.get(), "Variants", "Varianten")}</legend>
            <Show when=move || config.with(|c| c.players == 1)>
                <p class="muted small">{move || tr!(lang.get(), "One player plays solo: no loyalty cards, no traitor, no accusations.", "Eine Person spielt solo: keine Loyalitätskarten, kein Verräter, keine Anklagen.")}</p>
            </Show>
            <label class="check">
                <input type="checkbox" prop:checked=move || config.with(|c| c.promos)
                    on:change:target=move |ev| config.update(|c| c.promos = ev.target().checked())/>
                <span>
                    <strong>{move || tr!(lang.get(), "Promo cards: Morgan #8 and Merlin #6", "Promokarten: Morgan #8 und Merlin #6")}</strong><br/>
                    <span class="muted small">{move || tr!(lang.get(),
                        "Morgan #8 joins Picts and Saxons into one quest; Merlin #6 lets its drawer go on any quest at once.",
                        "Morgan #8 vereint Pikten und Sachsen zu einer Queste; Merlin #6 schickt seinen Zieher sofort auf eine beliebige Queste.")}</span>
                </span>
            </label>
            <label class="check">
                <input type="checkbox" prop:checked=move || config.with(|c| c.knights)
                    on:change:target=move |ev| config.update(|c| c.knights = ev.target().checked())/>
                <span>
                    <strong>{move || tr!(lang.get(), "Knights to the Rescue (for experts)", "Ritter zur Rettung (für Erfahrene)")}</strong><br/>
                    <span class="muted small">{move || tr!(lang.get(),
                        "A failed quest earns a knight card to play later; a successful one shuffles another Morgan into the deck.",
                        "Eine gescheiterte Queste bringt eine Ritterkarte für später; eine gelungene mischt eine weitere Morgan in den Stapel.")}</span>
                </span>
            </label>
        </fieldset>
    }
}
