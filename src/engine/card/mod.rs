//! Shadows over Camelot: The Card Game — the rules engine.
//!
//! # The game in brief (our words)
//!
//! 1 to 7 players are knights of Camelot playing together against a deck of Rumor cards. One
//! of them may secretly be a Traitor. The loyal side wins with 7 white swords on the table
//! before Evil gets 7 black ones.
//!
//! On his turn a player does one thing:
//! - **Listen to Rumors**: turn the top Rumor card onto the Threats pile. Only the top card of
//!   the pile is visible; remembering the rest is the players' job.
//! - **Go on a Quest** shown by the top card (Picts, Saxons, Dragon, Excalibur, Holy Grail):
//!   take the whole pile, sort its quest cards into stacks and add them up (a `?` is worth the
//!   number of `?` in its stack). The chosen quest succeeds at 11–13 (white swords: 1, 1, 2, 2,
//!   3), is baseless at 10 or less (one black sword) and a defeat at 14 or more (black swords);
//!   the other stacks only hurt, at 14 or more. Characters in the pile bend the sums: Merlins
//!   remove high cards, Mordred inflates Picts and Saxons, Morgans add, cheapen `?`, raise the
//!   bar, add swords or end the game at once; Vivien swaps loyalty cards when drawn.
//! - **Accuse** another player (once per game, with at least 4 swords on the table): his card
//!   is turned up; a loyal one costs a black sword, a traitor gives a white one and from then on
//!   can only spread rumors (draw two, lay one face up, discard the other unseen).
//!
//! When a colour reaches 7, every hidden loyalty card is shown and each traitor among them
//! turns a white sword black; the loyal side then wins on more white than black with at least
//! 7 white, Evil on at least as many black with at least 7 black; otherwise play goes on.
//! Variants: solo (no loyalty), the promo cards Morgan #8 and Merlin #6, and Knights to the
//! Rescue (knight cards won by failing, played on one's turn or in table-wide windows).
//!
//! # Sources
//!
//! The rulebook (`shared/rulebooks/shadows-over-camelot-card-game.en.txt`) and the project's
//! spec (`shared/specs/shadows-over-camelot-card-game.md`), which settles what the rulebook
//! leaves open and numbers every rule (`C-…`). Where they differ the spec is the rule; the
//! code cites the IDs, the tests under `tests/card_*.rs` name the IDs they check, and
//! `tests/card_rules_index.rs` fails for any ID no test names.
//!
//! # Decisions of ours (not in the rulebook or the spec)
//!
//! - **Stalled table** (extends C-EDGE-10): if every seat in turn can only pass, nothing can
//!   change any more; after a full round of passes the game ends as a loss for Camelot
//!   ([`EndResult::Stalled`]). Without it such a position would never end.
//! - **Silence and face-down cards**: silence follows the *announced* identity of a face-down
//!   card (it is all the table knows); effects due at once act by the true identity (C-EDGE-7),
//!   so a real Morgan #2 or Vivien shows what it is.
//! - **Exposed lies**: when a quest turns up a face-down card that differs from its
//!   announcement, and its drawer has not exchanged loyalty since, everyone knows he holds a
//!   Traitor card; views show it ([`SeatView::known`]), but he is not *revealed* and can still
//!   be accused.
//! - **Silence and Arthur**: silence ends when the pile is taken, so a quest stopped by Arthur
//!   does not end it.
//! - **Morgan #2 again**: a Morgan #2 drawn while its count runs (after a reshuffle) restarts
//!   the count.
//! - **Gawain**: the window opens again after each Gawain (the moment "after the tallies,
//!   before the swords" still holds); a Merlin #6 played through him does nothing; Merlins
//!   played through him do not end Morgan #1/#2 (no one listened); quest cards he adds count
//!   for Merlin #5.
//! - **Percival** is asked after the accused's card or the end reveal is shown, so its holder
//!   knows which colour he doubles; at the end only when it could change the flips.
//! - **Windows**: asked of every seat that could play there (Arthur: all but the questing
//!   player), opened only if one of them holds any knight card (counts are public); one
//!   "No one" closes it. A revealed traitor may still answer windows with knight cards he
//!   holds, but his own turns are only Spreading Rumors (no Tristan, no Galahad).
//! - **Tristan**: one look per turn, shown to its holder until his action that turn. It is not
//!   the turn's action, so a player who can only pass may still look first (C-EDGE-10).
//! - **Vivien**: the drawer keeps first, then the receiver (who gets the turn, so the device
//!   can be passed).
//! - **Morgan #7**: the quest's swords are still placed and the loyalty cards shown, then Evil
//!   wins.
//!
//! # Rule index: where each rule lives
//!
//! | Rules | Code |
//! |---|---|
//! | C-GOAL-1, -2 | `rules/end.rs`: `winners`, `settle_end` |
//! | C-DECK-1 … -8 | `data.rs`: [`Card`], [`Quest::swords`], [`Card::symbols`], [`Card::copies`], constants |
//! | C-SETUP-1 … -9 | `rules/setup.rs`: `CardGame::setup`, `deal_loyalty`; [`CardSetup`] |
//! | C-TURN-1 … -4 | `rules/mod.rs`: `turn_actions`, `next_turn` |
//! | C-TALK-1 … -4 | `rules/listen.rs`: `after_placed`, `announce`; `rules/quest.rs`: `begin_resolution`; [`CardView::silence`] |
//! | C-LISTEN-1 … -8 | `rules/listen.rs`: `listen`, `count_listen`; `rules/mod.rs`: `draw` |
//! | C-QUEST-1 … -7 | `rules/quest.rs`: `quests_allowed`, `choose_quest`, `begin_resolution` |
//! | C-QUEST-8 … -15 | `rules/tally.rs`: `tally` (spec §2 steps 1–7) |
//! | C-QUEST-16, -17 | `rules/quest.rs`: `finish_quest` |
//! | C-ACCUSE-1 … -6 | `rules/mod.rs`: `accusable`; `rules/accuse.rs`: `accuse`, `settle_accusation` |
//! | C-ACCUSE-7 … -10 | `rules/accuse.rs`: `spread`, `place`; `rules/mod.rs`: `turn_actions` |
//! | C-END-1 … -7 | `rules/end.rs`: `end_check`, `settle_end`, `sudden_end` |
//! | C-SOLO-1, -2 | `has_loyalty` (`state.rs`); `rules/end.rs`: `reveal_all`; `rules/characters.rs`: `vivien_applies` |
//! | C-CARD-MORDRED-* | `rules/tally.rs`; [`Card::symbols`] |
//! | C-CARD-VIVIEN-* | `rules/characters.rs`: `start_vivien`, `give`, `keep`; `rules/listen.rs` |
//! | C-CARD-MORGAN-1, -2, MORGAN1-*, MORGAN2-* | `rules/listen.rs`: `listen`, `announce`, `after_placed`; `rules/quest.rs`: `begin_resolution` |
//! | C-CARD-MORGAN3-* … MORGAN7-* | `rules/tally.rs` |
//! | C-CARD-MERLIN-1, -2 | `rules/listen.rs`: `after_placed` |
//! | C-CARD-MERLIN-3 … -5, MERLIN1-* … MERLIN5-* | `rules/tally.rs`; Merlin #4's token: `rules/characters.rs`: `token` |
//! | C-PROMO-1, -2 | [`CardConfig::promos`]; [`morgan_pool`] |
//! | C-PROMO-MORGAN8-* | `rules/tally.rs` |
//! | C-PROMO-MERLIN6-* | `rules/listen.rs`: `after_placed`; `rules/quest.rs`: `choose_quest`; `rules/tally.rs` |
//! | C-KNIGHT-1 … -5, C-KNIGHT-ARTHUR/TRISTAN/GAWAIN/GALAHAD/PERCIVAL-* | `rules/knights.rs`; C-KNIGHT-2, -3 from `rules/quest.rs`: `finish_quest` |
//! | C-EDGE-1 … -4 | `rules/tally.rs` |
//! | C-EDGE-5, -6, -14, -15 | `rules/knights.rs` |
//! | C-EDGE-7 | `rules/listen.rs`: `announce` |
//! | C-EDGE-8 | `rules/listen.rs`: `after_placed` (`Source::Spread`); `rules/accuse.rs`: `spread` |
//! | C-EDGE-9 | `rules/mod.rs`: `draw` |
//! | C-EDGE-10 | `rules/mod.rs`: `turn_actions`; `rules/end.rs`: `pass` |
//! | C-EDGE-11 | `rules/characters.rs`: `start_vivien` |
//! | C-EDGE-12 | `rules/end.rs`: `settle_end` |
//! | C-EDGE-13 | sword counts are plain `u8`s, never capped |
//!
//! # Layout
//!
//! `data.rs` the cards; `state.rs` the full state; `actions.rs` actions and errors; `rules/` one
//! module per phase; `view.rs` what a seat may see; `events.rs` the log; `known.rs` a full state
//! from what a seat knows, and `determinize.rs` samples of what it cannot see. Containers are
//! `engine::few::Few`, the inline list all four engines share.

