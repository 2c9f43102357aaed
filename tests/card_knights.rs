//! Knights to the Rescue: the knight cards, the windows asked of the whole table, and the
//! variant's consequences of a quest.

mod card_support;

use camelot_table::engine::card::Card::*;
use camelot_table::engine::card::Knight::{self, *};
use camelot_table::engine::card::{
    Card, CardAction, CardError, CardEvent, CardGame, CardSetup, EndResult, Loyalty, Pending,
    PercivalCause, Quest, Rest, SetupError,
};
use camelot_table::engine::{Game, GameEvent, GameExt, Turn, Viewer};
use card_support::*;

fn knights(hands: &[&[Knight]]) -> CardSetup {
    let mut s = table(4);
    s.config.knights = true;
    s.knights = hands.iter().map(|h| h.to_vec()).collect();
    s
}

fn private_knights(g: &CardGame, seat: u8) -> Vec<Knight> {
    seat_view(g, seat).me.expect("own view").knights
}

/// C-KNIGHT-1, C-SETUP-8: nine knight cards (3 Arthur, 2 Tristan, 2 Gawain, Galahad, Percival)
/// face down beside the deck with the unused Morgans, only in the variant.
#[test]
fn the_knight_deck() {
    let mut cfg = config(4);
    assert_eq!(
        public(&CardGame::new(&cfg, 1).expect("valid")).knight_deck,
        0
    );
    cfg.knights = true;
    let v = public(&CardGame::new(&cfg, 1).expect("valid"));
    assert_eq!((v.knight_deck, v.unused_morgans), (9, 3));
    assert!(v.seats.iter().all(|s| s.knight_cards == 0));
    assert_eq!(Knight::ALL.map(Knight::copies), [3, 2, 2, 1, 1]);
    let all: &[&[Knight]] = &[
        &[Arthur, Arthur, Arthur],
        &[Tristan, Tristan, Gawain],
        &[Gawain, Galahad],
        &[Percival],
    ];
    let g = build(knights(all));
    assert_eq!(public(&g).knight_deck, 0);
    assert_eq!(private_knights(&g, B), [Tristan, Tristan, Gawain]);
    assert_eq!(
        knights(&[&[Galahad, Galahad]]).into_game(1),
        Err(SetupError::Knights)
    );
    let no_variant = CardSetup {
        knights: vec![vec![Arthur]],
        ..table(4)
    };
    assert_eq!(no_variant.into_game(1), Err(SetupError::Knights));
}

/// C-KNIGHT-2, C-EDGE-6: after a success one unused Morgan (Morgan #8 too, with the promos)
/// goes into the deck; none left, nothing.
#[test]
fn a_success_shuffles_in_a_morgan() {
    let mut s = knights(&[&[], &[Tristan, Tristan]]);
    s.config.promos = true;
    s.unused_morgans = Some(vec![Morgan8]);
    s.pile = pile(&[Dragon5, Dragon4, Dragon3]);
    let mut g = build(s);
    let before = public(&g);
    let events = act(&mut g, A, CardAction::Quest(Quest::Dragon));
    assert!(
        matches!(g.turn(), Turn::Window(_)),
        "the Gawain window: B holds knight cards"
    );
    assert!(!events.contains(&CardEvent::MorganShuffledIn));
    decline_windows(&mut g);
    let v = public(&g);
    assert_eq!((v.unused_morgans, v.deck), (0, before.deck + 1));
    act(&mut g, B, CardAction::Tristan);
    let deck = seat_view(&g, B).me.and_then(|m| m.deck).expect("B looks");
    assert!(deck.contains(&Morgan8));
    // No unused Morgan left: a success shuffles nothing in.
    let mut s = knights(&[]);
    s.unused_morgans = Some(vec![]);
    s.pile = pile(&[Dragon5, Dragon4, Dragon3]);
    let mut g = build(s);
    let deck_before = public(&g).deck;
    let events = act(&mut g, A, CardAction::Quest(Quest::Dragon));
    assert!(report(&events).succeeded());
    assert!(!events.contains(&CardEvent::MorganShuffledIn));
    assert_eq!(public(&g).deck, deck_before);
}

