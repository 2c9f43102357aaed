//! # Die Zukunft von Camelot — the rules engine
//!
//! 2–5 players send knights from Camelot on missions for 7 rounds and gather points in the four
//! rooms of the castle, with Merlin's favour and the Grail; the most points win.
//!
//! ## The rules in short (our words)
//! - **Setup.** Four double-sided rooms (red, green, yellow, blue; side A or B each, chosen or
//!   random) around the throne room; with 5 players also the secret room and the key stack.
//!   Each colour has 14 knights: 1 marks the score, 2 start on the hinterland, the rest
//!   (11; 10 with 5 players) behind its screen. 7 Merlin tiles lie face down in a row, 28 Grail
//!   tiles in 3 face-down stacks. The magician cards, shuffled, give the first turn order.
//!   Two players play two colours each; with three, a neutral colour fills the marked spaces.
//! - **1. Preparation.** Turn up 3 one-knight missions, 2 two-knight (1 with 3 players), 1
//!   three-knight, and with 5 players 1 key card.
//! - **2. Send out knights.** In secret and at the same time, each colour takes 0–3 knights from
//!   behind its screen into its fist: the shields of the mission it hopes for, or none to
//!   bring knights back.
//! - **3. Predictions.** From the bottom of the turn-order track up, each magician predicts the
//!   total in all fists (0–15; two magicians per number, the later one inside). The fists
//!   open; the new order is exact first, then the lower guesses nearest first, then the higher
//!   ones nearest first, outer before inner. The top colour takes the leftmost Merlin tile.
//! - **4. Fulfil missions.** In the new order, each colour takes one face-up mission with at
//!   most as many shields as knights sent (extra knights go to the hinterland), takes its Grail
//!   tiles, and places one knight per shield in the room of that colour (multicolour: any
//!   castle room; violet: the secret room), one shield after another in its own order, each
//!   placement's effects (points, additional knights, trees, Grail tiles, room bonuses) done
//!   before the next. A room with no legal space sends the knight home. Special missions
//!   send 2 or 3 knights straight home for 5 or 7 points. An empty fist takes up to 2 knights
//!   back from the hinterland with a Grail tile each. Scores never fall below 0.
//! - **5. End of round.** The cards left go to the box.
//! - **Rooms.** Training Ground (lowest row first, column points, lines of 3 for a bonus);
//!   Tournament Ground (preliminaries, tile, final, winner); Round Table and Rebellion
//!   (majorities scored at the end); Ballroom (in row order, hearts open the queen); Intrigue
//!   (one knight per group, a filled group punishes the absent); Chapel and Library (paths of
//!   arrows); the secret room (violet shields only, −9 for absence).
//! - **Final scoring.** Red room (its winner places the magician in another room), Merlin
//!   values, 2 per knight behind the screen, a Grail tile per 2 hinterland knights, Grail sets
//!   (1/3/6/10 for 1–4 different parts), the secret-room penalty; ties by the last turn order.
//! - **Heroes** (option): each colour's hero has two abilities, side 1 first, side 2 in a later
//!   turn. **Expert** (option, with heroes): colours are picked in seat order, which is also
//!   the first turn order.
//!
//! ## Sources
//! The rulebook (`shared/rulebooks/die-zukunft-von-camelot.en.txt`) and the project's spec
//! (`shared/specs/die-zukunft-von-camelot.md`), which reconstructs every component the rulebook
//! does not print (`[DEF]`) and settles its silent points (`[INT]`). Where they differ the spec is
//! the rule; we follow it without deviation. The code cites the `Z-…` IDs; the tests under
//! `tests/zukunft_*.rs` name the IDs they check, and `tests/zukunft_rules_index.rs` fails for any
//! ID no test names.
//!
//! ## Decisions of ours (where the rulebook and the spec are silent)
//! - **Two colours, one seat** (Z-2P-2): a seat answers phase 2 with one [`ZukunftAction::Fist`]
//!   per colour, in any order; it stays in `Turn::Simultaneous` until both are in. Every other
//!   decision belongs to one colour, and the seat playing it acts.
//! - **Forced decisions are taken by the engine**: a decision with a single legal option (the
//!   one mission that fits, the only legal space, the last stack with tiles, the empty fist of
//!   a colour with nobody behind its screen…) is carried out at once, with its events. Every
//!   decision a seat is asked has at least two options.
//! - **Interchangeable spaces**: the Round Table's seats, the fields of one preliminary round
//!   and the spaces of one Intrigue group have no rule identity; the engine fills them lowest
//!   first and offers one action per group (the Ballroom and the secret room are in a fixed
//!   order anyway). A penalised colour's Round Table knight is likewise chosen for it.
//! - **Colours**: by default seats get red, green, yellow, blue, purple in seat order (with 2
//!   players seat 0 red and green, seat 1 yellow and blue); `ZukunftConfig::colours` chooses
//!   others. The neutral colour (3 players) is the lowest colour not in play. In the expert
//!   variant with 2 players the picks go round twice (eldest, other, eldest, other).
//! - **Training Ground bonus**: there is no "no bonus": (d) +4 never hurts. (a) and (b) are
//!   offered only when a knight can be placed there.
//! - **Tristan's side 2** fires by itself the first time its condition holds: it is worth the
//!   same whenever it is used. It counts castle rooms (the secret room can take one knight per
//!   card at most).
//! - **Parzival's side 2** is offered at each Grail tile of his turn until used; he then picks
//!   every tile of that turn. While he looks the supply lies spread out (one pile: the stacks'
//!   sizes would tell where a part was taken from); when his turn ends it is shuffled into 3
//!   stacks as even as possible, larger first.
//! - **No end-of-turn hero ability after Z-MISS-11** (a colour that found no mission fulfilled
//!   none and took nothing back).
//! - **Tournament final**: its knight and tile are one offer, accepted or declined; with no
//!   hinterland knight and an empty supply it lapses unasked. The winner's red knight is an
//!   additional knight the colour may decline.
//! - **Intrigue's top group**: the penalised colours choose their red-room knight in turn order
//!   (order T in final scoring).
//! - **Grail stacks**: a tile is drawn for its taker from the tallest stack (the first of
//!   equals), final step 4 included. Z-EFF-5 lets the taker choose, but the stacks lie face
//!   down and shuffled and nobody ever sees into them, so the choice can tell nobody anything
//!   and is not asked; only Parzival's look (Z-HERO-PAR-2) is offered beside the draw. Games
//!   saved before this (`ZukunftConfig::draw_grail` false) replay with the taker's choice.
//! - **Final scoring**: each colour's report line for the red room's magician is the net change
//!   its placement made (the winner's points, the others' Intrigue penalties). The floor at 0
//!   applies at every change, which here equals the spec's "after each step".
//! - **Outcome**: one winning seat (ties by order T, §3.4 with 2 players), label `"most-points"`.
//! - **Undo**: an action is undoable unless it drew or showed something: turning up missions,
//!   the reveal (the last prediction), a Merlin tile, a Grail tile from a stack, Parzival's
//!   look and the reshuffle, final scoring's reveals.
//!
//! - **The "60" tile** (Z-SETUP-8) is shown as `ColourView::sixty`: the score is 60 or more.
//!
//! ## For the table (the UI)
//! - **Config** [`ZukunftConfig`]: `players` 2–5, `sides` per room (red, green, yellow, blue:
//!   A, B or Random), `heroes`, `expert` (with heroes; `first_player` picks first), optional
//!   `colours` per seat, `draw_grail` (true in every new game).
//! - **Actions** [`ZukunftAction`]: one small value per decision, naming colours, cards
//!   ([`MissionId`], printed label), spaces ([`Space`], spec label such as `"TG-1a"`) and Grail
//!   parts. What to offer is exactly `legal_actions(seat)`; a space the UI shows as clickable
//!   is a `Shield`/`Extra`/`Magician`/`BlackKnight` action naming it.
//! - **View** [`ZukunftView`]: `config` and the `sides` drawn; `pending` says what is awaited
//!   and from whom; `spaces` lists every space of the rooms in play with its occupant (static
//!   data: [`Space::effect`], [`Space::room`], [`Space::arrows`], [`MissionId::card`]);
//!   `colours` the public per-colour counts; `magicians` the throne room; `display`, `decks`,
//!   `boxed`, `merlin_row`, `grail_stacks`; the Knights' Table, tournament tiles and Fanfares;
//!   `reveal` the last reveal; `final_report` every final-scoring line; `me` the seat's own
//!   fists, Merlin values, Grail tiles and Parzival's knowledge.
//! - **Events** [`ZukunftEvent`]: everything that happened, with its numbers: every score change
//!   is a `Scored` with its reason ([`Why`]), printed amount and effect; `Revealed` has every
//!   fist and prediction against the total and the new order; `RedRoomScored` and
//!   `FinalReport` explain final scoring. Private events are visible to their seat only.
//!
//! ## Rule index (spec ID → code)
//! | Rule IDs | Where |
//! |---|---|
//! | Z-SETUP-1 … -11, Z-5P-1, Z-3P-1, Z-2P-1, -5 | `rules/setup.rs` (`setup`, `blank`, `join`); [`data`] (`start_screen`, `revealed_per_round`) |
//! | Z-XPERT-1, -2 | `rules/setup.rs` (`pick`, `picker`, `check_config`) |
//! | Z-ROUND-1, Z-PREP-1 … -3, Z-3P-3, Z-SEND-1 … -4, Z-2P-2, Z-EOR-1 | `rules/round.rs` |
//! | Z-PRED-1 … -7, Z-2P-3, §3.1 | `rules/predict.rs` ([`new_turn_order`]) |
//! | Z-MISS-1 … -13 | `rules/missions.rs` |
//! | Z-EFF-1, -6, -7, Z-EFF-3 | `rules/place.rs` (`score`, `place`, `tree`) |
//! | Z-EFF-2, -4, -5 | `rules/effects.rs` |
//! | Z-ROOM-GEN-1 … -3 and every room's placement rule | `rules/rooms.rs` (`legal_in`, [`training_line`] for §3.3); [`board`] for the spaces |
//! | Z-ROOM-TRAIN-3 … -6, Z-ROOM-TOURN-3 … -9, Z-ROOM-REBEL-3, -6, Z-ROOM-BALL-2 … -5, Z-ROOM-INTR-2 … -5 | `rules/place.rs`; bonuses and trees in `rules/effects.rs` |
//! | Z-ROOM-TABLE-1 … -5, Z-ROOM-REBEL-7 … -10, Z-ROOM-INTR-6, Z-ROOM-SECRET-4, Z-FINAL-0 … -7, Z-2P-4, Z-3P-2, -4, §3.2, §3.4, §3.5 | `rules/final_scoring.rs` |
//! | Z-FINAL-5, §3.6 | [`data::grail_set_score`] |
//! | Z-HERO-1 … -5, Z-HERO-KAY-1, -TRI-1, -PAR-1, -LAN-1, -LAN-2 | `rules/missions.rs` (`hero_rooms`, `resolve_shield`) |
//! | Z-HERO-TRI-2 | `rules/place.rs` (`tristan`) |
//! | Z-HERO-PAR-2 | `rules/effects.rs` (`parzival_look`, `pick_part`, `end_look`) |
//! | Z-HERO-KAY-2, Z-HERO-MOR-0 … -2 | `rules/heroes.rs`; the black knight at setup in `rules/setup.rs` |
//! | §2 component data | [`data`] (missions, tiles), [`board`] (spaces, effects, arrows, neutral spaces) |
//! | what each seat sees; Z-PRED-6 | [`view`], `determinize.rs` |
//!
//! ## Layout
//! `data.rs` and `board.rs` the components; `state.rs` the full state; `actions.rs` actions and
//! errors; `events.rs` the log and the reports; `rules/` one module per phase (the task stack in
//! `rules/mod.rs` resolves a placement's chain before the next shield); `view.rs` what a seat
//! may see; `determinize.rs` samples of what a seat cannot see; `setup.rs` hand-built
//! positions, checked by `setup_checks.rs` against what play can reach (the display, the counts
//! per round, scores, heroes, figures where their rooms' rules put them).

pub mod actions;
pub mod board;
pub mod data;
mod determinize;
mod known;
pub mod events;
mod rules;
pub mod setup;
mod setup_checks;
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
pub use setup::{score_limit, ColourSetup, SetupError, SetupStart, ZukunftSetup};
pub use state::{Figure, HeroState, Occupant, Source, Zukunft, ZukunftConfig};
pub use view::{ColourView, HeroView, MagicianView, Pending, PrivateView, SpaceView, ZukunftView};

use crate::engine::knowledge::{Knowledge, KnowledgeError};
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
        Ok(Applied {
            undoable: !fx.hidden,
        })
    }

    fn view(&self, viewer: Viewer) -> ZukunftView {
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

    fn default_config(players: u8) -> ZukunftConfig {
        ZukunftConfig {
            players,
            ..ZukunftConfig::default()
        }
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
                        // Saves from before `draw_grail` still replay: both ways are played.
                        draw_grail: players % 2 == 0 || heroes,
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
