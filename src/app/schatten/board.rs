//! The board: what just happened, Camelot, and every quest area. On a phone the areas stack
//! and scroll; on a desktop they lie side by side, the whole board in view.

use super::camelot::Camelot;
use super::combat_quest::CombatQuest;
use super::excalibur::ExcaliburTrack;
use super::grail::GrailRow;
use super::news::News;
use super::quest_area::QuestArea;
use super::war::WarTrack;
use crate::app::i18n::{txt, Tr};
use crate::app::play::table;
use crate::engine::schatten::{Place, Schatten, Side};
use leptos::prelude::*;

#[component]
pub fn Board() -> impl IntoView {
    let t = table::<Schatten>();
    let ld = Signal::derive(move || if t.view.with(|v| v.side) == Side::Lancelot { Place::Lancelot } else { Place::Dragon });
    let fixed = |p: Place| Signal::derive(move || p);
    view! {
        <div class="sc-board" role="group" aria-label=txt(Tr::sc_board)>
            <News/>
            <div class="sc-map">
                <Camelot/>
                <QuestArea place=fixed(Place::BlackKnight)><CombatQuest place=fixed(Place::BlackKnight)/></QuestArea>
                <QuestArea place=ld><CombatQuest place=ld/></QuestArea>
                <QuestArea place=fixed(Place::Excalibur)><ExcaliburTrack/></QuestArea>
                <QuestArea place=fixed(Place::Grail)><GrailRow/></QuestArea>
                <QuestArea place=fixed(Place::Picts)><WarTrack place=Place::Picts/></QuestArea>
                <QuestArea place=fixed(Place::Saxons)><WarTrack place=Place::Saxons/></QuestArea>
            </div>
        </div>
    }
}
