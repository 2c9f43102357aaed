//! The home screen: the games, saved games, the language switch and how to share one device.

use super::route::Screen;
use super::{ctx, game_blurb, game_title, storage, LangSwitch};
use crate::tr;
use leptos::prelude::*;

pub fn home() -> impl IntoView {
    let ctx = ctx();
    let lang = ctx.lang;
    let saved = storage::list();
    let saved_count = saved.len();
    let in_progress = saved
        .iter()
        .filter(|s| matches!(s, storage::Slot::Good(f) if f.meta.outcome.is_none()))
        .count();
    let latest = saved.into_iter().find_map(|s| match s {
        storage::Slot::Good(f) if f.meta.outcome.is_none() => Some(f),
        _ => None,
    });

    let notices = move || {
        let list = ctx.notices.get();
        (!list.is_empty()).then(|| {
            view! {
                <div class="notice" role="alert">
                    <ul>{list.into_iter().map(|n| view! { <li>{n}</li> }).collect_view()}</ul>
                    <button type="button" on:click=move |_| ctx.notices.set(Vec::new())>
                        {move || tr!(lang.get(), "Dismiss", "Schließen")}
                    </button>
                </div>
            }
        })
    };

    let games = super::PLAYABLE
        .iter()
        .map(|&g| {
            view! {
                <li class="game-card">
                    <h3>{move || game_title(g, lang.get())}</h3>
                    <p>{move || game_blurb(g, lang.get())}</p>
                    <div class="row">
                        <button type="button" class="primary" on:click=move |_| ctx.go(Screen::Setup(g))>
                            {move || tr!(lang.get(), "New game", "Neues Spiel")}
                            <span class="sr-only">{move || format!(": {}", game_title(g, lang.get()))}</span>
                        </button>
                        <button type="button" on:click=move |_| ctx.go(Screen::Rules(g))>
                            {move || tr!(lang.get(), "Rules", "Regeln")}
                            <span class="sr-only">{move || format!(": {}", game_title(g, lang.get()))}</span>
                        </button>
                    </div>
                </li>
            }
        })
        .collect_view();

    let continue_block = latest.map(|f| {
        let id = f.id.clone();
        let game = super::playable(&f.game);
        let names = f.meta.names.join(", ");
        view! {
            <div class="continue">
                <button type="button" class="primary" on:click=move |_| ctx.go(Screen::Play(id.clone()))>
                    {move || tr!(lang.get(), "Continue", "Weiterspielen")}
                </button>
                <span class="muted">
                    {move || game.map(|g| game_title(g, lang.get())).unwrap_or_default()}
                    " · " {names.clone()}
                </span>
            </div>
        }
    });

    view! {
        <header class="site-header">
            <h1>"Camelot Table"</h1>
            <LangSwitch/>
        </header>
        <main class="home">
            {notices}
            <section aria-labelledby="continue-h">
                <h2 id="continue-h">{move || tr!(lang.get(), "Your games", "Deine Spiele")}</h2>
                {continue_block}
                <button type="button" on:click=move |_| ctx.go(Screen::Saves)>
                    {move || tr!(lang.get(),
                        format!("Saved games ({saved_count}, {in_progress} in progress)"),
                        format!("Gespeicherte Spiele ({saved_count}, {in_progress} laufend)"))}
                </button>
            </section>
            <section aria-labelledby="games-h">
                <h2 id="games-h">{move || tr!(lang.get(), "Games", "Spiele")}</h2>
                <ul class="game-list">{games}</ul>
            </section>
            <section aria-labelledby="howto-h" class="howto">
                <h2 id="howto-h">{move || tr!(lang.get(), "How to play on one device", "So spielt ihr an einem Gerät")}</h2>
                <p>{move || tr!(lang.get(),
                    "Everyone shares this phone, tablet or laptop. When something on screen is only for one player — a hand of cards, a loyalty card, a secret choice — the app first asks you to pass the device and shows it only after that player taps “I am …”. Look away when it is not your turn. Every move is saved at once, so you can close the page and continue later, even offline.",
                    "Alle teilen sich dieses Handy, Tablet oder Notebook. Ist etwas nur für eine Person bestimmt — Handkarten, eine Loyalitätskarte, eine geheime Wahl —, bittet die App zuerst, das Gerät weiterzugeben, und zeigt es erst, wenn diese Person „Ich bin …“ tippt. Schaut weg, wenn ihr nicht dran seid. Jeder Zug wird sofort gespeichert: Ihr könnt die Seite schließen und später weiterspielen, auch offline."
                )}</p>
            </section>
        </main>
    }
}
