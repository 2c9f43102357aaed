//! Names of the game's things in English and German: suits, cards, characters, powers,
//! Godsends, health bands and the engine's refusal reasons. Every other file builds its
//! sentences from these, so a card is called the same everywhere.

use crate::app::i18n::Lang;
use crate::engine::tournament::data::{Band, Card, CardKind, Character, GodsendKind, Suit};
use crate::engine::tournament::events::PickReason;
use crate::engine::tournament::TournamentError;
use crate::engine::Seat;
use crate::tr;

/// A seat's player name (the save's names), or "Player n".
pub fn who(names: &[String], seat: Seat) -> String {
    names.get(usize::from(seat)).cloned().unwrap_or_else(|| format!("#{}", seat + 1))
}

pub fn suit(s: Suit, l: Lang) -> &'static str {
    match s {
        Suit::Swords => tr!(l, "Swords", "Schwerter"),
        Suit::Arrows => tr!(l, "Arrows", "Pfeile"),
        Suit::Sorcery => tr!(l, "Sorcery", "Zauberei"),
        Suit::Deception => tr!(l, "Deception", "Täuschung"),
        Suit::Alchemy => tr!(l, "Alchemy", "Alchemie"),
    }
}

/// "7 of Swords", "Alchemy 7", "Merlin" — without the poison mark.
pub fn card_plain(c: Card, l: Lang) -> String {
    match c.kind() {
        CardKind::Basic { suit: s, value, .. } => tf!(l, "{0} of {1}", "{1} {0}", &value, &suit(s, l)),
        CardKind::Alchemy { value } => tf!(l, "Alchemy {0}", "Alchemie {0}", &value),
        CardKind::Merlin => "Merlin".into(),
        CardKind::Apprentice => tr!(l, "Sorcerer’s Apprentice", "Zauberlehrling").into(),
    }
}

/// The full name: "9 of Swords (poisoned)".
pub fn card(c: Card, l: Lang) -> String {
    let plain = card_plain(c, l);
    if c.is_poisoned() {
        tf!(l, "{0} (poisoned)", "{0} (vergiftet)", &plain)
    } else {
        plain
    }
}

/// Cards joined by commas.
pub fn cards(list: impl IntoIterator<Item = Card>, l: Lang) -> String {
    list.into_iter().map(|c| card(c, l)).collect::<Vec<_>>().join(", ")
}

pub fn protagonist(c: Character, l: Lang) -> &'static str {
    match c {
        Character::Arthur => tr!(l, "King Arthur", "König Artus"),
        Character::Guinevere => tr!(l, "Queen Guinevere", "Königin Guinevere"),
        Character::Gawain => "Sir Gawain",
        Character::Morgan => "Morgan le Fay",
        Character::Galahad => "Sir Galahad",
        Character::Tristan => "Sir Tristan",
        Character::Percival => tr!(l, "Sir Percival", "Sir Parzival"),
        Character::Nimue => tr!(l, "Nimue, Lady of the Lake", "Nimue, Herrin vom See"),
    }
}

pub fn companion(c: Character, l: Lang) -> &'static str {
    match c {
        Character::Arthur => "Excalibur",
        Character::Guinevere => "Sir Lancelot",
        Character::Gawain => tr!(l, "The Green Sash", "Die Grüne Schärpe"),
        Character::Morgan => "Mordred",
        Character::Galahad => tr!(l, "The Holy Grail", "Der Heilige Gral"),
        Character::Tristan => "Isolde",
        Character::Percival => tr!(l, "The Fisher King", "Der Fischerkönig"),
        Character::Nimue => "Sir Pelleas",
    }
}

/// The protagonist's power: name and what it does.
pub fn protagonist_power(c: Character, l: Lang) -> (&'static str, &'static str) {
    match c {
        Character::Arthur => (tr!(l, "Royal Favour", "Königliche Gunst"), tr!(l, "Once a round, +3 on a card he plays.", "Einmal pro Runde +3 auf eine Karte, die er ausspielt.")),
        Character::Guinevere => (tr!(l, "Courtly Intrigue", "Höfische Intrige"), tr!(l, "After the last melee, moves one card of her Weapon Hits to an opponent with at least her Health (two cards with 6 players).", "Nach dem letzten Gefecht verschiebt sie eine Karte ihrer Waffentreffer zu einem Gegner mit mindestens so viel Gesundheit (zwei Karten bei 6 Spielern).")),
        Character::Gawain => (tr!(l, "Strength of the Sun", "Kraft der Sonne"), tr!(l, "May add +1 to every card he plays.", "Darf jeder ausgespielten Karte +1 geben.")),
        Character::Morgan => (tr!(l, "Glamour", "Blendwerk"), tr!(l, "Once a round, plays a card face down: it cannot lose but still hurts.", "Einmal pro Runde eine Karte verdeckt spielen: Sie kann nicht verlieren, verletzt aber trotzdem.")),
        Character::Galahad => (tr!(l, "Pure of Heart", "Reinen Herzens"), tr!(l, "Never suffers Shame; heals 15 each round.", "Erleidet nie Schande; heilt jede Runde 15.")),
        Character::Tristan => (tr!(l, "Wanderer", "Wanderer"), tr!(l, "Draws 2 cards at the start of each round, then discards 2 face down.", "Zieht zu Rundenbeginn 2 Karten und legt dann 2 verdeckt ab.")),
        Character::Percival => (tr!(l, "Second Thoughts", "Sinneswandel"), tr!(l, "Once a round (twice with 2–3 players), before feints, takes his card back and plays another.", "Einmal pro Runde (zweimal bei 2–3 Spielern) vor den Finten seine Karte zurücknehmen und eine andere spielen.")),
        Character::Nimue => (tr!(l, "Merlin’s Bane", "Merlins Fluch"), tr!(l, "Merlin and Apprentice cards in her Weapon Hits cause no injury.", "Merlin und Zauberlehrling in ihren Waffentreffern verletzen nicht.")),
    }
}

