//! Escaped HTML text for the build-time rules page (a static file written natively, never
//! set on a live page).

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
