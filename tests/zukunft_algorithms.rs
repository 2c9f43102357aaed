//! Table tests of the spec's algorithms (§3.1 turn order, §3.3 Training Ground line test,
//! §3.6 Grail sets), the worked examples of the rulebook and the spec, and the deck
//! arithmetic of §2.2.5. Final scoring (§3.2, §3.4, §3.5) is in `zukunft_final.rs`.

mod zukunft_support;

use camelot_table::engine::zukunft::{
    grail_set_score, grail_sets, new_turn_order, training_line, Colour, Guess, MissionId,
    ShieldKind, Stack, Zukunft, ZukunftConfig, MISSIONS,
};
use camelot_table::engine::{Game, GameExt, Turn};
use zukunft_support::*;

fn guesses(list: &[(Colour, u8)]) -> Vec<Guess> {
    list.iter()
        .enumerate()
        .map(|(i, &(colour, number))| Guess {
            colour,
            number,
            placed: i as u8,
        })
        .collect()
}

/// A turn-order case: the total, the predictions in the order they were placed, the new order.
type OrderCase<'a> = (u8, &'a [(Colour, u8)], &'a [Colour]);
/// A line case: own knights before, the new knight, bonus or not.
type LineCase<'a> = (&'a [(u8, u8)], (u8, u8), bool);

/// §3.1 / Z-PRED-4: (total, predictions in the order they were placed, the new order).
#[test]
fn turn_order_table_z_pred_4() {
    let cases: &[OrderCase] = &[
        // Exact first, then lower nearest first, then higher nearest first.
        (9, &[(G, 8), (R, 9), (B, 12), (Y, 10)], &[R, G, Y, B]),
        // Nobody exact: the nearest lower number goes first.
        (9, &[(G, 8), (R, 6), (B, 12), (Y, 10)], &[G, R, Y, B]),
        // Lower guesses in descending order, higher ones ascending.
        (
            7,
            &[(R, 1), (G, 3), (Y, 5), (B, 9), (P, 15)],
            &[Y, G, R, B, P],
        ),
        // Two on one number: the outer (placed first) before the inner.
        (5, &[(R, 5), (G, 5)], &[R, G]),
        (10, &[(B, 4), (R, 8), (G, 8), (Y, 11)], &[R, G, B, Y]),
        (2, &[(Y, 3), (R, 3), (G, 1)], &[G, Y, R]),
        // Nobody at or below the total: the lowest higher number leads.
        (2, &[(R, 4), (G, 3), (B, 7)], &[G, R, B]),
        (0, &[(R, 1), (G, 0), (B, 0)], &[G, B, R]),
        // The same distance below and above: below first.
        (6, &[(R, 8), (G, 4)], &[G, R]),
    ];
    for (total, list, want) in cases {
        let got = new_turn_order(*total, &guesses(list));
        assert_eq!(got.as_slice(), *want, "total {total}, guesses {list:?}");
    }
}

/// The rulebook's and the spec's worked example (§2.3, Z-PRED-4): 4 players, Green holds 2
/// and predicts 8; the actual total is 9, so Green goes first unless someone predicted 9.
#[test]
fn worked_example_green_predicts_eight_z_pred_4() {
    let order = new_turn_order(9, &guesses(&[(G, 8), (R, 6), (Y, 11), (B, 12)]));
    assert_eq!(order.get(0), Some(G));
    let order = new_turn_order(9, &guesses(&[(G, 8), (R, 9), (Y, 11), (B, 12)]));
    assert_eq!(order.as_slice(), &[R, G, Y, B]);
}

/// The same example played through the engine: fists 2 + 2 + 2 + 3 = 9 (Z-PRED-1, Z-PRED-3, Z-PRED-5, Z-PRED-6).
#[test]
fn worked_example_through_the_engine_z_pred_3() {
    let mut s = table(cfg(4));
    s.order = vec![R, Y, B, G]; // Green is at the bottom: it predicts first (Z-PRED-1)
    let mut g = build(&s);
    use camelot_table::engine::zukunft::ZukunftAction::{Fist, Predict};
    for (c, k) in [(R, 2), (Y, 2), (B, 3), (G, 2)] {
        let seat = c as u8;
        act(&mut g, seat, Fist(c, k));
    }
    // Bottom to top: Green 8, Blue 12, Yellow 11, Red 6.
    for n in [8, 12, 11, 6] {
        play(&mut g, Predict(n));
    }
    let v = public(&g);
    let reveal = v.reveal.expect("revealed");
    assert_eq!(reveal.total, 9);
    assert!(!reveal.exact);
    assert_eq!(reveal.order.as_slice(), &[G, R, Y, B]);
    assert_eq!(v.order, vec![G, R, Y, B]);
    assert_eq!(
        colour(&g, G).merlin_tiles,
        1,
        "the top colour takes the Merlin tile"
    );
}

