//! The game screen, written once for every game (through [`Driver`]): who holds the device,
//! the privacy screen, autosave after every action, the stale-tab check, undo, the log and the
//! game-over message.
//!
//! Privacy: the screen renders exactly one view — the public one while the device lies on the
//! table, or one seat's after that seat has tapped "I am …". Another seat's view is never built,
//! so nothing private to it can reach the DOM.
//!
//! Everything around the game's own table is written as HTML text with one delegated click
//! listener (see [`super::html`]): it keeps this screen's code small.

use super::driver::{self, Driver};
use super::html::{action_of, button, el, push_esc};
use super::i18n::Lang;
use super::route::Screen;
use super::setup::acting;
use super::storage::{self, describe_error, Status, WriteError};
use super::{ctx, lang_action, lang_switch, web};
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
    match storage::read(&id).and_then(|file| driver::load(&file).map(|d| (d, file))) {
        Ok((d, file)) => table_screen(d, file),
        Err(e) => broken(id, e),
    }
}

/// A save that cannot be opened: say which and why, offer export and delete.
fn broken(id: String, error: LoadError) -> AnyView {
    let ctx = ctx();
    let l = ctx.lang.get_untracked();
    let raw = storage::read_raw(&id);
    let mut html = String::new();
    el(&mut html, "h1", "", tr!(l, "This game cannot be opened", "Dieses Spiel lässt sich nicht öffnen"));
    html.push_str("<p role=\"alert\">");
    push_esc(&mut html, &tr!(l, format!("Save {id}: {}", describe_error(&error, l)), format!("Spielstand {id}: {}", describe_error(&error, l))));
    html.push_str("</p><div class=\"row\">");
    if raw.is_some() {
        button(&mut html, "", "export", tr!(l, "Export raw text", "Rohtext exportieren"));
    }
    button(&mut html, "danger", "delete", tr!(l, "Delete this save", "Diesen Spielstand löschen"));
    button(&mut html, "primary", "saves", tr!(l, "Saved games", "Gespeicherte Spiele"));
    html.push_str("</div>");
    let on_click = move |ev: leptos::ev::MouseEvent| match action_of(&ev).as_deref() {
        Some("export") => {
            if let Some(raw) = &raw {
                web::download(&format!("camelot-table-damaged-{id}.json"), raw);
            }
        }
        Some("delete") => {
            storage::delete(&id);
            ctx.go(Screen::Saves);
        }
        Some("saves") => ctx.go(Screen::Saves),
        _ => {}
    };
    view! { <main class="broken-save" on:click=on_click inner_html=html></main> }.into_any()
}

fn first_acting(turn: &Turn) -> Option<Seat> {
    acting(turn).first().copied()
}

fn name_of(names: &[String], seat: Seat) -> String {
    names.get(usize::from(seat)).cloned().unwrap_or_else(|| format!("#{}", seat + 1))
}


/// What the screen shows around the table, as HTML: warnings, the holder's bar or the table's
/// choices (pass the device, a window's question, the end of the game), and undo.
struct Chrome {
    l: Lang,
    names: Vec<String>,
    holder: Holder,
    has_secrets: bool,
    turn: Turn,
    prompt: String,
    outcome: Option<String>,
    undo: Option<(Seat, String)>,
    stale: bool,
    status: Status,
    error: Option<String>,
    embed: bool,
}

