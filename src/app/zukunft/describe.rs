//! The words of the table: the prompt (who acts and what for), the label of every action (the
//! buttons, "Undo …", the hints), one log line per event with its arithmetic, and the end.
//! Pure functions of the view, tested natively (see `tests.rs`).

use super::names::{self, colour, mission, points, shield, space};
use crate::app::i18n::Tr;
use crate::app::kit::LogLine;
use crate::app::play::name_of;
use crate::engine::zukunft::data::Colour;
use crate::engine::zukunft::view::{Pending, ZukunftView};
use crate::engine::zukunft::{
    Figure, FinalItem, Lapse, RebelSide, Reveal, Source, TableSide, TrainBonus, Via, Why, ZukunftAction as A, ZukunftEvent as E,
};
use crate::engine::{Outcome, Seat};

/// The seat playing `c`, from the view.
pub fn owner(v: &ZukunftView, c: Colour) -> Option<Seat> {
    v.colours.iter().find(|x| x.colour == c).map(|x| x.seat)
}

/// "Ann (red)".
pub fn who(v: &ZukunftView, names: &[String], c: Colour, t: Tr) -> String {
    match owner(v, c) {
        Some(s) => t.zk_who(&name_of(names, s), &colour(c, t)),
        None => colour(c, t).to_owned(),
    }
}

/// The colour a pending decision belongs to.
pub fn pending_colour(p: &Pending) -> Option<Colour> {
    match *p {
        Pending::Predict { colour }
        | Pending::Mission { colour, .. }
        | Pending::TakeBack { colour, .. }
        | Pending::Shields { colour, .. }
        | Pending::Extra { colour, .. }
        | Pending::Bonus { colour, .. }
        | Pending::Grail { colour, .. }
        | Pending::Tree { colour }
        | Pending::Remove { colour }
        | Pending::HeroEnd { colour }
        | Pending::Magician { colour } => Some(colour),
        Pending::PickColour { .. } | Pending::Fists { .. } | Pending::Over => None,
    }
}

fn list(cs: &[Colour], t: Tr) -> String {
    cs.iter().map(|&c| colour(c, t)).collect::<Vec<_>>().join(", ")
}

/// Whose turn it is and what the table waits for (public).
pub fn prompt(v: &ZukunftView, names: &[String], t: Tr) -> String {
    let w = |c| who(v, names, c, t);
    let round = t.zk_round_of(&v.round);
    let what = match &v.pending {
        Pending::PickColour { seat } => t.zk_p_pick(&name_of(names, *seat)),
        Pending::Fists { waiting } => t.zk_p_fists(&list(waiting, t)),
        Pending::Predict { colour } => t.zk_p_predict(&w(*colour)),
        Pending::Mission { colour, sent } => t.zk_p_mission(&w(*colour), sent),
        Pending::TakeBack { colour, max } => t.zk_p_takeback(&w(*colour), max),
        Pending::Shields { colour, shields } => t.zk_p_shields(&w(*colour), &shields.iter().map(|&k| shield(k, t)).collect::<Vec<_>>().join(", ")),
        Pending::Extra { colour, room, .. } => t.zk_p_extra(&w(*colour), &names::room_colour(*room, t)),
        Pending::Bonus { colour, .. } => t.zk_p_bonus(&w(*colour)),
        Pending::Grail { colour, tiles, .. } => t.zk_p_grail(&w(*colour), tiles),
        Pending::Tree { colour } => t.zk_p_tree(&w(*colour)),
        Pending::Remove { colour } => t.zk_p_remove(&w(*colour)),
        Pending::HeroEnd { colour } => t.zk_p_hero(&w(*colour)),
        Pending::Magician { colour } => t.zk_p_magician(&w(*colour)),
        Pending::Over => return t.game_over().to_owned(),
    };
    if v.final_report.is_some() || matches!(v.pending, Pending::Magician { .. }) {
        what
    } else {
        format!("{round}: {what}")
    }
}

