//! The board: everything on the table, as the viewer may see it.

use super::banners::Banners;
use super::decks::Decks;
use super::quests::Quests;
use super::result_panel::ResultPanel;
use super::round_table::RoundTable;
use super::threats::Threats;
use leptos::prelude::*;

#[component]
pub fn Board() -> impl IntoView {
    view! {
        <div class="card-board">
            <Banners/>
            <div class="felt">
                <Threats/>
                <Decks/>
                <RoundTable/>
                <Quests/>
            </div>
            <ResultPanel/>
        </div>
    }
}
