//! A save this game's engine refuses: which one and why, and what can be done (export the raw
//! text, delete it, see the other saves). The saved-games list marks it broken from then on.

use crate::app::ctx;
use crate::app::route::Screen;
use crate::app::storage::{self, describe_error};
use crate::app::web;
use crate::engine::save::LoadError;
use crate::app::i18n::{tr, txt, Tr};
use leptos::prelude::*;

#[component]
pub fn BrokenSave(id: String, error: LoadError) -> impl IntoView {
    let ctx = ctx();
    let raw = storage::read_raw(&id);
    let has_raw = raw.is_some();
    let id2 = id.clone();
    let id3 = id.clone();
    view! {
        <main class="broken-save">
            <h1>{txt(Tr::broken_title)}</h1>
            <p role="alert">{move || tr().broken_reason(&id2, &describe_error(&error, tr()))}</p>
            <div class="row">
                <Show when=move || has_raw>
                    <button type="button" on:click={
                        let (id, raw) = (id3.clone(), raw.clone());
                        move |_| if let Some(r) = &raw { web::download(&format!("camelot-table-damaged-{id}.json"), r); }
                    }>{txt(Tr::export_raw)}</button>
                </Show>
                <button type="button" class="danger" on:click={ let id = id.clone(); move |_| { storage::delete(&id); ctx.go(Screen::Saves); } }>
                    {txt(Tr::broken_delete)}
                </button>
                <button type="button" class="primary" on:click=move |_| ctx.go(Screen::Saves)>{txt(Tr::saved_games)}</button>
            </div>
        </main>
    }
}
