//! A full state built from what one seat knows ([`Game::from_knowledge`]): the skeleton the
//! bots resample (`determinize.rs`), so that they never hold a state that came from the real
//! one.
//!
//! Everything public and everything the seat's own view shows is copied from its view; every
//! hidden item is a placeholder from the pool of items the seat has not seen, in a canonical
//! order (the resampler deals them again anyway):
//! - Rumor cards: the game's cards less those the seat sees (the face-up and own face-down
//!   cards of the pile, a quest's turned-up cards, its own drawn cards, the deck while its
//!   Tristan look lasts) fill the deck, the discard pile, the other face-down cards, the unused
//!   Morgans and another seat's drawn cards;
//! - loyalty cards: the cards in play less those the seat knows fill the slots it does not;
//! - knight cards: the deck less its own hand and the cards played fill the other hands (their
//!   sizes are public) and the knight deck;
//! - another seat's Merlin #4 token names the first quest.
//!
//! [`Game::from_knowledge`]: crate::engine::Game::from_knowledge

use super::data::{all_rumor_cards, loyalty_cards, Card, Knight, Loyalty, Quest, CARD_KINDS};
use crate::engine::few::Few;
use super::state::{bit, CardGame, Ctx, Down, Phase, PileCard, Resolution, Side, Token, ASIDE, MAX_PLAYERS, SLOTS};
use super::view::Pending;
use crate::engine::knowledge::{bad, push, Knowledge, KnowledgeError};
use crate::engine::rng::Rng;
use crate::engine::Seat;

type Result<T> = std::result::Result<T, KnowledgeError>;



/// The Rumor cards the seat has not seen: the game's cards, less each one it sees.
struct Unseen {
    left: [u8; CARD_KINDS],
}

impl Unseen {
    fn new(promos: bool) -> Unseen {
        let mut left = [0u8; CARD_KINDS];
        for c in all_rumor_cards(promos) {
            if let Some(x) = left.get_mut(c.index()) {
                *x += 1;
            }
        }
        Unseen { left }
    }

    fn seen(&mut self, c: Card) -> Result<()> {
        match self.left.get_mut(c.index()) {
            Some(x) if *x > 0 => {
                *x -= 1;
                Ok(())
            }
            _ => Err(bad("a card seen more often than it exists")),
        }
    }

    /// The rest, in card order.
    fn pool(&self) -> Vec<Card> {
        Card::ALL
            .into_iter()
            .flat_map(|c| std::iter::repeat_n(c, usize::from(self.left.get(c.index()).copied().unwrap_or(0))))
            .collect()
    }
}

impl CardGame {
    pub(crate) fn rebuild(known: &Knowledge<CardGame>) -> Result<CardGame> {
        let seat = known.checked_seat()?;
        let cfg = *known.config();
        let v = known.view();
        let n = cfg.players;
        if v.players != n || v.seats.len() != usize::from(n) {
            return Err(bad("the view has another number of seats"));
        }
        if v.me.is_none() {
            return Err(bad("the view is not a seat's"));
        }
        let mut g = CardGame::setup(&cfg, 0).map_err(KnowledgeError::Config)?;
        // Nothing of the setup's deal stays: every part is set below.
        g.rng = Rng::new(0);
        g.current = v.current;
        g.white = v.white;
        g.black = v.black;
        g.silence = v.silence;
        g.morgan1 = v.morgan1;
        g.morgan2 = v.morgan2;
        g.seen = v.seen;
        g.knights_used = v.knights_used;
        g.looked = v.tristan_looked;
        g.passes = v.passes;
        g.turns = v.turns;
        g.last_report = v.last_quest;
        g.last_end = v.end;
        g.won = match v.outcome.as_ref().map(|o| o.label.as_str()) {
            None => None,
            Some("loyal") => Some(Side::Loyal),
            Some(_) => Some(Side::Evil),
        };
        g.revealed = 0;
        g.accused = 0;
        for s in &v.seats {
            if s.revealed.is_some() {
                g.revealed |= bit(s.seat);
            }
            if s.has_accused {
                g.accused |= bit(s.seat);
            }
            // The public record of quests the table saw would hurt (`estimate.rs`).
            if let Some(n) = g.sabotage.get_mut(usize::from(s.seat)) {
                *n = s.sabotage;
            }
        }
        g.tokens = Few::new();
        for t in &v.tokens {
            let quest = t.quest.unwrap_or(Quest::Picts);
            push(&mut g.tokens, Token { owner: t.owner, quest })?;
        }
        g.rebuild_loyalty(seat, known)?;
        g.rebuild_knights(seat, known)?;
        g.res = v.resolving.map(|rep| {
            let mut tokens = Few::new();
            for r in rep.removals.iter() {
                if let Some(owner) = r.token_owner {
                    tokens.push(Token { owner, quest: r.quest });
                }
            }
            Resolution {
                seat: rep.seat,
                main: rep.main,
                bonus: rep.bonus,
                cards: Few::from_slice(&v.resolving_cards),
                tokens,
                gawain: rep.gawain,
                turned_up: rep.turned_up,
            }
        });
        g.phase = g.rebuild_phase(seat, known)?;
        g.rebuild_cards(seat, known)?;
        known.confirm(g)
    }

