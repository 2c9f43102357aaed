//! What the acting colour decides now, built from the legal actions: the fist (0–3 knights, or
//! 0 to bring knights back; private), the prediction (private: the predictor sees its own fist),
//! the mission card, the knights taken back, and every placement as the highlighted room with
//! its legal spaces as the buttons (each space's effect written out beside them). When the
//! placement has several kinds (shields of two colours, a knight from the hinterland or from
//! behind the screen), a row of buttons picks the kind first.

use super::describe::action_label;
use super::mission_card::MissionCard;
use super::my_tiles::MyTiles;
use super::names;
use super::room_choice::RoomChoice;
use crate::app::i18n::{tr, Tr};
use crate::app::play::table;
use crate::engine::zukunft::board::{Room, Space};
use crate::engine::zukunft::data::{ShieldKind, MAX_PREDICTION};
use crate::engine::zukunft::view::{Pending, ZukunftView};
use crate::engine::zukunft::{Source, Zukunft, ZukunftAction as A};
use leptos::prelude::*;

/// The kind of a placement, for the row of buttons that picks one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    /// A shield into one room (a multicoloured shield, or a hero's redirect, offers several).
    Shield(ShieldKind, Room),
    Extra(Source),
    Remove,
    Black,
    Magician,
}

fn kind_of(a: &A) -> Option<(Kind, Space)> {
    match *a {
        A::Shield(k, s) => Some((Kind::Shield(k, s.room()), s)),
        A::Extra(src, s) => Some((Kind::Extra(src), s)),
        A::Remove(s) => Some((Kind::Remove, s)),
        A::BlackKnight(s) => Some((Kind::Black, s)),
        A::Magician(s) => Some((Kind::Magician, s)),
        _ => None,
    }
}

fn kind_label(k: Kind, t: Tr) -> String {
    match k {
        Kind::Shield(s, room) => format!("{}: {}", names::shield(s, t), names::room(room, t)),
        Kind::Extra(Source::Hinterland) => t.zk_from_hinterland().to_owned(),
        Kind::Extra(Source::Screen) => t.zk_from_screen().to_owned(),
        Kind::Remove => t.zk_d_remove().to_owned(),
        Kind::Black => t.zk_fig_black().to_owned(),
        Kind::Magician => t.zk_fig_magician().to_owned(),
    }
}

fn title(p: &Pending, t: Tr) -> String {
    match p {
        Pending::PickColour { .. } => t.zk_d_pick().to_owned(),
        Pending::Fists { .. } => t.zk_d_fist().to_owned(),
        Pending::Predict { .. } => t.zk_d_predict().to_owned(),
        Pending::Mission { sent, .. } => t.zk_d_mission(sent),
        Pending::TakeBack { .. } => t.zk_d_takeback().to_owned(),
        Pending::Shields { shields, .. } => t.zk_d_shields(&shields.iter().map(|&k| names::shield(k, t)).collect::<Vec<_>>().join(", ")),
        Pending::Extra { room, cause, .. } => t.zk_d_extra(&names::room_colour(*room, t), &cause.label()),
        Pending::Bonus { .. } => t.zk_d_bonus().to_owned(),
        Pending::Grail { tiles, .. } => t.zk_d_grail(tiles),
        Pending::Tree { .. } => t.zk_d_tree().to_owned(),
        Pending::Remove { .. } => t.zk_d_remove().to_owned(),
        Pending::HeroEnd { .. } => t.zk_d_hero().to_owned(),
        Pending::Magician { .. } => t.zk_d_magician().to_owned(),
        Pending::Over => String::new(),
    }
}

