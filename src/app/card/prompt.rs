//! The sentences of the pass screen: whose turn it is and what they may do (from the public
//! view only, so it gives nothing away), the game's outcome, and action names for "Undo".

use super::names::{self, fill};
use super::{arith, describe};
use crate::app::i18n::Lang;
use crate::engine::card::{CardAction, CardView, EndResult, Loyalty, Pending, PercivalCause, ACCUSE_MIN_SWORDS};
use crate::engine::{Outcome, Seat};
use crate::tr;

/// What `seat` may do on a normal turn, as the whole table can tell.
fn options(v: &CardView, seat: Seat, l: Lang) -> String {
    let mut o: Vec<String> = Vec::new();
    if v.deck + v.discard > 0 {
        o.push(tr!(l, "Listen to Rumors", "Gerüchte anhören").into());
    }
    let quests: Vec<&str> = v.quests_allowed.iter().map(|q| names::quest(q, l)).collect();
    if !quests.is_empty() {
        o.push(fill(tr!(l, "Go on a Quest ({0})", "auf eine Queste ziehen ({0})"), &[&quests.join(", ")]));
    }
    let may_accuse = v.players > 1
        && v.white + v.black >= ACCUSE_MIN_SWORDS
        && !v.seats.get(usize::from(seat)).is_some_and(|s| s.has_accused)
        && v.seats.iter().any(|s| s.seat != seat && s.revealed.is_none());
    if may_accuse {
        o.push(tr!(l, "Accuse", "anklagen").into());
    }
    match o.split_last() {
        Some((last, rest)) if !rest.is_empty() => fill(tr!(l, "{0} or {1}", "{0} oder {1}"), &[&rest.join(", "), last]),
        _ => o.concat(),
    }
}

pub fn prompt(v: &CardView, ns: &[String], l: Lang) -> String {
    let (t, seat): (&str, Seat) = match v.pending {
        Pending::Action { seat } => {
            let o = options(v, seat, l);
            if o.is_empty() {
                (tr!(l, "{0}’s turn: nothing is possible, so {0} passes.", "{0} ist am Zug: nichts ist möglich, also wird gepasst."), seat)
            } else {
                return fill(tr!(l, "{0}’s turn: {1}.", "{0} ist am Zug: {1}."), &[&names::seat(ns, seat), &o]);
            }
        }
        Pending::SpreadRumors { seat } => (tr!(l,
            "{0} is a revealed traitor and must spread rumors: draw 2 cards, lay 1 face up.",
            "{0} ist ein entlarvter Verräter und muss Gerüchte streuen: 2 Karten ziehen, 1 offen legen."), seat),
        Pending::ChooseSpread { seat } => (tr!(l, "{0} chooses which of two cards to lay face up.", "{0} wählt, welche von zwei Karten offen gelegt wird."), seat),
        Pending::Announce { seat } => (tr!(l, "Morgan #1: {0} drew a card face down and must announce it.", "Morgan #1: {0} hat eine Karte verdeckt gezogen und muss sie ansagen."), seat),
        Pending::Token { seat } => (tr!(l, "{0} drew Merlin #4 and picks a quest for its token in secret.", "{0} hat Merlin #4 gezogen und wählt geheim eine Queste für sein Plättchen."), seat),
        Pending::VivienGive { seat } => (tr!(l,
            "Vivien: {0} took a set-aside loyalty card and chooses who gets the other one.",
            "Vivien: {0} hat eine beiseitegelegte Loyalitätskarte genommen und wählt, wer die andere bekommt."), seat),
        Pending::VivienKeep { seat, .. } => (tr!(l, "Vivien: {0} decides in secret which of two loyalty cards to keep.", "Vivien: {0} entscheidet geheim, welche von zwei Loyalitätskarten bleibt."), seat),
        Pending::Merlin6 { seat } => (tr!(l,
            "{0} drew Merlin #6 and may go on any quest at once, adding 0 to 3 points.",
            "{0} hat Merlin #6 gezogen und darf sofort auf eine beliebige Queste, plus 0 bis 3 Punkte."), seat),
        Pending::ArthurWindow { quester, quest, .. } => {
            let t = tr!(l,
                "{0} goes on a quest for {1}. Does anyone play Arthur to make {0} listen instead?",
                "{0} zieht auf die Queste {1}. Spielt jemand Artus, damit {0} stattdessen anhört?");
            return fill(t, &[&names::seat(ns, quester), names::quest(quest, l)]);
        }
        Pending::GawainWindow { quester } => (tr!(l,
            "{0}’s quest is added up, no sword placed yet. Does anyone play Gawain to add a card?",
            "Die Queste von {0} ist zusammengezählt, noch kein Schwert gelegt. Spielt jemand Gawain, um eine Karte hinzuzufügen?"), quester),
        Pending::GawainChoose { seat } => (tr!(l, "{0} played Gawain and chooses which drawn card to add.", "{0} hat Gawain gespielt und wählt, welche gezogene Karte dazukommt."), seat),
        Pending::PercivalWindow { cause: PercivalCause::Accusation { target } } => {
            let traitor = v.seats.get(usize::from(target)).and_then(|s| s.revealed) == Some(Loyalty::Traitor);
            let t = if traitor {
                tr!(l, "{0} has been accused. Does anyone play Percival to place 2 white swords instead of 1?", "{0} wurde angeklagt. Spielt jemand Parzival, damit 2 weiße Schwerter statt 1 gelegt werden?")
            } else {
                tr!(l, "{0} has been accused. Does anyone play Percival to place 2 black swords instead of 1?", "{0} wurde angeklagt. Spielt jemand Parzival, damit 2 schwarze Schwerter statt 1 gelegt werden?")
            };
            (t, target)
        }
        Pending::PercivalWindow { cause: PercivalCause::EndReveal { traitors } } => {
            let t = tr!(l,
                "The end reveal shows traitors: {0}. Does anyone play Percival so that each turns 2 white swords black instead of 1?",
                "Die Schlussaufdeckung zeigt Verräter: {0}. Spielt jemand Parzival, damit jeder 2 weiße Schwerter statt 1 umdreht?");
            return fill(t, &[&traitors.to_string()]);
        }
        Pending::Over => return tr!(l, "The game is over.", "Das Spiel ist aus.").into(),
    };
    fill(t, &[&names::seat(ns, seat)])
}

