//! Bots at the table: which seat a bot must answer for now, and the link to the page's bot
//! worker (`<game>_worker`, see [`crate::worker`]), which thinks off the page's thread.
//!
//! The worker is sent what the bot's seat knows ([`crate::engine::knowledge::Knowledge`]), never
//! the save: it cannot read another seat's cards because it never has them.
//!
//! A bot's move is applied like a person's (saved, logged under the seat's name, animated),
//! after a pause so people can follow it — the table's chosen [`Pace`], longer after a move that
//! shows something to read (`GameUi::dwell`); the pause can be skipped. In a table-wide
//! window each bot in it is asked in turn; a bot's "no" only passes, and the window reaches the
//! people in it (or closes, if there are none) once every bot in it has passed.

use crate::engine::bot::Level;
use crate::engine::{Game, Seat, Turn};
use crate::worker::{Reply, Request, READY};
use leptos::prelude::*;
use std::cell::{Cell, RefCell};
use std::rc::Rc;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;

/// How fast bots play, chosen at the table and remembered on this device.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pace {
    Slow,
    Normal,
    Fast,
}

impl Pace {
    pub const ALL: [Pace; 3] = [Pace::Slow, Pace::Normal, Pace::Fast];

    /// The pause before a bot's move, after the move before it (ms): long enough to see it
    /// happen, and `dwell` more (ms at normal pace) when that move showed something to read.
    #[must_use]
    pub fn pause_ms(self, dwell: u32) -> f64 {
        let (base, percent) = match self {
            Pace::Slow => (1800.0, 160.0),
            Pace::Normal => (1000.0, 100.0),
            Pace::Fast => (350.0, 40.0),
        };
        base + f64::from(dwell) * percent / 100.0
    }

    /// Its word in storage.
    #[must_use]
    pub fn code(self) -> &'static str {
        match self {
            Pace::Slow => "slow",
            Pace::Normal => "normal",
            Pace::Fast => "fast",
        }
    }

    /// The pace a stored word names (`None`: an unknown word, from another version or a hand edit).
    #[must_use]
    pub fn from_code(code: &str) -> Option<Pace> {
        Pace::ALL.into_iter().find(|p| p.code() == code)
    }

    /// The remembered pace, or normal.
    #[must_use]
    pub fn load() -> Pace {
        crate::app::storage::load_pace().and_then(|c| Pace::from_code(&c)).unwrap_or(Pace::Normal)
    }
}

/// Each seat's bot level (`None`: a person).
#[must_use]
pub fn level_of(bots: &[Option<Level>], seat: Seat) -> Option<Level> {
    bots.get(usize::from(seat)).copied().flatten()
}

/// The bot that must answer now, if any: the bot whose turn it is, the first bot still owing a
/// secret choice, or the first bot of a window that has not passed yet.
#[must_use]
pub fn bot_to_ask(turn: &Turn, bots: &[Option<Level>], passed: &[Seat]) -> Option<Seat> {
    let bot = |s: &&Seat| level_of(bots, **s).is_some();
    match turn {
        Turn::Seat(s) => level_of(bots, *s).is_some().then_some(*s),
        Turn::Simultaneous(v) => v.iter().find(bot).copied(),
        Turn::Window(v) => v.iter().filter(bot).find(|s| !passed.contains(s)).copied(),
        Turn::Over => None,
    }
}

/// Whether every bot in a window has passed (so it is the people's turn to answer).
#[must_use]
pub fn bots_passed(turn: &Turn, bots: &[Option<Level>], passed: &[Seat]) -> bool {
    match turn {
        Turn::Window(v) => v.iter().filter(|&&s| level_of(bots, s).is_some()).all(|s| passed.contains(s)),
        _ => true,
    }
}

/// The page's bot worker, started on first use.
pub struct Link {
    worker: Option<web_sys::Worker>,
    /// Questions asked before the worker was listening, sent when it says it is.
    queue: Rc<RefCell<Vec<String>>>,
    ready: Rc<Cell<bool>>,
    on_reply: Rc<RefCell<Option<Callback<Reply>>>>,
    _handler: Option<Closure<dyn Fn(web_sys::MessageEvent)>>,
    _on_error: Option<Closure<dyn Fn(web_sys::Event)>>,
    /// Why the worker could not start, if it could not.
    pub failed: bool,
}

