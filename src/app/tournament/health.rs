//! A seat's Health as a track from 0 to 400 with the four bands of the box named and their
//! ranges in numbers (Crippled 5–100 … Robust 305–400), the current band marked, and the
//! locked companion's threshold in words. The bar moves with a transition when Health
//! changes (the kit's Track; none under reduced motion).

use crate::app::i18n::Tr;
use super::text;
use crate::app::i18n::lang;
use crate::app::kit::{Track, TrackMark};
use crate::app::play::table;
use crate::engine::tournament::data::{Band, MAX_HEALTH};
use crate::engine::tournament::Tournament;
use crate::engine::Seat;
use leptos::prelude::*;

const BANDS: [(Band, &str); 4] = [(Band::Crippled, "5–100"), (Band::Feeble, "105–200"), (Band::Stable, "205–300"), (Band::Robust, "305–400")];

#[component]
pub fn HealthTrack(seat: Seat) -> impl IntoView {
    let t = table::<Tournament>();
    let s = move || t.view.with(|v| v.seats.get(usize::from(seat)).map(|s| (s.health, s.band, (!s.companion_unlocked).then_some(s.threshold).flatten(), s.character)));
    let health = move || s().map_or(0, |s| i32::from(s.0));
    let band = move || s().map_or(Band::Zero, |s| s.1);
    let words = move || {
        let l = lang();
        let mut w = Tr(l).tm_health_a_of_400_b(&health(), &text::band(band(), l));
        if let Some((_, _, Some(th), c)) = s() {
            w += &Tr(l).tm_a_joins_at_b_or(&text::companion(c, l), &th);
        }
        w
    };
    let marks = || [100, 200, 300].map(|at| TrackMark { at, label: at.to_string() }).to_vec();
    view! {
        <div class="t-health" class:low=move || health() <= 100>
            <Track value=health max=i32::from(MAX_HEALTH) text=words class="health" marks
                attr:aria-label=move || Tr(lang()).tm_health_of_a(&t.name(seat))/>
            <ol class="t-bands">
                {BANDS.map(|(b, range)| view! {
                    <li class:on=move || band() == b>
                        <b>{text::txt(move |l| text::band(b, l).to_owned())}</b>" "<span>{range}</span>
                    </li>
                }).collect_view()}
            </ol>
        </div>
    }
}