/// C-KNIGHT-3, C-EDGE-6: a main quest that places black swords gives its player the top knight
/// card, read in secret; a success with a black secondary does not; no card left, none.
#[test]
fn a_failure_draws_a_knight_card() {
    let mut s = knights(&[]);
    s.knight_deck = vec![Gawain];
    s.pile = pile(&[Dragon2]);
    let mut g = build(s.clone());
    let events = act(&mut g, A, CardAction::Quest(Quest::Dragon));
    assert!(events.contains(&CardEvent::KnightDrawn { seat: A }));
    let secret = CardEvent::KnightReceived {
        seat: A,
        knight: Gawain,
    };
    assert!(
        events.contains(&secret)
            && !secret.visible_to(Viewer::Public)
            && !secret.visible_to(Viewer::Seat(B))
    );
    assert_eq!(
        (public(&g).seats[0].knight_cards, public(&g).knight_deck),
        (1, 8)
    );
    assert_eq!(private_knights(&g, A), [Gawain]);
    assert!(seat_view(&g, B).me.expect("own").knights.is_empty());

    let mut g = build(CardSetup {
        pile: pile(&[Grail5, Grail4, Grail3, Grail2, Dragon5, Dragon4, Dragon3]),
        ..s.clone()
    });
    let events = act(&mut g, A, CardAction::Quest(Quest::Dragon));
    assert_eq!((report(&events).white, report(&events).black), (2, 3));
    assert_eq!(
        public(&g).seats[0].knight_cards,
        0,
        "the main quest succeeded"
    );

    let all: &[&[Knight]] = &[
        &[],
        &[Arthur, Arthur, Arthur, Tristan, Tristan],
        &[Gawain, Gawain, Galahad, Percival],
    ];
    let mut g = build(CardSetup {
        pile: pile(&[Dragon2]),
        ..knights(all)
    });
    act(&mut g, A, CardAction::Quest(Quest::Dragon));
    decline_windows(&mut g);
    assert_eq!(
        public(&g).seats[0].knight_cards,
        0,
        "the knight deck is empty"
    );
}

/// C-KNIGHT-4, C-KNIGHT-GALAHAD-1, C-EDGE-15: Galahad, instead of the turn's action, shows one
/// other unrevealed player's card to its holder only; then it is gone.
#[test]
fn galahad() {
    let s = CardSetup {
        revealed: vec![D],
        ..with_traitor(knights(&[&[Galahad, Tristan]]), B)
    };
    let mut g = build(s);
    let legal = g.legal_actions(A);
    assert!(legal.contains(&CardAction::Galahad(B)) && legal.contains(&CardAction::Galahad(C)));
    assert_eq!(
        g.clone().apply(A, &CardAction::Galahad(D)),
        Err(CardError::BadTarget(D))
    );
    assert_eq!(
        g.clone().apply(A, &CardAction::Galahad(A)),
        Err(CardError::BadTarget(A))
    );
    let events = act(&mut g, A, CardAction::Galahad(B));
    assert!(events.contains(&CardEvent::Galahad { seat: A, target: B }));
    assert!(events.iter().any(|e| matches!(
        e,
        CardEvent::GalahadSaw {
            loyalty: Loyalty::Traitor,
            ..
        }
    ) && e.is_private()));
    assert_eq!(
        seat_view(&g, A).seats[usize::from(B)].known,
        Some(Loyalty::Traitor)
    );
    assert_eq!(seat_view(&g, C).seats[usize::from(B)].known, None);
    assert_eq!(public(&g).seats[usize::from(B)].known, None);
    assert_eq!(
        public(&g).pending,
        Pending::Action { seat: B },
        "Galahad was A's action"
    );
    assert_eq!(public(&g).knights_used, [0, 0, 0, 1, 0]);
    assert_eq!(private_knights(&g, A), [Tristan]);
    // Around to A again: no Galahad left.
    for s in [B, C, D] {
        act(&mut g, s, CardAction::Listen);
    }
    assert!(!g
        .legal_actions(A)
        .iter()
        .any(|a| matches!(a, CardAction::Galahad(_))));
    assert_eq!(
        g.clone().apply(A, &CardAction::Galahad(B)),
        Err(CardError::NoKnight(Galahad))
    );
}

