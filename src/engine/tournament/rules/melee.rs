//! M1/M2: leading and following (T-LEAD, T-FOLLOW), Sorcerer declarations (T-SORC), Shame
//! (T-SHAME), Glamour (T-MORG-1/2) and the on-play modifiers (T-ARTHUR-1, T-GAW-1, GS-09).

use super::Out;
use crate::engine::tournament::actions::{Boosts, TournamentAction, TournamentError};
use crate::engine::tournament::data::{
    cards_of, Card, Character, GodsendKind, Suit, ALCHEMY_MASK, BASIC_MASK, SHAME_INJURY,
    SORCERER_MASK, SUIT_MASK,
};
use crate::engine::tournament::events::{ShameGuard, TournamentEvent, ValueChange};
use crate::engine::tournament::state::{Face, GlamourSecret, Phase, Slot, SlotState, Tournament};
use crate::engine::Seat;

/// Void bit for Sorcerer cards (bits 0–4 are the printed suits in [`Suit`] order).
pub(crate) const VOID_SORCERER: u8 = 1 << 5;
pub(crate) const VOID_ALL_BASIC: u8 = 0b1111;

/// The cards a void mask rules out.
pub(crate) fn void_cards(voids: u8) -> u128 {
    let mut m = 0;
    for (i, mask) in SUIT_MASK.iter().enumerate() {
        if voids & (1 << i) != 0 {
            m |= mask;
        }
    }
    if voids & VOID_SORCERER != 0 {
        m |= SORCERER_MASK;
    }
    m
}

/// T-LEAD-3/4/5: any Basic card or Sorcerer; Alchemy only from a hand without Basic cards.
pub(crate) fn lead_options(hand: u128) -> u128 {
    if hand & BASIC_MASK != 0 {
        hand & (BASIC_MASK | SORCERER_MASK)
    } else {
        hand
    }
}

/// T-FOLLOW-1…5: the cards that may follow `lead`; 0 means the hand cannot follow and must
/// discard (Shame, T-FOLLOW-3).
pub(crate) fn follow_options(hand: u128, lead: Suit) -> u128 {
    if lead == Suit::Alchemy {
        return hand; // T-FOLLOW-4
    }
    let suit = hand & lead.mask();
    if suit != 0 {
        suit | (hand & SORCERER_MASK) // T-FOLLOW-1, T-FOLLOW-5
    } else {
        hand & (ALCHEMY_MASK | SORCERER_MASK) // T-FOLLOW-2
    }
}

impl Tournament {
    fn is_leading(&self, seat: Seat) -> bool {
        self.melee.filled == 0 && self.melee.leader == seat
    }

    /// The cards `seat` may put into the melee now (0 = it must discard).
    pub(crate) fn play_options(&self, seat: Seat) -> u128 {
        let hand = self.hands[seat as usize];
        match self.melee.lead {
            None => lead_options(hand),
            Some(lead) => follow_options(hand, lead),
        }
    }

    /// Morgan may play face down once per round (T-MORG-1).
    pub(crate) fn may_glamour(&self, seat: Seat) -> bool {
        self.is(seat, Character::Morgan) && !self.powers.glamour_used
    }

    /// The suits a face-down `card` may announce or count as (T-MORG-2), as a bitmask.
    fn face_down_suits(&self, card: Card) -> u8 {
        match self.melee.lead {
            Some(lead) => 1 << lead.index(),
            None => match card.suit() {
                Some(s) => 1 << s.index(),
                None => Suit::BASIC
                    .iter()
                    .filter(|s| self.suit_in_play(**s))
                    .fold(0, |m, s| m | 1 << s.index()),
            },
        }
    }

    pub(crate) fn legal_play(&self, seat: Seat, out: &mut Vec<TournamentAction>) {
        let options = self.play_options(seat);
        if options == 0 {
            out.extend(cards_of(self.hands[seat as usize]).map(TournamentAction::Discard));
            return;
        }
        out.extend(cards_of(options).map(TournamentAction::Play));
        if self.may_glamour(seat) {
            for card in cards_of(options) {
                let suits = self.face_down_suits(card);
                for suit in Suit::ALL
                    .into_iter()
                    .filter(|s| suits & (1 << s.index()) != 0)
                {
                    out.push(TournamentAction::PlayFaceDown { card, suit });
                }
            }
        }
    }

