//! The new-game form (written once for every game) and starting a game.

use super::game_ui::GameUi;
use super::i18n::Lang;
use super::route::{Request, Screen, MAX_NAME};
use super::{ctx, game_title, storage, web, LangSwitch};
use crate::engine::registry::GameId;
use crate::engine::save::{save_of, SaveMeta};
use crate::engine::session::Session;
use crate::engine::{Game, Seat, Turn};
use crate::tr;
use leptos::prelude::*;
use std::cell::RefCell;

thread_local! {
    /// Players and names asked for in the URL, to fill the form in.
    static PREFILL: RefCell<Option<Request>> = const { RefCell::new(None) };
}

/// Remembers the URL's players and names for the next new-game form.
pub fn prefill(request: &Request) {
    PREFILL.with(|p| *p.borrow_mut() = Some(request.clone()));
}

/// The seats that must act, as a save's metadata lists them.
#[must_use]
pub fn acting(turn: &Turn) -> Vec<Seat> {
    match turn {
        Turn::Seat(s) => vec![*s],
        Turn::Simultaneous(v) | Turn::Window(v) => v.clone(),
        Turn::Over => Vec::new(),
    }
}

/// The default name of a seat.
#[must_use]
pub fn default_name(seat: usize, lang: Lang) -> String {
    tr!(lang, format!("Player {}", seat + 1), format!("Spieler {}", seat + 1))
}

fn start<G: GameUi>(config: G::Config, names: Vec<String>) -> Result<String, String> {
    let session = Session::<G>::new(config, web::fresh_seed()).map_err(|e| e.to_string())?;
    let id = web::fresh_id();
    let now = web::now_ms();
    let meta = SaveMeta {
        names,
        started: now,
        last_played: now,
        revision: 0,
        to_act: acting(&session.turn()),
        outcome: None,
    };
    let mut file = save_of(&session, &id, meta);
    // If storage is off the game is kept in memory; the table shows the warning.
    let _ = storage::write(&mut file);
    Ok(id)
}

/// Starts a game and returns its save id.
///
/// # Errors
/// A message in `lang` when the engine refuses the setup.
pub fn start_game(
    game: GameId,
    players: u8,
    first: Seat,
    names: &[String],
    config: Option<serde_json::Value>,
    lang: Lang,
) -> Result<String, String> {
    let names: Vec<String> = (0..usize::from(players))
        .map(|i| names.get(i).cloned().filter(|n| !n.trim().is_empty()).unwrap_or_else(|| default_name(i, lang)))
        .collect();
    crate::with_ui!(game, G => {
        let base = match config {
            Some(v) => serde_json::from_value::<<G as Game>::Config>(v).map_err(|e| e.to_string())?,
            None => G::default_config(players),
        };
        start::<G>(G::with_seats(&base, players, first), names)
    }, _ => Err(format!("{} cannot be played here", game.id())))
}

pub fn setup(game: GameId) -> impl IntoView {
    setup_form(game)
}

/// The typed part of the form: the game's own variant controls over a config kept in step
/// with the player count and first player. Returns the controls and a way to read the config.
fn variant_controls<G: GameUi>(
    players: RwSignal<u8>,
    first: RwSignal<Seat>,
    lang: Signal<Lang>,
) -> (AnyView, Callback<(), Option<serde_json::Value>>, bool) {
    let initial = players.get_untracked();
    let config = RwSignal::new(G::with_seats(&G::default_config(initial), initial, first.get_untracked()));
    Effect::new(move |_| {
        let (p, f) = (players.get(), first.get());
        config.update(|c| *c = G::with_seats(c, p, f));
    });
    let read = Callback::new(move |()| serde_json::to_value(config.get_untracked()).ok());
    (G::setup_controls(config, lang), read, G::has_first_player())
}

