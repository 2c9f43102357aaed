//! Save files for the Schatten über Camelot Playwright specs (`tests/e2e/schatten.spec.js`):
//! fixed seeds played through the engine by one simple deterministic policy ([`policy`]) until
//! a wanted position, saved in the app's own format (`engine::save::save_of`) to
//! `tests/e2e/fixtures/*.json`. The specs import such a file on the home page's saved games,
//! resume it and play the last few steps by hand, so what they check happens on every run
//! instead of in some runs of a random game.
//!
//! Each test compares its file with the committed one (golden-style), and also plays the steps
//! the spec will play, natively, so a rules change that breaks a spec shows here first.
//! Regenerate after an intended change:
//! `UPDATE_GOLDEN=1 cargo test --no-default-features --test schatten_fixtures`; when a seed no
//! longer reaches its position, `find_fixture_seeds` (ignored) prints new ones.

mod schatten_support;
use camelot_table::engine::save::{self, SaveMeta};
use camelot_table::engine::schatten::{
    Black, Pending, Schatten, SchattenAction, SchattenConfig, SchattenEvent, TraitorDeal, White,
};
use camelot_table::engine::session::Session;
use camelot_table::engine::{Game, GameEvent, GameExt, Seat, Viewer};
use schatten_support::{acting, A};

/// The position the six-swords spec starts from: 3 players, 5 swords on the Round Table, and
/// the seat in its Progression of Evil draws the card that lays the 6th.
const SIX_SWORDS: Fixture = Fixture { file: "schatten-six-swords.json", id: "e2e0006", players: 3, seed: 60 };
/// The position the Merlin specs start from: 4 players, and the seat in its Progression of Evil
/// draws a special black card while at least 3 Merlin cards are in the seats' hands.
const MERLIN: Fixture = Fixture { file: "schatten-merlin-window.json", id: "e2e0140", players: 4, seed: 140 };

const NAMES: [&str; 4] = ["Ann", "Ben", "Cid", "Dee"];

#[derive(Clone, Copy)]
struct Fixture {
    file: &'static str,
    /// The save's id: hex digits, as the app makes them (a route to any other id is refused).
    id: &'static str,
    players: u8,
    seed: u64,
}

impl Fixture {
    fn config(self) -> SchattenConfig {
        SchattenConfig { players: self.players, traitor: TraitorDeal::Official, ..SchattenConfig::default() }
    }
}

/// The policy: always feed Evil with a black card in the Progression (quests fill up and end,
/// so swords come soon), one heroic action and then end the phase, the first legal action in
/// every other decision (never a Merlin pledge, so the Merlins stay in hand).
fn policy(g: &Schatten, seat: Seat) -> SchattenAction {
    let legal = g.legal_actions(seat);
    if legal.contains(&A::DrawBlack) {
        return A::DrawBlack;
    }
    let v = g.view(Viewer::Public);
    if matches!(v.pending, Pending::Heroic { .. }) && v.actions_taken >= 1 && legal.contains(&A::EndPhase) {
        return A::EndPhase;
    }
    legal[0]
}

/// Plays the policy from `seed` until `wanted` holds for the position before the next action,
/// at most `limit` actions; `None` if the game ends first.
fn play_until(f: Fixture, seed: u64, limit: usize, wanted: impl Fn(&Schatten) -> bool) -> Option<Session<Schatten>> {
    let mut s = Session::<Schatten>::new(f.config(), seed).expect("a valid config");
    for _ in 0..limit {
        if s.state().is_over() {
            return None;
        }
        if wanted(s.state()) {
            return Some(s);
        }
        let seat = acting(s.state())[0];
        let a = policy(s.state(), seat);
        s.apply(seat, a).expect("the policy plays legal actions");
    }
    None
}

fn swords(g: &Schatten) -> u8 {
    let v = g.view(Viewer::Public);
    v.white_swords + v.black_swords
}

fn merlins(g: &Schatten, seat: Seat) -> u8 {
    g.view(Viewer::Seat(seat)).me.map_or(0, |me| me.hand.count(White::Merlin))
}

