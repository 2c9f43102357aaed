//! A cheap playout policy and a cutoff evaluation for the search bots
//! ([`crate::engine::bot`]).
//!
//! Random players never win as the loyal knights (0 of 2,000 random 4-player games): they pay
//! a life for a second heroic action half the time, lose life in the Progression of Evil and
//! wander from quest to quest, so every knight is dead after about four turns each (1,987 of
//! 2,000 games end with no loyal knight left) and a random playout credits every move with a
//! loss: the search had no signal at all (`make arena`: 0 % loyal wins at every level).
//!
//! **Rules audit** (second round): where the siege engines and swords of a policy game come
//! from, against the spec, per game (1,000 games, official deal, old policy): 7.5 engines
//! from Excalibur's black cards once it is won (S-BS-EXC, S-BLACK-7), 4.8 from a policy
//! Traitor's SIEGE choices (S-TURN-7; 9.7 in the games with a Traitor), 0.85 from Morgan #3
//! (S-BX-MORGAN3), 1.2 from lost wars (S-Q-REW), 0.4 from Despair once the Grail is closed;
//! 2.0 removed by siege fights (S-Q-CAM-2: total above the d8, a life otherwise), 0.95 by
//! Merlins. Rewards (S-Q-REW), starting hands (S-SETUP-7), Camelot draws (S-Q-CAM-1), life
//! (S-LIFE-*) and the end checks (S-END-1, S-END-2) match the spec: no rule was harsher than
//! written. The game is hard because every black card drawn advances it; the knights have to
//! end it (twelve swords) before the siege engines do.
//!
//! **The policy** plays like a careful knight, reading only the sample it is given:
//! - Progression of Evil: a black card; a life instead at 4+ life; a siege engine only for
//!   a Traitor (or when no black card can be drawn);
//! - heroic phase: an accusation on evidence (below); heal or Piety when low; a Merlin on a
//!   siege engine from 7 engines, on a war at 3 warriors or a quest one black card from lost,
//!   Reinforcements on a short hand, Fate and the Lady; else keep playing where he stands
//!   while his cards help there (`combat_plan`: the pattern his hand can complete and still
//!   beat the black cards, those laid and those to come); a siege fight at 11 engines; white
//!   cards on a small hand; else a move to the quest his hand helps most, counting the knights
//!   already there (`help`: Excalibur as a group, a war by the run of values he holds and
//!   what a lost war costs, the Black Knight and Lancelot only with the whole pattern in
//!   hand; never the Grail or the Dragon);
//! - a second action (one life) only for another card on the same quest, at 2+ life;
//! - face down for every combat card (it pays a white card, S-BLACK-8); never reveal or
//!   volunteer; drink from the Grail; accept shares; the rest random;
//! - accusations (S-ACC-*) on public evidence only: each seat's SIEGE choices in the
//!   Progression of Evil are recorded (`SeatState::sieges`); a loyal knight accuses the seat
//!   with the most, two or more and no tie; a Traitor accuses a loyal knight (a white sword
//!   turns black). A bot's samples (`determinize`) put the hidden Traitor card where that
//!   record points, each SIEGE choice weighing 3:1, so the search sees the same evidence.
//!
//! What each part paid, on `examples/schatten_trace.rs` (policy-only games, its own seeds;
//! W / B = white / black swords at the end, S = siege engines):
//! - before: W 0.31, B 3.48, S 11.5 (76 % of games lost to the 12th siege engine: the old
//!   "siege engine below 9" rule added 13.6 of them per game by itself);
//! - a black card instead of a siege engine: W 0.26, B 5.7, S 8.6 (now 58 % end by black
//!   swords: quests were lost ten times as often as won);
//! - playing where he stands, combat plans, moving where his hand helps, the group on
//!   Excalibur (won in every game now): W 2.8, B 4.2;
//! - the second card at 3+ life (5+ before) and a life for black at 4+: W 3.35, B 3.44;
//! - the Merlins and other specials above: B 3.44 -> 2.93; face down: W 3.41 -> 3.58.
//!
//! Second round (`TRAITOR=never`, so that only the knights' play counts; 2,000–10,000 games):
//! the knights were too slow, not unlucky. Only 6 % of games reached 12 swords, yet 26 % ended
//! with more white than black swords; 8.3 Grail cards a game went against 11.2 Despair for
//! 0.05 Grail wins. Loyal wins / W / B / S at the end:
//! - before: 0.3 % / 3.75 / 4.79 / 11.1;
//! - the Grail left alone (lost, but three swords nearer the end): 1.9 % / 4.41;
//! - the Dragon left alone too: 3.7 % / 4.57;
//! - a Merlin on a siege engine from 7 engines (10 before), a war's cost in `help`, siege
//!   fights only at 11 engines, the second card at 2+ life: 6.6 % / 4.89 / 5.84 / 9.8
//!   (10,000 games; each alone within 0.3–1.5 points of the rest, ±0.4 points of noise).
//!
//! Tried and dropped (no gain or worse on the same trace): pledging every Merlin against
//! harmful special black cards (B -0.1, more games lost to siege engines), discarding the
//! least useful cards (no change), siege fights from 6–8 engines (W down, B up), keeping
//! Excalibur open at 1–3 to soak up its black cards, which become siege engines once it is
//! won (W fell to 0.7–1.3, B rose to 4.9: the other quests are lost meanwhile; again in the
//! second round: 0.1 % wins, 95 % of games lost to black swords; finishing it only from 4–9
//! swords on the table, 0.1–0.2 %: its seven reward cards are the knights' card supply), a
//! life for black at 3 or 5+, second cards only at 5+ or never; in the second round: a siege
//! engine in the Progression below 3 or 6 engines (fewer black swords, more games lost to
//! siege engines: 0.1 %), combat quests with one or two cards of the pattern still missing
//! (0.2 % / 0.0 %: a knight waits on a solo quest), Lancelot left alone too (within noise),
//! never pledging a Merlin (1.7 % against 2.7 %), no Merlin on the Grail (2.7 % against
//! 3.7 %: putting off its loss pays), drawing below 3 or 7 cards (within noise or worse).
//!
//! `nice cargo run --profile bench --no-default-features --bin arena -- --only "schatten 4p:
//! 4 Policy" --games 2000` (the official deal: a Traitor in half the games): loyal wins 1/1000
//! in the first round, 93/2000 = 4.7 % [3.8, 5.7] after the second round's quest choices,
//! 92/2000 = 4.6 % with the accusations; a dealt Traitor is accused in 981 of 983 games but
//! still wins them all (a policy Traitor adds a siege engine every turn, hidden or revealed,
//! and the knights' policy does not fight engines early enough for that).
//!
//! **The cutoff**: a playout stops after [`PLAYOUT_DEPTH`] actions (about half a round at
//! four) and each seat is credited with [`Schatten::playout_value_of`]: the swords on the
//! Round Table, the siege engines, the loyal knights' life (a knight near death weighs more
//! than a sword: the knights lose when none is left), their cards and how much they help where
//! they stand, the wars, Excalibur's track, the Grail's row and the combat quests' cards, and
//! the two white swords a Traitor still hidden turns black at the end (S-END-2), squashed to
//! 0–1; the Traitor gets the rest. Depth 20 with the progress terms instead of 40 without: at
//! Medium with 30 % of its budget (trace, 10 games each) deaths fell from 1.9–2.4 to 0–0.6
//! knights per game and W / B went from 1.2 / 4.8 to 2.6 / 3.7. With the plain search the
//! knights still never won (Easy 0/40, Medium 0/10, Strong 0/10): its tree picked the other
//! seats' moves and its own nearly at random until their statistics settled, and its root
//! choice followed the playouts' noise.
//!
//! **Leaning on the policy** ([`crate::engine::Game::search_leans_on_policy`], on for this
//! game): inside the search's tree the other seats follow this policy, and the root keeps
//! the policy's own choice unless another action's value beats it by 3 standard errors.
//! Medium, trace, no Traitor, 24 games: the plain search 0/24 (W / B 2.67 / 6.67); leaning
//! with a margin of 1 / 2 / 3 / 5 standard errors: 4 / 14 / 17 / 10 wins of 24 (W / B at 3:
//! 6.83 / 4.83). Easy stays at 0/40 either way: its deliberate noise (a visit-weighted random
//! action a quarter of the time) pays lives for nothing.
//!
//! Arena figures per level (official deal, with 95 % intervals) are kept in one place: the
//! doc of `src/bin/arena.rs`.
//! Decision time per CPU-second (`cargo bench --no-default-features --bench bots`): Strong /
//! Medium / Easy 123 / 39 / 3 ms (228 / 64 / 7 before).
//!
//! Next, where the knights still lose: a Traitor's siege engine every turn (no game with one
//! is won: the policy fights engines only at 11), and the siege clock in general (60 % of
//! Strong's games end at the 12th engine; in the policy's games 8–10 engines a game come from
//! Excalibur's black cards once it is won).
//!
use super::actions::{SchattenAction, Special};
use super::data::{Loyalty, Place, White};
use super::state::{Ask, Schatten};
use crate::engine::rng::Rng;
use crate::engine::Seat;

