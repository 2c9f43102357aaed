//! The arithmetic the board shows: a combat quest's two sums (S-Q-CMB-5), a siege fight's
//! total against the d8 (S-Q-CAM-2), each quest's end (S-Q-END) and the game's end (S-END).

use super::names::place;
use crate::app::i18n::Tr;
use crate::engine::schatten::{CombatReport, EndCause, EndReport, Place, White};

/// "3 + 4 = 7", or "nothing = 0".
#[must_use]
pub fn sum(t: Tr, terms: &[String]) -> String {
    if terms.is_empty() {
        return t.sc_a_nothing().to_owned();
    }
    let total: u32 = terms.iter().filter_map(|s| s.rsplit(' ').next()?.parse::<u32>().ok()).sum();
    t.sc_a_sum(&terms.join(" + "), &total)
}

/// Both sides of a revealed combat quest (S-Q-CMB-5 steps 2–4).
#[must_use]
pub fn combat(t: Tr, r: &CombatReport) -> String {
    let black: Vec<String> = r.black_values.iter().map(u8::to_string).collect();
    let mut white: Vec<String> = r.white.iter().filter_map(|w| w.fight()).map(|v| v.to_string()).collect();
    if let Some(v) = r.kay.and_then(White::fight) {
        white.push(t.sc_a_kay(&v));
    }
    if r.excalibur {
        white.push(t.sc_a_excalibur().to_owned());
    }
    t.sc_a_combat(&sum(t, &black), &sum(t, &white))
}

/// A siege fight's total: the fight cards, Kay's card, Excalibur's +1 (S-Q-CAM-2 step 4).
#[must_use]
pub fn siege_sum(t: Tr, cards: &[u8; 5], kay: Option<White>, excalibur: bool) -> String {
    let mut terms = Vec::new();
    for (i, &count) in cards.iter().enumerate() {
        for _ in 0..count {
            terms.push((i + 1).to_string());
        }
    }
    if let Some(v) = kay.and_then(White::fight) {
        terms.push(t.sc_a_kay(&v));
    }
    if excalibur {
        terms.push(t.sc_a_excalibur().to_owned());
    }
    sum(t, &terms)
}

/// A siege fight's result: the total must beat the roll (S-Q-CAM-2 step 5).
#[must_use]
pub fn siege_result(t: Tr, cards: &[u8; 5], kay: Option<White>, excalibur: bool, roll: u8, won: bool) -> String {
    let s = siege_sum(t, cards, kay, excalibur);
    if won {
        t.sc_a_siege_won(&s, &roll)
    } else {
        t.sc_a_siege_lost(&s, &roll)
    }
}

/// A quest's end, with the counts that decided it (S-Q-END, S-Q-CMB-5, S-Q-EXC-5, S-Q-GRA-4,
/// S-Q-WAR-4).
#[must_use]
pub fn quest_end(t: Tr, p: Place, won: bool, w: u8, b: u8) -> String {
    let name = place(t, p);
    match (p, won) {
        (Place::Excalibur, true) => t.sc_a_exc_won().to_owned(),
        (Place::Excalibur, false) => t.sc_a_exc_lost(&b),
        (Place::Grail, true) => t.sc_a_grail_won(&b),
        (Place::Grail, false) => t.sc_a_grail_lost(&w),
        (Place::Picts | Place::Saxons, true) => t.sc_a_war_won(&name, &w, &b),
        (Place::Picts | Place::Saxons, false) => t.sc_a_war_lost(&name),
        (_, true) => t.sc_a_combat_won(&name, &w, &b),
        (_, false) => t.sc_a_combat_lost(&name, &w, &b),
    }
}

/// Why the game ended (S-END-1, S-END-2), without names.
#[must_use]
pub fn end_line(t: Tr, r: &EndReport) -> String {
    match r.cause {
        EndCause::Siege => t.sc_e_siege().to_owned(),
        EndCause::BlackSwords => t.sc_e_black().to_owned(),
        EndCause::NoLoyalKnight => t.sc_e_no_knight().to_owned(),
        EndCause::Swords if r.loyal_won => t.sc_e_swords_won(&r.white, &r.black),
        EndCause::Swords => t.sc_e_swords_lost(&r.white, &r.black),
    }
}
