//! What one seat (or the table) may see: [`SchattenView`].
//!
//! Built only from what the viewer may know — the public table, its own hand, loyalty card
//! (once it may look) and private knowledge (the black cards it placed face down or saw on top
//! of the pile) — so it is the same for the real state, for every `resample` of it (checked by
//! the shared random-play suite) and for the state rebuilt from it (`known.rs`). It is also
//! everything a bot needs: the pending rules steps (`queue`), every public counter, who laid
//! each face-down card.

use super::data::{Black, Kind, Knight, Loyalty, Place, White};
use super::state::{
    bit, Ask, EndReport, Hand, KayCtx, Laid, News, Relic, Schatten, ShareCtx, Side, Status, Task, TraitorDeal,
};
use crate::engine::{Seat, Turn, Viewer};
use serde::{Deserialize, Serialize};

/// A black card as the viewer sees it: its identity, or only its kind (face down).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SeenBlack {
    Card(Black),
    FaceDown(Kind),
}

/// The decision the game waits for, as the viewer may know it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Pending {
    /// Seats in `waiting` still give their setup card (S-SETUP-10).
    SetupGive { waiting: u8 },
    /// The proposer assigns the pool (S-SHARE-3).
    Assign { proposer: Seat },
    /// Seats in `waiting` still vote (S-SHARE-4).
    Vote { waiting: u8 },
    Progression { seat: Seat },
    Heroic { seat: Seat },
    /// The Armor's owner chooses between two cards (S-REL-ARMOR-2).
    Armor { drawer: Seat },
    /// Face up or face down (S-BLACK-3). `white_card`: laying it face down pays the drawer a
    /// white card (S-BLACK-8) — a knight; the revealed Traitor may lay it face down too, but
    /// gets none (S-TRA-5, S-DEF-38).
    Face { drawer: Seat, kind: Kind, white_card: bool },
    /// The Merlin pledge round (S-MERLIN-4): who answers now, who has answered, and the
    /// total so far.
    Merlin { drawer: Seat, card: Black, next: Seat, asked: u8, total: u8 },
    /// The Excalibur owner may cancel this standard card (S-BLACK-6), laid face up or down.
    Excalibur { owner: Seat, drawer: Seat, card: SeenBlack, down: bool },
    War { drawer: Seat, card: Black },
    /// Morgan #1 or #5: who is asked to volunteer now, and who has answered.
    Volunteer { drawer: Seat, card: Black, next: Seat, asked: u8 },
    /// Forced discards of `count` cards; `waiting` still choose, of `all` (S-DP-12).
    Discard { count: u8, waiting: u8, all: u8 },
    Drink { owner: Seat, seat: Seat },
    Exchange { arthur: Seat, target: Seat },
    Kay { kay: Seat, ctx: KayCtx },
    SiegeFight { seat: Seat },
    Messenger { giver: Seat, to: Seat, given: u8 },
    Clairvoyance { seat: Seat, count: u8, done: u8 },
    Taunt { traitor: Seat },
    TraitorEvil { traitor: Seat },
    Over,
}

/// One seat as the viewer sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatView {
    pub seat: Seat,
    pub knight: Knight,
    pub status: Status,
    pub life: u8,
    /// Where the miniature stands; `None` once off the board (dead, revealed Traitor).
    pub at: Option<Place>,
    /// Cards in hand (public, S-DECK-6).
    pub hand: u8,
    /// Cards put aside in a secret choice still open.
    pub aside: u8,
    pub has_accused: bool,
    /// The loyalty card when the viewer knows it: face up, proven, or his own once seen.
    pub loyalty: Option<Loyalty>,
    /// Face up for everyone.
    pub public: bool,
    /// Known loyal without being face up (a loyal Fate, the last knight).
    pub proven: bool,
    /// Merlins pledged in the open window.
    pub pledged: u8,
    /// Positions of the black draw pile this seat knows, counted from the top (0 = top).
    pub knows_black: Vec<u8>,
    /// How often he chose a siege engine in his Progression of Evil (S-TURN-7): everyone saw it,
    /// and the bots weigh it as evidence of the Traitor, so it is part of every seat's view.
    pub sieges: u8,
}

