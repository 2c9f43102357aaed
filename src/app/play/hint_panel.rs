//! The Hint button: what the Strong bot would do here, and how sure it is (the share of its
//! search that went to that move). Offered only to the seat holding the device (or playing alone
//! against bots), since the bot reasons from that seat's secrets too.
//!
//! The panel draws the screen's one [`HintState`]: the screen sets it to `Asked` with the
//! question's id, to `Ready` when the worker answers that id, and back to `Idle` whenever the
//! position or the holder changes — so the button comes back after every move (it once stayed
//! on "thinking…" for good in a solo game, where the same seat asks again and again).

use crate::app::i18n::{tr, txt, Tr};
use crate::app::kit::art::kit;
use crate::app::kit::Icon;
use crate::engine::Seat;
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

/// Where the hint of the position on screen is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HintState {
    /// Not asked in this position.
    Idle,
    /// Asked: the worker's question id.
    Asked(u32),
    Ready(Hint),
}

fn percent(permille: u16) -> String {
    format!("{}", (u32::from(permille) + 5) / 10)
}

/// The hint in words, with the next best move when there is one.
fn line(h: &Hint, label_of: Callback<u32, String>, t: Tr) -> Option<String> {
    let best = h.action?;
    let share = h.shares.iter().find(|(c, _)| *c == best).map_or(0, |(_, s)| *s);
    let mut text = t.hint_result(&label_of.run(best), &percent(share));
    if let Some((next, s)) = h.shares.iter().find(|(c, _)| *c != best) {
        text.push(' ');
        text.push_str(&t.hint_next(&label_of.run(*next), &percent(*s)));
    }
    Some(text)
}

#[component]
pub fn HintPanel(
    /// The seat that may ask now (`None`: no hint here).
    #[prop(into)]
    seat: Signal<Option<Seat>>,
    hint: RwSignal<HintState>,
    on_ask: Callback<Seat>,
    /// An action's name from its code.
    label_of: Callback<u32, String>,
) -> impl IntoView {
    view! {
        <Show when=move || seat.with(Option::is_some)>
            <div class="hint-panel" aria-live="polite">
                {move || match hint.get() {
                    HintState::Ready(h) => {
                        let text = line(&h, label_of, tr()).unwrap_or_else(|| tr().hint_none().to_owned());
                        view! { <p class="hint-line"><Icon art=kit::HINT/>{text}</p> }.into_any()
                    }
                    HintState::Asked(_) => view! { <p class="hint-line muted"><Icon art=kit::THINKING/>{txt(Tr::hint_thinking)}</p> }.into_any(),
                    HintState::Idle => view! {
                        <button type="button" class="hint-btn" on:click=move |_| {
                            if let Some(s) = seat.get_untracked() {
                                on_ask.run(s);
                            }
                        }><Icon art=kit::HINT/>{txt(Tr::hint_ask)}</button>
                    }.into_any(),
                }}
            </div>
        </Show>
    }
}
