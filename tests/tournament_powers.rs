//! Protagonist and companion powers (spec §11), with TV-6 … TV-10.

mod tournament_common;
use camelot_table::engine::tournament::events::ValueChange;
use tournament_common::*;

fn boost(favour: bool, sun: bool, blade: bool) -> A {
    A::Boost(Boosts { favour, sun, blade })
}

/// T-ARTHUR-1, T-ARTHUR-2, T-ARTHUR-3, T-CONV-5: once per round Arthur may put +3 on the card
/// he plays (a Sorcerer declared 15 becomes 18); the +3 can create a feint (8 + 3 = 11); the
/// token is then spent for the round and ready again next round.
#[test]
fn royal_favour_once_per_round() {
    let mut s = setup(&[Arthur, Tristan, Nimue]);
    s.dealer = 2;
    s.melee = 11;
    s.hands = vec![cs("8Sw M1"), cs("11Sw 3Sw"), cs("14Sw 4Sw")];
    let mut t = build(&s);
    act(&mut t, 0, A::Play(c("8Sw")));
    assert_eq!(
        t.legal_actions(0),
        vec![boost(false, false, false), boost(true, false, false)]
    );
    let mut ev = act(&mut t, 0, boost(true, false, false));
    assert!(ev.contains(&Ev::ValueChanged {
        by: 0,
        card: c("8Sw"),
        change: ValueChange::RoyalFavour,
        before: 8,
        after: 11
    }));
    assert_eq!(
        t.view(Viewer::Public).seats[0].powers.token_uses_left,
        Some(0)
    );
    ev.extend(play(&mut t, 1, "11Sw"));
    ev.extend(play(&mut t, 2, "14Sw"));
    assert!(ev
        .iter()
        .any(|e| matches!(e, Ev::Feint { value: 11, cards } if cards.len() == 2)));
    assert_eq!(
        melee_lost(&ev).unwrap().0,
        2,
        "the 14 is the only face-up card"
    );
    // Melee 12: Arthur leads his Merlin; no token left, so no modifier question.
    assert_eq!(t.view(Viewer::Public).pending, Pending::Lead { seat: 2 });
    play(&mut t, 2, "4Sw");
    act(&mut t, 0, A::Play(c("M1")));
    act(
        &mut t,
        0,
        A::Declare {
            suit: Suit::Swords,
            value: 15,
        },
    );
    assert_ne!(
        t.view(Viewer::Public).pending,
        Pending::Modifiers {
            seat: 0,
            card: c("M1")
        }
    );
    finish_round(&mut t);
    assert_eq!(
        t.view(Viewer::Public).seats[0].powers.token_uses_left,
        Some(1),
        "ready again in round 2"
    );
}

/// T-ARTHUR-2: on a Sorcerer the +3 adds to the declared value (15 → 18).
#[test]
fn royal_favour_on_a_sorcerer() {
    let mut s = setup(&[Arthur, Tristan, Nimue]);
    s.dealer = 2;
    s.melee = 12;
    s.hands = vec![cs("M1"), cs("11Sw"), cs("14Sw")];
    let mut t = build(&s);
    act(&mut t, 0, A::Play(c("M1")));
    act(
        &mut t,
        0,
        A::Declare {
            suit: Suit::Swords,
            value: 15,
        },
    );
    let ev = act(&mut t, 0, boost(true, false, false));
    assert!(ev.contains(&Ev::ValueChanged {
        by: 0,
        card: c("M1"),
        change: ValueChange::RoyalFavour,
        before: 15,
        after: 18
    }));
}

