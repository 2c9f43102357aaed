//! What one seat (or the table) may see: [`CardView`].
//!
//! Built only from what the viewer may know — public table state, its own cards and pending
//! private choices, and the loyalties it knows now — so it is the same for the real state, for
//! every `resample` of it (checked by the shared random-play suite) and for the state rebuilt
//! from it (`known.rs`, checked by `tests/bot_honesty.rs`). It holds everything that rebuild
//! needs: what the table knows of face-down cards, who knows which loyalty card, the counters.

use super::data::{Card, Knight, Loyalty, Quest, QuestSet};
use super::rules::end::EndReport;
use super::rules::other_aside;
use super::rules::tally::QuestReport;
use super::state::{bit, CardGame, PercivalCause, Phase, Side, ASIDE, SLOTS};
use crate::engine::{Outcome, Seat, Turn, Viewer};
use serde::{Deserialize, Serialize};

/// The decision the game waits for, as the table sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Pending {
    /// `seat` chooses his action (C-TURN-2).
    Action {
        seat: Seat,
    },
    /// `seat`, a revealed traitor, must spread rumors (C-TURN-3).
    SpreadRumors {
        seat: Seat,
    },
    /// `seat` chooses which of his two cards to lay face up (C-ACCUSE-8).
    ChooseSpread {
        seat: Seat,
    },
    /// `seat` announces the card he drew face down (C-CARD-MORGAN1-1).
    Announce {
        seat: Seat,
    },
    /// `seat` names the quest of his Merlin #4 token (C-CARD-MERLIN4-1).
    Token {
        seat: Seat,
    },
    /// `seat` drew Vivien and names who gets the other set-aside card (C-CARD-VIVIEN-1).
    VivienGive {
        seat: Seat,
    },
    /// `seat` keeps one of his two loyalty cards (C-CARD-VIVIEN-2).
    VivienKeep {
        seat: Seat,
        drawer: Seat,
        receiver: Option<Seat>,
    },
    /// `seat` drew Merlin #6 and may go on a quest at once (C-PROMO-MERLIN6-1).
    Merlin6 {
        seat: Seat,
    },
    /// Does anyone play Arthur against `quester`'s quest? (C-KNIGHT-ARTHUR-1)
    ArthurWindow {
        quester: Seat,
        quest: Quest,
        bonus: Option<u8>,
    },
    /// Does anyone play Gawain in `quester`'s quest? (C-KNIGHT-GAWAIN-1)
    GawainWindow {
        quester: Seat,
    },
    /// `seat` chooses which drawn card Gawain plays.
    GawainChoose {
        seat: Seat,
    },
    /// Does anyone play Percival? (C-KNIGHT-PERCIVAL-1)
    PercivalWindow {
        cause: PercivalCause,
    },
    Over,
}

/// The top card of the pile.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TopCard {
    /// The card, when the viewer can see it: face up, or face down and drawn by the viewer.
    pub card: Option<Card>,
    pub face_down: bool,
    /// For a face-down card: what its drawer announced (`None` while he decides).
    pub announced: Option<Card>,
    pub by: Option<Seat>,
}

/// A face-down card on the pile as the table knows it (C-CARD-MORGAN1-1, -2): who drew it,
/// what he announced, whether his card has stayed the one he announced with (no Vivien
/// exchange since), and whether its own effect has shown what it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FaceDown {
    /// Its place in the pile, bottom first.
    pub index: u8,
    pub by: Seat,
    pub announced: Option<Card>,
    pub binding: bool,
    pub exposed: bool,
}

/// A Merlin #4 token beside the pile; its quest is shown to its owner only.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TokenView {
    pub owner: Seat,
    pub quest: Option<Quest>,
}

