//! A cheap playout policy and a cutoff evaluation for the search bots
//! ([`crate::engine::bot`]).
//!
//! Random players never win as the loyal knights (0 of 2,000 random 4-player games): they pay
//! a life for a second heroic action half the time, lose life in the Progression of Evil and
//! wander from quest to quest, so every knight is dead after about four turns each (1,987 of
//! 2,000 games end with no loyal knight left) and a random playout credits every move with a
//! loss: the search had no signal at all (`make arena`: 0 % loyal wins at every level).
//!
//! **The policy** plays like a careful knight, reading only the sample it is given:
//! - Progression of Evil: a black card; a life instead at 4+ life; a siege engine only for
//!   a Traitor (or when no black card can be drawn);
//! - heroic phase: heal or Piety when low; a Merlin on a war at 3 warriors or a quest one
//!   black card from lost, Reinforcements on a short hand, Fate and the Lady; else keep
//!   playing where he stands while his cards help there (`combat_plan`: the pattern
//!   his hand can complete and still beat the black cards, those laid and those to come); a
//!   siege fight at 9 engines; white cards on a small hand; else a move to the quest his hand
//!   helps most, counting the knights already there (`help`: Excalibur as a group,
//!   a war by the run of values he holds, the Grail by his Grail cards);
//! - a second action (one life) only for another card on the same quest, at 3+ life or when it
//!   ends the quest well;
//! - face down for every combat card (it pays a white card, S-BLACK-8); never accuse, reveal
//!   or volunteer; drink from the Grail; accept shares; the rest random.
//!
//! What each part paid, on `examples/schatten_trace.rs` (2,000 policy-only games, its own
//! seeds; W / B = white / black swords at the end, S = siege engines):
//! - before: W 0.31, B 3.48, S 11.5 (76 % of games lost to the 12th siege engine: the old
//!   "siege engine below 9" rule added 13.6 of them per game by itself);
//! - a black card instead of a siege engine: W 0.26, B 5.7, S 8.6 (now 58 % end by black
//!   swords: quests were lost ten times as often as won);
//! - playing where he stands, combat plans, moving where his hand helps, the group on
//!   Excalibur (won in every game now): W 2.8, B 4.2;
//! - the second card at 3+ life (5+ before) and a life for black at 4+: W 3.35, B 3.44;
//! - the Merlins and other specials above: B 3.44 -> 2.93; face down: W 3.41 -> 3.58.
//!
//! Tried and dropped (no gain or worse on the same trace): pledging every Merlin against
//! harmful special black cards (B -0.1, more games lost to siege engines), discarding the
//! least useful cards (no change), siege fights from 6–8 engines (W down, B up), keeping
//! Excalibur open at 1–3 to soak up its black cards, which become siege engines once it is
//! won (W fell to 0.7–1.3, B rose to 4.9: the other quests are lost meanwhile), a life for
//! black at 3 or 5+, second cards only at 5+ or never.
//!
//! `nice cargo run --profile bench --no-default-features --bin arena -- --only "schatten 4p:
//! 4 Policy" --games 1000`: loyal wins 0/1000 -> 1/1000 (1/10,000 on 10,000 games), W / B /
//! S at the end 0.31 / 3.48 / 11.47 -> 3.62 / 2.92 / 11.53; 82 % of games still end by the
//! 12th siege engine (7.5 per game come from Excalibur's black cards once it is won, and a
//! policy Traitor adds one every turn: every game with a Traitor is lost), 17 % by black
//! swords. Alone it still loses.
//!
//! **The cutoff**: a playout stops after [`PLAYOUT_DEPTH`] actions (about half a round at
//! four) and each seat is credited with [`Schatten::playout_value_of`]: the swords on the
//! Round Table, the siege engines, the loyal knights' life (a knight near death weighs more
//! than a sword: the knights lose when none is left), their cards and how much they help where
//! they stand, the wars, Excalibur's track, the Grail's row and the combat quests' cards,
//! squashed to 0–1; the Traitor gets the rest. Depth 20 with the progress terms instead of 40
//! without: at Medium with 30 % of its budget (trace, 10 games each) deaths fell from 1.9–2.4
//! to 0–0.6 knights per game and W / B went from 1.2 / 4.8 to 2.6 / 3.7. In the arena
//! (`--only "schatten 4p: 4 Strong" --games 10 --threads 1`, and Medium, Easy alike) the
//! knights still never win: Easy 0/40 (W / B 1.20 / 2.55), Medium 0/10 (2.2 / 4.1), Strong
//! 0/10 (2.6 / 4.2; 1.8 / 5.3 with the old cutoff on the same seeds). The search still plays
//! worse than this policy on its own (3.62 / 2.92): its tree picks the other seats' moves and
//! its own nearly at random until their statistics settle, and the value differences between
//! heroic actions stay within the playouts' noise.
//!
use super::actions::{SchattenAction, Special};
use super::data::{Loyalty, Place, White};
use super::state::{Ask, Schatten};
use crate::engine::rng::Rng;
use crate::engine::Seat;

