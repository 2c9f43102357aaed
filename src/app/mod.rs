//! The Leptos app: home, new game, saved games, and the game table.

use leptos::prelude::*;

/// Mounts the app on `<body>`.
pub fn start() {
    leptos::mount::mount_to_body(|| view! { <main><h1>"Camelot Table"</h1></main> });
}