fn bonus(b: TrainBonus, t: Tr) -> &'static str {
    match b {
        TrainBonus::RedKnight => t.zk_bonus_red(),
        TrainBonus::YellowKnight => t.zk_bonus_yellow(),
        TrainBonus::Tree => t.zk_bonus_tree(),
        TrainBonus::Points => t.zk_bonus_points(),
    }
}

fn source(s: Source, t: Tr) -> &'static str {
    match s {
        Source::Hinterland => t.zk_from_hinterland(),
        Source::Screen => t.zk_from_screen(),
    }
}

/// A short name of an action, for its button, "Undo …" and hints.
pub fn action_label(a: &A, v: Option<&ZukunftView>, t: Tr) -> String {
    match *a {
        A::PickColour(c) => t.zk_a_pick(&colour(c, t), &names::hero(c.hero())),
        A::Fist(c, 0) => t.zk_a_fist0(&colour(c, t)),
        A::Fist(c, 1) => t.zk_a_fist1(&colour(c, t)),
        A::Fist(c, n) => t.zk_a_fist(&colour(c, t), &n),
        A::Predict(n) => t.zk_a_predict(&n),
        A::Mission(m) => t.zk_a_mission(&mission(m, t)),
        A::TakeBack(0) => t.zk_a_takeback0().to_owned(),
        A::TakeBack(n) => t.zk_a_takeback(&n),
        A::Shield(k, s) => {
            let hero = v.and_then(|v| {
                let c = pending_colour(&v.pending)?;
                (!k.allows(s.room().colour())).then(|| names::hero(c.hero()))
            });
            match hero {
                Some(h) => t.zk_a_shield_hero(&shield(k, t), &space(s, t), &h),
                None => t.zk_a_shield(&shield(k, t), &space(s, t)),
            }
        }
        A::ShieldBack(k) => t.zk_a_shield_back(&shield(k, t)),
        A::Extra(src, s) => t.zk_a_extra(&source(src, t), &space(s, t)),
        A::Bonus(b) => bonus(b, t).to_owned(),
        // Drawn from the tallest stack: which one is no choice (ZukunftConfig::draw_grail).
        A::Stack(_) if v.is_none_or(|v| v.config.draw_grail) => t.zk_a_draw().to_owned(),
        A::Stack(i) => {
            let n = v.map_or(0, |v| v.grail_stacks.get(usize::from(i)).copied().unwrap_or(0));
            t.zk_a_stack(&(i + 1), &n)
        }
        A::Parzival => t.zk_a_parzival().to_owned(),
        A::Part(p) => t.zk_a_part(&names::part(p, t)),
        A::Accept => t.zk_a_accept().to_owned(),
        A::Remove(s) => t.zk_a_remove(&space(s, t)),
        A::Discard(m) => t.zk_a_discard(&mission(m, t)),
        A::BlackKnight(s) => t.zk_a_black(&space(s, t)),
        A::Magician(s) => t.zk_a_magician(&space(s, t)),
        A::Pass => match v.map(|v| &v.pending) {
            Some(Pending::Magician { .. }) => t.zk_a_pass_magician().to_owned(),
            Some(Pending::HeroEnd { .. }) => t.zk_a_pass_hero().to_owned(),
            Some(Pending::Tree { .. }) => t.zk_a_pass_tree().to_owned(),
            Some(Pending::Extra { .. }) => t.zk_a_pass_extra().to_owned(),
            _ => t.zk_a_pass().to_owned(),
        },
    }
}

/// The reveal's arithmetic: "Fists: red 2, green 0, yellow 3 = 5".
pub fn reveal_sum(r: &Reveal, t: Tr) -> String {
    let parts: Vec<String> = r.fists.as_slice().iter().map(|&(c, n)| format!("{} {n}", colour(c, t))).collect();
    t.zk_reveal_sum(&parts.join(" + "), &r.total)
}