/// Life at which a loyal knight pays the Progression of Evil with a life instead of a black card.
const LIFE_FOR_BLACK: u8 = 4;
/// Life a knight needs to pay for a second quest card (one that ends a quest well: 2).
const SECOND_AT: u8 = 3;
/// Siege engines at which a knight in Camelot fights one.
const FIGHT_AT: u8 = 9;
/// A hand smaller than this draws in Camelot before setting out.
const DRAW_BELOW: u8 = 5;
/// Warriors at which a Merlin takes one back.
const MERLIN_WARRIORS: u8 = 3;

impl Schatten {
    pub(crate) fn playout_move(&self, seat: Seat, legal: &[SchattenAction], rng: &mut Rng) -> Option<SchattenAction> {
        use SchattenAction as A;
        let has = |a: A| legal.contains(&a);
        let me = self.seat(seat);
        let traitor = me.loyalty == Loyalty::Traitor;
        match self.ask {
            Ask::Progression => {
                if has(A::Siege) && (traitor || !has(A::DrawBlack)) {
                    Some(A::Siege)
                } else if has(A::LoseLife) && me.life >= LIFE_FOR_BLACK {
                    Some(A::LoseLife)
                } else if has(A::DrawBlack) {
                    Some(A::DrawBlack)
                } else {
                    None
                }
            }
            Ask::TraitorEvil => has(A::Siege).then_some(A::Siege),
            Ask::Heroic => Some(self.heroic_move(seat, legal).unwrap_or(A::EndPhase)).filter(|a| has(*a)),
            Ask::SiegeFight => {
                // Lay the highest fight cards until the total beats most rolls, then roll.
                let laid: u8 = White::FIGHT.iter().zip(self.fight.laid).map(|(w, n)| w.fight().unwrap_or(0) * n).sum();
                if laid < 7 {
                    if let Some(&a) = legal.iter().rev().find(|a| matches!(a, A::FightAdd(_))) {
                        return Some(a);
                    }
                }
                Some(A::Roll)
            }
            Ask::Vote => Some(A::Accept),
            Ask::Drink { .. } => has(A::Drink).then_some(A::Drink),
            Ask::Volunteer { .. } | Ask::Excalibur { .. } | Ask::Kay { .. } => {
                has(A::Decline).then_some(A::Decline)
            }
            Ask::Taunt => None,
            // A face-down card pays a white card (S-BLACK-8).
            Ask::Face { .. } => has(A::FaceDown).then_some(A::FaceDown),
            _ => {
                let _ = rng;
                None
            }
        }
    }

