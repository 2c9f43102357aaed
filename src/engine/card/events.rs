//! The log: what happened, and who may read it.
//!
//! Every event names its actors and cards so the app can write a full sentence in any language;
//! the quest and end reports carry every term of their arithmetic. Private events (a card only
//! its drawer saw, a loyalty card handed over in secret) are visible to their seat alone.

use super::data::{Card, Knight, Loyalty, Quest};
use crate::engine::few::Few;
use super::rules::end::EndReport;
use super::rules::tally::QuestReport;
use super::state::{Side, CARDS};
use crate::engine::{GameEvent, Seat, Viewer};
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum CardEvent {
    /// `seat`'s turn begins (C-TURN-1).
    TurnBegins { seat: Seat },
    /// `seat` listened and laid `card` face up (C-LISTEN-1).
    Listened { seat: Seat, card: Card },
    /// Under Morgan #1, `seat` drew a card and looks at it in secret (C-CARD-MORGAN1-1).
    DrewFaceDown { seat: Seat },
    /// Private: the card `seat` drew face down.
    SawFaceDown { seat: Seat, card: Card },
    /// `seat` says the face-down card is `card` (C-CARD-MORGAN1-2).
    Announced { seat: Seat, card: Card },
    /// Morgan #2: the listen counted aloud (C-CARD-MORGAN2-1).
    Counted { count: u8 },
    /// The discard pile became the new Rumor deck (C-LISTEN-6).
    Reshuffled { cards: u8 },
    /// Table talk stops (C-TALK-2) or may resume (C-TALK-3).
    Silence { on: bool },
    /// Morgan #1 starts or ends (C-CARD-MORGAN-2, C-CARD-MERLIN-2).
    Morgan1 { active: bool },
    /// Morgan #2 starts (count back to 0) or ends.
    Morgan2 { active: bool },
    /// `seat` laid a Merlin #4 token face down (C-CARD-MERLIN4-1).
    TokenPlaced { seat: Seat },
    /// Private: the quest of that token.
    TokenChosen { seat: Seat, quest: Quest },
    /// Vivien does nothing here (C-CARD-VIVIEN-3, C-ACCUSE-9).
    VivienNoEffect { seat: Seat },
    /// `seat` takes one set-aside loyalty card (C-CARD-VIVIEN-1).
    VivienTook { seat: Seat },
    /// Private: the card taken.
    VivienSaw { seat: Seat, loyalty: Loyalty },
    /// `from` hands the other set-aside card, unseen, to `to`.
    VivienGave { from: Seat, to: Seat },
    /// Private: the card received.
    VivienReceived { seat: Seat, loyalty: Loyalty },
    /// `seat` has kept one card and returned the other (C-CARD-VIVIEN-2).
    VivienChose { seat: Seat },
    /// Private: which identity `seat` kept.
    VivienKept { seat: Seat, loyalty: Loyalty },
    /// `seat` names his quest (C-QUEST-4); `bonus` for Merlin #6.
    QuestChosen {
        seat: Seat,
        quest: Quest,
        bonus: Option<u8>,
    },
    /// `seat` plays Arthur: `quester` must listen instead (C-KNIGHT-ARTHUR-1).
    Arthur { seat: Seat, quester: Seat },
    /// `seat` answered "No one" for the table (C-KNIGHT-5).
    Declined { seat: Seat },
    /// A face-down card turned up differs from its announcement: `seat` was a traitor then.
    Lie {
        seat: Seat,
        announced: Card,
        card: Card,
    },
    /// `seat` plays Gawain and draws up to 3 cards (C-KNIGHT-GAWAIN-1).
    Gawain { seat: Seat },
    /// Private: the cards drawn.
    GawainDrew { seat: Seat, cards: Few<Card, 3> },
    /// `seat` plays `card` into the quest (C-KNIGHT-GAWAIN-2).
    GawainChose { seat: Seat, card: Card },
    /// All cards Gawain drew were Morgans: nothing is played (C-EDGE-5).
    GawainNothing { seat: Seat },
    /// The quest's full arithmetic and the swords it placed (spec §2).
    QuestResolved(Box<QuestReport>),
    /// An unused Morgan went into the Rumor deck after a success (C-KNIGHT-2).
    MorganShuffledIn,
    /// `seat` takes the top knight card after a failure (C-KNIGHT-3).
    KnightDrawn { seat: Seat },
    /// Private: which knight.
    KnightReceived { seat: Seat, knight: Knight },
    /// `by` accused `target`, whose card is `loyalty` (C-ACCUSE-4).
    Accused {
        by: Seat,
        target: Seat,
        loyalty: Loyalty,
    },
    /// `seat` plays Percival (C-KNIGHT-PERCIVAL-1).
    Percival { seat: Seat },
    /// Swords placed by an accusation (C-ACCUSE-5, C-ACCUSE-6).
    SwordsPlaced { white: u8, black: u8 },
    /// A revealed traitor drew `count` cards (C-ACCUSE-8, C-ACCUSE-10).
    SpreadDrew { seat: Seat, count: u8 },
    /// Private: the cards he drew.
    SpreadCards { seat: Seat, cards: Few<Card, 2> },
    /// He laid `card` face up on the pile.
    Placed { seat: Seat, card: Card },
    /// He discarded the other card face down.
    DiscardedUnseen { seat: Seat },
    /// Private: the card discarded.
    Discarded { seat: Seat, card: Card },
    /// `seat` plays Tristan (C-KNIGHT-TRISTAN-1).
    Tristan { seat: Seat },
    /// Private: the Rumor deck, top card first.
    TristanSaw { seat: Seat, deck: Few<Card, CARDS> },
    /// `seat` plays Galahad on `target` (C-KNIGHT-GALAHAD-1).
    Galahad { seat: Seat, target: Seat },
    /// Private: what he saw.
    GalahadSaw {
        seat: Seat,
        target: Seat,
        loyalty: Loyalty,
    },
    /// `seat` had nothing to do (C-EDGE-10).
    Passed { seat: Seat },
    /// The end check: reveal, flips, result (C-END-2 … C-END-6).
    EndCheck(EndReport),
    /// The game is over.
    GameOver { side: Side, winners: Few<Seat, 7> },
}

impl GameEvent for CardEvent {
    fn visible_to(&self, viewer: Viewer) -> bool {
        let owner = match self {
            CardEvent::SawFaceDown { seat, .. }
            | CardEvent::TokenChosen { seat, .. }
            | CardEvent::VivienSaw { seat, .. }
            | CardEvent::VivienReceived { seat, .. }
            | CardEvent::VivienKept { seat, .. }
            | CardEvent::GawainDrew { seat, .. }
            | CardEvent::KnightReceived { seat, .. }
            | CardEvent::SpreadCards { seat, .. }
            | CardEvent::Discarded { seat, .. }
            | CardEvent::TristanSaw { seat, .. }
            | CardEvent::GalahadSaw { seat, .. } => *seat,
            _ => return true,
        };
        viewer == Viewer::Seat(owner)
    }
}

impl CardEvent {
    /// Whether only one seat may read this event.
    #[must_use]
    pub fn is_private(&self) -> bool {
        !self.visible_to(Viewer::Public)
    }
}
