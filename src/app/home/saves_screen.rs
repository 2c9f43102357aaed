//! The saved games: resume, delete (after a confirm), export and import. A save that does not
//! load is listed with the reason and can be exported raw or deleted; it never hides the
//! others.

use super::save_row::SaveRow;
use crate::app::i18n::{tr, tr_now};
use crate::app::kit::PageHeader;
use crate::app::route::Screen;
use crate::app::storage::{self, describe_error};
use crate::app::{ctx, web};
use leptos::prelude::*;
use wasm_bindgen::JsCast;

async fn file_text(file: &web_sys::File) -> Option<String> {
    let value = wasm_bindgen_futures::JsFuture::from(file.text()).await.ok()?;
    value.as_string()
}

#[component]
pub fn SavesScreen() -> impl IntoView {
    let ctx = ctx();
    let slots = RwSignal::new(storage::list());
    let message = RwSignal::new(None::<String>);
    let refresh = Callback::new(move |()| slots.set(storage::list()));

    let on_import = move |ev: leptos::ev::Event| {
        let Some(input) = ev.target().and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok()) else { return };
        let Some(file) = input.files().and_then(|f| f.get(0)) else { return };
        let name = file.name();
        input.set_value("");
        leptos::task::spawn_local(async move {
            let t = tr_now();
            let text = file_text(&file).await;
            message.set(Some(match text.map(|t| storage::import(&t, web::fresh_id)) {
                Some(Ok(f)) => t.import_done(&name, &f.meta.names.join(", ")),
                Some(Err(e)) => t.import_refused(&name, &describe_error(&e, t)),
                None => t.import_unreadable(&name),
            }));
            refresh.run(());
        });
    };

    view! {
        <PageHeader title=move || tr().saved_games() on_home=Callback::new(move |()| ctx.go(Screen::Home))/>
        <main class="saves">
            <Show when=|| matches!(storage::status(), storage::Status::Off(_))>
                <p class="warning" role="status">{move || tr().saving_off_browser()}</p>
            </Show>
            {move || message.get().map(|m| view! { <p class="notice" role="status">{m}</p> })}
            <Show when=move || slots.with(Vec::is_empty)>
                <p class="muted">{move || tr().saves_none()}</p>
            </Show>
            <ul class="save-list">
                <For each=move || slots.get() key=|s| (0, s.id().to_owned()) let(entry)>
                    <SaveRow entry refresh/>
                </For>
            </ul>
            <div class="field">
                <label for="import" class="button-like">{move || tr().import_file()}</label>
                <input id="import" class="visually-hidden-file" type="file" accept=".json,application/json" on:change=on_import/>
            </div>
        </main>
    }
}
