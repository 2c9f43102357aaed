//! One space of a room, drawn in its place: the figure on it, or its printed effect (points,
//! and small pictures for a Grail tile, a tree, hearts and an additional knight in the colour of
//! its room). Three ways to draw it:
//! - on the board, a picture with its full text for screen readers;
//! - in an open room, a button that shows its full text in the room's info line;
//! - in the decision, a legal space is a button that places the figure there (its accessible
//!   name holds the full text too).
//!
//! A figure is keyed by its space, so it stands still while others move; a new one slides in
//! from the turn-order track, where its colour stands (`zk-slot-<colour>`).

use super::layout::Place;
use super::names;
use super::piece::Piece;
use crate::app::i18n::tr;
use crate::app::kit::art::{href, kit, zukunft, Art};
use crate::app::play::table;
use crate::engine::zukunft::board::{Effect, Space};
use crate::engine::zukunft::{Occupant, Zukunft, ZukunftAction};
use leptos::prelude::*;

/// How a space is drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// A picture on the board.
    Board,
    /// A button that shows the space's text (an open room).
    Info,
    /// A legal space of the decision: a button that plays this action.
    Act(ZukunftAction),
}

/// The key of the figure standing on a space.
#[must_use]
pub fn figure_key(s: Space) -> String {
    format!("zk-sp-{}", s.index())
}

/// Where a figure new on the board comes from: its colour's place on the turn-order track.
#[must_use]
pub fn from_key(o: Occupant) -> Option<String> {
    match o {
        Occupant::Colour(c, _) => Some(format!("zk-slot-{}", names::class(c))),
        Occupant::Neutral => None,
    }
}

/// The printed effect, drawn: the points, then a picture per thing it gives.
fn face(e: Effect) -> impl IntoView {
    let pic = |art: Art, class: &'static str| view! { <svg class=class aria-hidden="true" focusable="false"><use href=href(art)></use></svg> };
    let mut pics: Vec<AnyView> = Vec::new();
    for _ in 0..e.grail {
        pics.push(pic(zukunft::GRAIL, "fx grail").into_any());
    }
    if let Some(r) = e.extra {
        pics.push(view! { <svg class=format!("fx extra {}", names::room_class(r)) aria-hidden="true" focusable="false"><use href=href(kit::FIGURE)></use></svg> }.into_any());
    }
    if e.tree {
        pics.push(pic(zukunft::TREE, "fx tree").into_any());
    }
    for _ in 0..e.hearts {
        pics.push(pic(zukunft::HEART, "fx heart").into_any());
    }
    view! {
        <span class="zk-face" aria-hidden="true">
            {(e.points > 0).then(|| view! { <span class="pts">{e.points}</span> })}
            {(!pics.is_empty()).then(|| view! { <span class="pics">{pics}</span> })}
        </span>
    }
}

#[component]
pub fn SpaceCell(
    place: Place,
    mode: Mode,
    /// Where the full text is shown (the room's info line).
    info: RwSignal<Option<Space>>,
) -> impl IntoView {
    let t = table::<Zukunft>();
    let space = place.space;
    let occupant = Memo::new(move |_| t.view.with(|v| v.spaces.iter().find(|s| s.space == space).and_then(|s| s.occupant)));
    // Only the board's figures are keyed: the decision's copy of a room stands beside it.
    let keyed = !matches!(mode, Mode::Act(_));
    let inner = move || match occupant.get() {
        Some(o) => {
            let label = move || format!("{}: {}", names::space(space, tr()), names::occupant(o, tr()));
            let (key, from) = if keyed { (Some(figure_key(space)), from_key(o)) } else { (None, None) };
            view! { <Piece occupant=o label flip_key=key flip_from=from/> }.into_any()
        }
        None => view! {
            {face(space.effect())}
            <span class="visually-hidden">{move || format!("{}: {}", names::space(space, tr()), names::effect_full(space, tr()))}</span>
        }
        .into_any(),
    };
    // A seat of the Round Table stands in a ring place, not in a grid.
    let style = (place.row > 0).then(|| place.style());
    let class = move || {
        let kind = if space.effect().extra.is_some() || space.effect().grail > 0 { "zk-sp rich" } else { "zk-sp" };
        if occupant.with(Option::is_some) { format!("{kind} taken") } else { kind.to_owned() }
    };
    match mode {
        Mode::Board => view! { <span class=class style=style>{inner}</span> }.into_any(),
        Mode::Info => view! {
            <button type="button" class=class style=style aria-pressed=move || if info.get() == Some(space) { "true" } else { "false" }
                on:click=move |_| info.set(Some(space)) on:focus=move |_| info.set(Some(space))>
                {inner}
            </button>
        }
        .into_any(),
        Mode::Act(a) => view! {
            <button type="button" class="zk-sp zk-legal" style=style on:click=move |_| t.act(a)
                on:focus=move |_| info.set(Some(space)) on:mouseenter=move |_| info.set(Some(space))>
                {inner}
            </button>
        }
        .into_any(),
    }
}
