//! Where the app is: the screen (kept in the URL hash, so reload and the back button work from
//! any sub-path) and the embedding parameters of the query string.

use super::catalog::offered as playable;
use super::i18n::{Lang, Tr};
use crate::engine::bot::Level;
use crate::engine::registry::GameId;

/// A screen of the app.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Screen {
    Home,
    /// The new-game form for a game.
    Setup(GameId),
    /// The saved-games list.
    Saves,
    /// A game in progress, by save id.
    Play(String),
    /// The rules of a game.
    Rules(GameId),
}

impl Screen {
    /// The URL hash of this screen.
    #[must_use]
    pub fn to_hash(&self) -> String {
        match self {
            Screen::Home => "#/".into(),
            Screen::Setup(g) => format!("#/new/{}", g.id()),
            Screen::Saves => "#/saves".into(),
            Screen::Play(id) => format!("#/play/{id}"),
            Screen::Rules(g) => format!("#/rules/{}", g.id()),
        }
    }

    /// The screen of a URL hash; anything unknown is the home screen.
    #[must_use]
    pub fn from_hash(hash: &str) -> Screen {
        let path = hash.trim_start_matches('#').trim_start_matches('/');
        let mut parts = path.splitn(2, '/');
        match (parts.next().unwrap_or(""), parts.next()) {
            ("new", Some(g)) => playable(g).map_or(Screen::Home, Screen::Setup),
            ("rules", Some(g)) => playable(g).map_or(Screen::Home, Screen::Rules),
            ("play", Some(id)) if is_save_id(id) => Screen::Play(id.to_owned()),
            ("saves", None) => Screen::Saves,
            _ => Screen::Home,
        }
    }
}

/// Save ids are short lowercase hex strings; anything else in a URL is not one.
#[must_use]
pub fn is_save_id(id: &str) -> bool {
    !id.is_empty() && id.len() <= 32 && id.bytes().all(|b| b.is_ascii_hexdigit())
}

/// What the query string asks for (`?game=card&players=4&names=Ann,Bo&lang=de&embed=1`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Request {
    pub game: Option<GameId>,
    pub players: Option<u8>,
    pub names: Vec<String>,
    /// First player, 1-based in the URL, stored 0-based.
    pub first: Option<u8>,
    pub lang: Option<Lang>,
    /// Hide the site chrome (for an iframe).
    pub embed: bool,
    /// Open the setup form instead of starting at once.
    pub setup: bool,
    /// The game's settings as JSON (variants), as the new-game form sends them.
    pub config: Option<String>,
    /// Each seat's bot (`bots=2:strong,3:easy`, seats 1-based), by seat; the rest are people.
    pub bots: Vec<Option<Level>>,
    /// Problems found, in words, for the message shown before falling back to the home screen.
    pub problems: Vec<Problem>,
}

/// A query parameter the app could not use.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Problem {
    UnknownParameter(String),
    UnknownGame(String),
    BadPlayers(String),
    BadNames,
    BadFirst(String),
    BadLang(String),
    BadFlag(String),
    /// The game's settings (`config`, JSON) are not valid for it; checked on the game's page.
    BadConfig(String),
    /// `bots` is not a list of `seat:level` (levels easy, medium, strong) for seats that exist.
    BadBots(String),
    /// Players or names given without a game.
    NoGame,
}

impl Problem {
    #[must_use]
    pub fn describe(&self, t: Tr) -> String {
        match self {
            Problem::UnknownParameter(p) => t.url_unknown_parameter(p),
            Problem::UnknownGame(g) => t.url_unknown_game(g),
            Problem::BadPlayers(p) => t.url_bad_players(p),
            Problem::BadNames => t.url_bad_names().to_owned(),
            Problem::BadFirst(f) => t.url_bad_first(f),
            Problem::BadLang(l) => t.url_bad_lang(l),
            Problem::BadFlag(f) => t.url_bad_flag(f),
            Problem::BadConfig(e) => t.url_bad_config(e),
            Problem::BadBots(b) => t.url_bad_bots(b),
            Problem::NoGame => t.url_no_game().to_owned(),
        }
    }
}

/// `2:strong,3:easy` (seats 1-based, at most `players`) as each seat's bot, by seat.
fn parse_bots(text: &str, players: u8) -> Option<Vec<Option<Level>>> {
    let mut bots = vec![None; usize::from(players)];
    for part in text.split(',').filter(|p| !p.is_empty()) {
        let (seat, level) = part.split_once(':')?;
        let seat = seat.trim().parse::<u8>().ok().filter(|&s| (1..=players).contains(&s))?;
        let level = match level.trim() {
            "easy" => Level::Easy,
            "medium" => Level::Medium,
            "strong" => Level::Strong,
            _ => return None,
        };
        bots[usize::from(seat - 1)] = Some(level);
    }
    Some(bots)
}

/// Longest seat name accepted.
pub const MAX_NAME: usize = 24;

