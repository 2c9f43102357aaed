//! The component kit every game's table is built from: one component per file, typed props,
//! no game knowledge. A game composes these (a card in a [`CardFrame`], a [`Pile`] of them, a
//! [`Track`] of health or swords) and adds only what is its own.
//!
//! # How a table uses the kit
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
pub use sheet::Sheet;
pub use token::Token;
pub use track::{Track, TrackMark};
