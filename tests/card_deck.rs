//! Components and setup: the 62 Rumor cards, loyalty dealing, the Morgan pick, promos, first
//! player.

mod card_support;

use camelot_table::engine::card::Card::*;
use camelot_table::engine::card::{
    all_rumor_cards, loyalty_cards, morgan_pool, Card, CardAction, CardConfig, CardEvent, CardGame,
    Knight, Loyalty, Quest, LOYAL_CARDS, QUEST_TOKENS, SWORD_TOKENS, TRAITOR_CARDS,
};
use camelot_table::engine::{ConfigError, Game, GameExt, Turn};
use card_support::*;
use std::collections::BTreeSet;

fn count(cards: &[Card], c: Card) -> usize {
    cards.iter().filter(|&&x| x == c).count()
}

/// Listens until the deck is empty and returns every card drawn: the whole prepared deck.
fn drain_deck(g: &mut CardGame) -> Vec<Card> {
    let mut drawn = Vec::new();
    while public(g).deck > 0 {
        let Turn::Seat(s) = g.turn() else {
            panic!("no windows without knights")
        };
        let legal = g.legal_actions(s);
        let a = if legal.contains(&CardAction::Listen) {
            CardAction::Listen
        } else {
            *legal
                .iter()
                .find(|a| {
                    !matches!(
                        a,
                        CardAction::Quest(_) | CardAction::Accuse(_) | CardAction::Merlin6Quest(..)
                    )
                })
                .expect("a sub-decision")
        };
        for e in act(g, s, a) {
            if let CardEvent::Listened { card, .. } | CardEvent::SawFaceDown { card, .. } = e {
                drawn.push(card);
            }
        }
    }
    drawn
}

/// C-DECK-1, C-DECK-8: the box: 16 swords, 7 Loyal and 2 Traitor cards, 62 Rumor cards, 9
/// knight cards, 10 quest tokens (two sets of five, one per Merlin #4).
#[test]
fn components() {
    assert_eq!(SWORD_TOKENS, 16);
    assert_eq!((LOYAL_CARDS, TRAITOR_CARDS), (7, 2));
    assert_eq!(all_rumor_cards(false).count(), 62);
    assert_eq!(Knight::ALL.iter().map(|k| k.copies()).sum::<u8>(), 9);
    assert_eq!(QUEST_TOKENS, 2 * Quest::ALL.len() as u8);
    assert_eq!(
        count(&all_rumor_cards(false).collect::<Vec<_>>(), Merlin4),
        2
    );
}

/// C-DECK-2, C-DECK-3, C-DECK-5, C-DECK-6: 45 quest cards (per quest four ?, one 2, one 3, two
/// 4, one 5), 9 Morgans (#4 three times: +1, +2, +3), 6 Merlins (#4 twice), Mordred, Vivien.
#[test]
fn the_rumor_deck() {
    let all: Vec<Card> = all_rumor_cards(false).collect();
    assert_eq!(all.iter().filter(|c| c.is_quest_card()).count(), 45);
    for q in Quest::ALL {
        let stack: Vec<Card> = all
            .iter()
            .copied()
            .filter(|c| c.quest() == Some(q))
            .collect();
        assert_eq!(stack.len(), 9);
        assert_eq!(stack.iter().filter(|c| c.is_wild()).count(), 4);
        let mut values: Vec<u8> = stack.iter().filter_map(|c| c.value()).collect();
        values.sort_unstable();
        assert_eq!(values, [2, 3, 4, 4, 5], "{q:?}");
    }
    let morgans: Vec<Card> = all.iter().copied().filter(|c| c.is_morgan()).collect();
    assert_eq!(
        morgans,
        [
            Morgan1,
            Morgan2,
            Morgan3,
            Morgan4Plus1,
            Morgan4Plus2,
            Morgan4Plus3,
            Morgan5,
            Morgan6,
            Morgan7
        ]
    );
    assert_eq!(
        morgans
            .iter()
            .map(|m| m.morgan4_bonus())
            .collect::<Vec<_>>(),
        [0, 0, 0, 1, 2, 3, 0, 0, 0]
    );
    let merlins: Vec<Card> = all.iter().copied().filter(|c| c.is_merlin()).collect();
    assert_eq!(
        merlins,
        [Merlin1, Merlin2, Merlin3, Merlin4, Merlin4, Merlin5]
    );
    assert_eq!((count(&all, Mordred), count(&all, Vivien)), (1, 1));
    assert_eq!(all.len(), 45 + 9 + 6 + 1 + 1);
}

/// C-DECK-4: sword values.
#[test]
fn sword_values() {
    assert_eq!(Quest::ALL.map(Quest::swords), [1, 1, 2, 2, 3]);
}

/// C-DECK-7: the quest symbols of every kind of card.
#[test]
fn quest_symbols() {
    for c in Card::ALL {
        let symbols: Vec<Quest> = c.symbols().iter().collect();
        let expected: Vec<Quest> = match c {
            Morgan4Plus1 => vec![Quest::Dragon],
            Morgan4Plus2 => vec![Quest::Excalibur],
            Morgan4Plus3 => vec![Quest::Grail],
            Mordred => vec![Quest::Picts, Quest::Saxons],
            Vivien => Quest::ALL.to_vec(),
            c if c.is_character() => vec![],
            c => vec![c.quest().expect("quest card")],
        };
        assert_eq!(symbols, expected, "{c:?}");
    }
}

