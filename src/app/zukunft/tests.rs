//! Native checks of the table's pure parts: the words of spaces, reveals and final scoring
//! (naming the rule IDs they show), the rooms drawn as their rows and groups, and random games
//! through the engine in which every prompt, label and log line reads and every decision taken
//! on the open table is the same whatever the acting colour's secrets are.

use super::describe::{self, off_by, reveal_sum};
use super::final_report::{cell, step_of, tie_text};
use super::names;
use super::layout::{levels, plan};
use super::{needs_privacy, setup};
use crate::app::i18n::{Lang, Tr};
use crate::engine::rng::Rng;
use crate::engine::session::Session;
use crate::engine::zukunft::board::{Room, Space};
use crate::engine::zukunft::data::{Colour, MissionId, SideChoice};
use crate::engine::zukunft::view::Pending;
use crate::engine::zukunft::{FinalItem, Reveal, Zukunft, ZukunftAction as A, ZukunftConfig};
use crate::engine::{Game, GameExt, Seat, Turn, Viewer};

const EN: Tr = Tr(Lang::En);
const DE: Tr = Tr(Lang::De);

fn names_of(n: u8) -> Vec<String> {
    (0..n).map(|i| format!("P{i}")).collect()
}

fn reads(s: &str, what: &str) {
    assert!(!s.trim().is_empty(), "{what}: empty");
    assert!(!s.contains("{a") && !s.contains("{b") && !s.contains("Some(") && !s.contains("None"), "{what}: unfilled or debug text in {s:?}");
}

fn space(label: &str) -> Space {
    Space::from_label(label).expect("a space")
}

/// Z-ROOM-TRAIN-2 (column points 3/2/3/4), Z-EFF-4 (Grail), Z-EFF-2 (additional knight),
/// Z-EFF-3 (tree), Z-EFF-6 (hearts), Z-ROOM-BALL-5 (the queen's 8), Z-ROOM-CHAP-2 (arrows).
#[test]
fn every_space_says_its_printed_effect_in_words() {
    assert_eq!(names::effect_full(space("TG-2d"), EN), "4 points");
    // Chapel S1: 1 point and 1 Grail tile, an arrow up to P1.
    assert_eq!(names::effect_full(space("CH-S1"), EN), "1 point · 1 Grail tile · arrows to P1");
    // Chapel P1: 2 points and an additional knight into the blue room.
    assert!(names::effect_full(space("CH-P1"), EN).contains("an additional knight into the blue room"));
    assert!(names::effect_full(space("CH-P1"), DE).contains("ein zusätzlicher Ritter in den blauen Raum"));
    // Ballroom 11: a tree and a heart.
    assert_eq!(names::effect_full(space("BR-Q"), EN), "8 points · only with 3 hearts");
    // The Round Table pays nothing now: the majority counts at the end (Z-ROOM-TABLE-1, -2).
    assert_eq!(names::effect_full(space("RT-01"), EN), "counts for the majority at the end");
    // The tournament final's optional offer (Z-ROOM-TOURN-6) and the winner's (Z-ROOM-TOURN-8).
    assert!(names::effect_full(space("TO-F1"), EN).starts_with("4 points · you may also take 1 knight and 1 Grail tile"));
    assert!(names::effect_full(space("TO-W"), EN).starts_with("6 points · you may also place 1 knight into the red room"));
    for s in Space::all() {
        for t in [EN, DE] {
            reads(&names::effect_full(s, t), "effect");
            reads(&names::space(s, t), "space");
        }
    }
}

/// Z-ROOM-TRAIN-1 (4 rows of 4), Z-ROOM-TOURN-2 (rounds 3/3/2, then the final and the winner),
/// Z-ROOM-REBEL-2 (7 royalist and 6 rebel fields), Z-ROOM-INTR-1 (groups 4/3/3/2/2),
/// Z-ROOM-CHAP-3 (levels 4-4-3-2-1), Z-ROOM-BALL-1 (16 fields and the queen), Z-ROOM-SECRET-2.
#[test]
fn rooms_are_drawn_as_their_rows_groups_and_levels() {
    let sizes = |r: Room| levels(r).iter().map(Vec::len).collect::<Vec<_>>();
    assert_eq!(sizes(Room::TrainingGround), [4, 4, 4, 4]);
    assert_eq!(sizes(Room::TournamentGround), [3, 3, 2, 3, 1]);
    assert_eq!(sizes(Room::Rebellion), [7, 6]);
    assert_eq!(sizes(Room::Intrigue), [4, 3, 3, 2, 2]);
    assert_eq!(sizes(Room::Chapel), [4, 4, 3, 2, 1]);
    assert_eq!(sizes(Room::Library), [4, 5, 4, 2]);
    assert_eq!(sizes(Room::Ballroom), [16, 1]);
    assert_eq!(sizes(Room::RoundTable), [16]);
    assert_eq!(sizes(Room::SecretRoom), [5]);
    let names: Vec<String> = levels(Room::TournamentGround).iter().map(|l| names::row_of(l[0], EN).1).collect();
    assert_eq!(names, ["Round 1", "Round 2", "Round 3", "Final", "Winner"]);
}