/// TV-9, T-EXCAL-2, T-TIME-M3: P2 leads 10-Swords, Arthur plays 8-Swords, P4 11-Swords; in the
/// Pre-Feint window Arthur puts +3 on his 8: the 11s feint and P2 (10) loses.
#[test]
fn tv9_excalibur_in_the_pre_feint_window() {
    let mut s = setup(&[Tristan, Arthur, Nimue]);
    s.dealer = 2;
    s.melee = 12;
    s.unlocked = vec![false, true, false];
    s.hands = vec![cs("10Sw"), cs("8Sw"), cs("11Sw")];
    let mut t = build(&s);
    play(&mut t, 0, "10Sw");
    act(&mut t, 1, A::Play(c("8Sw")));
    act(&mut t, 1, boost(false, false, false));
    act(&mut t, 2, A::Play(c("11Sw")));
    assert_eq!(
        t.view(Viewer::Public).pending,
        Pending::PreFeint { seat: 1 }
    );
    assert_eq!(
        t.legal_actions(1),
        vec![
            A::Excalibur(c("8Sw")),
            A::Excalibur(c("10Sw")),
            A::Excalibur(c("11Sw")),
            A::Pass
        ]
    );
    let ev = act(&mut t, 1, A::Excalibur(c("8Sw")));
    assert!(ev.iter().any(|e| matches!(e, Ev::Feint { value: 11, .. })));
    assert_eq!(melee_lost(&ev).unwrap().0, 0);
}

/// T-EXCAL-1: with Excalibur the token works twice a round but at most once per melee: used
/// as Arthur plays, it is not offered again in that melee's Pre-Feint window; the second use
/// may go on an opponent's card (T-EXCAL-2).
#[test]
fn excalibur_twice_per_round_once_per_melee() {
    let mut s = setup(&[Arthur, Tristan, Nimue]);
    s.dealer = 2;
    s.melee = 10;
    s.unlocked = vec![true, false, false];
    s.hands = vec![
        cs("8Sw 1Sw 3Sw"),
        cs("11Sw 12Sw 13Sw"),
        cs("14Sw 15Sw 10Sw"),
    ];
    let mut t = build(&s);
    act(&mut t, 0, A::Play(c("8Sw")));
    act(&mut t, 0, boost(true, false, false));
    play(&mut t, 1, "12Sw");
    let ev = play(&mut t, 2, "15Sw");
    assert!(
        melee_lost(&ev).is_some(),
        "no Pre-Feint window: the token was used in this melee"
    );
    // Melee 11: Arthur (the loser) leads; the second use, in M3, on an opponent's card.
    act(&mut t, 0, A::Play(c("1Sw")));
    act(&mut t, 0, boost(false, false, false));
    play(&mut t, 1, "11Sw");
    act(&mut t, 2, A::Play(c("10Sw")));
    let ev = act(&mut t, 0, A::Excalibur(c("10Sw")));
    assert!(ev.contains(&Ev::ValueChanged {
        by: 0,
        card: c("10Sw"),
        change: ValueChange::Excalibur,
        before: 10,
        after: 13
    }));
    assert_eq!(
        t.view(Viewer::Public).seats[0].powers.token_uses_left,
        Some(0)
    );
    // Melee 12: no use left: no modifier question, no window.
    let leader = seat_to_act(&t);
    let card = t.legal_actions(leader)[0];
    act(&mut t, leader, card);
    while matches!(t.view(Viewer::Public).pending, Pending::Follow { .. }) {
        let s = seat_to_act(&t);
        let a = t.legal_actions(s)[0];
        act(&mut t, s, a);
        assert!(!matches!(
            t.view(Viewer::Public).pending,
            Pending::Modifiers { seat: 0, .. } | Pending::PreFeint { seat: 0 }
        ));
    }
}

