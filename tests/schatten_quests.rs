//! The quests as state machines: S-Q-GEN-*, the end procedure (S-Q-END) and rewards (S-Q-REW),
//! combat quests (S-Q-CMB-*), Excalibur (S-Q-EXC-*), the Grail (S-Q-GRA-*), the wars
//! (S-Q-WAR-*) and the Camelot actions (S-Q-CAM-*), with the relics they give.

mod schatten_support;
use camelot_table::engine::schatten::*;
use camelot_table::engine::{Game, GameExt, Turn, Viewer};
use schatten_support::*;
use SchattenEvent as Ev;
use White::*;

/// S-Q-CMB-1, S-Q-CMB-2: the white patterns, checked card by card.
#[test]
fn combat_patterns() {
    assert!(fits(Place::BlackKnight, &[F1, F1, F3, F3]));
    assert!(!fits(Place::BlackKnight, &[F1, F1, F1]), "1-1-1-1 is no pattern");
    assert!(!fits(Place::BlackKnight, &[F1, F2, F3]));
    assert!(fits(Place::Lancelot, &[F4, F4, F4, F2, F2]));
    assert!(!fits(Place::Lancelot, &[F4, F4, F4, F4]));
    assert!(fits(Place::Dragon, &[F1, F1, F1, F3, F3, F3, F5, F5, F5]));
    assert!(!fits(Place::Dragon, &[F1, F2, F3, F4]));
    let g = four().at(0, Place::BlackKnight).combat(Place::BlackKnight, &[F2, F2], &[]).hand(0, &[F2, F3, F5]).heroic().build();
    let legal: Vec<A> = g.legal_actions(0).into_iter().filter(|a| matches!(a, A::QuestCard(_))).collect();
    assert_eq!(legal, vec![A::QuestCard(F3), A::QuestCard(F5)]);
}

/// S-Q-CMB-4, S-DEF-21, S-Q-CMB-5, S-Q-GEN-7, S-Q-REW, S-Q-END: the last white spot ends the
/// quest; the black side counts as it stands; a tie goes to Evil.
#[test]
fn combat_ends_on_a_full_side_ties_to_evil() {
    let mut g = four()
        .at(0, Place::BlackKnight)
        .combat(Place::BlackKnight, &[F1, F1, F2], &[(Black::BK3, false, 1), (Black::BK3, false, 2)])
        .hand(0, &[F2])
        .heroic()
        .build();
    let ev = act(&mut g, 0, A::QuestCard(F2));
    assert!(ev.contains(&Ev::QuestEnded { place: Place::BlackKnight, won: false, white_total: 6, black_total: 6 }));
    let v = public(&g);
    assert_eq!(v.black_swords, 1);
    assert_eq!(v.seats[0].life, 3, "lost: −1 for the knight present");
    assert_eq!(v.seats[0].at, Some(Place::Camelot), "S-Q-END step 6: back to Camelot");
    assert!(v.black_knight.white.is_empty() && v.black_knight.black.is_empty(), "restarts (step 8)");
}

/// S-Q-REW, S-DEF-04, S-Q-END: the Black Knight won: 1 white sword, +1 life, 3 cards to the
/// knight.
#[test]
fn black_knight_won() {
    let mut g = four().at(0, Place::BlackKnight).combat(Place::BlackKnight, &[F5, F5, F4], &[(Black::BK7, false, 1)]).hand(0, &[F4]).heroic().build();
    act(&mut g, 0, A::QuestCard(F4));
    let v = public(&g);
    assert_eq!((v.white_swords, v.seats[0].life, v.seats[0].hand), (1, 5, 3));
}

