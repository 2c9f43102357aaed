//! One log line per engine event, with the numbers behind it, and the arithmetic of a
//! card's injury and a seat's healing (shared with the round summary).

use super::text::{self, who};
use crate::app::i18n::Lang;
use crate::engine::tournament::data::Godsend;
use crate::engine::tournament::events::{
    CardSet, Declaration, DrawPower, Healing, InjuryLine, Prevention, Replacement, ShameGuard, TournamentEvent as E,
    TransferPower, ValueChange,
};
use crate::engine::tournament::EscapeKind;
use crate::app::kit::LogLine;
use crate::engine::Seat;
use crate::tr;

fn gs(g: Godsend, l: Lang) -> &'static str {
    text::godsend(g.kind(), l)
}

fn draw_power(p: DrawPower, l: Lang) -> &'static str {
    match p {
        DrawPower::Wanderer => tr!(l, "Wanderer", "Wanderer"),
        DrawPower::SecondSight => tr!(l, "Second Sight", "Zweites Gesicht"),
        DrawPower::WandererAndSecondSight => tr!(l, "Wanderer and Second Sight", "Wanderer und Zweites Gesicht"),
    }
}

/// The printed injury of a set of cards.
pub fn printed(cards: CardSet) -> u16 {
    cards.iter().map(|c| u16::from(c.base_injury())).sum()
}

/// A declaration in words: "Swords count double in Bob’s Weapon Hits".
pub fn declaration(d: Declaration, names: &[String], l: Lang) -> String {
    match d {
        Declaration::Wrath { target, suit } => {
            tf!(l, "{0} count double in {1}’s Weapon Hits", "{0} zählen doppelt in den Waffentreffern von {1}", &text::suit(suit, l), &who(names, target))
        }
        Declaration::Reckoning(suit) => tf!(l, "{0} count double for every opponent", "{0} zählen doppelt für alle Gegner", &text::suit(suit, l)),
        Declaration::Shield(suit) => tf!(l, "{0} cause its holder no injury", "{0} verletzen den Besitzer nicht", &text::suit(suit, l)),
    }
}

/// One card through the injury steps: "Merlin 25 → Relic 5 = 5".
pub fn injury_line(line: &InjuryLine, names: &[String], l: Lang) -> String {
    let mut s = format!("{} {}", text::card_plain(line.card, l), line.base);
    if line.card.is_poisoned() {
        s = tf!(l, "{0} (poisoned) {1}", "{0} (vergiftet) {1}", &text::card_plain(line.card, l), &line.base);
    }
    if let Some(r) = line.replaced {
        let by = match r {
            Replacement::Isolde => "Isolde",
            Replacement::Antidote => tr!(l, "Antidote", "Gegengift"),
            Replacement::Relic => tr!(l, "Relic", "Reliquie"),
        };
        s += &format!(" → {by} {}", line.after_replacement);
    }
    if line.doubled.any() {
        let mut by = Vec::new();
        if line.doubled.mordred {
            by.push("Mordred");
        }
        if line.doubled.wrath > 0 {
            by.push(tr!(l, "Wrath", "Zorn"));
        }
        if line.doubled.reckoning {
            by.push(tr!(l, "Reckoning", "Abrechnung"));
        }
        s += &format!(" ×2 ({}) {}", by.join(", "), line.after_doubling);
    }
    if let Some(p) = line.prevented {
        let by = match p {
            Prevention::Nimue => tr!(l, "Merlin’s Bane", "Merlins Fluch"),
            Prevention::DivineShield => tr!(l, "Divine Shield", "Göttlicher Schild"),
            Prevention::Mercy => tr!(l, "Mercy", "Gnade"),
        };
        s += &format!(" → {by} 0");
    }
    if line.capped {
        s += tr!(l, " → Green Sash cap 10", " → Schärpe höchstens 10");
    }
    if let Some(from) = line.moved_from {
        s += &tf!(l, " (moved here by {0})", " (von {0} hierher verschoben)", &who(names, from));
    }
    s
}

