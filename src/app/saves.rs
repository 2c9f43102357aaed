//! The saved-games list: resume, delete (with a confirm step), export and import. A save that
//! does not load is listed by name with the reason, and can be exported raw or deleted; it never
//! hides the others.

use super::i18n::Lang;
use super::route::Screen;
use super::storage::{self, describe_error, Slot};
use super::{ctx, game_title, web, LangSwitch};
use crate::engine::save;
use crate::tr;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// A date and time in the reader's locale.
fn when(ms: u64) -> String {
    let d = js_sys::Date::new(&wasm_bindgen::JsValue::from_f64(ms as f64));
    String::from(d.to_locale_string("default", &wasm_bindgen::JsValue::UNDEFINED))
}


pub fn saves() -> impl IntoView {
    let ctx = ctx();
    let lang = ctx.lang;
    let slots = RwSignal::new(storage::list());
    let confirm = RwSignal::new(None::<String>);
    let message = RwSignal::new(None::<String>);
    let refresh = move || slots.set(storage::list());

    let on_import = move |ev: leptos::ev::Event| {
        let Some(input) = ev.target().and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok()) else { return };
        let Some(file) = input.files().and_then(|f| f.get(0)) else { return };
        let name = file.name();
        input.set_value("");
        leptos::task::spawn_local(async move {
            let text = wasm_bindgen_futures_text(&file).await;
            let l = lang.get_untracked();
            match text.map(|t| storage::import(&t, web::fresh_id)) {
                Some(Ok(f)) => message.set(Some(tr!(l, format!("Imported “{name}”: {}.", f.meta.names.join(", ")), format!("„{name}“ importiert: {}.", f.meta.names.join(", "))))),
                Some(Err(e)) => message.set(Some(tr!(l, format!("“{name}” was not imported: {}", describe_error(&e, l)), format!("„{name}“ wurde nicht importiert: {}", describe_error(&e, l))))),
                None => message.set(Some(tr!(l, format!("“{name}” could not be read."), format!("„{name}“ konnte nicht gelesen werden.")))),
            }
            refresh();
        });
    };

    let rows = move || {
        let l = lang.get();
        let list = slots.get();
        if list.is_empty() {
            return view! { <p class="muted">{tr!(l, "No saved games yet.", "Noch keine gespeicherten Spiele.")}</p> }.into_any();
        }
        list.into_iter().map(|slot| row(slot, l, confirm, refresh)).collect_view().into_any()
    };

    view! {
        <header class="site-header">
            <button type="button" class="back" on:click=move |_| ctx.go(Screen::Home)>{move || tr!(lang.get(), "← Home", "← Start")}</button>
            <h1>{move || tr!(lang.get(), "Saved games", "Gespeicherte Spiele")}</h1>
            <LangSwitch/>
        </header>
        <main class="saves">
            {move || matches!(storage::status(), storage::Status::Off(_)).then(|| view! {
                <p class="warning" role="status">{tr!(lang.get(), "Saving is off in this browser: games last only until the page is closed.", "Speichern ist in diesem Browser aus: Spiele bleiben nur erhalten, bis die Seite geschlossen wird.")}</p>
            })}
            {move || message.get().map(|m| view! { <p class="notice" role="status">{m}</p> })}
            <ul class="save-list">{rows}</ul>
            <div class="field">
                <label for="import" class="button-like">{move || tr!(lang.get(), "Import a save file…", "Spielstand-Datei importieren …")}</label>
                <input id="import" class="visually-hidden-file" type="file" accept=".json,application/json" on:change=on_import/>
            </div>
        </main>
    }
}

async fn wasm_bindgen_futures_text(file: &web_sys::File) -> Option<String> {
    let promise = file.text();
    let value = wasm_bindgen_futures::JsFuture::from(promise).await.ok()?;
    value.as_string()
}

fn row(slot: Slot, l: Lang, confirm: RwSignal<Option<String>>, refresh: impl Fn() + Copy + Send + Sync + 'static) -> AnyView {
    let ctx = ctx();
    let id = slot.id().to_owned();
    let asking = {
        let id = id.clone();
        move || confirm.get().as_deref() == Some(id.as_str())
    };
    let delete_controls = {
        let id = id.clone();
        let id2 = id.clone();
        view! {
            <Show when=asking.clone() fallback=move || { let id = id.clone(); view! {
                <button type="button" class="danger" on:click=move |_| confirm.set(Some(id.clone()))>{tr!(l, "Delete", "Löschen")}</button>
            }}>
                <span class="confirm" role="group">
                    {tr!(l, "Delete this game for good?", "Dieses Spiel endgültig löschen?")}
                    <button type="button" class="danger" on:click={ let id = id2.clone(); move |_| { storage::delete(&id); confirm.set(None); refresh(); } }>{tr!(l, "Yes, delete", "Ja, löschen")}</button>
                    <button type="button" on:click=move |_| confirm.set(None)>{tr!(l, "Keep it", "Behalten")}</button>
                </span>
            </Show>
        }
    };
    match slot {
        Slot::Good(file) => {
            let game = super::catalog::offered(&file.game);
            let title = game.map(|g| game_title(g, l)).unwrap_or_default();
            let names = file.meta.names.clone();
            let state = match &file.meta.outcome {
                Some(_) => tr!(l, "Finished".to_owned(), "Beendet".to_owned()),
                None => {
                    let who: Vec<String> = file.meta.to_act.iter().filter_map(|&s| names.get(usize::from(s)).cloned()).collect();
                    tr!(l, format!("Turn: {}", who.join(", ")), format!("Am Zug: {}", who.join(", ")))
                }
            };
            let text = save::to_text(&file);
            let filename = format!("camelot-table-{}-{}.json", file.game, file.id);
            let resume_id = id.clone();
            view! {
                <li class="save">
                    <div class="save-head">
                        <strong>{title}</strong>
                        <span>{names.join(", ")}</span>
                    </div>
                    <div class="muted small">
                        {tr!(l, "Started ", "Begonnen ")}{when(file.meta.started)}
                        " · " {tr!(l, "last played ", "zuletzt gespielt ")}{when(file.meta.last_played)}
                        " · " {state}
                    </div>
                    <div class="row">
                        <button type="button" class="primary" on:click=move |_| ctx.go(Screen::Play(resume_id.clone()))>
                            {if file.meta.outcome.is_some() { tr!(l, "View", "Ansehen") } else { tr!(l, "Resume", "Fortsetzen") }}
                        </button>
                        <button type="button" on:click=move |_| web::download(&filename, &text)>{tr!(l, "Export", "Exportieren")}</button>
                        {delete_controls}
                    </div>
                </li>
            }
            .into_any()
        }
        Slot::Broken { id, raw, error } => {
            let filename = format!("camelot-table-damaged-{id}.json");
            view! {
                <li class="save broken">
                    <div class="save-head">
                        <strong>{tr!(l, format!("Save {id} cannot be loaded"), format!("Spielstand {id} lässt sich nicht laden"))}</strong>
                    </div>
                    <p role="alert">{describe_error(&error, l)}</p>
                    <div class="row">
                        <button type="button" on:click=move |_| web::download(&filename, &raw)>{tr!(l, "Export raw text", "Rohtext exportieren")}</button>
                        {delete_controls}
                    </div>
                </li>
            }
            .into_any()
        }
    }
}
