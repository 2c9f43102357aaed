//! Card faces, drawn by us in SVG and CSS: a Rumor card shows its quest symbol(s), its value
//! (2–5 or ?) and its swords; a character its name, number and effect in a few words.

use super::html::H;
use super::names;
use crate::app::i18n::Lang;
use crate::engine::card::{Card, Loyalty, Quest};

const PICTS: &str = r#"<path d="M6.5 21 15.5 5" stroke="currentColor" stroke-width="2.6" stroke-linecap="round"/><path d="M12 2.5c4.5-.5 8.5 3 8.5 8.5-3.5-1-6.5-1.5-9.5-4.5z"/>"#;
const SAXONS: &str = r#"<circle cx="12" cy="12" r="8.8" fill="none" stroke="currentColor" stroke-width="2.4"/><circle cx="12" cy="12" r="3"/><path d="M12 3.5v5M12 15.5v5M3.5 12h5M15.5 12h5" stroke="currentColor" stroke-width="1.6"/>"#;
const DRAGON: &str = r#"<path d="M12.5 2c.8 4.2 6 6.4 6 12.3a6.5 6.5 0 0 1-13 0c0-3.3 2-5.4 3.3-6.6 0 2.2 1 3.3 2.2 3.3 0-4.4-1-6.5 1.5-9z"/>"#;
const EXCALIBUR: &str = r#"<path d="M12 1.5l2 2.8V14h-4V4.3zM6.5 14h11v2.2h-11zM10.9 16.2h2.2v3h-2.2zM4.5 22.5l3-3.3h9l3 3.3z"/>"#;
const GRAIL: &str = r#"<path d="M5.5 3h13c0 5.3-2.2 8.6-5.2 9.5V17h3.4v3.5H7.3V17h3.4v-4.5C7.7 11.6 5.5 8.3 5.5 3z"/>"#;
const MORGAN: &str = r#"<path d="M15.5 2.5A9.5 9.5 0 1 0 21.5 18 8.3 8.3 0 0 1 15.5 2.5z"/>"#;
const MERLIN: &str = r#"<path d="M12 2l2.6 6.6 6.9.7-5.2 4.6 1.6 7.1L12 17.3 6.1 21l1.6-7.1-5.2-4.6 6.9-.7z"/>"#;
const MORDRED: &str = r#"<path d="M2.5 19 4.6 7.5l4.3 5.3L12 4l3.1 8.8 4.3-5.3 2.1 11.5z"/>"#;
const VIVIEN: &str = r#"<path d="M2 9.5c3-3 5.5 3 8.5 0s5.5 3 8.5 0 3 0 3 0M2 15.5c3-3 5.5 3 8.5 0s5.5 3 8.5 0 3 0 3 0" fill="none" stroke="currentColor" stroke-width="2.3" stroke-linecap="round"/>"#;
const SHIELD: &str = r#"<path d="M12 2 20 5v6c0 5.5-3.4 9.3-8 11-4.6-1.7-8-5.5-8-11V5z"/><path class="x" d="M10.9 6h2.2v12h-2.2zM7.5 9.4h9v2.2h-9z"/>"#;
const DAGGER: &str = r#"<path d="M12 1.5l2 3V15h-4V4.5zM7 15h10v2H7zM11 17h2v3.5h-2zM12 20.2a1.6 1.6 0 1 1 0 3.2 1.6 1.6 0 0 1 0-3.2z"/>"#;
/// A sword, point up, in a 12×32 box.
pub const SWORD: &str = r#"<path d="M6 .8l2.6 3.2v15.6H3.4V4zM.8 19.6h10.4v2.6H.8zM4.9 22.2h2.2v6H4.9z"/><circle cx="6" cy="29.8" r="1.9"/>"#;

fn quest_icon(q: Quest) -> &'static str {
    match q {
        Quest::Picts => PICTS,
        Quest::Saxons => SAXONS,
        Quest::Dragon => DRAGON,
        Quest::Excalibur => EXCALIBUR,
        Quest::Grail => GRAIL,
    }
}

/// The CSS class of a quest's colour.
pub fn quest_class(q: Quest) -> &'static str {
    match q {
        Quest::Picts => "q-picts",
        Quest::Saxons => "q-saxons",
        Quest::Dragon => "q-dragon",
        Quest::Excalibur => "q-excalibur",
        Quest::Grail => "q-grail",
    }
}

