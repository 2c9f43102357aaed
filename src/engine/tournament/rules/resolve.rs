//! M3–M6: the Pre-Feint window (T-EXCAL-2, T-PERC-1, T-PELL-1), the feint check (T-FEINT),
//! Will of God: Intervention, the loser and the escape loop (T-MELEE-1, T-LANCE, GS-08), Mercy,
//! and taking or carrying the cards (T-MELEE-2/3/4).

use super::melee::follow_options;
use super::Out;
use crate::engine::tournament::actions::{EscapeKind, TournamentAction, TournamentError};
use crate::engine::tournament::data::{
    cards_of, Card, Character, GodsendKind, Suit, ALCHEMY_MASK, MELEES_PER_ROUND, SORCERER_MASK,
};
use crate::engine::tournament::events::{CardSet, TournamentEvent, ValueChange};
use crate::engine::tournament::state::{
    Face, Melee, MeleeOutcome, Phase, Slot, SlotState, Tournament,
};
use crate::engine::Seat;

impl Tournament {
    /// Second Thoughts: once per round, twice with 2–3 players (T-PERC-1, T-2P-3).
    pub(crate) fn percival_limit(&self) -> u8 {
        if self.n <= 3 {
            2
        } else {
            1
        }
    }

    fn excalibur_ready(&self, seat: Seat) -> bool {
        self.is(seat, Character::Arthur)
            && self.companion_active(seat)
            && !self.melee.token_used
            && self.powers.favour_uses < 2
            && self.face_up_cards() != 0
    }

    /// Whether the table sees Percival able to use Second Thoughts. Deliberately decided on
    /// public facts only (a use left, a card of his in the melee): asking only when his hand
    /// holds a replacement would tell everyone about his hand.
    fn second_thoughts_ready(&self, seat: Seat) -> bool {
        self.is(seat, Character::Percival)
            && self.powers.percival_uses < self.percival_limit()
            && !self.melee.second_thoughts
            && self.melee.slots[self.slot_index(seat)].face_up()
    }

    fn pelleas_ready(&self, seat: Seat) -> bool {
        self.is(seat, Character::Nimue)
            && self.companion_active(seat)
            && !self.powers.pelleas_used
            && self.face_up_cards() & ALCHEMY_MASK != 0
    }

    fn has_prefeint(&self, seat: Seat) -> bool {
        self.excalibur_ready(seat) || self.second_thoughts_ready(seat) || self.pelleas_ready(seat)
    }

    /// T-PERC-2: the cards that may replace Percival's card.
    pub(crate) fn replacement_options(&self, seat: Seat) -> u128 {
        let slot = &self.melee.slots[self.slot_index(seat)];
        let old = slot.card;
        let hand = self.hands[seat as usize] | old.bit();
        let Some(lead) = self.melee.lead else {
            return 0;
        };
        let options = if self.melee.leader == seat {
            match lead {
                Suit::Alchemy => hand & ALCHEMY_MASK,
                s => hand & (s.mask() | SORCERER_MASK),
            }
        } else {
            follow_options(hand, lead)
        };
        options & !old.bit()
    }

    /// M3, clockwise from the leader: each seat with a usable power gets one turn.
    pub(crate) fn advance_prefeint(&mut self, out: &mut Out) {
        while self.cursor < self.n {
            let seat = self.slot_seat(self.cursor as usize);
            if self.has_prefeint(seat) {
                self.phase = Phase::PreFeint { seat };
                return;
            }
            self.cursor += 1;
        }
        self.feint_check(out);
        self.intervention_step(out);
    }

    pub(crate) fn legal_prefeint(&self, seat: Seat, out: &mut Vec<TournamentAction>) {
        if self.excalibur_ready(seat) {
            out.extend(cards_of(self.face_up_cards()).map(TournamentAction::Excalibur));
        }
        if self.second_thoughts_ready(seat) {
            out.extend(
                cards_of(self.replacement_options(seat)).map(TournamentAction::SecondThoughts),
            );
        }
        if self.pelleas_ready(seat) {
            for card in cards_of(self.face_up_cards() & ALCHEMY_MASK) {
                out.extend((1..=15).map(|value| TournamentAction::Pelleas { card, value }));
            }
        }
        out.push(TournamentAction::Pass);
    }

