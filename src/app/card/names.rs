//! The words for the game's things — quests, cards, knights, loyalty, swords — in both
//! languages. Card effects are our own few words, never the rulebook's sentences.

use crate::app::i18n::Tr;
use crate::engine::card::{Card, Knight, Loyalty, Quest};
use crate::engine::Seat;

pub fn quest(q: Quest, t: Tr) -> &'static str {
    match q {
        Quest::Picts => t.card_picts(),
        Quest::Saxons => t.card_saxons(),
        Quest::Dragon => t.card_dragon(),
        Quest::Excalibur => "Excalibur",
        Quest::Grail => t.card_holy_grail(),
    }
}

/// A card's name: "Dragon 4", "Dragon ?", "Morgan #4 (+2)", "Merlin #1", "Vivien".
pub fn card(c: Card, t: Tr) -> String {
    if let Some(q) = c.quest() {
        return match c.value() {
            Some(v) => format!("{} {v}", quest(q, t)),
            None => format!("{} ?", quest(q, t)),
        };
    }
    let (who, n) = character(c);
    match c.morgan4_bonus() {
        0 if n == 0 => who.to_owned(),
        0 => format!("{who} #{n}"),
        b => format!("{who} #4 (+{b})"),
    }
}

/// A character card's name and number (0: none).
pub fn character(c: Card) -> (&'static str, u8) {
    use Card::*;
    match c {
        Morgan1 => ("Morgan", 1),
        Morgan2 => ("Morgan", 2),
        Morgan3 => ("Morgan", 3),
        Morgan4Plus1 | Morgan4Plus2 | Morgan4Plus3 => ("Morgan", 4),
        Morgan5 => ("Morgan", 5),
        Morgan6 => ("Morgan", 6),
        Morgan7 => ("Morgan", 7),
        Morgan8 => ("Morgan", 8),
        Merlin1 => ("Merlin", 1),
        Merlin2 => ("Merlin", 2),
        Merlin3 => ("Merlin", 3),
        Merlin4 => ("Merlin", 4),
        Merlin5 => ("Merlin", 5),
        Merlin6 => ("Merlin", 6),
        Mordred => ("Mordred", 0),
        _ => ("Vivien", 0),
    }
}

/// What a character does, in a few words (shown on its card face).
pub fn effect(c: Card, t: Tr) -> &'static str {
    use Card::*;
    match c {
        Morgan1 => t.card_until_a_merlin_cards(),
        Morgan2 => t.card_until_a_merlin_every(),
        Morgan3 => t.card_next_quest_one_more(),
        Morgan4Plus1 => t.card_next_quest_1_to(),
        Morgan4Plus2 => t.card_next_quest_2_to(),
        Morgan4Plus3 => t.card_next_quest_3_to(),
        Morgan5 => t.card_next_quest_the_main(),
        Morgan6 => t.card_next_quest_every_is(),
        Morgan7 => t.card_next_quest_main_quest(),
        Morgan8 => t.card_next_quest_picts_and(),
        Merlin1 => t.card_quest_removes_the_highest(),
        Merlin2 => t.card_quest_removes_the_highest_2(),
        Merlin3 => t.card_quest_removes_the_highest_3(),
        Merlin4 => t.card_secret_token_removes_the(),
        Merlin5 => t.card_exactly_5_cards_of(),
        Merlin6 => t.card_go_on_any_quest(),
        Mordred => t.card_quest_1_per_picts(),
        Vivien => t.card_drawer_and_one_other(),
        _ => "",
    }
}

pub fn knight(k: Knight, t: Tr) -> &'static str {
    match k {
        Knight::Arthur => t.card_arthur(),
        Knight::Tristan => "Tristan",
        Knight::Gawain => "Gawain",
        Knight::Galahad => "Galahad",
        Knight::Percival => t.card_percival(),
    }
}

/// When a knight card is played and what it does, in a few words.
pub fn knight_effect(k: Knight, t: Tr) -> &'static str {
    match k {
        Knight::Arthur => t.card_when_another_player_names(),
        Knight::Tristan => t.card_your_turn_before_acting(),
        Knight::Gawain => t.card_during_a_quest_before(),
        Knight::Galahad => t.card_instead_of_your_action(),
        Knight::Percival => t.card_at_an_accusation_or(),
    }
}

pub fn loyalty(x: Loyalty, t: Tr) -> &'static str {
    match x {
        Loyalty::Loyal => t.card_loyal(),
        Loyalty::Traitor => t.card_traitor(),
    }
}

/// "1 white sword", "2 black swords".
pub fn swords(n: u8, white: bool, t: Tr) -> String {
    match (white, n == 1) {
        (true, true) => t.card_1_white_sword().to_owned(),
        (true, false) => t.card_white_swords(&n),
        (false, true) => t.card_1_black_sword().to_owned(),
        (false, false) => t.card_black_swords(&n),
    }
}

/// "2 white and 1 black sword", "no sword".
pub fn sword_pair(white: u8, black: u8, t: Tr) -> String {
    match (white, black) {
        (0, 0) => t.card_no_sword().into(),
        (w, 0) => swords(w, true, t),
        (0, b) => swords(b, false, t),
        (w, b) => t.card_and(&swords(w, true, t), &swords(b, false, t)),
    }
}

/// "Anna, Ben and Cleo".
pub fn list(items: &[String], t: Tr) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => t.card_and(&rest.join(", "), last),
    }
}

/// "1 sword", "3 swords" (a quest's sword value).
pub fn sword_count(n: u8, t: Tr) -> String {
    if n == 1 { t.card_sword(&n) } else { t.card_swords(&n) }
}

/// "7 white, 5 black".
pub fn counts(white: u8, black: u8, t: Tr) -> String {
    t.card_white_black_2(&white, &black)
}

pub fn seat(names: &[String], s: Seat) -> String {
    crate::app::play::name_of(names, s)
}

pub use crate::app::i18n::txt;
