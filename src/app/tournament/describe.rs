//! One log line per engine event, with the numbers behind it, and the arithmetic of a
//! card's injury and a seat's healing (shared with the round summary).

use crate::app::i18n::Tr;
use super::text::{self, who};
use crate::app::i18n::Lang;
use crate::engine::tournament::data::Godsend;
use crate::engine::tournament::events::{
    CardSet, Declaration, DrawPower, Healing, InjuryLine, Prevention, Replacement, ShameGuard, TournamentEvent as E,
    TransferPower, ValueChange,
};
use crate::engine::tournament::EscapeKind;
use crate::app::kit::LogLine;
use crate::engine::Seat;

fn gs(g: Godsend, l: Lang) -> &'static str {
    text::godsend(g.kind(), l)
}

fn draw_power(p: DrawPower, l: Lang) -> &'static str {
    match p {
        DrawPower::Wanderer => Tr(l).tm_wanderer(),
        DrawPower::SecondSight => Tr(l).tm_second_sight(),
        DrawPower::WandererAndSecondSight => Tr(l).tm_wanderer_and_second_sight(),
    }
}

/// The printed injury of a set of cards.
pub fn printed(cards: CardSet) -> u16 {
    cards.iter().map(|c| u16::from(c.base_injury())).sum()
}

/// A declaration in words: "Swords count double in Bob’s Weapon Hits".
pub fn declaration(d: Declaration, names: &[String], l: Lang) -> String {
    match d {
        Declaration::Wrath { target, suit } => {
            Tr(l).tm_a_count_double_in_b(&text::suit(suit, l), &who(names, target))
        }
        Declaration::Reckoning(suit) => Tr(l).tm_a_count_double_for_every(&text::suit(suit, l)),
        Declaration::Shield(suit) => Tr(l).tm_a_cause_its_holder_no(&text::suit(suit, l)),
    }
}

/// One card through the injury steps: "Merlin 25 → Relic 5 = 5".
pub fn injury_line(line: &InjuryLine, names: &[String], l: Lang) -> String {
    let mut s = format!("{} {}", text::card_plain(line.card, l), line.base);
    if line.card.is_poisoned() {
        s = Tr(l).tm_a_poisoned_b(&text::card_plain(line.card, l), &line.base);
    }
    if let Some(r) = line.replaced {
        let by = match r {
            Replacement::Isolde => "Isolde",
            Replacement::Antidote => Tr(l).tm_antidote(),
            Replacement::Relic => Tr(l).tm_relic(),
        };
        s += &format!(" → {by} {}", line.after_replacement);
    }
    if line.doubled.any() {
        let mut by = Vec::new();
        if line.doubled.mordred {
            by.push("Mordred");
        }
        if line.doubled.wrath > 0 {
            by.push(Tr(l).tm_wrath());
        }
        if line.doubled.reckoning {
            by.push(Tr(l).tm_reckoning());
        }
        s += &format!(" ×2 ({}) {}", by.join(", "), line.after_doubling);
    }
    if let Some(p) = line.prevented {
        let by = match p {
            Prevention::Nimue => Tr(l).tm_merlin_s_bane(),
            Prevention::DivineShield => Tr(l).tm_divine_shield(),
            Prevention::Mercy => Tr(l).tm_mercy(),
        };
        s += &format!(" → {by} 0");
    }
    if line.capped {
        s += Tr(l).tm_green_sash_cap_10();
    }
    if let Some(from) = line.moved_from {
        s += &Tr(l).tm_moved_here_by_a(&who(names, from));
    }
    s
}

/// Healing in words: "Pure of Heart 15 + Holy Water 20".
pub fn healing(h: Healing, l: Lang) -> String {
    let mut parts = Vec::new();
    if h.pure_of_heart > 0 {
        parts.push(format!("{} {}", Tr(l).tm_pure_of_heart(), h.pure_of_heart));
    }
    if h.grail > 0 {
        parts.push(format!("{} {}", Tr(l).tm_holy_grail(), h.grail));
    }
    if h.holy_water > 0 {
        parts.push(format!("{} {}", Tr(l).tm_holy_water(), h.holy_water));
    }
    parts.join(" + ")
}

