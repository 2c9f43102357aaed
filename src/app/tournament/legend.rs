//! The suits in words with their symbols, so a symbol is never the only way to tell them
//! apart: the four Basic suits, Alchemy (follows anything when you have no lead suit), and
//! the Sorcerers (Merlin and the Apprentice name their own suit and value).

use crate::app::i18n::Tr;
use super::card::suit_icon;
use super::text;
use crate::engine::tournament::data::Suit;
use leptos::prelude::*;

#[component]
pub fn SuitLegend(
    /// The suits in this game (no Arrows with two players).
    #[prop(into)]
    suits: Signal<Vec<Suit>>,
) -> impl IntoView {
    view! {
        <ul class="suit-legend" aria-label=text::tx(Tr::tm_suits)>
            {move || suits.get().into_iter().map(|s| view! {
                <li class=["tc-swords", "tc-arrows", "tc-sorcery", "tc-deception", "tc-alchemy"][s.index()]>
                    <svg viewBox="0 0 24 24" aria-hidden="true"><path d=suit_icon(s)/></svg>
                    {text::txt(move |l| text::suit(s, l).to_owned())}
                </li>
            }).collect_view()}
            <li class="tc-sorc">{text::tx(Tr::tm_merlin_apprentice_sorcerers_any_suit)}</li>
        </ul>
    }
}
