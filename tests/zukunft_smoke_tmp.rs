use camelot_table::engine::zukunft::*;
use camelot_table::engine::{Game, GameExt, Turn, Viewer};
use camelot_table::engine::rng::Rng;

#[test]
fn smoke() {
    for config in Zukunft::sample_configs() {
        for seed in 0..20 {
            let mut g = Zukunft::new(&config, seed).unwrap();
            let mut rng = Rng::new(seed);
            let mut steps = 0;
            loop {
                let seat = match g.turn() {
                    Turn::Seat(s) => s,
                    Turn::Simultaneous(v) | Turn::Window(v) => v[rng.below(v.len() as u32) as usize],
                    Turn::Over => break,
                };
                let legal = g.legal_actions(seat);
                assert!(!legal.is_empty(), "{config:?} {seed} step {steps}: no legal for {seat}: {:?}", g.view(Viewer::Public).pending);
                assert!(legal.windows(2).all(|w| w[0] < w[1]), "{legal:?}");
                let a = legal[rng.below(legal.len() as u32) as usize];
                g.apply(seat, &a).unwrap();
                for s in 0..g.players() {
                    let d = g.determinize(s, seed + steps as u64);
                    assert_eq!(d.view(Viewer::Seat(s)), g.view(Viewer::Seat(s)), "{config:?} seed {seed} step {steps} seat {s}");
                    let d2 = d.determinize(s, 77);
                    assert_eq!(d2, g.determinize(s, 77), "{config:?} seed {seed} step {steps} seat {s}: sample of sample");
                }
                steps += 1;
                assert!(steps < 2000);
            }
            if seed == 0 { eprintln!("{config:?}: {steps} steps, outcome {:?}", g.outcome()); }
        }
    }
}
