//! The rules, one module per phase. This module routes: who must act ([`Zukunft::turn_now`]),
//! which actions are legal ([`Zukunft::each_legal`]), which phase handles an action
//! ([`Zukunft::dispatch`]), the automatic steps between decisions ([`Zukunft::advance`]) and,
//! for a refused action, the typed reason.
//!
//! Legality is decided in one place: `apply_into` accepts exactly what `each_legal` yields and
//! mutates nothing before that check has passed. A decision with a single option is taken by
//! the engine itself (see the module doc's decisions), so every decision a seat is asked has at
//! least two options.

pub(crate) mod effects;
pub(crate) mod final_scoring;
pub(crate) mod heroes;
pub(crate) mod missions;
pub(crate) mod place;
pub(crate) mod predict;
pub(crate) mod rooms;
pub(crate) mod round;
pub(crate) mod setup;

use super::actions::{ZukunftAction, ZukunftError};
use super::data::{Colour, MAX_FIST, MAX_PREDICTION};
use super::events::ZukunftEvent;
use super::state::{Phase, Task, Zukunft};
use crate::engine::{Seat, Turn};

/// More automatic steps than a whole game could take (see [`Zukunft::advance`]).
const STEP_BOUND: u32 = 100_000;

/// What an action produced: its events, and whether it drew, shuffled or showed anything
/// (then it cannot be undone).
pub(crate) struct Fx<'a> {
    events: &'a mut Vec<ZukunftEvent>,
    pub hidden: bool,
}

impl<'a> Fx<'a> {
    pub(crate) fn new(events: &'a mut Vec<ZukunftEvent>) -> Self {
        Fx {
            events,
            hidden: false,
        }
    }

    pub(crate) fn push(&mut self, e: ZukunftEvent) {
        self.events.push(e);
    }
}

impl Zukunft {
    /// Who must act now.
    pub(crate) fn turn_now(&self) -> Turn {
        match self.phase {
            Phase::Over => Turn::Over,
            Phase::Pick(n) => Turn::Seat(self.picker(n)),
            Phase::Fists => {
                let mut seats: Vec<Seat> = Vec::with_capacity(5);
                for c in self.in_play() {
                    let seat = self.owner(c);
                    if self.col(c).fist.is_none() && !seats.contains(&seat) {
                        seats.push(seat);
                    }
                }
                crate::engine::few_sort::sort(&mut seats);
                Turn::Simultaneous(seats)
            }
            Phase::Predict(n) => Turn::Seat(self.owner(self.predictor(n))),
            Phase::Missions(_) | Phase::Final(_) => {
                match self.tasks.last().and_then(Task::colour) {
                    Some(c) => Turn::Seat(self.owner(c)),
                    None => Turn::Over,
                }
            }
        }
    }

    /// Calls `f` with every legal action of `seat`, strictly ascending.
    pub(crate) fn each_legal(&self, seat: Seat, f: &mut impl FnMut(ZukunftAction)) {
        match self.phase {
            Phase::Over => {}
            Phase::Pick(n) => {
                if seat == self.picker(n) {
                    for c in Colour::ALL {
                        if !self.col(c).in_play {
                            f(ZukunftAction::PickColour(c));
                        }
                    }
                }
            }
            Phase::Fists => {
                for c in self.in_play() {
                    let col = self.col(c);
                    if col.seat == seat && col.fist.is_none() {
                        for k in 0..=col.screen.min(MAX_FIST) {
                            f(ZukunftAction::Fist(c, k));
                        }
                    }
                }
            }
            Phase::Predict(n) => {
                if self.owns(seat, self.predictor(n)) {
                    let on = self.throne();
                    for (number, &k) in on.iter().enumerate() {
                        if k < super::data::MAGICIANS_PER_NUMBER {
                            f(ZukunftAction::Predict(number as u8));
                        }
                    }
                }
            }
            Phase::Missions(_) | Phase::Final(_) => {
                if let Some(task) = self.tasks.last() {
                    if task.colour().is_some_and(|c| self.owns(seat, c)) {
                        self.task_options(task, f);
                    }
                }
            }
        }
    }

