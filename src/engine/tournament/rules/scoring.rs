//! End of round E2–E9: transfers (T-GUIN-1, GS-13), the injury pipeline (T-INJ-1, T-DOUBLE),
//! Armour of Faith (T-INJ-2), healing (T-HEAL), Health (T-HEALTH), Godsend discard (E6), the
//! end check (T-END-2), thresholds (T-THRESH) and the next dealer (T-DEALER).

use super::Out;
use crate::engine::tournament::actions::{TournamentAction, TournamentError};
use crate::engine::tournament::data::{cards_of, Band, Card, Character, GodsendKind, MAX_HEALTH};
use crate::engine::tournament::events::{
    Declaration, Doublers, GodsendSet, Healing, InjuryLine, Prevention, Replacement, SeatSet,
    TournamentEvent, TransferPower,
};
use crate::engine::tournament::state::{RoundRecord, 
    DealerChoice, Phase, RoundSummary, SeatScore, Tournament, NONE,
};
use crate::engine::Seat;

/// T-INJ-1 for every card of `seat`'s pile, in ascending card order.
pub(crate) fn injury_lines(t: &Tournament, seat: Seat, out: &mut Vec<InjuryLine>) {
    out.clear();
    let s = seat as usize;
    let isolde = t.is(seat, Character::Tristan) && t.companion_active(seat);
    let antidote = t.holds(seat, GodsendKind::Antidote) > 0;
    let relic = t.holds(seat, GodsendKind::RelicOfTheSaints) > 0;
    let nimue = t.is(seat, Character::Nimue);
    let mordred = t.companion_of(Character::Morgan).is_some_and(|m| m != seat);
    // The declarations that touch this seat, by printed suit, read once for all its cards:
    // Wrath of Heaven aimed at it and Day of Reckoning held by others (T-DOUBLE), and its own
    // Divine Shield (prevention).
    let mut wrath = [0u8; 5];
    let mut reckoning = [false; 5];
    for holder in (0..t.n).filter(|&h| h != seat) {
        for g in crate::engine::tournament::data::godsends_of(t.held[holder as usize]) {
            match t.decl[g.0 as usize] {
                Some(Declaration::Wrath { target, suit }) if target == seat => wrath[suit.index()] += 1,
                Some(Declaration::Reckoning(named)) => reckoning[named.index()] = true,
                _ => {}
            }
        }
    }
    let mut shielded = [false; 5];
    for g in crate::engine::tournament::data::godsends_of(t.held[s] & GodsendKind::DivineShield.mask()) {
        if let Some(Declaration::Shield(suit)) = t.decl[g.0 as usize] {
            shielded[suit.index()] = true;
        }
    }
    for card in cards_of(t.hits[s]) {
        let base = card.base_injury();
        // (2) base replacement
        let replaced = if card.is_poisoned() && isolde {
            Some(Replacement::Isolde)
        } else if card.is_poisoned() && antidote {
            Some(Replacement::Antidote)
        } else if card.is_merlin() && relic {
            Some(Replacement::Relic)
        } else {
            None
        };
        let after_replacement = if replaced.is_some() { 5 } else { base };
        // (3) doubling by printed suit, never beyond ×2 (T-DOUBLE-2/3)
        let mut doubled = Doublers::default();
        if let Some(suit) = card.suit() {
            doubled.mordred = mordred && suit == crate::engine::tournament::data::Suit::Deception;
            doubled.wrath = wrath[suit.index()];
            doubled.reckoning = reckoning[suit.index()];
        }
        let after_doubling = if doubled.any() {
            after_replacement * 2
        } else {
            after_replacement
        };
        // (4) prevention
        let shield = card.suit().is_some_and(|suit| shielded[suit.index()]);
        let prevented = if nimue && card.is_sorcerer() {
            Some(Prevention::Nimue)
        } else if shield {
            Some(Prevention::DivineShield)
        } else if t.mercy & card.bit() != 0 {
            Some(Prevention::Mercy)
        } else {
            None
        };
        let result = if prevented.is_some() {
            0
        } else {
            after_doubling
        };
        let from = t.moved_from[card.0 as usize];
        out.push(InjuryLine {
            card,
            base,
            replaced,
            after_replacement,
            doubled,
            after_doubling,
            prevented,
            capped: false,
            result,
            moved_from: (t.moved & card.bit() != 0 && from != NONE).then_some(from),
        });
    }
    // (5) the Green Sash caps the single highest card at 10 (T-SASH-1).
    if t.is(seat, Character::Gawain) && t.companion_active(seat) {
        if let Some(top) = out
            .iter_mut()
            .filter(|l| l.result > 10)
            .max_by_key(|l| (l.result, std::cmp::Reverse(l.card)))
        {
            top.result = 10;
            top.capped = true;
        }
    }
}

impl Tournament {
    /// After melee 12 (E1 already done): start E2 at the round's first leader.
    pub(crate) fn end_of_melees(&mut self, out: &mut Out) {
        self.cursor = 0;
        self.advance_transfer(out);
    }

