//! A room drawn as the spaces it is: its rows (Training Ground), rounds (Tournament Ground),
//! sides (Rebellion), groups (Intrigue) or path levels (Chapel, Library), one cell per space
//! with the figure on it or its printed effect. A line under it shows the full text of the
//! space last tapped or focused, and the room's rule in one sentence. In the decision, the
//! legal spaces are the buttons.
//!
//! The two path rooms are drawn as the board prints them: each level's fields centred on a
//! grid of half cells, so a field sits between the two it leads to, and under each level its
//! arrows, each halfway between the field it leaves and the field it reaches, pointing there
//! ([`path_lines`], [`arrow_glyph`]); the info line names where a field's arrows lead.

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

/// The arrows between each level and the next, as (from, to) field centres counted in half
/// cells from the path's left edge: one list per gap between levels (Z-ROOM-CHAP-2,
/// Z-ROOM-LIB-2). Every arrow of the board leads to the next level up.
pub fn path_lines(room: Room, rows: &[(u8, String, Vec<Space>)]) -> Vec<Vec<(usize, usize)>> {
    let width = path_width(room, rows);
    if width == 0 {
        return Vec::new();
    }
    let centre = |m: usize, j: usize| half_start(width, m, j) + 1;
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

/// An arrow drawn between two levels: the grid columns it takes (centred halfway between the
/// two fields' centres) and its glyph, straight down or leaning towards the field it reaches.
pub fn arrow_glyph((from, to): (usize, usize)) -> (String, &'static str) {
    let mid = from + to;
    let place = if mid % 2 == 0 { format!("grid-column:{}/span 2", mid / 2) } else { format!("grid-column:{}", mid / 2 + 1) };
    let glyph = match to.cmp(&from) {
        std::cmp::Ordering::Equal => "↓",
        std::cmp::Ordering::Less => "↙",
        std::cmp::Ordering::Greater => "↘",
    };
    (place, glyph)
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
    let path = (width > 0).then(|| format!("--cols:{}", 2 * width));
    let layout = move || {
        let ch = choices.get();
        let rows = rows(room, tr());
        let mut gaps = path_lines(room, &rows).into_iter();
        rows.into_iter()
            .map(|(_, name, spaces)| {
                // In a path room the level starts so that it is centred on the grid.
                let pad = (width > 0).then(|| format!("--pad:{}", width - spaces.len()));
                let cells = spaces
                    .into_iter()
                    .map(|s| {
                        let action = ch.iter().find(|(x, _)| *x == s).map(|(_, a)| *a);
                        match action {
                            Some(a) => view! { <SpaceCell space=s info action=a/> }.into_any(),
                            None => view! { <SpaceCell space=s info/> }.into_any(),
                        }
                    })
                    .collect_view();
                let arrows = gaps.next().map(|gap| {
                    let glyphs = gap.into_iter().map(|line| {
                        let (place, glyph) = arrow_glyph(line);
                        view! { <span style=place>{glyph}</span> }
                    });
                    view! { <div class="zk-gap" aria-hidden="true">{glyphs.collect_view()}</div> }
                });
                view! {
                    <div class="zk-row">
                        {(!name.is_empty()).then(|| view! { <span class="zk-rowname" class:visually-hidden={width > 0}>{name.clone()}</span> })}
                        <div class="zk-cells" style=pad>{cells}</div>
                        {arrows}
                    </div>
                }
            })
            .collect_view()
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
