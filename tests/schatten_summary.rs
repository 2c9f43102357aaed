//! One test per sentence of the German summary (`shared/rulebooks/schatten-ueber-camelot.de.txt`),
//! numbered as in the spec's Appendix A, each naming the rule IDs that honour it.

mod schatten_support;
use camelot_table::engine::schatten::{
    Black, Knight, Loyalty, Pending, Place, Relic, Schatten, SchattenConfig, SchattenEvent as Ev,
    Scenario, Status, TraitorDeal, White,
};
use camelot_table::engine::{Game, GameExt, Viewer};
use schatten_support::*;
use White::*;

/// Sentence 1: „Jeder Spieler erhält eine Loyalitätskarte, sieht sie sich heimlich an und schiebt
/// sie anschließend verdeckt unter sein Wappen (einschließlich des Verräters); nicht verwendete
/// Loyalitätskarten werden ungesehen entfernt." — S-SETUP-8, S-LOY-1.
#[test]
fn s01_each_player_gets_and_sees_one_loyalty_card_unused_ones_stay_unseen() {
    let cfg = SchattenConfig { players: 5, traitor: TraitorDeal::Official, ..SchattenConfig::default() };
    for seed in 0..20 {
        let mut g = Schatten::new(&cfg, seed).unwrap();
        for s in 0..5 {
            let v = g.view(Viewer::Seat(s));
            assert!(v.me.unwrap().loyalty.is_some(), "S-SETUP-8: each looks at his own card");
            for t in (0..5).filter(|&t| t != s) {
                assert_eq!(v.seats[usize::from(t)].loyalty, None, "face down for the others");
            }
        }
        let ev = play_out(&mut g, seed, 5000, sensible);
        let Some(Ev::GameEnded { loyalties, .. }) = ev.iter().find(|e| matches!(e, Ev::GameEnded { .. })) else { panic!("no end") };
        // S-LOY-1: only the five dealt cards are ever shown.
        assert_eq!(loyalties.len(), 5);
    }
}

/// Sentence 2: „In einem Spiel zu dritt dürfen sich die Spieler ihre Loyalitätskarten beim Aufbau
/// nicht ansehen und müssen warten, bis mindestens 6 Schwerter auf der Tafelrunde liegen." —
/// S-SETUP-9, S-INFO table.
#[test]
fn s02_three_players_look_only_at_six_swords() {
    let cfg = SchattenConfig { players: 3, traitor: TraitorDeal::Always, ..SchattenConfig::default() };
    let g = Schatten::new(&cfg, 4).unwrap();
    for s in 0..3 {
        assert_eq!(g.view(Viewer::Seat(s)).me.unwrap().loyalty, None, "S-SETUP-9: nobody looks at setup");
    }
    // Five swords lie; winning the Black Knight adds the sixth: everyone looks, privately.
    let mut g = Scenario::new(&[Knight::Arthur, Knight::Kay, Knight::Gawain], 2)
        .unseen(0)
        .unseen(1)
        .unseen(2)
        .loyalty(2, Loyalty::Traitor)
        .swords(3, 2)
        .at(0, Place::BlackKnight)
        .combat(Place::BlackKnight, &[F1, F1, F3], &[(Black::BK1, false, 1)])
        .hand(0, &[F3])
        .heroic()
        .build();
    assert!(!g.legal_actions(2).contains(&A::Reveal), "an unseen card cannot be used");
    let ev = act(&mut g, 0, A::QuestCard(F3));
    let seen: Vec<_> = ev.iter().filter(|e| matches!(e, Ev::LoyaltySeen { .. })).collect();
    assert_eq!(seen.len(), 3);
    assert!(seen.iter().all(|e| e.is_private()));
    assert_eq!(g.view(Viewer::Seat(2)).me.unwrap().loyalty, Some(Loyalty::Traitor));
    assert_eq!(g.view(Viewer::Seat(0)).seats[2].loyalty, None);
}

/// Sentence 3: „Wenn du eine schwarze Karte ziehst, liest du ihren Effekt vor und führst ihn sofort
/// aus" — S-BLACK-4, S-BLACK-5, S-BLACK-7.
#[test]
fn s03_a_drawn_black_card_is_shown_and_carried_out_at_once() {
    let mut g = four().black_next(&[Black::Picts]).build();
    let ev = act(&mut g, 0, A::DrawBlack);
    assert!(ev.contains(&Ev::BlackDrawn { drawer: 0, card: Black::Picts }));
    assert!(ev.contains(&Ev::Warriors { place: Place::Picts, warriors: 1 }));
    assert!(matches!(public(&g).pending, Pending::Heroic { seat: 0 }));
}

