//! Helpers shared by the Tournament scenario tests: a short card notation, position building
//! through the validated `TournamentSetup`, and drivers that answer optional prompts with "no".
#![allow(dead_code, unused_imports)]

pub use camelot_table::engine::tournament::events::{
    InjuryLine, PickReason, Prevention, Replacement, TournamentEvent as Ev,
};
pub use camelot_table::engine::tournament::view::{Pending, TournamentView};
pub use camelot_table::engine::tournament::*;
pub use camelot_table::engine::{Game, GameEvent, GameExt, Seat, Turn, Viewer};
pub use Character::*;
pub use TournamentAction as A;

/// A card in short notation: `13So` (Sorcery), `9Sw`, `1Ar`, `3De`, `7Al` (Alchemy), `M1`–`M3`
/// (Merlin), `A1`–`A2` (Apprentice).
pub fn c(s: &str) -> Card {
    if let Some(i) = s.strip_prefix('M') {
        return Card::merlin(i.parse::<u8>().unwrap() - 1).unwrap();
    }
    if let Some(i) = s.strip_prefix('A') {
        if let Ok(i) = i.parse::<u8>() {
            return Card::apprentice(i - 1).unwrap();
        }
    }
    let (v, suit) = s.split_at(s.len() - 2);
    let v: u8 = v.parse().unwrap_or_else(|_| panic!("bad card {s}"));
    match suit {
        "Sw" => Card::basic(Suit::Swords, v),
        "Ar" => Card::basic(Suit::Arrows, v),
        "So" => Card::basic(Suit::Sorcery, v),
        "De" => Card::basic(Suit::Deception, v),
        "Al" => Card::alchemy(v),
        _ => None,
    }
    .unwrap_or_else(|| panic!("bad card {s}"))
}

/// Space-separated cards.
pub fn cs(s: &str) -> Vec<Card> {
    s.split_whitespace().map(c).collect()
}

pub fn g(kind: GodsendKind) -> Godsend {
    Godsend::first_of(kind)
}

/// The n-th copy (0-based) of a Godsend kind.
pub fn gn(kind: GodsendKind, n: u8) -> Godsend {
    Godsend(Godsend::first_of(kind).0 + n)
}

pub fn setup(chars: &[Character]) -> TournamentSetup {
    TournamentSetup::new(chars)
}

pub fn build(s: &TournamentSetup) -> Tournament {
    Tournament::from_setup(s).unwrap_or_else(|e| panic!("setup refused: {e}"))
}

pub fn seat_to_act(t: &Tournament) -> Seat {
    match t.turn() {
        Turn::Seat(s) => s,
        other => panic!("expected a seat to act, got {other:?}"),
    }
}

/// Applies `a` by `seat`, which must be legal (listed and accepted).
pub fn act(t: &mut Tournament, seat: Seat, a: A) -> Vec<Ev> {
    let legal = t.legal_actions(seat);
    assert!(
        legal.contains(&a),
        "{a:?} by seat {seat} is not among {legal:?} (pending {:?})",
        t.view(Viewer::Public).pending
    );
    t.apply(seat, &a)
        .unwrap_or_else(|e| panic!("{a:?} by seat {seat} refused: {e}"))
}

/// Whether the pending decision is an optional melee prompt (modifiers, windows, Mercy).
/// E2 transfers are not included: tests of E2 stop there.
pub fn is_prompt(t: &Tournament) -> bool {
    matches!(
        t.view(Viewer::Public).pending,
        Pending::Modifiers { .. }
            | Pending::PreFeint { .. }
            | Pending::Intervention { .. }
            | Pending::Escape { .. }
            | Pending::Mercy { .. }
    )
}

/// Answers optional melee prompts with "no" (no modifiers, pass) until a real decision.
pub fn decline(t: &mut Tournament) -> Vec<Ev> {
    let mut out = Vec::new();
    while is_prompt(t) {
        let seat = seat_to_act(t);
        let legal = t.legal_actions(seat);
        let a = if legal.contains(&A::Pass) {
            A::Pass
        } else {
            legal[0]
        };
        out.extend(act(t, seat, a));
    }
    out
}

/// Declines `seat`'s own modifier question, if it is asked.
pub fn no_boost(t: &mut Tournament, seat: Seat) -> Vec<Ev> {
    if matches!(t.view(Viewer::Public).pending, Pending::Modifiers { seat: s, .. } if s == seat) {
        act(t, seat, A::Boost(Boosts::default()))
    } else {
        Vec::new()
    }
}

/// `seat` plays `card` face up without modifiers. Other seats' windows are left pending.
pub fn play(t: &mut Tournament, seat: Seat, card: &str) -> Vec<Ev> {
    let mut out = act(t, seat, A::Play(c(card)));
    out.extend(no_boost(t, seat));
    out
}

