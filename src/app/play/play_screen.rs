//! One game in progress on screen. Everything here is written once for every game; the game
//! adds its board, decision, players and report through [`GameUi`].

use super::bots::{bot_to_ask, bots_passed, level_of, Link, Pace};
use super::game_over::GameOver;
use super::hint_panel::{Hint, HintPanel, HintState};
use super::journal::log_for;
use super::pace_control::PaceControl;
use super::holder::{after_change, people_turn, Holder, Mode};
use super::save_status::SaveStatus;
use super::seat_controls::SeatControls;
use super::{name_of, GameUi, Table};
use crate::app::i18n::{tr, tr_now, txt, Tr};
use crate::app::kit::art::kit;
use crate::app::kit::{flip, Claim, Icon, Log, PassScreen, PageHeader, PromptBar, Sheet};
use crate::app::route::Screen;
use crate::app::rules_text::RulesText;
use crate::app::setup::acting;
use crate::app::storage::{self, describe_error, Status, WriteError};
use crate::app::{ctx, web};
use crate::engine::bot::{Bot, Level};
use crate::engine::save::{self, SaveFile};
use crate::engine::session::Session;
use crate::engine::{ActionCode, GameEvent, Seat, Turn, Viewer};
use crate::worker::{Reply, Request};
use leptos::prelude::*;
use std::time::Duration;

/// Whether `seat`'s last action showed it something private it must see before passing on.
fn shown_to<G: GameUi>(s: &Session<G>, seat: Seat) -> bool {
    s.steps().last().is_some_and(|st| {
        st.seat == seat && st.events.iter().any(|e| G::shows_actor(e) && e.visible_to(Viewer::Seat(seat)))
    })
}

/// The one seat that always holds the device: the player of a game without secrets, or the
/// one person among bots.
fn only_holder(has_secrets: bool, turn: &Turn, bots: &[Option<Level>], players: u8) -> Option<Seat> {
    let people: Vec<Seat> = (0..players).filter(|&s| level_of(bots, s).is_none()).collect();
    if !has_secrets {
        return acting(turn).first().copied().filter(|s| people.contains(s)).or(people.first().copied());
    }
    match people.as_slice() {
        [one] => Some(*one),
        _ => None,
    }
}

fn now() -> f64 {
    web_sys::window().and_then(|w| w.performance()).map_or(0.0, |p| p.now())
}

