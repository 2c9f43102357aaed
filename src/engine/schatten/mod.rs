//! Schatten über Camelot (Shadows over Camelot, the 2005 board game) — the rules engine.
//!
//! # The game in brief (our words)
//!
//! 3–7 knights (8 with Sir Bedivere) defend Camelot together; one of them may secretly be the
//! Traitor. Each turn a knight first feeds Evil (**Progression of Evil**: draw a black card and
//! carry it out, add a siege engine, or lose a life), then performs one **heroic action**
//! (move, the quest action where he stands, a special white card, heal with three equal cards,
//! or accuse), optionally a second one of another type for a life. Quests are won or lost by
//! white and black cards: the Black Knight, Lancelot (then the Dragon), Excalibur's track, the
//! Grail's row, the Pict and Saxon wars; in Camelot knights draw cards or fight siege engines
//! with the d8. Won quests lay white swords on the Round Table, lost ones black swords and
//! siege engines. Twelve siege engines or seven black swords lose at once; at twelve swords the
//! hidden Traitor turns two white swords black and the knights win on a white majority.
//!
//! # Sources
//!
//! The German summary (`shared/rulebooks/schatten-ueber-camelot.de.txt`, binding sentence by
//! sentence) and the project's spec (`shared/specs/schatten-ueber-camelot.md`), which numbers
//! every rule (`S-…`) and maps each sentence of the summary to rule IDs (its Appendix A).
//! The code cites the IDs; `tests/schatten_*.rs` name the IDs they check and
//! `tests/schatten_rules_index.rs` fails for any ID no test names.
//!
//! # Decisions of ours (where the spec is silent)
//!
//! - **Traitor deal** ([`TraitorDeal`]): the rules deal from all eight loyalty cards, so a
//!   Traitor is in play with probability players/8. A config option can also force one in
//!   (`Always`: one Traitor card and players−1 Loyal) or out (`Never`) — for tests, the
//!   random-play suite and tables that want certainty. `Official` is the default.
//! - **Host-chosen knights**: `knights` in the config (S-SETUP-3 allows it); empty draws them.
//! - **Setup Merlins with Bedivere**: below 8 players Bedivere gets a Merlin like everyone;
//!   only at 8 (7 Merlins for 8 players) does his seat get 6 random cards (S-SETUP-12).
//! - **Sequential asks, no `Turn::Window`**: the spec's Merlin window is a clockwise pledge
//!   round (S-MERLIN-4): each knight in turn is asked, holders and non-holders alike, so asking
//!   reveals nothing. Volunteer rounds likewise. Secret simultaneous choices (setup card,
//!   forced discards, share votes) are `Turn::Simultaneous`; a choice is put aside until all are
//!   in, and only then shown.
//! - **Multi-step choices**: a siege fight lays its cards one [`SchattenAction::FightAdd`] at a
//!   time, then [`SchattenAction::Roll`]s; Messenger gives one card per action (1–3, then
//!   `Done`); Clairvoyance names the next card from the top; the share proposer assigns one
//!   pool card per action and the vote follows by itself once the pool is assigned.
//! - **Second action payment** (S-TURN-11): taking a heroic action after the first pays the
//!   life automatically, before the action; there is no separate "pay" action.
//! - **Tristan** (S-KN-TRI): a Move out of Camelot is always his free departure; the mandatory
//!   action cannot be fulfilled by it, so "end phase" is not offered while his only heroic
//!   actions would be such moves.
//! - **Clairvoyance and others' knowledge**: when a seat reorders the top cards, what any other
//!   seat knew of those positions (Percival's peek) is forgotten: they know the set, no longer
//!   the order, and we do not track sets.
//! - **Memory of passed cards**: a seat's view does not remember which white cards it saw go
//!   into another hand (shared rewards, Messenger, Arthur's exchange); the log has them.
//!   Determinize therefore treats other hands as unknown beyond their sizes.
//! - **Proven loyal**: a loyal Fate shows everyone the player is loyal, and a lone knight left in
//!   play after an end-of-turn check must be loyal (else the game would have ended); views show
//!   such seats as proven, and determinize keeps them loyal.
//! - **Fate by the Traitor in his own turn** ends his knight turn (he is no longer a knight).
//! - **Reshuffle with an empty discard pile** (S-DECK-3, S-DEF-34): the rule is unconditional.
//!   When a draw pile empties and its own discard pile is empty, that pile stays empty (its
//!   draws do not happen, S-DECK-4) and the other colour's discard pile still goes, shuffled,
//!   under its draw pile. Only with both discard piles empty is there nothing to reshuffle.
//! - **Merlin (b) on the Grail** removes the black card nearest the middle only if it is a
//!   Despair (S-Q-GRA-5); on combat quests the last card laid, which is always standard.
//! - **Excalibur's +1 in a combat** counts when the owner is present at the resolution, even on
//!   another player's turn; the Armor goes to the knight present even if he is doomed.
//! - **Morgan #1's volunteer** discards his three cards with the same secret-choice action as
//!   forced discards ([`SchattenAction::Discard`]).
//! - **Timeouts** (S-DP-0's last column) are the app's business; [`Schatten::timeout_default`]
//!   gives the spec's default answer for each decision.
//!
//! # Rule index: where each rule lives
//!
//! | Rules | Code |
//! |---|---|
//! | S-COMP-1 … -4, §2 card tables | `data.rs`: [`White`], [`Black`], [`Knight`], [`Place`], [`reward`], constants |
//! | S-DECK-1 … -6, S-DEF-09, -34 | `rules/decks.rs` |
//! | S-SETUP-1 … -12, S-LOY-1 | `rules/setup.rs`: `setup`, `setup_give`; `rules/end.rs` (the 3-player look) |
//! | S-SHARE-1 … -6, S-DEF-40, -45 | `rules/share.rs` |
//! | S-TURN-1 … -9, S-KN-PER | `rules/setup.rs`: `start_turn`; `rules/progression.rs` |
//! | S-TURN-10 … -19, S-DEF-26, -29, -43, -49 | `rules/heroic.rs` |
//! | S-TURN-20, S-LIFE-1 … -5, S-REL-GRAIL-2, -3 | `rules/life.rs` |
//! | S-TURN-21, S-DP-0 … -22 | `rules/mod.rs`: `turn_now`, `each_legal`, `dispatch`; `timeout.rs` |
//! | S-BLACK-1 … -10, S-BS-*, S-MERLIN-*, S-REL-ARMOR-2, S-REL-EXC-3 | `rules/black.rs` |
//! | S-BX-* | `rules/specials.rs`; Desolation/Despair on the Grail in `rules/quests/grail.rs` |
//! | S-WS-* | `rules/whites.rs`; Fate in `rules/traitor.rs` |
//! | S-Q-GEN-*, S-Q-END, S-Q-REW | `rules/quests/mod.rs` |
//! | S-Q-CMB-*, S-KN-KAY | `rules/quests/combat.rs` |
//! | S-Q-EXC-* | `rules/quests/excalibur.rs` |
//! | S-Q-GRA-* | `rules/quests/grail.rs` |
//! | S-Q-WAR-* | `rules/quests/wars.rs`, arrivals in `rules/black.rs` |
//! | S-Q-CAM-*, S-KN-GAW | `rules/quests/camelot.rs` |
//! | S-REL-* | `rules/quests/mod.rs` (won, lost), `rules/life.rs` (death), `rules/traitor.rs` (reveal) |
//! | S-KN-ART, -GAL, -BED; -TRI | `rules/knights.rs`; `rules/heroic.rs` |
//! | S-KN-PAL | `rules/quests/mod.rs`: `quest_end` |
//! | S-TRA-1 … -7, S-ACC-1 … -4 | `rules/traitor.rs`; the Traitor's turn in `rules/setup.rs` and `rules/mod.rs` |
//! | S-END-1 … -5 | `rules/end.rs`; S-END-1c in `rules/life.rs`: `turn_end` |
//! | S-INFO-1, -2, S-TALK-* | `view.rs`, `determinize.rs`, [`SchattenEvent::visible_to`](crate::engine::GameEvent::visible_to) |
//!
//! # Layout
//!
//! `data.rs` the components; `state.rs` the full state and its task stack; `actions.rs` actions
//! and errors; `rules/` one module per phase and `rules/quests/` one per quest; `view.rs` what a
//! seat may see; `events.rs` the log; `determinize.rs` samples of what a seat cannot see;
//! `timeout.rs` the default answers; `scenario.rs` hand-built positions for tests.

