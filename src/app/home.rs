//! The home screen: the games, saved games, the language switch and how to share one device.
//! Rebuilt as a whole when the language changes (one reactive closure, plain text inside), which
//! keeps its code small.

use super::catalog::{self, OFFERED};
use super::route::Screen;
use super::{ctx, storage, LangSwitch};
use crate::tr;
use leptos::prelude::*;

pub fn home() -> impl IntoView {
    let ctx = ctx();
    let lang = ctx.lang;
    let saved = storage::list();
    let saved_count = saved.len();
    let in_progress: Vec<_> = saved
        .into_iter()
        .filter_map(|s| match s {
            storage::Slot::Good(f) if f.meta.outcome.is_none() => Some(f),
            _ => None,
        })
        .collect();
    let latest = in_progress.first().map(|f| (f.id.clone(), catalog::offered(&f.game), f.meta.names.join(", ")));
    let in_progress = in_progress.len();

    let body = move || {
        let l = lang.get();
        let notices = ctx.notices.get();
        let latest = latest.clone();
        view! {
            {(!notices.is_empty()).then(|| view! {
                <div class="notice" role="alert">
                    <ul>{notices.into_iter().map(|n| view! { <li>{n}</li> }).collect_view()}</ul>
                    <button type="button" on:click=move |_| ctx.notices.set(Vec::new())>{tr!(l, "Dismiss", "Schließen")}</button>
                </div>
            })}
            <section aria-labelledby="continue-h">
                <h2 id="continue-h">{tr!(l, "Your games", "Deine Spiele")}</h2>
                {latest.map(|(id, game, names)| view! {
                    <div class="continue">
                        <button type="button" class="primary" on:click=move |_| ctx.go(Screen::Play(id.clone()))>{tr!(l, "Continue", "Weiterspielen")}</button>
                        <span class="muted">{game.map(|g| catalog::title(g, l)).unwrap_or_default()} " · " {names}</span>
                    </div>
                })}
                <button type="button" on:click=move |_| ctx.go(Screen::Saves)>
                    {tr!(l,
                        format!("Saved games ({saved_count}, {in_progress} in progress)"),
                        format!("Gespeicherte Spiele ({saved_count}, {in_progress} laufend)"))}
                </button>
            </section>
            <section aria-labelledby="games-h">
                <h2 id="games-h">{tr!(l, "Games", "Spiele")}</h2>
                <ul class="game-list">{OFFERED.iter().map(|&g| {
                    let title = catalog::title(g, l);
                    view! {
                        <li class="game-card">
                            <h3>{title}</h3>
                            <p>{catalog::blurb(g, l)}</p>
                            <div class="row">
                                <button type="button" class="primary" aria-label=tr!(l, format!("New game: {title}"), format!("Neues Spiel: {title}")) on:click=move |_| ctx.go(Screen::Setup(g))>{tr!(l, "New game", "Neues Spiel")}</button>
                                <button type="button" aria-label=tr!(l, format!("Rules: {title}"), format!("Regeln: {title}")) on:click=move |_| ctx.go(Screen::Rules(g))>{tr!(l, "Rules", "Regeln")}</button>
                            </div>
                        </li>
                    }
                }).collect_view()}</ul>
            </section>
            <section aria-labelledby="howto-h" class="howto">
                <h2 id="howto-h">{tr!(l, "How to play on one device", "So spielt ihr an einem Gerät")}</h2>
                <p>{tr!(l,
                    "Everyone shares this phone, tablet or laptop. When something on screen is only for one player — a hand of cards, a loyalty card, a secret choice — the app first asks you to pass the device and shows it only after that player taps “I am …”. Look away when it is not your turn. Every move is saved at once, so you can close the page and continue later, even offline.",
                    "Alle teilen sich dieses Handy, Tablet oder Notebook. Ist etwas nur für eine Person bestimmt — Handkarten, eine Loyalitätskarte, eine geheime Wahl —, bittet die App zuerst, das Gerät weiterzugeben, und zeigt es erst, wenn diese Person „Ich bin …“ tippt. Schaut weg, wenn ihr nicht dran seid. Jeder Zug wird sofort gespeichert: Ihr könnt die Seite schließen und später weiterspielen, auch offline."
                )}</p>
            </section>
        }
    };

    view! {
        <header class="site-header">
            <h1>"Camelot Table"</h1>
            <LangSwitch/>
        </header>
        <main class="home">{body}</main>
    }
}