/// S-Q-CMB-5, S-KN-KAY, S-DP-16, S-DEF-30, S-REL-EXC-2: Kay adds one fight card after the
/// reveal, ignoring the pattern, even on another's turn; Excalibur's owner present adds 1.
#[test]
fn kay_and_excalibur_add_to_the_white_total() {
    let mut g = four()
        .active(1)
        .at(3, Place::Dragon)
        .at(2, Place::Dragon)
        .side(Side::Dragon)
        .relics(Relic::Owned(2), Relic::OnQuest, Relic::OnQuest)
        .combat(Place::Dragon, &[F1, F1, F1], &[(Black::LD1, false, 0), (Black::LD1, false, 0), (Black::LD1, false, 0), (Black::LD1, false, 0)])
        .hand(3, &[F5])
        .black_next(&[Black::LD1])
        .build();
    act(&mut g, 1, A::DrawBlack);
    act(&mut g, 1, A::FaceUp);
    assert!(matches!(public(&g).pending, Pending::Excalibur { owner: 2, .. }), "S-BLACK-6 first");
    act(&mut g, 2, A::Decline);
    assert!(matches!(public(&g).pending, Pending::Kay { kay: 3, ctx: KayCtx::Combat(Place::Dragon) }));
    let ev = act(&mut g, 3, A::KayAdd(F5));
    // 3 + 5 (Kay) + 1 (Excalibur) = 9 < 25: lost all the same.
    assert!(ev.contains(&Ev::QuestEnded { place: Place::Dragon, won: false, white_total: 9, black_total: 25 }));
    assert_eq!(public(&g).side, Side::Closed, "the Dragon closes (S-Q-END step 8)");
}

/// S-Q-CMB-6, S-Q-GEN-6, S-Q-GEN-5: leaving a solo quest discards its white cards (black stay);
/// a group quest keeps them.
#[test]
fn leaving_quests() {
    let mut g = four().at(0, Place::Lancelot).combat(Place::Lancelot, &[F3, F3], &[(Black::LD3, false, 1)]).heroic().build();
    act(&mut g, 0, A::Move(Place::Picts));
    let v = public(&g);
    assert!(v.lancelot.white.is_empty());
    assert_eq!(v.lancelot.black.len(), 1);
    let mut g = four().side(Side::Dragon).at(0, Place::Dragon).combat(Place::Dragon, &[F3, F3], &[]).heroic().build();
    act(&mut g, 0, A::Move(Place::Picts));
    assert_eq!(public(&g).lancelot.white, vec![F3, F3]);
}

/// S-Q-CMB-7, S-Q-GEN-4: a quest can end with nobody present: no life, no cards; a solo quest
/// with nobody there is lost.
#[test]
fn nobody_present() {
    let mut g = four()
        .combat(Place::Lancelot, &[], &[(Black::LD1, false, 1), (Black::LD1, false, 1), (Black::LD1, false, 1), (Black::LD1, false, 1)])
        .black_next(&[Black::LD1])
        .build();
    act(&mut g, 0, A::DrawBlack);
    let ev = act(&mut g, 0, A::FaceUp);
    assert!(ev.iter().any(|e| matches!(e, Ev::QuestEnded { place: Place::Lancelot, won: false, .. })));
    assert!(!ev.iter().any(|e| matches!(e, Ev::Life { .. })));
    let v = public(&g);
    assert_eq!(v.side, Side::Dragon, "Lancelot flips to the Dragon");
    assert_eq!(v.relic_armor, Relic::Gone, "S-Q-END step 4: a lost quest's relic leaves the game");
}

/// S-REL-ARMOR-1, S-Q-REW: Lancelot won: the Armor and 4 cards go to the knight present.
#[test]
fn lancelot_won_gives_the_armor() {
    let mut g = four().at(0, Place::Lancelot).combat(Place::Lancelot, &[F3, F3, F3, F4], &[(Black::LD3, false, 1)]).hand(0, &[F4]).heroic().build();
    act(&mut g, 0, A::QuestCard(F4));
    let v = public(&g);
    assert_eq!(v.relic_armor, Relic::Owned(0));
    assert_eq!(v.seats[0].hand, 4);
    assert_eq!(v.side, Side::Dragon);
}

