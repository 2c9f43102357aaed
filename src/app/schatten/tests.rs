//! Native tests of the board's pure helpers. Each names the rule it checks.

use super::{arith, choices, describe, knight_panel, needs_privacy, news, prompt, reasons};
use crate::app::i18n::{Lang, Tr};
use crate::engine::few::Few;
use crate::engine::rng::Rng;
use crate::engine::schatten::{
    Black, CombatReport, Knight, Pending, Place, Schatten, SchattenConfig, SchattenEvent, SchattenView, TraitorDeal, White,
};
use crate::engine::{Game, GameExt, Seat, Turn, Viewer};

const EN: Tr = Tr(Lang::En);
const DE: Tr = Tr(Lang::De);

fn names(n: u8) -> Vec<String> {
    (0..n).map(|i| format!("P{i}")).collect()
}

/// Plays random legal moves; calls `f` before each with the game and the seat to act.
fn random_games(configs: &[(u8, TraitorDeal)], games: u64, steps: usize, mut f: impl FnMut(&Schatten, Seat, &[SchattenEvent])) {
    for (i, &(players, traitor)) in configs.iter().enumerate() {
        for game in 0..games {
            let seed = 977 * i as u64 + game;
            let cfg = SchattenConfig { players, traitor, ..SchattenConfig::default() };
            let mut g = Schatten::new(&cfg, seed).expect("config");
            let mut rng = Rng::new(seed ^ 0xabc);
            let mut last = Vec::new();
            for _ in 0..steps {
                let seat = match g.turn() {
                    Turn::Over => break,
                    Turn::Seat(s) => s,
                    Turn::Window(v) | Turn::Simultaneous(v) => v[0],
                };
                f(&g, seat, &last);
                let legal = g.legal_actions(seat);
                let a = *rng.choose(&legal).expect("a legal action");
                last = g.apply(seat, &a).expect("legal");
            }
        }
    }
}

/// §10, S-COMP-1, S-COMP-2: every knight, place and card has a name and a text in both
/// languages, and no two share a name.
#[test]
fn every_piece_has_a_name_in_both_languages() {
    for t in [EN, DE] {
        let k: Vec<&str> = Knight::ALL.iter().map(|&k| super::names::knight(t, k)).collect();
        let p: Vec<&str> = Place::ALL.iter().map(|&p| super::names::place(t, p)).collect();
        let w: Vec<&str> = White::ALL.iter().map(|&w| super::names::white(t, w)).collect();
        let b: Vec<String> = Black::ALL.iter().map(|&b| super::names::black(t, b)).collect();
        for list in [&k, &p, &w] {
            let mut d = list.to_vec();
            d.sort_unstable();
            d.dedup();
            assert_eq!(d.len(), list.len(), "{list:?}");
        }
        let mut d = b.clone();
        d.sort_unstable();
        d.dedup();
        assert_eq!(d.len(), b.len());
        assert!(Knight::ALL.iter().all(|&k| !super::names::power(t, k).is_empty()));
        assert!(Black::ALL.iter().all(|&c| !super::names::black_does(t, c).is_empty()));
        assert!(White::ALL.iter().all(|&c| !super::names::white_does(t, c).is_empty()));
    }
    // S-BS-LD: a Lancelot/Dragon card names both its values.
    assert_eq!(super::names::black(EN, Black::LD3), "Lancelot 3 / Dragon 7");
}

/// S-Q-CMB-5: a combat's end shows both sums as arithmetic, Kay's card and Excalibur's +1
/// among the white terms, and a tie goes to Evil.
#[test]
fn a_combat_shows_both_sums() {
    let r = CombatReport {
        place: Place::BlackKnight,
        black: Few::from_slice(&[Black::BK5, Black::BK3]),
        black_values: Few::from_slice(&[5, 3]),
        black_total: 8,
        white: Few::from_slice(&[White::F4, White::F3]),
        kay: Some(White::F2),
        excalibur: true,
        white_total: 10,
    };
    assert_eq!(arith::combat(EN, &r), "Black: 5 + 3 = 8. White: 4 + 3 + Kay 2 + Excalibur 1 = 10.");
    assert_eq!(arith::quest_end(EN, Place::BlackKnight, false, 8, 8), "The Black Knight is lost: white 8 does not beat black 8 (a tie goes to Evil).");
    assert!(arith::quest_end(DE, Place::Dragon, true, 12, 9).contains("12"));
}

