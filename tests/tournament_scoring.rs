//! End of round: the injury pipeline, healing, Health, thresholds, dealer and the end of the
//! game (spec §5 E1–E9, §6, §8), with TV-5, TV-11 and TV-14.

mod tournament_common;
use tournament_common::*;
use GodsendKind::*;

/// TV-5, T-DOUBLE-2, T-DOUBLE-3, T-INJ-1: Y's pile 12-Deception (P), 3-Deception, Merlin,
/// 5-Swords under Mordred and a Wrath naming (Y, Deception): 20 + 10 + 25 + 5 = 60 — ×2, never
/// ×4; Merlin is never doubled.
#[test]
fn tv5_doubling_cap() {
    let mut s = setup(&[Galahad, Nimue, Morgan, Guinevere]);
    s.characters = vec![Galahad, Guinevere, Morgan, Tristan];
    s.unlocked = vec![false, false, true, false];
    s.hits = vec![vec![], cs("12De 3De M1 5Sw"), vec![], vec![]];
    s.godsends = vec![vec![], vec![], vec![], vec![g(WrathOfHeaven)]];
    s.declarations = vec![(
        g(WrathOfHeaven),
        Declaration::Wrath {
            target: 1,
            suit: Suit::Deception,
        },
    )];
    let (_, ev) = scored(&mut s);
    let lines = lines_of(&ev, 1);
    let top = lines.iter().find(|l| l.card == c("12De")).unwrap();
    assert!(top.doubled.mordred && top.doubled.wrath == 1 && top.result == 20);
    assert_eq!(weapon_injury(&ev, 1), 60);
}

/// T-INJ-1 (order), T-DOUBLE-4, T-INJ-2, T-INJ-3, T-INJ-4: replacement before doubling,
/// doubling before prevention and the cap; weapon injury is the sum less Armour; the round
/// injury adds Shame; every amount is a multiple of 5.
#[test]
fn pipeline_order_and_round_injury() {
    let mut s = setup(&[Tristan, Gawain, Nimue, Galahad]);
    s.unlocked = vec![true, true, false, false];
    // Tristan (Isolde) with 9-Deception (P) under a Wrath on Deception: 5 × 2 = 10.
    s.hits = vec![vec![], cs("M1 13Sw"), cs("M2 8So"), vec![]];
    s.hits[0] = cs("8De");
    s.godsends = vec![
        vec![],
        vec![g(ArmourOfFaith)],
        vec![g(WrathOfHeaven)],
        vec![],
    ];
    s.declarations = vec![(
        g(WrathOfHeaven),
        Declaration::Wrath {
            target: 0,
            suit: Suit::Deception,
        },
    )];
    s.shame = vec![0, 5, 0, 0];
    s.health = vec![400, 395, 400, 400];
    let (t, ev) = scored(&mut s);
    let tris = lines_of(&ev, 0);
    let pois = tris.iter().find(|l| l.card == c("8De")).unwrap();
    assert_eq!(
        (
            pois.base,
            pois.after_replacement,
            pois.after_doubling,
            pois.result
        ),
        (10, 5, 10, 10)
    );
    // Gawain: Merlin 25 capped to 10 (after doubling: nothing doubles it), 13-Swords (P) 10;
    // Armour −20: 0.
    assert!(ev.contains(&Ev::WeaponInjury {
        seat: 1,
        cards_total: 20,
        armour: 1,
        injury: 0
    }));
    // Nimue: Merlin prevented (0), 8-Sorcery 5.
    assert_eq!(weapon_injury(&ev, 2), 5);
    for line in ev.iter().filter_map(|e| {
        if let Ev::CardInjury { line, .. } = e {
            Some(line)
        } else {
            None
        }
    }) {
        assert_eq!(line.result % 5, 0);
    }
    let summary = t.view(Viewer::Public).last_round.unwrap();
    assert_eq!(summary.seats[1].shame, 5);
    assert_eq!(summary.seats[1].after, 395);
}

