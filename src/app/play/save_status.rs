//! What may stand between the players and their saved game: another tab continued it (this one
//! stops saving and offers the newer state), saving is off (full or blocked storage), or a move
//! was refused. Each says what it means and what to do; none needs a reload.

use crate::app::storage::{Status, WriteError};
use crate::app::i18n::{tr, txt, Tr};
use leptos::prelude::*;

#[component]
pub fn SaveStatus(
    #[prop(into)] stale: Signal<bool>,
    #[prop(into)] status: Signal<Status>,
    #[prop(into)] error: Signal<Option<String>>,
    on_reload: Callback<()>,
) -> impl IntoView {
    view! {
        <Show when=move || stale.get()>
            <div class="warning" role="alert">
                <p>{txt(Tr::stale_tab)}</p>
                <button type="button" class="primary" on:click=move |_| on_reload.run(())>{txt(Tr::stale_load)}</button>
            </div>
        </Show>
        {move || match status.get() {
            Status::Off(e) => {
                let t = tr();
                let why = if e == WriteError::Full { t.saving_off_full() } else { t.saving_off_blocked() };
                Some(view! { <p class="warning" role="status">{t.saving_off(&why)}</p> })
            }
            Status::Saving => None,
        }}
        {move || error.get().map(|e| view! { <p class="error" role="alert">{e}</p> })}
    }
}
