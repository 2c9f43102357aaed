//! The shared contract as Tournament keeps it: legal actions and `check` agree, refusals change
//! nothing, the undo policy, determinization that keeps what a seat knows, validated setups and
//! private events.

mod tournament_common;
use camelot_table::engine::rng::Rng;
use camelot_table::engine::session::Session;
use tournament_common::*;

/// Every action ever seen legal is tried on every seat at every step: `check` says yes exactly
/// for the listed ones (like shakmaty's legal-moves / is-legal fuzz target).
#[test]
fn legal_actions_and_check_agree() {
    for players in 2..=6u8 {
        let mut t = Tournament::new(
            &TournamentConfig {
                players,
                first_dealer: None,
                characters: None,
            },
            u64::from(players),
        )
        .unwrap();
        let mut rng = Rng::new(17);
        let mut pool: Vec<A> = Vec::new();
        let mut steps = 0;
        while !t.is_over() && steps < 3000 {
            for seat in 0..players {
                let legal = t.legal_actions(seat);
                for a in &legal {
                    if !pool.contains(a) {
                        pool.push(*a);
                    }
                }
                for a in &pool {
                    assert_eq!(
                        t.check(seat, a).is_ok(),
                        legal.contains(a),
                        "seat {seat} {a:?} at step {steps}"
                    );
                }
            }
            let seat = seat_to_act(&t);
            let legal = t.legal_actions(seat);
            let a = legal[rng.below(legal.len() as u32) as usize];
            t.apply(seat, &a).unwrap();
            steps += 1;
        }
    }
}

/// A refused action returns a typed error and leaves the state bit-for-bit unchanged; odd
/// input (a seat that does not exist, a card id past the deck) never panics.
#[test]
fn refusals_change_nothing() {
    let t0 = Tournament::new(
        &TournamentConfig {
            players: 4,
            first_dealer: Some(3),
            characters: None,
        },
        5,
    )
    .unwrap();
    for (seat, a) in [
        (9, A::Pass),
        (1, A::Play(Card(0))),
        (0, A::Play(Card(200))),
        (
            0,
            A::Declare {
                suit: Suit::Swords,
                value: 99,
            },
        ),
        (0, A::TakeGodsend(Godsend(77))),
        (
            0,
            A::Intrigue {
                card: Card(3),
                to: 42,
            },
        ),
    ] {
        let mut t = t0.clone();
        let mut events = Vec::new();
        let r = t.apply_into(seat, &a, &mut events);
        assert!(r.is_err(), "{a:?}");
        assert!(events.is_empty());
        assert_eq!(t, t0);
        let _ = r.unwrap_err().to_string();
    }
}

/// Undo policy: a play that leaves its melee open can be taken back; the play that completes
/// a melee, a Godsend pick and anything that draws cannot.
#[test]
fn undo_policy() {
    let config = TournamentConfig {
        players: 3,
        first_dealer: Some(2),
        characters: Some(vec![Galahad, Nimue, Guinevere]),
    };
    let mut session = Session::<Tournament>::new(config, 8).unwrap();
    let lead = session.legal_actions(0)[0];
    session.apply(0, lead).unwrap();
    assert!(session.can_undo(), "a lead can be taken back");
    let undone = session.undo().unwrap();
    assert_eq!(undone.action, lead);
    session.apply(0, lead).unwrap();
    let mut completed = false;
    for _ in 0..10 {
        let Turn::Seat(seat) = session.turn() else {
            break;
        };
        let a = session.legal_actions(seat)[0];
        let events = session.apply(seat, a).unwrap().to_vec();
        if events
            .iter()
            .any(|e| matches!(e, Ev::MeleeLost { .. } | Ev::Carried { .. }))
        {
            assert!(!session.can_undo(), "a completed melee stands");
            completed = true;
            break;
        }
        assert!(session.can_undo());
    }
    assert!(completed);
}

