use camelot_table::engine::zukunft::*;
use camelot_table::engine::{Game, Turn, Applied};
use camelot_table::engine::rng::Rng;
use std::time::{Duration, Instant};

#[test]
fn perf() {
    let config = ZukunftConfig { players: 4, ..ZukunftConfig::default() };
    let mut legal = Vec::new();
    let mut events = Vec::new();
    let start = Instant::now();
    let mut games = 0u64;
    while start.elapsed() < Duration::from_secs(6) {
        let mut game = Zukunft::new(&config, games).unwrap();
        let mut rng = Rng::new(games);
        loop {
            let seat = match game.turn() {
                Turn::Seat(s) => s,
                Turn::Simultaneous(v) | Turn::Window(v) => v[rng.below(v.len() as u32) as usize],
                Turn::Over => break,
            };
            game.legal_actions_into(seat, &mut legal);
            let action = &legal[rng.below(legal.len() as u32) as usize];
            events.clear();
            let applied: Result<Applied, _> = game.apply_into(seat, action, &mut events);
            std::hint::black_box(&applied);
        }
        games += 1;
    }
    eprintln!("{} games/s", games as f64 / start.elapsed().as_secs_f64());
}