/// S-Q-CAM-2: a siege fight is the fight cards (+ Kay, + Excalibur) against the d8, and the
/// total must be higher.
#[test]
fn a_siege_fight_is_a_sum_against_the_d8() {
    assert_eq!(arith::siege_sum(EN, &[1, 0, 2, 0, 0], None, false), "1 + 3 + 3 = 7");
    assert_eq!(arith::siege_sum(EN, &[0; 5], None, false), "nothing = 0");
    assert!(arith::siege_result(EN, &[0, 0, 0, 0, 1], Some(White::F1), true, 7, false).starts_with("5 + Kay 1 + Excalibur 1 = 7 is not more than the d8’s 7"));
}

/// S-Q-EXC-5, S-Q-GRA-4, S-Q-WAR-4: the other quests' ends say what decided them.
#[test]
fn track_and_row_ends_say_what_decided_them() {
    assert!(arith::quest_end(EN, Place::Excalibur, false, 0, 10).contains("(10)"));
    assert!(arith::quest_end(EN, Place::Grail, true, 7, 2).contains("7 Grail cards against 2 black"));
    assert!(arith::quest_end(EN, Place::Picts, false, 0, 4).contains("4th warrior"));
}

/// A heroic-phase view for tests: seat `s` of a 4-player game in its heroic phase.
fn heroic_view() -> (Schatten, SchattenView, Seat) {
    let cfg = SchattenConfig { players: 4, traitor: TraitorDeal::Never, ..SchattenConfig::default() };
    let mut g = Schatten::new(&cfg, 5).expect("config");
    let mut rng = Rng::new(9);
    for _ in 0..500 {
        if let Turn::Seat(s) = g.turn() {
            let v = g.view(Viewer::Seat(s));
            if matches!(v.pending, Pending::Heroic { .. }) && v.actions_taken == 0 {
                return (g, v, s);
            }
        }
        let seat = match g.turn() {
            Turn::Seat(s) => s,
            Turn::Window(v) | Turn::Simultaneous(v) => v[0],
            Turn::Over => break,
        };
        let legal = g.legal_actions(seat);
        // Take the Progression's siege engine (no black card): the game moves on quickly.
        let a = legal.iter().copied().find(|a| *a == crate::engine::schatten::SchattenAction::Siege).unwrap_or(*rng.choose(&legal).expect("legal"));
        g.apply(seat, &a).expect("legal");
    }
    panic!("no heroic phase reached");
}

/// S-TURN-11, S-TURN-12, S-ACC-1, S-ACC-2, S-TURN-16: a barred action type says why.
#[test]
fn a_barred_heroic_type_says_why() {
    let (_, mut v, s) = heroic_view();
    assert_eq!(reasons::cost_line(&v, s, EN), EN.sc_h_first());
    v.siege = 2;
    v.white_swords = 1;
    v.black_swords = 2;
    assert_eq!(reasons::why_not(&v, s, reasons::Type::Accuse, EN).as_deref(), Some("Accusing needs 6 siege engines or 6 swords on the Round Table (now 2 and 3)."));
    v.actions_taken = 1;
    v.action_types = reasons::Type::Quest.bit();
    assert_eq!(reasons::why_not(&v, s, reasons::Type::Quest, EN).as_deref(), Some(EN.sc_y_type_used()));
    assert!(reasons::cost_line(&v, s, EN).contains("costs 1 life"));
    v.actions_taken = 2;
    assert_eq!(reasons::why_not(&v, s, reasons::Type::Move, EN).as_deref(), Some(EN.sc_y_both_taken()));
    v.actions_taken = 0;
    v.seats[usize::from(s)].life = 6;
    assert_eq!(reasons::why_not(&v, s, reasons::Type::Heal, EN).as_deref(), Some(EN.sc_y_life_full()));
    v.siege = 6;
    v.seats[usize::from(s)].has_accused = true;
    assert_eq!(reasons::why_not(&v, s, reasons::Type::Accuse, EN).as_deref(), Some(EN.sc_y_accused()));
}

