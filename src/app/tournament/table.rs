//! The table: one viewer's screen, laid out from the one memo of that viewer's view. Children
//! read the memo and the shared [`Ctx`]; none holds game state of its own.

use super::decision::decision_panel;
use super::godsend_phase::godsend_phase;
use super::hand::hand_panel;
use super::html::{el, shown};
use super::melee::melee;
use super::ranking::ranking;
use super::round_summary::round_summary;
use super::seat_panel::seat_panel;
use super::text::who;
use crate::app::game_ui::TableProps;
use crate::app::i18n::Lang;
use crate::engine::tournament::view::{Pending, TournamentView};
use crate::engine::tournament::{Tournament, TournamentAction};
use crate::engine::Viewer;
use crate::tr;
use leptos::prelude::*;

/// What every part of the table reads besides the view.
#[derive(Clone, Copy)]
pub struct Ctx {
    pub lang: Signal<Lang>,
    pub names: StoredValue<Vec<String>>,
    pub legal: Memo<Vec<TournamentAction>>,
    pub dispatch: Callback<TournamentAction>,
}

impl Ctx {
    pub fn name(&self, seat: u8) -> String {
        self.names.with_value(|n| who(n, seat))
    }
}

pub fn ctx() -> Ctx {
    expect_context::<Ctx>()
}

/// The line over the melee: round, melee, dealer, decks.
pub fn status(v: &TournamentView, names: &[String], l: Lang, _: u8) -> String {
    let dealer = who(names, v.dealer);
    let melee = if matches!(v.pending, Pending::Godsend { .. } | Pending::GameOver) {
        String::new()
    } else {
        tf!(l, " · melee {0} of 12", " · Gefecht {0} von 12", &v.melee_number)
    };
    el("p", "t-status", &tf!(l, "Round {0}{1} · dealer {2} · Draw Deck {3} · Godsend deck {4}", "Runde {0}{1} · Geber {2} · Nachziehstapel {3} · Gottesgaben {4}", &v.round, &melee, &dealer, &v.draw_deck, &v.godsend_deck))
}

/// The centre of the table: the melee, or between rounds the summary with the Godsend phase,
/// or at the end the ranking. `seat_view` is 1 while a seat holds the device: the round
/// summary, already shown on the pass screen, then starts folded.
pub fn centre(v: &TournamentView, names: &[String], l: Lang, seat_view: u8) -> String {
    match v.pending {
        Pending::GameOver => ranking(v, names, l) + &round_summary(v, names, l, true),
        // On the pass screen the round's arithmetic comes first; the picker sees the Godsends first.
        Pending::Godsend { .. } if seat_view == 0 => round_summary(v, names, l, true) + &godsend_phase(v, names, l),
        Pending::Godsend { .. } => godsend_phase(v, names, l) + &round_summary(v, names, l, false),
        // A new round before its first card: last round's summary stays on top.
        _ if fresh_round(v) => round_summary(v, names, l, seat_view == 0) + &melee(v, names, l),
        _ => melee(v, names, l),
    }
}

/// Whether the round has just been dealt and nobody has played yet.
fn fresh_round(v: &TournamentView) -> bool {
    v.melee_number == 1 && v.melee.cards.is_empty() && v.melee.discards.is_empty() && v.last_melee.as_ref().is_none_or(|m| m.result.melee == 12)
}

pub fn table(props: TableProps<Tournament>) -> AnyView {
    let TableProps { view, viewer, legal, dispatch, names, lang } = props;
    let cx = Ctx { lang, names: StoredValue::new(names), legal, dispatch };
    provide_context(cx);
    // The seats never change; each panel follows the view by itself.
    let count = view.with_untracked(|v| v.seats.len());
    let seats = (0..count).map(|i| seat_panel(view, i as u8)).collect_view();
    let (decide, hand) = match viewer {
        Viewer::Seat(s) => (Some(decision_panel(view, s)), Some(hand_panel(view, s))),
        Viewer::Public => (None, None),
    };
    // Between melees (declarations, transfers, Godsends) the choices come first; during a
    // melee they follow the melee they are about.
    let between = Memo::new(move |_| view.with(|v| matches!(v.pending, Pending::Declarations { .. } | Pending::Transfers { .. } | Pending::Godsend { .. })));
    view! {
        <div class="tournament" class:between=move || between.get()>
            {shown("t-top", view, status, 0)}
            {shown("", view, centre, u8::from(hand.is_some()))}
            {decide}
            {hand}
            <section class="t-seats" aria-label=tr!(lang.get_untracked(), "Players", "Spieler")>{seats}</section>
            {shown("", view, |v, names, l, _| {
                let on_top = matches!(v.pending, Pending::Godsend { .. } | Pending::GameOver) || fresh_round(v);
                if on_top { String::new() } else { round_summary(v, names, l, false) }
            }, 0)}
        </div>
    }
    .into_any()
}
