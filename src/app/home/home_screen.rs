//! The home screen: continue the last game, the games, the saved games, and how to share one
//! device.

use super::game_tile::GameTile;
use super::notices::Notices;
use crate::app::catalog::{self, OFFERED};
use crate::app::i18n::tr;
use crate::app::kit::PageHeader;
use crate::app::route::Screen;
use crate::app::{ctx, storage};
use leptos::prelude::*;

#[component]
pub fn HomeScreen() -> impl IntoView {
    let ctx = ctx();
    let saved = storage::list();
    let total = saved.len();
    let running: Vec<_> = saved
        .into_iter()
        .filter_map(|s| match s {
            storage::Slot::Good(f) if f.meta.outcome.is_none() => Some(f),
            _ => None,
        })
        .collect();
    let in_progress = running.len();
    let latest = running.into_iter().next();
    view! {
        <PageHeader title="Camelot Table"/>
        <main class="home">
            <Notices/>
            {latest.map(|f| {
                let id = f.id.clone();
                let game = catalog::offered(&f.game);
                let names = f.meta.names.join(", ");
                view! {
                    <section class="continue" aria-labelledby="continue-h">
                        <h2 id="continue-h">{move || tr().home_continue_title()}</h2>
                        <p>
                            <strong>{move || game.map(|g| catalog::title(g, tr())).unwrap_or_default()}</strong>
                            " · " {names}
                        </p>
                        <button type="button" class="primary big" on:click=move |_| ctx.go(Screen::Play(id.clone()))>
                            {move || tr().home_continue()}
                        </button>
                    </section>
                }
            })}
            <section aria-labelledby="games-h">
                <h2 id="games-h">{move || tr().home_games()}</h2>
                <ul class="game-list">
                    {OFFERED.iter().map(|&game| view! { <GameTile game/> }).collect_view()}
                </ul>
            </section>
            <section aria-labelledby="saves-h">
                <h2 id="saves-h">{move || tr().saved_games()}</h2>
                <button type="button" on:click=move |_| ctx.go(Screen::Saves)>
                    {move || tr().home_saves_button(&total, &in_progress)}
                </button>
            </section>
            <section aria-labelledby="howto-h" class="howto">
                <h2 id="howto-h">{move || tr().home_howto_title()}</h2>
                <p>{move || tr().home_howto()}</p>
            </section>
        </main>
    }
}
