//! Shadows over Camelot: The Card Game — the user interface.
//!
//! The platform (`app::play`) owns the session and renders [`table::CardTable`] for exactly one
//! viewer. Every component here reads the one memo of that viewer's [`CardView`] through
//! [`Tbl`] and acts only through its `dispatch`; none keeps game state of its own.
//!
//! Layout: `table` arranges the board (`threats`, `round_table`), the viewer's decision
//! (`moves`, drawing what `turn_moves`, `announce` and `picks` plan), the viewer's own cards
//! (`mine`), the quest and end reports (`reports`) and the seats. Text lives in `names`,
//! `arith`, `describe`, `prompt`, `rules`.
//!
//! Size: the bundle has a hard gzip budget for four games, so displays without controls are
//! HTML strings (`html`, escaped text) set as inner HTML, and every decision is plain data
//! (`plan`) drawn by one renderer. Only buttons are Leptos elements.

mod announce;
mod arith;
mod banners;
mod card_face;
mod describe;
mod end_report;
mod html;
mod mine;
mod moves;
mod names;
mod picks;
mod plan;
mod prompt;
mod quest_report;
mod reports;
mod round_table;
mod rules;
mod seats;
mod setup;
mod table;
mod threats;
mod turn_moves;

use super::game_ui::{GameSetup, GameUi, TableProps};
use super::i18n::Lang;
use crate::engine::card::{CardAction, CardConfig, CardEvent, CardGame, CardView};
use crate::engine::{Outcome, Seat};
use leptos::prelude::*;

/// What every component of the table reads: the viewer's view, its legal actions, and the one
/// way to act. `Copy`, so it is a plain typed prop.
#[derive(Clone, Copy)]
pub struct Tbl {
    pub view: Memo<CardView>,
    pub legal: Memo<Vec<CardAction>>,
    pub dispatch: Callback<CardAction>,
    pub names: StoredValue<Vec<String>>,
    pub lang: Signal<Lang>,
}

impl Tbl {
    /// A section's markup, computed from the view and redrawn only when it changes (so an
    /// opened disclosure stays open, and a live region speaks only when its words change).
    pub fn markup(self, f: fn(&CardView, &[String], Lang) -> String) -> Signal<String> {
        let m = Memo::new(move |_| {
            let l = self.lang.get();
            self.view.with(|v| self.names.with_value(|ns| f(v, ns, l)))
        });
        m.into()
    }
}

impl GameSetup for CardGame {
    fn with_seats(config: &CardConfig, players: u8, first: Seat) -> CardConfig {
        CardConfig { players, first_player: first, ..*config }
    }

    fn setup_controls(config: RwSignal<CardConfig>, lang: Signal<Lang>) -> AnyView {
        view! { <setup::Variants config lang/> }.into_any()
    }
}

impl GameUi for CardGame {
    fn table(props: TableProps<Self>) -> AnyView {
        let t = Tbl {
            view: props.view,
            legal: props.legal,
            dispatch: props.dispatch,
            names: StoredValue::new(props.names),
            lang: props.lang,
        };
        view! { <table::CardTable t/> }.into_any()
    }

    fn describe(event: &CardEvent, names: &[String], lang: Lang) -> String {
        describe::describe(event, names, lang)
    }

    fn prompt(view: &CardView, names: &[String], lang: Lang) -> String {
        prompt::prompt(view, names, lang)
    }

    fn outcome_text(outcome: &Outcome, view: &CardView, names: &[String], lang: Lang) -> String {
        prompt::outcome_text(outcome, view, names, lang)
    }

    fn action_label(action: &CardAction, names: &[String], lang: Lang) -> String {
        prompt::action_label(action, names, lang)
    }

    fn is_decline(action: &CardAction) -> bool {
        *action == CardAction::Decline
    }

    /// Galahad's look, a knight card received, Gawain's three cards: seen before passing on.
    fn shows_actor(event: &CardEvent) -> bool {
        matches!(event, CardEvent::GalahadSaw { .. } | CardEvent::KnightReceived { .. } | CardEvent::GawainDrew { .. })
    }
}

/// The rules page in our own words, as HTML (written to a static page at build time).
#[must_use]
pub fn rules_html(lang: Lang) -> &'static str {
    rules::html(lang)
}

#[cfg(test)]
mod tests;
