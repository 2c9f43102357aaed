//! A cheap playout policy and a cutoff evaluation for the search bots
//! ([`crate::engine::bot`]).
//!
//! Random players never win as the loyal knights (0 of 2,000 random 4-player games): they pay
//! a life for a second heroic action half the time, lose life in the Progression of Evil and
//! wander from quest to quest, so every knight is dead after about four turns each (1,987 of
//! 2,000 games end with no loyal knight left) and a random playout credits every move with a
//! loss: the search had no signal at all (`make arena`: 0 % loyal wins at every level).
//!
//! **The policy** plays like a careful beginner, reading only the sample it is given:
//! - Progression of Evil: a siege engine while there are few (and always for a Traitor),
//!   otherwise a black card; never a life;
//! - heroic phase: heal when low, else the quest action where the knight stands with the card
//!   that helps most, a siege fight in Camelot when engines pile up and the hand can win it,
//!   white cards in Camelot on a small hand, else a move to the quest the hand helps most
//!   (Camelot when it helps nowhere); a second action only for another card on the same quest
//!   while life lasts;
//! - never accuse, reveal or volunteer; drink from the Grail; accept shares; the rest random.
//!
//! Alone it is not enough: 2,000 policy-only games still end 0 % loyal (mean 0.3 white swords,
//! 5.3 black, 11 siege engines), so a playout to the end still says "lost" every time.
//!
//! **The cutoff**: a playout stops after [`PLAYOUT_DEPTH`] actions (about two rounds at four)
//! and each seat is credited with [`Schatten::playout_value_of`]: the swords on the Round
//! Table, the siege engines, the loyal knights' life (a knight near death weighs more than a
//! sword: the knights lose when none is left), the wars and Excalibur's track, squashed to
//! 0–1; the Traitor gets the rest. With it the search finally tells moves apart: 4 Strong bots
//! end with 3.0 white swords on average instead of 0.0–0.3 (see the arena figures in the
//! commit that added it).

use super::actions::{SchattenAction, Special};
use super::data::{Loyalty, Place, White};
use super::state::{Ask, Schatten};
use crate::engine::rng::Rng;
use crate::engine::Seat;

/// Siege engines below which the Progression of Evil adds one rather than drawing black.
const SIEGE_BELOW: u8 = 9;
/// Life a knight keeps when he pays for a second quest card.
const SECOND_AT: u8 = 3;
/// Siege engines at which a knight in Camelot fights one.
const FIGHT_AT: u8 = 9;
/// A hand smaller than this draws in Camelot before setting out.
const DRAW_BELOW: u8 = 5;

impl Schatten {
    pub(crate) fn playout_move(&self, seat: Seat, legal: &[SchattenAction], rng: &mut Rng) -> Option<SchattenAction> {
        use SchattenAction as A;
        let has = |a: A| legal.contains(&a);
        let me = self.seat(seat);
        let traitor = me.loyalty == Loyalty::Traitor;
        match self.ask {
            Ask::Progression => {
                if has(A::Siege) && (traitor || self.siege < SIEGE_BELOW || !has(A::DrawBlack)) {
                    Some(A::Siege)
                } else if has(A::DrawBlack) {
                    Some(A::DrawBlack)
                } else {
                    None
                }
            }
            Ask::TraitorEvil => has(A::Siege).then_some(A::Siege),
            Ask::Heroic => Some(self.heroic_move(seat, legal).unwrap_or(A::EndPhase)).filter(|a| has(*a)),
            Ask::SiegeFight => {
                // Lay the highest fight cards until the total beats most rolls, then roll.
                let laid: u8 = White::FIGHT.iter().zip(self.fight.laid).map(|(w, n)| w.fight().unwrap_or(0) * n).sum();
                if laid < 7 {
                    if let Some(&a) = legal.iter().rev().find(|a| matches!(a, A::FightAdd(_))) {
                        return Some(a);
                    }
                }
                Some(A::Roll)
            }
            Ask::Vote => Some(A::Accept),
            Ask::Drink { .. } => has(A::Drink).then_some(A::Drink),
            Ask::Volunteer { .. } | Ask::Excalibur { .. } | Ask::Kay { .. } => {
                has(A::Decline).then_some(A::Decline)
            }
            Ask::Taunt => None,
            _ => {
                let _ = rng;
                None
            }
        }
    }

