//! Hand-built positions for scenario tests: a [`Scenario`] starts from a real setup (seeded),
//! skips the setup share, and then moves cards, knights and counters into place. Cards are
//! taken from (and returned to) the draw piles, so every card stays exactly once in the game.

use super::data::{Black, Knight, Loyalty, Place, White};
use super::state::{Ask, Laid, Relic, Schatten, SchattenConfig, Side, Status, Task, TraitorDeal};
use crate::engine::few::Few;
use crate::engine::Seat;

/// A position under construction. [`Scenario::build`] gives the game, waiting for `active`'s
/// Progression of Evil (or his heroic phase after [`Scenario::heroic`]).
#[derive(Clone, Debug)]
pub struct Scenario {
    game: Schatten,
    heroic: bool,
}

impl Scenario {
    /// `knights.len()` players with these knights, nobody a Traitor, seat 0 to play.
    ///
    /// # Panics
    /// If the knights do not make a valid configuration (a test's own mistake).
    #[must_use]
    pub fn new(knights: &[Knight], seed: u64) -> Scenario {
        let config = SchattenConfig {
            players: knights.len() as u8,
            bedivere: knights.contains(&Knight::Bedivere),
            traitor: TraitorDeal::Never,
            knights: knights.to_vec(),
        };
        let mut game = Schatten::setup(&config, seed).expect("a valid scenario configuration");
        for s in 0..game.n {
            if let Some(st) = game.seat_mut(s) {
                st.seen = true;
            }
        }
        game.ask = Ask::None;
        game.stack.clear();
        game.active = 0;
        game.first = 0;
        Scenario { game, heroic: false }
    }

    /// The game, ready for the active seat's Progression (or heroic phase).
    #[must_use]
    pub fn build(mut self) -> Schatten {
        let g = &mut self.game;
        g.stack.clear();
        g.stack.push(Task::TurnEnd);
        if g.seat(g.active).status == Status::Traitor {
            g.stack.push(Task::TraitorEvil);
            g.ask = Ask::Taunt;
            if !(0..g.n).any(|t| g.seat(t).is_knight() && g.seat(t).hand.total() > 0) {
                g.ask = Ask::TraitorEvil;
                g.stack.pop();
            }
        } else if self.heroic {
            g.ask = Ask::Heroic;
        } else {
            g.stack.push(Task::Heroic);
            g.ask = Ask::Progression;
        }
        self.game
    }

    /// Whose turn it is.
    #[must_use]
    pub fn active(mut self, seat: Seat) -> Self {
        self.game.active = seat;
        self
    }

    /// Start in the heroic phase (the Progression of Evil is done).
    #[must_use]
    pub fn heroic(mut self) -> Self {
        self.heroic = true;
        self
    }

    /// Exactly these cards in `seat`'s hand.
    #[must_use]
    pub fn hand(mut self, seat: Seat, cards: &[White]) -> Self {
        let g = &mut self.game;
        let old = g.seat(seat).hand;
        for c in old.cards() {
            g.white_draw.push(c);
        }
        let mut hand = super::state::Hand::default();
        for &c in cards {
            if !g.white_draw.remove_item(&c) {
                g.white_discard.remove_item(&c);
            }
            hand.add(c);
        }
        if let Some(st) = g.seat_mut(seat) {
            st.hand = hand;
        }
        self
    }

    /// The next white cards drawn, in this order.
    #[must_use]
    pub fn white_next(mut self, cards: &[White]) -> Self {
        let g = &mut self.game;
        for &c in cards {
            g.white_draw.remove_item(&c);
        }
        for &c in cards.iter().rev() {
            g.white_draw.push(c);
        }
        self
    }

    /// The next black cards drawn, in this order.
    #[must_use]
    pub fn black_next(mut self, cards: &[Black]) -> Self {
        let g = &mut self.game;
        for &c in cards {
            if !g.black_draw.remove_item(&c) {
                if let Some(i) = g.black_discard.iter().position(|l| l.card == c) {
                    g.black_discard.remove(i);
                }
            }
        }
        for &c in cards.iter().rev() {
            g.black_draw.push(c);
        }
        g.known = [0; super::state::MAX_PLAYERS];
        self
    }

    /// Moves every black card of the draw pile but `keep` to the discard pile (for reshuffles).
    #[must_use]
    pub fn black_pile_only(mut self, keep: usize) -> Self {
        let g = &mut self.game;
        while g.black_draw.len() > keep {
            let c = g.black_draw.remove(0).unwrap_or_default();
            g.black_discard.push(Laid { card: c, down: false, by: 0 });
        }
        g.known = [0; super::state::MAX_PLAYERS];
        self
    }

    /// Moves every white card of the draw pile but `keep` to the discard pile.
    #[must_use]
    pub fn white_pile_only(mut self, keep: usize) -> Self {
        let g = &mut self.game;
        while g.white_draw.len() > keep {
            let c = g.white_draw.remove(0).unwrap_or_default();
            g.white_discard.push(c);
        }
        self
    }

    /// Puts every white card of both piles but the top `keep` of the draw pile into `seat`'s
    /// hand, so the white discard pile is empty (for a reshuffle that has no white card).
    #[must_use]
    pub fn white_held(mut self, seat: Seat, keep: usize) -> Self {
        let g = &mut self.game;
        let mut hand = g.seat(seat).hand;
        while g.white_draw.len() > keep {
            if let Some(c) = g.white_draw.remove(0) {
                hand.add(c);
            }
        }
        for &c in g.white_discard.iter() {
            hand.add(c);
        }
        g.white_discard.clear();
        if let Some(st) = g.seat_mut(seat) {
            st.hand = hand;
        }
        self
    }

