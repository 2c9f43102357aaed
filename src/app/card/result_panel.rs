//! The result of the last quest or accusation, where the eye is (on the board, under the
//! swords): who did what, each stack's arithmetic and the swords it placed — or whose loyalty
//! card an accusation turned up and what that cost or won.

use super::arith;
use super::card_face::quest_art;
use crate::app::kit::Icon;
use super::names;
use crate::app::i18n::tr;
use crate::app::play::table;
use crate::engine::card::{CardGame, CardView, Loyalty, QuestReport};
use crate::engine::Seat;
use leptos::prelude::*;

/// An accusation seen happening: who, whom, the card turned up, the swords it placed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Accusation {
    pub by: Option<Seat>,
    pub target: Seat,
    pub loyalty: Loyalty,
    pub white: u8,
    pub black: u8,
}

/// What the panel remembers between views: the last view's accusers and revealed seats and
/// swords, and what to show.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct Seen {
    accused: Vec<bool>,
    revealed: Vec<bool>,
    swords: (u8, u8),
    quest: Option<QuestReport>,
    /// The newest result is an accusation (else the last quest).
    pub accusation: Option<Accusation>,
}

/// The next [`Seen`]: an accusation is a seat newly turned face up while the game goes on.
#[must_use]
pub fn next_seen(prev: Option<&Seen>, v: &CardView) -> Seen {
    let accused: Vec<bool> = v.seats.iter().map(|s| s.has_accused).collect();
    let revealed: Vec<bool> = v.seats.iter().map(|s| s.revealed.is_some()).collect();
    let mut next = Seen { accused, revealed, swords: (v.white, v.black), quest: v.last_quest, accusation: None };
    let Some(p) = prev else { return next };
    next.accusation = p.accusation;
    if p.quest != v.last_quest {
        next.accusation = None;
    }
    if v.end.is_none() && p.revealed.len() == next.revealed.len() {
        let newly = next.revealed.iter().zip(&p.revealed).position(|(now, was)| *now && !*was);
        if let Some(target) = newly.and_then(|i| v.seats.get(i)) {
            let by = next.accused.iter().zip(&p.accused).position(|(now, was)| *now && !*was).map(|i| i as Seat);
            next.accusation = Some(Accusation {
                by,
                target: target.seat,
                loyalty: target.revealed.unwrap_or(Loyalty::Loyal),
                white: v.white.saturating_sub(p.swords.0),
                black: v.black.saturating_sub(p.swords.1),
            });
        } else if let Some(a) = next.accusation.as_mut() {
            // Percival may add a sword after the card is turned up.
            if p.swords != next.swords && p.quest == v.last_quest {
                a.white += v.white.saturating_sub(p.swords.0);
                a.black += v.black.saturating_sub(p.swords.1);
            }
        }
    }
    next
}

#[component]
pub fn ResultPanel() -> impl IntoView {
    let t = table::<CardGame>();
    let seen = Memo::new(move |prev: Option<&Seen>| t.view.with(|v| next_seen(prev, v)));
    let accusation = move || seen.with(|s| s.accusation);
    let report = move || t.view.with(|v| v.resolving.map(|r| (r, false)).or(v.last_quest.map(|r| (r, true))));
    // The arithmetic unfolded where there is room; folded under its result on a phone, where the
    // prompt's "just now" says it in one line too.
    let wide = crate::app::kit::wide_screen();
    let accusation_view = move || {
        accusation().map(|a| {
            let tr = tr();
            let target = t.name(a.target);
            let what = match a.by {
                Some(by) => tr.card_accused_result(&t.name(by), &target, &names::loyalty(a.loyalty, tr)),
                None => tr.card_revealed_result(&target, &names::loyalty(a.loyalty, tr)),
            };
            let why = match a.loyalty {
                Loyalty::Traitor => tr.card_why_traitor_found(),
                Loyalty::Loyal => tr.card_why_loyal_accused(),
            };
            let placed = if a.white + a.black == 0 { tr.card_swords_after_percival().to_owned() } else { tr.card_placed(&names::sword_pair(a.white, a.black, tr)) };
            view! {
                <section class="result accusation" class:traitor={a.loyalty == Loyalty::Traitor} aria-live="polite" aria-labelledby="acc-h">
                    <h2 id="acc-h">{tr.card_accusation()}</h2>
                    <p class="what">{what}</p>
                    <p class="why">{why}</p>
                    <p class="placed">{placed}</p>
                </section>
            }
        })
    };
    let quest_view = move || {
        report().map(|(r, done)| {
            let tr = tr();
            let ns = t.names.get_value();
            let who = names::seat(&ns, r.seat);
            let title = if done { tr.card_s_quest_for(&who, &names::quest(r.main, tr)) } else { tr.card_s_quest_for_added(&who, &names::quest(r.main, tr)) };
            let steps = arith::report_parts(&r, &ns, tr);
            let mut steps: Vec<String> = steps;
            steps.extend(r.gawain.iter().map(|g| tr.card_gawain_added(&names::seat(&ns, g.seat), &names::card(g.card, tr))));
            let placed = names::sword_pair(r.white, r.black, tr);
            let placed = if done { tr.card_placed(&placed) } else { tr.card_so_far(&placed) };
            let wide = wide.clone();
            let (good, bad) = (r.white > 0, r.black > 0);
            let body = view! {
                <details class="how" prop:open=move || wide.get()>
                    <summary><span class="placed" class:good=good class:bad=bad>{placed}</span>" "<span class="more">{tr.card_how_it_added_up()}</span></summary>
                    <ul class="steps">
                        {steps.into_iter().map(|s| view! { <li>{s}</li> }).collect_view()}
                    </ul>
                </details>
            };
            // Fresh news opens; an older quest waits folded while an accusation is the news.
            if accusation().is_some() {
                view! { <details class="result quest"><summary>{title}</summary>{body}</details> }.into_any()
            } else {
                view! { <section class="result quest" aria-live="polite" aria-labelledby="quest-h"><h2 id="quest-h"><Icon art=quest_art(r.main)/>{title}</h2>{body}</section> }.into_any()
            }
        })
    };
    view! {
        <div class="results">
            {accusation_view}
            {quest_view}
        </div>
    }
}