/// "5 (exact)", "4 (1 too low)", "7 (2 too high)".
pub fn off_by(number: u8, off: i8, t: Tr) -> String {
    match off {
        0 => t.zk_exact(&number),
        d if d < 0 => t.zk_too_low(&number, &(-d)),
        d => t.zk_too_high(&number, &d),
    }
}

fn why(w: Why, t: Tr) -> String {
    match w {
        Why::Space(s) => space(s, t),
        Why::LineBonus => t.zk_why_line().to_owned(),
        Why::TournamentTile => t.zk_why_tile().to_owned(),
        Why::IntriguePenalty { group } => t.zk_why_intrigue(&group),
        Why::SpecialMission(m) => m.label().to_owned(),
        Why::Tristan => t.zk_why_tristan().to_owned(),
        Why::BlackKnight => t.zk_why_black().to_owned(),
        Why::RedRoom { rank: 0 } => t.zk_why_red_absent().to_owned(),
        Why::RedRoom { rank } => t.zk_why_red_rank(&rank),
        Why::Merlin { tiles } => t.zk_why_merlin(&tiles),
        Why::Screen { knights } => t.zk_why_screen(&knights),
        Why::GrailSets => t.zk_why_grail().to_owned(),
        Why::SecretRoomAbsent => t.zk_why_secret().to_owned(),
    }
}

