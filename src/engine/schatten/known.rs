//! A full state built from what one seat knows ([`Game::from_knowledge`]): the skeleton the
//! bots resample (`determinize.rs`), so that they never hold a state that came from the real
//! one.
//!
//! Everything public (the board, every count, the steps still queued, the share in progress)
//! and the seat's own hand, loyalty card, secret choices and the black cards it knows are
//! copied from its view. Every hidden item is a placeholder from the pool of items the seat has
//! not seen, in a canonical order (the resampler deals them again anyway): the white cards
//! less those the seat sees fill the other hands, their secret choices, an offer to Arthur and
//! the white draw pile; the black cards less those it sees fill the draw pile where it does not
//! know it, the face-down cards it did not lay and a drawer's cards; the loyalty cards less
//! those it knows fill the other seats and the cards not dealt; another voter's secret vote is
//! "accept".
//!
//! [`Game::from_knowledge`]: crate::engine::Game::from_knowledge

use super::data::{black_deck, white_deck, Black, Loyalty, White, ACCUSE_AT};
use super::state::{
    bit, Ask, Combat, Fight, Hand, Laid, Resolution, Schatten, SchattenConfig, Share, Status, TraitorDeal, War,
};
use super::view::{CombatView, Pending, SchattenView, SeenBlack};
use crate::engine::few::Few;
use crate::engine::knowledge::{bad, push, Knowledge, KnowledgeError};
use crate::engine::rng::Rng;
use crate::engine::Seat;

type Result<T> = std::result::Result<T, KnowledgeError>;



/// A multiset of cards the seat has not seen: the deck, less each card it sees.
struct Unseen<T> {
    left: Vec<(T, u8)>,
}

impl<T: Copy + Ord> Unseen<T> {
    fn new(deck: Vec<T>) -> Unseen<T> {
        let mut left: Vec<(T, u8)> = Vec::new();
        for c in deck {
            match left.iter_mut().find(|(x, _)| *x == c) {
                Some((_, k)) => *k += 1,
                None => left.push((c, 1)),
            }
        }
        left.sort_unstable();
        Unseen { left }
    }

    fn seen(&mut self, c: T) -> Result<()> {
        match self.left.iter_mut().find(|(x, _)| *x == c) {
            Some((_, k)) if *k > 0 => {
                *k -= 1;
                Ok(())
            }
            _ => Err(bad("a card seen more often than it exists")),
        }
    }

    /// The next unseen card in canonical order that `fits`.
    fn take(&mut self, fits: impl Fn(T) -> bool) -> Result<T> {
        let (c, k) = self.left.iter_mut().find(|(x, k)| *k > 0 && fits(*x)).ok_or(bad("more hidden cards than unseen ones"))?;
        *k -= 1;
        Ok(*c)
    }

    fn any(&mut self) -> Result<T> {
        self.take(|_| true)
    }

    fn is_empty(&self) -> bool {
        self.left.iter().all(|(_, k)| *k == 0)
    }
}

/// The loyalty cards of a deal (S-LOY-1, S-SETUP-8).
fn loyalty_deck(deal: TraitorDeal, n: u8) -> Vec<Loyalty> {
    let loyal = match deal {
        TraitorDeal::Official => 7,
        TraitorDeal::Always => usize::from(n).saturating_sub(1),
        TraitorDeal::Never => usize::from(n),
    };
    let mut v = vec![Loyalty::Loyal; loyal];
    if deal != TraitorDeal::Never {
        v.push(Loyalty::Traitor);
    }
    v
}

fn combat(v: &CombatView, black: &mut Unseen<Black>, seat: Seat) -> Result<Combat> {
    let mut c = Combat { white: Few::from_slice(&v.white), black: Few::new() };
    if v.black.len() != v.laid.len() {
        return Err(bad("a combat quest's cards and who laid them"));
    }
    for (b, &(by, down)) in v.black.iter().zip(&v.laid) {
        let card = match *b {
            SeenBlack::Card(card) => card,
            SeenBlack::FaceDown(kind) if by != seat => black.take(|x| x.kind() == Some(kind))?,
            SeenBlack::FaceDown(_) => return Err(bad("the seat's own face-down card unseen")),
        };
        push(&mut c.black, Laid { card, down, by })?;
    }
    Ok(c)
}

