//! A quest's arithmetic as words: "Excalibur: 5 + 3 + 2×2 = 12 → 2 white swords". Shared by
//! the log, the quest resolution panel and the outcome text, so they always agree.

use super::names::{self, fill};
use crate::app::i18n::Lang;
use crate::engine::card::{Band, Card, EndReport, Part, QuestReport, Removal, Tally};
use crate::tr;

/// The terms of one stack: numbered values, the `?` cards as count × worth, Mordred.
fn part_terms(p: &Part, out: &mut Vec<String>) {
    out.extend(p.numbered.iter().map(u8::to_string));
    match p.wild {
        0 => {}
        1 => out.push(p.wild_each.to_string()),
        n => out.push(format!("{n}×{}", p.wild_each)),
    }
    if p.mordred > 0 {
        out.push(format!("{} (Mordred)", p.mordred));
    }
}

fn joined(terms: &[String]) -> String {
    if terms.is_empty() {
        "0".into()
    } else {
        terms.join(" + ")
    }
}

/// The quest name of a tally: one quest, or "Picts+Saxons" under Morgan #8.
pub fn tally_name(t: &Tally, l: Lang) -> String {
    t.parts.iter().map(|p| names::quest(p.quest, l)).collect::<Vec<_>>().join("+")
}

/// "5 + 3 + 2×2 = 12", with Morgan #4 and Merlin #6 bonuses named.
pub fn sum(t: &Tally, l: Lang) -> String {
    let mut terms = Vec::new();
    if t.parts.len() > 1 {
        for p in t.parts.iter() {
            let mut inner = Vec::new();
            part_terms(p, &mut inner);
            terms.push(format!("({} {})", names::quest(p.quest, l), joined(&inner)));
        }
    } else if let Some(p) = t.parts.get(0) {
        part_terms(&p, &mut terms);
    }
    if t.morgan4 > 0 {
        terms.push(format!("{} (Morgan #4)", t.morgan4));
    }
    if t.merlin6 > 0 {
        terms.push(format!("{} (Merlin #6)", t.merlin6));
    }
    format!("{} = {}", joined(&terms), t.total)
}

/// What the total gave: "2 white swords", "10 or less: 1 black sword", "nothing".
pub fn band(t: &Tally, l: Lang) -> String {
    let (tpl, white) = match t.band {
        Band::Merlin5 => (tr!(l, "Merlin #5, exactly 5 cards: {0}", "Merlin #5, genau 5 Karten: {0}"), true),
        Band::Success => ("{0}", true),
        Band::Baseless => (tr!(l, "10 or less: {0}", "10 oder weniger: {0}"), false),
        Band::Morgan5 => (tr!(l, "11 under Morgan #5: {0}", "11 unter Morgan #5: {0}"), false),
        Band::Defeat => (tr!(l, "14 or more: {0}", "14 oder mehr: {0}"), false),
        Band::Morgan7 => return tr!(l, "14 or more with Morgan #7: Camelot falls", "14 oder mehr mit Morgan #7: Camelot fällt").into(),
        Band::Harmless => return tr!(l, "nothing", "nichts").into(),
    };
    let n = if white { t.white } else { t.black };
    fill(tpl, &[&names::swords(n, white, l)])
}

/// One full line: "Excalibur (main quest): 5 + 3 + 2×2 = 12 → 2 white swords".
pub fn tally_line(t: &Tally, l: Lang) -> String {
    let main = if t.main { tr!(l, " (main quest)", " (Hauptqueste)") } else { "" };
    format!("{}{main}: {} → {}", tally_name(t, l), sum(t, l), band(t, l))
}

/// "Merlin #1 takes Picts 5 out", "Merlin #3 finds no numbered Excalibur card".
pub fn removal(r: &Removal, ns: &[String], l: Lang) -> String {
    let who = match r.token_owner {
        Some(o) => fill(tr!(l, "Merlin #4 ({0}’s token: {1})", "Merlin #4 (Plättchen von {0}: {1})"), &[&names::seat(ns, o), names::quest(r.quest, l)]),
        None => names::card(r.merlin, l),
    };
    match r.removed {
        Some(c) => fill(tr!(l, "{0} takes {1} out", "{0} nimmt {1} heraus"), &[&who, &names::card(c, l)]),
        None => fill(tr!(l, "{0} finds no numbered {1} card", "{0} findet keine Zahlenkarte {1}"), &[&who, names::quest(r.quest, l)]),
    }
}

/// A face-down card turned up: "Ben’s face-down card, announced as Dragon 4, is Grail ?".
pub fn turned_up(by: u8, announced: Card, card: Card, ns: &[String], l: Lang) -> String {
    let t = if announced == card {
        tr!(l, "{0}’s face-down card is {2}, as announced", "die verdeckte Karte von {0} ist {2}, wie angesagt")
    } else {
        tr!(l, "{0}’s face-down card, announced as {1}, is {2}", "die verdeckte Karte von {0}, angesagt als {1}, ist {2}")
    };
    fill(t, &[&names::seat(ns, by), &names::card(announced, l), &names::card(card, l)])
}

/// The whole quest in one paragraph, for the log.
pub fn report(r: &QuestReport, ns: &[String], l: Lang) -> String {
    let mut parts: Vec<String> = r.turned_up.iter().map(|t| turned_up(t.by, t.announced, t.card, ns, l)).collect();
    if !r.characters.is_empty() {
        let c: Vec<String> = r.characters.iter().map(|&c| names::card(c, l)).collect();
        parts.push(fill(tr!(l, "set apart: {0}", "beiseitegelegt: {0}"), &[&c.join(", ")]));
    }
    parts.extend(r.removals.iter().map(|x| removal(x, ns, l)));
    parts.extend(r.tallies.iter().map(|t| tally_line(t, l)));
    if r.extra_white + r.extra_black > 0 {
        parts.push(fill(tr!(l, "Morgan #3 adds {0}", "Morgan #3 legt {0} dazu"), &[&names::sword_pair(r.extra_white, r.extra_black, l)]));
    }
    let t = tr!(l, "{0}’s quest for {1}: {2}. Placed: {3}.", "Queste von {0} ({1}): {2}. Gelegt: {3}.");
    fill(t, &[&names::seat(ns, r.seat), names::quest(r.main, l), &parts.join("; "), &names::sword_pair(r.white, r.black, l)])
}

/// The end check's arithmetic: "8 − 1 = 7 white, 5 + 1 = 6 black".
pub fn end_swords(e: &EndReport, l: Lang) -> String {
    if e.flipped == 0 {
        return names::counts(e.white, e.black, l);
    }
    let t = tr!(l, "{0} − {1} = {2} white, {3} + {1} = {4} black", "{0} − {1} = {2} weiße, {3} + {1} = {4} schwarze");
    let (w0, b0) = (e.white + e.flipped, e.black.saturating_sub(e.flipped));
    fill(t, &[&w0.to_string(), &e.flipped.to_string(), &e.white.to_string(), &b0.to_string(), &e.black.to_string()])
}