    pub(crate) fn is_legal(&self, seat: Seat, action: ZukunftAction) -> bool {
        // The frequent simple decisions are checked directly; the rest by enumeration.
        match (self.phase, action) {
            (Phase::Fists, ZukunftAction::Fist(c, k)) => {
                let col = self.col(c);
                return self.owns(seat, c) && col.fist.is_none() && k <= col.screen.min(MAX_FIST);
            }
            (Phase::Predict(n), ZukunftAction::Predict(number)) => {
                return self.owns(seat, self.predictor(n))
                    && self
                        .throne()
                        .get(usize::from(number))
                        .is_some_and(|&k| k < super::data::MAGICIANS_PER_NUMBER);
            }
            (Phase::Missions(_), _) => {
                let task = self.tasks.last().unwrap_or_default();
                let Some(c) = task.colour().filter(|&c| self.owns(seat, c)) else {
                    return false;
                };
                match (task, action) {
                    (Task::Mission(_), ZukunftAction::Mission(m)) => return self.may_take(c, m),
                    (Task::Shields(_), ZukunftAction::Shield(k, s)) => {
                        return self.turn.shields.contains(&k)
                            && self.shield_masks(c, k).1 & s.bit() != 0;
                    }
                    (Task::Shields(_), ZukunftAction::ShieldBack(k)) => {
                        return self.turn.shields.contains(&k) && self.shield_masks(c, k).0 == 0;
                    }
                    _ => {}
                }
            }
            _ => {}
        }
        let mut found = false;
        self.each_legal(seat, &mut |a| found |= a == action);
        found
    }

    /// The options of a task, ascending.
    fn task_options(&self, task: Task, f: &mut impl FnMut(ZukunftAction)) {
        match task {
            Task::Mission(c) => self.mission_options(c, f),
            Task::Shields(c) => self.shield_options(c, f),
            Task::Extra {
                colour,
                room,
                optional,
                ..
            } => self.extra_options(colour, room, optional, f),
            Task::Bonus { colour, .. } => self.bonus_options(colour, f),
            Task::Grail { colour, .. } => self.grail_options(colour, f),
            Task::Tree(c) => self.tree_options(c, f),
            Task::Remove(c) => self.remove_options(c, f),
            Task::HeroEnd(c) => self.hero_end_options(c, f),
            Task::Magician(c) => self.magician_options(c, f),
            Task::None => {}
        }
    }

    /// The number of options of the top task, and the first one.
    fn top_options(&self) -> (usize, Option<ZukunftAction>) {
        let mut count = 0;
        let mut first = None;
        if let Some(task) = self.tasks.last() {
            self.task_options(task, &mut |a| {
                if count == 0 {
                    first = Some(a);
                }
                count += 1;
            });
        }
        (count, first)
    }

    /// Applies a legal action (checked by the caller), then runs the game on to the next
    /// decision.
    pub(crate) fn dispatch(&mut self, seat: Seat, action: ZukunftAction, fx: &mut Fx) {
        self.act(seat, action, fx);
        self.advance(fx);
    }