mod actions;
mod data;
mod determinize;
mod estimate;
mod events;
mod known;
mod playout;
mod rules;
mod state;
mod view;

pub use actions::{CardAction, CardError};
pub use data::{
    all_rumor_cards, loyalty_cards, morgan_pool, Card, Knight, Loyalty, Quest, QuestSet,
    ACCUSE_MIN_SWORDS, CARD_KINDS, LOYAL_CARDS, MORGANS_IN_PLAY, QUEST_TOKENS, SWORD_TOKENS,
    TRAITOR_CARDS, WIN_SWORDS,
};
pub use events::CardEvent;
pub use rules::end::{EndReport, EndResult, SeatLoyalty};
pub use rules::setup::{CardSetup, Rest, SetupCard, SetupError};
pub use rules::tally::{Band, GawainPlay, Part, QuestReport, Removal, Tally, TurnedUp};
pub use state::{CardConfig, CardGame, PercivalCause, Side, Token, MAX_PLAYERS};
pub use view::{CardView, FaceDown, Pending, PrivateView, SeatView, TokenView, TopCard};

use crate::engine::knowledge::{Knowledge, KnowledgeError};
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

    fn apply_into(
        &mut self,
        seat: Seat,
        action: &CardAction,
        events: &mut Vec<CardEvent>,
    ) -> Result<Applied, CardError> {
        // Nothing changes before this check: a refused action leaves the state as it was.
        if !self.is_legal(seat, *action) {
            return Err(self.refusal(seat, *action));
        }
        let mut fx = rules::Fx::new(events);
        self.dispatch(seat, *action, &mut fx);
        Ok(Applied {
            undoable: !fx.hidden,
        })
    }

    fn view(&self, viewer: Viewer) -> CardView {
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

    fn bot_considers(&self, seat: Seat, action: &CardAction) -> bool {
        self.considers(seat, action)
    }

    /// The parts of the view that serve the rebuild from knowledge (who knows which loyalty
    /// card, the face-down pile, the counters) stay out of the search's node keys: keyed by
    /// them, the Strong table (`make arena`, "card 4p: 4 Strong", 120 games) won 30 games for
    /// Camelot and accused 19 of 71 Traitors; left out, 39 and 26, game for game what it won
    /// before the view carried them (the bots then search the same nodes as before).
    fn blur_key(view: &mut CardView) {
        view.pile_down.clear();
        view.seen = 0;
        view.loyalty_known = Default::default();
        view.aside = [None; 2];
        view.vivien_taken = None;
        view.gawain_drawn = 0;
        view.tristan_looked = false;
        view.passes = 0;
        view.turns = 0;
        view.resolving_cards.clear();
    }

    fn playout_action(
        &self,
        seat: Seat,
        legal: &[CardAction],
        rng: &mut crate::engine::rng::Rng,
    ) -> Option<CardAction> {
        self.playout_move(seat, legal, rng)
    }

    fn default_config(players: u8) -> CardConfig {
        CardConfig {
            players,
            ..CardConfig::default()
        }
    }

    fn sample_configs() -> Vec<CardConfig> {
        let mut v = Vec::new();
        for players in 1..=MAX_PLAYERS as u8 {
            for (promos, knights) in [(false, false), (true, false), (false, true), (true, true)] {
                v.push(CardConfig {
                    players,
                    first_player: 0,
                    promos,
                    knights,
                });
            }
        }
        v
    }

    fn has_secrets(&self) -> bool {
        self.has_loyalty()
    }
}
