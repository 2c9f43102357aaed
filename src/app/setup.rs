//! Starting a game, from the new-game form (`new_game`, on the home page) or from a URL (on
//! the game's own page).

use super::game_ui::GameSetup;
use super::i18n::Lang;
use super::{storage, web};
use crate::engine::registry::GameId;
use crate::engine::save::{save_of, SaveMeta};
use crate::engine::session::Session;
use crate::engine::{Game, Seat, Turn};
use crate::tr;

/// The seats that must act, as a save's metadata lists them.
#[must_use]
pub fn acting(turn: &Turn) -> Vec<Seat> {
    match turn {
        Turn::Seat(s) => vec![*s],
        Turn::Simultaneous(v) | Turn::Window(v) => v.clone(),
        Turn::Over => Vec::new(),
    }
}

/// The default name of a seat.
#[must_use]
pub fn default_name(seat: usize, lang: Lang) -> String {
    tr!(lang, format!("Player {}", seat + 1), format!("Spieler {}", seat + 1))
}

fn start<G: GameSetup>(config: G::Config, names: Vec<String>) -> Result<String, String> {
    let session = Session::<G>::new(config, web::fresh_seed()).map_err(|e| e.to_string())?;
    let id = web::fresh_id();
    let now = web::now_ms();
    let meta = SaveMeta {
        names,
        started: now,
        last_played: now,
        revision: 0,
        to_act: acting(&session.turn()),
        outcome: None,
    };
    let mut file = save_of(&session, &id, meta);
    // If storage is off the game is kept in memory; the table shows the warning.
    let _ = storage::write(&mut file);
    Ok(id)
}

/// Starts a game and returns its save id.
///
/// # Errors
/// A message in `lang` when the engine refuses the setup.
pub fn start_game(
    game: GameId,
    players: u8,
    first: Seat,
    names: &[String],
    config: Option<String>,
    lang: Lang,
) -> Result<String, String> {
    let names: Vec<String> = (0..usize::from(players))
        .map(|i| names.get(i).cloned().filter(|n| !n.trim().is_empty()).unwrap_or_else(|| default_name(i, lang)))
        .collect();
    crate::with_form!(game, G => {
        let base = match config {
            Some(v) => serde_json::from_str::<<G as Game>::Config>(&v).map_err(|e| e.to_string())?,
            None => G::default_config(players),
        };
        start::<G>(G::with_seats(&base, players, first), names)
    }, _ => Err(format!("{} cannot be played here", game.id())))
}

