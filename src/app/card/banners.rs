//! Table-wide notices: Morgan's silence (the app cannot stop the talking, so it says so), Morgan
//! #1's face-down draws and Morgan #2's running count.

use crate::app::i18n::{tr, Tr};
use crate::app::play::table;
use crate::engine::card::CardGame;
use super::names::txt;
use leptos::prelude::*;

#[component]
pub fn Banners() -> impl IntoView {
    let t = table::<CardGame>();
    let state = move || t.view.with(|v| (v.outcome.is_none() && v.silence, v.outcome.is_none() && v.morgan1, v.morgan2.filter(|_| v.outcome.is_none())));
    view! {
        <div class="banners" role="status">
            <Show when=move || state().0>
                <p class="silence"><strong>{txt(Tr::card_silence)}</strong>" "{txt(Tr::card_a_morgan_is_on)}</p>
            </Show>
            <Show when=move || state().1>
                <p class="effect"><strong>"Morgan #1: "</strong>{txt(Tr::card_whoever_listens_looks_at)}</p>
            </Show>
            {move || state().2.map(|n| view! {
                <p class="effect"><strong>"Morgan #2: "</strong>{move || tr().card_every_listen_is_counted(&n, &(n + 1))}</p>
            })}
        </div>
    }
}
