//! The rules, one module per phase of play. This module routes: which actions are legal now
//! ([`CardGame::each_legal`]), who must act ([`CardGame::turn_now`]), which phase handles an
//! action ([`CardGame::dispatch`]) and, for a refused action, the typed reason.
//!
//! Legality is decided in one place: `apply_into` accepts exactly what `each_legal` yields, so
//! the two can never disagree, and it mutates nothing before that check has passed.

pub(crate) mod accuse;
pub(crate) mod characters;
pub(crate) mod end;
pub(crate) mod knights;
pub(crate) mod listen;
pub(crate) mod quest;
pub(crate) mod setup;
pub(crate) mod tally;

use super::actions::{CardAction, CardError};
use super::data::{Card, Knight, Loyalty, Quest, ACCUSE_MIN_SWORDS};
use super::events::CardEvent;
use super::state::{seats_in, CardGame, Phase, ASIDE};
use crate::engine::{Seat, Turn};

/// What an action produced: its events, and whether it drew, shuffled or showed anything
/// (then it cannot be undone).
pub(crate) struct Fx<'a> {
    events: &'a mut Vec<CardEvent>,
    pub hidden: bool,
}

impl<'a> Fx<'a> {
    pub(crate) fn new(events: &'a mut Vec<CardEvent>) -> Self {
        Fx {
            events,
            hidden: false,
        }
    }

    pub(crate) fn push(&mut self, e: CardEvent) {
        self.events.push(e);
    }
}

/// The other set-aside slot.
pub(crate) fn other_aside(slot: u8) -> u8 {
    if usize::from(slot) == ASIDE[0] {
        ASIDE[1] as u8
    } else {
        ASIDE[0] as u8
    }
}

/// Calls `f` for each distinct card of `cards` that passes `keep`, ascending.
fn distinct_cards(
    cards: &[Card],
    keep: impl Fn(Card) -> bool,
    f: &mut impl FnMut(CardAction),
    wrap: fn(Card) -> CardAction,
) {
    let mut sorted = [Card::PictsWild; 3];
    let mut n = 0;
    for &c in cards.iter().take(3) {
        if keep(c) {
            if let Some(slot) = sorted.get_mut(n) {
                *slot = c;
                n += 1;
            }
        }
    }
    let part = sorted.get_mut(..n).unwrap_or(&mut []);
    crate::engine::few_sort::sort(part);
    let mut last = None;
    for &c in part.iter() {
        if last != Some(c) {
            f(wrap(c));
            last = Some(c);
        }
    }
}

impl CardGame {
    /// Who must act now.
    pub(crate) fn turn_now(&self) -> Turn {
        match self.phase {
            Phase::Over => Turn::Over,
            Phase::Token { seat, .. } | Phase::GawainPick { seat, .. } => Turn::Seat(seat),
            Phase::VivienGive { drawer, .. } => Turn::Seat(drawer),
            Phase::VivienKeep { chooser, .. } => Turn::Seat(chooser),
            // C-KNIGHT-5: windows ask every seat that could play there, holders or not.
            Phase::Arthur { .. } => Turn::Window(
                seats_in(self.all_seats() & !super::state::bit(self.current)).collect(),
            ),
            Phase::Gawain | Phase::Percival { .. } => {
                Turn::Window(seats_in(self.all_seats()).collect())
            }
            Phase::Turn | Phase::Announce | Phase::Spread { .. } | Phase::Merlin6 => {
                Turn::Seat(self.current)
            }
        }
    }

    fn in_window(&self, seat: Seat) -> bool {
        match self.phase {
            Phase::Arthur { .. } => seat != self.current,
            Phase::Gawain | Phase::Percival { .. } => true,
            _ => false,
        }
    }