fn mask(cells: &[(u8, u8)]) -> u16 {
    cells.iter().fold(0, |m, &(r, k)| m | 1 << (r * 4 + k))
}

/// §3.3 / Z-ROOM-TRAIN-3, Z-ROOM-TRAIN-4: (own knights before, the new knight, bonus?).
#[test]
fn training_line_table_z_room_train_3() {
    let cases: &[LineCase] = &[
        (&[(0, 0), (0, 1)], (0, 2), true),          // horizontal
        (&[(0, 0), (1, 0)], (2, 0), true),          // vertical
        (&[(0, 0), (1, 1)], (2, 2), true),          // diagonal
        (&[(0, 3), (1, 2)], (2, 1), true),          // other diagonal
        (&[(0, 0), (0, 2)], (0, 1), true),          // the middle of three
        (&[(0, 0), (0, 1), (0, 3)], (0, 2), true),  // 2 + new + 1 joins two short runs
        (&[(0, 0), (0, 1), (0, 2)], (0, 3), false), // a fourth in a row (Z-ROOM-TRAIN-4)
        (&[(1, 1), (2, 2), (3, 3)], (0, 0), false), // a fourth on a diagonal
        (&[(0, 0)], (0, 1), false),                 // only two
        (&[(0, 0), (0, 1)], (0, 3), false),         // not adjacent
        (&[(0, 0), (1, 1)], (1, 0), false),         // an L is no line
        (&[(0, 0), (0, 1), (0, 2), (1, 3)], (2, 3), false),
        (&[(0, 0), (0, 1), (0, 2), (1, 3), (0, 3)], (2, 3), true), // a new vertical line beside an old row
    ];
    for (own, (r, k), want) in cases {
        assert_eq!(
            training_line(mask(own), *r, *k),
            *want,
            "own {own:?}, new ({r},{k})"
        );
    }
}

/// The best set split by brute force: every choice of the next set.
fn best(counts: [u8; 4]) -> u16 {
    let mut top = 0;
    for subset in 1u8..16 {
        if (0..4).any(|i| subset & 1 << i != 0 && counts[i] == 0) {
            continue;
        }
        let mut rest = counts;
        for (i, r) in rest.iter_mut().enumerate() {
            if subset & 1 << i != 0 {
                *r -= 1;
            }
        }
        let k = subset.count_ones() as usize;
        top = top.max([0, 1, 3, 6, 10][k] + best(rest));
    }
    top
}

/// §3.6 / Z-FINAL-5: counts of Bowl, Lid, Stem, Foot → points; the spec's example (Bowl ×3,
/// Lid ×1, Stem ×2 → 6 + 3 + 1 = 10) included.
#[test]
fn grail_set_table_z_final_5() {
    let cases: &[([u8; 4], u16, &[u8])] = &[
        ([0, 0, 0, 0], 0, &[]),
        ([1, 0, 0, 0], 1, &[1]),
        ([1, 1, 0, 0], 3, &[2]),
        ([1, 1, 1, 0], 6, &[3]),
        ([1, 1, 1, 1], 10, &[4]),
        ([3, 1, 2, 0], 10, &[3, 2, 1]), // the spec's worked example
        ([2, 2, 2, 2], 20, &[4, 4]),
        ([7, 0, 0, 0], 7, &[1; 7]),
        ([2, 1, 1, 1], 11, &[4, 1]),
        ([3, 3, 1, 0], 12, &[3, 2, 2]),
    ];
    for (counts, points, sets) in cases {
        assert_eq!(grail_set_score(*counts), *points, "{counts:?}");
        assert_eq!(grail_sets(*counts), sets.to_vec(), "{counts:?}");
    }
    // Widest first is optimal (§3.6): compared with every way of forming sets.
    for a in 0..4u8 {
        for b in 0..4u8 {
            for c in 0..4u8 {
                for d in 0..3u8 {
                    assert_eq!(
                        grail_set_score([a, b, c, d]),
                        best([a, b, c, d]),
                        "{:?}",
                        [a, b, c, d]
                    );
                }
            }
        }
    }
}

