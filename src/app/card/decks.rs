//! The decks beside the pile, side by side and never on top of each other: the Rumor deck,
//! the discard pile, and with Knights to the Rescue the knight deck and the unused Morgans
//! waiting face down; Merlin #4's tokens; the knight cards played so far.

use super::names;
use crate::app::i18n::{tr, Tr};
use crate::app::kit::Pile;
use crate::app::play::table;
use crate::engine::card::{CardGame, Knight, TokenView};
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
    let tokens = move || t.view.with(|v| v.tokens.clone());
    let played = move || {
        let tr = tr();
        let used: Vec<String> = t.view.with(|v| {
            Knight::ALL.iter().zip(v.knights_used).filter(|(_, n)| *n > 0).map(|(&k, n)| format!("{} ×{n}", names::knight(k, tr))).collect()
        });
        (!used.is_empty()).then(|| tr.card_knights_played(&used.join(", ")))
    };
    let token_line = move |tk: TokenView| {
        let tr = tr();
        match tk.quest {
            Some(q) => tr.card_your_token_only_you(&names::quest(q, tr)),
            None => tr.card_s_token_face_down(&t.name(tk.owner)),
        }
    };
    view! {
        <section class="decks" aria-label=txt(Tr::card_decks)>
            <div class="deck-row">
                <Pile label=txt(Tr::card_rumor_deck) count=deck face_down=true flip_key="rumor-deck" size="s"/>
                <Pile label=txt(Tr::card_discard_pile) count=discard face_down=true size="s"/>
                <Show when=knights>
                    <Pile label=txt(Tr::card_knight_deck) count=knight_deck face_down=true size="s"/>
                    <Pile label=txt(Tr::card_unused_morgans) count=morgans face_down=true size="s"/>
                </Show>
            </div>
            <Show when=move || t.view.with(|v| !v.tokens.is_empty())>
                <ul class="tokens" aria-label=txt(Tr::card_merlin_4_tokens_beside)>
                    {move || tokens().into_iter().map(|tk| view! { <li class="token" class:mine=tk.quest.is_some()>{token_line(tk)}</li> }).collect_view()}
                </ul>
            </Show>
            {move || played().map(|p| view! { <p class="played">{p}</p> })}
        </section>
    }
}
