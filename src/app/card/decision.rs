//! The acting seat's decision (its own cards lie on the board, at its edge of the table): the
//! moves of the decision the game waits for — a normal turn, an announcement, or a short list
//! of choices. Redrawn only when the kind of decision changes.

use super::announce::Announce;
use super::choices::Choices;
use super::turn_menu::TurnMenu;
use crate::app::i18n::Tr;
use crate::app::play::table;
use crate::engine::card::{CardGame, Pending};
use super::names::txt;
use leptos::prelude::*;

// What the area shows: nothing, "nothing more to do", a turn, an announcement, choices.
const NOTHING: u8 = 0;
const DONE: u8 = 1;
const TURN: u8 = 2;
const ANNOUNCE: u8 = 3;
const CHOICES: u8 = 4;

#[component]
pub fn Decision() -> impl IntoView {
    let t = table::<CardGame>();
    let kind = Memo::new(move |_| {
        let pending = t.view.with(|v| v.pending);
        if t.legal.with(Vec::is_empty) {
            // Alone with bots there is nobody to pass the device to: the prompt says who moves.
            return if t.me().is_some() && pending != Pending::Over && !t.alone.get() { DONE } else { NOTHING };
        }
        match pending {
            Pending::Over => NOTHING,
            Pending::Action { .. } | Pending::SpreadRumors { .. } => TURN,
            Pending::Announce { .. } => ANNOUNCE,
            _ => CHOICES,
        }
    });
    view! {
        <div class="card-decision">
            {move || match kind.get() {
                NOTHING => ().into_any(),
                DONE => view! {
                    <h2 class="decision-title">{txt(Tr::card_nothing_more_to_do_2)}</h2>
                    <p>{txt(Tr::card_take_it_in_then)}</p>
                }.into_any(),
                TURN => view! { <TurnMenu/> }.into_any(),
                ANNOUNCE => view! { <Announce/> }.into_any(),
                _ => view! { <Choices/> }.into_any(),
            }}
        </div>
    }
}
