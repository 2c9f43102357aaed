//! Messages the app has for the player on arrival (a URL it could not use), with a way to
//! dismiss them.

use crate::app::ctx;
use crate::app::i18n::tr;
use leptos::prelude::*;

#[component]
pub fn Notices() -> impl IntoView {
    let ctx = ctx();
    view! {
        <Show when=move || ctx.notices.with(|n| !n.is_empty())>
            <div class="notice" role="alert">
                <ul>
                    <For each=move || ctx.notices.get() key=|n| (0, n.clone()) let(n)>
                        <li>{n}</li>
                    </For>
                </ul>
                <button type="button" on:click=move |_| ctx.notices.set(Vec::new())>{move || tr().dismiss()}</button>
            </div>
        </Show>
    }
}
