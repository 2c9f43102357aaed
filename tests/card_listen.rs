//! Listening to Rumors, table talk, Morgan #1's face-down cards, Morgan #2's count, the Merlins
//! that end them, Merlin #4's token and Vivien's loyalty exchange.

mod card_support;

use camelot_table::engine::card::Card::*;
use camelot_table::engine::card::{
    Card, CardAction, CardError, CardEvent, CardSetup, Loyalty, Pending, Quest, QuestSet, Rest,
    SetupCard,
};
use camelot_table::engine::{Game, GameEvent, GameExt, Turn, Viewer};
use card_support::*;

/// C-LISTEN-1, C-LISTEN-3: the top card goes face up on the pile; a quest card does nothing more.
#[test]
fn listening_lays_the_top_card_face_up() {
    let mut g = build(CardSetup {
        pile: pile(&[Picts2]),
        deck: vec![Dragon4],
        ..table(4)
    });
    let before = public(&g);
    let events = act(&mut g, A, CardAction::Listen);
    assert_eq!(
        events,
        [
            CardEvent::Listened {
                seat: A,
                card: Dragon4
            },
            CardEvent::TurnBegins { seat: B }
        ]
    );
    let v = public(&g);
    assert_eq!((v.deck, v.pile), (before.deck - 1, before.pile + 1));
    assert_eq!(v.top.and_then(|t| t.card), Some(Dragon4));
    assert!(!v.top.is_some_and(|t| t.face_down));
    assert_eq!((v.white, v.black, v.silence), (0, 0, false));
}

/// C-LISTEN-2: only the top card of the pile can be seen. The cards under it were each seen
/// by the whole table as they were laid, so the view keeps them as the table's memory
/// (`pile_cards`, what bots read and a screen may leave to players), apart from the top.
#[test]
fn only_the_top_card_shows() {
    let g = build(CardSetup {
        pile: pile(&[Grail5, Picts2]),
        ..table(4)
    });
    for viewer in [Viewer::Public, Viewer::Seat(A)] {
        let v = g.view(viewer);
        assert_eq!((v.pile, v.top.and_then(|t| t.card)), (2, Some(Picts2)));
        assert_eq!(v.pile_cards, vec![Some(Grail5), Some(Picts2)], "{viewer:?}");
    }
}

/// C-LISTEN-4, C-CARD-VIVIEN-1, C-CARD-VIVIEN-2: Vivien acts at once: the drawer takes a
/// set-aside card, gives the other unseen to an unrevealed player, both keep one in secret.
#[test]
fn vivien_exchanges_loyalty_cards() {
    let mut g = build(CardSetup {
        revealed: vec![D],
        deck: vec![Vivien],
        ..table(4)
    });
    let events = act(&mut g, A, CardAction::Listen);
    assert!(events.contains(&CardEvent::VivienTook { seat: A }));
    let saw = events.iter().find_map(|e| match e {
        CardEvent::VivienSaw { seat: A, loyalty } => Some(*loyalty),
        _ => None,
    });
    let taken = saw.expect("A sees the card he took");
    assert!(events
        .iter()
        .filter(|e| e.is_private())
        .all(|e| !e.visible_to(Viewer::Seat(B))));
    assert_eq!(public(&g).pending, Pending::VivienGive { seat: A });
    assert_eq!(
        seat_view(&g, A).me.expect("own").vivien,
        vec![Loyalty::Loyal, taken]
    );
    assert!(seat_view(&g, B).me.expect("own").vivien.is_empty());
    // Only another unrevealed player may receive.
    assert_eq!(
        g.legal_actions(A),
        vec![CardAction::Give(B), CardAction::Give(C)]
    );
    assert_eq!(
        g.clone().apply(A, &CardAction::Give(D)),
        Err(CardError::BadTarget(D))
    );
    assert_eq!(
        g.clone().apply(A, &CardAction::Give(A)),
        Err(CardError::BadTarget(A))
    );

    let events = act(&mut g, A, CardAction::Give(C));
    let got = events.iter().find_map(|e| match e {
        CardEvent::VivienReceived { seat: C, loyalty } => Some(*loyalty),
        _ => None,
    });
    let given = got.expect("C sees what he got");
    let mut pair = [taken, given];
    pair.sort();
    assert_eq!(
        pair,
        [Loyalty::Loyal, Loyalty::Traitor],
        "the two set-aside cards"
    );
    // The drawer chooses first, then the receiver gets the turn to choose (device passes to C).
    assert_eq!(g.turn(), Turn::Seat(A));
    act(&mut g, A, CardAction::Keep(taken));
    assert_eq!(g.turn(), Turn::Seat(C));
    assert_eq!(
        seat_view(&g, C).me.expect("own").vivien,
        vec![Loyalty::Loyal, given]
    );
    assert!(seat_view(&g, A).me.expect("own").vivien.is_empty());
    let mut probe = g.clone();
    let applied = probe
        .apply_into(C, &CardAction::Keep(Loyalty::Loyal), &mut Vec::new())
        .expect("legal");
    assert!(applied.undoable, "keeping a card shows nobody anything");
    act(&mut g, C, CardAction::Keep(given));
    assert_eq!(public(&g).pending, Pending::Action { seat: B });
    assert_eq!(seat_view(&g, A).me.and_then(|m| m.loyalty), Some(taken));
    assert_eq!(seat_view(&g, C).me.and_then(|m| m.loyalty), Some(given));
    // Nobody else learns who kept what.
    assert_eq!(seat_view(&g, B).seats[usize::from(A)].known, None);
    assert_eq!(public(&g).seats[usize::from(C)].known, None);
}