/// C-KNIGHT-5, C-QUEST-4, C-KNIGHT-ARTHUR-1: a named quest opens a window asked of every other
/// seat, holders or not; Arthur makes the quester listen instead; "No one" closes the window.
#[test]
fn arthur_and_the_table_wide_window() {
    let s = CardSetup {
        pile: pile(&[Dragon5, Dragon4, Dragon3]),
        deck: vec![Picts2],
        ..knights(&[&[], &[Arthur]])
    };
    let mut g = build(s);
    let mut events = Vec::new();
    let applied = g
        .apply_into(A, &CardAction::Quest(Quest::Dragon), &mut events)
        .expect("legal");
    assert!(
        applied.undoable,
        "naming a quest draws and shows nothing yet"
    );
    assert_eq!(g.turn(), Turn::Window(vec![B, C, D]));
    assert_eq!(
        public(&g).pending,
        Pending::ArthurWindow {
            quester: A,
            quest: Quest::Dragon,
            bonus: None
        }
    );
    assert_eq!(g.legal_actions(A), vec![]);
    assert_eq!(
        g.legal_actions(B),
        [CardAction::Arthur, CardAction::Decline]
    );
    assert_eq!(g.legal_actions(C), [CardAction::Decline]);
    assert_eq!(
        g.clone().apply(C, &CardAction::Arthur),
        Err(CardError::NoKnight(Arthur))
    );

    // One decline closes the window for the table: the pile is taken (and, B still holding a
    // knight card, the Gawain window follows).
    let mut declined = g.clone();
    act(&mut declined, C, CardAction::Decline);
    assert_eq!(
        public(&declined).pending,
        Pending::GawainWindow { quester: A }
    );
    assert_eq!(
        public(&declined).resolving.map(|r| lines(&r)),
        Some(vec!["Dragon: 5 + 4 + 3 = 12 → 2 white".to_string()])
    );

    let events = act(&mut g, B, CardAction::Arthur);
    assert_eq!(
        events[0],
        CardEvent::Arthur {
            seat: B,
            quester: A
        }
    );
    assert!(events.contains(&CardEvent::Listened {
        seat: A,
        card: Picts2
    }));
    assert!(!events
        .iter()
        .any(|e| matches!(e, CardEvent::QuestResolved(_))));
    let v = public(&g);
    assert_eq!(
        (v.pile, v.pending, v.seats[1].knight_cards),
        (4, Pending::Action { seat: B }, 0)
    );
}

/// C-KNIGHT-5: no window when no seat it would ask holds a knight card.
#[test]
fn no_window_without_knight_cards() {
    let mut g = build(CardSetup {
        pile: pile(&[Dragon4]),
        ..knights(&[&[Arthur]])
    });
    // Only the quester holds a card: no Arthur window, but the Gawain window asks everyone.
    act(&mut g, A, CardAction::Quest(Quest::Dragon));
    assert_eq!(g.turn(), Turn::Window(vec![A, B, C, D]));
    assert_eq!(public(&g).pending, Pending::GawainWindow { quester: A });
    let mut g = build(CardSetup {
        pile: pile(&[Dragon4]),
        ..knights(&[])
    });
    act(&mut g, A, CardAction::Quest(Quest::Dragon));
    assert_eq!(public(&g).pending, Pending::Action { seat: B });
}

/// C-KNIGHT-TRISTAN-1, C-EDGE-9: Tristan shows the deck, in order, to its holder; the turn goes
/// on; an empty deck shows nothing.
#[test]
fn tristan() {
    let mut g = build(CardSetup {
        deck: vec![Grail4, Mordred, Picts2],
        ..knights(&[&[Tristan, Tristan]])
    });
    let events = act(&mut g, A, CardAction::Tristan);
    assert!(events
        .iter()
        .any(|e| matches!(e, CardEvent::TristanSaw { .. }) && e.is_private()));
    let seen = seat_view(&g, A).me.and_then(|m| m.deck).expect("A looks");
    assert_eq!(seen.len(), usize::from(public(&g).deck));
    assert_eq!(seen[..3], [Grail4, Mordred, Picts2]);
    assert_eq!(seat_view(&g, B).me.and_then(|m| m.deck), None);
    assert_eq!(public(&g).pending, Pending::Action { seat: A });
    assert!(
        !g.legal_actions(A).contains(&CardAction::Tristan),
        "one look per turn"
    );
    assert_eq!(
        g.clone().apply(A, &CardAction::Tristan),
        Err(CardError::AlreadyLooked)
    );
    let events = act(&mut g, A, CardAction::Listen);
    assert_eq!(
        events[0],
        CardEvent::Listened {
            seat: A,
            card: Grail4
        }
    );
    assert_eq!(
        seat_view(&g, A).me.and_then(|m| m.deck),
        None,
        "the look is over"
    );

    let mut g = build(with_rest(
        CardSetup {
            pile: pile(&[Dragon2]),
            ..knights(&[&[Tristan]])
        },
        Rest::Discard,
    ));
    act(&mut g, A, CardAction::Tristan);
    assert_eq!(seat_view(&g, A).me.and_then(|m| m.deck), Some(vec![]));
}

