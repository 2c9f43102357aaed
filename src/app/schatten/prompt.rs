//! Whose turn it is and what the table waits for (public: S-INFO-1), the short names of actions
//! (for buttons and "Undo …"), and the outcome in one line.

use super::arith;
use super::names::{self, black, place, white, whites};
use crate::app::i18n::Tr;
use crate::app::play::name_of;
use crate::engine::schatten::{Pending, SchattenAction, SchattenView, Special};
use crate::engine::{Outcome, Seat};

#[must_use]
pub fn prompt(v: &SchattenView, ns: &[String], t: Tr) -> String {
    use Pending as P;
    let n = |s: Seat| name_of(ns, s);
    match v.pending {
        P::SetupGive { waiting } => t.sc_q_setup(&names::seat_list(ns, waiting)),
        P::Assign { proposer } => t.sc_q_assign(&n(proposer)),
        P::Vote { waiting } => t.sc_q_vote(&names::seat_list(ns, waiting)),
        P::Progression { seat } => t.sc_q_progression(&n(seat)),
        P::Heroic { seat } => t.sc_q_heroic(&n(seat)),
        P::Armor { drawer } => t.sc_q_armor(&n(drawer)),
        P::Face { drawer, kind, .. } => t.sc_q_face(&n(drawer), &names::kind(t, kind)),
        P::Merlin { drawer, card, next, total, .. } => t.sc_q_merlin(&black(t, card), &n(drawer), &n(next), &total),
        P::Excalibur { owner, card, .. } => t.sc_q_excalibur(&n(owner), &names::seen(t, card)),
        P::War { drawer, card } => t.sc_q_war(&n(drawer), &black(t, card)),
        P::Volunteer { card, next, .. } => t.sc_q_volunteer(&black(t, card), &n(next)),
        P::Discard { count, waiting, .. } => t.sc_q_discard(&count, &names::seat_list(ns, waiting)),
        P::Drink { owner, seat } => t.sc_q_drink(&n(seat), &n(owner)),
        P::Exchange { arthur, target } => t.sc_q_exchange(&n(arthur), &n(target)),
        P::Kay { kay, .. } => t.sc_q_kay(&n(kay)),
        P::SiegeFight { seat } => t.sc_q_siege(&n(seat)),
        P::Messenger { giver, to, .. } => t.sc_q_messenger(&n(giver), &n(to)),
        P::Clairvoyance { seat, .. } => t.sc_q_clair(&n(seat)),
        P::Taunt { traitor } => t.sc_q_taunt(&n(traitor)),
        P::TraitorEvil { traitor } => t.sc_q_traitor_evil(&n(traitor)),
        P::Over => v.end.map_or_else(|| t.sc_q_over().to_owned(), |r| arith::end_line(t, &r)),
    }
}

/// A special card with its choice, as a button says it.
#[must_use]
pub fn special(sp: Special, ns: &[String], t: Tr) -> String {
    match sp {
        Special::MerlinSiege => t.sc_sp_merlin_siege().to_owned(),
        Special::MerlinQuest(p) => t.sc_sp_merlin_quest(&place(t, p)),
        Special::MerlinWarrior(p) => t.sc_sp_merlin_warrior(&place(t, p)),
        Special::PietySelf => t.sc_sp_piety_self().to_owned(),
        Special::PietyOthers => t.sc_sp_piety_others().to_owned(),
        Special::Heroism(p) => t.sc_sp_heroism(&place(t, p)),
        Special::ReinforcementsSelf => t.sc_sp_reinf_self().to_owned(),
        Special::ReinforcementsOthers => t.sc_sp_reinf_others().to_owned(),
        Special::Messenger(s) => t.sc_sp_messenger(&name_of(ns, s)),
        Special::Fate | Special::Clairvoyance | Special::Lady | Special::Convocation => white(t, sp.card()).to_owned(),
    }
}