/// The seat in its Progression of Evil, if that is the decision now.
fn progression(g: &Schatten) -> Option<Seat> {
    match g.view(Viewer::Public).pending {
        Pending::Progression { seat } => Some(seat),
        _ => None,
    }
}

/// (A): 5 swords, and drawing the next black card lays the 6th at once (no decision between the
/// click and the look), the game goes on, and the drawer keeps his turn (his heroic phase).
fn six_swords_next(g: &Schatten) -> bool {
    let Some(seat) = progression(g) else { return false };
    if swords(g) != 5 {
        return false;
    }
    let mut after = g.clone();
    let events = after.apply(seat, &A::DrawBlack).expect("drawing is legal in the Progression");
    swords(&after) >= 6
        && !after.is_over()
        && matches!(after.view(Viewer::Public).pending, Pending::Heroic { seat: s } if s == seat)
        && events.iter().filter(|e| matches!(e, SchattenEvent::LoyaltySeen { .. })).count() == 3
}

/// Special black cards whose effect asks nobody anything and shows on the board at once.
const PLAIN: [Black; 2] = [Black::Morgan4, Black::Morgan3];

/// (B): drawing the next black card opens a Merlin window on a special card of [`PLAIN`] while
/// at least 3 Merlin cards are in the seats' hands.
fn merlin_next(g: &Schatten) -> bool {
    let Some(seat) = progression(g) else { return false };
    let mut after = g.clone();
    after.apply(seat, &A::DrawBlack).expect("drawing is legal in the Progression");
    matches!(after.view(Viewer::Public).pending, Pending::Merlin { card, .. } if PLAIN.contains(&card))
        && (0..g.players()).map(|s| merlins(g, s)).sum::<u8>() >= 3
}

/// The file's text: the session as the app saves it, with fixed times so the file is stable.
fn save_text(f: Fixture, s: &Session<Schatten>) -> String {
    let names = NAMES[..usize::from(f.players)].iter().map(|n| (*n).to_owned()).collect();
    let meta = SaveMeta {
        names,
        started: 1_780_000_000_000,
        last_played: 1_780_000_600_000,
        revision: 0,
        to_act: acting(s.state()),
        outcome: None,
        bots: Vec::new(),
    };
    save::to_text(&save::save_of(s, f.id, meta)) + "\n"
}

/// Compares the fixture with the committed file (or writes it under `UPDATE_GOLDEN`), and
/// returns the game as the app will load it: replayed from the file's text.
fn check(f: Fixture, s: &Session<Schatten>) -> Session<Schatten> {
    let path = format!("{}/tests/e2e/fixtures/{}", env!("CARGO_MANIFEST_DIR"), f.file);
    let got = save_text(f, s);
    if std::env::var_os("UPDATE_GOLDEN").is_some() {
        std::fs::create_dir_all(format!("{}/tests/e2e/fixtures", env!("CARGO_MANIFEST_DIR"))).expect("fixtures folder");
        std::fs::write(&path, &got).expect("fixture written");
    } else {
        let want = std::fs::read_to_string(&path).expect("fixture present (create it with UPDATE_GOLDEN=1)");
        assert_eq!(got, want, "{} changed (regenerate with UPDATE_GOLDEN=1 if the change is intended)", f.file);
    }
    let loaded = save::load::<Schatten>(&save::parse(&got).expect("the app's own format")).expect("the save replays");
    assert_eq!(loaded.state(), s.state(), "the save replays to the same position");
    loaded
}

fn apply(s: &mut Session<Schatten>, seat: Seat, a: SchattenAction) -> Vec<SchattenEvent> {
    match s.apply(seat, a) {
        Ok(e) => e.to_vec(),
        Err(e) => panic!("{a:?} by seat {seat} refused: {e:?}; legal: {:?}", s.legal_actions(seat)),
    }
}

fn six_swords() -> Session<Schatten> {
    play_until(SIX_SWORDS, SIX_SWORDS.seed, 3000, six_swords_next).expect("the seed reaches the 6th sword")
}

