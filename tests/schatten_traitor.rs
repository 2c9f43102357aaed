//! The Traitor (S-TRA-*), the end of the game (S-END-*) and hidden information (S-INFO-*,
//! S-TALK-*).

mod schatten_support;
use camelot_table::engine::schatten::*;
use camelot_table::engine::{Game, GameEvent, GameExt, Turn, Viewer};
use schatten_support::*;
use SchattenEvent as Ev;
use White::*;

/// S-TRA-1: a hidden Traitor is a knight like any other: he acts, holds relics, may accuse.
#[test]
fn a_hidden_traitor_plays_as_a_knight() {
    let g = four().loyalty(0, Loyalty::Traitor).siege(6).relics(Relic::Owned(0), Relic::OnQuest, Relic::OnQuest).heroic().build();
    let legal = g.legal_actions(0);
    assert!(legal.contains(&A::Accuse(1)) && legal.contains(&A::DrawWhite));
    assert_eq!(g.view(Viewer::Seat(1)).seats[0].loyalty, None);
}

/// S-TRA-4, S-DEF-07: on reveal he leaves the board (a solo quest loses its white cards),
/// loses life and cards, Excalibur and the Grail; the Armor stays.
#[test]
fn what_a_reveal_takes() {
    let mut g = four()
        .loyalty(2, Loyalty::Traitor)
        .at(2, Place::BlackKnight)
        .combat(Place::BlackKnight, &[F3], &[])
        .relics(Relic::Owned(2), Relic::Owned(2), Relic::Owned(2))
        .swords(3, 3)
        .heroic()
        .build();
    act(&mut g, 0, A::Accuse(2));
    let v = public(&g);
    assert_eq!((v.seats[2].status, v.seats[2].at, v.seats[2].hand), (Status::Traitor, None, 0));
    assert!(v.black_knight.white.is_empty());
    assert_eq!((v.relic_excalibur, v.relic_grail, v.relic_armor), (Relic::Gone, Relic::Gone, Relic::Owned(2)));
    assert_eq!(v.white_swords, 4);
}

/// S-TRA-5, S-DP-21, S-DP-22, S-DEF-08, S-DEF-38, S-BLACK-8: the revealed Traitor's turn: a
/// random card of a knight he names is discarded, then a siege engine or a black card (face down
/// allowed, no compensation, and the question says so; the Armor still draws two).
#[test]
fn the_revealed_traitors_turn() {
    let mut g = four().active(3).status(3, Status::Traitor).hand(1, &[F2]).relics(Relic::OnQuest, Relic::OnQuest, Relic::Owned(3)).black_next(&[Black::BK5, Black::Picts]).build();
    assert_eq!(g.legal_actions(3), vec![A::Taunt(0), A::Taunt(1), A::Taunt(2)]);
    let ev = act(&mut g, 3, A::Taunt(1));
    assert!(ev.contains(&Ev::Taunted { target: 1, card: F2 }));
    assert_eq!(g.legal_actions(3), vec![A::DrawBlack, A::Siege]);
    act(&mut g, 3, A::DrawBlack);
    act(&mut g, 3, A::KeepBlack(Black::BK5));
    assert_eq!(public(&g).pending, Pending::Face { drawer: 3, kind: Kind::BlackKnight, white_card: false });
    assert!(g.legal_actions(3).contains(&A::FaceDown), "offered all the same");
    let ev = act(&mut g, 3, A::FaceDown);
    assert!(!ev.iter().any(|e| matches!(e, Ev::DrewWhite { .. } | Ev::WhiteDrawn { .. })), "{ev:?}");
    assert_eq!(public(&g).black_knight.black, vec![SeenBlack::FaceDown(Kind::BlackKnight)]);
    assert_eq!(public(&g).seats[3].hand, 0, "no compensation");
    assert_eq!(g.turn(), Turn::Seat(0));
}

/// S-TRA-6: a revealed Traitor is not a knight: not accused, not exchanged with, no Messenger,
/// not in "each knight" effects, no Merlin pledges.
#[test]
fn a_revealed_traitor_is_no_knight() {
    let g = four().status(2, Status::Traitor).siege(6).hand(0, &[Messenger, F1]).heroic().build();
    let legal = g.legal_actions(0);
    assert!(!legal.contains(&A::Accuse(2)));
    assert!(!legal.contains(&A::Exchange(F1, 2)));
    assert!(!legal.contains(&A::Play(Special::Messenger(2))));
    let mut g = four().status(2, Status::Traitor).black_next(&[Black::Morgan4]).build();
    act(&mut g, 0, A::DrawBlack);
    let mut asked = Vec::new();
    while let Pending::Merlin { next, .. } = public(&g).pending {
        asked.push(next);
        act(&mut g, next, A::Pledge(0));
    }
    assert_eq!(asked, vec![0, 1, 3]);
    assert_eq!(public(&g).seats[2].life, 0);
}