/// S-INFO-1, S-MERLIN-4: whenever the table plays a seat's decision in public, that seat's
/// legal actions are the same in every state the other seats cannot tell from this one, so
/// the open table offers exactly the right buttons and asking for the device reveals nothing.
#[test]
fn a_public_decision_offers_what_every_hidden_hand_would() {
    let (mut public_turns, mut private_turns) = (0, 0);
    let configs = [(4, TraitorDeal::Always), (3, TraitorDeal::Official), (7, TraitorDeal::Always), (5, TraitorDeal::Never)];
    random_games(&configs, 3, 700, |g, seat, _| {
        if !matches!(g.turn(), Turn::Seat(_)) {
            return;
        }
        let public = g.view(Viewer::Public);
        if needs_privacy(&public, seat) {
            private_turns += 1;
            return;
        }
        public_turns += 1;
        let legal = g.legal_actions(seat);
        for other in (0..g.players()).filter(|&o| o != seat) {
            let sample = g.resample(other, u64::from(other) << 20 | public_turns as u64);
            assert_eq!(sample.legal_actions(seat), legal, "seat {seat}: {:?}", public.pending);
        }
    });
    assert!(public_turns > 20 && private_turns > 200, "{public_turns} public, {private_turns} private");
}

/// S-INFO-1, S-BLACK-4, S-BLACK-3: the board's record of the latest results is public — the
/// same in every seat's view — and names a black card only when it was drawn face up.
#[test]
fn the_news_is_public_and_names_only_open_cards() {
    let mut drawn = 0;
    random_games(&[(4, TraitorDeal::Always), (6, TraitorDeal::Official)], 3, 600, |g, _, last| {
        let public = g.view(Viewer::Public);
        for s in 0..g.players() {
            assert_eq!(g.view(Viewer::Seat(s)).news, public.news);
        }
        // One action may draw several (Morgan #2): the record holds the last.
        if let Some(card) = last.iter().rev().find_map(|e| match e {
            SchattenEvent::BlackDrawn { card, .. } => Some(*card),
            _ => None,
        }) {
            drawn += 1;
            assert_eq!(public.news.black.map(|b| b.2), Some(card));
        }
        let items = news::items(&public.news, &names(g.players()), EN, 3);
        assert!(items.len() <= 3 && items.windows(2).all(|w| w[0].seq > w[1].seq));
    });
    assert!(drawn > 20);
}

/// S-INFO-1: every event of random games has a line (or is a turn heading) in both languages,
/// with no argument left unfilled; every prompt and action label too.
#[test]
fn every_event_prompt_and_action_reads_as_words() {
    let ns = names(7);
    random_games(&[(7, TraitorDeal::Always), (3, TraitorDeal::Always)], 2, 800, |g, seat, last| {
        for t in [EN, DE] {
            for e in last {
                match describe::line(e, &ns, t) {
                    Some(l) => assert!(!l.is_empty() && !l.contains('{'), "{e:?}: {l}"),
                    None => assert!(matches!(e, SchattenEvent::TurnBegins { .. })),
                }
            }
            let v = g.view(Viewer::Seat(seat));
            assert!(!prompt::prompt(&v, &ns, t).contains('{'));
            for a in g.legal_actions(seat) {
                assert!(!prompt::action_label(&a, &ns, t).is_empty());
            }
            for l in choices::context(&v, &ns, t) {
                assert!(!l.contains('{'));
            }
        }
    });
}