    pub(crate) fn check_prefeint(
        &self,
        seat: Seat,
        action: &TournamentAction,
    ) -> Result<(), TournamentError> {
        match *action {
            TournamentAction::Excalibur(card) => {
                if !self.excalibur_ready(seat) {
                    Err(TournamentError::PowerUnavailable)
                } else if self.face_up_cards() & card.bit() == 0 {
                    Err(TournamentError::BadCard(card))
                } else {
                    Ok(())
                }
            }
            TournamentAction::SecondThoughts(card) => {
                if !self.second_thoughts_ready(seat) {
                    Err(TournamentError::PowerUnavailable)
                } else if self.melee.slots[self.slot_index(seat)].card == card {
                    Err(TournamentError::SameCard)
                } else if self.hands[seat as usize] & card.bit() == 0 {
                    Err(TournamentError::NotInHand(card))
                } else if self.replacement_options(seat) & card.bit() == 0 {
                    Err(TournamentError::MustFollowSuit(
                        self.melee.lead.unwrap_or(Suit::Alchemy),
                    ))
                } else {
                    Ok(())
                }
            }
            TournamentAction::Pelleas { card, value } => {
                if !self.pelleas_ready(seat) {
                    Err(TournamentError::PowerUnavailable)
                } else if self.face_up_cards() & ALCHEMY_MASK & card.bit() == 0 {
                    Err(TournamentError::BadCard(card))
                } else if !(1..=15).contains(&value) {
                    Err(TournamentError::BadValue(value))
                } else {
                    Ok(())
                }
            }
            TournamentAction::Pass => Ok(()),
            _ => Err(TournamentError::WrongStep),
        }
    }

    pub(crate) fn apply_prefeint(&mut self, seat: Seat, action: TournamentAction, out: &mut Out) {
        match action {
            TournamentAction::Excalibur(card) => {
                if let Some(i) = self.slot_of_card(card) {
                    let slot = &mut self.melee.slots[i];
                    let before = slot.final_value();
                    slot.boosts.favour = true;
                    let after = slot.final_value();
                    self.melee.token_used = true;
                    self.powers.favour_uses += 1;
                    out.push(TournamentEvent::ValueChanged {
                        by: seat,
                        card,
                        change: ValueChange::Excalibur,
                        before,
                        after,
                    });
                }
            }
            TournamentAction::Pelleas { card, value } => {
                if let Some(i) = self.slot_of_card(card) {
                    let slot = &mut self.melee.slots[i];
                    let before = slot.final_value();
                    slot.pelleas = value;
                    let after = slot.final_value();
                    self.powers.pelleas_used = true;
                    out.push(TournamentEvent::ValueChanged {
                        by: seat,
                        card,
                        change: ValueChange::Pelleas,
                        before,
                        after,
                    });
                }
            }
            TournamentAction::SecondThoughts(card) => {
                self.second_thoughts(seat, card, out);
                return;
            }
            _ => {}
        }
        if !matches!(action, TournamentAction::Pass) && self.has_prefeint(seat) {
            return; // the seat still has a power for this step
        }
        self.cursor += 1;
        self.advance_prefeint(out);
    }

    /// T-PERC-1/2/3: the old card goes back to the hand (seen by all), the new one comes in
    /// bare: modifiers on the old card are lost, but a token use spent on it stays spent.
    fn second_thoughts(&mut self, seat: Seat, card: Card, out: &mut Out) {
        let s = seat as usize;
        let index = self.slot_index(seat);
        let old = self.melee.slots[index].card;
        let leading = self.melee.leader == seat;
        self.hands[s] = (self.hands[s] | old.bit()) & !card.bit();
        self.known[s] = (self.known[s] | old.bit()) & !card.bit();
        self.powers.percival_uses += 1;
        self.melee.second_thoughts = true;
        if !leading {
            self.learn_from_play(seat, card, false);
        }
        let suit = self.melee.lead.unwrap_or(Suit::Swords);
        self.melee.slots[index] = Slot {
            state: SlotState::Played,
            card,
            face: Face::Up,
            suit,
            ..Slot::EMPTY
        };
        out.push(TournamentEvent::SecondThoughts {
            seat,
            returned: old,
            played: card,
        });
        self.melee.replacing = true;
        if card.is_sorcerer() {
            self.phase = Phase::Declare { seat };
        } else if self.boost_options(seat) != 0 {
            self.phase = Phase::Boost { seat };
        } else {
            self.finish_card(seat, out);
        }
    }

    /// M4, T-FEINT-1…5: one pass over the face-up cards (a Glamour card is left out), grouped
    /// by final value; every group of two or more is flipped.
    fn feint_check(&mut self, out: &mut Out) {
        let n = self.n as usize;
        let mut groups = [0u128; 32];
        for slot in &self.melee.slots[..n] {
            if slot.face_up() {
                groups[slot.final_value().min(31) as usize] |= slot.card.bit();
            }
        }
        for (value, cards) in groups.iter().enumerate() {
            if cards.count_ones() >= 2 {
                for slot in &mut self.melee.slots[..n] {
                    if slot.face_up() && cards & slot.card.bit() != 0 {
                        slot.face = Face::Feint;
                    }
                }
                out.push(TournamentEvent::Feint {
                    value: value as u8,
                    cards: CardSet(*cards),
                });
            }
        }
    }

