//! The games this app can play. Adding a game means one variant in [`GameId`] and one arm in
//! [`with_game!`](crate::with_game); every shared mechanism (saves, the random-play suite, the
//! benchmarks, the app's lists) goes through this list, so nothing is written twice per game.

use super::save::{LoadError, SaveFile};
use serde::{Deserialize, Serialize};

/// A game the app can play, by its id in saves and URLs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum GameId {
    Card,
    Tournament,
    Zukunft,
    Schatten,
}

/// Runs `$body` with the type alias `$G` bound to the engine type of game `$id`.
#[macro_export]
macro_rules! with_game {
    ($id:expr, $G:ident => $body:expr) => {
        match $id {
            $crate::engine::registry::GameId::Card => {
                type $G = $crate::engine::card::CardGame;
                $body
            }
            $crate::engine::registry::GameId::Tournament => {
                type $G = $crate::engine::tournament::Tournament;
                $body
            }
            $crate::engine::registry::GameId::Zukunft => {
                type $G = $crate::engine::zukunft::Zukunft;
                $body
            }
            $crate::engine::registry::GameId::Schatten => {
                type $G = $crate::engine::schatten::Schatten;
                $body
            }
        }
    };
}

impl GameId {
    /// Every game with an engine. The app offers only those with a finished UI (`app::PLAYABLE`).
    pub const ALL: &'static [GameId] = &[GameId::Card, GameId::Tournament, GameId::Zukunft, GameId::Schatten];

    /// The id used in saves and URLs.
    #[must_use]
    pub fn id(self) -> &'static str {
        with_game!(self, G => <G as super::Game>::ID)
    }

    /// The game with this id, if the app has it.
    #[must_use]
    pub fn from_id(id: &str) -> Option<GameId> {
        GameId::ALL.iter().copied().find(|g| g.id() == id)
    }

    /// Allowed player counts, inclusive.
    #[must_use]
    pub fn players(self) -> (u8, u8) {
        with_game!(self, G => <G as super::Game>::PLAYERS)
    }
}

/// Checks that a save loads: its game exists and every action replays.
///
/// # Errors
/// The [`LoadError`] that stops it.
pub fn validate(save: &SaveFile) -> Result<(), LoadError> {
    let id = GameId::from_id(&save.game).ok_or_else(|| LoadError::UnknownGame(save.game.clone()))?;
    with_game!(id, G => super::save::load::<G>(save).map(|_| ()))
}