fn gawain_table(pile_cards: &[Card], deck: Vec<Card>) -> CardGame {
    build(CardSetup {
        pile: pile(pile_cards),
        deck,
        ..knights(&[&[], &[], &[Gawain]])
    })
}

/// A names `quest`; the table declines Arthur (C holds a knight card), reaching the Gawain window.
fn quest_to_gawain(g: &mut CardGame, quest: Quest) {
    act(g, A, CardAction::Quest(quest));
    while let Pending::ArthurWindow { .. } = public(g).pending {
        act(g, B, CardAction::Decline);
    }
    assert_eq!(public(g).pending, Pending::GawainWindow { quester: A });
}

/// C-KNIGHT-GAWAIN-1, C-KNIGHT-GAWAIN-2, C-EDGE-5: after the tallies, Gawain draws three, plays
/// one that is not a Morgan, discards the rest; a quest card joins its stack and the quest is
/// counted again.
#[test]
fn gawain_adds_a_card_and_recounts() {
    let mut g = gawain_table(&[Dragon5, Dragon4], vec![Morgan5, Dragon2, Picts3]);
    quest_to_gawain(&mut g, Quest::Dragon);
    let shown = public(&g).resolving.expect("the tallies are public");
    assert_eq!(lines(&shown), ["Dragon: 5 + 4 = 9 → 1 black"]);
    let discard = public(&g).discard;
    act(&mut g, C, CardAction::Gawain);
    assert_eq!(public(&g).pending, Pending::GawainChoose { seat: C });
    assert_eq!(
        seat_view(&g, C).me.expect("own").drawn,
        [Morgan5, Dragon2, Picts3]
    );
    assert!(seat_view(&g, A).me.expect("own").drawn.is_empty());
    assert_eq!(
        g.legal_actions(C),
        [
            CardAction::GawainPlay(Picts3),
            CardAction::GawainPlay(Dragon2)
        ]
    );
    assert_eq!(
        g.clone().apply(C, &CardAction::GawainPlay(Morgan5)),
        Err(CardError::MorganNotPlayable)
    );
    let r = report(&act(&mut g, C, CardAction::GawainPlay(Dragon2)));
    assert_eq!(lines(&r), ["Dragon: 5 + 4 + 2 = 11 → 2 white"]);
    assert_eq!(
        r.gawain
            .iter()
            .map(|p| (p.seat, p.card))
            .collect::<Vec<_>>(),
        [(C, Dragon2)]
    );
    assert_eq!(
        public(&g).discard,
        discard + 2 + 3,
        "two unplayed, then the quest's three"
    );
}

/// C-EDGE-5: three Morgans: nothing is played; fewer than three cards: what there is.
#[test]
fn gawain_with_only_morgans_or_few_cards() {
    let mut g = gawain_table(&[Dragon5, Dragon4], vec![Morgan5, Morgan1, Morgan3]);
    quest_to_gawain(&mut g, Quest::Dragon);
    let events = act(&mut g, C, CardAction::Gawain);
    assert!(events.contains(&CardEvent::GawainNothing { seat: C }));
    let r = report(&events);
    assert_eq!(lines(&r), ["Dragon: 5 + 4 = 9 → 1 black"]);
    assert!(r.gawain.is_empty());

    let s = CardSetup {
        pile: pile(&[Dragon5, Dragon4]),
        deck: vec![Dragon2, Morgan3],
        ..knights(&[&[], &[], &[Gawain]])
    };
    let mut g = build(with_rest(s, Rest::PileBottom));
    quest_to_gawain(&mut g, Quest::Dragon);
    act(&mut g, C, CardAction::Gawain);
    assert_eq!(seat_view(&g, C).me.expect("own").drawn, [Dragon2, Morgan3]);
}

