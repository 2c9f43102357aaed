//! Components, setup and dealing (spec §0–§3, §9), with the S0–S1 timing steps.

mod tournament_common;
use tournament_common::*;

fn config(players: u8, dealer: Option<Seat>, chars: Option<Vec<Character>>) -> TournamentConfig {
    TournamentConfig {
        players,
        first_dealer: dealer,
        characters: chars,
    }
}

/// T-CONV-1: content is tagged by source so the app can label reconstructions (§14): the
/// Arthur / Guinevere / Gawain pairings are printed, the others and every power text are
/// defined by the spec.
#[test]
fn sources_are_labelled() {
    assert_eq!(Arthur.pairing_source(), Source::Rulebook);
    assert_eq!(Gawain.pairing_source(), Source::Rulebook);
    assert_eq!(Morgan.pairing_source(), Source::Defined);
    assert!(Character::ALL
        .iter()
        .all(|c| c.power_source() == Source::Defined));
}

/// T-COMP-1, T-COMP-6, T-SETUP-2, T-THRESH-5: 8 fixed pairs; only the Green Sash has no
/// threshold and lies beside Gawain, active from the start; one +3 token (Arthur) and three Will
/// of God tokens (all in the supply at first).
#[test]
fn pairs_thresholds_and_tokens() {
    let pairs: Vec<(&str, &str, Option<u16>)> = Character::ALL
        .iter()
        .map(|c| (c.protagonist(), c.companion(), c.threshold()))
        .collect();
    assert_eq!(pairs.len(), 8);
    assert_eq!(pairs[1], ("Queen Guinevere", "Sir Lancelot", Some(150)));
    assert_eq!(pairs[2], ("Sir Gawain", "The Green Sash", None));
    assert_eq!(
        Character::ALL
            .iter()
            .filter(|c| c.threshold().is_none())
            .count(),
        1
    );
    let t = Tournament::new(
        &config(4, Some(0), Some(vec![Arthur, Gawain, Morgan, Nimue])),
        3,
    )
    .unwrap();
    let v = t.view(Viewer::Public);
    assert_eq!(
        v.seats
            .iter()
            .map(|s| s.companion_unlocked)
            .collect::<Vec<_>>(),
        vec![false, true, false, false]
    );
    assert_eq!(v.seats[0].powers.token_uses_left, Some(1));
    assert!(v.seats[1..]
        .iter()
        .all(|s| s.powers.token_uses_left.is_none()));
    assert_eq!(v.will_of_god.len(), 3);
}

/// T-COMP-3, T-SETUP-3, T-SETUP-1: 2–6 players, everyone at 400 (Robust); bands; pairs are
/// never repeated, chosen or random.
#[test]
fn players_health_and_pairs() {
    assert_eq!(
        Tournament::new(&config(7, None, None), 1),
        Err(camelot_table::engine::ConfigError::PlayerCount {
            min: 2,
            max: 6,
            got: 7
        })
    );
    assert!(Tournament::new(&config(1, None, None), 1).is_err());
    assert_eq!(
        Tournament::new(&config(2, None, Some(vec![Arthur, Arthur])), 1),
        Err(camelot_table::engine::ConfigError::Option("characters"))
    );
    assert_eq!(
        Tournament::new(&config(3, Some(3), None), 1),
        Err(camelot_table::engine::ConfigError::FirstPlayer { players: 3, got: 3 })
    );
    for seed in 0..20 {
        let t = Tournament::new(&config(6, None, None), seed).unwrap();
        let v = t.view(Viewer::Public);
        let mut chars: Vec<Character> = v.seats.iter().map(|s| s.character).collect();
        chars.sort();
        chars.dedup();
        assert_eq!(chars.len(), 6);
        assert!(v
            .seats
            .iter()
            .all(|s| s.health == 400 && s.band == Band::Robust));
    }
    assert_eq!(
        [
            Band::of(400),
            Band::of(305),
            Band::of(300),
            Band::of(205),
            Band::of(200),
            Band::of(105),
            Band::of(100),
            Band::of(5),
            Band::of(0)
        ],
        [
            Band::Robust,
            Band::Robust,
            Band::Stable,
            Band::Stable,
            Band::Feeble,
            Band::Feeble,
            Band::Crippled,
            Band::Crippled,
            Band::Zero
        ]
    );
}