fn merlin_window() -> Session<Schatten> {
    play_until(MERLIN, MERLIN.seed, 3000, merlin_next).expect("the seed reaches a Merlin window")
}

/// S-SETUP-9: with 3 players nobody sees his loyalty card, not even its owner, while fewer than
/// 6 swords lie on the Round Table; the moment the 6th is laid each player sees his own card
/// privately. The fixture stops at 5 swords, before the draw that lays the 6th.
#[test]
fn six_swords_fixture_lets_everyone_look_at_the_sixth_sword() {
    let mut s = check(SIX_SWORDS, &six_swords());
    let drawer = progression(s.state()).expect("a Progression of Evil is next");
    assert_eq!(drawer, 0, "the spec has Ann draw");
    assert_eq!(swords(s.state()), 5);
    for seat in 0..3 {
        assert_eq!(s.view(Viewer::Seat(seat)).me.expect("a seat's view").loyalty, None, "seat {seat} has not looked yet");
    }
    let events = apply(&mut s, drawer, A::DrawBlack);
    assert!(swords(s.state()) >= 6 && !s.state().is_over());
    for seat in 0..3 {
        assert!(s.view(Viewer::Seat(seat)).me.expect("a seat's view").loyalty.is_some(), "seat {seat} looks now");
        let seen: Vec<_> = events.iter().filter(|e| matches!(e, SchattenEvent::LoyaltySeen { seat: t, .. } if *t == seat)).collect();
        assert_eq!(seen.len(), 1, "seat {seat} is shown his own card once");
        assert!(!seen[0].visible_to(Viewer::Public), "privately");
    }
    // The drawer's turn goes on: he still holds the device and sees his card at once.
    assert_eq!(s.view(Viewer::Public).pending, Pending::Heroic { seat: drawer });
}

/// What the Merlin specs play and see: Dee (seat 3) draws Morgan #4 while every knight holds
/// one Merlin, and in the cancelling round Dee, Ann and Ben pledge one each.
const SPEC_ROUND: [(Seat, u8); 3] = [(3, 1), (0, 1), (1, 1)];

/// The pledges of the Merlin round that cancels the card: clockwise from the drawer, each
/// knight pledges all his Merlins up to the 3 needed (S-MERLIN-4); (seat, pledge) in order.
fn cancelling_round(s: &Session<Schatten>) -> Vec<(Seat, u8)> {
    let mut s = s.clone();
    let mut round = Vec::new();
    while let Pending::Merlin { next, total, .. } = s.view(Viewer::Public).pending {
        let n = merlins(s.state(), next).min(3 - total);
        round.push((next, n));
        apply(&mut s, next, A::Pledge(n));
    }
    round
}

/// S-MERLIN-1, S-MERLIN-2, S-MERLIN-4, S-BLACK-5: the fixture's next draw is a special black
/// card; its Merlin window opens before the effect and asks every knight clockwise from the
/// drawer, holders or not. Three Merlins pledged together cancel it: the pledged Merlins and
/// the card are discarded and nothing else happens.
#[test]
fn merlin_fixture_three_merlins_cancel_the_card() {
    let mut s = check(MERLIN, &merlin_window());
    let drawer = progression(s.state()).expect("a Progression of Evil is next");
    let before = s.view(Viewer::Public);
    let events = apply(&mut s, drawer, A::DrawBlack);
    let Pending::Merlin { card, next, total: 0, .. } = s.view(Viewer::Public).pending else { panic!("a Merlin window opens") };
    assert!(events.contains(&SchattenEvent::MerlinWindow { card }));
    assert_eq!(next, drawer, "the drawer is asked first");
    let round = cancelling_round(&s);
    assert_eq!(card, Black::Morgan4, "the spec's card");
    assert_eq!(round, SPEC_ROUND, "the spec's round");
    let held: u8 = (0..4).map(|t| merlins(s.state(), t)).sum();
    let mut last = Vec::new();
    for &(seat, n) in &round {
        last = apply(&mut s, seat, A::Pledge(n));
    }
    assert!(last.iter().any(|e| matches!(e, SchattenEvent::MerlinCancelled { card: c, .. } if *c == card)));
    let after = s.view(Viewer::Public);
    assert_eq!((0..4).map(|t| merlins(s.state(), t)).sum::<u8>(), held - 3, "the pledged Merlins are spent");
    assert_eq!(after.siege, before.siege, "no effect");
    assert_eq!(after.seats.iter().map(|t| t.life).collect::<Vec<_>>(), before.seats.iter().map(|t| t.life).collect::<Vec<_>>(), "no effect");
    assert_eq!(after.pending, Pending::Heroic { seat: drawer }, "the drawer's turn goes on");
}