/// C-EDGE-5, C-KNIGHT-GAWAIN-2: characters played by Gawain act on this quest: a Merlin removes,
/// a Merlin #4 names its quest at once, Mordred counts, Vivien exchanges at once.
#[test]
fn gawain_characters_act_at_once() {
    let mut g = gawain_table(&[Grail5, Grail4, Grail3], vec![Merlin2, Picts2, Picts3]);
    quest_to_gawain(&mut g, Quest::Grail);
    act(&mut g, C, CardAction::Gawain);
    let r = report(&act(&mut g, C, CardAction::GawainPlay(Merlin2)));
    assert_eq!(lines(&r), ["Grail: 4 + 3 = 7 → 1 black"]);

    let mut g = gawain_table(&[Grail5, Grail4, Grail3], vec![Merlin4, Picts2, Picts3]);
    quest_to_gawain(&mut g, Quest::Grail);
    act(&mut g, C, CardAction::Gawain);
    act(&mut g, C, CardAction::GawainPlay(Merlin4));
    assert_eq!(public(&g).pending, Pending::Token { seat: C });
    let r = report(&act(&mut g, C, CardAction::Token(Quest::Grail)));
    assert_eq!(
        r.removals
            .iter()
            .map(|m| (m.removed, m.token_owner))
            .collect::<Vec<_>>(),
        [(Some(Grail5), Some(C))]
    );

    let mut g = gawain_table(&[Picts5, Picts4], vec![Mordred, Grail2, Grail3]);
    quest_to_gawain(&mut g, Quest::Picts);
    act(&mut g, C, CardAction::Gawain);
    let r = report(&act(&mut g, C, CardAction::GawainPlay(Mordred)));
    assert_eq!(lines(&r), ["Picts: 5 + 4 + Mordred 2 = 11 → 1 white"]);

    let mut g = gawain_table(&[Picts5, Picts4], vec![Vivien, Grail2, Grail3]);
    quest_to_gawain(&mut g, Quest::Picts);
    act(&mut g, C, CardAction::Gawain);
    act(&mut g, C, CardAction::GawainPlay(Vivien));
    assert_eq!(public(&g).pending, Pending::VivienGive { seat: C });
    act(&mut g, C, CardAction::Give(A));
    let keep = g.legal_actions(C)[0];
    act(&mut g, C, keep);
    let keep = g.legal_actions(A)[0];
    let r = report(&act(&mut g, A, keep));
    assert_eq!(lines(&r), ["Picts: 5 + 4 = 9 → 1 black"]);
    assert!(r.characters.contains(&Vivien));
}

/// C-KNIGHT-PERCIVAL-1: at an accusation Percival makes it 2 swords; at the end reveal, 2 flips
/// per traitor.
#[test]
fn percival() {
    let s = CardSetup {
        white: 2,
        black: 2,
        ..with_traitor(knights(&[&[], &[], &[], &[Percival]]), C)
    };
    let mut g = build(s.clone());
    act(&mut g, A, CardAction::Accuse(C));
    assert_eq!(
        public(&g).pending,
        Pending::PercivalWindow {
            cause: PercivalCause::Accusation { target: C }
        }
    );
    assert_eq!(g.turn(), Turn::Window(vec![A, B, C, D]));
    let mut declined = g.clone();
    let mut events = Vec::new();
    let applied = declined
        .apply_into(B, &CardAction::Decline, &mut events)
        .expect("legal");
    assert!(
        applied.undoable,
        "declining shows nothing and draws nothing"
    );
    assert_eq!(public(&declined).white, 3);
    act(&mut g, D, CardAction::Percival);
    assert_eq!((public(&g).white, public(&g).black), (4, 2));

    let s = CardSetup {
        white: 6,
        black: 3,
        current: Some(C),
        pile: pile(&[Dragon5, Dragon4, Dragon3]),
        ..with_traitor(knights(&[&[Percival]]), B)
    };
    let mut g = build(s);
    let mut events = act(&mut g, C, CardAction::Quest(Quest::Dragon));
    while let Pending::ArthurWindow { .. } | Pending::GawainWindow { .. } = public(&g).pending {
        events.extend(act(&mut g, B, CardAction::Decline));
    }
    assert_eq!(
        public(&g).pending,
        Pending::PercivalWindow {
            cause: PercivalCause::EndReveal { traitors: 1 }
        }
    );
    let shown = events.iter().find_map(|e| match e {
        CardEvent::EndCheck(r) => Some(*r),
        _ => None,
    });
    assert_eq!(
        shown.map(|r| (r.revealed.len(), r.result)),
        Some((4, EndResult::Pending)),
        "the reveal is logged"
    );
    act(&mut g, A, CardAction::Percival);
    let end = public(&g).end.expect("end check");
    assert_eq!(
        (end.flipped, end.white, end.black, end.percival, end.result),
        (2, 6, 5, Some(A), EndResult::GoesOn)
    );
    assert_eq!(public(&g).pending, Pending::Action { seat: D });
}