/// The companion's power, once unlocked.
pub fn companion_power(c: Character, l: Lang) -> &'static str {
    match c {
        Character::Arthur => tr!(l, "The +3 token twice a round (once per melee), also on anyone’s face-up card before feints.", "Das +3-Plättchen zweimal pro Runde (einmal pro Gefecht), auch vor den Finten auf jede offene Karte."),
        Character::Guinevere => tr!(l, "Once a round, when she would lose a melee, she turns her card face down and escapes.", "Einmal pro Runde: Würde sie ein Gefecht verlieren, dreht sie ihre Karte um und entkommt."),
        Character::Gawain => tr!(l, "His single worst card counts at most 10 injury (active from the start).", "Seine schlimmste Karte verletzt höchstens 10 (von Anfang an aktiv)."),
        Character::Morgan => tr!(l, "Deception cards in every opponent’s Weapon Hits count double.", "Täuschungskarten in den Waffentreffern aller Gegner zählen doppelt."),
        Character::Galahad => tr!(l, "Heals another 25 each round.", "Heilt jede Runde weitere 25."),
        Character::Tristan => tr!(l, "Poisoned cards in his Weapon Hits count 5.", "Vergiftete Karten in seinen Waffentreffern zählen 5."),
        Character::Percival => tr!(l, "Whenever he receives a Godsend, he gets one more at the end.", "Bekommt er Gottesgaben, erhält er am Ende eine weitere."),
        Character::Nimue => tr!(l, "Once a round, before feints, sets a face-up Alchemy card to any value 1–15.", "Einmal pro Runde vor den Finten eine offene Alchemiekarte auf einen Wert von 1–15 setzen."),
    }
}

pub fn godsend(k: GodsendKind, l: Lang) -> &'static str {
    match k {
        GodsendKind::WrathOfHeaven => tr!(l, "Wrath of Heaven", "Zorn des Himmels"),
        GodsendKind::DayOfReckoning => tr!(l, "Day of Reckoning", "Tag der Abrechnung"),
        GodsendKind::DivineShield => tr!(l, "Divine Shield", "Göttlicher Schild"),
        GodsendKind::Antidote => tr!(l, "Antidote", "Gegengift"),
        GodsendKind::ArmourOfFaith => tr!(l, "Armour of Faith", "Rüstung des Glaubens"),
        GodsendKind::HolyWater => tr!(l, "Holy Water", "Weihwasser"),
        GodsendKind::RelicOfTheSaints => tr!(l, "Relic of the Saints", "Reliquie der Heiligen"),
        GodsendKind::GuardianAngel => tr!(l, "Guardian Angel", "Schutzengel"),
        GodsendKind::BlessedBlade => tr!(l, "Blessed Blade", "Gesegnete Klinge"),
        GodsendKind::SecondSight => tr!(l, "Second Sight", "Zweites Gesicht"),
        GodsendKind::Intervention => tr!(l, "Will of God: Intervention", "Wille Gottes: Eingreifen"),
        GodsendKind::Mercy => tr!(l, "Will of God: Mercy", "Wille Gottes: Gnade"),
        GodsendKind::Judgement => tr!(l, "Will of God: Judgement", "Wille Gottes: Urteil"),
    }
}

