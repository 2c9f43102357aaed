//! The acting seat's decision: its own cards first when the device is in its hands, then the
//! moves of the decision the game waits for — a normal turn, an announcement, or a short list
//! of choices. Redrawn only when the kind of decision changes.

use super::announce::Announce;
use super::choices::Choices;
use super::my_cards::MyCards;
use super::turn_menu::TurnMenu;
use crate::app::i18n::Tr;
use crate::app::play::table;
use crate::engine::card::{CardGame, Pending};
use super::names::txt;
use leptos::prelude::*;

#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    Nothing,
    Done,
    Turn,
    Announce,
    Choices,
}

#[component]
pub fn Decision() -> impl IntoView {
    let t = table::<CardGame>();
    let kind = Memo::new(move |_| {
        let pending = t.view.with(|v| v.pending);
        if t.legal.with(Vec::is_empty) {
            return if t.me().is_some() && pending != Pending::Over { Kind::Done } else { Kind::Nothing };
        }
        match pending {
            Pending::Over => Kind::Nothing,
            Pending::Action { .. } | Pending::SpreadRumors { .. } => Kind::Turn,
            Pending::Announce { .. } => Kind::Announce,
            _ => Kind::Choices,
        }
    });
    view! {
        <div class="card-decision">
            <MyCards/>
            {move || match kind.get() {
                Kind::Nothing => ().into_any(),
                Kind::Done => view! {
                    <h2 class="decision-title">{txt(Tr::card_nothing_more_to_do_2)}</h2>
                    <p>{txt(Tr::card_take_it_in_then)}</p>
                }.into_any(),
                Kind::Turn => view! { <TurnMenu/> }.into_any(),
                Kind::Announce => view! { <Announce/> }.into_any(),
                Kind::Choices => view! { <Choices/> }.into_any(),
            }}
        </div>
    }
}