/// Sentence 4: „wenn das Ziehen einen Stapel leert, mischst du die Ablagestapel neu und bildest
/// daraus neue Nachziehstapel" — S-DECK-3, S-DECK-4.
#[test]
fn s04_emptying_a_pile_reshuffles_the_discards() {
    let mut g = four().black_next(&[Black::Saxons]).black_pile_only(1).build();
    let before = public(&g);
    assert_eq!(before.black_draw, 1);
    let discards = before.black_discard.len() as u8;
    let ev = act(&mut g, 0, A::DrawBlack);
    assert!(ev.iter().any(|e| matches!(e, Ev::Reshuffled { white_emptied: false, cards, .. } if *cards == discards)));
    let v = public(&g);
    assert_eq!(v.black_draw, discards);
    assert_eq!(v.black_discard.len(), 1, "only the Saxons card just spent");
}

/// Sentence 5: „Spezielle schwarze Karten können sofort aufgehoben werden, wenn die Spieler gemeinsam
/// 3 Merlin-Karten ausspielen (dies kann jedoch nicht rückwirkend angewendet werden), während
/// Standardkarten in Schwarz nicht durch 3 Merlins aufgehalten werden können." — S-MERLIN-1 …
/// S-MERLIN-6, S-BS-X.
#[test]
fn s05_three_merlins_cancel_a_special_card_never_a_standard_one() {
    let mut g = four()
        .black_next(&[Black::Morgan3, Black::Despair])
        .hand(0, &[Merlin, F1])
        .hand(1, &[Merlin, Merlin])
        .hand(2, &[F2])
        .build();
    act(&mut g, 0, A::DrawBlack);
    assert!(matches!(public(&g).pending, Pending::Merlin { next: 0, .. }));
    act(&mut g, 0, A::Pledge(1));
    act(&mut g, 1, A::Pledge(2));
    assert_eq!(public(&g).siege, 0, "cancelled: no siege engines");
    assert_eq!(hand(&g, 0).count(Merlin), 0);
    assert_eq!(hand(&g, 1).count(Merlin), 0);
    // Next turn a standard card: no window at all.
    act(&mut g, 0, A::Move(Place::Picts));
    act(&mut g, 0, A::EndPhase);
    let ev = act(&mut g, 1, A::DrawBlack);
    assert!(!ev.iter().any(|e| matches!(e, Ev::MerlinWindow { .. })));
}

/// Sentence 6: „Du fügst als deine Aktion „Fortschritt des Bösen" eine Belagerungsmaschine hinzu …
/// die 12. platzierte Belagerungsmaschine führt zu einer sofortigen Niederlage für alle außer dem
/// Verräter." — S-TURN-7, S-END-1a.
#[test]
fn s06_the_twelfth_siege_engine_loses_for_all_but_the_traitor() {
    let mut g = four().loyalty(3, Loyalty::Traitor).siege(11).build();
    act(&mut g, 0, A::Siege);
    assert!(g.is_over());
    let o = g.outcome().unwrap();
    assert_eq!(o.winners, vec![3]);
    assert_eq!(o.label, "evil");
}

/// Sentence 7: „Um gegen eine Belagerungsmaschine zu kämpfen … spielst du eine beliebige Anzahl an
/// Kampfkarten aus, würfelst mit dem achtseitigen Würfel und entfernst die Belagerungsmaschine,
/// wenn deine Kampfsumme höher ist als das Würfelergebnis; andernfalls verlierst du 1 Leben." —
/// S-Q-CAM-2.
#[test]
fn s07_siege_fight_higher_than_the_d8_removes_an_engine_else_one_life() {
    for seed in 0..8 {
        let mut g = Scenario::new(&FOUR, seed).siege(3).hand(0, &[F4, F5]).heroic().build();
        act(&mut g, 0, A::FightSiege);
        act(&mut g, 0, A::FightAdd(F4));
        act(&mut g, 0, A::FightAdd(F5));
        let ev = act(&mut g, 0, A::Roll);
        assert!(ev.iter().any(|e| matches!(e, Ev::SiegeFight { total: 9, won: true, .. })));
        assert_eq!(public(&g).siege, 2);
        // With no card the total is 0: never higher than the roll.
        let mut g = Scenario::new(&FOUR, seed).siege(3).heroic().build();
        act(&mut g, 0, A::FightSiege);
        act(&mut g, 0, A::Roll);
        assert_eq!(public(&g).siege, 3);
        assert_eq!(life(&g, 0), 3);
    }
}

