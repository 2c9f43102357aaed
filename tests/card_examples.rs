//! The worked examples of the spec (§6.12), every sub-case, reproduced exactly.

mod card_support;

use camelot_table::engine::card::Card::*;
use camelot_table::engine::card::{
    CardAction, CardError, CardEvent, CardSetup, EndResult, Loyalty, Pending, Quest, QuestSet,
    Rest, Token,
};
use camelot_table::engine::{Game, GameEvent, GameExt, Turn, Viewer};
use card_support::*;

/// C-EX-1: the rulebook's Example 1 (C-QUEST-9: n ? cards add n×n; C-QUEST-11; C-QUEST-13).
#[test]
fn ex_1_rulebook_example_one() {
    let (g, r) = quest_on(
        &[
            Grail3,
            GrailWild,
            Picts5,
            Picts3,
            Picts2,
            PictsWild,
            PictsWild,
            Excalibur5,
            Excalibur3,
            ExcaliburWild,
            ExcaliburWild,
        ],
        Quest::Excalibur,
    );
    assert_eq!(
        lines(&r),
        [
            "Picts: 5 + 3 + 2 + 2×2 = 14 → 1 black",
            "Excalibur: 5 + 3 + 2×2 = 12 → 2 white",
            "Grail: 3 + 1×1 = 4 → nothing",
        ]
    );
    assert_eq!((r.white, r.black), (2, 1));
    assert_eq!((public(&g).white, public(&g).black), (2, 1));
}

/// C-EX-2: the rulebook's Example 2 (C-QUEST-10: one black sword whatever the quest's value;
/// C-QUEST-13: a secondary quest never gives white swords).
#[test]
fn ex_2_rulebook_example_two() {
    let (_, r) = quest_on(
        &[
            Grail3,
            GrailWild,
            Picts5,
            Picts3,
            Picts2,
            PictsWild,
            Excalibur3,
            ExcaliburWild,
            ExcaliburWild,
        ],
        Quest::Excalibur,
    );
    assert_eq!(
        lines(&r),
        [
            "Picts: 5 + 3 + 2 + 1×1 = 11 → nothing",
            "Excalibur: 3 + 2×2 = 7 → 1 black",
            "Grail: 3 + 1×1 = 4 → nothing"
        ]
    );
    assert_eq!((r.white, r.black), (0, 1));
}

/// C-EX-3, C-EX-3a, C-EX-3b: the rulebook's Mordred example, both main quests
/// (C-CARD-MORDRED-1: +1 per card of the Picts and of the Saxons stack).
#[test]
fn ex_3_mordred_example() {
    let cards = [Picts5, PictsWild, PictsWild, Saxons4, Mordred];
    let (_, a) = quest_on(&cards, Quest::Picts);
    assert_eq!(
        lines(&a),
        [
            "Picts: 5 + 2×2 + Mordred 3 = 12 → 1 white",
            "Saxons: 4 + Mordred 1 = 5 → nothing"
        ]
    );
    assert_eq!((a.white, a.black), (1, 0));
    let (_, b) = quest_on(&cards, Quest::Saxons);
    assert_eq!(
        lines(&b),
        [
            "Picts: 5 + 2×2 + Mordred 3 = 12 → nothing",
            "Saxons: 4 + Mordred 1 = 5 → 1 black"
        ]
    );
    assert_eq!((b.white, b.black), (0, 1));
}

