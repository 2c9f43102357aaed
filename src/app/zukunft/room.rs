//! A room drawn as the spaces it is: its rows (Training Ground), rounds (Tournament Ground),
//! sides (Rebellion), groups (Intrigue) or path levels (Chapel, Library), one cell per space
//! with the figure on it or its printed effect. A line under it shows the full text of the
//! space last tapped or focused, and the room's rule in one sentence. In the decision, the
//! legal spaces are the buttons.
//!
//! The two path rooms are drawn as the board prints them: each level's fields centred on a
//! grid of half cells, so a field sits between the two it leads to, and the arrows between
//! levels drawn as lines from field to field ([`path_lines`]); the info line names where a
//! field's arrows lead.

use super::names;
use super::space::SpaceCell;
use crate::app::i18n::tr;
use crate::engine::zukunft::board::{Room, Space};
use crate::engine::zukunft::ZukunftAction;
use leptos::prelude::*;

/// The room's spaces in rows: (row key, row name, spaces), in the order drawn.
pub fn rows(room: Room, t: crate::app::i18n::Tr) -> Vec<(u8, String, Vec<Space>)> {
    let mut out: Vec<(u8, String, Vec<Space>)> = Vec::new();
    for n in room.range() {
        let Some(s) = Space::new(n) else { continue };
        let (key, name) = names::row_of(s, t);
        match out.iter_mut().find(|r| r.0 == key) {
            Some(r) => r.2.push(s),
            None => out.push((key, name, vec![s])),
        }
    }
    out
}

/// A path room's widest level, in fields (0: not a path room).
fn path_width(room: Room, rows: &[(u8, String, Vec<Space>)]) -> usize {
    match room {
        Room::Chapel | Room::Library => rows.iter().map(|r| r.2.len()).max().unwrap_or(0),
        _ => 0,
    }
}

/// Where field `j` of a level of `m` fields starts, in half cells of a path `width` fields
/// wide (its centre is one half cell further on).
fn half_start(width: usize, m: usize, j: usize) -> usize {
    width - m + 2 * j
}

/// The arrows between each level and the next, as (from, to) horizontal centres in percent of
/// the path's width: one list per gap between levels (Z-ROOM-CHAP-2, Z-ROOM-LIB-2). Every
/// arrow of the board leads to the next level up.
pub fn path_lines(room: Room, rows: &[(u8, String, Vec<Space>)]) -> Vec<Vec<(f32, f32)>> {
    let width = path_width(room, rows);
    if width == 0 {
        return Vec::new();
    }
    let centre = |m: usize, j: usize| (half_start(width, m, j) + 1) as f32 * 50.0 / width as f32;
    rows.windows(2)
        .map(|pair| {
            let (from, to) = (&pair[0].2, &pair[1].2);
            let mut lines = Vec::new();
            for (i, a) in from.iter().enumerate() {
                for (j, b) in to.iter().enumerate() {
                    if a.arrows() & (1u128 << b.index()) != 0 {
                        lines.push((centre(from.len(), i), centre(to.len(), j)));
                    }
                }
            }
            lines
        })
        .collect()
}

#[component]
pub fn RoomView(
    room: Room,
    /// The legal spaces and what placing there does (in the decision); empty on the board.
    #[prop(into, optional)]
    choices: Signal<Vec<(Space, ZukunftAction)>>,
    /// The room may be entered now (highlighted on the board).
    #[prop(into, optional)]
    target: Signal<bool>,
    /// Drawn inside the decision (the info line is not repeated there).
    #[prop(optional)]
    in_decision: bool,
) -> AnyView {
    let info = RwSignal::new(None::<Space>);
    let width = path_width(room, &rows(room, tr()));
    let class = format!("zk-room {} zk-{}", names::room_class(room.colour()), format!("{room:?}").to_lowercase());
    let heading = move || names::room(room, tr());
    let info_text = move || {
        info.get().map(|s| {
            let t = tr();
            let mut text = format!("{}: {}", names::space(s, t), names::effect_full(s, t));
            let to: Vec<String> = room.range().filter(|&n| s.arrows() & (1u128 << n) != 0).filter_map(Space::new).map(names::short_label).collect();
            if !to.is_empty() {
                text.push(' ');
                text.push_str(&t.zk_arrows_to(&to.join(", ")));
            }
            text
        })
    };
    // The arrowhead, defined once per drawing of the room and used by all its lines.
    let head = format!("zk-ah-{}{}", names::room_class(room.colour()), if in_decision { "-d" } else { "" });
    let path = (width > 0).then(|| format!("--cols:{};--ah:url(#{head})", 2 * width));
    let layout = move || {
        let ch = choices.get();
        let rows = rows(room, tr());
        let mut lines = path_lines(room, &rows).into_iter();
        let head = head.clone();
        let mut out = Vec::new();
        for (_, name, spaces) in rows {
            let m = spaces.len();
            let cells = spaces
                .into_iter()
                .enumerate()
                .map(|(j, s)| {
                    let action = ch.iter().find(|(x, _)| *x == s).map(|(_, a)| *a);
                    let cell = match action {
                        Some(a) => view! { <SpaceCell space=s info action=a/> }.into_any(),
                        None => view! { <SpaceCell space=s info/> }.into_any(),
                    };
                    if width == 0 {
                        return cell;
                    }
                    let place = format!("grid-column:{}/span 2", half_start(width, m, j) + 1);
                    view! { <div class="zk-pf" style=place>{cell}</div> }.into_any()
                })
                .collect_view();
            out.push(
                view! {
                    <div class="zk-row">
                        {(!name.is_empty()).then(|| view! { <span class="zk-rowname">{name.clone()}</span> })}
                        <div class="zk-cells">{cells}</div>
                    </div>
                }
                .into_any(),
            );
            if let Some(gap) = lines.next() {
                let defs = (out.len() == 1).then(|| view! {
                    <defs>
                        <marker id=head.clone() viewBox="0 0 6 6" refX="5" refY="3" markerWidth="5" markerHeight="5" orient="auto">
                            <path d="M0,0L6,3L0,6z"/>
                        </marker>
                    </defs>
                });
                out.push(
                    view! {
                        <svg class="zk-arrows" aria-hidden="true">
                            {defs}
                            {gap.into_iter().map(|(x1, x2)| view! {
                                <line x1=format!("{x1}%") y1="0" x2=format!("{x2}%") y2="100%"/>
                            }).collect_view()}
                        </svg>
                    }
                    .into_any(),
                );
            }
        }
        out
    };
    if in_decision {
        // Inside the decision: the same room once more, not a landmark of its own.
        return view! {
            <div class=class>
                <h3>{heading}</h3>
                <div class="zk-layout" class:zk-path={width > 0} style=path.clone()>{layout}</div>
            </div>
        }
        .into_any();
    }
    view! {
        <section class=class class:zk-target=move || target.get() aria-label=heading>
            <h3>{heading}</h3>
            <div class="zk-layout" class:zk-path={width > 0} style=path.clone()>{layout}</div>
            <p class="zk-info" aria-live="polite">{move || info_text().unwrap_or_else(|| names::room_rule(room, tr()).to_owned())}</p>
        </section>
    }
    .into_any()
}
