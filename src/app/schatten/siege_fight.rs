//! A siege fight (S-Q-CAM-2): lay fight cards one by one, then roll the d8; the total must be
//! more than the roll. The cards laid so far and their sum stay in view.

use super::arith::siege_sum;
use super::prompt::action_label;
use crate::app::i18n::{tr, txt, Tr};
use crate::app::play::table;
use crate::engine::schatten::{Schatten, SchattenAction as A};
use leptos::prelude::*;

#[component]
pub fn SiegeFight() -> impl IntoView {
    let t = table::<Schatten>();
    let laid = Memo::new(move |_| t.view.with(|v| v.fight.map(|f| f.0).unwrap_or_default()));
    let adds = Memo::new(move |_| t.legal.with(|l| l.iter().filter(|a| matches!(a, A::FightAdd(_))).copied().collect::<Vec<A>>()));
    let label = move |a: &A| t.names.with_value(|n| action_label(a, n, tr()));
    view! {
        <section class="sc-fight" aria-labelledby="sc-fight-h">
            <h2 id="sc-fight-h">{move || label(&A::FightSiege)}</h2>
            <p>{move || tr().sc_fight_laid(&siege_sum(tr(), &laid.get(), None, false))}</p>
            <p class="small">{txt(Tr::sc_fight_need)}</p>
            <div class="sc-buttons">
                <For each=move || adds.get() key=|a| crate::app::kit::key(crate::engine::ActionCode::code(a) as usize) let(a)>
                    <button type="button" on:click=move |_| t.act(a)>{label(&a)}</button>
                </For>
            </div>
            <button type="button" class="primary" on:click=move |_| t.act(A::Roll)>{move || label(&A::Roll)}</button>
        </section>
    }
}
