//! The bots' Web Worker: a second wasm module per game page (`src/bin/<game>_worker.rs`), so a
//! bot thinks off the page's thread and the table never stalls while it does.
//!
//! The page posts a [`Request`] (JSON text): what the seat to decide knows ([`Knowledge`]: its
//! view and its log, never the save, which would hold everyone's cards), the level and the
//! seed. The worker rebuilds a state from that knowledge alone, runs the search to the end of
//! the level's budget, and posts a [`Reply`]: the action's code and the share of the search
//! each option got (for the Hint button's "how sure"). The worker, like the search, never holds
//! more than the seat may know.
//!
//! Both messages are serde JSON (serde_json): the knowledge is generic engine data, which our
//! own small JSON layer (`engine::json`) does not describe.

use crate::engine::bot::{Bot, Level};
use crate::engine::knowledge::Knowledge;
use crate::engine::{ActionCode, Game, Seat};
use serde::{Deserialize, Serialize};

/// The worker's first message: it listens from now on.
pub const READY: &str = "ready";

/// What the page asks.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(bound = "")]
pub struct Request<G: Game> {
    /// Matches the reply to its question (the page drops replies to questions it no longer has).
    pub id: u32,
    /// What the deciding seat knows: all the worker is given.
    pub knowledge: Knowledge<G>,
    pub level: Level,
    pub seed: u64,
}

/// What the worker answers.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Reply {
    pub id: u32,
    pub seat: Seat,
    /// The chosen action's code, or `None` when the seat had nothing to do or the question
    /// could not be answered (see `error`).
    pub action: Option<u32>,
    /// Each option's code and its share of the search, in thousandths, most searched first.
    pub shares: Vec<(u32, u16)>,
    pub iterations: u32,
    /// Why the question got no answer: it was not a request for this game, or its knowledge
    /// did not make a table. The worker searched nothing and holds nothing from it.
    #[serde(default)]
    pub error: Option<String>,
}

/// The parts of a message that can be read even when the rest cannot: enough to tell the page
/// which of its questions failed.
#[derive(Deserialize)]
struct Envelope {
    id: u32,
    #[serde(default)]
    knowledge: Option<SeatOnly>,
}

#[derive(Deserialize)]
struct SeatOnly {
    seat: Seat,
}

/// Answers one request (pure, so it is tested natively).
#[must_use]
pub fn answer<G: Game>(request: &Request<G>) -> Reply {
    let seat = request.knowledge.seat();
    let mut reply = Reply { id: request.id, seat, action: None, shares: Vec::new(), iterations: 0, error: None };
    let mut search = match Bot::new(request.level).search(&request.knowledge, request.seed) {
        Ok(search) => search,
        Err(e) => {
            reply.error = Some(e.to_string());
            return reply;
        }
    };
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

/// Answers a message's text. A message is untrusted input: one that is not a request for this
/// game gets a reply with an `error` (under its `id` when that much can be read, else 0, which
/// no question has), and nothing else happens.
#[must_use]
pub fn answer_text<G: Game>(text: &str) -> String {
    let reply = match serde_json::from_str::<Request<G>>(text) {
        Ok(request) => answer(&request),
        Err(e) => {
            let envelope = serde_json::from_str::<Envelope>(text).ok();
            Reply {
                id: envelope.as_ref().map_or(0, |m| m.id),
                seat: envelope.and_then(|m| m.knowledge).map_or(0, |k| k.seat),
                action: None,
                shares: Vec::new(),
                iterations: 0,
                error: Some(format!("not a request for this game: {e}")),
            }
        }
    };
    // A reply is plain numbers and text: writing it cannot fail.
    serde_json::to_string(&reply).unwrap_or_default()
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
        let _ = reply_to.post_message(&answer_text::<G>(&text).into());
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    on_message.forget();
    // Messages posted while the module was still loading were dropped: say when to send them.
    let _ = scope.post_message(&READY.into());
}

#[cfg(test)]
mod tests {
    use super::{answer, answer_text, Reply, Request};
    use crate::engine::bot::Level;
    use crate::engine::card::CardGame;
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
            session.apply(seat, legal[0]).expect("legal");
        };
        let request = Request::<CardGame> { id: 3, knowledge: session.knowledge(seat), level: Level::Easy, seed: 9 };
        // The page writes it, the worker reads it: the same request arrives.
        let text = serde_json::to_string(&request).expect("writes");
        let read: Request<CardGame> = serde_json::from_str(&text).expect("reads");
        assert_eq!(read, request);
        let reply = answer::<CardGame>(&read);
        assert_eq!(reply.seat, seat);
        assert!(reply.action.is_some(), "{reply:?}");
        assert!(reply.iterations > 0, "{reply:?}");
        assert_eq!(reply.error, None);
        let back: Reply = serde_json::from_str(&answer_text::<CardGame>(&text)).expect("reads");
        assert_eq!(back, reply);
    }

    #[test]
    fn a_message_that_is_not_a_request_gets_an_error_under_its_id() {
        let read = |text: &str| serde_json::from_str::<Reply>(&answer_text::<CardGame>(text)).expect("a reply");
        for text in ["not json", "{}", "[1,2]", "{\"id\":\"x\"}"] {
            let reply = read(text);
            assert_eq!((reply.id, reply.action), (0, None), "{text}");
            assert!(reply.error.is_some(), "{text}");
        }
        let reply = read("{\"id\":7,\"knowledge\":{\"seat\":2},\"level\":\"Strong\",\"seed\":1}");
        assert_eq!((reply.id, reply.seat, reply.action, reply.iterations), (7, 2, None, 0));
        assert!(reply.error.is_some());
    }

    #[test]
    fn a_knowledge_that_makes_no_table_gets_an_error_and_no_search() {
        let session = Session::<CardGame>::new(CardGame::default_config(4), 5).expect("starts");
        let mut value = serde_json::to_value(Request::<CardGame> { id: 4, knowledge: session.knowledge(1), level: Level::Easy, seed: 9 })
            .expect("writes");
        // A seat the table does not have: it reads as a knowledge, but no table fits it.
        value["knowledge"]["seat"] = serde_json::Value::from(9);
        let reply: Reply = serde_json::from_str(&answer_text::<CardGame>(&value.to_string())).expect("a reply");
        assert_eq!((reply.id, reply.seat, reply.action, reply.iterations), (4, 9, None, 0));
        assert!(reply.error.is_some_and(|e| e.contains('9')));
    }
}