    fn act(&mut self, seat: Seat, action: ZukunftAction, fx: &mut Fx) {
        use ZukunftAction as A;
        let task_colour = self.tasks.last().and_then(Task::colour);
        match (action, task_colour) {
            (A::PickColour(c), _) => self.pick(seat, c, fx),
            (A::Fist(c, k), _) => self.fist(c, k, fx),
            (A::Predict(n), _) => self.predict(n, fx),
            (A::Mission(m), Some(c)) => self.take_mission(c, m, fx),
            (A::TakeBack(n), Some(c)) => self.take_back(c, n, fx),
            (A::Shield(k, s), Some(c)) => self.resolve_shield(c, k, s, fx),
            (A::ShieldBack(k), Some(c)) => self.shield_back(c, k, fx),
            (A::Extra(src, s), Some(c)) => self.extra(c, src, s, fx),
            (A::Bonus(b), Some(c)) => self.bonus(c, b, fx),
            (A::Stack(i), Some(c)) => self.draw_from_stack(c, i, fx),
            (A::Parzival, Some(c)) => self.parzival_look(c, fx),
            (A::Part(p), Some(c)) => self.pick_part(c, p, fx),
            (A::Accept, Some(c)) => self.accept_tree(c, fx),
            (A::Remove(s), Some(c)) => self.remove_red(c, s, fx),
            (A::Discard(m), Some(c)) => self.hero_discard(c, m, fx),
            (A::BlackKnight(s), Some(c)) => self.black_knight(c, s, fx),
            (A::Magician(s), Some(c)) => self.magician(c, s, fx),
            (A::Pass, Some(c)) => {
                self.tasks.pop();
                fx.push(ZukunftEvent::Passed { colour: c });
            }
            _ => {}
        }
    }

    /// Runs every automatic step until a seat must decide: phase changes, single-option
    /// decisions, effects that lapse.
    pub(crate) fn advance(&mut self, fx: &mut Fx) {
        // Every pass resolves a step; a whole game has fewer than a thousand. The bound only
        // guards against a broken invariant turning into a hang.
        for _ in 0..STEP_BOUND {
            match self.phase {
                Phase::Over => return,
                Phase::Pick(n) => {
                    if usize::from(n) >= self.picks() {
                        self.finish_picks(fx);
                        continue;
                    }
                    let seat = self.picker(n);
                    let mut only = None;
                    let mut count = 0;
                    self.each_legal(seat, &mut |a| {
                        count += 1;
                        only = Some(a);
                    });
                    match (count, only) {
                        (1, Some(a)) => self.act(seat, a, fx),
                        _ => return,
                    }
                }
                Phase::Fists => {
                    if self.auto_fists(fx) {
                        continue;
                    }
                    if self.in_play().all(|c| self.col(c).fist.is_some()) {
                        self.phase = Phase::Predict(0);
                        continue;
                    }
                    return;
                }
                Phase::Predict(n) => {
                    if usize::from(n) >= self.order.len() {
                        self.reveal(fx);
                        continue;
                    }
                    return;
                }
                Phase::Missions(_) | Phase::Final(_) => {
                    let Some(task) = self.tasks.last() else {
                        match self.phase {
                            Phase::Missions(_) => self.end_turn(fx),
                            _ => self.next_final_step(fx),
                        }
                        continue;
                    };
                    match self.top_options() {
                        (0, _) => self.lapse(task, fx),
                        (1, Some(a)) => {
                            let seat = task.colour().map_or(0, |c| self.owner(c));
                            self.act(seat, a, fx);
                        }
                        _ => return,
                    }
                }
            }
        }
    }

    /// A task with no option: it lapses (Z-EFF-2, Z-EFF-5, Z-MISS-6 …) or is simply done.
    fn lapse(&mut self, task: Task, fx: &mut Fx) {
        use super::events::Lapse;
        self.tasks.pop();
        let what = match task {
            Task::Extra { colour, room, .. } => Some((colour, Lapse::Extra(room))),
            Task::Magician(c) => Some((c, Lapse::Magician)),
            Task::Tree(c) => Some((c, Lapse::Tree)),
            Task::Grail { colour, n } => {
                fx.push(ZukunftEvent::GrailSupplyEmpty { colour, missed: n });
                self.step_4_missed(colour, n);
                None
            }
            _ => None,
        };
        if let Some((colour, what)) = what {
            fx.push(ZukunftEvent::Lapsed { colour, what });
        }
    }