/// TV-10, T-LANCE-1, T-LANCE-2, GS-08, T-TIME-M5: Guinevere (Lancelot active) escapes her 3,
/// the 8 would lose and its player's Guardian Angel escapes too; the 10 loses all four cards.
#[test]
fn tv10_escape_loop() {
    let mut s = setup(&[Guinevere, Tristan, Nimue, Galahad]);
    s.dealer = 3;
    s.melee = 12;
    s.unlocked = vec![true, false, false, false];
    s.hands = vec![cs("3Sw"), cs("8Sw"), cs("10Sw"), cs("12Sw")];
    s.godsends = vec![vec![], vec![g(GodsendKind::GuardianAngel)], vec![], vec![]];
    let mut t = build(&s);
    play(&mut t, 0, "3Sw");
    play(&mut t, 1, "8Sw");
    play(&mut t, 2, "10Sw");
    act(&mut t, 3, A::Play(c("12Sw")));
    assert_eq!(
        t.view(Viewer::Public).pending,
        Pending::Escape {
            seat: 0,
            card: c("3Sw"),
            value: 3
        }
    );
    assert_eq!(
        t.legal_actions(0),
        vec![A::Escape(EscapeKind::Lancelot), A::Pass]
    );
    let mut ev = act(&mut t, 0, A::Escape(EscapeKind::Lancelot));
    assert_eq!(
        t.view(Viewer::Public).pending,
        Pending::Escape {
            seat: 1,
            card: c("8Sw"),
            value: 8
        }
    );
    ev.extend(act(&mut t, 1, A::Escape(EscapeKind::GuardianAngel)));
    let (loser, cards) = melee_lost(&ev).unwrap();
    assert_eq!((loser, cards.len()), (2, 4));
    assert!(ev.iter().any(|e| matches!(
        e,
        Ev::CurrentLoser {
            seat: 2,
            value: 10,
            ..
        }
    )));
}

/// T-COMP-2, T-LANCE-1: while Lancelot is locked Guinevere has no escape, and an escape that
/// leaves no face-up card makes a carry (T-MELEE-3).
#[test]
fn lancelot_needs_the_threshold_and_can_cause_a_carry() {
    let mut s = setup(&[Guinevere, Tristan]);
    s.dealer = 1;
    s.melee = 11;
    s.hands = vec![cs("3Sw 1So"), cs("3So 5So")];
    let mut t = build(&s);
    play(&mut t, 0, "3Sw");
    let ev = shame(&mut t, 1, "3So");
    assert_eq!(
        melee_lost(&ev).unwrap().0,
        0,
        "locked Lancelot: no escape question"
    );

    s.unlocked = vec![true, false];
    let mut t = build(&s);
    play(&mut t, 0, "3Sw");
    act(&mut t, 1, A::Discard(c("3So")));
    let ev = act(&mut t, 0, A::Escape(EscapeKind::Lancelot));
    assert!(ev.iter().any(|e| matches!(e, Ev::Carried { .. })));
    assert_eq!(
        t.view(Viewer::Public).seats[0].powers.lancelot_ready,
        Some(false)
    );
}

/// T-GUIN-1, T-GUIN-2, T-TIME-E2: at E2 Guinevere moves one card to an opponent whose Health is
/// at least hers; it is scored in the receiver's pipeline (Nimue's Merlin's Bane makes a moved
/// Merlin 0); opponents below her cannot receive.
#[test]
fn courtly_intrigue_moves_one_card_to_a_healthier_opponent() {
    let mut s = setup(&[Guinevere, Nimue, Tristan, Galahad]);
    s.dealer = 3;
    s.health = vec![300, 350, 250, 300];
    s.hits = vec![vec![], cs("M1 3De"), vec![], vec![]];
    s.hits[0] = cs("M2 4De");
    s.melee = 12;
    s.leader = Some(0);
    s.hands = vec![cs("1Sw"), cs("10Sw"), cs("11Sw"), cs("12Sw")];
    let mut t = build(&s);
    let mut ev = run_until(&mut t, |t| {
        matches!(t.view(Viewer::Public).pending, Pending::Transfers { .. })
    });
    assert_eq!(seat_to_act(&t), 0);
    let legal = t.legal_actions(0);
    assert!(legal.contains(&A::Intrigue {
        card: c("M2"),
        to: 1
    }));
    assert!(
        legal.contains(&A::Intrigue {
            card: c("M2"),
            to: 3
        }),
        "equal Health qualifies"
    );
    assert!(
        !legal.iter().any(|a| matches!(a, A::Intrigue { to: 2, .. })),
        "lower Health does not"
    );
    ev.extend(act(
        &mut t,
        0,
        A::Intrigue {
            card: c("M2"),
            to: 1,
        },
    ));
    assert!(ev.contains(&Ev::Transferred {
        from: 0,
        to: 1,
        card: c("M2"),
        power: camelot_table::engine::tournament::events::TransferPower::CourtlyIntrigue
    }));
    ev.extend(score_round(&mut t));
    let nimue = lines_of(&ev, 1);
    let moved = nimue.iter().find(|l| l.card == c("M2")).unwrap();
    assert_eq!(
        (moved.result, moved.prevented, moved.moved_from),
        (0, Some(Prevention::Nimue), Some(0))
    );
}

