//! The hand of the seat holding the device (the platform only ever gives us that seat's
//! hand). Each card is a [`HandCard`]: a button naming what it does when the rules allow it
//! now, disabled with the reason when they do not. Morgan's Glamour is a switch that turns the
//! next play face down.

use super::hand_card::HandCard;
use super::text;
use crate::app::i18n::lang;
use crate::app::play::table;
use crate::engine::tournament::data::Character;
use crate::engine::tournament::view::{Pending, TournamentView};
use crate::engine::tournament::{Tournament, TournamentAction as A};
use crate::tr;
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
            Pending::DiscardFaceDown { left, .. } => tf!(l, "Choose {0} card(s) to discard face down.", "Wähle {0} Karte(n), die du verdeckt ablegst.", &left),
            _ if v.hand.iter().flatten().any(|h| matches!(h.action, Some(A::Discard(_)))) => tr!(l,
                "You cannot follow suit and hold no Alchemy or Sorcerer: discard one card face up. Shame costs 5 Health at once.",
                "Du kannst nicht bedienen und hast weder Alchemie noch Zauberer: Wirf eine Karte offen ab. Die Schande kostet sofort 5 Gesundheit.").to_owned(),
            Pending::Lead { .. } => tr!(l, "Choose a card to lead. The lowest card of the melee takes all its cards.", "Wähle eine Karte zum Anspielen. Die niedrigste Karte des Gefechts nimmt alle Karten.").to_owned(),
            Pending::Follow { .. } => tr!(l, "Choose a card to play. The lowest card of the melee takes all its cards.", "Wähle eine Karte zum Spielen. Die niedrigste Karte des Gefechts nimmt alle Karten.").to_owned(),
            Pending::PreFeint { .. } => tr!(l, "Second Thoughts: choose a card to play instead of yours.", "Sinneswandel: Wähle eine Karte, die du statt deiner spielst.").to_owned(),
            _ => String::new(),
        })
    };
    let title = move || {
        let name = t.me().map(|s| t.name(s)).unwrap_or_default();
        tf!(lang(), "Hand of {0} ({1} cards)", "Hand von {0} ({1} Karten)", &name, &cards.with(Vec::len))
    };
    let discarded = move || {
        t.view.with(|v| (!v.own_face_down_discards.is_empty()).then(|| {
            let l = lang();
            tf!(l, "Discarded face down this round: {0}.", "Diese Runde verdeckt abgelegt: {0}.", &text::cards(v.own_face_down_discards.iter().copied(), l))
        }))
    };
    view! {
        <Show when=move || cards.with(|c| !c.is_empty())>
            <section class="t-hand" aria-label=move || title()>
                <h2>{text::txt(move |_| title())}</h2>
                <p class="t-how">{text::txt(move |_| how())}</p>
                <Show when=move || can_glamour.get()>
                    <button type="button" class="t-toggle" aria-pressed=move || glamour.get().to_string() on:click=move |_| glamour.update(|g| *g = !*g)>
                        {text::tx("Glamour: play the next card face down (once a round)", "Blendwerk: nächste Karte verdeckt spielen (einmal pro Runde)")}
                    </button>
                </Show>
                <ul class="t-cards">
                    <For each=move || cards.get() key=|c| c.0 let(card)>
                        <HandCard card bits glamour why_id="t-why"/>
                    </For>
                </ul>
                <Show when=move || !reasons().is_empty()>
                    <p class="t-why" id="t-why">
                        {text::txt(move |l| tf!(l, "Greyed out: {0}.", "Ausgegraut: {0}.", &reasons().join("; ")))}
                    </p>
                </Show>
                {move || discarded().map(|d| view! { <p class="muted small">{d}</p> })}
            </section>
        </Show>
    }
}