    /// The decision pending, with placeholders for another seat's drawn cards.
    fn rebuild_phase(&self, seat: Seat, known: &Knowledge<CardGame>) -> Result<Phase> {
        let v = known.view();
        // A Merlin #4 or a Vivien interrupts a quest only when Gawain played it (C-EDGE-5).
        let ctx = if self.res.is_some() { Ctx::Quest } else { Ctx::Turn };
        let taken = || -> Result<u8> {
            let i = v.vivien_taken.ok_or(bad("a Vivien without its card"))?;
            ASIDE.get(usize::from(i)).map(|&s| s as u8).ok_or(bad("no such set-aside card"))
        };
        // Placeholders only: the Rumor cards are dealt by `rebuild_cards`.
        let drawn = |owner: Seat, count: usize| -> Few<Card, 3> {
            let mine = v.me.as_ref().map(|m| m.drawn.as_slice()).unwrap_or(&[]);
            if owner == seat {
                Few::from_slice(mine)
            } else {
                Few::from_slice(&[Card::default(); 3][..count.min(3)])
            }
        };
        Ok(match v.pending {
            Pending::Action { .. } | Pending::SpreadRumors { .. } => Phase::Turn,
            Pending::ChooseSpread { seat: s } => {
                let d = drawn(s, 2);
                Phase::Spread { cards: [d.get(0).unwrap_or_default(), d.get(1).unwrap_or_default()] }
            }
            Pending::Announce { .. } => Phase::Announce,
            Pending::Token { seat: s } => Phase::Token { seat: s, ctx },
            Pending::VivienGive { seat: s } => Phase::VivienGive { drawer: s, taken: taken()?, ctx },
            Pending::VivienKeep { seat: s, drawer, receiver } => Phase::VivienKeep {
                chooser: s,
                drawer,
                taken: taken()?,
                receiver,
                ctx,
            },
            Pending::Merlin6 { .. } => Phase::Merlin6,
            Pending::ArthurWindow { quest, bonus, .. } => Phase::Arthur { quest, bonus },
            Pending::GawainWindow { .. } => Phase::Gawain,
            Pending::GawainChoose { seat: s } => Phase::GawainPick { seat: s, hand: drawn(s, usize::from(v.gawain_drawn)) },
            Pending::PercivalWindow { cause } => Phase::Percival { cause },
            Pending::Over => Phase::Over,
        })
    }

    /// Loyalty slots: the cards the seat knows where it knows them, the others from the rest.
    fn rebuild_loyalty(&mut self, seat: Seat, known: &Knowledge<CardGame>) -> Result<()> {
        self.loyalty = [Loyalty::Loyal; SLOTS];
        self.known = [0; SLOTS];
        if !self.has_loyalty() {
            return Ok(());
        }
        let v = known.view();
        let me = v.me.as_ref().ok_or(bad("the view is not a seat's"))?;
        let (loyal, traitors) = loyalty_cards(self.n());
        let mut left = [loyal, traitors];
        let mut unknown = Vec::new();
        self.known = v.loyalty_known;
        for slot in (0..usize::from(self.n())).chain(ASIDE) {
            let card = if slot == usize::from(seat) {
                me.loyalty
            } else if let Some(i) = ASIDE.iter().position(|&a| a == slot) {
                v.aside.get(i).copied().flatten()
            } else {
                v.seats.get(slot).and_then(|x| x.known)
            };
            match card {
                Some(l) => {
                    let c = left.get_mut(l as usize).ok_or(bad("no such loyalty"))?;
                    *c = c.checked_sub(1).ok_or(bad("more traitors or loyal cards than are dealt"))?;
                    if let Some(x) = self.loyalty.get_mut(slot) {
                        *x = l;
                    }
                }
                None => unknown.push(slot),
            }
        }
        if unknown.len() != usize::from(left[0] + left[1]) {
            return Err(bad("the loyalty cards do not add up"));
        }
        let rest = std::iter::repeat_n(Loyalty::Loyal, usize::from(left[0]))
            .chain(std::iter::repeat_n(Loyalty::Traitor, usize::from(left[1])));
        for (slot, l) in unknown.into_iter().zip(rest) {
            if let Some(x) = self.loyalty.get_mut(slot) {
                *x = l;
            }
        }
        Ok(())
    }