/// S-SETUP-9: at three players the own panel says the loyalty card waits for 6 swords; with
/// more players it shows the card at once.
#[test]
fn three_players_wait_for_six_swords_to_look() {
    for (players, seen) in [(3, false), (4, true)] {
        let cfg = SchattenConfig { players, ..SchattenConfig::default() };
        let g = Schatten::new(&cfg, 11).expect("config");
        let v = g.view(Viewer::Seat(0));
        let (line, goal) = knight_panel::loyalty_line(&v, EN).expect("own view");
        assert_eq!(goal.is_some(), seen, "{line}");
        if !seen {
            assert!(line.contains("6 swords"));
        }
        assert!(knight_panel::loyalty_line(&g.view(Viewer::Public), EN).is_none());
    }
}

/// S-MERLIN-4: a special black card cancelled by three Merlin cards is shown on the board as
/// cancelled, not with what it would have done; one that acts says what it does.
#[test]
fn the_news_says_when_three_merlins_cancelled_the_card() {
    use crate::engine::schatten::{Scenario, SchattenAction};
    let knights = [Knight::Arthur, Knight::Galahad, Knight::Gawain, Knight::Kay];
    for (pledge, cancelled) in [(3, true), (0, false)] {
        let mut g = Scenario::new(&knights, 1).hand(1, &[White::Merlin, White::Merlin, White::Merlin]).black_next(&[Black::Morgan4]).build();
        for (seat, a) in [(0, SchattenAction::DrawBlack), (0, SchattenAction::Pledge(0)), (1, SchattenAction::Pledge(pledge))] {
            g.apply(seat, &a).expect("legal");
        }
        if !cancelled {
            while let Some(&seat) = crate::app::setup::acting(&g.turn()).first() {
                if !matches!(g.view(Viewer::Public).pending, crate::engine::schatten::Pending::Merlin { .. }) {
                    break;
                }
                g.apply(seat, &SchattenAction::Pledge(0)).expect("legal");
            }
        }
        for t in [EN, DE] {
            let items = news::items(&g.view(Viewer::Public).news, &names(4), t, 3);
            let card = items.iter().find(|i| i.head == t.sc_news_black(&names(4)[0], &super::names::black(t, Black::Morgan4))).expect("the card drawn");
            let expect = if cancelled { t.sc_news_cancelled() } else { super::names::black_does(t, Black::Morgan4) };
            assert_eq!(card.text, expect, "pledged {pledge}");
        }
    }
}

/// S-SETUP-10, S-SHARE-1 (a shared card), S-REL-GRAIL-2 (the Grail's drink): a log line names the
/// knight and the card each in its place (the placeholders are filled by position, and two
/// lines had them swapped: "Fight 2 receives Dee").
#[test]
fn a_shared_card_and_the_grail_drink_name_who_did_what() {
    let ns = names(4);
    let shared = SchattenEvent::Shared { card: White::F2, to: 3, fallback: false };
    assert_eq!(describe::line(&shared, &ns, EN).as_deref(), Some("P3 receives Fight 2."));
    assert!(describe::line(&shared, &ns, DE).is_some_and(|l| l.starts_with("P3 ")));
    let drank = SchattenEvent::Drank { seat: 1, owner: 0 };
    assert_eq!(describe::line(&drank, &ns, EN).as_deref(), Some("P0 lets P1 drink from the Grail: back to 4 life."));
    assert!(describe::line(&drank, &ns, DE).is_some_and(|l| l.starts_with("P0 lässt P1 ")));
}

