//! The line that always stays in view at the top of a table: whose turn it is and what they
//! may do, or — while one player holds the device — whose eyes only, with the way to hide; and
//! under it what just happened (the newest move, as the log says it), which stays until the
//! next move so a bot's move can be read after it has landed.

use leptos::prelude::*;

#[component]
pub fn PromptBar(
    /// Who is acting (their name stands out), if anyone.
    #[prop(into, optional)]
    who: MaybeProp<String>,
    /// What is asked of them, or what the table is waiting for.
    #[prop(into)]
    text: Signal<String>,
    /// The bar is a private screen (one seat's eyes only).
    #[prop(into)]
    private: Signal<bool>,
    /// What just happened, if anything has.
    #[prop(into, optional)]
    just: Signal<Option<String>>,
    /// The words before it ("Just now:").
    #[prop(into, optional)]
    just_label: Option<TextProp>,
    /// Buttons at the end of the bar (Hide, Undo).
    #[prop(optional)]
    children: Option<Children>,
) -> impl IntoView {
    view! {
        <div class="prompt-bar" class:private=private role="status" aria-live="polite">
            <p class="prompt">
                {move || who.get().map(|w| view! { <strong class="who">{w}</strong> })}
                <span class="what">{move || text.get()}</span>
            </p>
            <div class="bar-tools">{children.map(|c| c())}</div>
            {move || just.get().map(|j| {
                let label = just_label.clone();
                view! {
                    <p class="just-now">
                        {label.map(|l| view! { <span class="just-label">{move || l.get()}</span>" " })}
                        {j}
                    </p>
                }
            })}
        </div>
    }
}
