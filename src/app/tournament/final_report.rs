//! The end of the tournament: the ranking with the tie-breaks spelled out, the round-by-round
//! history (each player's injury and Health after every round), and the last round's summary
//! with its arithmetic.

use crate::app::i18n::Tr;
use super::round_summary::RoundSummary;
use crate::app::i18n::lang;
use crate::app::play::table;
use crate::engine::tournament::Tournament;
use super::text;
use leptos::prelude::*;

#[component]
pub fn FinalReport() -> impl IntoView {
    let t = table::<Tournament>();
    let ranking = move || t.view.with(|v| v.ranking.clone().unwrap_or_default());
    let history = move || t.view.with(|v| v.history.clone());
    let seats = move || t.view.with(|v| 0..v.players);
    view! {
        <section class="t-ranking" aria-labelledby="t-rank-h">
            <h3 id="t-rank-h">{text::tx(Tr::tm_final_ranking)}</h3>
            <table>
                <thead><tr>
                    <th scope="col">"#"</th>
                    <th scope="col">{text::tx(Tr::tm_player)}</th>
                    <th scope="col">{text::tx(Tr::tm_health)}</th>
                    <th scope="col">{text::tx(Tr::tm_injury_last_round)}</th>
                    <th scope="col">{text::tx(Tr::tm_godsends_received)}</th>
                </tr></thead>
                <tbody>
                    {move || ranking().into_iter().map(|e| view! {
                        <tr class:win=e.rank == 1>
                            <td>{e.rank}"."</td>
                            <th scope="row">{t.name(e.seat)}</th>
                            <td class="num">{e.health}</td>
                            <td class="num">{e.final_round_injury}</td>
                            <td class="num">{e.godsends_received}</td>
                        </tr>
                    }).collect_view()}
                </tbody>
            </table>
            <p class="small">{move || Tr(lang()).tm_most_health_wins_on_a()}</p>
        </section>
        <section class="t-history" aria-labelledby="t-hist-h">
            <h3 id="t-hist-h">{text::tx(Tr::tm_round_by_round)}</h3>
            <div class="t-scroll">
                <table>
                    <caption>{text::tx(Tr::tm_injury_taken_in_each_round)}</caption>
                    <thead><tr>
                        <th scope="col">{text::tx(Tr::tm_round)}</th>
                        {move || seats().map(|s| view! { <th scope="col">{t.name(s)}</th> }).collect_view()}
                    </tr></thead>
                    <tbody>
                        {move || history().into_iter().map(|r| view! {
                            <tr>
                                <th scope="row">{r.round}</th>
                                {seats().map(|s| {
                                    let i = usize::from(s);
                                    view! { <td class="num">"−"{r.injury[i]}" → "<b>{r.health[i]}</b></td> }
                                }).collect_view()}
                            </tr>
                        }).collect_view()}
                    </tbody>
                </table>
            </div>
        </section>
        <RoundSummary open=false/>
    }
}