/// C-CARD-VIVIEN-3: a revealed drawer's Vivien does nothing.
#[test]
fn vivien_does_nothing_for_a_revealed_drawer() {
    let mut g = build(CardSetup {
        revealed: vec![A],
        deck: vec![Vivien],
        ..table(4)
    });
    let events = act(&mut g, A, CardAction::Listen);
    assert!(events.contains(&CardEvent::VivienNoEffect { seat: A }));
    assert_eq!(public(&g).pending, Pending::Action { seat: B });
}

/// C-EDGE-11: with nobody to give to, the drawer keeps one of his two; the other set-aside
/// card stays unseen.
#[test]
fn vivien_with_nobody_to_give_to() {
    let mut g = build(CardSetup {
        revealed: vec![B, C],
        deck: vec![Vivien],
        ..table(3)
    });
    act(&mut g, A, CardAction::Listen);
    assert_eq!(
        public(&g).pending,
        Pending::VivienKeep {
            seat: A,
            drawer: A,
            receiver: None
        }
    );
    let two = seat_view(&g, A).me.expect("own").vivien;
    assert_eq!(two.len(), 2);
    act(&mut g, A, CardAction::Keep(two[1]));
    assert_eq!(public(&g).pending, Pending::Action { seat: B });
    assert_eq!(seat_view(&g, A).me.and_then(|m| m.loyalty), Some(two[1]));
}

/// C-CARD-VIVIEN-5: Vivien drawn under Morgan #1 still takes effect.
#[test]
fn vivien_under_morgan1() {
    let mut g = build(CardSetup {
        morgan1: true,
        deck: vec![Vivien],
        ..table(4)
    });
    act(&mut g, A, CardAction::Listen);
    assert_eq!(g.legal_actions(A), vec![CardAction::Announce(Vivien)]);
    act(&mut g, A, CardAction::Announce(Vivien));
    assert_eq!(public(&g).pending, Pending::VivienGive { seat: A });
}