/// What a Godsend does during the round after it is received.
pub fn godsend_effect(k: GodsendKind, l: Lang) -> &'static str {
    match k {
        GodsendKind::WrathOfHeaven => tr!(l, "Name an opponent and a suit: that suit counts double in their Weapon Hits.", "Nenne einen Gegner und eine Farbe: Diese Farbe zählt in seinen Waffentreffern doppelt."),
        GodsendKind::DayOfReckoning => tr!(l, "Name a Basic suit: it counts double in every opponent’s Weapon Hits.", "Nenne eine Grundfarbe: Sie zählt in den Waffentreffern aller Gegner doppelt."),
        GodsendKind::DivineShield => tr!(l, "Name a suit: it causes you no injury.", "Nenne eine Farbe: Sie verletzt dich nicht."),
        GodsendKind::Antidote => tr!(l, "Your poisoned cards count 5.", "Deine vergifteten Karten zählen 5."),
        GodsendKind::ArmourOfFaith => tr!(l, "20 less weapon injury.", "20 weniger Waffenverletzung."),
        GodsendKind::HolyWater => tr!(l, "Heal 20.", "Heile 20."),
        GodsendKind::RelicOfTheSaints => tr!(l, "No Shame; your Merlins count 5.", "Keine Schande; deine Merlins zählen 5."),
        GodsendKind::GuardianAngel => tr!(l, "Once, when you would lose a melee, turn your card face down and escape.", "Einmal: Würdest du ein Gefecht verlieren, dreh deine Karte um und entkomme."),
        GodsendKind::BlessedBlade => tr!(l, "Twice, +4 on a card you play.", "Zweimal +4 auf eine Karte, die du spielst."),
        GodsendKind::SecondSight => tr!(l, "At the deal, draw 3 cards, then discard 3 face down.", "Beim Geben 3 Karten ziehen, dann 3 verdeckt ablegen."),
        GodsendKind::Intervention => tr!(l, "Once, after the feints of any melee, turn any face-up card face down.", "Einmal nach den Finten eines Gefechts eine beliebige offene Karte umdrehen."),
        GodsendKind::Mercy => tr!(l, "Once, when you lose a melee, those cards cause you no injury.", "Einmal: Verlierst du ein Gefecht, verletzen dich diese Karten nicht."),
        GodsendKind::Judgement => tr!(l, "After the last melee, move one card of your Weapon Hits to any opponent.", "Nach dem letzten Gefecht eine Karte deiner Waffentreffer zu einem Gegner verschieben."),
    }
}

pub fn band(b: Band, l: Lang) -> &'static str {
    match b {
        Band::Robust => tr!(l, "Robust", "Robust"),
        Band::Stable => tr!(l, "Stable", "Stabil"),
        Band::Feeble => tr!(l, "Feeble", "Schwach"),
        Band::Crippled => tr!(l, "Crippled", "Versehrt"),
        Band::Zero => tr!(l, "Zero", "Null"),
    }
}

/// Why a seat gets a Godsend pick.
pub fn pick_reason(r: PickReason, l: Lang) -> &'static str {
    match r {
        PickReason::Chart => tr!(l, "has less Health than the others", "hat weniger Gesundheit als die anderen"),
        PickReason::Behind100 => tr!(l, "is 100 or more Health behind the leader: one extra card", "liegt 100 oder mehr Gesundheit hinter dem Besten: eine Extrakarte"),
        PickReason::Behind200 => tr!(l, "is 200 or more Health behind the leader: one more extra card", "liegt 200 oder mehr Gesundheit hinter dem Besten: noch eine Extrakarte"),
        PickReason::FisherKing => tr!(l, "the Fisher King gives one more card", "der Fischerkönig gibt eine Karte mehr"),
    }
}

/// Why a card in the hand cannot be used now, in words.
pub fn refusal(e: TournamentError, l: Lang) -> String {
    match e {
        TournamentError::MustFollowSuit(s) => tf!(l, "you hold {0}, so you must follow it (or play a Sorcerer)", "du hast {0}, also musst du bedienen (oder einen Zauberer spielen)", &suit(s, l)),
        TournamentError::AlchemyLeadWithBasic => tr!(l, "Alchemy may lead only when you hold no Basic card", "Alchemie darf nur anspielen, wer keine Grundkarte hat").into(),
        TournamentError::MustDiscard => tr!(l, "you cannot follow: discard one card face up (Shame, 5 injury)", "du kannst nicht bedienen: Lege eine Karte offen ab (Schande, 5 Verletzung)").into(),
        TournamentError::SameCard | TournamentError::BadCard(_) | TournamentError::BadSuit(_) => tr!(l, "it could not take the place of your card", "sie könnte deine Karte nicht ersetzen").into(),
        other => other.to_string(),
    }
}

/// Why you get a Godsend pick, to the player: "you have less Health than the others".
pub fn pick_reason_you(r: PickReason, l: Lang) -> &'static str {
    match r {
        PickReason::Chart => tr!(l, "have less Health than the others", "weniger Gesundheit hast als die anderen"),
        PickReason::Behind100 => tr!(l, "are 100 or more Health behind the leader", "100 oder mehr Gesundheit hinter dem Besten liegst"),
        PickReason::Behind200 => tr!(l, "are 200 or more Health behind the leader", "200 oder mehr Gesundheit hinter dem Besten liegst"),
        PickReason::FisherKing => tr!(l, "have the Fisher King: one more card", "den Fischerkönig hast: eine Karte mehr"),
    }
}

/// A text in both languages that follows the language switch. One closure type for every
/// such text: each `move || tr!(…)` in a view would be compiled separately (and the page's
/// size budget counts every one).
pub fn tx(en: &'static str, de: &'static str) -> leptos::prelude::Signal<&'static str> {
    leptos::prelude::Signal::derive(move || if crate::app::i18n::lang() == Lang::En { en } else { de })
}

/// A text built for the current language, as a signal (one rendering for all of them).
pub fn txt(f: impl Fn(Lang) -> String + Send + Sync + 'static) -> leptos::prelude::Signal<String> {
    leptos::prelude::Signal::derive(move || f(crate::app::i18n::lang()))
}
