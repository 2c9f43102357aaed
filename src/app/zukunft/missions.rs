//! The missions beside the castle, as they lie: each face-down stack (1, 2 and 3 knights, and
//! the key stack with 5 players) with the cards turned up from it in a row beside it (a key
//! card joins the row of its shield count, Z-PREP-3). Each card is keyed, so a card turned up
//! slides out of its stack, and a card taken leaves the row without the others being redrawn.

use super::mission_card::{deck_key, MissionCard};
use crate::app::i18n::{tr, txt, Tr};
use crate::app::kit::{key, Pile};
use crate::app::play::table;
use crate::engine::zukunft::data::{MissionId, Stack};
use crate::engine::zukunft::Zukunft;
use leptos::prelude::*;

#[component]
pub fn Missions() -> impl IntoView {
    let t = table::<Zukunft>();
    let display = Memo::new(move |_| t.view.with(|v| v.display.clone()));
    let decks = Memo::new(move |_| t.view.with(|v| (v.decks, v.players == 5)));
    let row = move |stack: Stack| {
        let n = u8::try_from(stack.index() + 1).unwrap_or(0);
        let cards = Memo::new(move |_| display.with(|d| d.iter().copied().filter(|m| m.card().row() == n).collect::<Vec<MissionId>>()));
        let count = Signal::derive(move || usize::from(decks.with(|d| d.0[stack.index()])));
        view! {
            <li class="zk-mrow">
                <Pile label=move || tr().zk_deck_of(&n) count flip_key=deck_key(stack) face_down=true size="s"/>
                <ul class="zk-cards">
                    <For each=move || cards.get() key=|m| key(usize::from(m.index())) let(m)>
                        <li><MissionCard card=m keyed=true/></li>
                    </For>
                </ul>
            </li>
        }
    };
    view! {
        <section class="zk-missions" aria-labelledby="zk-missions-h">
            <h2 id="zk-missions-h">{txt(Tr::zk_missions)}</h2>
            <ul class="zk-mrows">
                {row(Stack::One)}
                {row(Stack::Two)}
                {row(Stack::Three)}
                <Show when=move || decks.with(|d| d.1)>
                    <li class="zk-mrow">
                        <Pile label=txt(Tr::zk_key_deck) count=Signal::derive(move || usize::from(decks.with(|d| d.0[3]))) flip_key=deck_key(Stack::Key) face_down=true size="s"/>
                    </li>
                </Show>
            </ul>
            <Show when=move || display.with(Vec::is_empty)>
                <p class="zk-note">{txt(Tr::zk_no_missions)}</p>
            </Show>
        </section>
    }
}
