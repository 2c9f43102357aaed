//! What the acting colour decides now, built from the legal actions: the fist (0–3 knights, or
//! 0 to bring knights back; private), the prediction (private: the predictor sees its own fist),
//! the mission card, the knights taken back, and every placement as the highlighted room with
//! its legal spaces as the buttons (each space's effect written out beside them). When the
//! placement has several kinds (shields of two colours, a knight from the hinterland or from
//! behind the screen), a row of buttons picks the kind first.

use super::describe::action_label;
use super::missions::MissionCard;
use super::names;
use super::room::RoomView;
use crate::app::i18n::{tr, txt, Tr};
use crate::app::kit::ActionButton;
use crate::app::play::table;
use crate::engine::zukunft::board::{Room, Space};
use crate::engine::zukunft::data::{Colour, ShieldKind, MAX_PREDICTION};
use crate::engine::zukunft::view::Pending;
use crate::engine::zukunft::{Source, Zukunft, ZukunftAction as A};
use leptos::prelude::*;

/// The kind of a placement, for the row of buttons that picks one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    Shield(ShieldKind),
    Extra(Source),
    Remove,
    Black,
    Magician,
}

fn kind_of(a: &A) -> Option<(Kind, Space)> {
    match *a {
        A::Shield(k, s) => Some((Kind::Shield(k), s)),
        A::Extra(src, s) => Some((Kind::Extra(src), s)),
        A::Remove(s) => Some((Kind::Remove, s)),
        A::BlackKnight(s) => Some((Kind::Black, s)),
        A::Magician(s) => Some((Kind::Magician, s)),
        _ => None,
    }
}

