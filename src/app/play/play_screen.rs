//! One game in progress on screen. Everything here is written once for every game; the game
//! adds its board, decision, players and report through [`GameUi`].

use super::game_over::GameOver;
use super::holder::{after_change, Holder, Mode};
use super::save_status::SaveStatus;
use super::{name_of, GameUi, Table};
use crate::app::i18n::{tr, tr_now};
use crate::app::kit::{flip, Claim, Log, PassScreen, PageHeader, PromptBar, Sheet};
use crate::app::route::Screen;
use crate::app::rules_text::RulesText;
use crate::app::setup::acting;
use crate::app::storage::{self, describe_error, Status, WriteError};
use crate::app::{ctx, web};
use crate::engine::save::{self, SaveFile};
use crate::engine::session::Session;
use crate::engine::{GameEvent, Seat, Viewer};
use leptos::prelude::*;

/// Whether `seat`'s last action showed it something private it must see before passing on.
fn shown_to<G: GameUi>(s: &Session<G>, seat: Seat) -> bool {
    s.steps().last().is_some_and(|st| {
        st.seat == seat && st.events.iter().any(|e| G::shows_actor(e) && e.visible_to(Viewer::Seat(seat)))
    })
}

/// The one seat that always holds the device: the player of a game without secrets.
fn only_holder<G: GameUi>(s: &Session<G>) -> Option<Seat> {
    (!s.has_secrets()).then(|| acting(&s.turn()).first().copied().unwrap_or(0))
}

