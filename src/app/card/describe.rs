//! One log line per event, in both languages. Private events reach only their seat's log (the
//! platform filters by `visible_to`), so their lines may name the secret.

use super::names::{self, fill};
use super::arith;
use crate::app::i18n::Lang;
use crate::engine::card::{CardEvent, EndReport, EndResult, Side};
use crate::tr;

pub fn describe(e: &CardEvent, ns: &[String], l: Lang) -> String {
    use CardEvent as E;
    let n = |s: u8| names::seat(ns, s);
    let c = |x| names::card(x, l);
    let list = |v: &[crate::engine::card::Card]| v.iter().map(|&x| c(x)).collect::<Vec<_>>().join(", ");
    let (t, a, b): (&str, String, String) = match e {
        E::TurnBegins { seat } => (tr!(l, "— {0}’s turn —", "— {0} ist am Zug —"), n(*seat), String::new()),
        E::Listened { seat, card } => (tr!(l, "{0} listens to rumors: {1}.", "{0} hört Gerüchte: {1}."), n(*seat), c(*card)),
        E::DrewFaceDown { seat } => (tr!(l, "{0} draws a card face down (Morgan #1).", "{0} zieht eine Karte verdeckt (Morgan #1)."), n(*seat), String::new()),
        E::SawFaceDown { card, .. } => (tr!(l, "You drew {1} face down.", "Du hast {1} verdeckt gezogen."), String::new(), c(*card)),
        E::Announced { seat, card } => (tr!(l, "{0} announces: {1}.", "{0} sagt an: {1}."), n(*seat), c(*card)),
        E::Counted { count } => (tr!(l, "Morgan #2 count: {0}.", "Morgan #2 zählt: {0}."), count.to_string(), String::new()),
        E::Reshuffled { cards } => (tr!(l, "The discard pile is shuffled into a new Rumor deck ({0} cards).", "Der Ablagestapel wird zum neuen Gerüchtestapel gemischt ({0} Karten)."), cards.to_string(), String::new()),
        E::Silence { on: true } => (tr!(l, "Silence: a Morgan is on the pile. No talking until a quest or a Merlin.", "Schweigen: eine Morgan liegt auf dem Stapel. Kein Reden bis zu einer Queste oder einem Merlin."), String::new(), String::new()),
        E::Silence { on: false } => (tr!(l, "The silence ends: you may talk again.", "Das Schweigen endet: ihr dürft wieder reden."), String::new(), String::new()),
        E::Morgan1 { active: true } => (tr!(l, "Morgan #1 is active: cards drawn by listening go face down and are announced.", "Morgan #1 wirkt: gezogene Karten werden verdeckt gelegt und angesagt."), String::new(), String::new()),
        E::Morgan1 { active: false } => (tr!(l, "Morgan #1 ends.", "Morgan #1 endet."), String::new(), String::new()),
        E::Morgan2 { active: true } => (tr!(l, "Morgan #2 is active: every listen is counted, starting at 1.", "Morgan #2 wirkt: jedes Anhören wird gezählt, ab 1."), String::new(), String::new()),
        E::Morgan2 { active: false } => (tr!(l, "Morgan #2 ends.", "Morgan #2 endet."), String::new(), String::new()),
        E::TokenPlaced { seat } => (tr!(l, "{0} lays a Merlin #4 token face down.", "{0} legt ein Merlin-#4-Plättchen verdeckt."), n(*seat), String::new()),
        E::TokenChosen { quest, .. } => (tr!(l, "Your token names {1}.", "Dein Plättchen nennt {1}."), String::new(), names::quest(*quest, l).into()),
        E::VivienNoEffect { seat } => (tr!(l, "Vivien has no effect for {0}.", "Vivien wirkt nicht für {0}."), n(*seat), String::new()),
        E::VivienTook { seat } => (tr!(l, "Vivien: {0} takes a set-aside loyalty card.", "Vivien: {0} nimmt eine beiseitegelegte Loyalitätskarte."), n(*seat), String::new()),
        E::VivienSaw { loyalty, .. } => (tr!(l, "The card you took is {1}.", "Die genommene Karte ist {1}."), String::new(), names::loyalty(*loyalty, l).into()),
        E::VivienGave { from, to } => (tr!(l, "{0} hands the other card, unseen, to {1}.", "{0} gibt die andere Karte ungesehen an {1}."), n(*from), n(*to)),
        E::VivienReceived { loyalty, .. } => (tr!(l, "The card you were given is {1}.", "Die Karte, die du bekommen hast, ist {1}."), String::new(), names::loyalty(*loyalty, l).into()),
        E::VivienChose { seat } => (tr!(l, "{0} keeps one of two loyalty cards.", "{0} behält eine von zwei Loyalitätskarten."), n(*seat), String::new()),
        E::VivienKept { loyalty, .. } => (tr!(l, "You kept: {1}.", "Du behältst: {1}."), String::new(), names::loyalty(*loyalty, l).into()),
        E::QuestChosen { seat, quest, bonus: Some(bonus) } => {
            let t = tr!(l, "{0} goes on a quest for {1} with Merlin #6, +{2}.", "{0} zieht mit Merlin #6 auf die Queste {1}, +{2}.");
            return fill(t, &[&n(*seat), names::quest(*quest, l), &bonus.to_string()]);
        }
        E::QuestChosen { seat, quest, bonus: None } => (tr!(l, "{0} goes on a quest: {1}.", "{0} zieht auf eine Queste: {1}."), n(*seat), names::quest(*quest, l).into()),
        E::Arthur { seat, quester } => (tr!(l, "{0} plays Arthur: {1} must listen instead.", "{0} spielt Artus: {1} muss stattdessen anhören."), n(*seat), n(*quester)),
        E::Declined { .. } => (tr!(l, "No one plays a knight card.", "Niemand spielt eine Ritterkarte."), String::new(), String::new()),
        E::Lie { seat, announced, card } => {
            let t = tr!(l, "{0} announced {1}, but it was {2}: a lie, so {0} holds a Traitor card.", "{0} sagte {1} an, es war aber {2}: gelogen, also hält {0} eine Verräterkarte.");
            return fill(t, &[&n(*seat), &c(*announced), &c(*card)]);
        }
        E::Gawain { seat } => (tr!(l, "{0} plays Gawain and draws 3 cards.", "{0} spielt Gawain und zieht 3 Karten."), n(*seat), String::new()),
        E::GawainDrew { cards, .. } => (tr!(l, "Gawain drew: {1}.", "Gawain zog: {1}."), String::new(), list(cards.as_slice())),
        E::GawainChose { seat, card } => (tr!(l, "{0} adds {1} to the quest.", "{0} fügt der Queste {1} hinzu."), n(*seat), c(*card)),
        E::GawainNothing { seat } => (tr!(l, "{0} drew only Morgans: Gawain adds nothing.", "{0} zog nur Morgans: Gawain fügt nichts hinzu."), n(*seat), String::new()),
        E::QuestResolved(r) => return arith::report(r, ns, l),
        E::MorganShuffledIn => (tr!(l, "The quest succeeded: an unused Morgan is shuffled into the Rumor deck.", "Die Queste gelang: eine unbenutzte Morgan wird in den Gerüchtestapel gemischt."), String::new(), String::new()),
        E::KnightDrawn { seat } => (tr!(l, "The quest failed: {0} takes a knight card.", "Die Queste scheiterte: {0} nimmt eine Ritterkarte."), n(*seat), String::new()),
        E::KnightReceived { knight, .. } => (tr!(l, "Your knight card: {1}.", "Deine Ritterkarte: {1}."), String::new(), names::knight(*knight, l).into()),
        E::Accused { by, target, loyalty } => {
            let t = tr!(l, "{0} accuses {1}: {1} is {2}.", "{0} klagt {1} an: {1} ist {2}.");
            return fill(t, &[&n(*by), &n(*target), names::loyalty(*loyalty, l)]);
        }
        E::Percival { seat } => (tr!(l, "{0} plays Percival: 2 swords instead of 1.", "{0} spielt Parzival: 2 Schwerter statt 1."), n(*seat), String::new()),
        E::SwordsPlaced { white, black } => (tr!(l, "Placed: {1}.", "Gelegt: {1}."), String::new(), names::sword_pair(*white, *black, l)),
        E::SpreadDrew { seat, count } => (tr!(l, "{0} spreads rumors and draws {1}.", "{0} streut Gerüchte und zieht {1}."), n(*seat), count.to_string()),
        E::SpreadCards { cards, .. } => (tr!(l, "You drew: {1}.", "Du hast gezogen: {1}."), String::new(), list(cards.as_slice())),
        E::Placed { seat, card } => (tr!(l, "{0} lays {1} face up.", "{0} legt {1} offen."), n(*seat), c(*card)),
        E::DiscardedUnseen { seat } => (tr!(l, "{0} discards the other card unseen.", "{0} wirft die andere Karte ungesehen ab."), n(*seat), String::new()),
        E::Discarded { card, .. } => (tr!(l, "You discarded {1}.", "Du hast {1} abgeworfen."), String::new(), c(*card)),
        E::Tristan { seat } => (tr!(l, "{0} plays Tristan and looks through the Rumor deck.", "{0} spielt Tristan und sieht den Gerüchtestapel durch."), n(*seat), String::new()),
        E::TristanSaw { deck, .. } if deck.is_empty() => (tr!(l, "The Rumor deck is empty.", "Der Gerüchtestapel ist leer."), String::new(), String::new()),
        E::TristanSaw { deck, .. } => (tr!(l, "The Rumor deck, top card first: {1}.", "Der Gerüchtestapel, oberste Karte zuerst: {1}."), String::new(), list(deck.as_slice())),
        E::Galahad { seat, target } => (tr!(l, "{0} plays Galahad and looks at {1}’s loyalty card.", "{0} spielt Galahad und sieht die Loyalitätskarte von {1} an."), n(*seat), n(*target)),
        E::GalahadSaw { target, loyalty, .. } => (tr!(l, "Galahad: {0} is {1}.", "Galahad: {0} ist {1}."), n(*target), names::loyalty(*loyalty, l).into()),
        E::Passed { seat } => (tr!(l, "{0} can do nothing and passes.", "{0} kann nichts tun und passt."), n(*seat), String::new()),
        E::EndCheck(rep) => return end_check(rep, ns, l),
        E::GameOver { side: Side::Loyal, winners } => (tr!(l, "Game over: Camelot wins ({0}).", "Spielende: Camelot gewinnt ({0})."), winners_list(winners.as_slice(), ns, l), String::new()),
        E::GameOver { winners, .. } if winners.is_empty() => (tr!(l, "Game over: Evil wins.", "Spielende: Das Böse gewinnt."), String::new(), String::new()),
        E::GameOver { winners, .. } => (tr!(l, "Game over: Evil wins, with {0}.", "Spielende: Das Böse gewinnt, mit {0}."), winners_list(winners.as_slice(), ns, l), String::new()),
    };
    fill(t, &[&a, &b])
}

