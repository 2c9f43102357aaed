//! The hinterland board beside the castle: each colour's knights lying there (a figure in its
//! colour with how many), and the three face-down Grail stacks (or the supply spread out while
//! Parzival looks through it, Z-HERO-PAR-2).

use super::names;
use super::piece::Piece;
use crate::app::i18n::{tr, txt, Tr};
use crate::app::kit::art::{href, zukunft};
use crate::app::play::table;
use crate::engine::zukunft::{Figure, Occupant, Zukunft};
use leptos::prelude::*;

#[component]
pub fn Hinterland() -> impl IntoView {
    let t = table::<Zukunft>();
    let state = Memo::new(move |_| t.view.with(|v| (v.colours.iter().map(|c| (c.colour, c.hinterland)).collect::<Vec<_>>(), v.grail_stacks, v.grail_spread)));
    let knights = move || {
        let tr = tr();
        state.with(|s| s.0.clone()).into_iter().map(|(c, n)| {
            let label = tr.zk_hinter_knights(&names::colour(c, tr), &n);
            view! {
                <li class=names::class(c) class:none=n == 0>
                    <Piece occupant=Occupant::Colour(c, Figure::Knight) label/>
                    <span class="n" aria-hidden="true">{format!("×{n}")}</span>
                </li>
            }
        }).collect_view()
    };
    let stacks = move || {
        let tr = tr();
        let (_, s, spread) = state.get();
        if spread {
            let n = s[0] + s[1] + s[2];
            return view! { <li class="zk-stack spread"><span class="pic" role="img" aria-label=tr.zk_grail_spread(&n)><svg aria-hidden="true"><use href=href(zukunft::GRAIL)></use></svg><span class="n" aria-hidden="true">{n}</span></span></li> }.into_any();
        }
        s.iter().enumerate().map(|(i, &n)| view! {
            // The picture is an image with its words; the list item keeps its own role.
            <li class="zk-stack" class:empty=n == 0>
                <span class="pic" role="img" aria-label=tr.zk_grail_stack(&(i + 1), &n)>
                    <svg aria-hidden="true"><use href=href(zukunft::GRAIL)></use></svg>
                    <span class="n" aria-hidden="true">{n}</span>
                </span>
            </li>
        }).collect_view().into_any()
    };
    view! {
        <section class="zk-hinter" aria-labelledby="zk-hinter-h">
            <h2 id="zk-hinter-h"><svg class="icon" aria-hidden="true"><use href=href(zukunft::HINTERLAND)></use></svg>{txt(Tr::zk_hinterland)}</h2>
            <ul class="zk-hk">{knights}</ul>
            <ul class="zk-stacks" aria-label=txt(Tr::zk_grail_supply)>{stacks}</ul>
        </section>
    }
}
