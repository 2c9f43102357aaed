//! The public record the bots read as evidence of a traitor: a quest everyone could see would
//! cost Camelot, taken when listening was possible, counts against the seat that chose it
//! (`sabotage` in every view). Not a rule of the game; the quest arithmetic it uses is
//! C-QUEST-9 … -13.
//!
//! A loyal bot reads the same record about itself: it does not weigh a quest that would put it
//! there (`Game::bot_considers`), and from 35 cards in the pile any quest is excused, since the
//! pile only grows worse and a stalled table loses (C-EDGE-10).

mod card_support;

use camelot_table::engine::card::{all_rumor_cards, Card, CardAction, CardGame, CardSetup, Quest};
use camelot_table::engine::{Game, GameExt, Seat, Viewer};
use card_support::*;

fn sabotage(g: &CardGame, viewer: Viewer, seat: Seat) -> u8 {
    g.view(viewer).seats[usize::from(seat)].sabotage
}

#[test]
fn a_quest_everyone_could_see_fail_counts_against_its_taker_in_every_view() {
    // C-QUEST-10: Picts 2 + 3 = 5 is baseless (one black sword); the pile is small, so a
    // careful knight listens instead.
    let mut g = build(CardSetup {
        pile: pile(&[Card::Picts2, Card::Picts3]),
        ..table(4)
    });
    act(&mut g, A, CardAction::Quest(Quest::Picts));
    for viewer in [Viewer::Public, Viewer::Seat(A), Viewer::Seat(B)] {
        assert_eq!(sabotage(&g, viewer, A), 1, "{viewer:?}");
        assert_eq!(sabotage(&g, viewer, B), 0, "{viewer:?}");
    }
}

#[test]
fn a_quest_that_pays_does_not_count() {
    // C-QUEST-11: Saxons 5 + 4 + 2 = 11, one white sword.
    let mut g = build(CardSetup {
        pile: pile(&[Card::Saxons5, Card::Saxons4, Card::Saxons2]),
        ..table(4)
    });
    act(&mut g, A, CardAction::Quest(Quest::Saxons));
    assert_eq!(sabotage(&g, Viewer::Public, A), 0);
}

#[test]
fn listening_never_counts() {
    let mut g = build(CardSetup {
        pile: pile(&[Card::Picts2, Card::Picts3]),
        ..table(4)
    });
    act(&mut g, A, CardAction::Listen);
    assert_eq!(sabotage(&g, Viewer::Public, A), 0);
}

#[test]
fn a_vivien_exchange_clears_the_record_of_the_seat_that_chose() {
    // The record speaks of the card he held; after C-CARD-VIVIEN-2 he may hold the other one.
    let mut g = build(CardSetup {
        pile: pile(&[Card::Picts2, Card::Picts3]),
        deck: vec![Card::Saxons2, Card::Saxons3, Card::Saxons4, Card::Vivien],
        ..table(4)
    });
    act(&mut g, A, CardAction::Quest(Quest::Picts));
    assert_eq!(sabotage(&g, Viewer::Public, A), 1);
    for s in [B, C, D] {
        act(&mut g, s, CardAction::Listen);
    }
    act(&mut g, A, CardAction::Listen); // Vivien (C-CARD-VIVIEN-1)
    act(&mut g, A, CardAction::Give(B));
    let keep = g.legal_actions(A)[0];
    act(&mut g, A, keep);
    assert_eq!(sabotage(&g, Viewer::Public, A), 0);
}

/// The first `n` quest cards of the game, enough of every quest that each stack busts.
fn quest_cards(n: usize) -> Vec<Card> {
    let mut cards: Vec<Card> = all_rumor_cards(false).filter(|c| c.quest().is_some()).collect();
    // Deal them round the quests so every stack grows alike.
    cards.sort_by_key(|c| c.index() % 5);
    cards.truncate(n);
    cards
}

#[test]
fn from_35_cards_in_the_pile_no_quest_counts() {
    // C-QUEST-9, -10: every stack of a pile this big is far above 13, so the quest places
    // black swords on every quest in it; at 34 cards a careful knight still listens.
    for (n, counted) in [(34, 1), (35, 0)] {
        let cards = quest_cards(n);
        let top = cards.last().and_then(|c| c.quest()).expect("a quest card on top");
        let mut g = build(CardSetup { pile: pile(&cards), ..table(4) });
        act(&mut g, A, CardAction::Quest(top));
        assert_eq!(sabotage(&g, Viewer::Public, A), counted, "pile of {n}");
    }
}

#[test]
fn a_loyal_bot_does_not_weigh_a_quest_that_would_put_it_on_the_record() {
    // The pile of the first test (C-QUEST-10: Picts 5, one black sword).
    let setup = CardSetup { pile: pile(&[Card::Picts2, Card::Picts3]), ..table(4) };
    let g = build(setup.clone());
    assert!(!g.bot_considers(A, &CardAction::Quest(Quest::Picts)));
    assert!(g.bot_considers(A, &CardAction::Listen));
    // A traitor weighs it: the record is what the loyal seats read about him.
    let g = build(with_traitor(setup, A));
    assert!(g.bot_considers(A, &CardAction::Quest(Quest::Picts)));
    // A quest that pays is weighed by a loyal bot (C-QUEST-11: Saxons 11, one white sword).
    let g = build(CardSetup { pile: pile(&[Card::Saxons5, Card::Saxons4, Card::Saxons2]), ..table(4) });
    assert!(g.bot_considers(A, &CardAction::Quest(Quest::Saxons)));
}
