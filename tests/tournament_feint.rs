//! Feints, resolution and carried cards (spec §4.5–§4.6), with TV-3.

mod tournament_common;
use tournament_common::*;

const QUIET4: [Character; 4] = [Tristan, Guinevere, Nimue, Galahad];

/// TV-3, T-MELEE-3, T-LEAD-2, T-MELEE-2: two players, melee 5: 7-Deception and an
/// Apprentice declared 7 Deception feint, nobody loses, a carry of 10 is set aside and the same
/// leader leads melee 6; 13-Swords (P) against 3-Swords: the 3-Swords player takes 10 + 5 + 10
/// = 25.
#[test]
fn tv3_all_face_down_carries() {
    let mut s = setup(&[Tristan, Galahad]);
    s.dealer = 1;
    s.melee = 5;
    s.hands = vec![
        cs("7De 13Sw 1So 2So 3So 4So 5So 6So"),
        cs("A1 3Sw 8So 9So 10So 11So 12So 13So"),
    ];
    let mut t = build(&s);
    let mut ev = play(&mut t, 0, "7De");
    ev.extend(sorc(&mut t, 1, "A1", Suit::Deception, 7));
    let carried = ev.iter().find_map(|e| match e {
        Ev::Carried {
            melee: 5,
            carry,
            leader,
            ..
        } => Some((*carry, *leader)),
        _ => None,
    });
    let (carry, leader) = carried.expect("the melee is carried");
    assert_eq!(leader, 0);
    assert_eq!(
        carry
            .iter()
            .map(|c| u32::from(c.base_injury()))
            .sum::<u32>(),
        10
    );
    let v = t.view(Viewer::Public);
    assert_eq!(v.carry.len(), 2);
    assert_eq!(v.pending, Pending::Lead { seat: 0 });
    assert!(v.last_melee.as_ref().unwrap().result.carried);
    let mut ev = play(&mut t, 0, "13Sw");
    ev.extend(play(&mut t, 1, "3Sw"));
    let (loser, cards) = melee_lost(&ev).unwrap();
    assert_eq!((loser, injury_of(&cards)), (1, 25));
    assert!(t.view(Viewer::Public).carry.is_empty());
}

/// TV-3 (melee 12 variant), T-MELEE-4, T-TIME-E1: an all-face-down last melee is discarded,
/// with its carry, causing no injury.
#[test]
fn tv3_last_melee_face_down_is_discarded() {
    let mut s = setup(&[Tristan, Galahad]);
    s.dealer = 1;
    s.melee = 12;
    s.hands = vec![cs("7De"), cs("A1")];
    s.carry = cs("9Sw M2");
    let mut t = build(&s);
    let mut ev = play(&mut t, 0, "7De");
    ev.extend(sorc(&mut t, 1, "A1", Suit::Deception, 7));
    assert!(ev
        .iter()
        .any(|e| matches!(e, Ev::CarryDiscarded { cards } if cards.len() == 4)));
    assert!(ev.iter().any(|e| matches!(
        e,
        Ev::WeaponInjury {
            seat: 0,
            injury: 0,
            ..
        }
    )));
    assert!(ev.iter().any(|e| matches!(
        e,
        Ev::WeaponInjury {
            seat: 1,
            injury: 0,
            ..
        }
    )));
    assert!(t.view(Viewer::Public).seats.iter().all(|s| s.health >= 400));
}

/// T-FEINT-5, T-CONV-4: only final values count — an 8 with Gawain's +1 feints with a 9 of
/// another suit in an Alchemy-led melee; suit plays no part.
#[test]
fn feint_uses_final_values_across_suits() {
    let mut s = setup(&[Tristan, Gawain, Nimue, Galahad]);
    s.melee = 12;
    s.hands = vec![cs("9Al"), cs("8De"), cs("12Sw"), cs("14So")];
    let mut t = build(&s);
    play(&mut t, 0, "9Al");
    act(&mut t, 1, A::Play(c("8De")));
    let mut ev = act(
        &mut t,
        1,
        A::Boost(Boosts {
            sun: true,
            ..Boosts::default()
        }),
    );
    assert!(ev.contains(&Ev::ValueChanged {
        by: 1,
        card: c("8De"),
        change: camelot_table::engine::tournament::events::ValueChange::StrengthOfTheSun,
        before: 8,
        after: 9
    }));
    ev.extend(play(&mut t, 2, "12Sw"));
    ev.extend(play(&mut t, 3, "14So"));
    assert!(ev.iter().any(|e| matches!(e, Ev::Feint { value: 9, cards } if cards.contains(c("9Al")) && cards.contains(c("8De")))));
    assert_eq!(melee_lost(&ev).unwrap().0, 2);
}

