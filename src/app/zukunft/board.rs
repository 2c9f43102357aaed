//! The table: the tracks (turn order and scores), the last reveal, the throne room, the face-up
//! missions and the hinterland, then the castle: every room in play drawn as its spaces, the
//! room a knight may enter now highlighted. A legend says what the symbols on the spaces mean.

use super::hinterland::Hinterland;
use super::missions::Missions;
use super::reveal::RevealPanel;
use super::room::RoomView;
use super::throne::Throne;
use super::tracks::Tracks;
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
            <Tracks/>
            <RevealPanel/>
            <div class="zk-top">
                <Throne/>
                <Missions/>
                <Hinterland/>
            </div>
            <section class="zk-castle" aria-labelledby="zk-castle-h">
                <h2 id="zk-castle-h" class="visually-hidden">{txt(Tr::zk_castle)}</h2>
                {rooms.into_iter().map(|room| view! { <RoomView room target=Signal::derive(move || targets.with(|t| t.contains(&room)))/> }).collect_view()}
            </section>
            <p class="zk-legend small">{txt(Tr::zk_legend)}</p>
        </div>
    }
}