fn kind_label(k: Kind, t: Tr) -> String {
    match k {
        Kind::Shield(s) => names::shield(s, t).to_owned(),
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

fn help(p: &Pending, t: Tr) -> &'static str {
    match p {
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
        Pending::Grail { .. } => t.zk_h_grail(),
        Pending::Tree { .. } => t.zk_h_tree(),
        Pending::Remove { .. } => t.zk_h_remove(),
        Pending::HeroEnd { .. } => t.zk_h_hero(),
        Pending::Magician { .. } => t.zk_h_magician(),
        Pending::Over => "",
    }
}

/// One colour's fist: 0 (bring knights back) to 3, as far as its screen holds knights.
#[component]
fn FistChoice(colour: Colour) -> impl IntoView {
    let t = table::<Zukunft>();
    let screen = Memo::new(move |_| t.view.with(|v| v.colours.iter().find(|c| c.colour == colour).map_or(0, |c| c.screen)));
    let button = move |n: u8| {
        let a = A::Fist(colour, n);
        let label = move || {
            let tr = tr();
            match n {
                0 => tr.zk_fist_btn0().to_owned(),
                1 => tr.zk_fist_btn1().to_owned(),
                _ => tr.zk_fist_btn(&n),
            }
        };
        let reason = Signal::derive(move || (!t.can(&a)).then(|| tr().zk_fist_too_few(&screen.get())));
        view! { <ActionButton label=Signal::derive(label) on_press=Callback::new(move |()| t.act(a)) disabled_reason=reason primary=n == 0/> }
    };
    view! {
        <div class=format!("zk-fist {}", names::class(colour))>
            <h4><span class="zk-dot" aria-hidden="true"></span>{move || tr().zk_fist_of(&names::colour(colour, tr()), &screen.get())}</h4>
            <div class="zk-fist-btns">{(0..=3).map(button).collect_view()}</div>
        </div>
    }
}

#[component]
pub fn Decision() -> impl IntoView {
    let t = table::<Zukunft>();
    let pending = Memo::new(move |_| t.view.with(|v| v.pending.clone()));
    let acting = Memo::new(move |_| t.acting.get().is_some());
    let fist_colours = Memo::new(move |_| {
        t.legal.with(|l| {
            let mut cs: Vec<Colour> = l.iter().filter_map(|a| if let A::Fist(c, _) = a { Some(*c) } else { None }).collect();
            cs.dedup();
            cs
        })
    });
    let predicting = Memo::new(move |_| t.legal.with(|l| l.iter().any(|a| matches!(a, A::Predict(_)))));
    let missions = Memo::new(move |_| t.legal.with(|l| l.iter().filter_map(|a| if let A::Mission(m) = a { Some(*m) } else { None }).collect::<Vec<_>>()));
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
    let kind = Memo::new(move |_| kinds.with(|k| k.get(picked.get().min(k.len().saturating_sub(1))).copied()));
    let choices = Memo::new(move |_| {
        let k = kind.get();
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
    let others = Memo::new(move |_| {
        t.legal.with(|l| l.iter().copied().filter(|a| kind_of(a).is_none() && !matches!(a, A::Fist(..) | A::Predict(_) | A::Mission(_))).collect::<Vec<_>>())
    });
    let my_fists = Memo::new(move |_| t.view.with(|v| v.me.as_ref().map(|m| m.fists.clone()).unwrap_or_default()));
    let fists_text = move || {
        let tr = tr();
        let f = my_fists.get();
        (!f.is_empty()).then(|| {
            let parts: Vec<String> = f.iter().map(|&(c, n)| format!("{} {n}", names::colour(c, tr))).collect();
            tr.zk_your_fists(&parts.join(", "))
        })
    };
    let sent = Memo::new(move |_| match pending.get() {
        Pending::Mission { sent, .. } => sent,
        _ => 0,
    });

    view! {
        <div class="zk-decision">
            <Show when=move || acting.get() fallback=move || view! {
                <div class="zk-waiting">
                    {move || fists_text().map(|f| view! { <p><strong>{f}</strong></p> })}
                    <p>{txt(Tr::zk_done_hide)}</p>
                </div>
            }>
                <h3>{move || title(&pending.get(), tr())}</h3>
                <p class="small">{move || help(&pending.get(), tr())}</p>
                {move || fists_text().map(|f| view! { <p class="zk-yours"><strong>{f}</strong></p> })}
                <For each=move || fist_colours.get() key=|c| *c let(colour)>
                    <FistChoice colour/>
                </For>
                <Show when=move || predicting.get()>
                    <div class="zk-predict">
                        {(0..=MAX_PREDICTION).map(|n| {
                            let a = A::Predict(n);
                            let reason = Signal::derive(move || (!t.can(&a)).then(|| tr().zk_number_full().to_owned()));
                            view! { <ActionButton label=n.to_string() on_press=Callback::new(move |()| t.act(a)) disabled_reason=reason/> }
                        }).collect_view()}
                    </div>
                </Show>
                <Show when=move || !missions.with(Vec::is_empty)>
                    <ul class="zk-mchoices">
                        <For each=move || missions.get() key=|m| *m let(card)>
                            {
                                let surplus = move || sent.get().saturating_sub(card.card().needs());
                                view! {
                                    <li>
                                        <button type="button" class="zk-mbtn" on:click=move |_| t.act(A::Mission(card))>
                                            <MissionCard card/>
                                            <Show when=move || { surplus() > 0 }>
                                                <span class="zk-surplus small">{move || tr().zk_surplus(&surplus())}</span>
                                            </Show>
                                        </button>
                                    </li>
                                }
                            }
                        </For>
                    </ul>
                </Show>
                <Show when=move || { kinds.with(Vec::len) > 1 }>
                    <div class="zk-kinds" role="group" aria-label=txt(Tr::zk_kind_group)>
                        {move || kinds.get().into_iter().enumerate().map(|(i, k)| view! {
                            <button type="button" aria-pressed=move || (kind.get() == Some(k)).to_string() on:click=move |_| picked.set(i)>
                                {move || kind_label(k, tr())}
                            </button>
                        }).collect_view()}
                    </div>
                </Show>
                <For each=move || rooms.get() key=|r| *r let(room)>
                    {
                        let here = Signal::derive(move || choices.with(|c| c.iter().copied().filter(|(s, _)| s.room() == room).collect::<Vec<_>>()));
                        view! {
                            <RoomView room choices=here target=true in_decision=true/>
                            <ul class="zk-opts small">
                                {move || here.get().into_iter().map(|(s, a)| {
                                    let tr = tr();
                                    let text = t.view.with(|v| action_label(&a, Some(v), tr));
                                    view! { <li>{format!("{} — {}", text, names::effect_full(s, tr))}</li> }
                                }).collect_view()}
                            </ul>
                        }
                    }
                </For>
                <div class="zk-others">
                    <For each=move || others.get() key=|a| *a let(a)>
                        <ActionButton label=Signal::derive(move || t.view.with(|v| action_label(&a, Some(v), tr())))
                            on_press=Callback::new(move |()| t.act(a)) primary=!matches!(a, A::Pass)/>
                    </For>
                </div>
            </Show>
        </div>
    }
}
