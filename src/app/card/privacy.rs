//! When a seat must take the device before it decides — decided from the public view alone,
//! so that being asked gives nothing away. Otherwise the turn is played on the open table in
//! one tap, and then the seat's choices must not depend on its secrets (tested below).

use crate::engine::card::{CardView, Pending};
use crate::engine::Seat;

/// Whether `seat`'s next screen shows something private: its loyalty card in the first round,
/// knight cards it may play now, the card it draws under Morgan #1, a secret choice, or cards
/// in its hand.
#[must_use]
pub fn needs_privacy(public: &CardView, seat: Seat) -> bool {
    let solo = public.players < 2;
    match public.pending {
        Pending::Action { seat: s } if s == seat => {
            let knights = public.knights && public.seats.get(usize::from(seat)).is_some_and(|v| v.knight_cards > 0);
            (!solo && public.first_round) || knights || public.morgan1
        }
        Pending::SpreadRumors { .. } | Pending::Merlin6 { .. } | Pending::Over => false,
        Pending::Action { .. } => false,
        Pending::ChooseSpread { .. }
        | Pending::Announce { .. }
        | Pending::Token { .. }
        | Pending::VivienGive { .. }
        | Pending::VivienKeep { .. }
        | Pending::GawainChoose { .. } => true,
        // Windows always go through the pass screen (the platform asks who plays a knight).
        Pending::ArthurWindow { .. } | Pending::GawainWindow { .. } | Pending::PercivalWindow { .. } => true,
    }
}

#[cfg(test)]
mod tests {
    use super::needs_privacy;
    use crate::engine::card::{CardConfig, CardGame};
    use crate::engine::rng::Rng;
    use crate::engine::{Game, GameExt, Turn, Viewer};

    /// Over random games: whenever the table plays a seat's turn in public, that seat's legal
    /// actions are the same in every state the other seats cannot tell apart from this one
    /// (its own loyalty card and knight cards resampled), so the public table offers exactly
    /// the right buttons.
    #[test]
    fn a_public_turn_offers_what_every_hidden_hand_would() {
        let mut public_turns = 0;
        let mut private_turns = 0;
        for (i, &(players, promos, knights)) in [(4, true, true), (5, false, true), (3, true, false), (7, true, true), (1, true, true)].iter().enumerate() {
            for game in 0..6_u64 {
                let seed = 1000 * i as u64 + game;
                let cfg = CardConfig { players, promos, knights, first_player: (seed % u64::from(players)) as u8 };
                let mut g = CardGame::new(&cfg, seed).expect("config");
                let mut rng = Rng::new(seed ^ 0x5eed);
                for step in 0..400_u64 {
                    let seat = match g.turn() {
                        Turn::Over => break,
                        Turn::Seat(s) => s,
                        Turn::Window(v) | Turn::Simultaneous(v) => v[0],
                    };
                    let public = g.view(Viewer::Public);
                    let legal = g.legal_actions(seat);
                    if matches!(g.turn(), Turn::Seat(_)) {
                        if needs_privacy(&public, seat) {
                            private_turns += 1;
                        } else {
                            public_turns += 1;
                            for other in (0..players).filter(|&o| o != seat) {
                                let sample = g.resample(other, seed ^ step ^ u64::from(other) << 20);
                                assert_eq!(sample.view(Viewer::Public), public, "a sample the table cannot tell apart");
                                assert_eq!(sample.legal_actions(seat), legal, "seat {seat} at step {step} of game {seed}: {:?}", public.pending);
                            }
                        }
                    }
                    let a = *rng.choose(&legal).expect("a legal action");
                    g.apply(seat, &a).expect("legal");
                }
            }
        }
        assert!(public_turns > 100 && private_turns > 50, "both kinds of turn were tried: {public_turns} public, {private_turns} private");
    }
}
