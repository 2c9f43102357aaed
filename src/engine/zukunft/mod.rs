//! # Die Zukunft von Camelot — the rules engine
//!
//! (The module documentation is completed below the code's first version.)

pub mod actions;
pub mod board;
pub mod data;
mod determinize;
pub mod events;
mod rules;
pub mod setup;
pub mod state;
pub mod view;

pub use actions::{TrainBonus, ZukunftAction, ZukunftError};
pub use board::{Effect, Room, Space};
pub use data::{
    grail_set_score, grail_sets, Colour, GrailPart, Hero, MissionCard, MissionId, RoomColour,
    ShieldKind, Side, SideChoice, Stack, MISSIONS,
};
pub use events::{
    ColourFinal, FinalItem, FinalLine, FinalReport, Lapse, PredictionLine, RebelSide, RedEntry,
    RedReport, Reveal, Standing, TableSide, Via, Why, ZukunftEvent,
};
pub use rules::predict::{new_turn_order, Guess};
pub use rules::rooms::training_line;
pub use setup::{ColourSetup, SetupError, SetupStart, ZukunftSetup};
pub use state::{Figure, HeroState, Occupant, Source, Zukunft, ZukunftConfig};
pub use view::{ColourView, HeroView, MagicianView, Pending, PrivateView, SpaceView, ZukunftView};

use crate::engine::{Applied, ConfigError, Game, Outcome, Seat, Turn, Viewer};

impl Game for Zukunft {
    const ID: &'static str = "zukunft";
    const PLAYERS: (u8, u8) = (2, 5);

    type Config = ZukunftConfig;
    type Action = ZukunftAction;
    type Event = ZukunftEvent;
    type View = ZukunftView;
    type Error = ZukunftError;

    fn new(config: &ZukunftConfig, seed: u64) -> Result<Self, ConfigError> {
        Zukunft::setup(config, seed)
    }

    fn players(&self) -> u8 {
        self.n()
    }

    fn turn(&self) -> Turn {
        self.turn_now()
    }

    fn legal_actions_into(&self, seat: Seat, out: &mut Vec<ZukunftAction>) {
        out.clear();
        self.each_legal(seat, &mut |a| out.push(a));
    }

    fn apply_into(
        &mut self,
        seat: Seat,
        action: &ZukunftAction,
        events: &mut Vec<ZukunftEvent>,
    ) -> Result<Applied, ZukunftError> {
        // Nothing changes before this check: a refused action leaves the state as it was.
        if !self.is_legal(seat, *action) {
            return Err(self.refusal(seat, *action));
        }
        let mut fx = rules::Fx::new(events);
        self.dispatch(seat, *action, &mut fx);
        Ok(Applied { undoable: !fx.hidden })
    }

    fn view(&self, viewer: Viewer) -> ZukunftView {
        self.view_for(viewer)
    }

    fn outcome(&self) -> Option<Outcome> {
        self.outcome_now()
    }

    fn determinize(&self, seat: Seat, seed: u64) -> Self {
        self.sample(seat, seed)
    }

    fn default_config(players: u8) -> ZukunftConfig {
        ZukunftConfig { players, ..ZukunftConfig::default() }
    }

    fn sample_configs() -> Vec<ZukunftConfig> {
        let mixes = [
            [SideChoice::A; 4],
            [SideChoice::B; 4],
            [SideChoice::A, SideChoice::B, SideChoice::A, SideChoice::B],
            [SideChoice::Random; 4],
        ];
        let mut v = Vec::new();
        for players in 2..=5 {
            for sides in mixes {
                for (heroes, expert) in [(false, false), (true, false), (true, true)] {
                    v.push(ZukunftConfig {
                        players,
                        first_player: players - 1,
                        sides,
                        heroes,
                        expert,
                        colours: None,
                    });
                }
            }
        }
        v
    }

    fn has_secrets(&self) -> bool {
        true
    }
}