/// S-MERLIN-4, S-BLACK-5 and the card's own rule (S-BX-MORGAN4: every `OK` knight loses 1
/// life; S-BX-MORGAN3: two siege engines): when every knight declines, no Merlin is spent and
/// the card takes effect.
#[test]
fn merlin_fixture_everyone_declines_and_the_card_acts() {
    let mut s = check(MERLIN, &merlin_window());
    let drawer = progression(s.state()).expect("a Progression of Evil is next");
    let before = s.view(Viewer::Public);
    let held: Vec<u8> = (0..4).map(|t| merlins(s.state(), t)).collect();
    assert_eq!(held, [1, 1, 1, 1], "the spec's hands");
    apply(&mut s, drawer, A::DrawBlack);
    let Pending::Merlin { card, .. } = s.view(Viewer::Public).pending else { panic!("a Merlin window opens") };
    let mut asked = Vec::new();
    let mut last = Vec::new();
    while let Pending::Merlin { next, .. } = s.view(Viewer::Public).pending {
        asked.push(next);
        last = apply(&mut s, next, A::Pledge(0));
    }
    let clockwise: Vec<Seat> = (0..4).map(|i| (drawer + i) % 4).collect();
    assert_eq!(asked, clockwise, "everyone is asked once, clockwise from the drawer");
    assert!(last.contains(&SchattenEvent::MerlinFailed { card, total: 0 }));
    assert_eq!((0..4).map(|t| merlins(s.state(), t)).collect::<Vec<_>>(), held, "no Merlin is spent");
    let after = s.view(Viewer::Public);
    match card {
        Black::Morgan4 => {
            for (b, a) in before.seats.iter().zip(&after.seats) {
                assert_eq!(a.life, b.life - 1, "{:?} loses 1 life", b.knight);
            }
        }
        Black::Morgan3 => assert_eq!(after.siege, before.siege + 2),
        _ => unreachable!("the fixture draws a card of PLAIN"),
    }
}

/// Prints seeds that reach each fixture's position, with how many actions it takes
/// (`cargo test --no-default-features --test schatten_fixtures find_fixture_seeds -- --ignored --nocapture`).
#[test]
#[ignore]
fn find_fixture_seeds() {
    for seed in 0..200 {
        if let Some(s) = play_until(SIX_SWORDS, seed, 3000, six_swords_next) {
            let v = s.view(Viewer::Public);
            eprintln!("six swords: seed {seed}: {} actions, W{} B{} S{}", s.steps().len(), v.white_swords, v.black_swords, v.siege);
        }
    }
    for seed in 0..200 {
        if let Some(s) = play_until(MERLIN, seed, 3000, merlin_next) {
            let mut after = s.clone();
            let drawer = progression(s.state()).unwrap_or(0);
            after.apply(drawer, A::DrawBlack).ok();
            let card = match after.view(Viewer::Public).pending {
                Pending::Merlin { card, .. } => Some(card),
                _ => None,
            };
            let hands: Vec<u8> = (0..4).map(|t| merlins(s.state(), t)).collect();
            eprintln!("merlin: seed {seed}: {} actions, {card:?} drawn by {drawer}, Merlins {hands:?}, round {:?}", s.steps().len(), cancelling_round(&after));
        }
    }
}
