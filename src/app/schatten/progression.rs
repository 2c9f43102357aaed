//! Progression of Evil (S-TURN-4 … S-TURN-9): draw a black card, add a siege engine or lose a
//! life; Percival may first look at the top black card (S-TURN-5); a hidden Traitor may reveal
//! himself (S-TRA-2). An option the rules bar now stays visible with its reason.

use crate::app::i18n::{tr, txt, Tr};
use crate::app::kit::ActionButton;
use crate::app::play::table;
use crate::engine::schatten::{Schatten, SchattenAction as A};
use leptos::prelude::*;

#[component]
pub fn Progression() -> impl IntoView {
    let t = table::<Schatten>();
    let label = move |a: A| t.names.with_value(|n| super::prompt::action_label(&a, n, tr()));
    let button = move |a: A, hint: fn(Tr) -> &'static str, why: Option<fn(Tr) -> &'static str>, primary: bool| {
        view! {
            <ActionButton label=move || label(a) hint=txt(hint) primary
                disabled_reason=Signal::derive(move || (!t.can(&a)).then(|| why.map_or_else(String::new, |w| w(tr()).to_owned())))
                on_press=Callback::new(move |()| t.act(a))/>
        }
    };
    view! {
        <section class="sc-prog" aria-labelledby="sc-prog-h">
            <h2 id="sc-prog-h">{txt(Tr::sc_progression)}</h2>
            <Show when=move || t.can(&A::Peek)>{button(A::Peek, Tr::sc_prog_peek_hint, None, false)}</Show>
            {button(A::DrawBlack, Tr::sc_prog_draw_hint, Some(Tr::sc_y_pile_empty), true)}
            {button(A::Siege, Tr::sc_prog_siege_hint, None, false)}
            {button(A::LoseLife, Tr::sc_prog_life_hint, None, false)}
            <Show when=move || t.can(&A::Reveal)>{button(A::Reveal, Tr::sc_prog_reveal_hint, None, false)}</Show>
        </section>
    }
}
