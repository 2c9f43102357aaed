//! A normal turn's choice, with the rulebook's names: Listen to Rumors, Go on a Quest (then
//! which), Accuse (then whom); each disabled with its reason when the rules forbid it. Pass
//! only when the engine offers it; Tristan and Galahad when held. A revealed traitor's turn is
//! Spreading Rumors.

use super::card_face::{face, icon};
use super::html::H;
use super::names::{self, fill};
use super::plan::{Btn, Go, Item, Sub};
use crate::app::i18n::Lang;
use crate::engine::card::{CardAction as A, CardView, ACCUSE_MIN_SWORDS};
use crate::tr;

fn back(l: Lang) -> Btn {
    Btn::new(tr!(l, "← Back", "← Zurück"), Go::Sub(Sub::Menu), "back-btn")
}

fn why_no_quest(v: &CardView, l: Lang) -> String {
    if v.pile == 0 {
        tr!(l, "The Threats pile is empty: someone must listen first.", "Der Bedrohungsstapel ist leer: erst muss jemand anhören.").into()
    } else {
        tr!(l, "The top card of the pile shows no quest symbol.", "Die oberste Karte des Stapels zeigt kein Questensymbol.").into()
    }
}

fn why_no_accusation(v: &CardView, l: Lang) -> String {
    let total = v.white + v.black;
    if v.seats.get(usize::from(v.current)).is_some_and(|s| s.has_accused) {
        tr!(l, "You have made your one accusation.", "Du hast deine eine Anklage schon erhoben.").into()
    } else if total < ACCUSE_MIN_SWORDS {
        fill(tr!(l, "Needs at least 4 swords on the table (now {0}).", "Braucht mindestens 4 Schwerter auf dem Tisch (jetzt {0})."), &[&total.to_string()])
    } else {
        tr!(l, "Nobody is left to accuse.", "Niemand ist mehr anzuklagen.").into()
    }
}

fn menu(v: &CardView, legal: &[A], l: Lang) -> Vec<Item> {
    let has = |a: A| legal.contains(&a);
    let mut out = Vec::new();
    if has(A::Spread) || v.seats.get(usize::from(v.current)).is_some_and(|s| s.spreads_rumors) {
        out.push(Item::Text(tr!(l, "You are a revealed traitor: your turn is always Spreading Rumors.", "Du bist ein entlarvter Verräter: dein Zug ist immer Gerüchte streuen.").into()));
        if has(A::Spread) {
            out.push(Item::Choice(Btn::act(tr!(l, "Spread Rumors", "Gerüchte streuen"), A::Spread, "primary"),
                Some(tr!(l, "Draw the top two Rumor cards; lay one face up on the pile, discard the other unseen.", "Zieh die obersten zwei Gerüchtekarten; lege eine offen auf den Stapel, wirf die andere ungesehen ab."))));
        }
        if has(A::Pass) {
            out.push(Item::Choice(Btn::act(tr!(l, "Pass", "Passen"), A::Pass, ""), Some(tr!(l, "No Rumor card is left to draw.", "Keine Gerüchtekarte ist mehr zu ziehen."))));
        }
        return out;
    }
    if let Some(deck) = v.me.as_ref().and_then(|m| m.deck.as_ref()) {
        out.push(Item::Head(tr!(l, "Tristan: the Rumor deck, top card first", "Tristan: der Gerüchtestapel, oberste Karte zuerst")));
        let mut h = H::new();
        if deck.is_empty() {
            h.text(tr!(l, "The deck is empty.", "Der Stapel ist leer."));
        }
        h.open("ol", "card-row");
        for &c in deck {
            h.open("li", "");
            face(&mut h, c, l, true);
            h.close("li");
        }
        h.close("ol");
        out.push(Item::Art(h.done()));
        out.push(Item::Text(tr!(l, "You may tell the others what you saw once this turn’s action is done.", "Du darfst den anderen erzählen, was du gesehen hast, sobald die Aktion dieses Zugs getan ist.").into()));
    }
    out.push(Item::Text(tr!(l, "Do one of these:", "Tu eines davon:").into()));
    let mut listen = Btn::act(tr!(l, "Listen to Rumors", "Gerüchte anhören"), A::Listen, "primary");
    if !has(A::Listen) {
        listen.why = Some(tr!(l, "The Rumor deck and the discard pile are both empty.", "Gerüchte- und Ablagestapel sind beide leer.").into());
    }
    let listen_hint = if v.morgan1 {
        tr!(l, "Draw the top Rumor card. Morgan #1: you see it alone, lay it face down and announce it.", "Zieh die oberste Gerüchtekarte. Morgan #1: nur du siehst sie, legst sie verdeckt und sagst sie an.")
    } else {
        tr!(l, "Draw the top Rumor card and lay it face up on the Threats pile.", "Zieh die oberste Gerüchtekarte und lege sie offen auf den Bedrohungsstapel.")
    };
    out.push(Item::Choice(listen, Some(listen_hint)));
    let mut quest = Btn::new(tr!(l, "Go on a Quest…", "Auf eine Queste ziehen …"), Go::Sub(Sub::Quest), "primary");
    if !legal.iter().any(|a| matches!(a, A::Quest(_))) {
        quest.why = Some(why_no_quest(v, l));
    }
    out.push(Item::Choice(quest, Some(tr!(l, "Take the whole pile and add up each quest.", "Nimm den ganzen Stapel und zähle jede Queste zusammen."))));
    if v.players > 1 {
        let mut accuse = Btn::new(tr!(l, "Accuse…", "Anklagen …"), Go::Sub(Sub::Accuse), "primary");
        if !legal.iter().any(|a| matches!(a, A::Accuse(_))) {
            accuse.why = Some(why_no_accusation(v, l));
        }
        out.push(Item::Choice(accuse, Some(tr!(l, "Once per game: another player must show their loyalty card.", "Einmal im Spiel: ein anderer Spieler muss seine Loyalitätskarte zeigen."))));
    }
    if has(A::Pass) {
        out.push(Item::Choice(Btn::act(tr!(l, "Pass", "Passen"), A::Pass, ""), Some(tr!(l, "Nothing else is possible for you now.", "Sonst ist für dich gerade nichts möglich."))));
    }
    let galahad = legal.iter().any(|a| matches!(a, A::Galahad(_)));
    if has(A::Tristan) || galahad {
        out.push(Item::Head(tr!(l, "Your knight cards", "Deine Ritterkarten")));
    }
    if has(A::Tristan) {
        out.push(Item::Choice(Btn::act(tr!(l, "Play Tristan", "Tristan spielen"), A::Tristan, ""),
            Some(tr!(l, "Look through the Rumor deck first; your action still follows.", "Erst den Gerüchtestapel durchsehen; deine Aktion folgt danach."))));
    }
    if galahad {
        out.push(Item::Choice(Btn::new(tr!(l, "Play Galahad…", "Galahad spielen …"), Go::Sub(Sub::Galahad), ""),
            Some(tr!(l, "Instead of your action: look at one player’s loyalty card in secret.", "Statt deiner Aktion: geheim eine Loyalitätskarte ansehen."))));
    }
    out
}