/// T-DOUBLE-1, T-MORD-1: Mordred doubles Deception in every opponent's pile.
#[test]
fn mordred_doubles_opponents_deception() {
    let mut s = setup(&[Galahad, Nimue, Morgan, Guinevere]);
    s.unlocked = vec![false, false, true, false];
    s.hits = vec![vec![], cs("3De"), cs("4De"), cs("5De")];
    let (_, ev) = scored(&mut s);
    assert_eq!(lines_of(&ev, 1)[0].result, 10);
    assert_eq!(lines_of(&ev, 2)[0].result, 5);
    assert_eq!(lines_of(&ev, 3)[0].result, 10);
}

/// T-HEAL-1, T-HEAL-3, T-HEALTH-1, T-HEALTH-2, T-TIME-E4, T-TIME-E5: Health can go up but never
/// above 400; it never goes below ZERO; injury and healing are applied together at E5.
#[test]
fn health_is_clamped() {
    let mut s = setup(&[Tristan, Galahad, Guinevere]);
    s.unlocked = vec![false, true, false];
    s.health = vec![400, 390, 20];
    s.hits = vec![vec![], vec![], cs("M3 13De")];
    s.godsends = vec![vec![], vec![], vec![g(HolyWater)]];
    let (t, ev) = scored(&mut s);
    assert_eq!(health(&t, 1), 400, "390 + 40 capped at 400");
    assert!(
        ev.iter().any(|e| matches!(
            e,
            Ev::HealthUpdated {
                seat: 2,
                before: 20,
                weapon: 30,
                after: 10,
                ..
            }
        )),
        "20 − 30 + 20"
    );
}

/// T-HEAL-4, T-END-2, TV-14: a player at 5 shamed in melee 4 drops to 0 at once and is Fallen;
/// play continues to the end of the round, which is scored; healing does not apply; the game
/// ends at E7 with no threshold check, dealer change or Godsend phase (T-END-3).
#[test]
fn tv14_fallen_by_shame() {
    let mut s = setup(&[Tristan, Nimue, Guinevere]);
    s.dealer = 2;
    s.melee = 4;
    s.health = vec![300, 5, 300];
    s.godsends = vec![vec![], vec![g(HolyWater)], vec![]];
    s.hands = vec![
        cs("1Sw 3Sw 4Sw 5Sw 7Sw 8Sw 10Sw 11Sw 12Sw"),
        cs("1De 3De 4De 5De 6De 7De 9De 10De 11De"),
        cs("1So 2So 3So 4So 5So 6So 7So 8So 9So"),
    ];
    let mut t = build(&s);
    play(&mut t, 0, "1Sw");
    let ev = shame(&mut t, 1, "1De");
    assert!(ev.contains(&Ev::Shamed {
        seat: 1,
        card: c("1De"),
        injury: 5,
        guard: None,
        before: 5,
        after: 0,
        fallen: true
    }));
    assert!(t.view(Viewer::Public).seats[1].fallen);
    assert!(!t.is_over(), "play goes on");
    let ev = run_until(&mut t, |_| false);
    let plays_after = ev
        .iter()
        .filter(|e| matches!(e, Ev::Played { seat: 1, .. } | Ev::Shamed { seat: 1, .. }))
        .count();
    assert!(plays_after >= 8, "the Fallen seat keeps playing");
    assert!(ev.iter().any(|e| matches!(e, Ev::HealthUpdated { seat: 1, after: 0, healing, .. } if healing.blocked_by_fallen && healing.holy_water == 20)));
    assert!(t.is_over());
    assert!(!ev.iter().any(|e| matches!(
        e,
        Ev::DealerChosen { .. } | Ev::GodsendPhase { .. } | Ev::CompanionUnlocked { .. }
    )));
    let out = t.outcome().unwrap();
    assert_eq!(out.label, "most-health");
    assert!(!out.winners.contains(&1));
}

