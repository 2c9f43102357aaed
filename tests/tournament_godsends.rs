//! The Godsend cards (spec §12), Will of God tokens and the Godsend phase (§7), with TV-12
//! and TV-13.

mod tournament_common;
use tournament_common::*;
use GodsendKind::*;

fn pick_all(t: &mut Tournament) -> Vec<Ev> {
    let mut ev = Vec::new();
    while let Pending::Godsend { seat, .. } = t.view(Viewer::Public).pending {
        let a = t.legal_actions(seat)[0];
        ev.extend(act(t, seat, a));
    }
    ev
}

fn taken(ev: &[Ev]) -> Vec<(Seat, PickReason)> {
    ev.iter()
        .filter_map(|e| match e {
            Ev::GodsendTaken { seat, reason, .. } => Some((*seat, *reason)),
            _ => None,
        })
        .collect()
}

/// Round 1 dealt by hand: twelve cards each from the ids in order.
fn round_start(chars: &[Character]) -> TournamentSetup {
    let mut s = setup(chars);
    s.start = SetupStart::RoundStart;
    let deck: Vec<Card> = (0..80)
        .map(Card)
        .filter(|c| chars.len() > 2 || c.suit() != Some(Suit::Arrows))
        .collect();
    s.hands = (0..chars.len())
        .map(|i| deck[i * 12..i * 12 + 12].to_vec())
        .collect();
    s
}

/// GS-01, T-TIME-S2, T-2P-2: Wrath of Heaven is declared at S2, before the first lead, naming
/// an opponent and a suit in play (never oneself; no Arrows with 2 players).
#[test]
fn wrath_is_declared_at_s2() {
    let mut s = round_start(&[Galahad, Nimue, Guinevere]);
    s.godsends = vec![vec![], vec![g(WrathOfHeaven)], vec![]];
    let mut t = build(&s);
    assert_eq!(
        t.view(Viewer::Public).pending,
        Pending::Declarations { seat: 1 }
    );
    let legal = t.legal_actions(1);
    assert_eq!(legal.len(), 2 * 5);
    assert!(!legal
        .iter()
        .any(|a| matches!(a, A::Wrath { target: 1, .. })));
    let ev = act(
        &mut t,
        1,
        A::Wrath {
            target: 2,
            suit: Suit::Alchemy,
        },
    );
    assert!(ev
        .iter()
        .any(|e| matches!(e, Ev::MeleeStarted { melee: 1, .. })));
    let v = t.view(Viewer::Public);
    assert_eq!(
        v.seats[1].godsends[0].declaration,
        Some(Declaration::Wrath {
            target: 2,
            suit: Suit::Alchemy
        })
    );

    let mut s = round_start(&[Galahad, Nimue]);
    s.godsends = vec![vec![], vec![g(WrathOfHeaven)]];
    let t = build(&s);
    assert!(!t.legal_actions(1).iter().any(|a| matches!(
        a,
        A::Wrath {
            suit: Suit::Arrows,
            ..
        }
    )));
    assert_eq!(
        t.check(
            1,
            &A::Wrath {
                target: 0,
                suit: Suit::Arrows
            }
        ),
        Err(TournamentError::BadSuit(Suit::Arrows))
    );
}

/// GS-01 scoring, GS-02, T-DOUBLE-1: Wrath doubles one suit in one opponent's pile; Day of
/// Reckoning doubles a Basic suit in every opponent's pile but not the holder's.
#[test]
fn wrath_and_reckoning_double() {
    let mut s = setup(&[Galahad, Nimue, Guinevere, Tristan]);
    s.hits = vec![vec![], cs("3So 4Al"), cs("5So"), cs("6So 7Al")];
    s.godsends = vec![
        vec![],
        vec![],
        vec![],
        vec![g(WrathOfHeaven), g(DayOfReckoning)],
    ];
    s.declarations = vec![
        (
            g(WrathOfHeaven),
            Declaration::Wrath {
                target: 1,
                suit: Suit::Alchemy,
            },
        ),
        (g(DayOfReckoning), Declaration::Reckoning(Suit::Sorcery)),
    ];
    let (_, ev) = scored(&mut s);
    // 3-Sorcery (P) 10 × 2 by Reckoning; 4-Alchemy 5 × 2 by Wrath.
    assert_eq!(
        lines_of(&ev, 1)
            .iter()
            .map(|l| l.result)
            .collect::<Vec<_>>(),
        vec![20, 10]
    );
    assert_eq!(
        lines_of(&ev, 2)[0].result,
        20,
        "5-Sorcery is poisoned: 10 × 2"
    );
    assert_eq!(
        lines_of(&ev, 3)
            .iter()
            .map(|l| l.result)
            .collect::<Vec<_>>(),
        vec![5, 5],
        "not the holder's own pile"
    );
}

