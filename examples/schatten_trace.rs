//! Where Schatten über Camelot games are lost when the playout policy plays all four seats
//! (as the arena's `schatten 4p: 4 Policy` table: each seat on a sample built from its own
//! seat's knowledge).
//! Counts per game: the actions chosen, where siege engines and lost life come from, quests
//! won and lost, Merlin pledges, how games end.
//!
//! ```text
//! nice cargo run --profile bench --no-default-features --example schatten_trace -- [GAMES] [easy|medium|strong] [BUDGET_PERCENT]
//! TRAITOR=never|always ...   (the deal; default the official one)
//! ```

use camelot_table::engine::rng::Rng;
use camelot_table::engine::schatten::{Schatten, SchattenAction, SchattenConfig, SchattenEvent, TraitorDeal};
use camelot_table::engine::session::Session;
use camelot_table::engine::{Game, GameExt, Turn};
use std::collections::BTreeMap;

fn name<T: std::fmt::Debug>(x: &T) -> String {
    let s = format!("{x:?}");
    s.split([' ', '{']).next().unwrap_or("").to_string()
}

fn main() {
    let games: u64 = std::env::args().nth(1).and_then(|a| a.parse().ok()).unwrap_or(1000);
    let mut c: BTreeMap<String, f64> = BTreeMap::new();
    let verbose = std::env::var("TRACE").is_ok();
    // A search level instead of the policy: easy, medium or strong.
    let level = std::env::args().nth(2).and_then(|l| {
        use camelot_table::engine::bot::Level;
        Level::ALL.into_iter().find(|x| x.name().eq_ignore_ascii_case(&l))
    });
    // Percent of the level's budget (as the arena's --budget-scale).
    let scale: u64 = std::env::args().nth(3).and_then(|a| a.parse().ok()).unwrap_or(100);
    let mut add = |k: String, v: f64| *c.entry(k).or_default() += v;
    for i in 0..games {
        let seed = 0x5001 ^ i << 8;
        let traitor = match std::env::var("TRAITOR").as_deref() {
            Ok("never") => TraitorDeal::Never,
            Ok("always") => TraitorDeal::Always,
            _ => TraitorDeal::Official,
        };
        let config = SchattenConfig { traitor, ..SchattenConfig::default() };
        let mut session = Session::<Schatten>::new(config, seed).expect("valid");
        let mut rng = Rng::new(seed ^ 0xa4e4a);
        for step in 0u64.. {
            let g = session.state().clone();
            let seat = match g.turn() {
                Turn::Over => break,
                Turn::Seat(s) => s,
                Turn::Simultaneous(v) | Turn::Window(v) => v[0],
            };
            let legal = g.legal_actions(seat);
            // The players see only their seats' knowledge.
            let known = session.knowledge(seat);
            let sample = Schatten::determinize(&known, seed ^ step.wrapping_mul(0x9e37_79b9_7f4a_7c15)).expect("rebuilds");
            let action = if legal.len() <= 1 {
                None
            } else if let Some(level) = level {
                let budget = level.budget() * scale / 100;
                let mut search = camelot_table::engine::bot::Search::with_budget(&known, level, budget, seed ^ step).expect("rebuilds");
                search.finish();
                if verbose && i == 0 && std::env::var("TRACE").as_deref() == Ok("2") {
                    let st = search.stats();
                    let top: Vec<String> = st.actions.iter().take(8).map(|a| format!("{:?} {} {:.3}", a.action, a.visits, a.value)).collect();
                    println!("    search ({} it): {}", st.iterations, top.join(" | "));
                }
                search.best()
            } else {
                sample.playout_action(seat, &legal, &mut rng)
            };
            let action = action.or_else(|| rng.choose(&legal).copied()).expect("a legal action");
            let a = match action {
                SchattenAction::Pledge(n) => format!("Pledge({n})"),
                SchattenAction::Play(s) => format!("Play({})", name(&s).split('(').next().unwrap_or("")),
                a => name(&a).split('(').next().unwrap_or("").to_string(),
            };
            add(format!("action {a}"), 1.0);
            if verbose && i == 0 {
                let v = g.view(camelot_table::engine::Viewer::Seat(seat));
                let me = v.me.as_ref().expect("a seat");
                let sv = &v.seats[usize::from(seat)];
                let hand: Vec<String> = me.hand.cards().map(|w| format!("{w:?}")).collect();
                println!(
                    "W{} B{} S{} E{} G{}/{} BK{:?}/{} L{:?}/{} wars {}/{:?} {}/{:?} | s{seat} {:?} at {:?} life {} [{}] -> {action:?}",
                    v.white_swords, v.black_swords, v.siege, v.excalibur, v.grail_white, v.grail_black.len(),
                    v.black_knight.white, v.black_knight.black.len(), v.lancelot.white, v.lancelot.black.len(),
                    v.wars[0].warriors, v.wars[0].needs, v.wars[1].warriors, v.wars[1].needs,
                    me.loyalty.map(|l| format!("{l:?}").chars().next().unwrap_or('?')), sv.at, sv.life, hand.join(" ")
                );
            }
            let events = session.apply(seat, action).expect("legal").to_vec();
            for e in &events {
                match e {
                    SchattenEvent::SiegeAdded { .. } => add(format!("siege + by {a}"), 1.0),
                    SchattenEvent::SiegeRemoved { .. } => add(format!("siege - by {a}"), 1.0),
                    SchattenEvent::BecameSiege { card } => add(format!("siege + closed quest {}", name(card)), 1.0),
                    SchattenEvent::Life { from, to, cause, .. } if to < from => {
                        add(format!("life - {}", name(cause)), f64::from(from - to))
                    }
                    SchattenEvent::Life { from, to, cause, .. } => add(format!("life + {}", name(cause)), f64::from(to - from)),
                    SchattenEvent::QuestEnded { place, won, .. } => {
                        add(format!("quest {:?} {}", place, if *won { "won" } else { "lost" }), 1.0)
                    }
                    SchattenEvent::MerlinCancelled { card, .. } => add(format!("merlin cancelled {}", name(card)), 1.0),
                    SchattenEvent::MerlinFailed { card, .. } => add(format!("merlin failed {}", name(card)), 1.0),
                    SchattenEvent::GrailWhite { .. } => add("played on Grail".into(), 1.0),
                    SchattenEvent::GrailBlack { .. } => add("black on Grail".into(), 1.0),
                    SchattenEvent::WhitePlayed { place, .. } => add(format!("played on {place:?}"), 1.0),
                    SchattenEvent::Discarded { cards, cause, .. } => add(format!("discarded {}", name(cause)), f64::from(cards.total())),
                    SchattenEvent::Moved { from, to, .. } => add(format!("moved {from:?} -> {to:?}"), 1.0),
                    SchattenEvent::Died { .. } => add("died".into(), 1.0),
                    SchattenEvent::GameEnded { report, loyalties } => {
                        let t = if loyalties.iter().any(|l| *l == camelot_table::engine::schatten::Loyalty::Traitor) { "traitor" } else { "no traitor" };
                        add(format!("end {:?}", report.cause), 1.0);
                        add(format!("end {t} {:?}", report.cause), 1.0);
                        add(format!("end {t} loyal won"), f64::from(u8::from(report.loyal_won)));
                        add("end loyal won".into(), f64::from(u8::from(report.loyal_won)));
                        add("end white swords".into(), f64::from(report.white));
                        add("end black swords".into(), f64::from(report.black));
                        add("end siege".into(), f64::from(report.siege));
                        add(format!("end margin W-B {:+}", i16::from(report.white) - i16::from(report.black)), 1.0);
                        add(format!("end swords W+B {:02}", report.white + report.black), 1.0);
                    }
                    _ => {}
                }
            }
        }
    }
    for (k, v) in &c {
        println!("{:8.3}  {k}", v / games as f64);
    }
}
