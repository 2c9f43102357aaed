//! One log line per event. Private events reach only their seat's log (the platform filters
//! by `visible_to`), so their lines may name the secret. A card of the Threats pile is named
//! only while it lies on top (see [`log_lines`]): the pile is the players' memory game.

use super::arith;
use super::names;
use crate::app::i18n::Tr;
use crate::app::kit::LogLine;
use crate::engine::card::{CardEvent, CardView, EndReport, EndResult, Side};
use crate::engine::Seat;

/// Whether the event lays a card on the Threats pile (face up or face down).
fn lays(e: &CardEvent) -> bool {
    matches!(e, CardEvent::Listened { .. } | CardEvent::DrewFaceDown { .. } | CardEvent::Placed { .. })
}

/// Whether the event names the card last laid on the pile.
fn names_pile_card(e: &CardEvent) -> bool {
    matches!(e, CardEvent::Listened { .. } | CardEvent::SawFaceDown { .. } | CardEvent::Announced { .. } | CardEvent::Placed { .. })
}

/// For each event: may its line name the pile card it concerns? Only when that card is the top
/// of the pile in `view` now. Cards are counted onto the pile as they are laid and the count
/// starts again when a quest gathers the pile; if the count disagrees with the view, nothing
/// is named.
pub fn nameable(view: &CardView, events: &[&CardEvent]) -> Vec<bool> {
    let mut at = Vec::with_capacity(events.len());
    let mut count = 0_usize;
    let mut generation = 0_usize;
    for e in events {
        if lays(e) {
            count += 1;
        }
        if matches!(e, CardEvent::QuestResolved(_)) {
            count = 0;
            generation += 1;
        }
        at.push((generation, count));
    }
    let pile = usize::from(view.pile);
    let consistent = count == pile;
    events
        .iter()
        .zip(at)
        .map(|(e, (g, c))| names_pile_card(e) && consistent && pile > 0 && g == generation && c == pile)
        .collect()
}

/// The log as `view`'s viewer may read it.
pub fn log_lines(view: &CardView, events: &[(usize, Seat, &CardEvent)], ns: &[String], t: Tr) -> Vec<LogLine> {
    let evs: Vec<&CardEvent> = events.iter().map(|(_, _, e)| *e).collect();
    let named = nameable(view, &evs);
    events
        .iter()
        .zip(named)
        .enumerate()
        .filter(|(_, ((_, _, e), _))| !matches!(e, CardEvent::TurnBegins { .. }))
        .map(|(i, ((_, _, e), named))| LogLine {
            index: i,
            group: String::new(),
            text: describe(e, named, ns, t),
            private: e.is_private(),
        })
        .collect()
}

