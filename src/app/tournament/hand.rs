//! The hand of the seat holding the device (the platform only ever gives us that seat's
//! hand). Cards that may be used now are buttons naming what they do; the others are
//! disabled and say why. Morgan's Glamour is a switch that turns plays face down.

use super::card_face::face;
use super::prompt::prompt;
use super::html::{el, esc, live, panel, Btn, Part};
use super::table::{ctx, Ctx};
use super::text;
use crate::app::i18n::Lang;
use crate::engine::tournament::data::{Card, Suit};
use crate::engine::tournament::view::{Pending, TournamentView};
use crate::engine::tournament::TournamentAction as A;
use crate::tr;
use leptos::prelude::*;
use std::sync::Arc;

/// What tapping a card does.
enum Use {
    Act(A),
    /// Face down on a Sorcerer lead: the suit to announce is asked next.
    AskSuit,
    No,
}

fn label(a: &A, card: Card, leading: bool, l: Lang) -> String {
    let c = text::card(card, l);
    match a {
        A::Play(_) if leading => tf!(l, "Lead {0}", "{0} anspielen", &c),
        A::Play(_) => tf!(l, "Play {0}", "{0} spielen", &c),
        A::PlayFaceDown { .. } => tf!(l, "Play {0} face down", "{0} verdeckt spielen", &c),
        A::Discard(_) => tf!(l, "Discard {0} face up (Shame)", "{0} offen abwerfen (Schande)", &c),
        A::DiscardFaceDown(_) => tf!(l, "Discard {0} face down", "{0} verdeckt ablegen", &c),
        A::SecondThoughts(_) => tf!(l, "Play {0} instead (Second Thoughts)", "Stattdessen {0} spielen (Sinneswandel)", &c),
        _ => c,
    }
}

