//! The answer the engine's spec gives for each decision when a player times out or a bot has
//! no policy (S-DP-0, last column of the table; S-DEF-48).

use super::actions::SchattenAction;
use super::data::Place;
use super::state::{Ask, Schatten};
use crate::engine::Seat;
use serde::Serialize;

/// A default answer: a fixed action, or a uniformly random legal one (the spec's "random card").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum TimeoutDefault {
    Act(SchattenAction),
    RandomLegal,
}

impl Schatten {
    /// The default answer of `seat` to the decision pending now; `None` if it need not act.
    #[must_use]
    pub fn timeout_default(&self, seat: Seat) -> Option<TimeoutDefault> {
        let mut legal = Vec::new();
        self.legal_into(seat, &mut legal);
        let first = *legal.first()?;
        let act = TimeoutDefault::Act;
        let draw_else_siege = || {
            act(if legal.contains(&SchattenAction::DrawBlack) {
                SchattenAction::DrawBlack
            } else {
                SchattenAction::Siege
            })
        };
        Some(match self.ask {
            Ask::SetupGive | Ask::Assign | Ask::Discard { .. } | Ask::Exchange { .. } | Ask::Taunt => {
                TimeoutDefault::RandomLegal
            }
            Ask::Vote => act(SchattenAction::Reject),
            Ask::Progression | Ask::TraitorEvil => draw_else_siege(),
            Ask::Armor { cards, .. } => act(SchattenAction::KeepBlack(cards[0])),
            Ask::Face { .. } => act(SchattenAction::FaceUp),
            Ask::Merlin { .. } => act(SchattenAction::Pledge(0)),
            Ask::Excalibur { .. } | Ask::Volunteer { .. } | Ask::Kay { .. } => act(SchattenAction::Decline),
            Ask::War { .. } => {
                let (p, s) = (self.war(Place::Picts).warriors, self.war(Place::Saxons).warriors);
                act(SchattenAction::War(if s < p { Place::Saxons } else { Place::Picts }))
            }
            Ask::Drink { .. } => act(SchattenAction::Drink),
            Ask::SiegeFight => act(SchattenAction::Roll),
            Ask::None | Ask::Heroic | Ask::Messenger { .. } | Ask::Clairvoyance { .. } => act(first),
        })
    }
}
