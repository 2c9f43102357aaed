//! Special white cards (S-WS-0 … S-WS-CONVOC): when each may be played, and what it does.

use super::Fx;
use crate::engine::few::Few;
use crate::engine::schatten::actions::{SchattenAction, Special};
use crate::engine::schatten::data::{Black, Place, White, CLAIRVOYANCE};
use crate::engine::schatten::events::{LifeCause, SchattenEvent};
use crate::engine::schatten::state::{bit, Ask, Schatten, ShareCtx, Status};
use crate::engine::Seat;

impl Schatten {
    /// The black card Merlin (b) would remove from `place`, if any (S-WS-MERLIN, S-Q-GRA-5).
    pub(crate) fn merlin_removable(&self, place: Place) -> bool {
        if !self.is_open(place) {
            return false;
        }
        match place {
            Place::BlackKnight | Place::Lancelot | Place::Dragon => !self.combat(place).black.is_empty(),
            Place::Grail => self.grail_black.last() == Some(Black::Despair),
            _ => false,
        }
    }

    /// Calls `f` with every special card play `seat` could make now, preconditions checked
    /// (§2.2), the once-per-turn limit not (the caller's).
    pub(crate) fn specials(&self, seat: Seat, f: &mut impl FnMut(Special)) {
        let me = self.seat(seat);
        let has = |w: White| me.hand.has(w);
        if has(White::Merlin) && !self.vivien {
            if self.siege >= 1 {
                f(Special::MerlinSiege);
            }
            for q in [Place::BlackKnight, Place::Lancelot, Place::Dragon, Place::Grail] {
                if self.merlin_removable(q) {
                    f(Special::MerlinQuest(q));
                }
            }
            for q in [Place::Picts, Place::Saxons] {
                if self.war(q).warriors >= 1 {
                    f(Special::MerlinWarrior(q));
                }
            }
        }
        if has(White::Fate) {
            f(Special::Fate);
        }
        if has(White::Piety) {
            f(Special::PietySelf);
            f(Special::PietyOthers);
        }
        if has(White::Heroism) && self.heroism.is_none() {
            Place::QUESTS.into_iter().filter(|&q| self.is_open(q)).for_each(|q| f(Special::Heroism(q)));
        }
        if has(White::Reinforcements) {
            f(Special::ReinforcementsSelf);
            f(Special::ReinforcementsOthers);
        }
        if has(White::Clairvoyance) && !self.black_draw.is_empty() {
            f(Special::Clairvoyance);
        }
        if has(White::Messenger) && me.hand.total() >= 2 {
            (0..self.n)
                .filter(|&t| t != seat && self.seat(t).is_knight())
                .for_each(|t| f(Special::Messenger(t)));
        }
        if has(White::Lady) {
            f(Special::Lady);
        }
        if has(White::Convocation) {
            f(Special::Convocation);
        }
    }

    /// Plays a special card (S-WS-0): its effect, then the discard pile (Heroism stays on its
    /// quest until that quest ends).
    pub(crate) fn play_special(&mut self, seat: Seat, sp: Special, free: bool, fx: &mut Fx) {
        self.flags.special = true;
        let card = sp.card();
        if let Some(s) = self.seat_mut(seat) {
            s.hand.take(card);
        }
        fx.push(SchattenEvent::Played { seat, special: sp, free });
        if !matches!(sp, Special::Heroism(_)) {
            self.discard_white(card);
        }
        match sp {
            Special::MerlinSiege => {
                self.siege = self.siege.saturating_sub(1);
                fx.push(SchattenEvent::SiegeRemoved { total: self.siege });
            }
            Special::MerlinQuest(q) => {
                let removed = if q == Place::Grail {
                    self.grail_black.pop().map(|b| (b, false, seat))
                } else {
                    self.combat_mut(q).black.pop().map(|l| (l.card, l.down, l.by))
                };
                if let Some((b, down, by)) = removed {
                    self.discard_black(b, down, by);
                    fx.push(SchattenEvent::BlackRemoved { place: q, card: (!down).then_some(b), kind: b.kind() });
                }
            }
            Special::MerlinWarrior(q) => {
                let w = self.war_mut(q);
                w.warriors = w.warriors.saturating_sub(1);
                let warriors = w.warriors;
                fx.push(SchattenEvent::Warriors { place: q, warriors });
            }
            Special::Fate => self.fate(seat, fx),
            Special::PietySelf => self.change_life(seat, 3, LifeCause::Piety, fx),
            Special::PietyOthers => {
                let others: Vec<Seat> = self.ok_knights_from(seat).filter(|&s| s != seat).collect();
                for s in others {
                    self.change_life(s, 1, LifeCause::Piety, fx);
                }
            }
            Special::Heroism(q) => {
                self.heroism = Some(q);
                fx.push(SchattenEvent::HeroismAttached { place: q });
            }
            Special::ReinforcementsSelf => {
                self.give_white(seat, 4, fx);
            }
            Special::ReinforcementsOthers => {
                let others: Vec<Seat> = self.ok_knights_from(seat).filter(|&s| s != seat).collect();
                for s in others {
                    self.give_white(s, 1, fx);
                }
            }
            Special::Clairvoyance => self.clairvoyance(seat, fx),
            Special::Messenger(to) => self.ask = Ask::Messenger { to, given: 0 },
            Special::Lady => {
                if self.excalibur_open {
                    self.excalibur_step(false, seat, fx);
                } else {
                    self.change_life(seat, 2, LifeCause::Lady, fx);
                }
            }
            Special::Convocation => {
                self.all_to_camelot(fx);
                let recipients = (0..self.n)
                    .filter(|&s| self.seat(s).status == Status::Ok)
                    .fold(0u8, |m, s| m | bit(s));
                let mut pool: Few<White, 8> = Few::new();
                for _ in 0..recipients.count_ones() {
                    if let Some(c) = self.draw_white(fx) {
                        pool.push(c);
                    }
                }
                self.start_share(ShareCtx::Convocation, seat, recipients, pool, fx);
            }
        }
    }