    /// M5(a): the Intervention holder may flip one face-up card, in any melee (GS-11).
    fn intervention_step(&mut self, out: &mut Out) {
        if let Some(holder) = self.holder(GodsendKind::Intervention) {
            if !self.powers.intervention_used && self.face_up_cards() != 0 {
                self.phase = Phase::Intervene { seat: holder };
                return;
            }
        }
        self.find_loser(out);
    }

    pub(crate) fn legal_intervene(&self, out: &mut Vec<TournamentAction>) {
        out.extend(cards_of(self.face_up_cards()).map(TournamentAction::Intervene));
        out.push(TournamentAction::Pass);
    }

    pub(crate) fn check_intervene(&self, action: &TournamentAction) -> Result<(), TournamentError> {
        match *action {
            TournamentAction::Intervene(card) if self.face_up_cards() & card.bit() != 0 => Ok(()),
            TournamentAction::Intervene(card) => Err(TournamentError::BadCard(card)),
            TournamentAction::Pass => Ok(()),
            _ => Err(TournamentError::WrongStep),
        }
    }

    pub(crate) fn apply_intervene(&mut self, seat: Seat, action: TournamentAction, out: &mut Out) {
        if let TournamentAction::Intervene(card) = action {
            if let Some(i) = self.slot_of_card(card) {
                self.melee.slots[i].face = Face::Intervention;
                self.powers.intervention_used = true;
                self.powers.intervention_card = Some(card);
                out.push(TournamentEvent::Intervened { seat, card });
            }
        }
        self.find_loser(out);
    }

    /// The face-up card with the lowest final value (T-MELEE-1); values left face up are all
    /// different after the feint check (T-FEINT-3), and escapes only flip cards.
    fn lowest_face_up(&self) -> Option<(Seat, Card, u8)> {
        let n = self.n as usize;
        self.melee.slots[..n]
            .iter()
            .enumerate()
            .filter(|(_, s)| s.face_up())
            .min_by_key(|(_, s)| (s.final_value(), s.card))
            .map(|(i, s)| (self.slot_seat(i), s.card, s.final_value()))
    }

    fn escape_options(&self, seat: Seat) -> [bool; 2] {
        let lancelot = self.is(seat, Character::Guinevere)
            && self.companion_active(seat)
            && !self.powers.lancelot_used;
        [lancelot, self.powers.angel_left[seat as usize] > 0]
    }

    /// M5(b)/(c): find the loser; a loser with an escape is asked (the escape loop).
    fn find_loser(&mut self, out: &mut Out) {
        match self.lowest_face_up() {
            None => self.finish_melee(None, false, out),
            Some((seat, card, value)) => {
                out.push(TournamentEvent::CurrentLoser { seat, card, value });
                if self.escape_options(seat).contains(&true) {
                    self.phase = Phase::Escape { seat };
                } else {
                    self.mercy_step(seat, out);
                }
            }
        }
    }

    pub(crate) fn legal_escape(&self, seat: Seat, out: &mut Vec<TournamentAction>) {
        let [lancelot, angel] = self.escape_options(seat);
        if lancelot {
            out.push(TournamentAction::Escape(EscapeKind::Lancelot));
        }
        if angel {
            out.push(TournamentAction::Escape(EscapeKind::GuardianAngel));
        }
        out.push(TournamentAction::Pass);
    }

    pub(crate) fn check_escape(
        &self,
        seat: Seat,
        action: &TournamentAction,
    ) -> Result<(), TournamentError> {
        let [lancelot, angel] = self.escape_options(seat);
        match *action {
            TournamentAction::Escape(EscapeKind::Lancelot) if lancelot => Ok(()),
            TournamentAction::Escape(EscapeKind::GuardianAngel) if angel => Ok(()),
            TournamentAction::Escape(_) => Err(TournamentError::PowerUnavailable),
            TournamentAction::Pass => Ok(()),
            _ => Err(TournamentError::WrongStep),
        }
    }

    pub(crate) fn apply_escape(&mut self, seat: Seat, action: TournamentAction, out: &mut Out) {
        let TournamentAction::Escape(escape) = action else {
            self.mercy_step(seat, out);
            return;
        };
        let index = self.slot_index(seat);
        self.melee.slots[index].face = Face::Escape;
        match escape {
            EscapeKind::Lancelot => self.powers.lancelot_used = true,
            EscapeKind::GuardianAngel => self.powers.angel_left[seat as usize] -= 1,
        }
        out.push(TournamentEvent::Escaped {
            seat,
            card: self.melee.slots[index].card,
            escape,
        });
        self.find_loser(out); // T-LANCE-2: the new loser may escape in turn
    }

