//! The page of one game: starts the game a URL asks for, opens a saved game's table, explains
//! a save the engine refuses, and sends every other screen to the page it lives on.

use super::new_game::NewGame;
use super::play_screen::PlayScreen;
use super::{BrokenSave, GameUi};
use crate::app::i18n::{tr_now, txt, Tr};
use crate::app::route::{Request, Screen};
use crate::app::setup::{config_of, names_for, start_game};
use crate::app::{ctx, page_url, query_page, starts_at_once, storage, web, Page};
use crate::engine::registry::GameId;
use crate::engine::save;
use leptos::prelude::*;
use std::cell::RefCell;
use std::marker::PhantomData;

thread_local! {
    /// Players and names a URL asked for, to fill the new-game form in.
    static PREFILL: RefCell<Option<Request>> = const { RefCell::new(None) };
}

/// Takes the URL's request for the form of `game`, if it was for that game.
pub fn take_prefill(game: GameId) -> Option<Request> {
    PREFILL.with(|p| p.borrow_mut().take()).filter(|r| r.game == Some(game))
}

/// Starts the game the URL asks for; returns its save id, or why it could not start.
fn start_from<G: GameUi>(request: &Request) -> Result<String, String> {
    let players = request.players.unwrap_or(G::PLAYERS.0);
    let config = config_of::<G>(players, request.first.unwrap_or(0), request.config.as_deref())
        .map_err(|e| tr_now().url_bad_config(&e))?;
    start_game::<G>(&config, names_for(players, &request.names, tr_now()), request.bots.clone())
}

#[component]
pub fn GamePage<G: GameUi>(request: Request, #[prop(optional)] _game: PhantomData<G>) -> impl IntoView {
    let ctx = ctx();
    let problem = RwSignal::new(None::<String>);
    if !web::search().is_empty() && ctx.screen.get_untracked() == Screen::Home {
        // Only what must survive a reload stays in the URL, so a reload resumes this game (or
        // form) instead of starting another.
        let keep = if ctx.embed { ctx.carry("./") } else { "./".to_owned() };
        // The query goes, and with it the language it named: kept as the preference (as the
        // language switch keeps it), a reload opens in that language, not the browser's.
        if let (Some(lang), false) = (request.lang, ctx.embed) {
            storage::save_lang(lang.code());
        }
        if query_page(&request) == ctx.page && starts_at_once(&request) {
            match start_from::<G>(&request) {
                Ok(id) => {
                    web::replace_url(&format!("{keep}{}", Screen::Play(id.clone()).to_hash()));
                    ctx.screen.set(Screen::Play(id));
                }
                Err(e) => problem.set(Some(e)),
            }
        } else if query_page(&request) == ctx.page {
            PREFILL.with(|p| *p.borrow_mut() = Some(request.clone()));
            web::replace_url(&format!("{keep}{}", Screen::Setup(G::GAME).to_hash()));
            ctx.screen.set(Screen::Setup(G::GAME));
        } else {
            // Problems and forms are the home page's.
            web::open(&format!("{}{}", page_url(ctx.page, Page::Home), web::search()), true);
        }
    }
    move || {
        if let Some(p) = problem.get() {
            return view! {
                <main class="broken-save">
                    <h1>{txt(Tr::start_failed)}</h1>
                    <p role="alert">{p}</p>
                    <button type="button" class="primary" on:click=move |_| ctx.go(Screen::Home)>{txt(Tr::nav_home_plain)}</button>
                </main>
            }
            .into_any();
        }
        match ctx.screen.get() {
            Screen::Setup(game) if game == G::GAME => view! { <NewGame<G>/> }.into_any(),
            Screen::Play(id) => {
                if storage::game_of(&id).is_some_and(|g| Page::Game(g) != ctx.page) {
                    ctx.go(Screen::Play(id));
                    return ().into_any();
                }
                let file = match storage::read(&id) {
                    Ok(f) => f,
                    Err(error) => return view! { <BrokenSave id error/> }.into_any(),
                };
                match save::load::<G>(&file) {
                    Ok(session) => {
                        storage::clear_broken(&id);
                        view! { <PlayScreen<G> file session/> }.into_any()
                    }
                    Err(error) => {
                        // The list shows it as broken from now on.
                        storage::mark_broken(&id, &error);
                        view! { <BrokenSave id error/> }.into_any()
                    }
                }
            }
            other => {
                ctx.go(other);
                ().into_any()
            }
        }
    }
}
