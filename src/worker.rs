//! The bots' Web Worker: a second wasm module per game page (`src/bin/<game>_worker.rs`), so a
//! bot thinks off the page's thread and the table never stalls while it does.
//!
//! The page posts a [`Request`] (JSON text): the game so far as its save, the seat to decide,
//! the level and the seed. The worker replays the save, runs the search to the end of the
//! level's budget, and posts a [`Reply`]: the action's code and the share of the search each
//! option got (for the Hint button's "how sure"). The search sees the game only through
//! `determinize(seat, _)`, so what it decides depends only on what that seat may know.

use crate::engine::bot::{Bot, Level};
use crate::engine::save::{self, SaveFile};
use crate::engine::{ActionCode, Game, Seat};
use serde::{Deserialize, Serialize};

/// The worker's first message: it listens from now on.
pub const READY: &str = "ready";

/// What the page asks.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Request {
    /// Matches the reply to its question (the page drops replies to questions it no longer has).
    pub id: u32,
    pub save: SaveFile,
    pub seat: Seat,
    pub level: Level,
    pub seed: u64,
}

/// What the worker answers.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Reply {
    pub id: u32,
    pub seat: Seat,
    /// The chosen action's code, or `None` when the seat had nothing to do (or the save did
    /// not load).
    pub action: Option<u32>,
    /// Each option's code and its share of the search, in thousandths, most searched first.
    pub shares: Vec<(u32, u16)>,
    pub iterations: u32,
}

/// Answers one request (pure, so it is tested natively).
#[must_use]
pub fn answer<G: Game>(request: &Request) -> Reply {
    let mut reply = Reply { id: request.id, seat: request.seat, action: None, shares: Vec::new(), iterations: 0 };
    let Ok(session) = save::load::<G>(&request.save) else { return reply };
    let mut search = Bot::new(request.level).search(session.state(), request.seat, request.seed);
    search.finish();
    let stats = search.stats();
    reply.action = search.best().map(|a| a.code());
    reply.iterations = stats.iterations;
    reply.shares = stats
        .actions
        .iter()
        .map(|a| (a.action.code(), (a.share.clamp(0.0, 1.0) * 1000.0) as u16))
        .collect();
    reply
}

/// Runs the worker: answers every message posted to it.
#[cfg(target_arch = "wasm32")]
pub fn serve<G: Game>() {
    use wasm_bindgen::closure::Closure;
    use wasm_bindgen::JsCast;
    let scope: web_sys::DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let reply_to = scope.clone();
    let on_message = Closure::<dyn Fn(web_sys::MessageEvent)>::new(move |e: web_sys::MessageEvent| {
        let Some(text) = e.data().as_string() else { return };
        let Ok(request) = serde_json::from_str::<Request>(&text) else { return };
        let reply = answer::<G>(&request);
        if let Ok(json) = serde_json::to_string(&reply) {
            let _ = reply_to.post_message(&json.into());
        }
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    on_message.forget();
    // Messages posted while the module was still loading were dropped: say when to send them.
    let _ = scope.post_message(&READY.into());
}

#[cfg(test)]
mod tests {
    use super::{answer, Reply, Request};
    use crate::engine::bot::Level;
    use crate::engine::card::CardGame;
    use crate::engine::save::{save_of, SaveMeta};
    use crate::engine::session::Session;
    use crate::engine::{Game, Turn};


    #[test]
    fn a_request_read_from_its_json_gets_a_searched_answer() {
        let mut session = Session::<CardGame>::new(CardGame::default_config(4), 5).expect("starts");
        // On to a decision with a choice (a single option is answered without searching).
        let seat = loop {
            let Turn::Seat(seat) = session.turn() else { panic!("one seat at a time here") };
            let legal = session.legal_actions(seat);
            if legal.len() > 1 {
                break seat;
            }
            session.apply(seat, legal[0].clone()).expect("legal");
        };
        let meta = SaveMeta { names: vec!["A".into(), "B".into(), "C".into(), "D".into()], to_act: vec![seat], ..SaveMeta::default() };
        let request = Request { id: 3, save: save_of(&session, "x", meta), seat, level: Level::Easy, seed: 9 };
        // The page writes it, the worker reads it: the same request arrives.
        let read: Request = serde_json::from_str(&serde_json::to_string(&request).expect("writes")).expect("reads");
        assert_eq!(read, request);
        let reply = answer::<CardGame>(&read);
        assert!(reply.action.is_some(), "{reply:?}");
        assert!(reply.iterations > 0, "{reply:?}");
        let back: Reply = serde_json::from_str(&serde_json::to_string(&reply).expect("writes")).expect("reads");
        assert_eq!(back, reply);
    }
}