/// One event in words; `named`: the pile card it concerns may be named.
pub fn describe(e: &CardEvent, named: bool, ns: &[String], t: Tr) -> String {
    use CardEvent as E;
    let n = |s: u8| names::seat(ns, s);
    let c = |x| names::card(x, t);
    let list = |v: &[crate::engine::card::Card]| v.iter().map(|&x| c(x)).collect::<Vec<_>>().join(", ");
    match e {
        E::TurnBegins { seat } => t.card_s_turn(&n(*seat)),
        E::Listened { seat, card } if named => t.card_listens_to_rumors(&n(*seat), &c(*card)),
        E::Listened { seat, .. } => t.card_listened_unnamed(&n(*seat)),
        E::DrewFaceDown { seat } => t.card_draws_a_card_face(&n(*seat)),
        E::SawFaceDown { card, .. } if named => t.card_you_drew_face_down(&c(*card)),
        E::SawFaceDown { .. } => t.card_saw_unnamed().into(),
        E::Announced { seat, card } if named => t.card_announces(&n(*seat), &c(*card)),
        E::Announced { seat, .. } => t.card_announced_unnamed(&n(*seat)),
        E::Counted { count } => t.card_morgan_2_count(&count.to_string()),
        E::Reshuffled { cards } => t.card_the_discard_pile_is(&cards.to_string()),
        E::Silence { on: true } => t.card_silence_a_morgan_is().into(),
        E::Silence { on: false } => t.card_the_silence_ends_you().into(),
        E::Morgan1 { active: true } => t.card_morgan_1_is_active().into(),
        E::Morgan1 { active: false } => t.card_morgan_1_ends().into(),
        E::Morgan2 { active: true } => t.card_morgan_2_is_active().into(),
        E::Morgan2 { active: false } => t.card_morgan_2_ends().into(),
        E::TokenPlaced { seat } => t.card_lays_a_merlin_4(&n(*seat)),
        E::TokenChosen { quest, .. } => t.card_your_token_names(&names::quest(*quest, t)),
        E::VivienNoEffect { seat } => t.card_vivien_has_no_effect(&n(*seat)),
        E::VivienTook { seat } => t.card_vivien_takes_a_set(&n(*seat)),
        E::VivienSaw { loyalty, .. } => t.card_the_card_you_took(&names::loyalty(*loyalty, t)),
        E::VivienGave { from, to } => t.card_hands_the_other_card(&n(*from), &n(*to)),
        E::VivienReceived { loyalty, .. } => t.card_the_card_you_were(&names::loyalty(*loyalty, t)),
        E::VivienChose { seat } => t.card_keeps_one_of_two(&n(*seat)),
        E::VivienKept { loyalty, .. } => t.card_you_kept(&names::loyalty(*loyalty, t)),
        E::QuestChosen { seat, quest, bonus: Some(bonus) } => t.card_goes_on_a_quest(&n(*seat), &names::quest(*quest, t), bonus),
        E::QuestChosen { seat, quest, bonus: None } => t.card_goes_on_a_quest_2(&n(*seat), &names::quest(*quest, t)),
        E::Arthur { seat, quester } => t.card_plays_arthur_must_listen(&n(*seat), &n(*quester)),
        E::Declined { .. } => t.card_no_one_plays_a().into(),
        E::Lie { seat, announced, card } => t.card_announced_but_it_was(&n(*seat), &c(*announced), &c(*card)),
        E::Gawain { seat } => t.card_plays_gawain_and_draws(&n(*seat)),
        E::GawainDrew { cards, .. } => t.card_gawain_drew(&list(cards.as_slice())),
        E::GawainChose { seat, card } => t.card_adds_to_the_quest(&n(*seat), &c(*card)),
        E::GawainNothing { seat } => t.card_drew_only_morgans_gawain(&n(*seat)),
        E::QuestResolved(r) => arith::report(r, ns, t),
        E::MorganShuffledIn => t.card_the_quest_succeeded_an().into(),
        E::KnightDrawn { seat } => t.card_the_quest_failed_takes(&n(*seat)),
        E::KnightReceived { knight, .. } => t.card_your_knight_card(&names::knight(*knight, t)),
        E::Accused { by, target, loyalty } => t.card_accuses_is(&n(*by), &n(*target), &names::loyalty(*loyalty, t)),
        E::Percival { seat } => t.card_plays_percival_2_swords(&n(*seat)),
        E::SwordsPlaced { white, black } => t.card_placed(&names::sword_pair(*white, *black, t)),
        E::SpreadDrew { seat, count } => t.card_spreads_rumors_and_draws(&n(*seat), &count.to_string()),
        E::SpreadCards { cards, .. } => t.card_you_drew(&list(cards.as_slice())),
        E::Placed { seat, card } if named => t.card_lays_face_up(&n(*seat), &c(*card)),
        E::Placed { seat, .. } => t.card_placed_unnamed(&n(*seat)),
        E::DiscardedUnseen { seat } => t.card_discards_the_other_card(&n(*seat)),
        E::Discarded { card, .. } => t.card_you_discarded(&c(*card)),
        E::Tristan { seat } => t.card_plays_tristan_and_looks(&n(*seat)),
        E::TristanSaw { deck, .. } if deck.is_empty() => t.card_the_rumor_deck_is().into(),
        E::TristanSaw { deck, .. } => t.card_the_rumor_deck_top(&list(deck.as_slice())),
        E::Galahad { seat, target } => t.card_plays_galahad_and_looks(&n(*seat), &n(*target)),
        E::GalahadSaw { target, loyalty, .. } => t.card_galahad_is(&n(*target), &names::loyalty(*loyalty, t)),
        E::Passed { seat } => t.card_can_do_nothing_and(&n(*seat)),
        E::EndCheck(rep) => end_check(rep, ns, t),
        E::GameOver { side: Side::Loyal, winners } => t.card_game_over_camelot_wins(&winners_list(winners.as_slice(), ns, t)),
        E::GameOver { winners, .. } if winners.is_empty() => t.card_game_over_evil_wins().into(),
        E::GameOver { winners, .. } => t.card_game_over_evil_wins_2(&winners_list(winners.as_slice(), ns, t)),
    }
}


fn winners_list(w: &[u8], ns: &[String], t: Tr) -> String {
    let v: Vec<String> = w.iter().map(|&s| names::seat(ns, s)).collect();
    names::list(&v, t)
}

/// Who showed which loyalty card: "Anna Loyal, Ben Traitor".
pub fn revealed(rep: &EndReport, ns: &[String], t: Tr) -> String {
    let v: Vec<String> = rep.revealed.iter().map(|r| names::seat(ns, r.seat) + " " + names::loyalty(r.loyalty, t)).collect();
    v.join(", ")
}

/// The end check: reveal, flips, result, with the sword arithmetic.
pub fn end_check(rep: &EndReport, ns: &[String], t: Tr) -> String {
    let shown = if rep.revealed.is_empty() {
        t.card_nobody_is_left_to().to_owned()
    } else {
        t.card_revealed(&revealed(rep, ns, t))
    };
    let (flips, swords) = (flips(rep, t), arith::end_swords(rep, t));
    match rep.result {
        EndResult::Pending => t.card_end_check_at_7(&shown),
        EndResult::Morgan7 => t.card_morgan_7_the_main(&shown),
        EndResult::Stalled => t.card_for_a_whole_round(&shown),
        EndResult::Loyal => t.card_end_check_at_7_2(&shown, &flips, &swords),
        EndResult::Evil => t.card_end_check_at_7_3(&shown, &flips, &swords),
        EndResult::GoesOn => t.card_end_check_at_7_4(&shown, &flips, &swords),
    }
}

/// "1 traitor turns 1 white sword black" (Percival's doubling named).
pub fn flips(rep: &EndReport, t: Tr) -> String {
    if rep.traitors == 0 {
        return t.card_no_traitor_among_them().into();
    }
    let due = rep.traitors.saturating_mul(if rep.percival.is_some() { 2 } else { 1 });
    let mut notes = Vec::new();
    if rep.percival.is_some() {
        notes.push(t.card_percival_2_each());
    }
    if rep.flipped < due {
        notes.push(t.card_all_there_were());
    }
    let note = if notes.is_empty() { String::new() } else { format!(" ({})", notes.join(", ")) };
    let swords = names::swords(rep.flipped, true, t);
    if rep.traitors == 1 {
        t.card_1_traitor_turns_black(&swords, &note)
    } else {
        t.card_traitors_turn_black(&rep.traitors, &swords, &note)
    }
}