impl Schatten {
    pub(crate) fn rebuild(known: &Knowledge<Schatten>) -> Result<Schatten> {
        let seat = known.checked_seat()?;
        let cfg: &SchattenConfig = known.config();
        let v = known.view();
        let me = v.me.as_ref().ok_or(bad("the view is not a seat's"))?;
        let n = v.players;
        if n != cfg.players || v.seats.len() != usize::from(n) {
            return Err(bad("the view has another number of seats"));
        }
        let mut g = Schatten::setup(cfg, 0).map_err(KnowledgeError::Config)?;
        g.rng = Rng::new(0);
        g.first = v.first;
        g.active = v.active;
        g.white_swords = v.white_swords;
        g.black_swords = v.black_swords;
        g.siege = v.siege;
        g.side = v.side;
        g.excalibur = v.excalibur;
        g.excalibur_open = v.excalibur_open;
        g.grail_white = v.grail_white;
        g.grail_black = Few::from_slice(&v.grail_black);
        g.grail_open = v.grail_open;
        g.mists = v.mists;
        g.vivien = v.vivien;
        g.dark_forest = v.dark_forest;
        g.heroism = v.heroism;
        g.relic_excalibur = v.relic_excalibur;
        g.relic_grail = v.relic_grail;
        g.relic_armor = v.relic_armor;
        g.flags.acts = v.actions_taken;
        g.flags.types = v.action_types;
        g.flags.special = v.special_played;
        g.flags.arthur = v.arthur_used;
        g.flags.bedivere = v.bedivere_used;
        g.flags.peeked = v.percival_peeked;
        g.flags.ends = v.turn_ends;
        g.end = v.end;
        g.news = v.news;
        g.stack = Few::new();
        for &t in v.queue.iter().rev() {
            push(&mut g.stack, t)?;
        }
        for (w, war) in g.wars.iter_mut().zip(&v.wars) {
            *w = War { warriors: war.warriors, seq: Few::from_slice(&war.sequence), mordred: war.mordred };
        }
        g.white_discard = Few::from_slice(&v.white_discard);
        g.share = match &v.share {
            Some(s) => Share {
                ctx: s.ctx,
                proposer: s.proposer,
                recipients: s.recipients,
                pool: Few::from_slice(&s.pool),
                all: Few::from_slice(&s.all),
                assigned: Few::from_slice(&s.assigned),
                waiting: s.waiting,
                // Its own vote; another's secret vote is drawn by the resampler.
                rejects: if me.vote == Some(false) { bit(seat) } else { 0 },
            },
            None => Share::default(),
        };
        g.fight = v.fight.map_or(Fight::default(), |(laid, roll)| Fight { laid, roll, kay: None });
        let swords = v.white_swords.saturating_add(v.black_swords);
        let mut white = Unseen::new(white_deck());
        let mut black = Unseen::new(black_deck());
        g.rebuild_seats(seat, v, swords)?;
        g.rebuild_loyalty(seat, v)?;
        g.resolution = match &v.revealing {
            Some((place, cards, black_total, white_total)) => Resolution {
                place: *place,
                black: Few::from_slice(cards),
                black_total: *black_total,
                white_total: *white_total,
                kay: None,
                excalibur: Self::owner(g.relic_excalibur).is_some_and(|o| g.present(*place).any(|s| s == o)),
            },
            None => Resolution::default(),
        };

        // The white cards the seat sees; the rest fill the hidden places.
        for w in me.hand.cards().chain(me.aside.iter().copied()).chain(me.offered) {
            white.seen(w)?;
        }
        for &w in v.white_discard.iter().chain(&v.black_knight.white).chain(&v.lancelot.white).chain(v.wars.iter().flat_map(|w| &w.sequence)) {
            white.seen(w)?;
        }
        for _ in 0..v.grail_white {
            white.seen(White::Grail)?;
        }
        if v.heroism.is_some() {
            white.seen(White::Heroism)?;
        }
        if let Some((laid, _)) = v.fight {
            for (&w, &count) in White::ALL.iter().zip(&laid) {
                for _ in 0..count {
                    white.seen(w)?;
                }
            }
        }
        if let Some(s) = &v.share {
            for &w in s.pool.iter().chain(s.assigned.iter().map(|a| &a.0)) {
                white.seen(w)?;
            }
        }

        // The black cards the seat sees.
        for &b in &v.grail_black {
            black.seen(b)?;
        }
        for b in v.black_knight.black.iter().chain(&v.lancelot.black).chain(&v.black_discard) {
            if let SeenBlack::Card(c) = b {
                black.seen(*c)?;
            }
        }
        for &(_, c) in &me.black_pile {
            black.seen(c)?;
        }
        for &c in &me.drawn {
            black.seen(c)?;
        }
        for war in &v.wars {
            if war.mordred {
                black.seen(Black::Mordred)?;
            }
        }
        for (on, card) in [(v.mists, Black::Mists), (v.vivien, Black::Vivien), (v.dark_forest, Black::DarkForest)] {
            if on {
                black.seen(card)?;
            }
        }
        match v.pending {
            // In the air until they act (a Morgan #1 or #5 asking for volunteers is already
            // in the discard pile).
            Pending::Merlin { card, .. } | Pending::War { card, .. } => black.seen(card)?,
            Pending::Excalibur { card: SeenBlack::Card(c), .. } => black.seen(c)?,
            _ => {}
        }
        for t in &v.queue {
            use super::state::Task;
            if let Task::Drawn { card, .. } | Task::Standard { card, .. } | Task::Special { card, .. } = *t {
                black.seen(card)?;
            }
        }

        // Face-down cards (their kinds are known) take their placeholders first.
        g.black_knight = combat(&v.black_knight, &mut black, seat)?;
        g.lancelot = combat(&v.lancelot, &mut black, seat)?;
        g.black_discard = Few::new();
        for (i, b) in v.black_discard.iter().enumerate() {
            let by = v.black_discard_down.iter().find(|d| usize::from(d.0) == i).map(|d| d.1);
            let laid = match (*b, by) {
                (SeenBlack::Card(card), Some(by)) => Laid { card, down: true, by },
                (SeenBlack::Card(card), None) => Laid { card, down: false, by: 0 },
                (SeenBlack::FaceDown(kind), Some(by)) if by != seat => Laid { card: black.take(|x| x.kind() == Some(kind))?, down: true, by },
                (SeenBlack::FaceDown(_), _) => return Err(bad("a face-down discard with no one who laid it")),
            };
            push(&mut g.black_discard, laid)?;
        }

        g.ask = g.rebuild_ask(seat, v, &mut white, &mut black)?;

        // The black draw pile: what the seat knows where it knows it (positions from the top).
        let len = usize::from(v.black_draw);
        g.black_draw = Few::new();
        for i in 0..len {
            let from_top = (len - 1 - i) as u8;
            let card = match me.black_pile.iter().find(|(p, _)| *p == from_top) {
                Some(&(_, c)) => c,
                None => black.any()?,
            };
            push(&mut g.black_draw, card)?;
        }
        g.known = [0; 8];
        for s in &v.seats {
            let mut m = 0u128;
            for &p in &s.knows_black {
                let i = len.checked_sub(1 + usize::from(p)).ok_or(bad("a known card beyond the black draw pile"))?;
                m |= 1u128 << i;
            }
            if let Some(k) = g.known.get_mut(usize::from(s.seat)) {
                *k = m;
            }
        }

        // The other hands and secret choices, then the white draw pile.
        for s in &v.seats {
            if s.seat == seat {
                continue;
            }
            let Some(st) = g.seat_mut(s.seat) else { continue };
            st.hand.clear();
            for _ in 0..s.hand {
                st.hand.add(white.any()?);
            }
            st.escrow = Few::new();
            for _ in 0..s.aside {
                push(&mut st.escrow, white.any()?)?;
            }
        }
        g.white_draw = Few::new();
        for _ in 0..v.white_draw {
            push(&mut g.white_draw, white.any()?)?;
        }
        if !white.is_empty() || !black.is_empty() {
            return Err(bad("unseen cards with no place"));
        }
        known.confirm(g)
    }

