//! Camelot (S-Q-CAM): the Round Table with its twelve sword places, white from one side and
//! black from the other (S-END-2); the siege ring of twelve spots outside the walls (S-END-1a);
//! the four piles (S-DECK); the black cards in effect; and the knights inside.

use super::names::black;
use super::quest_area::QuestArea;
use crate::app::i18n::{tr, txt, Tr};
use crate::app::play::table;
use crate::app::kit::Pile;
use crate::engine::schatten::{Black, Place, Schatten, ALL_SWORDS, SIEGE_ENGINES};
use leptos::prelude::*;

#[component]
pub fn Camelot() -> impl IntoView {
    let t = table::<Schatten>();
    let swords = Memo::new(move |_| t.view.with(|v| (v.white_swords, v.black_swords)));
    let siege = Memo::new(move |_| t.view.with(|v| v.siege));
    let effects = Memo::new(move |_| {
        t.view.with(|v| {
            let mut c = Vec::new();
            if v.mists { c.push(Black::Mists); }
            if v.vivien { c.push(Black::Vivien); }
            if v.dark_forest { c.push(Black::DarkForest); }
            c
        })
    });
    let count = move |f: fn(&crate::engine::schatten::SchattenView) -> usize| Signal::derive(move || t.view.with(f));
    view! {
        <QuestArea place=Signal::derive(|| Place::Camelot)>
            <div class="sc-camelot">
                <div class="sc-table" role="img" aria-label=move || { let (w, b) = swords.get(); tr().sc_swords_text(&w, &b) }>
                    <p class="sc-cap" aria-hidden="true">{txt(Tr::sc_round_table)}</p>
                    <div class="sc-swords" aria-hidden="true">
                        {(0..ALL_SWORDS).map(|i| view! {
                            <span class="sc-sword" class:white=move || i < swords.get().0
                                class:black=move || { let (w, b) = swords.get(); i >= w && i >= ALL_SWORDS - b }></span>
                        }).collect_view()}
                    </div>
                    <p class="sc-count" aria-hidden="true">{move || { let (w, b) = swords.get(); tr().sc_swords_text(&w, &b) }}</p>
                </div>
                <div class="sc-siege" role="img" aria-label=move || tr().sc_siege_text(&siege.get())>
                    <p class="sc-cap" aria-hidden="true">{txt(Tr::sc_siege_ring)}</p>
                    <div class="sc-ring" aria-hidden="true">
                        {(0..SIEGE_ENGINES).map(|i| view! { <span class="sc-engine" class:on=move || i < siege.get() class:danger={i >= 9}></span> }).collect_view()}
                    </div>
                    <p class="sc-count" aria-hidden="true">{move || tr().sc_siege_text(&siege.get())}</p>
                </div>
                <div class="sc-piles">
                    <Pile label=txt(Tr::sc_white_draw) count=count(|v| usize::from(v.white_draw)) face_down=true size="s"/>
                    <Pile label=txt(Tr::sc_white_discard) count=count(|v| v.white_discard.len()) face_down=true size="s"/>
                    <Pile label=txt(Tr::sc_black_draw) count=count(|v| usize::from(v.black_draw)) face_down=true size="s"/>
                    <Pile label=txt(Tr::sc_black_discard) count=count(|v| v.black_discard.len()) face_down=true size="s"/>
                </div>
                <Show when=move || !effects.with(Vec::is_empty)>
                    <p class="sc-effects">{move || tr().sc_in_effect(&effects.get().into_iter().map(|b| black(tr(), b)).collect::<Vec<_>>().join(", "))}</p>
                </Show>
            </div>
        </QuestArea>
    }
}