/// T-GUIN-1 (6 players): up to two cards, each to an opponent who qualifies.
#[test]
fn courtly_intrigue_moves_two_cards_with_six_players() {
    let mut s = setup(&[Guinevere, Nimue, Tristan, Galahad, Morgan, Percival]);
    s.dealer = 5;
    s.hits = vec![cs("M2 4De 5De"), vec![], vec![], vec![], vec![], vec![]];
    s.melee = 12;
    s.leader = Some(0);
    s.hands = (0..6)
        .map(|i| vec![cs("15Sw 10Sw 11Sw 12Sw 14Sw 1Sw")[i]])
        .collect();
    let mut t = build(&s);
    run_until(&mut t, |t| {
        matches!(t.view(Viewer::Public).pending, Pending::Transfers { .. })
    });
    act(
        &mut t,
        0,
        A::Intrigue {
            card: c("M2"),
            to: 1,
        },
    );
    assert_eq!(seat_to_act(&t), 0, "a second move is allowed");
    act(
        &mut t,
        0,
        A::Intrigue {
            card: c("4De"),
            to: 2,
        },
    );
    assert!(!matches!(
        t.view(Viewer::Public).pending,
        Pending::Transfers { seat: 0 }
    ));
}

/// T-GAW-1: Gawain may add +1 to each card he plays, deciding card by card.
#[test]
fn strength_of_the_sun_on_every_card() {
    let mut s = setup(&[Gawain, Tristan]);
    s.dealer = 1;
    s.melee = 11;
    s.hands = vec![cs("5Sw 7Sw"), cs("9Sw 10Sw")];
    let mut t = build(&s);
    act(&mut t, 0, A::Play(c("5Sw")));
    assert_eq!(
        t.legal_actions(0),
        vec![boost(false, false, false), boost(false, true, false)]
    );
    act(&mut t, 0, boost(false, true, false));
    assert_eq!(t.view(Viewer::Public).melee.cards[0].final_value, Some(6));
    play(&mut t, 1, "9Sw");
    act(&mut t, 0, A::Play(c("7Sw")));
    assert_eq!(t.legal_actions(0).len(), 2, "asked again for the next card");
}

/// TV-7, T-SASH-1, T-THRESH-5: Gawain's pile — Merlin, 11-Sorcery (P) doubled by Wrath,
/// 2-Swords (P) — counts 10 (capped Merlin) + 20 + 10 = 40; the Sash needs no threshold.
#[test]
fn tv7_green_sash() {
    let mut s = setup(&[Tristan, Gawain, Nimue, Galahad]);
    let fresh = Tournament::new(
        &TournamentConfig {
            players: 4,
            first_dealer: Some(0),
            characters: Some(s.characters.clone()),
        },
        1,
    )
    .unwrap();
    assert!(
        fresh.view(Viewer::Public).seats[1].companion_unlocked,
        "the Sash needs no threshold"
    );
    s.hits = vec![vec![], cs("M1 11So 2Sw"), vec![], vec![]];
    s.godsends = vec![vec![], vec![], vec![g(GodsendKind::WrathOfHeaven)], vec![]];
    s.declarations = vec![(
        g(GodsendKind::WrathOfHeaven),
        Declaration::Wrath {
            target: 1,
            suit: Suit::Sorcery,
        },
    )];
    let (_, ev) = scored(&mut s);
    let lines = lines_of(&ev, 1);
    let merlin = lines.iter().find(|l| l.card == c("M1")).unwrap();
    assert!(merlin.capped && merlin.result == 10);
    assert_eq!(
        lines.iter().find(|l| l.card == c("11So")).unwrap().result,
        20
    );
    assert_eq!(weapon_injury(&ev, 1), 40);
}

