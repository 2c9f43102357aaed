//! Resolving black cards: S-BLACK-1 … S-BLACK-10, the standard cards' destinations (S-BS-*),
//! the special cards (S-BX-*), the Merlin window (S-MERLIN, S-MERLIN-1 … S-MERLIN-6), the Armor's
//! draw and Excalibur's cancel, with their decision points (S-DP-6 … S-DP-12).

mod schatten_support;
use camelot_table::engine::schatten::*;
use camelot_table::engine::{Game, GameExt, Turn, Viewer};
use schatten_support::*;
use SchattenEvent as Ev;
use White::*;

fn drawn(cards: &[Black]) -> Schatten {
    four().black_next(cards).build()
}

/// S-BLACK-1, S-BLACK-2, S-BLACK-3, S-DP-7, S-BLACK-8, S-DEF-05: a combat card may go face
/// down (its kind shown, value hidden); face down pays the drawer 1 white card.
#[test]
fn face_down_combat_cards_pay_one_white_card() {
    let mut g = drawn(&[Black::LD5]);
    let ev = act(&mut g, 0, A::DrawBlack);
    assert!(ev.contains(&Ev::BlackDrawnKind { drawer: 0, kind: Kind::LancelotDragon }));
    assert_eq!(g.turn(), Turn::Seat(0));
    assert_eq!(public(&g).pending, Pending::Face { drawer: 0, kind: Kind::LancelotDragon, white_card: true }, "a knight is paid");
    assert_eq!(g.view(Viewer::Seat(0)).me.unwrap().drawn, vec![Black::LD5]);
    assert!(g.view(Viewer::Seat(1)).me.unwrap().drawn.is_empty());
    let before = hand(&g, 0).total();
    let ev = act(&mut g, 0, A::FaceDown);
    assert!(ev.contains(&Ev::BlackLaid { place: Place::Lancelot, card: None, kind: Kind::LancelotDragon, by: 0 }));
    assert_eq!(hand(&g, 0).total(), before + 1);
    let mut g = drawn(&[Black::BK3]);
    act(&mut g, 0, A::DrawBlack);
    let ev = act(&mut g, 0, A::FaceUp);
    assert!(ev.contains(&Ev::BlackDrawn { drawer: 0, card: Black::BK3 }), "S-BLACK-4: announced");
    assert!(ev.contains(&Ev::BlackLaid { place: Place::BlackKnight, card: Some(Black::BK3), kind: Kind::BlackKnight, by: 0 }));
}

/// S-BS-BK, S-BS-LD, S-Q-CMB-3: combat cards to the Black Knight or whichever Lancelot/Dragon
/// side shows; once the Dragon has ended, a siege engine.
#[test]
fn combat_cards_go_to_their_quest() {
    let mut g = four().side(Side::Dragon).black_next(&[Black::LD7]).build();
    act(&mut g, 0, A::DrawBlack);
    act(&mut g, 0, A::FaceUp);
    assert_eq!(public(&g).lancelot.black, vec![SeenBlack::Card(Black::LD7)]);
    let mut g = four().side(Side::Closed).black_next(&[Black::LD7]).build();
    let ev = act(&mut g, 0, A::DrawBlack);
    assert!(ev.contains(&Ev::BecameSiege { card: Black::LD7 }), "S-BLACK-7: closed: no face choice");
    assert_eq!(public(&g).siege, 1);
}

/// S-BS-EXC, S-Q-EXC-3: Excalibur moves toward Evil; closed: a siege engine.
#[test]
fn excalibur_cards() {
    let mut g = drawn(&[Black::Excalibur]);
    let ev = act(&mut g, 0, A::DrawBlack);
    assert!(ev.contains(&Ev::ExcaliburMoved { from: 5, to: 6 }));
    let mut g = four().excalibur_closed().black_next(&[Black::Excalibur]).build();
    act(&mut g, 0, A::DrawBlack);
    assert_eq!(public(&g).siege, 1);
}

