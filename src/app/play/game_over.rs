//! The end of the game, for everyone: how it ended in one line, the game's own report (the
//! final reveal, the scores with their arithmetic), and what next.

use super::GameUi;
use crate::app::route::Screen;
use crate::app::{ctx, Page};
use crate::app::i18n::{txt, Tr};
use leptos::prelude::*;
use std::marker::PhantomData;

#[component]
pub fn GameOver<G: GameUi>(#[prop(into)] line: Signal<String>, #[prop(optional)] _game: PhantomData<G>) -> impl IntoView {
    let ctx = ctx();
    let game = match ctx.page {
        Page::Game(g) => Some(g),
        Page::Home => None,
    };
    view! {
        <section class="game-over" aria-labelledby="over-h">
            <h2 id="over-h">{txt(Tr::game_over)}</h2>
            <p class="outcome">{move || line.get()}</p>
            {G::report()}
            <div class="row">
                {game.map(|g| view! {
                    <button type="button" class="primary" on:click=move |_| ctx.go(Screen::Setup(g))>{txt(Tr::new_game)}</button>
                })}
                <Show when=move || !ctx.embed>
                    <button type="button" on:click=move |_| ctx.go(Screen::Home)>{txt(Tr::nav_home_plain)}</button>
                </Show>
            </div>
        </section>
    }
}
