//! The names of the game's pieces and what each card does, in the current language: knights
//! and their powers (§10), places (S-COMP-2), white cards (§2.1) and black cards (§2.3).

use crate::app::i18n::Tr;
use crate::engine::schatten::{Black, Kind, Knight, Place, SeenBlack, White};

#[must_use]
pub fn knight(t: Tr, k: Knight) -> &'static str {
    match k {
        Knight::Arthur => t.sc_k_arthur(),
        Knight::Galahad => t.sc_k_galahad(),
        Knight::Gawain => t.sc_k_gawain(),
        Knight::Kay => t.sc_k_kay(),
        Knight::Percival => t.sc_k_percival(),
        Knight::Palamedes => t.sc_k_palamedes(),
        Knight::Tristan => t.sc_k_tristan(),
        Knight::Bedivere => t.sc_k_bedivere(),
    }
}

/// The knight's power in a sentence (S-KN-*).
#[must_use]
pub fn power(t: Tr, k: Knight) -> &'static str {
    match k {
        Knight::Arthur => t.sc_pw_arthur(),
        Knight::Galahad => t.sc_pw_galahad(),
        Knight::Gawain => t.sc_pw_gawain(),
        Knight::Kay => t.sc_pw_kay(),
        Knight::Percival => t.sc_pw_percival(),
        Knight::Palamedes => t.sc_pw_palamedes(),
        Knight::Tristan => t.sc_pw_tristan(),
        Knight::Bedivere => t.sc_pw_bedivere(),
    }
}

/// A short class for the knight's colours.
#[must_use]
pub fn knight_class(k: Knight) -> &'static str {
    match k {
        Knight::Arthur => "kn-arthur",
        Knight::Galahad => "kn-galahad",
        Knight::Gawain => "kn-gawain",
        Knight::Kay => "kn-kay",
        Knight::Percival => "kn-percival",
        Knight::Palamedes => "kn-palamedes",
        Knight::Tristan => "kn-tristan",
        Knight::Bedivere => "kn-bedivere",
    }
}

/// The knight's initial on his figure.
#[must_use]
pub fn initial(t: Tr, k: Knight) -> char {
    knight(t, k).rsplit(' ').next().and_then(|w| w.chars().next()).unwrap_or('?')
}

#[must_use]
pub fn place(t: Tr, p: Place) -> &'static str {
    match p {
        Place::Camelot => t.sc_p_camelot(),
        Place::BlackKnight => t.sc_p_black_knight(),
        Place::Lancelot => t.sc_p_lancelot(),
        Place::Dragon => t.sc_p_dragon(),
        Place::Excalibur => t.sc_p_excalibur(),
        Place::Grail => t.sc_p_grail(),
        Place::Picts => t.sc_p_picts(),
        Place::Saxons => t.sc_p_saxons(),
    }
}

#[must_use]
pub fn place_class(p: Place) -> &'static str {
    match p {
        Place::Camelot => "camelot",
        Place::BlackKnight => "bk",
        Place::Lancelot => "lancelot",
        Place::Dragon => "dragon",
        Place::Excalibur => "excalibur",
        Place::Grail => "grail",
        Place::Picts => "picts",
        Place::Saxons => "saxons",
    }
}

#[must_use]
pub fn white(t: Tr, w: White) -> &'static str {
    match w {
        White::F1 => t.sc_w_f1(),
        White::F2 => t.sc_w_f2(),
        White::F3 => t.sc_w_f3(),
        White::F4 => t.sc_w_f4(),
        White::F5 => t.sc_w_f5(),
        White::Grail => t.sc_w_grail(),
        White::Merlin => t.sc_w_merlin(),
        White::Fate => t.sc_w_fate(),
        White::Piety => t.sc_w_piety(),
        White::Heroism => t.sc_w_heroism(),
        White::Reinforcements => t.sc_w_reinforcements(),
        White::Clairvoyance => t.sc_w_clairvoyance(),
        White::Messenger => t.sc_w_messenger(),
        White::Lady => t.sc_w_lady(),
        White::Convocation => t.sc_w_convocation(),
    }
}

