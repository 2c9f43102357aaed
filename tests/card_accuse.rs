//! Turns, accusations and the revealed traitor's Spreading Rumors.

mod card_support;

use camelot_table::engine::card::Card::*;
use camelot_table::engine::card::{
    CardAction, CardError, CardEvent, CardSetup, EndResult, Loyalty, Pending, Quest,
};
use camelot_table::engine::{Game, GameExt, Turn};
use card_support::*;

/// C-TURN-1, C-TURN-2: turns go clockwise from the first player, one action each.
#[test]
fn turns_go_clockwise_one_action_each() {
    let mut g = build(CardSetup {
        current: Some(C),
        deck: vec![Picts2, Picts3, Picts4, Picts5, Saxons2],
        ..table(4)
    });
    let mut order = vec![];
    for _ in 0..5 {
        let s = seat_to_act(&g);
        order.push(s);
        let events = act(&mut g, s, CardAction::Listen);
        assert_eq!(
            events.last(),
            Some(&CardEvent::TurnBegins { seat: (s + 1) % 4 }),
            "one action, then the next seat"
        );
    }
    assert_eq!(order, [C, D, A, B, C]);
}

/// C-ACCUSE-1, C-ACCUSE-2, C-ACCUSE-3: at least 4 swords, once per player, never oneself nor
/// a revealed player.
#[test]
fn who_may_accuse_whom() {
    let three = build(CardSetup {
        white: 1,
        black: 2,
        ..table(4)
    });
    assert_eq!(
        three.clone().apply(A, &CardAction::Accuse(B)),
        Err(CardError::TooFewSwords)
    );
    let g = build(CardSetup {
        white: 2,
        black: 2,
        revealed: vec![C],
        ..table(4)
    });
    let accusations: Vec<_> = g
        .legal_actions(A)
        .into_iter()
        .filter(|a| matches!(a, CardAction::Accuse(_)))
        .collect();
    assert_eq!(accusations, [CardAction::Accuse(B), CardAction::Accuse(D)]);
    assert_eq!(
        g.clone().apply(A, &CardAction::Accuse(A)),
        Err(CardError::SelfAccusation)
    );
    assert_eq!(
        g.clone().apply(A, &CardAction::Accuse(C)),
        Err(CardError::AlreadyRevealed(C))
    );
    assert_eq!(
        g.clone().apply(A, &CardAction::Accuse(9)),
        Err(CardError::NoSuchSeat(9))
    );
    let used = build(CardSetup {
        white: 2,
        black: 2,
        accused: vec![A],
        ..table(4)
    });
    assert_eq!(
        used.clone().apply(A, &CardAction::Accuse(B)),
        Err(CardError::AlreadyAccused)
    );
}

/// C-ACCUSE-4, C-ACCUSE-5, C-ACCUSE-6: the accused shows his card for good; loyal costs a black
/// sword, traitor gives a white one.
#[test]
fn an_accusation_reveals_and_places_a_sword() {
    let mut g = build(CardSetup {
        white: 2,
        black: 2,
        ..with_traitor(table(4), C)
    });
    let events = act(&mut g, A, CardAction::Accuse(B));
    assert_eq!(
        events[0],
        CardEvent::Accused {
            by: A,
            target: B,
            loyalty: Loyalty::Loyal
        }
    );
    assert_eq!(events[1], CardEvent::SwordsPlaced { white: 0, black: 1 });
    act(&mut g, B, CardAction::Accuse(C));
    let v = public(&g);
    assert_eq!((v.white, v.black), (3, 3));
    assert_eq!(
        v.seats.iter().map(|s| s.revealed).collect::<Vec<_>>(),
        [None, Some(Loyalty::Loyal), Some(Loyalty::Traitor), None]
    );
    assert_eq!(v.seats[usize::from(C)].known, Some(Loyalty::Traitor));
}

/// C-TURN-3, C-ACCUSE-7: a revealed traitor can only spread rumors.
#[test]
fn a_revealed_traitor_only_spreads_rumors() {
    let g = build(CardSetup {
        white: 3,
        black: 3,
        current: Some(B),
        revealed: vec![B],
        pile: pile(&[Dragon4]),
        ..with_traitor(table(4), B)
    });
    assert_eq!(g.legal_actions(B), vec![CardAction::Spread]);
    assert_eq!(public(&g).pending, Pending::SpreadRumors { seat: B });
    for a in [
        CardAction::Listen,
        CardAction::Quest(Quest::Dragon),
        CardAction::Accuse(A),
        CardAction::Pass,
    ] {
        let mut probe = g.clone();
        let err = probe.apply(B, &a).expect_err("refused");
        assert!(
            matches!(err, CardError::MustSpreadRumors | CardError::PassNotAllowed),
            "{a:?}: {err:?}"
        );
        assert_eq!(probe, g);
    }
}

/// C-TURN-4: a player revealed as loyal keeps taking normal turns.
#[test]
fn a_revealed_loyal_player_plays_normally() {
    let g = build(CardSetup {
        white: 3,
        black: 3,
        current: Some(B),
        revealed: vec![B],
        pile: pile(&[Dragon4]),
        ..table(4)
    });
    assert_eq!(
        g.legal_actions(B),
        [
            CardAction::Listen,
            CardAction::Quest(Quest::Dragon),
            CardAction::Accuse(A),
            CardAction::Accuse(C),
            CardAction::Accuse(D)
        ]
    );
}

