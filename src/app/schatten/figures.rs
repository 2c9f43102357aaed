//! The knights' figures standing on a place (S-COMP-2): a disc in the knight's colours with
//! his initial, the seat's name and life beside it; the knight on turn is ringed. Relics a
//! knight owns travel with him.

use super::describe::relic;
use super::figure::Figure;
use crate::app::i18n::Tr;
use crate::app::play::table;
use crate::engine::schatten::{Place, Relic, RelicName, Schatten, SchattenView};
use crate::engine::Seat;
use leptos::prelude::*;

/// The relics `seat` owns (S-REL).
#[must_use]
pub fn relics_of(v: &SchattenView, seat: Seat) -> Vec<RelicName> {
    [(v.relic_excalibur, RelicName::Excalibur), (v.relic_grail, RelicName::Grail), (v.relic_armor, RelicName::Armor)]
        .into_iter()
        .filter(|(r, _)| *r == Relic::Owned(seat))
        .map(|(_, n)| n)
        .collect()
}

/// The relics' names, "Excalibur, the Grail".
#[must_use]
pub fn relic_names(t: Tr, v: &SchattenView, seat: Seat) -> String {
    relics_of(v, seat).into_iter().map(|r| relic(t, r)).collect::<Vec<_>>().join(", ")
}

#[component]
pub fn Figures(#[prop(into)] place: Signal<Place>) -> impl IntoView {
    let t = table::<Schatten>();
    let here = Memo::new(move |_| {
        let p = place.get();
        t.view.with(|v| v.seats.iter().filter(|s| s.at == Some(p)).map(|s| s.seat).collect::<Vec<Seat>>())
    });
    view! {
        <ul class="sc-figures">
            <For each=move || here.get() key=|s| crate::app::kit::key(usize::from(*s)) let(seat)>
                <Figure seat/>
            </For>
        </ul>
    }
}
