//! One colour's screen as a panel: score, knights behind the screen, on the hinterland and sent
//! out, missions taken, hearts, the Rebellion side, the hero, and the Merlin and Grail tiles —
//! as counts for everyone, and their values and parts only in the owner's own view (the view
//! carries them only for the viewer's colours, so nobody else's reach the page).

use super::names;
use crate::app::i18n::Tr;
use crate::engine::zukunft::data::GrailPart;
use crate::engine::zukunft::view::{ColourView, PrivateView};
use crate::engine::zukunft::{grail_set_score, RebelSide};
use leptos::prelude::*;

/// The public counts of a colour, in one line.
pub fn counts(c: &ColourView, t: Tr) -> String {
    let mut s = t.zk_panel_counts(&c.score, &c.screen, &c.hinterland, &c.missions.len(), &c.merlin_tiles, &c.grail_tiles);
    let mut add = |x: String| {
        s.push_str(" · ");
        s.push_str(&x);
    };
    if c.sent > 0 {
        add(t.zk_panel_sent(&c.sent));
    }
    if c.hearts > 0 {
        add(t.zk_panel_hearts(&c.hearts));
    }
    if let Some((start, side)) = c.rebellion {
        add(t.zk_panel_rebellion(&start, &if side == RebelSide::Rebels { t.zk_rebels() } else { t.zk_royalists() }));
    }
    if c.tournament_tile {
        add(t.zk_panel_tile().to_owned());
    }
    if c.fist_chosen {
        add(t.zk_panel_knocked().to_owned());
    }
    s
}

/// The owner's own secrets of a colour: Merlin values, Grail parts (with what they score as
/// sets now, §3.6), the fist not yet revealed.
pub fn secrets(c: &ColourView, me: &PrivateView, t: Tr) -> Vec<String> {
    let merlin = me.merlin.iter().find(|x| x.0 == c.colour).map(|x| x.1.clone()).unwrap_or_default();
    let grail = me.grail.iter().find(|x| x.0 == c.colour).map(|x| x.1.clone()).unwrap_or_default();
    let mut parts = [0u8; 4];
    for p in &grail {
        parts[p.index()] += 1;
    }
    let m: Vec<String> = merlin.iter().map(u8::to_string).collect();
    let g: Vec<String> = GrailPart::ALL.iter().filter(|p| parts[p.index()] > 0).map(|&p| format!("{} × {}", parts[p.index()], names::part(p, t))).collect();
    let mut lines = vec![
        if m.is_empty() { t.zk_my_merlin_none().to_owned() } else { t.zk_my_merlin(&m.join(", "), &merlin.iter().map(|&x| u16::from(x)).sum::<u16>()) },
        if g.is_empty() { t.zk_my_grail_none().to_owned() } else { t.zk_my_grail(&g.join(", "), &grail_set_score(parts)) },
    ];
    if let Some(f) = me.fists.iter().find(|x| x.0 == c.colour) {
        lines.push(t.zk_my_fist(&f.1));
    }
    lines
}

/// The panel of one colour; `me` is the viewer's private view, if the colour is the viewer's.
pub fn colour_panel(c: &ColourView, me: Option<&PrivateView>, t: Tr) -> AnyView {
    let hero = c.hero.map(|h| match h.side {
        0 => t.zk_hero_gone(&names::hero(h.hero)),
        side => t.zk_hero_shows(&names::hero(h.hero), &side, &names::hero_side(h.hero, side, t)),
    });
    let revealed = c.merlin.as_ref().map(|m| t.zk_merlin_revealed(&m.iter().map(u8::to_string).collect::<Vec<_>>().join(", ")));
    let private = me.filter(|m| m.colours.contains(&c.colour)).map(|m| {
        let items = secrets(c, m, t).into_iter().map(|l| view! { <li>{l}</li> }).collect_view();
        view! { <ul class="zk-secret">{items}</ul> }
    });
    view! {
        <div class=format!("zk-cpanel {}", names::class(c.colour))>
            <h4><span class="zk-dot" aria-hidden="true"></span>{names::colour(c.colour, t)}</h4>
            <p class="small">{counts(c, t)}</p>
            {hero.map(|h| view! { <p class="small">{h}</p> })}
            {c.black_knight_beside.then(|| view! { <p class="small">{t.zk_black_beside()}</p> })}
            {revealed.map(|r| view! { <p class="small">{r}</p> })}
            {private}
        </div>
    }
    .into_any()
}