/// C-EX-4: Merlin removes the highest numbered card, never a ? (C-CARD-MERLIN-3, C-CARD-MERLIN-4,
/// C-CARD-MERLIN2-1, C-CARD-MERLIN3-1; C-CARD-MERLIN-5: two Merlins on the Grail take two cards).
#[test]
fn ex_4_merlin_never_removes_a_wild_card() {
    let (_, r) = quest_on(
        &[
            Grail5,
            Grail4,
            Grail4,
            Grail3,
            GrailWild,
            GrailWild,
            ExcaliburWild,
            ExcaliburWild,
            ExcaliburWild,
            Merlin2,
            Merlin3,
            Dragon2,
            DragonWild,
            DragonWild,
            DragonWild,
            DragonWild,
        ],
        Quest::Dragon,
    );
    let removals: Vec<_> = r
        .removals
        .iter()
        .map(|m| (m.merlin, m.quest, m.removed))
        .collect();
    assert_eq!(
        removals,
        [
            (Merlin2, Quest::Dragon, Some(Dragon2)),
            (Merlin2, Quest::Grail, Some(Grail5)),
            (Merlin3, Quest::Excalibur, None),
            (Merlin3, Quest::Grail, Some(Grail4)),
        ]
    );
    assert_eq!(
        lines(&r),
        [
            "Dragon: 4×4 = 16 → 2 black",
            "Excalibur: 3×3 = 9 → nothing",
            "Grail: 4 + 3 + 2×2 = 11 → nothing"
        ]
    );
    assert_eq!((r.white, r.black), (0, 2));
}

/// C-EX-5: Morgan #6 makes every ? worth 1 (C-CARD-MORGAN6-1).
#[test]
fn ex_5_morgan6() {
    let cards = [
        PictsWild, PictsWild, PictsWild, PictsWild, Morgan6, Saxons5, Saxons3, SaxonsWild,
        SaxonsWild, SaxonsWild,
    ];
    let (_, r) = quest_on(&cards, Quest::Saxons);
    assert_eq!(
        lines(&r),
        [
            "Picts: 4×1 = 4 → nothing",
            "Saxons: 5 + 3 + 3×1 = 11 → 1 white"
        ]
    );
    assert_eq!((r.white, r.black), (1, 0));
    // Without Morgan #6 the same stacks give 17 and 16.
    let without: Vec<_> = cards.iter().copied().filter(|c| *c != Morgan6).collect();
    let (_, r) = quest_on(&without, Quest::Saxons);
    assert_eq!(
        lines(&r),
        [
            "Picts: 4×4 = 16 → 1 black",
            "Saxons: 5 + 3 + 3×3 = 17 → 1 black"
        ]
    );
}

/// C-EX-6: Morgan #4 adds its value to every stack that has cards, and only to those
/// (C-CARD-MORGAN4-1, C-CARD-MORGAN4-2: +1 and +3 add up, C-CARD-MORGAN4-3, C-QUEST-14).
#[test]
fn ex_6_morgan4() {
    let (_, r) = quest_on(
        &[
            Grail4,
            Grail2,
            GrailWild,
            Dragon5,
            Dragon4,
            DragonWild,
            Morgan4Plus1,
            Morgan4Plus3,
        ],
        Quest::Grail,
    );
    assert_eq!(
        lines(&r),
        [
            "Dragon: 5 + 4 + 1×1 + Morgan#4 4 = 14 → 2 black",
            "Grail: 4 + 2 + 1×1 + Morgan#4 4 = 11 → 3 white"
        ]
    );
    assert_eq!(
        r.tallies.len(),
        2,
        "Picts, Saxons and Excalibur have no card, hence no total"
    );
    assert_eq!((r.white, r.black), (3, 2));
}

/// C-EX-7, C-EX-7a, C-EX-7b: Morgan #5 raises the main quest's threshold to 12
/// (C-CARD-MORGAN5-1; C-CARD-MORGAN5-2: the secondary Saxons at 11 are untouched).
#[test]
fn ex_7_morgan5() {
    let (_, a) = quest_on(
        &[
            Saxons5, Saxons4, Saxons2, Morgan5, Excalibur5, Excalibur4, Excalibur2,
        ],
        Quest::Excalibur,
    );
    assert_eq!(
        lines(&a),
        [
            "Saxons: 5 + 4 + 2 = 11 → nothing",
            "Excalibur: 5 + 4 + 2 = 11 → 1 black (Morgan #5)"
        ]
    );
    assert_eq!((a.white, a.black), (0, 1));
    let (_, b) = quest_on(
        &[
            Saxons5, Saxons4, Saxons2, Morgan5, Excalibur5, Excalibur4, Excalibur3,
        ],
        Quest::Excalibur,
    );
    assert_eq!(
        lines(&b),
        [
            "Saxons: 5 + 4 + 2 = 11 → nothing",
            "Excalibur: 5 + 4 + 3 = 12 → 2 white"
        ]
    );
    assert_eq!((b.white, b.black), (2, 0));
}

