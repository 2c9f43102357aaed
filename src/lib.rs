//! Camelot Table: four Camelot tabletop games, pass-and-play in the browser.
//!
//! [`engine`] holds the rules engines and knows nothing of the web; `app` (feature `web`) is
//! the Leptos user interface that renders engine views.

pub mod engine;

#[cfg(feature = "web")]
pub mod app;
#[cfg(feature = "web")]
pub mod worker;
