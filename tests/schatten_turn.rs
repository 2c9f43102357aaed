//! A knight's turn: S-TURN-*, the Progression of Evil and the heroic phase, with their decision
//! points (S-DP-0, S-DP-4, S-DP-5, S-DP-14, S-DP-20) and Percival's peek (S-KN-PER).

mod schatten_support;
use camelot_table::engine::schatten::*;
use camelot_table::engine::{Game, GameEvent, GameExt, Turn, Viewer};
use schatten_support::*;
use White::*;

/// S-TURN-2, S-TURN-4, S-DP-5, S-TURN-6, S-TURN-7, S-TURN-8, S-TURN-9: exactly one of DRAW,
/// SIEGE, LIFE (even at 1 life), then the heroic phase.
#[test]
fn progression_offers_draw_siege_life_then_the_heroic_phase() {
    let g = four().life(0, 1).build();
    assert_eq!(g.legal_actions(0), vec![A::DrawBlack, A::Siege, A::LoseLife]);
    for a in [A::DrawBlack, A::Siege, A::LoseLife] {
        let mut g = four().black_next(&[Black::Picts]).build();
        act(&mut g, 0, a);
        assert!(matches!(public(&g).pending, Pending::Heroic { seat: 0 }), "{a:?}");
    }
    let mut g = four().build();
    act(&mut g, 0, A::Siege);
    assert_eq!(public(&g).siege, 1);
    let mut g = four().build();
    act(&mut g, 0, A::LoseLife);
    assert_eq!(life(&g, 0), 3);
}

/// S-TURN-5, S-KN-PER, S-DP-4: Percival looks at the top card in private; DRAW then gives him
/// exactly that card.
#[test]
fn percival_peeks_then_draws_that_card() {
    let mut g = Scenario::new(&[Knight::Percival, Knight::Kay, Knight::Gawain], 2).black_next(&[Black::Saxons]).build();
    let ev = act(&mut g, 0, A::Peek);
    assert!(ev.contains(&SchattenEvent::Peeked { seat: 0 }));
    assert!(ev.iter().any(|e| matches!(e, SchattenEvent::PeekSaw { card: Black::Saxons, .. }) && e.is_private()));
    assert!(!g.legal_actions(0).contains(&A::Peek), "once");
    assert_eq!(g.view(Viewer::Seat(0)).me.unwrap().black_pile, vec![(0, Black::Saxons)]);
    assert!(g.view(Viewer::Seat(1)).me.unwrap().black_pile.is_empty());
    let ev = act(&mut g, 0, A::DrawBlack);
    assert!(ev.contains(&SchattenEvent::BlackDrawn { drawer: 0, card: Black::Saxons }));
}

/// S-TURN-10, S-TURN-19, S-TURN-18, S-DEF-49, S-DP-14: the first heroic action is mandatory:
/// "end phase" is offered only after it (or when no heroic action is legal at all).
#[test]
fn the_first_heroic_action_is_mandatory() {
    let mut g = four().heroic().build();
    assert!(!g.legal_actions(0).contains(&A::EndPhase));
    act(&mut g, 0, A::Move(Place::Saxons));
    assert!(g.legal_actions(0).contains(&A::EndPhase));
}

/// S-TURN-11, S-DEF-11, S-DEF-26: a second action of another type costs 1 life, paid first;
/// paying down to 0 still performs it; never a third, never the same type twice.
#[test]
fn the_second_action_costs_a_life_and_differs_in_type() {
    let mut g = four().life(0, 1).hand(0, &[F1, F1, F1]).siege(2).heroic().build();
    act(&mut g, 0, A::Move(Place::Picts));
    assert!(!g.legal_actions(0).iter().any(|a| matches!(a, A::Move(_))), "not type A again");
    let ev = act(&mut g, 0, A::QuestCard(F1));
    assert!(ev.iter().any(|e| matches!(e, SchattenEvent::Life { seat: 0, from: 1, to: 0, cause: LifeCause::SecondAction })));
    assert!(ev.iter().any(|e| matches!(e, SchattenEvent::WhitePlayed { card: F1, .. })), "performed at 0");
    assert_eq!(public(&g).seats[0].status, Status::Doomed);
    assert!(g.legal_actions(0).iter().all(|a| matches!(a, A::Exchange(..) | A::EndPhase)), "no third action, only Arthur's free exchange");
}

/// S-TURN-13, S-Q-GEN-2: moves go to an open place, elsewhere; a solo quest holds one knight.
#[test]
fn moves_respect_solo_quests_and_closed_boards() {
    let g = four().at(1, Place::BlackKnight).side(Side::Dragon).excalibur_closed().heroic().build();
    let moves: Vec<A> = g.legal_actions(0).into_iter().filter(|a| matches!(a, A::Move(_))).collect();
    assert_eq!(moves, vec![A::Move(Place::Dragon), A::Move(Place::Grail), A::Move(Place::Picts), A::Move(Place::Saxons)]);
}

