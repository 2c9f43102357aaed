//! Knights' powers (S-KN-*), special white cards (S-WS-*), life and relics (S-LIFE-*, S-REL-*).

mod schatten_support;
use camelot_table::engine::schatten::*;
use camelot_table::engine::{Game, GameEvent, GameExt, Turn, Viewer};
use schatten_support::*;
use SchattenEvent as Ev;
use White::*;

/// S-KN-ART, S-DP-15, S-DEF-28: once per turn Arthur offers a card; the target picks his own
/// without seeing Arthur's; each sees only what he gets. Not a heroic action.
#[test]
fn arthurs_exchange() {
    let mut g = four().hand(0, &[F1, Grail]).hand(2, &[F5]).heroic().build();
    act(&mut g, 0, A::Exchange(Grail, 2));
    assert_eq!(g.turn(), Turn::Seat(2));
    assert_eq!(g.view(Viewer::Seat(2)).me.unwrap().offered, None, "the target does not see Arthur's card");
    assert_eq!(g.view(Viewer::Seat(0)).me.unwrap().offered, Some(Grail));
    let ev = act(&mut g, 2, A::ExchangeGive(F5));
    for e in &ev {
        if let Ev::CardPassed { .. } = e {
            assert!(e.visible_to(Viewer::Seat(0)) && e.visible_to(Viewer::Seat(2)) && !e.visible_to(Viewer::Seat(1)));
        }
    }
    assert_eq!(hand(&g, 0).count(F5), 1);
    assert_eq!(hand(&g, 2).count(Grail), 1);
    assert_eq!(public(&g).actions_taken, 0);
    assert!(!g.legal_actions(0).iter().any(|a| matches!(a, A::Exchange(..))), "once per turn");
}

/// S-KN-GAL, S-DEF-27: Galahad plays one special card for free; it is his special card for the
/// turn, and he still owes his action.
#[test]
fn galahads_free_special() {
    let mut g = four().active(1).hand(1, &[Piety, Lady]).life(1, 2).heroic().build();
    act(&mut g, 1, A::PlayFree(Special::PietySelf));
    assert_eq!(life(&g, 1), 5);
    let legal = g.legal_actions(1);
    assert!(!legal.iter().any(|a| matches!(a, A::Play(_) | A::PlayFree(_))));
    assert!(!legal.contains(&A::EndPhase));
}

/// S-KN-BED, S-SETUP-12: Bedivere discards any three cards for a Merlin from the discard pile.
#[test]
fn bediveres_merlin() {
    let mut g = Scenario::new(&[Knight::Bedivere, Knight::Kay, Knight::Gawain], 1)
        .hand(0, &[F1, F2, F3, Merlin])
        .hand(1, &[Merlin, Merlin, Merlin])
        .heroic()
        .build();
    assert!(!g.legal_actions(0).iter().any(|a| matches!(a, A::Bedivere(_))), "no Merlin in the discard pile");
    act(&mut g, 0, A::Move(Place::Picts));
    act(&mut g, 0, A::EndPhase);
    act(&mut g, 1, A::Siege);
    act(&mut g, 1, A::Heal(Merlin));
    act(&mut g, 1, A::EndPhase);
    act(&mut g, 2, A::Siege);
    act(&mut g, 2, A::Move(Place::Picts));
    act(&mut g, 2, A::EndPhase);
    act(&mut g, 0, A::Siege);
    act(&mut g, 0, A::Bedivere(Pick::new(&[F1, F2, F3]).unwrap()));
    assert_eq!(hand(&g, 0).count(Merlin), 2);
    assert_eq!(public(&g).actions_taken, 0, "a free ability");
}

/// S-WS-MERLIN, S-DEF-02: Merlin's three options, from anywhere.
#[test]
fn merlin_options() {
    let g = four()
        .siege(1)
        .war(Place::Saxons, 1, &[], false)
        .combat(Place::BlackKnight, &[], &[(Black::BK1, false, 1)])
        .hand(0, &[Merlin])
        .heroic()
        .build();
    let plays: Vec<A> = g.legal_actions(0).into_iter().filter(|a| matches!(a, A::Play(_))).collect();
    assert_eq!(
        plays,
        vec![A::Play(Special::MerlinSiege), A::Play(Special::MerlinQuest(Place::BlackKnight)), A::Play(Special::MerlinWarrior(Place::Saxons))]
    );
}

