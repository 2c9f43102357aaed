//! Resolving a black card (S-BLACK-1 … S-BLACK-10), the Merlin window (S-MERLIN-*), the
//! Armor's draw (S-REL-ARMOR-2), Excalibur's cancel (S-REL-EXC-3) and where each standard card
//! goes (S-BS-*).

use super::Fx;
use crate::engine::schatten::data::{Black, Place, White, WARRIORS_LOSE};
use crate::engine::schatten::events::{RelicName, SchattenEvent};
use crate::engine::schatten::state::{bit, Ask, Laid, Relic, Schatten, Side, Status, Task};
use crate::engine::Seat;

impl Schatten {
    /// S-BLACK-1: draw one card, or two with the Armor (the owner keeps one).
    pub(crate) fn draw_black_card(&mut self, drawer: Seat, fx: &mut Fx) {
        let Some(first) = self.draw_black(fx) else { return };
        if self.relic_armor == Relic::Owned(drawer) {
            if let Some(second) = self.draw_black(fx) {
                fx.push(SchattenEvent::ArmorDrew { drawer });
                fx.push(SchattenEvent::ArmorSaw { drawer, cards: [first, second] });
                self.ask = Ask::Armor { drawer, cards: [first, second] };
                return;
            }
        }
        self.stack.push(Task::Drawn { drawer, card: first });
    }

    /// The Armor's choice: the other card goes face down under the pile.
    pub(crate) fn armor_keep(&mut self, drawer: Seat, cards: [Black; 2], keep: Black, fx: &mut Fx) {
        let other = if cards[0] == keep { cards[1] } else { cards[0] };
        self.put_under(drawer, other);
        fx.push(SchattenEvent::ArmorBottom { drawer });
        self.stack.push(Task::Drawn { drawer, card: keep });
    }

    /// S-BLACK-2 … S-BLACK-5 for a card just drawn.
    pub(crate) fn drawn(&mut self, drawer: Seat, card: Black, fx: &mut Fx) {
        if card.is_special() {
            fx.push(SchattenEvent::BlackDrawn { drawer, card });
            // S-MERLIN-2: skipped only under Vivien, unless the card is Vivien herself.
            if self.vivien && card != Black::Vivien {
                self.stack.push(Task::Special { drawer, card });
                return;
            }
            fx.push(SchattenEvent::MerlinWindow { card });
            self.pledged = [0; 8];
            match self.merlin_first(drawer) {
                Some(next) => self.ask = Ask::Merlin { drawer, card, next, asked: 0, total: 0 },
                None => {
                    self.stack.push(Task::Special { drawer, card });
                }
            }
            return;
        }
        if let Some(kind) = card.kind() {
            if self.combat_destination(card).is_some() {
                // S-BLACK-3: the drawer alone sees the value until he chooses.
                fx.push(SchattenEvent::BlackDrawnKind { drawer, kind });
                fx.push(SchattenEvent::BlackSeen { drawer, card });
                self.ask = Ask::Face { drawer, card };
                return;
            }
        }
        fx.push(SchattenEvent::BlackDrawn { drawer, card });
        self.stack.push(Task::Standard { drawer, card, down: false });
    }

    /// Where a combat card would lie, if that quest is open (S-BS-BK, S-BS-LD).
    pub(crate) fn combat_destination(&self, card: Black) -> Option<Place> {
        match card.kind()? {
            crate::engine::schatten::data::Kind::BlackKnight => Some(Place::BlackKnight),
            crate::engine::schatten::data::Kind::LancelotDragon => match self.side {
                Side::Lancelot => Some(Place::Lancelot),
                Side::Dragon => Some(Place::Dragon),
                Side::Closed => None,
            },
        }
    }

    pub(crate) fn face(&mut self, drawer: Seat, card: Black, down: bool, fx: &mut Fx) {
        if !down {
            // The value only the drawer knew is now on the table: no undo.
            fx.hidden = true;
            fx.push(SchattenEvent::BlackDrawn { drawer, card });
        }
        self.stack.push(Task::Standard { drawer, card, down });
    }

    /// S-MERLIN-4: the drawer first, or the first knight after a revealed-Traitor drawer.
    fn merlin_first(&self, drawer: Seat) -> Option<Seat> {
        self.knights_from(drawer).next()
    }

    /// One pledge of the round (S-MERLIN-4).
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn pledge(
        &mut self,
        drawer: Seat,
        card: Black,
        seat: Seat,
        asked: u8,
        total: u8,
        n: u8,
        fx: &mut Fx,
    ) {
        let total = total + n;
        if let Some(p) = self.pledged.get_mut(usize::from(seat)) {
            *p += n;
        }
        fx.push(SchattenEvent::Pledged { seat, count: n, total });
        if n > 0 {
            fx.hidden = true;
        }
        if total >= 3 {
            let pledges = self.pledged;
            for (s, &k) in pledges.iter().enumerate() {
                for _ in 0..k {
                    if let Some(st) = self.seat_mut(s as Seat) {
                        st.hand.take(White::Merlin);
                    }
                    self.discard_white(White::Merlin);
                }
            }
            self.discard_black(card, false, drawer);
            fx.push(SchattenEvent::MerlinCancelled { card, pledges });
            self.pledged = [0; 8];
            return;
        }
        let next = self.knights_from(seat).find(|&s| asked & bit(s) == 0);
        match next {
            Some(next) => self.ask = Ask::Merlin { drawer, card, next, asked, total },
            None => {
                fx.push(SchattenEvent::MerlinFailed { card, total });
                self.pledged = [0; 8];
                self.stack.push(Task::Special { drawer, card });
            }
        }
    }

