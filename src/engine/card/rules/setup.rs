//! Setting up (C-SETUP-*): a new game from a config and a seed, and [`CardSetup`], a position
//! described card by card and validated into a game (as shakmaty turns a `Setup` into a
//! `Position`), for tests, puzzles and tutorials.

use crate::engine::card::data::{
    all_rumor_cards, loyalty_cards, morgan_pool, Card, Knight, Loyalty, Quest, CARD_KINDS,
    MORGANS_IN_PLAY, WIN_SWORDS,
};
use crate::engine::few::Few;
use crate::engine::card::state::{
    bit, CardConfig, CardGame, Cards, Down, Phase, PileCard, Token, ASIDE, MAX_PLAYERS, SLOTS,
};
use crate::engine::rng::Rng;
use crate::engine::{ConfigError, Seat};
use serde::{Deserialize, Serialize};

/// Checks the player count and first player.
pub(crate) fn check_config(cfg: &CardConfig) -> Result<(), ConfigError> {
    if !(1..=MAX_PLAYERS as u8).contains(&cfg.players) {
        return Err(ConfigError::PlayerCount {
            min: 1,
            max: MAX_PLAYERS as u8,
            got: cfg.players,
        });
    }
    if cfg.first_player >= cfg.players {
        return Err(ConfigError::FirstPlayer {
            players: cfg.players,
            got: cfg.first_player,
        });
    }
    Ok(())
}

impl CardGame {
    /// An empty table for `cfg`: nothing dealt yet.
    fn blank(cfg: CardConfig, rng: Rng) -> CardGame {
        CardGame {
            cfg,
            rng,
            deck: Few::new(),
            discard: Few::new(),
            pile: Few::new(),
            unused: Few::new(),
            seen: 0,
            knight_deck: Few::new(),
            hands: [[0; 5]; MAX_PLAYERS],
            knights_used: [0; 5],
            loyalty: [Loyalty::Loyal; SLOTS],
            known: [0; SLOTS],
            revealed: 0,
            accused: 0,
            sabotage: [0; MAX_PLAYERS],
            white: 0, // C-SETUP-7
            black: 0,
            silence: false,
            morgan1: false,
            morgan2: None,
            tokens: Few::new(),
            current: cfg.first_player, // C-SETUP-9
            phase: Phase::Turn,
            res: None,
            looked: false,
            turns: 0,
            passes: 0,
            last_report: None,
            last_end: None,
            won: None,
        }
    }

    /// C-SETUP-1 … -4: shuffle the loyalty cards in play, deal one per seat, set 2 aside.
    fn deal_loyalty(&mut self) {
        let (loyal, traitors) = loyalty_cards(self.n());
        let mut cards: Few<Loyalty, SLOTS> = Few::new();
        for i in 0..loyal + traitors {
            cards.push(if i < loyal {
                Loyalty::Loyal
            } else {
                Loyalty::Traitor
            });
        }
        self.rng.shuffle(cards.as_mut_slice());
        let n = usize::from(self.n());
        let slots = (0..n).chain(ASIDE);
        for (slot, l) in slots.zip(cards.iter()) {
            if let Some(x) = self.loyalty.get_mut(slot) {
                *x = *l;
            }
        }
        self.set_own_knowledge();
    }

    /// Each seat knows its own card (C-SETUP-4); nobody knows the set-aside ones.
    fn set_own_knowledge(&mut self) {
        self.known = [0; SLOTS];
        if self.has_loyalty() {
            for s in 0..self.n() {
                if let Some(k) = self.known.get_mut(usize::from(s)) {
                    *k = bit(s);
                }
            }
        }
    }

    fn shuffle_knights(&mut self) {
        for k in Knight::ALL {
            for _ in 0..k.copies() {
                self.knight_deck.push(k);
            }
        }
        self.rng.shuffle(self.knight_deck.as_mut_slice());
    }

