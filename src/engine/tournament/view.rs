//! What one seat (or a spectator) may know (T-CONV-8): public state for everyone, plus the
//! viewer's own hand and face-down discards. Other hands, the Draw Deck's order, other seats'
//! face-down discards, a hidden Glamour card and the Godsend deck's order never appear.

use super::actions::{Boosts, TournamentAction, TournamentError};
use super::data::{cards_of, godsends_of, Band, Card, Character, Godsend, GodsendKind, Suit};
use super::events::{CardSet, Declaration, PickReason};
use super::state::{Face, MeleeOutcome, Phase, RankEntry, RoundRecord, RoundSummary, SlotState, Tournament};
use crate::engine::{Game, Outcome, Seat, Turn, Viewer};
use serde::{Deserialize, Serialize};

/// The decision the table is waiting for. It never tells whether a follower will have to
/// discard: that would reveal its hand.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Pending {
    /// S1: discard `left` cards face down.
    DiscardFaceDown {
        seat: Seat,
        left: u8,
    },
    /// S2: name the targets of Wrath / Reckoning / Shield.
    Declarations {
        seat: Seat,
    },
    Lead {
        seat: Seat,
    },
    /// Play a card or, unable to follow, discard one.
    Follow {
        seat: Seat,
    },
    /// Declare the Sorcerer `card`; `suit` is fixed when following (T-SORC-1).
    DeclareSorcerer {
        seat: Seat,
        card: Card,
        suit: Option<Suit>,
    },
    /// On-play modifiers for `card`.
    Modifiers {
        seat: Seat,
        card: Card,
    },
    PreFeint {
        seat: Seat,
    },
    Intervention {
        seat: Seat,
    },
    /// `seat` is the current loser with `card` at `value` and may escape.
    Escape {
        seat: Seat,
        card: Card,
        value: u8,
    },
    Mercy {
        seat: Seat,
    },
    Transfers {
        seat: Seat,
    },
    /// A Godsend pick and why this seat gets it.
    Godsend {
        seat: Seat,
        reason: PickReason,
    },
    GameOver,
}

/// A card in the viewer's hand and what it can do now.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HandCard {
    pub card: Card,
    /// The action that uses this card for the pending decision, if it may.
    pub action: Option<TournamentAction>,
    /// Why it may not, when the pending decision is about the viewer's cards.
    pub blocked: Option<TournamentError>,
}

