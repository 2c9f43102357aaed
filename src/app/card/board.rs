//! The board: the card game drawn as a table. Round the felt the seats; in the middle the
//! Threats pile, the Round Table with its swords and the decks; the five quests along the front;
//! under the table what its cards mean in words; and at the viewer's edge their own cards.
//! The last quest's or accusation's result follows the table.

use super::banners::Banners;
use super::decks::Decks;
use super::my_cards::MyCards;
use super::notes::TableNotes;
use super::quests::Quests;
use super::result_panel::ResultPanel;
use super::round_table::RoundTable;
use super::seats::TableSeats;
use super::threats::Threats;
use leptos::prelude::*;

#[component]
pub fn Board() -> impl IntoView {
    view! {
        <div class="card-board">
            <Banners/>
            <div class="felt">
                <TableSeats/>
                <div class="middle">
                    <Threats/>
                    <RoundTable/>
                    <Decks/>
                </div>
                <Quests/>
                <TableNotes/>
                <MyCards/>
            </div>
            <ResultPanel/>
        </div>
    }
}
