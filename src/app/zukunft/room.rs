//! A room drawn as the spaces it is: its rows (Training Ground), rounds (Tournament Ground),
//! sides (Rebellion), groups (Intrigue) or path levels (Chapel, Library), one cell per space
//! with the figure on it or its printed effect. A line under it shows the full text of the
//! space last tapped or focused, and the room's rule in one sentence. In the decision, the
//! legal spaces are the buttons.

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
    let class = format!("zk-room {} zk-{}", names::room_class(room.colour()), format!("{room:?}").to_lowercase());
    let heading = move || names::room(room, tr());
    let info_text = move || {
        info.get().map(|s| {
            let t = tr();
            format!("{}: {}", names::space(s, t), names::effect_full(s, t))
        })
    };
    let layout = move || {
        let ch = choices.get();
        rows(room, tr())
            .into_iter()
            .map(|(_, name, spaces)| {
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
                view! {
                    <div class="zk-row">
                        {(!name.is_empty()).then(|| view! { <span class="zk-rowname">{name.clone()}</span> })}
                        <div class="zk-cells">{cells}</div>
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
                <div class="zk-layout">{layout}</div>
            </div>
        }
        .into_any();
    }
    view! {
        <section class=class class:zk-target=move || target.get() aria-label=heading>
            <h3>{heading}</h3>
            <div class="zk-layout">{layout}</div>
            <p class="zk-info" aria-live="polite">{move || info_text().unwrap_or_else(|| names::room_rule(room, tr()).to_owned())}</p>
        </section>
    }
    .into_any()
}