    /// A careful knight's heroic action; `None`: end the phase.
    fn heroic_move(&self, seat: Seat, legal: &[SchattenAction]) -> Option<SchattenAction> {
        use SchattenAction as A;
        let me = self.seat(seat);
        let has = |a: A| legal.contains(&a);
        if self.flags.acts >= 1 {
            return self.second_action(seat, legal);
        }
        let hand = me.hand;
        if me.life <= 2 {
            if let Some(&a) = legal.iter().find(|a| matches!(a, A::Heal(_))) {
                return Some(a);
            }
            if has(A::Play(Special::PietySelf)) {
                return Some(A::Play(Special::PietySelf));
            }
        }
        if self.siege >= 10 && has(A::Play(Special::MerlinSiege)) {
            return Some(A::Play(Special::MerlinSiege));
        }
        if let Some(a) = self.useful_special(seat, legal) {
            return Some(a);
        }
        // Keep working where he stands while his cards help there.
        if me.at != Place::Camelot {
            if let Some(w) = self.quest_card(seat, legal) {
                return Some(A::QuestCard(w));
            }
        }
        let best = self.best_quest(seat, legal);
        if me.at == Place::Camelot {
            let fight: u8 = White::FIGHT.iter().map(|&w| w.fight().unwrap_or(0) * hand.count(w)).sum();
            if self.siege >= FIGHT_AT && fight >= 7 && has(A::FightSiege) {
                return Some(A::FightSiege);
            }
            if (hand.total() < DRAW_BELOW || best.is_none()) && has(A::DrawWhite) {
                return Some(A::DrawWhite);
            }
        }
        if let Some((p, _)) = best {
            if p != me.at && has(A::Move(p)) {
                return Some(A::Move(p));
            }
        }
        for a in [A::Move(Place::Camelot), A::DrawWhite, A::FightSiege] {
            if has(a) {
                return Some(a);
            }
        }
        legal.iter().copied().find(|a| matches!(a, A::Move(_) | A::QuestCard(_)))
    }

    /// A special card that pays now: a Merlin that saves a war or a quest about to be lost,
    /// cards when the hand is short, Fate and the Lady when loyal.
    fn useful_special(&self, seat: Seat, legal: &[SchattenAction]) -> Option<SchattenAction> {
        use SchattenAction as A;
        let me = self.seat(seat);
        let traitor = me.loyalty == Loyalty::Traitor;
        if traitor {
            return None;
        }
        legal.iter().copied().find(|&a| match a {
            A::Play(Special::MerlinWarrior(q)) => self.war(q).warriors >= MERLIN_WARRIORS,
            A::Play(Special::MerlinQuest(q)) => match q {
                Place::Grail => self.grail_black.len() >= 5,
                q => self.combat(q).black.len() + 1 >= usize::from(q.spots().1),
            },
            A::Play(Special::ReinforcementsSelf) => me.hand.total() <= 3,
            A::Play(Special::Fate) => true,
            A::Play(Special::Lady) => self.excalibur_open && self.excalibur >= 2 || me.life <= 3,
            _ => false,
        })
    }

    /// A second action for a life: only a quest card where he stands, and only when it ends
    /// the quest in the knights' favour or life is plentiful.
    fn second_action(&self, seat: Seat, legal: &[SchattenAction]) -> Option<SchattenAction> {
        let me = self.seat(seat);
        if me.at == Place::Camelot || me.status != super::state::Status::Ok {
            return None;
        }
        let w = self.quest_card(seat, legal)?;
        let finishes = match me.at {
            Place::Excalibur => self.excalibur <= 1,
            Place::Grail => self.grail_white == 6 && self.grail_black.is_empty(),
            Place::Picts | Place::Saxons => {
                let war = self.war(me.at);
                war.seq.len() + 1 >= if war.mordred { 6 } else { 5 }
            }
            p => {
                let c = self.combat(p);
                let white: u8 = c.white.iter().filter_map(|w| w.fight()).sum::<u8>() + w.fight().unwrap_or(0);
                let black: u8 = c.black.iter().map(|l| l.card.value_on(p)).sum();
                c.white.len() + 1 >= usize::from(p.spots().0) && white > black
            }
        };
        (me.life >= SECOND_AT || (finishes && me.life >= 2)).then_some(SchattenAction::QuestCard(w))
    }

    /// The card to play on the quest where `seat` stands, if one helps.
    fn quest_card(&self, seat: Seat, legal: &[SchattenAction]) -> Option<White> {
        let me = self.seat(seat);
        let cards = legal.iter().filter_map(|&a| match a {
            SchattenAction::QuestCard(w) => Some(w),
            _ => None,
        });
        match me.at {
            Place::Camelot => None,
                        Place::Excalibur => cards.min_by_key(|&w| self.keep_worth(w)),
            Place::BlackKnight | Place::Lancelot | Place::Dragon => {
                let plan = self.combat_plan(me.at, &me.hand)?;
                cards.filter(|w| plan.need[w.index()] > 0).max()
            }
            _ => cards.max(),
        }
    }

