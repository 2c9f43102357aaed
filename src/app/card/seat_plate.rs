//! One seat round the table, as everyone sees it: the knight's arms in the seat's colour and
//! name, whose turn it is, a bot and its level (and when it is thinking), a loyalty card turned
//! up — or one the viewer knows —, an accusation made, knight cards held, Merlin #4 tokens laid
//! (their quest to their owner only). Never the viewer's own loyalty card: that lies face down
//! in their hand ([`super::my_cards::MyCards`]).

use super::names;
use crate::app::i18n::{tr, txt, Tr};
use crate::app::kit::art::{card as art, kit, Art};
use crate::app::kit::{seat_class, Crest, Icon};
use crate::app::play::seat_controls::level_name;
use crate::app::play::table;
use crate::engine::card::{CardGame, Loyalty, Pending};
use crate::engine::Seat;
use leptos::prelude::*;

/// One mark on a plate: its picture, a short text beside it, and its meaning in words.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Mark {
    art: Art,
    short: String,
    class: &'static str,
    title: String,
}

#[component]
pub fn SeatPlate(seat: Seat) -> impl IntoView {
    let t = table::<CardGame>();
    let now = Memo::new(move |_| t.view.with(|v| v.pending != Pending::Over && v.current == seat));
    let me = Memo::new(move |_| t.me() == Some(seat));
    let marks = Memo::new(move |_| {
        let tr = tr();
        let mut out = Vec::new();
        if let Some(level) = t.bot(seat) {
            let thinking = t.thinking.get() == Some(seat);
            let name = level_name(level, tr);
            out.push(Mark {
                art: if thinking { kit::THINKING } else { kit::BOT },
                short: name.to_owned(),
                class: if thinking { "bot thinking" } else { "bot" },
                title: if thinking { tr.bot_thinking(&t.name(seat)) } else { tr.seat_bot(&name) },
            });
        }
        t.view.with(|v| {
            let Some(s) = v.seats.get(usize::from(seat)) else { return };
            let loyalty = |x: Loyalty| if x == Loyalty::Traitor { (art::TRAITOR, "traitor") } else { (art::LOYAL, "loyal") };
            match (s.revealed, s.known) {
                (Some(x), _) => {
                    let (a, c) = loyalty(x);
                    out.push(Mark { art: a, short: names::loyalty(x, tr).into(), class: c, title: tr.card_revealed_2(&names::loyalty(x, tr)) });
                }
                // What the viewer alone knows of another seat (a Galahad look, a lie turned up).
                (None, Some(x)) if t.me().is_some_and(|m| m != seat) => {
                    let (a, c) = loyalty(x);
                    out.push(Mark { art: a, short: format!("{}?", names::loyalty(x, tr)), class: c, title: tr.card_you_know(&names::loyalty(x, tr)) });
                }
                _ => {}
            }
            if s.has_accused {
                out.push(Mark { art: art::ACCUSE, short: String::new(), class: "accused", title: tr.card_has_accused().into() });
            }
            if v.knights && s.knight_cards > 0 {
                let title = if s.knight_cards == 1 { tr.card_1_knight_card().to_owned() } else { tr.card_n_knight_cards(&s.knight_cards) };
                out.push(Mark { art: art::KNIGHT_CARD, short: format!("×{}", s.knight_cards), class: "knights", title });
            }
            for tk in v.tokens.iter().filter(|tk| tk.owner == seat) {
                let (short, title) = match tk.quest {
                    Some(q) => (names::quest(q, tr).to_owned(), tr.card_your_token_only_you(&names::quest(q, tr))),
                    None => (String::new(), tr.card_s_token_face_down(&t.name(seat))),
                };
                out.push(Mark { art: art::MERLIN_TOKEN, short, class: "merlin", title });
            }
        });
        out
    });
    let name = move || t.name(seat);
    view! {
        <li class=format!("plate {}", seat_class(seat)) class:now=now class:me=me aria-current=move || now.get().then_some("true")>
            <Crest seat/>
            <span class="who">
                <span class="name">{name}</span>
                <Show when=move || now.get()>
                    <span class="visually-hidden">{txt(Tr::card_turn)}</span>
                </Show>
            </span>
            <span class="marks">
                <Show when=move || me.get()>
                    <span class="you">{move || tr().card_you()}</span>
                </Show>
                // Keyed for motion: a mark that appears (a card turned up, an accusation, a
                // token laid) is marked as what the last move did; a bot's mark comes and goes
                // with its thinking, which is no move.
                {move || marks.get().into_iter().map(|m| {
                    let key = (!m.class.starts_with("bot")).then(|| format!("mark-{seat}-{}-{}", m.class, m.short));
                    view! {
                        <span class=format!("mark {}", m.class) title=m.title.clone() data-flip=key>
                            <Icon art=m.art label=m.title.clone()/>
                            {(!m.short.is_empty()).then(|| view! { <span aria-hidden="true">{m.short}</span> })}
                        </span>
                    }
                }).collect_view()}
            </span>
        </li>
    }
}
