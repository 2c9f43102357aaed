//! The decks beside the Round Table, each a stack with its count: the Rumor deck, the discard
//! pile, and with Knights to the Rescue the knight deck and the unused Morgans waiting face down.
//! Each name wraps under its own stack (German names are long), never into the next one.

use crate::app::i18n::Tr;
use crate::app::kit::Pile;
use crate::app::play::table;
use crate::engine::card::CardGame;
use super::names::txt;
use leptos::prelude::*;

#[component]
pub fn Decks() -> impl IntoView {
    let t = table::<CardGame>();
    let deck = Signal::derive(move || t.view.with(|v| usize::from(v.deck)));
    let discard = Signal::derive(move || t.view.with(|v| usize::from(v.discard)));
    let knights = move || t.view.with(|v| v.knights);
    let knight_deck = Signal::derive(move || t.view.with(|v| usize::from(v.knight_deck)));
    let morgans = Signal::derive(move || t.view.with(|v| usize::from(v.unused_morgans)));
    view! {
        <section class="decks" class:four=knights aria-label=txt(Tr::card_decks)>
            <Pile label=txt(Tr::card_rumor_deck) count=deck face_down=true flip_key="rumor-deck" size="s"/>
            <Pile label=txt(Tr::card_discard_pile) count=discard face_down=true flip_key="discard" size="s"/>
            <Show when=knights>
                <Pile label=txt(Tr::card_knight_deck) count=knight_deck face_down=true size="s"/>
                <Pile label=txt(Tr::card_unused_morgans) count=morgans face_down=true size="s"/>
            </Show>
        </section>
    }
}
