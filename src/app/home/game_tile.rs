//! A game on the home screen: its name, what it is in one line, players and length, and the two
//! ways in (a new game, the rules).

use crate::app::catalog;
use crate::app::ctx;
use crate::app::i18n::tr;
use crate::app::route::Screen;
use crate::engine::registry::GameId;
use leptos::prelude::*;

#[component]
pub fn GameTile(game: GameId) -> impl IntoView {
    let ctx = ctx();
    let title = move || catalog::title(game, tr());
    view! {
        <li class=format!("game-tile {}", game.id())>
            <div class="tile-art" aria-hidden="true"></div>
            <div class="tile-body">
                <h3>{title}</h3>
                <p class="facts">{move || catalog::facts(game, tr())}</p>
                <p>{move || catalog::blurb(game, tr())}</p>
                <div class="row">
                    <button type="button" class="primary" aria-label=move || tr().new_game_of(&title())
                        on:click=move |_| ctx.go(Screen::Setup(game))>{move || tr().new_game()}</button>
                    <button type="button" aria-label=move || tr().rules_of(&title())
                        on:click=move |_| ctx.go(Screen::Rules(game))>{move || tr().rules()}</button>
                </div>
            </div>
        </li>
    }
}
