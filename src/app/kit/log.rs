//! The game log: what happened, newest first, one line per event, in words with the arithmetic.
//! A keyboard can scroll it (it is a focusable region), and lines are keyed by their index, so a
//! new move adds one line and redraws nothing else.

use leptos::prelude::*;

/// One line of the log.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LogLine {
    /// Position in the whole log (stable: lines are only ever added at the end).
    pub index: usize,
    /// The round or turn it belongs to, shown as a small heading when it changes (may be empty).
    pub group: String,
    pub text: String,
    /// The line concerns the viewer alone (a card you drew).
    pub private: bool,
}

#[component]
pub fn Log(
    /// Oldest first; shown newest first.
    #[prop(into)]
    lines: Signal<Vec<LogLine>>,
    #[prop(into)] label: TextProp,
    /// Shown when there are no lines yet.
    #[prop(into)]
    empty: TextProp,
) -> impl IntoView {
    let newest_first = move || {
        let mut v = lines.get();
        v.reverse();
        v
    };
    let label2 = label.clone();
    view! {
        <section class="log" role="region" aria-label=move || label.get() tabindex="0">
            <h2 class="visually-hidden">{move || label2.get()}</h2>
            <Show when=move || lines.with(Vec::is_empty)>
                <p class="muted">{let e = empty.clone(); move || e.get()}</p>
            </Show>
            <ol reversed>
                <For each=newest_first key=|l| (l.index, l.text.clone()) let(line)>
                    <li class:private=line.private value=line.index + 1>
                        {(!line.group.is_empty()).then(|| view! { <span class="group">{line.group.clone()}</span> })}
                        {line.text}
                    </li>
                </For>
            </ol>
        </section>
    }
}