fn help(v: &ZukunftView, t: Tr) -> &'static str {
    match &v.pending {
        Pending::PickColour { .. } => t.zk_h_pick(),
        Pending::Fists { .. } => t.zk_h_fist(),
        Pending::Predict { .. } => t.zk_h_predict(),
        Pending::Mission { .. } => t.zk_h_mission(),
        Pending::TakeBack { .. } => t.zk_h_takeback(),
        Pending::Shields { .. } => t.zk_h_shields(),
        Pending::Extra { optional: true, .. } => t.zk_h_extra_optional(),
        Pending::Extra { .. } => t.zk_h_extra(),
        Pending::Bonus { .. } => t.zk_h_bonus(),
        Pending::Grail { picking: true, .. } => t.zk_h_grail_pick(),
        // Asked only beside Parzival's look (ZukunftConfig::draw_grail).
        Pending::Grail { .. } if v.config.draw_grail => t.zk_h_grail_draw(),
        Pending::Grail { .. } => t.zk_h_grail(),
        Pending::Tree { .. } => t.zk_h_tree(),
        Pending::Remove { .. } => t.zk_h_remove(),
        Pending::HeroEnd { .. } => t.zk_h_hero(),
        Pending::Magician { .. } => t.zk_h_magician(),
        Pending::Over => "",
    }
}

/// A button that plays `a`.
fn act_button(label: String, a: A, class: &'static str) -> AnyView {
    let t = table::<Zukunft>();
    view! { <button type="button" class=class on:click=move |_| t.act(a)>{label}</button> }.into_any()
}

/// A button that cannot be pressed now, with the reason beside it.
fn off_button(label: String, why: String) -> AnyView {
    view! {
        <div class="action off">
            <button type="button" disabled=true>{label}</button>
            <p class="why">{why}</p>
        </div>
    }
    .into_any()
}

/// Everything of the decision but the placement's rooms: the heading and help, the fist, the
/// prediction, the missions, the kinds of placement, and the other choices.
#[allow(clippy::too_many_lines)] // one block per kind of decision
fn main_part(v: &ZukunftView, legal: &[A], kinds: &[Kind], picked: RwSignal<usize>, t: Tr) -> AnyView {
    let mut parts: Vec<AnyView> = Vec::new();
    let fists: Vec<(crate::engine::zukunft::data::Colour, u8)> = v.me.as_ref().map(|m| m.fists.clone()).unwrap_or_default();
    if !fists.is_empty() {
        let list: Vec<String> = fists.iter().map(|&(c, n)| format!("{} {n}", names::colour(c, t))).collect();
        parts.push(view! { <p class="zk-yours"><strong>{t.zk_your_fists(&list.join(", "))}</strong></p> }.into_any());
    }
    // The fist of each colour of this seat still to choose (two with 2 players).
    let mut colours: Vec<crate::engine::zukunft::data::Colour> = legal.iter().filter_map(|a| if let A::Fist(c, _) = a { Some(*c) } else { None }).collect();
    colours.dedup();
    for c in colours {
        let screen = v.colours.iter().find(|x| x.colour == c).map_or(0, |x| x.screen);
        let buttons = (0..=3u8)
            .map(|n| {
                let label = match n {
                    0 => t.zk_fist_btn0().to_owned(),
                    1 => t.zk_fist_btn1().to_owned(),
                    _ => t.zk_fist_btn(&n),
                };
                if legal.contains(&A::Fist(c, n)) {
                    view! { <div class="action">{act_button(label, A::Fist(c, n), if n == 0 { "primary" } else { "" })}</div> }.into_any()
                } else {
                    off_button(label, t.zk_fist_too_few(&screen))
                }
            })
            .collect_view();
        parts.push(view! {
            <div class=format!("zk-fist {}", names::class(c))>
                <h3><span class="zk-dot" aria-hidden="true"></span>{t.zk_fist_of(&names::colour(c, t), &screen)}</h3>
                <div class="zk-fist-btns">{buttons}</div>
            </div>
        }.into_any());
    }
    if legal.iter().any(|a| matches!(a, A::Predict(_))) {
        let buttons = (0..=MAX_PREDICTION)
            .map(|n| if legal.contains(&A::Predict(n)) { act_button(n.to_string(), A::Predict(n), "") } else { off_button(n.to_string(), t.zk_number_full().to_owned()) })
            .collect_view();
        parts.push(view! { <div class="zk-predict">{buttons}</div> }.into_any());
    }
    let sent = match v.pending {
        Pending::Mission { sent, .. } => sent,
        _ => 0,
    };
    let missions: Vec<AnyView> = legal
        .iter()
        .filter_map(|a| if let A::Mission(m) = a { Some(*m) } else { None })
        .map(|m| {
            let surplus = sent.saturating_sub(m.card().needs());
            let tt = table::<Zukunft>();
            view! {
                <li>
                    <button type="button" class="zk-mbtn" on:click=move |_| tt.act(A::Mission(m))>
                        <MissionCard card=m/>
                        <span class="what">
                            <span>{names::mission(m, t)}</span>
                            {(surplus > 0).then(|| view! { <span class="zk-surplus">{t.zk_surplus(&surplus)}</span> })}
                        </span>
                    </button>
                </li>
            }
            .into_any()
        })
        .collect();
    if !missions.is_empty() {
        parts.push(view! { <ul class="zk-mchoices">{missions}</ul> }.into_any());
    }
    if kinds.len() > 1 {
        let tabs = kinds
            .iter()
            .enumerate()
            .map(|(i, &k)| view! {
                <button type="button" aria-pressed=move || (picked.get() == i).to_string() on:click=move |_| picked.set(i)>{kind_label(k, t)}</button>
            })
            .collect_view();
        parts.push(view! { <div class="zk-kinds" role="group" aria-label=t.zk_kind_group()>{tabs}</div> }.into_any());
    }
    let others: Vec<AnyView> = legal
        .iter()
        .copied()
        .filter(|a| kind_of(a).is_none() && !matches!(a, A::Fist(..) | A::Predict(_) | A::Mission(_)))
        .map(|a| view! { <div class="action">{act_button(action_label(&a, Some(v), t), a, if a == A::Pass { "" } else { "primary" })}</div> }.into_any())
        .collect();
    let others = (!others.is_empty()).then(|| view! { <div class="zk-others">{others}</div> });
    view! {
        <h2>{title(&v.pending, t)}</h2>
        <p class="small">{help(v, t)}</p>
        {parts}
        {others}
    }
    .into_any()
}

