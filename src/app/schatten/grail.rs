//! The Grail's row (S-Q-GRA-1): seven spots, Grail cards from the knights' end and black cards
//! (Despair, Desolation) from Evil's; seven of one kind ends the quest (S-Q-GRA-4).

use super::names::black;
use crate::app::i18n::tr;
use crate::app::play::table;
use crate::engine::schatten::Schatten;
use leptos::prelude::*;

const SPOTS: u8 = 7;

#[component]
pub fn GrailRow() -> impl IntoView {
    let t = table::<Schatten>();
    let row = Memo::new(move |_| t.view.with(|v| (v.grail_white, v.grail_black.clone())));
    view! {
        <div class="sc-grail">
            <p class="small">{move || { let (w, b) = row.get(); tr().sc_grail_row(&w, &b.len()) }}</p>
            <ol class="sc-spots grail">
                {move || {
                    let (w, b) = row.get();
                    let nb = b.len() as u8;
                    (0..SPOTS).map(|i| {
                        if i < w {
                            view! { <li class="sc-spot w full">{tr().sc_w_grail()}</li> }.into_any()
                        } else if i >= SPOTS - nb {
                            let card = b.get(usize::from(SPOTS - 1 - i)).map(|&c| black(tr(), c)).unwrap_or_default();
                            view! { <li class="sc-spot b full">{card}</li> }.into_any()
                        } else {
                            view! { <li class="sc-spot"></li> }.into_any()
                        }
                    }).collect_view()
                }}
            </ol>
        </div>
    }
}
