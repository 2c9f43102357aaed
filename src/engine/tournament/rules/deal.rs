//! Setup and round start: S0 (deal), S1 (draw effects), S2 (declarations).

use super::Out;
use crate::engine::rng::Rng;
use crate::engine::tournament::actions::{TournamentAction, TournamentError};
use crate::engine::tournament::data::{
    cards_of, Card, Character, GodsendKind, Suit, ALL_GODSENDS, GODSEND_COUNT, HAND_SIZE,
    MAX_HEALTH,
};
use crate::engine::tournament::events::{Declaration, DrawPower, TournamentEvent};
use crate::engine::tournament::state::{
    Melee, Phase, RoundPowers, Tournament, TournamentConfig, NONE,
};
use crate::engine::{ConfigError, Seat};

/// The Godsends that are declared at S2.
fn proclaimed_mask() -> u32 {
    GodsendKind::WrathOfHeaven.mask()
        | GodsendKind::DayOfReckoning.mask()
        | GodsendKind::DivineShield.mask()
}

impl Tournament {
    /// Checks the config (T-COMP-3, T-SETUP-1, T-SETUP-5) and builds a blank table.
    pub(crate) fn blank(config: &TournamentConfig, seed: u64) -> Result<Tournament, ConfigError> {
        let n = config.players;
        if !(2..=6).contains(&n) {
            return Err(ConfigError::PlayerCount {
                min: 2,
                max: 6,
                got: n,
            });
        }
        if let Some(d) = config.first_dealer {
            if d >= n {
                return Err(ConfigError::FirstPlayer { players: n, got: d });
            }
        }
        if let Some(chosen) = &config.characters {
            let distinct = chosen
                .iter()
                .enumerate()
                .all(|(i, c)| !chosen[..i].contains(c));
            if chosen.len() != n as usize || !distinct {
                return Err(ConfigError::Option("characters"));
            }
        }
        let mut rng = Rng::new(seed);
        let mut chars = [Character::Arthur; 6];
        match &config.characters {
            Some(chosen) => chars[..n as usize].copy_from_slice(chosen),
            None => {
                let mut all = Character::ALL;
                rng.shuffle(&mut all);
                chars[..n as usize].copy_from_slice(&all[..n as usize]);
            }
        }
        let dealer = config
            .first_dealer
            .unwrap_or_else(|| rng.below(u32::from(n)) as u8);
        let mut t = Tournament {
            n,
            chars,
            seat_of: [NONE; 8],
            health: [MAX_HEALTH; 6],
            round_start_health: [MAX_HEALTH; 6],
            fallen: 0,
            unlocked: 0,
            round: 0,
            melee_no: 1,
            dealer,
            hands: [0; 6],
            known: [0; 6],
            voids: [0; 6],
            deck: [Card(0); 80],
            deck_len: 0,
            discard_up: 0,
            discard_down: [0; 6],
            hits: [0; 6],
            mercy: 0,
            moved: 0,
            moved_from: [NONE; 80],
            carry: 0,
            melee: Melee::new(0),
            glamour: None,
            powers: RoundPowers::default(),
            decl: [None; 24],
            shame: [0; 6],
            held: [0; 6],
            gs_deck: [0; 24],
            gs_len: 0,
            gs_up: [None; 2],
            gs_discard: 0,
            received: [0; 6],
            picks: [(0, 0); 24],
            picks_len: 0,
            pick_next: 0,
            last_round_injury: [0; 6],
            last_melee: None,
            last_round: None,
            history: Vec::new(),
            phase: Phase::Over,
            cursor: 0,
            ranking: None,
            rng,
        };
        for s in 0..n {
            let c = t.chars[s as usize];
            t.seat_of[c.index()] = s;
            // T-SETUP-2, T-THRESH-5: the Green Sash has no threshold and is active at once.
            if c.threshold().is_none() {
                t.unlocked |= 1 << s;
            }
        }
        // T-SETUP-4: the Godsend deck, shuffled.
        for (i, slot) in t.gs_deck.iter_mut().enumerate() {
            *slot = i as u8;
        }
        t.rng.shuffle(&mut t.gs_deck);
        t.gs_len = GODSEND_COUNT;
        debug_assert_eq!(ALL_GODSENDS.count_ones(), u32::from(GODSEND_COUNT));
        Ok(t)
    }

    /// A new game: setup, then round 1 up to its first decision.
    pub(crate) fn start(
        config: &TournamentConfig,
        seed: u64,
        events: &mut Vec<TournamentEvent>,
    ) -> Result<Tournament, ConfigError> {
        let mut t = Tournament::blank(config, seed)?;
        let mut out = Out {
            ev: events,
            sealed: true,
        };
        t.start_round(&mut out);
        Ok(t)
    }

