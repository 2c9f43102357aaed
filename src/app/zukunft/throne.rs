//! The throne room, the heart of the castle: the turn-order track (top first), where each
//! colour's magician stands with its player's name and score, and the prediction numbers 0–15
//! with room for two magicians each (the first outside, the second inside, Z-PRED-2). In phase 3
//! the magicians step from the track onto their numbers and, at the reveal, back onto the track
//! in the new order (each magician is keyed by its colour, so it slides there); the last
//! reveal's total stays marked on its number through the missions. With 2 players a seat's two
//! colours carry its name, and the seat's lower score counts.

use super::describe::{pending_colour, who};
use super::names;
use super::piece::Piece;
use crate::app::i18n::{tr, txt, Tr};
use crate::app::play::table;
use crate::engine::zukunft::data::{Colour, MAX_PREDICTION};
use crate::engine::zukunft::view::{MagicianView, Pending};
use crate::engine::zukunft::{Figure, Occupant, Zukunft};
use leptos::prelude::*;

/// The key of a colour's magician, wherever it stands.
#[must_use]
pub fn magician_key(c: Colour) -> String {
    format!("zk-mag-{}", names::class(c))
}

/// One place of the turn-order track.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Slot {
    colour: Colour,
    who: String,
    score: u16,
    sixty: bool,
    acting: bool,
    /// Its magician stands here (not on a number).
    home: bool,
}

fn magician(c: Colour, label: String) -> impl IntoView {
    view! { <Piece occupant=Occupant::Colour(c, Figure::Magician) label flip_key=Some(magician_key(c))/> }
}

#[component]
pub fn Throne() -> impl IntoView {
    let t = table::<Zukunft>();
    let slots = Memo::new(move |_| {
        let tr = tr();
        t.view.with(|v| {
            let acting = pending_colour(&v.pending);
            let waiting: &[Colour] = match &v.pending {
                Pending::Fists { waiting } => waiting,
                _ => &[],
            };
            v.order
                .iter()
                .filter_map(|&c| {
                    let x = v.colours.iter().find(|x| x.colour == c)?;
                    Some(Slot {
                        colour: c,
                        who: t.names.with_value(|n| who(v, n, c, tr)),
                        score: x.score,
                        sixty: x.sixty,
                        acting: acting == Some(c) || waiting.contains(&c),
                        home: !v.magicians.iter().any(|m| m.colour == c),
                    })
                })
                .collect::<Vec<_>>()
        })
    });
    let numbers = Memo::new(move |_| {
        t.view.with(|v| {
            let total = v.reveal.filter(|r| r.round == v.round && v.final_report.is_none() && v.magicians.is_empty()).map(|r| r.total);
            (v.magicians.clone(), total, v.players == 2)
        })
    });
    let track = move || {
        let tr = tr();
        slots
            .get()
            .into_iter()
            .enumerate()
            .map(|(i, s)| {
                let pts = names::points(i32::from(s.score), tr);
                let label = tr.zk_mag_of(&names::colour(s.colour, tr));
                view! {
                    <li class=format!("zk-slot {}", names::class(s.colour)) class:acting=s.acting aria-current=s.acting.then_some("true")>
                        <span class="place" aria-hidden="true">{i + 1}</span>
                        <span class="mag">{s.home.then(|| magician(s.colour, label))}</span>
                        <span class="who">{s.who}</span>
                        <span class="pts">{pts}{s.sixty.then(|| format!(" · {}", tr.zk_sixty()))}</span>
                    </li>
                }
            })
            .collect_view()
    };
    let cells = move || {
        let tr = tr();
        let (mags, total, _) = numbers.get();
        (0..=MAX_PREDICTION)
            .map(|n| {
                let here: Vec<MagicianView> = mags.iter().copied().filter(|m| m.number == n).collect();
                let figures = here
                    .iter()
                    .map(|m| {
                        let c = names::colour(m.colour, tr);
                        let label = if m.inner { tr.zk_mag_inner(&c) } else { tr.zk_mag_outer(&c) };
                        view! { <span class="spot" class:inner=m.inner>{magician(m.colour, format!("{n}: {label}"))}</span> }
                    })
                    .collect_view();
                let sent = total == Some(n);
                view! {
                    <li class="zk-num" class:sent=sent>
                        <span class="n" aria-hidden="true">{n}</span>
                        {figures}
                        {sent.then(|| view! { <span class="visually-hidden">{tr.zk_total_here(&n)}</span> })}
                    </li>
                }
            })
            .collect_view()
    };
    view! {
        <section class="zk-throne" aria-labelledby="zk-throne-h">
            <h2 id="zk-throne-h" class="visually-hidden">{txt(Tr::zk_throne_room)}</h2>
            <ol class="zk-track" aria-label=txt(Tr::zk_order_and_score)>{track}</ol>
            <ol class="zk-nums" start="0" aria-label=txt(Tr::zk_throne)>{cells}</ol>
            {move || numbers.with(|n| n.2).then(|| view! { <p class="zk-note">{tr().zk_two_note()}</p> })}
        </section>
    }
}