/// C-EX-8, C-EX-8a, C-EX-8b, C-EX-8c: Merlin #5 counts the cards before Merlin removals
/// (C-CARD-MERLIN5-1, C-CARD-MERLIN5-2, C-CARD-MERLIN1-1).
#[test]
fn ex_8_merlin5() {
    let a_cards = [
        Saxons3, Merlin5, Merlin1, Picts5, PictsWild, PictsWild, PictsWild, PictsWild,
    ];
    let (_, a) = quest_on(&a_cards, Quest::Picts);
    assert_eq!(
        a.removals.iter().map(|m| m.removed).collect::<Vec<_>>(),
        [Some(Picts5), Some(Saxons3)]
    );
    assert_eq!(
        lines(&a),
        [
            "Picts: 4×4 = 16 → 1 white (Merlin #5)",
            "Saxons: 0 = 0 → nothing"
        ]
    );
    assert_eq!((a.white, a.black), (1, 0));

    let (_, b) = quest_on(
        &[
            Picts4, Saxons3, Merlin5, Merlin1, Picts5, PictsWild, PictsWild, PictsWild, PictsWild,
        ],
        Quest::Picts,
    );
    assert_eq!(
        arithmetic(&b.tallies.as_slice()[0]),
        "Picts: 4 + 4×4 = 20 → 1 black"
    );
    assert_eq!((b.white, b.black), (0, 1));

    let (_, c) = quest_on(
        &[
            Saxons3, Merlin1, Picts5, PictsWild, PictsWild, PictsWild, PictsWild,
        ],
        Quest::Picts,
    );
    assert_eq!(
        arithmetic(&c.tallies.as_slice()[0]),
        "Picts: 4×4 = 16 → 1 black"
    );
    assert_eq!((c.white, c.black), (0, 1));
}

/// C-EX-9, C-EX-9a, C-EX-9b: Morgan #3 adds one sword of each colour placed (C-CARD-MORGAN3-1).
#[test]
fn ex_9_morgan3() {
    let (_, a) = quest_on(
        &[
            Grail5, Grail4, Grail3, Grail2, Picts4, PictsWild, PictsWild, PictsWild, Morgan3,
            Dragon5, Dragon4, Dragon3,
        ],
        Quest::Dragon,
    );
    assert_eq!(
        lines(&a),
        [
            "Picts: 4 + 3×3 = 13 → nothing",
            "Dragon: 5 + 4 + 3 = 12 → 2 white",
            "Grail: 5 + 4 + 3 + 2 = 14 → 3 black"
        ]
    );
    assert_eq!((a.extra_white, a.extra_black), (1, 1));
    assert_eq!((a.white, a.black), (3, 4));
    let (_, b) = quest_on(&[Morgan3, Dragon5, Dragon4], Quest::Dragon);
    assert_eq!((b.extra_white, b.extra_black), (0, 1));
    assert_eq!((b.white, b.black), (0, 2));
}

