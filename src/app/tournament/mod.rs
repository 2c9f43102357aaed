//! The user interface of *Tournament at Camelot*: the [`GameUi`] implementation and the table.
//!
//! The files mirror the table: `table` lays it out from the viewer's view memo; `melee` and
//! `last_melee` are the centre, `hand` and `decision` what the seat holding the device may
//! do, `seat_panel` and `health_track` each player, `round_summary`, `godsend_phase` and
//! `ranking` the moments between rounds. `text`, `log` and `prompt` turn engine values into
//! English and German; `rules` is the in-app rules page.

/// `tr!` with arguments: `tf!(lang, "{0} leads", "{0} spielt an", &name)`. The arguments
/// are evaluated once for both languages, and every sentence shares one formatting routine
/// ([`text::fill`]) instead of two `format!` expansions each — the UI's code shrank by a
/// third with it.
macro_rules! tf {
    ($l:expr, $en:expr, $de:expr $(, $arg:expr)* $(,)?) => {
        $crate::app::tournament::text::fill($crate::tr!($l, $en, $de), &[$($arg as &dyn ::std::fmt::Display),*])
    };
}

mod card_face;
mod decision;
mod godsend_phase;
mod hand;
mod health_track;
mod html;
mod last_melee;
mod log;
mod melee;
mod prompt;
mod ranking;
mod round_summary;
mod rules;
mod seat_panel;
mod setup;
mod table;
mod text;
#[cfg(test)]
mod tests;

use super::game_ui::{GameSetup, GameUi, TableProps};
use super::i18n::Lang;
use crate::engine::tournament::{Tournament, TournamentAction, TournamentConfig, TournamentEvent, TournamentView};
use crate::engine::{Outcome, Seat};
use leptos::prelude::*;

impl GameSetup for Tournament {
    fn with_seats(config: &TournamentConfig, players: u8, first: Seat) -> TournamentConfig {
        setup::with_seats(config, players, first)
    }

    /// The form asks "Who leads the first melee" itself, with a random dealer (as in the box)
    /// as one answer. A URL's first player still leads (see `setup::with_seats`).
    fn has_first_player() -> bool {
        false
    }

    fn setup_controls(config: RwSignal<TournamentConfig>, lang: Signal<Lang>) -> AnyView {
        setup::setup_controls(config, lang)
    }
}

impl GameUi for Tournament {
    fn table(props: TableProps<Self>) -> AnyView {
        table::table(props)
    }

    fn describe(event: &TournamentEvent, names: &[String], lang: Lang) -> String {
        log::describe(event, names, lang)
    }

    fn prompt(view: &TournamentView, names: &[String], lang: Lang) -> String {
        prompt::prompt(view, names, lang)
    }

    fn outcome_text(outcome: &Outcome, view: &TournamentView, names: &[String], lang: Lang) -> String {
        prompt::outcome_text(outcome, view, names, lang)
    }

    fn action_label(action: &TournamentAction, names: &[String], lang: Lang) -> String {
        prompt::action_label(action, names, lang)
    }

    /// Every decision here belongs to one seat; there is no table-wide window to decline.
    fn is_decline(_action: &TournamentAction) -> bool {
        false
    }
}

/// The rules page in our own words, as HTML (written to a static page at build time).
#[must_use]
pub fn rules_html(lang: Lang) -> String {
    rules::html(lang)
}
