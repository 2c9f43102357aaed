//! What the acting seat decides now: its hand (when the choice is a card), and every other
//! question as a block of plainly named buttons built from the legal actions — Sorcerer
//! declarations, bonuses, powers, escapes, transfers, Godsend declarations and picks. Long
//! lists come in two steps (first a suit, a card or a player, then the options for it).

use crate::app::i18n::Tr;
use super::hand::{bonus_bits, Hand};
use super::hand_card::bonus_label;
use super::text::{self, who};
use crate::app::i18n::{lang, Lang};
use crate::app::play::table;
use crate::engine::tournament::data::Card;
use crate::engine::tournament::view::{Pending, TournamentView};
use crate::engine::tournament::{Boosts, EscapeKind, Tournament, TournamentAction as A};
use crate::engine::Seat;
use leptos::prelude::*;

#[derive(Clone, PartialEq, Eq)]
struct Choice {
    /// The first step this choice sits under (a suit, a card, a player): a key and its name.
    group: Option<(u8, String)>,
    /// Shown in bold before the text (a Godsend's name).
    lead: &'static str,
    text: String,
    /// Dispatched in order.
    actions: Vec<A>,
}

#[derive(Clone, PartialEq, Eq)]
struct Block {
    title: String,
    help: String,
    choices: Vec<Choice>,
}

fn choice(text: String, a: A) -> Choice {
    Choice { group: None, lead: "", text, actions: vec![a] }
}

/// Whose card `card` in the melee is, and its final value.
fn in_melee(v: &TournamentView, card: Card, names: &[String]) -> (String, u8) {
    v.melee.cards.iter().find(|c| c.card == Some(card)).map_or((String::new(), 0), |c| (who(names, c.seat), c.final_value.unwrap_or(0)))
}

fn boost_text(b: Boosts, base: u8, l: Lang) -> String {
    if b.bonus() == 0 {
        Tr(l).tm_no_bonus_stays_a(&base)
    } else {
        format!("{} → {}", bonus_label(b), base + b.bonus())
    }
}

