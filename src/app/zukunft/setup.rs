//! The Zukunft part of the new-game form: each room's side (A, B, or drawn at random as the
//! room's A/B tile does), the heroes, and the expert variant (with heroes: colours are picked
//! in seat order from the first player, Z-XPERT-1, -2).

use super::names;
use crate::app::i18n::{tr, txt, Tr};
use crate::engine::zukunft::data::{RoomColour, SideChoice};
use crate::engine::zukunft::ZukunftConfig;
use crate::engine::Seat;
use leptos::prelude::*;

/// `config` with this many players and first player; the variants stay, a colour choice is
/// dropped (the seats get the colours in seat order).
pub fn with_seats(config: &ZukunftConfig, players: u8, first: Seat) -> ZukunftConfig {
    ZukunftConfig {
        players,
        first_player: first % players.max(1),
        sides: config.sides,
        heroes: config.heroes,
        expert: config.expert && config.heroes,
        colours: None,
        // A new game plays by today's rules, whatever a URL's settings say.
        draw_grail: true,
    }
}

fn side_value(s: SideChoice) -> &'static str {
    match s {
        SideChoice::A => "A",
        SideChoice::B => "B",
        SideChoice::Random => "random",
    }
}

#[component]
pub fn ZukunftVariants(config: RwSignal<ZukunftConfig>) -> impl IntoView {
    let room_side = move |i: usize| {
        let rc = RoomColour::CASTLE[i];
        let id = format!("zk-side-{i}");
        let current = move || config.with(|c| c.sides[i]);
        let opt = move |s: SideChoice, label: fn(Tr, RoomColour) -> String| {
            view! { <option value=side_value(s) selected=move || current() == s>{move || label(tr(), rc)}</option> }
        };
        view! {
            <div class="field">
                <label for=id.clone()>{move || tr().zk_form_side(&names::room_colour(rc, tr()))}</label>
                <select id=id on:change:target=move |ev| {
                    let v = ev.target().value();
                    let s = match v.as_str() { "A" => SideChoice::A, "B" => SideChoice::B, _ => SideChoice::Random };
                    config.update(|c| c.sides[i] = s);
                }>
                    {opt(SideChoice::A, |t, rc| t.zk_form_side_a(&names::room(crate::engine::zukunft::Room::of(rc, crate::engine::zukunft::data::Side::A), t)))}
                    {opt(SideChoice::B, |t, rc| t.zk_form_side_b(&names::room(crate::engine::zukunft::Room::of(rc, crate::engine::zukunft::data::Side::B), t)))}
                    {opt(SideChoice::Random, |t, _| t.zk_form_side_random().to_owned())}
                </select>
            </div>
        }
    };
    view! {
        <fieldset>
            <legend>{txt(Tr::zk_form_rooms)}</legend>
            {(0..4).map(room_side).collect_view()}
            <Show when=move || config.with(|c| c.players == 5)>
                <p class="muted small">{txt(Tr::zk_form_secret_note)}</p>
            </Show>
        </fieldset>
        <fieldset>
            <legend>{move || tr().form_variants()}</legend>
            <label class="check">
                <input type="checkbox" prop:checked=move || config.with(|c| c.heroes)
                    on:change:target=move |ev| config.update(|c| { c.heroes = ev.target().checked(); if !c.heroes { c.expert = false; } })/>
                <span>
                    <strong>{txt(Tr::zk_form_heroes)}</strong>
                    <span class="muted small">{txt(Tr::zk_form_heroes_note)}</span>
                </span>
            </label>
            <label class="check">
                <input type="checkbox" prop:checked=move || config.with(|c| c.expert) prop:disabled=move || config.with(|c| !c.heroes)
                    on:change:target=move |ev| config.update(|c| c.expert = ev.target().checked() && c.heroes)/>
                <span>
                    <strong>{txt(Tr::zk_form_expert)}</strong>
                    <span class="muted small">{txt(Tr::zk_form_expert_note)}</span>
                </span>
            </label>
        </fieldset>
    }
}
