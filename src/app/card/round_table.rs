//! The Round Table, drawn round: white swords laid round its upper half, black swords round
//! its lower half, seven places each (more appear when a colour passes seven), and the counts
//! in its middle. A sword that is laid slides in from the Threats pile (the quest that placed
//! it) and stays marked until the next move. For assistive technology it is one image whose
//! text says both counts.

use crate::app::i18n::{tr, Tr};
use crate::app::kit::art::{card as art, kit};
use crate::app::kit::{key, ring, Icon, RingPlace};
use crate::app::play::table;
use crate::engine::card::{CardGame, WIN_SWORDS};
use super::names::txt;
use leptos::prelude::*;

/// The places of one colour: `(place, angle, filled)`, seven or as many as there are swords.
fn places(count: u8, white: bool) -> Vec<(usize, i32, bool)> {
    let n = usize::from(count.max(WIN_SWORDS));
    // White round the top (from the left, over the top, to the right); black round the bottom
    // (from the right, under it, to the left).
    let from = if white { -90 } else { 90 };
    (0..n).map(|i| (i, ring::angle(i, n, from, 180), i < usize::from(count))).collect()
}

#[component]
pub fn RoundTable() -> impl IntoView {
    let t = table::<CardGame>();
    let swords = Memo::new(move |_| t.view.with(|v| (v.white, v.black)));
    let label = move || {
        let (w, b) = swords.get();
        tr().card_round_table_label(&w, &b)
    };
    let colour = move |white: bool| {
        move || {
            let (w, b) = swords.get();
            places(if white { w } else { b }, white)
        }
    };
    let sword = move |white: bool, (i, angle, on): (usize, i32, bool)| {
        let colour = if white { "white" } else { "black" };
        let class = format!("sword {colour}{}", if on { " on" } else { "" });
        // A filled place is a sword on the table: it has a key of its own, new when it is laid.
        let flip_key = on.then(|| format!("sword-{colour}-{i}"));
        view! {
            <RingPlace angle class=class flip_key=flip_key flip_from="threats".to_owned()>
                <Icon art=kit::SWORD/>
            </RingPlace>
        }
    };
    view! {
        <section class="round-table" aria-labelledby="rt-h">
            <h2 id="rt-h" class="visually-hidden">{txt(Tr::card_round_table)}</h2>
            <div class="ring" role="img" aria-label=label>
                <Icon art=art::ROUND_TABLE class="disc"/>
                <For each=colour(true) key=|p| key(p.0 * 2 + usize::from(p.2)) children=move |p| sword(true, p)/>
                <For each=colour(false) key=|p| key(p.0 * 2 + usize::from(p.2)) children=move |p| sword(false, p)/>
                <span class="boss" aria-hidden="true">
                    <span class="n white">{move || swords.get().0}</span>
                    <span class="n black">{move || swords.get().1}</span>
                </span>
            </div>
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::places;

    #[test]
    fn seven_places_per_colour_and_more_when_needed() {
        let w = places(3, true);
        assert_eq!(w.len(), 7);
        assert_eq!(w.iter().filter(|p| p.2).count(), 3);
        assert!(w.iter().all(|p| p.1 > -90 && p.1 < 90), "white round the top half");
        let b = places(9, false);
        assert_eq!(b.len(), 9);
        assert!(b.iter().all(|p| p.2) && b.iter().all(|p| p.1 > 90 && p.1 < 270), "black round the bottom half");
    }
}
