//! Native checks of the table's pure parts: random games through the engine, and for every
//! view and event on the way, the prompt, the log lines and the action labels in both
//! languages, and the privacy rule (a decision on the public table never needs the hand).

use super::{describe, needs_privacy, prompt, round_summary, setup};
use crate::app::i18n::Lang;
use crate::engine::rng::Rng;
use crate::engine::session::Session;
use crate::engine::tournament::view::Pending;
use crate::engine::tournament::{Character, Tournament, TournamentAction as A, TournamentConfig};
use crate::engine::{Turn, Viewer};

fn names(n: u8) -> Vec<String> {
    (0..n).map(|i| format!("P{i}")).collect()
}

fn no_template_left(s: &str, what: &str) {
    assert!(!s.is_empty(), "{what}: empty");
    assert!(!s.contains("{0") && !s.contains("{1") && !s.contains("Some(") && !s.contains("None"), "{what}: unfilled or debug text in {s:?}");
}

#[test]
fn the_first_player_leads_and_chosen_characters_follow_the_player_count() {
    let chosen = TournamentConfig { players: 4, first_dealer: Some(3), characters: Some(Character::ALL[..4].to_vec()) };
    let three = setup::with_seats(&chosen, 3, 2);
    assert_eq!(three.first_dealer, Some(1));
    assert_eq!(three.characters.as_ref().map(Vec::len), Some(3));
    let random = TournamentConfig { players: 4, first_dealer: None, characters: None };
    assert_eq!(setup::with_seats(&random, 5, 3).first_dealer, None);
}

/// Holds for every decision of random games: when the table does not ask for the device,
/// the acting seat's choices name no card of its hand — except its very last card, which is
/// no choice (and Morgan, who could still hide it, is asked for the device).
#[test]
fn decisions_on_the_public_table_need_no_secret_and_every_text_reads() {
    let mut escapes = 0;
    for players in [2u8, 3, 5] {
        for seed in 0..3u64 {
            let config = TournamentConfig { players, first_dealer: None, characters: None };
            let mut session = Session::<Tournament>::new(config, seed * 31 + u64::from(players)).expect("valid");
            let names = names(players);
            let mut rng = Rng::new(seed);
            let mut steps = 0;
            let mut public_steps = 0;
            loop {
                let Turn::Seat(seat) = session.turn() else { break };
                let public = session.view(Viewer::Public);
                let legal = session.legal_actions(seat);
                if !needs_privacy(&public, seat) {
                    public_steps += 1;
                    let last = public.seats[usize::from(seat)].hand_size == 1 && matches!(public.pending, Pending::Lead { .. } | Pending::Follow { .. });
                    for a in &legal {
                        let names_a_card = matches!(a, A::Play(_) | A::Discard(_) | A::DiscardFaceDown(_) | A::SecondThoughts(_) | A::PlayFaceDown { .. });
                        assert!(!names_a_card || (last && !matches!(a, A::PlayFaceDown { .. })), "{a:?} on the public table at {:?}", public.pending);
                    }
                }
                // T-LANCE-1, M5(c): the escape prompt names the current loser first, then the card (the
                // two were once swapped: "Merlin’s P1 is the lowest face-up card").
                if let Pending::Escape { seat: loser, .. } = public.pending {
                    let who = &names[usize::from(loser)];
                    assert!(prompt::prompt(&public, &names, Lang::En).starts_with(&format!("{who}’s ")));
                    escapes += 1;
                }
                for lang in [Lang::En, Lang::De] {
                    no_template_left(&prompt::prompt(&public, &names, lang), "prompt");
                    if let Some(r) = &public.last_round {
                        for s in &r.seats {
                            no_template_left(&round_summary::health_sum(s, lang), "health");
                            for x in &s.lines {
                                no_template_left(&round_summary::steps(x, &|s| names[usize::from(s)].clone(), lang), "steps");
                            }
                        }
                    }
                }
                for a in &legal {
                    no_template_left(&prompt::action_label(a, &names, Lang::En), "label");
                }
                let action = legal[rng.below(legal.len() as u32) as usize];
                let events = session.apply(seat, action).expect("legal").to_vec();
                for e in &events {
                    for lang in [Lang::En, Lang::De] {
                        no_template_left(&describe::describe(e, &names, lang), "log");
                    }
                }
                steps += 1;
                assert!(steps < 20_000, "the game ends");
            }
            assert!(public_steps > 0, "some decisions are taken on the table");
            let v = session.view(Viewer::Public);
            assert!(!v.history.is_empty(), "the history has every round");
            let outcome = session.outcome().expect("over");
            for lang in [Lang::En, Lang::De] {
                let text = prompt::outcome_text(&outcome, &v, &names, lang);
                no_template_left(&text, "outcome");
                assert!(outcome.winners.iter().all(|&w| text.contains(&names[usize::from(w)])), "{text} names the winners");
            }
        }
    }
    assert!(escapes > 0, "some melee offered an escape");
}

#[test]
fn the_pick_reason_is_said_in_plain_words() {
    use crate::engine::tournament::events::PickReason;
    let r = super::text::pick_reason(PickReason::Chart, Lang::En);
    assert!(!r.contains("chart") && !r.contains("most injured"), "{r}");
}
