//! The rules page of a game, in our own words.

use super::html::{action_of, button};
use super::route::Screen;
use super::rules_text::rules_text;
use super::{ctx, game_title, page_header};
use crate::engine::registry::GameId;
use crate::tr;
use leptos::prelude::*;

pub fn rules(game: GameId) -> impl IntoView {
    let ctx = ctx();
    let lang = ctx.lang;
    let header = move || {
        let l = lang.get();
        let mut h = String::from("<header class=\"site-header\">");
        page_header(&mut h, game_title(game, l), l);
        h.push_str("</header><h2>");
        h.push_str(tr!(l, "Rules", "Regeln"));
        h.push_str("</h2>");
        h
    };
    let footer = move || {
        let mut h = String::new();
        button(&mut h, "primary", "new", tr!(lang.get(), "New game", "Neues Spiel"));
        h
    };
    let on_click = move |ev: leptos::ev::MouseEvent| match action_of(&ev).as_deref() {
        Some("home") => ctx.go(Screen::Home),
        Some("new") => ctx.go(Screen::Setup(game)),
        Some(other) => {
            super::lang_action(other);
        }
        None => {}
    };
    view! {
        <main class="rules" on:click=on_click>
            <div inner_html=header></div>
            {rules_text(game, lang.into())}
            <div inner_html=footer></div>
        </main>
    }
}
