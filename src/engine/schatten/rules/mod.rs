//! The rules, one module per phase and per quest. This module routes: who must act
//! ([`Schatten::turn_now`]), which actions are legal ([`Schatten::each_legal`]), which phase
//! handles an action, and the task loop that carries effects through to the next decision.
//!
//! Legality is decided in one place: `apply_into` accepts exactly what `each_legal` yields, so
//! the two never disagree, and nothing is mutated before that check has passed.

pub(crate) mod black;
pub(crate) mod decks;
pub(crate) mod end;
pub(crate) mod heroic;
pub(crate) mod knights;
pub(crate) mod life;
pub(crate) mod progression;
pub(crate) mod quests;
pub(crate) mod setup;
pub(crate) mod share;
pub(crate) mod specials;
pub(crate) mod traitor;
pub(crate) mod whites;

use super::actions::{Pick, SchattenAction, SchattenError};
use super::data::White;
use super::events::SchattenEvent;
use super::state::{bit, seats_in, Ask, Hand, Schatten, Task};
use crate::engine::{Seat, Turn};

/// What an action produced: its events, and whether it drew, rolled, shuffled or showed
/// anything (then it cannot be undone).
///
/// `hidden` follows from the events themselves ([`SchattenEvent::reveals`]), whichever rule
/// pushed them and however far the action's consequences ran (a doomed knight's hand turned up
/// at the end of the turn that an `EndPhase` or a `Volunteer` closed). Rules also set it where
/// the generator moved without an event of its own.
pub(crate) struct Fx<'a> {
    events: &'a mut Vec<SchattenEvent>,
    pub hidden: bool,
}

impl<'a> Fx<'a> {
    pub(crate) fn new(events: &'a mut Vec<SchattenEvent>) -> Self {
        Fx { events, hidden: false }
    }

    pub(crate) fn push(&mut self, e: SchattenEvent) {
        if e.reveals() {
            self.hidden = true;
        }
        self.events.push(e);
    }
}

/// Calls `f` with every pick of `k` cards (a multiset) from `hand`, ascending.
pub(crate) fn picks(hand: &Hand, k: usize, f: &mut impl FnMut(Pick)) {
    let kinds: Vec<White> = hand.kinds().collect();
    let mut chosen: Vec<White> = Vec::with_capacity(k);
    fn rec(
        hand: &Hand,
        kinds: &[White],
        from: usize,
        k: usize,
        chosen: &mut Vec<White>,
        f: &mut impl FnMut(Pick),
    ) {
        if chosen.len() == k {
            if let Some(p) = Pick::new(chosen) {
                f(p);
            }
            return;
        }
        for (i, &w) in kinds.iter().enumerate().skip(from) {
            let used = chosen.iter().filter(|&&c| c == w).count();
            if used < usize::from(hand.count(w)) {
                chosen.push(w);
                rec(hand, kinds, i, k, chosen, f);
                chosen.pop();
            }
        }
    }
    rec(hand, &kinds, 0, k, &mut chosen, f);
}

/// Whether `hand` holds every card of `pick`.
pub(crate) fn holds_pick(hand: &Hand, pick: &Pick) -> bool {
    let mut h = *hand;
    pick.cards().iter().all(|&w| h.take(w))
}

impl Schatten {
    /// Who must act now.
    pub(crate) fn turn_now(&self) -> Turn {
        match self.ask {
            Ask::None => Turn::Over,
            Ask::SetupGive => {
                Turn::Simultaneous((0..self.n).filter(|&s| self.seat(s).escrow.is_empty()).collect())
            }
            Ask::Vote => Turn::Simultaneous(seats_in(self.share.waiting).collect()),
            Ask::Discard { waiting, .. } => Turn::Simultaneous(seats_in(waiting).collect()),
            Ask::Assign => Turn::Seat(self.share.proposer),
            Ask::Progression
            | Ask::Heroic
            | Ask::SiegeFight
            | Ask::Messenger { .. }
            | Ask::Clairvoyance { .. }
            | Ask::Taunt
            | Ask::TraitorEvil => Turn::Seat(self.active),
            Ask::Armor { drawer, .. } | Ask::Face { drawer, .. } | Ask::War { drawer, .. } => {
                Turn::Seat(drawer)
            }
            Ask::Merlin { next, .. } | Ask::Volunteer { next, .. } => Turn::Seat(next),
            Ask::Excalibur { owner, .. } | Ask::Drink { owner, .. } => Turn::Seat(owner),
            Ask::Exchange { target, .. } => Turn::Seat(target),
            Ask::Kay { kay, .. } => Turn::Seat(kay),
        }
    }

