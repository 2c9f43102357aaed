//! Combat quests: the Black Knight, Lancelot and the Dragon (S-Q-CMB-1 … S-Q-CMB-7), with
//! Sir Kay's extra card (S-KN-KAY) and Excalibur's +1 (S-REL-EXC-2).

use crate::engine::few::Few;
use crate::engine::schatten::data::{Knight, Place, White};
use crate::engine::schatten::events::{CombatReport, SchattenEvent};
use crate::engine::schatten::rules::Fx;
use crate::engine::schatten::state::{Ask, KayCtx, Resolution, Schatten};
use crate::engine::Seat;

/// Whether the white cards `cards` still fit `place`'s pattern (S-Q-CMB-1's legal-play test).
#[must_use]
pub fn fits(place: Place, cards: &[White]) -> bool {
    let (spots, max_values, max_each) = match place {
        Place::BlackKnight => (4, 2, 2),
        Place::Lancelot => (5, 2, 3),
        Place::Dragon => (9, 3, 3),
        _ => return false,
    };
    if cards.len() > spots || cards.iter().any(|w| w.fight().is_none()) {
        return false;
    }
    let mut counts = [0usize; 5];
    for w in cards {
        if let Some(c) = counts.get_mut(w.index()) {
            *c += 1;
        }
    }
    let distinct = counts.iter().filter(|&&c| c > 0).count();
    distinct <= max_values && counts.iter().all(|&c| c <= max_each)
}

impl Schatten {
    /// Whether `seat`, present on `place`, may play `card` there (S-Q-CMB-2).
    pub(crate) fn combat_card_ok(&self, place: Place, card: White) -> bool {
        let c = self.combat(place);
        let mut cards: Few<White, 10> = Few::from_slice(c.white.as_slice());
        cards.push(card);
        fits(place, cards.as_slice())
    }

    /// The quest action: one fight card into a white spot; the last spot ends the quest.
    pub(crate) fn play_combat(&mut self, seat: Seat, place: Place, card: White, fx: &mut Fx) {
        if let Some(s) = self.seat_mut(seat) {
            s.hand.take(card);
        }
        self.combat_mut(place).white.push(card);
        fx.push(SchattenEvent::WhitePlayed { seat, place, card });
        let (white_spots, _) = place.spots();
        if self.combat(place).white.len() >= usize::from(white_spots) {
            self.resolve_combat(place, fx);
        }
    }

    /// S-Q-CMB-5 steps 1–3: shuffle and turn up the black cards, then Kay's window.
    pub(crate) fn resolve_combat(&mut self, place: Place, fx: &mut Fx) {
        let c = self.combat(place);
        let mut black: Few<_, 5> = Few::new();
        c.black.iter().for_each(|l| {
            black.push(l.card);
        });
        self.rng.shuffle(black.as_mut_slice());
        fx.hidden = true;
        // Turned up: nothing on this quest lies face down any more.
        for l in self.combat_mut(place).black.as_mut_slice() {
            l.down = false;
        }
        let black_total = black.iter().map(|b| b.value_on(place)).sum();
        let white_total = c.white.iter().filter_map(|w| w.fight()).sum();
        let excalibur = Self::owner(self.relic_excalibur).is_some_and(|o| self.present(place).any(|s| s == o));
        self.resolution = Resolution { place, black, black_total, white_total, kay: None, excalibur };
        match self.knight_of(Knight::Kay).filter(|&k| self.seat(k).at == place) {
            Some(kay) => {
                fx.push(SchattenEvent::CombatRevealed { report: self.combat_report() });
                self.ask = Ask::Kay { kay, ctx: KayCtx::Combat(place) };
            }
            None => self.finish_combat(fx),
        }
    }

    fn combat_report(&self) -> CombatReport {
        let r = self.resolution;
        let mut values: Few<u8, 5> = Few::new();
        r.black.iter().for_each(|b| {
            values.push(b.value_on(r.place));
        });
        let white = self.combat(r.place).white;
        let total = r.white_total + r.kay.and_then(|w| w.fight()).unwrap_or(0) + u8::from(r.excalibur);
        CombatReport {
            place: r.place,
            black: r.black,
            black_values: values,
            black_total: r.black_total,
            white,
            kay: r.kay,
            excalibur: r.excalibur,
            white_total: total,
        }
    }

    /// Sir Kay's answer: a fight card, or none (S-KN-KAY).
    pub(crate) fn kay(&mut self, kay: Seat, ctx: KayCtx, card: Option<White>, fx: &mut Fx) {
        if let Some(w) = card {
            if let Some(s) = self.seat_mut(kay) {
                s.hand.take(w);
            }
            fx.push(SchattenEvent::KayAdded { seat: kay, card: w });
        }
        match ctx {
            KayCtx::Combat(_) => {
                self.resolution.kay = card;
                self.finish_combat(fx);
            }
            KayCtx::Siege => {
                self.fight.kay = card;
                self.finish_fight(kay, fx);
            }
        }
    }

    /// S-Q-CMB-5 steps 4–6: the totals, ties to Evil, then S-Q-END.
    fn finish_combat(&mut self, fx: &mut Fx) {
        let report = self.combat_report();
        fx.push(SchattenEvent::CombatRevealed { report });
        if let Some(w) = self.resolution.kay {
            self.discard_white(w);
        }
        let won = report.white_total > report.black_total;
        self.resolution = Resolution::default();
        self.quest_end(report.place, won, None, report.white_total, report.black_total, fx);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use White::*;

    #[test]
    fn patterns() {
        assert!(fits(Place::BlackKnight, &[F1, F1, F3, F3]));
        assert!(!fits(Place::BlackKnight, &[F1, F1, F1]));
        assert!(fits(Place::Lancelot, &[F2, F2, F2, F5, F5]));
        assert!(!fits(Place::Lancelot, &[F2, F2, F3, F5]));
        assert!(fits(Place::Dragon, &[F1, F1, F1, F2, F2, F2, F3, F3, F3]));
        assert!(!fits(Place::Dragon, &[F1, F2, F3, F4]));
    }
}