/// Healing in words: "Pure of Heart 15 + Holy Water 20".
pub fn healing(h: Healing, l: Lang) -> String {
    let mut parts = Vec::new();
    if h.pure_of_heart > 0 {
        parts.push(format!("{} {}", tr!(l, "Pure of Heart", "Reinen Herzens"), h.pure_of_heart));
    }
    if h.grail > 0 {
        parts.push(format!("{} {}", tr!(l, "Holy Grail", "Heiliger Gral"), h.grail));
    }
    if h.holy_water > 0 {
        parts.push(format!("{} {}", tr!(l, "Holy Water", "Weihwasser"), h.holy_water));
    }
    parts.join(" + ")
}

#[allow(clippy::too_many_lines)] // one arm per event, each a sentence
pub fn describe(event: &E, names: &[String], l: Lang) -> String {
    let n = |s| who(names, s);
    let c = |card| text::card(card, l);
    match *event {
        E::RoundStarted { round, dealer, leader, draw_deck } => tf!(l, "Round {0} begins. {1} deals 12 cards to everyone; {2} (on the dealer’s left) leads. {3} cards form the Draw Deck.", "Runde {0} beginnt. {1} gibt allen 12 Karten; {2} (links vom Geber) spielt an. {3} Karten bilden den Nachziehstapel.", &round, &n(dealer), &n(leader), &draw_deck),
        E::HandDealt { seat, cards } => tf!(l, "{0}, your hand: {1}.", "{0}, deine Hand: {1}.", &n(seat), &text::cards(cards.iter(), l)),
        E::TokenReady { seat } => tf!(l, "{0} (King Arthur) has the +3 token ready.", "{0} (König Artus) hat das +3-Plättchen bereit.", &n(seat)),
        E::Drew { seat, power, cards } => tf!(l, "{0} draws {1} ({2}) and must discard as many face down.", "{0} zieht {1} ({2}) und muss ebenso viele verdeckt ablegen.", &n(seat), &text::cards(cards.iter(), l), &draw_power(power, l)),
        E::DrewHidden { seat, power, count } => tf!(l, "{0} draws {1} cards ({2}) and will discard {1} face down.", "{0} zieht {1} Karten ({2}) und legt {1} verdeckt ab.", &n(seat), &count, &draw_power(power, l)),
        E::DiscardedFaceDown { seat, card } => tf!(l, "{0} discards {1} face down.", "{0} legt {1} verdeckt ab.", &n(seat), &c(card)),
        E::DiscardedFaceDownHidden { seat } => tf!(l, "{0} discards a card face down.", "{0} legt eine Karte verdeckt ab.", &n(seat)),
        E::Declared { seat, godsend, declaration: d } => tf!(l, "{0} declares {1}: {2} this round.", "{0} erklärt {1}: {2} in dieser Runde.", &n(seat), &gs(godsend, l), &declaration(d, names, l)),
        E::MeleeStarted { melee, leader } => tf!(l, "Melee {0}: {1} leads.", "Gefecht {0}: {1} spielt an.", &melee, &n(leader)),
        E::Played { seat, card, lead, suit } => {
            let counts = match suit {
                Some(s) if card.is_alchemy() && s.is_basic() => tf!(l, " (counts as {0})", " (zählt als {0})", &text::suit(s, l)),
                _ => String::new(),
            };
            if lead {
                tf!(l, "{0} leads {1}{2}.", "{0} spielt {1} an{2}.", &n(seat), &c(card), &counts)
            } else {
                tf!(l, "{0} plays {1}{2}.", "{0} spielt {1}{2}.", &n(seat), &c(card), &counts)
            }
        }
        E::PlayedFaceDown { seat, card, lead, suit } => tf!(l, "{0} {1} {2} face down (Glamour) as {3}.", "{0} spielt {2} verdeckt {4}(Blendwerk) als {3}.", &n(seat), &if lead { "leads" } else { "plays" }, &c(card), &text::suit(suit, l), &if lead { "an " } else { "" }),
        E::PlayedFaceDownHidden { seat, lead, suit } => {
            if lead {
                tf!(l, "{0} leads a card face down (Glamour), announcing {1}.", "{0} spielt eine Karte verdeckt an (Blendwerk) und sagt {1} an.", &n(seat), &text::suit(suit, l))
            } else {
                tf!(l, "{0} plays a card face down (Glamour).", "{0} spielt eine Karte verdeckt (Blendwerk).", &n(seat))
            }
        }
        E::SorcererDeclared { seat, card, suit, value } => tf!(l, "{0} declares {1} as {2} of {3}.", "{0} erklärt {1} zu {3} {2}.", &n(seat), &c(card), &value, &text::suit(suit, l)),
        E::ValueChanged { by, card, change, before, after } => {
            let what = match change {
                ValueChange::RoyalFavour => tr!(l, "Royal Favour (+3)", "Königliche Gunst (+3)"),
                ValueChange::Excalibur => tr!(l, "Excalibur (+3 token)", "Excalibur (+3-Plättchen)"),
                ValueChange::StrengthOfTheSun => tr!(l, "Strength of the Sun (+1)", "Kraft der Sonne (+1)"),
                ValueChange::BlessedBlade => tr!(l, "Blessed Blade (+4)", "Gesegnete Klinge (+4)"),
                ValueChange::Pelleas => tr!(l, "Sir Pelleas (sets the value)", "Sir Pelleas (setzt den Wert)"),
            };
            tf!(l, "{0} uses {1} on {2}: {3} → {4}.", "{0} nutzt {1} auf {2}: {3} → {4}.", &n(by), &what, &c(card), &before, &after)
        }
        E::Shamed { seat, card, injury, guard, before, after, fallen } => {
            let mut s = match guard {
                Some(g) => {
                    let by = match g {
                        ShameGuard::PureOfHeart => tr!(l, "Pure of Heart", "Reinen Herzens"),
                        ShameGuard::Relic => tr!(l, "Relic of the Saints", "Reliquie der Heiligen"),
                    };
                    tf!(l, "{0} cannot follow and discards {1} face up; {2} spares the Shame.", "{0} kann nicht bedienen und legt {1} offen ab; {2} erspart die Schande.", &n(seat), &c(card), &by)
                }
                None => tf!(l, "{0} cannot follow and discards {1} face up: Shame, {2} injury ({3} → {4}).", "{0} kann nicht bedienen und legt {1} offen ab: Schande, {2} Verletzung ({3} → {4}).", &n(seat), &c(card), &injury, &before, &after),
            };
            if fallen && after == 0 {
                s += tr!(l, " They have fallen to zero; the round is still played out.", " Bei null gefallen; die Runde wird noch zu Ende gespielt.");
            }
            s
        }
        E::SecondThoughts { seat, returned, played } => tf!(l, "{0} has Second Thoughts: takes back {1} and plays {2}.", "{0} hat einen Sinneswandel: nimmt {1} zurück und spielt {2}.", &n(seat), &c(returned), &c(played)),
        E::Feint { value, cards } => tf!(l, "Feint: {0} all have final value {1} and turn face down (they cannot lose but still hurt).", "Finte: {0} haben alle den Endwert {1} und werden umgedreht (sie können nicht verlieren, verletzen aber).", &text::cards(cards.iter(), l), &value),
        E::Intervened { seat, card } => tf!(l, "{0} uses Intervention and turns {1} face down.", "{0} nutzt Eingreifen und dreht {1} um.", &n(seat), &c(card)),
        E::CurrentLoser { seat, card, value } => tf!(l, "Lowest face-up card: {0} of {1} (final value {2}).", "Niedrigste offene Karte: {0} von {1} (Endwert {2}).", &c(card), &n(seat), &value),
        E::Escaped { seat, card, escape } => {
            let by = match escape {
                EscapeKind::Lancelot => "Sir Lancelot",
                EscapeKind::GuardianAngel => tr!(l, "a Guardian Angel", "einen Schutzengel"),
            };
            tf!(l, "{0} escapes with {1}: {2} turns face down.", "{0} entkommt durch {1}: {2} wird umgedreht.", &n(seat), &by, &c(card))
        }
        E::MercyShown { seat, cards } => tf!(l, "{0} shows Mercy: these {1} cards will cause no injury.", "{0} übt Gnade: Diese {1} Karten verletzen nicht.", &n(seat), &cards.len()),
        E::MeleeLost { melee, seat, card, value, cards, carry } => {
            let all = CardSet(cards.0 | carry.0);
            let extra = if carry.is_empty() { String::new() } else { tf!(l, " (including {0} carried)", " (davon {0} mitgeführt)", &carry.len()) };
            tf!(l, "{0} loses melee {1} with {2} (final value {3}, the lowest face up) and takes {4} cards{5}: {6} printed injury.", "{0} verliert Gefecht {1} mit {2} (Endwert {3}, die niedrigste offene) und nimmt {4} Karten{5}: {6} aufgedruckte Verletzung.", &n(seat), &melee, &c(card), &value, &all.len(), &extra, &printed(all))
        }
        E::Carried { melee, cards, carry, leader } => tf!(l, "Melee {0}: every card is face down, so nobody loses. Its {1} cards wait for the next loser (carry now {2} cards); {3} leads again.", "Gefecht {0}: Alle Karten liegen verdeckt, niemand verliert. Die {1} Karten warten auf den nächsten Verlierer (jetzt {2} Karten); {3} spielt wieder an.", &melee, &cards.len(), &carry.len(), &n(leader)),
        E::GlamourRevealed { seat, card } => tf!(l, "{0}’s face-down card was {1}.", "Die verdeckte Karte von {0} war {1}.", &n(seat), &c(card)),
        E::CarryDiscarded { cards } => tf!(l, "After the last melee the {0} face-down cards are discarded and hurt nobody.", "Nach dem letzten Gefecht werden die {0} verdeckten Karten abgelegt und verletzen niemanden.", &cards.len()),
        E::Transferred { from, to, card, power } => {
            let by = match power {
                TransferPower::CourtlyIntrigue => tr!(l, "Courtly Intrigue", "Höfische Intrige"),
                TransferPower::Judgement => tr!(l, "Judgement", "Urteil"),
            };
            tf!(l, "{0} moves {1} to {2}’s Weapon Hits ({3}).", "{0} verschiebt {1} in die Waffentreffer von {2} ({3}).", &n(from), &c(card), &n(to), &by)
        }
        E::CardInjury { seat, line } => format!("{}: {}", n(seat), injury_line(&line, names, l)),
        E::WeaponInjury { seat, cards_total, armour, injury } => {
            if armour > 0 {
                tf!(l, "{0}: Weapon Hits {1} − Armour of Faith {2} = {3} weapon injury.", "{0}: Waffentreffer {1} − Rüstung des Glaubens {2} = {3} Waffenverletzung.", &n(seat), &cards_total, &(20 * u16::from(armour)), &injury)
            } else {
                tf!(l, "{0}: {1} weapon injury.", "{0}: {1} Waffenverletzung.", &n(seat), &injury)
            }
        }
        E::HealthUpdated { seat, shame, weapon, healing: h, before, after, band, fallen, .. } => {
            let mut s = format!("{}: {before} − {weapon}", n(seat));
            if h.total() > 0 {
                s += &format!(" + {} ({})", h.total(), healing(h, l));
            }
            s += &format!(" = {after} ({})", text::band(band, l));
            if shame > 0 {
                s += &tf!(l, "; Shame {0} was already taken", "; Schande {0} schon abgezogen", &shame);
            }
            if h.blocked_by_fallen {
                s += tr!(l, "; fallen, so no healing", "; gefallen, also keine Heilung");
            } else if fallen {
                s += tr!(l, "; fallen", "; gefallen");
            }
            s + "."
        }
        E::GodsendsDiscarded { cards } => {
            let list: Vec<&str> = cards.iter().map(|g| gs(g, l)).collect();
            tf!(l, "This round’s Godsends are discarded: {0}.", "Die Gottesgaben dieser Runde werden abgelegt: {0}.", &list.join(", "))
        }
        E::GameEnded { winners } => {
            let list: Vec<String> = winners.iter().map(n).collect();
            tf!(l, "Someone is at zero: the game ends. Winner: {0}.", "Jemand ist bei null: Das Spiel endet. Sieg: {0}.", &list.join(", "))
        }
        E::CompanionUnlocked { seat, character, health, threshold } => tf!(l, "{0} is at {1}, at or below {2}: {3} joins from next round.", "{0} hat {1}, höchstens {2}: {3} hilft ab der nächsten Runde.", &n(seat), &health, &threshold, &text::companion(character, l)),
        E::DealerChosen { seat, previous, health, tied, distance } => {
            let ties: Vec<String> = tied.iter().map(n).collect();
            if ties.len() > 1 {
                tf!(l, "{0} tie for the lowest Health ({1}); {2} sits nearest clockwise to the last dealer {3} (distance {4}) and deals next.", "{0} haben gleich wenig Gesundheit ({1}); {2} sitzt im Uhrzeigersinn am nächsten zum letzten Geber {3} (Abstand {4}) und gibt als Nächstes.", &ties.join(", "), &health, &n(seat), &n(previous), &distance)
            } else {
                tf!(l, "{0} has the lowest Health ({1}) and deals next.", "{0} hat die wenigste Gesundheit ({1}) und gibt als Nächstes.", &n(seat), &health)
            }
        }
        E::GodsendPhase { chart, recipients, healthiest } => tf!(l, "Godsend phase: this round {0} card(s) go to the players with the least Health ({1} of them pick, lowest first), then an extra card to everyone 100 or more behind. Whoever has the most Health ({2}) gets none.", "Gottesgaben: Diese Runde gehen {0} Karte(n) an die Spieler mit der wenigsten Gesundheit ({1} wählen, die wenigste zuerst), dann eine Extrakarte an alle mit 100 oder mehr Rückstand. Wer die meiste Gesundheit hat ({2}), bekommt keine.", &chart, &recipients, &healthiest),
        E::GodsendPhaseSkipped => tr!(l, "Everyone has the same Health: no Godsends this time.", "Alle haben gleich viel Gesundheit: diesmal keine Gottesgaben.").into(),
        E::GodsendRevealed { godsend } => tf!(l, "Turned face up: {0}.", "Aufgedeckt: {0}.", &gs(godsend, l)),
        E::GodsendDeckReshuffled { cards } => tf!(l, "The {0} discarded Godsends are shuffled into a new deck.", "Die {0} abgelegten Gottesgaben werden zu einem neuen Stapel gemischt.", &cards),
        E::GodsendTaken { seat, godsend, face_up, reason } => {
            let how = if face_up { tr!(l, "takes the face-up", "nimmt die offene") } else { tr!(l, "draws blind:", "zieht verdeckt:") };
            tf!(l, "{0} {1} {2}, because {0} {3}.", "{0} {1} {2}, denn {0} {3}.", &n(seat), &how, &gs(godsend, l), &text::pick_reason(reason, l))
        }
        E::GodsendsLeftOver { cards } => {
            let list: Vec<&str> = cards.iter().map(|g| gs(g, l)).collect();
            tf!(l, "Nobody took {0}: discarded.", "Niemand nahm {0}: abgelegt.", &list.join(", "))
        }
    }
}

/// Whether only the seat it concerns can read this event (its own cards).
fn is_private(e: &E) -> bool {
    matches!(e, E::HandDealt { .. } | E::Drew { .. } | E::DiscardedFaceDown { .. } | E::PlayedFaceDown { .. })
}

/// The log as the viewer may read it: a line per event, grouped by round and melee.
pub fn log_lines(events: &[(usize, Seat, &E)], names: &[String], l: Lang) -> Vec<LogLine> {
    let (mut round, mut melee) = (0u8, 0u8);
    events
        .iter()
        .enumerate()
        .map(|(index, (_, _, e))| {
            match **e {
                E::RoundStarted { round: r, .. } => {
                    round = r;
                    melee = 0;
                }
                E::MeleeStarted { melee: m, .. } => melee = m,
                _ => {}
            }
            let group = match (round, melee) {
                (0, _) => String::new(),
                (r, 0) => tf!(l, "Round {0}", "Runde {0}", &r),
                (r, m) => tf!(l, "Round {0} · melee {1}", "Runde {0} · Gefecht {1}", &r, &m),
            };
            LogLine { index, group, text: describe(e, names, l), private: is_private(e) }
        })
        .collect()
}
