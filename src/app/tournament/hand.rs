//! The hand of the seat holding the device (the platform only ever gives us that seat's
//! hand). Each card is a [`HandCard`]: a button naming what it does when the rules allow it
//! now, disabled with the reason when they do not. Morgan's Glamour is a switch that turns the
//! next play face down.

use crate::app::i18n::Tr;
use super::hand_card::HandCard;
use super::text;
use crate::app::i18n::lang;
use crate::app::play::table;
use crate::engine::tournament::data::Character;
use crate::engine::tournament::view::{Pending, TournamentView};
use crate::engine::tournament::{Tournament, TournamentAction as A};
use leptos::prelude::*;

/// The bonuses (bits of [`crate::engine::tournament::Boosts`]) the viewer could add to the
/// card it plays now, from public facts: Arthur's +3 token (unused this melee, uses left),
/// Gawain's +1, Blessed Blade's +4.
pub fn bonus_bits(v: &TournamentView, seat: Option<u8>) -> u8 {
    let Some(s) = seat.and_then(|seat| v.seats.get(usize::from(seat))) else { return 0 };
    let mut bits = 0;
    if s.character == Character::Arthur && s.powers.token_uses_left.unwrap_or(0) > 0 && s.powers.token_on.is_none() {
        bits |= 4;
    }
    if s.character == Character::Gawain {
        bits |= 2;
    }
    if s.powers.blessed_blade_left > 0 {
        bits |= 1;
    }
    bits
}

#[component]
pub fn Hand() -> impl IntoView {
    let t = table::<Tournament>();
    let cards = Memo::new(move |_| t.view.with(|v| v.hand.as_ref().map(|h| h.iter().map(|c| c.card).collect::<Vec<_>>()).unwrap_or_default()));
    let bits = Memo::new(move |_| t.view.with(|v| bonus_bits(v, t.me())));
    let can_glamour = Memo::new(move |_| t.legal.with(|l| l.iter().any(|a| matches!(a, A::PlayFaceDown { .. }))));
    let glamour = RwSignal::new(false);
    let reasons = move || {
        t.view.with(|v| {
            let mut out: Vec<String> = Vec::new();
            for h in v.hand.iter().flatten().filter(|h| h.action.is_none()) {
                if let Some(e) = h.blocked {
                    let r = text::refusal(e, lang());
                    if !out.contains(&r) {
                        out.push(r);
                    }
                }
            }
            out
        })
    };
    let how = move || {
        let l = lang();
        t.view.with(|v| match v.pending {
            Pending::DiscardFaceDown { left, .. } => Tr(l).tm_choose_a_card_s_to(&left),
            _ if v.hand.iter().flatten().any(|h| matches!(h.action, Some(A::Discard(_)))) => Tr(l).tm_you_cannot_follow_suit_and().to_owned(),
            Pending::Lead { .. } => Tr(l).tm_choose_a_card_to_lead().to_owned(),
            Pending::Follow { .. } => Tr(l).tm_choose_a_card_to_play().to_owned(),
            Pending::PreFeint { .. } => Tr(l).tm_second_thoughts_choose_a_card().to_owned(),
            _ => String::new(),
        })
    };
    let title = move || {
        let name = t.me().map(|s| t.name(s)).unwrap_or_default();
        Tr(lang()).tm_hand_of_a_b_cards(&name, &cards.with(Vec::len))
    };
    let discarded = move || {
        t.view.with(|v| (!v.own_face_down_discards.is_empty()).then(|| {
            let l = lang();
            Tr(l).tm_discarded_face_down_this_round(&text::cards(v.own_face_down_discards.iter().copied(), l))
        }))
    };
    view! {
        <Show when=move || cards.with(|c| !c.is_empty())>
            <section class="t-hand" aria-label=move || title()>
                <h2>{text::txt(move |_| title())}</h2>
                <p class="t-how">{text::txt(move |_| how())}</p>
                <Show when=move || can_glamour.get()>
                    <button type="button" class="t-toggle" aria-pressed=move || glamour.get().to_string() on:click=move |_| glamour.update(|g| *g = !*g)>
                        {text::tx(Tr::tm_glamour_play_the_next_card)}
                    </button>
                </Show>
                <ul class="t-cards">
                    <For each=move || cards.get() key=|c| crate::app::kit::key(usize::from(c.0)) let(card)>
                        <HandCard card bits glamour why_id="t-why"/>
                    </For>
                </ul>
                <Show when=move || !reasons().is_empty()>
                    <p class="t-why" id="t-why">
                        {text::txt(move |l| Tr(l).tm_greyed_out_a(&reasons().join("; ")))}
                    </p>
                </Show>
                {move || discarded().map(|d| view! { <p class="muted small">{d}</p> })}
            </section>
        </Show>
    }
}
