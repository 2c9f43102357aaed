//! The knight of the seat on screen: coat of arms with its power (§10), life (S-LIFE-1),
//! relics; in private also the loyalty card (S-SETUP-8; at three players only once 6 swords lie
//! on the Round Table, S-SETUP-9), what the seat knows of the black pile, and the hand.

use super::describe::loyalty;
use super::figures::relic_names;
use super::hand::HandView;
use super::names::{black, knight, knight_class, power, whites};
use crate::app::i18n::{tr, Tr};
use crate::app::kit::Track;
use crate::app::play::table;
use crate::engine::schatten::{Loyalty, Schatten, SchattenView, MAX_LIFE};
use crate::engine::Seat;
use leptos::prelude::*;

/// The loyalty line of the viewer's own panel: the card, or why it is not seen yet (S-SETUP-9).
#[must_use]
pub fn loyalty_line(v: &SchattenView, t: Tr) -> Option<(String, Option<&'static str>)> {
    let me = v.me.as_ref()?;
    Some(match me.loyalty {
        Some(l) => (t.sc_loyalty_yours(&loyalty(t, l)), Some(if l == Loyalty::Traitor { t.sc_goal_traitor() } else { t.sc_goal_loyal() })),
        None => (t.sc_loyalty_wait(&(v.white_swords + v.black_swords)), None),
    })
}

/// What the seat knows of the black draw pile (Percival, Clairvoyance, the Armor).
#[must_use]
pub fn known_pile(v: &SchattenView, t: Tr) -> Option<String> {
    let me = v.me.as_ref()?;
    if me.black_pile.is_empty() {
        return None;
    }
    let cards: Vec<String> = me
        .black_pile
        .iter()
        .map(|&(pos, c)| if pos == 0 { t.sc_pos_top(&black(t, c)) } else { t.sc_pos_n(&black(t, c), &(pos + 1)) })
        .collect();
    Some(t.sc_you_know_top(&cards.join(", ")))
}

#[component]
pub fn KnightPanel() -> impl IntoView {
    let t = table::<Schatten>();
    // The seat whose panel this is: the viewer, or the seat acting on the open table.
    let seat = Memo::new(move |_| t.me().or_else(|| t.acting.get()));
    let info = Memo::new(move |_| {
        let s: Seat = seat.get()?;
        t.view.with(|v| v.seats.get(usize::from(s)).map(|sv| (sv.knight, sv.life, sv.hand)))
    });
    let private = Memo::new(move |_| t.view.with(|v| v.me.is_some()));
    let loyal = Memo::new(move |_| t.view.with(|v| loyalty_line(v, tr())));
    let relics = Memo::new(move |_| seat.get().map(|s| t.view.with(|v| relic_names(tr(), v, s))).unwrap_or_default());
    let pile = Memo::new(move |_| t.view.with(|v| known_pile(v, tr())));
    let aside = Memo::new(move |_| t.view.with(|v| v.me.as_ref().map(|m| m.aside.clone()).unwrap_or_default()));
    view! {
        {move || info.get().map(|(k, life, hand)| {
            let s = seat.get_untracked().unwrap_or(0);
            let name = t.name(s);
            view! {
                <section class="sc-knight" aria-labelledby="sc-knight-h">
                    <div class="sc-knight-head">
                        <span class=format!("sc-coat {}", knight_class(k)) role="img" aria-label=tr().sc_coat(&knight(tr(), k))>
                            <span aria-hidden="true">{super::names::initial(tr(), k).to_string()}</span>
                        </span>
                        <div>
                            <h2 id="sc-knight-h">{format!("{name} · {}", knight(tr(), k))}</h2>
                            <p class="sc-power small">{power(tr(), k)}</p>
                        </div>
                    </div>
                    <Track value=Signal::derive(move || i32::from(info.get().map_or(0, |i| i.1))) max=Signal::derive(|| i32::from(MAX_LIFE))
                        text=move || tr().sc_life_text(&info.get().map_or(0, |i| i.1)) class="sc-life" slots=true
                        attr:aria-label=tr().sc_life_of(&name)/>
                    {move || (!relics.get().is_empty()).then(|| view! { <p class="small">{tr().sc_relics_yours(&relics.get())}</p> })}
                    {move || loyal.get().map(|(line, goal)| view! {
                        <p class="sc-loyalty"><strong>{line}</strong>{goal.map(|g| view! { <span class="small">" "{g}</span> })}</p>
                    })}
                    {move || pile.get().map(|p| view! { <p class="small">{p}</p> })}
                    {move || (!aside.with(Vec::is_empty)).then(|| view! { <p class="small">{tr().sc_aside(&whites(tr(), &aside.get()))}</p> })}
                    {move || if private.get() {
                        view! { <HandView/> }.into_any()
                    } else {
                        view! { <p class="small">{tr().sc_hand_public(&name, &hand)}</p> }.into_any()
                    }}
                    <span class="visually-hidden">{tr().sc_life_text(&life)}</span>
                </section>
            }
        })}
    }
}