/// GS-03, GS-04, GS-05: Divine Shield zeroes the named suit in one's own pile; Antidote makes
/// Poisoned cards 5; Armour of Faith takes 20 off, never below 0 (T-INJ-2).
#[test]
fn shield_antidote_armour() {
    let mut s = setup(&[Galahad, Nimue, Guinevere, Tristan]);
    s.hits = vec![vec![], cs("3So 4So 4Al"), cs("5So 9De"), cs("6So 7So")];
    s.godsends = vec![
        vec![],
        vec![g(DivineShield)],
        vec![g(Antidote)],
        vec![g(ArmourOfFaith)],
    ];
    s.declarations = vec![(g(DivineShield), Declaration::Shield(Suit::Sorcery))];
    let (_, ev) = scored(&mut s);
    let shielded = lines_of(&ev, 1);
    assert_eq!(
        shielded
            .iter()
            .map(|l| (l.result, l.prevented))
            .collect::<Vec<_>>(),
        vec![
            (0, Some(Prevention::DivineShield)),
            (0, Some(Prevention::DivineShield)),
            (5, None)
        ]
    );
    let antidote = lines_of(&ev, 2);
    assert_eq!(
        antidote
            .iter()
            .map(|l| (l.after_replacement, l.replaced))
            .collect::<Vec<_>>(),
        vec![(5, Some(Replacement::Antidote)), (5, None)]
    );
    assert!(ev.contains(&Ev::WeaponInjury {
        seat: 3,
        cards_total: 10,
        armour: 1,
        injury: 0
    }));
}

/// GS-06, GS-07, T-GODSEND-11: two Holy Waters heal 40; a Relic prevents Shame and makes
/// Merlin 5.
#[test]
fn holy_water_and_relic() {
    let mut s = setup(&[Tristan, Nimue, Guinevere]);
    s.dealer = 2;
    s.melee = 12;
    s.health = vec![300, 300, 300];
    s.hands = vec![cs("5Sw"), cs("3De"), cs("7De")];
    s.hits = vec![vec![], vec![], cs("M1")];
    s.godsends = vec![
        vec![gn(HolyWater, 0), gn(HolyWater, 1)],
        vec![],
        vec![g(RelicOfTheSaints)],
    ];
    let mut t = build(&s);
    let mut ev = play(&mut t, 0, "5Sw");
    ev.extend(shame(&mut t, 1, "3De"));
    ev.extend(shame(&mut t, 2, "7De"));
    assert!(ev.iter().any(|e| matches!(
        e,
        Ev::Shamed {
            seat: 2,
            injury: 0,
            ..
        }
    )));
    ev.extend(score_round(&mut t));
    assert!(
        ev.iter().any(|e| matches!(
            e,
            Ev::HealthUpdated {
                seat: 0,
                after: 335,
                ..
            }
        )),
        "300 − 5 + 40"
    );
    let merlin = lines_of(&ev, 2)[0];
    assert_eq!(
        (merlin.replaced, merlin.result),
        (Some(Replacement::Relic), 5)
    );
}

