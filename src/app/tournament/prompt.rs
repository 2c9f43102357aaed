//! The one-sentence prompt (who acts and what they may do), the short action labels for
//! "Undo …", and the end-of-game sentence with its tie-breaks.

use crate::app::i18n::Tr;
use super::text::{self, who};
use crate::app::i18n::Lang;
use crate::engine::tournament::data::{Character, GodsendKind};
use crate::engine::tournament::view::{Pending, TournamentView};
use crate::engine::tournament::{Boosts, EscapeKind, TournamentAction as A};
use crate::engine::{Outcome, Seat};

fn character(v: &TournamentView, seat: Seat) -> Option<Character> {
    v.seats.get(usize::from(seat)).map(|s| s.character)
}

/// The Godsends `seat` still has to declare at the start of the round.
pub fn undeclared(v: &TournamentView, seat: Seat, l: Lang) -> Vec<&'static str> {
    v.seats.get(usize::from(seat)).map_or_else(Vec::new, |s| {
        s.godsends
            .iter()
            .filter(|g| g.declaration.is_none() && matches!(g.kind, GodsendKind::WrathOfHeaven | GodsendKind::DayOfReckoning | GodsendKind::DivineShield))
            .fold(Vec::new(), |mut out: Vec<&'static str>, g| {
                // Two copies are one entry: "Wrath of Heaven", not "Wrath of Heaven, Wrath of Heaven".
                let name = text::godsend(g.kind, l);
                if !out.contains(&name) {
                    out.push(name);
                }
                out
            })
    })
}

pub fn prompt(v: &TournamentView, names: &[String], l: Lang) -> String {
    let n = |s| who(names, s);
    let melee = v.melee_number;
    match v.pending {
        Pending::DiscardFaceDown { seat, left } => Tr(l).tm_a_drew_extra_cards_and(&n(seat), &left),
        Pending::Declarations { seat } => {
            let list = undeclared(v, seat, l).join(", ");
            Tr(l).tm_a_declares_the_target_of(&n(seat), &list)
        }
        Pending::Lead { seat } => Tr(l).tm_round_a_melee_b_of(&v.round, &melee, &n(seat)),
        Pending::Follow { seat } => {
            let lead = v.melee.lead_suit.map(|s| text::suit(s, l)).unwrap_or("?");
            // Short on purpose: the hand itself greys out what may not follow, and says why.
            Tr(l).tm_melee_a_b_follows_the(&melee, &n(seat), &lead)
        }
        Pending::DeclareSorcerer { seat, card, suit } => match suit {
            Some(s) => Tr(l).tm_a_names_a_value_from(&n(seat), &text::card(card, l), &text::suit(s, l)),
            None => Tr(l).tm_a_names_a_suit_and(&n(seat), &text::card(card, l)),
        },
        Pending::Modifiers { seat, card } => Tr(l).tm_a_may_add_a_bonus(&n(seat), &text::card(card, l)),
        Pending::PreFeint { seat } => {
            let power = match character(v, seat) {
                Some(Character::Arthur) => "Excalibur",
                Some(Character::Percival) => Tr(l).tm_second_thoughts(),
                _ => "Sir Pelleas",
            };
            Tr(l).tm_all_cards_are_in_before(&n(seat), &power)
        }
        Pending::Intervention { seat } => Tr(l).tm_after_the_feints_a_may(&n(seat)),
        Pending::Escape { seat, card, value } => Tr(l).tm_b_s_a_is_the(&n(seat), &text::card(card, l), &value),
        Pending::Mercy { seat } => Tr(l).tm_a_loses_the_melee_and(&n(seat)),
        Pending::Transfers { seat } => Tr(l).tm_all_12_melees_are_played(&n(seat)),
        Pending::Godsend { seat, reason } => Tr(l).tm_godsend_phase_a_picks_a(&n(seat), &text::pick_reason(reason, l)),
        Pending::GameOver => Tr(l).tm_the_tournament_is_over().into(),
    }
}