/// Z-PRED-3 (the total of all fists), Z-PRED-4 (each guess against it).
#[test]
fn the_reveal_adds_up_the_fists_and_measures_each_guess() {
    let mut r = Reveal { round: 2, total: 5, ..Reveal::default() };
    for f in [(Colour::Red, 2), (Colour::Green, 0), (Colour::Yellow, 3)] {
        r.fists.push(f);
    }
    assert_eq!(reveal_sum(&r, EN), "Fists: red 2 + green 0 + yellow 3 = 5");
    assert_eq!(reveal_sum(&r, DE), "Fäuste: Rot 2 + Grün 0 + Gelb 3 = 5");
    assert_eq!(off_by(5, 0, EN), "5 (exact)");
    assert_eq!(off_by(4, -1, EN), "4 (1 too low)");
    assert_eq!(off_by(7, 2, EN), "7 (2 too high)");
}

/// Z-MISS-9: a special mission says what it asks and pays; Z-MISS-1: a card names its shields.
#[test]
fn mission_cards_say_their_shields_and_special_missions_their_points() {
    assert_eq!(names::mission(MissionId::from_label("M2-05").expect("card"), EN), "M2-05: red shield + green shield");
    assert_eq!(names::mission(MissionId::from_label("M2-14").expect("card"), EN), "M2-14: special mission: 2 knights home for 5 points");
    assert_eq!(names::mission(MissionId::from_label("M1-04").expect("card"), EN), "M1-04: red shield + 1 Grail tile");
}

/// Z-FINAL-3 (2 per knight behind the screen), Z-FINAL-6 (−9), Z-FINAL-5 (sets).
#[test]
fn final_scoring_cells_show_their_arithmetic() {
    assert_eq!(cell(8, &FinalItem::Screen { knights: 4 }, EN), "+8 (4 × 2 = 8)");
    assert_eq!(cell(-9, &FinalItem::SecretRoom, EN), "−9 (no knight in the secret room)");
    assert_eq!(step_of(&FinalItem::Magician), 1);
    assert_eq!(points_text(1), "1 point");
    assert_eq!(points_text(-4), "-4 points");
}

fn points_text(n: i32) -> String {
    names::points(n, EN)
}

/// The form keeps the variants and drops the expert variant without heroes (Z-XPERT-2).
#[test]
fn the_form_keeps_sides_and_heroes_for_any_player_count() {
    let c = ZukunftConfig { players: 4, sides: [SideChoice::B; 4], heroes: false, expert: true, ..ZukunftConfig::default() };
    let five = setup::with_seats(&c, 5, 7);
    assert_eq!(five.players, 5);
    assert_eq!(five.first_player, 2);
    assert_eq!(five.sides, [SideChoice::B; 4]);
    assert!(!five.expert, "the expert variant needs heroes");
}

