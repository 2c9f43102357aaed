//! The game screen, written once for every game: who holds the device, the privacy screen,
//! autosave after every action, the stale-tab check, undo, the log and the game-over message.
//!
//! Privacy: the screen renders exactly one view — the public one while the device lies on the
//! table, or one seat's after that seat has tapped "I am …". Another seat's view is never built,
//! so nothing private to it can reach the DOM.

use super::game_ui::{GameUi, TableProps};
use super::i18n::Lang;
use super::route::Screen;
use super::saves::describe_error;
use super::setup::acting;
use super::storage::{self, Status, WriteError};
use super::{ctx, web};
use crate::engine::save::{self, LoadError, SaveFile};
use crate::engine::session::Session;
use crate::engine::{GameEvent, Seat, Turn, Viewer};
use crate::tr;
use leptos::prelude::*;

/// Who is holding the device.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Holder {
    /// The table: only public information is on screen.
    Table,
    /// This seat, after confirming "I am …".
    Seat(Seat),
}

pub fn play(id: String) -> impl IntoView {
    match storage::load(&id) {
        Ok(file) => match super::playable(&file.game) {
            Some(game) => crate::with_ui!(game, G => table_screen::<G>(file), _ => broken(id, LoadError::UnknownGame(file.game))),
            None => broken(id, LoadError::UnknownGame(file.game)),
        },
        Err(e) => broken(id, e),
    }
}

/// A save that cannot be opened: say which and why, offer export and delete.
fn broken(id: String, error: LoadError) -> AnyView {
    let ctx = ctx();
    let lang = ctx.lang;
    let raw = storage::read_raw(&id);
    let id2 = id.clone();
    view! {
        <main class="broken-save">
            <h1>{move || tr!(lang.get(), "This game cannot be opened", "Dieses Spiel lässt sich nicht öffnen")}</h1>
            <p role="alert">{
                let id = id.clone();
                move || tr!(lang.get(), format!("Save {id}: {}", describe_error(&error, lang.get())), format!("Spielstand {id}: {}", describe_error(&error, lang.get())))
            }</p>
            <div class="row">
                {raw.map(|raw| {
                    let name = format!("camelot-table-damaged-{id2}.json");
                    view! { <button type="button" on:click=move |_| web::download(&name, &raw)>{move || tr!(lang.get(), "Export raw text", "Rohtext exportieren")}</button> }
                })}
                <button type="button" class="primary" on:click=move |_| ctx.go(Screen::Saves)>{move || tr!(lang.get(), "Saved games", "Gespeicherte Spiele")}</button>
            </div>
        </main>
    }
    .into_any()
}

fn first_acting(turn: &Turn) -> Option<Seat> {
    acting(turn).first().copied()
}

fn name_of(names: &[String], seat: Seat) -> String {
    names.get(usize::from(seat)).cloned().unwrap_or_else(|| format!("#{}", seat + 1))
}

