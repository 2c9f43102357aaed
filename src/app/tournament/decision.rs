//! Everything the seat holding the device may decide apart from tapping a card in its hand:
//! Sorcerer declarations, bonuses, powers, escapes, transfers, Godsend declarations and picks.
//!
//! Each question is a block of choices built from the legal actions. Long lists come in two
//! steps (first a suit, a card or a player, then the options for it), so no screen shows
//! sixty buttons at once.

use super::card_face::face;
use super::html::{el, esc, live, panel, Btn, Part};
use super::prompt::prompt;
use super::table::{ctx, Ctx};
use super::text::{self, who};
use crate::app::i18n::Lang;
use crate::engine::tournament::data::Card;
use crate::engine::tournament::view::{Pending, TournamentView};
use crate::engine::tournament::{Boosts, EscapeKind, TournamentAction as A};
use crate::tr;
use leptos::prelude::*;
use std::sync::Arc;

struct Choice {
    /// The first step this choice sits under, when the block has two steps: a key, its name,
    /// and the card it is, if it is one (shown as a card face).
    group: Option<(u8, String, Option<Card>)>,
    /// Shown in bold before the text (a Godsend's name).
    lead: &'static str,
    text: String,
    /// The accessible name, when the visible text is short (a value).
    aria: Option<String>,
    action: A,
}

struct Block {
    title: String,
    help: String,
    choices: Vec<Choice>,
}

fn choice(text: String, action: A) -> Choice {
    Choice { group: None, lead: "", text, aria: None, action }
}

/// Whose card `card` in the melee is, and its final value.
fn in_melee(v: &TournamentView, card: Card, names: &[String]) -> (String, u8) {
    v.melee
        .cards
        .iter()
        .find(|c| c.card == Some(card))
        .map_or((String::new(), 0), |c| (who(names, c.seat), c.final_value.unwrap_or(0)))
}

fn boost_text(b: Boosts, base: u8, l: Lang) -> String {
    let mut parts = Vec::new();
    if b.favour {
        parts.push(tr!(l, "+3 Royal Favour", "+3 Königliche Gunst"));
    }
    if b.sun {
        parts.push(tr!(l, "+1 Strength of the Sun", "+1 Kraft der Sonne"));
    }
    if b.blade {
        parts.push(tr!(l, "+4 Blessed Blade", "+4 Gesegnete Klinge"));
    }
    if parts.is_empty() {
        tf!(l, "No bonus (stays {0})", "Kein Bonus (bleibt {0})", &base)
    } else {
        format!("{} → {}", parts.join(" + "), base + b.bonus())
    }
}