/// S-TURN-14, S-Q-GEN-3: the quest action is the one of the knight's own place.
#[test]
fn quest_actions_by_place() {
    let quest = |g: &Schatten| -> Vec<A> {
        g.legal_actions(0).into_iter().filter(|a| matches!(a, A::QuestCard(_) | A::DrawWhite | A::FightSiege)).collect()
    };
    let g = four().hand(0, &[F1, F3, Grail]).siege(1).heroic().build();
    assert_eq!(quest(&g), vec![A::DrawWhite, A::FightSiege]);
    let g = four().hand(0, &[F1, F3, Grail]).at(0, Place::Excalibur).heroic().build();
    assert_eq!(quest(&g), vec![A::QuestCard(F1), A::QuestCard(F3), A::QuestCard(Grail)]);
    let g = four().hand(0, &[F1, F3, Grail]).at(0, Place::Grail).heroic().build();
    assert_eq!(quest(&g), vec![A::QuestCard(Grail)]);
    let g = four().hand(0, &[F1, F3, Grail]).at(0, Place::Picts).heroic().build();
    assert_eq!(quest(&g), vec![A::QuestCard(F1)]);
    let g = four().hand(0, &[F1, F3, Grail]).at(0, Place::BlackKnight).heroic().build();
    assert_eq!(quest(&g), vec![A::QuestCard(F1), A::QuestCard(F3)]);
}

/// S-TURN-15, S-WS-0: one special card per turn, whatever else happens.
#[test]
fn one_special_card_per_turn() {
    let mut g = four().hand(0, &[Piety, Lady, F1]).life(0, 3).heroic().build();
    act(&mut g, 0, A::Play(Special::PietySelf));
    assert!(!g.legal_actions(0).iter().any(|a| matches!(a, A::Play(_))));
}

/// S-TURN-16, S-DEF-43: heal with three cards of one identity, at most life 5; three Merlins may
/// be discarded to heal even under Vivien (a discard is not a play).
#[test]
fn healing() {
    let mut g = four().hand(0, &[Merlin, Merlin, Merlin, F2]).in_effect(Black::Vivien).life(0, 2).heroic().build();
    assert!(g.legal_actions(0).contains(&A::Heal(Merlin)));
    act(&mut g, 0, A::Heal(Merlin));
    assert_eq!(life(&g, 0), 3);
    assert_eq!(hand(&g, 0).total(), 1);
    let g = four().hand(0, &[F2, F2, F2]).life(0, 6).heroic().build();
    assert!(!g.legal_actions(0).contains(&A::Heal(F2)));
}

/// S-TURN-17, S-DP-19: accusing is heroic action E.
#[test]
fn accusing_is_type_e() {
    let mut g = four().siege(6).heroic().build();
    act(&mut g, 0, A::Accuse(3));
    assert_eq!(public(&g).action_types, 16);
}

/// S-TURN-12, S-KN-TRI, S-DEF-29: free things are no heroic action: Tristan leaves Camelot for
/// free as often as he can, and still owes his action.
#[test]
fn tristans_departure_is_free() {
    let mut g = Scenario::new(&[Knight::Tristan, Knight::Kay, Knight::Gawain], 1).heroic().build();
    act(&mut g, 0, A::Move(Place::Grail));
    let v = public(&g);
    assert_eq!((v.actions_taken, v.action_types), (0, 0));
    assert!(!g.legal_actions(0).contains(&A::EndPhase));
    act(&mut g, 0, A::Move(Place::Camelot));
    assert_eq!(public(&g).actions_taken, 1, "back to Camelot is a Move");
    act(&mut g, 0, A::Move(Place::Picts));
    assert_eq!(public(&g).actions_taken, 1, "free again");
}

/// S-TURN-20, S-LIFE-3: at the end of the turn the doomed leave, then the next seat plays.
#[test]
fn end_of_turn_removes_the_doomed() {
    let mut g = four().life(2, 1).build();
    act(&mut g, 0, A::Siege);
    act(&mut g, 0, A::Move(Place::Picts));
    act(&mut g, 0, A::EndPhase);
    act(&mut g, 1, A::Siege);
    act(&mut g, 1, A::Move(Place::Picts));
    act(&mut g, 1, A::EndPhase);
    act(&mut g, 2, A::LoseLife);
    assert_eq!(public(&g).seats[2].status, Status::Doomed);
    act(&mut g, 2, A::Move(Place::Picts));
    let ev = act(&mut g, 2, A::EndPhase);
    assert!(ev.contains(&SchattenEvent::Died { seat: 2 }));
    assert_eq!(g.turn(), Turn::Seat(3));
}

