//! Names of the game's things (colours, rooms, shields, Grail parts, heroes, spaces, missions)
//! and the effect of a space in short (symbols on the board) and in full (words). Every other
//! file builds its sentences from these, so a thing is called the same everywhere.

use crate::app::i18n::Tr;
use crate::engine::zukunft::board::{Room, Space};
use crate::engine::zukunft::data::{Colour, GrailPart, Hero, MissionId, RoomColour, ShieldKind};
use crate::engine::zukunft::Occupant;
use crate::engine::zukunft::Figure;

pub fn colour(c: Colour, t: Tr) -> &'static str {
    match c {
        Colour::Red => t.zk_red(),
        Colour::Green => t.zk_green(),
        Colour::Yellow => t.zk_yellow(),
        Colour::Blue => t.zk_blue(),
        Colour::Purple => t.zk_purple(),
    }
}

/// The CSS class of a colour.
pub fn class(c: Colour) -> &'static str {
    match c {
        Colour::Red => "zk-red",
        Colour::Green => "zk-green",
        Colour::Yellow => "zk-yellow",
        Colour::Blue => "zk-blue",
        Colour::Purple => "zk-purple",
    }
}

pub fn room_class(r: RoomColour) -> &'static str {
    match r {
        RoomColour::Red => "zk-r-red",
        RoomColour::Green => "zk-r-green",
        RoomColour::Yellow => "zk-r-yellow",
        RoomColour::Blue => "zk-r-blue",
        RoomColour::Violet => "zk-r-violet",
    }
}

pub fn room(r: Room, t: Tr) -> &'static str {
    match r {
        Room::RoundTable => t.zk_room_rt(),
        Room::Rebellion => t.zk_room_rb(),
        Room::TrainingGround => t.zk_room_tg(),
        Room::TournamentGround => t.zk_room_to(),
        Room::Chapel => t.zk_room_ch(),
        Room::Library => t.zk_room_li(),
        Room::Ballroom => t.zk_room_br(),
        Room::Intrigue => t.zk_room_in(),
        Room::SecretRoom => t.zk_room_sr(),
    }
}

/// "the red room", "the secret room".
pub fn room_colour(r: RoomColour, t: Tr) -> &'static str {
    match r {
        RoomColour::Red => t.zk_rc_red(),
        RoomColour::Green => t.zk_rc_green(),
        RoomColour::Yellow => t.zk_rc_yellow(),
        RoomColour::Blue => t.zk_rc_blue(),
        RoomColour::Violet => t.zk_rc_violet(),
    }
}

/// How one room plays, in one or two sentences.
pub fn room_rule(r: Room, t: Tr) -> &'static str {
    match r {
        Room::RoundTable => t.zk_rule_rt(),
        Room::Rebellion => t.zk_rule_rb(),
        Room::TrainingGround => t.zk_rule_tg(),
        Room::TournamentGround => t.zk_rule_to(),
        Room::Chapel => t.zk_rule_ch(),
        Room::Library => t.zk_rule_li(),
        Room::Ballroom => t.zk_rule_br(),
        Room::Intrigue => t.zk_rule_in(),
        Room::SecretRoom => t.zk_rule_sr(),
    }
}

pub fn shield(k: ShieldKind, t: Tr) -> &'static str {
    match k {
        ShieldKind::Red => t.zk_sh_red(),
        ShieldKind::Green => t.zk_sh_green(),
        ShieldKind::Yellow => t.zk_sh_yellow(),
        ShieldKind::Blue => t.zk_sh_blue(),
        ShieldKind::Multi => t.zk_sh_multi(),
        ShieldKind::Violet => t.zk_sh_violet(),
    }
}

pub fn part(p: GrailPart, t: Tr) -> &'static str {
    match p {
        GrailPart::Bowl => t.zk_bowl(),
        GrailPart::Lid => t.zk_lid(),
        GrailPart::Stem => t.zk_stem(),
        GrailPart::Foot => t.zk_foot(),
    }
}

pub fn hero(h: Hero) -> &'static str {
    match h {
        Hero::Kay => "Sir Kay",
        Hero::Tristan => "Sir Tristan",
        Hero::Parzival => "Sir Parzival",
        Hero::Lancelot => "Sir Lancelot",
        Hero::Mordred => "Mordred",
    }
}

/// What a hero's side does.
pub fn hero_side(h: Hero, side: u8, t: Tr) -> &'static str {
    match (h, side) {
        (Hero::Kay, 1) => t.zk_hero_kay1(),
        (Hero::Kay, _) => t.zk_hero_kay2(),
        (Hero::Tristan, 1) => t.zk_hero_tri1(),
        (Hero::Tristan, _) => t.zk_hero_tri2(),
        (Hero::Parzival, 1) => t.zk_hero_par1(),
        (Hero::Parzival, _) => t.zk_hero_par2(),
        (Hero::Lancelot, 1) => t.zk_hero_lan1(),
        (Hero::Lancelot, _) => t.zk_hero_lan2(),
        (Hero::Mordred, 1) => t.zk_hero_mor1(),
        (Hero::Mordred, _) => t.zk_hero_mor2(),
    }
}

