//! Handing the device over. Only shown when the next screen holds something private to one
//! seat: it names who should take the device, and that person confirms with "I am …". The
//! public table stays visible behind it; nothing private is drawn until the claim. What the
//! table waits for is already in the prompt bar above it, so it is not said twice here.

use crate::engine::Seat;
use leptos::prelude::*;

/// One seat that may take the device now.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Claim {
    pub seat: Seat,
    /// The button's text, e.g. "I am Ann".
    pub label: String,
}

#[component]
pub fn PassScreen(
    /// "Pass the device to Ann", or who still owes a secret choice.
    #[prop(into)]
    instruction: Signal<String>,
    /// The seats that may claim the device, each its own button.
    #[prop(into)]
    claims: Signal<Vec<Claim>>,
    on_claim: Callback<Seat>,
    /// Further buttons (a window's "No one").
    #[prop(optional)]
    children: Option<Children>,
) -> impl IntoView {
    view! {
        <section class="pass" aria-live="polite" aria-labelledby="pass-to">
            <p class="pass-to" id="pass-to">{move || instruction.get()}</p>
            <div class="row claims">
                <For each=move || claims.get() key=|c| (usize::from(c.seat), c.label.clone()) let(c)>
                    <button type="button" class="primary big" on:click=move |_| on_claim.run(c.seat)>{c.label}</button>
                </For>
                {children.map(|c| c())}
            </div>
        </section>
    }
}
