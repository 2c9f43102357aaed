//! What just happened, where the eye is: the black card last drawn with what it does
//! (S-BLACK-4; only its kind when it went face down, S-BLACK-3), the last quest's end with both
//! sides' sums (S-Q-CMB-5, S-Q-END), the last siege fight with the d8 (S-Q-CAM-2) and the last
//! accusation (S-ACC-4) — newest first, from the view's public record. A black card that three
//! Merlin cards cancelled says so instead of what it would have done (S-MERLIN-4).

use super::arith;
use super::describe::loyalty;
use super::names::{black, black_does, kind};
use crate::app::i18n::{tr, txt, Tr};
use crate::app::play::{name_of, table};
use crate::engine::schatten::{News as Record, Schatten};
use leptos::prelude::*;

/// One entry: its number (newest highest), a heading, the text, and a d8 face if any.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Item {
    pub seq: u16,
    pub head: String,
    pub text: String,
    pub die: Option<u8>,
}

/// The record as entries, newest first, at most `most`.
#[must_use]
pub fn items(r: &Record, ns: &[String], t: Tr, most: usize) -> Vec<Item> {
    let mut v = Vec::new();
    if let Some((seq, seat, card)) = r.black {
        // Cancelled by three Merlin cards after it was drawn: it did nothing (S-MERLIN-4).
        let cancelled = r.cancelled.is_some_and(|(s, c)| s > seq && c == card);
        let text = if cancelled { t.sc_news_cancelled() } else { black_does(t, card) };
        v.push(Item { seq, head: t.sc_news_black(&name_of(ns, seat), &black(t, card)), text: text.to_owned(), die: None });
    }
    if let Some((seq, seat, k, down)) = r.black_kind {
        if r.black.is_none_or(|b| b.0 < seq) {
            // Say which: still the drawer's choice, or gone face down (S-BLACK-3).
            let (who, k) = (name_of(ns, seat), kind(t, k));
            let head = if down { t.sc_news_black_down(&who, &k) } else { t.sc_news_black_kind(&who, &k) };
            v.push(Item { seq, head, text: String::new(), die: None });
        }
    }
    if let Some((seq, place, won, w, b)) = r.quest {
        let reveal = r.combat.filter(|(s, c)| *s < seq && c.place == place && seq - *s <= 3).map(|(_, c)| arith::combat(t, &c));
        let end = arith::quest_end(t, place, won, w, b);
        let text = reveal.map_or(end.clone(), |a| format!("{a} {end}"));
        v.push(Item { seq, head: t.sc_news_quest().to_owned(), text, die: None });
    }
    if let Some((seq, seat, cards, roll, kay, exc, _, won)) = r.siege {
        v.push(Item { seq, head: t.sc_news_siege(&name_of(ns, seat)), text: arith::siege_result(t, &cards, kay, exc, roll, won), die: Some(roll) });
    }
    if let Some((seq, by, target, l)) = r.accusation {
        v.push(Item { seq, head: t.sc_news_accused(&name_of(ns, by), &name_of(ns, target), &loyalty(t, l)), text: String::new(), die: None });
    }
    crate::engine::few_sort::sort_by(&mut v, |a, b| b.seq.cmp(&a.seq));
    v.truncate(most);
    v
}

#[component]
pub fn News() -> impl IntoView {
    let t = table::<Schatten>();
    let list = Memo::new(move |_| t.view.with(|v| t.names.with_value(|n| items(&v.news, n, tr(), 3))));
    view! {
        <Show when=move || !list.with(Vec::is_empty)>
            <section class="sc-news" aria-labelledby="sc-news-h">
                <h2 id="sc-news-h" class="visually-hidden">{txt(Tr::sc_news)}</h2>
                <ul aria-live="polite">
                    <For each=move || list.get() key=|i| (usize::from(i.seq), format!("{}{}", i.head, i.text)) let(item)>
                        <li>
                            <strong>{item.head.clone()}</strong>
                            {item.die.map(|d| view! { <span class="sc-d8" role="img" aria-label=tr().sc_d8(&d)><span aria-hidden="true">{d}</span></span> })}
                            {(!item.text.is_empty()).then(|| view! { <span class="sc-news-text">" "{item.text.clone()}</span> })}
                        </li>
                    </For>
                </ul>
            </section>
        </Show>
    }
}
