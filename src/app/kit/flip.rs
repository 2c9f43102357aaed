//! Motion you can follow by eye: a card drawn, played or taken slides from where it was to
//! where it now lies (FLIP: First, Last, Invert, Play), in at most 300 ms, and not at all under
//! `prefers-reduced-motion`.
//!
//! Any element with `data-flip="<key>"` takes part. Before an action the table calls
//! [`snapshot`] (where every keyed element is); after the DOM has updated, [`play`] moves each
//! keyed element from its old place to its new one. An element that is new may name where it
//! comes from with `data-flip-from="<key>"` (a card drawn comes from the deck).
//!
//! What just happened stays marked: every keyed element that is new (a card laid, a sword
//! placed) gets the attribute `data-landed` until the next move (CSS draws it highlighted), so a
//! bot's move can be followed even after it has landed — and under reduced motion too, where
//! nothing slides but the highlight still shows (an attribute, not a class, so the framework's
//! class updates keep it). An element that only moved because the layout around it changed is
//! not marked.

use std::cell::{Cell, RefCell};
use wasm_bindgen::JsCast;

thread_local! {
    static BEFORE: RefCell<Vec<(String, f64, f64)>> = const { RefCell::new(Vec::new()) };
    static NEXT_ID: Cell<u32> = const { Cell::new(0) };
}

/// A page-unique element id with a prefix, for `aria-describedby` and labels.
#[must_use]
pub fn next_id(prefix: &str) -> String {
    let n = NEXT_ID.with(|c| {
        let n = c.get();
        c.set(n + 1);
        n
    });
    format!("{prefix}-{n}")
}

fn reduced_motion() -> bool {
    web_sys::window()
        .and_then(|w| w.match_media("(prefers-reduced-motion: reduce)").ok().flatten())
        .is_some_and(|m| m.matches())
}

fn keyed(selector: &str) -> Vec<web_sys::HtmlElement> {
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else { return Vec::new() };
    let Ok(list) = doc.query_selector_all(selector) else { return Vec::new() };
    (0..list.length())
        .filter_map(|i| list.item(i))
        .filter_map(|n| n.dyn_into::<web_sys::HtmlElement>().ok())
        .collect()
}

/// Records where every keyed element is now, and clears the last move's marks.
pub fn snapshot() {
    for el in keyed("[data-landed]") {
        let _ = el.remove_attribute("data-landed");
    }
    let rects = keyed("[data-flip]")
        .into_iter()
        .filter_map(|el| {
            let key = el.get_attribute("data-flip")?;
            let r = el.get_bounding_client_rect();
            Some((key, r.left(), r.top()))
        })
        .collect();
    BEFORE.with(|b| *b.borrow_mut() = rects);
}

/// Moves every keyed element from its recorded place to its current one (on the next frame,
/// once the DOM shows the new state), and marks what is new as just landed.
pub fn play() {
    let before = BEFORE.with(|b| std::mem::take(&mut *b.borrow_mut()));
    if before.is_empty() {
        return;
    }
    let still = reduced_motion();
    leptos::prelude::request_animation_frame(move || {
        let from = |key: &str| before.iter().find(|(k, _, _)| k == key).map(|&(_, x, y)| (x, y));
        // Reads first, then writes, with one layout in between: reading an element's layout
        // after writing another's forces a layout each time, which on a full table took
        // hundreds of milliseconds on a phone.
        let mut landed = Vec::new();
        let moved: Vec<(web_sys::HtmlElement, i32, i32)> = keyed("[data-flip], [data-flip-from]")
            .into_iter()
            .filter_map(|el| {
                let own = el.get_attribute("data-flip").and_then(|k| from(&k));
                if own.is_none() && el.has_attribute("data-flip") {
                    // New here: it has just landed, whether or not it slides in.
                    landed.push(el.clone());
                }
                let (x, y) = own.or_else(|| el.get_attribute("data-flip-from").and_then(|k| from(&k)))?;
                let r = el.get_bounding_client_rect();
                let (dx, dy) = (x - r.left(), y - r.top());
                // Whole pixels: formatting an f64 would pull float printing (about 4 KB gzip)
                // into every page.
                #[allow(clippy::cast_possible_truncation)]
                let d = (dx.round() as i32, dy.round() as i32);
                (d != (0, 0)).then_some((el, d.0, d.1))
            })
            .collect();
        for el in &landed {
            let _ = el.set_attribute("data-landed", "");
        }
        if moved.is_empty() || still {
            return;
        }
        for (el, dx, dy) in &moved {
            let style = el.style();
            let _ = style.set_property("transition", "none");
            let _ = style.set_property("transform", &format!("translate({dx}px, {dy}px)"));
        }
        // One layout commits every start position before the transitions begin.
        let _ = moved[0].0.offset_width();
        for (el, _, _) in &moved {
            let style = el.style();
            let _ = style.set_property("transition", "transform 250ms ease-out");
            let _ = style.set_property("transform", "");
        }
    });
}