pub fn plan(v: &CardView, legal: &[A], sub: Sub, names_: &[String], l: Lang) -> Vec<Item> {
    let name = |s| names::seat(names_, s);
    match sub {
        Sub::Quest => {
            let mut row: Vec<Btn> = legal
                .iter()
                .filter_map(|&a| match a {
                    A::Quest(q) => {
                        let mut b = Btn::act(format!("{} ({})", names::quest(q, l), names::sword_count(q.swords(), l)), a, "primary");
                        let mut h = H::new();
                        icon(&mut h, q);
                        b.art = h.done();
                        Some(b)
                    }
                    _ => None,
                })
                .collect();
            row.push(back(l));
            vec![
                Item::Text(tr!(l,
                    "Which quest? The top card allows these. Main quest 11–13: white swords; 10 or less: 1 black sword; 14 or more: black swords.",
                    "Welche Queste? Die oberste Karte erlaubt diese. Hauptqueste 11–13: weiße Schwerter; 10 oder weniger: 1 schwarzes; 14 oder mehr: schwarze.").into()),
                Item::Row(row),
            ]
        }
        Sub::Accuse => {
            let mut row: Vec<Btn> = legal
                .iter()
                .filter_map(|&a| match a {
                    A::Accuse(s) => Some(Btn::act(fill(tr!(l, "Accuse {0}", "{0} anklagen"), &[&name(s)]), a, "primary")),
                    _ => None,
                })
                .collect();
            row.push(back(l));
            vec![
                Item::Text(tr!(l,
                    "Accuse whom? Their loyalty card is turned face up: a traitor gives Camelot 1 white sword, a loyal knight costs 1 black sword. You accuse only once.",
                    "Wen anklagen? Die Loyalitätskarte wird aufgedeckt: ein Verräter bringt Camelot 1 weißes Schwert, ein treuer Ritter kostet 1 schwarzes. Du klagst nur einmal an.").into()),
                Item::Row(row),
            ]
        }
        Sub::Galahad => {
            let mut row: Vec<Btn> = legal
                .iter()
                .filter_map(|&a| match a {
                    A::Galahad(s) => Some(Btn::act(fill(tr!(l, "Look at {0}’s card", "Karte von {0} ansehen"), &[&name(s)]), a, "primary")),
                    _ => None,
                })
                .collect();
            row.push(back(l));
            vec![
                Item::Text(tr!(l, "Whose loyalty card do you look at? Only you will see it; it is your action this turn.", "Wessen Loyalitätskarte siehst du an? Nur du siehst sie; das ist deine Aktion in diesem Zug.").into()),
                Item::Row(row),
            ]
        }
        _ => menu(v, legal, l),
    }
}
