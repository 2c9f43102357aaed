//! Who holds the device, and so what the screen may show — pure, so it is tested natively.
//!
//! The device is asked for only when the next screen shows something private to one seat, and
//! whether it is asked is decided from public information only ([`Mode::of`] takes the public
//! view's verdict, `needs_privacy`), so being asked gives nothing away. A turn that needs no
//! secret is played on the public table in one tap. With one person among bots, or a game
//! without secrets, the person simply keeps the device.

use crate::engine::{Seat, Turn, Viewer};

/// Who is holding the device.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Holder {
    /// The table: only public information is on screen.
    Table,
    /// This seat, after confirming "I am …".
    Seat(Seat),
}

impl Holder {
    #[must_use]
    pub fn viewer(self) -> Viewer {
        match self {
            Holder::Table => Viewer::Public,
            Holder::Seat(s) => Viewer::Seat(s),
        }
    }
}

/// What the screen shows now.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Mode {
    /// The public table; `acting` (if any) decides on it, from public information.
    Public { acting: Option<Seat> },
    /// The device must go to one of `seats` (a secret choice, a private decision, a window).
    Pass { seats: Vec<Seat>, window: bool },
    /// One seat holds the device; `acting` when it has a decision to make.
    Private { seat: Seat, acting: bool },
    /// The game has ended: the final screen, for everyone.
    Over,
}

/// The turn as far as people are concerned: `None` while only bots are to act (a bot's turn,
/// bots' secret choices, a window its bots have not all passed yet).
#[must_use]
pub fn people_turn(turn: &Turn, is_bot: impl Fn(Seat) -> bool, bots_passed: bool) -> Option<Turn> {
    let people = |v: &[Seat]| -> Vec<Seat> { v.iter().copied().filter(|&s| !is_bot(s)).collect() };
    match turn {
        Turn::Over => Some(Turn::Over),
        Turn::Seat(s) => (!is_bot(*s)).then(|| turn.clone()),
        Turn::Simultaneous(v) => Some(people(v)).filter(|p| !p.is_empty()).map(Turn::Simultaneous),
        Turn::Window(v) => Some(people(v)).filter(|p| !p.is_empty() && bots_passed).map(Turn::Window),
    }
}

impl Mode {
    /// The mode for a holder and the people's turn ([`people_turn`]; `None`: only bots act
    /// now). `needs_privacy(seat)` must be decided from the public view alone.
    pub fn of(holder: Holder, turn: Option<&Turn>, needs_privacy: impl Fn(Seat) -> bool) -> Mode {
        match (holder, turn) {
            (_, Some(Turn::Over)) => Mode::Over,
            (Holder::Seat(s), t) => Mode::Private { seat: s, acting: t.is_some_and(|t| t.includes(s)) },
            (Holder::Table, None) => Mode::Public { acting: None },
            (Holder::Table, Some(Turn::Seat(s))) if !needs_privacy(*s) => Mode::Public { acting: Some(*s) },
            (Holder::Table, Some(Turn::Seat(s))) => Mode::Pass { seats: vec![*s], window: false },
            (Holder::Table, Some(Turn::Simultaneous(v))) => Mode::Pass { seats: v.clone(), window: false },
            (Holder::Table, Some(Turn::Window(v))) => Mode::Pass { seats: v.clone(), window: true },
        }
    }

    /// The seat whose decision is on screen.
    #[must_use]
    pub fn acting(&self) -> Option<Seat> {
        match self {
            Mode::Public { acting } => *acting,
            Mode::Private { seat, acting: true } => Some(*seat),
            _ => None,
        }
    }
}

/// Who holds the device after an action (or an undo): the holder keeps it while the turn is
/// still theirs, or while their last action showed them something they must see first (they
/// hide it themselves); otherwise it goes back to the table. `only` is the one seat that
/// always holds it (a game without secrets, or one person among bots).
#[must_use]
pub fn after_change(holder: Holder, turn: Option<&Turn>, shown_something: bool, only: Option<Seat>) -> Holder {
    if let Some(s) = only {
        return Holder::Seat(s);
    }
    let over = turn == Some(&Turn::Over);
    match holder {
        Holder::Seat(s) if turn.is_some_and(|t| t.includes(s)) && !over => holder,
        Holder::Seat(_) if shown_something && !over => holder,
        _ => Holder::Table,
    }
}