/// A combat quest (S-Q-CMB-1).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CombatView {
    pub open: bool,
    pub white: Vec<White>,
    /// In the order laid; face-down cards by kind unless the viewer laid them.
    pub black: Vec<SeenBlack>,
    /// Who laid each of them, and whether face down.
    pub laid: Vec<(Seat, bool)>,
    pub white_spots: u8,
    pub black_spots: u8,
}

/// A war (S-Q-WAR-1).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct WarView {
    pub place: Place,
    pub warriors: u8,
    pub sequence: Vec<White>,
    pub mordred: bool,
    /// The value it needs next.
    pub needs: Option<u8>,
}

/// The share in progress (S-SHARE).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ShareView {
    pub ctx: ShareCtx,
    pub proposer: Seat,
    pub recipients: u8,
    pub pool: Vec<White>,
    /// The whole pool as it was laid out (the fallback deals it, S-SHARE-5).
    pub all: Vec<White>,
    pub assigned: Vec<(White, Seat)>,
    pub waiting: u8,
}

/// What only the viewing seat sees.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PrivateView {
    pub seat: Seat,
    pub hand: Hand,
    /// His loyalty card, once he may look (S-SETUP-9).
    pub loyalty: Option<Loyalty>,
    /// His secret choice put aside (setup card, discards).
    pub aside: Vec<White>,
    /// Black cards he knows on the draw pile: (position from the top, card).
    pub black_pile: Vec<(u8, Black)>,
    /// Cards he drew and must decide on: the Armor's two, the combat card to lay.
    pub drawn: Vec<Black>,
    /// The card he offered Arthur's way, awaiting the target's.
    pub offered: Option<White>,
    /// His vote, if cast.
    pub vote: Option<bool>,
}

/// Everything the app needs to draw the board for one viewer.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SchattenView {
    pub viewer: Viewer,
    pub players: u8,
    pub bedivere: bool,
    pub traitor_deal: TraitorDeal,
    pub turn: Turn,
    pub first: Seat,
    pub active: Seat,
    pub pending: Pending,
    pub seats: Vec<SeatView>,
    pub white_swords: u8,
    pub black_swords: u8,
    pub siege: u8,
    pub white_draw: u8,
    pub white_discard: Vec<White>,
    pub black_draw: u8,
    pub black_discard: Vec<SeenBlack>,
    /// The face-down cards of the black discard pile (S-DECK-5): their places (bottom first)
    /// and who laid them.
    pub black_discard_down: Vec<(u8, Seat)>,
    pub black_knight: CombatView,
    pub side: Side,
    pub lancelot: CombatView,
    pub excalibur: u8,
    pub excalibur_open: bool,
    pub grail_open: bool,
    pub grail_white: u8,
    /// The black cards on the Grail row, in the order placed (G7 first).
    pub grail_black: Vec<Black>,
    pub wars: Vec<WarView>,
    pub mists: bool,
    pub vivien: bool,
    pub dark_forest: bool,
    pub heroism: Option<Place>,
    pub relic_excalibur: Relic,
    pub relic_grail: Relic,
    pub relic_armor: Relic,
    /// The active knight's turn so far: heroic actions taken and their type bits (A = 1 …
    /// E = 16), and the once-per-turn uses.
    pub actions_taken: u8,
    pub action_types: u8,
    pub special_played: bool,
    pub arthur_used: bool,
    pub bedivere_used: bool,
    pub percival_peeked: bool,
    pub turn_ends: bool,
    pub share: Option<ShareView>,
    /// A siege fight in progress: fight cards laid (count per value 1–5) and the roll.
    pub fight: Option<([u8; 5], u8)>,
    /// A combat quest's revealed black cards and sums, while Kay decides.
    pub revealing: Option<(Place, Vec<Black>, u8, u8)>,
    /// The rules steps still queued (public), the next first.
    pub queue: Vec<Task>,
    pub me: Option<PrivateView>,
    pub end: Option<EndReport>,
    /// The latest public results (the last black card, quest end, siege fight, accusation).
    pub news: News,
}

impl Schatten {
    fn seen_black(&self, l: Laid, viewer: Viewer) -> SeenBlack {
        match l.card.kind() {
            Some(k) if l.down && viewer != Viewer::Seat(l.by) => SeenBlack::FaceDown(k),
            _ => SeenBlack::Card(l.card),
        }
    }

