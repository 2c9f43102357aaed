//! # Tournament at Camelot
//!
//! A trick-taking game for 2–6 players where you want to *lose* as little as possible: every
//! trick ("melee") goes to the player who played the lowest card, and the cards you take hurt
//! you. The winner is the healthiest player when somebody's Health reaches zero.
//!
//! ## The rules in short (our words)
//! - **Setup.** Each player gets a Protagonist with a fixed Companion, starts at 400 Health
//!   and a random player deals. The Godsend deck is shuffled. With 2 players the Arrows suit is
//!   removed.
//! - **Round.** The dealer shuffles the Weapon cards and gives 12 to everyone; the rest is the
//!   Draw Deck. Draw effects (Tristan, Second Sight) draw and then discard as many face down,
//!   so every hand stays the same size and every round has exactly 12 melees. Then Wrath of
//!   Heaven, Day of Reckoning and Divine Shield are declared.
//! - **Melee.** The player on the dealer's left leads the first melee, the loser of a melee
//!   leads the next. Any Basic card or Sorcerer may be led; Alchemy only from a hand without
//!   Basic cards. Followers must play the lead suit or a Sorcerer; without the suit they must
//!   play Alchemy or a Sorcerer; with neither they discard a card face up and suffer 5 Shame
//!   at once. After an Alchemy lead anything goes. Sorcerers are declared as a suit and a value
//!   from 1 to 15 (Merlin still injures 25, the Apprentice 5).
//! - **Resolution.** Cards of equal final value are flipped face down (a feint: they cannot
//!   lose but still hurt); the lowest face-up card loses and its player takes all the melee's
//!   cards into their Weapon Hits pile. If everything is face down, the cards wait for the
//!   loser of the next melee; after the 12th melee such cards are discarded.
//! - **Scoring.** Each Weapon Hits card injures (5, poisoned 10, Merlin 25), through
//!   replacement, doubling (never more than ×2), prevention and the Green Sash's cap; Armour of
//!   Faith takes 20 off; healing is added; Health stays within 0–400. Companions join when
//!   Health falls to their threshold. The most injured player deals next.
//! - **Godsends.** The most injured players pick Godsends (more as the game goes on, plus
//!   extras for players 100 and 200 behind the leader); the healthiest never get one. Each
//!   Godsend works for one round.
//! - **End.** When anyone is at zero after a round is scored, the game ends; most Health wins.
//!
//! ## Sources and deviations
//! The rulebook (`shared/rulebooks/tournament-at-camelot.en.txt`) and the implementation spec
//! (`shared/specs/tournament-at-camelot.md`, reconstruction v1), which defines the card texts
//! the rulebook does not print (§10–§12) and settles its silent cases (`[INT]`). Deviations
//! from the spec: none. Choices the spec leaves open, each documented where it is made:
//! - A Blessed Blade adds +4 at most once to a given card (GS-09: "as you play a card").
//! - Second Thoughts is used at most once per melee (one turn per seat and step, §5).
//! - S2 declarations are required: Wrath, Reckoning and Shield never hurt their holder.
//! - A Glamour card's identity is hidden until its melee's cards are gathered.
//! - A Fisher King unlocked at E8 first helps in the *next* Godsend phase (T-THRESH-2).
//! - A seat is asked about Second Thoughts whenever the table can see the power is usable,
//!   even if its hand turns out to hold no replacement (asking only then would reveal the
//!   hand); it can always pass.
//!
//! ## Rule index (spec ID → code)
//! | Rule IDs | Where |
//! |---|---|
//! | T-COMP-1…6, T-CONV-1/4, §10, §11 table, §12 table | [`data`] |
//! | T-SETUP-1…7, T-DEAL-1…5, T-TIME-S0/S1/S2, T-TRIS-1, GS-10, GS-01…03 declarations | `rules/deal.rs` |
//! | T-LEAD-1…6, T-FOLLOW-1…6, T-SORC-1…5, T-SHAME-1…4, T-MORG-1/2, T-ARTHUR-1/2, T-GAW-1, GS-09, GS-07 (Shame), T-GAL-1, T-TIME-M1/M2 | `rules/melee.rs` |
//! | T-TIME-M3…M6, T-EXCAL-1/2, T-PERC-1…3, T-PELL-1, T-FEINT-1…5, T-MELEE-1…5, T-LANCE-1/2, T-MORG-3, GS-08, GS-11, GS-12, T-WOG-1/2, T-TIME-E1 | `rules/resolve.rs` |
//! | T-TIME-E2…E9, T-GUIN-1/2, GS-13, T-INJ-1…4, T-DOUBLE-1…4, T-MORD-1, T-ISO-1, T-SASH-1, T-NIM-1, GS-01…07, T-HEAL-1…4, T-HEALTH-1/2, T-THRESH-1…6, T-DEALER-1…3 | `rules/scoring.rs` |
//! | T-TIME-E10, T-GODSEND-1…11, T-FISH-1, T-2P-3 | `rules/godsend.rs` |
//! | T-END-1…4, T-OBJ-1 | `rules/end.rs` |
//! | T-2P-1/2 | `state.rs` (`weapon_deck`, `suit_in_play`) |
//! | T-CONV-8 (public / hidden) | [`view`], [`determinize`] |

pub mod actions;
pub mod data;
pub mod determinize;
pub mod events;
mod known;
mod playout;
mod rules;
pub mod setup;
pub mod state;
pub mod view;

pub use actions::{Boosts, EscapeKind, TournamentAction, TournamentError};
pub use data::{Band, Card, CardKind, Character, Godsend, GodsendKind, Source, Suit};
pub use events::{Declaration, TournamentEvent};
pub use setup::{SetupError, SetupStart, TournamentSetup, UsedPowers};
pub use state::{Tournament, TournamentConfig};
pub use view::TournamentView;

/// T-INJ-1 for one seat's current pile, as the end of the round would compute it (for the UI's
/// "injury so far" preview and for tests).
#[must_use]
pub fn injury_preview(game: &Tournament, seat: crate::engine::Seat) -> Vec<events::InjuryLine> {
    let mut lines = Vec::new();
    if seat < game.n {
        rules::injury_lines(game, seat, &mut lines);
    }
    lines
}
