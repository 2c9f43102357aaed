//! Building a precise position (for scenario tests, tutorials and puzzles). A raw
//! [`TournamentSetup`] becomes a [`Tournament`] only through [`Tournament::from_setup`], which
//! checks it: every card at most once and from this player count's deck, equal hand sizes
//! that fit the melee number (T-DEAL-5), Health on the track, Godsends and declarations that
//! make sense.

use super::data::{
    cards_of, Card, Character, Godsend, GodsendKind, GODSEND_COUNT, HAND_SIZE, MAX_HEALTH,
    MELEES_PER_ROUND,
};
use super::events::{Declaration, TournamentEvent};
use super::rules::Out;
use super::state::{Melee, Phase, Tournament, TournamentConfig};
use crate::engine::{ConfigError, Seat};
use serde::{Deserialize, Serialize};

/// Where play picks up.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SetupStart {
    /// Just dealt: S1 draw effects and S2 declarations come first (melee must be 1).
    RoundStart,
    /// The melee `melee` is about to be led by `leader`.
    Melee,
}

/// Per-round powers already used when the position starts.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct UsedPowers {
    pub favour_uses: u8,
    pub glamour: bool,
    pub lancelot: bool,
    pub second_thoughts: u8,
    pub pelleas: bool,
    pub intervention: bool,
    pub mercy: bool,
    pub judgement: bool,
}

/// A position to check and build. Empty per-seat vectors mean "the default for every seat".
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TournamentSetup {
    /// One per seat; the number of players is its length.
    pub characters: Vec<Character>,
    /// Default 400.
    pub health: Vec<u16>,
    /// Companions already unlocked (the Green Sash always is).
    pub unlocked: Vec<bool>,
    pub dealer: Seat,
    /// The round in progress (1 = first).
    pub round: u8,
    pub melee: u8,
    /// Leader of `melee`; default the dealer's left.
    pub leader: Option<Seat>,
    pub start: SetupStart,
    pub hands: Vec<Vec<Card>>,
    /// Weapon Hits piles so far this round.
    pub hits: Vec<Vec<Card>>,
    pub carry: Vec<Card>,
    /// Top first. `None`: every unplaced card, ascending. `Some`: exactly these, and every
    /// other unplaced card lies in the Discard Pile.
    pub draw_deck: Option<Vec<Card>>,
    /// Godsends held this round.
    pub godsends: Vec<Vec<Godsend>>,
    pub declarations: Vec<(Godsend, Declaration)>,
    /// Top first. `None`: every Godsend not held, ascending. `Some`: these; the rest are in the
    /// Godsend discard pile.
    pub godsend_deck: Option<Vec<Godsend>>,
    pub godsends_received: Vec<u8>,
    /// Shame already taken this round.
    pub shame: Vec<u16>,
    pub used: UsedPowers,
    pub seed: u64,
}

/// Why a setup is not a position.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SetupError {
    Config(ConfigError),
    /// A per-seat list has the wrong length.
    Length(&'static str),
    Health {
        seat: Seat,
        health: u16,
    },
    Seat(&'static str),
    Melee(u8),
    Round(u8),
    HandSize {
        seat: Seat,
        expected: u8,
        got: u8,
    },
    /// The card is not in this player count's deck, or appears twice.
    Card(Card),
    Godsend(Godsend),
    Declaration(Godsend),
    /// A Wrath / Reckoning / Shield held at a melee start must already be declared.
    Undeclared(Godsend),
    /// Shame this round that no round reaches: 5 per discard (T-SHAME-2), at most one per
    /// melee, and never more than the round started with (T-SHAME-3).
    Shame {
        seat: Seat,
        shame: u16,
    },
    /// More Godsends received than the rounds so far can give one seat: one chart pick and
    /// two extras per Godsend phase, and the Fisher King's one more (T-GODSEND-5/7, T-FISH-1).
    Received {
        seat: Seat,
        received: u8,
    },
}

/// At most this many Godsends reach one seat in one Godsend phase (chart, two extras, the
/// Fisher King).
const MAX_PICKS_PER_PHASE: u16 = 4;

impl std::fmt::Display for SetupError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "invalid Tournament position: {self:?}")
    }
}

impl std::error::Error for SetupError {}

