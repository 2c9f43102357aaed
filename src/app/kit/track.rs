//! A track with a marker: health, score, swords, siege engines. The filled part and the marker
//! move with a transition when the value changes (none under reduced motion). Optional marks
//! label ranges of the track (health bands) and optional segments draw a count as slots (7
//! swords). Screen readers read it as a meter with its value in words.

use leptos::prelude::*;

/// A labelled point of the track (where a band starts, the 60 tile).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TrackMark {
    pub at: i32,
    pub label: String,
}

#[component]
pub fn Track(
    #[prop(into)] value: Signal<i32>,
    #[prop(into)] max: Signal<i32>,
    /// The value in words ("Health 310, Robust").
    #[prop(into)]
    text: TextProp,
    /// The game's class ("health", "swords white").
    #[prop(optional)]
    class: &'static str,
    #[prop(into, optional)] marks: Signal<Vec<TrackMark>>,
    /// Draw `max` slots, `value` of them filled, instead of a bar (for small counts).
    #[prop(optional)]
    slots: bool,
) -> impl IntoView {
    let share = move || {
        let m = max.get().max(1);
        f64::from(value.get().clamp(0, m)) * 100.0 / f64::from(m)
    };
    let text2 = text.clone();
    view! {
        <div class=format!("track {class}") role="meter" aria-valuemin="0"
            aria-valuemax=move || max.get() aria-valuenow=move || value.get() aria-valuetext=move || text.get()>
            {if slots {
                view! {
                    <div class="slots" aria-hidden="true">
                        {move || (0..max.get()).map(|i| view! { <span class="slot" class:on=move || i < value.get()></span> }).collect_view()}
                    </div>
                }.into_any()
            } else {
                view! {
                    <div class="bar" aria-hidden="true">
                        <div class="fill" style:width=move || format!("{:.1}%", share())></div>
                        <For each=move || marks.get() key=|m| (m.at, m.label.clone()) let(m)>
                            <span class="mark" style:left=move || {
                                let mx = max.get().max(1);
                                format!("{:.1}%", f64::from(m.at.clamp(0, mx)) * 100.0 / f64::from(mx))
                            }>{m.label.clone()}</span>
                        </For>
                    </div>
                }.into_any()
            }}
            <span class="track-text" aria-hidden="true">{move || text2.get()}</span>
        </div>
    }
}