fn winners_list(w: &[u8], ns: &[String], l: Lang) -> String {
    let v: Vec<String> = w.iter().map(|&s| names::seat(ns, s)).collect();
    names::list(&v, l)
}

/// Who showed which loyalty card: "Anna Loyal, Ben Traitor".
pub fn revealed(rep: &EndReport, ns: &[String], l: Lang) -> String {
    let v: Vec<String> = rep.revealed.iter().map(|r| names::seat(ns, r.seat) + " " + names::loyalty(r.loyalty, l)).collect();
    v.join(", ")
}

/// The end check: reveal, flips, result, with the sword arithmetic.
pub fn end_check(rep: &EndReport, ns: &[String], l: Lang) -> String {
    let shown = if rep.revealed.is_empty() {
        tr!(l, "nobody is left to reveal", "niemand ist mehr aufzudecken").to_owned()
    } else {
        fill(tr!(l, "revealed: {0}", "aufgedeckt: {0}"), &[&revealed(rep, ns, l)])
    };
    let t = match rep.result {
        EndResult::Pending => tr!(l, "End check at 7 swords, {0}. Percival may still change the flips.", "Schlussprüfung bei 7 Schwertern, {0}. Parzival kann das Umdrehen noch ändern."),
        EndResult::Morgan7 => tr!(l, "Morgan #7: the main quest reached 14 or more and Camelot falls at once; {0}.", "Morgan #7: die Hauptqueste erreichte 14 oder mehr, Camelot fällt sofort; {0}."),
        EndResult::Stalled => tr!(l, "For a whole round nobody could act: Camelot falls; {0}.", "Eine ganze Runde lang konnte niemand handeln: Camelot fällt; {0}."),
        EndResult::Loyal => tr!(l, "End check at 7 swords, {0}; {1} → {2} → the loyal knights win.", "Schlussprüfung bei 7 Schwertern, {0}; {1} → {2} → die treuen Ritter gewinnen."),
        EndResult::Evil => tr!(l, "End check at 7 swords, {0}; {1} → {2} → Evil wins.", "Schlussprüfung bei 7 Schwertern, {0}; {1} → {2} → das Böse gewinnt."),
        EndResult::GoesOn => tr!(l, "End check at 7 swords, {0}; {1} → {2} → nobody has 7 of their colour, play goes on.", "Schlussprüfung bei 7 Schwertern, {0}; {1} → {2} → niemand hat 7 seiner Farbe, es geht weiter."),
    };
    fill(t, &[&shown, &flips(rep, l), &arith::end_swords(rep, l)])
}

/// "1 traitor turns 1 white sword black" (Percival's doubling named).
pub fn flips(rep: &EndReport, l: Lang) -> String {
    if rep.traitors == 0 {
        return tr!(l, "no traitor among them, no sword turns", "kein Verräter darunter, kein Schwert wird umgedreht").into();
    }
    let t = if rep.traitors == 1 {
        tr!(l, "1 traitor turns {0} black{2}", "1 Verräter dreht {0} um{2}")
    } else {
        tr!(l, "{1} traitors turn {0} black{2}", "{1} Verräter drehen {0} um{2}")
    };
    let per = if rep.percival.is_some() { tr!(l, " (Percival: 2 each)", " (Parzival: je 2)") } else { "" };
    let due = rep.traitors.saturating_mul(if rep.percival.is_some() { 2 } else { 1 });
    let short = if rep.flipped < due { tr!(l, ", all there were", ", alle, die lagen") } else { "" };
    fill(t, &[&names::swords(rep.flipped, true, l), &rep.traitors.to_string(), &(per.to_owned() + short)])
}
