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