    /// A new game (C-SETUP-1 … -9, C-KNIGHT-1, C-PROMO-2).
    pub(crate) fn setup(cfg: &CardConfig, seed: u64) -> Result<CardGame, ConfigError> {
        check_config(cfg)?;
        let mut g = CardGame::blank(*cfg, Rng::new(seed));
        if g.has_loyalty() {
            g.deal_loyalty();
        }
        // C-SETUP-5: 6 Morgans picked at random; the rest stay out (or wait, C-KNIGHT-1).
        let mut morgans: Few<Card, 10> = Few::new();
        for m in morgan_pool(cfg.promos) {
            morgans.push(m);
        }
        g.rng.shuffle(morgans.as_mut_slice());
        for (i, &m) in morgans.iter().enumerate() {
            if i < usize::from(MORGANS_IN_PLAY) {
                g.deck.push(m);
            } else {
                g.unused.push(m);
            }
        }
        for c in all_rumor_cards(cfg.promos).filter(|c| !c.is_morgan()) {
            g.deck.push(c);
        }
        g.rng.shuffle(g.deck.as_mut_slice()); // C-SETUP-6
        if cfg.knights {
            g.shuffle_knights();
        }
        Ok(g)
    }
}

/// Where the cards a [`CardSetup`] does not place go.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Rest {
    /// Shuffled, under the given top of the deck.
    #[default]
    DeckBottom,
    /// Into the discard pile.
    Discard,
    /// Face up at the bottom of the pile, under the given pile.
    PileBottom,
}

/// A card of a [`CardSetup`] pile.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SetupCard {
    pub card: Card,
    /// Laid face down under Morgan #1 by this seat, announced as this card.
    pub face_down: Option<(Seat, Card)>,
}

impl From<Card> for SetupCard {
    fn from(card: Card) -> Self {
        SetupCard {
            card,
            face_down: None,
        }
    }
}

/// A position described by hand. Every card of the game must be somewhere exactly once: what
/// is not listed goes where [`Rest`] says (Morgans: up to 6 in play, the others unused).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct CardSetup {
    pub config: CardConfig,
    /// Whose turn it is (default: the config's first player).
    pub current: Option<Seat>,
    /// The top of the Rumor deck, next card to be drawn first.
    pub deck: Vec<Card>,
    pub rest: Rest,
    /// The Threats pile, bottom first (the last card is the top).
    pub pile: Vec<SetupCard>,
    pub discard: Vec<Card>,
    /// The unused Morgans; `None`: picked at random among the Morgans not placed.
    pub unused_morgans: Option<Vec<Card>>,
    /// One card per seat; empty: dealt at random.
    pub loyalty: Vec<Loyalty>,
    /// The two set-aside cards (with `loyalty`).
    pub aside: Vec<Loyalty>,
    pub revealed: Vec<Seat>,
    /// Seats that have already made their accusation.
    pub accused: Vec<Seat>,
    pub white: u8,
    pub black: u8,
    pub silence: bool,
    pub morgan1: bool,
    pub morgan2: Option<u8>,
    /// Merlin #4 tokens beside the pile: one per Merlin #4 in the pile (those that
    /// [`Rest::PileBottom`] places get one of the current seat, on a random quest).
    pub tokens: Vec<Token>,
    /// Knight cards per seat (Knights to the Rescue).
    pub knights: Vec<Vec<Knight>>,
    /// The top of the knight deck; the knights not listed go under it, shuffled.
    pub knight_deck: Vec<Knight>,
}

/// Why a [`CardSetup`] is not a position.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub enum SetupError {
    Config(ConfigError),
    /// A seat number out of range.
    Seat(Seat),
    /// More copies of this card than the game has.
    TooMany(Card),
    /// Not a Morgan, among the unused Morgans; or more than fit.
    Unused(Card),
    /// A Merlin cannot lie face down, nor be announced (C-EDGE-7).
    FaceDownMerlin,
    /// The loyalty cards are not the ones of this player count (C-SETUP-1, -2).
    Loyalty,
    /// The tokens do not match the Merlin #4 cards in the pile.
    Tokens,
    /// Knights without the variant, or more copies than exist.
    Knights,
    /// A colour already at 7: that game would be over.
    Swords,
}

