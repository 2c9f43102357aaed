//! The words for the game's things — quests, cards, knights, loyalty, swords — in both
//! languages. Card effects are our own few words, never the rulebook's sentences.

use crate::app::i18n::Lang;
use crate::engine::card::{Card, Knight, Loyalty, Quest};
use crate::engine::Seat;
use crate::tr;

pub fn quest(q: Quest, l: Lang) -> &'static str {
    match q {
        Quest::Picts => tr!(l, "Picts", "Pikten"),
        Quest::Saxons => tr!(l, "Saxons", "Sachsen"),
        Quest::Dragon => tr!(l, "Dragon", "Drache"),
        Quest::Excalibur => "Excalibur",
        Quest::Grail => tr!(l, "Holy Grail", "Heiliger Gral"),
    }
}

/// A card's name: "Dragon 4", "Dragon ?", "Morgan #4 (+2)", "Merlin #1", "Vivien".
pub fn card(c: Card, l: Lang) -> String {
    if let Some(q) = c.quest() {
        return match c.value() {
            Some(v) => format!("{} {v}", quest(q, l)),
            None => format!("{} ?", quest(q, l)),
        };
    }
    let (who, n) = character(c);
    match c.morgan4_bonus() {
        0 if n == 0 => who.to_owned(),
        0 => format!("{who} #{n}"),
        b => format!("{who} #4 (+{b})"),
    }
}

/// A character card's name and number (0: none).
pub fn character(c: Card) -> (&'static str, u8) {
    use Card::*;
    match c {
        Morgan1 => ("Morgan", 1),
        Morgan2 => ("Morgan", 2),
        Morgan3 => ("Morgan", 3),
        Morgan4Plus1 | Morgan4Plus2 | Morgan4Plus3 => ("Morgan", 4),
        Morgan5 => ("Morgan", 5),
        Morgan6 => ("Morgan", 6),
        Morgan7 => ("Morgan", 7),
        Morgan8 => ("Morgan", 8),
        Merlin1 => ("Merlin", 1),
        Merlin2 => ("Merlin", 2),
        Merlin3 => ("Merlin", 3),
        Merlin4 => ("Merlin", 4),
        Merlin5 => ("Merlin", 5),
        Merlin6 => ("Merlin", 6),
        Mordred => ("Mordred", 0),
        _ => ("Vivien", 0),
    }
}

/// What a character does, in a few words (shown on its card face).
pub fn effect(c: Card, l: Lang) -> &'static str {
    use Card::*;
    match c {
        Morgan1 => tr!(l, "Until a Merlin: cards drawn go face down and are announced", "Bis zu einem Merlin: gezogene Karten verdeckt legen und ansagen"),
        Morgan2 => tr!(l, "Until a Merlin: every listen is counted aloud", "Bis zu einem Merlin: jedes Anhören wird laut gezählt"),
        Morgan3 => tr!(l, "Next quest: one more sword of each colour placed", "Nächste Queste: je ein Schwert mehr jeder gelegten Farbe"),
        Morgan4Plus1 => tr!(l, "Next quest: +1 to every stack with cards", "Nächste Queste: +1 auf jeden Stapel mit Karten"),
        Morgan4Plus2 => tr!(l, "Next quest: +2 to every stack with cards", "Nächste Queste: +2 auf jeden Stapel mit Karten"),
        Morgan4Plus3 => tr!(l, "Next quest: +3 to every stack with cards", "Nächste Queste: +3 auf jeden Stapel mit Karten"),
        Morgan5 => tr!(l, "Next quest: the main quest needs 12 or 13", "Nächste Queste: die Hauptqueste braucht 12 oder 13"),
        Morgan6 => tr!(l, "Next quest: every ? is worth 1", "Nächste Queste: jedes ? zählt 1"),
        Morgan7 => tr!(l, "Next quest: main quest at 14+ and Camelot falls", "Nächste Queste: Hauptqueste ab 14 und Camelot fällt"),
        Morgan8 => tr!(l, "Next quest: Picts and Saxons are one quest (2 swords)", "Nächste Queste: Pikten und Sachsen sind eine Queste (2 Schwerter)"),
        Merlin1 => tr!(l, "Quest: removes the highest Picts and Saxons card", "Queste: entfernt die höchste Pikten- und Sachsenkarte"),
        Merlin2 => tr!(l, "Quest: removes the highest Dragon and Holy Grail card", "Queste: entfernt die höchste Drachen- und Gralskarte"),
        Merlin3 => tr!(l, "Quest: removes the highest Excalibur and Holy Grail card", "Queste: entfernt die höchste Excalibur- und Gralskarte"),
        Merlin4 => tr!(l, "Secret token: removes the highest card of one quest", "Geheimes Plättchen: entfernt die höchste Karte einer Queste"),
        Merlin5 => tr!(l, "Exactly 5 cards of the main quest: success", "Genau 5 Karten der Hauptqueste: Erfolg"),
        Merlin6 => tr!(l, "Go on any quest at once, adding 0 to 3", "Sofort auf eine beliebige Queste, plus 0 bis 3"),
        Mordred => tr!(l, "Quest: +1 per Picts card and per Saxons card", "Queste: +1 je Pikten- und je Sachsenkarte"),
        Vivien => tr!(l, "Drawer and one other may swap loyalty cards", "Zieher und ein Mitspieler dürfen Loyalität tauschen"),
        _ => "",
    }
}

