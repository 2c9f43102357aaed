//! The home page: the games, the saved games, every game's new-game form and its rules. It
//! carries no engine and no table: saves are listed from their metadata, and a game starts on
//! its own page through the URL the form opens (`card/?game=card&players=4&names=…`).

mod game_tile;
mod home_screen;
mod new_game;
mod notices;
mod rules_page;
mod save_row;
mod saves_screen;

use super::route::{Request, Screen};
use super::{ctx, explain, page_url, query_page, web, Ctx, Page};
use crate::engine::registry::GameId;
use home_screen::HomeScreen;
use leptos::prelude::*;
use new_game::NewGame;
use rules_page::RulesPage;
use saves_screen::SavesScreen;
use std::cell::RefCell;

thread_local! {
    /// Players and names a URL asked for, to fill the next new-game form in.
    static PREFILL: RefCell<Option<Request>> = const { RefCell::new(None) };
}

/// Takes the URL's request for the form of `game`, if it was for that game.
fn take_prefill(game: GameId) -> Option<Request> {
    PREFILL.with(|p| p.borrow_mut().take()).filter(|r| r.game == Some(game))
}

/// Acts on the query string: a fresh game goes to its game's page; problems are explained;
/// a game alone (or `setup=1`) opens its form here.
pub fn open_request(ctx: &Ctx, request: &Request) {
    if web::search().is_empty() {
        return;
    }
    if let Page::Game(_) = query_page(request) {
        // A reload of the form's URL lands here only by a hand-made link: hand it on unchanged.
        web::open(&format!("{}{}", page_url(Page::Home, query_page(request)), web::search()), true);
        return;
    }
    if !request.problems.is_empty() {
        explain(ctx, request);
        return;
    }
    if let Some(game) = request.game {
        if ctx.screen.get_untracked() == Screen::Home {
            PREFILL.with(|p| *p.borrow_mut() = Some(request.clone()));
            ctx.go(Screen::Setup(game));
        }
    }
}

/// The screens of the home page.
#[component]
pub fn HomePage() -> impl IntoView {
    let ctx = ctx();
    move || match ctx.screen.get() {
        Screen::Home => view! { <HomeScreen/> }.into_any(),
        Screen::Saves => view! { <SavesScreen/> }.into_any(),
        Screen::Setup(GameId::Card) => view! { <NewGame<crate::engine::card::CardGame>/> }.into_any(),
        Screen::Setup(GameId::Tournament) => view! { <NewGame<crate::engine::tournament::Tournament>/> }.into_any(),
        Screen::Rules(game) => view! { <RulesPage game/> }.into_any(),
        // A table is on its game's page; an unreadable save is explained in the list.
        Screen::Play(id) => {
            if super::storage::game_of(&id).is_some() {
                ctx.go(Screen::Play(id));
                ().into_any()
            } else {
                view! { <SavesScreen/> }.into_any()
            }
        }
    }
}
