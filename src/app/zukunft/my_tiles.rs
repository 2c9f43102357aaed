//! The acting player's own secrets, where they decide: for each of their colours the Merlin
//! values and the Grail parts behind its screen (with what the parts score as sets now), so a
//! decision never needs the Players sheet. Only in a seat's own view: the view carries them
//! only for the viewer's colours, so nobody else's reach the page.

use super::colour_panel::secrets;
use super::names;
use crate::app::i18n::tr;
use crate::app::play::table;
use crate::engine::zukunft::Zukunft;
use leptos::prelude::*;

#[component]
pub fn MyTiles() -> impl IntoView {
    let t = table::<Zukunft>();
    let lines = Memo::new(move |_| {
        let tr = tr();
        t.view.with(|v| {
            let Some(me) = v.me.as_ref() else { return Vec::new() };
            let two = me.colours.len() > 1;
            v.colours
                .iter()
                .filter(|c| me.colours.contains(&c.colour))
                .map(|c| {
                    // The fist is said by the decision itself.
                    let s: Vec<String> = secrets(c, me, tr).into_iter().take(2).collect();
                    let who = two.then(|| names::colour(c.colour, tr).to_owned());
                    (names::class(c.colour), who, s.join(" · "))
                })
                .collect::<Vec<_>>()
        })
    });
    move || {
        let l = lines.get();
        (!l.is_empty()).then(|| {
            let items = l
                .into_iter()
                .map(|(class, who, text)| view! {
                    <li class=class><span class="zk-dot" aria-hidden="true"></span>{who.map(|w| view! { <strong>{w}": "</strong> })}{text}</li>
                })
                .collect_view();
            view! { <ul class="zk-mine">{items}</ul> }
        })
    }
}