impl Chrome {
    fn html(&self) -> String {
        let l = self.l;
        let mut h = String::new();
        if self.stale {
            h.push_str("<div class=\"warning\" role=\"alert\"><p>");
            h.push_str(tr!(l, "This game was continued in another tab or window. This tab is out of date and will not save.", "Dieses Spiel wurde in einem anderen Tab oder Fenster weitergespielt. Dieser Tab ist veraltet und speichert nicht."));
            h.push_str("</p>");
            button(&mut h, "primary", "reload", tr!(l, "Load the newer state", "Neueren Stand laden"));
            h.push_str("</div>");
        }
        if let Status::Off(e) = &self.status {
            let why = match e {
                WriteError::Full => tr!(l, "the browser’s storage is full", "der Speicher des Browsers ist voll"),
                _ => tr!(l, "this browser does not allow it here", "dieser Browser erlaubt es hier nicht"),
            };
            h.push_str("<p class=\"warning\" role=\"status\">");
            h.push_str(&tr!(l, format!("Saving is off ({why}): this game lasts only while the page stays open."), format!("Speichern ist aus ({why}): Dieses Spiel bleibt nur erhalten, solange die Seite offen ist.")));
            h.push_str("</p>");
        }
        if let Some(e) = &self.error {
            el(&mut h, "p", "error", e);
        }
        match self.holder {
            Holder::Seat(s) if self.has_secrets => {
                h.push_str("<div class=\"holder-bar\" role=\"region\" aria-label=\"");
                h.push_str(tr!(l, "Private screen", "Privater Bildschirm"));
                h.push_str("\">");
                let who = name_of(&self.names, s);
                el(&mut h, "span", "", &tr!(l, format!("Only {who} should look now."), format!("Nur {who} darf jetzt hinsehen.")));
                button(&mut h, "", "hide", tr!(l, "Hide", "Verbergen"));
                h.push_str("</div>");
            }
            Holder::Seat(_) => {}
            Holder::Table => self.table_choices(&mut h),
        }
        if let Some((seat, label)) = &self.undo {
            if self.holder == Holder::Table || self.holder == Holder::Seat(*seat) {
                let who = name_of(&self.names, *seat);
                button(&mut h, "undo", "undo", &tr!(l, format!("Undo {who}’s move: {label}"), format!("{who}s Zug zurücknehmen: {label}")));
            }
        }
        h
    }

    /// Whom to pass the device to, a table-wide window's question, or the end of the game.
    fn table_choices(&self, h: &mut String) {
        let l = self.l;
        let me = |h: &mut String, seat: Seat, class: &str| {
            let name = name_of(&self.names, seat);
            button(h, class, &format!("me:{seat}"), &tr!(l, format!("I am {name}"), format!("Ich bin {name}")));
        };
        match &self.turn {
            Turn::Seat(seat) => {
                h.push_str("<section class=\"pass\" aria-live=\"polite\">");
                el(h, "p", "prompt", &self.prompt);
                h.push_str("<p class=\"pass-to\">");
                h.push_str(tr!(l, "Pass the device to ", "Gib das Gerät weiter an "));
                el(h, "strong", "", &name_of(&self.names, *seat));
                h.push_str("</p>");
                me(h, *seat, "primary big");
                h.push_str("</section>");
            }
            Turn::Simultaneous(seats) => {
                h.push_str("<section class=\"pass\" aria-live=\"polite\">");
                el(h, "p", "prompt", &self.prompt);
                let waiting: Vec<String> = seats.iter().map(|&s| name_of(&self.names, s)).collect();
                el(h, "p", "", &tr!(l, format!("Secret choices still needed from: {}", waiting.join(", ")), format!("Geheime Wahl fehlt noch von: {}", waiting.join(", "))));
                h.push_str("<div class=\"row\">");
                for &s in seats {
                    me(h, s, "primary big");
                }
                h.push_str("</div></section>");
            }
            Turn::Window(seats) => {
                h.push_str("<section class=\"pass window\" aria-live=\"polite\">");
                el(h, "p", "prompt", &self.prompt);
                el(h, "p", "", tr!(l, "Whoever wants to act taps their name and takes the device. Everyone is asked, so asking gives nothing away.", "Wer handeln will, tippt auf den eigenen Namen und nimmt das Gerät. Alle werden gefragt, die Frage verrät also nichts."));
                h.push_str("<div class=\"row\">");
                for &s in seats {
                    button(h, "", &format!("me:{s}"), &name_of(&self.names, s));
                }
                button(h, "primary", "noone", tr!(l, "No one", "Niemand"));
                h.push_str("</div></section>");
            }
            Turn::Over => {
                h.push_str("<section class=\"game-over\" aria-live=\"polite\">");
                el(h, "h2", "", tr!(l, "Game over", "Spielende"));
                el(h, "p", "outcome", self.outcome.as_deref().unwrap_or_default());
                h.push_str("<div class=\"row\">");
                button(h, "primary", "new", tr!(l, "New game", "Neues Spiel"));
                if !self.embed {
                    button(h, "", "home", tr!(l, "Home", "Start"));
                }
                h.push_str("</div></section>");
            }
        }
    }
}

