//! The user interface of *Tournament at Camelot*.

/// `tr!` with arguments, for the build-time rules page's text helpers.
macro_rules! tf {
    ($l:expr, $en:expr, $de:expr $(, $arg:expr)* $(,)?) => {
        $crate::app::i18n::fill($crate::tr!($l, $en, $de), &[$($arg as &dyn ::std::fmt::Display),*])
    };
}

mod html;
mod rules;
mod setup;
mod text;

use super::i18n::{Lang, Tr};
use super::kit::LogLine;
use super::play::{table, GameUi};
use super::setup::GameSetup;
use crate::engine::registry::GameId;
use crate::engine::tournament::{Tournament, TournamentAction, TournamentConfig, TournamentEvent, TournamentView};
use crate::engine::{Outcome, Seat};
use leptos::prelude::*;

impl GameSetup for Tournament {
    const GAME: GameId = GameId::Tournament;

    fn with_seats(config: &TournamentConfig, players: u8, first: Seat) -> TournamentConfig {
        setup::with_seats(config, players, first)
    }

    /// The form asks "Who leads the first melee" itself, with a random dealer (as in the box)
    /// as one answer. A URL's first player still leads (see `setup::with_seats`).
    fn has_first_player() -> bool {
        false
    }

    fn variants(config: RwSignal<TournamentConfig>) -> AnyView {
        view! { <setup::TournamentVariants config/> }.into_any()
    }
}

// SCAFFOLD (replaced by the rebuilt table before landing): legal actions as plain buttons.
impl GameUi for Tournament {
    fn board() -> AnyView {
        ().into_any()
    }

    fn decision() -> AnyView {
        let t = table::<Tournament>();
        view! {
            <div class="row">
                <For each=move || t.legal.get() key=|a| a.clone() let(a)>
                    <button type="button" on:click={ let a = a.clone(); move |_| t.act(a.clone()) }>{format!("{a:?}")}</button>
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

    fn log(_view: &TournamentView, events: &[(usize, Seat, &TournamentEvent)], _names: &[String], _t: Tr) -> Vec<LogLine> {
        events.iter().enumerate().map(|(i, (_, _, e))| LogLine { index: i, group: String::new(), text: format!("{e:?}"), private: false }).collect()
    }

    fn prompt(_view: &TournamentView, _names: &[String], _t: Tr) -> String {
        String::from("…")
    }

    fn outcome_line(outcome: &Outcome, _public: &TournamentView, _names: &[String], _t: Tr) -> String {
        outcome.label.clone()
    }

    fn action_label(action: &TournamentAction, _names: &[String], _t: Tr) -> String {
        format!("{action:?}")
    }

    fn needs_privacy(_public: &TournamentView, _seat: Seat) -> bool {
        true
    }
}

/// The rules page in our own words, as HTML (written to a static page at build time).
#[must_use]
pub fn rules_html(lang: Lang) -> String {
    rules::html(lang)
}
