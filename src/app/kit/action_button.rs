//! A move the player may make: a real button with a visible name, and — when the rules forbid
//! it now — disabled with the reason written beside it (never a silent grey button).

use leptos::prelude::*;

#[component]
pub fn ActionButton(
    /// The visible name; also the accessible name.
    #[prop(into)]
    label: TextProp,
    /// What pressing it does.
    on_press: Callback<()>,
    /// Why it cannot be pressed now; `None` when it can.
    #[prop(into, optional)]
    disabled_reason: Signal<Option<String>>,
    /// A short line under the button saying what it does.
    #[prop(into, optional)]
    hint: Option<TextProp>,
    /// The main choice of its group.
    #[prop(optional)]
    primary: bool,
    /// Extra content drawn inside the button before the label (a card face, an icon).
    #[prop(optional)]
    children: Option<Children>,
) -> impl IntoView {
    let id = crate::app::kit::flip::next_id("why");
    let disabled = move || disabled_reason.with(Option::is_some);
    let described = {
        let id = id.clone();
        move || disabled().then(|| id.clone())
    };
    view! {
        <div class="action" class:off=disabled>
            <button type="button" class:primary=primary disabled=disabled aria-describedby=described
                on:click=move |_| on_press.run(())>
                {children.map(|c| c())}
                <span class="label">{move || label.get()}</span>
            </button>
            {move || match disabled_reason.get() {
                Some(why) => Some(view! { <p class="why" id=id.clone()>{why}</p> }.into_any()),
                None => hint.as_ref().map(|h| { let h = h.clone(); view! { <p class="hint">{move || h.get()}</p> }.into_any() }),
            }}
        </div>
    }
}
