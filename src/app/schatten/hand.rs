//! The viewer's own hand (private, S-INFO-1): each kind of white card once, with how many and
//! what it does — the cards the decision below plays are named the same way.

use super::names::{white, white_does};
use crate::app::i18n::tr;
use crate::app::play::table;
use crate::engine::schatten::{Schatten, White};
use leptos::prelude::*;

#[component]
pub fn HandView() -> impl IntoView {
    let t = table::<Schatten>();
    let cards = Memo::new(move |_| {
        t.view.with(|v| v.me.as_ref().map(|m| m.hand.kinds().map(|w| (w, m.hand.count(w))).collect::<Vec<(White, u8)>>()).unwrap_or_default())
    });
    let total = move || cards.with(|c| c.iter().map(|x| u32::from(x.1)).sum::<u32>());
    view! {
        <section class="sc-hand" aria-labelledby="sc-hand-h">
            <h3 id="sc-hand-h">{move || tr().sc_hand(&total())}</h3>
            <Show when=move || !cards.with(Vec::is_empty) fallback=|| view! { <p class="small">{tr().sc_hand_empty()}</p> }>
                <ul class="sc-cards">
                    <For each=move || cards.get() key=|c| crate::app::kit::key(c.0.index() * 256 + usize::from(c.1)) let((w, n))>
                        <li class="sc-card" class:fight=w.fight().is_some() class:special=w.is_special() class:grail=w == White::Grail>
                            <span class="sc-card-name">{white(tr(), w)}</span>
                            {(n > 1).then(|| view! { <span class="sc-card-n">{tr().sc_times(&n)}</span> })}
                            // Fight cards are told by their value; the others say what they do.
                            {w.fight().is_none().then(|| view! { <span class="sc-card-does">{white_does(tr(), w)}</span> })}
                        </li>
                    </For>
                </ul>
            </Show>
        </section>
    }
}