/// Who won and why, with the end check's sword arithmetic.
pub fn outcome_text(o: &Outcome, v: &CardView, ns: &[String], l: Lang) -> String {
    let loyal = o.label == "loyal";
    let w: Vec<String> = o.winners.iter().map(|&s| names::seat(ns, s)).collect();
    let head = match (v.players == 1, loyal) {
        (true, true) => tr!(l, "You win! Camelot is saved.", "Gewonnen! Camelot ist gerettet.").into(),
        (true, false) => tr!(l, "You lose: Camelot falls.", "Verloren: Camelot fällt.").into(),
        (false, true) => fill(tr!(l, "Camelot wins! The loyal knights: {0}.", "Camelot gewinnt! Die treuen Ritter: {0}."), &[&names::list(&w, l)]),
        (false, false) if w.is_empty() => tr!(l, "Evil wins: Camelot falls, and no player was a traitor.", "Das Böse gewinnt: Camelot fällt, und niemand war Verräter.").into(),
        (false, false) => fill(tr!(l, "Evil wins, and with it the traitor: {0}.", "Das Böse gewinnt und mit ihm der Verräter: {0}."), &[&names::list(&w, l)]),
    };
    let Some(e) = v.end else { return head };
    let why = match e.result {
        EndResult::Morgan7 => tr!(l,
            "Morgan #7 was in the pile and the main quest reached 14 or more, which ends the game at once.",
            "Morgan #7 lag im Stapel und die Hauptqueste erreichte 14 oder mehr; das beendet das Spiel sofort.").into(),
        EndResult::Stalled => tr!(l,
            "For a whole round nobody could listen, go on a quest or accuse: the rumors overwhelm Camelot.",
            "Eine ganze Runde lang konnte niemand anhören, auf eine Queste ziehen oder anklagen: die Gerüchte überwältigen Camelot.").into(),
        _ => {
            let rule = if loyal {
                tr!(l, "more white than black, and at least 7 white", "mehr weiße als schwarze und mindestens 7 weiße")
            } else {
                tr!(l, "at least as many black as white, and at least 7 black", "mindestens so viele schwarze wie weiße und mindestens 7 schwarze")
            };
            let swords = arith::end_swords(&e, l);
            if v.players == 1 {
                fill(tr!(l, "Swords: {1}: {2}.", "Schwerter: {1}: {2}."), &["", &swords, rule])
            } else {
                fill(tr!(l, "End check: {0}; {1}: {2}.", "Schlussprüfung: {0}; {1}: {2}."), &[&describe::flips(&e, l), &swords, rule])
            }
        }
    };
    head + " " + &why
}

/// A short name of an action, for "Undo …". Shown to the whole table: never names a secret.
pub fn action_label(a: &CardAction, ns: &[String], l: Lang) -> String {
    use CardAction as A;
    let (t, arg): (&str, String) = match *a {
        A::Listen => (tr!(l, "Listen to Rumors", "Gerüchte anhören"), String::new()),
        A::Quest(q) => (tr!(l, "Go on a Quest: {0}", "Queste: {0}"), names::quest(q, l).into()),
        A::Accuse(s) => (tr!(l, "Accuse {0}", "{0} anklagen"), names::seat(ns, s)),
        A::Pass => (tr!(l, "Pass", "Passen"), String::new()),
        A::Spread => (tr!(l, "Spread Rumors", "Gerüchte streuen"), String::new()),
        A::Place(c) => (tr!(l, "Lay {0} face up", "{0} offen legen"), names::card(c, l)),
        A::Announce(c) => (tr!(l, "Announce {0}", "{0} ansagen"), names::card(c, l)),
        A::Token(_) => (tr!(l, "Lay the Merlin #4 token", "Merlin-#4-Plättchen legen"), String::new()),
        A::Give(s) => (tr!(l, "Give the loyalty card to {0}", "Loyalitätskarte an {0} geben"), names::seat(ns, s)),
        A::Keep(_) => (tr!(l, "Keep a loyalty card", "Loyalitätskarte behalten"), String::new()),
        A::Merlin6Quest(q, b) => (tr!(l, "Merlin #6: {0}", "Merlin #6: {0}"), format!("{} +{b}", names::quest(q, l))),
        A::Merlin6Skip => (tr!(l, "Merlin #6: no quest", "Merlin #6: keine Queste"), String::new()),
        A::Tristan => (tr!(l, "Play Tristan", "Tristan spielen"), String::new()),
        A::Galahad(s) => (tr!(l, "Play Galahad on {0}", "Galahad auf {0} spielen"), names::seat(ns, s)),
        A::Arthur => (tr!(l, "Play Arthur", "Artus spielen"), String::new()),
        A::Gawain => (tr!(l, "Play Gawain", "Gawain spielen"), String::new()),
        A::GawainPlay(c) => (tr!(l, "Gawain adds {0}", "Gawain fügt {0} hinzu"), names::card(c, l)),
        A::Percival => (tr!(l, "Play Percival", "Parzival spielen"), String::new()),
        A::Decline => (tr!(l, "No one plays a knight card", "Niemand spielt eine Ritterkarte"), String::new()),
    };
    fill(t, &[&arg])
}
