//! The sentences everyone may read: whose turn it is and what they may do (from the public
//! view only, so it gives nothing away), the game's outcome, and action names for "Undo".

use super::{arith, describe, names};
use crate::app::i18n::Tr;
use crate::engine::card::{CardAction, CardView, EndResult, Loyalty, Pending, PercivalCause, ACCUSE_MIN_SWORDS};
use crate::engine::{Outcome, Seat};

/// Whether `seat` may accuse now, as the whole table can tell (C-ACCUSE-1 … -3).
pub fn may_accuse(v: &CardView, seat: Seat) -> bool {
    v.players > 1
        && v.white + v.black >= ACCUSE_MIN_SWORDS
        && !v.seats.get(usize::from(seat)).is_some_and(|s| s.has_accused || s.spreads_rumors)
        && v.seats.iter().any(|s| s.seat != seat && s.revealed.is_none())
}

/// What `seat` may do on a normal turn, as the whole table can tell.
fn options(v: &CardView, seat: Seat, t: Tr) -> String {
    let mut o: Vec<String> = Vec::new();
    if v.deck + v.discard > 0 {
        o.push(t.card_listen_to_rumors().into());
    }
    let quests: Vec<&str> = v.quests_allowed.iter().map(|q| names::quest(q, t)).collect();
    if !quests.is_empty() {
        o.push(t.card_go_on_a_quest(&quests.join(", ")));
    }
    if may_accuse(v, seat) {
        o.push(t.card_accuse().into());
    }
    match o.split_last() {
        Some((last, rest)) if !rest.is_empty() => t.card_or(&rest.join(", "), last),
        _ => o.concat(),
    }
}

pub fn prompt(v: &CardView, ns: &[String], t: Tr) -> String {
    let n = |s: Seat| names::seat(ns, s);
    match v.pending {
        Pending::Action { seat } => {
            let o = options(v, seat, t);
            if o.is_empty() {
                t.card_s_turn_nothing_is(&n(seat))
            } else {
                t.card_s_turn_2(&n(seat), &o)
            }
        }
        Pending::SpreadRumors { seat } => t.card_is_a_revealed_traitor(&n(seat)),
        Pending::ChooseSpread { seat } => t.card_chooses_which_of_two(&n(seat)),
        Pending::Announce { seat } => t.card_morgan_1_drew_a(&n(seat)),
        Pending::Token { seat } => t.card_drew_merlin_4_and(&n(seat)),
        Pending::VivienGive { seat } => t.card_vivien_took_a_set(&n(seat)),
        Pending::VivienKeep { seat, .. } => t.card_vivien_decides_in_secret(&n(seat)),
        Pending::Merlin6 { seat } => t.card_drew_merlin_6_and(&n(seat)),
        Pending::ArthurWindow { quester, quest, .. } => t.card_goes_on_a_quest_4(&n(quester), &names::quest(quest, t)),
        Pending::GawainWindow { quester } => t.card_s_quest_is_added(&n(quester)),
        Pending::GawainChoose { seat } => t.card_played_gawain_and_chooses(&n(seat)),
        Pending::PercivalWindow { cause: PercivalCause::Accusation { target } } => {
            if v.seats.get(usize::from(target)).and_then(|s| s.revealed) == Some(Loyalty::Traitor) {
                t.card_has_been_accused_does(&n(target))
            } else {
                t.card_has_been_accused_does_2(&n(target))
            }
        }
        Pending::PercivalWindow { cause: PercivalCause::EndReveal { traitors } } => t.card_the_end_reveal_shows(&traitors),
        Pending::Over => t.card_the_game_is_over().into(),
    }
}

/// Who won, in one line.
pub fn outcome_head(o: &Outcome, v: &CardView, ns: &[String], t: Tr) -> String {
    let loyal = o.label == "loyal";
    let w: Vec<String> = o.winners.iter().map(|&s| names::seat(ns, s)).collect();
    match (v.players == 1, loyal) {
        (true, true) => t.card_you_win_camelot_is().into(),
        (true, false) => t.card_you_lose_camelot_falls().into(),
        (false, true) => t.card_camelot_wins_the_loyal(&names::list(&w, t)),
        (false, false) if w.is_empty() => t.card_evil_wins_camelot_falls().into(),
        (false, false) => t.card_evil_wins_and_with(&names::list(&w, t)),
    }
}

/// Why: the end check's sword arithmetic, or what ended the game at once.
pub fn outcome_why(o: &Outcome, v: &CardView, t: Tr) -> String {
    let loyal = o.label == "loyal";
    let Some(e) = v.end else { return String::new() };
    match e.result {
        EndResult::Morgan7 => t.card_morgan_7_was_in().into(),
        EndResult::Stalled => t.card_for_a_whole_round_2().into(),
        _ => {
            let rule = if loyal { t.card_more_white_than_black() } else { t.card_at_least_as_many() };
            let swords = arith::end_swords(&e, t);
            if v.players == 1 {
                t.card_swords_2(&swords, &rule)
            } else {
                t.card_end_check(&describe::flips(&e, t), &swords, &rule)
            }
        }
    }
}

/// Who won and why, with the end check's sword arithmetic (one line, for the tests).
#[cfg(test)]
pub fn outcome_text(o: &Outcome, v: &CardView, ns: &[String], t: Tr) -> String {
    let why = outcome_why(o, v, t);
    let head = outcome_head(o, v, ns, t);
    if why.is_empty() { head } else { head + " " + &why }
}

/// A short name of an action, for "Undo …" and the hint. The platform shows it to the seat that
/// made the move (or may make it) only, so it may name that seat's secret (a token's quest).
pub fn action_label(a: &CardAction, ns: &[String], t: Tr) -> String {
    use CardAction as A;
    let n = |s: Seat| names::seat(ns, s);
    match *a {
        A::Listen => t.card_listen_to_rumors().into(),
        A::Quest(q) => t.card_go_on_a_quest_2(&names::quest(q, t)),
        A::Accuse(s) => t.card_accuse_2(&n(s)),
        A::Pass => t.card_pass().into(),
        A::Spread => t.card_spread_rumors().into(),
        A::Place(c) => t.card_lay_face_up(&names::card(c, t)),
        A::Announce(c) => t.card_announce(&names::card(c, t)),
        // Named only to the seat that laid it or asked for a hint: the platform names a move to
        // the table only where nothing is secret.
        A::Token(q) => t.card_lay_the_merlin_4_on(&names::quest(q, t)),
        A::Give(s) => t.card_give_the_loyalty_card(&n(s)),
        A::Keep(_) => t.card_keep_a_loyalty_card().into(),
        A::Merlin6Quest(q, b) => t.card_merlin_6(&format!("{} +{b}", names::quest(q, t))),
        A::Merlin6Skip => t.card_merlin_6_no_quest().into(),
        A::Tristan => t.card_play_tristan().into(),
        A::Galahad(s) => t.card_play_galahad_on(&n(s)),
        A::Arthur => t.card_play_arthur_2().into(),
        A::Gawain => t.card_play_gawain_2().into(),
        A::GawainPlay(c) => t.card_gawain_adds(&names::card(c, t)),
        A::Percival => t.card_play_percival_2().into(),
        A::Decline => t.card_no_one_plays_a_2().into(),
    }
}