/// Life at which a loyal knight pays the Progression of Evil with a life instead of a black card.
const LIFE_FOR_BLACK: u8 = 4;
/// Life a knight needs to pay for a second quest card (one that ends a quest well: any).
const SECOND_AT: u8 = 2;
/// Siege engines at which a knight in Camelot fights one.
const FIGHT_AT: u8 = 11;
/// Siege engines at which a Merlin takes one away.
const MERLIN_SIEGE_AT: u8 = 7;
/// What a war is worth over its run of cards in [`Schatten::help`]: a lost war costs a black
/// sword and two siege engines.
const WAR_BIAS: i32 = 3;
/// A hand smaller than this draws in Camelot before setting out.
const DRAW_BELOW: u8 = 5;
/// SIEGE choices in the Progression of Evil that make a loyal knight accuse that seat.
const ACCUSE_SIEGES: u8 = 2;
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
        if let Some(a) = self.accusation(seat, legal) {
            return Some(a);
        }
        if me.life <= 2 {
            if let Some(&a) = legal.iter().find(|a| matches!(a, A::Heal(_))) {
                return Some(a);
            }
            if has(A::Play(Special::PietySelf)) {
                return Some(A::Play(Special::PietySelf));
            }
        }
        if self.siege >= MERLIN_SIEGE_AT && has(A::Play(Special::MerlinSiege)) {
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

    /// An accusation (S-ACC-*), on public evidence only: a loyal knight accuses the seat that
    /// chose SIEGE in the Progression of Evil most often, at least [`ACCUSE_SIEGES`] times
    /// (the playout's loyal knights never do while they can draw); a Traitor accuses a loyal
    /// knight to turn a white sword black.
    fn accusation(&self, seat: Seat, legal: &[SchattenAction]) -> Option<SchattenAction> {
        let targets = legal.iter().filter_map(|&a| match a {
            SchattenAction::Accuse(t) => Some(t),
            _ => None,
        });
        if self.seat(seat).loyalty == Loyalty::Traitor {
            return targets
                .filter(|&t| self.seat(t).sieges == 0)
                .max_by_key(|&t| self.seat(t).hand.total())
                .filter(|_| self.white_swords >= 1)
                .map(SchattenAction::Accuse);
        }
        let (n, t) = crate::engine::bot::sole_most(targets.map(|t| (self.seat(t).sieges, t)))?;
        (n >= ACCUSE_SIEGES).then_some(SchattenAction::Accuse(t))
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

    /// A second action for a life: only a quest card where he stands, and only while he has
    /// a life to spare (paying his last one would doom him).
    fn second_action(&self, seat: Seat, legal: &[SchattenAction]) -> Option<SchattenAction> {
        let me = self.seat(seat);
        if me.at == Place::Camelot || me.status != super::state::Status::Ok || me.life < SECOND_AT {
            return None;
        }
        self.quest_card(seat, legal).map(SchattenAction::QuestCard)
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
    ///
    /// The Grail and the Dragon are left alone: both are tugs of war the knights lose on
    /// average (the Grail needs seven Grail cards with no Despair left on its row; the Dragon
    /// nine cards against black cards worth 5–11), and every card and action spent there is
    /// missing from the cheap quests that end the game in time (see the module doc).
    fn help(&self, seat: Seat, place: Place) -> i32 {
        let hand = self.seat(seat).hand;
        let others = self.present(place).filter(|&s| s != seat).count() as i32;
        let stay = i32::from(self.seat(seat).at == place);
        let h = match place {
            Place::Camelot | Place::Grail | Place::Dragon => 0,
            Place::BlackKnight | Place::Lancelot => match self.combat_plan(place, &hand) {
                Some(plan) if plan.missing == 0 => 4 + i32::from(plan.mine) / 2,
                _ => 0,
            },
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
                    WAR_BIAS + run + others + i32::from(war.warriors)
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
        // S-END-2: a Traitor still hidden at the end turns two white swords black.
        if (0..self.n).any(|s| self.seat(s).loyalty == Loyalty::Traitor && !self.seat(s).public) {
            x -= f32::from(self.white_swords.min(2)) * 2.3;
        }
        let loyal = 1.0 / (1.0 + (-0.5 * x).exp());
        if self.seat(seat).loyalty == Loyalty::Traitor {
            1.0 - loyal
        } else {
            loyal
        }
    }
}