/// C-SETUP-1, C-SETUP-2, C-SETUP-3, C-SETUP-4: players + 1 Loyal and 1 Traitor (all nine with
/// 7 players) are shuffled, one dealt face down to each seat, two set aside; each seat sees
/// only its own card.
#[test]
fn dealing_loyalty() {
    assert_eq!(loyalty_cards(1), (0, 0));
    assert_eq!(loyalty_cards(4), (5, 1));
    assert_eq!(loyalty_cards(7), (7, 2));
    for n in 2..=7u8 {
        let (_, traitors) = loyalty_cards(n);
        let mut by_count = [0usize; 3];
        for seed in 0..400 {
            let g = CardGame::new(&config(n), seed).expect("valid");
            let mut at_seats = 0;
            for s in 0..n {
                let v = seat_view(&g, s);
                let mine = v.me.and_then(|m| m.loyalty).expect("each seat has a card");
                at_seats += usize::from(mine == Loyalty::Traitor);
                for t in 0..n {
                    let known = v.seats[usize::from(t)].known;
                    assert_eq!(
                        known,
                        (t == s).then_some(mine),
                        "seat {s} knows only its own card"
                    );
                }
            }
            by_count[at_seats] += 1;
        }
        // The traitor cards in play, minus those among the two set-aside cards.
        let expected_none = if n == 7 {
            400.0 / 36.0
        } else {
            400.0 * 2.0 / (f64::from(n) + 2.0)
        };
        let none = by_count[0] as f64;
        assert!(
            none > expected_none * 0.5 && none < expected_none * 1.6,
            "{n} players: {by_count:?}"
        );
        assert_eq!(by_count[2] > 0, traitors == 2, "{n} players: {by_count:?}");
    }
}

/// C-SETUP-5, C-SETUP-6, C-SETUP-7, C-PROMO-2: six Morgans picked at random are shuffled in:
/// 59 cards (60 with Merlin #6); Morgan #8 joins the pool with the promos; no sword, empty pile.
#[test]
fn preparing_the_rumor_deck() {
    for promos in [false, true] {
        let pool: Vec<Card> = morgan_pool(promos).collect();
        assert_eq!(pool.len(), if promos { 10 } else { 9 });
        let mut sets = BTreeSet::new();
        for seed in 0..30 {
            let mut g = CardGame::new(
                &CardConfig {
                    promos,
                    ..config(2)
                },
                seed,
            )
            .expect("valid");
            let v = public(&g);
            assert_eq!(
                (v.deck, v.pile, v.discard, v.white, v.black),
                (if promos { 60 } else { 59 }, 0, 0, 0, 0)
            );
            assert_eq!(v.unused_morgans, if promos { 4 } else { 3 });
            let deck = drain_deck(&mut g);
            let morgans: BTreeSet<Card> = deck.iter().copied().filter(|c| c.is_morgan()).collect();
            assert_eq!(morgans.len(), 6);
            assert!(morgans.iter().all(|m| pool.contains(m)));
            let expected: Vec<Card> = all_rumor_cards(promos).filter(|c| !c.is_morgan()).collect();
            let mut others: Vec<Card> = deck.into_iter().filter(|c| !c.is_morgan()).collect();
            others.sort();
            assert_eq!(others, expected);
            sets.insert(morgans.into_iter().collect::<Vec<_>>());
        }
        assert!(sets.len() > 10, "the pick varies");
        let with8 = sets.iter().filter(|s| s.contains(&Morgan8)).count();
        assert_eq!(with8 > 0, promos);
    }
}

/// C-SETUP-9: the first player is chosen at setup, seat 0 by default.
#[test]
fn the_first_player() {
    assert_eq!(CardGame::default_config(5).first_player, 0);
    let g = CardGame::new(
        &CardConfig {
            first_player: 2,
            ..config(4)
        },
        1,
    )
    .expect("valid");
    assert_eq!(g.turn(), Turn::Seat(2));
    assert_eq!(
        CardGame::new(
            &CardConfig {
                first_player: 4,
                ..config(4)
            },
            1
        ),
        Err(ConfigError::FirstPlayer { players: 4, got: 4 })
    );
    assert_eq!(
        CardGame::new(&config(8), 1),
        Err(ConfigError::PlayerCount {
            min: 1,
            max: 7,
            got: 8
        })
    );
    assert_eq!(
        CardGame::new(&config(0), 1),
        Err(ConfigError::PlayerCount {
            min: 1,
            max: 7,
            got: 0
        })
    );
}

/// C-PROMO-1: promos (and Knights to the Rescue) are off by default and can be switched on.
#[test]
fn promos_are_off_by_default() {
    let c: CardConfig = serde_json::from_str(r#"{"players":3}"#).expect("old saves load");
    assert_eq!(
        c,
        CardConfig {
            players: 3,
            first_player: 0,
            promos: false,
            knights: false
        }
    );
    assert_eq!(
        CardGame::default_config(4),
        CardConfig {
            players: 4,
            ..CardConfig::default()
        }
    );
    assert!(!CardConfig::default().promos && !CardConfig::default().knights);
    assert!(CardGame::sample_configs().iter().any(|c| c.promos));
    let mut g = CardGame::new(
        &CardConfig {
            promos: true,
            ..config(1)
        },
        3,
    )
    .expect("valid");
    assert!(drain_deck(&mut g).contains(&Merlin6));
    let mut g = CardGame::new(&config(1), 3).expect("valid");
    assert!(!drain_deck(&mut g).iter().any(|c| c.is_promo()));
}
