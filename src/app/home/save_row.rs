//! One saved game in the list: its game and players, when it was played, whose turn it is, and
//! what can be done with it. Deleting asks first.

use crate::app::catalog;
use crate::app::ctx;
use crate::app::i18n::tr;
use crate::app::kit::ConfirmDialog;
use crate::app::route::Screen;
use crate::app::storage::{self, describe_error, Slot};
use crate::app::web;
use crate::engine::save;
use leptos::prelude::*;

/// A date and time in the reader's locale.
fn when(ms: u64) -> String {
    let d = js_sys::Date::new(&wasm_bindgen::JsValue::from_f64(ms as f64));
    String::from(d.to_locale_string("default", &wasm_bindgen::JsValue::UNDEFINED))
}

#[component]
pub fn SaveRow(entry: Slot, refresh: Callback<()>) -> impl IntoView {
    let ctx = ctx();
    let id = entry.id().to_owned();
    let asking = RwSignal::new(false);
    let delete = {
        let id = id.clone();
        move || {
            let id = id.clone();
            view! {
                <Show when=move || asking.get() fallback=move || view! {
                    <button type="button" class="danger" on:click=move |_| asking.set(true)>{move || tr().delete()}</button>
                }>
                    <ConfirmDialog question=move || tr().delete_question() confirm_label=move || tr().delete_yes()
                        cancel_label=move || tr().delete_keep() danger=true
                        on_confirm=Callback::new({ let id = id.clone(); move |()| { storage::delete(&id); refresh.run(()); } })
                        on_cancel=Callback::new(move |()| asking.set(false))/>
                </Show>
            }
        }
    };
    match entry {
        Slot::Good(file) => {
            let game = catalog::offered(&file.game);
            let names = file.meta.names.clone();
            let finished = file.meta.outcome.is_some();
            let who: Vec<String> = file.meta.to_act.iter().filter_map(|&s| names.get(usize::from(s)).cloned()).collect();
            let who = who.join(", ");
            let text = save::to_text(&file);
            let filename = format!("camelot-table-{}-{}.json", file.game, file.id);
            let (started, last) = (when(file.meta.started), when(file.meta.last_played));
            view! {
                <li class="save">
                    <div class="save-head">
                        <strong>{move || game.map(|g| catalog::title(g, tr())).unwrap_or_default()}</strong>
                        <span>{names.join(", ")}</span>
                    </div>
                    <p class="muted small">
                        {move || tr().save_when(&started, &last)} " · "
                        {move || if finished { tr().save_finished().to_owned() } else { tr().save_turn(&who) }}
                    </p>
                    <div class="row">
                        <button type="button" class="primary" on:click={ let id = id.clone(); move |_| ctx.go(Screen::Play(id.clone())) }>
                            {move || if finished { tr().save_view() } else { tr().save_resume() }}
                        </button>
                        <button type="button" on:click=move |_| web::download(&filename, &text)>{move || tr().export()}</button>
                        {delete()}
                    </div>
                </li>
            }
            .into_any()
        }
        Slot::Broken { id: broken_id, raw, error } => {
            let filename = format!("camelot-table-damaged-{broken_id}.json");
            view! {
                <li class="save broken">
                    <div class="save-head"><strong>{move || tr().save_broken(&broken_id)}</strong></div>
                    <p role="alert">{move || describe_error(&error, tr())}</p>
                    <div class="row">
                        <button type="button" on:click=move |_| web::download(&filename, &raw)>{move || tr().export_raw()}</button>
                        {delete()}
                    </div>
                </li>
            }
            .into_any()
        }
    }
}