/// S-WS-FATE, S-DEF-01: Fate in a loyal hand: every knight draws one, and everyone knows he is
/// loyal; in the Traitor's: he is revealed (no sword) and every knight discards two.
#[test]
fn fate() {
    let mut g = four().hand(0, &[Fate]).heroic().build();
    let sizes: Vec<u8> = public(&g).seats.iter().map(|s| s.hand).collect();
    act(&mut g, 0, A::Play(Special::Fate));
    let v = public(&g);
    assert_eq!(v.seats.iter().map(|s| s.hand).collect::<Vec<_>>(), vec![sizes[0], sizes[1] + 1, sizes[2] + 1, sizes[3] + 1]);
    assert_eq!(v.seats[0].loyalty, Some(Loyalty::Loyal));
    let mut g = four().loyalty(0, Loyalty::Traitor).hand(0, &[Fate, F1]).hand(1, &[F1]).hand(2, &[F1, F2, F3]).swords(1, 0).heroic().build();
    act(&mut g, 0, A::Play(Special::Fate));
    let v = public(&g);
    assert_eq!(v.seats[0].status, Status::Traitor);
    assert_eq!(v.white_swords, 1);
    act(&mut g, 1, A::Discard(Pick::new(&[F1]).unwrap()));
    act(&mut g, 2, A::Discard(Pick::new(&[F1, F3]).unwrap()));
    let two: Vec<White> = hand(&g, 3).cards().take(2).collect();
    act(&mut g, 3, A::Discard(Pick::new(&two).unwrap()));
    assert_eq!(hand(&g, 2).total(), 1);
    assert_eq!(g.turn(), Turn::Seat(1), "S-TRA-3: revealed by Fate; his knight turn is over");
}

/// S-WS-PIETY, S-LIFE-1: 3 life for the player, or 1 for every other OK knight; never above 6.
#[test]
fn piety() {
    let mut g = four().hand(0, &[Piety]).life(0, 5).heroic().build();
    act(&mut g, 0, A::Play(Special::PietySelf));
    assert_eq!(life(&g, 0), MAX_LIFE);
    let mut g = four().hand(0, &[Piety]).status(3, Status::Doomed).life(3, 0).heroic().build();
    act(&mut g, 0, A::Play(Special::PietyOthers));
    let v = public(&g);
    assert_eq!(v.seats.iter().map(|s| s.life).collect::<Vec<_>>(), vec![4, 5, 5, 0]);
}

/// S-WS-REINF: four cards for the player, or one for every other OK knight.
#[test]
fn reinforcements() {
    let mut g = four().hand(0, &[Reinforcements]).heroic().build();
    act(&mut g, 0, A::Play(Special::ReinforcementsSelf));
    assert_eq!(hand(&g, 0).total(), 4);
    let mut g = four().hand(0, &[Reinforcements]).hand(1, &[]).heroic().build();
    act(&mut g, 0, A::Play(Special::ReinforcementsOthers));
    assert_eq!(hand(&g, 1).total(), 1);
}

/// S-WS-CLAIR, S-DP-18: the player sees the top five black cards and orders them; the others
/// forget what they knew there.
#[test]
fn clairvoyance() {
    let mut g = four().hand(0, &[Clairvoyance]).black_next(&[Black::Picts, Black::Saxons, Black::Despair, Black::Vivien, Black::BK7]).heroic().build();
    let ev = act(&mut g, 0, A::Play(Special::Clairvoyance));
    assert!(ev.iter().any(|e| matches!(e, Ev::ClairvoyanceSaw { .. }) && e.is_private()));
    act(&mut g, 0, A::Order(Black::BK7));
    act(&mut g, 0, A::Order(Black::Vivien));
    act(&mut g, 0, A::Order(Black::Despair));
    act(&mut g, 0, A::Order(Black::Saxons));
    let me = g.view(Viewer::Seat(0)).me.unwrap();
    assert_eq!(
        me.black_pile,
        vec![(0, Black::BK7), (1, Black::Vivien), (2, Black::Despair), (3, Black::Saxons), (4, Black::Picts)]
    );
    assert!(g.view(Viewer::Seat(1)).me.unwrap().black_pile.is_empty());
}

