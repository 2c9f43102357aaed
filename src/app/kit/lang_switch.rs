//! English / Deutsch, remembered for the next visit. The page switches once the other
//! language's texts are loaded (at once after the first time).

use crate::app::i18n::{lang_signal, switch_to, tr, Lang};
use leptos::prelude::*;

#[component]
pub fn LangSwitch() -> impl IntoView {
    let lang = lang_signal();
    view! {
        <div class="lang-switch" role="group" aria-label=move || tr().lang_switch()>
            {Lang::ALL.map(|l| view! {
                <button type="button" lang=l.code() aria-pressed=move || (lang.get() == l).to_string()
                    on:click=move |_| switch_to(l)>
                    {l.own_name()}
                </button>
            })}
        </div>
    }
}
