//! Morgan #1: the drawer has seen his card alone and announces it (C-CARD-MORGAN1-2). A loyal
//! player's only choice is the truth; a traitor may name any card but a Merlin, so his choices
//! are laid out as a grid: one row per quest, then the characters.

use super::card_face::{face, icon};
use super::html::H;
use super::names::{self, fill};
use super::plan::{Btn, Item};
use crate::app::i18n::Lang;
use crate::engine::card::{Card, CardAction as A, CardView, Quest};
use crate::tr;

fn say(c: Card, l: Lang) -> String {
    fill(tr!(l, "Announce {0}", "{0} ansagen"), &[&names::card(c, l)])
}

pub fn plan(v: &CardView, legal: &[A], l: Lang) -> Vec<Item> {
    let truth = v.top.and_then(|c| c.card);
    let mut out = Vec::new();
    if let Some(c) = truth {
        let mut h = H::new();
        face(&mut h, c, l, false);
        out.push(Item::Art(h.done()));
        out.push(Item::Text(fill(tr!(l, "You drew {0}. Nobody else sees it: it goes face down on the pile.", "Du hast {0} gezogen. Niemand sonst sieht sie: sie kommt verdeckt auf den Stapel."), &[&names::card(c, l)])));
    }
    let truth_btn = truth.filter(|c| legal.contains(&A::Announce(*c))).map(|c| Btn::act(say(c, l) + tr!(l, " (the truth)", " (die Wahrheit)"), A::Announce(c), "primary big"));
    if legal.len() <= 1 {
        out.push(Item::Text(if v.players == 1 {
            tr!(l, "Announce what it really is.", "Sag an, was sie wirklich ist.").into()
        } else {
            tr!(l, "You are loyal, so you announce what it really is.", "Du bist loyal, also sagst du an, was sie wirklich ist.").into()
        }));
        out.extend(truth_btn.map(|b| Item::Choice(b, None)));
        return out;
    }
    out.push(Item::Text(tr!(l,
        "You hold a Traitor card: tell the truth, or name any other card (never a Merlin). The next player may go on the quest of what you name.",
        "Du hältst eine Verräterkarte: sag die Wahrheit oder nenne eine andere Karte (nie einen Merlin). Der nächste Spieler darf auf die Queste des Genannten ziehen.").into()));
    out.extend(truth_btn.map(|b| Item::Choice(b, None)));
    out.push(Item::Head(tr!(l, "Or announce another card", "Oder eine andere Karte ansagen")));
    let other = |c: &Card| legal.contains(&A::Announce(*c)) && Some(*c) != truth;
    for q in Quest::ALL {
        let mut h = H::new();
        icon(&mut h, q);
        h.text(names::quest(q, l));
        out.push(Item::Art(h.done()));
        let row = (1..=5u8)
            .filter_map(|v| if v == 1 { Some(q.wild()) } else { q.numbered(v) })
            .filter(other)
            .map(|c| {
                let mut b = Btn::act(c.value().map_or_else(|| "?".to_owned(), |v| v.to_string()), A::Announce(c), "short");
                b.aria = Some(say(c, l));
                b
            })
            .collect();
        out.push(Item::Row(row));
    }
    out.push(Item::Row(Card::ALL.into_iter().filter(|c| c.is_character()).filter(other).map(|c| Btn::act(names::card(c, l), A::Announce(c), "")).collect()));
    out
}
