//! Drawing and discarding (S-DECK-*): the reshuffle of both discard piles when a draw pile
//! runs out, and what each seat knows of the black draw pile.

use super::Fx;
use crate::engine::few::Few;
use crate::engine::schatten::data::{Black, White};
use crate::engine::schatten::events::SchattenEvent;
use crate::engine::schatten::state::{Hand, Laid, Schatten, MAX_PLAYERS};
use crate::engine::Seat;

impl Schatten {
    /// Whether a black card can be drawn, after S-DECK-3 (S-DECK-4, S-TURN-6).
    pub(crate) fn can_draw_black(&self) -> bool {
        !self.black_draw.is_empty() || !self.black_discard.is_empty()
    }

    /// Draws the top white card, reshuffling as S-DECK-3 says (before a draw from an empty
    /// pile, and right after a draw that empties it).
    pub(crate) fn draw_white(&mut self, fx: &mut Fx) -> Option<White> {
        if self.white_draw.is_empty() {
            self.reshuffle_white(fx);
        }
        let card = self.white_draw.pop()?;
        fx.hidden = true;
        if self.white_draw.is_empty() {
            self.reshuffle_white(fx);
        }
        Some(card)
    }

    /// Draws the top black card (S-DECK-2, S-DECK-3); nobody knows that position any more.
    pub(crate) fn draw_black(&mut self, fx: &mut Fx) -> Option<Black> {
        if self.black_draw.is_empty() {
            self.reshuffle_black(fx);
        }
        let top = self.black_draw.len().checked_sub(1)?;
        let card = self.black_draw.pop()?;
        for k in &mut self.known {
            *k &= !(1u128 << top);
        }
        fx.hidden = true;
        if self.black_draw.is_empty() {
            self.reshuffle_black(fx);
        }
        Some(card)
    }

    /// `seat` draws up to `n` white cards into his hand; a draw that finds no card stops
    /// (S-DECK-4). Returns how many were drawn.
    pub(crate) fn give_white(&mut self, seat: Seat, n: u8, fx: &mut Fx) -> u8 {
        let mut cards: Few<White, 8> = Few::new();
        for _ in 0..n {
            let Some(c) = self.draw_white(fx) else { break };
            if let Some(s) = self.seat_mut(seat) {
                s.hand.add(c);
            }
            cards.push(c);
        }
        let count = cards.len() as u8;
        if count > 0 {
            fx.push(SchattenEvent::DrewWhite { seat, count });
            fx.push(SchattenEvent::WhiteDrawn { seat, cards });
        }
        count
    }

    /// The white draw pile ran out: its discard pile becomes the new pile; the black discard
    /// pile goes, shuffled, under the black draw pile (S-DECK-3, S-DEF-09, S-DEF-34). Both go,
    /// always: with no white discards the white pile stays empty (S-DECK-4) and the black
    /// discards still go under their pile. Only when both discard piles are empty is there
    /// nothing to do (and nothing to tell).
    fn reshuffle_white(&mut self, fx: &mut Fx) {
        if self.white_discard.is_empty() && self.black_discard.is_empty() {
            return;
        }
        self.white_draw = self.white_discard;
        self.white_discard.clear();
        self.rng.shuffle(self.white_draw.as_mut_slice());
        let under = self.black_under();
        fx.hidden = true;
        fx.push(SchattenEvent::Reshuffled {
            white_emptied: true,
            cards: self.white_draw.len() as u8,
            under_other: under,
        });
    }

    /// The black draw pile ran out: the mirror of [`Self::reshuffle_white`].
    fn reshuffle_black(&mut self, fx: &mut Fx) {
        if self.black_discard.is_empty() && self.white_discard.is_empty() {
            return;
        }
        self.black_draw.clear();
        for l in self.black_discard.iter() {
            self.black_draw.push(l.card);
        }
        self.black_discard.clear();
        self.rng.shuffle(self.black_draw.as_mut_slice());
        self.known = [0; MAX_PLAYERS];
        let mut under: Few<White, 84> = self.white_discard;
        self.white_discard.clear();
        self.rng.shuffle(under.as_mut_slice());
        let k = under.len() as u8;
        for &c in self.white_draw.iter() {
            under.push(c);
        }
        self.white_draw = under;
        fx.hidden = true;
        fx.push(SchattenEvent::Reshuffled {
            white_emptied: false,
            cards: self.black_draw.len() as u8,
            under_other: k,
        });
    }