#[allow(clippy::too_many_lines)] // one arm per kind of question
fn blocks(v: &TournamentView, legal: &[A], names: &[String], l: Lang) -> (Vec<Block>, Option<&'static str>) {
    let mut out: Vec<Block> = Vec::new();
    let mut push = |title: String, help: String, choices: Vec<Choice>| {
        if !choices.is_empty() {
            out.push(Block { title, help, choices });
        }
    };
    let pick = |f: &dyn Fn(&A) -> Option<Choice>| legal.iter().filter_map(f).collect::<Vec<Choice>>();
    let pass = match v.pending {
        Pending::DeclareSorcerer { card, suit, .. } => {
            let injury = card.base_injury();
            let cs = pick(&|a| match *a {
                A::Declare { suit: s, value } => Some(Choice {
                    group: suit.is_none().then(|| (s as u8, text::suit(s, l).to_owned(), None)),
                    lead: "",
                    text: value.to_string(),
                    aria: Some(tf!(l, "Declare {0} of {1}", "{1} {0} erklären", &value, &text::suit(s, l))),
                    action: *a,
                }),
                _ => None,
            });
            let help = if suit.is_some() {
                tf!(l, "It counts as the lead suit with the value you name. It still injures {0}.", "Sie zählt als ausgespielte Farbe mit dem genannten Wert. Sie verletzt weiterhin {0}.", &injury)
            } else {
                tf!(l, "First the suit (it becomes the lead suit), then the value. It still injures {0}.", "Erst die Farbe (sie wird ausgespielte Farbe), dann den Wert. Sie verletzt weiterhin {0}.", &injury)
            };
            push(tf!(l, "Declare your {0}", "Erkläre {0}", &text::card(card, l)), help, cs);
            None
        }
        Pending::Modifiers { seat, card } => {
            let base = v.melee.cards.iter().find(|c| c.seat == seat).and_then(|c| c.final_value).unwrap_or(0);
            let cs = pick(&|a| match *a {
                A::Boost(b) => Some(choice(boost_text(b, base, l), *a)),
                _ => None,
            });
            push(
                tf!(l, "Bonus for your {0}", "Bonus für {0}", &text::card(card, l)),
                tr!(l, "Bonuses count for feints and for who loses. Decide now: later is too late.", "Boni zählen für Finten und dafür, wer verliert. Jetzt entscheiden, später geht es nicht.").into(),
                cs,
            );
            None
        }
        Pending::PreFeint { .. } => {
            let cs = pick(&|a| match *a {
                A::Excalibur(c) => {
                    let (owner, fv) = in_melee(v, c, names);
                    Some(choice(tf!(l, "+3 on {0}’s {1} → {2}", "+3 auf {1} von {0} → {2}", &owner, &text::card(c, l), &(fv + 3)), *a))
                }
                _ => None,
            });
            push("Excalibur".into(), tr!(l, "Put the +3 token on any face-up card before the feints are checked.", "Lege das +3-Plättchen vor der Fintenprüfung auf eine beliebige offene Karte.").into(), cs);
            let cs = pick(&|a| match *a {
                A::Pelleas { card, value } => {
                    let (owner, _) = in_melee(v, card, names);
                    Some(Choice {
                        group: Some((card.0, format!("{owner}: {}", text::card(card, l)), Some(card))),
                        lead: "",
                        text: value.to_string(),
                        aria: Some(tf!(l, "Set {0}’s {1} to {2}", "{1} von {0} auf {2} setzen", &owner, &text::card(card, l), &value)),
                        action: *a,
                    })
                }
                _ => None,
            });
            push("Sir Pelleas".into(), tr!(l, "Set one face-up Alchemy card to any value from 1 to 15 (once a round).", "Setze eine offene Alchemiekarte auf einen Wert von 1 bis 15 (einmal pro Runde).").into(), cs);
            if legal.iter().any(|a| matches!(a, A::SecondThoughts(_))) {
                out.push(Block {
                    title: tr!(l, "Second Thoughts", "Sinneswandel").into(),
                    help: tr!(l, "Tap a card in your hand below to take your card back and play that one instead.", "Tippe unten eine Karte deiner Hand an, um deine Karte zurückzunehmen und diese zu spielen.").into(),
                    choices: Vec::new(),
                });
            }
            Some(tr!(l, "Pass: check the feints", "Passen: Finten prüfen"))
        }
        Pending::Intervention { .. } => {
            let cs = pick(&|a| match *a {
                A::Intervene(c) => {
                    let (owner, fv) = in_melee(v, c, names);
                    Some(choice(tf!(l, "Turn {0}’s {1} ({2}) face down", "{1} von {0} ({2}) umdrehen", &owner, &text::card(c, l), &fv), *a))
                }
                _ => None,
            });
            push(tr!(l, "Will of God: Intervention", "Wille Gottes: Eingreifen").into(), tr!(l, "Once a round: a card turned face down cannot lose. The lowest face-up card left loses.", "Einmal pro Runde: Eine umgedrehte Karte kann nicht verlieren. Die niedrigste verbleibende offene Karte verliert.").into(), cs);
            Some(tr!(l, "Do not intervene", "Nicht eingreifen"))
        }
        Pending::Escape { card, value, .. } => {
            let cs = pick(&|a| match *a {
                A::Escape(EscapeKind::Lancelot) => Some(choice(tr!(l, "Sir Lancelot: turn your card face down and escape", "Sir Lancelot: Karte umdrehen und entkommen").into(), *a)),
                A::Escape(EscapeKind::GuardianAngel) => Some(choice(tr!(l, "Guardian Angel: turn your card face down and escape", "Schutzengel: Karte umdrehen und entkommen").into(), *a)),
                _ => None,
            });
            push(
                tr!(l, "Escape?", "Entkommen?").into(),
                tf!(l, "Your {0} ({1}) is the lowest face-up card, so you would take the cards. If you escape, the next lowest face-up card loses; if none is left, the cards are carried.", "Deine {0} ({1}) ist die niedrigste offene Karte, du würdest die Karten nehmen. Entkommst du, verliert die nächstniedrige offene Karte; bleibt keine, werden die Karten mitgeführt.", &text::card(card, l), &value),
                cs,
            );
            Some(tr!(l, "Take the cards", "Karten nehmen"))
        }
        Pending::Mercy { .. } => {
            let taken = v.melee.cards.len() + v.carry.len();
            push(
                tr!(l, "Will of God: Mercy", "Wille Gottes: Gnade").into(),
                tf!(l, "You lose this melee and take {0} cards. With Mercy (once a round) they cause you no injury.", "Du verlierst dieses Gefecht und nimmst {0} Karten. Mit Gnade (einmal pro Runde) verletzen sie dich nicht.", &taken),
                pick(&|a| (*a == A::Mercy).then(|| choice(tr!(l, "Use Mercy on these cards", "Gnade auf diese Karten").into(), *a))),
            );
            Some(tr!(l, "Take them without Mercy", "Ohne Gnade nehmen"))
        }
        Pending::Transfers { .. } => {
            let mv = |card: Card, to, a: A, power: &str| Choice {
                group: Some((card.0, text::card(card, l), Some(card))),
                lead: "",
                text: tf!(l, "To {0}", "Zu {0}", &who(names, to)),
                aria: Some(tf!(l, "Move {0} to {1} ({2})", "{0} zu {1} verschieben ({2})", &text::card(card, l), &who(names, to), &power)),
                action: a,
            };
            let intrigue = tr!(l, "Courtly Intrigue", "Höfische Intrige");
            let judgement = tr!(l, "Judgement", "Urteil");
            let cs = pick(&|a| match *a {
                A::Intrigue { card, to } => Some(mv(card, to, *a, intrigue)),
                _ => None,
            });
            push(intrigue.into(), tr!(l, "Choose a card of your Weapon Hits, then an opponent whose Health is at least yours: the card is scored as theirs.", "Wähle eine Karte deiner Waffentreffer, dann einen Gegner mit mindestens so viel Gesundheit: Die Karte zählt für ihn.").into(), cs);
            let cs = pick(&|a| match *a {
                A::Judgement { card, to } => Some(mv(card, to, *a, judgement)),
                _ => None,
            });
            push(tr!(l, "Will of God: Judgement", "Wille Gottes: Urteil").into(), tr!(l, "Choose a card of your Weapon Hits, then the opponent who takes it.", "Wähle eine Karte deiner Waffentreffer, dann den Gegner, der sie nimmt.").into(), cs);
            Some(tr!(l, "Done: score the round", "Fertig: Runde werten"))
        }
        Pending::Declarations { .. } => {
            let cs = pick(&|a| match *a {
                A::Wrath { target, suit } => Some(Choice {
                    group: Some((target, who(names, target), None)),
                    lead: "",
                    text: text::suit(suit, l).into(),
                    aria: Some(tf!(l, "Wrath of Heaven: {0} double for {1}", "Zorn des Himmels: {0} doppelt für {1}", &text::suit(suit, l), &who(names, target))),
                    action: *a,
                }),
                _ => None,
            });
            push(tr!(l, "Wrath of Heaven", "Zorn des Himmels").into(), tr!(l, "Choose an opponent, then a suit: those cards in their Weapon Hits count double this round.", "Wähle einen Gegner, dann eine Farbe: Diese Karten zählen in seinen Waffentreffern diese Runde doppelt.").into(), cs);
            let cs = pick(&|a| match *a {
                A::Reckoning(s) => Some(choice(text::suit(s, l).into(), *a)),
                _ => None,
            });
            push(tr!(l, "Day of Reckoning", "Tag der Abrechnung").into(), tr!(l, "Choose a Basic suit: it counts double in every opponent’s Weapon Hits this round.", "Wähle eine Grundfarbe: Sie zählt diese Runde in den Waffentreffern aller Gegner doppelt.").into(), cs);
            let cs = pick(&|a| match *a {
                A::Shield(s) => Some(choice(text::suit(s, l).into(), *a)),
                _ => None,
            });
            push(tr!(l, "Divine Shield", "Göttlicher Schild").into(), tr!(l, "Choose a suit: its cards in your Weapon Hits cause you no injury this round.", "Wähle eine Farbe: Ihre Karten in deinen Waffentreffern verletzen dich diese Runde nicht.").into(), cs);
            None
        }
        Pending::Godsend { reason, .. } => {
            let deck = v.godsend_deck;
            let cs = pick(&|a| match *a {
                A::TakeGodsend(g) => Some(Choice { lead: text::godsend(g.kind(), l), ..choice(text::godsend_effect(g.kind(), l).into(), *a) }),
                A::DrawGodsend => Some(choice(tf!(l, "Draw the top card blind ({0} in the deck)", "Oberste Karte verdeckt ziehen ({0} im Stapel)", &deck), *a)),
                _ => None,
            });
            push(
                tr!(l, "Pick a Godsend", "Wähle eine Gottesgabe").into(),
                tf!(l, "You get this pick as {0}. Take a face-up card or draw blind; it works during the next round only.", "Du wählst als {0}. Nimm eine offene Karte oder ziehe verdeckt; sie wirkt nur in der nächsten Runde.", &text::pick_reason(reason, l)),
                cs,
            );
            None
        }
        _ => None,
    };
    (out, pass.filter(|_| legal.contains(&A::Pass)))
}

