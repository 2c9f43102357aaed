//! Native tests of the card table's words: the log keeps the Threats pile a memory game, and
//! every sentence is filled in.

use super::describe::{log_lines, nameable};
use super::names;
use super::prompt;
use crate::app::i18n::{Lang, Tr};
use crate::engine::card::{CardConfig, CardEvent, CardGame, TopCard};
use crate::engine::rng::Rng;
use crate::engine::session::Session;
use crate::engine::{Turn, Viewer};

/// Random games through a session, the way the screen plays them.
fn games(mut check: impl FnMut(&Session<CardGame>)) {
    for (i, &(players, promos, knights)) in [(4, true, true), (1, false, false), (6, true, false)].iter().enumerate() {
        for g in 0..4_u64 {
            let seed = 77 * i as u64 + g;
            let cfg = CardConfig { players, promos, knights, first_player: 0 };
            let mut s = Session::<CardGame>::new(cfg, seed).expect("config");
            let mut rng = Rng::new(seed);
            for _ in 0..300 {
                check(&s);
                let seat = match s.turn() {
                    Turn::Over => break,
                    Turn::Seat(x) => x,
                    Turn::Window(v) | Turn::Simultaneous(v) => v[0],
                };
                let legal = s.legal_actions(seat);
                let a = *rng.choose(&legal).expect("legal");
                s.apply(seat, a).expect("legal action");
            }
        }
    }
}

#[test]
fn the_log_names_a_pile_card_only_while_it_lies_on_top() {
    let mut named_lines = 0;
    games(|s| {
        for viewer in [Viewer::Public, Viewer::Seat(0)] {
            let view = s.view(viewer);
            let events: Vec<_> = s.log(viewer).collect();
            let evs: Vec<&CardEvent> = events.iter().map(|e| e.2).collect();
            let named = nameable(&view, &evs);
            let top = view.top.and_then(|t: TopCard| t.card);
            let mut count = 0;
            for (e, n) in evs.iter().zip(&named) {
                if !n {
                    continue;
                }
                count += 1;
                match e {
                    CardEvent::Listened { card, .. } | CardEvent::Placed { card, .. } | CardEvent::SawFaceDown { card, .. } => {
                        assert_eq!(Some(*card), top, "a named pile card is the top card");
                    }
                    CardEvent::Announced { card, .. } => assert_eq!(view.top.and_then(|t| t.announced), Some(*card)),
                    other => panic!("only pile events are named: {other:?}"),
                }
            }
            // The face-down card's drawer sees both the card and its announcement named.
            assert!(count <= 2, "at most the top card's lines are named");
            named_lines += count;
            let t = Tr(Lang::En);
            let lines = log_lines(&view, &events, &["A".into(), "B".into(), "C".into(), "D".into(), "E".into(), "F".into()], t);
            let hidden: Vec<String> = view.pile_cards.iter().rev().skip(1).flatten().map(|&c| names::card(c, t)).collect();
            for l in &lines {
                assert!(!l.text.contains('{'), "every argument filled in: {}", l.text);
                // A card laid by a listen or a spread that is not on top is not named.
                if l.text.contains("listens to rumors:") || l.text.contains("face up.") {
                    let card = top.map(|c| names::card(c, t)).unwrap_or_default();
                    assert!(l.text.contains(&card) && !card.is_empty(), "named only as the top card: {} (hidden: {hidden:?})", l.text);
                }
            }
        }
    });
    assert!(named_lines > 20, "some top cards were named: {named_lines}");
}

#[test]
fn prompts_and_outcomes_are_filled_in_in_both_languages() {
    games(|s| {
        let v = s.view(Viewer::Public);
        let ns = vec!["Ann".to_owned(); 7];
        for lang in [Lang::En, Lang::De] {
            let t = Tr(lang);
            let p = prompt::prompt(&v, &ns, t);
            assert!(!p.is_empty() && !p.contains('{'), "{p}");
            if let Some(o) = s.outcome() {
                let line = prompt::outcome_text(&o, &v, &ns, t);
                assert!(!line.contains('{') && !line.is_empty(), "{line}");
                let falls = t.card_14_or_more_with();
                if lang == Lang::En && !line.contains("Morgan #7") && !line.contains("whole round") {
                    assert!(!line.contains("Camelot falls"), "Camelot falls only when that is the reason: {line} ({falls})");
                }
            }
        }
    });
}

#[test]
fn swords_are_counted_in_words() {
    let t = Tr(Lang::En);
    assert_eq!(names::sword_pair(2, 1, t), "2 white swords and 1 black sword");
    assert_eq!(names::sword_pair(0, 0, t), "no sword");
    assert_eq!(t.card_n_white(&8), "8 white");
    assert_eq!(t.card_accusing_needs(&4, &3), "Accusing needs 4 swords on the table (now 3).");
}

#[test]
fn a_merlin_4_move_names_its_quest_for_the_hint_and_undo() {
    // The hint read "Lay the Merlin #4 token … Next best: Lay the Merlin #4 token": two moves
    // that looked the same.
    use crate::engine::card::{CardAction, Quest};
    for lang in [Lang::En, Lang::De] {
        let t = Tr(lang);
        let dragon = prompt::action_label(&CardAction::Token(Quest::Dragon), &[], t);
        let grail = prompt::action_label(&CardAction::Token(Quest::Grail), &[], t);
        assert_ne!(dragon, grail);
        assert!(dragon.contains(names::quest(Quest::Dragon, t)), "{dragon}");
    }
}