/// T-FEINT-2, T-FEINT-3, T-MELEE-1, T-TIME-M4: one pass only — after flipping the 5s the remaining face-up
/// cards all differ; feinted cards cannot lose but still go to the loser.
#[test]
fn feint_is_one_pass_and_feinted_cards_still_injure() {
    let mut t = {
        let mut s = setup(&QUIET4);
        s.melee = 12;
        s.hands = vec![cs("5Sw"), cs("5So"), cs("7Sw"), cs("9Sw")];
        build(&s)
    };
    let mut ev = play(&mut t, 0, "5Sw");
    ev.extend(shame(&mut t, 1, "5So"));
    ev.extend(play(&mut t, 2, "7Sw"));
    ev.extend(play(&mut t, 3, "9Sw"));
    // No feint here: the 5-Sorcery was a discard, not part of the melee.
    assert!(!ev.iter().any(|e| matches!(e, Ev::Feint { .. })));
    assert_eq!(melee_lost(&ev).unwrap().0, 0);

    let mut s = setup(&QUIET4);
    s.melee = 12;
    s.hands = vec![cs("5Sw"), cs("A1"), cs("7Sw"), cs("9Sw")];
    let mut t = build(&s);
    let mut ev = play(&mut t, 0, "5Sw");
    ev.extend(sorc(&mut t, 1, "A1", Suit::Swords, 5));
    ev.extend(play(&mut t, 2, "7Sw"));
    ev.extend(play(&mut t, 3, "9Sw"));
    assert_eq!(
        ev.iter().filter(|e| matches!(e, Ev::Feint { .. })).count(),
        1
    );
    let (loser, cards) = melee_lost(&ev).unwrap();
    assert_eq!(loser, 2, "the 7 is now the lowest face-up card");
    assert!(
        cards.contains(&c("5Sw")) && cards.contains(&c("A1")),
        "feinted cards go to the loser"
    );
}

/// T-MELEE-1 (single face-up card): a lead that everyone else discards against loses.
#[test]
fn single_face_up_card_loses() {
    let mut s = setup(&QUIET4);
    s.melee = 12;
    s.hands = vec![cs("15Sw"), cs("3De"), cs("4De"), cs("5De")];
    let mut t = build(&s);
    let mut ev = play(&mut t, 0, "15Sw");
    ev.extend(shame(&mut t, 1, "3De"));
    ev.extend(shame(&mut t, 2, "4De"));
    // Galahad (seat 3) discards too, without Shame (T-GAL-1).
    ev.extend(shame(&mut t, 3, "5De"));
    let (loser, cards) = melee_lost(&ev).unwrap();
    assert_eq!((loser, cards), (0, cs("15Sw")));
}

/// T-MELEE-5, T-LEAD-1, T-TIME-M6: melee 1 is led by the dealer's left; afterwards the loser
/// leads, and the round ends after melee 12.
#[test]
fn loser_leads_next_and_round_has_twelve_melees() {
    let config = TournamentConfig {
        players: 4,
        first_dealer: Some(2),
        characters: Some(QUIET4.to_vec()),
    };
    let mut t = Tournament::new(&config, 11).unwrap();
    let v = t.view(Viewer::Public);
    assert_eq!((v.dealer, v.first_leader, v.melee.leader), (2, 3, 3));
    let mut melees = 0;
    let ev = run_until(&mut t, |t| t.view(Viewer::Public).round == 2);
    let mut last_loser = None;
    for e in &ev {
        match e {
            Ev::MeleeStarted { leader, .. } if melees < 12 => {
                if let Some(l) = last_loser {
                    assert_eq!(*leader, l);
                }
                melees += 1;
            }
            Ev::MeleeLost { seat, .. } => last_loser = Some(*seat),
            Ev::Carried { leader, .. } => last_loser = Some(*leader),
            Ev::RoundStarted { .. } => break,
            _ => {}
        }
    }
    assert_eq!(melees, 12, "melee 1 starts after the S1 draw, then 11 more");
}

/// T-MORG-3, T-FEINT-4: a Glamour card is left out of the comparison; if all other cards feint,
/// the melee is carried.
#[test]
fn glamour_left_out_and_all_face_down_carries() {
    let mut s = setup(&[Morgan, Tristan]);
    s.dealer = 1;
    s.melee = 11;
    s.hands = vec![cs("5Sw 9So"), cs("7Sw 1So")];
    let mut t = build(&s);
    let mut ev = act(
        &mut t,
        0,
        A::PlayFaceDown {
            card: c("5Sw"),
            suit: Suit::Swords,
        },
    );
    ev.extend(play(&mut t, 1, "7Sw"));
    // One face-up card: seat 1 loses, the Glamour card goes with it (T-MORG-1).
    let (loser, cards) = melee_lost(&ev).unwrap();
    assert_eq!((loser, cards), (1, cs("5Sw 7Sw")));
    assert!(ev.contains(&Ev::GlamourRevealed {
        seat: 0,
        card: c("5Sw")
    }));

    let mut s = setup(&[Morgan, Tristan, Galahad]);
    s.dealer = 2;
    s.melee = 11;
    s.hands = vec![cs("5Sw 9So"), cs("7Sw 1So"), cs("A1 2So")];
    let mut t = build(&s);
    act(
        &mut t,
        0,
        A::PlayFaceDown {
            card: c("5Sw"),
            suit: Suit::Swords,
        },
    );
    play(&mut t, 1, "7Sw");
    let ev = sorc(&mut t, 2, "A1", Suit::Swords, 7);
    assert!(ev
        .iter()
        .any(|e| matches!(e, Ev::Carried { leader: 0, carry, .. } if carry.len() == 3)));
    assert!(melee_lost(&ev).is_none());
}
