//! `resample`: a full state that one seat cannot tell apart from the real one. The search bots
//! draw their samples with it from the state rebuilt from the seat's knowledge (`known.rs`).
//!
//! Resampled: every card the seat has not seen — other hands (sizes kept, minus the cards the
//! table saw go back into them), the Draw Deck, other seats' face-down discards, a Glamour
//! card still hidden — and the Godsend deck's order, plus the generator.
//!
//! Kept: everything public, the seat's own hand and discards, and what the table has learned
//! about hands from legal plays: an Alchemy lead shows a hand without Basic cards, Alchemy on a
//! Basic lead shows that suit is gone, a Shame discard shows the suit, Alchemy and Sorcerers
//! are gone (the "voids"), and a hidden Glamour card can only be one of the cards that was
//! legal there.
//!
//! Method: deal the unseen cards at random into the unseen places and keep the deal if it
//! respects every constraint (exactly uniform over consistent deals). When constraints are
//! tight and a few tries fail, build a consistent deal constructively (a matching of cards to
//! places that admit them, in random order) and mix it with a random walk of swaps that only
//! ever visits consistent deals.
//!
//! A sample is a function of what the seat knows and the seed, nothing else (the search bots'
//! honesty rests on it): the unseen cards are sorted before they are shuffled, the Godsend deck
//! likewise, the generator is re-seeded from the seed, and the real deal is never a fallback.

use super::data::{cards_of, Card, GodsendKind, ALCHEMY_MASK};
use super::rules::void_cards;
use super::state::{Face, Melee, SlotState, Tournament};
use crate::engine::rng::Rng;
use crate::engine::Seat;

const TRIES: usize = 24;

#[derive(Clone, Copy)]
enum Place {
    Hand(usize),
    FaceDown(usize),
    Glamour,
    Deck,
}

struct Groups {
    /// (place, first position, count, forbidden cards)
    list: [(Place, usize, usize, u128); 14],
    len: usize,
}

pub(crate) fn sample(t: &Tournament, seat: Seat, seed: u64) -> Tournament {
    sample_with(t, seat, seed, TRIES)
}

/// `sample` with `tries` rejection rounds before the constructive deal (tests use 0).
fn sample_with(t: &Tournament, seat: Seat, seed: u64, tries: usize) -> Tournament {
    let mut rng = Rng::new(seed);
    let mut s = t.clone();
    let n = t.n as usize;
    let me = (seat < t.n).then_some(seat as usize);
    let hidden_glamour = t.glamour.filter(|g| Some(g.seat as usize) != me);

    // Lay out the unseen places and the cards that fill them in the real state.
    let mut cards = [Card(0); 80];
    let mut len = 0usize;
    let mut groups = Groups {
        list: [(Place::Deck, 0, 0, 0); 14],
        len: 0,
    };
    let mut add = |place: Place,
                   set: &mut dyn Iterator<Item = Card>,
                   forbidden: u128,
                   groups: &mut Groups| {
        let start = len;
        for c in set {
            cards[len] = c;
            len += 1;
        }
        groups.list[groups.len] = (place, start, len - start, forbidden);
        groups.len += 1;
    };
    for p in (0..n).filter(|&p| Some(p) != me) {
        let unseen = t.hands[p] & !t.known[p];
        add(
            Place::Hand(p),
            &mut cards_of(unseen),
            void_cards(t.voids[p]),
            &mut groups,
        );
    }
    for p in (0..n).filter(|&p| Some(p) != me) {
        add(
            Place::FaceDown(p),
            &mut cards_of(t.discard_down[p]),
            0,
            &mut groups,
        );
    }
    if let Some(g) = hidden_glamour {
        add(
            Place::Glamour,
            &mut std::iter::once(g.card),
            !g.allowed,
            &mut groups,
        );
    }
    add(
        Place::Deck,
        &mut t.deck[..t.deck_len as usize].iter().copied(),
        0,
        &mut groups,
    );

    let valid = |cards: &[Card]| -> bool {
        let mut glamour_card = None;
        for &(place, start, count, forbidden) in &groups.list[..groups.len] {
            let set = cards[start..start + count]
                .iter()
                .fold(0u128, |m, c| m | c.bit());
            if set & forbidden != 0 {
                return false;
            }
            if let Place::Glamour = place {
                glamour_card = cards.get(start).copied();
            }
        }
        // A hidden Alchemy Glamour card on a Basic lead means Morgan held none of that suit.
        if let (Some(g), Some(card)) = (hidden_glamour, glamour_card) {
            if let (Some(suit), true) = (g.alchemy_void, ALCHEMY_MASK & card.bit() != 0) {
                let m = g.seat as usize;
                let mut hand = t.known[m];
                for &(place, start, count, _) in &groups.list[..groups.len] {
                    if matches!(place, Place::Hand(p) if p == m) {
                        hand |= cards[start..start + count]
                            .iter()
                            .fold(0u128, |x, c| x | c.bit());
                    }
                }
                if hand & suit.mask() != 0 {
                    return false;
                }
            }
        }
        true
    };

    // The unseen cards in a canonical order: where each really lies must not matter.
    cards[..len].sort_unstable();
    let mut trial = cards;
    let mut found = false;
    for _ in 0..tries {
        trial = cards;
        rng.shuffle(&mut trial[..len]);
        if valid(&trial[..len]) {
            found = true;
            break;
        }
    }
    if !found {
        // If even the constructive deal fails (the table's inferences would then be wrong,
        // which `knowledge_is_consistent` tests rule out), the last shuffle stands: views and
        // the seat's own options never depend on these constraints.
        if let Some(dealt) = construct(&groups, &cards[..len], hidden_glamour, &mut rng) {
            trial = dealt;
        }
        if len >= 2 {
            for _ in 0..len * 24 {
                let i = rng.below(len as u32) as usize;
                let j = rng.below(len as u32) as usize;
                trial.swap(i, j);
                if !valid(&trial[..len]) {
                    trial.swap(i, j);
                }
            }
        }
    }

    // Write the sample back.
    for &(place, start, count, _) in &groups.list[..groups.len] {
        let set = trial[start..start + count]
            .iter()
            .fold(0u128, |m, c| m | c.bit());
        match place {
            Place::Hand(p) => s.hands[p] = t.known[p] | set,
            Place::FaceDown(p) => s.discard_down[p] = set,
            Place::Glamour => {
                if let (Some(mut g), Some(&new)) = (hidden_glamour, trial.get(start)) {
                    let old = g.card;
                    for slot in &mut s.melee.slots[..n] {
                        if slot.state == SlotState::Played
                            && slot.face == Face::Glamour
                            && slot.card == old
                        {
                            slot.card = new;
                        }
                    }
                    if s.carry & old.bit() != 0 {
                        s.carry = (s.carry & !old.bit()) | new.bit();
                    }
                    g.card = new;
                    s.glamour = Some(g);
                }
            }
            Place::Deck => s.deck[..count].copy_from_slice(&trial[start..start + count]),
        }
    }
    let gs = s.gs_len as usize;
    s.gs_deck[..gs].sort_unstable();
    rng.shuffle(&mut s.gs_deck[..gs]);
    s.rng = Rng::new(rng.next_u64());
    canonical(&mut s);
    s
}