    /// Why `card` cannot be played by `seat` now, if it cannot (T-LEAD-4, T-FOLLOW).
    pub(crate) fn why_not_playable(&self, seat: Seat, card: Card) -> Result<(), TournamentError> {
        let hand = self.hands[seat as usize];
        if hand & card.bit() == 0 {
            return Err(TournamentError::NotInHand(card));
        }
        let options = self.play_options(seat);
        if options == 0 {
            return Err(TournamentError::MustDiscard);
        }
        if options & card.bit() != 0 {
            return Ok(());
        }
        match self.melee.lead {
            None => Err(TournamentError::AlchemyLeadWithBasic),
            Some(lead) => Err(TournamentError::MustFollowSuit(lead)),
        }
    }

    pub(crate) fn check_play(
        &self,
        seat: Seat,
        action: &TournamentAction,
    ) -> Result<(), TournamentError> {
        match *action {
            TournamentAction::Play(card) => self.why_not_playable(seat, card),
            TournamentAction::PlayFaceDown { card, suit } => {
                if !self.may_glamour(seat) {
                    return Err(TournamentError::PowerUnavailable);
                }
                self.why_not_playable(seat, card)?;
                if self.face_down_suits(card) & (1 << suit.index()) == 0 {
                    return Err(TournamentError::BadSuit(suit));
                }
                Ok(())
            }
            TournamentAction::Discard(card) => {
                if self.hands[seat as usize] & card.bit() == 0 {
                    Err(TournamentError::NotInHand(card))
                } else if self.play_options(seat) != 0 {
                    Err(TournamentError::CanFollow)
                } else {
                    Ok(())
                }
            }
            _ => Err(TournamentError::WrongStep),
        }
    }

    /// What the table learns about a hand from a legal play (see `determinize`): an Alchemy
    /// lead means no Basic card (T-LEAD-4), Alchemy on a Basic lead means none of that suit
    /// (T-FOLLOW-5).
    pub(crate) fn learn_from_play(&mut self, seat: Seat, card: Card, leading: bool) {
        if !card.is_alchemy() {
            return;
        }
        if leading {
            self.voids[seat as usize] |= VOID_ALL_BASIC;
        } else if let Some(lead) = self.melee.lead.filter(|l| l.is_basic()) {
            self.voids[seat as usize] |= 1 << lead.index();
        }
    }

    pub(crate) fn apply_play(&mut self, seat: Seat, action: TournamentAction, out: &mut Out) {
        let index = self.slot_index(seat);
        let leading = self.is_leading(seat);
        match action {
            TournamentAction::Play(card) => {
                self.take_from_hand(seat, card);
                self.learn_from_play(seat, card, leading);
                self.note_glamour_evidence(seat, card);
                // The suit it counts as: the lead suit when following (T-FOLLOW-6); its own
                // printed suit when leading; a Sorcerer lead's suit comes with its declaration.
                let suit = self.melee.lead.or(card.suit());
                if leading && !card.is_sorcerer() {
                    self.melee.lead = suit;
                }
                self.melee.slots[index] = Slot {
                    state: SlotState::Played,
                    card,
                    face: Face::Up,
                    suit: suit.unwrap_or(Suit::Swords),
                    ..Slot::EMPTY
                };
                out.push(TournamentEvent::Played {
                    seat,
                    card,
                    lead: leading,
                    suit: if card.is_sorcerer() && leading {
                        None
                    } else {
                        suit
                    },
                });
                if card.is_sorcerer() {
                    self.phase = Phase::Declare { seat };
                } else {
                    self.after_card(seat, out);
                }
            }
            TournamentAction::PlayFaceDown { card, suit } => {
                self.take_from_hand(seat, card);
                self.powers.glamour_used = true;
                self.record_glamour(seat, card, suit, leading);
                if leading {
                    self.melee.lead = Some(suit);
                    // An announced Alchemy lead tells the table the hand has no Basic card.
                    if suit == Suit::Alchemy {
                        self.voids[seat as usize] |= VOID_ALL_BASIC;
                    }
                }
                self.melee.slots[index] = Slot {
                    state: SlotState::Played,
                    card,
                    face: Face::Glamour,
                    suit,
                    ..Slot::EMPTY
                };
                out.push(TournamentEvent::PlayedFaceDown {
                    seat,
                    card,
                    lead: leading,
                    suit,
                });
                out.push(TournamentEvent::PlayedFaceDownHidden {
                    seat,
                    lead: leading,
                    suit,
                });
                self.finish_card(seat, out);
            }
            TournamentAction::Discard(card) => self.shame(seat, card, out),
            _ => {}
        }
    }

