//! The public record the bots read as evidence of a traitor: a quest everyone could see would
//! cost Camelot, taken when listening was possible, counts against the seat that chose it
//! (`sabotage` in every view). Not a rule of the game; the quest arithmetic it uses is
//! C-QUEST-9 … -13.

mod card_support;

use camelot_table::engine::card::{Card, CardAction, CardGame, CardSetup, Quest};
use camelot_table::engine::{Game, Seat, Viewer};
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