/// S-BLACK-3, S-WS-MERLIN (b), S-REL-EXC-3: a face-down card taken away is named by its kind, in
/// both languages — a Lancelot/Dragon card on Lancelot is not "a Black Knight card".
#[test]
fn a_face_down_card_taken_away_is_named_by_its_kind() {
    use crate::engine::schatten::Kind;
    let ns = names(4);
    let removed = SchattenEvent::BlackRemoved { place: Place::Lancelot, card: None, kind: Some(Kind::LancelotDragon) };
    let cancelled = SchattenEvent::ExcaliburCancel { owner: 1, card: None, kind: Some(Kind::LancelotDragon) };
    for (t, ld, bk) in [(EN, "Lancelot/Dragon", "Black Knight"), (DE, "Lancelot/Drache", "Schwarzer-Ritter")] {
        for e in [&removed, &cancelled] {
            let line = describe::line(e, &ns, t).expect("a line");
            assert!(line.contains(ld) && !line.contains(bk), "{line}");
        }
    }
    let up = SchattenEvent::BlackRemoved { place: Place::BlackKnight, card: Some(Black::BK3), kind: Some(Kind::BlackKnight) };
    let line = describe::line(&up, &ns, EN).expect("a line");
    assert!(line.contains(super::names::black(EN, Black::BK3).as_str()), "{line}");
}

/// S-BLACK-3: the board's news says which way a combat card drawn went — still the drawer's
/// choice, or laid face down — never "face down or face up" once it is decided.
#[test]
fn the_news_says_a_combat_card_went_face_down() {
    use crate::engine::schatten::{Scenario, SchattenAction as A};
    let four = [Knight::Arthur, Knight::Galahad, Knight::Gawain, Knight::Kay];
    let mut g = Scenario::new(&four, 1).black_next(&[Black::LD5]).build();
    g.apply(0, &A::DrawBlack).expect("legal");
    let head = |g: &Schatten, t: Tr| news::items(&g.view(Viewer::Public).news, &names(4), t, 3)[0].head.clone();
    assert_eq!(head(&g, EN), EN.sc_news_black_kind(&"P0", &EN.sc_kind_ld()));
    g.apply(0, &A::FaceDown).expect("legal");
    for t in [EN, DE] {
        assert_eq!(head(&g, t), t.sc_news_black_down(&"P0", &t.sc_kind_ld()));
    }
    assert!(head(&g, EN).contains("face down") && !head(&g, EN).contains("face up"));
}

/// S-BLACK-8, S-TRA-5, S-DEF-38: the face-down button promises a white card only to a knight; the
/// revealed Traitor is offered face down too, and told he gets none (he got none, and the
/// button said he would).
#[test]
fn face_down_promises_a_white_card_only_to_a_knight() {
    use crate::engine::schatten::{Relic, Scenario, SchattenAction as A, Status};
    let four = [Knight::Arthur, Knight::Galahad, Knight::Gawain, Knight::Kay];
    let mut g = Scenario::new(&four, 1)
        .active(3)
        .status(3, Status::Traitor)
        .relics(Relic::OnQuest, Relic::OnQuest, Relic::OnQuest)
        .black_next(&[Black::BK5])
        .build();
    if g.legal_actions(3).contains(&A::Taunt(0)) {
        g.apply(3, &A::Taunt(0)).expect("legal");
    }
    g.apply(3, &A::DrawBlack).expect("legal");
    let p = g.view(Viewer::Public).pending;
    assert!(matches!(p, Pending::Face { drawer: 3, white_card: false, .. }), "{p:?}");
    assert!(g.legal_actions(3).contains(&A::FaceDown));
    for t in [EN, DE] {
        assert_eq!(prompt::face_down_label(p, t), t.sc_x_face_down_no_card());
        assert_ne!(prompt::face_down_label(p, t), t.sc_x_face_down_card());
    }
    let hand_before = g.view(Viewer::Public).seats[3].hand;
    g.apply(3, &A::FaceDown).expect("legal");
    assert_eq!(g.view(Viewer::Public).seats[3].hand, hand_before, "and indeed none");
    // A knight is paid, and told so.
    let mut g = Scenario::new(&four, 1).black_next(&[Black::BK5]).build();
    g.apply(0, &A::DrawBlack).expect("legal");
    let p = g.view(Viewer::Public).pending;
    assert_eq!(prompt::face_down_label(p, EN), EN.sc_x_face_down_card());
}
