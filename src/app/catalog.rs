//! The games this site offers, with their names and one-line descriptions. Independent of which
//! game UIs a bundle carries: the home page lists every game, with its new-game form and rules.

use super::i18n::Lang;
use crate::engine::registry::GameId;
use crate::tr;

/// Every game the site offers, in home-screen order. A game appears here only once its UI is
/// finished (each bundle then carries the UIs named by its cargo features).
pub const OFFERED: &[GameId] = &[GameId::Card, GameId::Tournament];

/// The offered game with this id.
#[must_use]
pub fn offered(id: &str) -> Option<GameId> {
    OFFERED.iter().copied().find(|g| g.id() == id)
}

/// The game's name.
#[must_use]
pub fn title(game: GameId, lang: Lang) -> &'static str {
    match game {
        GameId::Card => tr!(lang, "Shadows over Camelot: The Card Game", "Schatten über Camelot: Das Kartenspiel"),
        GameId::Tournament => tr!(lang, "Tournament at Camelot", "Turnier in Camelot"),
        GameId::Zukunft => tr!(lang, "The Future of Camelot", "Die Zukunft von Camelot"),
    }
}

/// One line for the home screen.
#[must_use]
pub fn blurb(game: GameId, lang: Lang) -> &'static str {
    match game {
        GameId::Card => tr!(lang,
            "Cooperative, 1–7 players: listen to rumors, go on quests at the right moment and win 7 white swords — while a hidden traitor may be among you.",
            "Kooperativ, 1–7 Spieler: Gerüchte anhören, im richtigen Moment auf Queste ziehen und 7 weiße Schwerter gewinnen — vielleicht mit einem Verräter in euren Reihen."),
        GameId::Tournament => tr!(lang,
            "Trick-taking for 2–6 knights: lose as few melees as you can, and the healthiest wins.",
            "Stichspiel für 2–6 Ritter: Verliere möglichst wenige Gefechte — die meiste Gesundheit gewinnt."),
        // Not offered yet (no table UI): the home screen never shows it.
        GameId::Zukunft => "",
    }
}