/// C-EX-10, C-EX-10a, C-EX-10b: Morgan #7 ends the game only through the main quest
/// (C-CARD-MORGAN7-1, C-CARD-MORGAN7-2, C-END-7).
#[test]
fn ex_10_morgan7() {
    let s = CardSetup {
        white: 2,
        black: 1,
        pile: pile(&[Morgan7, Saxons5, Saxons4, Saxons4, Saxons2]),
        ..with_traitor(table(4), B)
    };
    let (g, r) = quest_on_setup(s, Quest::Saxons);
    assert_eq!(
        lines(&r),
        ["Saxons: 5 + 4 + 4 + 2 = 15 → 1 black (Morgan #7: loss)"]
    );
    assert!(r.morgan7_loss);
    assert_eq!(g.turn(), Turn::Over);
    let outcome = g.outcome().expect("over");
    assert_eq!((outcome.label.as_str(), outcome.winners), ("evil", vec![B]));
    assert_eq!(public(&g).end.map(|e| e.result), Some(EndResult::Morgan7));

    let (g, r) = quest_on(
        &[
            GrailWild, GrailWild, GrailWild, GrailWild, Morgan7, Saxons5, Saxons4, Saxons4,
        ],
        Quest::Saxons,
    );
    assert_eq!(
        lines(&r),
        [
            "Saxons: 5 + 4 + 4 = 13 → 1 white",
            "Grail: 4×4 = 16 → 3 black"
        ]
    );
    assert!(!r.morgan7_loss);
    assert_eq!((r.white, r.black), (1, 3));
    assert!(g.outcome().is_none());
}

fn ex11_table(white: u8, black: u8) -> CardSetup {
    CardSetup {
        white,
        black,
        current: Some(C),
        pile: pile(&[Dragon5, Dragon4, Dragon3]),
        deck: vec![Vivien, Saxons5, Saxons4, Grail2, Saxons3],
        ..with_traitor(table(4), B)
    }
}

/// C-EX-11, C-EX-11a: the flip leaves neither side at 7; play goes on; later the loyal win.
#[test]
fn ex_11a_flip_then_play_goes_on() {
    let mut g = build(ex11_table(5, 4));
    let events = act(&mut g, C, CardAction::Quest(Quest::Dragon));
    assert_eq!((report(&events).white, report(&events).black), (2, 0));
    let v = public(&g);
    let end = v.end.expect("an end check ran");
    assert_eq!(end.revealed.len(), 4);
    assert_eq!(
        (end.traitors, end.flipped, end.white, end.black, end.result),
        (1, 1, 6, 5, EndResult::GoesOn)
    );
    assert_eq!((v.white, v.black), (6, 5));
    assert!(g.outcome().is_none());
    assert_eq!(v.pending, Pending::Action { seat: D });
    assert_eq!(g.legal_actions(B), vec![], "not B's turn");

    // D listens (Vivien: no effect, D is revealed), A listens, B spreads, C listens, D quests.
    act(&mut g, D, CardAction::Listen);
    act(&mut g, A, CardAction::Listen);
    assert_eq!(
        g.legal_actions(B),
        vec![CardAction::Spread],
        "B only spreads rumors now"
    );
    act(&mut g, B, CardAction::Spread);
    act(&mut g, B, CardAction::Place(Saxons4));
    act(&mut g, C, CardAction::Listen);
    let events = act(&mut g, D, CardAction::Quest(Quest::Saxons));
    assert_eq!(
        lines(&report(&events)),
        ["Saxons: 5 + 4 + 3 = 12 → 1 white"]
    );
    let end = public(&g).end.expect("end check");
    assert_eq!(
        (end.revealed.len(), end.flipped, end.white, end.black),
        (0, 0, 7, 5)
    );
    let outcome = g.outcome().expect("the loyal players win");
    assert_eq!(
        (outcome.label.as_str(), outcome.winners),
        ("loyal", vec![A, C, D])
    );
}

/// C-EX-11b: 8 white, one flips, 7 against 5: the loyal players win at once.
#[test]
fn ex_11b_loyal_win_after_the_flip() {
    let mut g = build(ex11_table(6, 4));
    act(&mut g, C, CardAction::Quest(Quest::Dragon));
    let end = public(&g).end.expect("end check");
    assert_eq!(
        (end.flipped, end.white, end.black, end.result),
        (1, 7, 5, EndResult::Loyal)
    );
    assert_eq!(g.outcome().map(|o| o.label), Some("loyal".into()));
}

