//! The one-sentence prompt (who acts and what they may do), the short action labels for
//! "Undo …", and the end-of-game sentence with its tie-breaks.

use super::text::{self, who};
use crate::app::i18n::Lang;
use crate::engine::tournament::data::{Character, GodsendKind};
use crate::engine::tournament::view::{Pending, TournamentView};
use crate::engine::tournament::{Boosts, EscapeKind, TournamentAction as A};
use crate::engine::{Outcome, Seat};
use crate::tr;

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
        Pending::DiscardFaceDown { seat, left } => tf!(l, "{0} drew extra cards and now discards {1} face down.", "{0} hat Karten gezogen und legt jetzt {1} verdeckt ab.", &n(seat), &left),
        Pending::Declarations { seat } => {
            let list = undeclared(v, seat, l).join(", ");
            tf!(l, "{0} declares the target of {1} for this round.", "{0} erklärt das Ziel von {1} für diese Runde.", &n(seat), &list)
        }
        Pending::Lead { seat } => tf!(l, "Round {0}, melee {1} of 12: {2} leads a card.", "Runde {0}, Gefecht {1} von 12: {2} spielt eine Karte an.", &v.round, &melee, &n(seat)),
        Pending::Follow { seat } => {
            let lead = v.melee.lead_suit.map(|s| text::suit(s, l)).unwrap_or("?");
            // Short on purpose: the hand itself greys out what may not follow, and says why.
            tf!(l, "Melee {0}: {1} follows the {2} lead.", "Gefecht {0}: {1} bedient {2}.", &melee, &n(seat), &lead)
        }
        Pending::DeclareSorcerer { seat, card, suit } => match suit {
            Some(s) => tf!(l, "{0} names a value from 1 to 15 for {1} (as {2}).", "{0} nennt einen Wert von 1 bis 15 für {1} (als {2}).", &n(seat), &text::card(card, l), &text::suit(s, l)),
            None => tf!(l, "{0} names a suit and a value from 1 to 15 for {1}.", "{0} nennt Farbe und Wert von 1 bis 15 für {1}.", &n(seat), &text::card(card, l)),
        },
        Pending::Modifiers { seat, card } => tf!(l, "{0} may add a bonus to {1} before the next player acts.", "{0} darf {1} einen Bonus geben, bevor es weitergeht.", &n(seat), &text::card(card, l)),
        Pending::PreFeint { seat } => {
            let power = match character(v, seat) {
                Some(Character::Arthur) => "Excalibur",
                Some(Character::Percival) => tr!(l, "Second Thoughts", "Sinneswandel"),
                _ => "Sir Pelleas",
            };
            tf!(l, "All cards are in. Before the feints, {0} may use {1} or pass.", "Alle Karten liegen. Vor den Finten darf {0} {1} nutzen oder passen.", &n(seat), &power)
        }
        Pending::Intervention { seat } => tf!(l, "After the feints, {0} may use Intervention to turn one face-up card face down, or pass.", "Nach den Finten darf {0} mit Eingreifen eine offene Karte umdrehen oder passen.", &n(seat)),
        Pending::Escape { seat, card, value } => tf!(l, "{1}’s {0} is the lowest face-up card ({2}): {1} may escape or take the cards.", "{0} von {1} ist die niedrigste offene Karte ({2}): {1} darf entkommen oder die Karten nehmen.", &text::card(card, l), &n(seat), &value),
        Pending::Mercy { seat } => tf!(l, "{0} loses the melee and may use Mercy so these cards cause no injury.", "{0} verliert das Gefecht und darf Gnade nutzen, damit diese Karten nicht verletzen.", &n(seat)),
        Pending::Transfers { seat } => tf!(l, "All 12 melees are played. {0} may move a card of their Weapon Hits to an opponent, or pass.", "Alle 12 Gefechte sind gespielt. {0} darf eine Karte der Waffentreffer zu einem Gegner verschieben oder passen.", &n(seat)),
        Pending::Godsend { seat, reason } => tf!(l, "Godsend phase: {0} picks a Godsend because {0} {1}.", "Gottesgaben: {0} wählt eine Gottesgabe, denn {0} {1}.", &n(seat), &text::pick_reason(reason, l)),
        Pending::GameOver => tr!(l, "The tournament is over.", "Das Turnier ist vorbei.").into(),
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
        tr!(l, "no bonus", "kein Bonus").into()
    } else {
        parts.join(" ")
    }
}