    fn take_from_hand(&mut self, seat: Seat, card: Card) {
        self.hands[seat as usize] &= !card.bit();
        self.known[seat as usize] &= !card.bit();
    }

    /// Keeps what the table knows about a hidden Glamour card (for `determinize`).
    fn record_glamour(&mut self, seat: Seat, card: Card, suit: Suit, leading: bool) {
        let known_void = void_cards(self.voids[seat as usize]);
        let (allowed, alchemy_void) = match (leading, self.melee.lead) {
            // A lead announces its suit: a Basic card of it or a Sorcerer, or Alchemy.
            (true, _) if suit == Suit::Alchemy => (ALCHEMY_MASK, None),
            (true, _) => (suit.mask() | SORCERER_MASK, None),
            (false, Some(lead)) if lead.is_basic() => {
                (lead.mask() | SORCERER_MASK | ALCHEMY_MASK, Some(lead))
            }
            (false, _) => (self.weapon_deck(), None),
        };
        self.glamour = Some(GlamourSecret {
            seat,
            card,
            allowed: allowed & !known_void & self.weapon_deck(),
            alchemy_void,
        });
    }

    /// A later face-up play of the suit Morgan would have lacked proves her hidden card is not
    /// Alchemy.
    fn note_glamour_evidence(&mut self, seat: Seat, card: Card) {
        if let Some(g) = self.glamour.as_mut() {
            if g.seat == seat && g.alchemy_void.is_some_and(|s| s.mask() & card.bit() != 0) {
                g.allowed &= !ALCHEMY_MASK;
                g.alchemy_void = None;
            }
        }
    }

    /// T-SHAME-1/2/3: discard face up, 5 injury at once unless Galahad or a Relic prevents it;
    /// Health stops at ZERO and the seat is Fallen (T-HEALTH-2, T-HEAL-4).
    fn shame(&mut self, seat: Seat, card: Card, out: &mut Out) {
        let s = seat as usize;
        self.take_from_hand(seat, card);
        self.discard_up |= card.bit();
        // The discard shows the hand held neither the lead suit, nor Alchemy, nor a Sorcerer.
        if let Some(lead) = self.melee.lead {
            self.voids[s] |= (1 << lead.index()) | (1 << Suit::Alchemy.index()) | VOID_SORCERER;
        }
        let index = self.slot_index(seat);
        self.melee.slots[index] = Slot {
            state: SlotState::Shamed,
            card,
            ..Slot::EMPTY
        };
        let guard = if self.is(seat, Character::Galahad) {
            Some(ShameGuard::PureOfHeart)
        } else if self.holds(seat, GodsendKind::RelicOfTheSaints) > 0 {
            Some(ShameGuard::Relic)
        } else {
            None
        };
        let injury = if guard.is_some() { 0 } else { SHAME_INJURY };
        let before = self.health[s];
        let after = before.saturating_sub(injury);
        self.health[s] = after;
        self.shame[s] += injury;
        if after == 0 {
            self.fallen |= 1 << seat;
        }
        out.push(TournamentEvent::Shamed {
            seat,
            card,
            injury,
            guard,
            before,
            after,
            fallen: after == 0,
        });
        self.finish_card(seat, out);
    }

    pub(crate) fn legal_declare(&self, seat: Seat, out: &mut Vec<TournamentAction>) {
        let _ = seat;
        match self.declare_suit() {
            Some(suit) => {
                out.extend((1..=15).map(|value| TournamentAction::Declare { suit, value }))
            }
            None => {
                for suit in Suit::BASIC.into_iter().filter(|s| self.suit_in_play(*s)) {
                    out.extend((1..=15).map(|value| TournamentAction::Declare { suit, value }));
                }
            }
        }
    }

    /// The suit a Sorcerer must name: the lead suit when following, or when Second Thoughts
    /// replaces a lead (T-SORC-1, T-SORC-5, T-PERC-2); `None` for a free lead (T-LEAD-5).
    fn declare_suit(&self) -> Option<Suit> {
        self.melee.lead
    }

    pub(crate) fn check_declare(
        &self,
        _seat: Seat,
        action: &TournamentAction,
    ) -> Result<(), TournamentError> {
        let TournamentAction::Declare { suit, value } = *action else {
            return Err(TournamentError::WrongStep);
        };
        if !(1..=15).contains(&value) {
            return Err(TournamentError::BadValue(value));
        }
        let ok = match self.declare_suit() {
            Some(lead) => suit == lead,
            None => suit.is_basic() && self.suit_in_play(suit),
        };
        if ok {
            Ok(())
        } else {
            Err(TournamentError::BadSuit(suit))
        }
    }

