//! The shared random-play suite, run over every registered game.
//!
//! Many seeds, every sample config, random legal actions to the end; after every step the
//! contract's invariants are checked:
//! - legal actions strictly ascending, present exactly for the seats the turn names;
//! - random illegal actions are refused with the state (and the event buffer) unchanged;
//! - every legal action's save code decodes to that action (`ActionCode`);
//! - save → load gives the same state;
//! - no seat's view depends on anything it may not know: the view (and the public view) is the
//!   same for the real state and for a resampled state (`resample(seat, _)`: everything the
//!   seat has not seen redrawn), while the samples do differ from the real state whenever the
//!   game has secrets (so the check cannot pass vacuously); the bots' own path, from a seat's
//!   knowledge, is checked by `tests/bot_honesty.rs`;
//! - an action the engine calls undoable told nobody anything new: replayed on every seat's
//!   resampled state before it (where it is legal there), it leaves that seat's
//!   view and the public view exactly as in the real game. So what any seat sees afterwards
//!   follows from what it knew before plus the action itself: no card drawn, no die rolled, no
//!   hand, loyalty or hidden card turned up by the action or by anything it set off;
//! - the game ends, with an outcome.

use camelot_table::engine::registry::GameId;
use camelot_table::engine::rng::Rng;
use camelot_table::engine::save::{self, SaveMeta};
use camelot_table::engine::session::Session;
use camelot_table::engine::{ActionCode, Game, GameExt, Turn, Viewer};
use camelot_table::with_game;

/// Seeds per config, and how often (in steps) the expensive save → load check runs.
const SEEDS: u64 = 40;
const STEP_LIMIT: usize = 20_000;

fn acting_seats(turn: &Turn) -> Vec<u8> {
    match turn {
        Turn::Seat(s) => vec![*s],
        Turn::Simultaneous(v) | Turn::Window(v) => v.clone(),
        Turn::Over => vec![],
    }
}

struct Tally {
    steps: usize,
    games: usize,
    illegal_tried: usize,
    resampled_differs: usize,
    secret_steps: usize,
    /// Undoable actions replayed on a seat's sample, and those that were illegal there (an
    /// action of another seat's hidden hand), so the check is seen not to pass vacuously.
    undoable_checked: usize,
    undoable_skipped: usize,
}