/// S-Q-EXC-1, S-Q-EXC-2, S-Q-EXC-5, S-Q-EXC-6, S-REL-EXC-1, S-DEF-22, S-SHARE-6: any white card
/// moves Excalibur one step toward 0; at 0 the completer owns Excalibur, 2 white swords, the
/// reward shared (alone: he takes it); then closed.
#[test]
fn excalibur_won() {
    let mut g = four().excalibur(1).at(0, Place::Excalibur).hand(0, &[Merlin]).heroic().build();
    let ev = act(&mut g, 0, A::QuestCard(Merlin));
    assert!(ev.contains(&Ev::ExcaliburMoved { from: 1, to: 0 }));
    let v = public(&g);
    assert_eq!((v.relic_excalibur, v.white_swords, v.excalibur_open), (Relic::Owned(0), 2, false));
    assert_eq!(v.seats[0].hand, 7, "the 7 cards: one recipient takes the pool");
}

/// S-Q-EXC-4, S-WS-LADY, S-DEF-46: Lady of the Lake moves Excalibur from anywhere; her player
/// completes the quest.
#[test]
fn lady_of_the_lake_completes_excalibur_from_afar() {
    let mut g = four().excalibur(1).at(2, Place::Excalibur).at(3, Place::Excalibur).hand(0, &[Lady]).heroic().build();
    act(&mut g, 0, A::Play(Special::Lady));
    let v = public(&g);
    assert_eq!(v.relic_excalibur, Relic::Owned(0));
    assert!(matches!(v.pending, Pending::Assign { proposer: 2 }), "S-SHARE-2: not a recipient: the first recipient proposes");
}

/// S-Q-EXC-3, S-Q-EXC-5: at 10 the quest is lost; Excalibur leaves the game.
#[test]
fn excalibur_lost() {
    let mut g = four().excalibur(9).at(1, Place::Excalibur).black_next(&[Black::Excalibur]).build();
    act(&mut g, 0, A::DrawBlack);
    let v = public(&g);
    assert_eq!((v.relic_excalibur, v.black_swords, v.seats[1].life, v.excalibur_open), (Relic::Gone, 2, 3, false));
    let mut g = four().excalibur_closed().hand(0, &[Lady]).life(0, 2).heroic().build();
    act(&mut g, 0, A::Play(Special::Lady));
    assert_eq!(life(&g, 0), 4, "Lady without Excalibur: +2 life");
}

/// S-Q-GRA-1, S-Q-GRA-2, S-Q-GRA-3, S-Q-GRA-4, S-DEF-10, S-DEF-23: Grail cards from the Grail's
/// end, black cards from the other; on a full row each cancels the nearest of the other kind;
/// only 7 of one kind ends the quest.
#[test]
fn the_grail_row() {
    let mut g = four().grail(3, &[Black::Despair, Black::Despair, Black::Desolation, Black::Despair]).at(0, Place::Grail).hand(0, &[Grail]).heroic().build();
    let ev = act(&mut g, 0, A::QuestCard(Grail));
    assert!(ev.contains(&Ev::GrailWhite { seat: 0, cancelled: Some(Black::Despair), white: 3, black: 3 }));
    let mut g = four().grail(4, &[Black::Despair, Black::Despair, Black::Despair]).black_next(&[Black::Despair]).build();
    let ev = act(&mut g, 0, A::DrawBlack);
    assert!(ev.contains(&Ev::GrailBlack { card: Black::Despair, cancelled: true, white: 3, black: 3 }));
    assert!(public(&g).grail_open);
}

/// S-Q-GRA-4, S-Q-GRA-6, S-REL-GRAIL-1, S-Q-REW: the 7th Grail card wins: 3 white swords, the
/// Grail to whoever played it; the 7th black card loses: 3 black swords, the Grail gone.
#[test]
fn the_grail_won_and_lost() {
    let mut g = four().grail(6, &[]).at(0, Place::Grail).at(1, Place::Grail).hand(0, &[Grail]).heroic().build();
    act(&mut g, 0, A::QuestCard(Grail));
    for c in public(&g).share.unwrap().pool {
        act(&mut g, 0, A::Assign(c, 0));
    }
    act(&mut g, 1, A::Accept);
    let v = public(&g);
    assert_eq!((v.white_swords, v.relic_grail, v.grail_open), (3, Relic::Owned(0), false));
    assert_eq!((v.seats[0].life, v.seats[1].life), (5, 5));
    let b = [Black::Despair; 6];
    let mut g = four().grail(0, &b).black_next(&[Black::Despair]).build();
    act(&mut g, 0, A::DrawBlack);
    let v = public(&g);
    assert_eq!((v.black_swords, v.relic_grail, v.grail_open), (3, Relic::Gone, false));
    let mut g = four().grail_closed().black_next(&[Black::DarkForest]).build();
    act(&mut g, 0, A::DrawBlack);
    for s in 0..4 {
        act(&mut g, s, A::Pledge(0));
    }
    assert_eq!(public(&g).siege, 1, "S-Q-GRA-6: later Dark Forest is a siege engine");
}

