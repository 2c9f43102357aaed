//! The small decisions the engine asks for between turns, each a sentence saying what is being
//! decided and one button per answer: Merlin #4's token, Vivien's give and keep, Spreading
//! Rumors' card, Gawain's card, Merlin #6, and the table-wide knight windows.

use super::card_face::{face, icon};
use super::html::H;
use super::names::{self, fill};
use super::plan::{Btn, Go, Item, Sub};
use crate::app::i18n::Lang;
use crate::engine::card::{CardAction as A, CardView, Knight, Loyalty, Pending, PercivalCause, Quest};
use crate::tr;

fn quest_btn(q: Quest, go: Go, l: Lang) -> Btn {
    let mut b = Btn::new(names::quest(q, l), go, "primary");
    let mut h = H::new();
    icon(&mut h, q);
    b.art = h.done();
    b
}

pub fn token(legal: &[A], l: Lang) -> Vec<Item> {
    vec![
        Item::Text(tr!(l,
            "You drew Merlin #4. Pick the quest of its token: it lies face down beside the pile, and at the next quest it takes the highest numbered card out of that quest. Only you will know which.",
            "Du hast Merlin #4 gezogen. Wähle die Queste seines Plättchens: Es liegt verdeckt neben dem Stapel und nimmt bei der nächsten Queste die höchste Zahlenkarte dieser Queste heraus. Nur du weißt, welche.").into()),
        Item::Row(legal.iter().filter_map(|&a| match a {
            A::Token(q) => Some(quest_btn(q, Go::Act(a), l)),
            _ => None,
        }).collect()),
    ]
}

pub fn vivien_give(v: &CardView, legal: &[A], ns: &[String], l: Lang) -> Vec<Item> {
    let mut out = Vec::new();
    if let Some(x) = v.me.as_ref().and_then(|m| m.vivien.get(1).copied()) {
        out.push(Item::Text(fill(tr!(l, "Vivien: you took one of the two set-aside loyalty cards. It is {0}.", "Vivien: Du hast eine der zwei beiseitegelegten Loyalitätskarten genommen. Sie ist {0}."), &[names::loyalty(x, l)])));
    }
    out.push(Item::Text(tr!(l, "Who gets the other set-aside card? Neither of you sees it before it is handed over.", "Wer bekommt die andere beiseitegelegte Karte? Keiner sieht sie vor der Übergabe.").into()));
    out.push(Item::Row(legal.iter().filter_map(|&a| match a {
        A::Give(s) => Some(Btn::act(fill(tr!(l, "Give it to {0}", "An {0} geben"), &[&names::seat(ns, s)]), a, "primary")),
        _ => None,
    }).collect()));
    out
}

pub fn vivien_keep(v: &CardView, legal: &[A], l: Lang) -> Vec<Item> {
    let (own, new) = match v.me.as_ref().map(|m| m.vivien.as_slice()) {
        Some([a, b]) => (*a, *b),
        _ => (Loyalty::Loyal, Loyalty::Loyal),
    };
    let received = matches!(v.pending, Pending::VivienKeep { drawer, seat, .. } if drawer != seat);
    let intro = if received {
        tr!(l, "Vivien: you were handed a loyalty card. Your card until now: {0}; the new card: {1}. Keep one; the other goes back face down. Nobody learns your choice.",
            "Vivien: Dir wurde eine Loyalitätskarte gegeben. Deine bisherige Karte: {0}; die neue: {1}. Behalte eine; die andere geht verdeckt zurück. Niemand erfährt deine Wahl.")
    } else {
        tr!(l, "Vivien: your card until now: {0}; the new card: {1}. Keep one; the other goes back face down. Nobody learns your choice.",
            "Vivien: Deine bisherige Karte: {0}; die neue: {1}. Behalte eine; die andere geht verdeckt zurück. Niemand erfährt deine Wahl.")
    };
    let t = if own == new { tr!(l, "Keep {0} (both are {0})", "{0} behalten (beide sind {0})") } else { tr!(l, "Keep {0}", "{0} behalten") };
    vec![
        Item::Text(fill(intro, &[names::loyalty(own, l), names::loyalty(new, l)])),
        Item::Row(legal.iter().filter_map(|&a| match a {
            A::Keep(x) => Some(Btn::act(fill(t, &[names::loyalty(x, l)]), a, "primary")),
            _ => None,
        }).collect()),
    ]
}