#[component]
#[allow(clippy::too_many_lines)] // the screen's wiring, in one place
pub fn PlayScreen<G: GameUi>(file: SaveFile, session: Session<G>) -> impl IntoView {
    let ctx = ctx();
    let game = G::GAME;
    let players = session.players();
    let has_secrets = session.has_secrets();
    let game_seed = session.seed();
    let mut initial_bots = file.meta.bots.clone();
    initial_bots.resize(usize::from(players), None);
    let bots = RwSignal::new(initial_bots);
    let session = RwSignal::new(session);
    let id = StoredValue::new(file.id.clone());
    let names = StoredValue::new(file.meta.names.clone());
    let meta = RwSignal::new(file.meta);
    let stale = RwSignal::new(false);
    let status = RwSignal::new(storage::status());
    let error = RwSignal::new(None::<String>);
    // Bots that have passed in the table-wide window now open.
    let passed = RwSignal::new(Vec::<Seat>::new());

    let turn = Memo::new(move |_| session.with(Session::turn));
    let steps = Memo::new(move |_| session.with(|s| s.steps().len()));
    let only = Memo::new(move |_| bots.with(|b| only_holder(has_secrets, &turn.get(), b, players)));
    let holder = RwSignal::new(only.get_untracked().map_or(Holder::Table, Holder::Seat));
    let people = Memo::new(move |_| {
        let t = turn.get();
        bots.with(|b| passed.with(|p| people_turn(&t, |s| level_of(b, s).is_some(), bots_passed(&t, b, p))))
    });
    let public = Memo::new(move |_| session.with(|s| s.view(Viewer::Public)));
    let mode = Memo::new(move |_| {
        let t = people.get();
        public.with(|v| Mode::of(holder.get(), t.as_ref(), |s| G::needs_privacy(v, s)))
    });
    let viewer = Memo::new(move |_| holder.get().viewer());
    let view = Memo::new(move |_| {
        let v = viewer.get();
        session.with(|s| s.view(v))
    });
    let acting_seat = Memo::new(move |_| if stale.get() { None } else { mode.with(Mode::acting) });
    let legal = Memo::new(move |_| match acting_seat.get() {
        Some(seat) => session.with(|s| s.legal_actions(seat)),
        None => Vec::new(),
    });

    let save_now = move || {
        session.with_untracked(|s| {
            let mut m = meta.get_untracked();
            m.last_played = web::now_ms();
            m.to_act = acting(&s.turn());
            m.outcome = s.outcome();
            m.bots = bots.get_untracked();
            if m.bots.iter().all(Option::is_none) {
                m.bots.clear();
            }
            save::save_of(s, &id.get_value(), m)
        })
    };
    let persist = move || {
        let mut f = save_now();
        match storage::write(&mut f) {
            Ok(()) => {
                meta.set(f.meta);
                status.set(Status::Saving);
            }
            Err(WriteError::Stale { .. }) => stale.set(true),
            Err(e) => {
                meta.set(f.meta);
                status.set(Status::Off(e));
            }
        }
    };

    // After every change the device goes where it belongs, and the keyboard lands on the
    // first choice of whoever acts next. Bots wait longer after a move that showed something
    // to read (the card a bot drew stays on top long enough to be read).
    let last_move = StoredValue::new(0.0_f64);
    let dwell = StoredValue::new(0_u32);
    let pace = RwSignal::new(Pace::load());
    let settle = move || {
        last_move.set_value(now());
        dwell.set_value(session.with_untracked(|s| {
            s.steps().last().map_or(0, |st| st.events.iter().filter(|e| e.visible_to(Viewer::Public)).map(G::dwell).max().unwrap_or(0))
        }));
        let next = session.with_untracked(|s| {
            let h = holder.get_untracked();
            let shown = matches!(h, Holder::Seat(seat) if shown_to(s, seat));
            after_change(h, people.get_untracked().as_ref(), shown, only.get_untracked())
        });
        if holder.get_untracked() != next {
            holder.set(next);
        }
        request_animation_frame(|| web::focus_first(".decision-area"));
    };
    // The keyboard starts on the first choice too (the form's Start button is gone).
    request_animation_frame(|| web::focus_first(".decision-area"));
    // Applies actions by `seat`, stopping at the first refusal; saves, animates, passes on.
    // One tap may dispatch several actions (a card and its bonus): undo takes them back together.
    let last_group = StoredValue::new(None::<(usize, usize)>);
    let apply = move |seat: Seat, actions: Vec<G::Action>| {
        flip::snapshot();
        let mut refused = None;
        session.update(|s| {
            let mut applied = 0;
            for a in actions {
                if let Err(e) = s.apply(seat, a) {
                    refused = Some(e.to_string());
                    break;
                }
                applied += 1;
            }
            last_group.set_value(Some((s.steps().len(), applied)));
        });
        error.set(refused.map(|e| tr_now().move_refused(&e)));
        persist();
        settle();
        flip::play();
    };

    let dispatch = Callback::new(move |actions: Vec<G::Action>| {
        if let Some(seat) = acting_seat.get_untracked() {
            apply(seat, actions);
        }
    });
    // ---- bots ----
    // Questions to the worker: a bot's move, or a person's hint. Each has its own id, and the
    // newest of each kind is the one awaited: asking for a hint never drops a bot's pending
    // question (a bot in a window once never moved after a person asked for a hint).
    let asked = StoredValue::new(None::<(usize, Seat)>);
    let next_id = StoredValue::new(0_u32);
    let fresh_id = move || {
        let n = next_id.get_value() + 1;
        next_id.set_value(n);
        n
    };
    let bot_question = StoredValue::new(None::<u32>);
    let thinking = RwSignal::new(None::<Seat>);
    let waiting = RwSignal::new(None::<(usize, Seat, G::Action)>);
    let hint = RwSignal::new(HintState::Idle);
    let bots_failed = RwSignal::new(false);
    let alone = Signal::derive(move || only.get().is_some());
    provide_context(Table::<G> {
        view,
        viewer,
        acting: acting_seat,
        legal,
        dispatch,
        names,
        bots: bots.into(),
        thinking: thinking.into(),
        alone,
    });
    let play_waiting = move || {
        let Some((at, seat, action)) = waiting.get_untracked() else { return };
        waiting.set(None);
        if steps.get_untracked() != at || bots.with_untracked(|b| level_of(b, seat).is_none()) {
            return;
        }
        if matches!(turn.get_untracked(), Turn::Window(_)) && G::is_decline(&action) {
            passed.update(|p| p.push(seat));
        } else {
            apply(seat, vec![action]);
        }
    };
    let on_reply = Callback::new(move |reply: Reply| {
        if hint.with_untracked(|h| *h == HintState::Asked(reply.id)) {
            hint.set(HintState::Ready(Hint { seat: reply.seat, action: reply.action, shares: reply.shares }));
            return;
        }
        if bot_question.get_value() != Some(reply.id) {
            return;
        }
        bot_question.set_value(None);
        thinking.set(None);
        // The seat is the one asked about, not the worker's word for it.
        let Some((at, seat)) = asked.get_value() else { return };
        let Some(action) = reply.action.and_then(G::Action::from_code) else {
            error.set(Some(tr_now().bot_stuck(&names.with_value(|n| name_of(n, seat)))));
            return;
        };
        waiting.set(Some((at, seat, action)));
        let pause = (last_move.get_value() + pace.get_untracked().pause_ms(dwell.get_value()) - now()).max(0.0);
        set_timeout(play_waiting, Duration::from_millis(pause as u64));
    });
    let link = StoredValue::new_local(None::<Link>);
    let ask = move |request: &Request<G>| {
        if link.with_value(Option::is_none) {
            let l = Link::new(game.id(), on_reply, Callback::new(move |()| {
                bots_failed.set(true);
                thinking.set(None);
            }));
            bots_failed.set(l.failed);
            link.set_value(Some(l));
        }
        link.with_value(|l| l.as_ref().is_some_and(|l| l.ask(request)))
    };
    on_cleanup(move || link.set_value(None));

    // Whenever a bot must answer, ask the worker (once per position and seat).
    Effect::new(move |last_steps: Option<usize>| {
        let at = steps.get();
        if last_steps.is_some_and(|l| l != at) {
            passed.set(Vec::new());
        }
        let t = turn.get();
        let b = bots.get();
        if stale.get() {
            return at;
        }
        let p = passed.get();
        match bot_to_ask(&t, &b, &p) {
            Some(seat) if asked.get_value() != Some((at, seat)) => {
                asked.set_value(Some((at, seat)));
                let n = fresh_id();
                bot_question.set_value(Some(n));
                let Some(level) = level_of(&b, seat) else { return at };
                // The worker is given what the bot's seat knows, never the save.
                let knowledge = session.with_untracked(|s| s.knowledge(seat));
                let request = Request { id: n, knowledge, level, seed: Bot::seed_for(game_seed, at as u64, seat) };
                thinking.set(Some(seat));
                if !ask(&request) {
                    thinking.set(None);
                }
            }
            Some(_) => {}
            None => {
                thinking.set(None);
                // A window of bots only, all passed: it closes.
                if let Turn::Window(v) = &t {
                    if bots_passed(&t, &b, &p) && v.iter().all(|&s| level_of(&b, s).is_some()) {
                        if let Some(&s) = v.first() {
                            if let Some(a) = session.with_untracked(|x| x.legal_actions(s).into_iter().find(G::is_decline)) {
                                apply(s, vec![a]);
                            }
                        }
                    }
                }
            }
        }
        at
    });
    let ask_hint = Callback::new(move |seat: Seat| {
        let n = fresh_id();
        hint.set(HintState::Asked(n));
        let at = steps.get_untracked() as u64;
        let knowledge = session.with_untracked(|s| s.knowledge(seat));
        let request = Request { id: n, knowledge, level: Level::Strong, seed: Bot::seed_for(game_seed, at, seat) ^ 0x41 };
        if !ask(&request) {
            hint.set(HintState::Idle);
        }
    });
    // A hint belongs to the position it was asked in: after any move, or a hand-over, the
    // button is back.
    Effect::new(move |_| {
        steps.track();
        holder.track();
        hint.set(HintState::Idle);
    });
    let hint_seat = Memo::new(move |_| match (mode.get(), only.get()) {
        (Mode::Private { seat, acting: true }, _) => Some(seat),
        (Mode::Public { acting: Some(seat) }, Some(o)) if seat == o => Some(seat),
        (Mode::Public { acting: Some(seat) }, _) if !has_secrets => Some(seat),
        _ => None,
    });
    let set_bots = Callback::new(move |next: Vec<Option<Level>>| {
        bots.set(next);
        if let Some(o) = only.get_untracked() {
            holder.set(Holder::Seat(o));
        } else if let Holder::Seat(s) = holder.get_untracked() {
            if bots.with_untracked(|b| level_of(b, s).is_some()) {
                holder.set(Holder::Table);
            }
        }
        persist();
    });

    // Another tab wrote this save: stop writing, offer to load the newer state.
    let handle = window_event_listener(leptos::ev::storage, move |e: web_sys::StorageEvent| {
        if e.key().as_deref() != Some(storage::key_of(&id.get_value()).as_str()) {
            return;
        }
        let newer = e
            .new_value()
            .and_then(|t| save::parse(&t).ok())
            .is_none_or(|f| f.meta.revision > meta.get_untracked().revision);
        if newer {
            stale.set(true);
        }
    });
    on_cleanup(move || handle.remove());

    // Tell an embedding page once the game ends here.
    Effect::new(move |was_over: Option<bool>| {
        let outcome = session.with(Session::outcome);
        let over = outcome.is_some();
        if over && was_over == Some(false) {
            #[derive(serde::Serialize)]
            struct GameOverMessage<'a> {
                r#type: &'a str,
                game: &'a str,
                outcome: &'a Option<crate::engine::Outcome>,
            }
            let message = GameOverMessage { r#type: "camelot-table:game-over", game: game.id(), outcome: &outcome };
            if let Ok(json) = serde_json::to_string(&message) {
                web::post_to_parent(&json);
            }
        }
        over
    });

    let reload = Callback::new(move |()| match storage::read(&id.get_value()).and_then(|f| save::load::<G>(&f).map(|s| (f, s))) {
        Ok((f, s)) => {
            let mut b = f.meta.bots.clone();
            b.resize(usize::from(players), None);
            bots.set(b);
            session.set(s);
            meta.set(f.meta);
            stale.set(false);
            holder.set(only.get_untracked().map_or(Holder::Table, Holder::Seat));
        }
        Err(e) => error.set(Some(describe_error(&e, tr_now()))),
    });

    let undo_step = Memo::new(move |_| {
        if stale.get() {
            return None;
        }
        session.with(|s| {
            let step = s.steps().last().filter(|_| s.can_undo())?;
            // A bot's move is not taken back: it would only play it again.
            if bots.with(|b| level_of(b, step.seat).is_some()) {
                return None;
            }
            let label = names.with_value(|n| G::action_label(&step.action, n, tr()));
            Some((step.seat, label))
        })
    });
    let undo = move |_| {
        let mut undone = false;
        flip::snapshot();
        let group = last_group.get_value().filter(|&(at, _)| at == steps.get_untracked()).map_or(1, |(_, n)| n.max(1));
        last_group.set_value(None);
        session.update(|s| {
            for _ in 0..group {
                if s.undo().is_none() {
                    break;
                }
                undone = true;
            }
        });
        if undone {
            persist();
            settle();
            flip::play();
        }
    };

    // The prompt bar: whose turn and what for, a bot thinking, or whose eyes only.
    let prompt_text = Memo::new(move |_| {
        let t = tr();
        let name = |s: Seat| names.with_value(|n| name_of(n, s));
        if let Some(s) = thinking.get() {
            return t.bot_thinking(&name(s));
        }
        if let Some((_, s, _)) = waiting.get() {
            return t.bot_moves(&name(s));
        }
        match mode.get() {
            Mode::Private { seat, .. } if only.get().is_none() => t.private_only(&name(seat)),
            Mode::Over => t.game_over().to_owned(),
            _ => public.with(|v| names.with_value(|n| G::prompt(v, n, t))),
        }
    });
    let private = Signal::derive(move || only.get().is_none() && matches!(mode.get(), Mode::Private { .. }));

    // The pass screen's parts.
    let pass_seats = Memo::new(move |_| match mode.get() {
        Mode::Pass { seats, window } => Some((seats, window)),
        _ => None,
    });
    let claims = Signal::derive(move || {
        let t = tr();
        pass_seats.get().map_or_else(Vec::new, |(seats, window)| {
            seats
                .into_iter()
                .map(|seat| {
                    let name = names.with_value(|n| name_of(n, seat));
                    Claim { seat, label: if window { name } else { t.i_am(&name) } }
                })
                .collect()
        })
    });
    let instruction = Signal::derive(move || {
        let t = tr();
        match pass_seats.get() {
            Some((seats, false)) if seats.len() == 1 => t.pass_to(&names.with_value(|n| name_of(n, seats[0]))),
            Some((seats, false)) => t.secret_choices_from(&names.with_value(|n| seats.iter().map(|&s| name_of(n, s)).collect::<Vec<_>>().join(", "))),
            Some((_, true)) => t.window_instruction().to_owned(),
            None => String::new(),
        }
    });
    let claim = Callback::new(move |seat: Seat| {
        holder.set(Holder::Seat(seat));
        request_animation_frame(|| web::focus_first(".decision-area"));
    });
    let no_one = move |_| {
        let Some(seat) = turn.with_untracked(|t| acting(t).first().copied()) else { return };
        if let Some(action) = session.with_untracked(|s| s.legal_actions(seat).into_iter().find(G::is_decline)) {
            apply(seat, vec![action]);
        }
    };

    let journal = Memo::new(move |_| {
        let v = viewer.get();
        let t = tr();
        session.with(|s| view.with(|vw| names.with_value(|n| log_for::<G>(s, vw, v, n, t))))
    });
    let log_lines = Signal::derive(move || journal.with(|(lines, _)| lines.clone()));
    // What just happened, under the prompt until the next move: the newest move's lines.
    let just_now = Signal::derive(move || {
        journal.with(|(lines, start)| {
            let text = lines[*start..].iter().map(|l| l.text.as_str()).collect::<Vec<_>>().join(" ");
            (!text.is_empty()).then_some(text)
        })
    });
    let outcome_line = Signal::derive(move || {
        session.with(|s| s.outcome()).map_or_else(String::new, |o| public.with(|v| names.with_value(|n| G::outcome_line(&o, v, n, tr()))))
    });

    // The decision area is redrawn only when what it shows changes kind, not on every turn.
    let area = Memo::new(move |_| match mode.get() {
        Mode::Over => 0u8,
        Mode::Pass { window: false, .. } => 1,
        Mode::Pass { window: true, .. } => 2,
        Mode::Public { .. } | Mode::Private { .. } => 3,
    });
    let players_open = RwSignal::new(false);
    let log_open = RwSignal::new(false);
    let rules_open = RwSignal::new(false);
    let toggle = |s: RwSignal<bool>| move |_| s.update(|o| *o = !*o);
    let label_of = Callback::new(move |code: u32| {
        G::Action::from_code(code).map(|a| names.with_value(|n| G::action_label(&a, n, tr()))).unwrap_or_default()
    });

    let any_bot = Signal::derive(move || bots.with(|b| b.iter().any(Option::is_some)));
    let set_pace = Callback::new(move |p: Pace| {
        pace.set(p);
        storage::save_pace(p.code());
    });

    // The layout's slots (`style/main.css`): the prompt with what just happened; the board; the
    // decision, a dock at the bottom of a phone's screen (always in view, never under other
    // buttons) and beside the board on a wide one; the log and the players beside the board
    // on a tablet or desktop, over it on a phone. Players, Log and Rules open from the header.
    view! {
        <PageHeader title=move || crate::app::catalog::title(game, tr())
            on_home=Callback::new(move |()| ctx.go(Screen::Home))>
            <button type="button" class="tab-btn players-btn" aria-expanded=move || players_open.get().to_string() on:click=toggle(players_open)>
                <Icon art=kit::PLAYERS/><span>{txt(Tr::players)}</span>
            </button>
            <button type="button" class="tab-btn log-btn" aria-expanded=move || log_open.get().to_string() on:click=toggle(log_open)>
                <Icon art=kit::LOG/><span>{txt(Tr::log)}</span>
            </button>
            <button type="button" class="tab-btn rules-btn" aria-expanded=move || rules_open.get().to_string() on:click=toggle(rules_open)>
                <Icon art=kit::RULES/><span>{txt(Tr::rules)}</span>
            </button>
        </PageHeader>
        <main class=move || format!("play {}", game.id()) class:over=move || area.get() == 0>
            <PromptBar text=prompt_text private just=just_now just_label=txt(Tr::just_now)>
                <Show when=move || waiting.with(Option::is_some)>
                    <button type="button" class="skip" on:click=move |_| play_waiting()>{txt(Tr::bot_skip)}</button>
                </Show>
                {move || undo_step.get().filter(|(seat, _)| matches!(holder.get(), Holder::Table) || holder.get() == Holder::Seat(*seat) || only.get().is_some()).map(|(seat, label)| {
                    let who = names.with_value(|n| name_of(n, seat));
                    // The move itself is named only to the seat that made it, or where nothing is
                    // secret: on the table of a game with secrets it may have been a private
                    // choice (a pledge, a card), and the next seat is already looking.
                    let own = !has_secrets || only.get().is_some() || holder.get() == Holder::Seat(seat);
                    let text = if own { tr().undo_move(&who, &label) } else { tr().undo_move_unnamed(&who) };
                    view! { <button type="button" class="undo" on:click=undo>{text}</button> }
                })}
                <Show when=move || private.get()>
                    <button type="button" class="hide" on:click=move |_| holder.set(Holder::Table)>{txt(Tr::hide)}</button>
                </Show>
            </PromptBar>
            <SaveStatus stale status error on_reload=reload/>
            <Show when=move || bots_failed.get()>
                <p class="warning" role="alert">{txt(Tr::bots_unavailable)}</p>
            </Show>
            <div class="play-grid">
                <section class="board-area" aria-label=txt(Tr::table_region)>{G::board()}</section>
                <section class="decision-area" aria-label=txt(Tr::decision_region)>
                    {move || match area.get() {
                        0 => view! { <GameOver<G> line=outcome_line/> }.into_any(),
                        1 | 2 => view! {
                            <PassScreen instruction claims on_claim=claim>
                                {(area.get_untracked() == 2).then(|| view! { <button type="button" class="big" on:click=no_one>{txt(Tr::no_one)}</button> })}
                            </PassScreen>
                        }.into_any(),
                        _ => view! {
                            {G::decision()}
                            <HintPanel seat=hint_seat hint on_ask=ask_hint label_of/>
                        }.into_any(),
                    }}
                </section>
                <Sheet title=txt(Tr::log) open=log_open close_label=txt(Tr::close) class="log-sheet" side=true>
                    <Log lines=log_lines label=txt(Tr::log) empty=txt(Tr::log_empty)/>
                </Sheet>
                <Sheet title=txt(Tr::players) open=players_open close_label=txt(Tr::close) class="players-sheet" side=true>
                    {G::players_panel()}
                    <Show when=move || any_bot.get()>
                        <PaceControl pace on_change=set_pace/>
                    </Show>
                    <SeatControls bots names=names.get_value() on_change=set_bots/>
                </Sheet>
                <Sheet title=txt(Tr::rules) open=rules_open close_label=txt(Tr::close) class="rules-sheet">
                    <RulesText game/>
                </Sheet>
            </div>
        </main>
    }
}