/// C-EX-11c: 8 white, 6 black, one flips: 7 against 7, Evil (and B) wins.
#[test]
fn ex_11c_evil_wins_a_tie_at_seven() {
    let mut g = build(ex11_table(6, 6));
    act(&mut g, C, CardAction::Quest(Quest::Dragon));
    let end = public(&g).end.expect("end check");
    assert_eq!((end.white, end.black, end.result), (7, 7, EndResult::Evil));
    let o = g.outcome().expect("over");
    assert_eq!((o.label.as_str(), o.winners), ("evil", vec![B]));
}

fn ex12_table(white: u8, black: u8) -> CardSetup {
    CardSetup {
        white,
        black,
        pile: pile(&[Picts2]),
        ..with_traitor(table(4), C)
    }
}

fn accusations(g: &camelot_table::engine::card::CardGame, seat: u8) -> Vec<CardAction> {
    g.legal_actions(seat)
        .into_iter()
        .filter(|a| matches!(a, CardAction::Accuse(_)))
        .collect()
}

/// C-EX-12, C-EX-12a: 3 swords: nobody may accuse.
#[test]
fn ex_12a_no_accusation_below_four_swords() {
    for seat in [A, B, C, D] {
        let g = build(CardSetup {
            current: Some(seat),
            ..ex12_table(2, 1)
        });
        assert_eq!(accusations(&g, seat), vec![], "seat {seat}");
    }
}

/// C-EX-12b, C-EX-12c: a loyal accused costs a black sword, a traitor gives a white one.
#[test]
fn ex_12bc_accusations() {
    let mut g = build(ex12_table(1, 3));
    assert_eq!(
        accusations(&g, A),
        vec![
            CardAction::Accuse(B),
            CardAction::Accuse(C),
            CardAction::Accuse(D)
        ]
    );
    act(&mut g, A, CardAction::Accuse(B));
    let v = public(&g);
    assert_eq!((v.white, v.black), (1, 4));
    assert!(v.seats[usize::from(A)].has_accused);
    assert_eq!(v.seats[usize::from(B)].revealed, Some(Loyalty::Loyal));
    // B keeps playing normally and may accuse once himself; B cannot be accused any more.
    assert!(g.legal_actions(B).contains(&CardAction::Listen));
    assert_eq!(
        accusations(&g, B),
        vec![
            CardAction::Accuse(A),
            CardAction::Accuse(C),
            CardAction::Accuse(D)
        ]
    );

    act(&mut g, B, CardAction::Accuse(C));
    let v = public(&g);
    assert_eq!((v.white, v.black), (2, 4));
    assert_eq!(v.seats[usize::from(C)].revealed, Some(Loyalty::Traitor));
    assert!(v.seats[usize::from(C)].spreads_rumors);
    assert_eq!(g.legal_actions(C), vec![CardAction::Spread]);
    act(&mut g, C, CardAction::Spread);
    let placed = seat_view(&g, C).me.expect("own view").drawn[0];
    act(&mut g, C, CardAction::Place(placed));
    // D may accuse only A now; A may not accuse again.
    if matches!(g.turn(), Turn::Seat(s) if s == D) {
        assert_eq!(accusations(&g, D), vec![CardAction::Accuse(A)]);
    }
    // Around the table to A again: A has used his accusation; nobody accuses B, C or himself.
    while public(&g).current != A {
        let s = seat_to_act(&g);
        if s == C {
            act(&mut g, C, CardAction::Spread);
            let c = seat_view(&g, C).me.expect("own").drawn[0];
            act(&mut g, C, CardAction::Place(c));
        } else {
            assert!(!accusations(&g, s)
                .iter()
                .any(|a| matches!(a, CardAction::Accuse(t) if [s, B, C].contains(t))));
            act(&mut g, s, CardAction::Listen);
            decline_windows(&mut g);
            while seat_to_act(&g) == s && public(&g).current == s {
                let first = g.legal_actions(s)[0];
                act(&mut g, s, first);
            }
        }
    }
    assert_eq!(accusations(&g, A), vec![]);
    assert_eq!(
        g.apply(A, &CardAction::Accuse(D)),
        Err(CardError::AlreadyAccused)
    );
    assert_eq!(
        g.apply(A, &CardAction::Accuse(A)),
        Err(CardError::SelfAccusation)
    );
}

