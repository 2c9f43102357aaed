//! The rules page of a game, in our own words (a static page the build writes; see
//! [`RulesText`](crate::app::rules_text::RulesText)).

use crate::app::catalog;
use crate::app::ctx;
use crate::app::i18n::tr;
use crate::app::kit::PageHeader;
use crate::app::route::Screen;
use crate::app::rules_text::RulesText;
use crate::engine::registry::GameId;
use leptos::prelude::*;

#[component]
pub fn RulesPage(game: GameId) -> impl IntoView {
    let ctx = ctx();
    view! {
        <PageHeader title=move || catalog::title(game, tr()) on_home=Callback::new(move |()| ctx.go(Screen::Home))/>
        <main class="rules">
            <h2>{move || tr().rules()}</h2>
            <RulesText game/>
            <button type="button" class="primary" on:click=move |_| ctx.go(Screen::Setup(game))>{move || tr().new_game()}</button>
        </main>
    }
}