    /// Where the hand helps most, with its score (`None`: nowhere).
    fn best_quest(&self, seat: Seat, legal: &[SchattenAction]) -> Option<(Place, i32)> {
        let me = self.seat(seat);
        let mut best: Option<(Place, i32)> = None;
        for p in Place::QUESTS {
            if p != me.at && !legal.contains(&SchattenAction::Move(p)) {
                continue;
            }
            let score = self.help(seat, p);
            if score > 0 && best.is_none_or(|(_, b)| score > b) {
                best = Some((p, score));
            }
        }
        best
    }

    /// How much `seat`'s hand could do on `place` (0: nothing), counting the knights there.
    fn help(&self, seat: Seat, place: Place) -> i32 {
        let hand = self.seat(seat).hand;
        let others = self.present(place).filter(|&s| s != seat).count() as i32;
        let stay = i32::from(self.seat(seat).at == place);
        let h = match place {
            Place::Camelot => 0,
            Place::BlackKnight | Place::Lancelot | Place::Dragon => match self.combat_plan(place, &hand) {
                Some(plan) if plan.missing == 0 || (place == Place::Dragon && plan.mine >= 2) => {
                    4 + i32::from(plan.mine) / 2
                }
                _ => 0,
            },
            Place::Grail => {
                let g = i32::from(hand.count(White::Grail));
                if self.dark_forest || g == 0 {
                    0
                } else {
                    g + others + i32::from(self.grail_black.len() >= 4) * 2
                }
            }
            Place::Excalibur => {
                let n = i32::from(hand.total());
                if n < 2 {
                    0
                } else {
                    3 + others * 2 + i32::from(self.excalibur >= 7) * 2
                }
            }
            Place::Picts | Place::Saxons => {
                let war = self.war(place);
                let len = if war.mordred { 6 } else { 5 };
                let run = super::data::WAR_SEQUENCE
                    .iter()
                    .take(len)
                    .skip(war.seq.len())
                    .take_while(|&&v| White::of_value(v).is_some_and(|w| hand.has(w)))
                    .count() as i32;
                if run == 0 {
                    0
                } else {
                    run + others + i32::from(war.warriors)
                }
            }
        };
        if h > 0 {
            h + stay * 2
        } else {
            0
        }
    }

    /// The best way to finish a combat quest from the cards on it and `hand`: the values of
    /// its pattern, the cards still needed of each, how many of them `hand` holds.
    fn combat_plan(&self, place: Place, hand: &super::state::Hand) -> Option<Plan> {
        let groups: &[u8] = match place {
            Place::BlackKnight => &[2, 2],
            Place::Lancelot => &[3, 2],
            _ => &[3, 3, 3],
        };
        let c = self.combat(place);
        let mut on = [0u8; 5];
        for w in c.white.iter() {
            if let Some(v) = w.fight() {
                on[usize::from(v - 1)] += 1;
            }
        }
        let mut best: Option<(i32, Plan)> = None;
        // Every assignment of distinct values to the groups.
        let mut vals = [0usize; 3];
        let k = groups.len();
        let total = 5usize.pow(k as u32);
        for code in 0..total {
            let mut x = code;
            for v in vals.iter_mut().take(k) {
                *v = x % 5;
                x /= 5;
            }
            let chosen = vals.get(..k).unwrap_or(&[]);
            if (0..k).any(|i| (0..i).any(|j| chosen[i] == chosen[j])) {
                continue;
            }
            let mut need = [0u8; 15];
            let mut ok = true;
            for (v, &m) in chosen.iter().zip(groups) {
                if on[*v] > m {
                    ok = false;
                }
                need[*v] = m.saturating_sub(on[*v]);
            }
            // Cards on the quest outside the pattern rule it out.
            if !ok || (0..5).any(|v| on[v] > 0 && !chosen.contains(&v)) {
                continue;
            }
            let mine: u8 = (0..5).map(|v| need[v].min(hand.0[v])).sum();
            let missing: u8 = (0..5).map(|v| need[v]).sum::<u8>() - mine;
            let sum: i32 = chosen.iter().zip(groups).map(|(v, &m)| (*v as i32 + 1) * i32::from(m)).sum();
            let score = sum - 6 * i32::from(missing);
            if best.as_ref().is_none_or(|(b, _)| score > *b) {
                best = Some((score, Plan { need, mine, missing, sum }));
            }
        }
        let (_, plan) = best?;
        // Only a plan that can beat the black cards, those there and those still to come.
        let black: i32 = c.black.iter().map(|l| i32::from(l.card.value_on(place))).sum();
        let per = if place == Place::Dragon { 7 } else { 3 };
        let free = i32::from(place.spots().1) - c.black.len() as i32;
        let coming = (i32::from(plan.mine + plan.missing) / 2).min(free);
        (plan.sum > black + per * coming).then_some(plan)
    }

