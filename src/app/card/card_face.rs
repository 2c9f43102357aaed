//! One Rumor card as it lies on the table, drawn as a card: its value in the corners, its
//! picture (the quest's, or the character's), its name, and the swords the quest is worth (a
//! character: the quests it shows). Effects are written beside the card, where they can be read
//! at full size.

use super::names;
use crate::app::i18n::tr;
use crate::app::kit::art::{card as art, Art};
use crate::app::kit::CardFrame;
use crate::engine::card::{Card, Quest};
use leptos::prelude::*;

/// The colour class of a quest.
#[must_use]
pub fn quest_class(q: Quest) -> &'static str {
    match q {
        Quest::Picts => "q-picts",
        Quest::Saxons => "q-saxons",
        Quest::Dragon => "q-dragon",
        Quest::Excalibur => "q-excalibur",
        Quest::Grail => "q-grail",
    }
}

/// A quest's picture.
#[must_use]
pub fn quest_art(q: Quest) -> Art {
    match q {
        Quest::Picts => art::QUEST_PICTS,
        Quest::Saxons => art::QUEST_SAXONS,
        Quest::Dragon => art::QUEST_DRAGON,
        Quest::Excalibur => art::QUEST_EXCALIBUR,
        Quest::Grail => art::QUEST_GRAIL,
    }
}

/// A card's picture: its quest's, or its character's.
#[must_use]
pub fn card_art(c: Card) -> Art {
    if let Some(q) = c.quest() {
        return quest_art(q);
    }
    match names::character(c).0 {
        "Morgan" => art::MORGAN,
        "Merlin" => art::MERLIN,
        "Mordred" => art::MORDRED,
        _ => art::VIVIEN,
    }
}

/// The class of a card's kind: its quest's colour, or the character's.
#[must_use]
pub fn card_class(c: Card) -> String {
    match c.quest() {
        Some(q) => format!("rumor {}", quest_class(q)),
        None => format!("rumor ch-{}", names::character(c).0.to_lowercase()),
    }
}

/// The big mark in the corner: "4", "?", "#2", "+3".
#[must_use]
pub fn corner(c: Card) -> String {
    if c.quest().is_some() {
        return c.value().map_or_else(|| "?".to_owned(), |v| v.to_string());
    }
    let (_, n) = names::character(c);
    match c.morgan4_bonus() {
        0 if n == 0 => String::new(),
        0 => format!("#{n}"),
        b => format!("+{b}"),
    }
}

#[component]
pub fn CardFace(
    card: Card,
    #[prop(optional)] size: Option<&'static str>,
    /// A stable key for motion, and where a new card comes from (the pile's top card slides
    /// in from the Rumor deck).
    #[prop(optional)]
    flip_key: Option<String>,
    #[prop(optional)] flip_from: Option<&'static str>,
) -> impl IntoView {
    let kind = card_class(card);
    let title = move || match card.quest() {
        Some(q) => names::quest(q, tr()).to_owned(),
        None => names::character(card).0.to_owned(),
    };
    let foot = move || match card.quest() {
        Some(q) => names::sword_count(q.swords(), tr()),
        None => {
            let s: Vec<&str> = card.symbols().iter().map(|q| names::quest(q, tr())).collect();
            s.join(" · ")
        }
    };
    view! {
        <div class="face" data-flip=flip_key data-flip-from=flip_from>
            <CardFrame kind=kind size=size.unwrap_or("m") value=corner(card) picture=card_art(card)>
                <span class="title">{title}</span>
                <span class="foot">{foot}</span>
            </CardFrame>
        </div>
    }
}