/// T-SETUP-4, T-COMP-5: the Godsend deck starts with all 24 cards face down, nothing face up,
/// nothing discarded; nobody holds one in round 1.
#[test]
fn godsend_deck_at_setup() {
    let t = Tournament::new(&config(4, None, None), 9).unwrap();
    let v = t.view(Viewer::Public);
    assert_eq!(
        (
            v.godsend_deck,
            v.godsend_face_up.len(),
            v.godsend_discard.len()
        ),
        (24, 0, 0)
    );
    assert!(v.seats.iter().all(|s| s.godsends.is_empty()));
}

/// T-SETUP-5: without a chosen dealer the first dealer is drawn at random (every seat occurs
/// over seeds); with one, it is used.
#[test]
fn first_dealer_random_or_chosen() {
    let mut seen = [false; 4];
    for seed in 0..64 {
        let t = Tournament::new(&config(4, None, None), seed).unwrap();
        seen[t.view(Viewer::Public).dealer as usize] = true;
    }
    assert_eq!(seen, [true; 4]);
    let t = Tournament::new(&config(4, Some(2), None), 5).unwrap();
    assert_eq!(t.view(Viewer::Public).dealer, 2);
}

/// T-SETUP-6, T-CONV-5: King Arthur starts with the +3 token and it is ready again each round.
#[test]
fn arthur_starts_with_the_token() {
    let mut t =
        Tournament::new(&config(3, Some(2), Some(vec![Arthur, Nimue, Galahad])), 4).unwrap();
    assert_eq!(
        t.view(Viewer::Public).seats[0].powers.token_uses_left,
        Some(1)
    );
    // Use it in round 1, then check round 2.
    run_until(&mut t, |t| {
        matches!(
            t.view(Viewer::Public).pending,
            Pending::Modifiers { seat: 0, .. }
        )
    });
    act(
        &mut t,
        0,
        A::Boost(Boosts {
            favour: true,
            ..Boosts::default()
        }),
    );
    assert_eq!(
        t.view(Viewer::Public).seats[0].powers.token_uses_left,
        Some(0)
    );
    run_until(&mut t, |t| t.view(Viewer::Public).round == 2);
    assert_eq!(
        t.view(Viewer::Public).seats[0].powers.token_uses_left,
        Some(1)
    );
}

/// T-SETUP-7, T-2P-1, T-DEAL-3, T-DEAL-1, T-DEAL-2, T-TIME-S0: deck sizes and the Draw Deck per
/// player count: 2 players 65 cards (no Arrows), 24 dealt, 41 left; 3: 44; 4: 32; 5: 20; 6: 8.
/// The first leader sits left of the dealer; the Discard Pile starts empty.
#[test]
fn deck_arithmetic() {
    for (players, deck) in [(2u8, 41u8), (3, 44), (4, 32), (5, 20), (6, 8)] {
        let chars: Vec<Character> =
            [Galahad, Nimue, Guinevere, Morgan, Arthur, Gawain][..players as usize].to_vec();
        let t = Tournament::new(&config(players, Some(0), Some(chars)), 12).unwrap();
        let v = t.view(Viewer::Public);
        assert_eq!(v.draw_deck, deck, "{players} players");
        assert!(v.seats.iter().all(|s| s.hand_size == 12));
        assert_eq!(v.first_leader, 1 % players);
        assert!(v.discard_pile.is_empty());
        if players == 2 {
            for seat in 0..2 {
                let hand = t.view(Viewer::Seat(seat)).hand.unwrap();
                assert!(hand.iter().all(|h| h.card.suit() != Some(Suit::Arrows)));
            }
        }
    }
}

