//! The user interface of *Die Zukunft von Camelot*: the castle drawn as the board.
//!
//! One component per file. [`board::Board`] lays out the table: the castle inside the score
//! track round its edge ([`score_ring::ScoreRing`], a marker per colour), Merlin's row on top
//! ([`merlin::MerlinRow`]), the four rooms round the throne room as on the board
//! ([`room::RoomView`], each drawn by [`drawing`] from its [`layout`] plan, each field a
//! [`space::SpaceCell`] with its [`piece::Piece`] or printed effect), the throne room with the
//! turn-order track and the prediction numbers ([`throne::Throne`], the magicians moving between
//! them), then the last reveal ([`reveal::RevealPanel`]), the missions beside their stacks
//! ([`missions::Missions`], each a [`mission_card::MissionCard`]) and the hinterland with the
//! Grail stacks ([`hinterland::Hinterland`]). Every figure, marker and card is keyed, so the
//! game screen's motion (`kit::flip`) slides it from where it was to where it is.
//!
//! [`decision::Decision`] is what the acting colour may do: the fist (private, 0–3 or bring
//! knights back), the prediction, the mission card, and each placement as the room drawn large
//! with its legal fields as the buttons ([`room_choice::RoomChoice`]); the player's own Merlin
//! and Grail tiles stand beside it ([`my_tiles::MyTiles`]). [`players::PlayersPanel`] holds a
//! panel per colour ([`colour_panel`]); with 2 players a seat's two colours stand together.
//! [`final_report::FinalReport`] is final scoring step by step. Pure text lives in `names` and
//! `describe`.

mod board;
mod colour_panel;
mod decision;
mod describe;
mod drawing;
mod final_report;
mod hinterland;
mod layout;
mod merlin;
mod mission_card;
mod missions;
mod my_tiles;
mod names;
mod piece;
mod players;
mod reveal;
mod room;
mod room_choice;
// The rules are rendered by the build, natively (app::rules_text); no page carries them.
#[cfg(not(target_arch = "wasm32"))]
mod rules;
mod score_ring;
mod setup;
mod space;
mod throne;
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

    /// The first turn order is drawn (Z-SETUP-10); only in the expert variant does the first
    /// player begin, picking a colour first (Z-XPERT-1).
    fn asks_first_player(config: &ZukunftConfig) -> bool {
        config.expert
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
