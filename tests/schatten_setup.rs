//! Components, setup and decks: S-COMP-*, S-SETUP-*, S-LOY-1, S-DECK-*, and the card-count
//! arithmetic of §2 (84 white, 76 black, 8 loyalty cards, copies per card).

mod schatten_support;
use camelot_table::engine::schatten::*;
use camelot_table::engine::{ConfigError, Game, GameExt, Turn, Viewer};
use schatten_support::*;
use White::*;

/// S-COMP-1, §2.1, §2.3, §2.6: 84 white = 51 fight + 18 Grail + 15 special; 76 black = 64
/// standard + 12 special; 8 loyalty = 7 Loyal + 1 Traitor.
#[test]
fn card_counts_match_the_spec_arithmetic() {
    let white = white_deck();
    assert_eq!(white.len(), 84);
    let fight: usize = White::FIGHT.iter().map(|w| usize::from(w.copies())).sum();
    assert_eq!(fight, 14 + 12 + 10 + 8 + 7);
    assert_eq!(fight, 51);
    assert_eq!(fight + usize::from(Grail.copies()), 69);
    assert_eq!(White::ALL.iter().filter(|w| w.is_special()).map(|w| usize::from(w.copies())).sum::<usize>(), 7 + 8);
    let per: Vec<u8> = White::ALL.iter().map(|w| w.copies()).collect();
    assert_eq!(per, vec![14, 12, 10, 8, 7, 18, 7, 1, 1, 1, 1, 1, 1, 1, 1]);
    let black = black_deck();
    assert_eq!(black.len(), 76);
    let count = |f: fn(&Black) -> bool| black.iter().filter(|b| f(b)).count();
    assert_eq!(count(|b| b.kind() == Some(Kind::BlackKnight)), 5 + 3 + 2 + 1);
    assert_eq!(count(|b| b.kind() == Some(Kind::LancelotDragon)), 4 + 3 + 3 + 1);
    assert_eq!(count(|b| *b == Black::Excalibur), 15);
    assert_eq!(count(|b| *b == Black::Despair), 15);
    assert_eq!(count(|b| matches!(b, Black::Picts | Black::Saxons | Black::Mercenaries)), 12);
    assert_eq!(count(|b| !b.is_special()), 64);
    assert_eq!(count(|b| b.is_special()), 12);
    assert_eq!(count(|b| *b == Black::Desolation), 2);
    assert_eq!(LOYAL_CARDS + TRAITOR_CARDS, 8);
    // S-COMP-1: 12 siege engines, 4 warriors per war, 16 swords are enough (S-COMP-4).
    assert_eq!(SIEGE_ENGINES, 12);
    assert_eq!(WAR_SEQUENCE, [1, 2, 3, 4, 5, 5]);
}

/// S-COMP-2, S-SETUP-4, S-SETUP-5, S-SETUP-6: the board at setup.
#[test]
fn the_board_at_setup() {
    let g = Schatten::new(&SchattenConfig::default(), 3).unwrap();
    let v = public(&g);
    assert_eq!(v.side, Side::Lancelot);
    assert!(v.excalibur_open && v.grail_open && v.lancelot.open && v.black_knight.open);
    assert_eq!(v.excalibur, EXCALIBUR_START);
    assert_eq!((v.siege, v.white_swords, v.black_swords, v.grail_white), (0, 0, 0, 0));
    assert!(v.wars.iter().all(|w| w.warriors == 0 && w.sequence.is_empty() && !w.mordred));
    assert_eq!((v.relic_excalibur, v.relic_grail, v.relic_armor), (Relic::OnQuest, Relic::OnQuest, Relic::OnQuest));
    assert!(!v.mists && !v.vivien && !v.dark_forest && v.heroism.is_none());
    for s in &v.seats {
        assert_eq!((s.life, s.at, s.status, s.has_accused), (START_LIFE, Some(Place::Camelot), Status::Ok, false));
    }
    assert_eq!(v.black_draw, 76, "S-SETUP-6: every black card in the pile");
}

/// S-SETUP-1, S-SETUP-12: 3–7 players, 8 only with Bedivere.
#[test]
fn player_counts() {
    let cfg = |players, bedivere| SchattenConfig { players, bedivere, ..SchattenConfig::default() };
    assert!(matches!(Schatten::new(&cfg(2, false), 1), Err(ConfigError::PlayerCount { .. })));
    assert!(matches!(Schatten::new(&cfg(9, true), 1), Err(ConfigError::PlayerCount { .. })));
    assert_eq!(Schatten::new(&cfg(8, false), 1).unwrap_err(), ConfigError::Option("bedivere"));
    for n in 3..=7 {
        assert!(Schatten::new(&cfg(n, false), 1).is_ok());
    }
    assert!(Schatten::new(&cfg(8, true), 1).is_ok());
}