/// Sentence 8: „Wenn deine Lebenspunkte auf null sinken, stirbst du und wirst am Ende deines Zuges
/// aus dem Spiel entfernt; deine weißen Karten werden abgelegt und sämtliches Excalibur bzw.
/// Lancelots Rüstung … geht verloren." — S-LIFE-2, S-LIFE-3, S-LIFE-4.
#[test]
fn s08_at_zero_life_you_leave_at_the_end_of_your_turn() {
    let mut g = four()
        .life(0, 1)
        .hand(0, &[F1, F2])
        .relics(Relic::Owned(0), Relic::OnQuest, Relic::Owned(0))
        .build();
    act(&mut g, 0, A::LoseLife);
    assert_eq!(public(&g).seats[0].status, Status::Doomed);
    assert!(matches!(public(&g).pending, Pending::Heroic { seat: 0 }), "he finishes his turn");
    act(&mut g, 0, A::Move(Place::Picts));
    let ev = act(&mut g, 0, A::EndPhase);
    assert!(ev.contains(&Ev::Died { seat: 0 }));
    let v = public(&g);
    assert_eq!(v.seats[0].status, Status::Dead);
    assert_eq!(v.seats[0].hand, 0);
    assert_eq!(v.relic_excalibur, Relic::Gone);
    assert_eq!(v.relic_armor, Relic::Gone);
}

/// Sentence 9: „Wenn der Heilige Gral zuvor errungen wurde und sein Besitzer dir erlaubt, daraus zu
/// trinken, wirst du einmalig auf 4 Lebenspunkte zurückgesetzt (der Gral wird anschließend aus dem
/// Spiel entfernt)." — S-REL-GRAIL-2.
#[test]
fn s09_the_grail_restores_four_life_once() {
    let mut g = four().life(0, 1).relics(Relic::OnQuest, Relic::Owned(2), Relic::OnQuest).build();
    act(&mut g, 0, A::LoseLife);
    assert!(matches!(public(&g).pending, Pending::Drink { owner: 2, seat: 0 }));
    act(&mut g, 2, A::Drink);
    let v = public(&g);
    assert_eq!(v.seats[0].life, 4);
    assert_eq!(v.seats[0].status, Status::Ok);
    assert_eq!(v.relic_grail, Relic::Gone);
}

/// Sentence 10: „Eine Kampfquest endet, wenn alle Plätze belegt sind und die Summe aller dort
/// ausgespielten weißen Karten mit der Summe aller ausgespielten schwarzen Karten verglichen wird."
/// — S-Q-CMB-4, S-Q-CMB-5 (S-DEF-21: the spots of one side).
#[test]
fn s10_a_full_side_ends_a_combat_quest_and_the_sums_are_compared() {
    let mut g = four()
        .at(0, Place::BlackKnight)
        .combat(Place::BlackKnight, &[F2, F2, F4], &[(Black::BK5, false, 1), (Black::BK3, false, 2)])
        .hand(0, &[F4])
        .heroic()
        .build();
    let ev = act(&mut g, 0, A::QuestCard(F4));
    assert!(ev.contains(&Ev::QuestEnded { place: Place::BlackKnight, won: true, white_total: 12, black_total: 8 }));
}