/// S-END-1 (a, b), S-TRA-7, S-END-4: twelve engines or seven black swords lose at once, for all
/// but the Traitor.
#[test]
fn immediate_defeats() {
    let mut g = four().loyalty(1, Loyalty::Traitor).swords(2, 6).war(Place::Picts, 3, &[], false).black_next(&[Black::Picts]).build();
    act(&mut g, 0, A::DrawBlack);
    let end = public(&g).end.unwrap();
    assert_eq!(end.cause, EndCause::BlackSwords);
    assert_eq!(end.siege, 0, "the game stops there: the war's engines are not placed");
    assert_eq!(g.outcome().unwrap().winners, vec![1]);
    let mut g = four().siege(11).build();
    act(&mut g, 0, A::Siege);
    let o = g.outcome().unwrap();
    assert!(o.winners.is_empty(), "S-END-4: no Traitor: the game beat everyone");
}

/// S-END-1 (c): no loyal knight left at the end of a turn.
#[test]
fn no_loyal_knight_left() {
    let mut g = four().loyalty(3, Loyalty::Traitor).status(1, Status::Dead).status(2, Status::Dead).life(0, 1).build();
    act(&mut g, 0, A::LoseLife);
    act(&mut g, 0, A::Move(Place::Picts));
    act(&mut g, 0, A::EndPhase);
    assert_eq!(public(&g).end.unwrap().cause, EndCause::NoLoyalKnight);
    assert_eq!(g.outcome().unwrap().winners, vec![3]);
}

/// S-END-2, S-DEF-36, S-END-3, S-END-5: at twelve swords a hidden Traitor, even dead, flips two
/// white swords; the loyal side needs a white majority; every dealt card is then shown.
#[test]
fn twelve_swords_and_the_final_flip() {
    let mut g = four()
        .loyalty(2, Loyalty::Traitor)
        .status(2, Status::Dead)
        .swords(7, 4)
        .at(0, Place::BlackKnight)
        .combat(Place::BlackKnight, &[F5, F5, F4], &[])
        .hand(0, &[F4])
        .heroic()
        .build();
    let ev = act(&mut g, 0, A::QuestCard(F4));
    let end = public(&g).end.unwrap();
    assert_eq!(end.traitor_flip, Some((2, 2)));
    assert_eq!((end.white, end.black, end.loyal_won), (6, 6, false), "a tie is a defeat");
    let Some(Ev::GameEnded { loyalties, .. }) = ev.last() else { panic!() };
    assert_eq!(loyalties.len(), 4);
    assert!(public(&g).seats.iter().all(|s| s.loyalty.is_some()));
    // With the Traitor already revealed there is no flip.
    let mut g = four().status(2, Status::Traitor).swords(7, 4).at(0, Place::BlackKnight).combat(Place::BlackKnight, &[F5, F5, F4], &[]).hand(0, &[F4]).heroic().build();
    act(&mut g, 0, A::QuestCard(F4));
    let end = public(&g).end.unwrap();
    assert_eq!((end.traitor_flip, end.loyal_won), (None, true));
}

/// S-ACC-3, S-DEF-47: only knights whose card is not face up can be accused; a loyal accused
/// plays on, his card public.
#[test]
fn accusation_targets() {
    let mut g = four().siege(6).heroic().build();
    act(&mut g, 0, A::Accuse(1));
    act(&mut g, 0, A::EndPhase);
    act(&mut g, 1, A::Siege);
    let legal = g.legal_actions(1);
    assert!(legal.contains(&A::Accuse(0)) && !legal.contains(&A::Accuse(1)));
    act(&mut g, 1, A::Move(Place::Picts));
    act(&mut g, 1, A::EndPhase);
    act(&mut g, 2, A::Siege);
    assert!(!g.legal_actions(2).contains(&A::Accuse(1)), "his card is already up");
}

/// S-INFO-1, S-INFO-2: views hide other hands, loyalty cards, face-down values and the piles;
/// the reveal option lives inside menus every knight gets; the Merlin round asks everyone.
#[test]
fn views_hide_what_they_must() {
    let g = four().loyalty(2, Loyalty::Traitor).combat(Place::BlackKnight, &[], &[(Black::BK7, true, 2)]).build();
    let v1 = g.view(Viewer::Seat(1));
    assert_eq!(v1.seats[2].loyalty, None);
    assert_eq!(v1.black_knight.black, vec![SeenBlack::FaceDown(Kind::BlackKnight)]);
    assert_eq!(v1.me.as_ref().unwrap().seat, 1);
    let v2 = g.view(Viewer::Seat(2));
    assert_eq!(v2.black_knight.black, vec![SeenBlack::Card(Black::BK7)]);
    let p = g.view(Viewer::Public);
    assert!(p.me.is_none() && p.seats.iter().all(|s| s.loyalty.is_none()));
    let json = serde_json::to_string(&p).unwrap();
    assert!(!json.contains("BK7"));
}