/// S-SETUP-3, S-DEF-41: different random knights; the host may choose them.
#[test]
fn knights_are_different_and_may_be_chosen() {
    for seed in 0..30 {
        let g = Schatten::new(&SchattenConfig { players: 7, ..SchattenConfig::default() }, seed).unwrap();
        let mut k: Vec<Knight> = public(&g).seats.iter().map(|s| s.knight).collect();
        k.sort();
        k.dedup();
        assert_eq!(k.len(), 7);
        assert!(!k.contains(&Knight::Bedivere));
    }
    let chosen = vec![Knight::Kay, Knight::Tristan, Knight::Percival];
    let g = Schatten::new(&SchattenConfig { players: 3, knights: chosen.clone(), ..SchattenConfig::default() }, 1).unwrap();
    assert_eq!(public(&g).seats.iter().map(|s| s.knight).collect::<Vec<_>>(), chosen);
    let bad = SchattenConfig { players: 3, knights: vec![Knight::Kay, Knight::Kay, Knight::Arthur], ..SchattenConfig::default() };
    assert_eq!(Schatten::new(&bad, 1).unwrap_err(), ConfigError::Option("knights"));
}

/// S-SETUP-7, S-SETUP-10, S-DEF-40, S-DP-1, S-DP-2, S-DP-3, S-SHARE-1, S-SHARE-2, S-SHARE-5: one
/// Merlin and five cards each; every player gives one card in secret, the pool is shuffled,
/// shown, the first player proposes, the others vote; a rejection deals the pool out, one each.
#[test]
fn setup_cards_and_the_setup_share() {
    let mut g = Schatten::new(&SchattenConfig { players: 4, ..SchattenConfig::default() }, 11).unwrap();
    for s in 0..4 {
        let h = hand(&g, s);
        assert_eq!(h.total(), 6);
        assert!(h.count(Merlin) >= 1, "S-SETUP-7: one Merlin each");
    }
    assert_eq!(g.turn(), Turn::Simultaneous(vec![0, 1, 2, 3]));
    let first = public(&g).first;
    for s in [2, 0, 3, 1] {
        let card = hand(&g, s).kinds().next().unwrap();
        let ev = act(&mut g, s, A::SetupGive(card));
        if s != 1 {
            assert_eq!(ev, vec![SchattenEvent::SetupGiven { seat: s }], "S-DP-1: who gave what stays hidden");
        } else {
            assert!(ev.iter().any(|e| matches!(e, SchattenEvent::Pool { ctx: ShareCtx::Setup, .. })));
        }
    }
    assert_eq!(g.turn(), Turn::Seat(first));
    let pool = public(&g).share.unwrap().pool;
    assert_eq!(pool.len(), 4);
    // The proposer gives everything to himself; someone rejects; the fallback deals one each.
    let mut left = pool.clone();
    while let Some(c) = left.pop() {
        act(&mut g, first, A::Assign(c, first));
    }
    let voters = match g.turn() { Turn::Simultaneous(v) => v, t => panic!("{t:?}") };
    assert_eq!(voters.len(), 3, "S-SHARE-4: every other recipient votes");
    for (i, &s) in voters.iter().enumerate() {
        act(&mut g, s, if i == 0 { A::Reject } else { A::Accept });
    }
    for s in 0..4 {
        assert_eq!(hand(&g, s).total(), 6, "S-SHARE-5: the fallback gives one card each");
    }
    assert!(matches!(public(&g).pending, Pending::Progression { .. }));
}

/// S-SHARE-3, S-SHARE-4: a unanimous vote carries the proposal out, any split allowed.
#[test]
fn an_accepted_setup_proposal_is_carried_out() {
    let mut g = Schatten::new(&SchattenConfig { players: 3, ..SchattenConfig::default() }, 5).unwrap();
    for s in 0..3 {
        let card = hand(&g, s).kinds().next().unwrap();
        act(&mut g, s, A::SetupGive(card));
    }
    let first = public(&g).first;
    let other = (first + 1) % 3;
    for c in public(&g).share.unwrap().pool {
        act(&mut g, first, A::Assign(c, other));
    }
    for s in (0..3).filter(|&s| s != first) {
        act(&mut g, s, A::Accept);
    }
    assert_eq!(hand(&g, other).total(), 8);
    assert_eq!(hand(&g, first).total(), 5);
}