    /// The reason `action` by `seat` is refused (it is not legal now).
    pub(crate) fn refusal(&self, seat: Seat, action: ZukunftAction) -> ZukunftError {
        use ZukunftAction as A;
        if self.phase == Phase::Over {
            return ZukunftError::GameOver;
        }
        if seat >= self.n() {
            return ZukunftError::NoSuchSeat(seat);
        }
        if !self.turn_now().includes(seat) {
            return ZukunftError::NotYourTurn(seat);
        }
        let task = self.tasks.last().unwrap_or_default();
        match (self.phase, action) {
            (Phase::Pick(_), A::PickColour(c)) => ZukunftError::ColourUnavailable(c),
            (Phase::Fists, A::Fist(c, k)) => {
                if !self.owns(seat, c) || self.col(c).fist.is_some() {
                    ZukunftError::NotYourColour(c)
                } else {
                    ZukunftError::FistTooBig {
                        knights: k,
                        behind_screen: self.col(c).screen,
                    }
                }
            }
            (Phase::Predict(_), A::Predict(n)) if n > MAX_PREDICTION => {
                ZukunftError::NoSuchNumber(n)
            }
            (Phase::Predict(_), A::Predict(n)) => ZukunftError::NumberFull(n),
            (_, A::Mission(m)) if matches!(task, Task::Mission(_)) => self.mission_refusal(task, m),
            (_, A::TakeBack(n)) if matches!(task, Task::Mission(_)) => {
                ZukunftError::CannotTakeBack(n)
            }
            (_, A::Shield(k, s)) if matches!(task, Task::Shields(_)) => {
                if self.turn.shields.contains(&k) {
                    ZukunftError::IllegalSpace(s)
                } else {
                    ZukunftError::NoSuchShield(k)
                }
            }
            (_, A::ShieldBack(k)) if matches!(task, Task::Shields(_)) => {
                if self.turn.shields.contains(&k) {
                    ZukunftError::SpaceAvailable(k)
                } else {
                    ZukunftError::NoSuchShield(k)
                }
            }
            (_, A::Extra(src, s)) if matches!(task, Task::Extra { .. }) => {
                let c = task.colour().unwrap_or_default();
                if self.knights_at(c, src) == 0 {
                    ZukunftError::NoKnight(src)
                } else {
                    ZukunftError::IllegalSpace(s)
                }
            }
            (_, A::Bonus(b)) if matches!(task, Task::Bonus { .. }) => {
                ZukunftError::BonusUnavailable(b)
            }
            (_, A::Stack(i)) if matches!(task, Task::Grail { .. }) => {
                // A stack with tiles is refused only because the draw comes from another.
                let has_tiles = self.supply.get(usize::from(i)).is_some_and(|s| !s.is_empty());
                match self.tallest_stack() {
                    Some(t) if self.cfg.draw_grail && !self.turn.looking && has_tiles => {
                        ZukunftError::DrawnFromStack(t)
                    }
                    _ => ZukunftError::NoSuchStack(i),
                }
            }
            (_, A::Part(p)) if matches!(task, Task::Grail { .. }) => ZukunftError::NoSuchPart(p),
            (_, A::Parzival) if matches!(task, Task::Grail { .. }) => ZukunftError::HeroUnavailable,
            (_, A::Remove(s)) if matches!(task, Task::Remove(_)) => ZukunftError::NotYourFigure(s),
            (_, A::Discard(m)) if matches!(task, Task::HeroEnd(_)) => {
                if self.display.contains(&m) {
                    ZukunftError::HeroUnavailable
                } else {
                    ZukunftError::NotOnDisplay(m)
                }
            }
            (_, A::BlackKnight(s)) if matches!(task, Task::HeroEnd(_)) => {
                let c = task.colour().unwrap_or_default();
                if !self.side2_ready(c) || !self.col(c).black_beside {
                    ZukunftError::HeroUnavailable
                } else if self.col(c).score < super::data::BLACK_KNIGHT_COST {
                    ZukunftError::TooFewPoints
                } else {
                    ZukunftError::IllegalSpace(s)
                }
            }
            (_, A::Magician(s)) if matches!(task, Task::Magician(_)) => {
                ZukunftError::IllegalSpace(s)
            }
            _ => ZukunftError::WrongMoment,
        }
    }
}