#[allow(clippy::too_many_lines)] // one arm per event, each a sentence
pub fn describe(event: &E, names: &[String], l: Lang) -> String {
    let n = |s| who(names, s);
    let c = |card| text::card(card, l);
    match *event {
        E::RoundStarted { round, dealer, leader, draw_deck } => Tr(l).tm_round_a_begins_b_deals(&round, &n(dealer), &n(leader), &draw_deck),
        E::HandDealt { seat, cards } => Tr(l).tm_a_your_hand_b(&n(seat), &text::cards(cards.iter(), l)),
        E::TokenReady { seat } => Tr(l).tm_a_king_arthur_has_the(&n(seat)),
        E::Drew { seat, power, cards } => Tr(l).tm_a_draws_b_c_and(&n(seat), &text::cards(cards.iter(), l), &draw_power(power, l)),
        E::DrewHidden { seat, power, count } => Tr(l).tm_a_draws_b_cards_c(&n(seat), &count, &draw_power(power, l)),
        E::DiscardedFaceDown { seat, card } => Tr(l).tm_a_discards_b_face_down(&n(seat), &c(card)),
        E::DiscardedFaceDownHidden { seat } => Tr(l).tm_a_discards_a_card_face(&n(seat)),
        E::Declared { seat, godsend, declaration: d } => Tr(l).tm_a_declares_b_c_this(&n(seat), &gs(godsend, l), &declaration(d, names, l)),
        E::MeleeStarted { melee, leader } => Tr(l).tm_melee_a_b_leads(&melee, &n(leader)),
        E::Played { seat, card, lead, suit } => {
            let counts = match suit {
                Some(s) if card.is_alchemy() && s.is_basic() => Tr(l).tm_counts_as_a(&text::suit(s, l)),
                _ => String::new(),
            };
            if lead {
                Tr(l).tm_a_leads_b_c(&n(seat), &c(card), &counts)
            } else {
                Tr(l).tm_a_plays_b_c(&n(seat), &c(card), &counts)
            }
        }
        E::PlayedFaceDown { seat, card, lead, suit } => if lead {
            Tr(l).tm_leads_face_down_as(&n(seat), &c(card), &text::suit(suit, l))
        } else {
            Tr(l).tm_plays_face_down_as(&n(seat), &c(card), &text::suit(suit, l))
        },
        E::PlayedFaceDownHidden { seat, lead, suit } => {
            if lead {
                Tr(l).tm_a_leads_a_card_face(&n(seat), &text::suit(suit, l))
            } else {
                Tr(l).tm_a_plays_a_card_face(&n(seat))
            }
        }
        E::SorcererDeclared { seat, card, suit, value } => Tr(l).tm_a_declares_b_as_c(&n(seat), &c(card), &value, &text::suit(suit, l)),
        E::ValueChanged { by, card, change, before, after } => {
            let what = match change {
                ValueChange::RoyalFavour => Tr(l).tm_royal_favour_3(),
                ValueChange::Excalibur => Tr(l).tm_excalibur_3_token(),
                ValueChange::StrengthOfTheSun => Tr(l).tm_strength_of_the_sun_1(),
                ValueChange::BlessedBlade => Tr(l).tm_blessed_blade_4(),
                ValueChange::Pelleas => Tr(l).tm_sir_pelleas_sets_the_value(),
            };
            Tr(l).tm_a_uses_b_on_c(&n(by), &what, &c(card), &before, &after)
        }
        E::Shamed { seat, card, injury, guard, before, after, fallen } => {
            let mut s = match guard {
                Some(g) => {
                    let by = match g {
                        ShameGuard::PureOfHeart => Tr(l).tm_pure_of_heart(),
                        ShameGuard::Relic => Tr(l).tm_relic_of_the_saints(),
                    };
                    Tr(l).tm_a_cannot_follow_and_discards(&n(seat), &c(card), &by)
                }
                None => Tr(l).tm_a_cannot_follow_and_discards_2(&n(seat), &c(card), &injury, &before, &after),
            };
            if fallen && after == 0 {
                s += Tr(l).tm_they_have_fallen_to_zero();
            }
            s
        }
        E::SecondThoughts { seat, returned, played } => Tr(l).tm_a_has_second_thoughts_takes(&n(seat), &c(returned), &c(played)),
        E::Feint { value, cards } => Tr(l).tm_feint_a_all_have_final(&text::cards(cards.iter(), l), &value),
        E::Intervened { seat, card } => Tr(l).tm_a_uses_intervention_and_turns(&n(seat), &c(card)),
        E::CurrentLoser { seat, card, value } => Tr(l).tm_lowest_face_up_card_a(&c(card), &n(seat), &value),
        E::Escaped { seat, card, escape } => {
            let by = match escape {
                EscapeKind::Lancelot => "Sir Lancelot",
                EscapeKind::GuardianAngel => Tr(l).tm_a_guardian_angel(),
            };
            Tr(l).tm_a_escapes_with_b_c(&n(seat), &by, &c(card))
        }
        E::MercyShown { seat, cards } => Tr(l).tm_a_shows_mercy_these_b(&n(seat), &cards.len()),
        E::MeleeLost { melee, seat, card, value, cards, carry } => {
            let all = CardSet(cards.0 | carry.0);
            let extra = if carry.is_empty() { String::new() } else { Tr(l).tm_including_a_carried(&carry.len()) };
            Tr(l).tm_a_loses_melee_b_with(&n(seat), &melee, &c(card), &value, &all.len(), &extra, &printed(all))
        }
        E::Carried { melee, cards, carry, leader } => Tr(l).tm_melee_a_every_card_is(&melee, &cards.len(), &carry.len(), &n(leader)),
        E::GlamourRevealed { seat, card } => Tr(l).tm_a_s_face_down_card(&n(seat), &c(card)),
        E::CarryDiscarded { cards } => Tr(l).tm_after_the_last_melee_the(&cards.len()),
        E::Transferred { from, to, card, power } => {
            let by = match power {
                TransferPower::CourtlyIntrigue => Tr(l).tm_courtly_intrigue(),
                TransferPower::Judgement => Tr(l).tm_judgement(),
            };
            Tr(l).tm_a_moves_b_to_c(&n(from), &c(card), &n(to), &by)
        }
        E::CardInjury { seat, line } => format!("{}: {}", n(seat), injury_line(&line, names, l)),
        E::WeaponInjury { seat, cards_total, armour, injury } => {
            if armour > 0 {
                Tr(l).tm_a_weapon_hits_b_armour(&n(seat), &cards_total, &(20 * u16::from(armour)), &injury)
            } else {
                Tr(l).tm_a_b_weapon_injury(&n(seat), &injury)
            }
        }
        E::HealthUpdated { seat, shame, weapon, healing: h, before, after, band, fallen, .. } => {
            let mut s = format!("{}: {before} − {weapon}", n(seat));
            if h.total() > 0 {
                s += &format!(" + {} ({})", h.total(), healing(h, l));
            }
            s += &format!(" = {after} ({})", text::band(band, l));
            if shame > 0 {
                s += &Tr(l).tm_shame_a_was_already_taken(&shame);
            }
            if h.blocked_by_fallen {
                s += Tr(l).tm_fallen_so_no_healing();
            } else if fallen {
                s += Tr(l).tm_fallen();
            }
            s + "."
        }
        E::GodsendsDiscarded { cards } => {
            let list: Vec<&str> = cards.iter().map(|g| gs(g, l)).collect();
            Tr(l).tm_this_round_s_godsends_are(&list.join(", "))
        }
        E::GameEnded { winners } => {
            let list: Vec<String> = winners.iter().map(n).collect();
            Tr(l).tm_someone_is_at_zero_the(&list.join(", "))
        }
        E::CompanionUnlocked { seat, character, health, threshold } => Tr(l).tm_a_is_at_b_at(&n(seat), &health, &threshold, &text::companion(character, l)),
        E::DealerChosen { seat, previous, health, tied, distance } => {
            let ties: Vec<String> = tied.iter().map(n).collect();
            if ties.len() > 1 {
                Tr(l).tm_a_tie_for_the_lowest(&ties.join(", "), &health, &n(seat), &n(previous), &distance)
            } else {
                Tr(l).tm_a_has_the_lowest_health(&n(seat), &health)
            }
        }
        E::GodsendPhase { chart, recipients, healthiest } => Tr(l).tm_godsend_phase_this_round_a(&chart, &recipients, &healthiest),
        E::GodsendPhaseSkipped => Tr(l).tm_everyone_has_the_same_health().into(),
        E::GodsendRevealed { godsend } => Tr(l).tm_turned_face_up_a(&gs(godsend, l)),
        E::GodsendDeckReshuffled { cards } => Tr(l).tm_the_a_discarded_godsends_are(&cards),
        E::GodsendTaken { seat, godsend, face_up, reason } => {
            let how = if face_up { Tr(l).tm_takes_the_face_up() } else { Tr(l).tm_draws_blind() };
            Tr(l).tm_a_b_c_because_a(&n(seat), &how, &gs(godsend, l), &text::pick_reason(reason, l))
        }
        E::GodsendsLeftOver { cards } => {
            let list: Vec<&str> = cards.iter().map(|g| gs(g, l)).collect();
            Tr(l).tm_nobody_took_a_discarded(&list.join(", "))
        }
    }
}

/// Whether only the seat it concerns can read this event (its own cards).
fn is_private(e: &E) -> bool {
    matches!(e, E::HandDealt { .. } | E::Drew { .. } | E::DiscardedFaceDown { .. } | E::PlayedFaceDown { .. })
}

/// The log as the viewer may read it: a line per event, grouped by round and melee.
pub fn log_lines(events: &[(usize, Seat, &E)], names: &[String], l: Lang) -> Vec<LogLine> {
    let (mut round, mut melee) = (0u8, 0u8);
    events
        .iter()
        .enumerate()
        .map(|(index, (_, _, e))| {
            match **e {
                E::RoundStarted { round: r, .. } => {
                    round = r;
                    melee = 0;
                }
                E::MeleeStarted { melee: m, .. } => melee = m,
                _ => {}
            }
            let group = match (round, melee) {
                (0, _) => String::new(),
                (r, 0) => Tr(l).tm_round_a(&r),
                (r, m) => Tr(l).tm_round_a_melee_b(&r, &m),
            };
            LogLine { index, group, text: describe(e, names, l), private: is_private(e) }
        })
        .collect()
}
