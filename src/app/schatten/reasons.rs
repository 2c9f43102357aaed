//! Why a heroic action type is not offered now, from what the acting seat sees (its view with
//! its own hand): the turn's action count and types (S-TURN-11, S-TURN-12), the quest action
//! of its place (S-TURN-14, S-Q-CAM-1, S-Q-CMB-2, S-Q-EXC-2, S-Q-GRA-2, S-Q-WAR-2), special
//! cards (S-TURN-15, S-BX-VIVIEN), healing (S-TURN-16) and accusations (S-ACC-1, S-ACC-2).
//! The engine's legal actions decide what is offered; these only explain an absence.

use crate::app::i18n::Tr;
use crate::engine::schatten::{Hand, Place, SchattenView, Status, White, ACCUSE_AT, MAX_LIFE};
use crate::engine::Seat;

/// The five heroic action types (S-TURN-13 … S-TURN-17).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Type {
    Move,
    Quest,
    Special,
    Heal,
    Accuse,
}

impl Type {
    pub const ALL: [Type; 5] = [Type::Move, Type::Quest, Type::Special, Type::Heal, Type::Accuse];

    /// The type's bit in `action_types` (A = 1 … E = 16).
    #[must_use]
    pub const fn bit(self) -> u8 {
        match self {
            Type::Move => 1,
            Type::Quest => 2,
            Type::Special => 4,
            Type::Heal => 8,
            Type::Accuse => 16,
        }
    }
}

fn hand_of(v: &SchattenView) -> Hand {
    v.me.as_ref().map(|m| m.hand).unwrap_or_default()
}

/// Why `seat` (the active knight, in his heroic phase) has no action of type `ty`, or `None`
/// when nothing in the turn's state forbids it (then the type's own actions are offered).
#[must_use]
pub fn why_not(v: &SchattenView, seat: Seat, ty: Type, t: Tr) -> Option<String> {
    let me = v.seats.get(usize::from(seat))?;
    if v.actions_taken >= 2 {
        return Some(t.sc_y_both_taken().to_owned());
    }
    if v.actions_taken == 1 && v.action_types & ty.bit() != 0 {
        return Some(t.sc_y_type_used().to_owned());
    }
    if v.actions_taken == 1 && (me.status != Status::Ok || me.life < 1) {
        return Some(t.sc_y_no_life().to_owned());
    }
    let hand = hand_of(v);
    let at = me.at.unwrap_or(Place::Camelot);
    match ty {
        Type::Move => None,
        Type::Quest => quest_reason(v, &hand, at, t),
        Type::Special => {
            if v.special_played {
                Some(t.sc_y_special_played().to_owned())
            } else if v.vivien && hand.kinds().filter(|w| w.is_special()).all(|w| w == White::Merlin) && hand.has(White::Merlin) {
                Some(t.sc_y_vivien().to_owned())
            } else {
                Some(t.sc_y_no_special().to_owned())
            }
        }
        Type::Heal => {
            if me.life >= MAX_LIFE {
                Some(t.sc_y_life_full().to_owned())
            } else {
                Some(t.sc_y_no_three().to_owned())
            }
        }
        Type::Accuse => {
            let swords = v.white_swords + v.black_swords;
            if v.siege < ACCUSE_AT && swords < ACCUSE_AT {
                Some(t.sc_y_accuse_closed(&v.siege, &swords))
            } else if me.has_accused {
                Some(t.sc_y_accused().to_owned())
            } else {
                Some(t.sc_y_no_target().to_owned())
            }
        }
    }
}

/// Why the quest action of `at` is not possible with `hand`.
fn quest_reason(v: &SchattenView, hand: &Hand, at: Place, t: Tr) -> Option<String> {
    Some(match at {
        Place::Camelot => t.sc_y_camelot().to_owned(),
        Place::BlackKnight | Place::Lancelot | Place::Dragon => t.sc_y_combat().to_owned(),
        Place::Excalibur => t.sc_y_excalibur().to_owned(),
        Place::Grail if v.dark_forest => t.sc_y_grail_dark().to_owned(),
        Place::Grail => t.sc_y_grail().to_owned(),
        Place::Picts | Place::Saxons => match v.wars.iter().find(|w| w.place == at).and_then(|w| w.needs) {
            Some(need) if !hand.has(White::of_value(need).unwrap_or(White::F1)) => t.sc_y_war(&need),
            Some(_) => return None,
            None => t.sc_y_war_done().to_owned(),
        },
    })
}

/// The cost line of the heroic phase (S-TURN-11): the first action is free, a second costs a life.
#[must_use]
pub fn cost_line(v: &SchattenView, seat: Seat, t: Tr) -> String {
    let life = v.seats.get(usize::from(seat)).map_or(0, |s| s.life);
    match v.actions_taken {
        0 => t.sc_h_first().to_owned(),
        1 => t.sc_h_second(&life),
        _ => t.sc_h_done().to_owned(),
    }
}