    /// Calls `f` with every legal action of `seat`, strictly ascending.
    pub(crate) fn each_legal(&self, seat: Seat, f: &mut impl FnMut(CardAction)) {
        if seat >= self.n() {
            return;
        }
        match self.phase {
            Phase::Over => {}
            Phase::Turn if seat == self.current => self.turn_actions(seat, f),
            Phase::Announce if seat == self.current => self.announce_actions(seat, f),
            Phase::Spread { cards } if seat == self.current => {
                distinct_cards(&cards, |_| true, f, CardAction::Place)
            }
            Phase::Token { seat: s, .. } if seat == s => {
                Quest::ALL.into_iter().for_each(|q| f(CardAction::Token(q)))
            }
            Phase::VivienGive { drawer, .. } if seat == drawer => {
                seats_in(self.other_unrevealed(drawer)).for_each(|r| f(CardAction::Give(r)));
            }
            Phase::VivienKeep {
                chooser,
                drawer,
                taken,
                ..
            } if seat == chooser => {
                let extra = if chooser == drawer {
                    taken
                } else {
                    other_aside(taken)
                };
                let a = self.loyalty_of(chooser);
                let b = self
                    .loyalty
                    .get(usize::from(extra))
                    .copied()
                    .unwrap_or_default();
                let (lo, hi) = if a <= b { (a, b) } else { (b, a) };
                f(CardAction::Keep(lo));
                if hi != lo {
                    f(CardAction::Keep(hi));
                }
            }
            Phase::Merlin6 if seat == self.current => {
                for q in Quest::ALL {
                    for b in 0..=3 {
                        f(CardAction::Merlin6Quest(q, b));
                    }
                }
                f(CardAction::Merlin6Skip);
            }
            Phase::Arthur { .. } | Phase::Gawain | Phase::Percival { .. }
                if self.in_window(seat) =>
            {
                let k = match self.phase {
                    Phase::Arthur { .. } => Knight::Arthur,
                    Phase::Gawain => Knight::Gawain,
                    _ => Knight::Percival,
                };
                if self.holds(seat, k) {
                    f(match k {
                        Knight::Arthur => CardAction::Arthur,
                        Knight::Gawain => CardAction::Gawain,
                        _ => CardAction::Percival,
                    });
                }
                f(CardAction::Decline);
            }
            Phase::GawainPick { seat: s, hand } if seat == s => {
                distinct_cards(
                    hand.as_slice(),
                    |c| !c.is_morgan(),
                    f,
                    CardAction::GawainPlay,
                );
            }
            _ => {}
        }
    }

    pub(crate) fn is_legal(&self, seat: Seat, action: CardAction) -> bool {
        let mut found = false;
        self.each_legal(seat, &mut |a| found |= a == action);
        found
    }

    /// Applies a legal action (checked by the caller).
    pub(crate) fn dispatch(&mut self, seat: Seat, action: CardAction, fx: &mut Fx) {
        if action != CardAction::Pass {
            self.passes = 0;
        }
        match (self.phase, action) {
            (Phase::Turn, CardAction::Listen) => self.listen(seat, fx),
            (Phase::Turn, CardAction::Quest(q)) => {
                self.note_quest(seat, q);
                self.choose_quest(seat, q, None, fx)
            }
            (Phase::Turn, CardAction::Accuse(t)) => self.accuse(seat, t, fx),
            (Phase::Turn, CardAction::Pass) => self.pass(seat, fx),
            (Phase::Turn, CardAction::Spread) => self.spread(seat, fx),
            (Phase::Turn, CardAction::Tristan) => self.tristan(seat, fx),
            (Phase::Turn, CardAction::Galahad(t)) => self.galahad(seat, t, fx),
            (Phase::Announce, CardAction::Announce(c)) => self.announce(seat, c, fx),
            (Phase::Spread { cards }, CardAction::Place(c)) => self.place(seat, cards, c, fx),
            (Phase::Token { ctx, .. }, CardAction::Token(q)) => self.token(seat, q, ctx, fx),
            (Phase::VivienGive { .. }, CardAction::Give(r)) => self.give(r, fx),
            (Phase::VivienKeep { .. }, CardAction::Keep(l)) => self.keep(l, fx),
            (Phase::Merlin6, CardAction::Merlin6Quest(q, b)) => {
                self.choose_quest(seat, q, Some(b), fx)
            }
            (Phase::Merlin6, CardAction::Merlin6Skip) => self.next_turn(fx),
            (Phase::Arthur { .. }, CardAction::Arthur) => self.arthur(seat, fx),
            (Phase::Gawain, CardAction::Gawain) => self.gawain(seat, fx),
            (Phase::GawainPick { hand, .. }, CardAction::GawainPlay(c)) => {
                self.gawain_play(seat, hand, c, fx)
            }
            (Phase::Percival { cause }, CardAction::Percival) => self.percival(seat, cause, fx),
            (_, CardAction::Decline) => self.decline(seat, fx),
            _ => {}
        }
    }