/// One seat as the viewer sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatView {
    pub seat: Seat,
    /// The loyalty card, when face up (accused, or the end reveal).
    pub revealed: Option<Loyalty>,
    /// The card as the viewer knows it now: his own, a revealed one, a Galahad look, a lie
    /// turned up by a quest.
    pub known: Option<Loyalty>,
    /// Has made his one accusation (C-ACCUSE-2).
    pub has_accused: bool,
    /// Knight cards held; public (C-KNIGHT-5), which ones is not.
    pub knight_cards: u8,
    /// A revealed traitor: his turns are Spreading Rumors (C-TURN-3).
    pub spreads_rumors: bool,
    /// Quests he went on that everyone could see would cost Camelot more than a careful
    /// knight accepts, when he could have listened: public, and the bots' evidence of a
    /// traitor.
    pub sabotage: u8,
}

/// What only the viewing seat sees.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PrivateView {
    pub seat: Seat,
    /// His loyalty card; `None` in solo.
    pub loyalty: Option<Loyalty>,
    /// His knight cards.
    pub knights: Vec<Knight>,
    /// Cards in his hand awaiting his choice: the two of Spreading Rumors, Gawain's three.
    pub drawn: Vec<Card>,
    /// During Vivien, his two loyalty cards: his own first, then the new one.
    pub vivien: Vec<Loyalty>,
    /// While his Tristan look lasts (this turn): the Rumor deck, top card first.
    pub deck: Option<Vec<Card>>,
}

/// Everything the app needs to draw the table for one viewer.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CardView {
    pub viewer: Viewer,
    pub players: u8,
    pub promos: bool,
    pub knights: bool,
    pub turn: Turn,
    /// Whose turn it is (the player who acts between windows and sub-decisions).
    pub current: Seat,
    /// Every seat's first turn is still to come or under way: the time to look at one's
    /// loyalty card (public: it only counts turns).
    pub first_round: bool,
    pub pending: Pending,
    pub deck: u8,
    pub discard: u8,
    pub pile: u8,
    /// The pile as the viewer has seen it, bottom first: every face-up card, and face-down cards
    /// the viewer drew or whose effect showed them; `None` for the other face-down cards. On the
    /// table only the top shows (C-LISTEN-2), but every seat saw each card as it was laid, so
    /// it is the viewer's knowledge: bots read it, a screen may leave it to players' memory.
    pub pile_cards: Vec<Option<Card>>,
    /// The pile's face-down cards, bottom first: what everyone saw and heard of each.
    pub pile_down: Vec<FaceDown>,
    pub top: Option<TopCard>,
    /// The quests the top card allows (C-QUEST-1 … -3).
    pub quests_allowed: QuestSet,
    pub white: u8,
    pub black: u8,
    /// Table talk is suspended (C-TALK-2, C-TALK-4).
    pub silence: bool,
    pub morgan1: bool,
    /// Morgan #2's running count of listens (C-CARD-MORGAN2-1).
    pub morgan2: Option<u8>,
    pub tokens: Vec<TokenView>,
    pub seats: Vec<SeatView>,
    pub unused_morgans: u8,
    /// Every card identity the table has seen face up, a bit per [`Card::index`]: a Morgan
    /// among them is in play, never one of the unused ones.
    pub seen: u64,
    /// For each loyalty card, the seats that know it now (a bit per seat), by slot: seat `i`'s
    /// card in slot `i`, the two set-aside cards in the last two slots (unused slots 0). Who
    /// looked at what is public (Galahad, Vivien, accusations, exposed lies); what they saw
    /// is not. An array, not a list: views are built for every node the bots search.
    pub loyalty_known: [u8; SLOTS],
    /// The two set-aside loyalty cards, where the viewer knows them (after a Vivien).
    pub aside: [Option<Loyalty>; 2],
    /// During a Vivien: which set-aside card (0 or 1) the drawer took.
    pub vivien_taken: Option<u8>,
    /// Cards Gawain drew for the seat now choosing among them.
    pub gawain_drawn: u8,
    /// The current player has played Tristan this turn (C-KNIGHT-TRISTAN-1).
    pub tristan_looked: bool,
    /// Consecutive passes (C-EDGE-10), and turns begun since the first (up to 255).
    pub passes: u8,
    pub turns: u8,
    pub knight_deck: u8,
    /// Knight cards played so far, per knight, in [`Knight::ALL`] order.
    pub knights_used: [u8; 5],
    /// The quest being resolved (during the Gawain window and its sub-decisions), and its
    /// cards as turned up, Gawain's included.
    pub resolving: Option<QuestReport>,
    pub resolving_cards: Vec<Card>,
    pub last_quest: Option<QuestReport>,
    /// The last end check (the end-of-game reveal and flips).
    pub end: Option<EndReport>,
    pub outcome: Option<Outcome>,
    pub me: Option<PrivateView>,
}