/// S-Q-GRA-5, S-WS-MERLIN: Merlin removes the nearest black card only if it is a Despair.
#[test]
fn merlin_on_the_grail() {
    let g = four().grail(0, &[Black::Despair, Black::Desolation]).hand(0, &[Merlin]).heroic().build();
    assert!(!g.legal_actions(0).contains(&A::Play(Special::MerlinQuest(Place::Grail))));
    let mut g = four().grail(0, &[Black::Desolation, Black::Despair]).hand(0, &[Merlin]).heroic().build();
    act(&mut g, 0, A::Play(Special::MerlinQuest(Place::Grail)));
    assert_eq!(public(&g).grail_black, vec![Black::Desolation]);
}

/// S-Q-WAR-1, S-Q-WAR-2, S-Q-WAR-4, S-Q-WAR-6, S-Q-REW: the sequence 1-2-3-4-5 wins (1 white
/// sword, +1 life, 4 cards shared); the war restarts.
#[test]
fn a_war_won() {
    let mut g = four().war(Place::Picts, 2, &[F1, F2, F3, F4], false).at(0, Place::Picts).at(1, Place::Picts).hand(0, &[F5]).heroic().build();
    act(&mut g, 0, A::QuestCard(F5));
    assert!(matches!(public(&g).pending, Pending::Assign { proposer: 0 }), "S-SHARE-2: the completer proposes");
    let pool = public(&g).share.unwrap().pool;
    assert_eq!(pool.len(), 4);
    for c in pool {
        act(&mut g, 0, A::Assign(c, 1));
    }
    act(&mut g, 1, A::Accept);
    let v = public(&g);
    assert_eq!((v.white_swords, v.seats[1].hand, v.seats[0].life), (1, 4 + 6, 5));
    assert_eq!((v.wars[0].warriors, v.wars[0].sequence.len()), (0, 0));
}

/// S-Q-WAR-4, S-Q-WAR-5, S-Q-REW: the 4th warrior loses the war: 1 black sword and 2 siege
/// engines; Merlin (c) takes a warrior back.
#[test]
fn a_war_lost_and_merlin_c() {
    let mut g = four().war(Place::Saxons, 3, &[F1], false).black_next(&[Black::Saxons]).build();
    act(&mut g, 0, A::DrawBlack);
    let v = public(&g);
    assert_eq!((v.black_swords, v.siege), (1, 2));
    let mut g = four().war(Place::Saxons, 3, &[], true).hand(0, &[Merlin]).heroic().build();
    act(&mut g, 0, A::Play(Special::MerlinWarrior(Place::Saxons)));
    let w = &public(&g).wars[1];
    assert_eq!((w.warriors, w.mordred), (2, true));
}

/// S-Q-CAM-1, S-KN-GAW: the Camelot draw: 2 cards, Gawain 3.
#[test]
fn camelot_draw() {
    let mut g = four().heroic().build();
    let before = hand(&g, 0).total();
    act(&mut g, 0, A::DrawWhite);
    assert_eq!(hand(&g, 0).total(), before + 2);
    let mut g = four().active(2).heroic().build();
    let before = hand(&g, 2).total();
    act(&mut g, 2, A::DrawWhite);
    assert_eq!(hand(&g, 2).total(), before + 3);
}

