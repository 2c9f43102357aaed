//! Shadows over Camelot: The Card Game — PLACEHOLDER DOCS (rewritten below once the code settles).

mod actions;
mod data;
mod determinize;
mod events;
mod few;
mod rules;
mod state;
mod view;

pub use actions::{CardAction, CardError};
pub use data::{
    all_rumor_cards, loyalty_cards, morgan_pool, Card, Knight, Loyalty, Quest, QuestSet, ACCUSE_MIN_SWORDS, CARD_KINDS,
    LOYAL_CARDS, MORGANS_IN_PLAY, QUEST_TOKENS, SWORD_TOKENS, TRAITOR_CARDS, WIN_SWORDS,
};
pub use events::CardEvent;
pub use few::Few;
pub use rules::end::{EndReport, EndResult, SeatLoyalty};
pub use rules::setup::{CardSetup, Rest, SetupCard, SetupError};
pub use rules::tally::{Band, GawainPlay, Part, QuestReport, Removal, Tally, TurnedUp};
pub use state::{CardConfig, CardGame, PercivalCause, Side, Token, MAX_PLAYERS};
pub use view::{CardView, Pending, PrivateView, SeatView, TokenView, TopCard};

use crate::engine::{Applied, ConfigError, Game, Outcome, Seat, Turn, Viewer};

impl Game for CardGame {
    const ID: &'static str = "card";
    const PLAYERS: (u8, u8) = (1, MAX_PLAYERS as u8);

    type Config = CardConfig;
    type Action = CardAction;
    type Event = CardEvent;
    type View = CardView;
    type Error = CardError;

    fn new(config: &CardConfig, seed: u64) -> Result<Self, ConfigError> {
        CardGame::setup(config, seed)
    }

    fn players(&self) -> u8 {
        self.n()
    }

    fn turn(&self) -> Turn {
        self.turn_now()
    }

    fn legal_actions_into(&self, seat: Seat, out: &mut Vec<CardAction>) {
        out.clear();
        self.each_legal(seat, &mut |a| out.push(a));
    }

    fn apply_into(&mut self, seat: Seat, action: &CardAction, events: &mut Vec<CardEvent>) -> Result<Applied, CardError> {
        // Nothing changes before this check: a refused action leaves the state as it was.
        if !self.is_legal(seat, *action) {
            return Err(self.refusal(seat, *action));
        }
        let mut fx = rules::Fx::new(events);
        self.dispatch(seat, *action, &mut fx);
        Ok(Applied { undoable: !fx.hidden })
    }

    fn view(&self, viewer: Viewer) -> CardView {
        self.view_for(viewer)
    }

    fn outcome(&self) -> Option<Outcome> {
        self.outcome_now()
    }

    fn determinize(&self, seat: Seat, seed: u64) -> Self {
        self.sample(seat, seed)
    }

    fn default_config(players: u8) -> CardConfig {
        CardConfig { players, ..CardConfig::default() }
    }

    fn sample_configs() -> Vec<CardConfig> {
        let mut v = Vec::new();
        for players in 1..=MAX_PLAYERS as u8 {
            for (promos, knights) in [(false, false), (true, false), (false, true), (true, true)] {
                v.push(CardConfig { players, first_player: 0, promos, knights });
            }
        }
        v
    }

    fn has_secrets(&self) -> bool {
        self.has_loyalty()
    }
}