/// GS-08: each Guardian Angel escapes once per round.
#[test]
fn guardian_angel_once() {
    let mut s = setup(&[Tristan, Nimue]);
    s.dealer = 1;
    s.melee = 11;
    s.hands = vec![cs("1Sw 3Sw"), cs("10Sw 12Sw")];
    s.godsends = vec![vec![g(GuardianAngel)], vec![]];
    let mut t = build(&s);
    play(&mut t, 0, "1Sw");
    act(&mut t, 1, A::Play(c("10Sw")));
    let ev = act(&mut t, 0, A::Escape(EscapeKind::GuardianAngel));
    assert_eq!(melee_lost(&ev).unwrap().0, 1);
    play(&mut t, 1, "12Sw");
    let ev = act(&mut t, 0, A::Play(c("3Sw")));
    assert_eq!(melee_lost(&ev).unwrap().0, 0, "no second escape");
}

/// GS-09, T-GODSEND-11: a Blessed Blade adds +4 to a card as it is played, twice a round.
#[test]
fn blessed_blade_twice() {
    let mut s = setup(&[Tristan, Nimue]);
    s.dealer = 1;
    s.melee = 10;
    s.hands = vec![cs("1Sw 3Sw 4Sw"), cs("10Sw 12Sw 13Sw")];
    s.godsends = vec![vec![g(BlessedBlade)], vec![]];
    let mut t = build(&s);
    for card in ["1Sw", "3Sw"] {
        act(&mut t, 0, A::Play(c(card)));
        act(
            &mut t,
            0,
            A::Boost(Boosts {
                blade: true,
                ..Boosts::default()
            }),
        );
        let v = t.view(Viewer::Public);
        assert_eq!(
            v.melee.cards.last().unwrap().final_value,
            c(card).printed_value().map(|x| x + 4)
        );
        let s1 = seat_to_act(&t);
        let a = t.legal_actions(s1)[0];
        act(&mut t, s1, a);
        no_boost(&mut t, s1);
        while seat_to_act(&t) != 0 {
            let s = seat_to_act(&t);
            let a = t.legal_actions(s)[0];
            act(&mut t, s, a);
        }
    }
    assert_eq!(t.view(Viewer::Public).seats[0].powers.blessed_blade_left, 0);
    act(&mut t, 0, A::Play(c("4Sw")));
    assert!(!matches!(
        t.view(Viewer::Public).pending,
        Pending::Modifiers { .. }
    ));
}

/// GS-11, T-WOG-1, T-WOG-2, T-TIME-M5: Intervention flips any face-up card after the feint
/// check, even in a melee its holder sat out; the token moves onto that card and returns to
/// the supply at E6.
#[test]
fn intervention_flips_a_card() {
    let mut s = setup(&[Tristan, Nimue, Galahad]);
    s.dealer = 2;
    s.melee = 12;
    s.hands = vec![cs("1Sw"), cs("3De"), cs("9Sw")];
    s.godsends = vec![vec![], vec![g(Intervention)], vec![]];
    let mut t = build(&s);
    assert!(matches!(
        t.view(Viewer::Public).will_of_god[0],
        camelot_table::engine::tournament::view::WogToken::Ready { holder: 1 }
    ));
    play(&mut t, 0, "1Sw");
    shame(&mut t, 1, "3De");
    act(&mut t, 2, A::Play(c("9Sw")));
    assert_eq!(
        t.view(Viewer::Public).pending,
        Pending::Intervention { seat: 1 }
    );
    assert_eq!(
        t.legal_actions(1),
        vec![A::Intervene(c("1Sw")), A::Intervene(c("9Sw")), A::Pass]
    );
    let mut ev = act(&mut t, 1, A::Intervene(c("1Sw")));
    assert_eq!(melee_lost(&ev).unwrap().0, 2);
    let v = t.view(Viewer::Public);
    assert_eq!(v.last_melee.unwrap().result.intervened, Some(c("1Sw")));
    ev.extend(finish_round(&mut t));
    assert!(ev.iter().any(|e| matches!(e, Ev::GodsendsDiscarded { .. })));
    assert!(matches!(
        t.view(Viewer::Public).will_of_god[0],
        camelot_table::engine::tournament::view::WogToken::Supply
    ));
}