    /// Calls `f` with every legal action of `seat` (any order; the caller sorts).
    pub(crate) fn each_legal(&self, seat: Seat, f: &mut impl FnMut(SchattenAction)) {
        if seat >= self.n || !self.turn_now().includes(seat) {
            return;
        }
        let me = self.seat(seat);
        match self.ask {
            Ask::None => {}
            Ask::SetupGive => me.hand.kinds().for_each(|w| f(SchattenAction::SetupGive(w))),
            Ask::Assign => self.assign_actions(f),
            Ask::Vote => {
                f(SchattenAction::Accept);
                f(SchattenAction::Reject);
            }
            Ask::Progression => self.progression_actions(seat, f),
            Ask::Heroic => self.heroic_actions(seat, f),
            Ask::Armor { cards, .. } => cards.iter().for_each(|&c| f(SchattenAction::KeepBlack(c))),
            Ask::Face { .. } => {
                f(SchattenAction::FaceUp);
                f(SchattenAction::FaceDown);
            }
            Ask::Merlin { total, .. } => {
                let most = me.hand.count(White::Merlin).min(3u8.saturating_sub(total));
                (0..=most).for_each(|n| f(SchattenAction::Pledge(n)));
            }
            Ask::Excalibur { .. } => {
                f(SchattenAction::CancelWithExcalibur);
                f(SchattenAction::Decline);
            }
            Ask::War { .. } => {
                f(SchattenAction::War(super::data::Place::Picts));
                f(SchattenAction::War(super::data::Place::Saxons));
            }
            Ask::Volunteer { .. } | Ask::Drink { .. } => {
                f(if matches!(self.ask, Ask::Drink { .. }) {
                    SchattenAction::Drink
                } else {
                    SchattenAction::Volunteer
                });
                f(SchattenAction::Decline);
            }
            Ask::Discard { count, .. } => {
                let k = usize::from(count.min(me.hand.total()));
                picks(&me.hand, k, &mut |p| f(SchattenAction::Discard(p)));
            }
            Ask::Exchange { .. } => me.hand.kinds().for_each(|w| f(SchattenAction::ExchangeGive(w))),
            Ask::Kay { .. } => {
                White::FIGHT
                    .into_iter()
                    .filter(|&w| me.hand.has(w))
                    .for_each(|w| f(SchattenAction::KayAdd(w)));
                f(SchattenAction::Decline);
            }
            Ask::SiegeFight => {
                White::FIGHT
                    .into_iter()
                    .filter(|&w| me.hand.has(w))
                    .for_each(|w| f(SchattenAction::FightAdd(w)));
                f(SchattenAction::Roll);
            }
            Ask::Messenger { given, .. } => {
                me.hand.kinds().for_each(|w| f(SchattenAction::Give(w)));
                if given > 0 {
                    f(SchattenAction::Done);
                }
            }
            Ask::Clairvoyance { k, done } => self.clairvoyance_actions(k, done, f),
            Ask::Taunt => (0..self.n)
                .filter(|&t| self.seat(t).is_knight() && self.seat(t).hand.total() > 0)
                .for_each(|t| f(SchattenAction::Taunt(t))),
            Ask::TraitorEvil => {
                if self.can_draw_black() {
                    f(SchattenAction::DrawBlack);
                }
                f(SchattenAction::Siege);
            }
        }
    }

    /// The legal actions of `seat`, strictly ascending, into `out`.
    pub(crate) fn legal_into(&self, seat: Seat, out: &mut Vec<SchattenAction>) {
        out.clear();
        self.each_legal(seat, &mut |a| out.push(a));
        crate::engine::few_sort::sort(out);
        out.dedup();
    }

    pub(crate) fn is_legal(&self, seat: Seat, action: SchattenAction) -> bool {
        let mut found = false;
        self.each_legal(seat, &mut |a| found |= a == action);
        found
    }