    fn combat_view(&self, place: Place, viewer: Viewer) -> CombatView {
        let c = self.combat(place);
        let (w, b) = place.spots();
        CombatView {
            open: self.is_open(place),
            white: c.white.as_slice().to_vec(),
            black: c.black.iter().map(|&l| self.seen_black(l, viewer)).collect(),
            laid: c.black.iter().map(|l| (l.by, l.down)).collect(),
            white_spots: w,
            black_spots: b,
        }
    }

    fn known_positions(&self, s: Seat) -> Vec<u8> {
        let m = self.known.get(usize::from(s)).copied().unwrap_or(0);
        let len = self.black_draw.len();
        (0..len).rev().filter(|&i| m & (1u128 << i) != 0).map(|i| (len - 1 - i) as u8).collect()
    }

    fn pending_view(&self, viewer: Viewer) -> Pending {
        if self.is_over() {
            return Pending::Over;
        }
        let a = self.active;
        match self.ask {
            Ask::None => Pending::Over,
            Ask::SetupGive => Pending::SetupGive {
                waiting: (0..self.n).filter(|&s| self.seat(s).escrow.is_empty()).fold(0, |m, s| m | bit(s)),
            },
            Ask::Assign => Pending::Assign { proposer: self.share.proposer },
            Ask::Vote => Pending::Vote { waiting: self.share.waiting },
            Ask::Progression => Pending::Progression { seat: a },
            Ask::Heroic => Pending::Heroic { seat: a },
            Ask::Armor { drawer, .. } => Pending::Armor { drawer },
            Ask::Face { drawer, card } => Pending::Face {
                drawer,
                kind: card.kind().unwrap_or(Kind::BlackKnight),
                white_card: self.seat(drawer).is_knight(),
            },
            Ask::Merlin { drawer, card, next, asked, total } => Pending::Merlin { drawer, card, next, asked, total },
            Ask::Excalibur { owner, drawer, card, down } => Pending::Excalibur {
                owner,
                drawer,
                card: self.seen_black(Laid { card, down, by: drawer }, viewer),
                down,
            },
            Ask::War { drawer, card } => Pending::War { drawer, card },
            Ask::Volunteer { drawer, card, next, asked } => Pending::Volunteer { drawer, card, next, asked },
            Ask::Discard { count, waiting, all } => Pending::Discard { count, waiting, all },
            Ask::Drink { owner, seat } => Pending::Drink { owner, seat },
            Ask::Exchange { arthur, target, .. } => Pending::Exchange { arthur, target },
            Ask::Kay { kay, ctx } => Pending::Kay { kay, ctx },
            Ask::SiegeFight => Pending::SiegeFight { seat: a },
            Ask::Messenger { to, given } => Pending::Messenger { giver: a, to, given },
            Ask::Clairvoyance { k, done } => Pending::Clairvoyance { seat: a, count: k, done },
            Ask::Taunt => Pending::Taunt { traitor: a },
            Ask::TraitorEvil => Pending::TraitorEvil { traitor: a },
        }
    }

    fn private_view(&self, seat: Seat) -> PrivateView {
        let me = self.seat(seat);
        let len = self.black_draw.len();
        let m = self.known.get(usize::from(seat)).copied().unwrap_or(0);
        let black_pile = (0..len)
            .rev()
            .filter(|&i| m & (1u128 << i) != 0)
            .filter_map(|i| self.black_draw.get(i).map(|c| ((len - 1 - i) as u8, c)))
            .collect();
        let drawn = match self.ask {
            Ask::Armor { drawer, cards } if drawer == seat => cards.to_vec(),
            Ask::Face { drawer, card } if drawer == seat => vec![card],
            _ => Vec::new(),
        };
        let offered = match self.ask {
            Ask::Exchange { arthur, card, .. } if arthur == seat => Some(card),
            _ => None,
        };
        let voted = self.ask == Ask::Vote
            && self.share.recipients & bit(seat) != 0
            && self.share.waiting & bit(seat) == 0
            && seat != self.share.proposer;
        PrivateView {
            seat,
            hand: me.hand,
            loyalty: (me.seen || me.public).then_some(me.loyalty),
            aside: me.escrow.as_slice().to_vec(),
            black_pile,
            drawn,
            offered,
            vote: voted.then_some(self.share.rejects & bit(seat) == 0),
        }
    }