/// `seat` plays a Sorcerer and declares it.
pub fn sorc(t: &mut Tournament, seat: Seat, card: &str, suit: Suit, value: u8) -> Vec<Ev> {
    let mut out = act(t, seat, A::Play(c(card)));
    out.extend(act(t, seat, A::Declare { suit, value }));
    out.extend(no_boost(t, seat));
    out
}

/// `seat` discards `card` for Shame.
pub fn shame(t: &mut Tournament, seat: Seat, card: &str) -> Vec<Ev> {
    act(t, seat, A::Discard(c(card)))
}

/// Plays on with the first legal action (declining prompts) until `stop` holds or the game
/// ends; returns every event.
pub fn run_until(t: &mut Tournament, mut stop: impl FnMut(&Tournament) -> bool) -> Vec<Ev> {
    let mut out = Vec::new();
    for _ in 0..100_000 {
        if stop(t) || t.is_over() {
            return out;
        }
        if is_prompt(t) {
            out.extend(decline(t));
            continue;
        }
        let seat = seat_to_act(t);
        let legal = t.legal_actions(seat);
        let a = if legal.contains(&A::Pass) {
            A::Pass
        } else {
            legal[0]
        };
        out.extend(act(t, seat, a));
    }
    panic!("run_until did not stop");
}

/// Plays out the rest of the round (through scoring and the Godsend phase).
pub fn finish_round(t: &mut Tournament) -> Vec<Ev> {
    let round = t.view(Viewer::Public).round;
    run_until(t, |t| t.view(Viewer::Public).round != round)
}

/// Plays out the current round up to (not including) the Godsend picks.
pub fn score_round(t: &mut Tournament) -> Vec<Ev> {
    let round = t.view(Viewer::Public).round;
    run_until(t, |t| {
        let v = t.view(Viewer::Public);
        v.round != round || matches!(v.pending, Pending::Godsend { .. })
    })
}

pub fn health(t: &Tournament, seat: Seat) -> u16 {
    t.view(Viewer::Public).seats[seat as usize].health
}

pub fn hits(t: &Tournament, seat: Seat) -> Vec<Card> {
    t.view(Viewer::Public).seats[seat as usize]
        .weapon_hits
        .iter()
        .map(|h| h.card)
        .collect()
}

/// The CardInjury lines for `seat` among `events`.
pub fn lines_of(events: &[Ev], seat: Seat) -> Vec<InjuryLine> {
    events
        .iter()
        .filter_map(|e| match e {
            Ev::CardInjury { seat: s, line } if *s == seat => Some(*line),
            _ => None,
        })
        .collect()
}

/// The weapon injury reported for `seat`.
pub fn weapon_injury(events: &[Ev], seat: Seat) -> u16 {
    events
        .iter()
        .find_map(|e| match e {
            Ev::WeaponInjury {
                seat: s, injury, ..
            } if *s == seat => Some(*injury),
            _ => None,
        })
        .unwrap_or_else(|| panic!("no WeaponInjury for seat {seat}"))
}

/// The loser reported by the last MeleeLost event, with the cards it took (melee + carry).
pub fn melee_lost(events: &[Ev]) -> Option<(Seat, Vec<Card>)> {
    events.iter().rev().find_map(|e| match e {
        Ev::MeleeLost {
            seat, cards, carry, ..
        } => {
            let mut all: Vec<Card> = cards.iter().chain(carry.iter()).collect();
            all.sort();
            Some((*seat, all))
        }
        _ => None,
    })
}

pub fn injury_of(cards: &[Card]) -> u32 {
    cards.iter().map(|c| u32::from(c.base_injury())).sum()
}

/// Filler: `k` cards from `pool` not already used in `used`, in order.
pub fn fill(pool: &str, used: &[&[Card]], k: usize) -> Vec<Card> {
    cs(pool)
        .into_iter()
        .filter(|c| !used.iter().any(|u| u.contains(c)))
        .take(k)
        .collect()
}

/// Fills melee 12 with one standard Sword each (seat 0 leads the 1 and loses the melee), plays
/// the round out to just before the Godsend picks, and returns the game and its events. Seats
/// other than 0 take nothing in melee 12, so their scoring is exactly what the setup put in
/// their Weapon Hits pile.
pub fn scored(s: &mut TournamentSetup) -> (Tournament, Vec<Ev>) {
    s.melee = 12;
    s.leader = Some(0);
    let n = s.characters.len();
    let filler = cs("1Sw 10Sw 11Sw 12Sw 14Sw 15Sw");
    s.hands = (0..n).map(|i| vec![filler[i]]).collect();
    let mut t = build(s);
    let ev = score_round(&mut t);
    (t, ev)
}