fn setup_form(game: GameId) -> AnyView {
    let ctx = ctx();
    let lang = ctx.lang;
    let request = PREFILL.with(|p| p.borrow_mut().take()).filter(|r| r.game == Some(game));
    let (min, max) = game.players();
    let initial_players = request.as_ref().and_then(|r| r.players).unwrap_or(min.max(4).min(max));
    let players = RwSignal::new(initial_players);
    let first = RwSignal::new(request.as_ref().and_then(|r| r.first).unwrap_or(0));
    let names: Vec<RwSignal<String>> = (0..usize::from(max))
        .map(|i| {
            RwSignal::new(request.as_ref().and_then(|r| r.names.get(i).cloned()).unwrap_or_default())
        })
        .collect();
    let error = RwSignal::new(None::<String>);
    Effect::new(move |_| {
        if first.get_untracked() >= players.get() {
            first.set(0);
        }
    });
    let Some((controls, config, has_first)) =
        crate::with_ui!(game, G => Some(variant_controls::<G>(players, first, lang.into())), _ => None)
    else {
        return ().into_any();
    };

    let names_for_start = names.clone();
    let on_start = move |_| {
        let chosen: Vec<String> = names_for_start.iter().map(|n| n.get_untracked().trim().to_owned()).collect();
        let cfg = config.run(());
        match start_game(game, players.get_untracked(), first.get_untracked(), &chosen, cfg, lang.get_untracked()) {
            Ok(id) => ctx.go(Screen::Play(id)),
            Err(e) => error.set(Some(e)),
        }
    };

    let name_inputs = names
        .iter()
        .enumerate()
        .map(|(i, name)| {
            let name = *name;
            let input_id = format!("seat-name-{i}");
            let shown = move || i < usize::from(players.get());
            view! {
                <Show when=shown>
                    <div class="field">
                        <label for=input_id.clone()>{move || tr!(lang.get(), format!("Name of player {}", i + 1), format!("Name von Spieler {}", i + 1))}</label>
                        <input id=input_id.clone() type="text" maxlength=MAX_NAME.to_string() autocomplete="off"
                            placeholder=move || default_name(i, lang.get())
                            prop:value=move || name.get()
                            on:input:target=move |ev| name.set(ev.target().value())/>
                    </div>
                </Show>
            }
        })
        .collect_view();

    let player_options = (min..=max)
        .map(|n| view! { <option value=n.to_string() selected=move || players.get() == n>{n}</option> })
        .collect_view();
    let names_for_first = StoredValue::new(names.clone());
    let first_options = move || {
        (0..players.get())
            .map(|s| {
                let n = names_for_first.with_value(|v| v[usize::from(s)].get());
                let label = if n.trim().is_empty() { default_name(usize::from(s), lang.get()) } else { n };
                view! { <option value=s.to_string() selected=move || first.get() == s>{label}</option> }
            })
            .collect_view()
    };

    view! {
        <header class="site-header">
            <button type="button" class="back" on:click=move |_| ctx.go(Screen::Home)>{move || tr!(lang.get(), "← Home", "← Start")}</button>
            <h1>{move || game_title(game, lang.get())}</h1>
            <LangSwitch/>
        </header>
        <main class="setup">
            <h2>{move || tr!(lang.get(), "New game", "Neues Spiel")}</h2>
            <div class="field">
                <label for="players">{move || tr!(lang.get(), "Number of players", "Anzahl der Spieler")}</label>
                <select id="players" on:change:target=move |ev| {
                    if let Ok(n) = ev.target().value().parse::<u8>() { players.set(n) }
                }>{player_options}</select>
            </div>
            <fieldset>
                <legend>{move || tr!(lang.get(), "Players, clockwise", "Spieler im Uhrzeigersinn")}</legend>
                {name_inputs}
            </fieldset>
            <Show when=move || has_first>
                <div class="field">
                    <label for="first">{move || tr!(lang.get(), "First player", "Startspieler")}</label>
                    <select id="first" on:change:target=move |ev| {
                        if let Ok(n) = ev.target().value().parse::<u8>() { first.set(n) }
                    }>{first_options}</select>
                </div>
            </Show>
            {controls}
            {move || error.get().map(|e| view! { <p class="error" role="alert">{e}</p> })}
            <button type="button" class="primary big" on:click=on_start>{move || tr!(lang.get(), "Start", "Los geht’s")}</button>
        </main>
    }
    .into_any()
}