/// "1 point", "5 points" (negative amounts too).
pub fn points(n: i32, t: Tr) -> String {
    if n.abs() == 1 {
        t.zk_point(&n)
    } else {
        t.zk_points(&n)
    }
}

/// A space by its printed label and room: "TG-2b (Training Ground)".
pub fn space(s: Space, t: Tr) -> String {
    t.zk_space(&s.label(), &room(s.room(), t))
}

/// The label without the room prefix: "2b", "F1", "Q".
pub fn short_label(s: Space) -> String {
    let l = s.label();
    l.split_once('-').map_or(l.clone(), |(_, tail)| tail.to_owned())
}

/// The printed effect in words, plus what the room itself adds at this space (the tournament
/// final's and winner's offers, the Intrigue group's penalty, the secret room's order).
#[must_use]
pub fn effect_full(s: Space, t: Tr) -> String {
    let e = s.effect();
    let mut parts: Vec<String> = Vec::new();
    if e.points > 0 {
        parts.push(points(i32::from(e.points), t));
    }
    if e.grail == 1 {
        parts.push(t.zk_fx_grail1().to_owned());
    } else if e.grail > 1 {
        parts.push(t.zk_fx_grail(&e.grail));
    }
    if let Some(r) = e.extra {
        parts.push(t.zk_fx_extra(&room_colour(r, t)));
    }
    if e.tree {
        parts.push(t.zk_fx_tree().to_owned());
    }
    if e.hearts > 0 {
        parts.push(t.zk_fx_hearts(&e.hearts));
    }
    let label = s.label();
    match s.room() {
        Room::TournamentGround if label.starts_with("TO-F") => parts.push(t.zk_fx_final().to_owned()),
        Room::TournamentGround if label == "TO-W" => parts.push(t.zk_fx_winner().to_owned()),
        Room::RoundTable | Room::Rebellion => parts.push(t.zk_fx_majority().to_owned()),
        Room::Ballroom if label == "BR-Q" => parts.push(t.zk_fx_queen().to_owned()),
        _ => {}
    }
    let arrows = s.arrows();
    if arrows != 0 {
        let to: Vec<String> = Space::all().filter(|x| arrows & (1u128 << x.index()) != 0).map(short_label).collect();
        parts.push(t.zk_fx_arrows(&to.join(", ")));
    }
    if parts.is_empty() {
        t.zk_fx_nothing().to_owned()
    } else {
        parts.join(" · ")
    }
}

/// Who stands on a space, in words.
pub fn occupant(o: Occupant, t: Tr) -> String {
    match o {
        Occupant::Neutral => t.zk_neutral_knight().to_owned(),
        Occupant::Colour(c, Figure::Knight) => t.zk_knight_of(&colour(c, t)),
        Occupant::Colour(c, Figure::BlackKnight) => t.zk_black_knight_of(&colour(c, t)),
        Occupant::Colour(c, Figure::Magician) => t.zk_magician_of(&colour(c, t)),
    }
}

/// A mission card: its label and what it asks, "M2-05: red + green shield".
pub fn mission(m: MissionId, t: Tr) -> String {
    let c = m.card();
    let what = match c.special {
        Some((knights, pts)) => t.zk_special(&knights, &pts),
        None => c.shields.iter().map(|&k| shield(k, t)).collect::<Vec<_>>().join(" + "),
    };
    let grail = if c.grail > 0 { format!(" + {}", t.zk_fx_grail1()) } else { String::new() };
    format!("{}: {what}{grail}", c.label)
}

/// The row a room's space is drawn in (rows, rounds, groups, levels), as (key, name).
pub fn row_of(s: Space, t: Tr) -> (u8, String) {
    let tail = short_label(s);
    let first = tail.chars().next().unwrap_or(' ');
    match s.room() {
        Room::TrainingGround => (first as u8, t.zk_row(&first)),
        Room::TournamentGround => match first {
            'F' => (b'F', t.zk_to_final().to_owned()),
            'W' => (b'W', t.zk_to_winner().to_owned()),
            _ => (first as u8, t.zk_to_round(&first)),
        },
        Room::Rebellion if first == 'U' => (b'U', t.zk_royalists().to_owned()),
        Room::Rebellion => (b'L', t.zk_rebels().to_owned()),
        Room::Ballroom if first == 'Q' => (b'Q', t.zk_queen().to_owned()),
        Room::Intrigue => (first as u8, t.zk_group(&first)),
        Room::Chapel | Room::Library => (first as u8, t.zk_path_row(&first)),
        Room::RoundTable | Room::Ballroom | Room::SecretRoom => (0, String::new()),
    }
}
