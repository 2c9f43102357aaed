//! Native tests of the card UI's words and markup: the rulebook's example as arithmetic, the
//! templates, escaping, and every event, prompt and view of many random games rendered in both
//! languages without a gap, a leftover placeholder or a secret on the public screen.

use super::html::H;
use super::names::fill;
use super::{arith, describe, prompt, reports, seats, threats};
use crate::app::i18n::Lang;
use crate::engine::card::{CardConfig, CardGame, EndReport, EndResult, Few, Loyalty, Part, Quest, SeatLoyalty, Tally};
use crate::engine::rng::Rng;
use crate::engine::session::Session;
use crate::engine::{Outcome, Turn, Viewer};

#[test]
fn the_rulebook_example_reads_as_arithmetic() {
    // C-EX-1: Excalibur 5, 3, ?, ? as the main quest.
    let t = Tally {
        parts: Few::from_slice(&[Part { quest: Quest::Excalibur, cards: 4, numbered: Few::from_slice(&[5, 3]), wild: 2, wild_each: 2, mordred: 0 }]),
        main: true,
        total: 12,
        value: 2,
        white: 2,
        band: crate::engine::card::Band::Success,
        ..Tally::default()
    };
    assert_eq!(arith::tally_line(&t, Lang::En), "Excalibur (main quest): 5 + 3 + 2×2 = 12 → 2 white swords");
    assert_eq!(arith::tally_line(&t, Lang::De), "Excalibur (Hauptqueste): 5 + 3 + 2×2 = 12 → 2 weiße Schwerter");
}

#[test]
fn the_end_check_explains_the_flip() {
    // C-EX-11b: 8 white and 4 black before the reveal; B is the traitor.
    let s = Session::<CardGame>::new(CardConfig::default(), 1).expect("valid config");
    let mut v = s.view(Viewer::Public);
    let mut rep = EndReport { traitors: 1, flipped: 1, white: 7, black: 5, result: EndResult::Loyal, ..EndReport::default() };
    rep.revealed.push(SeatLoyalty { seat: 1, loyalty: Loyalty::Traitor });
    v.end = Some(rep);
    let names: Vec<String> = ["A", "B", "C", "D"].map(String::from).to_vec();
    let o = Outcome { winners: vec![0, 2, 3], label: "loyal".into() };
    assert_eq!(
        prompt::outcome_text(&o, &v, &names, Lang::En),
        "Camelot wins! The loyal knights: A, C and D. End check: 1 traitor turns 1 white sword black; 8 − 1 = 7 white, 4 + 1 = 5 black: more white than black, and at least 7 white."
    );
    assert_eq!(
        describe::end_check(&rep, &names, Lang::En),
        "End check at 7 swords, revealed: B Traitor; 1 traitor turns 1 white sword black → 8 − 1 = 7 white, 4 + 1 = 5 black → the loyal knights win."
    );
}

#[test]
fn templates_fill_and_markup_escapes() {
    assert_eq!(fill("{0} gives {1} to {0}", &["Ann", "x"]), "Ann gives x to Ann");
    assert_eq!(fill("{a} {9}", &["z"]), "{a} ");
    let mut h = H::new();
    h.el("p", "c", "<b>&\"");
    assert_eq!(h.done(), "<p class=\"c\">&lt;b&gt;&amp;&quot;</p>");
}

/// Plays random legal actions, checking every text on the way.
fn play(config: CardConfig, seed: u64) -> usize {
    let names: Vec<String> = (0..config.players).map(|i| format!("<P{i}>")).collect();
    let mut s = Session::<CardGame>::new(config, seed).expect("valid config");
    let mut rng = Rng::new(seed);
    for _ in 0..2000 {
        let seats = match s.turn() {
            Turn::Over => break,
            Turn::Seat(x) => vec![x],
            Turn::Simultaneous(v) | Turn::Window(v) => v,
        };
        let seat = seats[rng.below(seats.len() as u32) as usize];
        let legal = s.legal_actions(seat);
        let action = legal[rng.below(legal.len() as u32) as usize];
        s.apply(seat, action).expect("legal");
        for lang in [Lang::En, Lang::De] {
            let public = s.view(Viewer::Public);
            let p = prompt::prompt(&public, &names, lang);
            assert!(!p.is_empty() && !p.contains("{"), "{p}");
            assert!(!prompt::action_label(&action, &names, lang).contains("{"));
            // The public screen never names a loyalty card that is not public.
            let hidden = public.seats.iter().filter(|x| x.known.is_none()).count();
            let html = seats::html(&public, &names, lang) + &threats::html(&public, &names, lang) + &reports::html(&public, &names, lang);
            assert!(!html.contains("<P"), "names are escaped");
            if hidden == public.players as usize && lang == Lang::En {
                assert!(!seats::html(&public, &names, lang).contains("Traitor"));
            }
            for v in 0..public.players {
                let view = s.view(Viewer::Seat(v));
                let _ = reports::html(&view, &names, lang);
                for (_, _, e) in s.log(Viewer::Seat(v)) {
                    let line = describe::describe(e, &names, lang);
                    assert!(!line.is_empty() && !line.contains("{"), "{line}");
                }
            }
            if let Some(o) = s.outcome() {
                let text = prompt::outcome_text(&o, &public, &names, lang);
                assert!(!text.contains("{"), "{text}");
            }
        }
    }
    assert!(s.outcome().is_some(), "the game ends");
    s.steps().len()
}

#[test]
fn random_games_read_well_in_both_languages() {
    for (i, players) in [1u8, 2, 4, 7].into_iter().enumerate() {
        for (promos, knights) in [(false, false), (true, true)] {
            let config = CardConfig { players, first_player: 0, promos, knights };
            assert!(play(config, 40 + i as u64) > 10);
        }
    }
}
