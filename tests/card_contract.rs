//! The card game against the shared contract, beyond the random-play suite: typed refusals that
//! change nothing, no panic on any input, legality and apply agreeing, honest undo flags,
//! private information kept private, and `resample` redrawing what a seat has not seen.

mod card_support;

use camelot_table::engine::card::Card::*;
use camelot_table::engine::card::Knight::*;
use camelot_table::engine::card::{
    Card, CardAction, CardConfig, CardEvent, CardGame, CardSetup, Knight, Loyalty, Quest, SetupCard,
};
use camelot_table::engine::rng::Rng;
use camelot_table::engine::{Game, GameEvent, GameExt, Turn, Viewer};
use card_support::*;

/// Every action shape, with in-range and out-of-range fields.
fn all_actions() -> Vec<CardAction> {
    let mut v = vec![
        CardAction::Listen,
        CardAction::Pass,
        CardAction::Spread,
        CardAction::Merlin6Skip,
        CardAction::Tristan,
        CardAction::Arthur,
        CardAction::Gawain,
        CardAction::Percival,
        CardAction::Decline,
    ];
    for q in Quest::ALL {
        v.push(CardAction::Quest(q));
        v.push(CardAction::Token(q));
        for b in [0, 1, 3, 4, 255] {
            v.push(CardAction::Merlin6Quest(q, b));
        }
    }
    for s in [0, 1, 2, 3, 6, 7, 8, 255] {
        v.extend([
            CardAction::Accuse(s),
            CardAction::Give(s),
            CardAction::Galahad(s),
        ]);
    }
    for c in Card::ALL {
        v.extend([
            CardAction::Place(c),
            CardAction::Announce(c),
            CardAction::GawainPlay(c),
        ]);
    }
    v.extend([
        CardAction::Keep(Loyalty::Loyal),
        CardAction::Keep(Loyalty::Traitor),
    ]);
    v
}

fn acting(turn: &Turn) -> Vec<u8> {
    match turn {
        Turn::Seat(s) => vec![*s],
        Turn::Window(v) | Turn::Simultaneous(v) => v.clone(),
        Turn::Over => vec![],
    }
}

/// Random games over every config; at each step every action shape by every seat (and seats
/// that do not exist) is tried on a copy: accepted exactly when listed as legal, refused with
/// the state and the event buffer untouched otherwise, and never a panic.
#[test]
fn apply_accepts_exactly_the_legal_actions_and_never_panics() {
    let shapes = all_actions();
    let mut steps = 0;
    for config in CardGame::sample_configs() {
        for seed in 0..3 {
            let mut g = CardGame::new(&config, seed).expect("valid");
            let mut rng = Rng::new(seed + 100);
            for _ in 0..400 {
                if g.is_over() {
                    break;
                }
                for seat in [0, 1, 2, 3, 6, 7, 9, 200] {
                    let legal = g.legal_actions(seat);
                    for a in &shapes {
                        let mut probe = g.clone();
                        let mut events = vec![CardEvent::TurnBegins { seat: 99 }];
                        let r = probe.apply_into(seat, a, &mut events);
                        if legal.contains(a) {
                            assert!(
                                r.is_ok(),
                                "{config:?} seed {seed}: legal {a:?} by {seat} refused: {r:?}"
                            );
                        } else {
                            assert!(
                                r.is_err(),
                                "{config:?} seed {seed}: illegal {a:?} by {seat} accepted"
                            );
                            assert_eq!(probe, g);
                            assert_eq!(events, [CardEvent::TurnBegins { seat: 99 }]);
                            assert!(!r
                                .err()
                                .map(|e| e.to_string())
                                .unwrap_or_default()
                                .is_empty());
                        }
                    }
                }
                let seats = acting(&g.turn());
                let seat = seats[rng.below(seats.len() as u32) as usize];
                let options = g.legal_actions(seat);
                g.apply(seat, &options[rng.below(options.len() as u32) as usize])
                    .expect("legal");
                steps += 1;
            }
        }
    }
    assert!(steps > 1000);
}

fn undoable(g: &mut CardGame, seat: u8, a: CardAction) -> bool {
    g.apply_into(seat, &a, &mut Vec::new())
        .unwrap_or_else(|e| panic!("{a:?}: {e}"))
        .undoable
}