/// S-TURN-20, S-LIFE-4, S-DECK-5: the end of the turn lays a doomed knight's hand face up on
/// the discard pile, so the action that ended the turn has shown every seat those cards and
/// cannot be undone (an undo would let the table act again on what it has just seen).
#[test]
fn ending_the_turn_that_removes_a_doomed_hand_is_not_undoable() {
    let mut g = four().status(3, Status::Doomed).life(3, 0).hand(3, &[F1, Merlin, Grail]).heroic().build();
    act(&mut g, 0, A::Move(Place::Picts));
    let mut events = Vec::new();
    let applied = g.apply_into(0, &A::EndPhase, &mut events).expect("legal");
    let shown = events.iter().find_map(|e| match e {
        SchattenEvent::Discarded { seat: 3, cards, cause: DiscardCause::Death } => Some(cards.total()),
        _ => None,
    });
    assert_eq!(shown, Some(3), "the dead knight's hand goes face up: {events:?}");
    assert!(events.iter().all(|e| e.visible_to(Viewer::Public)), "shown to everyone");
    assert!(!applied.undoable, "the table has seen Sir Kay's hand");
    // Without a doomed knight the same action shows nothing and may be taken back.
    let mut g = four().hand(3, &[F1, Merlin, Grail]).heroic().build();
    act(&mut g, 0, A::Move(Place::Picts));
    assert!(g.apply_into(0, &A::EndPhase, &mut Vec::new()).expect("legal").undoable);
}

/// S-TURN-21, S-DP-0: only the seat(s) asked may act; other seats have no legal action.
#[test]
fn only_the_asked_seat_acts() {
    let g = four().hand(1, &[F1, Merlin]).heroic().build();
    for s in 1..4 {
        assert!(g.legal_actions(s).is_empty());
        let mut probe = g.clone();
        assert_eq!(probe.apply(s, &A::Move(Place::Picts)), Err(SchattenError::NotYourTurn(s)));
        assert_eq!(probe, g);
    }
}

/// S-TURN-3, S-TRA-2, S-DP-20, S-DEF-37: a hidden Traitor's reveal is inside the Progression menu
/// (and between heroic actions); revealing at the start gives a revealed-Traitor turn now.
#[test]
fn a_traitor_may_reveal_at_the_start_of_his_turn() {
    let g = four().build();
    assert!(!g.legal_actions(0).contains(&A::Reveal));
    let mut g = four().loyalty(0, Loyalty::Traitor).hand(1, &[F1]).build();
    assert!(g.legal_actions(0).contains(&A::Reveal));
    let ev = act(&mut g, 0, A::Reveal);
    assert!(ev.contains(&SchattenEvent::TraitorRevealed { seat: 0, voluntary: true }));
    assert!(!ev.iter().any(|e| matches!(e, SchattenEvent::Swords { .. })), "no white sword");
    assert!(matches!(public(&g).pending, Pending::Taunt { traitor: 0 }));
    let mut g = four().loyalty(0, Loyalty::Traitor).heroic().build();
    act(&mut g, 0, A::Move(Place::Picts));
    act(&mut g, 0, A::Reveal);
    assert_eq!(g.turn(), Turn::Seat(1), "a reveal in the heroic phase ends his knight turn");
}

/// S-DP-0, S-DEF-48: the spec's default answers, for a timeout or a bot without a policy.
#[test]
fn timeout_defaults() {
    let g = four().build();
    assert_eq!(g.timeout_default(0), Some(TimeoutDefault::Act(A::DrawBlack)));
    assert_eq!(g.timeout_default(1), None);
    let mut g = four().black_next(&[Black::Morgan4]).build();
    act(&mut g, 0, A::DrawBlack);
    assert_eq!(g.timeout_default(0), Some(TimeoutDefault::Act(A::Pledge(0))));
    let mut g = four().black_next(&[Black::BK3]).build();
    act(&mut g, 0, A::DrawBlack);
    assert_eq!(g.timeout_default(0), Some(TimeoutDefault::Act(A::FaceUp)));
    let mut g = four().black_next(&[Black::Mercenaries]).war(Place::Picts, 2, &[], false).build();
    act(&mut g, 0, A::DrawBlack);
    assert_eq!(g.timeout_default(0), Some(TimeoutDefault::Act(A::War(Place::Saxons))));
    let g = four().heroic().build();
    assert_eq!(g.timeout_default(0), Some(TimeoutDefault::Act(g.legal_actions(0)[0])));
}
