//! The acting seat's panel: its knight (and, in private, its hand and loyalty), then what the
//! game asks of it now. Redrawn only when the kind of decision changes.

use super::choices::Choices;
use super::heroic::Heroic;
use super::knight_panel::KnightPanel;
use super::progression::Progression;
use super::siege_fight::SiegeFight;
use crate::app::i18n::{txt, Tr};
use crate::app::play::table;
use crate::engine::schatten::{Pending, Schatten};
use leptos::prelude::*;

const NOTHING: u8 = 0;
const PROGRESSION: u8 = 1;
const HEROIC: u8 = 2;
const SIEGE: u8 = 3;
const CHOICES: u8 = 4;
const IDLE: u8 = 5;

#[component]
pub fn Decision() -> impl IntoView {
    let t = table::<Schatten>();
    let kind = Memo::new(move |_| {
        let pending = t.view.with(|v| v.pending);
        if t.legal.with(Vec::is_empty) {
            return if t.me().is_some() && pending != Pending::Over { IDLE } else { NOTHING };
        }
        match pending {
            Pending::Over => NOTHING,
            Pending::Progression { .. } => PROGRESSION,
            Pending::Heroic { .. } => HEROIC,
            Pending::SiegeFight { .. } => SIEGE,
            _ => CHOICES,
        }
    });
    view! {
        <div class="sc-decision">
            <KnightPanel/>
            {move || match kind.get() {
                NOTHING => ().into_any(),
                IDLE => view! { <p class="sc-idle">{txt(Tr::sc_nothing_to_do)}</p> }.into_any(),
                PROGRESSION => view! { <Progression/> }.into_any(),
                HEROIC => view! { <Heroic/> }.into_any(),
                SIEGE => view! { <SiegeFight/> }.into_any(),
                _ => view! { <Choices/> }.into_any(),
            }}
        </div>
    }
}
