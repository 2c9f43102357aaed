//! One seat in the players panel: knight, life, cards in hand (a count: S-DECK-6), where he
//! stands, relics, whether his loyalty is known (face up, proven, or his own to the viewer)
//! and whether he has made his one accusation (S-ACC-2).

use super::describe::loyalty;
use super::figures::relic_names;
use super::names::{knight, knight_class, place};
use crate::app::i18n::tr;
use crate::app::play::table;
use crate::engine::schatten::{Loyalty, Schatten, Status};
use crate::engine::Seat;
use leptos::prelude::*;

#[component]
pub fn SeatCard(seat: Seat) -> impl IntoView {
    let t = table::<Schatten>();
    let sv = Memo::new(move |_| t.view.with(|v| v.seats.get(usize::from(seat)).cloned()));
    let relics = Memo::new(move |_| t.view.with(|v| relic_names(tr(), v, seat)));
    let active = Memo::new(move |_| t.view.with(|v| v.active == seat));
    view! {
        {move || sv.get().map(|s| {
            let tr = tr();
            let k = knight(tr, s.knight);
            let line = match s.status {
                Status::Ok => tr.sc_seat_line(&k, &s.life, &s.hand, &place(tr, s.at.unwrap_or_default())),
                Status::Doomed => tr.sc_seat_off(&k, &tr.sc_st_doomed()),
                Status::Dead => tr.sc_seat_off(&k, &tr.sc_st_dead()),
                Status::Traitor => tr.sc_seat_off(&k, &tr.sc_st_traitor()),
            };
            let loyal = match s.loyalty {
                Some(Loyalty::Traitor) if s.public => tr.sc_seat_traitor_known().to_owned(),
                Some(Loyalty::Loyal) if s.public || s.proven => tr.sc_seat_loyal_known().to_owned(),
                // Only the viewer's own card reaches here unrevealed.
                Some(l) => tr.sc_seat_own(&loyalty(tr, l)),
                None => tr.sc_seat_hidden().to_owned(),
            };
            view! {
                <li class=format!("seat sc-seat {}", knight_class(s.knight)) class:active=active>
                    <strong>{t.name(seat)}</strong>
                    <span class="detail">{line}</span>
                    <span class="detail">{loyal}{s.has_accused.then(|| format!(" · {}", tr.sc_seat_accused()))}</span>
                    {(!relics.get().is_empty()).then(|| view! { <span class="detail">{tr.sc_seat_relics(&relics.get())}</span> })}
                    {(s.pledged > 0).then(|| view! { <span class="detail">{tr.sc_seat_pledged(&s.pledged)}</span> })}
                </li>
            }
        })}
    }
}