/// S-Q-CAM-2, S-Q-CAM-3, S-DP-17, S-DEF-44, S-KN-KAY: the fighter lays any fight cards (none
/// too), rolls, Kay may add one after the roll; cards discarded either way; no sword.
#[test]
fn siege_fights() {
    let mut g = four().active(3).siege(2).hand(3, &[F1, F5]).heroic().build();
    act(&mut g, 3, A::FightSiege);
    assert_eq!(g.legal_actions(3), vec![A::FightAdd(F1), A::FightAdd(F5), A::Roll]);
    act(&mut g, 3, A::FightAdd(F1));
    act(&mut g, 3, A::Roll);
    assert!(matches!(public(&g).pending, Pending::Kay { kay: 3, ctx: KayCtx::Siege }));
    let ev = act(&mut g, 3, A::KayAdd(F5));
    assert!(ev.iter().any(|e| matches!(e, Ev::SiegeFight { total: 6, kay: Some(F5), .. })));
    let v = public(&g);
    assert_eq!(v.white_discard.len(), 2);
    assert_eq!((v.white_swords, v.black_swords), (0, 0));
}

/// S-Q-GEN-1, S-WS-HEROISM: Heroism adds one sword of the outcome's colour to its quest (never
/// Camelot, which is no quest).
#[test]
fn heroism() {
    let g = four().hand(0, &[Heroism]).heroic().build();
    assert!(!g.legal_actions(0).contains(&A::Play(Special::Heroism(Place::Camelot))));
    let mut g = four().hand(0, &[Heroism]).war(Place::Picts, 3, &[], false).heroic().build();
    act(&mut g, 0, A::Play(Special::Heroism(Place::Picts)));
    act(&mut g, 0, A::EndPhase);
    let mut g2 = g.clone();
    assert_eq!(g2.turn(), Turn::Seat(1));
    // Seat 1 draws the 4th warrior: lost with Heroism: 2 black swords.
    let _ = &mut g2;
    let mut g = four().hand(0, &[Heroism]).war(Place::Picts, 3, &[], false).black_next(&[Black::Picts]).heroic().build();
    act(&mut g, 0, A::Play(Special::Heroism(Place::Picts)));
    assert_eq!(public(&g).heroism, Some(Place::Picts));
    act(&mut g, 0, A::EndPhase);
    let ev = act(&mut g, 1, A::DrawBlack);
    assert!(ev.iter().any(|e| matches!(e, Ev::Swords { white: false, count: 2, heroism: true, .. })));
    assert_eq!(public(&g).heroism, None);
}

/// S-KN-PAL, S-DEF-31: Palamedes present and OK gains one more life on a win.
#[test]
fn palamedes() {
    let mut g = Scenario::new(&[Knight::Palamedes, Knight::Kay, Knight::Gawain], 1)
        .at(0, Place::BlackKnight)
        .combat(Place::BlackKnight, &[F5, F5, F4], &[])
        .hand(0, &[F4])
        .heroic()
        .build();
    act(&mut g, 0, A::QuestCard(F4));
    assert_eq!(life(&g, 0), 6);
}

/// S-Q-END, S-DEF-45, S-LIFE-3: doomed knights present get no life and no shared cards.
#[test]
fn doomed_knights_share_nothing() {
    let mut g = four()
        .war(Place::Picts, 0, &[F1, F2, F3, F4], false)
        .at(0, Place::Picts)
        .at(1, Place::Picts)
        .at(2, Place::Picts)
        .status(2, Status::Doomed)
        .hand(0, &[F5])
        .heroic()
        .build();
    act(&mut g, 0, A::QuestCard(F5));
    let share = public(&g).share.unwrap();
    assert_eq!(share.recipients, 0b011);
    assert_eq!(public(&g).seats[2].life, 4);
}

/// S-Q-GEN-2, S-Q-GEN-3: group quests hold any number; quest actions only by knights present.
#[test]
fn group_quests_hold_many() {
    let g = four().at(1, Place::Grail).at(2, Place::Grail).heroic().build();
    assert!(g.legal_actions(0).contains(&A::Move(Place::Grail)));
    let g = four().at(1, Place::Picts).hand(0, &[F1]).heroic().build();
    assert!(!g.legal_actions(0).contains(&A::QuestCard(F1)), "not on the quest");
    let _ = g.view(Viewer::Public);
}
