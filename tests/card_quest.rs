//! Going on a quest: legality, the resolution order of spec §2, thresholds, characters at the
//! quest, the settled edge cases of the tally, and the promo cards.

mod card_support;

use camelot_table::engine::card::Card::*;
use camelot_table::engine::card::{
    Band, Card, CardAction, CardError, CardEvent, CardSetup, EndResult, Pending, Quest, QuestSet,
    Token,
};
use camelot_table::engine::{Game, GameExt, Turn};
use card_support::*;

fn quests_legal(g: &camelot_table::engine::card::CardGame) -> QuestSet {
    g.legal_actions(A)
        .into_iter()
        .fold(QuestSet::EMPTY, |s, a| match a {
            CardAction::Quest(q) => s.with(q),
            _ => s,
        })
}

/// C-QUEST-1, C-DECK-7, C-CARD-MORDRED-2, C-CARD-VIVIEN-4, C-CARD-MORGAN4-4: the top card's
/// symbols, and only those, allow a quest.
#[test]
fn the_top_card_decides_the_quests() {
    let mut promos = table(4);
    promos.config.promos = true;
    for card in Card::ALL {
        if card == Merlin4 {
            continue; // a Merlin #4 in the pile needs its token; it shows no symbol either way
        }
        let g = build(CardSetup {
            pile: pile(&[card]),
            ..promos.clone()
        });
        let expected = match card {
            Morgan4Plus1 => QuestSet::of(Quest::Dragon),
            Morgan4Plus2 => QuestSet::of(Quest::Excalibur),
            Morgan4Plus3 => QuestSet::of(Quest::Grail),
            Mordred => QuestSet::of(Quest::Picts).with(Quest::Saxons),
            Vivien => QuestSet::ALL,
            c if c.is_character() => QuestSet::EMPTY,
            c => QuestSet::of(c.quest().expect("quest card")),
        };
        assert_eq!(card.symbols(), expected, "{card:?}");
        assert_eq!(quests_legal(&g), expected, "{card:?}");
        assert_eq!(public(&g).quests_allowed, expected);
        for q in Quest::ALL.into_iter().filter(|q| !expected.contains(*q)) {
            let mut probe = g.clone();
            assert_eq!(
                probe.apply(A, &CardAction::Quest(q)),
                Err(CardError::QuestNotShown(q))
            );
            assert_eq!(probe, g);
        }
    }
    // Cards below the top do not count.
    let g = build(CardSetup {
        pile: pile(&[Vivien, Dragon3]),
        ..table(4)
    });
    assert_eq!(quests_legal(&g), QuestSet::of(Quest::Dragon));
}

/// C-QUEST-2: an empty pile allows no quest.
#[test]
fn an_empty_pile_allows_no_quest() {
    let g = build(table(4));
    assert_eq!(quests_legal(&g), QuestSet::EMPTY);
    assert_eq!(
        g.clone().apply(A, &CardAction::Quest(Quest::Picts)),
        Err(CardError::EmptyPile)
    );
}

/// C-QUEST-5: the named quest is the main one, every other quest with cards is secondary.
#[test]
fn main_and_secondary_quests() {
    let (_, r) = quest_on(&[Picts2, Grail3, Dragon4], Quest::Dragon);
    let roles: Vec<_> = r
        .tallies
        .iter()
        .map(|t| (t.parts.as_slice()[0].quest, t.main))
        .collect();
    assert_eq!(
        roles,
        [
            (Quest::Picts, false),
            (Quest::Dragon, true),
            (Quest::Grail, false)
        ]
    );
    assert_eq!(r.main, Quest::Dragon);
}