#[component]
#[allow(clippy::too_many_lines)] // the screen's wiring, in one place
pub fn PlayScreen<G: GameUi>(file: SaveFile, session: Session<G>) -> impl IntoView {
    let ctx = ctx();
    let game = G::GAME;
    let only = only_holder(&session);
    let session = RwSignal::new(session);
    let id = StoredValue::new(file.id.clone());
    let names = StoredValue::new(file.meta.names.clone());
    let meta = RwSignal::new(file.meta);
    let holder = RwSignal::new(only.map_or(Holder::Table, Holder::Seat));
    let stale = RwSignal::new(false);
    let status = RwSignal::new(storage::status());
    let error = RwSignal::new(None::<String>);

    let turn = Memo::new(move |_| session.with(Session::turn));
    let public = Memo::new(move |_| session.with(|s| s.view(Viewer::Public)));
    let mode = Memo::new(move |_| {
        let t = turn.get();
        public.with(|v| Mode::of(holder.get(), &t, |s| G::needs_privacy(v, s)))
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

    let persist = move || {
        let mut f = session.with_untracked(|s| {
            let mut m = meta.get_untracked();
            m.last_played = web::now_ms();
            m.to_act = acting(&s.turn());
            m.outcome = s.outcome();
            save::save_of(s, &id.get_value(), m)
        });
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
    // first choice of whoever acts next.
    let settle = move || {
        let next = session.with_untracked(|s| {
            let h = holder.get_untracked();
            let shown = matches!(h, Holder::Seat(seat) if shown_to(s, seat));
            after_change(h, &s.turn(), shown, only)
        });
        if holder.get_untracked() != next {
            holder.set(next);
        }
        request_animation_frame(|| web::focus_first(".decision-area"));
    };

    let dispatch = Callback::new(move |actions: Vec<G::Action>| {
        let Some(seat) = acting_seat.get_untracked() else { return };
        flip::snapshot();
        let mut refused = None;
        session.update(|s| {
            for a in actions {
                if let Err(e) = s.apply(seat, a) {
                    refused = Some(e.to_string());
                    break;
                }
            }
        });
        error.set(refused.map(|e| tr_now().move_refused(&e)));
        persist();
        settle();
        flip::play();
    });

    provide_context(Table::<G> { view, viewer, acting: acting_seat, legal, dispatch, names });

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
            session.set(s);
            meta.set(f.meta);
            stale.set(false);
            holder.set(only.map_or(Holder::Table, Holder::Seat));
        }
        Err(e) => error.set(Some(describe_error(&e, tr_now()))),
    });

    let undo_step = Memo::new(move |_| {
        if stale.get() {
            return None;
        }
        session.with(|s| {
            let step = s.steps().last().filter(|_| s.can_undo())?;
            let label = names.with_value(|n| G::action_label(&step.action, n, tr()));
            Some((step.seat, label))
        })
    });
    let undo = move |_| {
        let mut undone = false;
        flip::snapshot();
        session.update(|s| undone = s.undo().is_some());
        if undone {
            persist();
            settle();
            flip::play();
        }
    };

    // The prompt bar: whose turn and what for, or whose eyes only.
    let prompt_text = Memo::new(move |_| {
        let t = tr();
        match mode.get() {
            Mode::Private { seat, .. } if only.is_none() => t.private_only(&names.with_value(|n| name_of(n, seat))),
            Mode::Over => t.game_over().to_owned(),
            _ => public.with(|v| names.with_value(|n| G::prompt(v, n, t))),
        }
    });
    let private = Signal::derive(move || only.is_none() && matches!(mode.get(), Mode::Private { .. }));

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
        let Some(action) = session.with_untracked(|s| s.legal_actions(seat).into_iter().find(G::is_decline)) else { return };
        let mut ok = false;
        session.update(|s| ok = s.apply(seat, action).is_ok());
        if ok {
            persist();
            settle();
        }
    };

    let log_lines = Memo::new(move |_| {
        let v = viewer.get();
        let t = tr();
        session.with(|s| {
            let events: Vec<_> = s.log(v).collect();
            view.with(|vw| names.with_value(|n| G::log(vw, &events, n, t)))
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
    let rules_seen = RwSignal::new(false);
    Effect::new(move |_| {
        if rules_open.get() {
            rules_seen.set(true);
        }
    });
    let toggle = |s: RwSignal<bool>| move |_| s.update(|o| *o = !*o);

    view! {
        <PageHeader title=move || crate::app::catalog::title(game, tr())
            on_home=Callback::new(move |()| ctx.go(Screen::Home))>
            <button type="button" class="tab-btn players-btn" aria-expanded=move || players_open.get().to_string() on:click=toggle(players_open)>{move || tr().players()}</button>
            <button type="button" class="tab-btn log-btn" aria-expanded=move || log_open.get().to_string() on:click=toggle(log_open)>{move || tr().log()}</button>
            <button type="button" class="tab-btn" aria-expanded=move || rules_open.get().to_string() on:click=toggle(rules_open)>{move || tr().rules()}</button>
        </PageHeader>
        <main class=move || format!("play {}", game.id())>
            <PromptBar text=prompt_text private>
                {move || undo_step.get().filter(|(seat, _)| matches!(holder.get(), Holder::Table) || holder.get() == Holder::Seat(*seat) || only.is_some()).map(|(seat, label)| {
                    let who = names.with_value(|n| name_of(n, seat));
                    view! { <button type="button" class="undo" on:click=undo>{tr().undo_move(&who, &label)}</button> }
                })}
                <Show when=move || private.get()>
                    <button type="button" class="hide" on:click=move |_| holder.set(Holder::Table)>{move || tr().hide()}</button>
                </Show>
            </PromptBar>
            <SaveStatus stale status error on_reload=reload/>
            <div class="play-grid">
                <section class="board-area" aria-label=move || tr().table_region()>{G::board()}</section>
                <section class="decision-area" aria-label=move || tr().decision_region()>
                    {move || match area.get() {
                        0 => view! { <GameOver<G> line=outcome_line/> }.into_any(),
                        1 | 2 => view! {
                            <PassScreen prompt=prompt_text instruction claims on_claim=claim>
                                {(area.get_untracked() == 2).then(|| view! { <button type="button" class="big" on:click=no_one>{move || tr().no_one()}</button> })}
                            </PassScreen>
                        }.into_any(),
                        _ => G::decision(),
                    }}
                </section>
                <Sheet title=move || tr().players() open=players_open close_label=move || tr().close() class="side players-sheet">
                    {G::players_panel()}
                </Sheet>
                <Sheet title=move || tr().log() open=log_open close_label=move || tr().close() class="side log-sheet">
                    <Log lines=log_lines label=move || tr().log() empty=move || tr().log_empty()/>
                </Sheet>
                <Sheet title=move || tr().rules() open=rules_open close_label=move || tr().close() class="rules-sheet">
                    <Show when=move || rules_seen.get()>
                        <RulesText game/>
                    </Show>
                </Sheet>
            </div>
        </main>
    }
}
