//! The Tournament part of the new-game form: who leads first (or a random dealer, as in the
//! box) and the characters, dealt at random or chosen per player.

use super::text;
use crate::app::i18n::{lang, tr};
use crate::engine::tournament::data::Character;
use crate::engine::tournament::TournamentConfig;
use crate::engine::Seat;
use leptos::prelude::*;

/// The seat that leads melee 1 for a dealer (the dealer's left).
fn leader(c: &TournamentConfig) -> Option<Seat> {
    c.first_dealer.map(|d| (d + 1) % c.players.max(1))
}

/// `config` resized to `players`, with `first` (the shared "first player" of a URL) leading
/// the first melee unless the dealer is to be drawn at random; chosen characters are cut or
/// filled up with unused ones.
pub fn with_seats(config: &TournamentConfig, players: u8, first: Seat) -> TournamentConfig {
    let first_dealer = config.first_dealer.map(|_| (first % players.max(1) + players - 1) % players.max(1));
    let characters = config.characters.as_ref().map(|chosen| {
        let mut v: Vec<Character> = chosen.iter().copied().take(usize::from(players)).collect();
        for c in Character::ALL {
            if v.len() < usize::from(players) && !v.contains(&c) {
                v.push(c);
            }
        }
        v
    });
    TournamentConfig { players, first_dealer, characters }
}

fn set_leader(config: RwSignal<TournamentConfig>, value: &str) {
    config.update(|c| {
        c.first_dealer = value.parse::<u8>().ok().filter(|&s| s < c.players).map(|s| (s + c.players - 1) % c.players);
    });
}

/// Gives `seat` the character `pick`; a seat that had it takes this seat's old one.
fn choose(config: RwSignal<TournamentConfig>, seat: usize, pick: Character) {
    config.update(|c| {
        if let Some(v) = c.characters.as_mut() {
            let old = v[seat];
            if let Some(other) = v.iter().position(|&x| x == pick) {
                v[other] = old;
            }
            v[seat] = pick;
        }
    });
}

#[component]
pub fn TournamentVariants(config: RwSignal<TournamentConfig>) -> impl IntoView {
    let players = move || config.with(|c| c.players);
    let lead = move || config.with(leader);
    view! {
        <div class="field">
            <label for="t-lead">{move || tr().tour_form_lead()}</label>
            <select id="t-lead" on:change:target=move |ev| set_leader(config, &ev.target().value())>
                <option value="random" selected=move || lead().is_none()>{move || tr().tour_form_random_dealer()}</option>
                {move || (0..players()).map(|s| view! {
                    <option value=s selected=move || lead() == Some(s)>{move || tr().player_n(&(s + 1))}</option>
                }).collect_view()}
            </select>
            <span class="small muted">{move || tr().tour_form_lead_note()}</span>
        </div>
        <div class="field">
            <label for="t-chars">{move || tr().tour_form_characters()}</label>
            <select id="t-chars" on:change:target=move |ev| {
                let choose = ev.target().value() == "choose";
                config.update(|c| c.characters = choose.then(|| Character::ALL[..usize::from(c.players)].to_vec()));
            }>
                <option value="random" selected=move || config.with(|c| c.characters.is_none())>{move || tr().tour_form_dealt()}</option>
                <option value="choose" selected=move || config.with(|c| c.characters.is_some())>{move || tr().tour_form_chosen()}</option>
            </select>
        </div>
        <Show when=move || config.with(|c| c.characters.is_some())>
            <fieldset>
                <legend>{move || tr().tour_form_character_of()}</legend>
                <For each=move || 0..usize::from(players()) key=|i| crate::app::kit::key(*i) let(seat)>
                    {
                        let current = move || config.with(|c| c.characters.as_ref().and_then(|v| v.get(seat).copied()));
                        view! {
                            <div class="field">
                                <label for=format!("t-char-{seat}")>{move || tr().player_n(&(seat + 1))}</label>
                                <select id=format!("t-char-{seat}") on:change:target=move |ev| {
                                    if let Some(pick) = ev.target().value().parse::<usize>().ok().and_then(|k| Character::ALL.get(k).copied()) {
                                        choose(config, seat, pick);
                                    }
                                }>
                                    {Character::ALL.iter().enumerate().map(|(k, &o)| view! {
                                        <option value=k selected=move || current() == Some(o)>
                                            {move || format!("{} & {}", text::protagonist(o, lang()), text::companion(o, lang()))}
                                        </option>
                                    }).collect_view()}
                                </select>
                                <span class="small muted">{move || current().map(|ch| {
                                    let (power, what) = text::protagonist_power(ch, lang());
                                    format!("{power}: {what}")
                                })}</span>
                            </div>
                        }
                    }
                </For>
            </fieldset>
        </Show>
    }
}