/// C-QUEST-6, C-QUEST-16: the whole pile, characters and removed cards included, is taken
/// and ends in the discard pile; then the next player's turn begins.
#[test]
fn the_whole_pile_goes_to_the_discard() {
    let cards = [Picts5, Merlin1, Mordred, Morgan5, PictsWild, Picts3];
    let g0 = build(CardSetup {
        pile: pile(&cards),
        ..table(4)
    });
    let before = public(&g0);
    let (g, r) = quest_on(&cards, Quest::Picts);
    let v = public(&g);
    assert_eq!(v.pile, 0);
    assert_eq!(v.discard, before.discard + 6);
    assert_eq!(v.top, None);
    assert_eq!(r.characters.as_slice(), [Merlin1, Mordred, Morgan5]);
    assert_eq!(v.pending, Pending::Action { seat: B });
}

/// C-QUEST-7, C-CARD-VIVIEN-6: characters join no stack and only their effects apply.
#[test]
fn characters_join_no_stack() {
    let (_, r) = quest_on(
        &[Vivien, Morgan2, Morgan1, Excalibur5, Excalibur4, Excalibur2],
        Quest::Excalibur,
    );
    assert_eq!(r.characters.as_slice(), [Vivien, Morgan2, Morgan1]);
    assert_eq!(lines(&r), ["Excalibur: 5 + 4 + 2 = 11 → 2 white"]);
    assert_eq!(r.tallies.as_slice()[0].parts.as_slice()[0].cards, 3);
}

/// C-QUEST-8, C-CARD-MORDRED-1, C-CARD-MORGAN4-1: Merlin removes first, then Mordred counts the
/// cards left and Morgan #4 skips the emptied stack; Morgan #3 comes after the judgement.
#[test]
fn resolution_runs_in_spec_order() {
    let (_, r) = quest_on(
        &[
            Saxons3,
            Merlin1,
            Morgan4Plus1,
            Morgan3,
            Picts5,
            Picts4,
            Mordred,
        ],
        Quest::Picts,
    );
    assert_eq!(
        r.removals.iter().map(|m| m.removed).collect::<Vec<_>>(),
        [Some(Picts5), Some(Saxons3)]
    );
    assert_eq!(
        lines(&r),
        [
            "Picts: 4 + Mordred 1 + Morgan#4 1 = 6 → 1 black",
            "Saxons: 0 = 0 → nothing"
        ]
    );
    assert_eq!(
        (r.extra_white, r.extra_black, r.white, r.black),
        (0, 1, 0, 2)
    );
}

/// C-QUEST-9: each ? is worth the number of ? cards in its own stack.
#[test]
fn wild_cards_are_worth_their_count() {
    for n in 1..=4usize {
        let mut cards = vec![GrailWild; n];
        cards.push(Grail2);
        let (_, r) = quest_on(&cards, Quest::Grail);
        let t = r.tallies.as_slice()[0];
        assert_eq!(t.total as usize, 2 + n * n, "{n} ? cards");
    }
    // Two stacks: the ? of each stack count only their own stack.
    let (_, r) = quest_on(
        &[DragonWild, GrailWild, GrailWild, GrailWild, Dragon3],
        Quest::Dragon,
    );
    assert_eq!(
        lines(&r),
        ["Dragon: 3 + 1×1 = 4 → 1 black", "Grail: 3×3 = 9 → nothing"]
    );
}

/// C-QUEST-10, C-QUEST-11, C-QUEST-12: the main quest's bands at 10, 11, 13 and 14.
#[test]
fn main_quest_thresholds() {
    let cases: [(&[Card], Band, u8, u8); 4] = [
        (&[Grail5, Grail3, Grail2], Band::Baseless, 0, 1),
        (&[Grail5, Grail4, Grail2], Band::Success, 3, 0),
        (&[Grail5, Grail4, Grail4], Band::Success, 3, 0),
        (&[Grail5, Grail4, Grail3, Grail2], Band::Defeat, 0, 3),
    ];
    for (cards, band, white, black) in cases {
        let (_, r) = quest_on(cards, Quest::Grail);
        let t = r.tallies.as_slice()[0];
        assert_eq!(
            (t.band, t.white, t.black),
            (band, white, black),
            "total {}",
            t.total
        );
    }
}