    #[must_use]
    pub fn loyalty(mut self, seat: Seat, l: Loyalty) -> Self {
        if let Some(st) = self.game.seat_mut(seat) {
            st.loyalty = l;
        }
        self
    }

    /// The 3-player rule: `seat` has not looked at his card yet (S-SETUP-9).
    #[must_use]
    pub fn unseen(mut self, seat: Seat) -> Self {
        if let Some(st) = self.game.seat_mut(seat) {
            st.seen = false;
        }
        self
    }

    #[must_use]
    pub fn life(mut self, seat: Seat, life: u8) -> Self {
        if let Some(st) = self.game.seat_mut(seat) {
            st.life = life;
        }
        self
    }

    #[must_use]
    pub fn status(mut self, seat: Seat, status: Status) -> Self {
        if let Some(st) = self.game.seat_mut(seat) {
            st.status = status;
            if status == Status::Dead {
                st.life = 0;
                st.hand.clear();
            }
            if status == Status::Traitor {
                st.public = true;
                st.loyalty = Loyalty::Traitor;
                st.hand.clear();
                st.life = 0;
            }
        }
        self
    }

    #[must_use]
    pub fn at(mut self, seat: Seat, place: Place) -> Self {
        if let Some(st) = self.game.seat_mut(seat) {
            st.at = place;
        }
        self
    }

    #[must_use]
    pub fn accused(mut self, seat: Seat) -> Self {
        if let Some(st) = self.game.seat_mut(seat) {
            st.accused = true;
        }
        self
    }

    /// `seat` chose SIEGE in `n` of his Progressions of Evil so far (public record).
    #[must_use]
    pub fn sieges(mut self, seat: Seat, n: u8) -> Self {
        if let Some(st) = self.game.seat_mut(seat) {
            st.sieges = n;
        }
        self
    }

    #[must_use]
    pub fn siege(mut self, n: u8) -> Self {
        self.game.siege = n;
        self
    }

    #[must_use]
    pub fn swords(mut self, white: u8, black: u8) -> Self {
        self.game.white_swords = white;
        self.game.black_swords = black;
        self
    }

    #[must_use]
    pub fn excalibur(mut self, e: u8) -> Self {
        self.game.excalibur = e;
        self
    }

    #[must_use]
    pub fn excalibur_closed(mut self) -> Self {
        self.game.excalibur_open = false;
        self
    }

    #[must_use]
    pub fn grail_closed(mut self) -> Self {
        self.game.grail_open = false;
        self
    }

    #[must_use]
    pub fn side(mut self, side: Side) -> Self {
        self.game.side = side;
        self
    }

    /// Relic owners: `None` leaves it on its quest.
    #[must_use]
    pub fn relics(mut self, excalibur: Relic, grail: Relic, armor: Relic) -> Self {
        self.game.relic_excalibur = excalibur;
        self.game.relic_grail = grail;
        self.game.relic_armor = armor;
        self
    }

    /// Cards on a combat quest: white fight cards, black cards `(card, face down, laid by)`.
    #[must_use]
    pub fn combat(mut self, place: Place, white: &[White], black: &[(Black, bool, Seat)]) -> Self {
        let g = &mut self.game;
        for &w in white {
            g.white_draw.remove_item(&w);
        }
        for &(b, _, _) in black {
            g.black_draw.remove_item(&b);
        }
        g.known = [0; super::state::MAX_PLAYERS];
        let c = g.combat_mut(place);
        c.white = Few::from_slice(white);
        c.black = Few::new();
        for &(card, down, by) in black {
            c.black.push(Laid { card, down, by });
        }
        self
    }

    /// The Grail row: `white` Grail cards and these black cards (G7 first).
    #[must_use]
    pub fn grail(mut self, white: u8, black: &[Black]) -> Self {
        let g = &mut self.game;
        for _ in 0..white {
            g.white_draw.remove_item(&White::Grail);
        }
        for b in black {
            g.black_draw.remove_item(b);
        }
        g.known = [0; super::state::MAX_PLAYERS];
        g.grail_white = white;
        g.grail_black = Few::from_slice(black);
        self
    }

    /// A war: warriors, the sequence played so far, Mordred.
    #[must_use]
    pub fn war(mut self, place: Place, warriors: u8, seq: &[White], mordred: bool) -> Self {
        let g = &mut self.game;
        for w in seq {
            g.white_draw.remove_item(w);
        }
        if mordred {
            g.black_draw.remove_item(&Black::Mordred);
        }
        g.known = [0; super::state::MAX_PLAYERS];
        let w = g.war_mut(place);
        w.warriors = warriors;
        w.seq = Few::from_slice(seq);
        w.mordred = mordred;
        self
    }

    /// Special black cards in effect.
    #[must_use]
    pub fn in_effect(mut self, card: Black) -> Self {
        let g = &mut self.game;
        g.black_draw.remove_item(&card);
        g.known = [0; super::state::MAX_PLAYERS];
        match card {
            Black::Mists => g.mists = true,
            Black::Vivien => g.vivien = true,
            Black::DarkForest => g.dark_forest = true,
            _ => {}
        }
        self
    }

    #[must_use]
    pub fn heroism(mut self, place: Place) -> Self {
        let g = &mut self.game;
        g.white_draw.remove_item(&White::Heroism);
        g.heroism = Some(place);
        self
    }
}