/// T-THRESH-1, T-THRESH-2, T-THRESH-3, T-THRESH-4, T-THRESH-6, T-TIME-E8: a companion unlocks at
/// E8 when Health is at or below its threshold (150 counts), is usable from the next round, and
/// stays even if Health rises; a mid-round Shame below the threshold does not unlock it.
#[test]
fn thresholds() {
    let mut s = setup(&[Guinevere, Galahad, Nimue]);
    s.dealer = 2;
    s.melee = 12;
    s.health = vec![155, 400, 400];
    s.hands = vec![cs("3De"), cs("10Sw"), cs("11Sw")];
    s.leader = Some(1);
    let mut t = build(&s);
    play(&mut t, 1, "10Sw");
    play(&mut t, 2, "11Sw");
    let ev = shame(&mut t, 0, "3De");
    assert!(ev.iter().any(|e| matches!(
        e,
        Ev::Shamed {
            seat: 0,
            after: 150,
            ..
        }
    )));
    assert!(ev.contains(&Ev::CompanionUnlocked {
        seat: 0,
        character: Guinevere,
        health: 150,
        threshold: 150
    }));
    assert!(t.view(Viewer::Public).seats[0].companion_unlocked);

    // T-THRESH-6: a Shame down to 150 in melee 11 unlocks nothing before E8.
    let mut s = setup(&[Guinevere, Galahad, Nimue]);
    s.dealer = 2;
    s.melee = 11;
    s.health = vec![155, 400, 400];
    s.hands = vec![cs("3De 4De"), cs("10Sw 12Sw"), cs("11Sw 13Sw")];
    s.leader = Some(1);
    let mut t = build(&s);
    play(&mut t, 1, "10Sw");
    play(&mut t, 2, "11Sw");
    shame(&mut t, 0, "3De");
    assert_eq!(health(&t, 0), 150);
    assert!(
        !t.view(Viewer::Public).seats[0].companion_unlocked,
        "not before E8"
    );

    // Stays unlocked when Health rises (Holy Water), and the healthiest may use it.
    let mut s = setup(&[Guinevere, Galahad]);
    s.unlocked = vec![true, false];
    s.health = vec![390, 380];
    s.godsends = vec![vec![gn(HolyWater, 0)], vec![]];
    let (t, _) = scored(&mut s);
    assert!(health(&t, 0) > 150);
    assert!(t.view(Viewer::Public).seats[0].companion_unlocked);
    assert_eq!(
        t.view(Viewer::Public).seats[0].powers.lancelot_ready,
        Some(true)
    );
}

/// T-DEALER-1, T-DEALER-2, TV-11, T-TIME-E9: the most injured deals; ties go to the smallest
/// clockwise distance from the previous dealer (who counts as 0) — seats 1 and 4 tied after a
/// round dealt by seat 3: seat 4 deals and picks before seat 1; if seat 3 is tied, seat 3 deals.
#[test]
fn tv11_dealer_tie_break() {
    let base = || {
        let mut s = setup(&[Tristan, Morgan, Nimue, Guinevere, Arthur]);
        s.dealer = 3;
        s.melee = 12;
        s.leader = Some(4);
        s.hands = vec![cs("1Sw"), cs("10Sw"), cs("11Sw"), cs("12Sw"), cs("14Sw")];
        s
    };
    let mut s = base();
    s.health = vec![400, 300, 380, 390, 300];
    let mut t = build(&s);
    let mut ev = score_round(&mut t);
    assert!(ev.iter().any(|e| matches!(e, Ev::DealerChosen { seat: 4, previous: 3, health: 300, distance: 1, tied } if tied.contains(1) && tied.contains(4))));
    while let Pending::Godsend { seat, .. } = t.view(Viewer::Public).pending {
        let a = t.legal_actions(seat)[0];
        ev.extend(act(&mut t, seat, a));
    }
    let order: Vec<Seat> = ev
        .iter()
        .filter_map(|e| {
            if let Ev::GodsendTaken { seat, .. } = e {
                Some(*seat)
            } else {
                None
            }
        })
        .collect();
    assert_eq!(&order[..2], &[4, 1]);
    assert_eq!(t.view(Viewer::Public).dealer, 4);
    assert_eq!(t.view(Viewer::Public).first_leader, 0);

    let mut s = base();
    s.health = vec![400, 300, 380, 300, 300];
    let mut t = build(&s);
    let ev = score_round(&mut t);
    assert!(ev.iter().any(|e| matches!(
        e,
        Ev::DealerChosen {
            seat: 3,
            distance: 0,
            ..
        }
    )));
}