/// C-QUEST-13: a secondary quest gives black swords at 14 and nothing at 13, never white.
#[test]
fn secondary_quest_thresholds() {
    let (_, r) = quest_on(&[Grail5, Grail4, Grail4, Picts2], Quest::Picts);
    assert_eq!(lines(&r)[1], "Grail: 5 + 4 + 4 = 13 → nothing");
    let (_, r) = quest_on(&[Grail5, Grail4, Grail3, Grail2, Picts2], Quest::Picts);
    assert_eq!(lines(&r)[1], "Grail: 5 + 4 + 3 + 2 = 14 → 3 black");
    let (_, r) = quest_on(&[Excalibur5, Excalibur4, Excalibur2, Picts2], Quest::Picts);
    assert_eq!((r.tallies.as_slice()[1].band, r.white), (Band::Harmless, 0));
}

/// C-QUEST-14: a quest without cards is not evaluated and places nothing.
#[test]
fn absent_quests_are_not_evaluated() {
    let (_, r) = quest_on(&[Morgan4Plus3, Dragon5, Dragon4, Dragon2], Quest::Dragon);
    assert_eq!(r.tallies.len(), 1);
    assert_eq!(lines(&r), ["Dragon: 5 + 4 + 2 + Morgan#4 3 = 14 → 2 black"]);
}

/// C-QUEST-15, C-EDGE-13: every sword is placed, past 7 and past the 16 tokens; then the end check.
#[test]
fn every_sword_is_placed() {
    let s = CardSetup {
        white: 6,
        black: 6,
        pile: pile(&[
            Grail5, Grail4, Grail3, Grail2, Picts4, PictsWild, PictsWild, PictsWild, Morgan3,
            Dragon5, Dragon4, Dragon3,
        ]),
        ..table(4)
    };
    let (g, r) = quest_on_setup(s, Quest::Dragon);
    assert_eq!((r.white, r.black), (3, 4));
    let v = public(&g);
    assert_eq!((v.white, v.black), (9, 10));
    assert!(v.white + v.black > camelot_table::engine::card::SWORD_TOKENS);
    assert_eq!(v.end.map(|e| e.result), Some(EndResult::Evil));
}

/// C-QUEST-17, C-CARD-MORGAN-2: Merlins, Mordred and Morgans #3–#8 act on the one quest that
/// takes them; Morgan #1 and #2 outlast it.
#[test]
fn characters_act_on_one_quest_only() {
    let s = CardSetup {
        morgan1: false,
        morgan2: Some(2),
        pile: pile(&[
            Morgan5, Morgan6, Merlin2, Mordred, Excalibur5, Excalibur4, Excalibur2,
        ]),
        deck: vec![Excalibur5, Excalibur4, Excalibur2],
        ..table(4)
    };
    let mut g = build(CardSetup {
        pile: pile(&[Excalibur5, Excalibur4, Morgan5, Excalibur2]),
        deck: vec![],
        ..s.clone()
    });
    let r = report(&act(&mut g, A, CardAction::Quest(Quest::Excalibur)));
    assert_eq!(r.tallies.as_slice()[0].band, Band::Morgan5);
    assert_eq!(public(&g).morgan2, Some(2), "Morgan #2 outlasts the quest");
    // The same stack at the next quest, with Morgan #5 gone: a success.
    let mut g = build(CardSetup { pile: vec![], ..s });
    act(&mut g, A, CardAction::Listen);
    act(&mut g, B, CardAction::Listen);
    act(&mut g, C, CardAction::Listen);
    let r = report(&act(&mut g, D, CardAction::Quest(Quest::Excalibur)));
    assert_eq!(lines(&r), ["Excalibur: 5 + 4 + 2 = 11 → 2 white"]);
    assert_eq!(public(&g).morgan2, Some(5), "three more listens counted");
    let s1 = CardSetup {
        morgan1: true,
        pile: pile(&[Dragon4]),
        ..table(4)
    };
    let (g, _) = quest_on_setup(s1, Quest::Dragon);
    assert!(public(&g).morgan1, "Morgan #1 outlasts the quest");
}

