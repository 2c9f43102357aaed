//! A room of the castle on the board, drawn as the board prints it ([`super::drawing`]). It is
//! small (the castle fits a phone's width) and its name is a button that opens it larger: then
//! every field is a button that shows its full text in the room's info line. The room a knight
//! may enter now is marked.

use super::drawing::{class_of, fields, info_text};
use super::names;
use super::space::Mode;
use crate::app::i18n::tr;
use crate::engine::zukunft::board::{Room, Space};
use leptos::prelude::*;

#[component]
pub fn RoomView(
    room: Room,
    /// The room may be entered now (marked on the board).
    #[prop(into, optional)]
    target: Signal<bool>,
) -> impl IntoView {
    let info = RwSignal::new(None::<Space>);
    let open = RwSignal::new(false);
    let heading = move || names::room(room, tr());
    let id = format!("zk-room-{}", format!("{room:?}").to_lowercase());
    let body = move || {
        let opened = open.get();
        fields(room, info, &|_| if opened { Mode::Info } else { Mode::Board })
    };
    view! {
        <section class=class_of(room) class:zk-target=move || target.get() class:open=move || open.get() aria-label=heading>
            <h3>
                <button type="button" class="zk-room-btn" aria-expanded=move || open.get().to_string() aria-controls=id.clone()
                    on:click=move |_| open.update(|o| *o = !*o)>
                    <span class="name">{heading}</span>
                </button>
            </h3>
            <div id=id>{body}</div>
            <Show when=move || open.get()>
                <p class="zk-info" aria-live="polite">{move || info_text(room, info.get())}</p>
            </Show>
        </section>
    }
}

