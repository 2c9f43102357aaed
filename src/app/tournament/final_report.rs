//! The end of the tournament: the ranking with the tie-breaks spelled out, the round-by-round
//! history (each player's injury and Health after every round), and the last round's summary
//! with its arithmetic.

use super::round_summary::RoundSummary;
use crate::app::i18n::lang;
use crate::app::play::table;
use crate::engine::tournament::Tournament;
use crate::tr;
use leptos::prelude::*;

#[component]
pub fn FinalReport() -> impl IntoView {
    let t = table::<Tournament>();
    let ranking = Memo::new(move |_| t.view.with(|v| v.ranking.clone().unwrap_or_default()));
    let history = Memo::new(move |_| t.view.with(|v| v.history.clone()));
    let seats = Memo::new(move |_| t.view.with(|v| (0..v.players).collect::<Vec<u8>>()));
    view! {
        <section class="t-ranking" aria-labelledby="t-rank-h">
            <h3 id="t-rank-h">{move || tr!(lang(), "Final ranking", "Endstand")}</h3>
            <table>
                <thead><tr>
                    <th scope="col">"#"</th>
                    <th scope="col">{move || tr!(lang(), "Player", "Spieler")}</th>
                    <th scope="col">{move || tr!(lang(), "Health", "Gesundheit")}</th>
                    <th scope="col">{move || tr!(lang(), "Injury, last round", "Verletzung letzte Runde")}</th>
                    <th scope="col">{move || tr!(lang(), "Godsends received", "Gottesgaben erhalten")}</th>
                </tr></thead>
                <tbody>
                    <For each=move || ranking.get() key=|e| e.seat let(e)>
                        <tr class:win=e.rank == 1>
                            <td>{e.rank}"."</td>
                            <th scope="row">{t.name(e.seat)}</th>
                            <td class="num">{e.health}</td>
                            <td class="num">{e.final_round_injury}</td>
                            <td class="num">{e.godsends_received}</td>
                        </tr>
                    </For>
                </tbody>
            </table>
            <p class="small">{move || tr!(lang(),
                "Most Health wins. On a tie: less injury (weapons and Shame) in the final round, then fewer Godsends received over the game; still tied, the victory is shared.",
                "Die meiste Gesundheit gewinnt. Bei Gleichstand: weniger Verletzung (Waffen und Schande) in der letzten Runde, dann weniger erhaltene Gottesgaben; sonst wird der Sieg geteilt.")}</p>
        </section>
        <section class="t-history" aria-labelledby="t-hist-h">
            <h3 id="t-hist-h">{move || tr!(lang(), "Round by round", "Runde für Runde")}</h3>
            <div class="t-scroll">
                <table>
                    <caption>{move || tr!(lang(), "Injury taken in each round → Health after it (everyone starts at 400)", "Verletzung jeder Runde → Gesundheit danach (alle beginnen bei 400)")}</caption>
                    <thead><tr>
                        <th scope="col">{move || tr!(lang(), "Round", "Runde")}</th>
                        <For each=move || seats.get() key=|s| *s let(s)>
                            <th scope="col">{t.name(s)}</th>
                        </For>
                    </tr></thead>
                    <tbody>
                        <For each=move || history.get() key=|r| r.round let(r)>
                            <tr>
                                <th scope="row">{r.round}</th>
                                {seats.get_untracked().into_iter().map(|s| {
                                    let i = usize::from(s);
                                    view! { <td class="num">"−"{r.injury[i]}" → "<b>{r.health[i]}</b></td> }
                                }).collect_view()}
                            </tr>
                        </For>
                    </tbody>
                </table>
            </div>
        </section>
        <RoundSummary open=false/>
    }
}
