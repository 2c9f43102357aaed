//! A full state built from what one seat knows ([`Game::from_knowledge`]): the skeleton the
//! bots resample ([`super::determinize`]), so that they never hold a state that came from the
//! real one.
//!
//! Everything public (the melee, Weapon Hits piles, Health, Godsends, powers used, what the
//! table has learnt of hands) and the seat's own hand and face-down discards are copied from
//! its view. Every hidden item is a placeholder from the pool of items the seat has not seen,
//! in a canonical order (the resampler deals them again anyway): the Weapon cards of this
//! round's deck less those the seat sees fill the other hands (their sizes are public, the
//! cards the table saw go back in included), the other seats' face-down discards, a hidden
//! Glamour card and the Draw Deck; the Godsends nobody holds or shows fill the Godsend deck.
//!
//! [`Game::from_knowledge`]: crate::engine::Game::from_knowledge

use super::data::{cards_of, godsends_of, Card, Character, ALL_GODSENDS, MAX_HEALTH, MELEES_PER_ROUND};
use super::state::{GlamourSecret, Melee, Phase, RankEntry, RoundPowers, Slot, SlotState, Tournament, NONE};
use super::view::{MeleeCardView, Pending, TournamentView, WogToken};
use crate::engine::knowledge::{bad, Knowledge, KnowledgeError};
use crate::engine::rng::Rng;
use crate::engine::{Game, Seat};

type Result<T> = std::result::Result<T, KnowledgeError>;


fn set(cards: impl IntoIterator<Item = Card>) -> u128 {
    cards.into_iter().fold(0, |m, c| m | c.bit())
}

/// The cursor of a table-wide sweep (S1, S2, M3, E2): the offset of the seat it is at, from
/// the round's first leader or the melee's leader. Elsewhere it is not read before it is
/// reset, and a sample keeps it at 0 ([`super::determinize`]).
pub(crate) fn cursor_of(t: &Tournament) -> u8 {
    let from = |start: Seat, seat: Seat| (seat + t.n - start % t.n.max(1)) % t.n.max(1);
    match t.phase {
        Phase::Stash { seat, .. } | Phase::Proclaim { seat } | Phase::Transfer { seat } => from(t.first_leader(), seat),
        Phase::PreFeint { seat } => from(t.melee.leader, seat),
        Phase::Declare { seat } | Phase::Boost { seat } if t.melee.replacing => from(t.melee.leader, seat),
        _ => 0,
    }
}

/// The melee's slots from its cards as the view lists them; a card hidden from the viewer
/// gets `hidden`.
fn slots(n: u8, leader: Seat, cards: &[MeleeCardView], discards: &[(Seat, Card)], hidden: Option<Card>) -> Result<[Slot; 6]> {
    let mut slots = [Slot::EMPTY; 6];
    let index = |seat: Seat| -> Result<usize> {
        if seat >= n {
            return Err(KnowledgeError::Seat(seat));
        }
        Ok(usize::from((seat + n - leader % n) % n))
    };
    for c in cards {
        let card = c.card.or(hidden).ok_or(bad("a hidden melee card with nothing to be"))?;
        slots[index(c.seat)?] = Slot {
            state: SlotState::Played,
            card,
            face: c.face,
            suit: c.suit,
            declared: c.declared.unwrap_or(0),
            boosts: c.boosts,
            pelleas: c.pelleas.unwrap_or(0),
        };
    }
    for &(seat, card) in discards {
        slots[index(seat)?] = Slot { state: SlotState::Shamed, card, ..Slot::EMPTY };
    }
    Ok(slots)
}

fn phase_of(p: &Pending) -> Phase {
    match *p {
        Pending::DiscardFaceDown { seat, left } => Phase::Stash { seat, left },
        Pending::Declarations { seat } => Phase::Proclaim { seat },
        Pending::Lead { seat } | Pending::Follow { seat } => Phase::Play { seat },
        Pending::DeclareSorcerer { seat, .. } => Phase::Declare { seat },
        Pending::Modifiers { seat, .. } => Phase::Boost { seat },
        Pending::PreFeint { seat } => Phase::PreFeint { seat },
        Pending::Intervention { seat } => Phase::Intervene { seat },
        Pending::Escape { seat, .. } => Phase::Escape { seat },
        Pending::Mercy { seat } => Phase::Mercy { seat },
        Pending::Transfers { seat } => Phase::Transfer { seat },
        Pending::Godsend { seat, .. } => Phase::Pick { seat },
        Pending::GameOver => Phase::Over,
    }
}