/// Undo is offered only for actions that drew, shuffled and showed nothing.
#[test]
fn undoable_only_when_nothing_was_drawn_or_shown() {
    let mut g = build(CardSetup {
        white: 2,
        black: 2,
        pile: pile(&[Dragon4]),
        ..table(4)
    });
    assert!(!undoable(&mut g.clone(), A, CardAction::Listen));
    assert!(!undoable(
        &mut g.clone(),
        A,
        CardAction::Quest(Quest::Dragon)
    ));
    assert!(!undoable(&mut g, A, CardAction::Accuse(B)));
    // Morgan #1: neither the listen nor the announcement: what follows an announcement
    // depends on the true card (Morgan #2 restarts its count, Vivien acts), so even a quiet one
    // tells the table the card was neither.
    let mut g = build(CardSetup {
        morgan1: true,
        ..table(4)
    });
    assert!(!undoable(&mut g, A, CardAction::Listen));
    let truth = g.legal_actions(A)[0];
    assert!(!undoable(&mut g, A, truth));
    // Knights: Tristan and Galahad show something; an Arthur window's quest shows nothing yet.
    let mut s = table(4);
    s.config.knights = true;
    s.knights = vec![vec![Tristan, Galahad], vec![Arthur]];
    s.pile = pile(&[Dragon4]);
    let g = build(s);
    assert!(!undoable(&mut g.clone(), A, CardAction::Tristan));
    assert!(!undoable(&mut g.clone(), A, CardAction::Galahad(B)));
    let mut q = g.clone();
    assert!(undoable(&mut q, A, CardAction::Quest(Quest::Dragon)));
    assert!(
        !undoable(&mut q, C, CardAction::Decline),
        "declining turns the pile up"
    );
}

/// Each view holds only what its viewer may know.
#[test]
fn views_hide_what_the_viewer_may_not_know() {
    let mut s = with_traitor(table(4), B);
    s.config.knights = true;
    s.knights = vec![vec![Tristan], vec![Gawain, Galahad]];
    s.morgan1 = true;
    s.pile = vec![
        SetupCard::from(Picts2),
        SetupCard::from(Merlin4),
        SetupCard {
            card: Grail5,
            face_down: Some((B, Dragon3)),
        },
    ];
    s.tokens = vec![camelot_table::engine::card::Token {
        owner: C,
        quest: Quest::Saxons,
    }];
    let g = build(s);
    let public_view = public(&g);
    assert!(public_view.me.is_none());
    assert!(public_view.seats.iter().all(|s| s.known.is_none()));
    assert_eq!(public_view.tokens[0].quest, None);
    let top = public_view.top.expect("top");
    assert_eq!(
        (top.card, top.announced, top.face_down),
        (None, Some(Dragon3), true)
    );
    assert_eq!(seat_view(&g, B).top.and_then(|t| t.card), Some(Grail5));
    assert_eq!(seat_view(&g, C).tokens[0].quest, Some(Quest::Saxons));
    assert_eq!(seat_view(&g, B).tokens[0].quest, None);
    assert_eq!(
        public_view
            .seats
            .iter()
            .map(|s| s.knight_cards)
            .collect::<Vec<_>>(),
        [1, 2, 0, 0]
    );
    assert_eq!(seat_view(&g, B).me.expect("own").knights, [Gawain, Galahad]);
    assert_eq!(
        seat_view(&g, B).me.and_then(|m| m.loyalty),
        Some(Loyalty::Traitor)
    );
    for viewer in [Viewer::Public, Viewer::Seat(A), Viewer::Seat(C)] {
        let text = serde_json::to_string(&g.view(viewer)).expect("serialises");
        assert!(
            !text.contains("Grail5") && !text.contains("Galahad"),
            "{viewer:?}: {text}"
        );
    }
}

/// Private events are readable by their seat only.
#[test]
fn private_events_reach_their_seat_only() {
    let private = [
        CardEvent::SawFaceDown {
            seat: 2,
            card: Dragon3,
        },
        CardEvent::KnightReceived {
            seat: 2,
            knight: Knight::Arthur,
        },
        CardEvent::VivienSaw {
            seat: 2,
            loyalty: Loyalty::Traitor,
        },
        CardEvent::GalahadSaw {
            seat: 2,
            target: 1,
            loyalty: Loyalty::Loyal,
        },
        CardEvent::Discarded {
            seat: 2,
            card: Merlin1,
        },
    ];
    for e in private {
        assert!(
            e.visible_to(Viewer::Seat(2))
                && !e.visible_to(Viewer::Seat(1))
                && !e.visible_to(Viewer::Public)
        );
    }
    assert!(CardEvent::Listened {
        seat: 2,
        card: Dragon3
    }
    .visible_to(Viewer::Public));
}

