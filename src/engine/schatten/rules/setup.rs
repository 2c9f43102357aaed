//! Setup (S-SETUP-*) and the start of each turn (S-TURN-1, S-TURN-2).

use super::Fx;
use crate::engine::few::Few;
use crate::engine::rng::Rng;
use crate::engine::schatten::data::{
    black_deck, white_deck, Knight, Loyalty, White, DEALT, EXCALIBUR_START, START_LIFE,
};
use crate::engine::schatten::events::SchattenEvent;
use crate::engine::schatten::state::{
    Ask, Combat, Fight, Relic, Resolution, Schatten, SchattenConfig, SeatState, Share, ShareCtx,
    Side, Status, Task, TraitorDeal, TurnFlags, War, MAX_PLAYERS,
};
use crate::engine::{ConfigError, Seat};

impl Schatten {
    /// A new game: S-SETUP-1 … S-SETUP-12. The first decision is the setup pick (S-SETUP-10).
    pub(crate) fn setup(cfg: &SchattenConfig, seed: u64) -> Result<Schatten, ConfigError> {
        let n = cfg.players;
        let max = if cfg.bedivere { 8 } else { 7 };
        if !(3..=8).contains(&n) {
            return Err(ConfigError::PlayerCount { min: 3, max: 8, got: n });
        }
        if n > max {
            return Err(ConfigError::Option("bedivere"));
        }
        let pool: Vec<Knight> = Knight::ALL
            .into_iter()
            .filter(|&k| cfg.bedivere || k != Knight::Bedivere)
            .collect();
        if !cfg.knights.is_empty() {
            let mut sorted = cfg.knights.clone();
            crate::engine::few_sort::sort(&mut sorted);
            sorted.dedup();
            if cfg.knights.len() != usize::from(n)
                || sorted.len() != cfg.knights.len()
                || cfg.knights.iter().any(|k| !pool.contains(k))
            {
                return Err(ConfigError::Option("knights"));
            }
        }
        let mut rng = Rng::new(seed);
        // S-SETUP-3: a different random knight each, unless the host chose.
        let knights: Vec<Knight> = if cfg.knights.is_empty() {
            let mut p = pool;
            rng.shuffle(&mut p);
            p.truncate(usize::from(n));
            p
        } else {
            cfg.knights.clone()
        };
        // S-SETUP-6.
        let mut black = black_deck();
        rng.shuffle(&mut black);
        // S-SETUP-7, S-SETUP-12: one Merlin each (not Bedivere at 8 players), 5 more cards.
        let merlins = n.min(7);
        let mut white: Vec<White> = white_deck();
        for _ in 0..merlins {
            if let Some(i) = white.iter().position(|&w| w == White::Merlin) {
                white.remove(i);
            }
        }
        rng.shuffle(&mut white);
        let mut seats = [SeatState::default(); MAX_PLAYERS];
        for (i, &k) in knights.iter().enumerate() {
            let Some(s) = seats.get_mut(i) else { continue };
            s.knight = k;
            s.status = Status::Ok;
            s.life = START_LIFE;
            let eight_bedivere = n == 8 && k == Knight::Bedivere;
            if !eight_bedivere {
                s.hand.add(White::Merlin);
            }
            let cards = DEALT + u8::from(eight_bedivere);
            for _ in 0..cards {
                if let Some(c) = white.pop() {
                    s.hand.add(c);
                }
            }
        }
        // S-SETUP-8, S-LOY-1.
        let mut loyalty: Vec<Loyalty> = match cfg.traitor {
            TraitorDeal::Official => {
                let mut v = vec![Loyalty::Loyal; 7];
                v.push(Loyalty::Traitor);
                v
            }
            TraitorDeal::Always => {
                let mut v = vec![Loyalty::Loyal; usize::from(n) - 1];
                v.push(Loyalty::Traitor);
                v
            }
            TraitorDeal::Never => vec![Loyalty::Loyal; usize::from(n)],
        };
        rng.shuffle(&mut loyalty);
        for (i, s) in seats.iter_mut().enumerate().take(usize::from(n)) {
            s.loyalty = loyalty.get(i).copied().unwrap_or_default();
            // S-SETUP-9: at three players nobody looks yet.
            s.seen = n != 3;
        }
        let undealt = Few::from_slice(loyalty.get(usize::from(n)..).unwrap_or(&[]));
        // S-SETUP-11: Arthur starts; otherwise a seat chosen by the generator.
        let first = match knights.iter().position(|&k| k == Knight::Arthur) {
            Some(i) => i as Seat,
            None => rng.below(u32::from(n)) as Seat,
        };
        let mut game = Schatten {
            n,
            bedivere: cfg.bedivere,
            deal: cfg.traitor,
            rng,
            seats,
            undealt,
            first,
            active: first,
            white_draw: Few::from_slice(&white),
            white_discard: Few::new(),
            black_draw: Few::from_slice(&black),
            black_discard: Few::new(),
            known: [0; MAX_PLAYERS],
            white_swords: 0,
            black_swords: 0,
            siege: 0,
            black_knight: Combat::default(),
            side: Side::Lancelot,
            lancelot: Combat::default(),
            excalibur: EXCALIBUR_START,
            excalibur_open: true,
            grail_white: 0,
            grail_black: Few::new(),
            grail_open: true,
            wars: [War::default(); 2],
            mists: false,
            vivien: false,
            dark_forest: false,
            heroism: None,
            relic_excalibur: Relic::OnQuest,
            relic_grail: Relic::OnQuest,
            relic_armor: Relic::OnQuest,
            flags: TurnFlags::default(),
            ask: Ask::SetupGive,
            stack: Few::new(),
            share: Share::default(),
            pledged: [0; MAX_PLAYERS],
            resolution: Resolution::default(),
            fight: Fight::default(),
            end: None,
            news: super::super::state::News::default(),
        };
        game.stack.push(Task::StartTurn(first));
        Ok(game)
    }