/// C-ACCUSE-8, C-ACCUSE-9, C-ACCUSE-10: two cards drawn, the chosen one laid face up with its
/// symbols and effect, the other discarded unseen; with one card left, that one.
#[test]
fn spreading_rumors() {
    let mut g = build(traitor_turn(vec![Morgan5, Grail2, Dragon3]));
    act(&mut g, D, CardAction::Spread);
    assert_eq!(public(&g).pending, Pending::ChooseSpread { seat: D });
    assert_eq!(
        g.legal_actions(D),
        [CardAction::Place(Grail2), CardAction::Place(Morgan5)]
    );
    assert_eq!(
        g.clone().apply(D, &CardAction::Place(Dragon2)),
        Err(CardError::NotDrawn(Dragon2))
    );
    let events = act(&mut g, D, CardAction::Place(Morgan5));
    assert!(events.contains(&CardEvent::Discarded {
        seat: D,
        card: Grail2
    }));
    assert!(
        events.contains(&CardEvent::Silence { on: true }),
        "the laid card has its effect"
    );
    act(&mut g, A, CardAction::Listen); // Dragon 3, laid on the traitor's Morgan #5
    let r = report(&act(&mut g, B, CardAction::Quest(Quest::Dragon)));
    assert!(
        r.characters.contains(&Morgan5),
        "Morgan #5 laid by the traitor acts at the next quest"
    );
    // Same card twice: one choice.
    let mut g = build(traitor_turn(vec![PictsWild, PictsWild]));
    act(&mut g, D, CardAction::Spread);
    assert_eq!(g.legal_actions(D), [CardAction::Place(PictsWild)]);
}

/// C-EDGE-8: the traitor's draw counts for Morgan #2; Morgan #1 does not bind him; a Merlin he
/// lays face up ends silence and Morgan #1/#2, one he discards does nothing; his Merlin #6
/// offers nothing; his Merlin #4 asks him for a token.
#[test]
fn the_traitors_turn_and_the_characters() {
    let base = CardSetup {
        morgan1: true,
        morgan2: Some(1),
        silence: true,
        ..traitor_turn(vec![Merlin3, Dragon5])
    };
    let mut g = build(base.clone());
    let events = act(&mut g, D, CardAction::Spread);
    assert_eq!(events[0], CardEvent::Counted { count: 2 });
    let mut discard_merlin = g.clone();
    act(&mut discard_merlin, D, CardAction::Place(Dragon5));
    let v = public(&discard_merlin);
    assert_eq!((v.morgan1, v.morgan2, v.silence), (true, Some(2), true));
    assert_eq!(
        v.top.map(|t| (t.card, t.face_down)),
        Some((Some(Dragon5), false)),
        "face up despite Morgan #1"
    );
    act(&mut g, D, CardAction::Place(Merlin3));
    let v = public(&g);
    assert_eq!((v.morgan1, v.morgan2, v.silence), (false, None, false));

    let mut promos = traitor_turn(vec![Merlin6, Dragon5]);
    promos.config.promos = true;
    let mut g = build(promos);
    act(&mut g, D, CardAction::Spread);
    act(&mut g, D, CardAction::Place(Merlin6));
    assert_eq!(public(&g).pending, Pending::Action { seat: A });

    let mut g = build(traitor_turn(vec![Merlin4, Dragon5]));
    act(&mut g, D, CardAction::Spread);
    act(&mut g, D, CardAction::Place(Merlin4));
    assert_eq!(public(&g).pending, Pending::Token { seat: D });
}

/// C-SOLO-1: the solo game has no loyalty cards and no accusation.
#[test]
fn solo_has_no_accusation() {
    let g = build(CardSetup {
        white: 3,
        black: 3,
        ..table(1)
    });
    assert!(!g
        .legal_actions(A)
        .iter()
        .any(|a| matches!(a, CardAction::Accuse(_))));
    assert_eq!(
        g.clone().apply(A, &CardAction::Accuse(A)),
        Err(CardError::SoloGame)
    );
    let v = seat_view(&g, A);
    assert_eq!(v.me.and_then(|m| m.loyalty), None);
    assert!(!g.has_secrets());
}

/// C-EDGE-10: a full round in which nobody can do anything ends the game (our rule: nothing can
/// change any more, so Camelot has lost).
#[test]
fn a_stalled_table_ends_the_game() {
    let mut g = build(with_rest(
        CardSetup {
            pile: pile(&[Merlin1]),
            ..table(3)
        },
        camelot_table::engine::card::Rest::PileBottom,
    ));
    for s in [A, B] {
        act(&mut g, s, CardAction::Pass);
        assert!(g.outcome().is_none());
    }
    act(&mut g, C, CardAction::Pass);
    assert_eq!(g.turn(), Turn::Over);
    assert_eq!(public(&g).end.map(|e| e.result), Some(EndResult::Stalled));
    assert_eq!(g.outcome().map(|o| o.label), Some("evil".into()));
}