    /// Each seat as the view shows it; another's hand and secret choice are filled later.
    fn rebuild_seats(&mut self, seat: Seat, v: &SchattenView, swords: u8) -> Result<()> {
        let me = v.me.as_ref().ok_or(bad("the view is not a seat's"))?;
        let n = self.n;
        for s in &v.seats {
            if s.seat >= n {
                return Err(KnowledgeError::Seat(s.seat));
            }
            let pledged = self.pledged.get_mut(usize::from(s.seat)).ok_or(KnowledgeError::Seat(s.seat))?;
            *pledged = s.pledged;
            let st = self.seat_mut(s.seat).ok_or(KnowledgeError::Seat(s.seat))?;
            st.knight = s.knight;
            st.status = s.status;
            st.life = s.life;
            st.at = s.at.unwrap_or_default();
            st.public = s.public;
            st.proven = s.proven;
            st.accused = s.has_accused;
            st.sieges = s.sieges;
            // S-SETUP-9: everyone looks at once, except at three players until the sixth
            // sword; a revealed Traitor has (an accused loyal knight's card is turned up
            // without his looking).
            st.seen = n != 3 || swords >= ACCUSE_AT || s.status == Status::Traitor;
            if s.seat == seat {
                st.hand = me.hand;
                st.escrow = Few::from_slice(&me.aside);
            } else {
                st.hand = Hand::default();
                st.escrow = Few::new();
            }
        }
        Ok(())
    }

