//! The table for one viewer: notices, the board (Threats pile and Round Table), then the
//! viewer's decision and cards, what just happened, and the players. Phone first: one column in
//! that order; wide screens keep the board on the left and the rest beside it, so the decision
//! is on screen without scrolling.

use super::banners::Banners;
use super::mine::Mine;
use super::moves::Moves;
use super::reports::Reports;
use super::round_table::RoundTable;
use super::seats::Seats;
use super::threats::Threats;
use super::Tbl;
use leptos::prelude::*;

#[component]
pub fn CardTable(t: Tbl) -> impl IntoView {
    view! {
        <div class="ct">
            <Banners t/>
            <div class="board">
                <Threats t/>
                <RoundTable t/>
            </div>
            <div class="ct-side">
                <Moves t/>
                <Mine t/>
                <Reports t/>
                <Seats t/>
            </div>
        </div>
    }
}
