//! Excalibur's track (S-Q-EXC-1): eleven positions, the knights' end at 0 (won) and Evil's at
//! 10 (lost), the marker where the sword stands now.

use crate::app::i18n::{tr, txt, Tr};
use crate::app::play::table;
use crate::engine::schatten::{Schatten, EXCALIBUR_LOST};
use leptos::prelude::*;

#[component]
pub fn ExcaliburTrack() -> impl IntoView {
    let t = table::<Schatten>();
    let at = Memo::new(move |_| t.view.with(|v| v.excalibur));
    view! {
        <div class="sc-exc" role="img" aria-label=move || tr().sc_exc_track(&at.get())>
            <span class="small" aria-hidden="true">{txt(Tr::sc_exc_knights)}</span>
            <ol class="sc-exc-track" aria-hidden="true">
                {(0..=EXCALIBUR_LOST).map(|i| view! { <li class:here=move || at.get() == i class:end=i == 0 || i == EXCALIBUR_LOST>{i}</li> }).collect_view()}
            </ol>
            <span class="small" aria-hidden="true">{txt(Tr::sc_exc_evil)}</span>
        </div>
    }
}