#[allow(clippy::too_many_lines)] // one screen's wiring; the pieces below are small
fn table_screen<G: GameUi>(file: SaveFile) -> AnyView {
    let ctx = ctx();
    let lang = ctx.lang;
    let session = match save::load::<G>(&file) {
        Ok(s) => RwSignal::new(s),
        Err(e) => return broken(file.id, e),
    };
    let id = StoredValue::new(file.id.clone());
    let meta = RwSignal::new(file.meta.clone());
    let names = file.meta.names.clone();
    let has_secrets = session.with_untracked(Session::has_secrets);
    let turn = Memo::new(move |_| session.with(Session::turn));
    let holder = RwSignal::new(if has_secrets {
        Holder::Table
    } else {
        first_acting(&turn.get_untracked()).map_or(Holder::Table, Holder::Seat)
    });
    let stale = RwSignal::new(false);
    let status = RwSignal::new(storage::status());
    let error = RwSignal::new(None::<String>);

    // The device goes back to the table whenever its holder has nothing left to do.
    Effect::new(move |_| {
        let t = turn.get();
        if !has_secrets {
            holder.set(first_acting(&t).map_or(Holder::Table, Holder::Seat));
        } else if let Holder::Seat(s) = holder.get_untracked() {
            // Unless the holder's last action showed them something they must see first (a card
            // looked at, a card received): then they put the device down themselves ("Hide").
            // At the end of the game everything goes to the table's final screen.
            let news = || session.with_untracked(|x| x.steps().last().is_some_and(|st| st.seat == s && st.events.iter().any(|e| G::shows_actor(e) && e.visible_to(Viewer::Seat(s)))));
            if !t.includes(s) && (t == Turn::Over || !news()) {
                holder.set(Holder::Table);
            }
        }
    });

    let persist = move || {
        let mut m = meta.get_untracked();
        session.with_untracked(|s| {
            m.last_played = web::now_ms();
            m.to_act = acting(&s.turn());
            m.outcome = s.outcome();
        });
        let mut file = session.with_untracked(|s| save::save_of(s, &id.get_value(), m));
        match storage::write(&mut file) {
            Ok(()) => {
                meta.set(file.meta);
                status.set(Status::Saving);
            }
            Err(WriteError::Stale { .. }) => stale.set(true),
            Err(e) => {
                meta.set(file.meta);
                status.set(Status::Off(e));
            }
        }
    };

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

    let reload_from_storage = move || match storage::load(&id.get_value()).and_then(|f| save::load::<G>(&f).map(|s| (s, f.meta))) {
        Ok((s, m)) => {
            session.set(s);
            meta.set(m);
            stale.set(false);
            holder.set(Holder::Table);
        }
        Err(e) => error.set(Some(describe_error(&e, lang.get_untracked()))),
    };

    // Tell an embedding page once the game ends here.
    Effect::new(move |was_over: Option<bool>| {
        let outcome = session.with(Session::outcome);
        let over = outcome.is_some();
        if over && was_over == Some(false) {
            let message = serde_json::json!({
                "type": "camelot-table:game-over",
                "game": G::ID,
                "outcome": outcome,
            });
            web::post_to_parent(&message);
        }
        over
    });

    let dispatch = Callback::new(move |action: G::Action| {
        let Holder::Seat(seat) = holder.get_untracked() else { return };
        if stale.get_untracked() {
            return;
        }
        let mut refused = None;
        session.update(|s| {
            if let Err(e) = s.apply(seat, action) {
                refused = Some(e.to_string());
            }
        });
        match refused {
            Some(e) => error.set(Some(e)),
            None => {
                error.set(None);
                persist();
            }
        }
    });

    let undo = move || {
        let mut undone = false;
        session.update(|s| undone = s.undo().is_some());
        if undone {
            if let Holder::Seat(s) = holder.get_untracked() {
                if !session.with_untracked(|x| x.turn().includes(s)) {
                    holder.set(Holder::Table);
                }
            }
            persist();
        }
    };

    let names_sv = StoredValue::new(names.clone());

    // The one table on screen, rebuilt from scratch when the holder changes.
    let table = move || {
        let h = holder.get();
        let viewer = match h {
            Holder::Table => Viewer::Public,
            Holder::Seat(s) => Viewer::Seat(s),
        };
        let view = Memo::new(move |_| session.with(|s| s.view(viewer)));
        let legal = Memo::new(move |_| match viewer {
            Viewer::Seat(s) if !stale.get() => session.with(|x| x.legal_actions(s)),
            _ => Vec::new(),
        });
        G::table(TableProps { view, viewer, legal, dispatch, names: names_sv.get_value(), lang: lang.into() })
    };

    let pass_panel = move || {
        let l = lang.get();
        let names = names_sv.get_value();
        match holder.get() {
            Holder::Seat(s) if has_secrets => view! {
                <div class="holder-bar" role="region" aria-label=tr!(l, "Private screen", "Privater Bildschirm")>
                    <span>{tr!(l, format!("Only {} should look now.", name_of(&names, s)), format!("Nur {} darf jetzt hinsehen.", name_of(&names, s)))}</span>
                    <button type="button" on:click=move |_| holder.set(Holder::Table)>{tr!(l, "Hide", "Verbergen")}</button>
                </div>
            }
            .into_any(),
            Holder::Seat(_) => ().into_any(),
            Holder::Table => pass_choices::<G>(turn.get(), &names, l, holder, session, dispatch).into_any(),
        }
    };

    let undo_button = move || {
        let l = lang.get();
        let can = session.with(|s| s.can_undo()) && !stale.get();
        let last = session.with(|s| s.steps().last().map(|st| (st.seat, st.action.clone())));
        let h = holder.get();
        match last {
            Some((seat, action)) if can && (h == Holder::Table || h == Holder::Seat(seat)) => {
                let label = G::action_label(&action, &names_sv.get_value(), l);
                let who = name_of(&names_sv.get_value(), seat);
                Some(view! {
                    <button type="button" class="undo" on:click=move |_| undo()>
                        {tr!(l, format!("Undo {who}’s move: {label}"), format!("{who}s Zug zurücknehmen: {label}"))}
                    </button>
                })
            }
            _ => None,
        }
    };

    let log = move || {
        let l = lang.get();
        let viewer = match holder.get() {
            Holder::Table => Viewer::Public,
            Holder::Seat(s) => Viewer::Seat(s),
        };
        let names = names_sv.get_value();
        let mut lines: Vec<String> = session.with(|s| s.log(viewer).map(|(_, _, e)| G::describe(e, &names, l)).collect());
        lines.reverse();
        lines.into_iter().map(|line| view! { <li>{line}</li> }).collect_view()
    };

    let banners = move || {
        let l = lang.get();
        let mut out = Vec::new();
        if stale.get() {
            out.push(view! {
                <div class="warning" role="alert">
                    <p>{tr!(l, "This game was continued in another tab or window. This tab is out of date and will not save.", "Dieses Spiel wurde in einem anderen Tab oder Fenster weitergespielt. Dieser Tab ist veraltet und speichert nicht.")}</p>
                    <button type="button" class="primary" on:click=move |_| reload_from_storage()>{tr!(l, "Load the newer state", "Neueren Stand laden")}</button>
                </div>
            }.into_any());
        }
        if let Status::Off(e) = status.get() {
            let why = match e {
                WriteError::Full => tr!(l, "the browser’s storage is full", "der Speicher des Browsers ist voll"),
                _ => tr!(l, "this browser does not allow it here", "dieser Browser erlaubt es hier nicht"),
            };
            out.push(view! {
                <p class="warning" role="status">{tr!(l, format!("Saving is off ({why}): this game lasts only while the page stays open."), format!("Speichern ist aus ({why}): Dieses Spiel bleibt nur erhalten, solange die Seite offen ist."))}</p>
            }.into_any());
        }
        if let Some(e) = error.get() {
            out.push(view! { <p class="error" role="alert">{e}</p> }.into_any());
        }
        out.collect_view()
    };

    view! {
        <div class="play">
            <header class="game-header">
                <Show when=move || !ctx.embed>
                    <button type="button" class="back" on:click=move |_| ctx.go(Screen::Home)>{move || tr!(lang.get(), "← Home", "← Start")}</button>
                </Show>
                <h1>{move || G::title(lang.get())}</h1>
            </header>
            {banners}
            {pass_panel}
            <div class="table-area">{table}</div>
            {undo_button}
            <details class="log">
                <summary>{move || tr!(lang.get(), "Game log", "Spielprotokoll")}</summary>
                <ol reversed>{log}</ol>
            </details>
            <details class="rules-inline">
                <summary>{move || tr!(lang.get(), "Rules", "Regeln")}</summary>
                {move || G::rules(lang.get())}
            </details>
        </div>
    }
    .into_any()
}

