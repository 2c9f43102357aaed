//! One log line per event, in words, with the numbers (S-INFO-1: the platform passes only the
//! events the viewer may read, so a private line may name its secret).

use super::arith;
use super::names::{self, black, place, white, whites};
use crate::app::i18n::Tr;
use crate::app::kit::LogLine;
use crate::app::play::name_of;
use crate::engine::schatten::{Black, DiscardCause, Kind, LifeCause, Loyalty, RelicName, SchattenEvent};
use crate::engine::Seat;

#[must_use]
pub fn loyalty(t: Tr, l: Loyalty) -> &'static str {
    match l {
        Loyalty::Loyal => t.sc_loyal(),
        Loyalty::Traitor => t.sc_traitor(),
    }
}

#[must_use]
pub fn relic(t: Tr, r: RelicName) -> &'static str {
    match r {
        RelicName::Excalibur => t.sc_r_excalibur(),
        RelicName::Grail => t.sc_r_grail(),
        RelicName::Armor => t.sc_r_armor(),
    }
}

fn life_cause(t: Tr, c: LifeCause) -> String {
    match c {
        LifeCause::Progression => t.sc_c_progression().to_owned(),
        LifeCause::SecondAction => t.sc_c_second().to_owned(),
        LifeCause::SiegeFight => t.sc_c_siege().to_owned(),
        LifeCause::Quest(p) => t.sc_c_quest(&place(t, p)),
        LifeCause::Palamedes => t.sc_c_palamedes().to_owned(),
        LifeCause::Morgan4 => t.sc_c_morgan4().to_owned(),
        LifeCause::Morgan5 => t.sc_c_morgan5().to_owned(),
        LifeCause::Piety => t.sc_c_piety().to_owned(),
        LifeCause::Lady => t.sc_c_lady().to_owned(),
        LifeCause::Heal => t.sc_c_heal().to_owned(),
    }
}

/// A black card as the table saw it: by name when it lay face up, else by its kind (S-BLACK-3)
/// — a Lancelot/Dragon card stays one, whichever quest it lay on.
fn shown(t: Tr, card: Option<Black>, kind: Option<Kind>) -> String {
    match (card, kind) {
        (Some(c), _) => black(t, c),
        (None, Some(k)) => names::kind(t, k).to_owned(),
        (None, None) => t.sc_face_down().to_owned(),
    }
}

fn discard_cause(t: Tr, c: DiscardCause) -> String {
    match c {
        DiscardCause::LeftSoloQuest(p) => t.sc_d_left(&place(t, p)),
        DiscardCause::Death => t.sc_d_death().to_owned(),
        DiscardCause::Traitor => t.sc_d_traitor().to_owned(),
        DiscardCause::Forced => t.sc_d_forced().to_owned(),
        DiscardCause::Heal => t.sc_d_heal().to_owned(),
        DiscardCause::Bedivere => t.sc_d_bedivere().to_owned(),
        DiscardCause::Excalibur => t.sc_d_excalibur().to_owned(),
    }
}