/// Plays random games; at every step checks the words of the table and the privacy rule:
/// the fist (Z-SEND-4), the prediction (Z-PRED-1) and Parzival's look (Z-HERO-PAR-2) are asked
/// in private; every other decision is taken on the open table, so its legal actions must be
/// the same in every state another seat cannot tell apart from this one. At the end, each
/// colour's final lines add up to its total (§3.2), and with 2 players a seat's result is its
/// lower colour (Z-2P-4).
#[test]
fn random_games_read_and_public_decisions_need_no_secret() {
    for (players, heroes, sides) in [(2u8, true, SideChoice::B), (3, true, SideChoice::B), (4, false, SideChoice::A), (5, true, SideChoice::Random)] {
        let config = ZukunftConfig { players, heroes, sides: [sides; 4], first_player: 0, expert: heroes && players == 3, colours: None, draw_grail: true };
        let mut session = Session::<Zukunft>::new(config, 11 + u64::from(players)).expect("valid");
        let names = names_of(players);
        let mut rng = Rng::new(u64::from(players));
        let mut public_steps = 0;
        let mut steps = 0;
        loop {
            let seats: Vec<Seat> = match session.turn() {
                Turn::Seat(s) => vec![s],
                Turn::Simultaneous(v) => v,
                _ => break,
            };
            let seat = seats[rng.below(seats.len() as u32) as usize];
            let public = session.view(Viewer::Public);
            let legal = session.legal_actions(seat);
            assert!(!legal.is_empty());
            let private = needs_privacy(&public, seat);
            if matches!(session.turn(), Turn::Simultaneous(_)) || legal.iter().any(|a| matches!(a, A::Fist(..) | A::Predict(_) | A::Part(_))) {
                assert!(private, "{:?} must be asked in private", public.pending);
            }
            if !private {
                public_steps += 1;
                let other = (seat + 1) % players;
                for k in 0..2 {
                    let sample = session.state().resample(other, k);
                    assert_eq!(<Zukunft as GameExt>::legal_actions(&sample, seat), legal, "{:?}: the choices depend on a secret", public.pending);
                }
            }
            for t in [EN, DE] {
                reads(&describe::prompt(&public, &names, t), "prompt");
                let mine = session.view(Viewer::Seat(seat));
                for a in &legal {
                    reads(&describe::action_label(a, Some(&mine), t), "label");
                }
            }
            let a = legal[rng.below(legal.len() as u32) as usize];
            session.apply(seat, a).expect("legal");
            steps += 1;
            assert!(steps < 5000, "the game ends");
        }
        assert!(public_steps > 0);
        let v = session.view(Viewer::Public);
        let events: Vec<_> = session.log(Viewer::Public).collect();
        for t in [EN, DE] {
            for line in describe::log_lines(&v, &events, &names, t) {
                reads(&line.text, "log");
            }
        }
        let report = v.final_report.as_ref().expect("final scoring");
        for c in &report.colours {
            let sum: i32 = i32::from(c.start) + c.lines.iter().map(|l| i32::from(l.points)).sum::<i32>();
            assert_eq!(sum, i32::from(c.total), "{:?}: the lines add up", c.colour);
        }
        if players == 2 {
            for s in &report.standings {
                let lower = report.colours.iter().filter(|c| c.seat == s.seat).map(|c| c.total).min();
                assert_eq!(Some(s.score), lower, "a seat's lower colour counts");
            }
        }
        let outcome = session.outcome().expect("over");
        let line = describe::outcome_line(&outcome, &v, &names, EN);
        assert!(line.contains(&names[usize::from(outcome.winners[0])]), "{line}");
        let _ = tie_text(report, &names, EN);
        assert!(matches!(v.pending, Pending::Over));
    }
}

/// Z-ROOM-CHAP-2 (each later chapel knight goes one level up an arrow), Z-ROOM-CHAP-3 (the
/// path narrows 4-4-3-2-1), Z-ROOM-LIB-2 (library arrows from any own knight): the path rooms
/// are drawn level by level, the start fields at the bottom, with every arrow of the board
/// between the field it leaves and the field it reaches, and none that the board does not print.
#[test]
fn the_path_rooms_draw_every_arrow_from_field_to_field() {
    for room in [Room::Chapel, Room::Library] {
        let p = plan(room);
        let at = |s: Space| p.places.iter().find(|x| x.space == s).copied().expect("a place");
        let mut drawn = 0;
        for a in room.range().filter_map(Space::new) {
            for b in room.range().filter_map(Space::new).filter(|b| a.arrows() & (1u128 << b.index()) != 0) {
                let (from, to) = (at(a), at(b));
                assert_eq!(from.row, to.row + 2, "{room:?}: {} leads one level up to {}", a.label(), b.label());
                // Centres in half columns: an arrow stands halfway between them, in the row
                // between the two levels, pointing the way it leads.
                let (cf, ct) = (u16::from(from.col) + 1, u16::from(to.col) + 1);
                assert!(cf.abs_diff(ct) <= 2, "{room:?}: a long arrow from {} to {}", a.label(), b.label());
                let mid = cf + ct;
                let glyph = match ct.cmp(&cf) {
                    std::cmp::Ordering::Equal => "↑",
                    std::cmp::Ordering::Less => "↖",
                    std::cmp::Ordering::Greater => "↗",
                };
                assert!(
                    p.arrows.iter().any(|x| x.row == from.row - 1 && 2 * u16::from(x.col) + u16::from(x.cols) == mid && x.glyph == glyph),
                    "{room:?}: the arrow from {} to {}",
                    a.label(),
                    b.label()
                );
                drawn += 1;
            }
        }
        assert_eq!(p.arrows.len(), drawn, "{room:?}: no arrow the board does not print");
        assert!(drawn > 0);
    }
    // A room without a path has no arrows.
    assert!(plan(Room::Ballroom).arrows.is_empty());
}