/// Per-seat power state that the whole table can see.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct PowerState {
    /// Arthur: +3 token uses left this round (T-ARTHUR-1, T-EXCAL-1).
    pub token_uses_left: Option<u8>,
    /// Arthur: the token lies on this card in the current melee.
    pub token_on: Option<Card>,
    /// Morgan: Glamour unused this round.
    pub glamour_ready: Option<bool>,
    /// Guinevere: Lancelot's escape unused this round (when unlocked).
    pub lancelot_ready: Option<bool>,
    /// Guinevere: Courtly Intrigue moves left this round.
    pub intrigue_left: Option<u8>,
    /// Percival: Second Thoughts uses left this round.
    pub second_thoughts_left: Option<u8>,
    /// Nimue: Pelleas unused this round (when unlocked).
    pub pelleas_ready: Option<bool>,
    pub blessed_blade_left: u8,
    pub guardian_angel_left: u8,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HeldGodsend {
    pub godsend: Godsend,
    pub kind: GodsendKind,
    pub declaration: Option<Declaration>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HitCard {
    pub card: Card,
    /// Under a Mercy token (GS-12).
    pub mercy: bool,
    /// Moved here at E2 from this seat.
    pub moved_from: Option<Seat>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatView {
    pub seat: Seat,
    pub character: Character,
    #[serde(deserialize_with = "protagonist_name")]
    pub protagonist: Name,
    #[serde(deserialize_with = "companion_name")]
    pub companion: Name,
    pub companion_unlocked: bool,
    pub threshold: Option<u16>,
    pub health: u16,
    pub band: Band,
    pub fallen: bool,
    pub hand_size: u8,
    /// Cards the table has seen go back into this hand (Second Thoughts).
    pub known_in_hand: Vec<Card>,
    /// Kinds of card the table has seen this hand lacks this round, from its plays and
    /// discards (a bit per Basic suit in [`Suit`] order, then Alchemy, then the Sorcerers).
    pub voids: u8,
    pub weapon_hits: Vec<HitCard>,
    pub godsends: Vec<HeldGodsend>,
    pub godsends_received: u8,
    pub shame_this_round: u16,
    /// Health when this round began (before its Shame).
    pub round_start_health: u16,
    pub face_down_discards: u8,
    pub powers: PowerState,
    pub is_dealer: bool,
}

/// A character's name: static text (an alias, so that serde reads it through the functions
/// below instead of borrowing it from the input).
type Name = &'static str;

/// A name read back is one of the characters' own (the view's names are static text).
fn static_name<'de, D: serde::Deserializer<'de>>(
    d: D,
    name: fn(Character) -> &'static str,
) -> Result<&'static str, D::Error> {
    let text = String::deserialize(d)?;
    Character::ALL
        .into_iter()
        .map(name)
        .find(|n| *n == text)
        .ok_or_else(|| serde::de::Error::custom("not a character's name"))
}

fn protagonist_name<'de, D: serde::Deserializer<'de>>(d: D) -> Result<&'static str, D::Error> {
    static_name(d, Character::protagonist)
}

