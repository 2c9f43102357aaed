//! The Hint button: what the Strong bot would do here, and how sure it is (the share of its
//! search that went to that move). Offered only to the seat holding the device (or playing alone
//! against bots), since the bot reasons from that seat's secrets too.

use crate::engine::Seat;
use crate::app::i18n::{tr, txt, Tr};
use leptos::prelude::*;

/// A hint as the bot worker answered it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hint {
    pub seat: Seat,
    /// The suggested action's code (`None`: no suggestion).
    pub action: Option<u32>,
    /// Each option's code and share of the search in thousandths, most searched first.
    pub shares: Vec<(u32, u16)>,
}

fn percent(permille: u16) -> String {
    format!("{}", (u32::from(permille) + 5) / 10)
}

#[component]
pub fn HintPanel(
    /// The seat that may ask now (`None`: no hint here).
    #[prop(into)]
    seat: Signal<Option<Seat>>,
    hint: RwSignal<Option<Hint>>,
    on_ask: Callback<Seat>,
    /// An action's name from its code.
    label_of: Callback<u32, String>,
) -> impl IntoView {
    let asked = RwSignal::new(false);
    Effect::new(move |_| {
        if hint.with(Option::is_none) && seat.get().is_none() {
            asked.set(false);
        }
    });
    let line = move || {
        let h = hint.get()?;
        let t = tr();
        let best = h.action?;
        let share = h.shares.iter().find(|(c, _)| *c == best).map_or(0, |(_, s)| *s);
        let mut text = t.hint_result(&label_of.run(best), &percent(share));
        if let Some((next, s)) = h.shares.iter().find(|(c, _)| *c != best) {
            text.push(' ');
            text.push_str(&t.hint_next(&label_of.run(*next), &percent(*s)));
        }
        Some(text)
    };
    view! {
        <Show when=move || seat.with(Option::is_some)>
            <div class="hint-panel" aria-live="polite">
                {move || match (line(), asked.get()) {
                    (Some(text), _) => view! { <p class="hint-line">{text}</p> }.into_any(),
                    (None, true) => view! { <p class="hint-line muted">{txt(Tr::hint_thinking)}</p> }.into_any(),
                    (None, false) => view! {
                        <button type="button" class="hint-btn" on:click=move |_| {
                            if let Some(s) = seat.get_untracked() {
                                asked.set(true);
                                on_ask.run(s);
                            }
                        }>{txt(Tr::hint_ask)}</button>
                    }.into_any(),
                }}
            </div>
        </Show>
    }
}
