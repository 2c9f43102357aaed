//! The Tournament part of the new-game form: who leads first (or a random dealer, as in the
//! box) and the characters, dealt at random or chosen per player.

use super::html::{el, esc};
use super::text;
use crate::app::i18n::Lang;
use crate::engine::tournament::data::Character;
use crate::engine::tournament::TournamentConfig;
use crate::engine::Seat;
use crate::tr;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// The seat that leads melee 1 for a dealer (the dealer's left).
fn leader(c: &TournamentConfig) -> Option<Seat> {
    c.first_dealer.map(|d| (d + 1) % c.players.max(1))
}

/// `config` resized to `players`, with `first` (the shared "first player" of a URL) leading
/// the first melee unless the dealer is to be drawn at random; chosen characters are cut or
/// filled up with unused ones.
pub fn with_seats(config: &TournamentConfig, players: u8, first: Seat) -> TournamentConfig {
    let first_dealer = config.first_dealer.map(|_| (first % players.max(1) + players - 1) % players.max(1));
    let characters = config.characters.as_ref().map(|chosen| {
        let mut v: Vec<Character> = chosen.iter().copied().take(usize::from(players)).collect();
        for c in Character::ALL {
            if v.len() < usize::from(players) && !v.contains(&c) {
                v.push(c);
            }
        }
        v
    });
    TournamentConfig { players, first_dealer, characters }
}

fn set_leader(config: RwSignal<TournamentConfig>, value: &str) {
    config.update(|c| {
        c.first_dealer = value.parse::<u8>().ok().filter(|&s| s < c.players).map(|s| (s + c.players - 1) % c.players);
    });
}

/// Gives `seat` the character `pick`; a seat that had it takes this seat's old one.
fn choose(config: RwSignal<TournamentConfig>, seat: usize, pick: Character) {
    config.update(|c| {
        if let Some(v) = c.characters.as_mut() {
            let old = v[seat];
            if let Some(other) = v.iter().position(|&x| x == pick) {
                v[other] = old;
            }
            v[seat] = pick;
        }
    });
}

fn select(id: &str, label: &str, options: impl Iterator<Item = (String, String, bool)>, note: &str) -> String {
    let mut out = format!("<div class=\"field\"><label for=\"{id}\">{}</label><select id=\"{id}\">", esc(label));
    for (value, text, selected) in options {
        out += &format!("<option value=\"{value}\"{}>{}</option>", if selected { " selected" } else { "" }, esc(&text));
    }
    out += "</select>";
    if !note.is_empty() {
        out += &el("span", "small muted", note);
    }
    out + "</div>"
}

/// The controls as HTML, written from `config`.
fn controls(c: &TournamentConfig, l: Lang) -> String {
    let player = |s: u8| tf!(l, "Player {0}", "Spieler {0}", &(s + 1));
    let lead = leader(c);
    let leads = std::iter::once(("random".to_owned(), tr!(l, "Random dealer (as in the rulebook)", "Zufälliger Geber (wie in der Anleitung)").to_owned(), lead.is_none()))
        .chain((0..c.players).map(|s| (s.to_string(), player(s), lead == Some(s))));
    let mut out = select("t-lead", tr!(l, "Who leads the first melee", "Wer spielt zuerst an"), leads, tr!(l, "The dealer sits on this player’s right.", "Der Geber sitzt rechts von diesem Spieler."));
    let chosen = c.characters.as_deref();
    let modes = [("random", tr!(l, "Dealt at random", "Zufällig verteilt"), chosen.is_none()), ("choose", tr!(l, "Chosen by the players", "Von den Spielern gewählt"), chosen.is_some())];
    out += &select("t-chars", tr!(l, "Characters", "Charaktere"), modes.into_iter().map(|(v, t, s)| (v.to_owned(), t.to_owned(), s)), "");
    if let Some(chosen) = chosen {
        out += &format!("<fieldset><legend>{}</legend>", tr!(l, "Character of each player", "Charakter je Spieler"));
        for (i, &ch) in chosen.iter().enumerate() {
            let options = Character::ALL.iter().map(|&o| ((o as u8).to_string(), format!("{} & {}", text::protagonist(o, l), text::companion(o, l)), o == ch));
            let (power, what) = text::protagonist_power(ch, l);
            out += &select(&format!("t-char-{i}"), &player(i as u8), options, &format!("{power}: {what}"));
        }
        out += "</fieldset>";
    }
    out
}

/// One change in the form: which select (by id) and its new value.
fn changed(config: RwSignal<TournamentConfig>, id: &str, value: &str) {
    match id {
        "t-lead" => set_leader(config, value),
        "t-chars" => config.update(|c| c.characters = (value == "choose").then(|| Character::ALL[..usize::from(c.players)].to_vec())),
        _ => {
            let seat = id.strip_prefix("t-char-").and_then(|i| i.parse::<usize>().ok());
            let pick = value.parse::<usize>().ok().and_then(|k| Character::ALL.get(k).copied());
            if let (Some(seat), Some(pick)) = (seat, pick) {
                choose(config, seat, pick);
            }
        }
    }
}

/// The form's Tournament controls. Written as HTML (a handful of selects cost 9 KB of wasm as
/// typed views); one listener reads every change, and focus returns to the select that
/// changed once the controls are rewritten.
pub fn setup_controls(config: RwSignal<TournamentConfig>, lang: Signal<Lang>) -> AnyView {
    let on_change = move |ev: leptos::ev::Event| {
        let Some(target) = ev.target().and_then(|t| t.dyn_into::<web_sys::Element>().ok()) else { return };
        let id = target.id();
        let value = js_sys::Reflect::get(&target, &"value".into()).ok().and_then(|v| v.as_string()).unwrap_or_default();
        changed(config, &id, &value);
        request_animation_frame(move || {
            if let Some(e) = document().get_element_by_id(&id).and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok()) {
                let _ = e.focus();
            }
        });
    };
    view! { <div class="t-setup" on:change=on_change inner_html=move || config.with(|c| controls(c, lang.get()))></div> }.into_any()
}