/// GS-12, T-GUIN-2: Mercy — the final loser takes the cards as usual, but they and the carry
/// cause no injury and cannot be moved.
#[test]
fn mercy_spares_the_cards() {
    let mut s = setup(&[Guinevere, Nimue, Galahad]);
    s.dealer = 2;
    s.melee = 12;
    s.hands = vec![cs("1Sw"), cs("9Sw"), cs("5Sw")];
    s.carry = cs("M1 2Sw");
    s.godsends = vec![vec![g(Mercy)], vec![], vec![]];
    let mut t = build(&s);
    play(&mut t, 0, "1Sw");
    play(&mut t, 1, "9Sw");
    act(&mut t, 2, A::Play(c("5Sw")));
    assert_eq!(t.view(Viewer::Public).pending, Pending::Mercy { seat: 0 });
    // Melee 12 ends and the round is scored in the same step: Guinevere is not asked to move
    // anything, because every card of her pile is under Mercy.
    let ev = act(&mut t, 0, A::Mercy);
    assert!(ev
        .iter()
        .any(|e| matches!(e, Ev::MercyShown { seat: 0, cards } if cards.len() == 5)));
    assert!(
        !ev.iter().any(|e| matches!(e, Ev::Transferred { .. })),
        "Mercy cards cannot be moved"
    );
    assert_eq!(weapon_injury(&ev, 0), 0);
    let lines = lines_of(&ev, 0);
    assert!(
        lines.iter().all(|l| l.prevented == Some(Prevention::Mercy)),
        "{lines:?}"
    );
}

/// GS-13, T-TIME-E2: Judgement moves one card of any kind to any opponent at E2.
#[test]
fn judgement_moves_a_card() {
    let mut s = setup(&[Tristan, Nimue, Galahad]);
    s.dealer = 2;
    s.health = vec![400, 100, 300];
    s.hits = vec![vec![], vec![], cs("M2")];
    s.godsends = vec![vec![], vec![], vec![g(Judgement)]];
    s.melee = 12;
    s.leader = Some(0);
    s.hands = vec![cs("1Sw"), cs("10Sw"), cs("11Sw")];
    let mut t = build(&s);
    run_until(&mut t, |t| {
        matches!(t.view(Viewer::Public).pending, Pending::Transfers { .. })
    });
    assert_eq!(seat_to_act(&t), 2);
    assert!(
        t.legal_actions(2).contains(&A::Judgement {
            card: c("M2"),
            to: 1
        }),
        "any opponent, even a weaker one"
    );
    let mut ev = act(
        &mut t,
        2,
        A::Judgement {
            card: c("M2"),
            to: 1,
        },
    );
    ev.extend(score_round(&mut t));
    assert_eq!(weapon_injury(&ev, 2), 0);
    assert_eq!(
        lines_of(&ev, 1)[0].result,
        0,
        "Nimue's Merlin's Bane applies to the moved card"
    );
}

/// TV-12, T-GODSEND-2, T-GODSEND-6, T-GODSEND-7, T-TIME-E10: four players after round 2 at
/// 400 / 300 / 290 / 180: the chart gives 2 (D, C); extras at 100 behind go to D, C, B; at 200
/// to D. Totals D 3, C 2, B 1, A 0.
#[test]
fn tv12_godsend_extras() {
    let mut s = setup(&[Tristan, Morgan, Nimue, Guinevere]);
    s.round = 2;
    s.dealer = 3;
    s.melee = 12;
    s.leader = Some(3);
    s.health = vec![400, 300, 290, 200];
    s.hands = vec![cs("10Sw"), cs("11Sw"), cs("12Sw"), cs("1Sw")];
    let mut t = build(&s);
    let mut ev = score_round(&mut t);
    assert_eq!(
        (health(&t, 0), health(&t, 1), health(&t, 2), health(&t, 3)),
        (400, 300, 290, 180)
    );
    assert!(ev.contains(&Ev::GodsendPhase {
        chart: 2,
        recipients: 2,
        healthiest: 400
    }));
    assert_eq!(t.view(Viewer::Public).godsend_face_up.len(), 2);
    ev.extend(pick_all(&mut t));
    use PickReason::*;
    assert_eq!(
        taken(&ev),
        vec![
            (3, Chart),
            (2, Chart),
            (3, Behind100),
            (2, Behind100),
            (1, Behind100),
            (3, Behind200)
        ]
    );
}