pub fn action_label(a: &A, names: &[String], l: Lang) -> String {
    let c = |card| text::card(card, l);
    match *a {
        A::DiscardFaceDown(card) => tf!(l, "discard {0} face down", "{0} verdeckt ablegen", &c(card)),
        A::Wrath { target, suit } => tf!(l, "Wrath on {0} of {1}", "Zorn auf {0} von {1}", &text::suit(suit, l), &who(names, target)),
        A::Reckoning(s) => tf!(l, "Reckoning on {0}", "Abrechnung auf {0}", &text::suit(s, l)),
        A::Shield(s) => tf!(l, "Shield against {0}", "Schild gegen {0}", &text::suit(s, l)),
        A::Play(card) => tf!(l, "play {0}", "{0} spielen", &c(card)),
        A::PlayFaceDown { .. } => tr!(l, "play a card face down", "Karte verdeckt spielen").into(),
        A::Discard(card) => tf!(l, "discard {0}", "{0} abwerfen", &c(card)),
        A::Declare { suit, value } => tf!(l, "declare {0} of {1}", "{1} {0} erklären", &value, &text::suit(suit, l)),
        A::Boost(b) => boosts(b, l),
        A::Excalibur(card) => tf!(l, "Excalibur on {0}", "Excalibur auf {0}", &c(card)),
        A::SecondThoughts(card) => tf!(l, "Second Thoughts: {0}", "Sinneswandel: {0}", &c(card)),
        A::Pelleas { card, value } => tf!(l, "Pelleas sets {0} to {1}", "Pelleas setzt {0} auf {1}", &c(card), &value),
        A::Intervene(card) => tf!(l, "Intervention on {0}", "Eingreifen bei {0}", &c(card)),
        A::Escape(EscapeKind::Lancelot) => tr!(l, "escape with Lancelot", "mit Lancelot entkommen").into(),
        A::Escape(EscapeKind::GuardianAngel) => tr!(l, "escape with the Guardian Angel", "mit dem Schutzengel entkommen").into(),
        A::Mercy => tr!(l, "Mercy", "Gnade").into(),
        A::Intrigue { card, to } | A::Judgement { card, to } => tf!(l, "move {0} to {1}", "{0} zu {1} verschieben", &c(card), &who(names, to)),
        A::TakeGodsend(g) => text::godsend(g.kind(), l).into(),
        A::DrawGodsend => tr!(l, "draw a Godsend", "Gottesgabe ziehen").into(),
        A::Pass => tr!(l, "pass", "passen").into(),
    }
}

pub fn outcome_text(outcome: &Outcome, v: &TournamentView, names: &[String], l: Lang) -> String {
    let list = |seats: &[Seat]| seats.iter().map(|&s| who(names, s)).collect::<Vec<_>>().join(tr!(l, " and ", " und "));
    let fallen: Vec<Seat> = v.seats.iter().filter(|s| s.health == 0).map(|s| s.seat).collect();
    let end = if fallen.is_empty() {
        String::new()
    } else {
        tf!(l, " The game ended because {0} reached zero.", " Das Spiel endete, weil {0} null erreichte.", &list(&fallen))
    };
    let Some(ranking) = v.ranking.as_ref() else {
        return tr!(l, "The tournament is over.", "Das Turnier ist vorbei.").into();
    };
    let Some(first) = ranking.first() else { return String::new() };
    let winners = list(&outcome.winners);
    if outcome.winners.len() > 1 {
        return tf!(l, "{0} share the victory: {1} Health each, the same injury in the final round ({2}) and as many Godsends ({3}).{4}", "{0} teilen sich den Sieg: je {1} Gesundheit, gleiche Verletzung in der letzten Runde ({2}) und gleich viele Gottesgaben ({3}).{4}", &winners, &first.health, &first.final_round_injury, &first.godsends_received, &end);
    }
    match ranking.get(1) {
        Some(second) if second.health == first.health && second.final_round_injury != first.final_round_injury => tf!(l, "{0} wins: tied with {1} at {2} Health, but took less injury in the final round ({3} against {4}).{5}", "{0} gewinnt: gleichauf mit {1} bei {2} Gesundheit, aber mit weniger Verletzung in der letzten Runde ({3} gegen {4}).{5}", &winners, &who(names, second.seat), &first.health, &first.final_round_injury, &second.final_round_injury, &end),
        Some(second) if second.health == first.health => tf!(l, "{0} wins: tied with {1} at {2} Health and final-round injury, but received fewer Godsends ({3} against {4}).{5}", "{0} gewinnt: gleichauf mit {1} bei {2} Gesundheit und Verletzung der letzten Runde, aber mit weniger Gottesgaben ({3} gegen {4}).{5}", &winners, &who(names, second.seat), &first.health, &first.godsends_received, &second.godsends_received, &end),
        _ => tf!(l, "{0} wins with the most Health: {1}.{2}", "{0} gewinnt mit der meisten Gesundheit: {1}.{2}", &winners, &first.health, &end),
    }
}