/// Sentence 11: „Alle auf der Quest ausgespielten schwarzen Karten müssen vor dem Aufdecken
/// zusammengemischt werden … Schwarzer-Ritter-, Lancelot- sowie Drachenkarten dürfen verdeckt
/// ausgespielt werden." — S-Q-CMB-5 step 1, S-BLACK-3.
#[test]
fn s11_black_cards_are_shuffled_before_the_reveal_and_may_lie_face_down() {
    let mut g = four().black_next(&[Black::BK7]).build();
    let ev = act(&mut g, 0, A::DrawBlack);
    assert!(ev.iter().any(|e| matches!(e, Ev::BlackDrawnKind { .. })));
    assert!(!ev.iter().any(|e| matches!(e, Ev::BlackDrawn { .. })), "the value stays hidden");
    act(&mut g, 0, A::FaceDown);
    let mine = g.view(Viewer::Seat(0)).black_knight.black;
    let theirs = g.view(Viewer::Seat(1)).black_knight.black;
    assert_ne!(mine, theirs);
    // Several seeds: the revealed order varies (the cards are shuffled), the sum does not.
    let mut orders = std::collections::BTreeSet::new();
    for seed in 0..12 {
        let mut g = Scenario::new(&FOUR, seed)
            .at(0, Place::BlackKnight)
            .combat(Place::BlackKnight, &[F1, F1, F2], &[(Black::BK1, false, 1), (Black::BK3, true, 2), (Black::BK5, false, 3)])
            .hand(0, &[F2])
            .heroic()
            .build();
        for e in act(&mut g, 0, A::QuestCard(F2)) {
            if let Ev::CombatRevealed { report } = e {
                assert_eq!(report.black_total, 9);
                orders.insert(format!("{:?}", report.black));
            }
        }
    }
    assert!(orders.len() > 1);
}

/// Sentence 12: „Eine Anklage zwingt den Angeklagten, sofort seine Loyalitätskarte aufzudecken.
/// Diese Aktion ist erst möglich, wenn sich mindestens 6 Belagerungsmaschinen um Camelot befinden
/// oder mindestens 6 Schwerter auf der Tafelrunde liegen, und jeder Ritter darf nur einmal
/// anklagen." — S-ACC-1, S-ACC-2, S-ACC-3, S-ACC-4.
#[test]
fn s12_accusations_need_six_engines_or_swords_once_per_knight() {
    let g = four().siege(5).swords(3, 2).heroic().build();
    assert!(!g.legal_actions(0).iter().any(|a| matches!(a, A::Accuse(_))));
    let mut g = four().siege(6).heroic().build();
    let ev = act(&mut g, 0, A::Accuse(2));
    assert!(ev.contains(&Ev::Accused { accuser: 0, target: 2, loyalty: Loyalty::Loyal }));
    assert_eq!(public(&g).seats[2].loyalty, Some(Loyalty::Loyal));
    let g = four().swords(4, 2).accused(0).heroic().build();
    assert!(!g.legal_actions(0).iter().any(|a| matches!(a, A::Accuse(_))), "once per knight");
}

/// Sentence 13: „Ist der Angeklagte loyal, wird ein weißes Schwert auf der Tafelrunde schwarz (falls
/// vorhanden). Ist der Angeklagte der Verräter, wird ein weißes Schwert hinzugefügt, der Verräter
/// enttarnt und befolgt die Anweisungen auf seinem Wappen." — S-ACC-4, S-TRA-4, S-TRA-5.
#[test]
fn s13_loyal_target_flips_a_sword_traitor_adds_one_and_turns() {
    let mut g = four().swords(4, 2).heroic().build();
    act(&mut g, 0, A::Accuse(1));
    assert_eq!((public(&g).white_swords, public(&g).black_swords), (3, 3));
    let mut g = four().swords(0, 6).heroic().build();
    act(&mut g, 0, A::Accuse(1));
    assert_eq!((public(&g).white_swords, public(&g).black_swords), (0, 6), "no white sword: nothing flips");
    let mut g = four().swords(4, 2).loyalty(2, Loyalty::Traitor).hand(2, &[F1, F2]).heroic().build();
    act(&mut g, 0, A::Accuse(2));
    let v = public(&g);
    assert_eq!((v.white_swords, v.black_swords), (5, 2));
    assert_eq!(v.seats[2].status, Status::Traitor);
    assert_eq!(v.seats[2].hand, 0);
    act(&mut g, 0, A::EndPhase);
    act(&mut g, 1, A::Siege);
    act(&mut g, 1, A::Move(Place::Picts));
    act(&mut g, 1, A::EndPhase);
    // Seat 2's turn is a revealed Traitor's: taunt, then evil.
    assert!(matches!(public(&g).pending, Pending::Taunt { traitor: 2 }));
}