/// T-DEAL-4, T-TRIS-1, GS-10, T-TIME-S1: Tristan draws 2 and Second Sight 3, then the seat
/// discards as many face down; hand sizes stay at 12; a short Draw Deck gives what it has.
#[test]
fn draw_effects_keep_hand_size() {
    let mut s = setup(&[Galahad, Tristan, Nimue, Guinevere, Morgan, Arthur]);
    s.start = SetupStart::RoundStart;
    s.dealer = 0;
    let all: Vec<Card> = (0..80).map(Card).collect();
    s.hands = (0..6).map(|i| all[i * 12..i * 12 + 12].to_vec()).collect();
    s.draw_deck = Some(all[72..78].to_vec());
    s.godsends = vec![
        vec![],
        vec![Godsend::first_of(GodsendKind::SecondSight)],
        vec![],
        vec![],
        vec![],
        vec![],
    ];
    let mut t = build(&s);
    assert_eq!(
        t.view(Viewer::Public).pending,
        Pending::DiscardFaceDown { seat: 1, left: 5 }
    );
    assert_eq!(t.view(Viewer::Public).seats[1].hand_size, 17);
    assert_eq!(t.view(Viewer::Public).draw_deck, 1);
    for _ in 0..5 {
        let a = t.legal_actions(1)[0];
        act(&mut t, 1, a);
    }
    let v = t.view(Viewer::Seat(1));
    assert_eq!(v.seats[1].hand_size, 12);
    assert_eq!(v.own_face_down_discards.len(), 5);
    assert_eq!(v.pending, Pending::Lead { seat: 1 });

    let mut s2 = s.clone();
    s2.draw_deck = Some(all[72..73].to_vec());
    let t = build(&s2);
    assert_eq!(
        t.view(Viewer::Public).pending,
        Pending::DiscardFaceDown { seat: 1, left: 1 },
        "short deck: draw all of it"
    );
}

/// T-DEAL-5, T-CONV-3: every player holds the same number of cards before each melee, and a
/// round has exactly 12 melees.
#[test]
fn equal_hands_and_twelve_melees() {
    for players in 2..=6u8 {
        let mut t = Tournament::new(&config(players, None, None), u64::from(players) * 7).unwrap();
        let mut melees = 0;
        while t.view(Viewer::Public).round == 1 && !t.is_over() {
            let v = t.view(Viewer::Public);
            if matches!(v.pending, Pending::Lead { .. }) {
                let sizes: Vec<u8> = v.seats.iter().map(|s| s.hand_size).collect();
                assert!(
                    sizes.iter().all(|&s| s == 13 - v.melee_number),
                    "{sizes:?} before melee {}",
                    v.melee_number
                );
                melees = melees.max(v.melee_number);
            }
            let seat = seat_to_act(&t);
            let a = t.legal_actions(seat)[0];
            act(&mut t, seat, a);
        }
        assert_eq!(melees, 12);
    }
}

/// T-CONV-2: play moves clockwise from the leader.
#[test]
fn play_is_clockwise() {
    let mut s = setup(&[Tristan, Nimue, Guinevere, Galahad]);
    s.melee = 12;
    s.leader = Some(2);
    s.hands = vec![cs("1Sw"), cs("10Sw"), cs("11Sw"), cs("12Sw")];
    let mut t = build(&s);
    let mut order = Vec::new();
    for _ in 0..4 {
        let seat = seat_to_act(&t);
        order.push(seat);
        let a = t.legal_actions(seat)[0];
        act(&mut t, seat, a);
    }
    assert_eq!(order, vec![2, 3, 0, 1]);
}

/// T-2P-2, T-2P-3: with 2 players no Sorcerer may be declared Arrows and no effect names
/// Arrows; the 3–4 Godsend chart is used (see the Godsend tests) and Percival has 2 uses.
#[test]
fn two_player_suits() {
    let mut s = setup(&[Percival, Nimue]);
    s.dealer = 1;
    s.melee = 12;
    s.hands = vec![cs("M1"), cs("3Sw")];
    let mut t = build(&s);
    act(&mut t, 0, A::Play(c("M1")));
    let decl = t.legal_actions(0);
    assert_eq!(decl.len(), 45);
    assert_eq!(
        t.check(
            0,
            &A::Declare {
                suit: Suit::Arrows,
                value: 5
            }
        ),
        Err(TournamentError::BadSuit(Suit::Arrows))
    );
    assert_eq!(
        t.view(Viewer::Public).seats[0].powers.second_thoughts_left,
        Some(2)
    );
}

/// T-CONV-6: powers never break the procedure — Galahad's Shame still discards the card face up.
#[test]
fn powers_never_skip_the_discard() {
    let mut s = setup(&[Tristan, Galahad]);
    s.dealer = 1;
    s.melee = 12;
    s.hands = vec![cs("5Sw"), cs("3De")];
    let mut t = build(&s);
    play(&mut t, 0, "5Sw");
    assert_eq!(t.legal_actions(1), vec![A::Discard(c("3De"))]);
}