    /// How much a card is worth keeping in hand (Excalibur takes the least worth).
    fn keep_worth(&self, w: White) -> u8 {
        match w {
            White::Grail if self.grail_open && !self.dark_forest => 4,
            White::Merlin => 6,
            w if w.is_special() => 7,
            w => usefulness(w),
        }
    }
}

/// A combat quest's plan ([`Schatten::combat_plan`]).
struct Plan {
    need: [u8; 15],
    mine: u8,
    missing: u8,
    sum: i32,
}

/// How much a card is worth keeping (Excalibur takes the least worth).
fn usefulness(w: White) -> u8 {
    match w {
        White::F1 => 0,
        White::F2 => 1,
        White::Grail => 2,
        White::F3 => 3,
        White::F4 => 4,
        White::F5 => 5,
        _ => 6,
    }
}

/// Actions a playout plays before the position is valued instead (about half a round at four:
/// shorter playouts are less noisy, and the value below counts quest progress).
pub(crate) const PLAYOUT_DEPTH: usize = 20;
/// What a card in a loyal knight's hand, and a point of [`Schatten::help`] where he stands,
/// are worth in swords.
const CARD: f32 = 0.1;
const READY: f32 = 0.1;

/// A loyal knight's life in swords, by life 0–6 (0: doomed), and a dead one: the loyal side
/// loses when none is left, so a knight near death weighs more than a sword.
const LIFE: [f32; 7] = [-6.0, -3.0, -1.8, -0.8, 0.0, 0.5, 0.9];
const DEAD: f32 = -6.0;

impl Schatten {
    /// The loyal knights' chances in this unfinished sample, from 0 to 1: the swords on the
    /// Round Table, the siege engines, the life left, the wars and Excalibur's track, weighed
    /// in "swords" and squashed by a logistic curve. The Traitor's chances are the rest.
    pub(crate) fn playout_value_of(&self, seat: Seat) -> f32 {
        let mut x = f32::from(self.white_swords) - f32::from(self.black_swords) * 1.3;
        x -= f32::from(self.siege) * 0.4;
        for s in 0..self.n {
            let st = self.seat(s);
            if st.loyalty == Loyalty::Loyal {
                x += match (st.status, st.life) {
                    (super::state::Status::Ok, l) => LIFE[usize::from(l.min(6))],
                    _ => DEAD,
                };
                if st.is_knight() {
                    x += CARD * f32::from(st.hand.total().min(10));
                    if st.at != Place::Camelot {
                        x += READY * self.help(s, st.at).min(8) as f32;
                    }
                }
            }
        }
        for w in self.wars {
            x -= f32::from(w.warriors) * 0.3 - f32::from(w.seq.len() as u8) * 0.3;
        }
        if self.excalibur_open {
            x -= (f32::from(self.excalibur) - 5.0) * 0.25;
        }
        if self.grail_open {
            x += (f32::from(self.grail_white) - self.grail_black.len() as f32) * 0.4;
        }
        for p in [Place::BlackKnight, Place::Lancelot, Place::Dragon] {
            if self.is_open(p) {
                let c = self.combat(p);
                x += c.white.len() as f32 * 0.2 - c.black.len() as f32 * 0.25;
            }
        }
        let loyal = 1.0 / (1.0 + (-0.5 * x).exp());
        if self.seat(seat).loyalty == Loyalty::Traitor {
            1.0 - loyal
        } else {
            loyal
        }
    }
}