/// T-CONV-7: "most injured" is lowest Health, not most injury this round.
#[test]
fn most_injured_means_lowest_health() {
    let mut s = setup(&[Tristan, Nimue, Guinevere]);
    s.health = vec![400, 200, 300];
    s.hits = vec![vec![], vec![], cs("M1")];
    let (_, ev) = scored(&mut s);
    assert!(
        ev.iter().any(|e| matches!(
            e,
            Ev::DealerChosen {
                seat: 1,
                health: 200,
                ..
            }
        )),
        "seat 2 took more injury but has more Health"
    );
}

/// T-END-1, T-END-4, T-OBJ-1, T-TIME-E7: the game ends when someone is at ZERO after scoring;
/// most Health wins; ties go to (a) less round injury in the final round, then (b) fewer
/// Godsends received, then (c) a shared win.
#[test]
fn end_and_tie_breaks() {
    let end = |health: Vec<u16>, hits1: &str, received: Vec<u8>| {
        let mut s = setup(&[Tristan, Nimue, Guinevere]);
        s.health = health;
        s.hits = vec![vec![], cs(hits1), vec![]];
        s.godsends_received = received;
        // Round 2: a seat can have received Godsends only after a Godsend phase.
        s.round = 2;
        s.melee = 12;
        s.leader = Some(0);
        s.hands = vec![cs("1Sw"), cs("10Sw"), cs("11Sw")];
        s.hits[0] = cs("M1 M2 M3");
        let mut t = build(&s);
        run_until(&mut t, |_| false);
        t
    };
    // (a) equal Health, seat 2 took less this round.
    let t = end(vec![50, 300, 290], "8De", vec![0, 0, 0]);
    assert!(t.is_over());
    assert_eq!(health(&t, 0), 0);
    assert_eq!((health(&t, 1), health(&t, 2)), (290, 290));
    assert_eq!(t.outcome().unwrap().winners, vec![2]);
    // (b) equal Health and round injury: fewer Godsends received wins.
    let t = end(vec![50, 290, 290], "", vec![0, 2, 1]);
    assert_eq!(t.outcome().unwrap().winners, vec![2]);
    // (c) still equal: shared.
    let t = end(vec![50, 290, 290], "", vec![0, 1, 1]);
    assert_eq!(t.outcome().unwrap().winners, vec![1, 2]);
    let ranking = t.view(Viewer::Public).ranking.unwrap();
    assert_eq!(
        ranking.iter().map(|r| (r.seat, r.rank)).collect::<Vec<_>>(),
        vec![(1, 1), (2, 1), (0, 3)]
    );
}

/// T-TIME-E3, T-TIME-E6, T-COMP-5: injury for every player at E3; at E6 the round's Godsends go
/// to the Godsend discard pile.
#[test]
fn e3_for_everyone_and_e6_discards_godsends() {
    let mut s = setup(&[Tristan, Nimue, Guinevere]);
    s.godsends = vec![vec![g(Antidote)], vec![g(HolyWater)], vec![]];
    let (t, ev) = scored(&mut s);
    for seat in 0..3 {
        assert!(ev
            .iter()
            .any(|e| matches!(e, Ev::WeaponInjury { seat: s, .. } if *s == seat)));
    }
    assert!(ev
        .iter()
        .any(|e| matches!(e, Ev::GodsendsDiscarded { cards } if cards.iter().count() == 2)));
    assert!(t
        .view(Viewer::Public)
        .seats
        .iter()
        .all(|s| s.godsends.is_empty()));
}