    /// Knight cards: its own hand, the others' hands and the knight deck from the rest.
    fn rebuild_knights(&mut self, seat: Seat, known: &Knowledge<CardGame>) -> Result<()> {
        let v = known.view();
        let me = v.me.as_ref().ok_or(bad("the view is not a seat's"))?;
        self.hands = [[0; 5]; MAX_PLAYERS];
        self.knight_deck = Few::new();
        if !self.cfg.knights {
            return Ok(());
        }
        let mut left = [0u8; 5];
        for k in Knight::ALL {
            left[k.index()] = k.copies().checked_sub(v.knights_used[k.index()]).ok_or(bad("more knights played than exist"))?;
        }
        let own = self.hands.get_mut(usize::from(seat)).ok_or(KnowledgeError::Seat(seat))?;
        for k in &me.knights {
            left[k.index()] = left[k.index()].checked_sub(1).ok_or(bad("more knights held than exist"))?;
            own[k.index()] += 1;
        }
        let mut pool = Knight::ALL
            .into_iter()
            .flat_map(|k| std::iter::repeat_n(k, usize::from(left[k.index()])));
        for s in &v.seats {
            if s.seat == seat {
                continue;
            }
            let hand = self.hands.get_mut(usize::from(s.seat)).ok_or(KnowledgeError::Seat(s.seat))?;
            for _ in 0..s.knight_cards {
                let k = pool.next().ok_or(bad("more knight cards held than exist"))?;
                hand[k.index()] += 1;
            }
        }
        for _ in 0..v.knight_deck {
            let k = pool.next().ok_or(bad("a knight deck larger than the cards left"))?;
            push(&mut self.knight_deck, k)?;
        }
        if pool.next().is_some() {
            return Err(bad("knight cards missing"));
        }
        Ok(())
    }

    /// Rumor cards: what the seat sees where it sees it, placeholders from the rest elsewhere.
    fn rebuild_cards(&mut self, seat: Seat, known: &Knowledge<CardGame>) -> Result<()> {
        let v = known.view();
        let me = v.me.as_ref().ok_or(bad("the view is not a seat's"))?;
        let mut unseen = Unseen::new(self.cfg.promos);
        for c in v.pile_cards.iter().flatten().chain(&v.resolving_cards) {
            unseen.seen(*c)?;
        }
        let own_drawn = match self.phase {
            Phase::Spread { .. } if self.current == seat => true,
            Phase::GawainPick { seat: s, .. } => s == seat,
            _ => false,
        };
        if own_drawn {
            for &c in &me.drawn {
                unseen.seen(c)?;
            }
        }
        if let Some(deck) = &me.deck {
            for &c in deck {
                unseen.seen(c)?;
            }
        }
        let mut pool = unseen.pool().into_iter();
        let mut next = || pool.next().ok_or(bad("more hidden cards than unseen ones"));

        self.deck = Few::new();
        match &me.deck {
            // Its Tristan look: the deck as it is, top first.
            Some(deck) => {
                for &c in deck.iter().rev() {
                    push(&mut self.deck, c)?;
                }
            }
            None => {
                for _ in 0..v.deck {
                    push(&mut self.deck, next()?)?;
                }
            }
        }
        if self.deck.len() != usize::from(v.deck) {
            return Err(bad("the deck's size"));
        }
        self.discard = Few::new();
        for _ in 0..v.discard {
            push(&mut self.discard, next()?)?;
        }
        self.pile = Few::new();
        if v.pile_cards.len() != usize::from(v.pile) {
            return Err(bad("the pile's size"));
        }
        for (i, c) in v.pile_cards.iter().enumerate() {
            let down = v.pile_down.iter().find(|d| usize::from(d.index) == i).map(|d| Down {
                by: d.by,
                announced: d.announced,
                binding: d.binding,
                exposed: d.exposed,
            });
            let card = match c {
                Some(c) => *c,
                None => next()?,
            };
            push(&mut self.pile, PileCard { card, down })?;
        }
        self.unused = Few::new();
        for _ in 0..v.unused_morgans {
            push(&mut self.unused, next()?)?;
        }
        if !own_drawn {
            match &mut self.phase {
                Phase::Spread { cards } => {
                    for c in cards {
                        *c = next()?;
                    }
                }
                Phase::GawainPick { hand, .. } => {
                    for c in hand.as_mut_slice() {
                        *c = next()?;
                    }
                }
                _ => {}
            }
        }
        if next().is_ok() {
            return Err(bad("unseen cards with no place"));
        }
        Ok(())
    }
}
