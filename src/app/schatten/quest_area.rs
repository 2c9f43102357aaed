//! One place on the board: its name, whether it is still open, what it pays (S-Q-REW), the
//! Heroism and relic lying there, the knights standing there — and, when the acting knight may
//! ride there now (S-TURN-13), the area lights up with a button to go.

use super::figures::Figures;
use super::names::{place, place_class};
use crate::app::i18n::{tr, Tr};
use crate::app::play::table;
use crate::engine::schatten::{reward, Place, Relic, Schatten, SchattenAction, SchattenView, Side};
use leptos::prelude::*;

/// Whether `p`'s quest is still open in `v` (S-Q-GEN-1).
#[must_use]
pub fn is_open(v: &SchattenView, p: Place) -> bool {
    match p {
        Place::Camelot => true,
        Place::BlackKnight => v.black_knight.open,
        Place::Lancelot => v.side == Side::Lancelot && v.lancelot.open,
        Place::Dragon => v.side == Side::Dragon && v.lancelot.open,
        Place::Excalibur => v.excalibur_open,
        Place::Grail => v.grail_open,
        Place::Picts | Place::Saxons => v.wars.iter().any(|w| w.place == p && w.needs.is_some()),
    }
}

/// The relic still lying on `p` (S-REL): Excalibur on its quest, the Grail on its, Lancelot's
/// Armor on Lancelot's board.
fn relic_on(v: &SchattenView, p: Place, t: Tr) -> Option<&'static str> {
    match p {
        Place::Excalibur if v.relic_excalibur == Relic::OnQuest => Some(t.sc_r_excalibur()),
        Place::Grail if v.relic_grail == Relic::OnQuest => Some(t.sc_r_grail()),
        Place::Lancelot | Place::Dragon if v.relic_armor == Relic::OnQuest => Some(t.sc_r_armor()),
        _ => None,
    }
}

/// What the quest pays (S-Q-REW); Camelot is no quest.
fn reward_line(p: Place, t: Tr) -> Option<String> {
    if p == Place::Camelot {
        return None;
    }
    if p.is_war() {
        return Some(t.sc_reward_war().to_owned());
    }
    let r = reward(p);
    Some(t.sc_reward(&r.won_swords, &r.cards, &r.lost_swords))
}

#[component]
pub fn QuestArea(#[prop(into)] place: Signal<Place>, children: Children) -> impl IntoView {
    let t = table::<Schatten>();
    let open = Memo::new(move |_| t.view.with(|v| is_open(v, place.get())));
    let target = Memo::new(move |_| t.can(&SchattenAction::Move(place.get())));
    let heroism = Memo::new(move |_| t.view.with(|v| v.heroism == Some(place.get())));
    let relic = move || t.view.with(|v| relic_on(v, place.get(), tr()));
    let id = move || format!("sc-q-{}", place_class(place.get()));
    view! {
        <section class=move || format!("sc-area {}", place_class(place.get())) class:closed=move || !open.get() class:target=target
            aria-labelledby=id>
            <header class="sc-area-head">
                <h2 id=id>{move || self::place(tr(), place.get())}</h2>
                <span class="sc-state">{move || if open.get() { tr().sc_open() } else { tr().sc_closed() }}</span>
            </header>
            {move || reward_line(place.get(), tr()).map(|r| view! { <p class="sc-reward small">{r}</p> })}
            {children()}
            <Show when=move || heroism.get()>
                <p class="sc-marker heroism">{move || tr().sc_heroism_here()}</p>
            </Show>
            {move || relic().map(|r| view! { <p class="sc-marker relic">{tr().sc_relic_here(&r)}</p> })}
            <Figures place/>
            <Show when=move || target.get()>
                <button type="button" class="sc-ride" on:click=move |_| t.act(SchattenAction::Move(place.get_untracked()))>
                    {move || tr().sc_ride_here(&self::place(tr(), place.get()))}
                </button>
            </Show>
        </section>
    }
}