fn companion_name<'de, D: serde::Deserializer<'de>>(d: D) -> Result<&'static str, D::Error> {
    static_name(d, Character::companion)
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MeleeCardView {
    pub seat: Seat,
    /// `None` while a Glamour card is hidden from the viewer.
    pub card: Option<Card>,
    pub face: Face,
    /// The suit it counts as.
    pub suit: Suit,
    pub declared: Option<u8>,
    pub boosts: Boosts,
    pub pelleas: Option<u8>,
    /// Value with modifiers (T-CONV-4); `None` for a Glamour card.
    pub final_value: Option<u8>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MeleeView {
    pub number: u8,
    pub leader: Seat,
    pub lead_suit: Option<Suit>,
    /// In play order, clockwise from the leader.
    pub cards: Vec<MeleeCardView>,
    /// Shame discards in this melee (face up, not part of the melee).
    pub discards: Vec<(Seat, Card)>,
    /// Seats whose card is complete (played, declared and boosted), clockwise from the leader.
    pub complete: u8,
    /// Arthur's +3 token has been used in this melee (at most once, T-EXCAL-1).
    pub token_used: bool,
    /// Second Thoughts was used in this melee, and its replacement card is being completed.
    pub second_thoughts: bool,
    pub replacing: bool,
}

/// What the table knows of a Glamour card still face down (T-MORG-1): whose it is, the cards
/// it can be from the plays around it, and, if it is Alchemy, the Basic suit Morgan then
/// held none of (T-FOLLOW-2, -5).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GlamourView {
    pub seat: Seat,
    /// The card, for Morgan's own eyes only.
    pub card: Option<Card>,
    pub allowed: CardSet,
    pub alchemy_void: Option<Suit>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LastMelee {
    pub result: MeleeOutcome,
    pub cards: Vec<MeleeCardView>,
    pub discards: Vec<(Seat, Card)>,
}

/// Where a Will of God token is (T-WOG-2).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum WogToken {
    /// In the supply (the card is not held this round).
    Supply,
    /// On its card, ready.
    Ready { holder: Seat },
    /// Used: on the card it affected (Intervention, Judgement) or on the spared cards (Mercy).
    Used { holder: Seat, on: Vec<Card> },
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TournamentView {
    pub viewer: Viewer,
    pub players: u8,
    pub round: u8,
    pub melee_number: u8,
    pub dealer: Seat,
    pub first_leader: Seat,
    pub turn: Turn,
    pub pending: Pending,
    pub seats: Vec<SeatView>,
    /// The viewer's hand, ascending; `None` for the public view.
    pub hand: Option<Vec<HandCard>>,
    /// The viewer's own face-down discards this round.
    pub own_face_down_discards: Vec<Card>,
    pub melee: MeleeView,
    /// Carried cards (T-MELEE-3); `None` entries are a Glamour card hidden from the viewer.
    pub carry: Vec<Option<Card>>,
    /// A Glamour card still face down, as the table knows it.
    pub glamour: Option<GlamourView>,
    pub draw_deck: u8,
    /// Face-up Discard Pile: Shame discards and discarded carries.
    pub discard_pile: Vec<Card>,
    pub godsend_face_up: Vec<Godsend>,
    pub godsend_deck: u8,
    pub godsend_discard: Vec<Godsend>,
    /// Picks still to come in this Godsend phase, in order.
    pub godsend_queue: Vec<(Seat, PickReason)>,
    /// Will of God: Intervention, Mercy, Judgement.
    pub will_of_god: [WogToken; 3],
    pub last_melee: Option<LastMelee>,
    pub last_round: Option<RoundSummary>,
    /// Every scored round in short, oldest first.
    pub history: Vec<RoundRecord>,
    pub outcome: Option<Outcome>,
    pub ranking: Option<Vec<RankEntry>>,
}

fn reason_of(code: u8) -> PickReason {
    match code {
        0 => PickReason::Chart,
        1 => PickReason::Behind100,
        2 => PickReason::Behind200,
        _ => PickReason::FisherKing,
    }
}

impl TournamentView {
    pub(crate) fn of(t: &Tournament, viewer: Viewer) -> TournamentView {
        let me = match viewer {
            Viewer::Seat(s) if s < t.n => Some(s),
            _ => None,
        };
        let n = t.n as usize;
        let seats = (0..t.n).map(|s| seat_view(t, s)).collect();
        let hand = me.map(|s| hand_view(t, s));
        let hidden = t.glamour.filter(|g| Some(g.seat) != me).map(|g| g.card);
        let melee_cards = |m: &super::state::Melee, hidden: Option<Card>| {
            let mut cards = Vec::new();
            let mut discards = Vec::new();
            for (i, slot) in m.slots[..n].iter().enumerate() {
                let seat = (m.leader + i as u8) % t.n;
                match slot.state {
                    SlotState::Played => {
                        let secret = slot.face == Face::Glamour && hidden == Some(slot.card);
                        cards.push(MeleeCardView {
                            seat,
                            card: (!secret).then_some(slot.card),
                            face: slot.face,
                            suit: slot.suit,
                            declared: (slot.card.is_sorcerer() && slot.declared > 0)
                                .then_some(slot.declared),
                            boosts: slot.boosts,
                            pelleas: (slot.pelleas > 0).then_some(slot.pelleas),
                            final_value: (slot.face != Face::Glamour).then(|| slot.final_value()),
                        });
                    }
                    SlotState::Shamed => discards.push((seat, slot.card)),
                    SlotState::Empty => {}
                }
            }
            (cards, discards)
        };
        let (cards, discards) = melee_cards(&t.melee, hidden);
        let last_melee = t.last_melee.as_ref().map(|(m, result)| {
            let (cards, discards) = melee_cards(m, None);
            LastMelee {
                result: *result,
                cards,
                discards,
            }
        });
        let carry = cards_of(t.carry)
            .map(|c| (hidden != Some(c)).then_some(c))
            .collect();
        let mut face_up: Vec<Godsend> = t.gs_up.iter().flatten().map(|&g| Godsend(g)).collect();
        crate::engine::few_sort::sort(&mut face_up);
        let queue = t.picks[t.pick_next.min(t.picks_len) as usize..t.picks_len as usize]
            .iter()
            .map(|&(s, r)| (s, reason_of(r)))
            .collect();
        let queue = if matches!(t.phase, Phase::Pick { .. }) {
            queue
        } else {
            Vec::new()
        };
        TournamentView {
            viewer,
            players: t.n,
            round: t.round,
            melee_number: t.melee_no,
            dealer: t.dealer,
            first_leader: t.first_leader(),
            turn: t.turn(),
            pending: pending(t),
            seats,
            hand,
            own_face_down_discards: me
                .map(|s| cards_of(t.discard_down[s as usize]).collect())
                .unwrap_or_default(),
            melee: MeleeView {
                number: t.melee_no,
                leader: t.melee.leader,
                lead_suit: t.melee.lead,
                cards,
                discards,
                complete: t.melee.filled,
                token_used: t.melee.token_used,
                second_thoughts: t.melee.second_thoughts,
                replacing: t.melee.replacing,
            },
            carry,
            glamour: t.glamour.map(|g| GlamourView {
                seat: g.seat,
                card: (me == Some(g.seat)).then_some(g.card),
                allowed: CardSet(g.allowed),
                alchemy_void: g.alchemy_void,
            }),
            draw_deck: t.deck_len,
            discard_pile: cards_of(t.discard_up).collect(),
            godsend_face_up: face_up,
            godsend_deck: t.gs_len,
            godsend_discard: godsends_of(t.gs_discard).collect(),
            godsend_queue: queue,
            will_of_god: [
                wog(
                    t,
                    GodsendKind::Intervention,
                    t.powers.intervention_used,
                    t.powers.intervention_card.map_or(0, Card::bit),
                ),
                wog(t, GodsendKind::Mercy, t.powers.mercy_used, t.mercy),
                wog(
                    t,
                    GodsendKind::Judgement,
                    t.powers.judgement_used,
                    t.powers.judgement_card.map_or(0, Card::bit),
                ),
            ],
            last_melee,
            last_round: t.last_round.as_deref().cloned(),
            history: t.history.clone(),
            outcome: t.outcome(),
            ranking: t.ranking.map(|r| r[..n].to_vec()),
        }
    }
}

fn wog(t: &Tournament, kind: GodsendKind, used: bool, on: u128) -> WogToken {
    match t.holder(kind) {
        None => WogToken::Supply,
        Some(holder) if used => WogToken::Used {
            holder,
            on: cards_of(on).collect(),
        },
        Some(holder) => WogToken::Ready { holder },
    }
}

fn pending(t: &Tournament) -> Pending {
    let slot_card = |seat: Seat| t.melee.slots[t.slot_index(seat)].card;
    match t.phase {
        Phase::Stash { seat, left } => Pending::DiscardFaceDown { seat, left },
        Phase::Proclaim { seat } => Pending::Declarations { seat },
        Phase::Play { seat } if t.melee.filled == 0 => Pending::Lead { seat },
        Phase::Play { seat } => Pending::Follow { seat },
        Phase::Declare { seat } => Pending::DeclareSorcerer {
            seat,
            card: slot_card(seat),
            suit: t.melee.lead,
        },
        Phase::Boost { seat } => Pending::Modifiers {
            seat,
            card: slot_card(seat),
        },
        Phase::PreFeint { seat } => Pending::PreFeint { seat },
        Phase::Intervene { seat } => Pending::Intervention { seat },
        Phase::Escape { seat } => {
            let slot = t.melee.slots[t.slot_index(seat)];
            Pending::Escape {
                seat,
                card: slot.card,
                value: slot.final_value(),
            }
        }
        Phase::Mercy { seat } => Pending::Mercy { seat },
        Phase::Transfer { seat } => Pending::Transfers { seat },
        Phase::Pick { seat } => Pending::Godsend {
            seat,
            reason: reason_of(t.picks[t.pick_next.min(23) as usize].1),
        },
        Phase::Over => Pending::GameOver,
    }
}

fn seat_view(t: &Tournament, seat: Seat) -> SeatView {
    let s = seat as usize;
    let character = t.chars[s];
    let unlocked = t.companion_active(seat);
    let mut powers = PowerState {
        blessed_blade_left: t.powers.blade_left[s],
        guardian_angel_left: t.powers.angel_left[s],
        ..PowerState::default()
    };
    match character {
        Character::Arthur => {
            powers.token_uses_left = Some(t.favour_limit().saturating_sub(t.powers.favour_uses));
            powers.token_on = t.melee.slots[..t.n as usize]
                .iter()
                .find(|x| x.state == SlotState::Played && x.boosts.favour)
                .map(|x| x.card);
        }
        Character::Morgan => powers.glamour_ready = Some(!t.powers.glamour_used),
        Character::Guinevere => {
            powers.lancelot_ready = unlocked.then_some(!t.powers.lancelot_used);
            let limit = if t.n == 6 { 2 } else { 1 };
            powers.intrigue_left = Some(limit - t.powers.intrigue_moves.min(limit));
        }
        Character::Percival => {
            powers.second_thoughts_left =
                Some(t.percival_limit().saturating_sub(t.powers.percival_uses));
        }
        Character::Nimue => powers.pelleas_ready = unlocked.then_some(!t.powers.pelleas_used),
        _ => {}
    }
    SeatView {
        seat,
        character,
        protagonist: character.protagonist(),
        companion: character.companion(),
        companion_unlocked: unlocked,
        threshold: character.threshold(),
        health: t.health[s],
        band: Band::of(t.health[s]),
        fallen: t.fallen & (1 << seat) != 0,
        hand_size: t.hands[s].count_ones() as u8,
        known_in_hand: cards_of(t.known[s]).collect(),
        voids: t.voids[s],
        weapon_hits: cards_of(t.hits[s])
            .map(|card| HitCard {
                card,
                mercy: t.mercy & card.bit() != 0,
                moved_from: (t.moved & card.bit() != 0).then(|| t.moved_from[card.0 as usize]),
            })
            .collect(),
        godsends: godsends_of(t.held[s])
            .map(|g| HeldGodsend {
                godsend: g,
                kind: g.kind(),
                declaration: t.decl[g.0 as usize],
            })
            .collect(),
        godsends_received: t.received[s],
        shame_this_round: t.shame[s],
        round_start_health: t.round_start_health[s],
        face_down_discards: t.discard_down[s].count_ones() as u8,
        powers,
        is_dealer: t.dealer == seat,
    }
}

/// The viewer's hand, each card with the action that uses it now or the reason it cannot.
fn hand_view(t: &Tournament, seat: Seat) -> Vec<HandCard> {
    let hand = t.hands[seat as usize];
    let mine = t.turn() == Turn::Seat(seat);
    cards_of(hand)
        .map(|card| {
            let (action, blocked) = match t.phase {
                Phase::Stash { .. } if mine => {
                    (Some(TournamentAction::DiscardFaceDown(card)), None)
                }
                Phase::Play { .. } if mine => match t.why_not_playable(seat, card) {
                    Ok(()) => (Some(TournamentAction::Play(card)), None),
                    Err(TournamentError::MustDiscard) => (
                        Some(TournamentAction::Discard(card)),
                        Some(TournamentError::MustDiscard),
                    ),
                    Err(e) => (None, Some(e)),
                },
                Phase::PreFeint { .. } if mine && t.is(seat, Character::Percival) => {
                    let action = TournamentAction::SecondThoughts(card);
                    match t.check(seat, &action) {
                        Ok(()) => (Some(action), None),
                        Err(e) => (None, Some(e)),
                    }
                }
                _ => (None, None),
            };
            HandCard {
                card,
                action,
                blocked,
            }
        })
        .collect()
}