/// T-MORG-1, T-MORG-2, T-CONV-8: Glamour once per round; a face-down lead announces its suit
/// (any Basic suit for a Sorcerer); the card is hidden from everyone but Morgan until the
/// melee's cards are gathered.
#[test]
fn glamour_face_down_lead() {
    let mut s = setup(&[Morgan, Tristan, Nimue]);
    s.dealer = 2;
    s.melee = 11;
    s.hands = vec![cs("M1 9So"), cs("5De 6De"), cs("7De 8De")];
    let mut t = build(&s);
    let legal = t.legal_actions(0);
    assert!(legal.contains(&A::PlayFaceDown {
        card: c("M1"),
        suit: Suit::Deception
    }));
    assert!(legal.contains(&A::PlayFaceDown {
        card: c("9So"),
        suit: Suit::Sorcery
    }));
    assert!(
        !legal.contains(&A::PlayFaceDown {
            card: c("9So"),
            suit: Suit::Swords
        }),
        "a Basic card announces its own suit"
    );
    let ev = act(
        &mut t,
        0,
        A::PlayFaceDown {
            card: c("M1"),
            suit: Suit::Deception,
        },
    );
    assert!(ev.contains(&Ev::PlayedFaceDownHidden {
        seat: 0,
        lead: true,
        suit: Suit::Deception
    }));
    assert!(!ev[0].visible_to(Viewer::Seat(1)) && ev[0].visible_to(Viewer::Seat(0)));
    assert_eq!(t.view(Viewer::Seat(1)).melee.cards[0].card, None);
    assert_eq!(t.view(Viewer::Seat(0)).melee.cards[0].card, Some(c("M1")));
    assert_eq!(
        t.view(Viewer::Public).melee.lead_suit,
        Some(Suit::Deception)
    );
    play(&mut t, 1, "5De");
    let ev = play(&mut t, 2, "7De");
    let (loser, cards) = melee_lost(&ev).unwrap();
    assert_eq!(loser, 1);
    assert!(
        cards.contains(&c("M1")),
        "the Glamour card cannot lose but still injures"
    );
    // Once per round: no face-down option in melee 12.
    play(&mut t, 1, "6De");
    assert!(!t
        .legal_actions(2)
        .iter()
        .any(|a| matches!(a, A::PlayFaceDown { .. })));
    play(&mut t, 2, "8De");
    assert!(!t
        .legal_actions(0)
        .iter()
        .any(|a| matches!(a, A::PlayFaceDown { .. })));
}

/// TV-6, T-ISO-1, T-MORD-1: Tristan's 8-Deception (P) under Mordred counts 5 × 2 = 10 with
/// Isolde; Mordred does not touch Morgan's own pile.
#[test]
fn tv6_isolde_then_mordred() {
    let mut s = setup(&[Tristan, Morgan, Nimue, Galahad]);
    s.unlocked = vec![true, true, false, false];
    s.hits = vec![vec![], cs("3De"), cs("4De"), vec![]];
    s.hits[3] = cs("8De");
    s.characters = vec![Galahad, Morgan, Nimue, Tristan];
    s.unlocked = vec![false, true, false, true];
    let (_, ev) = scored(&mut s);
    let tristan = lines_of(&ev, 3);
    assert_eq!(
        (
            tristan[0].replaced,
            tristan[0].after_replacement,
            tristan[0].result
        ),
        (Some(Replacement::Isolde), 5, 10)
    );
    assert_eq!(
        lines_of(&ev, 1)[0].result,
        5,
        "Morgan's own Deception is not doubled"
    );
    assert_eq!(lines_of(&ev, 2)[0].result, 10, "an opponent's is");
}