pub fn knight(k: Knight, l: Lang) -> &'static str {
    match k {
        Knight::Arthur => tr!(l, "Arthur", "Artus"),
        Knight::Tristan => "Tristan",
        Knight::Gawain => "Gawain",
        Knight::Galahad => "Galahad",
        Knight::Percival => tr!(l, "Percival", "Parzival"),
    }
}

/// When a knight card is played and what it does, in a few words.
pub fn knight_effect(k: Knight, l: Lang) -> &'static str {
    match k {
        Knight::Arthur => tr!(l, "When another player names a quest: they must listen instead", "Wenn ein anderer eine Queste ansagt: er muss stattdessen anhören"),
        Knight::Tristan => tr!(l, "Your turn, before acting: look through the Rumor deck", "Dein Zug, vor der Aktion: den Gerüchtestapel durchsehen"),
        Knight::Gawain => tr!(l, "During a quest, before the swords: draw 3, play 1 (no Morgan)", "Während einer Queste, vor den Schwertern: 3 ziehen, 1 spielen (keine Morgan)"),
        Knight::Galahad => tr!(l, "Instead of your action: look at a player's loyalty card", "Statt deiner Aktion: eine Loyalitätskarte ansehen"),
        Knight::Percival => tr!(l, "At an accusation or the end reveal: 2 swords instead of 1", "Bei einer Anklage oder der Schlussaufdeckung: 2 Schwerter statt 1"),
    }
}

pub fn loyalty(x: Loyalty, l: Lang) -> &'static str {
    match x {
        Loyalty::Loyal => tr!(l, "Loyal", "Loyal"),
        Loyalty::Traitor => tr!(l, "Traitor", "Verräter"),
    }
}

/// "1 white sword", "2 black swords".
pub fn swords(n: u8, white: bool, l: Lang) -> String {
    let t = match (white, n == 1) {
        (true, true) => tr!(l, "1 white sword", "1 weißes Schwert"),
        (true, false) => tr!(l, "{0} white swords", "{0} weiße Schwerter"),
        (false, true) => tr!(l, "1 black sword", "1 schwarzes Schwert"),
        (false, false) => tr!(l, "{0} black swords", "{0} schwarze Schwerter"),
    };
    fill(t, &[&n.to_string()])
}

/// "2 white and 1 black sword", "no sword".
pub fn sword_pair(white: u8, black: u8, l: Lang) -> String {
    match (white, black) {
        (0, 0) => tr!(l, "no sword", "kein Schwert").into(),
        (w, 0) => swords(w, true, l),
        (0, b) => swords(b, false, l),
        (w, b) => fill(tr!(l, "{0} and {1}", "{0} und {1}"), &[&swords(w, true, l), &swords(b, false, l)]),
    }
}

pub fn seat(names: &[String], s: Seat) -> String {
    names.get(usize::from(s)).cloned().unwrap_or_else(|| format!("#{}", s + 1))
}

/// "Anna, Ben and Cleo".
pub fn list(items: &[String], l: Lang) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => fill(tr!(l, "{0} and {1}", "{0} und {1}"), &[&rest.join(", "), last]),
    }
}

/// "7 white, 5 black".
pub fn counts(white: u8, black: u8, l: Lang) -> String {
    fill(tr!(l, "{0} white, {1} black", "{0} weiße, {1} schwarze"), &[&white.to_string(), &black.to_string()])
}

/// "1 sword", "3 swords" (a quest's sword value).
pub fn sword_count(n: u8, l: Lang) -> String {
    let t = if n == 1 { tr!(l, "{0} sword", "{0} Schwert") } else { tr!(l, "{0} swords", "{0} Schwerter") };
    fill(t, &[&n.to_string()])
}

/// Fills `{0}` … `{9}` in a template with `args`: one call per sentence instead of a
/// `format!` per language keeps the bundle small.
pub fn fill(template: &str, args: &[&str]) -> String {
    let mut out = String::with_capacity(template.len() + 24);
    let mut rest = template;
    while let Some(i) = rest.find('{') {
        out.push_str(&rest[..i]);
        let b = rest.as_bytes();
        match (b.get(i + 1), b.get(i + 2)) {
            (Some(d), Some(b'}')) if d.is_ascii_digit() => {
                out.push_str(args.get(usize::from(d - b'0')).copied().unwrap_or(""));
                rest = &rest[i + 3..];
            }
            _ => {
                out.push('{');
                rest = &rest[i + 1..];
            }
        }
    }
    out.push_str(rest);
    out
}