/// `resample` keeps the seat's view, its legal actions and what it knows (its card, the
/// loyalties it has seen, a loyal player's announcement), and really resamples the rest:
/// deck order, other seats' cards, knight cards.
#[test]
fn determinize_resamples_only_the_unseen() {
    let mut s = with_traitor(table(5), D);
    s.config.knights = true;
    s.knights = vec![vec![Galahad], vec![Arthur, Tristan], vec![], vec![Gawain]];
    s.morgan1 = true;
    s.pile = vec![
        SetupCard {
            card: Grail5,
            face_down: Some((C, Grail5)),
        },
        SetupCard::from(Dragon2),
    ];
    s.white = 2;
    s.black = 3;
    let mut g = build(s);
    act(&mut g, A, CardAction::Galahad(D)); // A knows D is the traitor
    let mut next_cards = std::collections::BTreeSet::new();
    let mut traitor_seats = std::collections::BTreeSet::new();
    let mut b_hands = std::collections::BTreeSet::new();
    for seed in 0..200 {
        let sample = g.resample(A, seed);
        assert_eq!(sample.view(Viewer::Seat(A)), g.view(Viewer::Seat(A)));
        assert_eq!(sample.view(Viewer::Public), g.view(Viewer::Public));
        for seat in 0..5 {
            assert_eq!(
                sample.legal_actions(seat).is_empty(),
                g.legal_actions(seat).is_empty()
            );
        }
        assert_eq!(sample.legal_actions(A), g.legal_actions(A));
        // D stays the traitor for A; nobody else can be one (one Traitor card in play).
        assert_eq!(
            seat_view(&sample, D).me.and_then(|m| m.loyalty),
            Some(Loyalty::Traitor)
        );
        // C is loyal in every sample, so its face-down card is what it announced.
        let c_view = seat_view(&sample, C);
        assert_eq!(c_view.me.and_then(|m| m.loyalty), Some(Loyalty::Loyal));
        b_hands.insert(seat_view(&sample, B).me.expect("own").knights);
        let mut probe = sample.clone();
        let events = act(&mut probe, B, CardAction::Listen);
        if let Some(CardEvent::SawFaceDown { card, .. }) = events.get(1) {
            next_cards.insert(*card);
        }
        let mut probe = sample.clone();
        let mut events = act(&mut probe, B, CardAction::Quest(Quest::Dragon));
        while let Turn::Window(seats) = probe.turn() {
            events.extend(act(&mut probe, seats[0], CardAction::Decline));
        }
        let r = report(&events);
        assert!(r.turned_up.iter().any(|t| t.by == C && t.card == Grail5));
        traitor_seats.insert(
            (0..5).find(|&s| {
                seat_view(&sample, s).me.and_then(|m| m.loyalty) == Some(Loyalty::Traitor)
            }),
        );
    }
    assert!(
        next_cards.len() > 5,
        "the deck is resampled: {next_cards:?}"
    );
    assert_eq!(traitor_seats.len(), 1, "A knows the traitor");
    assert!(
        b_hands.len() > 1 && b_hands.iter().all(|h| h.len() == 2),
        "B's two knight cards are resampled: {b_hands:?}"
    );
    // Without Galahad, another seat's view of the traitor varies across samples.
    let g = build(CardSetup {
        white: 2,
        black: 2,
        ..with_traitor(table(5), D)
    });
    let mut seats = std::collections::BTreeSet::new();
    for seed in 0..100 {
        let sample = g.resample(A, seed);
        seats.insert(
            (0..5).find(|&s| {
                seat_view(&sample, s).me.and_then(|m| m.loyalty) == Some(Loyalty::Traitor)
            }),
        );
        assert_eq!(
            seat_view(&sample, A).me.and_then(|m| m.loyalty),
            Some(Loyalty::Loyal)
        );
    }
    assert!(
        seats.len() >= 4,
        "the traitor may be any other seat, or set aside: {seats:?}"
    );
}

/// Solo has no secrets to hide (no device passing), every other player count has.
#[test]
fn secrets_by_player_count() {
    for n in 1..=7 {
        let g = CardGame::new(&config(n), 1).expect("valid");
        assert_eq!(g.has_secrets(), n > 1);
    }
}

/// The sample configs cover every player count with and without each variant.
#[test]
fn sample_configs_cover_everything() {
    let configs = CardGame::sample_configs();
    for players in 1..=7 {
        for promos in [false, true] {
            for knights in [false, true] {
                assert!(configs.contains(&CardConfig {
                    players,
                    first_player: 0,
                    promos,
                    knights
                }));
            }
        }
    }
    assert_eq!(CardGame::ID, "card");
    assert_eq!(CardGame::PLAYERS, (1, 7));
}

/// An outcome is there exactly when the game is over.
#[test]
fn outcome_only_at_the_end() {
    let mut g = CardGame::new(&config(3), 11).expect("valid");
    let mut rng = Rng::new(4);
    while !g.is_over() {
        assert!(g.outcome().is_none());
        let seat = acting(&g.turn())[0];
        let options = g.legal_actions(seat);
        g.apply(seat, &options[rng.below(options.len() as u32) as usize])
            .expect("legal");
    }
    let o = g.outcome().expect("outcome");
    assert!(o.label == "loyal" || o.label == "evil");
    assert_eq!(public(&g).outcome, Some(o));
}
