//! Markup written as text. Leptos compiles every distinct `view!` tree into its own render
//! code; the bundle budget cannot carry that for every screen, so screens that mostly display
//! write escaped HTML (set with `inner_html`) and handle their buttons with one delegated click
//! listener that reads a `data-p` attribute. Buttons stay real `<button>`s with visible names.

use wasm_bindgen::JsCast;

/// Appends `s` escaped for HTML text and double-quoted attribute values.
pub fn push_esc(out: &mut String, s: &str) {
    for ch in s.chars() {
        match ch {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            _ => out.push(ch),
        }
    }
}

/// `s` escaped for HTML.
#[must_use]
pub fn esc(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    push_esc(&mut out, s);
    out
}

/// Appends `<button type="button" class="…" data-p="…">label</button>`; the label is escaped.
pub fn button(out: &mut String, class: &str, action: &str, label: &str) {
    out.push_str("<button type=\"button\" class=\"");
    out.push_str(class);
    out.push_str("\" data-p=\"");
    push_esc(out, action);
    out.push_str("\">");
    push_esc(out, label);
    out.push_str("</button>");
}

/// Appends `<tag class="…">text</tag>`; the text is escaped.
pub fn el(out: &mut String, tag: &str, class: &str, text: &str) {
    out.push('<');
    out.push_str(tag);
    if !class.is_empty() {
        out.push_str(" class=\"");
        out.push_str(class);
        out.push('"');
    }
    out.push('>');
    push_esc(out, text);
    out.push_str("</");
    out.push_str(tag);
    out.push('>');
}

/// The `data-p` action of the element a click landed on, or of its closest ancestor with one.
#[must_use]
pub fn action_of(ev: &web_sys::Event) -> Option<String> {
    let target: web_sys::Element = ev.target()?.dyn_into().ok()?;
    target.closest("[data-p]").ok()??.get_attribute("data-p")
}

#[cfg(test)]
mod tests {
    use super::{button, esc};

    #[test]
    fn names_typed_by_players_cannot_inject_markup() {
        assert_eq!(esc("<b>Bo & \"Cy\"</b>"), "&lt;b&gt;Bo &amp; &quot;Cy&quot;&lt;/b&gt;");
        let mut out = String::new();
        button(&mut out, "primary", "me:1", "I am <i>Bo</i>");
        assert_eq!(out, "<button type=\"button\" class=\"primary\" data-p=\"me:1\">I am &lt;i&gt;Bo&lt;/i&gt;</button>");
    }
}