    /// The reason `action` by `seat` is refused (it is not legal now).
    pub(crate) fn refusal(&self, seat: Seat, action: CardAction) -> CardError {
        if self.phase == Phase::Over {
            return CardError::GameOver;
        }
        if seat >= self.n() {
            return CardError::NoSuchSeat(seat);
        }
        if !self.turn_now().includes(seat) {
            return CardError::NotYourTurn(seat);
        }
        match (self.phase, action) {
            (Phase::Turn, CardAction::Spread) if !self.is_revealed_traitor(seat) => {
                CardError::WrongMoment
            }
            (Phase::Turn, CardAction::Spread | CardAction::Listen) if self.drawable() == 0 => {
                CardError::NothingToDraw
            }
            (Phase::Turn, CardAction::Pass) => CardError::PassNotAllowed,
            (Phase::Turn, _) if self.is_revealed_traitor(seat) => CardError::MustSpreadRumors,
            (Phase::Turn, CardAction::Quest(_)) if self.pile.is_empty() => CardError::EmptyPile,
            (Phase::Turn, CardAction::Quest(q)) => CardError::QuestNotShown(q),
            (Phase::Turn, CardAction::Accuse(t)) => self.accusation_refusal(seat, t),
            (Phase::Turn, CardAction::Tristan)
                if self.looked && self.holds(seat, Knight::Tristan) =>
            {
                CardError::AlreadyLooked
            }
            (Phase::Turn, CardAction::Tristan) => CardError::NoKnight(Knight::Tristan),
            (Phase::Turn, CardAction::Galahad(_)) if !self.holds(seat, Knight::Galahad) => {
                CardError::NoKnight(Knight::Galahad)
            }
            (Phase::Turn, CardAction::Galahad(t)) => CardError::BadTarget(t),
            (Phase::Announce, CardAction::Announce(c))
                if c.is_merlin() || !c.in_game(self.cfg.promos) =>
            {
                CardError::CannotAnnounce(c)
            }
            (Phase::Announce, CardAction::Announce(_)) => {
                CardError::MustTellTruth(self.pile.last().map_or(Card::PictsWild, |p| p.card))
            }
            (Phase::Spread { .. }, CardAction::Place(c)) => CardError::NotDrawn(c),
            (Phase::VivienGive { .. }, CardAction::Give(r)) => CardError::BadTarget(r),
            (Phase::VivienKeep { .. }, CardAction::Keep(l)) => CardError::NotHeld(l),
            (Phase::Merlin6, CardAction::Merlin6Quest(_, b)) => CardError::BadBonus(b),
            (Phase::Arthur { .. }, CardAction::Arthur) => CardError::NoKnight(Knight::Arthur),
            (Phase::Gawain, CardAction::Gawain) => CardError::NoKnight(Knight::Gawain),
            (Phase::Percival { .. }, CardAction::Percival) => CardError::NoKnight(Knight::Percival),
            (Phase::GawainPick { hand, .. }, CardAction::GawainPlay(c)) if hand.contains(&c) => {
                CardError::MorganNotPlayable
            }
            (Phase::GawainPick { .. }, CardAction::GawainPlay(c)) => CardError::NotDrawn(c),
            _ => CardError::WrongMoment,
        }
    }