impl TournamentSetup {
    /// A blank setup for these characters: everyone at 400, round 1, melee 1, the last seat
    /// dealing, hands still to be filled in.
    #[must_use]
    pub fn new(characters: &[Character]) -> TournamentSetup {
        let n = characters.len();
        TournamentSetup {
            characters: characters.to_vec(),
            health: Vec::new(),
            unlocked: Vec::new(),
            dealer: (n.max(1) - 1) as Seat,
            round: 1,
            melee: 1,
            leader: None,
            start: SetupStart::Melee,
            hands: vec![Vec::new(); n],
            hits: Vec::new(),
            carry: Vec::new(),
            draw_deck: None,
            godsends: Vec::new(),
            declarations: Vec::new(),
            godsend_deck: None,
            godsends_received: Vec::new(),
            shame: Vec::new(),
            used: UsedPowers::default(),
            seed: 0,
        }
    }
}

fn per_seat<T: Clone>(
    v: &[T],
    n: usize,
    default: T,
    name: &'static str,
) -> Result<Vec<T>, SetupError> {
    match v.len() {
        0 => Ok(vec![default; n]),
        l if l == n => Ok(v.to_vec()),
        _ => Err(SetupError::Length(name)),
    }
}

impl Tournament {
    /// Checks a setup and builds the position.
    ///
    /// # Errors
    /// [`SetupError`] naming the first problem found.
    pub fn from_setup(setup: &TournamentSetup) -> Result<Tournament, SetupError> {
        let n = setup.characters.len();
        let config = TournamentConfig {
            players: n as u8,
            first_dealer: Some(setup.dealer),
            characters: Some(setup.characters.clone()),
        };
        let mut t = Tournament::blank(&config, setup.seed).map_err(SetupError::Config)?;
        let health = per_seat(&setup.health, n, MAX_HEALTH, "health")?;
        let unlocked = per_seat(&setup.unlocked, n, false, "unlocked")?;
        let hands = per_seat(&setup.hands, n, Vec::new(), "hands")?;
        let hits = per_seat(&setup.hits, n, Vec::new(), "hits")?;
        let godsends = per_seat(&setup.godsends, n, Vec::new(), "godsends")?;
        let received = per_seat(&setup.godsends_received, n, 0, "godsends_received")?;
        let shame = per_seat(&setup.shame, n, 0, "shame")?;
        if !(1..=MELEES_PER_ROUND).contains(&setup.melee)
            || (setup.start == SetupStart::RoundStart && setup.melee != 1)
            || (setup.melee == 1 && !setup.carry.is_empty())
        {
            return Err(SetupError::Melee(setup.melee));
        }
        // Round 255 is refused too: the next deal would count past the last round a `u8`
        // holds, and no game lasts that long.
        if setup.round == 0 || setup.round == u8::MAX {
            return Err(SetupError::Round(setup.round));
        }
        let leader = setup.leader.unwrap_or((setup.dealer + 1) % n as u8);
        if leader as usize >= n {
            return Err(SetupError::Seat("leader"));
        }
        let deck = t.weapon_deck();
        let mut placed = 0u128;
        let mut place = |cards: &[Card]| -> Result<u128, SetupError> {
            let mut set = 0u128;
            for &c in cards {
                if !c.is_valid() || deck & c.bit() == 0 || placed & c.bit() != 0 {
                    return Err(SetupError::Card(c));
                }
                placed |= c.bit();
                set |= c.bit();
            }
            Ok(set)
        };
        let expected = HAND_SIZE - (setup.melee - 1);
        let phases = u16::from(setup.round - 1);
        for s in 0..n {
            if health[s] > MAX_HEALTH || health[s] % 5 != 0 {
                return Err(SetupError::Health {
                    seat: s as Seat,
                    health: health[s],
                });
            }
            let most_shame = 5 * u16::from(setup.melee - 1);
            if shame[s] % 5 != 0
                || shame[s] > most_shame
                || u32::from(health[s]) + u32::from(shame[s]) > u32::from(MAX_HEALTH)
            {
                return Err(SetupError::Shame {
                    seat: s as Seat,
                    shame: shame[s],
                });
            }
            if u16::from(received[s]) > MAX_PICKS_PER_PHASE * phases {
                return Err(SetupError::Received {
                    seat: s as Seat,
                    received: received[s],
                });
            }
        }
        for s in 0..n {
            if health[s] > MAX_HEALTH || health[s] % 5 != 0 {
                return Err(SetupError::Health {
                    seat: s as Seat,
                    health: health[s],
                });
            }
            t.hands[s] = place(&hands[s])?;
            let got = t.hands[s].count_ones() as u8;
            if got != expected {
                return Err(SetupError::HandSize {
                    seat: s as Seat,
                    expected,
                    got,
                });
            }
            t.hits[s] = place(&hits[s])?;
            t.health[s] = health[s];
            t.round_start_health[s] = health[s] + shame[s];
            t.shame[s] = shame[s];
            if health[s] == 0 {
                t.fallen |= 1 << s;
            }
            if unlocked[s] {
                t.unlocked |= 1 << s;
            }
            t.received[s] = received[s];
        }
        t.carry = place(&setup.carry)?;
        match &setup.draw_deck {
            Some(list) => {
                place(list)?;
                for (i, &c) in list.iter().rev().enumerate() {
                    t.deck[i] = c;
                }
                t.deck_len = list.len() as u8;
                t.discard_up = deck & !placed;
            }
            None => {
                let rest: Vec<Card> = cards_of(deck & !placed).collect();
                for (i, &c) in rest.iter().rev().enumerate() {
                    t.deck[i] = c;
                }
                t.deck_len = rest.len() as u8;
            }
        }

        // Godsends.
        let mut taken = 0u32;
        for (s, list) in godsends.iter().enumerate() {
            for &g in list {
                if !g.is_valid() || taken & g.bit() != 0 {
                    return Err(SetupError::Godsend(g));
                }
                taken |= g.bit();
                t.held[s] |= g.bit();
            }
        }
        let deck_list: Vec<Godsend> = match &setup.godsend_deck {
            Some(list) => list.clone(),
            None => (0..GODSEND_COUNT)
                .map(Godsend)
                .filter(|g| taken & g.bit() == 0)
                .collect(),
        };
        for &g in &deck_list {
            if !g.is_valid() || taken & g.bit() != 0 {
                return Err(SetupError::Godsend(g));
            }
            taken |= g.bit();
        }
        for (i, g) in deck_list.iter().rev().enumerate() {
            t.gs_deck[i] = g.0;
        }
        t.gs_len = deck_list.len() as u8;
        t.gs_discard = super::data::ALL_GODSENDS & !taken;
        for &(g, d) in &setup.declarations {
            let holder = (0..n)
                .find(|&s| t.held[s] & g.bit() != 0)
                .ok_or(SetupError::Declaration(g))?;
            let fits = match d {
                Declaration::Wrath { target, suit } => {
                    g.kind() == GodsendKind::WrathOfHeaven
                        && target as usize != holder
                        && (target as usize) < n
                        && t.suit_in_play(suit)
                }
                Declaration::Reckoning(suit) => {
                    g.kind() == GodsendKind::DayOfReckoning
                        && suit.is_basic()
                        && t.suit_in_play(suit)
                }
                Declaration::Shield(suit) => {
                    g.kind() == GodsendKind::DivineShield && t.suit_in_play(suit)
                }
            };
            if !fits || t.decl[g.0 as usize].is_some() {
                return Err(SetupError::Declaration(g));
            }
            t.decl[g.0 as usize] = Some(d);
        }
        if setup.start == SetupStart::Melee {
            let needs = GodsendKind::WrathOfHeaven.mask()
                | GodsendKind::DayOfReckoning.mask()
                | GodsendKind::DivineShield.mask();
            for s in 0..n {
                for g in super::data::godsends_of(t.held[s] & needs) {
                    if t.decl[g.0 as usize].is_none() {
                        return Err(SetupError::Undeclared(g));
                    }
                }
            }
        }

        // Per-round powers.
        let u = &setup.used;
        t.powers.favour_uses = u.favour_uses;
        t.powers.glamour_used = u.glamour;
        t.powers.lancelot_used = u.lancelot;
        t.powers.percival_uses = u.second_thoughts;
        t.powers.pelleas_used = u.pelleas;
        t.powers.intervention_used = u.intervention;
        t.powers.mercy_used = u.mercy;
        t.powers.judgement_used = u.judgement;
        for s in 0..n {
            t.powers.blade_left[s] = 2 * t.holds(s as Seat, GodsendKind::BlessedBlade) as u8;
            t.powers.angel_left[s] = t.holds(s as Seat, GodsendKind::GuardianAngel) as u8;
        }
        t.round = setup.round;
        t.melee_no = setup.melee;
        t.melee = Melee::new(leader);
        t.cursor = 0;
        let mut scratch: Vec<TournamentEvent> = Vec::new();
        let mut out = Out {
            ev: &mut scratch,
            sealed: true,
        };
        match setup.start {
            SetupStart::RoundStart => t.advance_s1(&mut out),
            SetupStart::Melee => t.phase = Phase::Play { seat: leader },
        }
        Ok(t)
    }
}
