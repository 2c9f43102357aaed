//! "Are you sure?" before a move that cannot be taken back (an accusation, deleting a save):
//! the question, what will happen, and two plainly named buttons. Shown in place, as an
//! alert dialog that takes the keyboard focus.

use leptos::prelude::*;

#[component]
pub fn ConfirmDialog(
    #[prop(into)] question: TextProp,
    /// What confirming will do.
    #[prop(into, optional)]
    detail: Option<TextProp>,
    #[prop(into)] confirm_label: TextProp,
    #[prop(into)] cancel_label: TextProp,
    on_confirm: Callback<()>,
    on_cancel: Callback<()>,
    /// A red confirm button, for something destructive.
    #[prop(optional)]
    danger: bool,
) -> impl IntoView {
    let first = NodeRef::<leptos::html::Button>::new();
    Effect::new(move |_| {
        if let Some(b) = first.get() {
            let _ = b.focus();
        }
    });
    let id = crate::app::kit::flip::next_id("cq");
    view! {
        <div class="confirm" role="alertdialog" aria-modal="false" aria-labelledby=id.clone()>
            <p class="q" id=id.clone()>{move || question.get()}</p>
            {detail.map(|d| view! { <p class="detail">{move || d.get()}</p> })}
            <div class="row">
                <button type="button" node_ref=first class:danger=danger class:primary=!danger on:click=move |_| on_confirm.run(())>
                    {move || confirm_label.get()}
                </button>
                <button type="button" on:click=move |_| on_cancel.run(())>{move || cancel_label.get()}</button>
            </div>
        </div>
    }
}
