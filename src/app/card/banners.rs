//! Table-wide notices: Morgan's silence (the app cannot stop the talking, so it says so), Morgan
//! #1's face-down draws and Morgan #2's running count.

use crate::app::i18n::tr;
use crate::app::play::table;
use crate::engine::card::CardGame;
use leptos::prelude::*;

#[component]
pub fn Banners() -> impl IntoView {
    let t = table::<CardGame>();
    let state = Memo::new(move |_| t.view.with(|v| (v.outcome.is_none() && v.silence, v.outcome.is_none() && v.morgan1, v.morgan2.filter(|_| v.outcome.is_none()))));
    view! {
        <div class="banners" role="status">
            <Show when=move || state.get().0>
                <p class="silence"><strong>{move || tr().card_silence()}</strong>" "{move || tr().card_a_morgan_is_on()}</p>
            </Show>
            <Show when=move || state.get().1>
                <p class="effect"><strong>"Morgan #1: "</strong>{move || tr().card_whoever_listens_looks_at()}</p>
            </Show>
            {move || state.get().2.map(|n| view! {
                <p class="effect"><strong>"Morgan #2: "</strong>{move || tr().card_every_listen_is_counted(&n, &(n + 1))}</p>
            })}
        </div>
    }
}
