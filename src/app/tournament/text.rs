//! Names of the game's things in English and German: suits, cards, characters, powers,
//! Godsends, health bands and the engine's refusal reasons. Every other file builds its
//! sentences from these, so a card is called the same everywhere.

use crate::app::i18n::Tr;
use crate::app::i18n::Lang;
use crate::engine::tournament::data::{Band, Card, CardKind, Character, GodsendKind, Suit};
use crate::engine::tournament::events::PickReason;
use crate::engine::tournament::TournamentError;
use crate::engine::Seat;

/// A seat's player name (the save's names), or "Player n".
pub fn who(names: &[String], seat: Seat) -> String {
    names.get(usize::from(seat)).cloned().unwrap_or_else(|| format!("#{}", seat + 1))
}

pub fn suit(s: Suit, l: Lang) -> &'static str {
    match s {
        Suit::Swords => Tr(l).tm_swords(),
        Suit::Arrows => Tr(l).tm_arrows(),
        Suit::Sorcery => Tr(l).tm_sorcery(),
        Suit::Deception => Tr(l).tm_deception(),
        Suit::Alchemy => Tr(l).tm_alchemy(),
    }
}

/// "7 of Swords", "Alchemy 7", "Merlin" — without the poison mark.
pub fn card_plain(c: Card, l: Lang) -> String {
    match c.kind() {
        CardKind::Basic { suit: s, value, .. } => Tr(l).tm_a_of_b(&value, &suit(s, l)),
        CardKind::Alchemy { value } => Tr(l).tm_alchemy_a(&value),
        CardKind::Merlin => "Merlin".into(),
        CardKind::Apprentice => Tr(l).tm_sorcerer_s_apprentice().into(),
    }
}

/// The full name: "9 of Swords (poisoned)".
pub fn card(c: Card, l: Lang) -> String {
    let plain = card_plain(c, l);
    if c.is_poisoned() {
        Tr(l).tm_a_poisoned(&plain)
    } else {
        plain
    }
}

/// Cards joined by commas.
pub fn cards(list: impl IntoIterator<Item = Card>, l: Lang) -> String {
    list.into_iter().map(|c| card(c, l)).collect::<Vec<_>>().join(", ")
}

pub fn protagonist(c: Character, l: Lang) -> &'static str {
    match c {
        Character::Arthur => Tr(l).tm_king_arthur(),
        Character::Guinevere => Tr(l).tm_queen_guinevere(),
        Character::Gawain => "Sir Gawain",
        Character::Morgan => "Morgan le Fay",
        Character::Galahad => "Sir Galahad",
        Character::Tristan => "Sir Tristan",
        Character::Percival => Tr(l).tm_sir_percival(),
        Character::Nimue => Tr(l).tm_nimue_lady_of_the_lake(),
    }
}

pub fn companion(c: Character, l: Lang) -> &'static str {
    match c {
        Character::Arthur => "Excalibur",
        Character::Guinevere => "Sir Lancelot",
        Character::Gawain => Tr(l).tm_the_green_sash(),
        Character::Morgan => "Mordred",
        Character::Galahad => Tr(l).tm_the_holy_grail(),
        Character::Tristan => "Isolde",
        Character::Percival => Tr(l).tm_the_fisher_king(),
        Character::Nimue => "Sir Pelleas",
    }
}

/// The protagonist's power: name and what it does.
pub fn protagonist_power(c: Character, l: Lang) -> (&'static str, &'static str) {
    match c {
        Character::Arthur => (Tr(l).tm_royal_favour(), Tr(l).tm_once_a_round_3_on()),
        Character::Guinevere => (Tr(l).tm_courtly_intrigue(), Tr(l).tm_after_the_last_melee_moves()),
        Character::Gawain => (Tr(l).tm_strength_of_the_sun(), Tr(l).tm_may_add_1_to_every()),
        Character::Morgan => (Tr(l).tm_glamour(), Tr(l).tm_once_a_round_plays_a()),
        Character::Galahad => (Tr(l).tm_pure_of_heart(), Tr(l).tm_never_suffers_shame_heals_15()),
        Character::Tristan => (Tr(l).tm_wanderer(), Tr(l).tm_draws_2_cards_at_the()),
        Character::Percival => (Tr(l).tm_second_thoughts(), Tr(l).tm_once_a_round_twice_with()),
        Character::Nimue => (Tr(l).tm_merlin_s_bane(), Tr(l).tm_merlin_and_apprentice_cards_in()),
    }
}

/// The companion's power, once unlocked.
pub fn companion_power(c: Character, l: Lang) -> &'static str {
    match c {
        Character::Arthur => Tr(l).tm_the_3_token_twice_a(),
        Character::Guinevere => Tr(l).tm_once_a_round_when_she(),
        Character::Gawain => Tr(l).tm_his_single_worst_card_counts(),
        Character::Morgan => Tr(l).tm_deception_cards_in_every_opponent(),
        Character::Galahad => Tr(l).tm_heals_another_25_each_round(),
        Character::Tristan => Tr(l).tm_poisoned_cards_in_his_weapon(),
        Character::Percival => Tr(l).tm_whenever_he_receives_a_godsend(),
        Character::Nimue => Tr(l).tm_once_a_round_before_feints(),
    }
}

