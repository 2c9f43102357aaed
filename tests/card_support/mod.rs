//! Shared helpers for the card-game scenario tests: building precise positions with
//! [`CardSetup`], acting, and rendering a quest tally as the arithmetic a player reads.
#![allow(dead_code)]

use camelot_table::engine::card::{
    Band, Card, CardAction, CardConfig, CardEvent, CardGame, CardSetup, CardView, Loyalty, Quest,
    QuestReport, Rest, SetupCard, Tally,
};
use camelot_table::engine::{Game, GameExt, Seat, Turn, Viewer};

pub const A: Seat = 0;
pub const B: Seat = 1;
pub const C: Seat = 2;
pub const D: Seat = 3;

pub fn config(players: u8) -> CardConfig {
    CardConfig {
        players,
        ..CardConfig::default()
    }
}

/// A table of `players` where every seat is Loyal (the Traitor card is set aside), seat A to
/// play, nothing else placed: the rest of the cards are shuffled into the deck.
pub fn table(players: u8) -> CardSetup {
    let mut s = CardSetup {
        config: config(players),
        current: Some(A),
        ..CardSetup::default()
    };
    if players >= 2 {
        s.loyalty = vec![Loyalty::Loyal; usize::from(players)];
        s.aside = if players == 7 {
            vec![Loyalty::Traitor; 2]
        } else {
            vec![Loyalty::Loyal, Loyalty::Traitor]
        };
    }
    s
}

/// The same table with `seat` holding the (first) Traitor card instead.
pub fn with_traitor(mut s: CardSetup, seat: Seat) -> CardSetup {
    if let Some(l) = s.loyalty.get_mut(usize::from(seat)) {
        *l = Loyalty::Traitor;
    }
    if let Some(i) = s.aside.iter().position(|l| *l == Loyalty::Traitor) {
        s.aside[i] = Loyalty::Loyal;
    }
    s
}

/// A face-up pile, bottom first (the last card is the top).
pub fn pile(cards: &[Card]) -> Vec<SetupCard> {
    cards.iter().map(|&c| SetupCard::from(c)).collect()
}

pub fn build(s: CardSetup) -> CardGame {
    build_seeded(s, 7)
}

pub fn build_seeded(s: CardSetup, seed: u64) -> CardGame {
    s.into_game(seed)
        .unwrap_or_else(|e| panic!("test position refused: {e}"))
}

/// Applies a legal action, failing the test with the engine's reason otherwise.
pub fn act(g: &mut CardGame, seat: Seat, action: CardAction) -> Vec<CardEvent> {
    let legal = g.legal_actions(seat);
    g.apply(seat, &action).unwrap_or_else(|e| {
        panic!(
            "{action:?} by seat {seat} refused: {e}; legal: {legal:?}; turn {:?}",
            g.turn()
        )
    })
}

pub fn public(g: &CardGame) -> CardView {
    g.view(Viewer::Public)
}

pub fn seat_view(g: &CardGame, s: Seat) -> CardView {
    g.view(Viewer::Seat(s))
}

/// The quest report among `events`.
pub fn report(events: &[CardEvent]) -> QuestReport {
    events
        .iter()
        .find_map(|e| match e {
            CardEvent::QuestResolved(r) => Some(**r),
            _ => None,
        })
        .expect("a quest was resolved")
}

/// Seat A, on a 4-seat table with this pile, goes on `main`; returns the table and the report.
pub fn quest_on(cards: &[Card], main: Quest) -> (CardGame, QuestReport) {
    quest_on_setup(
        CardSetup {
            pile: pile(cards),
            ..table(4)
        },
        main,
    )
}

pub fn quest_on_setup(s: CardSetup, main: Quest) -> (CardGame, QuestReport) {
    let mut g = build(s);
    let events = act(&mut g, A, CardAction::Quest(main));
    let r = report(&events);
    (g, r)
}

/// A tally written the way a player reads it, e.g. `Excalibur: 5 + 3 + 2×2 = 12 → 2 white`.
/// Built only from the report's fields, so it proves the report carries the whole arithmetic.
pub fn arithmetic(t: &Tally) -> String {
    let name: Vec<String> = t.parts.iter().map(|p| format!("{:?}", p.quest)).collect();
    let mut terms: Vec<String> = Vec::new();
    for p in t.parts.iter() {
        terms.extend(p.numbered.iter().map(u8::to_string));
        if p.wild > 0 {
            terms.push(format!("{}×{}", p.wild, p.wild_each));
        }
        if p.mordred > 0 {
            terms.push(format!("Mordred {}", p.mordred));
        }
    }
    if t.morgan4 > 0 {
        terms.push(format!("Morgan#4 {}", t.morgan4));
    }
    if t.merlin6 > 0 {
        terms.push(format!("Merlin#6 {}", t.merlin6));
    }
    if terms.is_empty() {
        terms.push("0".into());
    }
    let result = match (t.band, t.white, t.black) {
        (Band::Harmless, _, _) => "nothing".to_string(),
        (Band::Merlin5, w, _) => format!("{w} white (Merlin #5)"),
        (Band::Morgan5, _, b) => format!("{b} black (Morgan #5)"),
        (Band::Morgan7, _, b) => format!("{b} black (Morgan #7: loss)"),
        (_, w, 0) => format!("{w} white"),
        (_, _, b) => format!("{b} black"),
    };
    format!(
        "{}: {} = {} → {}",
        name.join("+"),
        terms.join(" + "),
        t.total,
        result
    )
}

/// Every tally of a report, in order.
pub fn lines(r: &QuestReport) -> Vec<String> {
    r.tallies.iter().map(arithmetic).collect()
}

/// The seat that must act now (fails on windows and the end).
pub fn seat_to_act(g: &CardGame) -> Seat {
    match g.turn() {
        Turn::Seat(s) => s,
        t => panic!("expected one seat to act, got {t:?}"),
    }
}

/// Declines every open window (the table says "No one").
pub fn decline_windows(g: &mut CardGame) {
    while let Turn::Window(seats) = g.turn() {
        act(g, seats[0], CardAction::Decline);
    }
}

/// Seat D, a revealed traitor, to play (Spreading Rumors) on a pile topped by Picts 3, with
/// `deck` on top of the Rumor deck.
pub fn traitor_turn(deck: Vec<Card>) -> CardSetup {
    CardSetup {
        current: Some(D),
        revealed: vec![D],
        pile: pile(&[Card::Picts3]),
        deck,
        ..with_traitor(table(4), D)
    }
}

pub fn with_rest(mut s: CardSetup, rest: Rest) -> CardSetup {
    s.rest = rest;
    s
}