    pub(crate) fn apply_declare(&mut self, seat: Seat, action: TournamentAction, out: &mut Out) {
        let TournamentAction::Declare { suit, value } = action else {
            return;
        };
        let index = self.slot_index(seat);
        if self.melee.lead.is_none() {
            self.melee.lead = Some(suit); // T-LEAD-5: the declared suit is the lead suit
        }
        let slot = &mut self.melee.slots[index];
        slot.suit = suit;
        slot.declared = value;
        let card = slot.card;
        out.push(TournamentEvent::SorcererDeclared {
            seat,
            card,
            suit,
            value,
        });
        self.after_card(seat, out);
    }

    /// The modifiers `seat` could add to the card it has just played (a bitmask of
    /// [`Boosts::bits`]).
    pub(crate) fn boost_options(&self, seat: Seat) -> u8 {
        let mut bits = 0;
        if !self.melee.replacing {
            if self.is(seat, Character::Arthur)
                && !self.melee.token_used
                && self.powers.favour_uses < self.favour_limit()
            {
                bits |= 4;
            }
            if self.is(seat, Character::Gawain) {
                bits |= 2;
            }
        }
        if self.powers.blade_left[seat as usize] > 0 {
            bits |= 1;
        }
        bits
    }

    /// Arthur's token: once per round, twice with Excalibur (T-ARTHUR-1, T-EXCAL-1).
    pub(crate) fn favour_limit(&self) -> u8 {
        match self.seat_of(Character::Arthur) {
            Some(a) if self.companion_active(a) => 2,
            _ => 1,
        }
    }

    /// After a face-up card is complete: ask for modifiers only if the seat has one.
    fn after_card(&mut self, seat: Seat, out: &mut Out) {
        if self.boost_options(seat) != 0 {
            self.phase = Phase::Boost { seat };
        } else {
            self.finish_card(seat, out);
        }
    }

    pub(crate) fn legal_boost(&self, seat: Seat, out: &mut Vec<TournamentAction>) {
        let options = self.boost_options(seat);
        for bits in 0..8u8 {
            if bits & !options == 0 {
                out.push(TournamentAction::Boost(Boosts::from_bits(bits)));
            }
        }
    }

    pub(crate) fn check_boost(
        &self,
        seat: Seat,
        action: &TournamentAction,
    ) -> Result<(), TournamentError> {
        let TournamentAction::Boost(b) = *action else {
            return Err(TournamentError::WrongStep);
        };
        if b.bits() & !self.boost_options(seat) != 0 {
            return Err(TournamentError::PowerUnavailable);
        }
        Ok(())
    }

    pub(crate) fn apply_boost(&mut self, seat: Seat, action: TournamentAction, out: &mut Out) {
        let TournamentAction::Boost(b) = action else {
            return;
        };
        let index = self.slot_index(seat);
        let card = self.melee.slots[index].card;
        let mut add = |slot: &mut Slot, change: ValueChange, set: fn(&mut Boosts)| {
            let before = slot.final_value();
            set(&mut slot.boosts);
            out.push(TournamentEvent::ValueChanged {
                by: seat,
                card,
                change,
                before,
                after: slot.final_value(),
            });
        };
        let slot = &mut self.melee.slots[index];
        if b.favour {
            add(slot, ValueChange::RoyalFavour, |x| x.favour = true);
        }
        if b.sun {
            add(slot, ValueChange::StrengthOfTheSun, |x| x.sun = true);
        }
        if b.blade {
            add(slot, ValueChange::BlessedBlade, |x| x.blade = true);
        }
        if b.favour {
            self.melee.token_used = true;
            self.powers.favour_uses += 1;
        }
        if b.blade {
            self.powers.blade_left[seat as usize] -= 1;
        }
        self.finish_card(seat, out);
    }

    /// The seat's card is complete: back to the Pre-Feint window after a Second Thoughts
    /// replacement, else on to the next seat clockwise (T-CONV-2) or to M3.
    pub(crate) fn finish_card(&mut self, seat: Seat, out: &mut Out) {
        if self.melee.replacing {
            self.melee.replacing = false;
            let _ = seat;
            self.cursor += 1;
            self.advance_prefeint(out);
            return;
        }
        self.melee.filled += 1;
        if self.melee.filled < self.n {
            self.phase = Phase::Play {
                seat: self.slot_seat(self.melee.filled as usize),
            };
        } else {
            self.cursor = 0;
            self.advance_prefeint(out);
        }
    }
}
