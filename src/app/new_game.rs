//! The new-game form, written once for every game: number of players, names, first player and
//! the game's own variant controls; Start. It lives on the home page.

use super::game_ui::GameSetup;
use super::html::{action_of, button, el, push_esc};
use super::i18n::Lang;
use super::route::{Request, Screen, MAX_NAME};
use super::setup::{default_name, start_game};
use super::ctx;
use crate::engine::registry::GameId;
use crate::engine::Seat;
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

pub fn setup(game: GameId) -> impl IntoView {
    setup_form(game)
}

/// The typed part of the form: the game's own variant controls over a config kept in step
/// with the player count and first player. Returns the controls and a way to read the config.
fn variant_controls<G: GameSetup>(
    players: RwSignal<u8>,
    first: RwSignal<Seat>,
    lang: Signal<Lang>,
) -> (AnyView, Callback<(), Option<String>>, bool) {
    let initial = players.get_untracked();
    let config = RwSignal::new(G::with_seats(&G::default_config(initial), initial, first.get_untracked()));
    Effect::new(move |_| {
        let (p, f) = (players.get(), first.get());
        config.update(|c| *c = G::with_seats(c, p, f));
    });
    let read = Callback::new(move |()| serde_json::to_string(&config.get_untracked()).ok());
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
    // Typed names live here; the inputs are rewritten only when the number of seats changes.
    let names = RwSignal::new(
        (0..usize::from(max))
            .map(|i| request.as_ref().and_then(|r| r.names.get(i).cloned()).unwrap_or_default())
            .collect::<Vec<String>>(),
    );
    let error = RwSignal::new(None::<String>);
    let Some((controls, config, has_first)) =
        crate::with_form!(game, G => Some(variant_controls::<G>(players, first, lang.into())), _ => None)
    else {
        return ().into_any();
    };
    let label = move |s: usize, l: Lang| {
        let n = names.with_untracked(|v| v.get(s).cloned().unwrap_or_default());
        if n.trim().is_empty() { default_name(s, l) } else { n }
    };

    let top = move || {
        let l = lang.get();
        let mut h = String::new();
        h.push_str("<header class=\"site-header\">");
        super::page_header(&mut h, super::game_title(game, l), l);
        h.push_str("</header><h2>");
        h.push_str(tr!(l, "New game", "Neues Spiel"));
        h.push_str("</h2><div class=\"field\"><label for=\"players\">");
        h.push_str(tr!(l, "Number of players", "Anzahl der Spieler"));
        h.push_str("</label><select id=\"players\" data-f=\"players\">");
        let p = players.get();
        for n in min..=max {
            h.push_str(&format!("<option value=\"{n}\"{}>{n}</option>", if n == p { " selected" } else { "" }));
        }
        h.push_str("</select></div><fieldset><legend>");
        h.push_str(tr!(l, "Players, clockwise", "Spieler im Uhrzeigersinn"));
        h.push_str("</legend>");
        for i in 0..usize::from(p) {
            h.push_str(&format!("<div class=\"field\"><label for=\"seat-name-{i}\">"));
            push_esc(&mut h, &tr!(l, format!("Name of player {}", i + 1), format!("Name von Spieler {}", i + 1)));
            h.push_str(&format!("</label><input id=\"seat-name-{i}\" data-f=\"name:{i}\" type=\"text\" maxlength=\"{MAX_NAME}\" autocomplete=\"off\" placeholder=\""));
            push_esc(&mut h, &default_name(i, l));
            h.push_str("\" value=\"");
            push_esc(&mut h, &names.with_untracked(|v| v.get(i).cloned().unwrap_or_default()));
            h.push_str("\"></div>");
        }
        h.push_str("</fieldset>");
        h
    };
    // The first-player list shows the names as they are typed.
    let first_field = move || {
        if !has_first {
            return String::new();
        }
        let l = lang.get();
        names.track();
        let f = first.get();
        let mut h = String::from("<div class=\"field\"><label for=\"first\">");
        h.push_str(tr!(l, "First player", "Startspieler"));
        h.push_str("</label><select id=\"first\" data-f=\"first\">");
        for s in 0..players.get() {
            h.push_str(&format!("<option value=\"{s}\"{}>", if s == f { " selected" } else { "" }));
            push_esc(&mut h, &label(usize::from(s), l));
            h.push_str("</option>");
        }
        h.push_str("</select></div>");
        h
    };
    let bottom = move || {
        let l = lang.get();
        let mut h = String::new();
        if let Some(e) = error.get() {
            el(&mut h, "p", "error", &e);
        }
        button(&mut h, "primary big", "start", tr!(l, "Start", "Los geht’s"));
        h
    };

    // Every field reports here: one listener for the whole form.
    let on_field = move |ev: leptos::ev::Event| {
        let Some(input) = ev.target().and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlElement>(t).ok()) else { return };
        let Some(field) = input.get_attribute("data-f") else { return };
        let value = js_sys::Reflect::get(&input, &"value".into()).ok().and_then(|v| v.as_string()).unwrap_or_default();
        if field == "players" {
            if let Ok(n) = value.parse::<u8>() {
                if first.get_untracked() >= n {
                    first.set(0);
                }
                players.set(n);
            }
        } else if field == "first" {
            if let Ok(n) = value.parse::<u8>() {
                first.set(n);
            }
        } else if let Some(i) = field.strip_prefix("name:").and_then(|i| i.parse::<usize>().ok()) {
            names.update(|v| {
                if let Some(slot) = v.get_mut(i) {
                    *slot = value;
                }
            });
        }
    };
    let on_click = move |ev: leptos::ev::MouseEvent| {
        let Some(action) = action_of(&ev) else { return };
        match action.as_str() {
            "home" => ctx.go(Screen::Home),
            "start" => {
                let chosen: Vec<String> = names.get_untracked().iter().map(|n| n.trim().to_owned()).collect();
                let cfg = config.run(());
                match start_game(game, players.get_untracked(), first.get_untracked(), &chosen, cfg, lang.get_untracked()) {
                    Ok(id) => ctx.go(Screen::Play(id)),
                    Err(e) => error.set(Some(e)),
                }
            }
            other => {
                super::lang_action(other);
            }
        }
    };

    view! {
        <main class="setup" on:click=on_click on:input=on_field on:change=on_field>
            <div inner_html=top></div>
            <div inner_html=first_field></div>
            {controls}
            <div inner_html=bottom></div>
        </main>
    }
    .into_any()
}