/// TV-13, T-GODSEND-4, T-GODSEND-5, T-DEALER-3: five players after round 1 at
/// 400 / 400 / 370 / 340 / 340, previous dealer seat 0: both 400s are excluded, the chart
/// gives 2 — seat 3, then seat 4 — and nobody is 100 behind.
#[test]
fn tv13_godsend_chart_five_players() {
    let mut s = setup(&[Tristan, Morgan, Nimue, Guinevere, Galahad]);
    s.dealer = 0;
    s.melee = 12;
    s.leader = Some(2);
    s.health = vec![400, 400, 370, 340, 325];
    // Nimue loses melee 12 with Sorcerers only: no injury for her (T-NIM-1); Galahad heals 15.
    s.hands = vec![cs("M1"), cs("M2"), cs("A1"), cs("M3"), cs("A2")];
    let mut t = build(&s);
    act(&mut t, 2, A::Play(c("A1")));
    act(
        &mut t,
        2,
        A::Declare {
            suit: Suit::Swords,
            value: 1,
        },
    );
    for (seat, card, v) in [(3, "M3", 12), (4, "A2", 13), (0, "M1", 14), (1, "M2", 15)] {
        act(&mut t, seat, A::Play(c(card)));
        act(
            &mut t,
            seat,
            A::Declare {
                suit: Suit::Swords,
                value: v,
            },
        );
    }
    let mut ev = score_round(&mut t);
    assert_eq!(
        (0..5).map(|s| health(&t, s)).collect::<Vec<_>>(),
        vec![400, 400, 370, 340, 340]
    );
    ev.extend(pick_all(&mut t));
    assert_eq!(
        taken(&ev),
        vec![(3, PickReason::Chart), (4, PickReason::Chart)]
    );
}

/// T-GODSEND-1, T-GODSEND-3, T-GODSEND-9, T-COMP-5: two players use the 3–4 chart (round 1: one
/// card, to the trailing player); a Godsend is public, works for the next round and is
/// discarded at its E6.
#[test]
fn two_player_chart_and_one_round_life() {
    let mut s = setup(&[Tristan, Nimue]);
    s.dealer = 1;
    s.melee = 12;
    s.hands = vec![cs("1Sw"), cs("10Sw")];
    let mut t = build(&s);
    let mut ev = score_round(&mut t);
    assert!(ev.contains(&Ev::GodsendPhase {
        chart: 1,
        recipients: 1,
        healthiest: 400
    }));
    ev.extend(pick_all(&mut t));
    assert_eq!(taken(&ev), vec![(0, PickReason::Chart)]);
    let v = t.view(Viewer::Seat(1));
    assert_eq!(v.seats[0].godsends.len(), 1, "visible to the opponent");
    assert_eq!(v.godsend_face_up.len(), 0);
    assert_eq!(
        v.godsend_discard.len(),
        2,
        "the taken card was replaced, so two are left over"
    );
    let held = v.seats[0].godsends[0].godsend;
    // Round 2 plays out; the card is discarded at its E6.
    let ev = run_until(&mut t, |t| {
        t.view(Viewer::Public).round == 3
            || matches!(t.view(Viewer::Public).pending, Pending::Godsend { .. })
    });
    assert!(ev
        .iter()
        .any(|e| matches!(e, Ev::GodsendsDiscarded { cards } if cards.iter().any(|g| g == held))));
}

