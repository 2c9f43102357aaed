//! A Weapon card drawn in SVG and CSS: value, suit symbol, injury and the poison mark.
//! The face is decoration for sighted players; the button or list item around it carries
//! the card's name in words.

use crate::engine::tournament::data::{Card, CardKind, Suit};

/// The 24×24 path of a suit symbol (or a Sorcerer's hat).
fn icon(c: Card) -> &'static str {
    match (c.kind(), c.suit()) {
        (CardKind::Merlin, _) => "M12 1l6 16H6zM3 17h18v3H3zM11 6h2v2h-2z",
        (CardKind::Apprentice, _) => "M12 6l4.5 11h-9zM5 17h14v2.5H5z",
        (_, Some(s)) => suit_icon(s),
        _ => "",
    }
}

pub fn suit_icon(s: Suit) -> &'static str {
    match s {
        Suit::Swords => "M11 1h2l1 3v11h-4V4zM6 15h12v2H6zM11 17h2v6h-2z",
        Suit::Arrows => "M3 19.6L16.3 6.3l1.4 1.4L4.4 21zM21 3l-2.2 7.3-5.1-5.1zM2 15h2v5h5v2H2z",
        Suit::Sorcery => "M12 1l2.8 8.2L23 12l-8.2 2.8L12 23l-2.8-8.2L1 12l8.2-2.8z",
        Suit::Deception => "M15 1.5a10.5 10.5 0 1 0 7.5 17.8A8.5 8.5 0 1 1 15 1.5z",
        Suit::Alchemy => "M9 1h6v2h-1v6l6 10.5A2 2 0 0 1 18.3 22H5.7A2 2 0 0 1 4 19.5L10 9V3H9z",
    }
}

const SKULL: &str = "M12 2a7 7 0 0 0-7 7c0 2.4 1.2 4.3 3 5.4V18h8v-3.6c1.8-1.1 3-3 3-5.4a7 7 0 0 0-7-7zM9 8a1.6 1.6 0 1 1 0 3.2A1.6 1.6 0 0 1 9 8zm6 0a1.6 1.6 0 1 1 0 3.2A1.6 1.6 0 0 1 15 8zM9 19h6v3H9z";

fn class(c: Card) -> &'static str {
    match (c.kind(), c.suit()) {
        (CardKind::Merlin | CardKind::Apprentice, _) => "tc sorc",
        (_, Some(Suit::Swords)) => "tc swords",
        (_, Some(Suit::Arrows)) => "tc arrows",
        (_, Some(Suit::Sorcery)) => "tc sorcery",
        (_, Some(Suit::Deception)) => "tc deception",
        _ => "tc alchemy",
    }
}

/// The face of `card` as HTML. `value` overrides the corner number (a Sorcerer's declared
/// value, a Pelleas value); without it a Sorcerer shows its initial.
pub fn face(card: Card, value: Option<u8>) -> String {
    let corner = value.map(|v| v.to_string()).unwrap_or_else(|| match card.kind() {
        CardKind::Merlin => "M".into(),
        CardKind::Apprentice => "A".into(),
        _ => card.printed_value().map(|v| v.to_string()).unwrap_or_default(),
    });
    let (poison, skull) = if card.is_poisoned() {
        (" poison", format!("<svg viewBox=\"0 0 24 24\"><path fill-rule=\"evenodd\" d=\"{SKULL}\"/></svg>"))
    } else {
        ("", String::new())
    };
    format!(
        "<span class=\"{}{poison}\" aria-hidden=\"true\"><span class=\"tc-v\">{corner}</span><svg class=\"tc-s\" viewBox=\"0 0 24 24\"><path d=\"{}\"/></svg><span class=\"tc-i\">{skull}{}</span></span>",
        class(card),
        icon(card),
        card.base_injury()
    )
}

/// A card lying face down (a hidden Glamour card).
pub const BACK: &str = "<span class=\"tc back\" aria-hidden=\"true\"></span>";
