//! A tiny HTML builder. The table's displays (pile, swords, seats, reports) carry no controls,
//! so they are written as one HTML string per section and set as its inner HTML: the same
//! markup as `view!` would make, for a fraction of the code in the bundle. Every piece of text
//! goes through [`H::text`], which escapes it — player names are typed by the players.

#[derive(Default)]
pub struct H(String);

impl H {
    pub fn new() -> H {
        H(String::with_capacity(1024))
    }

    /// Trusted markup, written by this module's callers.
    pub fn raw(&mut self, s: &str) -> &mut H {
        self.0.push_str(s);
        self
    }

    /// Text, escaped.
    pub fn text(&mut self, s: &str) -> &mut H {
        for ch in s.chars() {
            match ch {
                '&' => self.0.push_str("&amp;"),
                '<' => self.0.push_str("&lt;"),
                '>' => self.0.push_str("&gt;"),
                '"' => self.0.push_str("&quot;"),
                c => self.0.push(c),
            }
        }
        self
    }

    /// `<tag class="…">`; no class attribute when `class` is empty.
    pub fn open(&mut self, tag: &str, class: &str) -> &mut H {
        self.raw("<").raw(tag);
        if !class.is_empty() {
            self.raw(" class=\"").raw(class).raw("\"");
        }
        self.raw(">")
    }

    /// `<tag class="…" role="img" aria-label="…">`: a picture with a name.
    pub fn img(&mut self, tag: &str, class: &str, label: &str) -> &mut H {
        self.raw("<").raw(tag).raw(" class=\"").raw(class).raw("\" role=\"img\" aria-label=\"").text(label).raw("\">")
    }

    pub fn close(&mut self, tag: &str) -> &mut H {
        self.raw("</").raw(tag).raw(">")
    }

    /// A whole element with text content.
    pub fn el(&mut self, tag: &str, class: &str, text: &str) -> &mut H {
        self.open(tag, class).text(text).close(tag)
    }

    /// A heading with an id, for `aria-labelledby`.
    pub fn heading(&mut self, tag: &str, id: &str, text: &str) -> &mut H {
        self.raw("<").raw(tag).raw(" id=\"").raw(id).raw("\">").text(text).close(tag)
    }

    pub fn done(self) -> String {
        self.0
    }
}
