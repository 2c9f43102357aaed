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
            .map(|g| text::godsend(g.kind, l))
            .collect()
    })
}

pub fn prompt(v: &TournamentView, names: &[String], l: Lang) -> String {
    let n = |s| who(names, s);
    let melee = v.melee_number;
    match v.pending {
        Pending::DiscardFaceDown { seat, left } => tr!(l,
            format!("{} drew extra cards and now discards {left} face down.", n(seat)),
            format!("{} hat Karten gezogen und legt jetzt {left} verdeckt ab.", n(seat))),
        Pending::Declarations { seat } => {
            let list = undeclared(v, seat, l).join(", ");
            tr!(l, format!("{} declares the target of {list} for this round.", n(seat)), format!("{} erklärt das Ziel von {list} für diese Runde.", n(seat)))
        }
        Pending::Lead { seat } => tr!(l,
            format!("Round {}, melee {melee} of 12: {} leads a card.", v.round, n(seat)),
            format!("Runde {}, Gefecht {melee} von 12: {} spielt eine Karte an.", v.round, n(seat))),
        Pending::Follow { seat } => {
            let lead = v.melee.lead_suit.map(|s| text::suit(s, l)).unwrap_or("?");
            tr!(l,
                format!("Melee {melee}: {} follows {lead} (or plays a Sorcerer; without {lead}, Alchemy; with neither, discards for Shame).", n(seat)),
                format!("Gefecht {melee}: {} bedient {lead} (oder spielt einen Zauberer; ohne {lead} Alchemie; ohne beides Abwurf mit Schande).", n(seat)))
        }
        Pending::DeclareSorcerer { seat, card, suit } => match suit {
            Some(s) => tr!(l,
                format!("{} names a value from 1 to 15 for {} (as {}).", n(seat), text::card(card, l), text::suit(s, l)),
                format!("{} nennt einen Wert von 1 bis 15 für {} (als {}).", n(seat), text::card(card, l), text::suit(s, l))),
            None => tr!(l,
                format!("{} names a suit and a value from 1 to 15 for {}.", n(seat), text::card(card, l)),
                format!("{} nennt Farbe und Wert von 1 bis 15 für {}.", n(seat), text::card(card, l))),
        },
        Pending::Modifiers { seat, card } => tr!(l,
            format!("{} may add a bonus to {} before the next player acts.", n(seat), text::card(card, l)),
            format!("{} darf {} einen Bonus geben, bevor es weitergeht.", n(seat), text::card(card, l))),
        Pending::PreFeint { seat } => {
            let power = match character(v, seat) {
                Some(Character::Arthur) => "Excalibur",
                Some(Character::Percival) => tr!(l, "Second Thoughts", "Sinneswandel"),
                _ => "Sir Pelleas",
            };
            tr!(l,
                format!("All cards are in. Before the feints, {} may use {power} or pass.", n(seat)),
                format!("Alle Karten liegen. Vor den Finten darf {} {power} nutzen oder passen.", n(seat)))
        }
        Pending::Intervention { seat } => tr!(l,
            format!("After the feints, {} may use Intervention to turn one face-up card face down, or pass.", n(seat)),
            format!("Nach den Finten darf {} mit Eingreifen eine offene Karte umdrehen oder passen.", n(seat))),
        Pending::Escape { seat, card, value } => tr!(l,
            format!("{} of {} is the lowest face-up card ({value}): they may escape or take the cards.", text::card(card, l), n(seat)),
            format!("{} von {} ist die niedrigste offene Karte ({value}): entkommen oder die Karten nehmen.", text::card(card, l), n(seat))),
        Pending::Mercy { seat } => tr!(l,
            format!("{} loses the melee and may use Mercy so these cards cause no injury.", n(seat)),
            format!("{} verliert das Gefecht und darf Gnade nutzen, damit diese Karten nicht verletzen.", n(seat))),
        Pending::Transfers { seat } => tr!(l,
            format!("All 12 melees are played. {} may move a card of their Weapon Hits to an opponent, or pass.", n(seat)),
            format!("Alle 12 Gefechte sind gespielt. {} darf eine Karte der Waffentreffer zu einem Gegner verschieben oder passen.", n(seat))),
        Pending::Godsend { seat, reason } => tr!(l,
            format!("Godsend phase: {} picks a Godsend — {}.", n(seat), text::pick_reason(reason, l)),
            format!("Gottesgaben: {} wählt eine Gottesgabe — {}.", n(seat), text::pick_reason(reason, l))),
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
        A::DiscardFaceDown(card) => tr!(l, format!("discard {} face down", c(card)), format!("{} verdeckt ablegen", c(card))),
        A::Wrath { target, suit } => tr!(l, format!("Wrath on {} of {}", text::suit(suit, l), who(names, target)), format!("Zorn auf {} von {}", text::suit(suit, l), who(names, target))),
        A::Reckoning(s) => tr!(l, format!("Reckoning on {}", text::suit(s, l)), format!("Abrechnung auf {}", text::suit(s, l))),
        A::Shield(s) => tr!(l, format!("Shield against {}", text::suit(s, l)), format!("Schild gegen {}", text::suit(s, l))),
        A::Play(card) => tr!(l, format!("play {}", c(card)), format!("{} spielen", c(card))),
        A::PlayFaceDown { .. } => tr!(l, "play a card face down", "Karte verdeckt spielen").into(),
        A::Discard(card) => tr!(l, format!("discard {}", c(card)), format!("{} abwerfen", c(card))),
        A::Declare { suit, value } => tr!(l, format!("declare {value} of {}", text::suit(suit, l)), format!("{} {value} erklären", text::suit(suit, l))),
        A::Boost(b) => boosts(b, l),
        A::Excalibur(card) => tr!(l, format!("Excalibur on {}", c(card)), format!("Excalibur auf {}", c(card))),
        A::SecondThoughts(card) => tr!(l, format!("Second Thoughts: {}", c(card)), format!("Sinneswandel: {}", c(card))),
        A::Pelleas { card, value } => tr!(l, format!("Pelleas sets {} to {value}", c(card)), format!("Pelleas setzt {} auf {value}", c(card))),
        A::Intervene(card) => tr!(l, format!("Intervention on {}", c(card)), format!("Eingreifen bei {}", c(card))),
        A::Escape(EscapeKind::Lancelot) => tr!(l, "escape with Lancelot", "mit Lancelot entkommen").into(),
        A::Escape(EscapeKind::GuardianAngel) => tr!(l, "escape with the Guardian Angel", "mit dem Schutzengel entkommen").into(),
        A::Mercy => tr!(l, "Mercy", "Gnade").into(),
        A::Intrigue { card, to } | A::Judgement { card, to } => tr!(l, format!("move {} to {}", c(card), who(names, to)), format!("{} zu {} verschieben", c(card), who(names, to))),
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
        tr!(l, format!(" The game ended because {} reached zero.", list(&fallen)), format!(" Das Spiel endete, weil {} null erreichte.", list(&fallen)))
    };
    let Some(ranking) = v.ranking.as_ref() else {
        return tr!(l, "The tournament is over.", "Das Turnier ist vorbei.").into();
    };
    let Some(first) = ranking.first() else { return String::new() };
    let winners = list(&outcome.winners);
    if outcome.winners.len() > 1 {
        return tr!(l,
            format!("{winners} share the victory: {} Health each, the same injury in the final round ({}) and as many Godsends ({}).{end}", first.health, first.final_round_injury, first.godsends_received),
            format!("{winners} teilen sich den Sieg: je {} Gesundheit, gleiche Verletzung in der letzten Runde ({}) und gleich viele Gottesgaben ({}).{end}", first.health, first.final_round_injury, first.godsends_received));
    }
    match ranking.get(1) {
        Some(second) if second.health == first.health && second.final_round_injury != first.final_round_injury => tr!(l,
            format!("{winners} wins: tied with {} at {} Health, but took less injury in the final round ({} against {}).{end}", who(names, second.seat), first.health, first.final_round_injury, second.final_round_injury),
            format!("{winners} gewinnt: gleichauf mit {} bei {} Gesundheit, aber mit weniger Verletzung in der letzten Runde ({} gegen {}).{end}", who(names, second.seat), first.health, first.final_round_injury, second.final_round_injury)),
        Some(second) if second.health == first.health => tr!(l,
            format!("{winners} wins: tied with {} at {} Health and final-round injury, but received fewer Godsends ({} against {}).{end}", who(names, second.seat), first.health, first.godsends_received, second.godsends_received),
            format!("{winners} gewinnt: gleichauf mit {} bei {} Gesundheit und Verletzung der letzten Runde, aber mit weniger Gottesgaben ({} gegen {}).{end}", who(names, second.seat), first.health, first.godsends_received, second.godsends_received)),
        _ => tr!(l, format!("{winners} wins with the most Health: {}.{end}", first.health), format!("{winners} gewinnt mit der meisten Gesundheit: {}.{end}", first.health)),
    }
}