/// Cards in hand to choose from: Spreading Rumors (lay one face up) or Gawain (add one).
pub fn drawn(v: &CardView, legal: &[A], l: Lang, gawain: bool) -> Vec<Item> {
    let intro = if gawain {
        tr!(l, "Gawain drew these. Choose one to add to the quest (never a Morgan); the others are discarded. A quest card joins its stack and the totals are counted again.",
            "Gawain hat diese gezogen. Wähle eine für die Queste (nie eine Morgan); die anderen werden abgeworfen. Eine Questenkarte kommt auf ihren Stapel, dann wird neu gezählt.")
    } else {
        tr!(l, "You drew these two. Lay one face up on the Threats pile; the other is discarded unseen.",
            "Du hast diese zwei gezogen. Lege eine offen auf den Bedrohungsstapel; die andere wird ungesehen abgeworfen.")
    };
    let cards = v.me.as_ref().map(|m| m.drawn.clone()).unwrap_or_default();
    let row = cards
        .into_iter()
        .map(|c| {
            let a = if gawain { A::GawainPlay(c) } else { A::Place(c) };
            let mut b = Btn::act(if gawain { tr!(l, "Add this card", "Diese Karte hinzufügen") } else { tr!(l, "Lay this face up", "Diese offen legen") }, a, "card-btn");
            if !legal.contains(&a) {
                b.why = Some(tr!(l, "Gawain never plays a Morgan.", "Gawain spielt nie eine Morgan.").into());
            }
            let mut h = H::new();
            face(&mut h, c, l, false);
            b.art = h.done();
            b
        })
        .collect();
    vec![Item::Text(intro.into()), Item::Row(row)]
}

pub fn merlin6(legal: &[A], sub: Sub, l: Lang) -> Vec<Item> {
    if let Sub::Bonus(q) = sub {
        let mut row: Vec<Btn> = (0..=3u8).map(|b| Btn::act(format!("+{b}"), A::Merlin6Quest(q, b), "primary")).collect();
        row.push(Btn::new(tr!(l, "← Back", "← Zurück"), Go::Sub(Sub::Menu), "back-btn"));
        return vec![Item::Text(fill(tr!(l, "{0}: how many points do you add to its total (0 to 3)?", "{0}: wie viele Punkte gibst du zur Summe dazu (0 bis 3)?"), &[names::quest(q, l)])), Item::Row(row)];
    }
    let mut row: Vec<Btn> = legal.iter().filter_map(|a| match a {
        A::Merlin6Quest(q, 0) => Some(quest_btn(*q, Go::Sub(Sub::Bonus(*q)), l)),
        _ => None,
    }).collect();
    row.push(Btn::act(tr!(l, "No quest now", "Keine Queste jetzt"), A::Merlin6Skip, ""));
    vec![
        Item::Text(tr!(l,
            "You drew Merlin #6: you may go on any quest now, whatever the top card, and add 0 to 3 points to it before the pile is turned up. Or don’t, and your turn ends.",
            "Du hast Merlin #6 gezogen: Du darfst jetzt auf jede Queste ziehen, egal was oben liegt, und ihr 0 bis 3 Punkte geben, bevor der Stapel aufgedeckt wird. Oder nicht, dann endet dein Zug.").into()),
        Item::Row(row),
    ]
}

/// A table-wide window, as the seat that tapped its name sees it.
pub fn window(v: &CardView, legal: &[A], ns: &[String], l: Lang) -> Vec<Item> {
    let (knight, action, text) = match v.pending {
        Pending::ArthurWindow { quester, quest, .. } => (Knight::Arthur, A::Arthur, fill(tr!(l,
            "{0} goes on a quest for {1}. With Arthur you make {0} listen to rumors instead.",
            "{0} zieht auf die Queste {1}. Mit Artus muss {0} stattdessen Gerüchte anhören."), &[&names::seat(ns, quester), names::quest(quest, l)])),
        Pending::GawainWindow { .. } => (Knight::Gawain, A::Gawain, tr!(l,
            "The quest is added up, no sword placed yet. With Gawain you draw 3 cards and add one of them.",
            "Die Queste ist zusammengezählt, noch kein Schwert gelegt. Mit Gawain ziehst du 3 Karten und fügst eine hinzu.").into()),
        Pending::PercivalWindow { cause: PercivalCause::Accusation { target } } => (Knight::Percival, A::Percival, fill(tr!(l,
            "{0} has just been revealed. With Percival the accusation places 2 swords instead of 1.",
            "{0} wurde gerade aufgedeckt. Mit Parzival bringt die Anklage 2 Schwerter statt 1."), &[&names::seat(ns, target)])),
        _ => (Knight::Percival, A::Percival, tr!(l,
            "The end reveal has shown the traitors. With Percival each of them turns 2 white swords black instead of 1.",
            "Die Schlussaufdeckung hat die Verräter gezeigt. Mit Parzival dreht jeder von ihnen 2 weiße Schwerter statt 1 um.").into()),
    };
    let k = names::knight(knight, l);
    let mut out = vec![Item::Text(text)];
    if legal.contains(&action) {
        out.push(Item::Choice(Btn::act(fill(tr!(l, "Play {0}", "{0} spielen"), &[k]), action, "primary"), None));
    } else {
        out.push(Item::Text(fill(tr!(l, "You have no {0} card.", "Du hast keine {0}-Karte."), &[k])));
    }
    out.push(Item::Choice(Btn::act(tr!(l, "No one plays — go on", "Niemand spielt — weiter"), A::Decline, ""),
        Some(tr!(l, "This answers for the whole table. Tapped your name by mistake? Use “Hide” above.", "Das antwortet für den ganzen Tisch. Versehentlich getippt? Oben „Verbergen“ nutzen."))));
    out
}