/// The questions other than "which card of your hand", and the Pass button's words.
#[allow(clippy::too_many_lines)] // one arm per kind of question
fn blocks(v: &TournamentView, legal: &[A], acting: Option<Seat>, names: &[String], l: Lang) -> (Vec<Block>, Option<&'static str>) {
    let mut out: Vec<Block> = Vec::new();
    let mut push = |title: String, help: String, choices: Vec<Choice>| {
        if !choices.is_empty() {
            out.push(Block { title, help, choices });
        }
    };
    let pick = |f: &dyn Fn(&A) -> Option<Choice>| legal.iter().filter_map(f).collect::<Vec<Choice>>();
    let pass = match v.pending {
        // The last card of the round, played on the table (no choice, nothing to hide).
        Pending::Lead { .. } | Pending::Follow { .. } if v.hand.is_none() => {
            let bits = bonus_bits(v, acting);
            let mut cs = Vec::new();
            for a in legal {
                match *a {
                    A::Play(c) if !c.is_sorcerer() && bits != 0 => {
                        for b in (0..8u8).filter(|b| b & !bits == 0) {
                            let text = if b == 0 { Tr(l).tm_play_your_last_card().to_owned() } else { Tr(l).tm_play_your_last_card_a(&bonus_label(Boosts::from_bits(b))) };
                            cs.push(Choice { group: None, lead: "", text, actions: vec![*a, A::Boost(Boosts::from_bits(b))] });
                        }
                    }
                    A::Play(_) => cs.push(choice(Tr(l).tm_play_your_last_card().into(), *a)),
                    A::Discard(_) => cs.push(choice(Tr(l).tm_discard_your_last_card_shame().into(), *a)),
                    _ => {}
                }
            }
            push(Tr(l).tm_your_last_card().into(), Tr(l).tm_one_card_is_left_in().into(), cs);
            None
        }
        Pending::DeclareSorcerer { card, suit, .. } => {
            let injury = card.base_injury();
            let cs = pick(&|a| match *a {
                A::Declare { suit: s, value } => Some(Choice {
                    group: suit.is_none().then(|| (s as u8, text::suit(s, l).to_owned())),
                    lead: "",
                    text: Tr(l).tm_a_b(&text::suit(s, l), &value),
                    actions: vec![*a],
                }),
                _ => None,
            });
            let help = if suit.is_some() {
                Tr(l).tm_it_counts_as_the_lead(&injury)
            } else {
                Tr(l).tm_first_the_suit_it_becomes(&injury)
            };
            push(Tr(l).tm_declare_your_a(&text::card(card, l)), help, cs);
            None
        }
        Pending::Modifiers { seat, card } => {
            let base = v.melee.cards.iter().find(|c| c.seat == seat).and_then(|c| c.final_value).unwrap_or(0);
            let cs = pick(&|a| match *a {
                A::Boost(b) => Some(choice(boost_text(b, base, l), *a)),
                _ => None,
            });
            push(
                Tr(l).tm_bonus_for_your_a(&text::card(card, l)),
                Tr(l).tm_a_bonus_counts_for_feints().into(),
                cs,
            );
            None
        }
        Pending::PreFeint { .. } => {
            let cs = pick(&|a| match *a {
                A::Excalibur(c) => {
                    let (owner, fv) = in_melee(v, c, names);
                    Some(choice(Tr(l).tm_3_on_a_s_b(&owner, &text::card(c, l), &fv, &(fv + 3)), *a))
                }
                _ => None,
            });
            push("Excalibur".into(), Tr(l).tm_put_the_3_token_on().into(), cs);
            let cs = pick(&|a| match *a {
                A::Pelleas { card, value } => {
                    let (owner, _) = in_melee(v, card, names);
                    Some(Choice { group: Some((card.0, format!("{owner}: {}", text::card(card, l)))), lead: "", text: Tr(l).tm_set_to_a(&value), actions: vec![*a] })
                }
                _ => None,
            });
            push("Sir Pelleas".into(), Tr(l).tm_set_one_face_up_alchemy().into(), cs);
            Some(Tr(l).tm_pass_check_the_feints())
        }
        Pending::Intervention { .. } => {
            let cs = pick(&|a| match *a {
                A::Intervene(c) => {
                    let (owner, fv) = in_melee(v, c, names);
                    Some(choice(Tr(l).tm_turn_a_s_b_c(&owner, &text::card(c, l), &fv), *a))
                }
                _ => None,
            });
            push(Tr(l).tm_will_of_god_intervention().into(), Tr(l).tm_once_a_round_a_card().into(), cs);
            Some(Tr(l).tm_do_not_intervene())
        }
        Pending::Escape { card, value, .. } => {
            let cs = pick(&|a| match *a {
                A::Escape(EscapeKind::Lancelot) => Some(choice(Tr(l).tm_sir_lancelot_turn_your_card().into(), *a)),
                A::Escape(EscapeKind::GuardianAngel) => Some(choice(Tr(l).tm_guardian_angel_turn_your_card().into(), *a)),
                _ => None,
            });
            push(
                Tr(l).tm_escape().into(),
                Tr(l).tm_your_a_b_is_the(&text::card(card, l), &value),
                cs,
            );
            Some(Tr(l).tm_take_the_cards())
        }
        Pending::Mercy { .. } => {
            let taken = v.melee.cards.len() + v.carry.len();
            push(
                Tr(l).tm_will_of_god_mercy().into(),
                Tr(l).tm_you_lose_this_melee_and(&taken),
                pick(&|a| (*a == A::Mercy).then(|| choice(Tr(l).tm_use_mercy_on_these_cards().into(), *a))),
            );
            Some(Tr(l).tm_take_them_without_mercy())
        }
        Pending::Transfers { .. } => {
            let mv = |card: Card, to, a: A| Choice { group: Some((card.0, text::card(card, l))), lead: "", text: Tr(l).tm_move_a_to_b(&text::card(card, l), &who(names, to)), actions: vec![a] };
            let cs = pick(&|a| match *a {
                A::Intrigue { card, to } => Some(mv(card, to, *a)),
                _ => None,
            });
            push(Tr(l).tm_courtly_intrigue().into(), Tr(l).tm_choose_a_card_of_your().into(), cs);
            let cs = pick(&|a| match *a {
                A::Judgement { card, to } => Some(mv(card, to, *a)),
                _ => None,
            });
            push(Tr(l).tm_will_of_god_judgement().into(), Tr(l).tm_choose_a_card_of_your_2().into(), cs);
            Some(Tr(l).tm_done_score_the_round())
        }
        Pending::Declarations { .. } => {
            let cs = pick(&|a| match *a {
                A::Wrath { target, suit } => Some(Choice { group: Some((target, who(names, target))), lead: "", text: Tr(l).tm_a_double_for_b(&text::suit(suit, l), &who(names, target)), actions: vec![*a] }),
                _ => None,
            });
            push(Tr(l).tm_wrath_of_heaven().into(), Tr(l).tm_choose_an_opponent_then_a().into(), cs);
            let cs = pick(&|a| match *a {
                A::Reckoning(s) => Some(choice(Tr(l).tm_reckoning_on_a(&text::suit(s, l)), *a)),
                _ => None,
            });
            push(Tr(l).tm_day_of_reckoning().into(), Tr(l).tm_choose_a_basic_suit_it().into(), cs);
            let cs = pick(&|a| match *a {
                A::Shield(s) => Some(choice(Tr(l).tm_shield_against_a(&text::suit(s, l)), *a)),
                _ => None,
            });
            push(Tr(l).tm_divine_shield().into(), Tr(l).tm_choose_a_suit_its_cards().into(), cs);
            None
        }
        Pending::Godsend { reason, seat } => {
            let deck = v.godsend_deck;
            let cs = pick(&|a| match *a {
                A::TakeGodsend(g) => Some(Choice { lead: text::godsend(g.kind(), l), ..choice(text::godsend_effect(g.kind(), l).into(), *a) }),
                A::DrawGodsend => Some(choice(Tr(l).tm_draw_the_top_card_blind(&deck), *a)),
                _ => None,
            });
            push(
                Tr(l).tm_pick_a_godsend_a(&who(names, seat)),
                Tr(l).tm_you_get_this_pick_because(&text::pick_reason_you(reason, l)),
                cs,
            );
            None
        }
        _ => None,
    };
    (out, pass.filter(|_| legal.contains(&A::Pass)))
}