impl CardGame {
    pub(crate) fn pending(&self) -> Pending {
        let seat = self.current;
        match self.phase {
            Phase::Turn if self.is_revealed_traitor(seat) => Pending::SpreadRumors { seat },
            Phase::Turn => Pending::Action { seat },
            Phase::Announce => Pending::Announce { seat },
            Phase::Spread { .. } => Pending::ChooseSpread { seat },
            Phase::Token { seat, .. } => Pending::Token { seat },
            Phase::VivienGive { drawer, .. } => Pending::VivienGive { seat: drawer },
            Phase::VivienKeep {
                chooser,
                drawer,
                receiver,
                ..
            } => Pending::VivienKeep {
                seat: chooser,
                drawer,
                receiver,
            },
            Phase::Merlin6 => Pending::Merlin6 { seat },
            Phase::Arthur { quest, bonus } => Pending::ArthurWindow {
                quester: seat,
                quest,
                bonus,
            },
            Phase::Gawain => Pending::GawainWindow {
                quester: self.res.map_or(seat, |r| r.seat),
            },
            Phase::GawainPick { seat, .. } => Pending::GawainChoose { seat },
            Phase::Percival { cause } => Pending::PercivalWindow { cause },
            Phase::Over => Pending::Over,
        }
    }

    /// The seats that know `slot`'s card include `viewer`.
    fn knows(&self, viewer: Viewer, slot: usize) -> bool {
        let k = self.known.get(slot).copied().unwrap_or(0);
        match viewer {
            Viewer::Seat(s) => k & bit(s) != 0,
            Viewer::Public => self.has_loyalty() && k & self.all_seats() == self.all_seats(),
        }
    }

    pub(crate) fn outcome_now(&self) -> Option<Outcome> {
        let side = self.won?;
        let label = match side {
            Side::Loyal => "loyal",
            Side::Evil => "evil",
        };
        Some(Outcome {
            winners: self.winners(side).as_slice().to_vec(),
            label: label.to_owned(),
        })
    }

    /// The Tristan look of `seat` lasts while his turn's decision is still open.
    pub(crate) fn looking(&self, seat: Seat) -> bool {
        self.looked && self.phase == Phase::Turn && self.current == seat
    }

