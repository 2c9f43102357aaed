//! Shadows over Camelot: The Card Game — the user interface.

mod rules;
mod setup;

use super::i18n::{Lang, Tr};
use super::kit::LogLine;
use super::play::{table, GameUi};
use super::setup::GameSetup;
use crate::engine::card::{CardAction, CardConfig, CardGame, CardView};
use crate::engine::registry::GameId;
use crate::engine::{Outcome, Seat};
use leptos::prelude::*;

impl GameSetup for CardGame {
    const GAME: GameId = GameId::Card;

    fn with_seats(config: &CardConfig, players: u8, first: Seat) -> CardConfig {
        CardConfig { players, first_player: first, ..*config }
    }

    fn variants(config: RwSignal<CardConfig>) -> AnyView {
        view! { <setup::CardVariants config/> }.into_any()
    }
}

// SCAFFOLD (replaced by the rebuilt table before landing): legal actions as plain buttons.
impl GameUi for CardGame {
    fn board() -> AnyView {
        ().into_any()
    }

    fn decision() -> AnyView {
        let t = table::<CardGame>();
        view! {
            <div class="row">
                <For each=move || t.legal.get() key=|a| *a let(a)>
                    <button type="button" on:click=move |_| t.act(a)>{format!("{a:?}")}</button>
                </For>
            </div>
        }
        .into_any()
    }

    fn players_panel() -> AnyView {
        ().into_any()
    }

    fn report() -> AnyView {
        ().into_any()
    }

    fn log(_view: &CardView, events: &[(usize, Seat, &crate::engine::card::CardEvent)], _names: &[String], _t: Tr) -> Vec<LogLine> {
        events.iter().enumerate().map(|(i, (_, _, e))| LogLine { index: i, group: String::new(), text: format!("{e:?}"), private: false }).collect()
    }

    fn prompt(view: &CardView, _names: &[String], _t: Tr) -> String {
        format!("{:?}", view.pending)
    }

    fn outcome_line(outcome: &Outcome, _public: &CardView, _names: &[String], _t: Tr) -> String {
        outcome.label.clone()
    }

    fn action_label(action: &CardAction, _names: &[String], _t: Tr) -> String {
        format!("{action:?}")
    }

    fn is_decline(action: &CardAction) -> bool {
        *action == CardAction::Decline
    }

    fn needs_privacy(_public: &CardView, _seat: Seat) -> bool {
        true
    }
}

/// The rules page in our own words, as HTML (written to a static page at build time).
#[must_use]
pub fn rules_html(lang: Lang) -> &'static str {
    rules::html(lang)
}
