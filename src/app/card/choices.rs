//! A decision that is a short list of moves: an explanation, then one button per legal
//! choice (a card drawn as a card inside its button), disabled with the reason when the rules
//! forbid it. The list itself is worked out by [`plan`], a plain function.

use super::card_face::CardFace;
use super::names;
use crate::app::i18n::Tr;
use crate::app::kit::ActionButton;
use crate::app::play::table;
use crate::engine::card::{Card, CardAction as A, CardGame, CardView, Knight, Loyalty, Pending, PercivalCause, Quest};
use leptos::prelude::*;

/// One button of a decision.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Choice {
    pub label: String,
    pub action: A,
    pub hint: Option<String>,
    /// Why it cannot be chosen (shown under the disabled button).
    pub why: Option<String>,
    pub card: Option<Card>,
    pub primary: bool,
}

impl Choice {
    fn new(label: String, action: A) -> Choice {
        Choice { label, action, hint: None, why: None, card: None, primary: true }
    }
}

/// The title, the explanation and the buttons of the decision `v` waits for (not a normal
/// turn and not an announcement, which have their own components).
#[must_use]
/// `alone`: one person plays with bots, so nobody chose their name to take the device.
pub fn plan(v: &CardView, legal: &[A], ns: &[String], alone: bool, t: Tr) -> (String, Vec<String>, Vec<Choice>) {
    let n = |s| names::seat(ns, s);
    let mut intro = Vec::new();
    let mut out = Vec::new();
    let title = match v.pending {
        Pending::Token { .. } => {
            intro.push(t.card_you_drew_merlin_4().to_owned());
            out.extend(legal.iter().filter_map(|&a| match a {
                A::Token(q) => Some(Choice::new(names::quest(q, t).into(), a)),
                _ => None,
            }));
            t.card_merlin_4_your_secret()
        }
        Pending::VivienGive { .. } => {
            if let Some(x) = v.me.as_ref().and_then(|m| m.vivien.get(1).copied()) {
                intro.push(t.card_vivien_you_took_one(&names::loyalty(x, t)));
            }
            intro.push(t.card_who_gets_the_other().into());
            out.extend(legal.iter().filter_map(|&a| match a {
                A::Give(s) => Some(Choice::new(t.card_give_it_to(&n(s)), a)),
                _ => None,
            }));
            t.card_vivien_hand_over_the()
        }
        Pending::VivienKeep { drawer, seat, .. } => {
            let (own, new) = match v.me.as_ref().map(|m| m.vivien.as_slice()) {
                Some([a, b]) => (*a, *b),
                _ => (Loyalty::Loyal, Loyalty::Loyal),
            };
            let (o, w) = (names::loyalty(own, t), names::loyalty(new, t));
            intro.push(if drawer == seat { t.card_vivien_your_card_until(&o, &w) } else { t.card_vivien_you_were_handed(&o, &w) });
            out.extend(legal.iter().filter_map(|&a| match a {
                A::Keep(x) if own == new => Some(Choice::new(t.card_keep_both_are(&names::loyalty(x, t)), a)),
                A::Keep(x) => Some(Choice::new(t.card_keep(&names::loyalty(x, t)), a)),
                _ => None,
            }));
            t.card_vivien_keep_one_loyalty()
        }
        Pending::Merlin6 { .. } => {
            intro.push(t.card_you_drew_merlin_6().into());
            for q in Quest::ALL {
                for b in 0..=3 {
                    if legal.contains(&A::Merlin6Quest(q, b)) {
                        out.push(Choice::new(t.card_quest_plus(&names::quest(q, t), &b), A::Merlin6Quest(q, b)));
                    }
                }
            }
            if legal.contains(&A::Merlin6Skip) {
                out.push(Choice { primary: false, ..Choice::new(t.card_no_quest_now().into(), A::Merlin6Skip) });
            }
            t.card_merlin_6_a_quest()
        }
        Pending::ChooseSpread { .. } | Pending::GawainChoose { .. } => {
            let gawain = matches!(v.pending, Pending::GawainChoose { .. });
            intro.push(if gawain { t.card_gawain_drew_these_choose() } else { t.card_you_drew_these_two() }.into());
            for &c in v.me.as_ref().map(|m| m.drawn.clone()).unwrap_or_default().iter() {
                let a = if gawain { A::GawainPlay(c) } else { A::Place(c) };
                let label = if gawain { t.card_add_this_card() } else { t.card_lay_this_face_up() };
                let mut ch = Choice::new(format!("{label}: {}", names::card(c, t)), a);
                ch.card = Some(c);
                ch.hint = Some(names::effect(c, t).to_owned()).filter(|s| !s.is_empty());
                if !legal.contains(&a) {
                    ch.why = Some(t.card_gawain_never_plays_a().into());
                }
                // Two copies of one card are one choice.
                if !out.iter().any(|o: &Choice| o.action == a) {
                    out.push(ch);
                }
            }
            if gawain { t.card_gawain_choose_a_card() } else { t.card_spread_rumors_which_card() }
        }
        Pending::ArthurWindow { quester, quest, .. } => {
            intro.push(t.card_goes_on_a_quest_3(&n(quester), &names::quest(quest, t)));
            window(&mut intro, &mut out, legal, Knight::Arthur, A::Arthur, alone, t);
            t.card_play_arthur()
        }
        Pending::GawainWindow { .. } => {
            intro.push(t.card_the_quest_is_added().into());
            window(&mut intro, &mut out, legal, Knight::Gawain, A::Gawain, alone, t);
            t.card_play_gawain()
        }
        Pending::PercivalWindow { cause } => {
            intro.push(match cause {
                PercivalCause::Accusation { target } => t.card_has_just_been_revealed(&n(target)),
                PercivalCause::EndReveal { .. } => t.card_the_end_reveal_has().into(),
            });
            window(&mut intro, &mut out, legal, Knight::Percival, A::Percival, alone, t);
            t.card_play_percival()
        }
        Pending::Action { .. } | Pending::SpreadRumors { .. } | Pending::Announce { .. } | Pending::Over => "",
    };
    (title.to_owned(), intro, out)
}