/// C-LISTEN-5, C-CARD-MORDRED-2: a Mordred or a Morgan #3–#8 does nothing when drawn; Mordred's
/// symbols let the next player go on the Picts or the Saxons.
#[test]
fn characters_act_when_their_rule_says() {
    let mut g = build(CardSetup {
        deck: vec![Mordred, Morgan5],
        ..table(4)
    });
    act(&mut g, A, CardAction::Listen);
    let v = public(&g);
    assert_eq!(
        (v.pending, v.quests_allowed),
        (
            Pending::Action { seat: B },
            QuestSet::of(Quest::Picts).with(Quest::Saxons)
        )
    );
    act(&mut g, B, CardAction::Listen);
    let v = public(&g);
    assert_eq!(
        (v.pending, v.white, v.black, v.silence),
        (Pending::Action { seat: C }, 0, 0, true)
    );
}

/// C-LISTEN-6: an empty deck is replaced by the shuffled discard pile; the pile stays out.
#[test]
fn the_discard_pile_becomes_the_deck() {
    let mut g = build(with_rest(
        CardSetup {
            pile: pile(&[Picts2, Saxons3]),
            ..table(4)
        },
        Rest::Discard,
    ));
    let before = public(&g);
    assert_eq!(before.deck, 0);
    let events = act(&mut g, A, CardAction::Listen);
    assert_eq!(
        events[0],
        CardEvent::Reshuffled {
            cards: before.discard
        }
    );
    let v = public(&g);
    assert_eq!((v.deck, v.discard, v.pile), (before.discard - 1, 0, 3));
}

/// C-LISTEN-7, C-EDGE-10: with nothing to draw there is no listening; with nothing at all to
/// do, a player passes, and only then.
#[test]
fn no_card_no_listening() {
    let s = CardSetup {
        pile: pile(&[Morgan5]),
        ..table(4)
    };
    let g = build(with_rest(s.clone(), Rest::PileBottom));
    assert_eq!(public(&g).deck + public(&g).discard, 0);
    assert_eq!(g.legal_actions(A), vec![CardAction::Pass]);
    assert_eq!(
        g.clone().apply(A, &CardAction::Listen),
        Err(CardError::NothingToDraw)
    );
    let mut passing = g.clone();
    let mut events = Vec::new();
    assert!(
        passing
            .apply_into(A, &CardAction::Pass, &mut events)
            .expect("legal")
            .undoable
    );
    assert_eq!(public(&passing).pending, Pending::Action { seat: B });
    // A top card with a symbol: a quest is possible, so no pass.
    let g = build(with_rest(
        CardSetup {
            pile: pile(&[Dragon5]),
            ..s
        },
        Rest::PileBottom,
    ));
    assert_eq!(g.legal_actions(A), vec![CardAction::Quest(Quest::Dragon)]);
    assert_eq!(
        g.clone().apply(A, &CardAction::Pass),
        Err(CardError::PassNotAllowed)
    );
}

fn morgan1_table() -> CardSetup {
    CardSetup {
        morgan1: true,
        pile: pile(&[Saxons2]),
        deck: vec![Dragon4, Grail5, Morgan2, Merlin2],
        ..with_traitor(table(4), B)
    }
}

