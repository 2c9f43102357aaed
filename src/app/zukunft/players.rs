//! The players: one block per seat with its colour panels (two per seat with 2 players, where
//! the lower of the two scores counts, Z-2P-4).

use super::colour_panel::ColourPanel;
use crate::app::i18n::{tr, txt, Tr};
use crate::app::play::table;
use crate::engine::zukunft::Zukunft;
use leptos::prelude::*;

#[component]
pub fn PlayersPanel() -> impl IntoView {
    let t = table::<Zukunft>();
    let seats = Memo::new(move |_| t.view.with(|v| (0..v.players).collect::<Vec<_>>()));
    let two = Memo::new(move |_| t.view.with(|v| v.players == 2));
    view! {
        <div class="zk-players">
            <For each=move || seats.get() key=|s| *s let(seat)>
                {
                    let colours = Memo::new(move |_| t.view.with(|v| v.colours.iter().filter(|c| c.seat == seat).map(|c| c.colour).collect::<Vec<_>>()));
                    let lower = Memo::new(move |_| t.view.with(|v| v.colours.iter().filter(|c| c.seat == seat).map(|c| c.score).min().unwrap_or(0)));
                    let name = t.name(seat);
                    view! {
                        <article class="zk-seat" aria-label=name.clone()>
                            <h3>{name.clone()}</h3>
                            <Show when=move || two.get()>
                                <p class="small">{move || tr().zk_counts_lower(&lower.get())}</p>
                            </Show>
                            <For each=move || colours.get() key=|c| *c let(colour)>
                                <ColourPanel colour/>
                            </For>
                        </article>
                    }
                }
            </For>
            <p class="small muted">{txt(Tr::zk_private_note)}</p>
        </div>
    }
}