/// What a white card does (S-WS-*).
#[must_use]
pub fn white_does(t: Tr, w: White) -> &'static str {
    match w {
        White::F1 | White::F2 | White::F3 | White::F4 | White::F5 => t.sc_wd_fight(),
        White::Grail => t.sc_wd_grail(),
        White::Merlin => t.sc_wd_merlin(),
        White::Fate => t.sc_wd_fate(),
        White::Piety => t.sc_wd_piety(),
        White::Heroism => t.sc_wd_heroism(),
        White::Reinforcements => t.sc_wd_reinforcements(),
        White::Clairvoyance => t.sc_wd_clairvoyance(),
        White::Messenger => t.sc_wd_messenger(),
        White::Lady => t.sc_wd_lady(),
        White::Convocation => t.sc_wd_convocation(),
    }
}

#[must_use]
pub fn black(t: Tr, b: Black) -> String {
    use Black as B;
    let ld = |v: u8| t.sc_b_ld(&v, &B::value_on(b, Place::Dragon));
    match b {
        B::BK1 | B::BK3 | B::BK5 | B::BK7 => t.sc_b_bk(&b.value_on(Place::BlackKnight)),
        B::LD1 | B::LD3 | B::LD5 | B::LD7 => ld(b.value_on(Place::Lancelot)),
        B::Excalibur => t.sc_b_excalibur().to_owned(),
        B::Despair => t.sc_b_despair().to_owned(),
        B::Picts => t.sc_b_picts().to_owned(),
        B::Saxons => t.sc_b_saxons().to_owned(),
        B::Mercenaries => t.sc_b_mercenaries().to_owned(),
        B::Morgan1 => t.sc_b_morgan(&1),
        B::Morgan2 => t.sc_b_morgan(&2),
        B::Morgan3 => t.sc_b_morgan(&3),
        B::Morgan4 => t.sc_b_morgan(&4),
        B::Morgan5 => t.sc_b_morgan(&5),
        B::Desolation => t.sc_b_desolation().to_owned(),
        B::DarkForest => t.sc_b_dark_forest().to_owned(),
        B::Guinevere => t.sc_b_guinevere().to_owned(),
        B::Mists => t.sc_b_mists().to_owned(),
        B::Mordred => t.sc_b_mordred().to_owned(),
        B::Vivien => t.sc_b_vivien().to_owned(),
    }
}

/// What a black card does (S-BS-*, S-BX-*).
#[must_use]
pub fn black_does(t: Tr, b: Black) -> &'static str {
    use Black as B;
    match b {
        B::BK1 | B::BK3 | B::BK5 | B::BK7 => t.sc_bd_bk(),
        B::LD1 | B::LD3 | B::LD5 | B::LD7 => t.sc_bd_ld(),
        B::Excalibur => t.sc_bd_excalibur(),
        B::Despair => t.sc_bd_despair(),
        B::Picts => t.sc_bd_picts(),
        B::Saxons => t.sc_bd_saxons(),
        B::Mercenaries => t.sc_bd_mercenaries(),
        B::Morgan1 => t.sc_bd_morgan1(),
        B::Morgan2 => t.sc_bd_morgan2(),
        B::Morgan3 => t.sc_bd_morgan3(),
        B::Morgan4 => t.sc_bd_morgan4(),
        B::Morgan5 => t.sc_bd_morgan5(),
        B::Desolation => t.sc_bd_desolation(),
        B::DarkForest => t.sc_bd_dark_forest(),
        B::Guinevere => t.sc_bd_guinevere(),
        B::Mists => t.sc_bd_mists(),
        B::Mordred => t.sc_bd_mordred(),
        B::Vivien => t.sc_bd_vivien(),
    }
}

#[must_use]
pub fn kind(t: Tr, k: Kind) -> &'static str {
    match k {
        Kind::BlackKnight => t.sc_kind_bk(),
        Kind::LancelotDragon => t.sc_kind_ld(),
    }
}

#[must_use]
pub fn seen(t: Tr, b: SeenBlack) -> String {
    match b {
        SeenBlack::Card(c) => black(t, c),
        SeenBlack::FaceDown(k) => kind(t, k).to_owned(),
    }
}

/// A list of white cards, "Fight 2, Fight 2, Merlin".
#[must_use]
pub fn whites(t: Tr, cards: &[White]) -> String {
    cards.iter().map(|&w| white(t, w)).collect::<Vec<_>>().join(", ")
}

/// Seat names joined: "Ann, Bo".
#[must_use]
pub fn seat_list(names: &[String], mask: u8) -> String {
    (0..8u8).filter(|s| mask & (1 << s) != 0).map(|s| crate::app::play::name_of(names, s)).collect::<Vec<_>>().join(", ")
}
