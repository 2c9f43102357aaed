//! Writes the stored-text fixtures of `tests/golden/saves/own-json/`: what this version of the
//! app puts in localStorage (saves, broken-save marks, the language key), so that a later
//! reader can be checked against real text it must keep reading.
//!
//! Run once, on the code whose output is being kept; never again over committed fixtures (their
//! point is that they were written by older code).
//!
//! ```text
//! cargo run --no-default-features --example save_fixtures -- tests/golden/saves/own-json
//! ```

use camelot_table::engine::bot::Level;
use camelot_table::engine::card::{CardConfig, CardGame};
use camelot_table::engine::json;
use camelot_table::engine::rng::Rng;
use camelot_table::engine::save::{self, LoadError, SaveMeta};
use camelot_table::engine::schatten::{Knight, Schatten, SchattenConfig, TraitorDeal};
use camelot_table::engine::session::Session;
use camelot_table::engine::tournament::data::Character;
use camelot_table::engine::tournament::{Tournament, TournamentConfig};
use camelot_table::engine::zukunft::data::{Colour, SideChoice};
use camelot_table::engine::zukunft::{Zukunft, ZukunftConfig};
use camelot_table::engine::{Game, Seat, Turn};
use std::path::Path;

fn acting(turn: &Turn) -> Vec<Seat> {
    match turn {
        Turn::Seat(s) => vec![*s],
        Turn::Simultaneous(v) | Turn::Window(v) => v.clone(),
        Turn::Over => Vec::new(),
    }
}

/// Plays `config` from `seed` with random legal actions, `stop` actions at most (to the end
/// when the game is shorter), and returns the save the app would write with these bots.
fn play<G: Game>(config: &G::Config, seed: u64, stop: usize, id: &str, bots: Vec<Option<Level>>) -> String {
    let mut session = Session::<G>::new(config.clone(), seed).expect("a valid config");
    let mut rng = Rng::new(seed ^ 0xf17);
    while session.steps().len() < stop {
        let Some(&seat) = acting(&session.turn()).first() else { break };
        let options = session.legal_actions(seat);
        let action = options[rng.below(options.len() as u32) as usize].clone();
        session.apply(seat, action).expect("a legal action");
    }
    let players = usize::from(session.players());
    // Typed names: non-ASCII, quotes, a backslash, an emoji.
    let pool = ["Ann", "Bö \"the Bold\"", "Ćy\\Dee", "ディ", "Eve 🐉", "Finn", "Gwen", "Hal"];
    let meta = SaveMeta {
        names: pool.iter().take(players).map(|s| (*s).to_owned()).collect(),
        started: 1_764_000_000_000 + seed,
        last_played: 1_764_000_000_000 + seed + 60_000 * session.steps().len() as u64,
        revision: session.steps().len() as u64,
        to_act: acting(&session.turn()),
        outcome: session.outcome(),
        bots,
    };
    save::to_text(&save::save_of(&session, id, meta))
}

fn write(dir: &Path, name: &str, text: &str) {
    std::fs::write(dir.join(name), text).expect("writable");
    println!("{name}: {} bytes", text.len());
}

fn main() {
    let dir = std::env::args().nth(1).expect("the output directory");
    let dir = Path::new(&dir);
    std::fs::create_dir_all(dir).expect("a directory");
    let (e, m, s) = (Some(Level::Easy), Some(Level::Medium), Some(Level::Strong));
    let all = usize::MAX;

    let card = CardConfig { players: 5, first_player: 2, promos: true, knights: true };
    write(dir, "card-over.json", &play::<CardGame>(&card, 11, all, "own-card-over", vec![None, e, m, s, None]));
    let card = CardConfig { players: 4, ..CardConfig::default() };
    write(dir, "card-mid.json", &play::<CardGame>(&card, 12, 10, "own-card-mid", vec![]));

    let tournament = TournamentConfig { players: 4, first_dealer: Some(1), characters: Some(vec![Character::Nimue, Character::Arthur, Character::Gawain, Character::Morgan]) };
    write(dir, "tournament-over.json", &play::<Tournament>(&tournament, 21, all, "own-tournament-over", vec![None, s, s, e]));
    let tournament = TournamentConfig { players: 3, first_dealer: None, characters: None };
    write(dir, "tournament-mid.json", &play::<Tournament>(&tournament, 22, 60, "own-tournament-mid", vec![None, m, None]));

    let zukunft = ZukunftConfig { players: 3, first_player: 1, sides: [SideChoice::B, SideChoice::Random, SideChoice::A, SideChoice::B], heroes: true, expert: false, colours: Some(vec![Colour::Purple, Colour::Red, Colour::Blue]) };
    write(dir, "zukunft-over.json", &play::<Zukunft>(&zukunft, 31, all, "own-zukunft-over", vec![None, m, s]));
    let zukunft = ZukunftConfig { players: 5, first_player: 4, heroes: true, expert: true, ..ZukunftConfig::default() };
    write(dir, "zukunft-mid.json", &play::<Zukunft>(&zukunft, 32, 50, "own-zukunft-mid", vec![e, None, None, None, s]));

    let schatten = SchattenConfig { players: 4, bedivere: true, traitor: TraitorDeal::Always, knights: vec![Knight::Bedivere, Knight::Arthur, Knight::Kay, Knight::Tristan] };
    write(dir, "schatten-over.json", &play::<Schatten>(&schatten, 41, all, "own-schatten-over", vec![None, s, m, e]));
    let schatten = SchattenConfig { players: 7, ..SchattenConfig::default() };
    write(dir, "schatten-mid.json", &play::<Schatten>(&schatten, 42, 80, "own-schatten-mid", vec![]));

    // The marks a game's page leaves on a save its engine refused, one of each kind.
    let marks = [
        LoadError::Corrupt("expected value at line 1 column 7 \"é\"".into()),
        LoadError::UnknownFormat(3),
        LoadError::UnknownGame("chess".into()),
        LoadError::BadConfig("the game needs 3 to 7 players, not 12".into()),
        LoadError::BadAction { index: 4, reason: "no action has the code 16711680".into() },
        LoadError::IllegalAction { index: 17, reason: "it is not your turn".into() },
    ];
    for (i, mark) in marks.iter().enumerate() {
        write(dir, &format!("mark-{i}.json"), &json::to_text(mark));
    }
    // The language preference, as storage::save_lang writes it.
    write(dir, "lang.json", &json::to_text("de"));
}
