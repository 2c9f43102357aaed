//! A war (S-Q-WAR-1): the fight cards laid in sequence 1-2-3-4-5 (one more 5 with Mordred),
//! what it needs next, and the warriors arrived (the 4th loses it, S-Q-WAR-4).

use super::names::whites;
use crate::app::i18n::tr;
use crate::app::play::table;
use crate::engine::schatten::{Place, Schatten};
use leptos::prelude::*;

const LOSE_AT: u8 = 4;

#[component]
pub fn WarTrack(place: Place) -> impl IntoView {
    let t = table::<Schatten>();
    let w = Memo::new(move |_| t.view.with(|v| v.wars.iter().find(|w| w.place == place).cloned()));
    view! {
        {move || w.get().map(|w| {
            let need = w.needs.map_or_else(|| tr().sc_war_full().to_owned(), |n| tr().sc_war_needs(&n));
            let laid = w.sequence.len();
            let len = if w.mordred { 6 } else { 5 };
            view! {
                <div class="sc-war">
                    <ol class="sc-seq" aria-label=tr().sc_war_sequence(&whites(tr(), &w.sequence))>
                        {crate::engine::schatten::WAR_SEQUENCE.iter().take(len).enumerate().map(|(i, v)| view! {
                            <li class:full=i < laid>{*v}</li>
                        }).collect_view()}
                    </ol>
                    <p class="small">{need}</p>
                    <div class="sc-warriors" role="img" aria-label=tr().sc_warriors(&w.warriors)>
                        {(0..LOSE_AT).map(|i| view! { <span class="sc-warrior" class:on=i < w.warriors></span> }).collect_view()}
                        <span class="small" aria-hidden="true">{tr().sc_warriors(&w.warriors)}</span>
                    </div>
                    {w.mordred.then(|| view! { <p class="sc-marker">{tr().sc_mordred_here()}</p> })}
                </div>
            }
        })}
    }
}