/// Clears what no rule reads any more, so that a sample is one value whatever leftovers the
/// state it came from carried (a state rebuilt from a seat's knowledge has none): cards past
/// the end of the Draw Deck and the Godsend deck, picks already made (or of an earlier
/// Godsend phase), which face-up Godsend lies left or right (each is taken and replaced by
/// identity), a sweep's cursor outside its sweep (it is reset before it is read again), the
/// use of a Will of God card nobody holds any more (read only for its holder, and reset
/// before a new holder's round), and of the last melee what its view does not show.
fn canonical(s: &mut Tournament) {
    let len = usize::from(s.deck_len).min(s.deck.len());
    s.deck[len..].fill(Card(0));
    let len = usize::from(s.gs_len).min(s.gs_deck.len());
    s.gs_deck[len..].fill(0);
    let (next, len) = (usize::from(s.pick_next), usize::from(s.picks_len));
    let picking = matches!(s.phase, super::state::Phase::Pick { .. }) && next <= len && len <= s.picks.len();
    let live = if picking { len - next } else { 0 };
    s.picks.copy_within(next..next + live, 0);
    s.picks[live..].fill((0, 0));
    s.pick_next = 0;
    s.picks_len = live as u8;
    s.gs_up.sort_unstable();
    s.cursor = super::known::cursor_of(s);
    if s.holder(GodsendKind::Intervention).is_none() {
        s.powers.intervention_used = false;
        s.powers.intervention_card = None;
    }
    if s.holder(GodsendKind::Mercy).is_none() {
        s.powers.mercy_used = false;
    }
    if s.holder(GodsendKind::Judgement).is_none() {
        s.powers.judgement_used = false;
        s.powers.judgement_card = None;
    }
    if let Some((m, _)) = s.last_melee.as_mut() {
        *m = Melee { slots: m.slots, ..Melee::new(m.leader) };
    }
}