    /// S0: gather, shuffle and deal 12 each from the dealer's left (T-DEAL-1/2); reset every
    /// per-round limit (T-CONV-5); the +3 token is ready (T-SETUP-6).
    pub(crate) fn start_round(&mut self, out: &mut Out) {
        out.seal();
        self.round += 1;
        self.melee_no = 1;
        self.hits = [0; 6];
        self.mercy = 0;
        self.moved = 0;
        self.moved_from = [NONE; 80];
        self.carry = 0;
        self.discard_up = 0;
        self.discard_down = [0; 6];
        self.known = [0; 6];
        self.voids = [0; 6];
        self.shame = [0; 6];
        self.glamour = None;
        self.decl = [None; 24];
        self.round_start_health = self.health;
        let mut powers = RoundPowers::default();
        for s in 0..self.n as usize {
            powers.blade_left[s] = 2 * self.holds(s as u8, GodsendKind::BlessedBlade) as u8;
            powers.angel_left[s] = self.holds(s as u8, GodsendKind::GuardianAngel) as u8;
        }
        self.powers = powers;

        let mut len = 0usize;
        for c in cards_of(self.weapon_deck()) {
            self.deck[len] = c;
            len += 1;
        }
        self.rng.shuffle(&mut self.deck[..len]);
        self.deck_len = len as u8;
        self.hands = [0; 6];
        let first = self.first_leader();
        for i in 0..(HAND_SIZE * self.n) {
            let seat = self.seat_after(first, i % self.n);
            if let Some(card) = self.pop_deck() {
                self.hands[seat as usize] |= card.bit();
            }
        }
        out.push(TournamentEvent::RoundStarted {
            round: self.round,
            dealer: self.dealer,
            leader: first,
            draw_deck: self.deck_len,
        });
        for s in 0..self.n {
            out.push(TournamentEvent::HandDealt {
                seat: s,
                cards: crate::engine::tournament::events::CardSet(self.hands[s as usize]),
            });
        }
        if let Some(arthur) = self.seat_of(Character::Arthur) {
            out.push(TournamentEvent::TokenReady { seat: arthur });
        }
        self.melee = Melee::new(first);
        self.cursor = 0;
        self.advance_s1(out);
    }

    pub(crate) fn pop_deck(&mut self) -> Option<Card> {
        if self.deck_len == 0 {
            return None;
        }
        self.deck_len -= 1;
        Some(self.deck[self.deck_len as usize])
    }

    /// Cards `seat` draws at S1: Wanderer 2 (T-TRIS-1) + Second Sight 3 each (GS-10).
    fn draw_count(&self, seat: Seat) -> (u8, Option<DrawPower>) {
        let tristan = self.is(seat, Character::Tristan);
        let sight = self.holds(seat, GodsendKind::SecondSight) as u8;
        let power = match (tristan, sight > 0) {
            (true, true) => Some(DrawPower::WandererAndSecondSight),
            (true, false) => Some(DrawPower::Wanderer),
            (false, true) => Some(DrawPower::SecondSight),
            (false, false) => None,
        };
        (2 * u8::from(tristan) + 3 * sight, power)
    }

    /// S1, clockwise from the first leader: each drawing seat draws, then discards as many
    /// face down (T-DEAL-4). A short deck gives what it has; it is never rebuilt.
    pub(crate) fn advance_s1(&mut self, out: &mut Out) {
        while self.cursor < self.n {
            let seat = self.seat_after(self.first_leader(), self.cursor);
            let (want, power) = self.draw_count(seat);
            if let (true, Some(power)) = (want > 0, power) {
                let mut drawn = 0u128;
                let mut count = 0u8;
                for _ in 0..want {
                    if let Some(card) = self.pop_deck() {
                        drawn |= card.bit();
                        count += 1;
                    }
                }
                if count > 0 {
                    out.seal();
                    self.hands[seat as usize] |= drawn;
                    out.push(TournamentEvent::Drew {
                        seat,
                        power,
                        cards: crate::engine::tournament::events::CardSet(drawn),
                    });
                    out.push(TournamentEvent::DrewHidden { seat, power, count });
                    self.phase = Phase::Stash { seat, left: count };
                    return;
                }
            }
            self.cursor += 1;
        }
        self.cursor = 0;
        self.advance_s2(out);
    }

    pub(crate) fn legal_stash(&self, seat: Seat, out: &mut Vec<TournamentAction>) {
        out.extend(cards_of(self.hands[seat as usize]).map(TournamentAction::DiscardFaceDown));
    }

    pub(crate) fn check_stash(
        &self,
        seat: Seat,
        action: &TournamentAction,
    ) -> Result<(), TournamentError> {
        match *action {
            TournamentAction::DiscardFaceDown(c) if self.hands[seat as usize] & c.bit() != 0 => {
                Ok(())
            }
            TournamentAction::DiscardFaceDown(c) => Err(TournamentError::NotInHand(c)),
            _ => Err(TournamentError::WrongStep),
        }
    }

