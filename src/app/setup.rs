//! Starting a game: the settings the new-game form edits (on the home page) and the start
//! itself (on the game's page, from the URL the form opens).

use super::{storage, web};
use crate::engine::bot::Level;
use crate::engine::registry::GameId;
use crate::engine::save::{save_of, SaveMeta};
use crate::engine::session::Session;
use crate::engine::{Game, Seat, Turn};
use leptos::prelude::*;

/// What the new-game form needs of a game besides its engine's config type. One
/// implementation per game, in `app/<game>/setup.rs`.
pub trait GameSetup: Game<Config: Send + Sync> {
    const GAME: GameId;
    /// `config` with this many players and this first player, variants kept.
    fn with_seats(config: &Self::Config, players: u8, first: Seat) -> Self::Config;
    /// Whether the form asks for a first player (a game with a random dealer asks its own way).
    fn has_first_player() -> bool {
        true
    }
    /// Whether the form asks for a first player with these settings: a game whose rules draw
    /// the first order asks only under the variant that lets someone begin.
    fn asks_first_player(config: &Self::Config) -> bool {
        let _ = config;
        Self::has_first_player()
    }
    /// The game's own controls of the form (variants), editing `config`.
    fn variants(config: RwSignal<Self::Config>) -> AnyView;
}

/// The seats that must act, as a save's metadata lists them.
#[must_use]
pub fn acting(turn: &Turn) -> Vec<Seat> {
    match turn {
        Turn::Seat(s) => vec![*s],
        Turn::Simultaneous(v) | Turn::Window(v) => v.clone(),
        Turn::Over => Vec::new(),
    }
}

/// Seat names: the given ones, and "Player n" for any missing or blank.
#[must_use]
pub fn names_for(players: u8, given: &[String], t: super::i18n::Tr) -> Vec<String> {
    (0..usize::from(players))
        .map(|i| given.get(i).map(|n| n.trim().to_owned()).filter(|n| !n.is_empty()).unwrap_or_else(|| t.player_n(&(i + 1))))
        .collect()
}

/// Starts a game of `G` and stores it; returns its save id. `bots` gives each seat's bot level
/// (`None`: a person; a short list leaves the rest to people).
///
/// # Errors
/// The engine's refusal of the settings, in words.
pub fn start_game<G: GameSetup>(config: &G::Config, names: Vec<String>, mut bots: Vec<Option<Level>>) -> Result<String, String> {
    let session = Session::<G>::new(config.clone(), web::fresh_seed()).map_err(|e| e.to_string())?;
    let id = web::fresh_id();
    let now = web::now_ms();
    bots.truncate(names.len());
    if bots.iter().all(Option::is_none) {
        bots.clear();
    }
    let meta = SaveMeta {
        names,
        started: now,
        last_played: now,
        revision: 0,
        to_act: acting(&session.turn()),
        outcome: None,
        bots,
    };
    let mut file = save_of(&session, &id, meta);
    // If storage is off the game is kept in memory; the table shows the warning.
    let _ = storage::write(&mut file);
    Ok(id)
}

/// The settings a URL asks for: its `config` (JSON) or the game's default, with its players
/// and first player.
///
/// # Errors
/// A message when `config` is not this game's settings.
pub fn config_of<G: GameSetup>(players: u8, first: Seat, config: Option<&str>) -> Result<G::Config, String> {
    let base = match config {
        Some(json) => serde_json::from_str::<G::Config>(json).map_err(|e| e.to_string())?,
        None => G::default_config(players),
    };
    Ok(G::with_seats(&base, players, first))
}
