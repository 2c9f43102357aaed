//! The save format: versioned data replayed through the engine on load.
//!
//! ```json
//! {"format":2,"id":"…","game":"card","config":{…},"seed":123,"actions":[[0,65536],…],"meta":{…}}
//! ```
//! A save never holds engine state: loading replays `actions` from `seed`, so a save that loads
//! is, by construction, a legal game. Each action is `[seat, code]`, its code from the game's
//! [`ActionCode`] (format 1 wrote actions as JSON objects; it is no longer read). Everything that
//! can go wrong is a [`LoadError`].

use super::json::{self, FromJson, Json, JsonError, ToJson};
use super::session::{ReplayError, Session};
use super::{ActionCode, Game, Outcome, Seat};

/// The current save format. Bump it only with a migration in [`parse`].
pub const FORMAT: u32 = 2;

/// What the saved-games list shows without replaying anything.
#[derive(Clone, Debug, Default, PartialEq)]
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
    pub bots: Vec<Option<super::bot::Level>>,
}

impl ToJson for SaveMeta {
    fn to_json(&self) -> Json {
        let mut m = json::obj([
            ("names", self.names.to_json()),
            ("started", self.started.to_json()),
            ("last_played", self.last_played.to_json()),
            ("revision", self.revision.to_json()),
            ("to_act", self.to_act.to_json()),
            ("outcome", self.outcome.to_json()),
        ]);
        // Absent when everyone is a person, as saves before bots were written.
        if let (Json::Obj(members), false) = (&mut m, self.bots.is_empty()) {
            members.push(("bots".into(), self.bots.to_json()));
        }
        m
    }
}

impl FromJson for SaveMeta {
    fn from_json(j: &Json) -> Result<Self, JsonError> {
        Ok(SaveMeta {
            names: j.field("names")?,
            started: j.field("started")?,
            last_played: j.field("last_played")?,
            revision: j.field("revision")?,
            to_act: j.field("to_act")?,
            outcome: j.field("outcome")?,
            bots: j.field_or_default("bots")?,
        })
    }
}

/// A save as stored. The game's settings stay a JSON value until the game is known.
#[derive(Clone, Debug, PartialEq)]
pub struct SaveFile {
    pub format: u32,
    pub id: String,
    pub game: String,
    pub config: Json,
    pub seed: u64,
    /// `(seat, code)` of each action, in order.
    pub actions: Vec<(Seat, u32)>,
    pub meta: SaveMeta,
}

crate::json_struct!(SaveFile { format, id, game, config, seed, actions, meta });

/// Why a save cannot be loaded. Shown to the user, naming the save; never a panic.
#[derive(Clone, Debug, PartialEq, Eq)]
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

// A broken save's mark stores its error; written as serde wrote it before (externally tagged),
// so marks from earlier versions still read.
impl ToJson for LoadError {
    fn to_json(&self) -> Json {
        let (tag, body) = match self {
            LoadError::Corrupt(e) => ("Corrupt", e.to_json()),
            LoadError::UnknownFormat(v) => ("UnknownFormat", v.to_json()),
            LoadError::UnknownGame(g) => ("UnknownGame", g.to_json()),
            LoadError::BadConfig(e) => ("BadConfig", e.to_json()),
            LoadError::BadAction { index, reason } => ("BadAction", json::obj([("index", index.to_json()), ("reason", reason.to_json())])),
            LoadError::IllegalAction { index, reason } => ("IllegalAction", json::obj([("index", index.to_json()), ("reason", reason.to_json())])),
        };
        json::obj([(tag, body)])
    }
}

impl FromJson for LoadError {
    fn from_json(j: &Json) -> Result<Self, JsonError> {
        let Json::Obj(members) = j else { return Err(JsonError::expected("an error")) };
        let [(tag, body)] = members.as_slice() else { return Err(JsonError::expected("one error")) };
        let at = || -> Result<(usize, String), JsonError> { Ok((body.field("index")?, body.field("reason")?)) };
        Ok(match tag.as_str() {
            "Corrupt" => LoadError::Corrupt(String::from_json(body)?),
            "UnknownFormat" => LoadError::UnknownFormat(u32::from_json(body)?),
            "UnknownGame" => LoadError::UnknownGame(String::from_json(body)?),
            "BadConfig" => LoadError::BadConfig(String::from_json(body)?),
            "BadAction" => {
                let (index, reason) = at().map_err(|e| e.inside(tag))?;
                LoadError::BadAction { index, reason }
            }
            "IllegalAction" => {
                let (index, reason) = at().map_err(|e| e.inside(tag))?;
                LoadError::IllegalAction { index, reason }
            }
            _ => return Err(JsonError::expected("a known error")),
        })
    }
}

/// Parses save text and checks its envelope (format, shape). The game's own parts are checked by
/// [`load`].
///
/// # Errors
/// [`LoadError::Corrupt`] or [`LoadError::UnknownFormat`].
pub fn parse(text: &str) -> Result<SaveFile, LoadError> {
    let corrupt = |e: JsonError| LoadError::Corrupt(e.to_string());
    let value = json::parse(text).map_err(corrupt)?;
    // Read the format first so a future format gets a precise message, not a shape error.
    let format: Option<u64> = value.field("format").map_err(corrupt)?;
    let format = format.ok_or_else(|| LoadError::Corrupt("no format number".into()))?;
    if format != u64::from(FORMAT) {
        return Err(LoadError::UnknownFormat(u32::try_from(format).unwrap_or(u32::MAX)));
    }
    SaveFile::from_json(&value).map_err(corrupt)
}

/// Serialises a save.
#[must_use]
pub fn to_text(save: &SaveFile) -> String {
    json::to_text(save)
}

/// Builds the save of a session.
#[must_use]
pub fn save_of<G: Game>(session: &Session<G>, id: &str, meta: SaveMeta) -> SaveFile {
    SaveFile {
        format: FORMAT,
        id: id.to_owned(),
        game: G::ID.to_owned(),
        config: session.config().to_json(),
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
    let config = G::Config::from_json(&save.config).map_err(|e| LoadError::BadConfig(e.to_string()))?;
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