    /// Loyalty cards: where the seat knows them; the rest of the deal, in order, elsewhere.
    fn rebuild_loyalty(&mut self, seat: Seat, v: &SchattenView) -> Result<()> {
        let mut left = Unseen::new(loyalty_deck(self.deal, self.n));
        let mut unknown = Vec::new();
        for s in &v.seats {
            let l = if s.seat == seat { v.me.as_ref().and_then(|m| m.loyalty).or(s.loyalty) } else { s.loyalty };
            match l {
                Some(l) => {
                    left.seen(l)?;
                    if let Some(st) = self.seat_mut(s.seat) {
                        st.loyalty = l;
                    }
                }
                None => unknown.push(s.seat),
            }
        }
        for t in unknown {
            let l = left.any()?;
            if let Some(st) = self.seat_mut(t) {
                st.loyalty = l;
            }
        }
        self.undealt = Few::new();
        while let Ok(l) = left.any() {
            push(&mut self.undealt, l)?;
        }
        Ok(())
    }

    /// The decision pending, with placeholders for the cards another seat holds in it.
    fn rebuild_ask(&self, seat: Seat, v: &SchattenView, white: &mut Unseen<White>, black: &mut Unseen<Black>) -> Result<Ask> {
        let me = v.me.as_ref().ok_or(bad("the view is not a seat's"))?;
        let drawn = |i: usize| me.drawn.get(i).copied().ok_or(bad("its own drawn card is missing"));
        Ok(match v.pending {
            Pending::SetupGive { .. } => Ask::SetupGive,
            Pending::Assign { .. } => Ask::Assign,
            Pending::Vote { .. } => Ask::Vote,
            Pending::Progression { .. } => Ask::Progression,
            Pending::Heroic { .. } => Ask::Heroic,
            Pending::Armor { drawer } if drawer == seat => Ask::Armor { drawer, cards: [drawn(0)?, drawn(1)?] },
            Pending::Armor { drawer } => Ask::Armor { drawer, cards: [black.any()?, black.any()?] },
            Pending::Face { drawer, .. } if drawer == seat => Ask::Face { drawer, card: drawn(0)? },
            Pending::Face { drawer, kind, .. } => Ask::Face { drawer, card: black.take(|x| x.kind() == Some(kind))? },
            Pending::Merlin { drawer, card, next, asked, total } => Ask::Merlin { drawer, card, next, asked, total },
            Pending::Excalibur { owner, drawer, card, down } => {
                let card = match card {
                    SeenBlack::Card(c) => c,
                    SeenBlack::FaceDown(kind) => black.take(|x| x.kind() == Some(kind))?,
                };
                Ask::Excalibur { owner, drawer, card, down }
            }
            Pending::War { drawer, card } => Ask::War { drawer, card },
            Pending::Volunteer { drawer, card, next, asked } => Ask::Volunteer { drawer, card, next, asked },
            Pending::Discard { count, waiting, all } => Ask::Discard { count, waiting, all },
            Pending::Drink { owner, seat: s } => Ask::Drink { owner, seat: s },
            Pending::Exchange { arthur, target } => Ask::Exchange {
                arthur,
                target,
                card: match me.offered {
                    Some(c) if arthur == seat => c,
                    _ => white.any()?,
                },
            },
            Pending::Kay { kay, ctx } => Ask::Kay { kay, ctx },
            Pending::SiegeFight { .. } => Ask::SiegeFight,
            Pending::Messenger { to, given, .. } => Ask::Messenger { to, given },
            Pending::Clairvoyance { count, done, .. } => Ask::Clairvoyance { k: count, done },
            Pending::Taunt { .. } => Ask::Taunt,
            Pending::TraitorEvil { .. } => Ask::TraitorEvil,
            Pending::Over => Ask::None,
        })
    }
}
