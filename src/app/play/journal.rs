//! The log as one viewer reads it, written once for every game: the game words each event it
//! may see ([`GameUi::log`]); here the lines are numbered 1, 2, 3 … in the order that viewer
//! reads them, without gaps — a gap would tell the table that a private event happened (a card
//! seen, a secret choice) — and the newest move's lines are found for the "just now" line under
//! the prompt.

use super::GameUi;
use crate::app::i18n::Tr;
use crate::app::kit::LogLine;
use crate::engine::session::Session;
use crate::engine::Viewer;

/// The log `viewer` may read, oldest first, numbered from 0 without gaps (`LogLine::index`),
/// and where the lines of the newest move with a line begin.
pub fn log_for<G: GameUi>(s: &Session<G>, view: &G::View, viewer: Viewer, names: &[String], t: Tr) -> (Vec<LogLine>, usize) {
    let events: Vec<_> = s.log(viewer).collect();
    let mut lines = G::log(view, &events, names, t);
    // Each game numbers a line by its event's place in `events`; that place gives its move.
    let step_of = |l: &LogLine| events.get(l.index).map(|e| e.0);
    let newest = lines.iter().filter_map(step_of).max();
    let start = lines.iter().position(|l| newest.is_some() && step_of(l) == newest).unwrap_or(lines.len());
    for (i, l) in lines.iter_mut().enumerate() {
        l.index = i;
    }
    (lines, start)
}

#[cfg(test)]
mod tests {
    use super::log_for;
    use crate::app::i18n::{Lang, Tr};
    use crate::app::play::GameUi;
    use crate::app::setup::config_of;
    use crate::engine::card::CardGame;
    use crate::engine::rng::Rng;
    use crate::engine::schatten::Schatten;
    use crate::engine::session::Session;
    use crate::engine::tournament::Tournament;
    use crate::engine::zukunft::Zukunft;
    use crate::engine::{Turn, Viewer};

    /// Plays random games of `G` and checks every viewer's log after every move.
    fn every_viewer_reads_a_gapless_log<G: GameUi>(players: u8) {
        let names: Vec<String> = (1..=players).map(|i| format!("P{i}")).collect();
        let mut private_lines = 0;
        for seed in 0..3_u64 {
            let config = config_of::<G>(players, 0, None).expect("default config");
            let mut s = Session::<G>::new(config, seed).expect("a game");
            let mut rng = Rng::new(seed);
            for _ in 0..120 {
                for viewer in std::iter::once(Viewer::Public).chain((0..players).map(Viewer::Seat)) {
                    let view = s.view(viewer);
                    let (lines, start) = log_for::<G>(&s, &view, viewer, &names, Tr(Lang::En));
                    let numbers: Vec<usize> = lines.iter().map(|l| l.index).collect();
                    assert_eq!(numbers, (0..lines.len()).collect::<Vec<_>>(), "{}: {viewer:?} reads 1, 2, 3 … without gaps", G::ID);
                    assert!(start <= lines.len());
                    assert!(lines.is_empty() || start < lines.len(), "{}: the newest move has a line", G::ID);
                    private_lines += lines.iter().filter(|l| l.private).count();
                }
                let seat = match s.turn() {
                    Turn::Over => break,
                    Turn::Seat(x) => x,
                    Turn::Window(v) | Turn::Simultaneous(v) => v[0],
                };
                let legal = s.legal_actions(seat);
                let a = rng.choose(&legal).expect("a legal action").clone();
                s.apply(seat, a).expect("legal");
            }
        }
        // The case a gap would give away: lines only some viewers read.
        assert!(private_lines > 0, "{}: some private lines were read", G::ID);
    }

    #[test]
    fn the_card_game_log_is_numbered_without_gaps() {
        every_viewer_reads_a_gapless_log::<CardGame>(4);
    }

    #[test]
    fn the_tournament_log_is_numbered_without_gaps() {
        every_viewer_reads_a_gapless_log::<Tournament>(4);
    }

    #[test]
    fn the_zukunft_log_is_numbered_without_gaps() {
        every_viewer_reads_a_gapless_log::<Zukunft>(4);
    }

    #[test]
    fn the_schatten_log_is_numbered_without_gaps() {
        every_viewer_reads_a_gapless_log::<Schatten>(4);
    }

    #[test]
    fn just_now_is_the_newest_move_with_a_line() {
        let config = config_of::<CardGame>(4, 0, None).expect("config");
        let mut s = Session::<CardGame>::new(config, 5).expect("game");
        s.apply(0, crate::engine::card::CardAction::Listen).expect("listen");
        let view = s.view(Viewer::Public);
        let names: Vec<String> = ["A", "B", "C", "D"].map(String::from).to_vec();
        let (lines, start) = log_for::<CardGame>(&s, &view, Viewer::Public, &names, Tr(Lang::En));
        assert!(start < lines.len());
        assert!(lines[start..].iter().all(|l| l.text.contains('A')), "the newest lines are A's listen: {:?}", &lines[start..]);
    }
}
