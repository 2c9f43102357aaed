//! Shared helpers for the Zukunft scenario tests: hand-built positions through
//! [`ZukunftSetup`], acting, and reading the view.
#![allow(dead_code)]

use camelot_table::engine::zukunft::{
    Colour, ColourView, Figure, GrailPart, MissionId, Occupant, Pending, SideChoice, Space,
    Zukunft, ZukunftAction, ZukunftConfig, ZukunftEvent, ZukunftSetup, ZukunftView,
};
use camelot_table::engine::{Game, GameExt, Seat, Turn, Viewer};

pub use camelot_table::engine::zukunft::SetupStart;

pub const R: Colour = Colour::Red;
pub const G: Colour = Colour::Green;
pub const Y: Colour = Colour::Yellow;
pub const B: Colour = Colour::Blue;
pub const P: Colour = Colour::Purple;

pub fn cfg(players: u8) -> ZukunftConfig {
    ZukunftConfig {
        players,
        ..ZukunftConfig::default()
    }
}

/// A config with the four rooms' sides given as a string such as `"ABAB"` (red, green,
/// yellow, blue).
pub fn sides(players: u8, s: &str) -> ZukunftConfig {
    let mut c = cfg(players);
    for (i, ch) in s.chars().enumerate().take(4) {
        c.sides[i] = if ch == 'B' {
            SideChoice::B
        } else {
            SideChoice::A
        };
    }
    c
}

pub fn heroes(mut c: ZukunftConfig) -> ZukunftConfig {
    c.heroes = true;
    c
}

/// The starting table of a config (round 1, phase 2, colours in colour order).
pub fn table(config: ZukunftConfig) -> ZukunftSetup {
    ZukunftSetup::table(config)
}

pub fn build(s: &ZukunftSetup) -> Zukunft {
    s.into_game(7)
        .unwrap_or_else(|e| panic!("test position refused: {e}"))
}

pub fn m(label: &str) -> MissionId {
    MissionId::from_label(label).unwrap_or_else(|| panic!("no card {label}"))
}

pub fn sp(label: &str) -> Space {
    Space::from_label(label).unwrap_or_else(|| panic!("no space {label}"))
}

pub fn knight(c: Colour) -> Occupant {
    Occupant::Colour(c, Figure::Knight)
}

pub fn col_mut(
    s: &mut ZukunftSetup,
    c: Colour,
) -> &mut camelot_table::engine::zukunft::ColourSetup {
    s.colours
        .iter_mut()
        .find(|x| x.colour == c)
        .expect("colour in play")
}

/// Puts knights of `c` on these spaces, in this order, taking them from behind its screen.
pub fn put(s: &mut ZukunftSetup, c: Colour, spaces: &[&str]) {
    for l in spaces {
        s.figures.push((sp(l), knight(c)));
        let col = col_mut(s, c);
        col.screen = col.screen.saturating_sub(1);
    }
}

/// Phase 4 with `order` as the new turn order, its first colour (`order[0]`) about to take a
/// mission for `sent` knights from `display`; the other colours sent nothing.
pub fn mission_turn(
    config: ZukunftConfig,
    order: &[Colour],
    sent: u8,
    display: &[&str],
) -> ZukunftSetup {
    let mut s = table(config);
    s.order = order.to_vec();
    s.display = display.iter().map(|l| m(l)).collect();
    s.start = SetupStart::Missions { turn: 0 };
    let first = order[0];
    let c = col_mut(&mut s, first);
    c.screen -= sent;
    c.sent = sent;
    s
}

/// Fixed Grail stacks: `stack0` on stack 0 (top last), nothing else, so draws are known.
pub fn grail_stack(s: &mut ZukunftSetup, stack0: &[GrailPart]) {
    s.grail_stacks = Some([stack0.to_vec(), Vec::new(), Vec::new()]);
}

/// Applies a legal action, failing the test with the engine's reason otherwise.
pub fn act(g: &mut Zukunft, seat: Seat, action: ZukunftAction) -> Vec<ZukunftEvent> {
    let legal = g.legal_actions(seat);
    g.apply(seat, &action).unwrap_or_else(|e| {
        panic!(
            "{action:?} by seat {seat} refused: {e}; legal: {legal:?}; pending {:?}",
            public(g).pending
        )
    })
}

/// The seat that must act now (fails on simultaneous turns and the end).
pub fn to_act(g: &Zukunft) -> Seat {
    match g.turn() {
        Turn::Seat(s) => s,
        t => panic!("expected one seat to act, got {t:?}"),
    }
}

/// The acting seat's action.
pub fn play(g: &mut Zukunft, action: ZukunftAction) -> Vec<ZukunftEvent> {
    let seat = to_act(g);
    act(g, seat, action)
}

/// The acting seat's legal actions.
pub fn legal(g: &Zukunft) -> Vec<ZukunftAction> {
    g.legal_actions(to_act(g))
}

pub fn public(g: &Zukunft) -> ZukunftView {
    g.view(Viewer::Public)
}

pub fn pending(g: &Zukunft) -> Pending {
    public(g).pending
}

pub fn colour(g: &Zukunft, c: Colour) -> ColourView {
    public(g)
        .colours
        .into_iter()
        .find(|x| x.colour == c)
        .expect("colour in play")
}

pub fn score(g: &Zukunft, c: Colour) -> u16 {
    colour(g, c).score
}

pub fn occupant(g: &Zukunft, label: &str) -> Option<Occupant> {
    let s = sp(label);
    public(g)
        .spaces
        .into_iter()
        .find(|v| v.space == s)
        .and_then(|v| v.occupant)
}

/// The spaces a shield of this kind may take now (from the legal actions).
pub fn shield_spaces(g: &Zukunft, kind: camelot_table::engine::zukunft::ShieldKind) -> Vec<String> {
    legal(g)
        .into_iter()
        .filter_map(|a| match a {
            ZukunftAction::Shield(k, s) if k == kind => Some(s.label()),
            _ => None,
        })
        .collect()
}

/// The `Scored` events of `c` among `events`, as (printed, change).
pub fn scored(events: &[ZukunftEvent], c: Colour) -> Vec<(i16, i16)> {
    events
        .iter()
        .filter_map(|e| match e {
            ZukunftEvent::Scored {
                colour,
                printed,
                change,
                ..
            } if *colour == c => Some((*printed, *change)),
            _ => None,
        })
        .collect()
}

/// Plays the game on with the first legal action of whoever acts (fists and predictions
/// included) until `stop` holds or the game ends.
pub fn run_until(g: &mut Zukunft, stop: impl Fn(&Zukunft) -> bool) {
    for _ in 0..5000 {
        if stop(g) {
            return;
        }
        let seat = match g.turn() {
            Turn::Seat(s) => s,
            Turn::Simultaneous(v) | Turn::Window(v) => v[0],
            Turn::Over => return,
        };
        let a = g.legal_actions(seat)[0];
        g.apply(seat, &a).expect("first legal action");
    }
    panic!("run_until did not stop");
}