/// C-CARD-MERLIN1-1, C-CARD-MERLIN2-1, C-CARD-MERLIN3-1, C-CARD-MERLIN-3, C-CARD-MERLIN-4,
/// C-CARD-MERLIN-5: each Merlin takes the highest numbered card of the stacks it names, one of
/// two equal cards, nothing from a stack of ? cards, and two Merlins take two cards.
#[test]
fn merlin_removals() {
    let (_, r) = quest_on(
        &[Picts5, Picts2, Saxons4, Saxons4, Dragon5, Merlin1, Dragon2],
        Quest::Dragon,
    );
    let got: Vec<_> = r
        .removals
        .iter()
        .map(|m| (m.merlin, m.quest, m.removed))
        .collect();
    assert_eq!(
        got,
        [
            (Merlin1, Quest::Picts, Some(Picts5)),
            (Merlin1, Quest::Saxons, Some(Saxons4))
        ]
    );
    assert_eq!(
        lines(&r),
        [
            "Picts: 2 = 2 → nothing",
            "Saxons: 4 = 4 → nothing",
            "Dragon: 5 + 2 = 7 → 1 black"
        ]
    );

    let (_, r) = quest_on(
        &[
            Grail5, Grail4, Grail3, GrailWild, Dragon5, Excalibur4, Merlin2, Merlin3, Dragon3,
        ],
        Quest::Dragon,
    );
    let got: Vec<_> = r
        .removals
        .iter()
        .map(|m| (m.merlin, m.quest, m.removed))
        .collect();
    assert_eq!(
        got,
        [
            (Merlin2, Quest::Dragon, Some(Dragon5)),
            (Merlin2, Quest::Grail, Some(Grail5)),
            (Merlin3, Quest::Excalibur, Some(Excalibur4)),
            (Merlin3, Quest::Grail, Some(Grail4)),
        ]
    );
    assert_eq!(
        lines(&r),
        [
            "Dragon: 3 = 3 → 1 black",
            "Excalibur: 0 = 0 → nothing",
            "Grail: 3 + 1×1 = 4 → nothing"
        ]
    );

    let (_, r) = quest_on(&[SaxonsWild, SaxonsWild, Merlin1, PictsWild], Quest::Picts);
    assert!(r.removals.iter().all(|m| m.removed.is_none()));
}

/// C-CARD-MERLIN4-2: at the quest, a Merlin #4 removes from its token's quest only.
#[test]
fn merlin4_token_names_its_stack() {
    let s = CardSetup {
        pile: pile(&[Grail5, Dragon5, Merlin4, Dragon4]),
        tokens: vec![Token {
            owner: C,
            quest: Quest::Grail,
        }],
        ..table(4)
    };
    let (_, r) = quest_on_setup(s, Quest::Dragon);
    let got: Vec<_> = r
        .removals
        .iter()
        .map(|m| (m.quest, m.removed, m.token_owner))
        .collect();
    assert_eq!(got, [(Quest::Grail, Some(Grail5), Some(C))]);
    assert_eq!(lines(&r)[0], "Dragon: 5 + 4 = 9 → 1 black");
}

/// C-CARD-MERLIN5-1, C-CARD-MERLIN5-2, C-CARD-MERLIN5-3: exactly five cards of the main quest
/// succeed whatever the total; four are judged as usual; secondary quests are untouched.
#[test]
fn merlin5() {
    // Five Picts cards worth 6 under Morgan #6: success anyway.
    let (_, r) = quest_on(
        &[
            Morgan6, Merlin5, PictsWild, PictsWild, PictsWild, PictsWild, Picts2,
        ],
        Quest::Picts,
    );
    assert_eq!(lines(&r), ["Picts: 2 + 4×1 = 6 → 1 white (Merlin #5)"]);
    // Four cards: judged as usual, 12–13 under Morgan #5.
    let (_, r) = quest_on(&[Merlin5, Morgan5, Grail5, Grail4, Grail2], Quest::Grail);
    assert_eq!(lines(&r), ["Grail: 5 + 4 + 2 = 11 → 1 black (Morgan #5)"]);
    // A secondary quest with five cards at 18 still gives its black swords.
    let (_, r) = quest_on(
        &[
            Merlin5, Grail5, Grail4, Grail4, Grail3, Grail2, Picts5, Picts4, Picts3,
        ],
        Quest::Picts,
    );
    assert_eq!(
        lines(&r),
        [
            "Picts: 5 + 4 + 3 = 12 → 1 white",
            "Grail: 5 + 4 + 4 + 3 + 2 = 18 → 3 black"
        ]
    );
}

