//! One space of a room: its short label and printed effect in symbols, or the figure on it.
//! On the board it is a button that shows the space's full text in the room's info line when
//! tapped or focused; in the decision, a legal space is a button that places the figure there
//! (its accessible name holds the full text too).

use super::names;
use crate::app::i18n::tr;
use crate::app::play::table;
use crate::engine::zukunft::board::Space;
use crate::engine::zukunft::{Figure, Occupant, Zukunft, ZukunftAction};
use leptos::prelude::*;

fn figure_class(o: Occupant) -> String {
    match o {
        Occupant::Neutral => "zk-fig zk-neutral".to_owned(),
        Occupant::Colour(c, Figure::BlackKnight) => format!("zk-fig zk-black {}", names::class(c)),
        Occupant::Colour(c, _) => format!("zk-fig {}", names::class(c)),
    }
}

#[component]
pub fn SpaceCell(
    space: Space,
    /// Where the full text is shown (the room's info line).
    info: RwSignal<Option<Space>>,
    /// The action that places here, when this is a legal space of the decision.
    #[prop(optional)]
    action: Option<ZukunftAction>,
) -> impl IntoView {
    let t = table::<Zukunft>();
    let label = names::short_label(space);
    let effect = names::effect_short(space.effect());
    if let Some(a) = action {
        return view! {
            <button type="button" class="zk-sp zk-legal" on:click=move |_| t.act(a) on:focus=move |_| info.set(Some(space)) on:mouseenter=move |_| info.set(Some(space))>
                <span class="zk-sl">{label}</span>
                <span class="zk-fx">{effect}</span>
                <span class="visually-hidden">{move || names::effect_full(space, tr())}</span>
            </button>
        }
        .into_any();
    }
    let occupant = Memo::new(move |_| t.view.with(|v| v.spaces.iter().find(|s| s.space == space).and_then(|s| s.occupant)));
    let inner = move || {
        let tr = tr();
        match occupant.get() {
            Some(o) => {
                let glyph = if matches!(o, Occupant::Colour(_, Figure::Magician)) { "✦" } else { "♞" };
                view! {
                    <span class="zk-sl">{label.clone()}</span>
                    <span class=figure_class(o) aria-hidden="true">{glyph}</span>
                    <span class="visually-hidden">{format!("{}: {}", names::space(space, tr), names::occupant(o, tr))}</span>
                }
                .into_any()
            }
            None => view! {
                <span class="zk-sl">{label.clone()}</span>
                <span class="zk-fx">{effect.clone()}</span>
                <span class="visually-hidden">{format!("{}: {}", names::space(space, tr), names::effect_full(space, tr))}</span>
            }
            .into_any(),
        }
    };
    view! {
        <button type="button" class="zk-sp" aria-pressed=move || if info.get() == Some(space) { "true" } else { "false" }
            on:click=move |_| info.set(Some(space)) on:focus=move |_| info.set(Some(space))>
            {inner}
        </button>
    }
    .into_any()
}