/// §2.2.5 / Z-PREP-3, Z-SETUP-5: the deck arithmetic.
#[test]
fn deck_arithmetic_z_prep_3() {
    let size = |s: Stack| MISSIONS.iter().filter(|c| c.stack == s).count();
    assert_eq!(
        [
            size(Stack::One),
            size(Stack::Two),
            size(Stack::Three),
            size(Stack::Key)
        ],
        [21, 14, 7, 7]
    );
    assert_eq!(MISSIONS.len(), 49);
    assert_eq!(21 + 14 + 7 + 7, 7 * 7);
    // Drawn per round × 7 rounds against the stacks (Z-PREP-1, Z-PREP-2, Z-3P-3, Z-2P-5).
    for (players, per_round, left) in [
        (2, [3, 2, 1, 0], [0, 0, 0, 0]),
        (3, [3, 1, 1, 0], [0, 7, 0, 0]),
        (4, [3, 2, 1, 0], [0, 0, 0, 0]),
        (5, [3, 2, 1, 1], [0, 0, 0, 0]),
    ] {
        let g = Zukunft::new(&cfg(players), 1).unwrap();
        let v = public(&g);
        assert_eq!(
            v.display.len(),
            per_round.iter().sum::<u8>() as usize,
            "{players} players"
        );
        for (i, stack) in Stack::ALL.iter().enumerate() {
            let in_play = if *stack == Stack::Key && players != 5 {
                0
            } else {
                size(*stack) as u8
            };
            assert_eq!(
                in_play - 7 * per_round[i],
                left[i],
                "{players} players, {stack:?}"
            );
            assert_eq!(
                v.decks[i],
                in_play - per_round[i],
                "{players} players, {stack:?} after round 1"
            );
        }
        // And through a whole game: the stacks hold exactly what is left over.
        let mut g = Zukunft::new(&cfg(players), 3).unwrap();
        run_until(&mut g, |g| g.is_over());
        assert_eq!(public(&g).decks, left, "{players} players at the end");
    }
    // Shield totals: regular cards R 14, G 14, Y 14, B 14, M 9; with the key stack R 16, G 15,
    // Y 15, B 16, M 11, V 5 (Z-ROOM-SECRET-3); Grail icons 6; special points 12.
    let shields = |key: bool| {
        let mut t = [0u8; 6];
        for c in MISSIONS.iter().filter(|c| key || c.stack != Stack::Key) {
            for &k in c.shields {
                t[k as usize] += 1;
            }
        }
        t
    };
    assert_eq!(shields(false), [14, 14, 14, 14, 9, 0]);
    assert_eq!(shields(true), [16, 15, 15, 16, 11, 5]);
    assert_eq!(MISSIONS.iter().map(|c| u32::from(c.grail)).sum::<u32>(), 6);
    assert_eq!(
        MISSIONS
            .iter()
            .filter_map(|c| c.special)
            .map(|(_, p)| u32::from(p))
            .sum::<u32>(),
        12
    );
    assert!(MISSIONS.iter().all(|c| c
        .shields
        .iter()
        .filter(|&&k| k == ShieldKind::Violet)
        .count()
        <= 1));
    // Shields on offer per round in the regular rows: 3×1 + 2×2 + 1×3 = 10 (3 players: 8).
    assert_eq!(3 + 2 * 2 + 3, 10);
    assert_eq!(3 + 2 + 3, 8);
    let _ = (MissionId::COUNT, ZukunftConfig::default());
}

#[test]
fn a_new_game_waits_for_every_fist() {
    let g = Zukunft::new(&cfg(4), 9).unwrap();
    assert_eq!(g.turn(), Turn::Simultaneous(vec![0, 1, 2, 3]));
    assert!(g.legal_actions(0).len() == 4);
}
