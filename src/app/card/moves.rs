//! The viewing seat's decision: a heading saying what is being decided, then the sentences and
//! buttons its planner computed. Shown only while this seat has legal actions; the pass screen
//! speaks for everyone else.

use super::html::H;
use super::names::{self, fill};
use super::plan::{Btn, Go, Item, Sub};
use super::{announce, picks, turn_moves, Tbl};
use crate::app::i18n::Lang;
use crate::engine::card::{CardAction, CardView, Pending};
use crate::tr;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// What this seat knows that the table does not: the loyalty cards it has seen (Galahad) and
/// its knight cards.
fn news(v: &CardView, ns: &[String], l: Lang) -> String {
    let mut h = H::new();
    h.open("ul", "");
    for s in v.seats.iter().filter(|s| s.revealed.is_none() && Some(s.seat) != v.me.as_ref().map(|m| m.seat)) {
        if let Some(x) = s.known {
            h.el("li", "", &fill(tr!(l, "You know: {0} holds a {1} card.", "Du weißt: {0} hält eine {1}-Karte."), &[&names::seat(ns, s.seat), names::loyalty(x, l)]));
        }
    }
    if let Some(me) = &v.me {
        let k: Vec<&str> = me.knights.iter().map(|&k| names::knight(k, l)).collect();
        if !k.is_empty() {
            h.el("li", "", &fill(tr!(l, "Your knight cards: {0}.", "Deine Ritterkarten: {0}."), &[&k.join(", ")]));
        }
    }
    h.close("ul");
    h.done()
}

/// The heading and the items of the decision the view is waiting for.
fn plan(v: &CardView, legal: &[CardAction], sub: Sub, ns: &[String], l: Lang) -> Option<(&'static str, Vec<Item>)> {
    Some(match v.pending {
        Pending::Action { .. } | Pending::SpreadRumors { .. } => (tr!(l, "Your turn", "Dein Zug"), turn_moves::plan(v, legal, sub, ns, l)),
        Pending::ChooseSpread { .. } => (tr!(l, "Spread Rumors: which card goes face up?", "Gerüchte streuen: welche Karte kommt offen?"), picks::drawn(v, legal, l, false)),
        Pending::Announce { .. } => (tr!(l, "Morgan #1: announce your card", "Morgan #1: sag deine Karte an"), announce::plan(v, legal, l)),
        Pending::Token { .. } => (tr!(l, "Merlin #4: your secret token", "Merlin #4: dein geheimes Plättchen"), picks::token(legal, l)),
        Pending::VivienGive { .. } => (tr!(l, "Vivien: hand over the other card", "Vivien: die andere Karte weitergeben"), picks::vivien_give(v, legal, ns, l)),
        Pending::VivienKeep { .. } => (tr!(l, "Vivien: keep one loyalty card", "Vivien: eine Loyalitätskarte behalten"), picks::vivien_keep(v, legal, l)),
        Pending::Merlin6 { .. } => (tr!(l, "Merlin #6: a quest at once?", "Merlin #6: sofort auf Queste?"), picks::merlin6(legal, sub, l)),
        Pending::GawainChoose { .. } => (tr!(l, "Gawain: choose a card", "Gawain: wähle eine Karte"), picks::drawn(v, legal, l, true)),
        Pending::ArthurWindow { .. } => (tr!(l, "Play Arthur?", "Artus spielen?"), picks::window(v, legal, ns, l)),
        Pending::GawainWindow { .. } => (tr!(l, "Play Gawain?", "Gawain spielen?"), picks::window(v, legal, ns, l)),
        Pending::PercivalWindow { .. } => (tr!(l, "Play Percival?", "Parzival spielen?"), picks::window(v, legal, ns, l)),
        Pending::Over => return None,
    })
}

