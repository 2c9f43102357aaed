//! The line that always stays in view at the top of a table: whose turn it is and what they
//! may do, or — while one player holds the device — whose eyes only, with the way to hide.

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
    /// Buttons at the end of the bar (Hide, Undo).
    #[prop(optional)]
    children: Option<Children>,
) -> impl IntoView {
    view! {
        <div class="prompt-bar" class:private=private role="status" aria-live="polite">
            <p>
                {move || who.get().map(|w| view! { <strong class="who">{w}</strong> })}
                <span class="what">{move || text.get()}</span>
            </p>
            <div class="bar-tools">{children.map(|c| c())}</div>
        </div>
    }
}