fn play_one<G: Game>(config: &G::Config, seed: u64, full_save_check: bool, tally: &mut Tally) {
    let mut session = Session::<G>::new(config.clone(), seed).expect("sample config is valid");
    let mut rng = Rng::new(seed ^ 0x5eed);
    // Every action ever seen legal in this game: the pool random illegal actions come from.
    let mut pool: Vec<G::Action> = Vec::new();
    let mut legal = Vec::new();
    let mut events = Vec::new();
    let players = session.players();

    for step in 0..STEP_LIMIT {
        let state = session.state().clone();
        let turn = state.turn();
        let acting = acting_seats(&turn);

        // Legal actions: sorted, only for acting seats.
        for seat in 0..players {
            state.legal_actions_into(seat, &mut legal);
            assert!(
                legal.windows(2).all(|w| w[0] < w[1]),
                "{} seed {seed} step {step}: legal actions of seat {seat} not strictly ascending: {legal:?}",
                G::ID
            );
            if acting.contains(&seat) {
                assert!(!legal.is_empty(), "{} seed {seed} step {step}: seat {seat} must act but has no legal action", G::ID);
            } else {
                assert!(legal.is_empty(), "{} seed {seed} step {step}: seat {seat} may not act but has {legal:?}", G::ID);
            }
            for a in &legal {
                if !pool.contains(a) {
                    assert_eq!(G::Action::from_code(a.code()).as_ref(), Some(a), "{} seed {seed} step {step}: {a:?} does not survive its save code {}", G::ID, a.code());
                    pool.push(a.clone());
                }
            }
        }

        // Views depend only on what their viewer may know.
        if state.has_secrets() {
            tally.secret_steps += 1;
        }
        let mut samples = Vec::with_capacity(usize::from(players));
        for seat in 0..players {
            let sample = state.resample(seat, rng.next_u64());
            assert_eq!(
                state.view(Viewer::Seat(seat)),
                sample.view(Viewer::Seat(seat)),
                "{} seed {seed} step {step}: seat {seat}'s view reveals something it may not know",
                G::ID
            );
            assert_eq!(
                state.view(Viewer::Public),
                sample.view(Viewer::Public),
                "{} seed {seed} step {step}: the public view reveals something hidden",
                G::ID
            );
            assert_eq!(state.legal_actions(seat), sample.legal_actions(seat), "{} seed {seed} step {step}: seat {seat}'s options depend on hidden information", G::ID);
            if sample != state {
                tally.resampled_differs += 1;
            }
            samples.push((seat, sample));
        }

        if matches!(turn, Turn::Over) {
            assert!(state.outcome().is_some(), "{} seed {seed}: over without an outcome", G::ID);
            tally.steps += step;
            tally.games += 1;
            return;
        }
        assert!(state.outcome().is_none(), "{} seed {seed} step {step}: outcome before the end", G::ID);

        // Random illegal actions are refused and change nothing.
        for _ in 0..3 {
            let seat = rng.below(u32::from(players)) as u8;
            let Some(candidate) = rng.choose(&pool).cloned() else { break };
            if state.legal_actions(seat).contains(&candidate) {
                continue;
            }
            let mut probe = state.clone();
            events.clear();
            let result = probe.apply_into(seat, &candidate, &mut events);
            assert!(result.is_err(), "{} seed {seed} step {step}: illegal {candidate:?} by seat {seat} accepted", G::ID);
            assert!(events.is_empty(), "{} seed {seed} step {step}: a refused action emitted events", G::ID);
            assert_eq!(probe, state, "{} seed {seed} step {step}: a refused action changed the state", G::ID);
            tally.illegal_tried += 1;
        }

        // One random legal action by one random acting seat.
        let seat = acting[rng.below(acting.len() as u32) as usize];
        let options = state.legal_actions(seat);
        let action = options[rng.below(options.len() as u32) as usize].clone();
        session
            .apply(seat, action.clone())
            .unwrap_or_else(|e| panic!("{} seed {seed} step {step}: legal {action:?} refused: {e}", G::ID));

        // An undoable action showed nobody anything: each seat sees after it what its own
        // knowledge before it and the action explain, whatever the hidden rest was.
        if session.can_undo() {
            let after = session.state();
            let after_public = after.view(Viewer::Public);
            for (viewer, mut sample) in samples {
                events.clear();
                if sample.apply_into(seat, &action, &mut events).is_err() {
                    tally.undoable_skipped += 1;
                    continue;
                }
                tally.undoable_checked += 1;
                assert_eq!(
                    after.view(Viewer::Seat(viewer)),
                    sample.view(Viewer::Seat(viewer)),
                    "{} seed {seed} step {step}: {action:?} by seat {seat} is undoable but showed seat {viewer} something hidden (or drew, or rolled)",
                    G::ID
                );
                assert_eq!(
                    after_public,
                    sample.view(Viewer::Public),
                    "{} seed {seed} step {step}: {action:?} by seat {seat} is undoable but showed the table something hidden (or drew, or rolled)",
                    G::ID
                );
            }
        }

        // Save → load gives the same game.
        if full_save_check || step % 16 == 0 {
            let file = save::save_of(&session, "t", SaveMeta::default());
            let text = save::to_text(&file);
            let parsed = save::parse(&text).expect("own save parses");
            let loaded = save::load::<G>(&parsed).expect("own save loads");
            assert_eq!(loaded.state(), session.state(), "{} seed {seed} step {step}: save → load differs", G::ID);
        }
    }
    panic!("{} seed {seed}: no end after {STEP_LIMIT} steps", G::ID);
}

fn suite<G: Game>() -> Tally {
    let mut tally = Tally {
        steps: 0,
        games: 0,
        illegal_tried: 0,
        resampled_differs: 0,
        secret_steps: 0,
        undoable_checked: 0,
        undoable_skipped: 0,
    };
    for config in G::sample_configs() {
        for seed in 0..SEEDS {
            play_one::<G>(&config, seed, seed < 2, &mut tally);
        }
    }
    tally
}

#[test]
fn every_registered_game_survives_random_play() {
    assert!(!GameId::ALL.is_empty(), "no game is registered");
    for &id in GameId::ALL {
        let tally: Tally = with_game!(id, G => suite::<G>());
        eprintln!(
            "{}: {} games, {} steps, {} illegal actions refused, {}/{} resampled states differed, \
             undoable actions replayed on {} samples ({} illegal there)",
            id.id(), tally.games, tally.steps, tally.illegal_tried, tally.resampled_differs, tally.secret_steps,
            tally.undoable_checked, tally.undoable_skipped
        );
        assert!(tally.games > 0);
        assert!(tally.undoable_checked > 0, "{}: no undoable action was ever replayed on a sample", id.id());
        assert!(tally.illegal_tried > 0, "{}: no illegal action was ever tried", id.id());
        if tally.secret_steps > 0 {
            assert!(
                tally.resampled_differs > 0,
                "{}: resample never changed anything although the game has secrets",
                id.id()
            );
        }
    }
}

#[test]
// `with_game!` names each concrete game; some games' actions are `Copy`, the suite is generic.
#[allow(clippy::clone_on_copy)]
fn same_seed_and_actions_give_the_same_game() {
    for &id in GameId::ALL {
        with_game!(id, G => {
            for config in G::sample_configs() {
                let mut a = G::new(&config, 99).unwrap();
                let mut b = G::new(&config, 99).unwrap();
                let mut rng = Rng::new(5);
                while let Some(seat) = acting_seats(&a.turn()).first().copied() {
                    let options = a.legal_actions(seat);
                    let pick = options[rng.below(options.len() as u32) as usize].clone();
                    a.apply(seat, &pick).unwrap();
                    b.apply(seat, &pick).unwrap();
                    assert_eq!(a, b);
                }
            }
        });
    }
}
