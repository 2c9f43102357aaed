//! Leading, following, Sorcerers and Shame (spec §4.1–§4.4), with TV-1, TV-2 and TV-4.

mod tournament_common;
use tournament_common::*;

/// Four seats, no powers that prompt during a melee.
const QUIET4: [Character; 4] = [Tristan, Guinevere, Nimue, Galahad];

fn melee12(chars: &[Character], hands: &[&str]) -> Tournament {
    let mut s = setup(chars);
    s.melee = 12;
    s.hands = hands.iter().map(|h| cs(h)).collect();
    build(&s)
}

/// TV-1 and the rulebook's Sample Melee and Weapon Hits example: Shame for P2, the 11-Alchemy
/// and the Merlin declared "11 Sorcery" feint, P4's 7 loses 40 and leads next; with 9-Swords,
/// 11-Sorcery and 1-Arrows already taken the round costs 65 and Health goes 400 → 335.
/// Also T-FOLLOW-6 (Alchemy counts as the lead suit), T-SHAME-1, T-MELEE-2, T-MELEE-5.
#[test]
fn tv1_rulebook_sample_melee_and_weapon_hits() {
    let mut s = setup(&[Tristan, Morgan, Nimue, Guinevere, Galahad]);
    s.dealer = 4;
    s.melee = 11;
    s.hands = vec![
        cs("13So 15Sw"),
        cs("3Sw 4Sw"),
        cs("11Al 2Sw"),
        cs("7So 14Sw"),
        cs("M1 5Sw"),
    ];
    s.hits = vec![vec![], vec![], vec![], cs("9Sw 11So 1Ar"), vec![]];
    let mut t = build(&s);
    let mut ev = play(&mut t, 0, "13So");
    // P2 holds no Sorcery, Alchemy or Sorcerer: only discards are legal.
    assert_eq!(
        t.legal_actions(1),
        vec![A::Discard(c("3Sw")), A::Discard(c("4Sw"))]
    );
    ev.extend(shame(&mut t, 1, "3Sw"));
    assert_eq!(health(&t, 1), 395);
    ev.extend(play(&mut t, 2, "11Al"));
    ev.extend(play(&mut t, 3, "7So"));
    ev.extend(sorc(&mut t, 4, "M1", Suit::Sorcery, 11));
    assert!(ev.contains(&Ev::Played {
        seat: 2,
        card: c("11Al"),
        lead: false,
        suit: Some(Suit::Sorcery)
    }));
    assert!(ev.iter().any(|e| matches!(e, Ev::Feint { value: 11, cards } if cards.len() == 2 && cards.contains(c("11Al")) && cards.contains(c("M1")))));
    let (loser, cards) = melee_lost(&ev).unwrap();
    assert_eq!(loser, 3);
    let mut want = cs("13So 7So 11Al M1");
    want.sort();
    assert_eq!(cards, want);
    assert_eq!(injury_of(&cards), 40);
    assert!(
        !hits(&t, 3).contains(&c("3Sw")),
        "Shame discards are never taken"
    );
    // P4 leads melee 12.
    assert_eq!(t.view(Viewer::Public).pending, Pending::Lead { seat: 3 });
    let ev = finish_round(&mut t);
    assert_eq!(weapon_injury(&ev, 3), 65);
    let lines = lines_of(&ev, 3);
    assert_eq!(lines.len(), 7);
    assert_eq!(lines.iter().map(|l| u32::from(l.result)).sum::<u32>(), 65);
    assert_eq!(health(&t, 3), 335);
}

/// TV-2: three-way tie of 9s (9-Swords, Merlin declared 9 Swords, 9-Alchemy) all feint
/// (T-FEINT-1); the 4-Swords player loses 10 + 25 + 5 + 5 = 45.
#[test]
fn tv2_three_way_feint() {
    let mut t = melee12(&QUIET4, &["9Sw", "M1", "9Al", "4Sw"]);
    let mut ev = play(&mut t, 0, "9Sw");
    ev.extend(sorc(&mut t, 1, "M1", Suit::Swords, 9));
    ev.extend(play(&mut t, 2, "9Al"));
    ev.extend(play(&mut t, 3, "4Sw"));
    assert!(ev
        .iter()
        .any(|e| matches!(e, Ev::Feint { value: 9, cards } if cards.len() == 3)));
    let (loser, cards) = melee_lost(&ev).unwrap();
    assert_eq!((loser, injury_of(&cards)), (3, 45));
    ev.extend(score_round(&mut t));
    assert_eq!(weapon_injury(&ev, 3), 45);
}

