//! A seat's Health as the four Health cards of the box (Robust, Stable, Feeble, Crippled,
//! then zero) with the heart marker, and the companion's threshold as a notch.

use super::html::esc;
use super::text;
use crate::app::i18n::Lang;
use crate::engine::tournament::data::Band;

const BANDS: [(Band, &str); 4] =
    [(Band::Robust, "400–305"), (Band::Stable, "300–205"), (Band::Feeble, "200–105"), (Band::Crippled, "100–5")];

/// Percent from the left edge (400) to `health` (0 at the right end).
fn at(health: u16) -> String {
    // (400 − health) / 4 percent, in hundredths, without pulling in float formatting.
    let p = u32::from(400 - health.min(400)) * 25;
    format!("left:{}.{:02}%", p / 100, p % 100)
}

/// The track as HTML; `threshold` is the locked companion's threshold and name.
pub fn health_track(name: &str, health: u16, band: Band, threshold: Option<(u16, &str)>, l: Lang) -> String {
    let mut label = tf!(l, "{0}: Health {1} of 400, {2}", "{0}: Gesundheit {1} von 400, {2}", &name, &health, &text::band(band, l));
    if let Some((t, who)) = threshold {
        label += &tf!(l, "; {0} joins at {1} or less", "; {0} hilft ab {1} oder weniger", &who, &t);
    }
    let mut out = format!("<div class=\"t-health\" role=\"img\" aria-label=\"{}\"><div class=\"t-track\">", esc(&label));
    for (b, range) in BANDS {
        let on = if b == band { " on" } else { "" };
        out += &format!("<span class=\"hb{on}\"><b>{}</b><small>{range}</small></span>", text::band(b, l));
    }
    if let Some((t, _)) = threshold {
        out += &format!("<span class=\"t-notch\" style=\"{}\"></span>", at(t));
    }
    let zero = if health == 0 { " zero" } else { "" };
    out + &format!("<span class=\"t-marker{zero}\" style=\"{}\">♥</span></div></div>", at(health))
}