/// S-BS-DESPAIR, S-BX-DESOLATION, S-DEF-25: Despair and Desolation take a Grail spot; closed:
/// a siege engine. Desolation passes the Merlin window first.
#[test]
fn despair_and_desolation() {
    let mut g = drawn(&[Black::Despair]);
    act(&mut g, 0, A::DrawBlack);
    assert_eq!(public(&g).grail_black, vec![Black::Despair]);
    let mut g = four().grail_closed().black_next(&[Black::Despair]).build();
    act(&mut g, 0, A::DrawBlack);
    assert_eq!(public(&g).siege, 1);
    let mut g = drawn(&[Black::Desolation]);
    act(&mut g, 0, A::DrawBlack);
    for s in 0..4 {
        act(&mut g, s, A::Pledge(0));
    }
    assert_eq!(public(&g).grail_black, vec![Black::Desolation]);
    let mut g = four().grail_closed().black_next(&[Black::Desolation]).build();
    act(&mut g, 0, A::DrawBlack);
    for s in 0..4 {
        act(&mut g, s, A::Pledge(0));
    }
    assert_eq!(public(&g).siege, 1);
}

/// S-BS-PICT, S-BS-SAXON, S-BS-MERC, S-DP-10, S-Q-WAR-3: warriors; Mercenaries where the drawer
/// chooses.
#[test]
fn warriors_arrive() {
    let mut g = drawn(&[Black::Picts]);
    act(&mut g, 0, A::DrawBlack);
    assert_eq!(public(&g).wars[0].warriors, 1);
    let mut g = drawn(&[Black::Saxons]);
    act(&mut g, 0, A::DrawBlack);
    assert_eq!(public(&g).wars[1].warriors, 1);
    let mut g = drawn(&[Black::Mercenaries]);
    act(&mut g, 0, A::DrawBlack);
    assert_eq!(g.legal_actions(0), vec![A::War(Place::Picts), A::War(Place::Saxons)]);
    act(&mut g, 0, A::War(Place::Saxons));
    assert_eq!(public(&g).wars[1].warriors, 1);
}

/// S-MERLIN-1, S-MERLIN-2, S-MERLIN-3, S-MERLIN-4, S-MERLIN-5, S-MERLIN-6, S-DP-8, S-DEF-32: the
/// window opens on every special card, asks every knight once clockwise from the drawer,
/// holders or not; fewer than three pledged: nothing is spent and the card acts.
#[test]
fn the_merlin_round() {
    let mut g = four().active(2).hand(0, &[Merlin, Merlin]).hand(1, &[F1]).hand(3, &[Merlin]).black_next(&[Black::Morgan3]).build();
    let ev = act(&mut g, 2, A::DrawBlack);
    assert!(ev.contains(&Ev::MerlinWindow { card: Black::Morgan3 }));
    let mut order = Vec::new();
    while let Pending::Merlin { next, .. } = public(&g).pending {
        order.push(next);
        let pledge = if next == 0 { A::Pledge(2) } else { A::Pledge(0) };
        act(&mut g, next, pledge);
    }
    assert_eq!(order, vec![2, 3, 0, 1], "clockwise from the drawer, everyone asked");
    assert_eq!(public(&g).siege, 2, "two pledged: Morgan #3 acts");
    assert_eq!(hand(&g, 0).count(Merlin), 2, "nothing spent");
    // One knight may pledge all three.
    let mut g = four().hand(1, &[Merlin, Merlin, Merlin]).black_next(&[Black::Morgan4]).build();
    act(&mut g, 0, A::DrawBlack);
    act(&mut g, 0, A::Pledge(0));
    assert_eq!(g.legal_actions(1), vec![A::Pledge(0), A::Pledge(1), A::Pledge(2), A::Pledge(3)]);
    let ev = act(&mut g, 1, A::Pledge(3));
    assert!(ev.iter().any(|e| matches!(e, Ev::MerlinCancelled { card: Black::Morgan4, .. })));
    assert!(matches!(public(&g).pending, Pending::Heroic { .. }), "S-MERLIN-6: no second window");
}

/// S-BS-X, S-MERLIN-1: a standard card never opens the window.
#[test]
fn no_window_for_standard_cards() {
    let mut g = four().hand(0, &[Merlin, Merlin, Merlin]).black_next(&[Black::Despair]).build();
    let ev = act(&mut g, 0, A::DrawBlack);
    assert!(!ev.iter().any(|e| matches!(e, Ev::MerlinWindow { .. })));
}

/// S-BX-VIVIEN, S-MERLIN-2: under Vivien the window is skipped (except for Vivien herself) and
/// no Merlin may be played; a won quest lifts her (S-Q-END step 9).
#[test]
fn vivien() {
    let mut g = drawn(&[Black::Vivien]);
    act(&mut g, 0, A::DrawBlack);
    assert!(matches!(public(&g).pending, Pending::Merlin { .. }), "Vivien herself can be cancelled");
    for s in 0..4 {
        act(&mut g, s, A::Pledge(0));
    }
    assert!(public(&g).vivien);
    let mut g = four().in_effect(Black::Vivien).hand(0, &[Merlin]).siege(2).black_next(&[Black::Morgan3]).build();
    let ev = act(&mut g, 0, A::DrawBlack);
    assert!(!ev.iter().any(|e| matches!(e, Ev::MerlinWindow { .. })));
    assert!(!g.legal_actions(0).iter().any(|a| matches!(a, A::Play(Special::MerlinSiege))));
}