impl Link {
    /// A link to `<game>_worker_loader.js` beside the page; replies go to `on_reply`, and
    /// `on_failure` hears if the worker cannot load.
    #[must_use]
    pub fn new(game: &str, on_reply: Callback<Reply>, on_failure: Callback<()>) -> Link {
        let cell = Rc::new(RefCell::new(Some(on_reply)));
        let url = format!("./{game}_worker_loader.js");
        let queue = Rc::new(RefCell::new(Vec::<String>::new()));
        let ready = Rc::new(Cell::new(false));
        let Ok(worker) = web_sys::Worker::new(&url) else {
            return Link { worker: None, queue, ready, on_reply: cell, _handler: None, _on_error: None, failed: true };
        };
        let target = cell.clone();
        let (q, r, w) = (queue.clone(), ready.clone(), worker.clone());
        let handler = Closure::<dyn Fn(web_sys::MessageEvent)>::new(move |e: web_sys::MessageEvent| {
            let Some(text) = e.data().as_string() else { return };
            if text == READY {
                r.set(true);
                for json in q.borrow_mut().drain(..) {
                    let _ = w.post_message(&json.into());
                }
                return;
            }
            let Ok(reply) = serde_json::from_str::<Reply>(&text) else { return };
            if let Some(cb) = *target.borrow() {
                cb.run(reply);
            }
        });
        worker.set_onmessage(Some(handler.as_ref().unchecked_ref()));
        let on_error = Closure::<dyn Fn(web_sys::Event)>::new(move |_| on_failure.run(()));
        worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
        Link { worker: Some(worker), queue, ready, on_reply: cell, _handler: Some(handler), _on_error: Some(on_error), failed: false }
    }

    /// Posts a question (or keeps it until the worker listens); false if there is no worker
    /// (or the question cannot be written).
    pub fn ask<G: Game>(&self, request: &Request<G>) -> bool {
        let Some(w) = &self.worker else { return false };
        let Ok(json) = serde_json::to_string(request) else { return false };
        if !self.ready.get() {
            self.queue.borrow_mut().push(json);
            return true;
        }
        w.post_message(&json.into()).is_ok()
    }
}

impl Drop for Link {
    fn drop(&mut self) {
        self.on_reply.borrow_mut().take();
        if let Some(w) = &self.worker {
            w.terminate();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{bot_to_ask, bots_passed, Pace};

    #[test]
    fn paces_are_ordered_and_read_back_from_their_words() {
        assert!(Pace::Slow.pause_ms(0) > Pace::Normal.pause_ms(0) && Pace::Normal.pause_ms(0) > Pace::Fast.pause_ms(0));
        assert!(Pace::Normal.pause_ms(800) > Pace::Normal.pause_ms(0), "a move to read waits longer");
        assert!(Pace::Fast.pause_ms(800) < Pace::Slow.pause_ms(800));
        for p in Pace::ALL {
            assert_eq!(Pace::from_code(p.code()), Some(p));
        }
        assert_eq!(Pace::from_code("warp"), None);
    }
    use crate::engine::bot::Level::{Easy, Strong};
    use crate::engine::Turn;

    #[test]
    fn the_bot_to_ask_is_the_one_the_turn_waits_for() {
        let bots = [None, Some(Easy), Some(Strong)];
        assert_eq!(bot_to_ask(&Turn::Seat(0), &bots, &[]), None);
        assert_eq!(bot_to_ask(&Turn::Seat(2), &bots, &[]), Some(2));
        assert_eq!(bot_to_ask(&Turn::Simultaneous(vec![0, 2, 1]), &bots, &[]), Some(2));
        assert_eq!(bot_to_ask(&Turn::Simultaneous(vec![0]), &bots, &[]), None);
        // A window: each bot in turn, until all have passed; then the people answer.
        let w = Turn::Window(vec![0, 1, 2]);
        assert_eq!(bot_to_ask(&w, &bots, &[]), Some(1));
        assert_eq!(bot_to_ask(&w, &bots, &[1]), Some(2));
        assert_eq!(bot_to_ask(&w, &bots, &[1, 2]), None);
        assert!(!bots_passed(&w, &bots, &[1]));
        assert!(bots_passed(&w, &bots, &[1, 2]));
        assert!(bots_passed(&Turn::Seat(2), &bots, &[]));
        assert_eq!(bot_to_ask(&Turn::Over, &bots, &[]), None);
        // Everyone a person (no list at all).
        assert_eq!(bot_to_ask(&Turn::Seat(1), &[], &[]), None);
    }
}