/// An SVG drawing, decorative (its meaning is in the text beside it).
pub fn svg(h: &mut H, class: &str, view_box: &str, body: &str) {
    h.raw("<svg class=\"").raw(class).raw("\" viewBox=\"").raw(view_box).raw("\" aria-hidden=\"true\" fill=\"currentColor\">").raw(body).raw("</svg>");
}

/// A quest symbol in the quest's colour.
pub fn icon(h: &mut H, q: Quest) {
    svg(h, &format!("qi {}", quest_class(q)), "0 0 24 24", quest_icon(q));
}

/// `n` small swords.
pub fn sword_marks(h: &mut H, n: u8) {
    for _ in 0..n {
        svg(h, "sw-mark", "0 0 12 32", SWORD);
    }
}

/// The accessible name of a card: "Dragon 4, 2 swords" or "Morgan #5: its effect".
pub fn label(c: Card, l: Lang) -> String {
    match c.quest() {
        Some(q) => names::card(c, l) + ", " + &names::sword_count(q.swords(), l),
        None => names::card(c, l) + ": " + names::effect(c, l),
    }
}

/// A card face. `small` drops the effect text (for rows of cards).
pub fn face(h: &mut H, c: Card, l: Lang, small: bool) {
    let sm = if small { " sm" } else { "" };
    if let Some(q) = c.quest() {
        let value = c.value().map_or_else(|| "?".to_owned(), |v| v.to_string());
        h.img("div", &format!("cf quest {}{sm}", quest_class(q)), &label(c, l));
        h.el("span", "cf-val", &value);
        svg(h, "cf-art", "0 0 24 24", quest_icon(q));
        h.el("span", "cf-name", names::quest(q, l));
        h.open("span", "cf-sw");
        sword_marks(h, q.swords());
        h.close("span").close("div");
        return;
    }
    let (who, n) = names::character(c);
    let (kind, art) = match who {
        "Morgan" => ("morgan", MORGAN),
        "Merlin" => ("merlin", MERLIN),
        "Mordred" => ("mordred", MORDRED),
        _ => ("vivien", VIVIEN),
    };
    let num = match c.morgan4_bonus() {
        0 if n == 0 => String::new(),
        0 => format!("#{n}"),
        b => format!("#4 +{b}"),
    };
    h.img("div", &format!("cf ch {kind}{sm}"), &label(c, l));
    h.el("span", "cf-val", &num);
    svg(h, "cf-art", "0 0 24 24", art);
    h.el("span", "cf-name", who);
    if !small {
        h.el("span", "cf-fx", names::effect(c, l));
    }
    let symbols = c.symbols();
    if !symbols.is_empty() {
        h.open("span", "cf-syms");
        symbols.iter().for_each(|q| icon(h, q));
        h.close("span");
    }
    h.close("div");
}

/// The back of a card (the Rumor deck, a face-down card).
pub fn back(h: &mut H, small: bool) {
    h.open("div", if small { "cf back sm" } else { "cf back" });
    svg(h, "cf-art", "0 0 24 24", MERLIN);
    h.close("div");
}

/// A small chip for a card in a quest stack: its value on its quest's colour.
pub fn chip(h: &mut H, c: Card, l: Lang, removed: bool) {
    let (class, text) = match c.quest() {
        Some(q) => (format!("chip {}{}", quest_class(q), if removed { " removed" } else { "" }), c.value().map_or_else(|| "?".to_owned(), |v| v.to_string())),
        None => ("chip ch".to_owned(), names::card(c, l)),
    };
    h.open("span", &class).text(&text).close("span");
}

/// A loyalty card, with whose it is; `detail` adds what the card wants.
pub fn loyalty_card(h: &mut H, x: Loyalty, l: Lang, caption: &str, detail: bool) {
    let (class, art, goal) = match x {
        Loyalty::Loyal => ("lc loyal", SHIELD, crate::tr!(l, "Camelot: 7 white swords first", "Camelot: zuerst 7 weiße Schwerter")),
        Loyalty::Traitor => ("lc traitor", DAGGER, crate::tr!(l, "Evil: 7 black swords first. Stay hidden.", "Das Böse: zuerst 7 schwarze Schwerter. Bleib unentdeckt.")),
    };
    h.open("figure", class);
    h.el("figcaption", "", caption);
    svg(h, "lc-art", "0 0 24 24", art);
    h.el("strong", "", names::loyalty(x, l));
    if detail {
        h.el("span", "", goal);
    }
    h.close("figure");
}