/// S-BX-MORGAN1, S-DP-11, S-DP-12: the first knight with ≥ 3 cards who volunteers discards
/// three; if nobody does, every knight with cards discards one, all at once.
#[test]
fn morgan_one() {
    let mut g = four().hand(0, &[F1]).hand(1, &[F1, F2, F3]).hand(2, &[F2, F2, F3, F4]).hand(3, &[]).black_next(&[Black::Morgan1]).build();
    act(&mut g, 0, A::DrawBlack);
    for s in 0..4 {
        act(&mut g, s, A::Pledge(0));
    }
    assert!(matches!(public(&g).pending, Pending::Volunteer { next: 1, .. }), "seat 0 has too few cards");
    act(&mut g, 1, A::Decline);
    act(&mut g, 2, A::Volunteer);
    act(&mut g, 2, A::Discard(Pick::new(&[F2, F2, F3]).unwrap()));
    assert_eq!(hand(&g, 2).total(), 1);
    let mut g = four().hand(0, &[F1]).hand(1, &[F1, F2, F3]).hand(2, &[F5]).hand(3, &[]).black_next(&[Black::Morgan1]).build();
    act(&mut g, 0, A::DrawBlack);
    for s in 0..4 {
        act(&mut g, s, A::Pledge(0));
    }
    act(&mut g, 1, A::Decline);
    assert_eq!(g.turn(), Turn::Simultaneous(vec![0, 1, 2]), "seat 3 has no card and skips");
    act(&mut g, 2, A::Discard(Pick::new(&[F5]).unwrap()));
    assert_eq!(public(&g).white_discard, Vec::<White>::new(), "S-DP-12: shown only when all have chosen");
    act(&mut g, 0, A::Discard(Pick::new(&[F1]).unwrap()));
    act(&mut g, 1, A::Discard(Pick::new(&[F3]).unwrap()));
    assert_eq!(public(&g).white_discard.len(), 3);
}

/// S-BX-MORGAN5: the first volunteer loses 2 life (possibly to 0).
#[test]
fn morgan_five() {
    let mut g = four().life(1, 2).black_next(&[Black::Morgan5]).build();
    act(&mut g, 0, A::DrawBlack);
    for s in 0..4 {
        act(&mut g, s, A::Pledge(0));
    }
    act(&mut g, 0, A::Decline);
    act(&mut g, 1, A::Volunteer);
    assert_eq!(public(&g).seats[1].status, Status::Doomed);
}

/// S-BX-MORGAN2, S-DEF-39, S-BX-GUINEVERE: the drawer resolves three more cards, each its own
/// unit; Guinevere among them ends his turn only after the chain; everyone returns to Camelot
/// and solo quests lose their white cards.
#[test]
fn morgan_two_chain_with_guinevere() {
    let mut g = four()
        .at(1, Place::BlackKnight)
        .combat(Place::BlackKnight, &[F2], &[])
        .black_next(&[Black::Morgan2, Black::Picts, Black::Guinevere, Black::Saxons])
        .build();
    act(&mut g, 0, A::DrawBlack);
    for s in 0..4 {
        act(&mut g, s, A::Pledge(0));
    }
    for s in 0..4 {
        act(&mut g, s, A::Pledge(0));
    }
    let v = public(&g);
    assert_eq!(v.wars[0].warriors, 1);
    assert_eq!(v.wars[1].warriors, 1, "the chain goes on after Guinevere");
    assert_eq!(v.seats[1].at, Some(Place::Camelot));
    assert!(v.black_knight.white.is_empty());
    assert_eq!(g.turn(), Turn::Seat(1), "Guinevere cost seat 0 his heroic phase");
}