    /// Applies a legal action (checked by the caller), then runs the rules on to the next
    /// decision.
    pub(crate) fn dispatch(&mut self, seat: Seat, action: SchattenAction, fx: &mut Fx) {
        use SchattenAction as A;
        let ask = self.ask;
        self.ask = Ask::None;
        match (ask, action) {
            (Ask::SetupGive, A::SetupGive(w)) => self.setup_give(seat, w, fx),
            (Ask::Assign, A::Assign(w, to)) => self.assign(w, to, fx),
            (Ask::Vote, A::Accept | A::Reject) => self.vote(seat, action == A::Reject, fx),
            (Ask::Progression, _) => self.progression(seat, action, fx),
            (Ask::Heroic, _) => self.heroic(seat, action, fx),
            (Ask::Armor { drawer, cards }, A::KeepBlack(c)) => self.armor_keep(drawer, cards, c, fx),
            (Ask::Face { drawer, card }, A::FaceUp | A::FaceDown) => {
                self.face(drawer, card, action == A::FaceDown, fx)
            }
            (Ask::Merlin { drawer, card, next, asked, total }, A::Pledge(n)) => {
                self.pledge(drawer, card, next, asked | bit(next), total, n, fx)
            }
            (Ask::Excalibur { owner, drawer, card, down }, _) => {
                self.excalibur_window(owner, drawer, card, down, action == A::CancelWithExcalibur, fx)
            }
            (Ask::War { drawer, card }, A::War(q)) => self.war_choice(drawer, card, q, fx),
            (Ask::Volunteer { drawer, card, next, asked }, _) => {
                self.volunteer(drawer, card, next, asked | bit(next), action == A::Volunteer, fx)
            }
            (Ask::Discard { count, waiting, all }, A::Discard(p)) => {
                self.discard_pick(seat, p, count, waiting & !bit(seat), all, fx)
            }
            (Ask::Drink { owner, seat: dying }, _) => self.drink(owner, dying, action == A::Drink, fx),
            (Ask::Exchange { arthur, target, card }, A::ExchangeGive(w)) => {
                self.exchange_give(arthur, target, card, w, fx)
            }
            (Ask::Kay { kay, ctx }, _) => {
                let card = match action {
                    A::KayAdd(w) => Some(w),
                    _ => None,
                };
                self.kay(kay, ctx, card, fx);
            }
            (Ask::SiegeFight, A::FightAdd(w)) => self.fight_add(seat, w),
            (Ask::SiegeFight, A::Roll) => self.roll(seat, fx),
            (Ask::Messenger { to, given }, A::Give(w)) => self.messenger_give(seat, to, given, w, fx),
            (Ask::Messenger { to, given }, A::Done) => self.messenger_done(seat, to, given, fx),
            (Ask::Clairvoyance { k, done }, A::Order(b)) => self.clairvoyance_order(seat, k, done, b, fx),
            (Ask::Taunt, A::Taunt(t)) => self.taunt(t, fx),
            (Ask::TraitorEvil, A::Siege) => {
                self.stack.push(Task::EndRu);
                self.add_siege(fx);
            }
            (Ask::TraitorEvil, A::DrawBlack) => {
                self.stack.push(Task::EndRu);
                self.stack.push(Task::Draw { drawer: seat });
            }
            _ => self.ask = ask,
        }
        self.run(fx);
    }

    /// Runs queued tasks until a decision is needed or the game is over.
    pub(crate) fn run(&mut self, fx: &mut Fx) {
        while self.ask == Ask::None && !self.is_over() {
            let Some(task) = self.stack.pop() else {
                // Never reached: every turn queues its end, which queues the next turn.
                let next = self.next_seat();
                self.stack.push(Task::StartTurn(next));
                continue;
            };
            self.task(task, fx);
        }
    }

    fn task(&mut self, task: Task, fx: &mut Fx) {
        match task {
            Task::Nop => {}
            Task::StartTurn(s) => self.start_turn(s, fx),
            Task::Progression => self.ask = Ask::Progression,
            Task::Heroic => {
                if !self.flags.ends && self.seat(self.active).is_knight() {
                    self.ask = Ask::Heroic;
                }
            }
            Task::TurnEnd => self.turn_end(fx),
            Task::Taunt => {
                let any = (0..self.n).any(|t| self.seat(t).is_knight() && self.seat(t).hand.total() > 0);
                if any {
                    self.ask = Ask::Taunt;
                }
            }
            Task::TraitorEvil => self.ask = Ask::TraitorEvil,
            Task::EndRu => self.end_of_ru(fx),
            Task::Draw { drawer } => self.draw_black_card(drawer, fx),
            Task::Drawn { drawer, card } => self.drawn(drawer, card, fx),
            Task::Standard { drawer, card, down } => self.standard(drawer, card, down, fx),
            Task::Special { drawer, card } => self.special_black(drawer, card, fx),
            Task::DiscardAll { count } => self.discard_all(count, fx),
            Task::Life { seat, delta, cause } => self.change_life(seat, delta, cause, fx),
            Task::Siege => self.add_siege(fx),
            Task::QuestRelic { place, won, completer } => self.quest_relic(place, won, completer, fx),
            Task::QuestClear { place, won } => self.quest_clear(place, won, fx),
            Task::Perform(a) => self.perform(self.active, a, fx),
        }
    }