    /// Shuffles the black discard pile under the black draw pile; known positions move up.
    fn black_under(&mut self) -> u8 {
        let mut under: Few<Black, 76> = Few::new();
        for l in self.black_discard.iter() {
            under.push(l.card);
        }
        self.black_discard.clear();
        self.rng.shuffle(under.as_mut_slice());
        let k = under.len();
        for &c in self.black_draw.iter() {
            under.push(c);
        }
        self.black_draw = under;
        for m in &mut self.known {
            *m = m.checked_shl(k as u32).unwrap_or(0);
        }
        k as u8
    }

    /// Puts `card` face down under the black draw pile; only `seat` knows it (S-REL-ARMOR-2).
    pub(crate) fn put_under(&mut self, seat: Seat, card: Black) {
        let mut pile: Few<Black, 76> = Few::new();
        pile.push(card);
        for &c in self.black_draw.iter() {
            pile.push(c);
        }
        self.black_draw = pile;
        for m in &mut self.known {
            *m = m.checked_shl(1).unwrap_or(0);
        }
        if let Some(m) = self.known.get_mut(usize::from(seat)) {
            *m |= 1;
        }
    }

    /// Discards a black card face up (or hidden, known to `by` only: S-DECK-5).
    pub(crate) fn discard_black(&mut self, card: Black, down: bool, by: Seat) {
        self.black_discard.push(Laid { card, down, by });
    }

    pub(crate) fn discard_white(&mut self, card: White) {
        self.white_discard.push(card);
    }

    /// Discards a seat's whole hand; returns the cards.
    pub(crate) fn discard_hand(&mut self, seat: Seat) -> Hand {
        let hand = self.seat(seat).hand;
        for c in hand.cards() {
            self.white_discard.push(c);
        }
        if let Some(s) = self.seat_mut(seat) {
            s.hand.clear();
        }
        hand
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::schatten::data::Knight;
    use crate::engine::schatten::Scenario;

    /// S-DECK-3, S-DEF-34 (the black mirror of `tests/schatten_setup.rs`'s white case): the
    /// black pile runs out with no black discards; the white discards still go, shuffled, under
    /// the white draw pile, whose top cards stay on top, and the black pile stays empty.
    #[test]
    fn emptying_the_black_pile_with_no_black_discards_still_moves_the_white_ones() {
        let mut g = Scenario::new(&[Knight::Arthur, Knight::Galahad, Knight::Gawain, Knight::Kay], 3)
            .white_pile_only(5)
            .build();
        // Only the top black card is left, and nothing lies on the black discard pile (the
        // rest of the black deck plays no part here).
        let top = g.black_draw.iter().last().copied();
        g.black_draw = Few::new();
        if let Some(c) = top {
            g.black_draw.push(c);
        }
        g.black_discard.clear();
        let white_top: Vec<White> = g.white_draw.iter().copied().collect();
        let white_discards = g.white_discard.len();
        assert!(white_discards > 0);
        let mut events = Vec::new();
        let mut fx = Fx::new(&mut events);
        assert_eq!(g.draw_black(&mut fx), top);
        assert!(fx.hidden);
        assert_eq!(
            events,
            vec![SchattenEvent::Reshuffled { white_emptied: false, cards: 0, under_other: white_discards as u8 }]
        );
        assert!(g.black_draw.is_empty() && g.black_discard.is_empty());
        assert!(g.white_discard.is_empty());
        assert_eq!(g.white_draw.len(), white_discards + white_top.len());
        assert_eq!(g.white_draw.as_slice().get(white_discards..), Some(&white_top[..]), "the old pile stays on top");
        // S-DECK-4: the next draw finds no card and both discard piles empty: nothing happens.
        let mut events = Vec::new();
        let mut fx = Fx::new(&mut events);
        assert_eq!(g.draw_black(&mut fx), None);
        assert!(events.is_empty());
    }
}
