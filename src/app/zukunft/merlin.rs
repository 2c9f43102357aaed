//! Merlin's row above the castle: seven tiles laid face down at the start, the leftmost taken
//! each round by the colour on top of the turn order (Z-PRED-6). The tiles taken leave empty
//! places, so the row also counts the rounds gone.

use crate::app::i18n::tr;
use crate::app::kit::art::{href, zukunft};
use crate::app::play::table;
use crate::engine::zukunft::Zukunft;
use leptos::prelude::*;

/// The tiles of a new game.
const TILES: u8 = 7;

#[component]
pub fn MerlinRow() -> impl IntoView {
    let t = table::<Zukunft>();
    let left = Memo::new(move |_| t.view.with(|v| v.merlin_row));
    view! {
        <div class="zk-merlin" role="img" aria-label=move || tr().zk_merlin_row(&left.get())>
            {(0..TILES)
                .map(|i| view! {
                    <span class="tile" class:gone=move || i < TILES.saturating_sub(left.get())>
                        <svg aria-hidden="true" focusable="false"><use href=href(zukunft::MERLIN)></use></svg>
                    </span>
                })
                .collect_view()}
        </div>
    }
}