impl std::fmt::Display for SetupError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SetupError::Config(e) => write!(f, "{e}"),
            SetupError::Seat(s) => write!(f, "there is no seat {s}"),
            SetupError::TooMany(c) => write!(f, "too many {c:?} cards"),
            SetupError::Unused(c) => write!(f, "{c:?} cannot be an unused Morgan"),
            SetupError::FaceDownMerlin => write!(f, "a Merlin is never face down nor announced"),
            SetupError::Loyalty => {
                write!(f, "these are not the loyalty cards of this player count")
            }
            SetupError::Tokens => write!(f, "one token per Merlin #4 in the pile"),
            SetupError::Knights => write!(f, "these knight cards do not fit the game"),
            SetupError::Swords => write!(f, "a colour already has 7 swords"),
        }
    }
}

impl std::error::Error for SetupError {}

impl CardSetup {
    /// Validates the description into a game; `seed` drives the shuffles of what is not placed
    /// and all later randomness.
    ///
    /// # Errors
    /// The first [`SetupError`] found.
    pub fn into_game(self, seed: u64) -> Result<CardGame, SetupError> {
        let cfg = self.config;
        check_config(&cfg).map_err(SetupError::Config)?;
        let n = cfg.players;
        let seat_ok = |s: Seat| {
            if s < n {
                Ok(s)
            } else {
                Err(SetupError::Seat(s))
            }
        };
        let mut g = CardGame::blank(cfg, Rng::new(seed));
        g.current = seat_ok(self.current.unwrap_or(cfg.first_player))?;

        // Every card in exactly one place.
        let mut left = [0u8; CARD_KINDS];
        for c in all_rumor_cards(cfg.promos) {
            if let Some(x) = left.get_mut(c.index()) {
                *x += 1;
            }
        }
        let take = |left: &mut [u8; CARD_KINDS], c: Card| -> Result<Card, SetupError> {
            match left.get_mut(c.index()) {
                Some(x) if *x > 0 => {
                    *x -= 1;
                    Ok(c)
                }
                _ => Err(SetupError::TooMany(c)),
            }
        };
        let mut top: Cards = Few::new();
        for &c in &self.deck {
            top.push(take(&mut left, c)?);
        }
        let mut pile: Few<PileCard, 64> = Few::new();
        for p in &self.pile {
            let down = match p.face_down {
                None => None,
                Some((by, announced)) => {
                    if p.card.is_merlin() || announced.is_merlin() {
                        return Err(SetupError::FaceDownMerlin);
                    }
                    Some(Down {
                        by: seat_ok(by)?,
                        announced: Some(announced),
                        binding: true,
                        exposed: false,
                    })
                }
            };
            pile.push(PileCard {
                card: take(&mut left, p.card)?,
                down,
            });
        }
        for &c in &self.discard {
            g.discard.push(take(&mut left, c)?);
        }
        let placed_morgans = Card::ALL
            .iter()
            .filter(|c| c.is_morgan() && c.in_game(cfg.promos))
            .map(|c| {
                usize::from(c.copies()) - usize::from(left.get(c.index()).copied().unwrap_or(0))
            })
            .sum::<usize>();
        if let Some(unused) = &self.unused_morgans {
            for &c in unused {
                if !c.is_morgan() || g.unused.is_full() {
                    return Err(SetupError::Unused(c));
                }
                g.unused.push(take(&mut left, c)?);
            }
        }
        // What is left: Morgans beyond the 6 in play stay unused; the rest goes where `rest` says.
        let mut spare: Cards = Few::new();
        let mut spare_morgans: Few<Card, 10> = Few::new();
        for c in Card::ALL {
            for _ in 0..left.get(c.index()).copied().unwrap_or(0) {
                if c.is_morgan() && self.unused_morgans.is_none() {
                    spare_morgans.push(c);
                } else {
                    spare.push(c);
                }
            }
        }
        g.rng.shuffle(spare_morgans.as_mut_slice());
        let in_play = usize::from(MORGANS_IN_PLAY).saturating_sub(placed_morgans);
        for (i, &m) in spare_morgans.iter().enumerate() {
            if i < in_play {
                spare.push(m);
            } else if !g.unused.push(m) {
                return Err(SetupError::Unused(m));
            }
        }
        g.rng.shuffle(spare.as_mut_slice());
        match self.rest {
            Rest::DeckBottom => {
                for &c in spare.iter() {
                    g.deck.push(c);
                }
            }
            Rest::Discard => {
                for &c in spare.iter() {
                    g.discard.push(c);
                }
            }
            Rest::PileBottom => {
                for &c in spare.iter() {
                    g.pile.push(PileCard {
                        card: c,
                        down: None,
                    });
                    if c == Card::Merlin4 {
                        // Its drawer would have laid a token: the current seat's, on a random quest.
                        let quest = Quest::from_index(g.rng.below(5) as usize).unwrap_or_default();
                        g.tokens.push(Token {
                            owner: g.current,
                            quest,
                        });
                    }
                }
            }
        }
        for &c in top.iter().rev() {
            g.deck.push(c);
        }
        for &p in pile.iter() {
            g.pile.push(p);
        }
        for p in g.pile.iter().filter(|p| p.down.is_none()) {
            g.seen |= 1u64 << p.card.index();
        }

        // Loyalty (C-SETUP-1 … -3).
        if n >= 2 {
            if self.loyalty.is_empty() && self.aside.is_empty() {
                g.deal_loyalty();
            } else {
                let (loyal, traitors) = loyalty_cards(n);
                let all: Vec<Loyalty> = self.loyalty.iter().chain(&self.aside).copied().collect();
                let t = all.iter().filter(|l| **l == Loyalty::Traitor).count();
                if self.loyalty.len() != usize::from(n)
                    || self.aside.len() != 2
                    || t != usize::from(traitors)
                    || all.len() - t != usize::from(loyal)
                {
                    return Err(SetupError::Loyalty);
                }
                let slots = (0..usize::from(n)).chain(ASIDE);
                for (slot, l) in slots.zip(all) {
                    if let Some(x) = g.loyalty.get_mut(slot) {
                        *x = l;
                    }
                }
                g.set_own_knowledge();
            }
        } else if !self.loyalty.is_empty() || !self.aside.is_empty() {
            return Err(SetupError::Loyalty);
        }
        for &s in &self.revealed {
            if !g.has_loyalty() {
                return Err(SetupError::Loyalty);
            }
            g.reveal(seat_ok(s)?);
        }
        for &s in &self.accused {
            g.accused |= bit(seat_ok(s)?);
        }

        if self.white >= WIN_SWORDS || self.black >= WIN_SWORDS {
            return Err(SetupError::Swords);
        }
        g.white = self.white;
        g.black = self.black;
        g.silence = self.silence;
        g.morgan1 = self.morgan1;
        g.morgan2 = self.morgan2;

        let merlin4s = g.pile.iter().filter(|p| p.card == Card::Merlin4).count();
        for t in &self.tokens {
            seat_ok(t.owner)?;
            g.tokens.push(*t);
        }
        if g.tokens.len() != merlin4s {
            return Err(SetupError::Tokens);
        }

        // Knights (C-KNIGHT-1).
        if !cfg.knights {
            if !self.knights.is_empty() || !self.knight_deck.is_empty() {
                return Err(SetupError::Knights);
            }
        } else {
            let mut left = Knight::ALL.map(Knight::copies);
            let mut take = |k: Knight| match left.get_mut(k.index()) {
                Some(x) if *x > 0 => {
                    *x -= 1;
                    Ok(())
                }
                _ => Err(SetupError::Knights),
            };
            if self.knights.len() > usize::from(n) {
                return Err(SetupError::Knights);
            }
            for (seat, hand) in self.knights.iter().enumerate() {
                for &k in hand {
                    take(k)?;
                    if let Some(c) = g.hands.get_mut(seat).and_then(|h| h.get_mut(k.index())) {
                        *c += 1;
                    }
                }
            }
            for &k in &self.knight_deck {
                take(k)?;
            }
            for k in Knight::ALL {
                for _ in 0..left.get(k.index()).copied().unwrap_or(0) {
                    g.knight_deck.push(k);
                }
            }
            g.rng.shuffle(g.knight_deck.as_mut_slice());
            for &k in self.knight_deck.iter().rev() {
                g.knight_deck.push(k);
            }
        }
        Ok(g)
    }
}
