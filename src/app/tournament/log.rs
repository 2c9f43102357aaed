//! One log line per engine event, with the numbers behind it.

use super::text::{self, who};
use crate::app::i18n::Lang;
use crate::engine::tournament::data::Godsend;
use crate::engine::tournament::events::{
    CardSet, Declaration, DrawPower, Healing, InjuryLine, Prevention, Replacement, ShameGuard, TournamentEvent as E,
    TransferPower, ValueChange,
};
use crate::engine::tournament::EscapeKind;
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
            tr!(l, format!("{} count double in {}’s Weapon Hits", text::suit(suit, l), who(names, target)), format!("{} zählen doppelt in den Waffentreffern von {}", text::suit(suit, l), who(names, target)))
        }
        Declaration::Reckoning(suit) => tr!(l, format!("{} count double for every opponent", text::suit(suit, l)), format!("{} zählen doppelt für alle Gegner", text::suit(suit, l))),
        Declaration::Shield(suit) => tr!(l, format!("{} cause its holder no injury", text::suit(suit, l)), format!("{} verletzen den Besitzer nicht", text::suit(suit, l))),
    }
}

/// One card through the injury steps: "Merlin 25 → Relic 5 = 5".
pub fn injury_line(line: &InjuryLine, names: &[String], l: Lang) -> String {
    let mut s = format!("{} {}", text::card_plain(line.card, l), line.base);
    if line.card.is_poisoned() {
        s = tr!(l, format!("{} (poisoned) {}", text::card_plain(line.card, l), line.base), format!("{} (vergiftet) {}", text::card_plain(line.card, l), line.base));
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
        s += &tr!(l, format!(" (moved here by {})", who(names, from)), format!(" (von {} hierher verschoben)", who(names, from)));
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
        E::RoundStarted { round, dealer, leader, draw_deck } => tr!(l,
            format!("Round {round} begins. {} deals 12 cards to everyone; {} (on the dealer’s left) leads. {draw_deck} cards form the Draw Deck.", n(dealer), n(leader)),
            format!("Runde {round} beginnt. {} gibt allen 12 Karten; {} (links vom Geber) spielt an. {draw_deck} Karten bilden den Nachziehstapel.", n(dealer), n(leader))),
        E::HandDealt { seat, cards } => tr!(l, format!("{}, your hand: {}.", n(seat), text::cards(cards.iter(), l)), format!("{}, deine Hand: {}.", n(seat), text::cards(cards.iter(), l))),
        E::TokenReady { seat } => tr!(l, format!("{} (King Arthur) has the +3 token ready.", n(seat)), format!("{} (König Artus) hat das +3-Plättchen bereit.", n(seat))),
        E::Drew { seat, power, cards } => tr!(l,
            format!("{} draws {} ({}) and must discard as many face down.", n(seat), text::cards(cards.iter(), l), draw_power(power, l)),
            format!("{} zieht {} ({}) und muss ebenso viele verdeckt ablegen.", n(seat), text::cards(cards.iter(), l), draw_power(power, l))),
        E::DrewHidden { seat, power, count } => tr!(l,
            format!("{} draws {count} cards ({}) and will discard {count} face down.", n(seat), draw_power(power, l)),
            format!("{} zieht {count} Karten ({}) und legt {count} verdeckt ab.", n(seat), draw_power(power, l))),
        E::DiscardedFaceDown { seat, card } => tr!(l, format!("{} discards {} face down.", n(seat), c(card)), format!("{} legt {} verdeckt ab.", n(seat), c(card))),
        E::DiscardedFaceDownHidden { seat } => tr!(l, format!("{} discards a card face down.", n(seat)), format!("{} legt eine Karte verdeckt ab.", n(seat))),
        E::Declared { seat, godsend, declaration: d } => tr!(l,
            format!("{} declares {}: {} this round.", n(seat), gs(godsend, l), declaration(d, names, l)),
            format!("{} erklärt {}: {} in dieser Runde.", n(seat), gs(godsend, l), declaration(d, names, l))),
        E::MeleeStarted { melee, leader } => tr!(l, format!("Melee {melee}: {} leads.", n(leader)), format!("Gefecht {melee}: {} spielt an.", n(leader))),
        E::Played { seat, card, lead, suit } => {
            let counts = match suit {
                Some(s) if card.is_alchemy() && s.is_basic() => tr!(l, format!(" (counts as {})", text::suit(s, l)), format!(" (zählt als {})", text::suit(s, l))),
                _ => String::new(),
            };
            if lead {
                tr!(l, format!("{} leads {}{counts}.", n(seat), c(card)), format!("{} spielt {} an{counts}.", n(seat), c(card)))
            } else {
                tr!(l, format!("{} plays {}{counts}.", n(seat), c(card)), format!("{} spielt {}{counts}.", n(seat), c(card)))
            }
        }
        E::PlayedFaceDown { seat, card, lead, suit } => tr!(l,
            format!("{} {} {} face down (Glamour) as {}.", n(seat), if lead { "leads" } else { "plays" }, c(card), text::suit(suit, l)),
            format!("{} spielt {} verdeckt {}(Blendwerk) als {}.", n(seat), c(card), if lead { "an " } else { "" }, text::suit(suit, l))),
        E::PlayedFaceDownHidden { seat, lead, suit } => {
            if lead {
                tr!(l, format!("{} leads a card face down (Glamour), announcing {}.", n(seat), text::suit(suit, l)), format!("{} spielt eine Karte verdeckt an (Blendwerk) und sagt {} an.", n(seat), text::suit(suit, l)))
            } else {
                tr!(l, format!("{} plays a card face down (Glamour).", n(seat)), format!("{} spielt eine Karte verdeckt (Blendwerk).", n(seat)))
            }
        }
        E::SorcererDeclared { seat, card, suit, value } => tr!(l,
            format!("{} declares {} as {value} of {}.", n(seat), c(card), text::suit(suit, l)),
            format!("{} erklärt {} zu {} {value}.", n(seat), c(card), text::suit(suit, l))),
        E::ValueChanged { by, card, change, before, after } => {
            let what = match change {
                ValueChange::RoyalFavour => tr!(l, "Royal Favour (+3)", "Königliche Gunst (+3)"),
                ValueChange::Excalibur => tr!(l, "Excalibur (+3 token)", "Excalibur (+3-Plättchen)"),
                ValueChange::StrengthOfTheSun => tr!(l, "Strength of the Sun (+1)", "Kraft der Sonne (+1)"),
                ValueChange::BlessedBlade => tr!(l, "Blessed Blade (+4)", "Gesegnete Klinge (+4)"),
                ValueChange::Pelleas => tr!(l, "Sir Pelleas (sets the value)", "Sir Pelleas (setzt den Wert)"),
            };
            tr!(l, format!("{} uses {what} on {}: {before} → {after}.", n(by), c(card)), format!("{} nutzt {what} auf {}: {before} → {after}.", n(by), c(card)))
        }
        E::Shamed { seat, card, injury, guard, before, after, fallen } => {
            let mut s = match guard {
                Some(g) => {
                    let by = match g {
                        ShameGuard::PureOfHeart => tr!(l, "Pure of Heart", "Reinen Herzens"),
                        ShameGuard::Relic => tr!(l, "Relic of the Saints", "Reliquie der Heiligen"),
                    };
                    tr!(l, format!("{} cannot follow and discards {} face up; {by} spares the Shame.", n(seat), c(card)), format!("{} kann nicht bedienen und legt {} offen ab; {by} erspart die Schande.", n(seat), c(card)))
                }
                None => tr!(l,
                    format!("{} cannot follow and discards {} face up: Shame, {injury} injury ({before} → {after}).", n(seat), c(card)),
                    format!("{} kann nicht bedienen und legt {} offen ab: Schande, {injury} Verletzung ({before} → {after}).", n(seat), c(card))),
            };
            if fallen && after == 0 {
                s += tr!(l, " They have fallen to zero; the round is still played out.", " Bei null gefallen; die Runde wird noch zu Ende gespielt.");
            }
            s
        }
        E::SecondThoughts { seat, returned, played } => tr!(l,
            format!("{} has Second Thoughts: takes back {} and plays {}.", n(seat), c(returned), c(played)),
            format!("{} hat einen Sinneswandel: nimmt {} zurück und spielt {}.", n(seat), c(returned), c(played))),
        E::Feint { value, cards } => tr!(l,
            format!("Feint: {} all have final value {value} and turn face down (they cannot lose but still hurt).", text::cards(cards.iter(), l)),
            format!("Finte: {} haben alle den Endwert {value} und werden umgedreht (sie können nicht verlieren, verletzen aber).", text::cards(cards.iter(), l))),
        E::Intervened { seat, card } => tr!(l, format!("{} uses Intervention and turns {} face down.", n(seat), c(card)), format!("{} nutzt Eingreifen und dreht {} um.", n(seat), c(card))),
        E::CurrentLoser { seat, card, value } => tr!(l,
            format!("Lowest face-up card: {} of {} (final value {value}).", c(card), n(seat)),
            format!("Niedrigste offene Karte: {} von {} (Endwert {value}).", c(card), n(seat))),
        E::Escaped { seat, card, escape } => {
            let by = match escape {
                EscapeKind::Lancelot => "Sir Lancelot",
                EscapeKind::GuardianAngel => tr!(l, "a Guardian Angel", "einen Schutzengel"),
            };
            tr!(l, format!("{} escapes with {by}: {} turns face down.", n(seat), c(card)), format!("{} entkommt durch {by}: {} wird umgedreht.", n(seat), c(card)))
        }
        E::MercyShown { seat, cards } => tr!(l,
            format!("{} shows Mercy: these {} cards will cause no injury.", n(seat), cards.len()),
            format!("{} übt Gnade: Diese {} Karten verletzen nicht.", n(seat), cards.len())),
        E::MeleeLost { melee, seat, card, value, cards, carry } => {
            let all = CardSet(cards.0 | carry.0);
            let extra = if carry.is_empty() { String::new() } else { tr!(l, format!(" (including {} carried)", carry.len()), format!(" (davon {} mitgeführt)", carry.len())) };
            tr!(l,
                format!("{} loses melee {melee} with {} (final value {value}, the lowest face up) and takes {} cards{extra}: {} printed injury.", n(seat), c(card), all.len(), printed(all)),
                format!("{} verliert Gefecht {melee} mit {} (Endwert {value}, die niedrigste offene) und nimmt {} Karten{extra}: {} aufgedruckte Verletzung.", n(seat), c(card), all.len(), printed(all)))
        }
        E::Carried { melee, cards, carry, leader } => tr!(l,
            format!("Melee {melee}: every card is face down, so nobody loses. Its {} cards wait for the next loser (carry now {} cards); {} leads again.", cards.len(), carry.len(), n(leader)),
            format!("Gefecht {melee}: Alle Karten liegen verdeckt, niemand verliert. Die {} Karten warten auf den nächsten Verlierer (jetzt {} Karten); {} spielt wieder an.", cards.len(), carry.len(), n(leader))),
        E::GlamourRevealed { seat, card } => tr!(l, format!("{}’s face-down card was {}.", n(seat), c(card)), format!("Die verdeckte Karte von {} war {}.", n(seat), c(card))),
        E::CarryDiscarded { cards } => tr!(l,
            format!("After the last melee the {} face-down cards are discarded and hurt nobody.", cards.len()),
            format!("Nach dem letzten Gefecht werden die {} verdeckten Karten abgelegt und verletzen niemanden.", cards.len())),
        E::Transferred { from, to, card, power } => {
            let by = match power {
                TransferPower::CourtlyIntrigue => tr!(l, "Courtly Intrigue", "Höfische Intrige"),
                TransferPower::Judgement => tr!(l, "Judgement", "Urteil"),
            };
            tr!(l, format!("{} moves {} to {}’s Weapon Hits ({by}).", n(from), c(card), n(to)), format!("{} verschiebt {} in die Waffentreffer von {} ({by}).", n(from), c(card), n(to)))
        }
        E::CardInjury { seat, line } => format!("{}: {}", n(seat), injury_line(&line, names, l)),
        E::WeaponInjury { seat, cards_total, armour, injury } => {
            if armour > 0 {
                tr!(l, format!("{}: Weapon Hits {cards_total} − Armour of Faith {} = {injury} weapon injury.", n(seat), 20 * u16::from(armour)), format!("{}: Waffentreffer {cards_total} − Rüstung des Glaubens {} = {injury} Waffenverletzung.", n(seat), 20 * u16::from(armour)))
            } else {
                tr!(l, format!("{}: {injury} weapon injury.", n(seat)), format!("{}: {injury} Waffenverletzung.", n(seat)))
            }
        }
        E::HealthUpdated { seat, shame, weapon, healing: h, before, after, band, fallen, .. } => {
            let mut s = format!("{}: {before} − {weapon}", n(seat));
            if h.total() > 0 {
                s += &format!(" + {} ({})", h.total(), healing(h, l));
            }
            s += &format!(" = {after} ({})", text::band(band, l));
            if shame > 0 {
                s += &tr!(l, format!("; Shame {shame} was already taken"), format!("; Schande {shame} schon abgezogen"));
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
            tr!(l, format!("This round’s Godsends are discarded: {}.", list.join(", ")), format!("Die Gottesgaben dieser Runde werden abgelegt: {}.", list.join(", ")))
        }
        E::GameEnded { winners } => {
            let list: Vec<String> = winners.iter().map(n).collect();
            tr!(l, format!("Someone is at zero: the game ends. Winner: {}.", list.join(", ")), format!("Jemand ist bei null: Das Spiel endet. Sieg: {}.", list.join(", ")))
        }
        E::CompanionUnlocked { seat, character, health, threshold } => tr!(l,
            format!("{} is at {health}, at or below {threshold}: {} joins from next round.", n(seat), text::companion(character, l)),
            format!("{} hat {health}, höchstens {threshold}: {} hilft ab der nächsten Runde.", n(seat), text::companion(character, l))),
        E::DealerChosen { seat, previous, health, tied, distance } => {
            let ties: Vec<String> = tied.iter().map(n).collect();
            if ties.len() > 1 {
                tr!(l,
                    format!("{} tie for the lowest Health ({health}); {} sits nearest clockwise to the last dealer {} (distance {distance}) and deals next.", ties.join(", "), n(seat), n(previous)),
                    format!("{} haben gleich wenig Gesundheit ({health}); {} sitzt im Uhrzeigersinn am nächsten zum letzten Geber {} (Abstand {distance}) und gibt als Nächstes.", ties.join(", "), n(seat), n(previous)))
            } else {
                tr!(l, format!("{} has the lowest Health ({health}) and deals next.", n(seat)), format!("{} hat die wenigste Gesundheit ({health}) und gibt als Nächstes.", n(seat)))
            }
        }
        E::GodsendPhase { chart, recipients, healthiest } => tr!(l,
            format!("Godsend phase: the chart gives {chart} card(s); {recipients} most injured player(s) pick, then the extras. Whoever has {healthiest} (the most Health) gets none."),
            format!("Gottesgaben: Die Tabelle gibt {chart} Karte(n); {recipients} am meisten Verletzte wählen, dann die Extras. Wer {healthiest} hat (am meisten), bekommt keine.")),
        E::GodsendPhaseSkipped => tr!(l, "Everyone has the same Health: no Godsends this time.", "Alle haben gleich viel Gesundheit: diesmal keine Gottesgaben.").into(),
        E::GodsendRevealed { godsend } => tr!(l, format!("Turned face up: {}.", gs(godsend, l)), format!("Aufgedeckt: {}.", gs(godsend, l))),
        E::GodsendDeckReshuffled { cards } => tr!(l, format!("The {cards} discarded Godsends are shuffled into a new deck."), format!("Die {cards} abgelegten Gottesgaben werden zu einem neuen Stapel gemischt.")),
        E::GodsendTaken { seat, godsend, face_up, reason } => {
            let how = if face_up { tr!(l, "takes the face-up", "nimmt die offene") } else { tr!(l, "draws blind:", "zieht verdeckt:") };
            tr!(l,
                format!("{} {how} {} ({}).", n(seat), gs(godsend, l), text::pick_reason(reason, l)),
                format!("{} {how} {} ({}).", n(seat), gs(godsend, l), text::pick_reason(reason, l)))
        }
        E::GodsendsLeftOver { cards } => {
            let list: Vec<&str> = cards.iter().map(|g| gs(g, l)).collect();
            tr!(l, format!("Nobody took {}: discarded.", list.join(", ")), format!("Niemand nahm {}: abgelegt.", list.join(", ")))
        }
    }
}
