//! A decision as plain data: sentences and buttons, computed from the view and the legal
//! actions by the planners (`turn_moves`, `announce`, `picks`) and drawn by one renderer
//! (`moves`). Keeping the rules of *what to offer* apart from the markup keeps both small.

use crate::engine::card::{CardAction, Quest};

/// A step inside the panel that is not an action yet.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Sub {
    Menu,
    Quest,
    Accuse,
    Galahad,
    /// Merlin #6: the quest is chosen, the bonus not yet.
    Bonus(Quest),
}

/// What a button does.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Go {
    Act(CardAction),
    Sub(Sub),
}

pub struct Btn {
    pub label: String,
    pub go: Go,
    pub class: &'static str,
    /// Why it is disabled; `None` when it may be pressed.
    pub why: Option<String>,
    /// Markup drawn inside the button before the label (a card face, a quest symbol).
    pub art: String,
    /// A fuller accessible name when the visible label is short ("4" → "Announce Dragon 4").
    pub aria: Option<String>,
}

impl Btn {
    pub fn new(label: impl Into<String>, go: Go, class: &'static str) -> Btn {
        Btn { label: label.into(), go, class, why: None, art: String::new(), aria: None }
    }

    pub fn act(label: impl Into<String>, a: CardAction, class: &'static str) -> Btn {
        Btn::new(label, Go::Act(a), class)
    }
}

pub enum Item {
    Text(String),
    Head(&'static str),
    /// Trusted markup from `card_face`.
    Art(String),
    /// One button with its hint, in a block of its own.
    Choice(Btn, Option<&'static str>),
    Row(Vec<Btn>),
}
