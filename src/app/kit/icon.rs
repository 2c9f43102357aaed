//! A picture of the page's sprite ([`super::art`]), coloured by CSS (`currentColor`, so dark
//! and high-contrast modes apply). With a `label` it is an image with that text alternative
//! (it carries meaning no text beside it says); without one it is decoration, hidden from
//! assistive technology.

use super::art::{href, Art};
use leptos::prelude::*;

#[component]
pub fn Icon(
    art: Art,
    /// The text alternative, when the picture carries meaning.
    #[prop(into, optional)]
    label: Option<TextProp>,
    /// Extra classes (size, colour).
    #[prop(optional)]
    class: &'static str,
) -> impl IntoView {
    let class = if class.is_empty() { "icon".to_owned() } else { format!("icon {class}") };
    let url = href(art);
    match label {
        Some(l) => view! {
            <svg class=class role="img" aria-label=move || l.get()><use href=url></use></svg>
        }
        .into_any(),
        None => view! {
            <svg class=class aria-hidden="true" focusable="false"><use href=url></use></svg>
        }
        .into_any(),
    }
}
