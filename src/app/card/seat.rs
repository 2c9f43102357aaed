//! One seat at the table: the name, whose turn it is, what everyone knows (a loyalty card
//! turned up, an accusation made, knight cards held) — and, to its owner alone, its own
//! loyalty card and which knights it holds.

use super::names;
use crate::app::i18n::{tr, Tr};
use crate::app::play::table;
use crate::engine::card::{CardGame, Loyalty, Pending};
use crate::engine::Seat;
use super::names::txt;
use leptos::prelude::*;

#[component]
pub fn SeatCard(seat: Seat) -> impl IntoView {
    let t = table::<CardGame>();
    let info = move || {
        t.view.with(|v| {
            let s = v.seats.get(usize::from(seat)).copied();
            let now = v.pending != Pending::Over && v.current == seat;
            let mine = v.me.as_ref().filter(|m| m.seat == seat).map(|m| (m.loyalty, m.knights.clone()));
            (s, now, mine, v.knights)
        })
    };
    let me = move || info().2.is_some();
    let badges = move || {
        let tr = tr();
        let (s, _, mine, knights) = info();
        let mut out: Vec<(String, &'static str)> = Vec::new();
        let Some(s) = s else { return out };
        let class = |x: Loyalty| if x == Loyalty::Traitor { "traitor" } else { "loyal" };
        match (s.revealed, s.known, &mine) {
            (Some(x), _, _) => out.push((tr.card_revealed_2(&names::loyalty(x, tr)), class(x))),
            // The viewer's own card lies face down in their hand, turned over on a tap: it is
            // not written here, where the panel beside the table would show it to onlookers.
            (None, _, Some(_)) => {}
            (None, Some(x), None) if t.me().is_some() => out.push((tr.card_you_know(&names::loyalty(x, tr)), "known")),
            (None, Some(x), None) => out.push((tr.card_known_to_all(&names::loyalty(x, tr)), "known")),
            _ => {}
        }
        if s.spreads_rumors {
            out.push((tr.card_spreads_rumors().into(), ""));
        }
        if s.has_accused {
            out.push((tr.card_has_accused().into(), ""));
        }
        if knights && s.knight_cards > 0 {
            let held = match &mine {
                Some((_, k)) if !k.is_empty() => {
                    let n: Vec<&str> = k.iter().map(|&k| names::knight(k, tr)).collect();
                    tr.card_knight_cards_named(&n.join(", "))
                }
                _ => tr.card_knight_cards(&s.knight_cards),
            };
            out.push((held, ""));
        }
        out
    };
    view! {
        <li class="seat" class:now=move || info().1 class:me=me aria-current=move || info().1.then_some("true")>
            <span class="seat-name">
                {move || t.name(seat)}
                {move || me().then(|| format!(" ({})", tr().card_you()))}
            </span>
            <Show when=move || info().1>
                <span class="b turn">{txt(Tr::card_turn)}</span>
            </Show>
            {move || badges().into_iter().map(|(text, class)| view! { <span class=format!("b {class}")>{text}</span> }).collect_view()}
        </li>
    }
}