/// C-EDGE-1: Merlin #5's success beats Morgan #7.
#[test]
fn merlin5_beats_morgan7() {
    let (g, r) = quest_on(
        &[
            Morgan7, Merlin5, Saxons5, Saxons4, Saxons4, Saxons3, Saxons2,
        ],
        Quest::Saxons,
    );
    assert_eq!(
        lines(&r),
        ["Saxons: 5 + 4 + 4 + 3 + 2 = 18 → 1 white (Merlin #5)"]
    );
    assert!(!r.morgan7_loss);
    assert!(g.outcome().is_none());
}

/// C-EDGE-2: Merlin #5 counts only quest cards of the main type; under Morgan #8 the Picts
/// and Saxons together.
#[test]
fn merlin5_counts_quest_cards_only() {
    // Four Saxons cards plus Mordred and Vivien: not five.
    let (_, r) = quest_on(
        &[Merlin5, Vivien, Saxons5, Saxons4, Saxons4, Saxons3, Mordred],
        Quest::Saxons,
    );
    assert_eq!(r.tallies.as_slice()[0].band, Band::Defeat);
    // Four Dragon cards plus Morgan #4 (+1, Dragon symbol): not five.
    let (_, r) = quest_on(
        &[Merlin5, Dragon5, Dragon4, Dragon4, Dragon3, Morgan4Plus1],
        Quest::Dragon,
    );
    assert_eq!(r.tallies.as_slice()[0].band, Band::Defeat);
    // Morgan #8: three Picts and two Saxons make five.
    let mut s = table(4);
    s.config.promos = true;
    let s = CardSetup {
        pile: pile(&[Morgan8, Merlin5, Picts5, Picts4, Picts4, Saxons5, Saxons4]),
        ..s
    };
    let (_, r) = quest_on_setup(s, Quest::Saxons);
    assert_eq!(
        lines(&r),
        ["Picts+Saxons: 5 + 4 + 4 + 5 + 4 = 22 → 2 white (Merlin #5)"]
    );
}

/// C-EDGE-3, C-PROMO-MORGAN8-1: under Morgan #8 each ? is worth the ? count of its own quest
/// type, and Morgan #4 and Merlin #6 add once to the united quest.
#[test]
fn morgan8_counts_each_type_then_adds_bonuses_once() {
    let mut s = table(4);
    s.config.promos = true;
    let s = CardSetup {
        pile: pile(&[
            Morgan8,
            Morgan4Plus2,
            PictsWild,
            PictsWild,
            SaxonsWild,
            Picts2,
        ]),
        ..s
    };
    let (_, r) = quest_on_setup(s, Quest::Picts);
    // Picts 2 + 2×2, Saxons 1×1, +2 once: 9.
    assert_eq!(
        lines(&r),
        ["Picts+Saxons: 2 + 2×2 + 1×1 + Morgan#4 2 = 9 → 1 black"]
    );
}

