//! English / Deutsch, remembered for the next visit.

use crate::app::i18n::{lang_signal, tr, Lang};
use crate::app::storage;
use leptos::prelude::*;

#[component]
pub fn LangSwitch() -> impl IntoView {
    let lang = lang_signal();
    view! {
        <div class="lang-switch" role="group" aria-label=move || tr().lang_switch()>
            {Lang::ALL.map(|l| view! {
                <button type="button" lang=l.code() aria-pressed=move || (lang.get() == l).to_string()
                    on:click=move |_| { lang.set(l); storage::save_lang(l.code()); }>
                    {l.own_name()}
                </button>
            })}
        </div>
    }
}
