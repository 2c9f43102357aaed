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

/// `value` of `max` in thousandths, clamped to 0–1000.
fn permille(value: i32, max: i32) -> i32 {
    let m = max.max(1);
    value.clamp(0, m) * 1000 / m
}

/// Thousandths as a CSS percentage: 375 → "37.5%".
fn percent(permille: i32) -> String {
    format!("{}.{}%", permille / 10, permille % 10)
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
    // Per mille, in integers: formatting a float would pull float printing into every page.
    let share = move || permille(value.get(), max.get());
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
                        <div class="fill" style:width=move || percent(share())></div>
                        <For each=move || marks.get() key=|m| (m.at as usize, m.label.clone()) let(m)>
                            <span class="mark" style:left=move || percent(permille(m.at, max.get()))>{m.label.clone()}</span>
                        </For>
                    </div>
                }.into_any()
            }}
            <span class="track-text" aria-hidden="true">{move || text2.get()}</span>
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::{percent, permille};

    #[test]
    fn shares_are_written_without_floats() {
        assert_eq!(percent(permille(3, 8)), "37.5%");
        assert_eq!(percent(permille(9, 8)), "100.0%");
        assert_eq!(percent(permille(-2, 8)), "0.0%");
        assert_eq!(percent(permille(1, 0)), "100.0%");
    }
}