/// C-LISTEN-8, C-CARD-MORGAN1-1, C-CARD-MORGAN1-2, C-CARD-MORGAN1-3, C-QUEST-3: under Morgan #1
/// the card lies face down; a loyal player announces the truth, a traitor anything but a
/// Merlin; the announced card's symbols decide the next quest.
#[test]
fn morgan1_face_down_announcements() {
    let mut g = build(morgan1_table());
    let events = act(&mut g, A, CardAction::Listen);
    assert_eq!(events[0], CardEvent::DrewFaceDown { seat: A });
    assert_eq!(
        events[1],
        CardEvent::SawFaceDown {
            seat: A,
            card: Dragon4
        }
    );
    assert!(!events[1].visible_to(Viewer::Public) && !events[1].visible_to(Viewer::Seat(B)));
    let top = public(&g).top.expect("top");
    assert_eq!(
        (top.face_down, top.card, top.announced, top.by),
        (true, None, None, Some(A))
    );
    assert_eq!(seat_view(&g, A).top.and_then(|t| t.card), Some(Dragon4));
    assert_eq!(public(&g).pending, Pending::Announce { seat: A });
    assert_eq!(g.legal_actions(A), vec![CardAction::Announce(Dragon4)]);
    assert_eq!(
        g.clone().apply(A, &CardAction::Announce(Grail5)),
        Err(CardError::MustTellTruth(Dragon4))
    );
    let mut events = Vec::new();
    let applied = g
        .apply_into(A, &CardAction::Announce(Dragon4), &mut events)
        .expect("legal");
    assert!(
        !applied.undoable,
        "nothing followed, so the table knows the card is neither Morgan #2 nor Vivien"
    );
    assert_eq!(public(&g).quests_allowed, QuestSet::of(Quest::Dragon));

    // B, a traitor, may name any card of the game but a Merlin.
    act(&mut g, B, CardAction::Listen);
    let options = g.legal_actions(B);
    let expected: Vec<_> = Card::ALL
        .into_iter()
        .filter(|c| !c.is_merlin() && !c.is_promo())
        .map(CardAction::Announce)
        .collect();
    assert_eq!(options, expected);
    assert_eq!(options.len(), 36);
    assert_eq!(
        g.clone().apply(B, &CardAction::Announce(Merlin1)),
        Err(CardError::CannotAnnounce(Merlin1))
    );
    act(&mut g, B, CardAction::Announce(Picts3));
    assert_eq!(public(&g).quests_allowed, QuestSet::of(Quest::Picts));
    assert_eq!(public(&g).top.and_then(|t| t.announced), Some(Picts3));
    assert_eq!(seat_view(&g, B).top.and_then(|t| t.card), Some(Grail5));
}

/// C-CARD-MORGAN1-4, C-CARD-MERLIN-1, C-CARD-MERLIN-2: a Merlin drawn by a listener is shown
/// face up and ends Morgan #1, Morgan #2 and silence.
#[test]
fn merlin_ends_morgan1_and_morgan2() {
    let mut g = build(CardSetup {
        morgan1: true,
        morgan2: Some(4),
        silence: true,
        deck: vec![Merlin2],
        ..table(4)
    });
    let events = act(&mut g, A, CardAction::Listen);
    assert!(events.contains(&CardEvent::Listened {
        seat: A,
        card: Merlin2
    }));
    let v = public(&g);
    assert_eq!(
        v.top.map(|t| (t.card, t.face_down)),
        Some((Some(Merlin2), false))
    );
    assert_eq!((v.morgan1, v.morgan2, v.silence), (false, None, false));
}

/// C-CARD-MORGAN1-5: a quest turns the face-down cards up and resolves them as what they are;
/// a false announcement shows its author was a traitor.
#[test]
fn a_quest_turns_face_down_cards_up() {
    let s = CardSetup {
        morgan1: true,
        pile: vec![
            SetupCard {
                card: Grail5,
                face_down: Some((A, Grail5)),
            },
            SetupCard {
                card: Picts2,
                face_down: Some((B, Dragon5)),
            },
            SetupCard::from(Dragon3),
        ],
        ..with_traitor(table(4), B)
    };
    let mut g = build(CardSetup {
        current: Some(C),
        ..s
    });
    assert_eq!(public(&g).seats[usize::from(B)].known, None);
    let events = act(&mut g, C, CardAction::Quest(Quest::Dragon));
    let r = report(&events);
    assert_eq!(
        lines(&r),
        [
            "Picts: 2 = 2 → nothing",
            "Dragon: 3 = 3 → 1 black",
            "Grail: 5 = 5 → nothing"
        ]
    );
    let turned: Vec<_> = r
        .turned_up
        .iter()
        .map(|t| (t.by, t.announced, t.card, t.lie()))
        .collect();
    assert_eq!(
        turned,
        [(A, Grail5, Grail5, false), (B, Dragon5, Picts2, true)]
    );
    assert!(events.contains(&CardEvent::Lie {
        seat: B,
        announced: Dragon5,
        card: Picts2
    }));
    assert_eq!(
        public(&g).seats[usize::from(B)].known,
        Some(Loyalty::Traitor)
    );
    assert_eq!(
        public(&g).seats[usize::from(B)].revealed,
        None,
        "exposed, not revealed: still accusable"
    );
}

