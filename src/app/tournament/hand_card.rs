//! One card of the hand: a button that says what it does (lead, play, discard), with the
//! bonuses the player may add folded in as buttons of their own ("+1"), so a play with or
//! without a bonus is one tap. Disabled, with the reason, when the rules forbid it now.

use crate::app::i18n::Tr;
use super::card::TCard;
use super::text;
use crate::app::i18n::{lang, Lang};
use crate::app::play::table;
use crate::engine::tournament::data::{Card, Suit};
use crate::engine::tournament::view::Pending;
use crate::engine::tournament::{Boosts, Tournament, TournamentAction as A};
use leptos::prelude::*;

/// One way to use the card: its visible words and the actions it dispatches.
#[derive(Clone, PartialEq, Eq)]
struct Use {
    label: String,
    actions: Vec<A>,
}

/// "+3", "+1", "+4", "+3 +1" …
pub fn bonus_label(b: Boosts) -> String {
    let mut parts = Vec::new();
    if b.favour {
        parts.push("+3");
    }
    if b.sun {
        parts.push("+1");
    }
    if b.blade {
        parts.push("+4");
    }
    parts.join(" ")
}

/// The ways to use `card` now: the first is the card's own button, the others are bonuses.
fn uses(action: Option<A>, card: Card, leading: bool, bits: u8, face_down: &[Suit], glamour: bool, l: Lang) -> Vec<Use> {
    let verb = if leading { Tr(l).tm_lead() } else { Tr(l).tm_play() };
    if glamour {
        return match face_down {
            [] => Vec::new(),
            [s] => vec![Use { label: Tr(l).tm_a_face_down(&verb), actions: vec![A::PlayFaceDown { card, suit: *s }] }],
            many => many.iter().map(|&s| Use { label: Tr(l).tm_face_down_as_a(&text::suit(s, l)), actions: vec![A::PlayFaceDown { card, suit: s }] }).collect(),
        };
    }
    match action {
        Some(a @ A::Play(c)) if !c.is_sorcerer() && bits != 0 => (0..8u8)
            .filter(|b| b & !bits == 0)
            .map(|b| Use {
                label: if b == 0 { verb.to_owned() } else { bonus_label(Boosts::from_bits(b)) },
                actions: vec![a, A::Boost(Boosts::from_bits(b))],
            })
            .collect(),
        Some(a @ A::Play(_)) => vec![Use { label: verb.to_owned(), actions: vec![a] }],
        Some(a @ A::Discard(_)) => vec![Use { label: Tr(l).tm_discard_shame().to_owned(), actions: vec![a] }],
        Some(a @ A::DiscardFaceDown(_)) => vec![Use { label: Tr(l).tm_discard_face_down().to_owned(), actions: vec![a] }],
        Some(a @ A::SecondThoughts(_)) => vec![Use { label: Tr(l).tm_play_this_instead().to_owned(), actions: vec![a] }],
        _ => Vec::new(),
    }
}

#[component]
pub fn HandCard(
    card: Card,
    /// The bonuses the player could add (bits of [`Boosts`]).
    #[prop(into)]
    bits: Signal<u8>,
    /// Morgan's Glamour switch.
    glamour: RwSignal<bool>,
    /// The paragraph that says why cards are greyed out.
    why_id: &'static str,
) -> impl IntoView {
    let t = table::<Tournament>();
    // One memo per card, read by every part of it (a hand is built anew on every hand-over, so
    // each reactive node here is paid twelve times a tap): whether the rules speak about the
    // card now (usable, or refused with a reason: then it is a button) and its uses.
    let state = Memo::new(move |_| {
        let (asked, action, leading) = t.view.with(|v| {
            let mine = v.hand.as_ref().and_then(|h| h.iter().find(|h| h.card == card));
            let asked = mine.is_some_and(|m| m.action.is_some() || m.blocked.is_some());
            (asked, mine.and_then(|m| m.action), matches!(v.pending, Pending::Lead { .. }))
        });
        let face_down = t.legal.with(|l| {
            l.iter().filter_map(|a| match *a { A::PlayFaceDown { card: c, suit } if c == card => Some(suit), _ => None }).collect::<Vec<_>>()
        });
        let glamour = glamour.get();
        (asked || glamour, uses(action, card, leading, bits.get(), &face_down, glamour && !face_down.is_empty(), lang()))
    });
    let asked = move || state.with(|s| s.0);
    let main = move || state.with(|s| s.1.first().cloned());
    let run = move |actions: Vec<A>| {
        glamour.set(false);
        t.dispatch.run(actions);
    };
    let name = move || text::card(card, lang());
    view! {
        <li class="t-hc">
            <Show when=asked fallback=move || view! { <div class="t-held"><TCard card flip=true/></div> }>
                <button type="button" class="t-cardbtn" disabled=move || state.with(|s| s.1.is_empty())
                    aria-describedby=move || state.with(|s| s.1.is_empty()).then_some(why_id)
                    on:click=move |_| if let Some(u) = main() { run(u.actions) }>
                    <span class="visually-hidden">{move || main().map_or_else(|| Tr(lang()).tm_not_now().to_owned(), |u| u.label)}": "</span>
                    <TCard card flip=true/>
                </button>
                {move || state.with(|s| s.1.iter().skip(1).cloned().collect::<Vec<_>>()).into_iter().map(|u| view! {
                    <button type="button" class="t-bonus" on:click={ let a = u.actions.clone(); move |_| run(a.clone()) }>
                        <span class="visually-hidden">{name()}" "</span>
                        {u.label.clone()}
                    </button>
                }).collect_view()}
            </Show>
        </li>
    }
}

#[cfg(test)]
mod tests {
    use super::{uses, Use};
    use crate::app::i18n::Lang;
    use crate::engine::tournament::data::{Card, Suit};
    use crate::engine::tournament::{Boosts, TournamentAction as A};

    fn labels(u: &[Use]) -> Vec<&str> {
        u.iter().map(|u| u.label.as_str()).collect()
    }

    #[test]
    fn a_bonus_is_folded_into_the_play() {
        let c = Card::basic(Suit::Swords, 7).unwrap();
        // Gawain: "Play" (no bonus) and "+1", each one tap dispatching the play and the bonus.
        let u = uses(Some(A::Play(c)), c, false, 2, &[], false, Lang::En);
        assert_eq!(labels(&u), ["Play", "+1"]);
        assert_eq!(u[0].actions, [A::Play(c), A::Boost(Boosts::default())]);
        assert_eq!(u[1].actions, [A::Play(c), A::Boost(Boosts::from_bits(2))]);
        // Arthur with a Blessed Blade: every combination.
        let u = uses(Some(A::Play(c)), c, true, 5, &[], false, Lang::En);
        assert_eq!(labels(&u), ["Lead", "+4", "+3", "+3 +4"]);
        // Nobody's bonus: the play alone.
        assert_eq!(uses(Some(A::Play(c)), c, false, 0, &[], false, Lang::En)[0].actions, [A::Play(c)]);
        // A Sorcerer is declared first; its bonus is asked after the declaration.
        let m = Card::merlin(0).unwrap();
        assert_eq!(uses(Some(A::Play(m)), m, false, 2, &[], false, Lang::En).len(), 1);
        // Refused: no way to use it.
        assert!(uses(None, c, false, 2, &[], false, Lang::En).is_empty());
    }
}
