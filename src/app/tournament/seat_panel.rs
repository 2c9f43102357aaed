//! One seat as the whole table sees it: name and marks (dealer, to act, fallen), the Health
//! track, characters and Godsends, hand size, Shame, and the Weapon Hits taken this round
//! (public: anyone may look through them) with their printed injury.

use crate::app::i18n::Tr;
use super::card::TCard;
use super::health::HealthTrack;
use super::powers::Powers;
use crate::app::i18n::lang;
use crate::app::play::table;
use crate::engine::tournament::Tournament;
use crate::engine::Seat;
use super::text;
use leptos::prelude::*;

#[component]
pub fn SeatPanel(seat: Seat) -> impl IntoView {
    let t = table::<Tournament>();
    let s = Memo::new(move |_| t.view.with(|v| v.seats.get(usize::from(seat)).cloned()));
    let acting = Memo::new(move |_| t.view.with(|v| v.turn.includes(seat)));
    let tags = move || {
        let l = lang();
        let mut tags = Vec::new();
        if s.with(|s| s.as_ref().is_some_and(|s| s.is_dealer)) {
            tags.push(Tr(l).tm_dealer());
        }
        if acting.get() {
            tags.push(Tr(l).tm_to_act());
        }
        if s.with(|s| s.as_ref().is_some_and(|s| s.fallen)) {
            tags.push(Tr(l).tm_fallen_2());
        }
        tags.join(" · ")
    };
    let counts = move || {
        let l = lang();
        s.with(|s| {
            let Some(s) = s else { return String::new() };
            let hits: u16 = s.weapon_hits.iter().map(|h| u16::from(h.card.base_injury())).sum();
            let mut c = Tr(l).tm_a_cards_in_hand_weapon(&s.hand_size, &s.weapon_hits.len(), &hits);
            if s.shame_this_round > 0 {
                c += &Tr(l).tm_shame_a(&s.shame_this_round);
            }
            if s.face_down_discards > 0 {
                c += &Tr(l).tm_a_discarded_face_down(&s.face_down_discards);
            }
            c
        })
    };
    let hits = move || s.with(|s| s.as_ref().map(|s| s.weapon_hits.iter().map(|h| (h.card, h.mercy)).collect::<Vec<_>>()).unwrap_or_default());
    let name = t.name(seat);
    view! {
        <article class="t-seat" class:acting=move || acting.get() aria-label=name.clone()>
            <h3><span>{name.clone()}</span>" "<small class="t-tags">{text::txt(move |_| tags())}</small></h3>
            <HealthTrack seat/>
            <p class="t-counts">{text::txt(move |_| counts())}</p>
            <details class="t-more">
                <summary>{text::tx(Tr::tm_characters_and_godsends)}</summary>
                <Powers seat/>
            </details>
            <Show when=move || s.with(|s| s.as_ref().is_some_and(|s| !s.weapon_hits.is_empty()))>
                <details class="t-more">
                    <summary>{text::tx(Tr::tm_weapon_hits_this_round)}</summary>
                    <ul class="t-row t-hits">
                        {move || hits().into_iter().map(|h| view! { <li class:mercy=h.1><TCard card=h.0 size="s"/></li> }).collect_view()}
                    </ul>
                </details>
            </Show>
        </article>
    }
}