    pub(crate) fn apply_stash(&mut self, seat: Seat, action: TournamentAction, out: &mut Out) {
        let (TournamentAction::DiscardFaceDown(card), Phase::Stash { left, .. }) =
            (action, self.phase)
        else {
            return;
        };
        self.hands[seat as usize] &= !card.bit();
        self.discard_down[seat as usize] |= card.bit();
        out.push(TournamentEvent::DiscardedFaceDown { seat, card });
        out.push(TournamentEvent::DiscardedFaceDownHidden { seat });
        if left > 1 {
            self.phase = Phase::Stash {
                seat,
                left: left - 1,
            };
        } else {
            self.cursor += 1;
            self.advance_s1(out);
        }
    }

    fn undeclared(&self, seat: Seat) -> u32 {
        let mut m = self.held[seat as usize] & proclaimed_mask();
        for g in crate::engine::tournament::data::godsends_of(m) {
            if self.decl[g.0 as usize].is_some() {
                m &= !g.bit();
            }
        }
        m
    }

    /// S2, clockwise from the first leader: every Wrath, Reckoning and Shield held is declared.
    /// Naming is required: none of the three can ever hurt its holder, so a "skip" would only
    /// be a way to waste the card.
    pub(crate) fn advance_s2(&mut self, out: &mut Out) {
        while self.cursor < self.n {
            let seat = self.seat_after(self.first_leader(), self.cursor);
            if self.undeclared(seat) != 0 {
                self.phase = Phase::Proclaim { seat };
                return;
            }
            self.cursor += 1;
        }
        self.cursor = 0;
        let leader = self.first_leader();
        self.melee = Melee::new(leader);
        out.push(TournamentEvent::MeleeStarted {
            melee: self.melee_no,
            leader,
        });
        self.phase = Phase::Play { seat: leader };
    }

    pub(crate) fn legal_proclaim(&self, seat: Seat, out: &mut Vec<TournamentAction>) {
        let open = self.undeclared(seat);
        if open & GodsendKind::WrathOfHeaven.mask() != 0 {
            for target in (0..self.n).filter(|&t| t != seat) {
                for suit in Suit::ALL.into_iter().filter(|&s| self.suit_in_play(s)) {
                    out.push(TournamentAction::Wrath { target, suit });
                }
            }
        }
        if open & GodsendKind::DayOfReckoning.mask() != 0 {
            out.extend(
                Suit::BASIC
                    .into_iter()
                    .filter(|&s| self.suit_in_play(s))
                    .map(TournamentAction::Reckoning),
            );
        }
        if open & GodsendKind::DivineShield.mask() != 0 {
            out.extend(
                Suit::ALL
                    .into_iter()
                    .filter(|&s| self.suit_in_play(s))
                    .map(TournamentAction::Shield),
            );
        }
    }

    pub(crate) fn check_proclaim(
        &self,
        seat: Seat,
        action: &TournamentAction,
    ) -> Result<(), TournamentError> {
        let open = self.undeclared(seat);
        let (kind, suit) = match *action {
            TournamentAction::Wrath { target, suit } => {
                if target >= self.n || target == seat {
                    return Err(TournamentError::BadTarget(target));
                }
                (GodsendKind::WrathOfHeaven, suit)
            }
            TournamentAction::Reckoning(suit) => {
                if !suit.is_basic() {
                    return Err(TournamentError::BadSuit(suit));
                }
                (GodsendKind::DayOfReckoning, suit)
            }
            TournamentAction::Shield(suit) => (GodsendKind::DivineShield, suit),
            _ => return Err(TournamentError::WrongStep),
        };
        if open & kind.mask() == 0 {
            return Err(TournamentError::PowerUnavailable);
        }
        if !self.suit_in_play(suit) {
            return Err(TournamentError::BadSuit(suit));
        }
        Ok(())
    }

    pub(crate) fn apply_proclaim(&mut self, seat: Seat, action: TournamentAction, out: &mut Out) {
        let (kind, declaration) = match action {
            TournamentAction::Wrath { target, suit } => (
                GodsendKind::WrathOfHeaven,
                Declaration::Wrath { target, suit },
            ),
            TournamentAction::Reckoning(suit) => {
                (GodsendKind::DayOfReckoning, Declaration::Reckoning(suit))
            }
            TournamentAction::Shield(suit) => {
                (GodsendKind::DivineShield, Declaration::Shield(suit))
            }
            _ => return,
        };
        let open = self.undeclared(seat) & kind.mask();
        let godsend = crate::engine::tournament::data::Godsend(open.trailing_zeros() as u8);
        self.decl[godsend.0 as usize] = Some(declaration);
        out.push(TournamentEvent::Declared {
            seat,
            godsend,
            declaration,
        });
        if self.undeclared(seat) == 0 {
            self.cursor += 1;
            self.advance_s2(out);
        }
    }
}
