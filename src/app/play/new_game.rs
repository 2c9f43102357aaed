//! The new-game form, written once for every game: the number of players, their names, who
//! starts, and the game's own variants. It lives on the game's page (one form per page, and the
//! game starts right here); a URL with `setup=1` fills it in.

use super::page::take_prefill;
use crate::app::catalog;
use crate::app::i18n::{tr, tr_now, txt, Tr};
use crate::app::kit::PageHeader;
use crate::app::route::{Screen, MAX_NAME};
use crate::app::setup::{names_for, start_game, GameSetup};
use crate::app::ctx;
use super::seat_controls::SeatKind;
use crate::engine::bot::Level;
use leptos::prelude::*;
use std::marker::PhantomData;

#[component]
pub fn NewGame<G: GameSetup>(#[prop(optional)] _game: PhantomData<G>) -> impl IntoView {
    let ctx = ctx();
    let game = G::GAME;
    let request = take_prefill(game);
    let (min, max) = G::PLAYERS;
    let players = RwSignal::new(request.as_ref().and_then(|r| r.players).unwrap_or(min.max(4).min(max)));
    let first = RwSignal::new(request.as_ref().and_then(|r| r.first).unwrap_or(0));
    let names = RwSignal::new(
        (0..usize::from(max)).map(|i| request.as_ref().and_then(|r| r.names.get(i).cloned()).unwrap_or_default()).collect::<Vec<_>>(),
    );
    let bots = RwSignal::new({
        let mut b = request.as_ref().map(|r| r.bots.clone()).unwrap_or_default();
        b.resize(usize::from(max), None::<Level>);
        b
    });
    let config = RwSignal::new(G::with_seats(&G::default_config(players.get_untracked()), players.get_untracked(), first.get_untracked()));
    Effect::new(move |_| {
        let (p, f) = (players.get(), first.get());
        config.update(|c| *c = G::with_seats(c, p, f));
    });
    let error = RwSignal::new(None::<String>);
    let shown = move || names.with(|n| names_for(players.get(), n, tr()));

    let start = move |_| {
        let chosen = names.with_untracked(|n| names_for(players.get_untracked(), n, tr_now()));
        let mut seats = bots.get_untracked();
        seats.truncate(chosen.len());
        match start_game::<G>(&config.get_untracked(), chosen, seats) {
            Ok(id) => ctx.go(Screen::Play(id)),
            Err(e) => error.set(Some(e)),
        }
    };

    view! {
        <PageHeader title=move || catalog::title(game, tr()) on_home=Callback::new(move |()| ctx.go(Screen::Home))/>
        <main class="setup">
            <h2>{txt(Tr::new_game)}</h2>
            <div class="field">
                <label for="players">{txt(Tr::form_players)}</label>
                <select id="players" on:change:target=move |ev| {
                    if let Ok(n) = ev.target().value().parse::<u8>() {
                        if first.get_untracked() >= n { first.set(0); }
                        players.set(n);
                    }
                }>
                    {(min..=max).map(|n| view! { <option value=n selected=move || players.get() == n>{n}</option> }).collect_view()}
                </select>
            </div>
            <fieldset>
                <legend>{txt(Tr::form_names)}</legend>
                <For each=move || 0..usize::from(players.get()) key=|i| crate::app::kit::key(*i) let(i)>
                    <div class="seat-row">
                        <div class="field">
                            <label for=format!("seat-name-{i}")>{move || tr().form_name_of(&(i + 1))}</label>
                            <input id=format!("seat-name-{i}") type="text" maxlength=MAX_NAME autocomplete="off"
                                placeholder=move || tr().player_n(&(i + 1))
                                prop:value=move || names.with(|n| n.get(i).cloned().unwrap_or_default())
                                on:input:target=move |ev| names.update(|n| if let Some(s) = n.get_mut(i) { *s = ev.target().value(); })/>
                        </div>
                        <div class="field">
                            <label for=format!("seat-kind-{i}")>{txt(Tr::form_played_by)}</label>
                            <SeatKind id=format!("seat-kind-{i}") value=Signal::derive(move || bots.with(|b| b.get(i).copied().flatten()))
                                on_change=Callback::new(move |k| bots.update(|b| if let Some(s) = b.get_mut(i) { *s = k; }))/>
                        </div>
                    </div>
                </For>
            </fieldset>
            <Show when=move || config.with(G::asks_first_player)>
                <div class="field">
                    <label for="first">{txt(Tr::form_first)}</label>
                    <select id="first" on:change:target=move |ev| { if let Ok(n) = ev.target().value().parse::<u8>() { first.set(n); } }>
                        {move || shown().into_iter().enumerate().map(|(s, name)| {
                            let s = s as u8;
                            view! { <option value=s selected=move || first.get() == s>{name}</option> }
                        }).collect_view()}
                    </select>
                </div>
            </Show>
            {G::variants(config)}
            {move || error.get().map(|e| view! { <p class="error" role="alert">{e}</p> })}
            <button type="button" class="primary big" on:click=start>{txt(Tr::start)}</button>
        </main>
    }
}