fn button(c: &Choice, cx: Ctx) -> Btn {
    let a = c.action;
    let html = if c.lead.is_empty() { esc(&c.text) } else { format!("<span><strong>{}</strong> — {}</span>", esc(c.lead), esc(&c.text)) };
    Btn {
        html,
        aria: c.aria.clone(),
        class: "",
        pressed: None,
        enabled: true,
        on: Callback::new(move |()| cx.dispatch.run(a)),
    }
}

fn render(v: &TournamentView, legal: &[A], cx: Ctx, seat: u8, names: &[String], l: Lang, sel: RwSignal<Option<(usize, u8)>>) -> AnyView {
    let (blocks, pass) = blocks(v, legal, names, l);
    // Nothing to decide here: the hand is the whole question (and carries the prompt).
    if blocks.is_empty() && pass.is_none() {
        return ().into_any();
    }
    let chosen = sel.get_untracked();
    let mut parts = vec![Part::Html(el("p", "prompt", &prompt(v, names, l)))];
    for (i, b) in blocks.iter().enumerate() {
        let mut groups: Vec<(u8, &str, Option<Card>)> = Vec::new();
        for c in &b.choices {
            if let Some((k, t, card)) = &c.group {
                if !groups.iter().any(|(g, _, _)| g == k) {
                    groups.push((*k, t, *card));
                }
            }
        }
        // A single group needs no first step.
        let current = match groups.as_slice() {
            [(only, _, _)] => Some(*only),
            _ => chosen.filter(|(bi, _)| *bi == i).map(|(_, g)| g),
        };
        // One group: no first step, but say what the options are for.
        let only = match groups.as_slice() {
            [(_, name, _)] => el("p", "t-for", name),
            _ => String::new(),
        };
        parts.push(Part::Html(format!("<div class=\"t-block\">{}{}{only}</div>", el("h3", "", &b.title), el("p", "small", &b.help))));
        if groups.len() > 1 {
            let steps = groups
                .iter()
                .map(|&(k, t, card)| {
                    let mut b = Btn::text(t, Callback::new(move |()| sel.set(Some((i, k)))));
                    b.pressed = Some(current == Some(k));
                    if let Some(card) = card {
                        // A card is easier to find by its face; its name stays the button's name.
                        b.html = face(card, None);
                        b.aria = Some(t.to_owned());
                        b.class = "t-cardbtn";
                    }
                    b
                })
                .collect();
            parts.push(Part::Row("row t-steps", steps));
        }
        let options: Vec<Btn> = b.choices.iter().filter(|c| c.group.is_none() || c.group.as_ref().map(|g| g.0) == current).map(|c| button(c, cx)).collect();
        if !options.is_empty() {
            let values = b.choices.iter().all(|c| c.text.len() <= 2);
            parts.push(Part::Row(if values { "row t-values" } else { "row" }, options));
        }
    }
    if let Some(t) = pass {
        parts.push(Part::Row("row", vec![Btn::text(t, Callback::new(move |()| cx.dispatch.run(A::Pass)))]));
    }
    panel("t-decide", tf!(l, "Choices of {0}", "Auswahl von {0}", &cx.name(seat)), parts)
}

/// What the seat holding the device may decide now, besides its hand.
pub fn decision_panel(view: Memo<TournamentView>, seat: u8) -> AnyView {
    let cx = ctx();
    let sel = RwSignal::new(None::<(usize, u8)>);
    // A new question starts with no first step chosen.
    Effect::new(move |_| {
        cx.legal.track();
        sel.set(None);
    });
    live(Arc::new(move || {
        let l = cx.lang.get();
        sel.track();
        cx.names.with_value(|names| cx.legal.with(|legal| view.with(|v| render(v, legal, cx, seat, names, l, sel))))
    }))
}
