//! The Threats pile: a stack of cards with its top card face up (or face down under Morgan #1)
//! and its count; only the top card shows. What the top card does, and how many cards lie
//! hidden under it, are written under the table ([`super::notes::TableNotes`]).

use super::card_face::CardFace;
use crate::app::i18n::Tr;
use crate::app::kit::{CardFrame, Pile};
use crate::app::play::table;
use crate::engine::card::{CardGame, TopCard};
use super::names::txt;
use leptos::prelude::*;

#[component]
pub fn Threats() -> impl IntoView {
    let t = table::<CardGame>();
    let top = Memo::new(move |_| t.view.with(|v| (v.top, v.pile)));
    let count = Signal::derive(move || usize::from(top.with(|x| x.1)));
    view! {
        <section class="threats" aria-labelledby="threats-h">
            <h2 id="threats-h" class="visually-hidden">{txt(Tr::card_threats_pile)}</h2>
            <Pile label=txt(Tr::card_threats_pile) count size="l" flip_key="threats">
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
        </section>
    }
}