/// TV-4, T-LEAD-4, T-FOLLOW-4, T-SORC-5: a hand of only Alchemy and Merlin may lead Alchemy
/// (Sorcerers do not block it); after an Alchemy lead anything may be played and nobody is
/// shamed; a Sorcerer declares only a value (its suit is Alchemy). The 7s feint and the
/// 3-Deception loses 40.
#[test]
fn tv4_alchemy_lead() {
    let mut s = setup(&QUIET4);
    s.melee = 11;
    s.hands = vec![cs("7Al M1"), cs("7Sw 1Sw"), cs("3De 2De"), cs("M2 8So")];
    let mut t = build(&s);
    assert_eq!(
        t.legal_actions(0),
        vec![A::Play(c("7Al")), A::Play(c("M1"))]
    );
    let mut ev = play(&mut t, 0, "7Al");
    assert_eq!(t.view(Viewer::Public).melee.lead_suit, Some(Suit::Alchemy));
    // Anything goes after an Alchemy lead.
    assert_eq!(
        t.legal_actions(1),
        vec![A::Play(c("1Sw")), A::Play(c("7Sw"))]
    );
    ev.extend(play(&mut t, 1, "7Sw"));
    ev.extend(play(&mut t, 2, "3De"));
    ev.extend(act(&mut t, 3, A::Play(c("M2"))));
    let decl = t.legal_actions(3);
    assert_eq!(decl.len(), 15);
    assert!(decl.iter().all(|a| matches!(
        a,
        A::Declare {
            suit: Suit::Alchemy,
            ..
        }
    )));
    ev.extend(act(
        &mut t,
        3,
        A::Declare {
            suit: Suit::Alchemy,
            value: 15,
        },
    ));
    ev.extend(decline(&mut t));
    assert!(!ev.iter().any(|e| matches!(e, Ev::Shamed { .. })));
    assert!(ev.iter().any(|e| matches!(e, Ev::Feint { value: 7, .. })));
    let (loser, cards) = melee_lost(&ev).unwrap();
    assert_eq!((loser, injury_of(&cards)), (2, 40));
}

/// T-LEAD-3, T-LEAD-4, T-LEAD-5: with Basic cards in hand, any Basic card or Sorcerer may be
/// led, never Alchemy; a refused Alchemy lead names the reason.
#[test]
fn lead_basic_or_sorcerer_but_not_alchemy_while_holding_basic() {
    let mut s = setup(&QUIET4);
    s.melee = 11;
    s.hands = vec![cs("5Sw A1"), cs("7Sw 1Sw"), cs("3De 2De"), cs("4Al 8So")];
    s.leader = Some(3);
    let t = build(&s);
    assert_eq!(t.legal_actions(3), vec![A::Play(c("8So"))]);
    assert_eq!(
        t.check(3, &A::Play(c("4Al"))),
        Err(TournamentError::AlchemyLeadWithBasic)
    );
    let mut s2 = s.clone();
    s2.leader = Some(0);
    let t = build(&s2);
    assert_eq!(
        t.legal_actions(0),
        vec![A::Play(c("5Sw")), A::Play(c("A1"))]
    );
}

/// T-LEAD-5, T-LEAD-6, T-SORC-1, T-SORC-3, T-TIME-M1: a Sorcerer lead declares any Basic suit
/// and a value 1–15, and the declared suit becomes the lead suit; the declaration is fixed
/// (no second Declare is accepted).
#[test]
fn sorcerer_lead_sets_the_lead_suit() {
    let mut t = melee12(&QUIET4, &["A1", "7De", "3Sw", "9De"]);
    act(&mut t, 0, A::Play(c("A1")));
    let decl = t.legal_actions(0);
    assert_eq!(decl.len(), 60, "4 suits × 15 values");
    assert_eq!(
        t.check(
            0,
            &A::Declare {
                suit: Suit::Alchemy,
                value: 3
            }
        ),
        Err(TournamentError::BadSuit(Suit::Alchemy))
    );
    assert_eq!(
        t.check(
            0,
            &A::Declare {
                suit: Suit::Swords,
                value: 16
            }
        ),
        Err(TournamentError::BadValue(16))
    );
    assert_eq!(
        t.check(
            0,
            &A::Declare {
                suit: Suit::Swords,
                value: 0
            }
        ),
        Err(TournamentError::BadValue(0))
    );
    act(
        &mut t,
        0,
        A::Declare {
            suit: Suit::Deception,
            value: 8,
        },
    );
    let v = t.view(Viewer::Public);
    assert_eq!(v.melee.lead_suit, Some(Suit::Deception));
    assert_eq!(v.melee.cards[0].declared, Some(8));
    assert_eq!(
        t.check(
            0,
            &A::Declare {
                suit: Suit::Swords,
                value: 1
            }
        ),
        Err(TournamentError::NotYourTurn { seat: 0, to_act: 1 })
    );
    // Seat 1 holds Deception and must follow it.
    assert_eq!(t.legal_actions(1), vec![A::Play(c("7De"))]);
}

