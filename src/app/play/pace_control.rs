//! How fast the bots play: slow, normal or fast, three toggle buttons at the table (shown when a
//! bot plays), remembered on this device for every game.

use super::bots::Pace;
use crate::app::i18n::{txt, Tr};
use leptos::prelude::*;

fn name(p: Pace) -> fn(Tr) -> &'static str {
    match p {
        Pace::Slow => Tr::pace_slow,
        Pace::Normal => Tr::pace_normal,
        Pace::Fast => Tr::pace_fast,
    }
}

#[component]
pub fn PaceControl(#[prop(into)] pace: Signal<Pace>, on_change: Callback<Pace>) -> impl IntoView {
    view! {
        <div class="pace" role="group" aria-labelledby="pace-h">
            <span id="pace-h" class="pace-title">{txt(Tr::pace_title)}</span>
            <div class="row">
                {Pace::ALL.map(|p| view! {
                    <button type="button" aria-pressed=move || (pace.get() == p).to_string() on:click=move |_| on_change.run(p)>
                        {txt(name(p))}
                    </button>
                })}
            </div>
        </div>
    }
}
