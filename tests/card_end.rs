//! The end of the game: the check at 7 swords, the reveal, the flips and the win test.

mod card_support;

use camelot_table::engine::card::Card::*;
use camelot_table::engine::card::{CardAction, CardSetup, EndResult, Loyalty, Quest};
use camelot_table::engine::{Game, Turn};
use card_support::*;

/// C-END-1: an accusation that brings a colour to 7 runs the end check too.
#[test]
fn an_accusation_can_end_the_game() {
    let mut g = build(CardSetup {
        white: 1,
        black: 6,
        ..with_traitor(table(4), D)
    });
    act(&mut g, A, CardAction::Accuse(B));
    let end = public(&g).end.expect("end check");
    assert_eq!(
        (end.traitors, end.flipped, end.white, end.black, end.result),
        (1, 1, 0, 8, EndResult::Evil)
    );
    let o = g.outcome().expect("over");
    assert_eq!((o.label.as_str(), o.winners), ("evil", vec![D]));
}

/// C-END-1: below 7 of both colours, no check runs.
#[test]
fn no_check_below_seven() {
    let (g, _) = quest_on_setup(
        CardSetup {
            white: 4,
            black: 5,
            pile: pile(&[Dragon5]),
            ..table(4)
        },
        Quest::Dragon,
    );
    assert_eq!((public(&g).black, public(&g).end), (6, None));
}

/// C-END-2, C-END-3: every hidden seat reveals (the set-aside cards stay hidden); only those
/// traitors flip, not one revealed earlier.
#[test]
fn the_reveal_and_who_flips() {
    let mut s = with_traitor(table(7), B);
    s.loyalty[usize::from(D)] = Loyalty::Traitor;
    s.aside = vec![Loyalty::Loyal, Loyalty::Loyal];
    let s = CardSetup {
        white: 5,
        black: 2,
        revealed: vec![D],
        pile: pile(&[Dragon5, Dragon4, Dragon3]),
        ..s
    };
    let (g, _) = quest_on_setup(s, Quest::Dragon);
    let end = public(&g).end.expect("end check");
    let shown: Vec<_> = end.revealed.iter().map(|r| (r.seat, r.loyalty)).collect();
    assert_eq!(
        shown.len(),
        6,
        "the six hidden seats, never the two set-aside cards"
    );
    assert!(shown.contains(&(B, Loyalty::Traitor)) && !shown.iter().any(|(s, _)| *s == D));
    assert_eq!(
        (end.traitors, end.flipped, end.white, end.black),
        (1, 1, 6, 3)
    );
    assert_eq!(end.result, EndResult::GoesOn);
    assert!(public(&g).seats.iter().all(|s| s.revealed.is_some()));
}

/// C-END-4, C-END-5, C-END-6, C-GOAL-1, C-GOAL-2: loyal win on W > B and W ≥ 7, every loyal seat
/// together; Evil on B ≥ W and B ≥ 7 with every traitor; otherwise play goes on.
#[test]
fn the_win_test() {
    let win = |white, black| {
        let s = CardSetup {
            white,
            black,
            pile: pile(&[Grail5, Grail4, Grail2]),
            ..with_traitor(table(5), C)
        };
        quest_on_setup(s, Quest::Grail).0
    };
    // 6 + 3 = 9 white, one flips: 8 against 2.
    let g = win(6, 1);
    let o = g.outcome().expect("loyal win");
    assert_eq!((o.label.as_str(), o.winners), ("loyal", vec![A, B, D, 4]));
    // 4 + 3 = 7 white, one flips: 6 against 6: nobody has 7 of his colour.
    let g = win(4, 5);
    assert_eq!(
        public(&g).end.map(|e| (e.white, e.black, e.result)),
        Some((6, 6, EndResult::GoesOn))
    );
    assert_ne!(g.turn(), Turn::Over);
    // Black reaches 7 through a failed quest: Evil wins with the traitor.
    let s = CardSetup {
        white: 3,
        black: 6,
        pile: pile(&[Grail2]),
        ..with_traitor(table(5), C)
    };
    let (g, _) = quest_on_setup(s, Quest::Grail);
    let o = g.outcome().expect("evil win");
    assert_eq!((o.label.as_str(), o.winners), ("evil", vec![C]));
    // A loyal table may lose with nobody winning: no traitor in play.
    let s = CardSetup {
        white: 3,
        black: 6,
        pile: pile(&[Grail2]),
        ..table(5)
    };
    let (g, _) = quest_on_setup(s, Quest::Grail);
    assert_eq!(
        g.outcome().map(|o| (o.label, o.winners)),
        Some(("evil".into(), vec![]))
    );
}

/// C-EDGE-12: flip as many white swords as there are, up to the number due.
#[test]
fn flips_stop_at_zero_white() {
    let mut s = table(7);
    s.loyalty[usize::from(A)] = Loyalty::Traitor;
    s.loyalty[usize::from(B)] = Loyalty::Traitor;
    s.aside = vec![Loyalty::Loyal, Loyalty::Loyal];
    let s = CardSetup {
        current: Some(C),
        white: 1,
        black: 6,
        pile: pile(&[Grail2]),
        ..s
    };
    let mut g = build(s);
    act(&mut g, C, CardAction::Quest(Quest::Grail));
    let end = public(&g).end.expect("end check");
    assert_eq!(
        (end.traitors, end.flipped, end.white, end.black, end.result),
        (2, 1, 0, 8, EndResult::Evil)
    );
}

/// C-SOLO-1: in solo nothing is revealed or flipped; the player wins or loses alone.
#[test]
fn solo_end() {
    let s = CardSetup {
        white: 5,
        black: 2,
        pile: pile(&[Grail5, Grail4, Grail2]),
        ..table(1)
    };
    let (g, _) = quest_on_setup(s, Quest::Grail);
    let end = public(&g).end.expect("end check");
    assert_eq!(
        (end.revealed.len(), end.flipped, end.result),
        (0, 0, EndResult::Loyal)
    );
    assert_eq!(
        g.outcome().map(|o| (o.label, o.winners)),
        Some(("loyal".into(), vec![A]))
    );
    let s = CardSetup {
        white: 5,
        black: 6,
        pile: pile(&[Grail2]),
        ..table(1)
    };
    let (g, _) = quest_on_setup(s, Quest::Grail);
    assert_eq!(
        g.outcome().map(|o| (o.label, o.winners)),
        Some(("evil".into(), vec![]))
    );
}
