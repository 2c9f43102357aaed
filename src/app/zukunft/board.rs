//! The table: the castle inside the score track round its edge — Merlin's row on top, the four
//! rooms round the throne room as on the board (the secret room below with 5 players), the room
//! a knight may enter now marked — then the last reveal, the missions beside their stacks and
//! the hinterland with the Grail stacks.

use super::hinterland::Hinterland;
use super::merlin::MerlinRow;
use super::missions::Missions;
use super::reveal::RevealPanel;
use super::room::RoomView;
use super::score_ring::ScoreRing;
use super::throne::Throne;
use crate::app::i18n::{txt, Tr};
use crate::app::play::table;
use crate::engine::zukunft::board::Room;
use crate::engine::zukunft::{Zukunft, ZukunftAction as A};
use leptos::prelude::*;

/// The room a space action of the acting seat leads into.
pub fn target_room(a: &A) -> Option<Room> {
    match *a {
        A::Shield(_, s) | A::Extra(_, s) | A::Remove(s) | A::BlackKnight(s) | A::Magician(s) => Some(s.room()),
        _ => None,
    }
}

#[component]
pub fn Board() -> impl IntoView {
    let t = table::<Zukunft>();
    // The rooms in play never change during a game.
    let rooms = t.view.with_untracked(|v| v.rooms.clone());
    let targets = Memo::new(move |_| t.legal.with(|l| l.iter().filter_map(target_room).collect::<Vec<_>>()));
    view! {
        <div class="zk-board">
            <ScoreRing>
                <section class="zk-castle" aria-labelledby="zk-castle-h">
                    <h2 id="zk-castle-h" class="visually-hidden">{txt(Tr::zk_castle)}</h2>
                    <MerlinRow/>
                    {rooms.into_iter().map(|room| view! { <RoomView room target=Signal::derive(move || targets.with(|t| t.contains(&room)))/> }).collect_view()}
                    <Throne/>
                </section>
            </ScoreRing>
            <RevealPanel/>
            <div class="zk-side">
                <Missions/>
                <Hinterland/>
            </div>
        </div>
    }
}