fn hand(v: &TournamentView, legal: &[A], cx: Ctx, seat: u8, l: Lang, glamour: RwSignal<bool>, pick: RwSignal<Option<Card>>) -> AnyView {
    // Between rounds the hand is empty: nothing to show.
    let Some(cards) = v.hand.as_ref().filter(|h| !h.is_empty()) else { return ().into_any() };
    let name = cx.name(seat);
    let leading = matches!(v.pending, Pending::Lead { .. });
    let face_down: Vec<(Card, Suit)> = legal
        .iter()
        .filter_map(|a| match *a {
            A::PlayFaceDown { card, suit } => Some((card, suit)),
            _ => None,
        })
        .collect();
    let mode = glamour.get_untracked() && !face_down.is_empty();
    let asked = pick.get_untracked().filter(|c| mode && face_down.iter().any(|(x, _)| x == c));
    let deciding = cards.iter().any(|h| h.action.is_some() || h.blocked.is_some());
    let act = move |a: A| {
        Callback::new(move |()| {
            glamour.set(false);
            pick.set(None);
            cx.dispatch.run(a);
        })
    };
    let mut reasons: Vec<String> = Vec::new();
    let mut shown = String::new();
    let mut buttons = Vec::new();
    for h in cards {
        let card = h.card;
        let how = if mode {
            let suits: Vec<Suit> = face_down.iter().filter(|(c, _)| *c == card).map(|&(_, s)| s).collect();
            match suits.as_slice() {
                [] => Use::No,
                [s] => Use::Act(A::PlayFaceDown { card, suit: *s }),
                _ => Use::AskSuit,
            }
        } else {
            h.action.map_or(Use::No, Use::Act)
        };
        if !deciding {
            shown += &format!("<li aria-label=\"{}\">{}</li>", esc(&text::card(card, l)), face(card, None));
            continue;
        }
        let (aria, on) = match how {
            Use::Act(a) => (label(&a, card, leading, l), Some(act(a))),
            Use::AskSuit => (tf!(l, "Lead {0} face down", "{0} verdeckt anspielen", &text::card(card, l)), Some(Callback::new(move |()| pick.set(Some(card))))),
            Use::No => {
                let why = match h.blocked {
                    Some(e) if !mode => text::refusal(e, l),
                    _ => tr!(l, "not playable now", "jetzt nicht spielbar").into(),
                };
                if !reasons.contains(&why) {
                    reasons.push(why.clone());
                }
                (tf!(l, "{0} — cannot be used: {1}", "{0} — nicht nutzbar: {1}", &text::card(card, l), &why), None)
            }
        };
        buttons.push(Btn {
            html: face(card, None),
            aria: Some(aria),
            class: if asked == Some(card) { "t-cardbtn picked" } else { "t-cardbtn" },
            pressed: None,
            enabled: on.is_some(),
            on: on.unwrap_or_else(|| Callback::new(|()| {})),
        });
    }
    let how = match v.pending {
        Pending::DiscardFaceDown { left, .. } => tf!(l, "Choose {0} card(s) to discard face down.", "Wähle {0} Karte(n), die du verdeckt ablegst.", &left),
        _ if cards.iter().any(|h| matches!(h.action, Some(A::Discard(_)))) => tr!(l,
            "You cannot follow suit and hold no Alchemy or Sorcerer: discard one card face up. Shame costs 5 Health now.",
            "Du kannst nicht bedienen und hast weder Alchemie noch Zauberer: Wirf eine Karte offen ab. Die Schande kostet sofort 5 Gesundheit.").into(),
        Pending::Lead { .. } if deciding => tr!(l, "Tap a card to lead it.", "Tippe eine Karte an, um sie anzuspielen.").into(),
        Pending::Follow { .. } if deciding => tr!(l, "Tap a card to play it.", "Tippe eine Karte an, um sie zu spielen.").into(),
        _ => String::new(),
    };
    // When the hand is the whole question, it also says what the question is.
    let headline = match v.pending {
        Pending::DiscardFaceDown { .. } | Pending::Lead { .. } | Pending::Follow { .. } => cx.names.with_value(|n| format!("{} {how}", prompt(v, n, l))),
        _ => how,
    };
    let mut parts = vec![Part::Html(format!(
        "{}{}",
        el("h2", "", &tf!(l, "Your hand, {0} ({1} cards)", "Deine Hand, {0} ({1} Karten)", &name, &cards.len())),
        if headline.is_empty() { String::new() } else { el("p", "prompt", &headline) }
    ))];
    if !face_down.is_empty() {
        let mut b = Btn::text(
            tr!(l, "Glamour: play the next card face down (once a round)", "Blendwerk: nächste Karte verdeckt spielen (einmal pro Runde)"),
            Callback::new(move |()| {
                glamour.update(|g| *g = !*g);
                pick.set(None);
            }),
        );
        b.pressed = Some(mode);
        b.class = "t-toggle";
        parts.push(Part::Row("row", vec![b]));
    }
    if deciding {
        parts.push(Part::Row("t-row t-cards", buttons));
    } else {
        parts.push(Part::Html(format!("<ul class=\"t-row t-cards\">{shown}</ul>")));
    }
    if let Some(card) = asked {
        let row = face_down
            .iter()
            .filter(|(c, _)| *c == card)
            .map(|&(_, suit)| Btn::text(&tf!(l, "Announce {0}", "{0} ansagen", &text::suit(suit, l)), act(A::PlayFaceDown { card, suit })))
            .collect();
        parts.push(Part::Row("row", row));
    }
    let mut foot = String::new();
    if !reasons.is_empty() {
        foot += &el("p", "t-why", &format!("{}{}.", tr!(l, "Greyed out: ", "Ausgegraut: "), reasons.join("; ")));
    }
    if !v.own_face_down_discards.is_empty() {
        let list = text::cards(v.own_face_down_discards.iter().copied(), l);
        foot += &el("p", "muted small", &tf!(l, "Discarded face down this round: {0}.", "Diese Runde verdeckt abgelegt: {0}.", &list));
    }
    if !foot.is_empty() {
        parts.push(Part::Html(foot));
    }
    panel("t-hand", tf!(l, "Hand of {0}", "Hand von {0}", &name), parts)
}

/// The hand of `seat`, rebuilt whenever its view, its legal actions or the Glamour switch
/// change.
pub fn hand_panel(view: Memo<TournamentView>, seat: u8) -> AnyView {
    let cx = ctx();
    let glamour = RwSignal::new(false);
    let pick = RwSignal::new(None::<Card>);
    live(Arc::new(move || {
        let l = cx.lang.get();
        glamour.track();
        pick.track();
        cx.legal.with(|legal| view.with(|v| hand(v, legal, cx, seat, l, glamour, pick)))
    }))
}