    /// The typed reason `action` by `seat` is refused (it is not legal now).
    pub(crate) fn refusal(&self, seat: Seat, action: SchattenAction) -> SchattenError {
        use SchattenAction as A;
        if self.is_over() {
            return SchattenError::GameOver;
        }
        if seat >= self.n {
            return SchattenError::NoSuchSeat(seat);
        }
        if !self.turn_now().includes(seat) {
            return SchattenError::NotYourTurn(seat);
        }
        let me = self.seat(seat);
        let wrong_ask = match action {
            A::SetupGive(_) => self.ask != Ask::SetupGive,
            A::Assign(..) => self.ask != Ask::Assign,
            A::Accept | A::Reject => self.ask != Ask::Vote,
            A::Peek | A::LoseLife => self.ask != Ask::Progression,
            A::DrawBlack | A::Siege => !matches!(self.ask, Ask::Progression | Ask::TraitorEvil),
            A::Reveal => !matches!(self.ask, Ask::Progression | Ask::Heroic),
            A::KeepBlack(_) => !matches!(self.ask, Ask::Armor { .. }),
            A::FaceUp | A::FaceDown => !matches!(self.ask, Ask::Face { .. }),
            A::Pledge(_) => !matches!(self.ask, Ask::Merlin { .. }),
            A::CancelWithExcalibur => !matches!(self.ask, Ask::Excalibur { .. }),
            A::War(_) => !matches!(self.ask, Ask::War { .. }),
            A::Volunteer => !matches!(self.ask, Ask::Volunteer { .. }),
            A::Discard(_) => !matches!(self.ask, Ask::Discard { .. }),
            A::Drink => !matches!(self.ask, Ask::Drink { .. }),
            A::ExchangeGive(_) => !matches!(self.ask, Ask::Exchange { .. }),
            A::FightAdd(_) | A::Roll => self.ask != Ask::SiegeFight,
            A::KayAdd(_) => !matches!(self.ask, Ask::Kay { .. }),
            A::Give(_) | A::Done => !matches!(self.ask, Ask::Messenger { .. }),
            A::Order(_) => !matches!(self.ask, Ask::Clairvoyance { .. }),
            A::Taunt(_) => self.ask != Ask::Taunt,
            A::Decline => !matches!(
                self.ask,
                Ask::Excalibur { .. } | Ask::Volunteer { .. } | Ask::Drink { .. } | Ask::Kay { .. }
            ),
            _ => self.ask != Ask::Heroic,
        };
        if wrong_ask {
            return SchattenError::WrongMoment;
        }
        match action {
            A::SetupGive(w)
            | A::ExchangeGive(w)
            | A::FightAdd(w)
            | A::KayAdd(w)
            | A::Give(w)
            | A::QuestCard(w)
                if !me.hand.has(w) =>
            {
                SchattenError::NotInHand(w)
            }
            A::Exchange(w, _) if !me.hand.has(w) => SchattenError::NotInHand(w),
            A::Play(s) | A::PlayFree(s) if !me.hand.has(s.card()) => SchattenError::NotInHand(s.card()),
            A::Play(s) | A::PlayFree(s) => SchattenError::CannotPlay(s),
            A::QuestCard(w) => SchattenError::CardDoesNotFit(w),
            A::DrawBlack => SchattenError::NothingToDraw,
            A::Move(p) if self.flags.acts < 2 => SchattenError::CannotMoveThere(p),
            A::Accuse(t) => SchattenError::CannotAccuse(t),
            A::EndPhase => SchattenError::MustAct,
            A::Heal(w) if me.hand.count(w) < 3 => SchattenError::NotInHand(w),
            A::Move(_) | A::DrawWhite | A::FightSiege | A::Heal(_) => SchattenError::NoActionLeft,
            A::Peek | A::Exchange(..) | A::Bedivere(_) | A::Reveal => SchattenError::PowerUnavailable,
            _ => SchattenError::NotOffered,
        }
    }
}