/// A knight's window: play it (when held), or answer "no one" for the table.
fn window(intro: &mut Vec<String>, out: &mut Vec<Choice>, legal: &[A], k: Knight, action: A, alone: bool, t: Tr) {
    let name = names::knight(k, t);
    if legal.contains(&action) {
        out.push(Choice::new(t.card_play(&name), action));
    } else {
        intro.push(t.card_you_have_no_card(&name));
    }
    if legal.contains(&A::Decline) {
        let mut hint = t.card_this_answers_for_the().to_owned();
        if !alone {
            hint = format!("{hint} {}", t.card_chose_by_mistake());
        }
        out.push(Choice { primary: false, hint: Some(hint), ..Choice::new(t.card_no_one_plays_go().into(), A::Decline) });
    }
}

#[component]
pub fn Choices() -> impl IntoView {
    let t = table::<CardGame>();
    let plan = move || {
        let legal = t.legal.get();
        let tr = crate::app::i18n::tr();
        let alone = t.alone.get();
        t.view.with(|v| t.names.with_value(|ns| plan(v, &legal, ns, alone, tr)))
    };
    view! {
        <h2 class="decision-title">{move || plan().0}</h2>
        {move || plan().1.into_iter().map(|line| view! { <p>{line}</p> }).collect_view()}
        <div class="choices">
            {move || plan().2.into_iter().map(|c| {
                let action = c.action;
                view! {
                    <ActionButton label=c.label primary=c.primary hint=c.hint.unwrap_or_default()
                        disabled_reason=Signal::stored(c.why) on_press=Callback::new(move |()| t.act(action))>
                        {c.card.map(|card| view! { <CardFace card size="s"/> })}
                    </ActionButton>
                }
            }).collect_view()}
        </div>
    }
}