    /// S-SETUP-10 (1): each player puts one card aside in secret; once all have, the pool is
    /// shuffled, laid face up and shared, the first player proposing (S-SETUP-10 (2), (3)).
    pub(crate) fn setup_give(&mut self, seat: Seat, card: White, fx: &mut Fx) {
        if let Some(s) = self.seat_mut(seat) {
            s.hand.take(card);
            s.escrow.push(card);
        }
        fx.push(SchattenEvent::SetupGiven { seat });
        if (0..self.n).any(|s| self.seat(s).escrow.is_empty()) {
            self.ask = Ask::SetupGive;
            return;
        }
        let mut pool: Few<White, 8> = Few::new();
        for s in 0..self.n {
            if let Some(st) = self.seat_mut(s) {
                for &c in st.escrow.iter() {
                    pool.push(c);
                }
                st.escrow.clear();
            }
        }
        self.rng.shuffle(pool.as_mut_slice());
        fx.hidden = true;
        let all = ((1u16 << self.n) - 1) as u8;
        self.start_share(ShareCtx::Setup, self.first, all, pool, fx);
    }

    /// A turn begins (S-TURN-1, S-TURN-2): a knight's four phases, or a revealed Traitor's turn
    /// (S-TRA-5).
    pub(crate) fn start_turn(&mut self, seat: Seat, fx: &mut Fx) {
        self.active = seat;
        self.flags = TurnFlags::default();
        fx.push(SchattenEvent::TurnBegins { seat, knight: self.seat(seat).knight });
        self.stack.push(Task::TurnEnd);
        if self.seat(seat).status == Status::Traitor {
            self.stack.push(Task::TraitorEvil);
            self.stack.push(Task::Taunt);
        } else {
            self.stack.push(Task::Heroic);
            self.stack.push(Task::Progression);
        }
    }

    /// The next seat clockwise that still plays (S-TURN-1): dead seats are skipped.
    pub(crate) fn next_seat(&self) -> Seat {
        let n = self.n.max(1);
        (1..=n)
            .map(|i| (self.active + i) % n)
            .find(|&s| matches!(self.seat(s).status, Status::Ok | Status::Doomed | Status::Traitor))
            .unwrap_or(self.active)
    }
}