/// T-GAL-1, T-GAL-2, T-GRAIL-1, T-HEAL-2: Galahad discards face up without Shame, heals 15 a
/// round, 40 with the Grail.
#[test]
fn galahad_pure_of_heart_and_grail() {
    let mut s = setup(&[Tristan, Galahad]);
    s.dealer = 1;
    s.melee = 12;
    s.health = vec![400, 300];
    s.hands = vec![cs("5Sw"), cs("3De")];
    let mut t = build(&s);
    play(&mut t, 0, "5Sw");
    let mut ev = shame(&mut t, 1, "3De");
    assert!(ev.iter().any(|e| matches!(
        e,
        Ev::Shamed {
            seat: 1,
            injury: 0,
            guard: Some(camelot_table::engine::tournament::events::ShameGuard::PureOfHeart),
            ..
        }
    )));
    assert_eq!(t.view(Viewer::Public).discard_pile, vec![c("3De")]);
    ev.extend(score_round(&mut t));
    assert_eq!(health(&t, 1), 315);
    s.unlocked = vec![false, true];
    let mut t = build(&s);
    score_round(&mut t);
    assert_eq!(health(&t, 1), 340);
}

/// T-PERC-1, T-PERC-2, T-PERC-3: in the Pre-Feint window Percival takes his card back and
/// plays another legal one; the returned card's modifiers are lost, the new card may take a
/// Blessed Blade; once per round with 4 players.
#[test]
fn second_thoughts_replaces_a_card() {
    let mut s = setup(&[Tristan, Percival, Nimue, Galahad]);
    s.dealer = 3;
    s.melee = 11;
    s.hands = vec![
        cs("9Sw 1Sw"),
        cs("8Sw 12Sw"),
        cs("10Sw 3Sw"),
        cs("11Sw 4Sw"),
    ];
    s.godsends = vec![vec![], vec![g(GodsendKind::BlessedBlade)], vec![], vec![]];
    let mut t = build(&s);
    play(&mut t, 0, "9Sw");
    act(&mut t, 1, A::Play(c("8Sw")));
    act(&mut t, 1, boost(false, false, true));
    play(&mut t, 2, "10Sw");
    act(&mut t, 3, A::Play(c("11Sw")));
    assert_eq!(
        t.view(Viewer::Public).pending,
        Pending::PreFeint { seat: 1 }
    );
    assert_eq!(
        t.legal_actions(1),
        vec![A::SecondThoughts(c("12Sw")), A::Pass]
    );
    assert_eq!(
        t.check(1, &A::SecondThoughts(c("8Sw"))),
        Err(TournamentError::SameCard)
    );
    let mut ev = act(&mut t, 1, A::SecondThoughts(c("12Sw")));
    assert!(ev.contains(&Ev::SecondThoughts {
        seat: 1,
        returned: c("8Sw"),
        played: c("12Sw")
    }));
    assert_eq!(
        t.view(Viewer::Public).seats[1].known_in_hand,
        vec![c("8Sw")]
    );
    // Blessed Blade on the new card (one use left of two).
    assert_eq!(
        t.legal_actions(1),
        vec![boost(false, false, false), boost(false, false, true)]
    );
    ev.extend(act(&mut t, 1, boost(false, false, false)));
    assert_eq!(melee_lost(&ev).unwrap().0, 0, "9 is now the lowest");
    // Once per round with 4 players: no window in melee 12.
    assert_eq!(
        t.view(Viewer::Public).seats[1].powers.second_thoughts_left,
        Some(0)
    );
}

