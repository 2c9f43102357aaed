//! The Threats pile: only its top card shows, the pile keeps the size of one card whatever
//! lies on it, and beside it what the top card does, what a face-down card was announced as,
//! and how many cards lie hidden under it.

use super::card_face::CardFace;
use super::names;
use crate::app::i18n::{tr, Tr};
use crate::app::kit::{CardFrame, Pile};
use crate::app::play::table;
use crate::engine::card::{CardGame, TopCard};
use super::names::txt;
use leptos::prelude::*;

/// What a face-down top card says, and (to its drawer only) what it is.
fn face_down_lines(top: &TopCard, by: &str, t: crate::app::i18n::Tr) -> Vec<String> {
    let mut out = vec![match top.announced {
        Some(a) => t.card_face_down_announced(&by, &names::card(a, t)),
        None => t.card_face_down_is_about(&by),
    }];
    if let Some(c) = top.card {
        out.push(t.card_only_you_know_it(&names::card(c, t)));
    }
    out
}

#[component]
pub fn Threats() -> impl IntoView {
    let t = table::<CardGame>();
    let top = Memo::new(move |_| t.view.with(|v| (v.top, v.pile)));
    let count = Signal::derive(move || usize::from(top.with(|x| x.1)));
    let about = move || {
        let tr = tr();
        let (top, pile) = top.get();
        let mut lines = Vec::new();
        match top {
            Some(TopCard { face_down: false, card: Some(c), .. }) => {
                let fx = names::effect(c, tr);
                lines.push(if fx.is_empty() { names::card(c, tr) } else { format!("{}: {fx}", names::card(c, tr)) });
            }
            Some(ref x @ TopCard { face_down: true, .. }) => {
                let by = x.by.map(|s| t.name(s)).unwrap_or_default();
                lines.extend(face_down_lines(x, &by, tr));
            }
            _ => {}
        }
        let over = t.view.with(|v| v.outcome.is_some());
        lines.push(match pile {
            0 if over => tr.card_pile_empty().into(),
            0 => tr.card_no_card_nobody_can().into(),
            1 => tr.card_no_card_under_it().into(),
            2 => tr.card_1_card_hidden_under().into(),
            n => tr.card_cards_hidden_under_it(&(n - 1)),
        });
        lines
    };
    view! {
        <section class="threats" aria-labelledby="threats-h">
            <h2 id="threats-h" class="visually-hidden">{txt(Tr::card_threats_pile)}</h2>
            <Pile label=txt(Tr::card_threats_pile) count size="l">
                {move || match top.get() {
                    (Some(TopCard { face_down: false, card: Some(c), .. }), n) =>
                        view! { <CardFace card=c size="l" flip_key=format!("pile-{n}") flip_from="rumor-deck"/> }.into_any(),
                    (_, n) => view! {
                        <div class="face" data-flip=format!("pile-{n}") data-flip-from="rumor-deck">
                            <CardFrame kind="rumor" size="l" face_down=true>{|| ()}</CardFrame>
                        </div>
                    }.into_any(),
                }}
            </Pile>
            <div class="about">
                {move || about().into_iter().map(|line| view! { <p>{line}</p> }).collect_view()}
            </div>
        </section>
    }
}
