//! The component kit every game's table is built from: one component per file, typed props,
//! no game knowledge. A game composes these (a card in a [`CardFrame`], a [`Pile`] of them, a
//! [`Track`] of health or swords) and adds only what is its own.

mod action_button;
mod card_frame;
mod confirm_dialog;
pub mod flip;
mod lang_switch;
mod log;
mod page_header;
mod pass_screen;
mod pile;
mod prompt_bar;
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
pub use card_frame::CardFrame;
pub use confirm_dialog::ConfirmDialog;
pub use lang_switch::LangSwitch;
pub use log::{Log, LogLine};
pub use page_header::PageHeader;
pub use pass_screen::{Claim, PassScreen};
pub use pile::Pile;
pub use prompt_bar::PromptBar;
pub use seat_strip::{SeatChip, SeatStrip};
pub use sheet::Sheet;
pub use token::Token;
pub use track::{Track, TrackMark};
