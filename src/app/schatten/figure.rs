//! One knight's figure (S-COMP-2): a disc in the knight's colours with his initial, the seat's
//! name and life beside it, ringed while the knight is on turn, with the relics he owns.

use super::figures::relic_names;
use super::names::{initial, knight, knight_class};
use crate::app::i18n::tr;
use crate::app::play::table;
use crate::engine::schatten::Schatten;
use crate::engine::Seat;
use leptos::prelude::*;

#[component]
pub fn Figure(seat: Seat) -> impl IntoView {
    let t = table::<Schatten>();
    let sv = Memo::new(move |_| t.view.with(|v| v.seats.get(usize::from(seat)).map(|s| (s.knight, s.life))));
    let active = Memo::new(move |_| t.view.with(|v| v.active == seat && v.end.is_none()));
    let relics = Memo::new(move |_| t.view.with(|v| relic_names(tr(), v, seat)));
    view! {
        {move || sv.get().map(|(k, life)| {
            let name = t.name(seat);
            let label = if active.get() { tr().sc_figure_active(&name, &knight(tr(), k), &life) } else { tr().sc_figure(&name, &knight(tr(), k), &life) };
            view! {
                <li class=format!("sc-fig {}", knight_class(k)) class:active=active>
                    <span class="sc-disc" aria-hidden="true">{initial(tr(), k).to_string()}</span>
                    <span class="sc-fig-name">{label}</span>
                    {(!relics.get().is_empty()).then(|| view! { <span class="sc-fig-relics">{relics.get()}</span> })}
                </li>
            }
        })}
    }
}
