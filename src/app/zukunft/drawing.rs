//! A room's drawing, shared by the board's room and the decision's: its fields in their places
//! ([`super::layout`]) with the figures on them, the arrows of the path rooms, the Round
//! Table's seats round the table, the Rebellion's Knights' Table between the two sides, the
//! tournament's tiles and Fanfares.

use super::layout::{plan, Place};
use super::names;
use super::space::{Mode, SpaceCell};
use crate::app::i18n::tr;
use crate::app::kit::art::{href, zukunft};
use crate::app::kit::{ring, RingPlace};
use crate::app::play::table;
use crate::engine::zukunft::board::{Room, Space};
use crate::engine::zukunft::events::TableSide;
use crate::engine::zukunft::Zukunft;
use leptos::prelude::*;

/// The room's class: its colour and its kind.
pub fn class_of(room: Room) -> String {
    format!("zk-room {} zk-{}", names::room_class(room.colour()), format!("{room:?}").to_lowercase())
}

/// The full text of a space for the info line, or the room's rule.
pub fn info_text(room: Room, s: Option<Space>) -> String {
    let t = tr();
    s.map_or_else(|| names::room_rule(room, t).to_owned(), |s| format!("{}: {}", names::space(s, t), names::effect_full(s, t)))
}

/// What the room shows besides its fields: the Knights' Table's side, the tournament's tiles
/// and Fanfares still lying there.
fn extras(room: Room) -> impl IntoView {
    let t = table::<Zukunft>();
    let state = Memo::new(move |_| t.view.with(|v| (v.knights_table, v.tournament_tiles, v.fanfares)));
    move || {
        let tr = tr();
        let (side, tiles, fanfares) = state.get();
        match room {
            Room::Rebellion => side.map(|s| {
                let (class, text) = if s == TableSide::Gold { ("zk-table gold", tr.zk_table_gold()) } else { ("zk-table green", tr.zk_table_green()) };
                view! { <p class=class style="grid-area:2/1/span 1/-1">{tr.zk_knights_table(&text)}</p> }.into_any()
            }),
            Room::TournamentGround => tiles.map(|n| {
                let [final_, winner] = fanfares.unwrap_or([false, false]);
                let fan = |on: bool, label: String| on.then(|| view! { <svg class="fanfare" role="img" aria-label=label><use href=href(zukunft::FANFARE)></use></svg> });
                view! {
                    <p class="zk-tiles" style="grid-area:1/1/span 1/span 7">
                        {(0..n).map(|_| view! { <span class="tile" aria-hidden="true"></span> }).collect_view()}
                        <span class="visually-hidden">{tr.zk_to_tiles(&n)}</span>
                        {fan(final_, tr.zk_fanfare_final().to_owned())}
                        {fan(winner, tr.zk_fanfare_winner().to_owned())}
                    </p>
                }
                .into_any()
            }),
            _ => None,
        }
    }
}

/// The room's fields in their places, each drawn by `mode_of`.
pub fn fields(room: Room, info: RwSignal<Option<Space>>, mode_of: &dyn Fn(Space) -> Mode) -> AnyView {
    let p = plan(room);
    if p.ring {
        // The Round Table: sixteen seats round the table, the first at the top.
        let n = room.range().len();
        let seats = room
            .range()
            .filter_map(Space::new)
            .enumerate()
            .map(|(i, s)| {
                let place = Place { space: s, row: 0, col: 0, rows: 1, cols: 2 };
                // Decided here: the ring place's children must be sendable, `mode_of` is not.
                let mode = mode_of(s);
                view! { <RingPlace angle=ring::angle(i, n, 0, 360) class="zk-seat-place"><SpaceCell place mode info/></RingPlace> }
            })
            .collect_view();
        return view! {
            <div class="zk-plan ring">
                <svg class="zk-rt" aria-hidden="true" focusable="false"><use href=href(zukunft::ROUND_TABLE)></use></svg>
                {seats}
            </div>
        }
        .into_any();
    }
    let style = p.style();
    let cells = p.places.into_iter().map(|place| view! { <SpaceCell place mode=mode_of(place.space) info/> }).collect_view();
    let arrows = p.arrows.into_iter().map(|a| view! { <span class="zk-arrow" style=a.style() aria-hidden="true">{a.glyph}</span> }).collect_view();
    view! {
        <div class="zk-plan" style=style>
            {cells}
            {arrows}
            {extras(room)}
        </div>
    }
    .into_any()
}