/// T-CONV-8 and determinization: a sample keeps the seat's own hand, public facts and
/// what plays revealed (a seat that played Alchemy on a Swords lead holds no Swords; a card
/// Second Thoughts returned is still in that hand), keeps hand sizes, and really resamples.
#[test]
fn determinize_keeps_knowledge_and_resamples() {
    let mut s = setup(&[Tristan, Percival, Nimue, Galahad]);
    s.dealer = 3;
    s.melee = 10;
    s.hands = vec![
        cs("9Sw 1So 2So"),
        cs("8Sw 12Sw 3De"),
        cs("10Al 3Sw 4De"),
        cs("11Sw 4So 5De"),
    ];
    let mut t = build(&s);
    play(&mut t, 0, "9Sw");
    act(&mut t, 1, A::Play(c("8Sw")));
    // Seat 2 holds a Sword but may not play Alchemy, so play a Sword instead; seat 3 follows.
    play(&mut t, 2, "3Sw");
    act(&mut t, 3, A::Play(c("11Sw")));
    act(&mut t, 1, A::SecondThoughts(c("12Sw")));
    let known = c("8Sw");
    assert_eq!(t.view(Viewer::Public).seats[1].known_in_hand, vec![known]);
    let mut differs = 0;
    for seed in 0..50 {
        let sample = t.resample(0, seed);
        assert_eq!(sample.view(Viewer::Seat(0)), t.view(Viewer::Seat(0)));
        let v1 = sample.view(Viewer::Seat(1));
        assert!(
            v1.hand.unwrap().iter().any(|h| h.card == known),
            "the returned card stays with Percival"
        );
        if sample.view(Viewer::Seat(2)).hand != t.view(Viewer::Seat(2)).hand {
            differs += 1;
        }
    }
    assert!(differs > 0);

    // Alchemy on a Swords lead: the table knows the hand has no Swords.
    let mut s = setup(&[Tristan, Nimue, Galahad]);
    s.dealer = 2;
    s.melee = 8;
    s.hands = vec![
        cs("9Sw 1So 2So 3So 4So"),
        cs("10Al 4De 5De 6De 7De"),
        cs("11Sw 12Sw 13Sw 14Sw 15Sw"),
    ];
    let mut t = build(&s);
    play(&mut t, 0, "9Sw");
    play(&mut t, 1, "10Al");
    for seed in 0..100 {
        let sample = t.resample(2, seed);
        let hand = sample.view(Viewer::Seat(1)).hand.unwrap();
        assert!(
            hand.iter().all(|h| h.card.suit() != Some(Suit::Swords)),
            "seed {seed}: {hand:?}"
        );
        assert_eq!(hand.len(), 4);
    }
}

/// A hidden Glamour card is resampled among the cards it could be, and only Morgan's own
/// samples keep it.
#[test]
fn determinize_resamples_a_hidden_glamour_card() {
    let mut s = setup(&[Morgan, Tristan, Nimue]);
    s.dealer = 2;
    s.melee = 11;
    s.hands = vec![cs("9So 1De"), cs("5So 2De"), cs("7So 3De")];
    let mut t = build(&s);
    act(
        &mut t,
        0,
        A::PlayFaceDown {
            card: c("9So"),
            suit: Suit::Sorcery,
        },
    );
    let mut seen = std::collections::BTreeSet::new();
    for seed in 0..200 {
        let sample = t.resample(1, seed);
        assert_eq!(sample.view(Viewer::Seat(1)), t.view(Viewer::Seat(1)));
        let m = sample.view(Viewer::Seat(0));
        let card = m.melee.cards[0].card.unwrap();
        assert!(
            card.suit() == Some(Suit::Sorcery) || card.is_sorcerer(),
            "{card}"
        );
        seen.insert(card);
        assert_eq!(
            t.resample(0, seed).view(Viewer::Seat(0)).melee.cards[0].card,
            Some(c("9So"))
        );
    }
    assert!(seen.len() > 1);
}

/// Setups are validated like a chess Setup becoming a Position.
#[test]
fn setups_are_validated() {
    let mut s = setup(&[Tristan, Nimue]);
    s.melee = 12;
    s.hands = vec![cs("1Sw"), cs("1Sw")];
    assert_eq!(Tournament::from_setup(&s), Err(SetupError::Card(c("1Sw"))));
    s.hands = vec![cs("1Sw"), cs("2Sw 3Sw")];
    assert_eq!(
        Tournament::from_setup(&s),
        Err(SetupError::HandSize {
            seat: 1,
            expected: 1,
            got: 2
        })
    );
    s.hands = vec![cs("1Sw"), cs("1Ar")];
    assert_eq!(
        Tournament::from_setup(&s),
        Err(SetupError::Card(c("1Ar"))),
        "no Arrows with 2 players"
    );
    s.hands = vec![cs("1Sw"), cs("2Sw")];
    s.godsends = vec![vec![Godsend::first_of(GodsendKind::WrathOfHeaven)], vec![]];
    assert_eq!(
        Tournament::from_setup(&s),
        Err(SetupError::Undeclared(Godsend::first_of(
            GodsendKind::WrathOfHeaven
        )))
    );
    s.health = vec![401, 400];
    assert!(matches!(
        Tournament::from_setup(&s),
        Err(SetupError::Health { .. })
    ));
}

/// Private events are visible to their seat only, with a public twin for the others.
#[test]
fn private_events() {
    let mut events = Vec::new();
    let mut s = setup(&[Tristan, Nimue]);
    s.start = SetupStart::RoundStart;
    let deck: Vec<Card> = (0..80)
        .map(Card)
        .filter(|c| c.suit() != Some(Suit::Arrows))
        .collect();
    s.hands = vec![deck[..12].to_vec(), deck[12..24].to_vec()];
    let mut t = build(&s);
    let a = t.legal_actions(0)[0];
    t.apply_into(0, &a, &mut events).unwrap();
    let private = events
        .iter()
        .find(|e| matches!(e, Ev::DiscardedFaceDown { .. }))
        .unwrap();
    let public = events
        .iter()
        .find(|e| matches!(e, Ev::DiscardedFaceDownHidden { .. }))
        .unwrap();
    assert!(
        private.visible_to(Viewer::Seat(0))
            && !private.visible_to(Viewer::Seat(1))
            && !private.visible_to(Viewer::Public)
    );
    assert!(
        !public.visible_to(Viewer::Seat(0))
            && public.visible_to(Viewer::Seat(1))
            && public.visible_to(Viewer::Public)
    );
}