/// T-FOLLOW-1, T-FOLLOW-5, T-TIME-M2: a seat holding the lead suit plays it or a Sorcerer,
/// never Alchemy.
#[test]
fn follow_suit_or_sorcerer() {
    let mut s = setup(&QUIET4);
    s.melee = 10;
    s.hands = vec![
        cs("5Sw 6Sw 7Sw"),
        cs("8Sw 9Al M1"),
        cs("3De 2De 1De"),
        cs("4So 8So 9So"),
    ];
    let mut t = build(&s);
    play(&mut t, 0, "5Sw");
    assert_eq!(
        t.legal_actions(1),
        vec![A::Play(c("8Sw")), A::Play(c("M1"))]
    );
    assert_eq!(
        t.check(1, &A::Play(c("9Al"))),
        Err(TournamentError::MustFollowSuit(Suit::Swords))
    );
    assert_eq!(
        t.check(1, &A::Discard(c("9Al"))),
        Err(TournamentError::CanFollow)
    );
    // A following Sorcerer must be declared in the lead suit (T-SORC-1).
    act(&mut t, 1, A::Play(c("M1")));
    assert!(t.legal_actions(1).iter().all(|a| matches!(
        a,
        A::Declare {
            suit: Suit::Swords,
            ..
        }
    )));
    assert_eq!(
        t.check(
            1,
            &A::Declare {
                suit: Suit::Sorcery,
                value: 4
            }
        ),
        Err(TournamentError::BadSuit(Suit::Sorcery))
    );
}

/// T-FOLLOW-2, T-FOLLOW-6: without the lead suit, Alchemy or a Sorcerer; Alchemy counts as the
/// lead suit at its printed value.
#[test]
fn void_follows_with_alchemy_or_sorcerer() {
    let mut s = setup(&QUIET4);
    s.melee = 11;
    s.hands = vec![cs("5Sw 6Sw"), cs("9Al A1"), cs("3De 2Sw"), cs("4So 8Sw")];
    let mut t = build(&s);
    play(&mut t, 0, "5Sw");
    assert_eq!(
        t.legal_actions(1),
        vec![A::Play(c("9Al")), A::Play(c("A1"))]
    );
    play(&mut t, 1, "9Al");
    let v = t.view(Viewer::Public);
    assert_eq!(
        (v.melee.cards[1].suit, v.melee.cards[1].final_value),
        (Suit::Swords, Some(9))
    );
}

/// T-FOLLOW-3, T-SHAME-1, T-SHAME-2, T-SHAME-3: unable to follow (no suit, Alchemy or
/// Sorcerer) a seat discards any card face up and loses exactly 5 Health at once; the card is
/// not in the melee and goes to the Discard Pile. A seat holding a Sorcerer can always follow,
/// so it is never shamed.
#[test]
fn shame_is_five_at_once() {
    let mut s = setup(&QUIET4);
    s.melee = 11;
    s.hands = vec![cs("5Sw 6Sw"), cs("3De M1"), cs("9So 2Sw"), cs("4Sw 8Sw")];
    let mut t2 = build(&s);
    play(&mut t2, 0, "5Sw");
    assert_eq!(
        t2.check(1, &A::Discard(c("3De"))),
        Err(TournamentError::CanFollow)
    );
    let mut t = melee12(&QUIET4, &["5Sw", "3De", "9So", "4Sw"]);
    play(&mut t, 0, "5Sw");
    assert_eq!(
        t.check(1, &A::Play(c("3De"))),
        Err(TournamentError::MustDiscard)
    );
    let ev = shame(&mut t, 1, "3De");
    assert!(ev.contains(&Ev::Shamed {
        seat: 1,
        card: c("3De"),
        injury: 5,
        guard: None,
        before: 400,
        after: 395,
        fallen: false
    }));
    let v = t.view(Viewer::Public);
    assert_eq!(v.seats[1].health, 395);
    assert_eq!(v.seats[1].shame_this_round, 5);
    assert_eq!(v.discard_pile, vec![c("3De")]);
    assert_eq!(v.melee.discards, vec![(1, c("3De"))]);
    assert!(v.melee.cards.iter().all(|m| m.seat != 1));
}