/// T-PERC-1 (2–3 players: twice), T-2P-3.
#[test]
fn second_thoughts_twice_with_three_players() {
    let t = Tournament::new(
        &TournamentConfig {
            players: 3,
            first_dealer: Some(0),
            characters: Some(vec![Percival, Tristan, Nimue]),
        },
        1,
    )
    .unwrap();
    assert_eq!(
        t.view(Viewer::Public).seats[0].powers.second_thoughts_left,
        Some(2)
    );
    let t = Tournament::new(
        &TournamentConfig {
            players: 2,
            first_dealer: Some(0),
            characters: Some(vec![Percival, Tristan]),
        },
        1,
    )
    .unwrap();
    assert_eq!(
        t.view(Viewer::Public).seats[0].powers.second_thoughts_left,
        Some(2)
    );
    let t = Tournament::new(
        &TournamentConfig {
            players: 4,
            first_dealer: Some(0),
            characters: Some(vec![Percival, Tristan, Nimue, Arthur]),
        },
        1,
    )
    .unwrap();
    assert_eq!(
        t.view(Viewer::Public).seats[0].powers.second_thoughts_left,
        Some(1)
    );
}

/// T-PERC-2 (leader): a replaced lead keeps the lead suit; Alchemy may not replace a Basic lead.
#[test]
fn second_thoughts_as_leader_keeps_the_lead_suit() {
    let mut s = setup(&[Percival, Tristan, Nimue]);
    s.dealer = 2;
    s.melee = 10;
    s.hands = vec![cs("9Sw 3Al A1"), cs("8Sw 12Sw 1So"), cs("10Sw 3Sw 2So")];
    let mut t = build(&s);
    play(&mut t, 0, "9Sw");
    play(&mut t, 1, "8Sw");
    play(&mut t, 2, "10Sw");
    assert_eq!(
        t.legal_actions(0),
        vec![A::SecondThoughts(c("A1")), A::Pass]
    );
    act(&mut t, 0, A::SecondThoughts(c("A1")));
    assert!(t.legal_actions(0).iter().all(|a| matches!(
        a,
        A::Declare {
            suit: Suit::Swords,
            ..
        }
    )));
}

/// TV-8, T-NIM-1: Nimue's pile — Merlin, Apprentice, 4-Alchemy, 4-Arrows (P) — counts
/// 0 + 0 + 5 + 10 = 15; Shame still applies to her.
#[test]
fn tv8_merlins_bane() {
    let mut s = setup(&[Tristan, Nimue, Galahad, Guinevere]);
    s.hits = vec![vec![], cs("M1 A1 4Al 4Ar"), vec![], vec![]];
    s.shame = vec![0, 5, 0, 0];
    s.health = vec![400, 395, 400, 400];
    let (t, ev) = scored(&mut s);
    assert_eq!(weapon_injury(&ev, 1), 15);
    assert_eq!(health(&t, 1), 380);
}

/// T-PELL-1: once per round in the Pre-Feint window Nimue sets a face-up Alchemy card to any
/// value 1–15 (here breaking a feint: 9-Alchemy set to 2 loses).
#[test]
fn pelleas_sets_an_alchemy_value() {
    let mut s = setup(&[Nimue, Tristan, Galahad]);
    s.dealer = 2;
    s.melee = 12;
    s.unlocked = vec![true, false, false];
    s.hands = vec![cs("9Sw"), cs("9Al"), cs("5Sw")];
    let mut t = build(&s);
    play(&mut t, 0, "9Sw");
    play(&mut t, 1, "9Al");
    act(&mut t, 2, A::Play(c("5Sw")));
    let legal = t.legal_actions(0);
    assert_eq!(
        legal.len(),
        16,
        "15 values for the one Alchemy card, and Pass"
    );
    let ev = act(
        &mut t,
        0,
        A::Pelleas {
            card: c("9Al"),
            value: 2,
        },
    );
    assert!(!ev.iter().any(|e| matches!(e, Ev::Feint { .. })));
    assert_eq!(melee_lost(&ev).unwrap().0, 1);
}
