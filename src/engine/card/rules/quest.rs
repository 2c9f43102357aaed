//! Going on a Quest (C-QUEST-*): which quests the top card allows, taking and turning up the
//! pile, the Gawain window, then placing the swords and cleaning up (spec §2 steps 8–9).

use crate::engine::card::data::{Card, Quest, QuestSet};
use crate::engine::card::events::CardEvent;
use crate::engine::card::state::{CardGame, Phase, PileCard, Resolution};
use crate::engine::Seat;

use super::end::EndResult;
use super::tally::{tally, QuestReport, TurnedUp};
use super::Fx;

impl CardGame {
    /// The quests the top of the pile allows (C-QUEST-1 … -3): the symbols of a face-up card,
    /// of the announced identity of a face-down one, none for an empty pile.
    pub(crate) fn quests_allowed(&self) -> QuestSet {
        match self.pile.last() {
            None => QuestSet::EMPTY,
            Some(PileCard { down: Some(d), .. }) => {
                d.announced.map_or(QuestSet::EMPTY, Card::symbols)
            }
            Some(p) => p.card.symbols(),
        }
    }

    /// C-QUEST-4: the quest is named; Arthur may answer before anything is turned up.
    pub(crate) fn choose_quest(
        &mut self,
        seat: Seat,
        quest: Quest,
        bonus: Option<u8>,
        fx: &mut Fx,
    ) {
        fx.push(CardEvent::QuestChosen { seat, quest, bonus });
        if self.arthur_window_opens(seat) {
            self.phase = Phase::Arthur { quest, bonus };
            return;
        }
        self.begin_resolution(seat, quest, bonus, fx);
    }

    /// C-QUEST-5 … -7: take the whole pile, turn it up; characters are set apart by the tally.
    pub(crate) fn begin_resolution(
        &mut self,
        seat: Seat,
        main: Quest,
        bonus: Option<u8>,
        fx: &mut Fx,
    ) {
        fx.hidden = true;
        if self.silence {
            self.silence = false; // C-TALK-3
            fx.push(CardEvent::Silence { on: false });
        }
        let mut r = Resolution {
            seat,
            main,
            bonus,
            cards: Default::default(),
            tokens: self.tokens,
            gawain: Default::default(),
            turned_up: Default::default(),
        };
        let all = self.all_seats();
        for i in 0..self.pile.len() {
            let Some(p) = self.pile.get(i) else { continue };
            r.cards.push(p.card);
            self.mark_seen(p.card);
            let Some(d) = p.down else { continue };
            // C-CARD-MORGAN1-5: face-down cards are turned up as what they are.
            let announced = d.announced.unwrap_or(p.card);
            r.turned_up.push(TurnedUp {
                by: d.by,
                announced,
                card: p.card,
            });
            if d.binding && announced != p.card {
                // A loyal player cannot lie (C-CARD-MORGAN1-2), and this drawer's card has not
                // changed since: everyone now knows he holds a Traitor card.
                if let Some(k) = self.known.get_mut(usize::from(d.by)) {
                    *k = all;
                }
                fx.push(CardEvent::Lie {
                    seat: d.by,
                    announced,
                    card: p.card,
                });
            }
        }
        self.pile.clear();
        self.tokens.clear();
        self.res = Some(r);
        self.after_tally(fx);
    }

    /// After the tallies (or a recount): the Gawain window, or the swords (spec §2 step 8).
    pub(crate) fn after_tally(&mut self, fx: &mut Fx) {
        if self.gawain_window_opens() {
            self.phase = Phase::Gawain;
        } else {
            self.finish_quest(fx);
        }
    }

    /// The report of the quest under resolution, as it stands.
    pub(crate) fn provisional(&self) -> Option<QuestReport> {
        self.res.as_ref().map(tally)
    }

    /// Spec §2 step 9: place every sword (C-QUEST-15), the knight consequences (C-KNIGHT-2, -3),
    /// the discard (C-QUEST-16), then the end check (C-END-1).
    pub(crate) fn finish_quest(&mut self, fx: &mut Fx) {
        let Some(r) = self.res.take() else {
            self.next_turn(fx);
            return;
        };
        let rep = tally(&r);
        self.white = self.white.saturating_add(rep.white);
        self.black = self.black.saturating_add(rep.black);
        fx.push(CardEvent::QuestResolved(Box::new(rep)));
        for &c in r.cards.iter() {
            self.discard.push(c);
        }
        self.last_report = Some(rep);
        if rep.morgan7_loss {
            self.sudden_end(EndResult::Morgan7, fx); // C-CARD-MORGAN7-1
            return;
        }
        if self.cfg.knights {
            if rep.succeeded() {
                self.shuffle_in_morgan(fx);
            } else if rep.failed() {
                self.draw_knight(r.seat, fx);
            }
        }
        if !self.end_check(fx) {
            self.next_turn(fx);
        }
    }
}