    /// The first heroic action of a careful beginner; `None`: end the phase.
    fn heroic_move(&self, seat: Seat, legal: &[SchattenAction]) -> Option<SchattenAction> {
        use SchattenAction as A;
        let me = self.seat(seat);
        if self.flags.acts >= 1 {
            // A second card on the quest where he stands, for a life, while he can afford it.
            if me.at == Place::Camelot {
                return None;
            }
            if me.life < SECOND_AT {
                return None;
            }
            return legal.iter().filter(|a| matches!(a, A::QuestCard(_))).max_by_key(|a| match a {
                A::QuestCard(w) if me.at == Place::Excalibur => 9 - usefulness(*w),
                A::QuestCard(w) => w.index() as u8,
                _ => 0,
            }).copied();
        }
        let hand = me.hand;
        // Heal when low.
        if me.life <= 2 {
            if let Some(&a) = legal.iter().find(|a| matches!(a, A::Heal(_))) {
                return Some(a);
            }
            if legal.contains(&A::Play(Special::PietySelf)) {
                return Some(A::Play(Special::PietySelf));
            }
        }
        if self.siege >= 10 && legal.contains(&A::Play(Special::MerlinSiege)) {
            return Some(A::Play(Special::MerlinSiege));
        }
        // The quest action where the knight stands.
        let quest = legal.iter().filter_map(|&a| match a {
            A::QuestCard(w) => Some(w),
            _ => None,
        });
        let pick = match me.at {
            // Excalibur: the least useful card; elsewhere the highest that fits.
            Place::Excalibur => quest.min_by_key(|&w| usefulness(w)),
            _ => quest.max(),
        };
        if let Some(w) = pick {
            return Some(A::QuestCard(w));
        }
        if me.at == Place::Camelot {
            let fight: u8 = White::FIGHT.iter().map(|&w| w.fight().unwrap_or(0) * hand.count(w)).sum();
            if self.siege >= FIGHT_AT && fight >= 6 && legal.contains(&A::FightSiege) {
                return Some(A::FightSiege);
            }
            if hand.total() < DRAW_BELOW && legal.contains(&A::DrawWhite) {
                return Some(A::DrawWhite);
            }
        }
        if let Some(a) = self.best_move(legal, &hand) {
            return Some(a);
        }
        if legal.contains(&A::Move(Place::Camelot)) {
            return Some(A::Move(Place::Camelot));
        }
        if legal.contains(&A::DrawWhite) {
            return Some(A::DrawWhite);
        }
        if legal.contains(&A::FightSiege) {
            return Some(A::FightSiege);
        }
        legal.iter().copied().find(|a| matches!(a, A::Move(_)))
    }

    /// A move to the quest the hand helps most, if it helps anywhere.
    fn best_move(&self, legal: &[SchattenAction], hand: &super::state::Hand) -> Option<SchattenAction> {
        use SchattenAction as A;
        let mut best: Option<(i32, Place)> = None;
        for &a in legal {
            let A::Move(p) = a else { continue };
            if p == Place::Camelot {
                continue;
            }
            let score = self.help(p, hand);
            if best.is_none_or(|(b, _)| score > b) {
                best = Some((score, p));
            }
        }
        best.filter(|&(s, _)| s > 0).map(|(_, p)| A::Move(p))
    }

    /// How much `hand` could do on `place` now (0: nothing).
    fn help(&self, place: Place, hand: &super::state::Hand) -> i32 {
        match place {
            Place::Camelot => 0,
            Place::BlackKnight | Place::Lancelot | Place::Dragon => White::FIGHT
                .into_iter()
                .filter(|&w| hand.has(w) && self.combat_card_ok(place, w))
                .map(|w| i32::from(w.fight().unwrap_or(0)))
                .max()
                .unwrap_or(0),
            Place::Grail => {
                if self.dark_forest {
                    0
                } else {
                    i32::from(hand.count(White::Grail)) * 2
                }
            }
            Place::Excalibur => i32::from(hand.total() >= 5),
            Place::Picts | Place::Saxons => match self.war_needs(place).and_then(White::of_value) {
                Some(w) if hand.has(w) => 3,
                _ => 0,
            },
        }
    }
}

/// How much a card is worth keeping (Excalibur takes the least worth).
fn usefulness(w: White) -> u8 {
    match w {
        White::F1 => 0,
        White::F2 => 1,
        White::Grail => 2,
        White::F3 => 3,
        White::F4 => 4,
        White::F5 => 5,
        _ => 6,
    }
}

/// Actions a playout plays before the position is valued instead (about two rounds at four).
pub(crate) const PLAYOUT_DEPTH: usize = 40;
/// A loyal knight's life in swords, by life 0–6 (0: doomed), and a dead one: the loyal side
/// loses when none is left, so a knight near death weighs more than a sword.
const LIFE: [f32; 7] = [-6.0, -3.0, -1.8, -0.8, 0.0, 0.5, 0.9];
const DEAD: f32 = -6.0;

impl Schatten {
    /// The loyal knights' chances in this unfinished sample, from 0 to 1: the swords on the
    /// Round Table, the siege engines, the life left, the wars and Excalibur's track, weighed
    /// in "swords" and squashed by a logistic curve. The Traitor's chances are the rest.
    pub(crate) fn playout_value_of(&self, seat: Seat) -> f32 {
        let mut x = f32::from(self.white_swords) - f32::from(self.black_swords) * 1.3;
        x -= f32::from(self.siege) * 0.4;
        for s in 0..self.n {
            let st = self.seat(s);
            if st.loyalty == Loyalty::Loyal {
                x += match (st.status, st.life) {
                    (super::state::Status::Ok, l) => LIFE[usize::from(l.min(6))],
                    _ => DEAD,
                };
            }
        }
        for w in self.wars {
            x -= f32::from(w.warriors) * 0.3 - f32::from(w.seq.len() as u8) * 0.3;
        }
        if self.excalibur_open {
            x -= (f32::from(self.excalibur) - 5.0) * 0.25;
        }
        let loyal = 1.0 / (1.0 + (-0.5 * x).exp());
        if self.seat(seat).loyalty == Loyalty::Traitor {
            1.0 - loyal
        } else {
            loyal
        }
    }
}