/// S-BX-MORGAN3, S-BX-MORGAN4, S-REL-GRAIL-2: two engines; every OK knight loses one life, the
/// Grail owner asked for each knight who drops, clockwise from the active player.
#[test]
fn morgan_three_and_four() {
    let mut g = drawn(&[Black::Morgan3]);
    act(&mut g, 0, A::DrawBlack);
    for s in 0..4 {
        act(&mut g, s, A::Pledge(0));
    }
    assert_eq!(public(&g).siege, 2);
    let mut g = four().life(1, 1).life(3, 1).relics(Relic::OnQuest, Relic::Owned(2), Relic::OnQuest).black_next(&[Black::Morgan4]).build();
    act(&mut g, 0, A::DrawBlack);
    for s in 0..4 {
        act(&mut g, s, A::Pledge(0));
    }
    assert!(matches!(public(&g).pending, Pending::Drink { owner: 2, seat: 1 }));
    act(&mut g, 2, A::Decline);
    assert!(matches!(public(&g).pending, Pending::Drink { owner: 2, seat: 3 }));
    act(&mut g, 2, A::Drink);
    let v = public(&g);
    assert_eq!((v.seats[1].status, v.seats[3].life, v.seats[0].life), (Status::Doomed, 4, 3));
}

/// S-BX-DARKFOREST, S-DEF-24: Dark Forest lies beside the Grail (no spot) and bars Grail cards on
/// the Grail until a quest is won; closed Grail: a siege engine.
#[test]
fn dark_forest() {
    let mut g = drawn(&[Black::DarkForest]);
    act(&mut g, 0, A::DrawBlack);
    for s in 0..4 {
        act(&mut g, s, A::Pledge(0));
    }
    let v = public(&g);
    assert!(v.dark_forest && v.grail_black.is_empty());
    let g = four().in_effect(Black::DarkForest).at(0, Place::Grail).hand(0, &[Grail, Grail, Grail]).life(0, 3).heroic().build();
    let legal = g.legal_actions(0);
    assert!(!legal.contains(&A::QuestCard(Grail)));
    assert!(legal.contains(&A::Heal(Grail)), "healing with Grail cards stays legal");
}

/// S-BX-MISTS: every lost quest adds one more black sword.
#[test]
fn mists_of_avalon() {
    let mut g = four().in_effect(Black::Mists).war(Place::Picts, 3, &[], false).black_next(&[Black::Picts]).build();
    let ev = act(&mut g, 0, A::DrawBlack);
    assert!(ev.iter().any(|e| matches!(e, Ev::Swords { white: false, count: 2, mists: true, .. })));
}

/// S-BX-MORDRED, S-Q-WAR-2: Mordred adds a warrior and a sixth card (another 5) to the war;
/// as a fourth warrior he loses it at once.
#[test]
fn mordred() {
    let mut g = drawn(&[Black::Mordred]);
    act(&mut g, 0, A::DrawBlack);
    for s in 0..4 {
        act(&mut g, s, A::Pledge(0));
    }
    act(&mut g, 0, A::War(Place::Picts));
    let w = &public(&g).wars[0];
    assert!(w.mordred && w.warriors == 1);
    let mut g = four().war(Place::Saxons, 3, &[F1], false).black_next(&[Black::Mordred]).build();
    act(&mut g, 0, A::DrawBlack);
    for s in 0..4 {
        act(&mut g, s, A::Pledge(0));
    }
    let ev = act(&mut g, 0, A::War(Place::Saxons));
    assert!(ev.iter().any(|e| matches!(e, Ev::QuestEnded { place: Place::Saxons, won: false, .. })));
    assert!(!public(&g).wars[1].mordred);
}

/// S-REL-ARMOR-2, S-DP-6, S-DEF-33: the Armor's owner draws two, resolves one, the other goes
/// face down under the pile (he alone knows it).
#[test]
fn the_armor_draws_two() {
    let mut g = four().relics(Relic::OnQuest, Relic::OnQuest, Relic::Owned(0)).black_next(&[Black::Despair, Black::Picts]).build();
    let ev = act(&mut g, 0, A::DrawBlack);
    assert!(ev.iter().any(|e| matches!(e, Ev::ArmorSaw { cards: [Black::Despair, Black::Picts], .. })));
    assert_eq!(g.legal_actions(0), vec![A::KeepBlack(Black::Despair), A::KeepBlack(Black::Picts)]);
    act(&mut g, 0, A::KeepBlack(Black::Picts));
    assert_eq!(public(&g).wars[0].warriors, 1);
    let pile = public(&g).black_draw;
    assert_eq!(g.view(Viewer::Seat(0)).me.unwrap().black_pile, vec![(pile - 1, Black::Despair)]);
    assert_eq!(public(&g).seats[0].knows_black, vec![pile - 1]);
}

