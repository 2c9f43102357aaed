//! How the table reaches the DOM while keeping the bundle small.
//!
//! Every typed `view!` tree is compiled into its own render code, and a table this rich built
//! from dozens of them cost about 100 KB of gzipped wasm. So what only displays (melee, seats,
//! summaries, rules) is written as escaped HTML text and set with `inner_html`, and what can be
//! pressed goes through two renderers here ([`buttons`] and [`panel`]) shared by the whole UI.
//! Every piece of text that reaches the HTML goes through [`esc`].

use crate::app::i18n::Lang;
use crate::engine::tournament::view::TournamentView;
use leptos::prelude::*;
use std::sync::Arc;
use wasm_bindgen::JsCast;

/// Escapes text for HTML content and double-quoted attributes.
pub fn esc(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for ch in s.chars() {
        match ch {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            _ => out.push(ch),
        }
    }
    out
}

/// `<tag class="…">text</tag>` with the text escaped.
pub fn el(tag: &str, class: &str, text: &str) -> String {
    if class.is_empty() {
        format!("<{tag}>{}</{tag}>", esc(text))
    } else {
        format!("<{tag} class=\"{class}\">{}</{tag}>", esc(text))
    }
}

/// A button of the table.
pub struct Btn {
    /// Inner HTML (already escaped).
    pub html: String,
    /// The accessible name when the visible content is not enough.
    pub aria: Option<String>,
    pub class: &'static str,
    /// For a switch or a first-step choice.
    pub pressed: Option<bool>,
    pub enabled: bool,
    pub on: Callback<()>,
}

impl Btn {
    /// A plain button with escaped text.
    pub fn text(text: &str, on: Callback<()>) -> Btn {
        Btn { html: esc(text), aria: None, class: "", pressed: None, enabled: true, on }
    }
}

/// A piece of a panel: display-only HTML, or a row of buttons.
pub enum Part {
    Html(String),
    Row(&'static str, Vec<Btn>),
}

/// After a press has rebuilt the table, keyboard focus would fall back to the page: put it on
/// the first thing that can be pressed next (a choice, a card, or "I am …").
fn refocus() {
    request_animation_frame(|| {
        let doc = document();
        let lost = doc.active_element().is_none_or(|e| e.tag_name() == "BODY");
        if !lost {
            return;
        }
        let next = doc
            .query_selector(".t-decide button:not(:disabled), .t-hand button:not(:disabled), .pass button, .game-over button")
            .ok()
            .flatten()
            .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok());
        if let Some(e) = next {
            let _ = e.focus();
        }
    });
}

fn buttons(list: Vec<Btn>) -> AnyView {
    list.into_iter()
        .map(|b| {
            let on = b.on;
            view! {
                <button type="button" class=b.class aria-label=b.aria aria-pressed=b.pressed.map(|p| p.to_string())
                    disabled=!b.enabled inner_html=b.html on:click=move |_| { on.run(()); refocus(); }></button>
            }
        })
        .collect_view()
        .into_any()
}

/// A `<section>` named `label`, made of `parts`.
pub fn panel(class: &'static str, label: String, parts: Vec<Part>) -> AnyView {
    let body = parts
        .into_iter()
        .map(|p| match p {
            Part::Html(h) => view! { <div inner_html=h></div> }.into_any(),
            Part::Row(class, b) => view! { <div class=class>{buttons(b)}</div> }.into_any(),
        })
        .collect_view();
    view! { <section class=class aria-label=label>{body}</section> }.into_any()
}

/// Writes a display-only block: from the view, the names, the language and one small
/// argument (a seat). A plain function pointer, so every block shares one piece of compiled
/// reactive code.
pub type Writer = fn(&TournamentView, &[String], Lang, u8) -> String;

/// A display-only block written by `write`; its DOM is replaced only when its text changes.
pub fn shown(class: &'static str, view: Memo<TournamentView>, write: Writer, arg: u8) -> AnyView {
    let cx = super::table::ctx();
    let html = Memo::new(move |_| {
        let l = cx.lang.get();
        cx.names.with_value(|n| view.with(|v| write(v, n, l, arg)))
    });
    view! { <div class=class inner_html=move || html.get()></div> }.into_any()
}

/// A part of the table rebuilt from scratch whenever what `render` reads changes. `render` is
/// boxed so that all such parts share one piece of compiled reactive code.
pub fn live(render: Arc<dyn Fn() -> AnyView + Send + Sync>) -> AnyView {
    (move || render()).into_any()
}