/// C-EDGE-7: a face-down card acts by its true identity when its effect is due (Morgan #2's
/// count, Mordred at the quest); silence follows the announcement; a traitor may name a card
/// known to be elsewhere.
#[test]
fn face_down_cards_act_by_their_true_identity() {
    let mut g = build(CardSetup {
        current: Some(B),
        discard: vec![Vivien],
        ..morgan1_table()
    });
    // B (traitor) draws Dragon4 and calls it Morgan #3: silence, though no Morgan was drawn.
    act(&mut g, B, CardAction::Listen);
    assert!(
        g.legal_actions(B).contains(&CardAction::Announce(Vivien)),
        "Vivien lies in the discard pile"
    );
    act(&mut g, B, CardAction::Announce(Morgan3));
    assert!(public(&g).silence);
    assert_eq!(public(&g).quests_allowed, QuestSet::EMPTY);
    // C and D listen truthfully; then B again... set a new table: B draws a real Morgan #2.
    let mut g = build(CardSetup {
        current: Some(B),
        deck: vec![Morgan2, Mordred],
        ..morgan1_table()
    });
    act(&mut g, B, CardAction::Listen);
    act(&mut g, B, CardAction::Announce(Picts4));
    assert_eq!(
        public(&g).morgan2,
        Some(0),
        "the real Morgan #2 starts the count"
    );
    // C draws the real Mordred; at the quest it counts.
    act(&mut g, C, CardAction::Listen);
    act(&mut g, C, CardAction::Announce(Mordred));
    assert_eq!(public(&g).morgan2, Some(1));
    let r = report(&act(&mut g, D, CardAction::Quest(Quest::Picts)));
    assert!(r.characters.contains(&Mordred) && r.characters.contains(&Morgan2));
    assert_eq!(
        lines(&r),
        [
            "Picts: 0 = 0 → 1 black",
            "Saxons: 2 + Mordred 1 = 3 → nothing"
        ]
    );
}

/// C-CARD-MORGAN2-1, C-CARD-MORGAN2-2: after Morgan #2 every listen is counted from 1, until a
/// listener draws a Merlin.
#[test]
fn morgan2_counts_the_listens() {
    let mut g = build(CardSetup {
        deck: vec![Morgan2, Picts2, Saxons3, Merlin3],
        ..table(4)
    });
    act(&mut g, A, CardAction::Listen);
    assert_eq!(public(&g).morgan2, Some(0));
    let events = act(&mut g, B, CardAction::Listen);
    assert_eq!(events[0], CardEvent::Counted { count: 1 });
    act(&mut g, C, CardAction::Listen);
    assert_eq!(public(&g).morgan2, Some(2));
    let events = act(&mut g, D, CardAction::Listen);
    assert!(events.contains(&CardEvent::Counted { count: 3 }));
    assert!(events.contains(&CardEvent::Morgan2 { active: false }));
    assert_eq!(public(&g).morgan2, None);
}

/// C-TALK-1, C-TALK-2, C-TALK-3, C-CARD-MORGAN-1: no silence at first; every Morgan laid on
/// the pile starts it; a quest ends it.
#[test]
fn morgans_start_silence_and_a_quest_ends_it() {
    let mut promos = table(4);
    promos.config.promos = true;
    assert!(
        !public(&build(promos.clone())).silence,
        "free talk at the start"
    );
    for m in Card::ALL.into_iter().filter(|c| c.is_morgan()) {
        let mut g = build(CardSetup {
            pile: pile(&[Dragon3]),
            deck: vec![m],
            ..promos.clone()
        });
        let events = act(&mut g, A, CardAction::Listen);
        assert!(events.contains(&CardEvent::Silence { on: true }), "{m:?}");
        assert!(public(&g).silence);
        assert_eq!(public(&g).morgan1, m == Morgan1);
    }
    let mut g = build(CardSetup {
        silence: true,
        pile: pile(&[Dragon3]),
        ..table(4)
    });
    let events = act(&mut g, A, CardAction::Quest(Quest::Dragon));
    assert!(events.contains(&CardEvent::Silence { on: false }));
    assert!(!public(&g).silence);
}

