//! The home page: the games, the saved games and the rules. It carries no engine and no table:
//! saves are listed from their metadata, and a game (its new-game form, or a game started from
//! a URL) opens on the game's own page.

mod game_tile;
mod home_screen;
mod notices;
mod rules_page;
mod save_row;
mod saves_screen;

use super::route::{Request, Screen};
use super::{ctx, explain, page_url, query_page, web, Ctx, Page};
use home_screen::HomeScreen;
use leptos::prelude::*;
use rules_page::RulesPage;
use saves_screen::SavesScreen;

/// Acts on the query string: a game's query goes to its page unchanged; problems are explained.
pub fn open_request(ctx: &Ctx, request: &Request) {
    if web::search().is_empty() {
        return;
    }
    match query_page(request) {
        Page::Game(_) => web::open(&format!("{}{}", page_url(Page::Home, query_page(request)), web::search()), true),
        Page::Home if !request.problems.is_empty() => explain(ctx, request),
        Page::Home => {}
    }
}

/// The screens of the home page.
#[component]
pub fn HomePage() -> impl IntoView {
    let ctx = ctx();
    move || match ctx.screen.get() {
        Screen::Home => view! { <HomeScreen/> }.into_any(),
        Screen::Saves => view! { <SavesScreen/> }.into_any(),
        Screen::Rules(game) => view! { <RulesPage game/> }.into_any(),
        // A form or a table is on its game's page; an unreadable save is explained in the list.
        other => {
            let game = match &other {
                Screen::Play(id) => super::storage::game_of(id),
                _ => None,
            };
            if super::page_of(&other, game, Page::Home) == Page::Home {
                view! { <SavesScreen/> }.into_any()
            } else {
                ctx.go(other);
                ().into_any()
            }
        }
    }
}