/// C-EX-13, C-EX-13a: the revealed traitor lays one card face up and discards the other unseen.
#[test]
fn ex_13a_spreading_rumors() {
    let mut g = build(traitor_turn(vec![Merlin2, Saxons5]));
    let before = public(&g);
    let events = act(&mut g, D, CardAction::Spread);
    assert!(events.iter().any(|e| matches!(e, CardEvent::SpreadCards { cards, .. } if cards.as_slice() == [Merlin2, Saxons5])));
    assert_eq!(
        seat_view(&g, D).me.expect("own").drawn,
        vec![Merlin2, Saxons5]
    );
    assert_eq!(
        seat_view(&g, A).me.expect("own").drawn,
        vec![],
        "nobody else sees them"
    );
    let events = act(&mut g, D, CardAction::Place(Saxons5));
    let discarded: Vec<_> = events
        .iter()
        .filter(|e| e.visible_to(Viewer::Public))
        .cloned()
        .collect();
    assert!(
        discarded
            .iter()
            .all(|e| !matches!(e, CardEvent::Discarded { .. })),
        "the discard is not shown"
    );
    let v = public(&g);
    assert_eq!(v.top.and_then(|t| t.card), Some(Saxons5));
    assert_eq!(v.quests_allowed, QuestSet::of(Quest::Saxons));
    assert_eq!((v.deck, v.discard), (before.deck - 2, before.discard + 1));
    // Merlin #2 has no effect and does not act at the next quest.
    let events = act(&mut g, A, CardAction::Quest(Quest::Saxons));
    let r = report(&events);
    assert!(r.removals.is_empty() && !r.characters.contains(&Merlin2));
}

/// C-EX-13b: a Vivien laid by the revealed traitor exchanges nothing but shows every quest.
#[test]
fn ex_13b_traitor_vivien() {
    let mut g = build(traitor_turn(vec![Vivien, Dragon4]));
    act(&mut g, D, CardAction::Spread);
    let events = act(&mut g, D, CardAction::Place(Vivien));
    assert!(events.contains(&CardEvent::VivienNoEffect { seat: D }));
    let v = public(&g);
    assert_eq!(v.pending, Pending::Action { seat: A });
    assert_eq!(v.quests_allowed, QuestSet::ALL);
}

/// C-EX-13c: one card left in all: he draws and lays it; nothing is discarded.
#[test]
fn ex_13c_one_card_left() {
    let mut g = build(with_rest(traitor_turn(vec![Dragon4]), Rest::PileBottom));
    assert_eq!((public(&g).deck, public(&g).discard), (1, 0));
    let events = act(&mut g, D, CardAction::Spread);
    assert!(events.contains(&CardEvent::Placed {
        seat: D,
        card: Dragon4
    }));
    let v = public(&g);
    assert_eq!((v.deck, v.discard), (0, 0));
    assert_eq!(v.top.and_then(|t| t.card), Some(Dragon4));
    assert_eq!(v.pending, Pending::Action { seat: A });
}

fn ex14_game() -> camelot_table::engine::card::CardGame {
    let mut g = build(CardSetup {
        pile: pile(&[Excalibur4, Excalibur4, Excalibur3, Grail5, Grail4, Grail2]),
        deck: vec![Vivien],
        ..table(1)
    });
    let events = act(&mut g, A, CardAction::Listen);
    assert!(events.contains(&CardEvent::VivienNoEffect { seat: A }));
    assert_eq!(public(&g).top.and_then(|t| t.card), Some(Vivien));
    g
}