/// C-TALK-4: the engine does not enforce silence: the same position offers the same actions
/// with or without it, and the view carries the flag for the app's banner.
#[test]
fn silence_is_a_banner_not_a_rule() {
    let base = CardSetup {
        white: 2,
        black: 2,
        pile: pile(&[Mordred]),
        ..table(4)
    };
    let quiet = build(CardSetup {
        silence: true,
        ..base.clone()
    });
    let loud = build(CardSetup {
        silence: false,
        ..base
    });
    for seat in [A, B, C, D] {
        assert_eq!(quiet.legal_actions(seat), loud.legal_actions(seat));
    }
    assert!(public(&quiet).silence && !public(&loud).silence);
}

/// C-CARD-MERLIN4-1, C-DECK-8: a Merlin #4 asks its drawer for a quest token, seen by him
/// alone; each Merlin #4 has its own set, so both may name the same quest.
#[test]
fn merlin4_tokens() {
    let mut g = build(CardSetup {
        deck: vec![Merlin4, Merlin4, Grail5, Grail4],
        pile: pile(&[Grail2]),
        ..table(4)
    });
    act(&mut g, A, CardAction::Listen);
    assert_eq!(public(&g).pending, Pending::Token { seat: A });
    assert_eq!(
        g.legal_actions(A),
        Quest::ALL.map(CardAction::Token).to_vec()
    );
    let mut events = Vec::new();
    assert!(
        g.apply_into(A, &CardAction::Token(Quest::Grail), &mut events)
            .expect("legal")
            .undoable
    );
    assert!(events.contains(&CardEvent::TokenPlaced { seat: A }));
    assert!(events
        .iter()
        .any(|e| matches!(e, CardEvent::TokenChosen { .. }) && !e.visible_to(Viewer::Public)));
    assert_eq!(
        public(&g)
            .tokens
            .iter()
            .map(|t| (t.owner, t.quest))
            .collect::<Vec<_>>(),
        [(A, None)]
    );
    assert_eq!(seat_view(&g, A).tokens[0].quest, Some(Quest::Grail));
    assert_eq!(seat_view(&g, B).tokens[0].quest, None);
    act(&mut g, B, CardAction::Listen);
    act(&mut g, B, CardAction::Token(Quest::Grail));
    act(&mut g, C, CardAction::Listen);
    act(&mut g, D, CardAction::Listen);
    let r = report(&act(&mut g, A, CardAction::Quest(Quest::Grail)));
    assert_eq!(
        r.removals.iter().map(|m| m.removed).collect::<Vec<_>>(),
        [Some(Grail5), Some(Grail4)]
    );
    assert_eq!(lines(&r), ["Grail: 2 = 2 → 1 black"]);
    assert!(public(&g).tokens.is_empty());
}

/// C-EDGE-9: a draw of two reshuffles the discard pile the moment the deck runs out.
#[test]
fn reshuffle_in_the_middle_of_a_draw() {
    let s = CardSetup {
        current: Some(D),
        revealed: vec![D],
        deck: vec![Dragon4],
        pile: pile(&[Picts3]),
        ..with_traitor(table(4), D)
    };
    let mut g = build(with_rest(s, Rest::Discard));
    let discard = public(&g).discard;
    let events = act(&mut g, D, CardAction::Spread);
    assert_eq!(events[0], CardEvent::Reshuffled { cards: discard });
    let drawn = seat_view(&g, D).me.expect("own").drawn;
    assert_eq!((drawn.len(), drawn[0]), (2, Dragon4));
    assert_eq!(public(&g).deck, discard - 1);
}