    /// M5(d): the final loser may show Mercy on the cards it takes (GS-12).
    fn mercy_step(&mut self, loser: Seat, out: &mut Out) {
        if self.holder(GodsendKind::Mercy) == Some(loser) && !self.powers.mercy_used {
            self.phase = Phase::Mercy { seat: loser };
        } else {
            self.finish_melee(Some(loser), false, out);
        }
    }

    pub(crate) fn check_mercy(&self, action: &TournamentAction) -> Result<(), TournamentError> {
        match action {
            TournamentAction::Mercy | TournamentAction::Pass => Ok(()),
            _ => Err(TournamentError::WrongStep),
        }
    }

    pub(crate) fn apply_mercy(&mut self, seat: Seat, action: TournamentAction, out: &mut Out) {
        let mercy = action == TournamentAction::Mercy;
        if mercy {
            self.powers.mercy_used = true;
        }
        self.finish_melee(Some(seat), mercy, out);
    }

    /// A Glamour card comes to light when its melee's cards are gathered; if it was Alchemy
    /// on a Basic lead, the table now also knows Morgan held none of that suit.
    fn reveal_glamour(&mut self, gathered: u128, out: &mut Out) {
        if let Some(g) = self.glamour {
            if gathered & g.card.bit() != 0 {
                if let (Some(suit), true) = (g.alchemy_void, g.card.is_alchemy()) {
                    self.voids[g.seat as usize] |= 1 << suit.index();
                }
                out.push(TournamentEvent::GlamourRevealed {
                    seat: g.seat,
                    card: g.card,
                });
                self.glamour = None;
            }
        }
    }

    /// M6: the loser takes the melee and the carry (T-MELEE-2), or the cards are carried
    /// (T-MELEE-3) or, after melee 12, discarded (T-MELEE-4); the next leader is the loser, or
    /// the same leader after an all-face-down melee (T-LEAD-2).
    fn finish_melee(&mut self, loser: Option<Seat>, mercy: bool, out: &mut Out) {
        out.seal();
        let n = self.n as usize;
        let cards = self.melee_cards();
        let mut feinted = 0u128;
        let mut escaped = 0u128;
        let mut intervened = None;
        for slot in &self.melee.slots[..n] {
            match (slot.state, slot.face) {
                (SlotState::Played, Face::Feint) => feinted |= slot.card.bit(),
                (SlotState::Played, Face::Escape) => escaped |= slot.card.bit(),
                (SlotState::Played, Face::Intervention) => intervened = Some(slot.card),
                _ => {}
            }
        }
        let last = self.melee_no >= MELEES_PER_ROUND;
        let gathered = cards | self.carry;
        self.reveal_glamour(gathered, out);
        let mut outcome = MeleeOutcome {
            melee: self.melee_no,
            leader: self.melee.leader,
            loser,
            card: None,
            value: 0,
            feinted: CardSet(feinted),
            escaped: CardSet(escaped),
            intervened,
            cards: CardSet(gathered),
            carried: false,
            discarded: false,
            mercy,
        };
        let next_leader = match loser {
            Some(seat) => {
                let slot = self.melee.slots[self.slot_index(seat)];
                outcome.card = Some(slot.card);
                outcome.value = slot.final_value();
                self.hits[seat as usize] |= gathered;
                if mercy {
                    self.mercy |= gathered;
                    out.push(TournamentEvent::MercyShown {
                        seat,
                        cards: CardSet(gathered),
                    });
                }
                out.push(TournamentEvent::MeleeLost {
                    melee: self.melee_no,
                    seat,
                    card: slot.card,
                    value: slot.final_value(),
                    cards: CardSet(cards),
                    carry: CardSet(self.carry),
                });
                self.carry = 0;
                seat
            }
            None if last => {
                // E1: nothing can carry into the next round.
                self.discard_up |= gathered;
                self.carry = 0;
                outcome.discarded = true;
                out.push(TournamentEvent::CarryDiscarded {
                    cards: CardSet(gathered),
                });
                self.melee.leader
            }
            None => {
                self.carry = gathered;
                outcome.carried = true;
                out.push(TournamentEvent::Carried {
                    melee: self.melee_no,
                    cards: CardSet(cards),
                    carry: CardSet(gathered),
                    leader: self.melee.leader,
                });
                self.melee.leader
            }
        };
        self.last_melee = Some((self.melee, outcome));
        if last {
            self.end_of_melees(out);
        } else {
            self.melee_no += 1;
            self.melee = Melee::new(next_leader);
            out.push(TournamentEvent::MeleeStarted {
                melee: self.melee_no,
                leader: next_leader,
            });
            self.phase = Phase::Play { seat: next_leader };
        }
    }
}