    fn accusation_refusal(&self, seat: Seat, target: Seat) -> CardError {
        if !self.has_loyalty() {
            CardError::SoloGame
        } else if target >= self.n() {
            CardError::NoSuchSeat(target)
        } else if target == seat {
            CardError::SelfAccusation
        } else if self.accused & super::state::bit(seat) != 0 {
            CardError::AlreadyAccused
        } else if self.white.saturating_add(self.black) < ACCUSE_MIN_SWORDS {
            CardError::TooFewSwords
        } else {
            CardError::AlreadyRevealed(target)
        }
    }

    /// The actions of a normal turn (C-TURN-2), or a revealed traitor's (C-TURN-3).
    fn turn_actions(&self, seat: Seat, f: &mut impl FnMut(CardAction)) {
        let can_draw = self.drawable() > 0;
        if self.is_revealed_traitor(seat) {
            f(if can_draw {
                CardAction::Spread
            } else {
                CardAction::Pass
            });
            return;
        }
        let mut any = false;
        if can_draw {
            f(CardAction::Listen); // C-LISTEN-7
            any = true;
        }
        for q in self.quests_allowed().iter() {
            f(CardAction::Quest(q));
            any = true;
        }
        let targets = self.accusable(seat);
        for t in seats_in(targets) {
            f(CardAction::Accuse(t));
            any = true;
        }
        let galahad = if self.holds(seat, Knight::Galahad) {
            self.other_unrevealed(seat)
        } else {
            0
        };
        // C-EDGE-10: Pass whenever none of the turn's actions is possible. Knight cards are
        // optional (C-KNIGHT-4), so holding Galahad never forces him to be played.
        if !any {
            f(CardAction::Pass);
        }
        if self.holds(seat, Knight::Tristan) && !self.looked {
            f(CardAction::Tristan);
        }
        for t in seats_in(galahad) {
            f(CardAction::Galahad(t)); // C-EDGE-15
        }
    }

    /// Seats `seat` may accuse now (C-ACCUSE-1 … -3), as a bit mask.
    pub(crate) fn accusable(&self, seat: Seat) -> u8 {
        let allowed = self.has_loyalty()
            && self.accused & super::state::bit(seat) == 0
            && self.white.saturating_add(self.black) >= ACCUSE_MIN_SWORDS;
        if allowed {
            self.other_unrevealed(seat)
        } else {
            0
        }
    }

    /// Under Morgan #1: a loyal player can only tell the truth; a traitor may name any card of
    /// this game but a Merlin (C-CARD-MORGAN1-2, C-EDGE-7).
    fn announce_actions(&self, seat: Seat, f: &mut impl FnMut(CardAction)) {
        let Some(top) = self.pile.last() else { return };
        if self.has_loyalty() && self.loyalty_of(seat) == Loyalty::Traitor {
            for c in Card::ALL {
                if !c.is_merlin() && c.in_game(self.cfg.promos) {
                    f(CardAction::Announce(c));
                }
            }
        } else {
            f(CardAction::Announce(top.card));
        }
    }

    /// Draws the top Rumor card; an empty deck is first replaced by the shuffled discard pile,
    /// even in the middle of a multi-card draw (C-LISTEN-6, C-EDGE-9).
    pub(crate) fn draw(&mut self, fx: &mut Fx) -> Option<Card> {
        if self.deck.is_empty() && !self.discard.is_empty() {
            self.deck = self.discard;
            self.discard.clear();
            self.rng.shuffle(self.deck.as_mut_slice());
            fx.push(CardEvent::Reshuffled {
                cards: self.deck.len() as u8,
            });
        }
        let card = self.deck.pop();
        if card.is_some() {
            fx.hidden = true;
        }
        card
    }

    /// Records that everyone has now seen `card` face up.
    pub(crate) fn mark_seen(&mut self, card: Card) {
        self.seen |= 1u64 << card.index();
    }

    /// The next seat clockwise takes his turn (C-TURN-1).
    pub(crate) fn next_turn(&mut self, fx: &mut Fx) {
        self.current = self.seat_after(self.current);
        self.phase = Phase::Turn;
        self.looked = false;
        self.turns = self.turns.saturating_add(1);
        fx.push(CardEvent::TurnBegins { seat: self.current });
    }
}