    pub(crate) fn view_for(&self, viewer: Viewer) -> SchattenView {
        let me = match viewer {
            Viewer::Seat(s) if s < self.n => Some(s),
            _ => None,
        };
        let seats = (0..self.n)
            .map(|s| {
                let st = self.seat(s);
                let own = me == Some(s) && st.seen;
                SeatView {
                    seat: s,
                    knight: st.knight,
                    status: st.status,
                    life: st.life,
                    at: st.is_knight().then_some(st.at),
                    hand: st.hand.total(),
                    aside: st.escrow.len() as u8,
                    has_accused: st.accused,
                    loyalty: (st.public || st.proven || own).then_some(st.loyalty),
                    public: st.public,
                    proven: st.proven,
                    pledged: self.pledged.get(usize::from(s)).copied().unwrap_or(0),
                    knows_black: self.known_positions(s),
                    sieges: st.sieges,
                }
            })
            .collect();
        let share = matches!(self.ask, Ask::Assign | Ask::Vote).then(|| ShareView {
            ctx: self.share.ctx,
            proposer: self.share.proposer,
            recipients: self.share.recipients,
            pool: self.share.pool.as_slice().to_vec(),
            all: self.share.all.as_slice().to_vec(),
            assigned: self.share.assigned.as_slice().to_vec(),
            waiting: self.share.waiting,
        });
        let fight = matches!(self.ask, Ask::SiegeFight | Ask::Kay { ctx: KayCtx::Siege, .. })
            .then_some((self.fight.laid, self.fight.roll));
        let revealing = matches!(self.ask, Ask::Kay { ctx: KayCtx::Combat(_), .. }).then(|| {
            let r = self.resolution;
            (r.place, r.black.as_slice().to_vec(), r.black_total, r.white_total)
        });
        SchattenView {
            viewer,
            players: self.n,
            bedivere: self.bedivere,
            traitor_deal: self.deal,
            turn: self.turn_now(),
            first: self.first,
            active: self.active,
            pending: self.pending_view(viewer),
            seats,
            white_swords: self.white_swords,
            black_swords: self.black_swords,
            siege: self.siege,
            white_draw: self.white_draw.len() as u8,
            white_discard: self.white_discard.as_slice().to_vec(),
            black_draw: self.black_draw.len() as u8,
            black_discard: self.black_discard.iter().map(|&l| self.seen_black(l, viewer)).collect(),
            black_discard_down: self
                .black_discard
                .iter()
                .enumerate()
                .filter(|(_, l)| l.down)
                .map(|(i, l)| (i as u8, l.by))
                .collect(),
            black_knight: self.combat_view(Place::BlackKnight, viewer),
            side: self.side,
            lancelot: self.combat_view(Place::Lancelot, viewer),
            excalibur: self.excalibur,
            excalibur_open: self.excalibur_open,
            grail_open: self.grail_open,
            grail_white: self.grail_white,
            grail_black: self.grail_black.as_slice().to_vec(),
            wars: [Place::Picts, Place::Saxons]
                .into_iter()
                .map(|p| {
                    let w = self.war(p);
                    WarView {
                        place: p,
                        warriors: w.warriors,
                        sequence: w.seq.as_slice().to_vec(),
                        mordred: w.mordred,
                        needs: self.war_needs(p),
                    }
                })
                .collect(),
            mists: self.mists,
            vivien: self.vivien,
            dark_forest: self.dark_forest,
            heroism: self.heroism,
            relic_excalibur: self.relic_excalibur,
            relic_grail: self.relic_grail,
            relic_armor: self.relic_armor,
            actions_taken: self.flags.acts,
            action_types: self.flags.types,
            special_played: self.flags.special,
            arthur_used: self.flags.arthur,
            bedivere_used: self.flags.bedivere,
            percival_peeked: self.flags.peeked,
            turn_ends: self.flags.ends,
            share,
            fight,
            revealing,
            queue: self.stack.as_slice().iter().rev().copied().collect(),
            me: me.map(|s| self.private_view(s)),
            end: self.end,
            news: self.news,
        }
    }
}