#[cfg(test)]
mod tests {
    use super::{after_change, people_turn, Holder, Mode};
    use crate::engine::Turn;

    #[test]
    fn the_device_is_asked_for_only_when_the_next_screen_is_private() {
        let private = |s: u8| s == 1;
        let of = |h, t: Turn, p: &dyn Fn(u8) -> bool| Mode::of(h, Some(&t), p);
        assert_eq!(of(Holder::Table, Turn::Seat(0), &private), Mode::Public { acting: Some(0) });
        assert_eq!(of(Holder::Table, Turn::Seat(1), &private), Mode::Pass { seats: vec![1], window: false });
        assert_eq!(of(Holder::Table, Turn::Simultaneous(vec![0, 2]), &|_| false), Mode::Pass { seats: vec![0, 2], window: false });
        assert_eq!(of(Holder::Table, Turn::Window(vec![0, 1, 2]), &|_| false), Mode::Pass { seats: vec![0, 1, 2], window: true });
        assert_eq!(of(Holder::Seat(2), Turn::Seat(2), &private), Mode::Private { seat: 2, acting: true });
        assert_eq!(of(Holder::Seat(2), Turn::Seat(0), &private), Mode::Private { seat: 2, acting: false });
        assert_eq!(of(Holder::Seat(2), Turn::Over, &private), Mode::Over);
        assert_eq!(of(Holder::Table, Turn::Seat(0), &private).acting(), Some(0));
        assert_eq!(of(Holder::Table, Turn::Seat(1), &private).acting(), None);
        // Only bots act: nobody here decides, nobody is asked for the device.
        assert_eq!(Mode::of(Holder::Table, None, private), Mode::Public { acting: None });
        assert_eq!(Mode::of(Holder::Seat(0), None, private), Mode::Private { seat: 0, acting: false });
    }

    #[test]
    fn bots_are_never_asked_for_the_device() {
        let bot = |s: u8| s >= 2;
        assert_eq!(people_turn(&Turn::Seat(3), bot, false), None);
        assert_eq!(people_turn(&Turn::Seat(1), bot, false), Some(Turn::Seat(1)));
        assert_eq!(people_turn(&Turn::Simultaneous(vec![1, 2, 3]), bot, false), Some(Turn::Simultaneous(vec![1])));
        assert_eq!(people_turn(&Turn::Simultaneous(vec![2, 3]), bot, false), None);
        // A window reaches people once its bots have all passed.
        assert_eq!(people_turn(&Turn::Window(vec![0, 2]), bot, false), None);
        assert_eq!(people_turn(&Turn::Window(vec![0, 2]), bot, true), Some(Turn::Window(vec![0])));
        assert_eq!(people_turn(&Turn::Window(vec![2, 3]), bot, true), None);
        assert_eq!(people_turn(&Turn::Over, bot, false), Some(Turn::Over));
    }

    #[test]
    fn the_device_goes_back_to_the_table_when_its_holder_is_done() {
        let t = |turn: Turn| Some(turn);
        // Still their turn: they keep it (no pass screen between two moves of one player).
        assert_eq!(after_change(Holder::Seat(1), t(Turn::Seat(1)).as_ref(), false, None), Holder::Seat(1));
        // Someone else's turn: back to the table, unless they were just shown something.
        assert_eq!(after_change(Holder::Seat(1), t(Turn::Seat(2)).as_ref(), false, None), Holder::Table);
        assert_eq!(after_change(Holder::Seat(1), t(Turn::Seat(2)).as_ref(), true, None), Holder::Seat(1));
        assert_eq!(after_change(Holder::Seat(1), None, false, None), Holder::Table);
        // The end is everyone's screen.
        assert_eq!(after_change(Holder::Seat(1), t(Turn::Over).as_ref(), true, None), Holder::Table);
        assert_eq!(after_change(Holder::Table, t(Turn::Seat(1)).as_ref(), false, None), Holder::Table);
        // One person among bots, or no secrets: that seat always holds it.
        assert_eq!(after_change(Holder::Table, t(Turn::Seat(3)).as_ref(), false, Some(0)), Holder::Seat(0));
    }
}