/// The line of one event; `None` for events shown otherwise (turn headings).
#[must_use]
#[allow(clippy::too_many_lines)] // one arm per event
pub fn line(e: &SchattenEvent, ns: &[String], t: Tr) -> Option<String> {
    use SchattenEvent as E;
    let n = |s: Seat| name_of(ns, s);
    Some(match e {
        E::TurnBegins { .. } => return None,
        E::LoyaltySeen { loyalty: l, .. } => t.sc_l_loyalty_seen(&loyalty(t, *l)),
        E::SetupGiven { seat } => t.sc_l_setup_given(&n(*seat)),
        E::Pool { proposer, cards, .. } => t.sc_l_pool(&cards.len(), &whites(t, cards.as_slice()), &n(*proposer)),
        E::Assigned { card, to } => t.sc_l_assigned(&white(t, *card), &n(*to)),
        E::Voted { seat } => t.sc_l_voted(&n(*seat)),
        E::VoteResult { rejected: 0 } => t.sc_l_vote_ok().to_owned(),
        E::VoteResult { rejected } => t.sc_l_vote_no(&names::seat_list(ns, *rejected)),
        E::Shared { card, to, .. } => t.sc_l_shared(&n(*to), &white(t, *card)),
        E::DrewWhite { seat, count } => t.sc_l_drew_white(&n(*seat), count),
        E::WhiteDrawn { cards, .. } => t.sc_l_white_drawn(&whites(t, cards.as_slice())),
        // Both discard piles move (S-DECK-3): the emptied colour's becomes its pile (it may be
        // none), the other colour's goes under its pile.
        E::Reshuffled { white_emptied: true, cards, under_other } => t.sc_l_reshuffled_white(cards, under_other),
        E::Reshuffled { cards, under_other, .. } => t.sc_l_reshuffled_black(cards, under_other),
        E::Peeked { seat } => t.sc_l_peeked(&n(*seat)),
        E::PeekSaw { card, .. } => t.sc_l_peek_saw(&black(t, *card)),
        E::SiegeAdded { total } => t.sc_l_siege_added(total),
        E::SiegeRemoved { total } => t.sc_l_siege_removed(total),
        E::Life { seat, from, to, cause } if to < from => t.sc_l_life_down(&n(*seat), from, to, &life_cause(t, *cause)),
        E::Life { seat, from, to, cause } => t.sc_l_life_up(&n(*seat), from, to, &life_cause(t, *cause)),
        E::BlackDrawn { drawer, card } => t.sc_l_black_drawn(&n(*drawer), &black(t, *card), &names::black_does(t, *card)),
        E::BlackDrawnKind { drawer, kind } => t.sc_l_black_kind(&n(*drawer), &names::kind(t, *kind)),
        E::BlackSeen { card, .. } => t.sc_l_black_seen(&black(t, *card)),
        E::ArmorDrew { drawer } => t.sc_l_armor_drew(&n(*drawer)),
        E::ArmorSaw { cards, .. } => t.sc_l_armor_saw(&black(t, cards[0]), &black(t, cards[1])),
        E::ArmorBottom { .. } => t.sc_l_armor_bottom().to_owned(),
        E::MerlinWindow { card } => t.sc_l_merlin_window(&black(t, *card)),
        E::Pledged { seat, count, total } => t.sc_l_pledged(&n(*seat), count, total),
        E::MerlinCancelled { card, .. } => t.sc_l_merlin_cancelled(&black(t, *card)),
        E::MerlinFailed { card, total } => t.sc_l_merlin_failed(total, &black(t, *card)),
        E::ExcaliburCancel { owner, card, kind } => t.sc_l_excalibur_cancel(&n(*owner), &shown(t, *card, *kind)),
        E::BlackLaid { place: p, card: Some(c), .. } => t.sc_l_black_laid_up(&black(t, *c), &place(t, *p)),
        E::BlackLaid { place: p, card: None, kind, .. } => t.sc_l_black_laid_down(&names::kind(t, *kind), &place(t, *p)),
        E::BecameSiege { card } => t.sc_l_became_siege(&black(t, *card)),
        E::ExcaliburMoved { from, to } => t.sc_l_excalibur_moved(from, to),
        E::Warriors { place: p, warriors } => t.sc_l_warriors(&place(t, *p), warriors),
        E::MordredAttached { place: p } => t.sc_l_mordred(&place(t, *p)),
        E::GrailBlack { card, cancelled: false, white: w, black: b } => t.sc_l_grail_black(&black(t, *card), w, b),
        E::GrailBlack { card, white: w, black: b, .. } => t.sc_l_grail_black_cancel(&black(t, *card), w, b),
        E::GrailWhite { seat, cancelled: None, white: w, black: b } => t.sc_l_grail_white(&n(*seat), w, b),
        E::GrailWhite { seat, cancelled: Some(c), white: w, black: b } => t.sc_l_grail_white_cancel(&n(*seat), &black(t, *c), w, b),
        E::BlackRemoved { place: p, card, kind } => t.sc_l_black_removed(&shown(t, *card, *kind), &place(t, *p)),
        E::InEffect { card } => t.sc_l_in_effect(&black(t, *card)),
        E::Lifted { card } => t.sc_l_lifted(&black(t, *card)),
        E::AllToCamelot => t.sc_l_all_to_camelot().to_owned(),
        E::Volunteered { seat, yes: true } => t.sc_l_volunteer_yes(&n(*seat)),
        E::Volunteered { seat, yes: false } => t.sc_l_volunteer_no(&n(*seat)),
        E::Discarded { seat, cards, cause } => {
            t.sc_l_discarded(&n(*seat), &whites(t, &cards.cards().collect::<Vec<_>>()), &discard_cause(t, *cause))
        }
        E::Moved { seat, from, to, free: false } => t.sc_l_moved(&n(*seat), &place(t, *from), &place(t, *to)),
        E::Moved { seat, from, to, free: true } => t.sc_l_moved_free(&n(*seat), &place(t, *from), &place(t, *to)),
        E::WhitePlayed { seat, place: p, card } => t.sc_l_white_played(&n(*seat), &white(t, *card), &place(t, *p)),
        E::CombatRevealed { report } => format!("{} {}", t.sc_l_revealed(&place(t, report.place)), arith::combat(t, report)),
        E::KayAdded { seat, card } => t.sc_l_kay(&n(*seat), &white(t, *card)),
        E::QuestEnded { place: p, won, white_total, black_total } => arith::quest_end(t, *p, *won, *white_total, *black_total),
        E::Swords { white: true, count, white_total, black_total, .. } => t.sc_l_swords_white(count, white_total, black_total),
        E::Swords { count, white_total, black_total, .. } => t.sc_l_swords_black(count, white_total, black_total),
        E::SwordsFlipped { count, white_total, black_total } => t.sc_l_swords_flipped(count, white_total, black_total),
        E::RelicWon { relic: r, seat } => t.sc_l_relic_won(&n(*seat), &relic(t, *r)),
        E::RelicGone { relic: r } => t.sc_l_relic_gone(&relic(t, *r)),
        E::SiegeFight { seat, cards, roll, kay, excalibur, won, .. } => {
            let sum = arith::siege_sum(t, cards, *kay, *excalibur);
            if *won {
                t.sc_l_siege_fight_won(&n(*seat), &sum, roll)
            } else {
                t.sc_l_siege_fight_lost(&n(*seat), &sum, roll)
            }
        }
        E::Rolled { seat, roll } => t.sc_l_rolled(&n(*seat), roll),
        E::Played { seat, special, free: false } => t.sc_l_played(&n(*seat), &white(t, special.card())),
        E::Played { seat, special, free: true } => t.sc_l_played_free(&n(*seat), &white(t, special.card())),
        E::HeroismAttached { place: p } => t.sc_l_heroism(&place(t, *p)),
        E::ClairvoyanceLooked { seat, count } => t.sc_l_clair_looked(&n(*seat), count),
        E::ClairvoyanceSaw { cards, .. } => t.sc_l_clair_saw(&cards.iter().map(|&c| black(t, c)).collect::<Vec<_>>().join(", ")),
        E::CardPassed { from, to, card } => t.sc_l_card_passed(&white(t, *card), &n(*from), &n(*to)),
        E::MessengerGave { from, to, count } => t.sc_l_messenger(&n(*from), count, &n(*to)),
        E::ExchangeOffered { arthur, target } => t.sc_l_exchange(&n(*arthur), &n(*target)),
        E::BediverTook { seat } => t.sc_l_bedivere(&n(*seat)),
        E::Healed { seat, card } => t.sc_l_healed(&n(*seat), &white(t, *card)),
        E::Accused { accuser, target, loyalty: Loyalty::Traitor } => t.sc_l_accused_traitor(&n(*accuser), &n(*target)),
        E::Accused { accuser, target, .. } => t.sc_l_accused_loyal(&n(*accuser), &n(*target)),
        E::TraitorRevealed { seat, voluntary: true } => t.sc_l_traitor_reveals(&n(*seat)),
        E::TraitorRevealed { seat, .. } => t.sc_l_traitor_revealed(&n(*seat)),
        E::ProvenLoyal { seat } => t.sc_l_proven(&n(*seat)),
        E::Taunted { target, card } => t.sc_l_taunted(&n(*target), &white(t, *card)),
        E::Doomed { seat } => t.sc_l_doomed(&n(*seat)),
        E::Drank { seat, owner } => t.sc_l_drank(&n(*owner), &n(*seat)),
        E::Died { seat } => t.sc_l_died(&n(*seat)),
        E::GameEnded { report, .. } => format!("{} {}", t.sc_l_ended(), arith::end_line(t, report)),
    })
}

/// The log as the viewer may read it: one line per event, headed by the turn it belongs to.
#[must_use]
pub fn log_lines(events: &[(usize, Seat, &SchattenEvent)], ns: &[String], t: Tr) -> Vec<LogLine> {
    let mut group = String::new();
    let mut out = Vec::with_capacity(events.len());
    for (i, (_, _, e)) in events.iter().enumerate() {
        if let SchattenEvent::TurnBegins { seat, knight } = e {
            group = t.sc_l_turn(&name_of(ns, *seat), &names::knight(t, *knight));
            continue;
        }
        if let Some(text) = line(e, ns, t) {
            out.push(LogLine { index: i, group: std::mem::take(&mut group), text, private: e.is_private() });
        }
    }
    out
}

