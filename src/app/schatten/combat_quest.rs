//! A combat quest (S-Q-CMB-1): its white spots with the fight cards laid, its black spots with
//! the black cards — face down by kind unless the viewer laid them (S-INFO-1).

use super::names::{seen, white};
use crate::app::i18n::{tr, txt, Tr};
use crate::app::play::table;
use crate::engine::schatten::{CombatView, Place, Schatten, SchattenView, SeenBlack};
use leptos::prelude::*;

fn of(v: &SchattenView, p: Place) -> CombatView {
    if p == Place::BlackKnight { v.black_knight.clone() } else { v.lancelot.clone() }
}

#[component]
pub fn CombatQuest(#[prop(into)] place: Signal<Place>) -> impl IntoView {
    let t = table::<Schatten>();
    let c = Memo::new(move |_| t.view.with(|v| of(v, place.get())));
    let whites = move || {
        let c = c.get();
        (0..c.white_spots).map(|i| match c.white.get(usize::from(i)) {
            Some(&w) => view! { <li class="sc-spot w full">{white(tr(), w)}</li> }.into_any(),
            None => view! { <li class="sc-spot w"><span class="visually-hidden">{txt(Tr::sc_spot_empty)}</span></li> }.into_any(),
        }).collect_view()
    };
    let blacks = move || {
        let c = c.get();
        (0..c.black_spots).map(|i| match c.black.get(usize::from(i)) {
            Some(&b) => {
                let down = matches!(b, SeenBlack::FaceDown(_));
                view! { <li class="sc-spot b full" class:down=down>{seen(tr(), b)}{down.then(|| view! { <span class="small">" · "{txt(Tr::sc_face_down)}</span> })}</li> }.into_any()
            }
            None => view! { <li class="sc-spot b"><span class="visually-hidden">{txt(Tr::sc_spot_empty)}</span></li> }.into_any(),
        }).collect_view()
    };
    view! {
        <div class="sc-combat">
            <p class="sc-side-cap small">{txt(Tr::sc_white_side)}</p>
            <ol class="sc-spots">{whites}</ol>
            <p class="sc-side-cap small">{txt(Tr::sc_black_side)}</p>
            <ol class="sc-spots">{blacks}</ol>
        </div>
    }
}