/// T-SHAME-2: Shame is never doubled, even by a Wrath of Heaven naming the shamed seat and
/// the discarded card's suit.
#[test]
fn shame_is_never_doubled() {
    let mut s = setup(&QUIET4);
    s.melee = 12;
    s.hands = vec![cs("5Sw"), cs("3De"), cs("9So"), cs("4Sw")];
    s.godsends = vec![vec![], vec![], vec![g(GodsendKind::WrathOfHeaven)], vec![]];
    s.declarations = vec![(
        g(GodsendKind::WrathOfHeaven),
        Declaration::Wrath {
            target: 1,
            suit: Suit::Deception,
        },
    )];
    let mut t = build(&s);
    let mut ev = play(&mut t, 0, "5Sw");
    ev.extend(shame(&mut t, 1, "3De"));
    ev.extend(shame(&mut t, 2, "9So"));
    ev.extend(play(&mut t, 3, "4Sw"));
    ev.extend(score_round(&mut t));
    assert!(ev.iter().any(|e| matches!(
        e,
        Ev::HealthUpdated {
            seat: 1,
            shame: 5,
            weapon: 0,
            after: 395,
            ..
        }
    )));
}

/// T-SHAME-4: face-down discards after a draw are not Shame: no injury, not face up.
#[test]
fn draw_discards_are_not_shame() {
    let mut s = setup(&[Tristan, Morgan, Nimue, Galahad]);
    s.start = SetupStart::RoundStart;
    s.dealer = 3;
    let all: Vec<Card> = (0..80).map(Card).collect();
    s.hands = (0..4).map(|i| all[i * 12..i * 12 + 12].to_vec()).collect();
    let mut t = build(&s);
    assert_eq!(
        t.view(Viewer::Public).pending,
        Pending::DiscardFaceDown { seat: 0, left: 2 }
    );
    let a = t.legal_actions(0)[0];
    let ev = act(&mut t, 0, a);
    assert!(!ev.iter().any(|e| matches!(e, Ev::Shamed { .. })));
    let v = t.view(Viewer::Public);
    assert_eq!(v.seats[0].health, 400);
    assert!(v.discard_pile.is_empty());
    assert_eq!(v.seats[0].face_down_discards, 1);
}

/// T-SORC-2: a Sorcerer may copy a value already in the melee (forcing a feint) or a value
/// held elsewhere.
#[test]
fn sorcerer_may_copy_a_value_to_force_a_feint() {
    let mut t = melee12(&QUIET4, &["6Sw", "A1", "10Sw", "12Sw"]);
    play(&mut t, 0, "6Sw");
    let ev = sorc(&mut t, 1, "A1", Suit::Swords, 6);
    assert!(ev.contains(&Ev::SorcererDeclared {
        seat: 1,
        card: c("A1"),
        suit: Suit::Swords,
        value: 6
    }));
    let mut ev = play(&mut t, 2, "10Sw");
    ev.extend(play(&mut t, 3, "12Sw"));
    assert!(ev.iter().any(|e| matches!(e, Ev::Feint { value: 6, .. })));
    assert_eq!(melee_lost(&ev).unwrap().0, 2);
}

/// T-SORC-4: Merlin injures 25 and the Apprentice 5 whatever was declared, and neither has a
/// suit for doubling (Day of Reckoning on every suit cannot touch them).
#[test]
fn sorcerer_injury_ignores_declaration_and_doubling() {
    let mut s = setup(&QUIET4);
    s.melee = 12;
    s.hands = vec![cs("1Sw"), cs("14Sw"), cs("13So"), cs("12So")];
    s.hits = vec![vec![], cs("M1 A1"), vec![], vec![]];
    s.godsends = vec![vec![], vec![], vec![g(GodsendKind::DayOfReckoning)], vec![]];
    s.declarations = vec![(
        g(GodsendKind::DayOfReckoning),
        Declaration::Reckoning(Suit::Swords),
    )];
    let mut t = build(&s);
    let ev = score_round(&mut t);
    let lines = lines_of(&ev, 1);
    assert_eq!(
        lines.iter().map(|l| (l.base, l.result)).collect::<Vec<_>>(),
        vec![(25, 25), (5, 5)]
    );
    assert!(lines.iter().all(|l| !l.doubled.any()));
}