/// S-BLACK-6, S-REL-EXC-3, S-DP-9, S-DEF-06: Excalibur's owner may give it up to cancel a
/// standard card; no compensation.
#[test]
fn excalibur_cancels_a_standard_card() {
    let mut g = four().active(1).relics(Relic::Owned(3), Relic::OnQuest, Relic::OnQuest).black_next(&[Black::BK7]).build();
    act(&mut g, 1, A::DrawBlack);
    act(&mut g, 1, A::FaceDown);
    assert_eq!(g.turn(), Turn::Seat(3));
    let before = hand(&g, 1).total();
    let ev = act(&mut g, 3, A::CancelWithExcalibur);
    assert!(ev.iter().any(|e| matches!(e, Ev::ExcaliburCancel { owner: 3, card: None, .. })));
    let v = public(&g);
    assert_eq!(v.relic_excalibur, Relic::Gone);
    assert!(v.black_knight.black.is_empty());
    assert_eq!(hand(&g, 1).total(), before, "no compensation");
    assert_eq!(v.black_discard.last(), Some(&SeenBlack::FaceDown(Kind::BlackKnight)));
}

/// S-BLACK-9, S-BLACK-10, S-Q-GEN-4: a black card can end a quest on anyone's turn; the end
/// of the unit checks the twelve swords (S-END-3).
#[test]
fn a_black_card_ends_a_quest() {
    let mut g = four()
        .swords(7, 4)
        .combat(Place::BlackKnight, &[], &[(Black::BK1, false, 1), (Black::BK1, false, 1), (Black::BK1, false, 2)])
        .black_next(&[Black::BK3])
        .build();
    act(&mut g, 0, A::DrawBlack);
    let ev = act(&mut g, 0, A::FaceUp);
    assert!(ev.iter().any(|e| matches!(e, Ev::QuestEnded { place: Place::BlackKnight, won: false, white_total: 0, black_total: 6 })));
    assert!(g.is_over());
    let end = public(&g).end.unwrap();
    assert_eq!((end.cause, end.loyal_won, end.white, end.black), (EndCause::Swords, true, 7, 5));
}

/// S-BLACK-5: a special card is discarded after its effect unless it stays in play; S-DEF-03.
#[test]
fn specials_go_to_the_discard_pile_unless_in_play() {
    let mut g = drawn(&[Black::Morgan3]);
    act(&mut g, 0, A::DrawBlack);
    for s in 0..4 {
        act(&mut g, s, A::Pledge(0));
    }
    assert_eq!(public(&g).black_discard, vec![SeenBlack::Card(Black::Morgan3)]);
    let mut g = drawn(&[Black::Mists]);
    act(&mut g, 0, A::DrawBlack);
    for s in 0..4 {
        act(&mut g, s, A::Pledge(0));
    }
    assert!(public(&g).black_discard.is_empty());
}

/// S-BLACK-3, S-WS-MERLIN (b), S-REL-EXC-3: a face-down card taken away unseen is told by its
/// kind, the one the table saw — a Lancelot/Dragon card on Lancelot stays a Lancelot/Dragon card
/// (the log once called it a Black Knight card: the event carried no kind, and the text guessed).
#[test]
fn a_face_down_card_taken_away_keeps_its_kind() {
    let mut g = four().combat(Place::Lancelot, &[], &[(Black::LD5, true, 2)]).hand(0, &[Merlin]).heroic().build();
    let ev = act(&mut g, 0, A::Play(Special::MerlinQuest(Place::Lancelot)));
    assert!(
        ev.contains(&Ev::BlackRemoved { place: Place::Lancelot, card: None, kind: Some(Kind::LancelotDragon) }),
        "{ev:?}"
    );
    let mut g = four().active(1).relics(Relic::Owned(3), Relic::OnQuest, Relic::OnQuest).black_next(&[Black::LD3]).build();
    act(&mut g, 1, A::DrawBlack);
    act(&mut g, 1, A::FaceDown);
    let ev = act(&mut g, 3, A::CancelWithExcalibur);
    assert!(ev.contains(&Ev::ExcaliburCancel { owner: 3, card: None, kind: Some(Kind::LancelotDragon) }), "{ev:?}");
    // Face up, the card itself is named.
    let mut g = four().combat(Place::BlackKnight, &[], &[(Black::BK3, false, 2)]).hand(0, &[Merlin]).heroic().build();
    let ev = act(&mut g, 0, A::Play(Special::MerlinQuest(Place::BlackKnight)));
    assert!(ev.contains(&Ev::BlackRemoved { place: Place::BlackKnight, card: Some(Black::BK3), kind: Some(Kind::BlackKnight) }));
}