#[component]
pub fn Decision() -> impl IntoView {
    let t = table::<Tournament>();
    let question = move || {
        let l = lang();
        let acting = t.acting.get();
        t.names.with_value(|n| t.legal.with(|legal| t.view.with(|v| blocks(v, legal, acting, n, l))))
    };
    // The first step chosen in a two-step block: (block, group).
    let sel = RwSignal::new(None::<(usize, u8)>);
    Effect::new(move |_| {
        t.legal.track();
        sel.set(None);
    });
    let render = move || {
        let (blocks, pass) = question();
        let chosen = sel.get();
        let mut parts = Vec::new();
        for (i, b) in blocks.into_iter().enumerate() {
            let mut groups: Vec<(u8, String)> = Vec::new();
            for c in &b.choices {
                if let Some(g) = &c.group {
                    if !groups.iter().any(|(k, _)| *k == g.0) {
                        groups.push(g.clone());
                    }
                }
            }
            let current = match groups.as_slice() {
                [(only, _)] => Some(*only),
                _ => chosen.filter(|(bi, _)| *bi == i).map(|(_, g)| g),
            };
            let steps = (groups.len() > 1).then(|| {
                groups.iter().map(|(k, name)| {
                    let k = *k;
                    view! { <button type="button" aria-pressed=(current == Some(k)).to_string() on:click=move |_| sel.set(Some((i, k)))>{name.clone()}</button> }
                }).collect_view()
            });
            let options = b.choices.into_iter().filter(|c| c.group.is_none() || c.group.as_ref().map(|g| g.0) == current).map(|c| {
                let actions = c.actions.clone();
                view! {
                    <button type="button" on:click=move |_| t.dispatch.run(actions.clone())>
                        {(!c.lead.is_empty()).then(|| view! { <strong>{c.lead}</strong>" — " })}
                        {c.text}
                    </button>
                }
            }).collect_view();
            parts.push(view! {
                <div class="t-block">
                    <h3>{b.title}</h3>
                    <p class="small">{b.help}</p>
                    {steps.map(|s| view! { <div class="row t-steps">{s}</div> })}
                    <div class="row t-options">{options}</div>
                </div>
            });
        }
        let pass = pass.map(|p| view! { <div class="row"><button type="button" on:click=move |_| t.act(A::Pass)>{p}</button></div> });
        view! { {parts}{pass} }
    };
    view! {
        <div class="t-decide">
            <Hand/>
            {render}
        </div>
    }
}
