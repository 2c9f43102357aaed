//! Shadows over Camelot: The Card Game — the user interface.
//!
//! The table is drawn as a table (the kit's pilot, see `app::kit`): seats round the felt, the
//! Threats pile, the Round Table with its swords, the decks, the quests, the viewer's own cards
//! at their edge, the banners and the result of the last quest or accusation; the seats again,
//! in words, in the players panel; the decision of the acting seat; the final report. Each is a
//! small component, one per file, reading a memo of its slice of the view. The words live in plain functions (names,
//! arithmetic, log lines, prompts) with native tests.

mod accuse;
mod announce;
mod arith;
mod banners;
mod board;
mod card_face;
mod choices;
mod decision;
mod decks;
mod describe;
mod final_report;
mod my_cards;
mod names;
mod notes;
mod players;
mod privacy;
mod prompt;
mod quests;
mod result_panel;
mod round_table;
// The rules are rendered by the build, natively (app::rules_text); no page carries them.
#[cfg(not(target_arch = "wasm32"))]
mod rules;
mod seat;
mod seat_plate;
mod seats;
mod setup;
mod threats;
mod turn_menu;

#[cfg(test)]
mod tests;

use super::i18n::Tr;
#[cfg(not(target_arch = "wasm32"))]
use super::i18n::Lang;
use super::kit::LogLine;
use super::play::GameUi;
use super::setup::GameSetup;
use crate::engine::card::{CardAction, CardConfig, CardEvent, CardGame, CardView};
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

impl GameUi for CardGame {
    fn board() -> AnyView {
        view! { <board::Board/> }.into_any()
    }

    fn decision() -> AnyView {
        view! { <decision::Decision/> }.into_any()
    }

    fn players_panel() -> AnyView {
        view! { <players::Players/> }.into_any()
    }

    fn report() -> AnyView {
        view! { <final_report::FinalReport/> }.into_any()
    }

    fn log(view: &CardView, events: &[(usize, Seat, &CardEvent)], names: &[String], t: Tr) -> Vec<LogLine> {
        describe::log_lines(view, events, names, t)
    }

    fn prompt(view: &CardView, names: &[String], t: Tr) -> String {
        prompt::prompt(view, names, t)
    }

    fn outcome_line(outcome: &Outcome, public: &CardView, names: &[String], t: Tr) -> String {
        prompt::outcome_head(outcome, public, names, t)
    }

    fn action_label(action: &CardAction, names: &[String], t: Tr) -> String {
        prompt::action_label(action, names, t)
    }

    fn is_decline(action: &CardAction) -> bool {
        *action == CardAction::Decline
    }

    fn dwell(event: &CardEvent) -> u32 {
        // A card laid face up on the Threats pile is worth reading before the next move hides
        // it (the pile is a memory game), and a quest's or an accusation's result too.
        match event {
            CardEvent::Listened { .. } | CardEvent::Placed { .. } => 1100,
            CardEvent::QuestResolved(_) | CardEvent::Accused { .. } => 1600,
            _ => 0,
        }
    }

    fn shows_actor(event: &CardEvent) -> bool {
        matches!(event, CardEvent::GalahadSaw { .. } | CardEvent::KnightReceived { .. } | CardEvent::VivienKept { .. } | CardEvent::Discarded { .. })
    }

    fn needs_privacy(public: &CardView, seat: Seat) -> bool {
        privacy::needs_privacy(public, seat)
    }
}

/// The rules in our own words, the body of their static page (written at build time).
#[cfg(not(target_arch = "wasm32"))]
pub fn rules_view(lang: Lang) -> impl IntoView {
    rules::view(lang)
}