pub fn godsend(k: GodsendKind, l: Lang) -> &'static str {
    match k {
        GodsendKind::WrathOfHeaven => Tr(l).tm_wrath_of_heaven(),
        GodsendKind::DayOfReckoning => Tr(l).tm_day_of_reckoning(),
        GodsendKind::DivineShield => Tr(l).tm_divine_shield(),
        GodsendKind::Antidote => Tr(l).tm_antidote(),
        GodsendKind::ArmourOfFaith => Tr(l).tm_armour_of_faith(),
        GodsendKind::HolyWater => Tr(l).tm_holy_water(),
        GodsendKind::RelicOfTheSaints => Tr(l).tm_relic_of_the_saints(),
        GodsendKind::GuardianAngel => Tr(l).tm_guardian_angel(),
        GodsendKind::BlessedBlade => Tr(l).tm_blessed_blade(),
        GodsendKind::SecondSight => Tr(l).tm_second_sight(),
        GodsendKind::Intervention => Tr(l).tm_will_of_god_intervention(),
        GodsendKind::Mercy => Tr(l).tm_will_of_god_mercy(),
        GodsendKind::Judgement => Tr(l).tm_will_of_god_judgement(),
    }
}

/// What a Godsend does during the round after it is received.
pub fn godsend_effect(k: GodsendKind, l: Lang) -> &'static str {
    match k {
        GodsendKind::WrathOfHeaven => Tr(l).tm_name_an_opponent_and_a(),
        GodsendKind::DayOfReckoning => Tr(l).tm_name_a_basic_suit_it(),
        GodsendKind::DivineShield => Tr(l).tm_name_a_suit_it_causes(),
        GodsendKind::Antidote => Tr(l).tm_your_poisoned_cards_count_5(),
        GodsendKind::ArmourOfFaith => Tr(l).tm_20_less_weapon_injury(),
        GodsendKind::HolyWater => Tr(l).tm_heal_20(),
        GodsendKind::RelicOfTheSaints => Tr(l).tm_no_shame_your_merlins_count(),
        GodsendKind::GuardianAngel => Tr(l).tm_once_when_you_would_lose(),
        GodsendKind::BlessedBlade => Tr(l).tm_twice_4_on_a_card(),
        GodsendKind::SecondSight => Tr(l).tm_at_the_deal_draw_3(),
        GodsendKind::Intervention => Tr(l).tm_once_after_the_feints_of(),
        GodsendKind::Mercy => Tr(l).tm_once_when_you_lose_a(),
        GodsendKind::Judgement => Tr(l).tm_after_the_last_melee_move(),
    }
}

pub fn band(b: Band, l: Lang) -> &'static str {
    match b {
        Band::Robust => Tr(l).tm_robust(),
        Band::Stable => Tr(l).tm_stable(),
        Band::Feeble => Tr(l).tm_feeble(),
        Band::Crippled => Tr(l).tm_crippled(),
        Band::Zero => Tr(l).tm_zero(),
    }
}

/// Why a seat gets a Godsend pick.
pub fn pick_reason(r: PickReason, l: Lang) -> &'static str {
    match r {
        PickReason::Chart => Tr(l).tm_has_less_health_than_the(),
        PickReason::Behind100 => Tr(l).tm_is_100_or_more_health(),
        PickReason::Behind200 => Tr(l).tm_is_200_or_more_health(),
        PickReason::FisherKing => Tr(l).tm_the_fisher_king_gives_one(),
    }
}

/// Why a card in the hand cannot be used now, in words.
pub fn refusal(e: TournamentError, l: Lang) -> String {
    match e {
        TournamentError::MustFollowSuit(s) => Tr(l).tm_you_hold_a_so_you(&suit(s, l)),
        TournamentError::AlchemyLeadWithBasic => Tr(l).tm_alchemy_may_lead_only_when().into(),
        TournamentError::MustDiscard => Tr(l).tm_you_cannot_follow_discard_one().into(),
        TournamentError::SameCard | TournamentError::BadCard(_) | TournamentError::BadSuit(_) => Tr(l).tm_it_could_not_take_the().into(),
        other => other.to_string(),
    }
}

/// Why you get a Godsend pick, to the player: "you have less Health than the others".
pub fn pick_reason_you(r: PickReason, l: Lang) -> &'static str {
    match r {
        PickReason::Chart => Tr(l).tm_have_less_health_than_the(),
        PickReason::Behind100 => Tr(l).tm_are_100_or_more_health(),
        PickReason::Behind200 => Tr(l).tm_are_200_or_more_health(),
        PickReason::FisherKing => Tr(l).tm_have_the_fisher_king_one(),
    }
}

/// A text of the locale files that follows the language switch, as a signal. One closure type
/// for every such text: each `move || …` in a view would be compiled separately (and the page's
/// size budget counts every one).
pub fn tx(f: fn(Tr) -> &'static str) -> leptos::prelude::Signal<&'static str> {
    leptos::prelude::Signal::derive(move || f(crate::app::i18n::tr()))
}

/// A text built for the current language, as a signal (one rendering for all of them).
pub fn txt(f: impl Fn(Lang) -> String + Send + Sync + 'static) -> leptos::prelude::Signal<String> {
    leptos::prelude::Signal::derive(move || f(crate::app::i18n::lang()))
}
