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

fn figure_face(o: Occupant) -> (&'static str, &'static str) {
    match o {
        Occupant::Neutral => ("♞", "zk-neutral"),
        Occupant::Colour(c, Figure::Knight) => ("♞", names::class(c)),
        Occupant::Colour(c, Figure::BlackKnight) => ("♞", names::class(c)),
        Occupant::Colour(c, Figure::Magician) => ("✦", names::class(c)),
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
    let occupant = Memo::new(move |_| t.view.with(|v| v.spaces.iter().find(|s| s.space == space).and_then(|s| s.occupant)));
    let label = names::short_label(space);
    let effect = names::effect_short(space.effect());
    let full = move || {
        let tr = tr();
        match occupant.get() {
            Some(o) => format!("{}: {}", names::space(space, tr), names::occupant(o, tr)),
            None => format!("{}: {}", names::space(space, tr), names::effect_full(space, tr)),
        }
    };
    let black = move || matches!(occupant.get(), Some(Occupant::Colour(_, Figure::BlackKnight)));
    let face = move || {
        occupant.get().map(|o| {
            let (glyph, class) = figure_face(o);
            view! { <span class=format!("zk-fig {class}") class:zk-black=black aria-hidden="true">{glyph}</span> }
        })
    };
    match action {
        Some(a) => view! {
            <button type="button" class="zk-sp zk-legal" on:click=move |_| t.act(a) on:focus=move |_| info.set(Some(space)) on:mouseenter=move |_| info.set(Some(space))>
                <span class="zk-sl">{label}</span>
                <span class="zk-fx">{effect}</span>
                <span class="visually-hidden">{move || names::effect_full(space, tr())}</span>
            </button>
        }
        .into_any(),
        None => view! {
            <button type="button" class="zk-sp" class:zk-taken=move || occupant.with(Option::is_some)
                aria-pressed=move || (info.get() == Some(space)).to_string() on:click=move |_| info.set(Some(space)) on:focus=move |_| info.set(Some(space))>
                <span class="zk-sl">{label}</span>
                {move || match occupant.get() {
                    Some(_) => face().into_any(),
                    None => view! { <span class="zk-fx">{effect.clone()}</span> }.into_any(),
                }}
                <span class="visually-hidden">{full}</span>
            </button>
        }
        .into_any(),
    }
}