mod actions;
mod data;
mod determinize;
mod known;
mod events;
mod playout;
mod rules;
mod scenario;
mod state;
mod timeout;
mod view;

pub use actions::{Pick, SchattenAction, SchattenError, Special};
pub use data::{
    black_deck, reward, white_deck, Black, Kind, Knight, Loyalty, Place, Reward, White, ACCUSE_AT,
    ALL_SWORDS, BLACK_DEFEAT, EXCALIBUR_LOST, EXCALIBUR_START, LOYAL_CARDS, MAX_LIFE, SIEGE_ENGINES,
    START_LIFE, TRAITOR_CARDS, WAR_SEQUENCE,
};
pub use events::{CombatReport, DiscardCause, LifeCause, RelicName, SchattenEvent};
pub use rules::quests::combat::fits;
pub use scenario::Scenario;
pub use timeout::TimeoutDefault;
pub use state::{
    EndCause, EndReport, Hand, KayCtx, News, Relic, Schatten, SchattenConfig, ShareCtx, Side, Status,
    Task, TraitorDeal, MAX_PLAYERS,
};
pub use view::{CombatView, Pending, PrivateView, SchattenView, SeatView, SeenBlack, ShareView, WarView};

use crate::engine::rng::Rng;
use crate::engine::knowledge::{Knowledge, KnowledgeError};
use crate::engine::{Applied, ConfigError, Game, Outcome, Seat, Turn, Viewer};

