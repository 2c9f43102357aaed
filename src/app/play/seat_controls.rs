//! Who plays each seat: a person or a bot (Easy, Medium, Strong). A seat can be handed to a bot
//! in the middle of a game and taken back; the change is saved with the game.

use super::name_of;
use crate::app::i18n::{tr, txt, Tr};
use crate::engine::bot::Level;
use leptos::prelude::*;

/// A level's name.
#[must_use]
pub fn level_name(level: Level, t: Tr) -> &'static str {
    match level {
        Level::Easy => t.bot_easy(),
        Level::Medium => t.bot_medium(),
        Level::Strong => t.bot_strong(),
    }
}

/// The select's value for a seat: `person` or a level's name.
fn value_of(level: Option<Level>) -> &'static str {
    match level {
        None => "person",
        Some(Level::Easy) => "easy",
        Some(Level::Medium) => "medium",
        Some(Level::Strong) => "strong",
    }
}

/// A seat kind from the select's value (also the `bots=` URL parameter's level words).
#[must_use]
pub fn level_from(value: &str) -> Option<Option<Level>> {
    match value {
        "person" => Some(None),
        "easy" => Some(Some(Level::Easy)),
        "medium" => Some(Some(Level::Medium)),
        "strong" => Some(Some(Level::Strong)),
        _ => None,
    }
}

/// One select: a person or a bot of a level.
#[component]
pub fn SeatKind(
    /// The select's id (its label points at it).
    id: String,
    #[prop(into)] value: Signal<Option<Level>>,
    on_change: Callback<Option<Level>>,
) -> impl IntoView {
    view! {
        <select id=id on:change:target=move |ev| if let Some(k) = level_from(&ev.target().value()) { on_change.run(k) }>
            <option value="person" selected=move || value.get().is_none()>{txt(Tr::seat_person)}</option>
            {[Level::Easy, Level::Medium, Level::Strong].map(|l| view! {
                <option value=value_of(Some(l)) selected=move || value.get() == Some(l)>{move || tr().seat_bot(&level_name(l, tr()))}</option>
            })}
        </select>
    }
}

#[component]
pub fn SeatControls(
    bots: RwSignal<Vec<Option<Level>>>,
    names: Vec<String>,
    on_change: Callback<Vec<Option<Level>>>,
) -> impl IntoView {
    let seats = bots.with_untracked(Vec::len);
    view! {
        <fieldset class="seat-controls">
            <legend>{txt(Tr::seats_title)}</legend>
            {(0..seats).map(|i| {
                let name = name_of(&names, i as u8);
                let id = format!("seat-kind-{i}");
                view! {
                    <div class="field inline">
                        <label for=id.clone()>{name}</label>
                        <SeatKind id value=Signal::derive(move || bots.with(|b| b.get(i).copied().flatten()))
                            on_change=Callback::new(move |k| {
                                let mut next = bots.get_untracked();
                                if let Some(slot) = next.get_mut(i) {
                                    *slot = k;
                                }
                                on_change.run(next);
                            })/>
                    </div>
                }
            }).collect_view()}
        </fieldset>
    }
}
