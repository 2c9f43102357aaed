//! Final scoring as a table (§3.2): one column per colour in the frozen turn order T, one row
//! per step — the red room's ranking and its winner's magician, Merlin tiles, knights behind
//! the screen, Grail tiles for hinterland knights, Grail sets, the secret room — each cell the
//! points with what earned them; then the ranking, with the tie-break by order T spelled out
//! (and with 2 players, which colour's score counts).

use super::describe::final_item;
use super::names;
use crate::app::i18n::{tr, txt, Tr};
use crate::app::play::{name_of, table};
use crate::engine::zukunft::events::{FinalItem, FinalReport as Report};
use crate::engine::zukunft::Zukunft;
use leptos::prelude::*;

/// The row of a final-scoring item (step order).
pub fn step_of(i: &FinalItem) -> u8 {
    match i {
        FinalItem::RedRoom { .. } => 0,
        FinalItem::Magician => 1,
        FinalItem::Merlin { .. } => 2,
        FinalItem::Screen { .. } => 3,
        FinalItem::HinterlandGrail { .. } => 4,
        FinalItem::GrailSets { .. } => 5,
        FinalItem::SecretRoom => 6,
    }
}

fn step_name(step: u8, t: Tr) -> &'static str {
    match step {
        0 => t.zk_s_red(),
        1 => t.zk_s_magician(),
        2 => t.zk_s_merlin(),
        3 => t.zk_s_screen(),
        4 => t.zk_s_hinterland(),
        5 => t.zk_s_grail(),
        _ => t.zk_s_secret(),
    }
}

/// "+13 (1st place, 4 knights)", "−9 (no knight in the secret room)".
pub fn cell(points: i16, item: &FinalItem, t: Tr) -> String {
    let sign = if points > 0 { format!("+{points}") } else if points < 0 { format!("−{}", -points) } else { "0".to_owned() };
    format!("{sign} ({})", final_item(item, t))
}

/// The sentence that explains the ranking's ties.
pub fn tie_text(r: &Report, names_: &[String], t: Tr) -> Option<String> {
    let mut tied: Vec<String> = Vec::new();
    for s in &r.standings {
        let same: Vec<_> = r.standings.iter().filter(|x| x.score == s.score).collect();
        if same.len() > 1 && same[0].seat == s.seat {
            let who: Vec<String> = same.iter().map(|x| name_of(names_, x.seat)).collect();
            tied.push(t.zk_tie(&who.join(", "), &s.score));
        }
    }
    (!tied.is_empty()).then(|| {
        let order: Vec<&str> = r.tie_order.iter().map(|&c| names::colour(c, t)).collect();
        format!("{} {}", tied.join(" "), t.zk_tie_rule(&order.join(" → ")))
    })
}

#[component]
pub fn FinalReport() -> impl IntoView {
    let t = table::<Zukunft>();
    let report = Memo::new(move |_| t.view.with(|v| v.final_report.clone()));
    let players = Memo::new(move |_| t.view.with(|v| v.players));
    let body = move || {
        let tr = tr();
        let names_ = t.names.get_value();
        report.get().map(|r| {
            let steps: Vec<u8> = (0..7u8).filter(|&s| r.colours.iter().any(|c| c.lines.iter().any(|l| step_of(&l.item) == s))).collect();
            let head = r.colours.iter().map(|c| view! {
                <th scope="col" class=names::class(c.colour)>{format!("{} ({})", names::colour(c.colour, tr), name_of(&names_, c.seat))}</th>
            }).collect_view();
            let start = r.colours.iter().map(|c| view! { <td>{c.start}</td> }).collect_view();
            let rows = steps.iter().map(|&s| {
                let cells = r.colours.iter().map(|c| {
                    let text = c.lines.iter().filter(|l| step_of(&l.item) == s).map(|l| cell(l.points, &l.item, tr)).collect::<Vec<_>>().join("; ");
                    view! { <td>{if text.is_empty() { "—".to_owned() } else { text }}</td> }
                }).collect_view();
                view! { <tr><th scope="row">{step_name(s, tr)}</th>{cells}</tr> }
            }).collect_view();
            let totals = r.colours.iter().map(|c| view! { <td><strong>{c.total}</strong></td> }).collect_view();
            let red = {
                let entries: Vec<String> = r.red.entries.iter().map(|e| {
                    let c = e.colour.map_or_else(|| tr.zk_neutral().to_owned(), |c| names::colour(c, tr).to_owned());
                    tr.zk_l_red_entry(&e.rank, &c, &e.knights, &e.points)
                }).collect();
                let room = r.red.room.map(|x| names::room(x, tr)).unwrap_or_default();
                let mut s = tr.zk_red_summary(&room, &if entries.is_empty() { "—".to_owned() } else { entries.join("; ") });
                if r.red.table.is_some() {
                    s = format!("{s} {}", tr.zk_red_rebellion(&r.red.royalists, &r.red.rebels));
                }
                if let Some(w) = r.red.winner {
                    s = format!("{s} {}", tr.zk_red_winner(&names::colour(w, tr)));
                }
                s
            };
            let standings = r.standings.iter().map(|s| view! {
                <li>{tr.zk_standing(&s.place, &name_of(&names_, s.seat), &names::colour(s.colour, tr), &s.score)}</li>
            }).collect_view();
            let ties = tie_text(&r, &names_, tr);
            view! {
                <p class="small">{red}</p>
                <div class="zk-scroll" role="region" tabindex="0" aria-label=tr.zk_final_caption()>
                    <table class="zk-final">
                        <caption>{tr.zk_final_caption()}</caption>
                        <thead><tr><th scope="col">{tr.zk_col_step()}</th>{head}</tr></thead>
                        <tbody>
                            <tr><th scope="row">{tr.zk_s_start()}</th>{start}</tr>
                            {rows}
                            <tr class="zk-total"><th scope="row">{tr.zk_s_total()}</th>{totals}</tr>
                        </tbody>
                    </table>
                </div>
                <h3>{tr.zk_ranking()}</h3>
                <ul class="zk-standings">{standings}</ul>
                {ties.map(|x| view! { <p>{x}</p> })}
            }
        })
    };
    view! {
        <section class="zk-report" aria-labelledby="zk-report-h">
            <h3 id="zk-report-h">{txt(Tr::zk_final_scoring)}</h3>
            {move || (players.get() == 2).then(|| view! { <p class="small">{tr().zk_two_final()}</p> })}
            {body}
        </section>
    }
}
