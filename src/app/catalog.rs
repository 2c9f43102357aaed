//! The games this site offers, with their names and one-line descriptions, and what the home
//! page can check of a save without any engine: that its game is known and every move's code
//! names an action of that game.

use super::i18n::Tr;
use crate::engine::registry::GameId;
use crate::engine::ActionCode;

/// Every game the site offers, in home-screen order. A game appears here only once its table
/// is finished (each has a page of its own, `<id>/`).
pub const OFFERED: &[GameId] = &[GameId::Card, GameId::Tournament, GameId::Zukunft, GameId::Schatten];

/// The offered game with this id.
#[must_use]
pub fn offered(id: &str) -> Option<GameId> {
    OFFERED.iter().copied().find(|g| g.id() == id)
}

/// The game's name.
#[must_use]
pub fn title(game: GameId, t: Tr) -> &'static str {
    match game {
        GameId::Card => t.game_card_title(),
        GameId::Tournament => t.game_tournament_title(),
        GameId::Zukunft => t.game_zukunft_title(),
        GameId::Schatten => t.game_schatten_title(),
    }
}

/// One line for the home screen.
#[must_use]
pub fn blurb(game: GameId, t: Tr) -> &'static str {
    match game {
        GameId::Card => t.game_card_blurb(),
        GameId::Tournament => t.game_tournament_blurb(),
        GameId::Zukunft => t.game_zukunft_blurb(),
        GameId::Schatten => t.game_schatten_blurb(),
    }
}

/// Players and length, for the game's tile.
#[must_use]
pub fn facts(game: GameId, t: Tr) -> &'static str {
    match game {
        GameId::Card => t.game_card_facts(),
        GameId::Tournament => t.game_tournament_facts(),
        GameId::Zukunft => t.game_zukunft_facts(),
        GameId::Schatten => t.game_schatten_facts(),
    }
}

/// Whether `code` is the code of an action of `game` (only the codes' decoder, not the rules).
#[must_use]
pub fn decodes(game: GameId, code: u32) -> bool {
    crate::with_game!(game, G => <<G as crate::engine::Game>::Action as ActionCode>::from_code(code).is_some())
}