    pub(crate) fn view_for(&self, viewer: Viewer) -> CardView {
        let me = match viewer {
            Viewer::Seat(s) if s < self.n() => Some(s),
            _ => None,
        };
        let top = self.pile.last().map(|p| match p.down {
            None => TopCard {
                card: Some(p.card),
                face_down: false,
                announced: None,
                by: None,
            },
            Some(d) => TopCard {
                card: if me == Some(d.by) { Some(p.card) } else { None },
                face_down: true,
                announced: d.announced,
                by: Some(d.by),
            },
        });
        let seats = (0..self.n())
            .map(|s| {
                let slot = usize::from(s);
                let revealed = self.is_revealed(s).then(|| self.loyalty_of(s));
                SeatView {
                    seat: s,
                    revealed,
                    known: (self.has_loyalty() && self.knows(viewer, slot))
                        .then(|| self.loyalty_of(s)),
                    has_accused: self.accused & bit(s) != 0,
                    knight_cards: self.knight_count(s),
                    spreads_rumors: self.is_revealed_traitor(s),
                    sabotage: self.sabotage[usize::from(s)],
                }
            })
            .collect();
        CardView {
            viewer,
            players: self.n(),
            promos: self.cfg.promos,
            knights: self.cfg.knights,
            turn: self.turn_now(),
            current: self.current,
            first_round: self.turns < self.n(),
            pending: self.pending(),
            deck: self.deck.len() as u8,
            discard: self.discard.len() as u8,
            pile: self.pile.len() as u8,
            pile_cards: self
                .pile
                .iter()
                .map(|p| match p.down {
                    Some(d) if !d.exposed && me != Some(d.by) => None,
                    _ => Some(p.card),
                })
                .collect(),
            pile_down: self
                .pile
                .iter()
                .enumerate()
                .filter_map(|(i, p)| {
                    p.down.map(|d| FaceDown {
                        index: i as u8,
                        by: d.by,
                        announced: d.announced,
                        binding: d.binding,
                        exposed: d.exposed,
                    })
                })
                .collect(),
            top,
            quests_allowed: self.quests_allowed(),
            white: self.white,
            black: self.black,
            silence: self.silence,
            morgan1: self.morgan1,
            morgan2: self.morgan2,
            tokens: self
                .tokens
                .iter()
                .map(|t| TokenView {
                    owner: t.owner,
                    quest: (me == Some(t.owner)).then_some(t.quest),
                })
                .collect(),
            seats,
            unused_morgans: self.unused.len() as u8,
            seen: self.seen,
            loyalty_known: self.known,
            aside: ASIDE.map(|i| self.knows(viewer, i).then(|| self.slot(i as u8))),
            vivien_taken: match self.phase {
                Phase::VivienGive { taken, .. } | Phase::VivienKeep { taken, .. } => {
                    ASIDE.iter().position(|&i| i == usize::from(taken)).map(|i| i as u8)
                }
                _ => None,
            },
            gawain_drawn: match self.phase {
                Phase::GawainPick { hand, .. } => hand.len() as u8,
                _ => 0,
            },
            tristan_looked: self.looked,
            passes: self.passes,
            turns: self.turns,
            knight_deck: self.knight_deck.len() as u8,
            knights_used: self.knights_used,
            resolving: self.provisional(),
            resolving_cards: self
                .res
                .map(|r| r.cards.as_slice().to_vec())
                .unwrap_or_default(),
            last_quest: self.last_report,
            end: self.last_end,
            outcome: self.outcome_now(),
            me: me.map(|s| self.private_view(s)),
        }
    }

    fn private_view(&self, seat: Seat) -> PrivateView {
        let hand = self.hand(seat);
        let knights = Knight::ALL
            .into_iter()
            .flat_map(|k| {
                std::iter::repeat_n(k, usize::from(hand.get(k.index()).copied().unwrap_or(0)))
            })
            .collect();
        let drawn = match self.phase {
            Phase::Spread { cards } if self.current == seat => cards.to_vec(),
            Phase::GawainPick { seat: s, hand } if s == seat => hand.as_slice().to_vec(),
            _ => Vec::new(),
        };
        let vivien = match self.phase {
            Phase::VivienGive { drawer, taken, .. } if drawer == seat => {
                vec![self.loyalty_of(seat), self.slot(taken)]
            }
            Phase::VivienKeep {
                chooser,
                drawer,
                taken,
                receiver,
                ..
            } => {
                if chooser == drawer && seat == drawer {
                    vec![self.loyalty_of(seat), self.slot(taken)]
                } else if receiver == Some(seat) {
                    vec![self.loyalty_of(seat), self.slot(other_aside(taken))]
                } else {
                    Vec::new()
                }
            }
            _ => Vec::new(),
        };
        PrivateView {
            seat,
            loyalty: self.has_loyalty().then(|| self.loyalty_of(seat)),
            knights,
            drawn,
            vivien,
            deck: self
                .looking(seat)
                .then(|| self.deck.iter().rev().copied().collect()),
        }
    }
}