/// S-WS-MESSENGER, S-DP-18: one to three cards to another knight; only the two see them.
#[test]
fn messenger() {
    let mut g = four().hand(0, &[Messenger, F1, F2, F3, F4]).hand(2, &[]).heroic().build();
    act(&mut g, 0, A::Play(Special::Messenger(2)));
    let ev = act(&mut g, 0, A::Give(F4));
    assert!(ev.iter().all(|e| !e.visible_to(Viewer::Seat(1))));
    act(&mut g, 0, A::Give(F1));
    act(&mut g, 0, A::Done);
    assert_eq!(hand(&g, 0).total(), 2);
    assert_eq!((hand(&g, 2).count(F4), hand(&g, 2).count(F1)), (1, 1));
    let g = four().hand(0, &[Messenger]).heroic().build();
    assert!(!g.legal_actions(0).iter().any(|a| matches!(a, A::Play(Special::Messenger(_)))), "needs another card");
}

/// S-WS-CONVOC, S-SHARE-1, S-SHARE-2: every knight returns to Camelot; as many cards as OK
/// knights there are drawn face up and shared, the player proposing.
#[test]
fn convocation() {
    let mut g = four().at(1, Place::Grail).at(2, Place::BlackKnight).status(3, Status::Doomed).life(3, 0).hand(0, &[Convocation]).heroic().build();
    act(&mut g, 0, A::Play(Special::Convocation));
    let v = public(&g);
    assert!(v.seats.iter().all(|s| s.at == Some(Place::Camelot)));
    let share = v.share.unwrap();
    assert_eq!((share.pool.len(), share.recipients, share.proposer), (3, 0b0111, 0));
}

/// S-LIFE-1, S-LIFE-2, S-LIFE-3, S-DEF-35, S-DP-13, S-REL-GRAIL-3: a doomed knight ignores life
/// changes; a knight who reaches 0 with no Grail cannot be saved later; an unused Grail is
/// lost with its dead owner.
#[test]
fn doomed_knights_and_the_grail() {
    let mut g = four().life(0, 1).relics(Relic::OnQuest, Relic::Owned(0), Relic::OnQuest).build();
    act(&mut g, 0, A::LoseLife);
    assert!(matches!(public(&g).pending, Pending::Drink { owner: 0, seat: 0 }), "the owner may save himself");
    act(&mut g, 0, A::Decline);
    assert_eq!(public(&g).seats[0].status, Status::Doomed);
    act(&mut g, 0, A::Move(Place::Picts));
    act(&mut g, 0, A::EndPhase);
    assert_eq!(public(&g).relic_grail, Relic::Gone);
}

/// S-LIFE-4, S-REL-EXC-4, S-REL-ARMOR-3, S-LIFE-5: removal takes Excalibur and the Armor away;
/// a dead loyal knight still wins with his side.
#[test]
fn dead_knights_lose_relics_but_win_with_their_side() {
    let mut g = four().life(1, 1).relics(Relic::Owned(1), Relic::OnQuest, Relic::Owned(1)).at(1, Place::BlackKnight).combat(Place::BlackKnight, &[F2], &[]).build();
    act(&mut g, 0, A::Siege);
    act(&mut g, 0, A::Move(Place::Picts));
    act(&mut g, 0, A::EndPhase);
    act(&mut g, 1, A::LoseLife);
    act(&mut g, 1, A::Move(Place::Picts));
    act(&mut g, 1, A::EndPhase);
    let v = public(&g);
    assert_eq!((v.relic_excalibur, v.relic_armor, v.seats[1].status), (Relic::Gone, Relic::Gone, Status::Dead));
    // The loyal side wins at twelve swords, the dead knight with it.
    let mut g = four().status(1, Status::Dead).swords(8, 3).at(0, Place::BlackKnight).combat(Place::BlackKnight, &[F5, F5, F4], &[]).hand(0, &[F4]).heroic().build();
    act(&mut g, 0, A::QuestCard(F4));
    assert_eq!(g.outcome().unwrap().winners, vec![0, 1, 2, 3]);
}

/// S-REL-EXC-2: the owner adds 1 to his own siege fight.
#[test]
fn excalibur_in_a_siege_fight() {
    let mut g = four().siege(1).relics(Relic::Owned(0), Relic::OnQuest, Relic::OnQuest).heroic().build();
    act(&mut g, 0, A::FightSiege);
    let ev = act(&mut g, 0, A::Roll);
    assert!(ev.iter().any(|e| matches!(e, Ev::SiegeFight { total: 1, excalibur: true, .. })));
}
