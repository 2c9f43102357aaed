//! The score track round the edge of the castle: sixty spaces (the start, "60" = 0, in the top
//! left corner, then clockwise), every fifth numbered, each colour's marker on its space. A
//! marker is keyed by its colour, so it slides along the track when its colour scores; past 60
//! it goes round again, ringed, as the "60" tile says (Z-SETUP-8). Markers that share a space
//! stand in its corners. The castle is drawn inside the ring.

use super::names;
use crate::app::i18n::tr;
use crate::app::play::table;
use crate::engine::zukunft::data::Colour;
use crate::engine::zukunft::Zukunft;
use leptos::prelude::*;

/// Spaces on the track.
pub const SPACES: u16 = 60;
/// Spaces along one side of the square (corners included).
const SIDE: u16 = 16;

/// The grid row and column (from 1) of track space `k`: the top row left to right, the right
/// column down, the bottom row right to left, the left column up.
#[must_use]
pub fn ring_place(k: u16) -> (u16, u16) {
    let k = k % SPACES;
    let last = SIDE - 1;
    match k {
        _ if k < SIDE => (1, k + 1),
        _ if k < SIDE + last - 1 => (k - last + 1, SIDE),
        _ if k < 2 * SIDE + last - 1 => (SIDE, SIDE - (k - (SIDE + last - 1))),
        _ => (SIDE - (k - (2 * SIDE + last - 2)), 1),
    }
}

/// Where a marker stands in its space when others share it: one corner each.
fn corner(i: usize) -> &'static str {
    ["start/start", "start/end", "end/start", "end/end", "center/center"][i % 5]
}

#[component]
pub fn ScoreRing(children: Children) -> impl IntoView {
    let t = table::<Zukunft>();
    let scores = Memo::new(move |_| t.view.with(|v| v.colours.iter().map(|c| (c.colour, c.score, c.sixty)).collect::<Vec<_>>()));
    // Each marker's place and its corner among those sharing the space.
    let marker = move |c: Colour| {
        Memo::new(move |_| {
            scores.with(|s| {
                let (score, sixty) = s.iter().find(|x| x.0 == c).map_or((0, false), |x| (x.1, x.2));
                let here = score % SPACES;
                let before = s.iter().take_while(|x| x.0 != c).filter(|x| x.1 % SPACES == here).count();
                (score, sixty, ring_place(here), before)
            })
        })
    };
    let cells = (0..SPACES)
        .map(|k| {
            let (r, c) = ring_place(k);
            let five = k % 5 == 0;
            view! {
                <span class="cell" class:five=five style=format!("grid-area:{r}/{c}") aria-hidden="true">
                    {five.then_some(k)}
                </span>
            }
        })
        .collect_view();
    view! {
        <div class="zk-ring">
            {cells}
            <For each=move || scores.with(|s| s.iter().map(|x| x.0).collect::<Vec<_>>()) key=|c| crate::app::kit::key(c.index()) let(c)>
                {
                    let m = marker(c);
                    let style = move || m.with(|&(_, _, (r, col), i)| {
                        let (align, justify) = corner(i).split_once('/').unwrap_or(("center", "center"));
                        format!("grid-area:{r}/{col};align-self:{align};justify-self:{justify}")
                    });
                    let label = move || m.with(|&(score, _, _, _)| tr().zk_marker(&names::colour(c, tr()), &score));
                    view! {
                        <span class=format!("zk-marker {}", names::class(c)) class:sixty=move || m.with(|x| x.1)
                            style=style role="img" aria-label=label data-flip=format!("zk-score-{}", names::class(c))></span>
                    }
                }
            </For>
            <div class="zk-inside">{children()}</div>
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::{ring_place, SPACES};

    #[test]
    fn the_track_runs_clockwise_round_the_edge_once() {
        assert_eq!(ring_place(0), (1, 1), "the start in the top left corner");
        assert_eq!(ring_place(15), (1, 16));
        assert_eq!(ring_place(16), (2, 16));
        assert_eq!(ring_place(29), (15, 16));
        assert_eq!(ring_place(30), (16, 16));
        assert_eq!(ring_place(45), (16, 1));
        assert_eq!(ring_place(46), (15, 1));
        assert_eq!(ring_place(59), (2, 1));
        assert_eq!(ring_place(60), (1, 1), "60 is the start again");
        let places: std::collections::HashSet<_> = (0..SPACES).map(ring_place).collect();
        assert_eq!(places.len(), 60, "every space has a place of its own");
        assert!(places.iter().all(|&(r, c)| r == 1 || r == 16 || c == 1 || c == 16), "all on the edge");
    }
}