    fn movable(&self, seat: Seat) -> u128 {
        self.hits[seat as usize] & !self.mercy & !self.moved
    }

    /// Courtly Intrigue: 1 card, 2 in a 6-player game (T-GUIN-1).
    fn intrigue_limit(&self) -> u8 {
        if self.n == 6 {
            2
        } else {
            1
        }
    }

    /// Opponents whose Health is at least Guinevere's.
    fn intrigue_targets(&self, seat: Seat) -> u8 {
        (0..self.n)
            .filter(|&o| o != seat && self.health[o as usize] >= self.health[seat as usize])
            .fold(0, |m, o| m | 1 << o)
    }

    fn intrigue_ready(&self, seat: Seat) -> bool {
        self.is(seat, Character::Guinevere)
            && self.powers.intrigue_moves < self.intrigue_limit()
            && self.movable(seat) != 0
            && self.intrigue_targets(seat) != 0
    }

    fn judgement_ready(&self, seat: Seat) -> bool {
        self.holder(GodsendKind::Judgement) == Some(seat)
            && !self.powers.judgement_used
            && self.movable(seat) != 0
    }

    /// E2, clockwise from the first leader.
    fn advance_transfer(&mut self, out: &mut Out) {
        while self.cursor < self.n {
            let seat = self.seat_after(self.first_leader(), self.cursor);
            if self.intrigue_ready(seat) || self.judgement_ready(seat) {
                self.phase = Phase::Transfer { seat };
                return;
            }
            self.cursor += 1;
        }
        self.score_round(out);
    }

    pub(crate) fn legal_transfer(&self, seat: Seat, out: &mut Vec<TournamentAction>) {
        if self.intrigue_ready(seat) {
            let targets = self.intrigue_targets(seat);
            for card in cards_of(self.movable(seat)) {
                for to in (0..self.n).filter(|o| targets & (1 << o) != 0) {
                    out.push(TournamentAction::Intrigue { card, to });
                }
            }
        }
        if self.judgement_ready(seat) {
            for card in cards_of(self.movable(seat)) {
                for to in (0..self.n).filter(|&o| o != seat) {
                    out.push(TournamentAction::Judgement { card, to });
                }
            }
        }
        out.push(TournamentAction::Pass);
    }

    pub(crate) fn check_transfer(
        &self,
        seat: Seat,
        action: &TournamentAction,
    ) -> Result<(), TournamentError> {
        let (ready, card, to, targets) = match *action {
            TournamentAction::Intrigue { card, to } => (
                self.intrigue_ready(seat),
                card,
                to,
                self.intrigue_targets(seat),
            ),
            TournamentAction::Judgement { card, to } => {
                let all = (0..self.n)
                    .filter(|&o| o != seat)
                    .fold(0u8, |m, o| m | 1 << o);
                (self.judgement_ready(seat), card, to, all)
            }
            TournamentAction::Pass => return Ok(()),
            _ => return Err(TournamentError::WrongStep),
        };
        if !ready {
            return Err(TournamentError::PowerUnavailable);
        }
        if self.movable(seat) & card.bit() == 0 {
            return Err(TournamentError::BadCard(card));
        }
        if to >= self.n || targets & (1 << to) == 0 {
            return Err(TournamentError::BadTarget(to));
        }
        Ok(())
    }

    pub(crate) fn apply_transfer(&mut self, seat: Seat, action: TournamentAction, out: &mut Out) {
        let moved = match action {
            TournamentAction::Intrigue { card, to } => {
                self.powers.intrigue_moves += 1;
                Some((card, to, TransferPower::CourtlyIntrigue))
            }
            TournamentAction::Judgement { card, to } => {
                self.powers.judgement_used = true;
                self.powers.judgement_card = Some(card);
                Some((card, to, TransferPower::Judgement))
            }
            _ => None,
        };
        if let Some((card, to, power)) = moved {
            self.move_card(seat, to, card);
            out.push(TournamentEvent::Transferred {
                from: seat,
                to,
                card,
                power,
            });
            if self.intrigue_ready(seat) || self.judgement_ready(seat) {
                return;
            }
        }
        self.cursor += 1;
        self.advance_transfer(out);
    }

    fn move_card(&mut self, from: Seat, to: Seat, card: Card) {
        self.hits[from as usize] &= !card.bit();
        self.hits[to as usize] |= card.bit();
        self.moved |= card.bit();
        self.moved_from[card.0 as usize] = from;
    }

