//! The component kit every game's table is built from: one component per file, typed props,
//! no game knowledge. A game composes these (a card in a [`CardFrame`], a [`Pile`] of them, a
//! [`Track`] of health or swords) and adds only what is its own.
//!
//! # How a table uses the kit
//!
//! **Layout slots.** The game screen (`app::play`) lays every table out the same way
//! (`style/main.css`, "the game screen"): the header (Players, Log and Rules buttons), the
//! [`PromptBar`] (whose turn, what for, and under it *just now*: the newest move as the log says
//! it), then `.board-area` (the game's `board()`), `.decision-area` (its `decision()`), and the
//! log and players panels ([`Sheet`]). On a phone the decision is a dock at the bottom of the
//! screen, always in view and focused, and the board above it should fit the rest of one screen:
//! scale it to the width (container units, `--card-*` below) rather than stacking panels. From
//! 700 px the log and the players sit beside the decision; from 1100 px the board takes the
//! middle and the decision, log and players a column beside it. A table adds nothing fixed or
//! sticky of its own.
//!
//! **Art.** Pictures are ids of the page's sprite ([`art`]): add a line to
//! `public/art/sprite.txt` (a game-icons.net icon with its author, or a `<symbol>` drawn in
//! `public/art/*.svg`), then draw it with `<Icon art=art::<page>::ID/>` — with `label` when it
//! carries meaning (it is then an image with that text), without when the words beside it say it
//! all. Pictures take `currentColor`, so CSS colours them in every colour scheme. Seats have
//! colours (`--seat-0` … `--seat-7`, class [`seat_class`]) and arms ([`Crest`]); a knight that
//! moves between places is a [`Figure`]. Cards: [`CardFrame`] with `value` and `picture`, its
//! back is the sprite's; sizes are `s`, `m`, `l`, scaled per table with `--card-s`, `--card-m`,
//! `--card-l`.
//!
//! **Places.** Draw a board as one CSS or SVG layout with named places and render the view's
//! pieces into them: a grid area or an absolutely placed box per place, or round a circle with
//! [`RingPlace`] and [`ring::angle`] (the swords round the Round Table). The picture of the
//! board is art (a sprite symbol or CSS), the pieces are elements.
//!
//! **Motion.** Never animate from engine events inside a component: give each piece a stable
//! key, `data-flip="<key>"` (`flip_key` props), and a piece that appears `data-flip-from` with
//! the key of where it comes from (a card drawn slides out of the deck). The game screen calls
//! [`flip::snapshot`] before every move and [`flip::play`] after it: everything keyed slides from
//! where it was to where it is (≤ 300 ms, nothing under `prefers-reduced-motion`), and what moved
//! or appeared carries `data-landed` until the next move, which CSS draws highlighted — that is
//! how a bot's move stays visible after it lands. Keep `flip`'s read-then-write discipline when
//! extending it: all layout reads first, then all writes.
//!
//! **Bots' pace.** A game may ask bots to wait longer after a move that showed something to
//! read (`GameUi::dwell`); the table's pace (slow, normal, fast) scales it.

pub mod art;
mod action_button;
mod card_frame;
mod confirm_dialog;
mod crest;
mod figure;
pub mod flip;
mod icon;
mod lang_switch;
mod log;
mod page_header;
mod pass_screen;
mod pile;
mod prompt_bar;
pub mod ring;
mod seat_strip;
mod sheet;
mod token;
mod track;

/// The key of every keyed list (`<For>`) in the kit and the games: a number and a text (empty
/// when the number alone identifies the item). Each key type brings its own copy of the keyed
/// diff and its hash set into a bundle, so all lists share this one.
pub type Key = (usize, String);

/// A key that is a number alone.
#[must_use]
pub fn key(n: usize) -> Key {
    (n, String::new())
}

pub use action_button::ActionButton;
pub use card_frame::{CardBack, CardFrame};
pub use confirm_dialog::ConfirmDialog;
pub use crest::{arms_of, seat_class, Crest};
pub use figure::Figure;
pub use icon::Icon;
pub use lang_switch::LangSwitch;
pub use log::{Log, LogLine};
pub use page_header::PageHeader;
pub use pass_screen::{Claim, PassScreen};
pub use pile::Pile;
pub use prompt_bar::PromptBar;
pub use ring::RingPlace;
pub use seat_strip::{SeatChip, SeatStrip};
pub use sheet::{wide_screen, Sheet};
pub use token::Token;
pub use track::{Track, TrackMark};