/// T-GODSEND-4: when everyone is tied the phase is skipped; T-GODSEND-5: K is capped by the
/// number of non-healthiest players (round 4 with 3 players: 2 recipients).
#[test]
fn skipped_when_tied_and_capped_at_non_healthiest() {
    let mut s = setup(&[Nimue, Tristan, Galahad]);
    s.dealer = 2;
    s.melee = 12;
    s.leader = Some(0);
    s.health = vec![400, 400, 385];
    s.hands = vec![cs("M1"), cs("M2"), cs("M3")];
    let mut t = build(&s);
    act(&mut t, 0, A::Play(c("M1")));
    act(
        &mut t,
        0,
        A::Declare {
            suit: Suit::Swords,
            value: 1,
        },
    );
    act(&mut t, 1, A::Play(c("M2")));
    act(
        &mut t,
        1,
        A::Declare {
            suit: Suit::Swords,
            value: 2,
        },
    );
    act(&mut t, 2, A::Play(c("M3")));
    let ev = act(
        &mut t,
        2,
        A::Declare {
            suit: Suit::Swords,
            value: 3,
        },
    );
    assert!(
        ev.contains(&Ev::GodsendPhaseSkipped),
        "400 / 400 / 400 after Galahad's 15"
    );

    let mut s = setup(&[Tristan, Nimue, Guinevere]);
    s.round = 4;
    s.health = vec![400, 300, 350];
    let (_, ev) = scored(&mut s);
    assert!(ev.iter().any(|e| matches!(
        e,
        Ev::GodsendPhase {
            chart: 4,
            recipients: 2,
            ..
        }
    )));
}

/// T-GODSEND-6, T-GODSEND-10: a taken face-up card is replaced at once; an empty deck is
/// rebuilt from the Godsend discard pile.
#[test]
fn replacement_and_reshuffle() {
    let mut s = setup(&[Tristan, Nimue, Guinevere, Galahad]);
    s.round = 3;
    s.health = vec![395, 100, 350, 90];
    s.godsend_deck = Some(vec![Godsend(0), Godsend(1), Godsend(2)]);
    let (mut t, _) = scored(&mut s);
    let v = t.view(Viewer::Public);
    assert_eq!((v.godsend_face_up.len(), v.godsend_deck), (2, 1));
    let seat = seat_to_act(&t);
    let first = v.godsend_face_up[0];
    let ev = act(&mut t, seat, A::TakeGodsend(first));
    assert!(
        ev.iter().any(|e| matches!(e, Ev::GodsendRevealed { .. })),
        "replaced at once"
    );
    assert_eq!(t.view(Viewer::Public).godsend_deck, 0);
    let seat = seat_to_act(&t);
    let ev = act(&mut t, seat, A::DrawGodsend);
    assert!(ev
        .iter()
        .any(|e| matches!(e, Ev::GodsendDeckReshuffled { cards: 21 })));
}

/// T-GODSEND-8, T-FISH-1: with the Fisher King, Percival gets one more card after everyone
/// else's extras in any phase where he received one.
#[test]
fn fisher_king_bonus_comes_last() {
    let mut s = setup(&[Tristan, Percival, Nimue, Galahad]);
    s.round = 2;
    s.unlocked = vec![false, true, false, false];
    s.health = vec![390, 250, 280, 400];
    let (mut t, mut ev) = scored(&mut s);
    ev.extend(pick_all(&mut t));
    use PickReason::*;
    assert_eq!(
        taken(&ev),
        vec![
            (1, Chart),
            (2, Chart),
            (1, Behind100),
            (2, Behind100),
            (1, FisherKing)
        ]
    );
}

/// T-GODSEND-11, T-DOUBLE-2: two Wraths on the same suit still double only once.
#[test]
fn copies_add_up_but_doubling_stays_at_two() {
    let mut s = setup(&[Galahad, Nimue, Guinevere, Tristan]);
    s.hits = vec![vec![], cs("4So"), vec![], vec![]];
    s.godsends = vec![
        vec![],
        vec![],
        vec![gn(WrathOfHeaven, 0)],
        vec![gn(WrathOfHeaven, 1)],
    ];
    s.declarations = vec![
        (
            gn(WrathOfHeaven, 0),
            Declaration::Wrath {
                target: 1,
                suit: Suit::Sorcery,
            },
        ),
        (
            gn(WrathOfHeaven, 1),
            Declaration::Wrath {
                target: 1,
                suit: Suit::Sorcery,
            },
        ),
    ];
    let (_, ev) = scored(&mut s);
    let line = lines_of(&ev, 1)[0];
    assert_eq!((line.doubled.wrath, line.result), (2, 10));
}
