//! The game screen, written once for every game (through [`Driver`]): who holds the device,
//! the privacy screen, autosave after every action, the stale-tab check, undo, the log and the
//! game-over message.
//!
//! Privacy: the screen renders exactly one view — the public one while the device lies on the
//! table, or one seat's after that seat has tapped "I am …". Another seat's view is never built,
//! so nothing private to it can reach the DOM.

use super::driver::{self, Driver};
use super::i18n::Lang;
use super::route::Screen;
use super::saves::describe_error;
use super::setup::acting;
use super::storage::{self, Status, WriteError};
use super::{ctx, web};
use crate::engine::save::{self, LoadError, SaveFile};
use crate::engine::{Seat, Turn, Viewer};
use crate::tr;
use leptos::prelude::*;
use std::sync::Arc;

/// Who is holding the device.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Holder {
    /// The table: only public information is on screen.
    Table,
    /// This seat, after confirming "I am …".
    Seat(Seat),
}

impl Holder {
    fn viewer(self) -> Viewer {
        match self {
            Holder::Table => Viewer::Public,
            Holder::Seat(s) => Viewer::Seat(s),
        }
    }
}

pub fn play(id: String) -> impl IntoView {
    match storage::load(&id).and_then(|file| driver::load(&file).map(|d| (d, file))) {
        Ok((d, file)) => table_screen(d, file),
        Err(e) => broken(id, e),
    }
}