impl Game for Schatten {
    const ID: &'static str = "schatten";
    const PLAYERS: (u8, u8) = (3, MAX_PLAYERS as u8);

    type Config = SchattenConfig;
    type Action = SchattenAction;
    type Event = SchattenEvent;
    type View = SchattenView;
    type Error = SchattenError;

    fn new(config: &SchattenConfig, seed: u64) -> Result<Self, ConfigError> {
        Schatten::setup(config, seed)
    }

    fn players(&self) -> u8 {
        self.n
    }

    fn turn(&self) -> Turn {
        self.turn_now()
    }

    fn legal_actions_into(&self, seat: Seat, out: &mut Vec<SchattenAction>) {
        self.legal_into(seat, out);
    }

    fn apply_into(
        &mut self,
        seat: Seat,
        action: &SchattenAction,
        events: &mut Vec<SchattenEvent>,
    ) -> Result<Applied, SchattenError> {
        // Nothing changes before this check: a refused action leaves the state as it was.
        if !self.is_legal(seat, *action) {
            return Err(self.refusal(seat, *action));
        }
        let from = events.len();
        let mut fx = rules::Fx::new(events);
        self.dispatch(seat, *action, &mut fx);
        let undoable = !fx.hidden;
        // The board's record of the latest results (public events only; no rule reads it).
        for e in events.get(from..).unwrap_or(&[]) {
            self.news.note(e);
        }
        Ok(Applied { undoable })
    }

    fn view(&self, viewer: Viewer) -> SchattenView {
        self.view_for(viewer)
    }

    fn outcome(&self) -> Option<Outcome> {
        self.outcome_now()
    }

    fn from_knowledge(known: &Knowledge<Self>) -> Result<Self, KnowledgeError> {
        Self::rebuild(known)
    }

    fn resample(&self, seat: Seat, seed: u64) -> Self {
        self.sample(seat, seed)
    }

    fn playout_action(&self, seat: Seat, legal: &[SchattenAction], rng: &mut Rng) -> Option<SchattenAction> {
        self.playout_move(seat, legal, rng)
    }

    fn search_leans_on_policy(&self) -> bool {
        true
    }

    fn playout_depth(&self) -> Option<usize> {
        Some(playout::PLAYOUT_DEPTH)
    }

    fn playout_value(&self, seat: Seat) -> f32 {
        self.playout_value_of(seat)
    }

    fn default_config(players: u8) -> SchattenConfig {
        SchattenConfig { players, bedivere: players > 7, ..SchattenConfig::default() }
    }

    fn sample_configs() -> Vec<SchattenConfig> {
        let mut v = Vec::new();
        for players in 3..=7u8 {
            for traitor in [TraitorDeal::Always, TraitorDeal::Never] {
                v.push(SchattenConfig { players, traitor, ..SchattenConfig::default() });
            }
        }
        v.push(SchattenConfig { players: 4, bedivere: true, ..SchattenConfig::default() });
        v.push(SchattenConfig { players: 8, bedivere: true, ..SchattenConfig::default() });
        v
    }
}