/// One event in words.
#[allow(clippy::too_many_lines)] // one arm per event
pub fn describe(e: &E, v: &ZukunftView, names: &[String], t: Tr) -> Option<String> {
    let w = |c| who(v, names, c, t);
    Some(match e {
        E::Setup { sides, neutral, order } => {
            let s: String = sides.iter().map(|s| format!("{s:?}")).collect::<Vec<_>>().join("/");
            let mut line = t.zk_l_setup(&s, &list(order.as_slice(), t));
            if let Some(n) = neutral {
                line = format!("{line} {}", t.zk_l_neutral(&colour(*n, t)));
            }
            line
        }
        E::ColourPicked { seat, colour: c, place } => t.zk_l_picked(&name_of(names, *seat), &colour(*c, t), place),
        E::RoundBegins { round, revealed } => t.zk_l_round(round, &revealed.as_slice().iter().map(|m| m.label()).collect::<Vec<_>>().join(", ")),
        E::FistChosen { colour: c } => t.zk_l_knocks(&w(*c)),
        E::FistSecret { colour: c, knights, .. } => t.zk_l_fist_secret(&colour(*c, t), knights),
        E::Predicted { colour: c, number, inner } => {
            if *inner {
                t.zk_l_predicted_inner(&w(*c), number)
            } else {
                t.zk_l_predicted(&w(*c), number)
            }
        }
        E::Revealed(r) => {
            let preds: Vec<String> = r.predictions.as_slice().iter().map(|p| format!("{} {}", colour(p.colour, t), off_by(p.number, p.off_by, t))).collect();
            t.zk_l_revealed(&reveal_sum(r, t), &preds.join(", "), &list(r.order.as_slice(), t))
        }
        E::MerlinTaken { colour: c, left } => t.zk_l_merlin(&w(*c), left),
        E::MerlinSeen { colour: c, value, .. } => t.zk_l_merlin_seen(&colour(*c, t), value),
        E::TurnBegins { .. } => return None,
        E::MissionTaken { colour: c, card, sent, surplus } => {
            let line = t.zk_l_mission(&w(*c), &mission(*card, t), sent);
            if *surplus > 0 {
                format!("{line} {}", t.zk_l_surplus(surplus))
            } else {
                line
            }
        }
        E::SpecialMission { colour: c, card, knights } => t.zk_l_special(&w(*c), &card.label(), knights),
        E::NoMission { colour: c, knights } => t.zk_l_no_mission(&w(*c), knights),
        E::TookBack { colour: c, knights } => t.zk_l_took_back(&w(*c), knights),
        E::Placed { colour: c, figure, space: s, via } => {
            let fig = match figure {
                Figure::Knight => t.zk_fig_knight(),
                Figure::BlackKnight => t.zk_fig_black(),
                Figure::Magician => t.zk_fig_magician(),
            };
            let how = match via {
                Via::Shield { kind, hero: Some((h, _)) } => t.zk_via_hero(&shield(*kind, t), &names::hero(*h)),
                Via::Shield { kind, hero: None } => t.zk_via_shield(&shield(*kind, t)),
                Via::Extra { source: src, cause } => t.zk_via_extra(&source(*src, t), &cause.label()),
                Via::BlackKnight => t.zk_via_black().to_owned(),
                Via::Magician => t.zk_via_magician().to_owned(),
            };
            t.zk_l_placed(&w(*c), &fig, &space(*s, t), &how)
        }
        E::KnightBack { colour: c, kind } => t.zk_l_knight_back(&w(*c), &shield(*kind, t)),
        E::Scored { colour: c, why: y, printed, change, score } => {
            let reason = why(*y, t);
            if printed == change {
                t.zk_l_scored(&w(*c), &points(i32::from(*change), t), &reason, score)
            } else {
                t.zk_l_scored_floor(&w(*c), &points(i32::from(*printed), t), &reason, &points(i32::from(*change), t), score)
            }
        }
        E::Tree { colour: c, knight } => {
            if *knight {
                t.zk_l_tree(&w(*c))
            } else {
                t.zk_l_tree_no_knight(&w(*c))
            }
        }
        E::GrailTaken { colour: c, stack: Some(i) } => t.zk_l_grail(&w(*c), &(i + 1)),
        E::GrailTaken { colour: c, stack: None } => t.zk_l_grail_picked(&w(*c)),
        E::GrailSeen { colour: c, part, .. } => t.zk_l_grail_seen(&colour(*c, t), &names::part(*part, t)),
        E::GrailSupplyEmpty { colour: c, missed } => t.zk_l_grail_empty(&w(*c), missed),
        E::ParzivalLooks { colour: c } => t.zk_l_parzival(&w(*c)),
        E::ParzivalSaw { supply, .. } => t.zk_l_parzival_saw(&supply[0], &supply[1], &supply[2], &supply[3]),
        E::GrailReshuffled { stacks } => t.zk_l_reshuffled(&stacks[0], &stacks[1], &stacks[2]),
        E::LineBonus { colour: c, bonus: b } => t.zk_l_line(&w(*c), &bonus(*b, t)),
        E::TournamentTile { colour: c, left } => t.zk_l_tile(&w(*c), left),
        E::FanfareRemoved { winner_field: false } => t.zk_l_final_open().to_owned(),
        E::FanfareRemoved { winner_field: true } => t.zk_l_winner_open().to_owned(),
        E::Hearts { colour: c, hearts } => t.zk_l_hearts(&w(*c), hearts),
        E::RebellionEntered { colour: c, start, side } => {
            let s = if *side == RebelSide::Rebels { t.zk_rebels() } else { t.zk_royalists() };
            t.zk_l_rebellion(&w(*c), start, &s)
        }
        E::TableTurned { side, royalists, rebels } => {
            let s = if *side == TableSide::Gold { t.zk_table_gold() } else { t.zk_table_green() };
            t.zk_l_table(&s, royalists, rebels)
        }
        E::IntrigueCompleted { group, penalised } => {
            if penalised.as_slice().is_empty() {
                t.zk_l_intrigue_none(group)
            } else {
                t.zk_l_intrigue(group, &list(penalised.as_slice(), t))
            }
        }
        E::RedKnightRemoved { colour: c, space: s } => t.zk_l_red_removed(&w(*c), &space(*s, t)),
        E::HeroUsed { colour: c, hero, side } => t.zk_l_hero(&w(*c), &names::hero(*hero), side, &names::hero_side(*hero, *side, t)),
        E::Discarded { colour: c, card } => t.zk_l_discarded(&w(*c), &mission(*card, t)),
        E::Lapsed { colour: c, what } => match what {
            Lapse::Extra(r) => t.zk_l_lapse_extra(&w(*c), &names::room_colour(*r, t)),
            Lapse::Magician => t.zk_l_lapse_magician(&w(*c)),
            Lapse::Tree => t.zk_l_lapse_tree(&w(*c)),
        },
        E::Passed { colour: c } => t.zk_l_passed(&w(*c)),
        E::RoundEnds { round, boxed } => t.zk_l_round_ends(round, &boxed.as_slice().len()),
        E::FinalScoring { tie_order } => t.zk_l_final(&list(tie_order.as_slice(), t)),
        E::RedRoomScored(r) => {
            let entries: Vec<String> = r.entries.iter().map(|x| {
                let c = x.colour.map_or_else(|| t.zk_neutral().to_owned(), |c| colour(c, t).to_owned());
                t.zk_l_red_entry(&x.rank, &c, &x.knights, &x.points)
            }).collect();
            t.zk_l_red(&entries.join("; "))
        }
        E::FinalReport(r) => {
            let s: Vec<String> = r.standings.iter().map(|s| format!("{}. {} {}", s.place, name_of(names, s.seat), s.score)).collect();
            t.zk_l_report(&s.join(", "))
        }
        E::GameOver { winners } => t.zk_l_over(&winners.as_slice().iter().map(|&s| name_of(names, s)).collect::<Vec<_>>().join(", ")),
    })
}

