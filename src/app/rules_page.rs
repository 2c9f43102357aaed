//! The rules page of a game, in our own words.

use super::route::Screen;
use super::{ctx, game_title, LangSwitch};
use crate::engine::registry::GameId;
use crate::tr;
use leptos::prelude::*;

pub fn rules(game: GameId) -> impl IntoView {
    let ctx = ctx();
    let lang = ctx.lang;
    view! {
        <header class="site-header">
            <button type="button" class="back" on:click=move |_| ctx.go(Screen::Home)>{move || tr!(lang.get(), "← Home", "← Start")}</button>
            <h1>{move || game_title(game, lang.get())}</h1>
            <LangSwitch/>
        </header>
        <main class="rules">
            <h2>{move || tr!(lang.get(), "Rules", "Regeln")}</h2>
            {move || crate::with_ui!(game, G => <G as super::game_ui::GameUi>::rules(lang.get()), _ => ().into_any())}
            <button type="button" class="primary" on:click=move |_| ctx.go(Screen::Setup(game))>{move || tr!(lang.get(), "New game", "Neues Spiel")}</button>
        </main>
    }
}
