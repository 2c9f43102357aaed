//! A quest's arithmetic as words: "Excalibur: 5 + 3 + 2×2 = 12 → 2 white swords". Shared by
//! the log, the quest resolution panel and the outcome text, so they always agree.

use super::names;
use crate::app::i18n::Tr;
use crate::engine::card::{Band, Card, EndReport, Part, QuestReport, Removal, Tally};

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
pub fn tally_name(t: &Tally, tr: Tr) -> String {
    t.parts.iter().map(|p| names::quest(p.quest, tr)).collect::<Vec<_>>().join("+")
}

/// "5 + 3 + 2×2 = 12", with Morgan #4 and Merlin #6 bonuses named.
pub fn sum(t: &Tally, tr: Tr) -> String {
    let mut terms = Vec::new();
    if t.parts.len() > 1 {
        for p in t.parts.iter() {
            let mut inner = Vec::new();
            part_terms(p, &mut inner);
            terms.push(format!("({} {})", names::quest(p.quest, tr), joined(&inner)));
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
pub fn band(t: &Tally, tr: Tr) -> String {
    let white = names::swords(t.white, true, tr);
    let black = names::swords(t.black, false, tr);
    match t.band {
        Band::Merlin5 => tr.card_merlin_5_exactly_5(&white),
        Band::Success => white,
        Band::Baseless => tr.card_10_or_less(&black),
        Band::Morgan5 => tr.card_11_under_morgan_5(&black),
        Band::Defeat => tr.card_14_or_more(&black),
        Band::Morgan7 => tr.card_14_or_more_with().into(),
        Band::Harmless => tr.card_nothing().into(),
    }
}

/// One full line: "Excalibur (main quest): 5 + 3 + 2×2 = 12 → 2 white swords".
pub fn tally_line(t: &Tally, tr: Tr) -> String {
    let main = if t.main { format!(" ({})", tr.card_main_quest()) } else { String::new() };
    format!("{}{main}: {} → {}", tally_name(t, tr), sum(t, tr), band(t, tr))
}

/// "Merlin #1 takes Picts 5 out", "Merlin #3 finds no numbered Excalibur card".
pub fn removal(r: &Removal, ns: &[String], tr: Tr) -> String {
    let who = match r.token_owner {
        Some(o) => tr.card_merlin_4_s_token(&names::seat(ns, o), &names::quest(r.quest, tr)),
        None => names::card(r.merlin, tr),
    };
    match r.removed {
        Some(c) => tr.card_takes_out(&who, &names::card(c, tr)),
        None => tr.card_finds_no_numbered_card(&who, &names::quest(r.quest, tr)),
    }
}

/// A face-down card turned up: "Ben’s face-down card, announced as Dragon 4, is Grail ?".
pub fn turned_up(by: u8, announced: Card, card: Card, ns: &[String], tr: Tr) -> String {
    let who = names::seat(ns, by);
    if announced == card {
        tr.card_s_face_down_card(&who, &names::card(card, tr))
    } else {
        tr.card_s_face_down_card_2(&who, &names::card(announced, tr), &names::card(card, tr))
    }
}

/// The whole quest in one paragraph, for the log.
pub fn report(r: &QuestReport, ns: &[String], tr: Tr) -> String {
    let parts = report_parts(r, ns, tr);
    tr.card_s_quest_for_placed(&names::seat(ns, r.seat), &names::quest(r.main, tr), &parts.join("; "), &names::sword_pair(r.white, r.black, tr))
}

/// The steps of a quest's arithmetic, one line each (cards turned up, set apart, removed, each
/// tally, Morgan #3's extra swords).
pub fn report_parts(r: &QuestReport, ns: &[String], tr: Tr) -> Vec<String> {
    let mut parts: Vec<String> = r.turned_up.iter().map(|t| turned_up(t.by, t.announced, t.card, ns, tr)).collect();
    if !r.characters.is_empty() {
        let c: Vec<String> = r.characters.iter().map(|&c| names::card(c, tr)).collect();
        parts.push(tr.card_set_apart(&c.join(", ")));
    }
    parts.extend(r.removals.iter().map(|x| removal(x, ns, tr)));
    parts.extend(r.tallies.iter().map(|t| tally_line(t, tr)));
    if r.extra_white + r.extra_black > 0 {
        parts.push(tr.card_morgan_3_adds(&names::sword_pair(r.extra_white, r.extra_black, tr)));
    }
    parts
}

/// The end check's arithmetic: "8 − 1 = 7 white, 5 + 1 = 6 black".
pub fn end_swords(e: &EndReport, tr: Tr) -> String {
    if e.flipped == 0 {
        return names::counts(e.white, e.black, tr);
    }
    let (w0, b0) = (e.white + e.flipped, e.black.saturating_sub(e.flipped));
    tr.card_white_black(&w0, &e.flipped, &e.white, &b0, &e.black)
}