/// S-SETUP-8, S-LOY-1, S-SETUP-12, S-DEF-42: 8 players deal all 8 loyalty cards (always a
/// Traitor); Bedivere's seat gets 6 random cards instead of Merlin + 5.
#[test]
fn eight_players_always_have_a_traitor() {
    for seed in 0..10 {
        let g = Schatten::new(&SchattenConfig { players: 8, bedivere: true, ..SchattenConfig::default() }, seed).unwrap();
        let traitors = (0..8).filter(|&s| g.view(Viewer::Seat(s)).me.unwrap().loyalty == Some(Loyalty::Traitor)).count();
        assert_eq!(traitors, 1);
        let bed = public(&g).seats.iter().position(|s| s.knight == Knight::Bedivere).unwrap();
        assert_eq!(hand(&g, bed as u8).total(), 6);
        let merlins: u8 = (0..8).map(|s| hand(&g, s).count(Merlin)).sum();
        assert!(merlins >= 7);
    }
}

/// S-SETUP-11, S-DEF-41: Arthur starts; otherwise the generator picks the first seat.
#[test]
fn arthur_starts() {
    let k = vec![Knight::Kay, Knight::Arthur, Knight::Gawain];
    let g = Schatten::new(&SchattenConfig { players: 3, knights: k, ..SchattenConfig::default() }, 9).unwrap();
    assert_eq!(public(&g).first, 1);
    let firsts: std::collections::BTreeSet<u8> = (0..40)
        .map(|seed| {
            let k = vec![Knight::Kay, Knight::Tristan, Knight::Gawain];
            public(&Schatten::new(&SchattenConfig { players: 3, knights: k, ..SchattenConfig::default() }, seed).unwrap()).first
        })
        .collect();
    assert_eq!(firsts.len(), 3);
}

/// S-SETUP-2, S-TURN-1: turns go clockwise (ascending seats) and skip the dead.
#[test]
fn turns_go_clockwise_and_skip_the_dead() {
    let mut g = four().status(1, Status::Dead).build();
    act(&mut g, 0, A::Siege);
    act(&mut g, 0, A::Move(Place::Picts));
    let ev = act(&mut g, 0, A::EndPhase);
    assert!(ev.iter().any(|e| matches!(e, SchattenEvent::TurnBegins { seat: 2, .. })));
}

/// S-DECK-1, S-DECK-6: discard piles lie face up (views list them); hand sizes are public,
/// hands are not; no hand maximum, only the Camelot draw is barred at 12 cards (S-Q-CAM-1).
#[test]
fn discards_public_hands_private_sizes_public() {
    let g = four().hand(1, &[F1, F2, F3]).build();
    let v = g.view(Viewer::Seat(0));
    assert_eq!(v.seats[1].hand, 3);
    assert_ne!(v.me.unwrap().hand, hand(&g, 1));
    let twelve = [F1, F1, F1, F1, F2, F2, F2, F2, F3, F3, F3, F3];
    let g = four().hand(0, &twelve).heroic().build();
    assert!(!g.legal_actions(0).contains(&A::DrawWhite));
    let g = four().hand(0, &twelve[..11]).heroic().build();
    assert!(g.legal_actions(0).contains(&A::DrawWhite));
    let mut g = four().hand(0, &twelve[..11]).heroic().build();
    act(&mut g, 0, A::DrawWhite);
    assert_eq!(hand(&g, 0).total(), 13, "the hand may go above 12");
    assert!(public(&g).white_discard.is_empty());
}

/// S-DECK-2, S-DECK-3, S-DEF-09, S-DEF-34: a multi-card draw reshuffles in the middle; both
/// discard piles go back, the other colour's under its pile, so known top cards stay known.
#[test]
fn reshuffle_mid_draw_keeps_the_known_black_top() {
    let mut g = Scenario::new(&[Knight::Percival, Knight::Kay, Knight::Gawain, Knight::Arthur], 4)
        .hand(0, &[Reinforcements])
        .white_pile_only(1)
        .black_next(&[Black::Despair])
        .black_pile_only(60)
        .build();
    act(&mut g, 0, A::Peek);
    let before = public(&g);
    assert_eq!(before.white_draw, 1);
    let black_discards = before.black_discard.len() as u8;
    act(&mut g, 0, A::Siege);
    let ev = act(&mut g, 0, A::Play(Special::ReinforcementsSelf));
    assert!(ev.iter().any(|e| matches!(e, SchattenEvent::Reshuffled { white_emptied: true, under_other, .. } if *under_other == black_discards)));
    assert_eq!(hand(&g, 0).total(), 4, "four single draws across the reshuffle");
    let me = g.view(Viewer::Seat(0)).me.unwrap();
    assert_eq!(me.black_pile, vec![(0, Black::Despair)], "Percival still knows the top card");
    assert_eq!(public(&g).black_draw, 60 + black_discards);
}