/// Reads the query parameters. Pure, so it is tested natively.
#[must_use]
pub fn parse_query(pairs: &[(String, String)]) -> Request {
    let mut r = Request::default();
    let mut players_raw = None;
    let mut names_raw = None;
    let mut first_raw = None;
    let mut bots_raw = None;
    for (key, value) in pairs {
        match key.as_str() {
            "game" => match playable(value) {
                Some(g) => r.game = Some(g),
                None => r.problems.push(Problem::UnknownGame(value.clone())),
            },
            "players" => players_raw = Some(value.clone()),
            "names" => names_raw = Some(value.clone()),
            "first" => first_raw = Some(value.clone()),
            "config" => r.config = Some(value.clone()),
            "bots" => bots_raw = Some(value.clone()),
            "lang" => match Lang::from_code(value) {
                Some(l) if value.len() == 2 => r.lang = Some(l),
                _ => r.problems.push(Problem::BadLang(value.clone())),
            },
            "embed" | "setup" => {
                let flag = match value.as_str() {
                    "1" | "true" | "" => true,
                    "0" | "false" => false,
                    _ => {
                        r.problems.push(Problem::BadFlag(key.clone()));
                        continue;
                    }
                };
                if key == "embed" {
                    r.embed = flag;
                } else {
                    r.setup = flag;
                }
            }
            other => r.problems.push(Problem::UnknownParameter(other.to_owned())),
        }
    }
    let Some(game) = r.game else {
        let asked_for_players = players_raw.is_some() || names_raw.is_some() || first_raw.is_some();
        if asked_for_players && !r.problems.iter().any(|p| matches!(p, Problem::UnknownGame(_))) {
            r.problems.push(Problem::NoGame);
        }
        return r;
    };
    let (min, max) = game.players();
    if let Some(p) = players_raw {
        match p.parse::<u8>() {
            Ok(n) if (min..=max).contains(&n) => r.players = Some(n),
            _ => r.problems.push(Problem::BadPlayers(p)),
        }
    }
    if let Some(n) = names_raw {
        let names: Vec<String> = n.split(',').map(|s| s.trim().to_owned()).collect();
        let count_ok = match r.players {
            Some(p) => names.len() == usize::from(p),
            None => u8::try_from(names.len()).is_ok_and(|k| (min..=max).contains(&k)),
        };
        if count_ok && names.iter().all(|s| !s.is_empty() && s.chars().count() <= MAX_NAME) {
            if r.players.is_none() {
                r.players = u8::try_from(names.len()).ok();
            }
            r.names = names;
        } else {
            r.problems.push(Problem::BadNames);
        }
    }
    if let Some(b) = bots_raw {
        match parse_bots(&b, r.players.unwrap_or(max)) {
            Some(bots) => r.bots = bots,
            None => r.problems.push(Problem::BadBots(b)),
        }
    }
    if let Some(f) = first_raw {
        let limit = r.players.unwrap_or(max);
        match f.parse::<u8>() {
            Ok(k) if (1..=limit).contains(&k) => r.first = Some(k - 1),
            _ => r.problems.push(Problem::BadFirst(f)),
        }
    }
    r
}

#[cfg(test)]
mod tests {
    use super::{is_save_id, parse_query, Level, Problem, Screen};

    fn q(s: &str) -> Vec<(String, String)> {
        s.split('&')
            .filter(|p| !p.is_empty())
            .map(|p| {
                let (k, v) = p.split_once('=').unwrap_or((p, ""));
                (k.to_owned(), v.to_owned())
            })
            .collect()
    }

    #[test]
    fn unknown_and_malformed_parameters_are_reported() {
        let r = parse_query(&q("game=chess&lang=fr&embed=maybe&colour=red"));
        assert!(r.game.is_none());
        assert!(r.problems.contains(&Problem::UnknownGame("chess".into())));
        assert!(r.problems.contains(&Problem::BadLang("fr".into())));
        assert!(r.problems.contains(&Problem::BadFlag("embed".into())));
        assert!(r.problems.contains(&Problem::UnknownParameter("colour".into())));
    }

    #[test]
    fn bots_are_seats_with_levels() {
        let r = parse_query(&q("game=card&players=4&bots=2:strong,4:easy"));
        assert!(r.problems.is_empty(), "{:?}", r.problems);
        assert_eq!(r.bots, vec![None, Some(Level::Strong), None, Some(Level::Easy)]);
        for bad in ["5:easy", "0:easy", "2:genius", "2", "x:easy"] {
            let r = parse_query(&q(&format!("game=card&players=4&bots={bad}")));
            assert_eq!(r.problems, vec![Problem::BadBots(bad.into())], "{bad}");
        }
    }

    #[test]
    fn players_without_a_game_is_a_problem() {
        let r = parse_query(&q("players=4&names=A,B,C,D"));
        assert_eq!(r.problems, vec![Problem::NoGame]);
    }

    #[test]
    fn flags_and_language_alone_are_fine() {
        let r = parse_query(&q("embed=1&lang=de"));
        assert!(r.problems.is_empty());
        assert!(r.embed);
        assert_eq!(r.lang, Some(super::Lang::De));
    }

    #[test]
    fn hashes_round_trip_and_junk_goes_home() {
        assert_eq!(Screen::from_hash(&Screen::Saves.to_hash()), Screen::Saves);
        assert_eq!(Screen::from_hash(&Screen::Play("00ff".into()).to_hash()), Screen::Play("00ff".into()));
        assert_eq!(Screen::from_hash("#/play/<script>"), Screen::Home);
        assert_eq!(Screen::from_hash("#/new/chess"), Screen::Home);
        assert_eq!(Screen::from_hash(""), Screen::Home);
        assert!(is_save_id("a1b2c3d4e5f6"));
        assert!(!is_save_id("../x"));
    }
}