/// The table's choices while nobody holds the device: whom to pass it to, a window's question,
/// or the end of the game.
fn pass_choices<G: GameUi>(
    turn: Turn,
    names: &[String],
    l: Lang,
    holder: RwSignal<Holder>,
    session: RwSignal<Session<G>>,
    dispatch: Callback<G::Action>,
) -> AnyView {
    let ctx = ctx();
    let prompt = session.with_untracked(|s| G::prompt(&s.view(Viewer::Public), names, l));
    let me_button = |seat: Seat| {
        let name = name_of(names, seat);
        view! {
            <button type="button" class="primary big" on:click=move |_| holder.set(Holder::Seat(seat))>
                {tr!(l, format!("I am {name}"), format!("Ich bin {name}"))}
            </button>
        }
    };
    match turn {
        Turn::Seat(seat) => view! {
            <section class="pass" aria-live="polite">
                <p class="prompt">{prompt}</p>
                <p class="pass-to">{tr!(l, "Pass the device to ", "Gib das Gerät weiter an ")}<strong>{name_of(names, seat)}</strong></p>
                {me_button(seat)}
            </section>
        }
        .into_any(),
        Turn::Simultaneous(seats) => {
            let waiting: Vec<String> = seats.iter().map(|&s| name_of(names, s)).collect();
            view! {
                <section class="pass" aria-live="polite">
                    <p class="prompt">{prompt}</p>
                    <p>{tr!(l, format!("Secret choices still needed from: {}", waiting.join(", ")), format!("Geheime Wahl fehlt noch von: {}", waiting.join(", ")))}</p>
                    <div class="row">{seats.into_iter().map(me_button).collect_view()}</div>
                </section>
            }
            .into_any()
        }
        Turn::Window(seats) => {
            let first = seats.first().copied();
            let decline = move |_| {
                let Some(seat) = first else { return };
                let action = session.with_untracked(|s| s.legal_actions(seat).into_iter().find(G::is_decline));
                if let Some(action) = action {
                    holder.set(Holder::Seat(seat));
                    dispatch.run(action);
                    holder.set(Holder::Table);
                }
            };
            view! {
                <section class="pass window" aria-live="polite">
                    <p class="prompt">{prompt}</p>
                    <p>{tr!(l, "Whoever wants to act taps their name and takes the device. Everyone is asked, so asking gives nothing away.", "Wer handeln will, tippt auf den eigenen Namen und nimmt das Gerät. Alle werden gefragt, die Frage verrät also nichts.")}</p>
                    <div class="row">
                        {seats.iter().map(|&s| {
                            let name = name_of(names, s);
                            view! { <button type="button" on:click=move |_| holder.set(Holder::Seat(s))>{name}</button> }
                        }).collect_view()}
                        <button type="button" class="primary" on:click=decline>{tr!(l, "No one", "Niemand")}</button>
                    </div>
                </section>
            }
            .into_any()
        }
        Turn::Over => {
            let text = session.with_untracked(|s| s.outcome().map(|o| G::outcome_text(&o, &s.view(Viewer::Public), names, l)));
            let game = super::playable(G::ID);
            view! {
                <section class="game-over" aria-live="polite">
                    <h2>{tr!(l, "Game over", "Spielende")}</h2>
                    <p class="outcome">{text}</p>
                    <div class="row">
                        {game.map(|g| view! { <button type="button" class="primary" on:click=move |_| ctx.go(Screen::Setup(g))>{tr!(l, "New game", "Neues Spiel")}</button> })}
                        <Show when=move || !ctx.embed>
                            <button type="button" on:click=move |_| ctx.go(Screen::Home)>{tr!(l, "Home", "Start")}</button>
                        </Show>
                    </div>
                </section>
            }
            .into_any()
        }
    }
}