/// S-DECK-3, S-DECK-4, S-DEF-09, S-DEF-34: the reshuffle is unconditional. A draw that empties
/// the white pile while the white discard pile is empty still shuffles the black discard pile
/// under the black draw pile; the white pile stays empty, so the second card of the Camelot
/// draw does not happen (S-DECK-4), and with no discard left the next attempt moves nothing.
#[test]
fn emptying_a_pile_with_no_discards_of_its_colour_still_reshuffles_the_other() {
    let mut g = four().white_held(1, 1).black_pile_only(60).heroic().build();
    let before = public(&g);
    assert_eq!((before.white_draw, before.white_discard.len()), (1, 0));
    let black_discards = before.black_discard.len() as u8;
    assert!(black_discards > 0);
    let held = hand(&g, 0).total();
    let ev = act(&mut g, 0, A::DrawWhite);
    let reshuffles: Vec<&SchattenEvent> = ev.iter().filter(|e| matches!(e, SchattenEvent::Reshuffled { .. })).collect();
    assert_eq!(
        reshuffles,
        vec![&SchattenEvent::Reshuffled { white_emptied: true, cards: 0, under_other: black_discards }],
        "one reshuffle: nothing is left to shuffle when the second draw finds the pile empty"
    );
    assert!(ev.contains(&SchattenEvent::DrewWhite { seat: 0, count: 1 }), "one card, then the draw stops");
    let v = public(&g);
    assert_eq!((v.white_draw, v.white_discard.len()), (0, 0));
    assert_eq!((v.black_draw, v.black_discard.len()), (60 + black_discards, 0));
    assert_eq!(hand(&g, 0).total(), held + 1);
}

/// S-DECK-4, S-TURN-6: a draw from an empty pile reshuffles first; DRAW stays offered while the
/// discard pile has cards (with both empty it is not: `can_draw_black`).
#[test]
fn an_empty_black_pile_reshuffles_before_the_draw() {
    let g = four().black_pile_only(0).build();
    let mut g2 = g.clone();
    assert!(g.legal_actions(0).contains(&A::DrawBlack));
    let ev = act(&mut g2, 0, A::DrawBlack);
    assert!(ev.iter().any(|e| matches!(e, SchattenEvent::Reshuffled { white_emptied: false, .. })));
}

/// S-DECK-5: a face-down card removed unrevealed goes to the discard pile hidden.
#[test]
fn a_face_down_card_removed_by_merlin_stays_hidden() {
    let mut g = four()
        .combat(Place::BlackKnight, &[], &[(Black::BK7, true, 2)])
        .hand(0, &[Merlin])
        .heroic()
        .build();
    act(&mut g, 0, A::Play(Special::MerlinQuest(Place::BlackKnight)));
    let v0 = g.view(Viewer::Seat(0));
    assert_eq!(v0.black_discard.last(), Some(&SeenBlack::FaceDown(Kind::BlackKnight)));
    let v2 = g.view(Viewer::Seat(2));
    assert_eq!(v2.black_discard.last(), Some(&SeenBlack::Card(Black::BK7)));
}

/// S-SETUP-9, S-DEF-12 (the "Three Brave Knights" rule): nobody looks at setup, and an unseen
/// card cannot be revealed by its owner; it still counts (here: Fate reveals him).
#[test]
fn three_player_unseen_traitor_is_still_the_traitor() {
    let mut g = Scenario::new(&[Knight::Arthur, Knight::Kay, Knight::Gawain], 1)
        .unseen(0)
        .unseen(1)
        .unseen(2)
        .loyalty(0, Loyalty::Traitor)
        .hand(0, &[Fate, F1])
        .heroic()
        .build();
    assert!(!g.legal_actions(0).contains(&A::Reveal));
    let ev = act(&mut g, 0, A::Play(Special::Fate));
    assert!(ev.iter().any(|e| matches!(e, SchattenEvent::TraitorRevealed { seat: 0, .. })));
}