#[component]
pub fn Decision() -> impl IntoView {
    let t = table::<Zukunft>();
    let kinds = Memo::new(move |_| {
        t.legal.with(|l| {
            let mut ks: Vec<Kind> = Vec::new();
            for a in l {
                if let Some((k, _)) = kind_of(a) {
                    if !ks.contains(&k) {
                        ks.push(k);
                    }
                }
            }
            ks
        })
    });
    let picked = RwSignal::new(0usize);
    Effect::new(move |_| {
        kinds.track();
        picked.set(0);
    });
    let choices = Memo::new(move |_| {
        let k = kinds.with(|k| k.get(picked.get().min(k.len().saturating_sub(1))).copied());
        t.legal.with(|l| l.iter().filter_map(|a| kind_of(a).filter(|(x, _)| Some(*x) == k).map(|(_, s)| (s, *a))).collect::<Vec<_>>())
    });
    let rooms = Memo::new(move |_| {
        choices.with(|c| {
            let mut rs: Vec<Room> = Vec::new();
            for (s, _) in c {
                if !rs.contains(&s.room()) {
                    rs.push(s.room());
                }
            }
            rs
        })
    });
    let main = move || {
        let tr = tr();
        if t.acting.get().is_none() {
            let fists = t.view.with(|v| v.me.as_ref().map(|m| m.fists.clone()).unwrap_or_default());
            let list: Vec<String> = fists.iter().map(|&(c, n)| format!("{} {n}", names::colour(c, tr))).collect();
            return view! {
                <div class="zk-waiting">
                    {(!list.is_empty()).then(|| view! { <p><strong>{tr.zk_your_fists(&list.join(", "))}</strong></p> })}
                    // Alone with bots there is no device to put back: the bots play on.
                    <p>{if t.alone.get() { tr.done_alone() } else { tr.zk_done_hide() }}</p>
                </div>
            }
            .into_any();
        }
        let k = kinds.get();
        t.legal.with(|l| t.view.with(|v| main_part(v, l, &k, picked, tr)))
    };
    let placement = move || {
        rooms
            .get()
            .into_iter()
            .map(|room| {
                let here = Signal::derive(move || choices.with(|c| c.iter().copied().filter(|(s, _)| s.room() == room).collect::<Vec<(Space, A)>>()));
                view! { <RoomChoice room choices=here/> }
            })
            .collect_view()
    };
    view! {
        <div class="zk-decision">
            {main}
            <MyTiles/>
            {placement}
        </div>
    }
}