/// The log as the viewer may read it, grouped by round.
pub fn log_lines(v: &ZukunftView, events: &[(usize, Seat, &E)], names: &[String], t: Tr) -> Vec<LogLine> {
    let mut out = Vec::with_capacity(events.len());
    for (i, (_, _, e)) in events.iter().enumerate() {
        let mut heading = String::new();
        match e {
            E::RoundBegins { round, .. } => heading = t.zk_round_of(round),
            E::FinalScoring { .. } => heading = t.zk_final_scoring().to_owned(),
            _ => {}
        }
        if let Some(text) = describe(e, v, names, t) {
            out.push(LogLine { index: i, group: heading, text, private: e.is_private() });
        }
    }
    out
}

/// One line for the end: the winner, with the points and the tie-break if there was one.
pub fn outcome_line(o: &Outcome, v: &ZukunftView, names: &[String], t: Tr) -> String {
    let Some(r) = &v.final_report else {
        return t.zk_wins(&o.winners.iter().map(|&s| name_of(names, s)).collect::<Vec<_>>().join(", "), &0);
    };
    let Some(first) = r.standings.iter().find(|s| s.place == 1) else { return String::new() };
    let tied = r.standings.iter().filter(|s| s.score == first.score).count() > 1;
    let line = t.zk_wins(&name_of(names, first.seat), &first.score);
    if tied {
        format!("{line} {}", t.zk_tie_note())
    } else {
        line
    }
}

/// One final-scoring item in words (the rows of the final table).
pub fn final_item(i: &FinalItem, t: Tr) -> String {
    match *i {
        FinalItem::RedRoom { rank: 0, .. } => t.zk_f_red_absent().to_owned(),
        FinalItem::RedRoom { rank, knights } => t.zk_f_red(&rank, &knights),
        FinalItem::Magician => t.zk_f_magician().to_owned(),
        FinalItem::Merlin { tiles } => t.zk_f_merlin(&tiles),
        FinalItem::Screen { knights } => t.zk_f_screen(&knights, &(u16::from(knights) * 2)),
        FinalItem::HinterlandGrail { knights, tiles } => t.zk_f_hinterland(&knights, &tiles),
        FinalItem::GrailSets { sets, .. } => {
            let s: Vec<String> = sets.as_slice().iter().map(|k| k.to_string()).collect();
            if s.is_empty() {
                t.zk_f_grail_none().to_owned()
            } else {
                t.zk_f_grail(&s.join(" + "))
            }
        }
        FinalItem::SecretRoom => t.zk_f_secret().to_owned(),
    }
}