    /// E3–E9 (and E10 through the Godsend phase, or the end).
    fn score_round(&mut self, out: &mut Out) {
        out.seal();
        let n = self.n as usize;
        let mut seats = Vec::with_capacity(n);
        let mut lines = Vec::new();
        for seat in 0..self.n {
            let s = seat as usize;
            injury_lines(self, seat, &mut lines);
            for line in &lines {
                out.push(TournamentEvent::CardInjury { seat, line: *line });
            }
            let cards_total: u16 = lines.iter().map(|l| u16::from(l.result)).sum();
            let armour = self.holds(seat, GodsendKind::ArmourOfFaith) as u8;
            let weapon = cards_total.saturating_sub(20 * u16::from(armour));
            out.push(TournamentEvent::WeaponInjury {
                seat,
                cards_total,
                armour,
                injury: weapon,
            });
            let healing = self.healing(seat);
            let before = self.health[s];
            let after = (i32::from(before) - i32::from(weapon) + i32::from(healing.total()))
                .clamp(0, i32::from(MAX_HEALTH)) as u16;
            self.health[s] = after;
            if after == 0 {
                self.fallen |= 1 << seat;
            }
            let fallen = self.fallen & (1 << seat) != 0;
            out.push(TournamentEvent::HealthUpdated {
                seat,
                round_start: self.round_start_health[s],
                shame: self.shame[s],
                weapon,
                healing,
                before,
                after,
                band: Band::of(after),
                fallen,
            });
            self.last_round_injury[s] = weapon + self.shame[s];
            seats.push(SeatScore {
                seat,
                lines: lines.clone(),
                cards_total,
                armour,
                weapon_injury: weapon,
                shame: self.shame[s],
                healing,
                round_start: self.round_start_health[s],
                before,
                after,
                band: Band::of(after),
                fallen,
                unlocked: false,
            });
        }
        // E6: this round's Godsends are spent; the Will of God tokens go back (T-WOG-2).
        let spent = self.held[..n].iter().fold(0u32, |m, h| m | h);
        if spent != 0 {
            self.gs_discard |= spent;
            out.push(TournamentEvent::GodsendsDiscarded {
                cards: GodsendSet(spent),
            });
        }
        self.held = [0; 6];
        self.decl = [None; 24];
        let mut record = RoundRecord {
            round: self.round,
            injury: [0; 6],
            health: [0; 6],
        };
        for s in &seats {
            let i = usize::from(s.seat);
            record.injury[i] = s.weapon_injury + s.shame;
            record.health[i] = s.after;
        }
        self.history.push(record);
        let mut summary = RoundSummary {
            round: self.round,
            seats,
            dealer: None,
        };
        // E7 (T-END-1/2/3): someone at ZERO ends the game once the round is scored.
        if self.health[..n].contains(&0) {
            self.last_round = Some(Box::new(summary));
            self.finish_game(out);
            return;
        }
        // E8 (T-THRESH-1/3/6).
        let unlocked_before = self.unlocked;
        for seat in 0..self.n {
            let character = self.chars[seat as usize];
            if let Some(threshold) = character.threshold() {
                let health = self.health[seat as usize];
                if !self.companion_active(seat) && health <= threshold {
                    self.unlocked |= 1 << seat;
                    summary.seats[seat as usize].unlocked = true;
                    out.push(TournamentEvent::CompanionUnlocked {
                        seat,
                        character,
                        health,
                        threshold,
                    });
                }
            }
        }
        // E9 (T-DEALER-1/2).
        let previous = self.dealer;
        let choice = self.most_injured_order(previous)[0];
        let health = self.health[choice as usize];
        let tied = (0..self.n)
            .filter(|&s| self.health[s as usize] == health)
            .fold(0u8, |m, s| m | 1 << s);
        let distance = self.distance_from(previous, choice);
        let dealer = DealerChoice {
            seat: choice,
            previous,
            health,
            tied: SeatSet(tied),
            distance,
        };
        out.push(TournamentEvent::DealerChosen {
            seat: choice,
            previous,
            health,
            tied: SeatSet(tied),
            distance,
        });
        summary.dealer = Some(dealer);
        self.last_round = Some(Box::new(summary));
        self.dealer = choice;
        self.godsend_phase(previous, unlocked_before, out);
    }

    /// E4 (T-HEAL-2/4, T-GAL-2, T-GRAIL-1, GS-06).
    fn healing(&self, seat: Seat) -> Healing {
        let galahad = self.is(seat, Character::Galahad);
        Healing {
            pure_of_heart: if galahad { 15 } else { 0 },
            grail: if galahad && self.companion_active(seat) {
                25
            } else {
                0
            },
            holy_water: 20 * self.holds(seat, GodsendKind::HolyWater) as u16,
            blocked_by_fallen: self.fallen & (1 << seat) != 0,
        }
    }

    /// Clockwise distance from `from` to `to` (T-DEALER-2: `from` itself is 0).
    pub(crate) fn distance_from(&self, from: Seat, to: Seat) -> u8 {
        (to + self.n - from) % self.n
    }

    /// Seats from lowest Health up; ties by clockwise distance from `previous`, the dealer of
    /// the round just scored (T-DEALER-2/3, T-CONV-7).
    pub(crate) fn most_injured_order(&self, previous: Seat) -> [Seat; 6] {
        let mut order = [0u8, 1, 2, 3, 4, 5];
        let n = self.n as usize;
        crate::engine::few_sort::sort_by_key(&mut order[..n], |&s| (self.health[s as usize], self.distance_from(previous, s)));
        order
    }
}
