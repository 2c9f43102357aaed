//! The Round Table: the white and the black swords as two rows of seven places (more appear
//! when a colour passes seven), each count in words ("8 white"), and what accusations wait for.

use crate::app::i18n::{tr, Tr};
use crate::app::kit::Track;
use crate::app::play::table;
use crate::engine::card::{CardGame, ACCUSE_MIN_SWORDS, WIN_SWORDS};
use super::names::txt;
use leptos::prelude::*;

#[component]
pub fn RoundTable() -> impl IntoView {
    let t = table::<CardGame>();
    let swords = move || t.view.with(|v| (v.white, v.black, if v.outcome.is_some() { 1 } else { v.players }));
    let white = Signal::derive(move || i32::from(swords().0));
    let black = Signal::derive(move || i32::from(swords().1));
    let places = |n: Signal<i32>| Signal::derive(move || n.get().max(i32::from(WIN_SWORDS)));
    let note = move || {
        let (w, b, players) = swords();
        let total = w + b;
        (players > 1).then(|| {
            if total >= ACCUSE_MIN_SWORDS {
                tr().card_swords_on_the_table(&total)
            } else {
                tr().card_accusing_needs(&ACCUSE_MIN_SWORDS, &total)
            }
        })
    };
    view! {
        <section class="round-table" aria-labelledby="rt-h">
            <h2 id="rt-h">{txt(Tr::card_round_table)}</h2>
            <p class="goal">{txt(Tr::card_first_to_7_white)}</p>
            <Track value=white max=places(white) slots=true class="swords white" text=move || tr().card_n_white(&white.get())
                attr:aria-label=txt(Tr::card_white_swords_label)/>
            <Track value=black max=places(black) slots=true class="swords black" text=move || tr().card_n_black(&black.get())
                attr:aria-label=txt(Tr::card_black_swords_label)/>
            {move || note().map(|n| view! { <p class="accuse-note">{n}</p> })}
        </section>
    }
}
