//! The save format: versioned data replayed through the engine on load.
//!
//! ```json
//! {"format":2,"id":"…","game":"card","config":{…},"seed":123,"actions":[[0,65536],…],"meta":{…}}
//! ```
//! A save never holds engine state: loading replays `actions` from `seed`, so a save that loads
//! is, by construction, a legal game. Each action is `[seat, code]`, its code from the game's
//! [`ActionCode`] (format 1 wrote actions as JSON objects; it is no longer read). Everything that
//! can go wrong is a [`LoadError`].

use super::session::{ReplayError, Session};
use super::{ActionCode, Game, Outcome, Seat};
use serde::{Deserialize, Serialize};
use serde_json::value::RawValue;

/// The current save format. Bump it only with a migration in [`parse`].
pub const FORMAT: u32 = 2;

/// What the saved-games list shows without replaying anything.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct SaveMeta {
    /// Seat names, clockwise.
    pub names: Vec<String>,
    /// Milliseconds since the Unix epoch.
    pub started: u64,
    pub last_played: u64,
    /// Bumped on every write; a tab holding an older revision must not overwrite a newer one.
    pub revision: u64,
    /// Seats that must act now (empty when finished).
    pub to_act: Vec<Seat>,
    pub outcome: Option<Outcome>,
    /// Each seat's bot, by seat (`None`: a person); empty when everyone is a person. Whose
    /// seat a bot plays can change during a game; the actions are saved like anyone's.
    /// Absent when everyone is a person, as saves before bots were written.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub bots: Vec<Option<super::bot::Level>>,
}

/// A save as stored. The game's settings stay JSON text until the game is known: a generic
/// JSON tree would put a second deserializer into every page's bundle.
///
/// Members a save does not know are ignored (an older app reads what a newer one added, as long
/// as the format number agrees); a member named twice makes the save corrupt.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct SaveFile {
    pub format: u32,
    pub id: String,
    pub game: String,
    pub config: Box<RawValue>,
    pub seed: u64,
    /// `(seat, code)` of each action, in order.
    pub actions: Vec<(Seat, u32)>,
    pub meta: SaveMeta,
}

impl PartialEq for SaveFile {
    fn eq(&self, other: &Self) -> bool {
        self.format == other.format
            && self.id == other.id
            && self.game == other.game
            && self.config.get() == other.config.get()
            && self.seed == other.seed
            && self.actions == other.actions
            && self.meta == other.meta
    }
}

/// Only the format number, read first so a future format gets a precise message.
#[derive(Deserialize)]
struct Envelope {
    format: Option<u64>,
}

/// Why a save cannot be loaded. Shown to the user, naming the save; never a panic.
///
/// A broken save's mark stores it as JSON (serde's externally tagged enum, as every version
/// wrote it: `{"BadAction":{"index":3,"reason":"…"}}`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum LoadError {
    /// Not JSON, cut short, or not shaped like a save.
    Corrupt(String),
    /// Written by a newer (or unknown) version of the app.
    UnknownFormat(u32),
    /// Names a game this app does not have.
    UnknownGame(String),
    /// The config is not valid for the game.
    BadConfig(String),
    /// Action number `index` (0-based) is not an action of this game.
    BadAction { index: usize, reason: String },
    /// Action number `index` (0-based) is refused by the rules.
    IllegalAction { index: usize, reason: String },
}

impl std::fmt::Display for LoadError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            LoadError::Corrupt(e) => write!(f, "the save is damaged or incomplete ({e})"),
            LoadError::UnknownFormat(v) => write!(f, "the save has format {v}, which this app does not know"),
            LoadError::UnknownGame(g) => write!(f, "the save is for an unknown game \"{g}\""),
            LoadError::BadConfig(e) => write!(f, "the save's settings are invalid ({e})"),
            LoadError::BadAction { index, reason } => {
                write!(f, "move {} of the save is unreadable ({reason})", index + 1)
            }
            LoadError::IllegalAction { index, reason } => {
                write!(f, "move {} of the save breaks the rules ({reason})", index + 1)
            }
        }
    }
}

impl std::error::Error for LoadError {}

/// Parses save text and checks its envelope (format, shape). The game's own parts are checked by
/// [`load`].
///
/// # Errors
/// [`LoadError::Corrupt`] or [`LoadError::UnknownFormat`].
pub fn parse(text: &str) -> Result<SaveFile, LoadError> {
    let corrupt = |e: serde_json::Error| LoadError::Corrupt(e.to_string());
    // Read the format first so a future format gets a precise message, not a shape error.
    let envelope: Envelope = serde_json::from_str(text).map_err(corrupt)?;
    let format = envelope.format.ok_or_else(|| LoadError::Corrupt("no format number".into()))?;
    if format != u64::from(FORMAT) {
        return Err(LoadError::UnknownFormat(u32::try_from(format).unwrap_or(u32::MAX)));
    }
    serde_json::from_str(text).map_err(corrupt)
}

/// Serialises a save.
#[must_use]
pub fn to_text(save: &SaveFile) -> String {
    // A SaveFile holds only strings, numbers, lists and JSON text: serialising cannot fail.
    serde_json::to_string(save).unwrap_or_default()
}

/// Builds the save of a session.
#[must_use]
pub fn save_of<G: Game>(session: &Session<G>, id: &str, meta: SaveMeta) -> SaveFile {
    SaveFile {
        format: FORMAT,
        id: id.to_owned(),
        game: G::ID.to_owned(),
        // A config is plain data (numbers, strings, lists, enums): it always serialises.
        config: serde_json::value::to_raw_value(session.config()).unwrap_or_default(),
        seed: session.seed(),
        actions: session
            .steps()
            .iter()
            .map(|s| (s.seat, s.action.code()))
            .collect(),
        meta,
    }
}

/// Replays a save of game `G`.
///
/// # Errors
/// Every way the save can be wrong, as a [`LoadError`].
pub fn load<G: Game>(save: &SaveFile) -> Result<Session<G>, LoadError> {
    if save.game != G::ID {
        return Err(LoadError::UnknownGame(save.game.clone()));
    }
    let config: G::Config = serde_json::from_str(save.config.get()).map_err(|e| LoadError::BadConfig(e.to_string()))?;
    let mut actions = Vec::with_capacity(save.actions.len());
    for (index, &(seat, code)) in save.actions.iter().enumerate() {
        let action = G::Action::from_code(code)
            .ok_or_else(|| LoadError::BadAction { index, reason: format!("no action has the code {code}") })?;
        actions.push((seat, action));
    }
    Session::replay(config, save.seed, actions).map_err(|e| match e {
        ReplayError::Config(c) => LoadError::BadConfig(c.to_string()),
        ReplayError::Illegal { index, reason } => LoadError::IllegalAction { index, reason },
    })
}