    /// S-BLACK-6: the Excalibur window for a standard card, then S-BLACK-7.
    pub(crate) fn standard(&mut self, drawer: Seat, card: Black, down: bool, fx: &mut Fx) {
        match Self::owner(self.relic_excalibur) {
            Some(owner) if self.seat(owner).is_knight() => {
                self.ask = Ask::Excalibur { owner, drawer, card, down };
            }
            _ => self.apply_standard(drawer, card, down, fx),
        }
    }

    pub(crate) fn excalibur_window(
        &mut self,
        owner: Seat,
        drawer: Seat,
        card: Black,
        down: bool,
        cancel: bool,
        fx: &mut Fx,
    ) {
        if !cancel {
            self.apply_standard(drawer, card, down, fx);
            return;
        }
        self.relic_excalibur = Relic::Gone;
        self.discard_black(card, down, drawer);
        fx.push(SchattenEvent::ExcaliburCancel { owner, card: (!down).then_some(card), kind: card.kind() });
        fx.push(SchattenEvent::RelicGone { relic: RelicName::Excalibur });
    }

    /// S-BLACK-7 … S-BLACK-9: the card goes to its quest, or becomes a siege engine.
    pub(crate) fn apply_standard(&mut self, drawer: Seat, card: Black, down: bool, fx: &mut Fx) {
        match card {
            Black::BK1 | Black::BK3 | Black::BK5 | Black::BK7 | Black::LD1 | Black::LD3 | Black::LD5 | Black::LD7 => {
                match self.combat_destination(card) {
                    Some(place) => self.lay_combat(place, drawer, card, down, fx),
                    None => self.became_siege(card, fx),
                }
            }
            Black::Excalibur => {
                if self.excalibur_open {
                    self.discard_black(card, false, drawer);
                    self.excalibur_step(true, drawer, fx);
                } else {
                    self.became_siege(card, fx);
                }
            }
            Black::Despair => {
                if self.grail_open {
                    self.grail_black_arrives(card, fx);
                } else {
                    self.became_siege(card, fx);
                }
            }
            Black::Picts => self.warrior(Place::Picts, card, drawer, fx),
            Black::Saxons => self.warrior(Place::Saxons, card, drawer, fx),
            _ => self.ask = Ask::War { drawer, card },
        }
    }

    /// S-BLACK-7: a card whose quest is closed adds a siege engine and is discarded.
    pub(crate) fn became_siege(&mut self, card: Black, fx: &mut Fx) {
        self.discard_black(card, false, self.active);
        fx.push(SchattenEvent::BecameSiege { card });
        self.add_siege(fx);
    }

    /// S-Q-CMB-3, S-BLACK-8, S-BLACK-9.
    fn lay_combat(&mut self, place: Place, drawer: Seat, card: Black, down: bool, fx: &mut Fx) {
        self.combat_mut(place).black.push(Laid { card, down, by: drawer });
        fx.push(SchattenEvent::BlackLaid {
            place,
            card: (!down).then_some(card),
            kind: card.kind().unwrap_or(crate::engine::schatten::data::Kind::BlackKnight),
            by: drawer,
        });
        if down && self.seat(drawer).is_knight() {
            self.give_white(drawer, 1, fx);
        }
        let (_, black_spots) = place.spots();
        if self.combat(place).black.len() >= usize::from(black_spots) {
            self.resolve_combat(place, fx);
        }
    }

    /// Mercenaries or Mordred: the drawer's war (S-DP-10).
    pub(crate) fn war_choice(&mut self, drawer: Seat, card: Black, place: Place, fx: &mut Fx) {
        if card == Black::Mordred {
            self.mordred(place, drawer, fx);
        } else {
            self.warrior(place, card, drawer, fx);
        }
    }

    /// S-Q-WAR-3: one more warrior; the 4th loses the war (S-Q-WAR-4).
    fn warrior(&mut self, place: Place, card: Black, drawer: Seat, fx: &mut Fx) {
        self.discard_black(card, false, drawer);
        let w = self.war_mut(place);
        w.warriors += 1;
        let warriors = w.warriors;
        fx.push(SchattenEvent::Warriors { place, warriors });
        if warriors >= WARRIORS_LOSE {
            self.quest_end(place, false, None, 0, warriors, fx);
        }
    }

    /// S-BX-MORDRED.
    fn mordred(&mut self, place: Place, drawer: Seat, fx: &mut Fx) {
        let w = self.war_mut(place);
        w.warriors += 1;
        let warriors = w.warriors;
        fx.push(SchattenEvent::Warriors { place, warriors });
        if warriors >= WARRIORS_LOSE {
            self.discard_black(Black::Mordred, false, drawer);
            self.quest_end(place, false, None, 0, warriors, fx);
        } else {
            self.war_mut(place).mordred = true;
            fx.push(SchattenEvent::MordredAttached { place });
        }
    }

    /// Knights who count as `OK` for volunteer rounds and "every other knight" effects.
    pub(crate) fn ok_knights_from(&self, from: Seat) -> impl Iterator<Item = Seat> + '_ {
        self.clockwise(from).filter(|&s| self.seat(s).status == Status::Ok)
    }
}