    /// S-WS-CLAIR: the player sees the top five black cards and orders them.
    fn clairvoyance(&mut self, seat: Seat, fx: &mut Fx) {
        let len = self.black_draw.len();
        let k = len.min(CLAIRVOYANCE);
        let mut seen: Few<Black, 5> = Few::new();
        let mut mask = 0u128;
        for i in (len - k..len).rev() {
            if let Some(c) = self.black_draw.get(i) {
                seen.push(c);
            }
            mask |= 1u128 << i;
        }
        for (s, m) in self.known.iter_mut().enumerate() {
            if s == usize::from(seat) {
                *m |= mask;
            } else {
                *m &= !mask;
            }
        }
        fx.push(SchattenEvent::ClairvoyanceLooked { seat, count: k as u8 });
        fx.push(SchattenEvent::ClairvoyanceSaw { seat, cards: seen });
        if k >= 2 {
            self.ask = Ask::Clairvoyance { k: k as u8, done: 0 };
        }
    }

    /// The cards that may go next from the top: those not yet placed.
    pub(crate) fn clairvoyance_actions(&self, k: u8, done: u8, f: &mut impl FnMut(SchattenAction)) {
        let len = self.black_draw.len();
        let lo = len.saturating_sub(usize::from(k));
        let hi = len.saturating_sub(usize::from(done));
        for i in lo..hi {
            if let Some(c) = self.black_draw.get(i) {
                f(SchattenAction::Order(c));
            }
        }
    }

    pub(crate) fn clairvoyance_order(&mut self, _seat: Seat, k: u8, done: u8, card: Black, _fx: &mut Fx) {
        let len = self.black_draw.len();
        let lo = len.saturating_sub(usize::from(k));
        let slot = len.saturating_sub(usize::from(done) + 1);
        let pile = self.black_draw.as_mut_slice();
        if let Some(i) = (lo..=slot).rev().find(|&i| pile.get(i) == Some(&card)) {
            pile.swap(i, slot);
        }
        let done = done + 1;
        if k.saturating_sub(done) >= 2 {
            self.ask = Ask::Clairvoyance { k, done };
        }
    }

    /// Messenger: one card to the receiver; seen by the two of them (S-WS-MESSENGER).
    pub(crate) fn messenger_give(&mut self, seat: Seat, to: Seat, given: u8, card: White, fx: &mut Fx) {
        if let Some(s) = self.seat_mut(seat) {
            s.hand.take(card);
        }
        if let Some(t) = self.seat_mut(to) {
            t.hand.add(card);
        }
        fx.push(SchattenEvent::CardPassed { from: seat, to, card });
        let given = given + 1;
        if given >= 3 || self.seat(seat).hand.total() == 0 {
            self.messenger_done(seat, to, given, fx);
        } else {
            self.ask = Ask::Messenger { to, given };
        }
    }

    pub(crate) fn messenger_done(&mut self, seat: Seat, to: Seat, given: u8, fx: &mut Fx) {
        fx.push(SchattenEvent::MessengerGave { from: seat, to, count: given });
    }
}