#[allow(clippy::too_many_lines)] // one screen's wiring; the HTML is written by Chrome
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

    // Keyboard users land where the next step is: the table after "I am …", the choices after.
    Effect::new(move |_| {
        let selector = match holder.get() {
            Holder::Table => ".play .pass button, .play .game-over button",
            Holder::Seat(_) => ".play .table-area",
        };
        request_animation_frame(move || {
            if let Some(el) = document().query_selector(selector).ok().flatten() {
                if let Ok(el) = wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlElement>(el) {
                    let _ = el.focus();
                }
            }
        });
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

    // Tell an embedding page once the game ends here.
    Effect::new({
        let d = d.clone();
        move |was_over: Option<bool>| {
            let outcome = d.outcome();
            let over = outcome.is_some();
            if over && was_over == Some(false) {
                #[derive(serde::Serialize)]
                struct GameOver<'a> {
                    r#type: &'a str,
                    game: &'a str,
                    outcome: &'a Option<crate::engine::Outcome>,
                }
                let message = GameOver { r#type: "camelot-table:game-over", game: d.id(), outcome: &outcome };
                if let Ok(json) = serde_json::to_string(&message) {
                    web::post_to_parent(&json);
                }
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

    let on_click = {
        let d = d.clone();
        move |ev: leptos::ev::MouseEvent| {
            let Some(action) = action_of(&ev) else { return };
            match action.as_str() {
                "hide" => holder.set(Holder::Table),
                "home" => ctx.go(Screen::Home),
                "new" => {
                    if let Some(g) = super::playable(d.id()) {
                        ctx.go(Screen::Setup(g));
                    }
                }
                "noone" => {
                    let seat = first_acting(&turn.get_untracked());
                    if seat.is_some_and(|s| d.decline(s)) {
                        persist();
                    }
                }
                "undo" => {
                    if d.undo() {
                        if let Holder::Seat(s) = holder.get_untracked() {
                            if !d.turn().includes(s) {
                                holder.set(Holder::Table);
                            }
                        }
                        persist();
                    }
                }
                "reload" => match storage::read(&id.get_value()).and_then(|f| d.replace(&f).map(|()| f.meta)) {
                    Ok(m) => {
                        meta.set(m);
                        stale.set(false);
                        holder.set(Holder::Table);
                    }
                    Err(e) => error.set(Some(describe_error(&e, lang.get_untracked()))),
                },
                other => {
                    if let Some(seat) = other.strip_prefix("me:").and_then(|s| s.parse::<Seat>().ok()) {
                        holder.set(Holder::Seat(seat));
                    } else {
                        lang_action(other);
                    }
                }
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

    let header = {
        let d = d.clone();
        move || {
            let l = lang.get();
            let mut h = String::new();
            if !ctx.embed {
                button(&mut h, "back", "home", tr!(l, "← Home", "← Start"));
            }
            el(&mut h, "h1", "", d.title(l));
            lang_switch(&mut h, l);
            h
        }
    };

    let chrome = {
        let d = d.clone();
        move || {
            let l = lang.get();
            let names = names.get_value();
            let holder = holder.get();
            let turn = turn.get();
            let (prompt, outcome) = if holder == Holder::Table {
                (d.prompt(&names, l), d.outcome_text(&names, l))
            } else {
                (String::new(), None)
            };
            let undo = d.undoable(&names, l).filter(|_| !stale.get());
            Chrome { l, names, holder, has_secrets, turn, prompt, outcome, undo, stale: stale.get(), status: status.get(), error: error.get(), embed: ctx.embed }.html()
        }
    };

    let log = {
        let d = d.clone();
        move || {
            let mut h = String::new();
            for line in d.log(holder.get().viewer(), &names.get_value(), lang.get()) {
                el(&mut h, "li", "", &line);
            }
            h
        }
    };

    let summary = move |en: &'static str, de: &'static str| move || tr!(lang.get(), en, de);
    let rules = super::playable(d.id()).map(|g| super::rules_text::rules_text(g, lang.into()));
    view! {
        <div class="play" on:click=on_click>
            <header class="game-header" inner_html=header></header>
            <div class="chrome" inner_html=chrome></div>
            <section class="table-area" tabindex="-1" aria-label=summary("Table", "Spieltisch")>{table}</section>
            <details class="log">
                <summary>{summary("Game log", "Spielprotokoll")}</summary>
                <ol reversed inner_html=log></ol>
            </details>
            <details class="rules-inline">
                <summary>{summary("Rules", "Regeln")}</summary>
                {rules}
            </details>
        </div>
    }
    .into_any()
}
