//! The user interface of *Die Zukunft von Camelot*: the castle as the board.
//!
//! One component per file: [`board::Board`] lays out the table — the turn-order and score
//! tracks ([`tracks::Tracks`]), the throne room with the predictions ([`throne::Throne`]), the
//! last reveal ([`reveal::RevealPanel`]), the face-up missions by row ([`missions::Missions`]),
//! the hinterland with the Grail stacks ([`hinterland::Hinterland`]) and every room in play
//! ([`room::RoomView`], each space a [`space::SpaceCell`] whose effect is readable on a tap).
//! [`decision::Decision`] is what the acting colour may do: the fist (private, 0–3 or bring
//! knights back), the prediction, the mission, and each placement as the legal spaces of the
//! highlighted room. [`players::PlayersPanel`] holds a [`colour_panel::ColourPanel`] per colour
//! (its screen: knights behind it, and the Grail tiles and Merlin values only in the owner's own
//! view); with 2 players a seat's two colours stand together. [`final_report::FinalReport`] is
//! final scoring as a table, step by step. Pure text lives in `names` and `describe`.

mod board;
mod colour_panel;
mod decision;
mod describe;
mod final_report;
mod hinterland;
mod missions;
mod names;
mod players;
mod reveal;
mod room;
// The rules are rendered by the build, natively (app::rules_text); no page carries them.
#[cfg(not(target_arch = "wasm32"))]
mod rules;
mod setup;
mod space;
mod throne;
mod tracks;
#[cfg(test)]
mod tests;

use super::i18n::Tr;
#[cfg(not(target_arch = "wasm32"))]
use super::i18n::Lang;
use super::kit::LogLine;
use super::play::GameUi;
use super::setup::GameSetup;
use crate::engine::registry::GameId;
use crate::engine::zukunft::view::{Pending, ZukunftView};
use crate::engine::zukunft::{Zukunft, ZukunftAction, ZukunftConfig, ZukunftEvent};
use crate::engine::{Outcome, Seat};
use leptos::prelude::*;

impl GameSetup for Zukunft {
    const GAME: GameId = GameId::Zukunft;

    fn with_seats(config: &ZukunftConfig, players: u8, first: Seat) -> ZukunftConfig {
        setup::with_seats(config, players, first)
    }

    fn variants(config: RwSignal<ZukunftConfig>) -> AnyView {
        view! { <setup::ZukunftVariants config/> }.into_any()
    }
}

impl GameUi for Zukunft {
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

    fn log(view: &ZukunftView, events: &[(usize, Seat, &ZukunftEvent)], names: &[String], t: Tr) -> Vec<LogLine> {
        describe::log_lines(view, events, names, t)
    }

    fn prompt(view: &ZukunftView, names: &[String], t: Tr) -> String {
        describe::prompt(view, names, t)
    }

    fn outcome_line(outcome: &Outcome, public: &ZukunftView, names: &[String], t: Tr) -> String {
        describe::outcome_line(outcome, public, names, t)
    }

    fn action_label(action: &ZukunftAction, _names: &[String], t: Tr) -> String {
        describe::action_label(action, None, t)
    }

    fn needs_privacy(public: &ZukunftView, seat: Seat) -> bool {
        needs_privacy(public, seat)
    }
}

/// Whether `seat`'s next decision needs its private view, from the public view alone. The fist
/// is secret (a simultaneous choice, always asked in private); the prediction is made knowing
/// one's own fist (Z-PRED-1), so every predictor is asked in private, whatever it holds; and
/// while Parzival looks through the Grail supply only his player may see it (Z-HERO-PAR-2).
/// Every other decision (missions, placements, Grail stacks, bonuses) is made on the open table
/// from public facts: its legal actions do not depend on a secret.
pub fn needs_privacy(public: &ZukunftView, _seat: Seat) -> bool {
    matches!(public.pending, Pending::Fists { .. } | Pending::Predict { .. } | Pending::Grail { picking: true, .. })
}

/// The rules in our own words, the body of their static page (written at build time).
#[cfg(not(target_arch = "wasm32"))]
pub fn rules_view(lang: Lang) -> impl IntoView {
    rules::view(lang)
}
