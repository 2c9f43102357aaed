//! *Schatten über Camelot* (the 2005 board game) — the board.
//!
//! The files mirror the table, one component each. [`board::Board`] is the game board: the
//! latest results ([`news::News`]: the black card just drawn with what it does, a quest's end
//! with both sums, the d8), Camelot ([`camelot::Camelot`]: the Round Table's swords, the siege
//! ring, the piles) and every quest area ([`quest_area::QuestArea`] around a
//! [`combat_quest::CombatQuest`], [`excalibur::ExcaliburTrack`], [`grail::GrailRow`] or
//! [`war::WarTrack`]) with the knights' figures ([`figures::Figures`]) and relics where they
//! are, and the places the acting knight may ride to lit up. [`decision::Decision`] is the
//! acting seat's panel: its knight ([`knight_panel::KnightPanel`]: life, coat of arms and
//! power, loyalty, hand), then the Progression choice ([`progression::Progression`]), the
//! heroic actions with their costs and reasons ([`heroic::Heroic`]), the siege fight
//! ([`siege_fight::SiegeFight`]) or the question of the moment ([`choices::Choices`]).
//! [`players::Players`] lists every seat ([`seat::SeatCard`]); [`final_report::FinalReport`]
//! turns every loyalty card up and explains the end. Words live in plain functions with
//! native tests: `names`, `arith`, `describe` (the log), `prompt`, `reasons`.

mod arith;
mod board;
mod camelot;
mod choices;
mod combat_quest;
mod decision;
mod describe;
mod excalibur;
mod figure;
mod figures;
mod final_report;
mod grail;
mod hand;
mod heroic;
mod knight_panel;
mod names;
mod news;
mod players;
mod progression;
mod prompt;
mod quest_area;
mod reasons;
// The rules are rendered by the build, natively (app::rules_text); no page carries them.
#[cfg(not(target_arch = "wasm32"))]
mod rules;
mod seat;
mod setup;
mod siege_fight;
mod war;

#[cfg(test)]
mod tests;

use super::i18n::Tr;
#[cfg(not(target_arch = "wasm32"))]
use super::i18n::Lang;
use super::kit::LogLine;
use super::play::GameUi;
use super::setup::GameSetup;
use crate::engine::registry::GameId;
use crate::engine::schatten::{Pending, Schatten, SchattenAction, SchattenConfig, SchattenEvent, SchattenView};
use crate::engine::{Outcome, Seat};
use leptos::prelude::*;

impl GameSetup for Schatten {
    const GAME: GameId = GameId::Schatten;

    fn with_seats(config: &SchattenConfig, players: u8, first: Seat) -> SchattenConfig {
        setup::with_seats(config, players, first)
    }

    /// King Arthur starts, or a seat drawn at random (S-SETUP-11): the form does not ask.
    fn has_first_player() -> bool {
        false
    }

    fn variants(config: RwSignal<SchattenConfig>) -> AnyView {
        view! { <setup::SchattenVariants config/> }.into_any()
    }
}

impl GameUi for Schatten {
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

    fn log(_view: &SchattenView, events: &[(usize, Seat, &SchattenEvent)], names: &[String], t: Tr) -> Vec<LogLine> {
        describe::log_lines(events, names, t)
    }

    fn prompt(public: &SchattenView, names: &[String], t: Tr) -> String {
        prompt::prompt(public, names, t)
    }

    fn outcome_line(outcome: &Outcome, public: &SchattenView, _names: &[String], t: Tr) -> String {
        prompt::outcome_line(outcome, public, t)
    }

    fn action_label(action: &SchattenAction, names: &[String], t: Tr) -> String {
        prompt::action_label(action, names, t)
    }

    fn shows_actor(event: &SchattenEvent) -> bool {
        use SchattenEvent as E;
        matches!(event, E::WhiteDrawn { .. } | E::PeekSaw { .. } | E::ClairvoyanceSaw { .. } | E::LoyaltySeen { .. } | E::CardPassed { .. })
    }

    fn needs_privacy(public: &SchattenView, seat: Seat) -> bool {
        needs_privacy(public, seat)
    }
}

/// Whether `seat`'s next decision needs its private view, from the public view alone
/// (S-INFO-1): choices made with the hand, the loyalty card or a card only the seat has seen
/// need it; the others (a war to choose, a volunteer's answer, the Grail's drink, the
/// proposer's assignment of a face-up pool, the revealed Traitor's turn) are made on the open
/// table, and their legal actions do not depend on any secret (tested in `tests`).
/// Every seat asked in a Merlin round takes the device, holder or not (S-MERLIN-4).
#[must_use]
pub fn needs_privacy(public: &SchattenView, seat: Seat) -> bool {
    use Pending as P;
    let known = public.seats.get(usize::from(seat)).is_some_and(|s| s.public || s.proven);
    match public.pending {
        // A hidden knight may reveal himself as the Traitor here (S-TRA-2): always in private,
        // unless his loyalty is already known to all.
        P::Progression { .. } => !known,
        P::Excalibur { owner, drawer, .. } => owner == drawer,
        P::War { .. } | P::Volunteer { .. } | P::Drink { .. } | P::Assign { .. } | P::Taunt { .. } | P::TraitorEvil { .. } | P::Over => false,
        _ => true,
    }
}

/// The rules in our own words, the body of their static page (written at build time).
#[cfg(not(target_arch = "wasm32"))]
pub fn rules_view(lang: Lang) -> impl IntoView {
    rules::view(lang)
}