/// Where a Will of God token went: `(used, the cards it lies on)`.
fn wog(token: &WogToken) -> (bool, Vec<Card>) {
    match token {
        WogToken::Used { on, .. } => (true, on.clone()),
        _ => (false, Vec::new()),
    }
}

/// The per-round powers used, from each seat's power state and the Will of God tokens.
fn powers(t: &Tournament, v: &TournamentView) -> RoundPowers {
    let mut p = RoundPowers::default();
    for s in &v.seats {
        let i = usize::from(s.seat).min(5);
        p.blade_left[i] = s.powers.blessed_blade_left;
        p.angel_left[i] = s.powers.guardian_angel_left;
        let x = &s.powers;
        match s.character {
            Character::Arthur => p.favour_uses = t.favour_limit().saturating_sub(x.token_uses_left.unwrap_or(0)),
            Character::Morgan => p.glamour_used = x.glamour_ready == Some(false),
            Character::Guinevere => {
                p.lancelot_used = x.lancelot_ready == Some(false);
                let limit = if t.n == 6 { 2 } else { 1 };
                p.intrigue_moves = limit - x.intrigue_left.unwrap_or(limit).min(limit);
            }
            Character::Percival => p.percival_uses = t.percival_limit().saturating_sub(x.second_thoughts_left.unwrap_or(0)),
            Character::Nimue => p.pelleas_used = x.pelleas_ready == Some(false),
            _ => {}
        }
    }
    let [intervention, mercy, judgement] = &v.will_of_god;
    let (used, on) = wog(intervention);
    p.intervention_used = used;
    p.intervention_card = on.first().copied();
    p.mercy_used = wog(mercy).0;
    let (used, on) = wog(judgement);
    p.judgement_used = used;
    p.judgement_card = on.first().copied();
    p
}

/// The seats a view names, each checked against the table (a knowledge read from outside may
/// name any number, and the rules index by seat).
fn seats_named(v: &TournamentView) -> impl Iterator<Item = Seat> + '_ {
    let phase_seat = phase_of(&v.pending).seat();
    let declared = v.seats.iter().flat_map(|s| &s.godsends).filter_map(|g| match g.declaration {
        Some(super::events::Declaration::Wrath { target, .. }) => Some(target),
        _ => None,
    });
    [v.dealer, v.first_leader, v.melee.leader]
        .into_iter()
        .chain(phase_seat)
        .chain(v.glamour.as_ref().map(|g| g.seat))
        .chain(v.last_melee.as_ref().map(|l| l.result.leader))
        .chain(v.last_melee.as_ref().and_then(|l| l.result.loser))
        .chain(v.godsend_queue.iter().map(|q| q.0))
        .chain(v.melee.cards.iter().map(|c| c.seat))
        .chain(v.melee.discards.iter().map(|d| d.0))
        .chain(v.seats.iter().flat_map(|s| s.weapon_hits.iter().filter_map(|h| h.moved_from)))
        .chain(declared)
}

