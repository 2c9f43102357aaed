//! A Weapon card on the table: its value, its suit NAMED in words (the symbol only adds to
//! it), its injury and the poison mark, in the kit's card frame. The text on the face is the
//! card's name for everyone, so a button around it is named by what it shows.

use crate::app::i18n::Tr;
use super::text;
use crate::app::kit::CardFrame;
use crate::engine::tournament::data::{Card, CardKind, Suit};
use leptos::prelude::*;

/// The 24×24 path of a suit symbol.
pub fn suit_icon(s: Suit) -> &'static str {
    match s {
        Suit::Swords => "M11 1h2l1 3v11h-4V4zM6 15h12v2H6zM11 17h2v6h-2z",
        Suit::Arrows => "M3 19.6L16.3 6.3l1.4 1.4L4.4 21zM21 3l-2.2 7.3-5.1-5.1zM2 15h2v5h5v2H2z",
        Suit::Sorcery => "M12 1l2.8 8.2L23 12l-8.2 2.8L12 23l-2.8-8.2L1 12l8.2-2.8z",
        Suit::Deception => "M15 1.5a10.5 10.5 0 1 0 7.5 17.8A8.5 8.5 0 1 1 15 1.5z",
        Suit::Alchemy => "M9 1h6v2h-1v6l6 10.5A2 2 0 0 1 18.3 22H5.7A2 2 0 0 1 4 19.5L10 9V3H9z",
    }
}

const HAT: &str = "M12 1l6 16H6zM3 17h18v3H3zM11 6h2v2h-2z";

/// The colour class of a card.
pub fn class(c: Card) -> &'static str {
    match (c.kind(), c.suit()) {
        (CardKind::Merlin | CardKind::Apprentice, _) => "tc sorc",
        (_, Some(Suit::Swords)) => "tc swords",
        (_, Some(Suit::Arrows)) => "tc arrows",
        (_, Some(Suit::Sorcery)) => "tc sorcery",
        (_, Some(Suit::Deception)) => "tc deception",
        _ => "tc alchemy",
    }
}

/// What the face says in words, top to bottom: the value (or a Sorcerer's declared one) and
/// the suit's or the Sorcerer's name.
fn words(card: Card, value: Option<u8>, l: crate::app::i18n::Lang) -> (String, String) {
    match card.kind() {
        CardKind::Basic { suit, value: v, .. } => (value.unwrap_or(v).to_string(), text::suit(suit, l).to_owned()),
        CardKind::Alchemy { value: v } => (value.unwrap_or(v).to_string(), text::suit(Suit::Alchemy, l).to_owned()),
        CardKind::Merlin => (value.map(|v| v.to_string()).unwrap_or_default(), "Merlin".to_owned()),
        CardKind::Apprentice => (value.map(|v| v.to_string()).unwrap_or_default(), Tr(l).tm_apprentice().to_owned()),
    }
}

#[component]
pub fn TCard(
    card: Card,
    /// A declared or set value shown instead of the printed one.
    #[prop(optional_no_strip)]
    value: Option<u8>,
    /// `"s"`, `"m"` or `"l"`.
    #[prop(optional)]
    size: Option<&'static str>,
    /// Takes part in the motion: the same card slides from the hand to the melee.
    #[prop(optional)]
    flip: bool,
) -> impl IntoView {
    let kind = format!("{}{}", class(card), if card.is_poisoned() { " poison" } else { "" });
    let size = size.unwrap_or("m");
    if flip {
        view! { <CardFrame kind=kind flip_key=format!("tc{}", card.0) size=size>{face(card, value)}</CardFrame> }.into_any()
    } else {
        view! { <CardFrame kind=kind size=size>{face(card, value)}</CardFrame> }.into_any()
    }
}

/// The words and marks on a card's face: one reactive part per card (it follows the language),
/// not one per text, since a hand's twelve cards are built anew on every hand-over.
fn face(card: Card, value: Option<u8>) -> impl IntoView {
    let icon = card.suit().filter(|_| !card.is_sorcerer()).map_or(HAT, suit_icon);
    let injury = card.base_injury();
    let poisoned = card.is_poisoned();
    move || {
        let l = crate::app::i18n::lang();
        let (v, s) = words(card, value, l);
        view! {
            <span class="tc-v">{v}</span>
            " "
            <span class="tc-s">{s}</span>
            <svg class="tc-i" viewBox="0 0 24 24" aria-hidden="true"><path d=icon/></svg>
            " "
            <span class="tc-inj">
                {Tr(l).tm_injury_a(&injury)}
                {poisoned.then(|| view! { " " <span class="tc-p" aria-hidden="true">"☠"</span><span class="visually-hidden">{Tr(l).tm_poisoned()}</span> })}
            </span>
        }
    }
}

/// A face-down card (Glamour, a feint, an escape): the back, with what it is in words.
#[component]
pub fn TBack(#[prop(into)] label: Signal<String>, #[prop(optional)] size: Option<&'static str>) -> impl IntoView {
    view! {
        <div class=format!("cardf {} down", size.unwrap_or("m"))>
            <span class="back" aria-hidden="true"></span>
            <span class="visually-hidden">{label}</span>
        </div>
    }
}