/// S-TALK-1, S-TALK-2, S-TALK-3, S-TALK-4, S-TALK-5: table talk is the players' (the app offers
/// chat; honour rules limit precision). The engine's part: nothing it sends names a card a
/// seat may not see — the face-down value, the setup card's giver, Arthur's cards — so talk is
/// the only channel, and claims of loyalty are never checked by the engine.
#[test]
fn table_talk_is_left_to_the_players() {
    let mut g = four().black_next(&[Black::BK7]).build();
    let ev = act(&mut g, 0, A::DrawBlack);
    for e in &ev {
        if !e.visible_to(Viewer::Seat(1)) {
            assert!(matches!(e, Ev::BlackSeen { .. }));
        }
    }
    let cfg = SchattenConfig { players: 3, ..SchattenConfig::default() };
    let mut g = Schatten::new(&cfg, 1).unwrap();
    let c = hand(&g, 0).kinds().next().unwrap();
    let ev = act(&mut g, 0, A::SetupGive(c));
    assert_eq!(ev, vec![Ev::SetupGiven { seat: 0 }], "which card he gave stays silent");
}

/// S-COMP-3, S-DEF-20: Camelot is one location: both Camelot actions from the same place, no
/// move between its areas.
#[test]
fn camelot_is_one_place() {
    let g = four().siege(1).heroic().build();
    let legal = g.legal_actions(0);
    assert!(legal.contains(&A::DrawWhite) && legal.contains(&A::FightSiege));
    assert!(!legal.contains(&A::Move(Place::Camelot)));
}

/// S-TURN-7, S-INFO-1: a SIEGE choice in the Progression of Evil is made in the open: every
/// seat's view counts it (the bots' evidence of the Traitor is part of what each seat sees).
#[test]
fn a_siege_choice_is_counted_in_every_view() {
    let mut g = four().build();
    assert_eq!(public(&g).seats[0].sieges, 0);
    act(&mut g, 0, A::Siege);
    assert_eq!(public(&g).seats[0].sieges, 1);
    for viewer in 0..4 {
        assert_eq!(g.view(Viewer::Seat(viewer)).seats[0].sieges, 1, "seat {viewer}");
    }
}

/// S-TURN-7, S-INFO-1: a knight's SIEGE choices are public, and a bot's samples take them as
/// evidence: the seat that chose SIEGE holds the Traitor card in more samples than the seat
/// that did not, though neither is known. The sample stays honest (same view).
#[test]
fn siege_choices_point_a_bots_samples_at_the_traitor() {
    let g = four().loyalty(3, Loyalty::Traitor).sieges(2, 2).build();
    let view = g.view(Viewer::Seat(0));
    let mut traitor_at = [0u32; 4];
    for seed in 0..600 {
        let s = g.resample(0, seed);
        assert_eq!(s.view(Viewer::Seat(0)), view);
        for t in 1..4u8 {
            if s.view(Viewer::Seat(t)).me.and_then(|m| m.loyalty) == Some(Loyalty::Traitor) {
                traitor_at[usize::from(t)] += 1;
            }
        }
    }
    // Weights 9 (two SIEGE choices) against 1 for seat 1, seat 3 and each undealt card.
    assert!(traitor_at[2] > 3 * traitor_at[1] && traitor_at[2] > 3 * traitor_at[3], "{traitor_at:?}");
    assert!(traitor_at[1] > 0 && traitor_at[3] > 0, "{traitor_at:?}");
}

/// S-ACC-1, S-ACC-3: the bots' playout policy accuses on public evidence only: the seat
/// that chose SIEGE most often, twice or more, and no one on a tie or a single choice.
#[test]
fn the_playout_policy_accuses_on_evidence() {
    use camelot_table::engine::rng::Rng;
    let policy = |g: &Schatten| g.playout_action(0, &g.legal_actions(0), &mut Rng::new(1));
    let g = four().siege(6).sieges(2, 2).sieges(3, 1).heroic().build();
    assert_eq!(policy(&g), Some(A::Accuse(2)));
    let g = four().siege(6).sieges(2, 1).heroic().build();
    assert!(!matches!(policy(&g), Some(A::Accuse(_))));
    let g = four().siege(6).sieges(2, 2).sieges(3, 2).heroic().build();
    assert!(!matches!(policy(&g), Some(A::Accuse(_))));
    // Closed before six siege engines or swords (S-ACC-1), whatever the evidence.
    let g = four().siege(5).sieges(2, 3).heroic().build();
    assert!(!matches!(policy(&g), Some(A::Accuse(_))));
}