pub(crate) fn rebuild(known: &Knowledge<Tournament>) -> Result<Tournament> {
    let seat = known.checked_seat()?;
    let v = known.view();
    let n = v.players;
    let config = known.config();
    if config.players != n || v.seats.len() != usize::from(n) || n > 6 {
        return Err(bad("the view has another number of seats"));
    }
    if let Some(s) = seats_named(v).find(|&s| s >= n) {
        return Err(KnowledgeError::Seat(s));
    }
    // Counters within what a game can reach (loosely: the rules add to them without checking).
    let counters_fit = v.seats.iter().all(|s| {
        s.health <= MAX_HEALTH
            && s.round_start_health <= MAX_HEALTH
            && s.godsends_received < u8::MAX / 2
            && s.shame_this_round <= MAX_HEALTH * 4
    }) && (1..=MELEES_PER_ROUND).contains(&v.melee_number)
        && v.round < u8::MAX;
    if !counters_fit {
        return Err(bad("a counter beyond what a game reaches"));
    }
    let hand: Vec<Card> = v.hand.as_ref().ok_or(bad("the view is not a seat's"))?.iter().map(|h| h.card).collect();
    let me = usize::from(seat);
    let mut t = Tournament::new(config, 0).map_err(KnowledgeError::Config)?;
    let mut chars = [Character::Arthur; 6];
    let mut seat_of = [NONE; 8];
    let (mut health, mut round_start) = ([MAX_HEALTH; 6], [MAX_HEALTH; 6]);
    let (mut fallen, mut unlocked) = (0u8, 0u8);
    let (mut known_in, mut voids, mut hits, mut shame, mut held, mut received) = ([0u128; 6], [0u8; 6], [0u128; 6], [0u16; 6], [0u32; 6], [0u8; 6]);
    let (mut mercy, mut moved) = (0u128, 0u128);
    let mut moved_from = [NONE; 80];
    let mut decl = [None; 24];
    for (i, s) in v.seats.iter().enumerate() {
        if usize::from(s.seat) != i {
            return Err(bad("the seats are out of order"));
        }
        chars[i] = s.character;
        seat_of[s.character.index()] = s.seat;
        health[i] = s.health;
        round_start[i] = s.round_start_health;
        fallen |= u8::from(s.fallen) << i;
        unlocked |= u8::from(s.companion_unlocked) << i;
        known_in[i] = set(s.known_in_hand.iter().copied());
        voids[i] = s.voids;
        shame[i] = s.shame_this_round;
        received[i] = s.godsends_received;
        for h in &s.weapon_hits {
            hits[i] |= h.card.bit();
            if h.mercy {
                mercy |= h.card.bit();
            }
            if let Some(from) = h.moved_from {
                moved |= h.card.bit();
                if let Some(x) = moved_from.get_mut(usize::from(h.card.0)) {
                    *x = from;
                }
            }
        }
        for g in &s.godsends {
            held[i] |= g.godsend.bit();
            if let Some(x) = decl.get_mut(usize::from(g.godsend.0)) {
                *x = g.declaration;
            }
        }
    }
    t.chars = chars;
    t.seat_of = seat_of;
    t.health = health;
    t.round_start_health = round_start;
    t.fallen = fallen;
    t.unlocked = unlocked;
    t.round = v.round;
    t.melee_no = v.melee_number;
    t.dealer = v.dealer;
    t.known = known_in;
    t.voids = voids;
    t.discard_up = set(v.discard_pile.iter().copied());
    t.hits = hits;
    t.mercy = mercy;
    t.moved = moved;
    t.moved_from = moved_from;
    t.decl = decl;
    t.shame = shame;
    t.held = held;
    t.received = received;
    t.last_round_injury = v.history.last().map_or([0; 6], |r| r.injury);
    t.last_round = v.last_round.clone().map(Box::new);
    t.history = v.history.clone();
    t.ranking = v.ranking.as_ref().map(|r| {
        let mut out = [RankEntry { seat: 0, rank: 0, health: 0, final_round_injury: 0, godsends_received: 0 }; 6];
        for (o, e) in out.iter_mut().zip(r) {
            *o = *e;
        }
        out
    });
    t.phase = phase_of(&v.pending);
    t.rng = Rng::new(0);

    // Godsends: the face-up pair, the discard pile, the deck of those left (canonical order).
    t.gs_up = [None; 2];
    for (slot, g) in t.gs_up.iter_mut().rev().zip(v.godsend_face_up.iter().rev()) {
        *slot = Some(g.0);
    }
    t.gs_discard = v.godsend_discard.iter().fold(0, |m, g| m | g.bit());
    let shown = t.gs_up.iter().flatten().fold(t.gs_discard | held.iter().fold(0, |m, h| m | h), |m, &g| m | 1 << g);
    let in_deck: Vec<u8> = godsends_of(ALL_GODSENDS & !shown).map(|g| g.0).collect();
    if in_deck.len() != usize::from(v.godsend_deck) {
        return Err(bad("the Godsend deck's size"));
    }
    t.gs_deck = [0; 24];
    t.gs_deck[..in_deck.len()].copy_from_slice(&in_deck);
    t.gs_len = v.godsend_deck;
    t.picks = [(0, 0); 24];
    for (p, &(s, reason)) in t.picks.iter_mut().zip(&v.godsend_queue) {
        *p = (s, reason as u8);
    }
    t.picks_len = v.godsend_queue.len().min(24) as u8;
    t.pick_next = 0;

    // Weapon cards: what the seat sees where it sees it; the unseen rest, in card order, fills
    // the hidden places.
    let m = &v.melee;
    let own_down = set(v.own_face_down_discards.iter().copied());
    let seen = set(hand.iter().copied())
        | own_down
        | t.discard_up
        | hits.iter().fold(0, |x, h| x | h)
        | known_in.iter().fold(0, |x, k| x | k)
        | set(m.cards.iter().filter_map(|c| c.card))
        | set(m.discards.iter().map(|d| d.1))
        | set(v.carry.iter().flatten().copied());
    let deck = t.weapon_deck();
    if seen & !deck != 0 {
        return Err(bad("a card this table does not play with"));
    }
    let mut pool = cards_of(deck & !seen);
    let mut next = || pool.next().ok_or(bad("more hidden cards than unseen ones"));
    let glamour = match &v.glamour {
        Some(g) => {
            let hidden = g.seat != seat;
            let card = match g.card {
                Some(c) if !hidden => c,
                None if hidden => next()?,
                _ => return Err(bad("a Glamour card shown to the wrong seat")),
            };
            Some((GlamourSecret { seat: g.seat, card, allowed: g.allowed.0, alchemy_void: g.alchemy_void }, hidden))
        }
        None => None,
    };
    t.glamour = glamour.map(|(g, _)| g);
    let hidden = glamour.filter(|(_, hidden)| *hidden).map(|(g, _)| g.card);
    t.melee = Melee {
        leader: m.leader,
        lead: m.lead_suit,
        slots: slots(n, m.leader, &m.cards, &m.discards, hidden)?,
        filled: m.complete,
        token_used: m.token_used,
        second_thoughts: m.second_thoughts,
        replacing: m.replacing,
    };
    t.last_melee = match &v.last_melee {
        Some(l) => Some((
            Melee { slots: slots(n, l.result.leader, &l.cards, &l.discards, None)?, ..Melee::new(l.result.leader) },
            l.result,
        )),
        None => None,
    };
    t.carry = v
        .carry
        .iter()
        .map(|c| c.or(hidden))
        .try_fold(0u128, |x, c| c.map(|c| x | c.bit()).ok_or(bad("a hidden carried card with nothing to be")))?;
    t.powers = powers(&t, v);
    t.cursor = cursor_of(&t);
    t.hands = [0; 6];
    t.discard_down = [0; 6];
    t.hands[me] = set(hand.iter().copied());
    t.discard_down[me] = own_down;
    for (i, s) in v.seats.iter().enumerate() {
        if i == me {
            if usize::from(s.hand_size) != hand.len() || usize::from(s.face_down_discards) != v.own_face_down_discards.len() {
                return Err(bad("the seat's own cards do not match its counts"));
            }
            continue;
        }
        let unseen = usize::from(s.hand_size).checked_sub(s.known_in_hand.len()).ok_or(bad("more cards known in a hand than it holds"))?;
        t.hands[i] = known_in[i];
        for _ in 0..unseen {
            t.hands[i] |= next()?.bit();
        }
        for _ in 0..s.face_down_discards {
            t.discard_down[i] |= next()?.bit();
        }
    }
    t.deck = [Card(0); 80];
    for c in t.deck.iter_mut().take(usize::from(v.draw_deck)) {
        *c = next()?;
    }
    t.deck_len = v.draw_deck;
    if next().is_ok() {
        return Err(bad("unseen cards with no place"));
    }
    known.confirm(t)
}