fn button(b: Btn, id: usize, run: impl Fn(Go) + Copy + 'static) -> AnyView {
    let Btn { label, go, class, why, art, aria } = b;
    let id = why.as_ref().map(|_| format!("why-{id}"));
    view! {
        <button type="button" class=class disabled=why.is_some() aria-label=aria aria-describedby=id.clone() on:click=move |_| run(go)>
            <span class="art" inner_html=art></span>{label}
        </button>
        {why.map(|w| view! { <p class="why" id=id>{w}</p> })}
    }
    .into_any()
}

fn item(it: Item, i: usize, run: impl Fn(Go) + Copy + 'static) -> AnyView {
    match it {
        Item::Text(s) => view! { <p>{s}</p> }.into_any(),
        Item::Head(s) => view! { <h3>{s}</h3> }.into_any(),
        Item::Art(s) => view! { <div class="art-line" inner_html=s></div> }.into_any(),
        Item::Choice(b, hint) => {
            // A disabled button's reason takes the place of its hint.
            let hint = hint.filter(|_| b.why.is_none());
            view! { <div class="choice">{button(b, i * 16, run)}{hint.map(|h| view! { <p class="hint">{h}</p> })}</div> }.into_any()
        }
        Item::Row(bs) => view! {
            <div class="row">{bs.into_iter().enumerate().map(|(j, b)| button(b, i * 16 + j, run)).collect_view()}</div>
        }
        .into_any(),
    }
}

/// After the panel is redrawn the pressed button is gone: put focus on the panel's heading
/// (without scrolling) so keyboard and screen-reader users stay in the decision.
fn keep_focus() {
    request_animation_frame(|| {
        let doc = document();
        if doc.active_element().is_some_and(|e| !e.tag_name().eq_ignore_ascii_case("body")) {
            return;
        }
        let Some(el) = doc.get_element_by_id("moves-h") else { return };
        let opts = js_sys::Object::new();
        let _ = js_sys::Reflect::set(&opts, &"preventScroll".into(), &true.into());
        if let Some(f) = js_sys::Reflect::get(&el, &"focus".into()).ok().and_then(|f| f.dyn_into::<js_sys::Function>().ok()) {
            let _ = f.call1(&el, &opts);
        }
    });
}

#[component]
pub fn Moves(t: Tbl) -> impl IntoView {
    let sub = RwSignal::new(Sub::Menu);
    // A new decision starts at its first step.
    Effect::new(move |_| {
        t.legal.track();
        if sub.get_untracked() != Sub::Menu {
            sub.set(Sub::Menu);
        }
    });
    Effect::new(move |_| {
        t.legal.track();
        sub.track();
        keep_focus();
    });
    let run = move |go: Go| match go {
        Go::Act(a) => t.dispatch.run(a),
        Go::Sub(s) => sub.set(s),
    };
    move || {
        let legal = t.legal.get();
        let l = t.lang.get();
        if legal.is_empty() {
            // A seat holds the device after its turn: it has just been shown something.
            return t.view.with(|v| v.me.is_some() && v.outcome.is_none()).then(|| {
                let news = t.view.with(|v| t.names.with_value(|ns| news(v, ns, l)));
                view! {
                    <section class="moves" role="region" aria-label=tr!(l, "Nothing more to do", "Nichts mehr zu tun")>
                        <h2 id="moves-h" tabindex="-1">{tr!(l, "Nothing more to do for you now", "Für dich gibt es gerade nichts mehr zu tun")}</h2>
                        <div inner_html=news></div>
                        <p>{tr!(l, "Take it in, then tap “Hide” at the top and pass the device on.", "Präg es dir ein, dann oben „Verbergen“ tippen und das Gerät weitergeben.")}</p>
                    </section>
                }
                .into_any()
            });
        }
        let s = sub.get();
        let (title, items) = t.view.with(|v| t.names.with_value(|ns| plan(v, &legal, s, ns, l)))?;
        Some(view! {
            <section class="moves" role="region" aria-label=tr!(l, "Your move", "Dein Zug")>
                <h2 id="moves-h" tabindex="-1">{title}</h2>
                {items.into_iter().enumerate().map(|(i, it)| item(it, i, run)).collect_view()}
            </section>
        }
        .into_any())
    }
}