/// C-EX-14, C-EX-14a: solo Vivien does nothing, shows every quest, adds nothing (C-SOLO-2,
/// C-CARD-VIVIEN-3, C-CARD-VIVIEN-6).
#[test]
fn ex_14a_solo_vivien_excalibur() {
    let mut g = ex14_game();
    let r = report(&act(&mut g, A, CardAction::Quest(Quest::Excalibur)));
    assert_eq!(
        lines(&r),
        [
            "Excalibur: 4 + 4 + 3 = 11 → 2 white",
            "Grail: 5 + 4 + 2 = 11 → nothing"
        ]
    );
    assert_eq!(r.characters.as_slice(), [Vivien]);
}

/// C-EX-14b: the same pile, main quest the Holy Grail.
#[test]
fn ex_14b_solo_vivien_grail() {
    let mut g = ex14_game();
    let r = report(&act(&mut g, A, CardAction::Quest(Quest::Grail)));
    assert_eq!(
        lines(&r),
        [
            "Excalibur: 4 + 4 + 3 = 11 → nothing",
            "Grail: 5 + 4 + 2 = 11 → 3 white"
        ]
    );
}

fn promo_table() -> CardSetup {
    let mut s = table(4);
    s.config.promos = true;
    s
}

/// C-EX-15, C-EX-15a: Morgan #8 with Mordred and Merlin #1 (C-PROMO-MORGAN8-1, C-PROMO-MORGAN8-2,
/// C-PROMO-MORGAN8-4).
#[test]
fn ex_15a_morgan8_merlin1_mordred() {
    let s = CardSetup {
        pile: pile(&[
            Picts5, Picts4, Picts2, Saxons4, Saxons3, Morgan8, Merlin1, Mordred,
        ]),
        ..promo_table()
    };
    let (_, r) = quest_on_setup(s, Quest::Saxons);
    assert!(r.merged);
    assert_eq!(
        r.removals.iter().map(|m| m.removed).collect::<Vec<_>>(),
        [Some(Picts5), Some(Saxons4)]
    );
    assert_eq!(
        lines(&r),
        ["Picts+Saxons: 4 + 2 + Mordred 2 + 3 + Mordred 1 = 12 → 2 white"]
    );
    assert_eq!((r.white, r.black), (2, 0));
}

/// C-EX-15b: Merlin #4 with a Saxons token removes only from the Saxons (C-PROMO-MORGAN8-5,
/// C-CARD-MERLIN4-2).
#[test]
fn ex_15b_morgan8_merlin4_token() {
    let s = CardSetup {
        pile: pile(&[
            Picts5, Picts4, Picts2, Saxons4, Saxons3, Morgan8, Merlin4, Mordred,
        ]),
        tokens: vec![Token {
            owner: B,
            quest: Quest::Saxons,
        }],
        ..promo_table()
    };
    let (_, r) = quest_on_setup(s, Quest::Saxons);
    assert_eq!(
        r.removals
            .iter()
            .map(|m| (m.quest, m.removed, m.token_owner))
            .collect::<Vec<_>>(),
        [(Quest::Saxons, Some(Saxons4), Some(B))]
    );
    assert_eq!(
        lines(&r),
        ["Picts+Saxons: 5 + 4 + 2 + Mordred 3 + 3 + Mordred 1 = 18 → 2 black"]
    );
}

/// C-EX-15c: the united quest at 9 gives a single black sword.
#[test]
fn ex_15c_morgan8_baseless() {
    let s = CardSetup {
        pile: pile(&[Picts4, Picts2, Morgan8, Saxons3]),
        ..promo_table()
    };
    let (_, r) = quest_on_setup(s, Quest::Saxons);
    assert_eq!(lines(&r), ["Picts+Saxons: 4 + 2 + 3 = 9 → 1 black"]);
    assert_eq!((r.white, r.black), (0, 1));
}
