//! The Tournament part of the new-game form: who leads first (or a random dealer, as in the
//! box) and the characters, dealt at random or chosen per player.

use super::text;
use crate::app::i18n::Lang;
use crate::engine::tournament::data::Character;
use crate::engine::tournament::TournamentConfig;
use crate::engine::Seat;
use crate::tr;
use leptos::prelude::*;

/// The seat that leads melee 1 for a dealer (the dealer's left).
fn leader(c: &TournamentConfig) -> Option<Seat> {
    c.first_dealer.map(|d| (d + 1) % c.players.max(1))
}

/// `config` resized to `players`: the first leader kept when the seat still exists (else
/// seat 0), chosen characters cut or filled up with unused ones.
pub fn with_seats(config: &TournamentConfig, players: u8, _first: Seat) -> TournamentConfig {
    let lead = leader(config).filter(|&s| s < players);
    let first_dealer = config.first_dealer.map(|_| (lead.unwrap_or(0) + players - 1) % players);
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

/// The controls for `n` players, characters chosen or not. Only the shape rebuilds the
/// markup; the selected values follow `config` in place, so a select keeps its focus.
fn controls(n: u8, chosen: bool, config: RwSignal<TournamentConfig>, l: Lang) -> AnyView {
    let player = move |s: u8| tf!(l, "Player {0}", "Spieler {0}", &(s + 1));
    let lead_options = (0..n)
        .map(|s| view! { <option value=s.to_string() selected=move || config.with(|c| leader(c) == Some(s))>{player(s)}</option> })
        .collect_view();
    let current = move |i: usize| config.with(|c| c.characters.as_ref().and_then(|v| v.get(i).copied()));
    let pickers = chosen.then(|| {
        (0..usize::from(n))
            .map(|i| {
                let id = format!("t-char-{i}");
                let options = Character::ALL
                    .iter()
                    .map(|&o| view! { <option value=(o as u8).to_string() selected=move || current(i) == Some(o)>{text::protagonist(o, l)}" & "{text::companion(o, l)}</option> })
                    .collect_view();
                let power = move || current(i).map(|ch| { let (p, w) = text::protagonist_power(ch, l); format!("{p}: {w}") });
                view! {
                    <div class="field">
                        <label for=id.clone()>{player(i as u8)}</label>
                        <select id=id on:change:target=move |ev| {
                            let pick = ev.target().value().parse::<usize>().ok().and_then(|k| Character::ALL.get(k).copied());
                            if let Some(p) = pick { choose(config, i, p) }
                        }>{options}</select>
                        <span class="small muted">{power}</span>
                    </div>
                }
            })
            .collect_view()
    });
    view! {
        <div class="field">
            <label for="t-lead">{tr!(l, "Who leads the first melee", "Wer spielt zuerst an")}</label>
            <select id="t-lead" on:change:target=move |ev| set_leader(config, &ev.target().value())>
                <option value="random" selected=move || config.with(|c| c.first_dealer.is_none())>{tr!(l, "Random dealer (as in the rulebook)", "Zufälliger Geber (wie in der Anleitung)")}</option>
                {lead_options}
            </select>
            <span class="small muted">{tr!(l, "The dealer sits on this player’s right.", "Der Geber sitzt rechts von diesem Spieler.")}</span>
        </div>
        <div class="field">
            <label for="t-chars">{tr!(l, "Characters", "Charaktere")}</label>
            <select id="t-chars" on:change:target=move |ev| {
                let choose = ev.target().value() == "choose";
                config.update(|c| c.characters = choose.then(|| Character::ALL[..usize::from(c.players)].to_vec()));
            }>
                <option value="random" selected=!chosen>{tr!(l, "Dealt at random", "Zufällig verteilt")}</option>
                <option value="choose" selected=chosen>{tr!(l, "Chosen by the players", "Von den Spielern gewählt")}</option>
            </select>
        </div>
        {pickers.map(|p| view! { <fieldset><legend>{tr!(l, "Character of each player", "Charakter je Spieler")}</legend>{p}</fieldset> })}
    }
    .into_any()
}

pub fn setup_controls(config: RwSignal<TournamentConfig>, lang: Signal<Lang>) -> AnyView {
    let shape = Memo::new(move |_| config.with(|c| (c.players, c.characters.is_some())));
    (move || {
        let (n, chosen) = shape.get();
        controls(n, chosen, config, lang.get())
    })
    .into_any()
}