/// T-CONV-8: the public view has no hand; a seat's view has its own hand only; hand sizes,
/// Health, Godsends, companions and Weapon Hits are public; Godsend deck order is not shown.
#[test]
fn views_show_only_what_is_public() {
    let t = Tournament::new(&config(4, Some(3), None), 21).unwrap();
    let public = t.view(Viewer::Public);
    assert!(public.hand.is_none());
    let mine = t.view(Viewer::Seat(0));
    assert_eq!(mine.hand.as_ref().unwrap().len(), 12);
    assert!(mine.seats.iter().all(|s| s.hand_size == 12));
    let json = serde_json::to_string(&public).unwrap();
    assert!(!json.contains("gs_deck") && !json.contains("rng"));
    // Playing the first card: the view says which cards may be played and why not.
    let lead = mine.hand.unwrap();
    assert!(lead.iter().any(|h| h.action.is_some()));
}

/// T-LEAD-1 with the default config: the last seat deals, so seat 0 leads first; the sample
/// configs cover every player count with random and chosen characters.
#[test]
fn default_and_sample_configs() {
    for players in 2..=6u8 {
        let t = Tournament::new(&Tournament::default_config(players), 1).unwrap();
        assert_eq!(t.view(Viewer::Public).first_leader, 0);
    }
    let samples = Tournament::sample_configs();
    for players in 2..=6u8 {
        assert!(samples
            .iter()
            .any(|c| c.players == players && c.characters.is_none()));
        assert!(samples
            .iter()
            .any(|c| c.players == players && c.characters.is_some()));
    }
    let mut all: Vec<Character> = samples
        .iter()
        .filter_map(|c| c.characters.clone())
        .flatten()
        .collect();
    all.sort();
    all.dedup();
    assert_eq!(all.len(), 8, "every pair is chosen somewhere");
}

/// T-SHAME-2, T-SHAME-3, T-GODSEND-7, T-FISH-1, T-END-2: a setup no game reaches is refused
/// when it is built — Shame that is not 5 per melee played or exceeds the round's start, round
/// 255 (the next deal would count past it), more Godsends than the Godsend phases so far can
/// give — instead of overflowing a counter later in play.
#[test]
fn unreachable_setups_are_refused() {
    let base = || {
        let mut s = setup(&[Arthur, Gawain, Morgan]);
        s.start = SetupStart::Melee;
        s.melee = 12;
        s.leader = Some(0);
        s.hands = vec![cs("1Sw"), cs("10Sw"), cs("11Sw")];
        s
    };
    assert!(Tournament::from_setup(&base()).is_ok());
    let refused = |f: &dyn Fn(&mut TournamentSetup)| {
        let mut s = base();
        f(&mut s);
        Tournament::from_setup(&s).err()
    };
    assert_eq!(refused(&|s| s.shame = vec![u16::MAX - 4, 0, 0]), Some(SetupError::Shame { seat: 0, shame: u16::MAX - 4 }));
    assert_eq!(refused(&|s| s.shame = vec![0, 60, 0]), Some(SetupError::Shame { seat: 1, shame: 60 }));
    assert_eq!(refused(&|s| s.shame = vec![0, 0, 3]), Some(SetupError::Shame { seat: 2, shame: 3 }));
    assert_eq!(refused(&|s| s.shame = vec![10, 0, 0]), Some(SetupError::Shame { seat: 0, shame: 10 }));
    assert!(refused(&|s| {
        s.shame = vec![10, 0, 0];
        s.health = vec![390, 400, 400];
    })
    .is_none());
    assert_eq!(refused(&|s| s.round = u8::MAX), Some(SetupError::Round(u8::MAX)));
    assert!(refused(&|s| s.round = u8::MAX - 1).is_none());
    assert_eq!(refused(&|s| s.godsends_received = vec![255, 0, 0]), Some(SetupError::Received { seat: 0, received: 255 }));
    assert_eq!(refused(&|s| s.godsends_received = vec![0, 1, 0]), Some(SetupError::Received { seat: 1, received: 1 }));
    assert!(refused(&|s| {
        s.round = 3;
        s.godsends_received = vec![0, 8, 0];
    })
    .is_none());
}
