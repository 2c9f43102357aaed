//! The end of the game: who won and why with the sword arithmetic, every loyalty card face up
//! (a traitor found out earlier included), and the swords on the Round Table.

use super::{names, prompt};
use crate::app::i18n::tr;
use crate::app::kit::art::{card as art, kit};
use crate::app::kit::{Crest, Icon};
use crate::app::play::table;
use crate::engine::card::{CardGame, Loyalty};
use leptos::prelude::*;

#[component]
pub fn FinalReport() -> impl IntoView {
    let t = table::<CardGame>();
    let report = move || {
        let tr = tr();
        t.view.with(|v| {
            let o = v.outcome.clone()?;
            let why = prompt::outcome_why(&o, v, tr);
            let at_end: Vec<u8> = v.end.map(|e| e.revealed.iter().map(|r| r.seat).collect()).unwrap_or_default();
            let seats: Vec<(u8, Option<Loyalty>, bool, bool)> = v
                .seats
                .iter()
                .map(|s| (s.seat, s.revealed.or(s.known), !at_end.contains(&s.seat) && s.revealed.is_some(), o.winners.contains(&s.seat)))
                .collect();
            Some((why, seats, v.white, v.black, v.players))
        })
    };
    move || {
        report().map(|(why, seats, white, black, players)| {
            let tr = tr();
            let traitors: Vec<String> = seats.iter().filter(|s| s.1 == Some(Loyalty::Traitor)).map(|s| t.name(s.0)).collect();
            view! {
                <section class="final-report" aria-labelledby="final-h">
                    <h3 id="final-h">{tr.card_final_report()}</h3>
                    {(!why.is_empty()).then(|| view! { <p class="why">{why}</p> })}
                    <p class="swords-final">{tr.card_swords_final(&white, &black)}</p>
                    {(players > 1).then(|| view! {
                        <p class="traitors">{if traitors.is_empty() { tr.card_no_traitor_in_game().to_owned() } else { tr.card_traitors_were(&names::list(&traitors, tr)) }}</p>
                        <ul class="reveal">
                            {seats.into_iter().map(|(seat, loyalty, earlier, won)| {
                                let traitor = loyalty == Some(Loyalty::Traitor);
                                view! {
                                    <li class:traitor=traitor class:won=won>
                                        <Crest seat/>
                                        {loyalty.map(|x| view! { <Icon art=if x == Loyalty::Traitor { art::TRAITOR } else { art::LOYAL }/> })}
                                        <strong>{t.name(seat)}</strong>": "
                                        {loyalty.map_or_else(|| tr.card_not_revealed().to_owned(), |x| names::loyalty(x, tr).to_owned())}
                                        {earlier.then(|| format!(" ({})", tr.card_revealed_earlier()))}
                                        {won.then(|| view! { " · "<Icon art=kit::WINNER/>{tr.card_winner()} })}
                                    </li>
                                }
                            }).collect_view()}
                        </ul>
                    })}
                </section>
            }
        })
    }
}