/// A save that cannot be opened: say which and why, offer export and delete.
fn broken(id: String, error: LoadError) -> AnyView {
    let ctx = ctx();
    let l = ctx.lang.get_untracked();
    let raw = storage::read_raw(&id);
    let name = format!("camelot-table-damaged-{id}.json");
    view! {
        <main class="broken-save">
            <h1>{tr!(l, "This game cannot be opened", "Dieses Spiel lässt sich nicht öffnen")}</h1>
            <p role="alert">{tr!(l, format!("Save {id}: {}", describe_error(&error, l)), format!("Spielstand {id}: {}", describe_error(&error, l)))}</p>
            <div class="row">
                {raw.map(|raw| view! { <button type="button" on:click=move |_| web::download(&name, &raw)>{tr!(l, "Export raw text", "Rohtext exportieren")}</button> })}
                <button type="button" class="primary" on:click=move |_| ctx.go(Screen::Saves)>{tr!(l, "Saved games", "Gespeicherte Spiele")}</button>
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
fn table_screen(d: Arc<dyn Driver>, file: SaveFile) -> AnyView {
    let ctx = ctx();
    let lang = ctx.lang;
    let id = StoredValue::new(file.id.clone());
    let meta = RwSignal::new(file.meta.clone());
    let names = StoredValue::new(file.meta.names.clone());
    let has_secrets = d.has_secrets();
    let turn = Memo::new({
        let d = d.clone();
        move |_| d.turn()
    });
    let holder = RwSignal::new(if has_secrets {
        Holder::Table
    } else {
        first_acting(&turn.get_untracked()).map_or(Holder::Table, Holder::Seat)
    });
    let stale = RwSignal::new(false);
    let status = RwSignal::new(storage::status());
    let error = RwSignal::new(None::<String>);

    // The device goes back to the table whenever its holder has nothing left to do — unless
    // their last action showed them something they must see first (they tap "Hide"). At the
    // end of the game everything goes to the table's final screen.
    Effect::new({
        let d = d.clone();
        move |_| {
            let t = turn.get();
            if !has_secrets {
                holder.set(first_acting(&t).map_or(Holder::Table, Holder::Seat));
            } else if let Holder::Seat(s) = holder.get_untracked() {
                if !t.includes(s) && (t == Turn::Over || !d.keeps_device(s)) {
                    holder.set(Holder::Table);
                }
            }
        }
    });

    let persist = {
        let d = d.clone();
        move || {
            let mut file = d.save(&id.get_value(), meta.get_untracked(), web::now_ms());
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

    let reload_from_storage = {
        let d = d.clone();
        move || match storage::load(&id.get_value()).and_then(|f| d.replace(&f).map(|()| f.meta)) {
            Ok(m) => {
                meta.set(m);
                stale.set(false);
                holder.set(Holder::Table);
            }
            Err(e) => error.set(Some(describe_error(&e, lang.get_untracked()))),
        }
    };

    // Tell an embedding page once the game ends here.
    Effect::new({
        let d = d.clone();
        move |was_over: Option<bool>| {
            let outcome = d.outcome();
            let over = outcome.is_some();
            if over && was_over == Some(false) {
                web::post_to_parent(&serde_json::json!({
                    "type": "camelot-table:game-over",
                    "game": d.id(),
                    "outcome": outcome,
                }));
            }
            over
        }
    });

    let applied = Callback::new({
        let persist = persist.clone();
        move |result: Result<(), String>| match result {
            Err(e) => error.set(Some(e)),
            Ok(()) => {
                error.set(None);
                persist();
            }
        }
    });

    let undo = {
        let d = d.clone();
        let persist = persist.clone();
        move || {
            if d.undo() {
                if let Holder::Seat(s) = holder.get_untracked() {
                    if !d.turn().includes(s) {
                        holder.set(Holder::Table);
                    }
                }
                persist();
            }
        }
    };

    // The one table on screen, rebuilt from scratch when the holder changes.
    let table = {
        let d = d.clone();
        move || {
            let viewer = holder.get().viewer();
            let enabled = Signal::derive(move || !stale.get());
            d.table(viewer, names.get_value(), lang.into(), enabled, applied)
        }
    };

    let pass_panel = {
        let d = d.clone();
        move || {
            let l = lang.get();
            let names = names.get_value();
            match holder.get() {
                Holder::Seat(s) if has_secrets => view! {
                    <div class="holder-bar" role="region" aria-label=tr!(l, "Private screen", "Privater Bildschirm")>
                        <span>{tr!(l, format!("Only {} should look now.", name_of(&names, s)), format!("Nur {} darf jetzt hinsehen.", name_of(&names, s)))}</span>
                        <button type="button" on:click=move |_| holder.set(Holder::Table)>{tr!(l, "Hide", "Verbergen")}</button>
                    </div>
                }
                .into_any(),
                Holder::Seat(_) => ().into_any(),
                Holder::Table => pass_choices(&d, turn.get(), &names, l, holder, persist.clone()),
            }
        }
    };

    let undo_button = {
        let d = d.clone();
        move || {
            let l = lang.get();
            let h = holder.get();
            let (seat, label) = d.undoable(&names.get_value(), l).filter(|_| !stale.get())?;
            if h != Holder::Table && h != Holder::Seat(seat) {
                return None;
            }
            let who = name_of(&names.get_value(), seat);
            let undo = undo.clone();
            Some(view! {
                <button type="button" class="undo" on:click=move |_| undo()>
                    {tr!(l, format!("Undo {who}’s move: {label}"), format!("{who}s Zug zurücknehmen: {label}"))}
                </button>
            })
        }
    };

    let log = {
        let d = d.clone();
        move || {
            let lines = d.log(holder.get().viewer(), &names.get_value(), lang.get());
            lines.into_iter().map(|line| view! { <li>{line}</li> }).collect_view()
        }
    };

    let banners = move || {
        let l = lang.get();
        let mut out = Vec::new();
        if stale.get() {
            let reload = reload_from_storage.clone();
            out.push(view! {
                <div class="warning" role="alert">
                    <p>{tr!(l, "This game was continued in another tab or window. This tab is out of date and will not save.", "Dieses Spiel wurde in einem anderen Tab oder Fenster weitergespielt. Dieser Tab ist veraltet und speichert nicht.")}</p>
                    <button type="button" class="primary" on:click=move |_| reload()>{tr!(l, "Load the newer state", "Neueren Stand laden")}</button>
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

    let title = {
        let d = d.clone();
        move || d.title(lang.get())
    };
    let rules = move || d.rules(lang.get());
    view! {
        <div class="play">
            <header class="game-header">
                <Show when=move || !ctx.embed>
                    <button type="button" class="back" on:click=move |_| ctx.go(Screen::Home)>{move || tr!(lang.get(), "← Home", "← Start")}</button>
                </Show>
                <h1>{title}</h1>
                <super::LangSwitch/>
            </header>
            {banners}
            {pass_panel}
            <section class="table-area" aria-label=move || tr!(lang.get(), "Table", "Spieltisch")>{table}</section>
            {undo_button}
            <details class="log">
                <summary>{move || tr!(lang.get(), "Game log", "Spielprotokoll")}</summary>
                <ol reversed>{log}</ol>
            </details>
            <details class="rules-inline">
                <summary>{move || tr!(lang.get(), "Rules", "Regeln")}</summary>
                {rules}
            </details>
        </div>
    }
    .into_any()
}

/// The table's choices while nobody holds the device: whom to pass it to, a window's question,
/// or the end of the game.
fn pass_choices(
    d: &Arc<dyn Driver>,
    turn: Turn,
    names: &[String],
    l: Lang,
    holder: RwSignal<Holder>,
    persist: impl Fn() + Clone + Send + Sync + 'static,
) -> AnyView {
    let ctx = ctx();
    let prompt = d.prompt(names, l);
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
            let d = d.clone();
            let decline = move |_| {
                if let Some(seat) = first {
                    if d.decline(seat) {
                        persist();
                    }
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
            let text = d.outcome_text(names, l);
            let game = super::playable(d.id());
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