fn boosts(b: Boosts, l: Lang) -> String {
    let mut parts = Vec::new();
    if b.favour {
        parts.push("+3");
    }
    if b.sun {
        parts.push("+1");
    }
    if b.blade {
        parts.push("+4");
    }
    if parts.is_empty() {
        Tr(l).tm_no_bonus().into()
    } else {
        parts.join(" ")
    }
}

pub fn action_label(a: &A, names: &[String], l: Lang) -> String {
    let c = |card| text::card(card, l);
    match *a {
        A::DiscardFaceDown(card) => Tr(l).tm_discard_a_face_down(&c(card)),
        A::Wrath { target, suit } => Tr(l).tm_wrath_on_a_of_b(&text::suit(suit, l), &who(names, target)),
        A::Reckoning(s) => Tr(l).tm_reckoning_on_a(&text::suit(s, l)),
        A::Shield(s) => Tr(l).tm_shield_against_a(&text::suit(s, l)),
        A::Play(card) => Tr(l).tm_play_a(&c(card)),
        A::PlayFaceDown { .. } => Tr(l).tm_play_a_card_face_down().into(),
        A::Discard(card) => Tr(l).tm_discard_a(&c(card)),
        A::Declare { suit, value } => Tr(l).tm_declare_a_of_b(&value, &text::suit(suit, l)),
        A::Boost(b) => boosts(b, l),
        A::Excalibur(card) => Tr(l).tm_excalibur_on_a(&c(card)),
        A::SecondThoughts(card) => Tr(l).tm_second_thoughts_a(&c(card)),
        A::Pelleas { card, value } => Tr(l).tm_pelleas_sets_a_to_b(&c(card), &value),
        A::Intervene(card) => Tr(l).tm_intervention_on_a(&c(card)),
        A::Escape(EscapeKind::Lancelot) => Tr(l).tm_escape_with_lancelot().into(),
        A::Escape(EscapeKind::GuardianAngel) => Tr(l).tm_escape_with_the_guardian_angel().into(),
        A::Mercy => Tr(l).tm_mercy().into(),
        A::Intrigue { card, to } | A::Judgement { card, to } => Tr(l).tm_move_a_to_b_2(&c(card), &who(names, to)),
        A::TakeGodsend(g) => text::godsend(g.kind(), l).into(),
        A::DrawGodsend => Tr(l).tm_draw_a_godsend().into(),
        A::Pass => Tr(l).tm_pass().into(),
    }
}

pub fn outcome_text(outcome: &Outcome, v: &TournamentView, names: &[String], l: Lang) -> String {
    let list = |seats: &[Seat]| seats.iter().map(|&s| who(names, s)).collect::<Vec<_>>().join(Tr(l).tm_and());
    let fallen: Vec<Seat> = v.seats.iter().filter(|s| s.health == 0).map(|s| s.seat).collect();
    let end = if fallen.is_empty() {
        String::new()
    } else {
        Tr(l).tm_the_game_ended_because_a(&list(&fallen))
    };
    let Some(ranking) = v.ranking.as_ref() else {
        return Tr(l).tm_the_tournament_is_over().into();
    };
    let Some(first) = ranking.first() else { return String::new() };
    let winners = list(&outcome.winners);
    if outcome.winners.len() > 1 {
        return Tr(l).tm_a_share_the_victory_b(&winners, &first.health, &first.final_round_injury, &first.godsends_received, &end);
    }
    match ranking.get(1) {
        Some(second) if second.health == first.health && second.final_round_injury != first.final_round_injury => Tr(l).tm_a_wins_tied_with_b(&winners, &who(names, second.seat), &first.health, &first.final_round_injury, &second.final_round_injury, &end),
        Some(second) if second.health == first.health => Tr(l).tm_a_wins_tied_with_b_2(&winners, &who(names, second.seat), &first.health, &first.godsends_received, &second.godsends_received, &end),
        _ => Tr(l).tm_a_wins_with_the_most(&winners, &first.health, &end),
    }
}
