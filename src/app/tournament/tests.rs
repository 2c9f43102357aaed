//! Native checks of everything the UI writes: random games through the engine, and for every
//! view and event on the way, the prompt, the log lines, the action labels and the HTML of
//! the table, in both languages.

use super::html::esc;
use super::text::fill;
use super::{log, prompt, seat_panel, setup, table};
use crate::app::i18n::Lang;
use crate::engine::rng::Rng;
use crate::engine::session::Session;
use crate::engine::tournament::{Character, Tournament, TournamentConfig};
use crate::engine::{Game, Turn, Viewer};

/// Player names that would break the page if any of them reached the HTML unescaped.
fn names(n: u8) -> Vec<String> {
    (0..n).map(|i| format!("<i>P{i}</i> & \"Co\"")).collect()
}

fn no_template_left(s: &str, what: &str) {
    assert!(!s.is_empty(), "{what}: empty");
    assert!(!s.contains("{0") && !s.contains("{1"), "{what}: unfilled template in {s:?}");
}

fn html_is_escaped(html: &str, what: &str) {
    assert!(!html.contains("<i>"), "{what}: a player name reached the HTML unescaped");
}

#[test]
fn fill_replaces_numbered_places_and_leaves_the_rest() {
    assert_eq!(fill("{1} before {0}", &[&"a", &2]), "2 before a");
    assert_eq!(fill("{ not a place } {9}", &[&"x"]), "{ not a place } {9}");
    assert_eq!(esc("<a href=\"x\">&</a>"), "&lt;a href=&quot;x&quot;&gt;&amp;&lt;/a&gt;");
}

#[test]
fn the_first_player_leads_and_chosen_characters_follow_the_player_count() {
    let chosen = TournamentConfig { players: 4, first_dealer: Some(3), characters: Some(Character::ALL[..4].to_vec()) };
    // Seat 2 leads: the dealer sits on its right.
    let three = setup::with_seats(&chosen, 3, 2);
    assert_eq!(three.first_dealer, Some(1));
    assert_eq!(three.characters.as_ref().map(Vec::len), Some(3));
    let six = setup::with_seats(&three, 6, 0);
    assert_eq!(six.first_dealer, Some(5));
    let six_chars = six.characters.clone().unwrap_or_default();
    assert_eq!(six_chars.len(), 6);
    assert!(six_chars.iter().enumerate().all(|(i, c)| !six_chars[..i].contains(c)), "no pair twice");
    // A random dealer stays random.
    let random = TournamentConfig { players: 4, first_dealer: None, characters: None };
    assert_eq!(setup::with_seats(&random, 5, 3).first_dealer, None);
    for c in [chosen, three, six] {
        assert!(Tournament::new(&c, 1).is_ok(), "{c:?} is playable");
    }
}

#[test]
fn every_view_event_and_action_reads_in_both_languages() {
    for players in 2..=6u8 {
        for seed in 0..3u64 {
            let config = TournamentConfig { players, first_dealer: None, characters: None };
            let mut session = Session::<Tournament>::new(config, seed * 31 + u64::from(players)).expect("valid");
            let names = names(players);
            let mut rng = Rng::new(seed);
            let mut steps = 0;
            loop {
                let turn = session.turn();
                let Turn::Seat(seat) = turn else { break };
                for lang in [Lang::En, Lang::De] {
                    for viewer in [Viewer::Public, Viewer::Seat(seat)] {
                        let v = session.view(viewer);
                        no_template_left(&prompt::prompt(&v, &names, lang), "prompt");
                        let html = table::centre(&v, &names, lang, u8::from(viewer != Viewer::Public)) + &table::status(&v, &names, lang, 0);
                        html_is_escaped(&html, "centre");
                        for s in &v.seats {
                            html_is_escaped(&seat_panel::seat(&v, s, &names, lang), "seat");
                        }
                    }
                }
                let legal = session.legal_actions(seat);
                assert!(!legal.is_empty(), "the acting seat has a legal action");
                for a in &legal {
                    no_template_left(&prompt::action_label(a, &names, Lang::En), "label");
                }
                let action = legal[rng.below(legal.len() as u32) as usize];
                let events = session.apply(seat, action).expect("legal").to_vec();
                for e in &events {
                    for lang in [Lang::En, Lang::De] {
                        no_template_left(&log::describe(e, &names, lang), "log");
                    }
                }
                steps += 1;
                assert!(steps < 20_000, "the game ends");
            }
            let v = session.view(Viewer::Public);
            let outcome = session.outcome().expect("over");
            for lang in [Lang::En, Lang::De] {
                let text = prompt::outcome_text(&outcome, &v, &names, lang);
                no_template_left(&text, "outcome");
                assert!(outcome.winners.iter().all(|&w| text.contains(&names[usize::from(w)])), "{text} names the winners");
                html_is_escaped(&table::centre(&v, &names, lang, 0), "ranking");
            }
        }
    }
}
