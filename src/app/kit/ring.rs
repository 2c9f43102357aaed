//! Places round a circle (the swords round the Round Table, the siege engines round Camelot):
//! `count` places, evenly spaced over an arc, each an absolutely placed element in the circle's
//! box. The positions are CSS (`cos()`/`sin()` of a whole-degree angle in a custom property), so
//! the page formats no floats and a table can move the circle by CSS alone.

use leptos::prelude::*;

/// The angle (whole degrees, 0 = the top, clockwise) of place `i` of `count` spread evenly over
/// `span` degrees starting at `from`: the arc's two ends are left free when it is a full circle.
#[must_use]
pub fn angle(i: usize, count: usize, from: i32, span: i32) -> i32 {
    let n = i32::try_from(count.max(1)).unwrap_or(i32::MAX);
    let i = i32::try_from(i).unwrap_or(0);
    // Centred in n equal sectors: never on the arc's end, where a neighbouring arc begins.
    from + (span * (2 * i + 1)) / (2 * n)
}

#[component]
pub fn RingPlace(
    /// Whole degrees from the top, clockwise.
    angle: i32,
    /// The class of the place (what lies there, its state).
    #[prop(into)]
    class: Signal<String>,
    /// A key for motion: a piece arriving here slides from where it was (`None`: an empty place).
    #[prop(optional_no_strip)]
    flip_key: Option<String>,
    /// Where a piece that is new here comes from (a [`super::flip`] key).
    #[prop(into, optional)]
    flip_from: Option<String>,
    children: Children,
) -> impl IntoView {
    view! {
        <span class=move || format!("ring-place {}", class.get()) style=format!("--a: {angle}deg") data-flip=flip_key data-flip-from=flip_from>
            {children()}
        </span>
    }
}

#[cfg(test)]
mod tests {
    use super::angle;

    #[test]
    fn places_are_spread_evenly_and_never_on_the_ends() {
        // Seven places over the top half (from -90 to +90 degrees).
        let a: Vec<i32> = (0..7).map(|i| angle(i, 7, -90, 180)).collect();
        assert_eq!(a, vec![-78, -52, -26, 0, 25, 51, 77]);
        assert!(a.iter().all(|&x| x > -90 && x < 90));
        assert_eq!(angle(0, 1, 0, 360), 180);
        assert_eq!(angle(0, 0, 0, 360), 180, "no places is one place, not a division by zero");
    }
}
