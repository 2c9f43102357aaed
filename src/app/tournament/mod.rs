//! The user interface of *Tournament at Camelot*.
//!
//! The files mirror the table, one component each: [`board::Board`] lays out the centre
//! (the melee with its last result, the suit legend, everyone's Health in short, the Godsend
//! phase and the round summary between rounds); [`decision::Decision`] is what the acting
//! seat may do, with [`hand::Hand`] its cards; [`players::PlayersPanel`] holds a
//! [`seat_panel::SeatPanel`] per seat (Health track, companions and Godsends, Weapon Hits);
//! [`final_report::FinalReport`] ends the game. Pure text lives in `text` (names), `describe`
//! (the log and the arithmetic) and `prompt` (prompts, action labels, the outcome), tested
//! natively.

/// `tr!` with arguments, for the build-time rules page only: `tf!(lang, "{0} leads", "{0} spielt an", &name)`.
#[cfg(not(target_arch = "wasm32"))]
macro_rules! tf {
    ($l:expr, $en:expr, $de:expr $(, $arg:expr)* $(,)?) => {
        $crate::app::i18n::fill($crate::tr!($l, $en, $de), &[$($arg as &dyn ::std::fmt::Display),*])
    };
}

mod board;
mod card;
mod decision;
mod describe;
mod final_report;
mod godsend_phase;
mod hand;
mod hand_card;
mod health;
mod last_melee;
mod legend;
mod melee;
mod players;
mod powers;
mod prompt;
mod round_summary;
// The rules are rendered by the build, natively (app::rules_text); no page carries them.
#[cfg(not(target_arch = "wasm32"))]
mod rules;
mod seat_panel;
mod setup;
mod text;
#[cfg(test)]
mod tests;

use super::i18n::Tr;
#[cfg(not(target_arch = "wasm32"))]
use super::i18n::Lang;
use super::kit::LogLine;
use super::play::GameUi;
use super::setup::GameSetup;
use crate::engine::registry::GameId;
use crate::engine::tournament::data::Character;
use crate::engine::tournament::view::Pending;
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

impl GameUi for Tournament {
    fn board() -> AnyView {
        view! { <board::Board/> }.into_any()
    }

    fn decision() -> AnyView {
        view! { <decision::Decision/> }.into_any()
    }

    fn players_panel() -> AnyView {
        view! { <players::PlayersPanel/> }.into_any()
    }

    fn report() -> AnyView {
        view! { <final_report::FinalReport/> }.into_any()
    }

    fn log(_view: &TournamentView, events: &[(usize, Seat, &TournamentEvent)], names: &[String], t: Tr) -> Vec<LogLine> {
        describe::log_lines(events, names, t.lang())
    }

    fn prompt(view: &TournamentView, names: &[String], t: Tr) -> String {
        prompt::prompt(view, names, t.lang())
    }

    fn outcome_line(outcome: &Outcome, public: &TournamentView, names: &[String], t: Tr) -> String {
        prompt::outcome_text(outcome, public, names, t.lang())
    }

    fn action_label(action: &TournamentAction, names: &[String], t: Tr) -> String {
        prompt::action_label(action, names, t.lang())
    }

    fn needs_privacy(public: &TournamentView, seat: Seat) -> bool {
        needs_privacy(public, seat)
    }
}

/// Whether `seat`'s decision needs its hand, from the public view alone: choosing a card
/// does (discarding after a draw, leading, following, Percival's Second Thoughts), everything
/// else is decided on public facts (played cards, Godsends, Weapon Hits, Health). The last
/// card of a round is no choice and is played on the table too — unless Morgan could still
/// play it face down (then which card it is stays her secret).
fn needs_privacy(public: &TournamentView, seat: Seat) -> bool {
    let Some(s) = public.seats.get(usize::from(seat)) else { return true };
    match public.pending {
        Pending::DiscardFaceDown { .. } => true,
        Pending::Lead { .. } | Pending::Follow { .. } => s.hand_size > 1 || s.powers.glamour_ready == Some(true),
        Pending::PreFeint { .. } => s.character == Character::Percival,
        _ => false,
    }
}

/// The rules in our own words, the body of their static page (written at build time).
#[cfg(not(target_arch = "wasm32"))]
pub fn rules_view(lang: Lang) -> impl IntoView {
    rules::view(lang)
}
