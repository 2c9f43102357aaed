//! What the acting seat decides now: its hand (when the choice is a card), and every other
//! question as a block of plainly named buttons built from the legal actions — Sorcerer
//! declarations, bonuses, powers, escapes, transfers, Godsend declarations and picks. Long
//! lists come in two steps (first a suit, a card or a player, then the options for it).

use super::hand::{bonus_bits, Hand};
use super::hand_card::bonus_label;
use super::text::{self, who};
use crate::app::i18n::{lang, Lang};
use crate::app::play::table;
use crate::engine::tournament::data::Card;
use crate::engine::tournament::view::{Pending, TournamentView};
use crate::engine::tournament::{Boosts, EscapeKind, Tournament, TournamentAction as A};
use crate::engine::Seat;
use crate::tr;
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
        tf!(l, "No bonus (stays {0})", "Kein Bonus (bleibt {0})", &base)
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
                            let text = if b == 0 { tr!(l, "Play your last card", "Letzte Karte spielen").to_owned() } else { tf!(l, "Play your last card {0}", "Letzte Karte spielen {0}", &bonus_label(Boosts::from_bits(b))) };
                            cs.push(Choice { group: None, lead: "", text, actions: vec![*a, A::Boost(Boosts::from_bits(b))] });
                        }
                    }
                    A::Play(_) => cs.push(choice(tr!(l, "Play your last card", "Letzte Karte spielen").into(), *a)),
                    A::Discard(_) => cs.push(choice(tr!(l, "Discard your last card (Shame, 5 injury)", "Letzte Karte abwerfen (Schande, 5 Verletzung)").into(), *a)),
                    _ => {}
                }
            }
            push(tr!(l, "Your last card", "Deine letzte Karte").into(), tr!(l, "One card is left in your hand, so there is nothing to choose: it is played face up for everyone to see.", "Du hast nur noch eine Karte, es gibt nichts zu wählen: Sie wird offen für alle gespielt.").into(), cs);
            None
        }
        Pending::DeclareSorcerer { card, suit, .. } => {
            let injury = card.base_injury();
            let cs = pick(&|a| match *a {
                A::Declare { suit: s, value } => Some(Choice {
                    group: suit.is_none().then(|| (s as u8, text::suit(s, l).to_owned())),
                    lead: "",
                    text: tf!(l, "{0} {1}", "{0} {1}", &text::suit(s, l), &value),
                    actions: vec![*a],
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
                tr!(l, "A bonus counts for feints and for who loses. Decide now: later is too late.", "Ein Bonus zählt für Finten und dafür, wer verliert. Jetzt entscheiden, später geht es nicht.").into(),
                cs,
            );
            None
        }
        Pending::PreFeint { .. } => {
            let cs = pick(&|a| match *a {
                A::Excalibur(c) => {
                    let (owner, fv) = in_melee(v, c, names);
                    Some(choice(tf!(l, "+3 on {0}’s {1}: {2} + 3 = {3}", "+3 auf {1} von {0}: {2} + 3 = {3}", &owner, &text::card(c, l), &fv, &(fv + 3)), *a))
                }
                _ => None,
            });
            push("Excalibur".into(), tr!(l, "Put the +3 token on any face-up card before the feints are checked.", "Lege das +3-Plättchen vor der Fintenprüfung auf eine beliebige offene Karte.").into(), cs);
            let cs = pick(&|a| match *a {
                A::Pelleas { card, value } => {
                    let (owner, _) = in_melee(v, card, names);
                    Some(Choice { group: Some((card.0, format!("{owner}: {}", text::card(card, l)))), lead: "", text: tf!(l, "Set to {0}", "Auf {0}", &value), actions: vec![*a] })
                }
                _ => None,
            });
            push("Sir Pelleas".into(), tr!(l, "Set one face-up Alchemy card to any value from 1 to 15 (once a round).", "Setze eine offene Alchemiekarte auf einen Wert von 1 bis 15 (einmal pro Runde).").into(), cs);
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
            let mv = |card: Card, to, a: A| Choice { group: Some((card.0, text::card(card, l))), lead: "", text: tf!(l, "Move {0} to {1}", "{0} zu {1}", &text::card(card, l), &who(names, to)), actions: vec![a] };
            let cs = pick(&|a| match *a {
                A::Intrigue { card, to } => Some(mv(card, to, *a)),
                _ => None,
            });
            push(tr!(l, "Courtly Intrigue", "Höfische Intrige").into(), tr!(l, "Choose a card of your Weapon Hits, then an opponent whose Health is at least yours: the card is scored as theirs.", "Wähle eine Karte deiner Waffentreffer, dann einen Gegner mit mindestens so viel Gesundheit: Die Karte zählt für ihn.").into(), cs);
            let cs = pick(&|a| match *a {
                A::Judgement { card, to } => Some(mv(card, to, *a)),
                _ => None,
            });
            push(tr!(l, "Will of God: Judgement", "Wille Gottes: Urteil").into(), tr!(l, "Choose a card of your Weapon Hits, then the opponent who takes it.", "Wähle eine Karte deiner Waffentreffer, dann den Gegner, der sie nimmt.").into(), cs);
            Some(tr!(l, "Done: score the round", "Fertig: Runde werten"))
        }
        Pending::Declarations { .. } => {
            let cs = pick(&|a| match *a {
                A::Wrath { target, suit } => Some(Choice { group: Some((target, who(names, target))), lead: "", text: tf!(l, "{0} double for {1}", "{0} doppelt für {1}", &text::suit(suit, l), &who(names, target)), actions: vec![*a] }),
                _ => None,
            });
            push(tr!(l, "Wrath of Heaven", "Zorn des Himmels").into(), tr!(l, "Choose an opponent, then a suit: those cards in their Weapon Hits count double this round.", "Wähle einen Gegner, dann eine Farbe: Diese Karten zählen in seinen Waffentreffern diese Runde doppelt.").into(), cs);
            let cs = pick(&|a| match *a {
                A::Reckoning(s) => Some(choice(tf!(l, "Reckoning on {0}", "Abrechnung auf {0}", &text::suit(s, l)), *a)),
                _ => None,
            });
            push(tr!(l, "Day of Reckoning", "Tag der Abrechnung").into(), tr!(l, "Choose a Basic suit: it counts double in every opponent’s Weapon Hits this round.", "Wähle eine Grundfarbe: Sie zählt diese Runde in den Waffentreffern aller Gegner doppelt.").into(), cs);
            let cs = pick(&|a| match *a {
                A::Shield(s) => Some(choice(tf!(l, "Shield against {0}", "Schild gegen {0}", &text::suit(s, l)), *a)),
                _ => None,
            });
            push(tr!(l, "Divine Shield", "Göttlicher Schild").into(), tr!(l, "Choose a suit: its cards in your Weapon Hits cause you no injury this round.", "Wähle eine Farbe: Ihre Karten in deinen Waffentreffern verletzen dich diese Runde nicht.").into(), cs);
            None
        }
        Pending::Godsend { reason, seat } => {
            let deck = v.godsend_deck;
            let cs = pick(&|a| match *a {
                A::TakeGodsend(g) => Some(Choice { lead: text::godsend(g.kind(), l), ..choice(text::godsend_effect(g.kind(), l).into(), *a) }),
                A::DrawGodsend => Some(choice(tf!(l, "Draw the top card blind ({0} in the deck)", "Oberste Karte verdeckt ziehen ({0} im Stapel)", &deck), *a)),
                _ => None,
            });
            push(
                tf!(l, "Pick a Godsend, {0}", "Wähle eine Gottesgabe, {0}", &who(names, seat)),
                tf!(l, "You get this pick because you {0}. Take a face-up card or draw blind; it works during the next round only.", "Du wählst, weil du {0}. Nimm eine offene Karte oder ziehe verdeckt; sie wirkt nur in der nächsten Runde.", &text::pick_reason_you(reason, l)),
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