/// C-EDGE-5, C-CARD-VIVIEN-3: a Vivien played through Gawain by a revealed player does nothing.
#[test]
fn gawain_vivien_for_a_revealed_player() {
    let s = CardSetup {
        revealed: vec![C],
        pile: pile(&[Picts5, Picts4]),
        deck: vec![Vivien, Grail2, Grail3],
        ..knights(&[&[], &[], &[Gawain]])
    };
    let mut g = build(s);
    quest_to_gawain(&mut g, Quest::Picts);
    act(&mut g, C, CardAction::Gawain);
    let events = act(&mut g, C, CardAction::GawainPlay(Vivien));
    assert!(events.contains(&CardEvent::VivienNoEffect { seat: C }));
    assert_eq!(lines(&report(&events)), ["Picts: 5 + 4 = 9 → 1 black"]);
}

/// C-EDGE-14: Merlin #6's quest can be stopped by Arthur; its drawer then listens once more.
#[test]
fn arthur_stops_merlin6() {
    let mut s = knights(&[&[], &[Arthur]]);
    s.config.promos = true;
    let mut g = build(CardSetup {
        deck: vec![Merlin6, Grail4],
        pile: pile(&[Dragon2]),
        ..s
    });
    act(&mut g, A, CardAction::Listen);
    act(&mut g, A, CardAction::Merlin6Quest(Quest::Grail, 3));
    assert_eq!(
        public(&g).pending,
        Pending::ArthurWindow {
            quester: A,
            quest: Quest::Grail,
            bonus: Some(3)
        }
    );
    let events = act(&mut g, B, CardAction::Arthur);
    assert!(events.contains(&CardEvent::Listened {
        seat: A,
        card: Grail4
    }));
    assert_eq!(public(&g).pending, Pending::Action { seat: B });
}

/// C-EDGE-15: Arthur cannot be played when the questing player could not listen.
#[test]
fn no_arthur_without_a_card_to_draw() {
    let s = CardSetup {
        pile: pile(&[Dragon2]),
        ..knights(&[&[], &[Arthur]])
    };
    let mut g = build(with_rest(s, Rest::PileBottom));
    assert_eq!(public(&g).deck + public(&g).discard, 0);
    let events = act(&mut g, A, CardAction::Quest(Quest::Dragon));
    assert!(
        events
            .iter()
            .any(|e| matches!(e, CardEvent::QuestResolved(_))),
        "no Arthur window, and no Gawain without cards"
    );
}

/// C-EDGE-10, C-KNIGHT-4, C-KNIGHT-GALAHAD-1: a seat whose only possible move would be Galahad
/// (nothing to draw, no quest, no accusation) may still pass: knight cards are optional.
#[test]
fn galahad_is_never_forced() {
    let s = with_rest(
        CardSetup {
            pile: pile(&[Merlin1]),
            ..knights(&[&[Galahad]])
        },
        Rest::PileBottom,
    );
    let mut g = build(s);
    let legal = g.legal_actions(A);
    assert!(legal.contains(&CardAction::Pass), "Pass stays legal beside Galahad: {legal:?}");
    assert!(legal.contains(&CardAction::Galahad(B)));
    assert!(!legal.contains(&CardAction::Listen), "nothing to draw");
    act(&mut g, A, CardAction::Pass);
    assert_eq!(private_knights(&g, A), [Galahad], "passing keeps the card");
    assert_eq!(public(&g).pending, Pending::Action { seat: B });
}
