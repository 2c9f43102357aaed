//! A mission card as it lies on the table: its shields one under another in their room's
//! colours (the multicoloured one quartered), its Grail icon, a special mission's knights and
//! points, a key card's dashed edge; the card in words for screen readers. Keyed by the card,
//! so a card turned up slides out of its stack.

use super::names;
use crate::app::i18n::tr;
use crate::app::kit::art::{href, kit, zukunft};
use crate::app::kit::CardFrame;
use crate::engine::zukunft::data::{MissionId, ShieldKind, Stack};
use leptos::prelude::*;

/// The class of a shield drawn on a card.
#[must_use]
pub fn shield_class(k: ShieldKind) -> &'static str {
    match k {
        ShieldKind::Red => "zk-sh zk-r-red",
        ShieldKind::Green => "zk-sh zk-r-green",
        ShieldKind::Yellow => "zk-sh zk-r-yellow",
        ShieldKind::Blue => "zk-sh zk-r-blue",
        ShieldKind::Multi => "zk-sh zk-multi",
        ShieldKind::Violet => "zk-sh zk-r-violet",
    }
}

/// The key of a deck (for motion): where its cards come from.
#[must_use]
pub fn deck_key(s: Stack) -> &'static str {
    ["zk-deck-1", "zk-deck-2", "zk-deck-3", "zk-deck-key"][s.index()]
}

#[component]
pub fn MissionCard(
    card: MissionId,
    /// Keyed for motion (on the board; the decision's copy is not).
    #[prop(optional)]
    keyed: bool,
) -> impl IntoView {
    let c = card.card();
    let kind = if c.stack == Stack::Key { "zk-mission key" } else { "zk-mission" };
    let marks = match c.special {
        // A special mission: the knights it sends home, and its points.
        Some((knights, points)) => view! {
            <span class="special" aria-hidden="true">
                <span class="knights">
                    {(0..knights).map(|_| view! { <svg class="k"><use href=href(kit::FIGURE)></use></svg> }).collect_view()}
                </span>
                <span class="sp-pts">{points}</span>
            </span>
        }
        .into_any(),
        None => view! {
            <span class="shields" aria-hidden="true">
                {c.shields.iter().map(|&k| view! { <span class=shield_class(k)></span> }).collect_view()}
            </span>
        }
        .into_any(),
    };
    let flip_key = keyed.then(|| format!("zk-m-{}", card.index()));
    view! {
        <div class="zk-card" data-flip=flip_key data-flip-from=keyed.then(|| deck_key(c.stack))>
            <CardFrame kind=kind size="s">
                {marks}
                {(c.grail > 0).then(|| view! { <svg class="grail" aria-hidden="true" focusable="false"><use href=href(zukunft::GRAIL)></use></svg> })}
                <span class="visually-hidden">{move || names::mission(card, tr())}</span>
            </CardFrame>
        </div>
    }
}