/// A deal of `pool` (sorted) into the groups that respects every forbidden card and the joint
/// Glamour condition, built without the real deal: each card in random order goes to a random
/// group that admits it and has room, or makes room along an augmenting path
/// ([`crate::engine::deal`]). The joint condition is met by deciding first, at random, whether the hidden
/// Glamour card is Alchemy (then Morgan's hand may hold none of the void suit) or not.
fn construct(
    groups: &Groups,
    pool: &[Card],
    hidden_glamour: Option<super::state::GlamourSecret>,
    rng: &mut Rng,
) -> Option<[Card; 80]> {
    let k = groups.len;
    let mut forbid = [0u128; 14];
    let mut cap = [0usize; 14];
    for (g, &(_, _, count, forbidden)) in groups.list[..k].iter().enumerate() {
        forbid[g] = forbidden;
        cap[g] = count;
    }
    let glamour_group = groups.list[..k].iter().position(|(p, ..)| matches!(p, Place::Glamour));
    let joint = hidden_glamour.and_then(|g| {
        let suit = g.alchemy_void?;
        let hand = groups.list[..k]
            .iter()
            .position(|(p, ..)| matches!(p, Place::Hand(h) if *h == g.seat as usize))?;
        Some((suit, hand))
    });
    let alchemy_first = rng.below(2) == 0;
    for alchemy in [alchemy_first, !alchemy_first] {
        let mut f = forbid;
        match (glamour_group, joint) {
            (Some(gg), Some((suit, hand))) if alchemy => {
                f[gg] |= !ALCHEMY_MASK;
                f[hand] |= suit.mask();
            }
            (Some(gg), Some(_)) => f[gg] |= ALCHEMY_MASK,
            _ if !alchemy => {}
            _ => continue, // no joint condition: one pass is enough
        }
        let admits = |g: usize, i: usize| f[g] & pool[i].bit() == 0;
        if let Some(deal) = crate::engine::deal::deal(pool.len(), &cap[..k], admits, rng) {
            let mut out = [Card(0); 80];
            let mut fill = [0usize; 14];
            for (i, &g) in deal.iter().enumerate() {
                let (_, start, ..) = groups.list[g];
                out[start + fill[g]] = pool[i];
                fill[g] += 1;
            }
            return Some(out);
        }
    }
    None
}

/// Whether the real state satisfies every constraint `sample` keeps (what the table has
/// inferred about hands and a hidden Glamour card). If an inference were wrong, samples would
/// silently fall back to the real deal; tests assert this over random games.
#[doc(hidden)]
#[must_use]
pub fn knowledge_is_consistent(t: &Tournament) -> bool {
    let n = t.n as usize;
    let hands_ok = (0..n).all(|p| {
        t.hands[p] & !t.known[p] & void_cards(t.voids[p]) == 0 && t.known[p] & !t.hands[p] == 0
    });
    let glamour_ok = t.glamour.is_none_or(|g| {
        let allowed = g.allowed & g.card.bit() != 0;
        let joint = match g.alchemy_void {
            Some(suit) if g.card.is_alchemy() => t.hands[g.seat as usize] & suit.mask() == 0,
            _ => true,
        };
        allowed && joint
    });
    hands_ok && glamour_ok
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Game, GameExt, Turn};

    /// Samples depend on what the seat knows and the seed only: two samples of one state (which
    /// the seat cannot tell apart) give the same sample for the same seed; and the constructive
    /// deal alone (no rejection round) keeps every inference.
    #[test]
    fn samples_are_canonical_and_the_constructive_deal_is_consistent() {
        for players in 2..=6u8 {
            for seed in 0..6 {
                let config = super::super::TournamentConfig {
                    players,
                    first_dealer: None,
                    characters: None,
                };
                let mut t = Tournament::new(&config, seed).unwrap();
                let mut rng = Rng::new(seed);
                while let Turn::Seat(seat) = t.turn() {
                    let viewer = rng.below(u32::from(players)) as Seat;
                    let a = sample(&t, viewer, rng.next_u64());
                    let b = sample(&t, viewer, rng.next_u64());
                    let x = rng.next_u64();
                    assert_eq!(sample(&a, viewer, x), sample(&b, viewer, x), "{players} players, seed {seed}");
                    let built = sample_with(&t, viewer, x, 0);
                    assert!(knowledge_is_consistent(&built), "{players} players, seed {seed}");
                    let legal = t.legal_actions(seat);
                    let a = legal[rng.below(legal.len() as u32) as usize];
                    t.apply(seat, &a).unwrap();
                }
            }
        }
    }

    /// T-CONV-8: the inferences behind determinization hold in real random games, so samples
    /// are drawn from states that include the real one.
    #[test]
    fn inferences_hold_in_random_games() {
        for players in 2..=6u8 {
            for seed in 0..30 {
                let config = super::super::TournamentConfig {
                    players,
                    first_dealer: None,
                    characters: None,
                };
                let mut t = Tournament::new(&config, seed).unwrap();
                let mut rng = Rng::new(seed);
                while let Turn::Seat(seat) = t.turn() {
                    assert!(
                        knowledge_is_consistent(&t),
                        "{players} players, seed {seed}"
                    );
                    let legal = t.legal_actions(seat);
                    let a = legal[rng.below(legal.len() as u32) as usize];
                    t.apply(seat, &a).unwrap();
                }
            }
        }
    }
}
