//! The room a figure may enter now, drawn large in the decision: its legal fields are the
//! buttons that place the figure, each named with the field's full text; the info line under it
//! says the text of the field in focus, or the room's rule.

use super::drawing::{class_of, fields, info_text};
use super::names;
use super::space::Mode;
use crate::app::i18n::tr;
use crate::engine::zukunft::board::{Room, Space};
use crate::engine::zukunft::ZukunftAction;
use leptos::prelude::*;

/// The room drawn large in the decision: its legal fields are the buttons.
#[component]
pub fn RoomChoice(
    room: Room,
    /// The legal spaces and the action that places there.
    #[prop(into)]
    choices: Signal<Vec<(Space, ZukunftAction)>>,
) -> impl IntoView {
    let info = RwSignal::new(None::<Space>);
    let body = move || {
        let ch = choices.get();
        fields(room, info, &|s| ch.iter().find(|(x, _)| *x == s).map_or(Mode::Board, |(_, a)| Mode::Act(*a)))
    };
    view! {
        <div class=format!("{} in-decision", class_of(room))>
            <h3>{move || names::room(room, tr())}</h3>
            {body}
            <p class="zk-info" aria-live="polite">{move || info_text(room, info.get())}</p>
        </div>
    }
}