/// The name of an action, as its button shows it.
#[must_use]
pub fn action_label(a: &SchattenAction, ns: &[String], t: Tr) -> String {
    use SchattenAction as A;
    let n = |s: Seat| name_of(ns, s);
    match *a {
        A::SetupGive(w) => t.sc_x_setup_give(&white(t, w)),
        A::Assign(w, s) => t.sc_x_assign(&white(t, w), &n(s)),
        A::Accept => t.sc_x_accept().to_owned(),
        A::Reject => t.sc_x_reject().to_owned(),
        A::Peek => t.sc_x_peek().to_owned(),
        A::DrawBlack => t.sc_x_draw_black().to_owned(),
        A::Siege => t.sc_x_siege().to_owned(),
        A::LoseLife => t.sc_x_lose_life().to_owned(),
        A::Reveal => t.sc_x_reveal().to_owned(),
        A::KeepBlack(b) => t.sc_x_keep(&black(t, b)),
        A::FaceUp => t.sc_x_face_up().to_owned(),
        A::FaceDown => t.sc_x_face_down().to_owned(),
        A::Pledge(0) => t.sc_x_pledge_none().to_owned(),
        A::Pledge(k) => t.sc_x_pledge(&k),
        A::CancelWithExcalibur => t.sc_x_cancel_exc().to_owned(),
        A::War(p) => t.sc_x_war(&place(t, p)),
        A::Volunteer => t.sc_x_volunteer().to_owned(),
        A::Discard(p) => t.sc_x_discard(&whites(t, p.cards())),
        A::Drink => t.sc_x_drink().to_owned(),
        A::Move(p) => t.sc_x_move(&place(t, p)),
        A::DrawWhite => t.sc_x_draw_white().to_owned(),
        A::FightSiege => t.sc_x_fight_siege().to_owned(),
        A::QuestCard(w) => t.sc_x_quest_card(&white(t, w)),
        A::Play(sp) => special(sp, ns, t),
        A::PlayFree(sp) => t.sc_x_play_free(&special(sp, ns, t)),
        A::Heal(w) => t.sc_x_heal(&white(t, w)),
        A::Accuse(s) => t.sc_x_accuse(&n(s)),
        A::Exchange(w, s) => t.sc_x_exchange(&white(t, w), &n(s)),
        A::Bedivere(p) => t.sc_x_bedivere(&whites(t, p.cards())),
        A::EndPhase => t.sc_x_end_phase().to_owned(),
        A::ExchangeGive(w) => t.sc_x_exchange_give(&white(t, w)),
        A::FightAdd(w) => t.sc_x_fight_add(&white(t, w)),
        A::Roll => t.sc_x_roll().to_owned(),
        A::KayAdd(w) => t.sc_x_kay_add(&white(t, w)),
        A::Give(w) => t.sc_x_give(&white(t, w)),
        A::Done => t.sc_x_done().to_owned(),
        A::Order(b) => t.sc_x_order(&black(t, b)),
        A::Taunt(s) => t.sc_x_taunt(&n(s)),
        A::Decline => t.sc_x_decline().to_owned(),
    }
}

/// "Face down" as the drawer's button says it: with the white card a knight receives for it
/// (S-BLACK-8), or, for the revealed Traitor, without one (S-TRA-5, S-DEF-38).
#[must_use]
pub fn face_down_label(p: Pending, t: Tr) -> &'static str {
    match p {
        Pending::Face { white_card: true, .. } => t.sc_x_face_down_card(),
        Pending::Face { white_card: false, .. } => t.sc_x_face_down_no_card(),
        _ => t.sc_x_face_down(),
    }
}

/// "No" in the words of the question it answers.
#[must_use]
pub fn decline_label(p: Pending, t: Tr) -> &'static str {
    match p {
        Pending::Kay { .. } => t.sc_x_decline_kay(),
        Pending::Excalibur { .. } => t.sc_x_decline_exc(),
        Pending::Drink { .. } => t.sc_x_decline_drink(),
        Pending::Volunteer { .. } => t.sc_x_decline_volunteer(),
        _ => t.sc_x_decline(),
    }
}

/// The outcome in one line: which side won (S-END-4); the final report says why.
#[must_use]
pub fn outcome_line(o: &Outcome, _v: &SchattenView, t: Tr) -> String {
    if o.label == "loyal" {
        t.sc_o_loyal().to_owned()
    } else {
        t.sc_o_evil().to_owned()
    }
}
