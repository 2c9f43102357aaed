//! The generic session layer every game shares: undo only of actions that revealed nothing,
//! undo by replay restoring the exact state, and replay refusing the first illegal action.

use camelot_table::engine::registry::GameId;
use camelot_table::engine::rng::Rng;
use camelot_table::engine::save::{self, LoadError, SaveMeta};
use camelot_table::engine::session::{ReplayError, Session};
use camelot_table::engine::{ActionCode, Game, Turn};
use camelot_table::with_game;

fn acting(turn: &Turn) -> Option<u8> {
    match turn {
        Turn::Seat(s) => Some(*s),
        Turn::Simultaneous(v) | Turn::Window(v) => v.first().copied(),
        Turn::Over => None,
    }
}

/// Plays random games; whenever the last action is undoable, undo must give back exactly the
/// state before it (compared with a clone kept from then), and redoing it must give the same
/// state after. Whenever it is not, undo must refuse and change nothing.
fn undo_restores_the_state<G: Game>() -> (usize, usize) {
    let (mut undone, mut refused) = (0, 0);
    for config in G::sample_configs().into_iter().take(4) {
        for seed in 0..6 {
            let mut session = Session::<G>::new(config.clone(), seed).unwrap();
            let mut rng = Rng::new(seed);
            let mut steps = 0;
            while let Some(seat) = acting(&session.turn()) {
                let before = session.state().clone();
                let options = session.legal_actions(seat);
                let action = options[rng.below(options.len() as u32) as usize].clone();
                session.apply(seat, action.clone()).unwrap();
                let after = session.state().clone();
                if session.can_undo() {
                    let step = session.undo().expect("undoable");
                    assert_eq!(step.action, action);
                    assert_eq!(session.state(), &before, "{}: undo did not restore the state", G::ID);
                    session.apply(seat, action).unwrap();
                    assert_eq!(session.state(), &after, "{}: redo differs", G::ID);
                    undone += 1;
                } else {
                    assert!(session.undo().is_none());
                    assert_eq!(session.state(), &after, "{}: a refused undo changed the state", G::ID);
                    refused += 1;
                }
                steps += 1;
                if steps > 400 {
                    break;
                }
            }
        }
    }
    (undone, refused)
}

#[test]
fn undo_gives_back_exactly_the_state_before_and_only_when_allowed() {
    for &id in GameId::ALL {
        let (undone, refused) = with_game!(id, G => undo_restores_the_state::<G>());
        eprintln!("{}: {undone} undos, {refused} refusals", id.id());
        assert!(refused > 0, "{}: every action was undoable, even draws", id.id());
    }
}

#[test]
fn tournament_card_plays_can_be_undone_within_their_melee() {
    let (undone, _) = undo_restores_the_state::<camelot_table::engine::tournament::Tournament>();
    assert!(undone > 0);
}

#[test]
fn replay_names_the_first_illegal_action() {
    use camelot_table::engine::tournament::Tournament;
    let mut s = Session::<Tournament>::new(Tournament::default_config(3), 1).unwrap();
    for _ in 0..5 {
        let seat = acting(&s.turn()).unwrap();
        let a = s.legal_actions(seat)[0];
        s.apply(seat, a).unwrap();
    }
    let mut actions = s.actions();
    // Another seat's move in the middle: action 3 (index 2) is refused.
    actions[2].0 = (actions[2].0 + 1) % 3;
    match Session::<Tournament>::replay(s.config().clone(), s.seed(), actions) {
        Err(ReplayError::Illegal { index, .. }) => assert_eq!(index, 2),
        other => panic!("expected an illegal action at index 2, got {other:?}"),
    }
}

#[test]
fn a_save_names_what_is_wrong_with_it() {
    use camelot_table::engine::card::CardGame;
    let mut s = Session::<CardGame>::new(CardGame::default_config(4), 3).unwrap();
    let seat = acting(&s.turn()).unwrap();
    let a = s.legal_actions(seat)[0];
    s.apply(seat, a).unwrap();
    let good = save::save_of(&s, "x", SaveMeta::default());
    assert!(save::load::<CardGame>(&good).is_ok());

    let text = save::to_text(&good);
    assert!(matches!(save::parse(&text[..text.len() - 3]), Err(LoadError::Corrupt(_))));
    let current = format!("\"format\":{}", save::FORMAT);
    assert_eq!(save::parse(&text.replace(&current, "\"format\":99")), Err(LoadError::UnknownFormat(99)));
    // Format 1 wrote actions as JSON objects; it is refused by name, not misread.
    assert_eq!(save::parse(&text.replace(&current, "\"format\":1")), Err(LoadError::UnknownFormat(1)));
    let mut wrong_game = good.clone();
    wrong_game.game = "tournament".into();
    assert!(matches!(save::load::<CardGame>(&wrong_game), Err(LoadError::UnknownGame(_))));
    let mut bad_config = good.clone();
    bad_config.config = serde_json::value::RawValue::from_string(r#"{"players": 12}"#.into()).unwrap();
    assert!(matches!(save::load::<CardGame>(&bad_config), Err(LoadError::BadConfig(_))));
    let mut bad_action = good.clone();
    bad_action.actions[0].1 = 0xff_0000; // no card-game action has tag 255
    assert!(matches!(save::load::<CardGame>(&bad_action), Err(LoadError::BadAction { index: 0, .. })));
}

/// Every 24-bit number is either no action or exactly one, whose code it is: a save can never
/// name an action two ways, and garbage in a save is refused, not misread.
fn codes_name_one_action_each<G: Game>() -> usize {
    let mut actions = 0;
    for code in 0..1u32 << 24 {
        if let Some(a) = G::Action::from_code(code) {
            assert_eq!(a.code(), code, "{}: {a:?} decoded from {code} but encodes otherwise", G::ID);
            actions += 1;
        }
    }
    for code in [1 << 24, u32::MAX] {
        assert_eq!(G::Action::from_code(code), None, "{}: {code} has bits above 24", G::ID);
    }
    actions
}

#[test]
fn every_save_code_names_one_action() {
    for &game in GameId::ALL {
        let n = with_game!(game, G => codes_name_one_action_each::<G>());
        // The action spaces: tags × the fields they carry (cards, seats, suits, values).
        assert!(n > 100, "{game:?}: only {n} codes decode");
    }
}