/// C-PROMO-MORGAN8-3: as a secondary quest, Picts+Saxons gives 2 black swords at 14.
#[test]
fn morgan8_secondary() {
    let mut s = table(4);
    s.config.promos = true;
    let s = CardSetup {
        pile: pile(&[Morgan8, Picts5, Picts4, Saxons5, Grail2]),
        ..s
    };
    let (_, r) = quest_on_setup(s.clone(), Quest::Grail);
    assert_eq!(
        lines(&r),
        [
            "Picts+Saxons: 5 + 4 + 5 = 14 → 2 black",
            "Grail: 2 = 2 → 1 black"
        ]
    );
    let s2 = CardSetup {
        pile: pile(&[Morgan8, Picts5, Picts4, Grail2]),
        ..s
    };
    let (_, r) = quest_on_setup(s2, Quest::Grail);
    assert_eq!(r.tallies.as_slice()[0].band, Band::Harmless);
}

fn merlin6_game() -> camelot_table::engine::card::CardGame {
    let mut s = table(4);
    s.config.promos = true;
    build(CardSetup {
        silence: true,
        pile: pile(&[Morgan5, Dragon5, Dragon4, Morgan3]),
        deck: vec![Merlin6],
        ..s
    })
}

/// C-PROMO-MERLIN6-1, C-PROMO-MERLIN6-3, C-EDGE-14: its drawer may go on any quest at once,
/// whatever the top shows, naming 0–3 points; Merlin #6 ends silence.
#[test]
fn merlin6_offers_a_quest_at_once() {
    let mut g = merlin6_game();
    assert!(public(&g).silence);
    act(&mut g, A, CardAction::Listen);
    let v = public(&g);
    assert!(!v.silence);
    assert_eq!(v.pending, Pending::Merlin6 { seat: A });
    let legal = g.legal_actions(A);
    assert_eq!(legal.len(), 5 * 4 + 1);
    assert!(
        legal.contains(&CardAction::Merlin6Quest(Quest::Grail, 3))
            && legal.contains(&CardAction::Merlin6Skip)
    );
    assert_eq!(
        g.clone()
            .apply(A, &CardAction::Merlin6Quest(Quest::Grail, 4)),
        Err(CardError::BadBonus(4))
    );
    let mut skip = g.clone();
    act(&mut skip, A, CardAction::Merlin6Skip);
    assert_eq!(public(&skip).pending, Pending::Action { seat: B });
}

/// C-PROMO-MERLIN6-2: the bonus is added to the chosen quest's total; C-EDGE-4: a main quest
/// without cards totals just the bonus, Morgan #4 adding nothing to it.
#[test]
fn merlin6_bonus_and_empty_main_quest() {
    let mut g = merlin6_game();
    act(&mut g, A, CardAction::Listen);
    let r = report(&act(&mut g, A, CardAction::Merlin6Quest(Quest::Dragon, 2)));
    assert_eq!(r.bonus, Some(2));
    assert_eq!(
        lines(&r),
        ["Dragon: 5 + 4 + Merlin#6 2 = 11 → 1 black (Morgan #5)"]
    );
    assert_eq!((r.extra_black, r.black), (1, 2));

    let mut g = merlin6_game();
    act(&mut g, A, CardAction::Listen);
    let r = report(&act(&mut g, A, CardAction::Merlin6Quest(Quest::Grail, 3)));
    assert_eq!(
        lines(&r),
        [
            "Dragon: 5 + 4 = 9 → nothing",
            "Grail: Merlin#6 3 = 3 → 1 black"
        ]
    );
    let s = CardSetup {
        pile: pile(&[Morgan4Plus3]),
        ..table(4)
    };
    let (_, r) = quest_on_setup(s, Quest::Grail);
    assert_eq!(lines(&r), ["Grail: 0 = 0 → 1 black"]);
}

/// C-QUEST-4: naming the quest is an event of its own, before anything is turned up.
#[test]
fn the_quest_is_named_first() {
    let mut g = build(CardSetup {
        pile: pile(&[Picts3]),
        ..table(4)
    });
    let events = act(&mut g, A, CardAction::Quest(Quest::Picts));
    assert_eq!(
        events[0],
        CardEvent::QuestChosen {
            seat: A,
            quest: Quest::Picts,
            bonus: None
        }
    );
    assert!(matches!(events[1], CardEvent::QuestResolved(_)));
    assert_ne!(g.turn(), Turn::Over);
}
