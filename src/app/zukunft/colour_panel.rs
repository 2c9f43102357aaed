//! One colour's screen as a panel: score, knights behind the screen, on the hinterland and sent
//! out, missions taken, hearts, the Rebellion side, the hero, and the Merlin and Grail tiles —
//! as counts for everyone, and their values and parts only in the owner's own view (the view
//! carries them only for the viewer's colours, so nobody else's reach the page).

use super::names;
use crate::app::i18n::tr;
use crate::app::play::table;
use crate::engine::zukunft::data::{Colour, GrailPart};
use crate::engine::zukunft::{grail_set_score, RebelSide, Zukunft};
use leptos::prelude::*;

#[component]
pub fn ColourPanel(colour: Colour) -> impl IntoView {
    let t = table::<Zukunft>();
    let c = Memo::new(move |_| t.view.with(|v| v.colours.iter().find(|x| x.colour == colour).cloned()));
    // The viewer's own secrets of this colour (None for anyone else's colour).
    let secret = Memo::new(move |_| {
        t.view.with(|v| {
            v.me.as_ref().filter(|m| m.colours.contains(&colour)).map(|m| {
                let merlin = m.merlin.iter().find(|x| x.0 == colour).map(|x| x.1.clone()).unwrap_or_default();
                let grail = m.grail.iter().find(|x| x.0 == colour).map(|x| x.1.clone()).unwrap_or_default();
                let fist = m.fists.iter().find(|x| x.0 == colour).map(|x| x.1);
                (merlin, grail, fist)
            })
        })
    });
    let counts = move || {
        let tr = tr();
        c.with(|c| {
            let Some(c) = c else { return String::new() };
            let mut s = tr.zk_panel_counts(&c.score, &c.screen, &c.hinterland, &c.missions.len(), &c.merlin_tiles, &c.grail_tiles);
            if c.sent > 0 {
                s = format!("{s} · {}", tr.zk_panel_sent(&c.sent));
            }
            if c.hearts > 0 {
                s = format!("{s} · {}", tr.zk_panel_hearts(&c.hearts));
            }
            if let Some((start, side)) = c.rebellion {
                let side = if side == RebelSide::Rebels { tr.zk_rebels() } else { tr.zk_royalists() };
                s = format!("{s} · {}", tr.zk_panel_rebellion(&start, &side));
            }
            if c.tournament_tile {
                s = format!("{s} · {}", tr.zk_panel_tile());
            }
            if c.fist_chosen {
                s = format!("{s} · {}", tr.zk_panel_knocked());
            }
            s
        })
    };
    let hero = move || {
        let tr = tr();
        c.with(|c| {
            c.as_ref().and_then(|c| c.hero).map(|h| match h.side {
                0 => tr.zk_hero_gone(&names::hero(h.hero)),
                side => tr.zk_hero_shows(&names::hero(h.hero), &side, &names::hero_side(h.hero, side, tr)),
            })
        })
    };
    let black = move || c.with(|c| c.as_ref().is_some_and(|c| c.black_knight_beside));
    let private = move || {
        let tr = tr();
        secret.get().map(|(merlin, grail, fist)| {
            let m: Vec<String> = merlin.iter().map(u8::to_string).collect();
            let mut counts = [0u8; 4];
            for p in &grail {
                counts[p.index()] += 1;
            }
            let g: Vec<String> = GrailPart::ALL.iter().filter(|p| counts[p.index()] > 0).map(|&p| format!("{} × {}", counts[p.index()], names::part(p, tr))).collect();
            let mut lines = vec![
                if m.is_empty() { tr.zk_my_merlin_none().to_owned() } else { tr.zk_my_merlin(&m.join(", "), &merlin.iter().map(|&x| u16::from(x)).sum::<u16>()) },
                if g.is_empty() { tr.zk_my_grail_none().to_owned() } else { tr.zk_my_grail(&g.join(", "), &grail_set_score(counts)) },
            ];
            if let Some(f) = fist {
                lines.push(tr.zk_my_fist(&f));
            }
            view! { <ul class="zk-secret">{lines.into_iter().map(|l| view! { <li>{l}</li> }).collect_view()}</ul> }
        })
    };
    let revealed = move || {
        c.with(|c| c.as_ref().and_then(|c| c.merlin.clone())).map(|m| {
            let s: Vec<String> = m.iter().map(u8::to_string).collect();
            tr().zk_merlin_revealed(&s.join(", "))
        })
    };
    view! {
        <div class=format!("zk-cpanel {}", names::class(colour))>
            <h4><span class="zk-dot" aria-hidden="true"></span>{move || names::colour(colour, tr())}</h4>
            <p class="small">{counts}</p>
            {move || hero().map(|h| view! { <p class="small">{h}</p> })}
            <Show when=black>
                <p class="small">{move || tr().zk_black_beside()}</p>
            </Show>
            {move || revealed().map(|r| view! { <p class="small">{r}</p> })}
            {private}
        </div>
    }
}
