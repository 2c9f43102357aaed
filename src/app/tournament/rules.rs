//! The rules in our own words, in English and German, with every reconstruction listed.
//! Character and Godsend texts come from `text`, the same words the table uses. The build
//! renders them into a static page (`app::rules_text`).

use super::text;
use crate::app::i18n::Lang;
use crate::engine::tournament::data::{Character, GodsendKind, GODSEND_COPIES};
use crate::tr;
use leptos::prelude::*;

type Section = (&'static str, &'static [&'static str]);

const EN: &[Section] = &[
    ("Goal", &[
        "Everyone starts with 400 Health. Each melee (a trick) is lost by whoever played the lowest card, and the loser takes all of its cards. At the end of the round those cards injure their taker. When a round ends with someone at zero, the player with the most Health wins.",
    ]),
    ("Cards", &[
        "80 Weapon cards. Four Basic suits — Swords, Arrows, Sorcery, Deception — each with values 1 to 15. Four cards of each suit are poisoned (skull mark) and injure 10; the others injure 5.",
        "15 Alchemy cards (values 1 to 15, injury 5). Three Merlins (injury 25) and two Sorcerer’s Apprentices (injury 5) are wild: whoever plays one names its suit and a value from 1 to 15.",
        "Each player has a protagonist whose power always works and a companion who joins once their Health falls to the companion’s threshold. With two players the 15 Arrows are left out.",
    ]),
    ("A round", &[
        "The dealer gives everyone 12 cards; the rest is the Draw Deck. Whoever draws extra cards (Wanderer, Second Sight) then discards as many face down, so every round has exactly 12 melees. Holders of Wrath of Heaven, Day of Reckoning or Divine Shield announce their targets.",
        "The player on the dealer’s left leads the first melee; the loser of a melee leads the next.",
    ]),
    ("Leading and following", &[
        "Lead any Basic card, or a Sorcerer naming a Basic suit and a value. Alchemy may lead only when you hold no Basic card.",
        "Follow the lead suit if you can, or play a Sorcerer (it takes the lead suit). Without the suit you must play Alchemy (it counts as the lead suit) or a Sorcerer. With none of these you discard any card face up and lose 5 Health at once: that is Shame. After an Alchemy lead any card may be played.",
    ]),
    ("Who loses the melee", &[
        "Once everyone has played, cards with the same final value (value plus bonuses such as +3, +1, +4) are turned face down: a feint. Face-down cards cannot lose, but they still go to the loser.",
        "The lowest face-up card loses and its player takes every card of the melee into their Weapon Hits. If every card is face down nobody loses: the cards wait as a carry and go to the loser of the next melee. A carry left after the 12th melee is discarded.",
    ]),
    ("End of a round", &[
        "Each card in your Weapon Hits injures you: 5, poisoned 10, Merlin 25. Powers change this in a fixed order: replacement (e.g. poisoned counts 5), doubling (never more than ×2), prevention (counts 0), then the Green Sash’s cap. Healing is added; Health stays between 0 and 400. Shame was taken already.",
        "Companions whose threshold is reached join from the next round. The player with the least Health deals next.",
    ]),
    ("Godsends", &[
        "Then the most injured players pick Godsends, which help during the next round only. After round 1 one player picks (two with 5–6 players), one more each round up to five, but never the healthiest player. Each takes one of two face-up cards or draws blind. Afterwards every player 100 or more behind the healthiest gets an extra card, and one more at 200 or more.",
    ]),
    ("End of the game", &[
        "When a round has been scored and anyone is at zero, the game ends. The most Health wins. Ties go to less injury (weapons and Shame) in the final round, then to fewer Godsends received; otherwise the victory is shared.",
    ]),
    ("On this device", &[
        "Every decision belongs to one player. The app asks to pass the device and shows a hand only after “I am …”. The melee, Health, Weapon Hits and Godsends are public. A play can be undone until its melee is decided; anything that drew or revealed cards cannot be undone.",
    ]),
];

const DE: &[Section] = &[
    ("Ziel", &[
        "Alle beginnen mit 400 Gesundheit. Ein Gefecht (Stich) verliert, wer die niedrigste Karte gespielt hat, und nimmt alle seine Karten. Am Rundenende verletzen diese Karten ihren Besitzer. Endet eine Runde mit jemandem bei null, gewinnt, wer die meiste Gesundheit hat.",
    ]),
    ("Karten", &[
        "80 Waffenkarten. Vier Grundfarben — Schwerter, Pfeile, Zauberei, Täuschung — mit den Werten 1 bis 15. Je Farbe sind vier Karten vergiftet (Totenkopf) und verletzen 10, die übrigen 5.",
        "15 Alchemiekarten (Werte 1 bis 15, Verletzung 5). Drei Merlins (Verletzung 25) und zwei Zauberlehrlinge (Verletzung 5) sind Joker: Wer einen spielt, nennt Farbe und Wert von 1 bis 15.",
        "Jede Person hat einen Protagonisten, dessen Fähigkeit immer wirkt, und einen Gefährten, der hilft, sobald die Gesundheit auf seine Schwelle fällt. Zu zweit bleiben die 15 Pfeile aus dem Spiel.",
    ]),
    ("Eine Runde", &[
        "Der Geber gibt allen 12 Karten; der Rest ist der Nachziehstapel. Wer Karten zieht (Wanderer, Zweites Gesicht), legt danach ebenso viele verdeckt ab, so hat jede Runde genau 12 Gefechte. Wer Zorn des Himmels, Tag der Abrechnung oder Göttlichen Schild hält, nennt sein Ziel.",
        "Links vom Geber wird das erste Gefecht angespielt; wer ein Gefecht verliert, spielt das nächste an.",
    ]),
    ("Anspielen und bedienen", &[
        "Angespielt wird eine Grundkarte oder ein Zauberer mit genannter Grundfarbe und Wert. Alchemie darf nur anspielen, wer keine Grundkarte mehr hat.",
        "Bediene die ausgespielte Farbe, wenn du kannst, oder spiele einen Zauberer (er nimmt die Farbe an). Ohne die Farbe musst du Alchemie (zählt als ausgespielte Farbe) oder einen Zauberer spielen. Hast du beides nicht, wirfst du eine beliebige Karte offen ab und verlierst sofort 5 Gesundheit: die Schande. Nach einer Alchemie-Ausspielung darf jede Karte folgen.",
    ]),
    ("Wer das Gefecht verliert", &[
        "Wenn alle gespielt haben, werden Karten mit gleichem Endwert (Wert plus Boni wie +3, +1, +4) umgedreht: eine Finte. Verdeckte Karten können nicht verlieren, gehen aber trotzdem an den Verlierer.",
        "Die niedrigste offene Karte verliert, und ihr Besitzer nimmt alle Karten des Gefechts in seine Waffentreffer. Liegt alles verdeckt, verliert niemand: Die Karten warten und gehen an den Verlierer des nächsten Gefechts. Was nach dem 12. Gefecht noch wartet, wird abgelegt.",
    ]),
    ("Rundenende", &[
        "Jede Karte in deinen Waffentreffern verletzt dich: 5, vergiftet 10, Merlin 25. Fähigkeiten ändern das in fester Reihenfolge: Ersatz (z. B. vergiftet zählt 5), Verdopplung (nie mehr als ×2), Verhinderung (zählt 0), dann die Obergrenze der Grünen Schärpe. Heilung kommt hinzu; Gesundheit bleibt zwischen 0 und 400. Die Schande wurde schon abgezogen.",
        "Gefährten, deren Schwelle erreicht ist, helfen ab der nächsten Runde. Wer die wenigste Gesundheit hat, gibt als Nächstes.",
    ]),
    ("Gottesgaben", &[
        "Dann wählen die am meisten Verletzten Gottesgaben, die nur in der nächsten Runde helfen. Nach Runde 1 wählt eine Person (bei 5–6 Spielern zwei), jede Runde eine mehr bis fünf, aber nie die gesündeste. Jede nimmt eine von zwei offenen Karten oder zieht verdeckt. Danach bekommt, wer 100 oder mehr hinter dem Gesündesten liegt, eine Extrakarte, ab 200 noch eine.",
    ]),
    ("Spielende", &[
        "Ist nach der Wertung einer Runde jemand bei null, endet das Spiel. Die meiste Gesundheit gewinnt. Bei Gleichstand entscheidet weniger Verletzung (Waffen und Schande) in der letzten Runde, dann weniger erhaltene Gottesgaben; sonst wird der Sieg geteilt.",
    ]),
    ("An diesem Gerät", &[
        "Jede Entscheidung gehört einer Person. Die App bittet, das Gerät weiterzugeben, und zeigt eine Hand erst nach „Ich bin …“. Gefecht, Gesundheit, Waffentreffer und Gottesgaben sind öffentlich. Ein Zug lässt sich zurücknehmen, bis sein Gefecht entschieden ist; was Karten gezogen oder aufgedeckt hat, nicht.",
    ]),
];

const RECON_EN: &[&str] = &[
    "[DEF] Which cards are poisoned: Swords 2, 6, 9, 13 · Arrows 4, 7, 10, 15 · Sorcery 3, 5, 11, 14 · Deception 1, 8, 12, 15. Only 9 of Swords and 11 of Sorcery (poisoned) and 13 and 7 of Sorcery and 1 of Arrows (standard) are fixed by the rulebook.",
    "[DEF] Every character power and most pairings. Only King Arthur with the +3 token, Guinevere with Lancelot at 150, and Gawain with the Green Sash (no threshold) come from the rulebook. Guinevere moving two cards with 6 players and Percival’s two uses with 2–3 players are ours too.",
    "[DEF] The thresholds other than Lancelot’s: Excalibur 200, Mordred 175, Holy Grail 125, Isolde 250, Fisher King 250, Sir Pelleas 225.",
    "[DEF] All 24 Godsends: their names, copies and effects, and how the three Will of God tokens are used.",
    "[DEF] The order of the injury steps (replacement, doubling, prevention, cap), Armour of Faith’s −20, the Sash’s cap of 10, and prevention winning over doubling.",
    "[DEF] The healing amounts, the 400 ceiling, and that a player who fell to zero is never healed.",
    "[DEF] Drawing keeps hands equal: draw, then discard as many face down.",
    "[DEF] Within one timing step players act clockwise from the leader (from the dealer’s left for round steps); the escape loop.",
    "[DEF] The winner’s tie-breaks.",
    "[INT] Sorcerer values are 1–15; a Sorcerer may lead at any time; without the lead suit a Sorcerer may be played instead of Alchemy.",
    "[INT] Shame is always exactly 5 and taken at once; only Pure of Heart and the Relic prevent it.",
    "[INT] Feints are checked once per melee; a Glamour card is left out of the check.",
    "[INT] After a melee with every card face down, its leader leads again; a carry is discarded after the last melee of every round.",
    "[INT] Ties for dealer and for Godsend order go to the player nearest clockwise to the last dealer (who counts 0). “Most injured” means lowest Health.",
    "[INT] The Godsend chart row is the number of rounds completed, and no more players than are not the healthiest; two players use the 3–4 player chart; a face-up Godsend taken is always replaced.",
    "[INT] The end check comes after the round is scored, so a round is always finished.",
    "[INT] Every value 1–15 appears once in each suit. Public: Health, Godsends, companions, Weapon Hits, Shame discards and declarations. Hidden: hands, the Draw Deck and face-down discards.",
    "[INT] King Arthur’s +3 token comes back ready every round.",
    "[INT] Sorcerers are no suit: holding one does not stop an Alchemy lead. Any value may be declared, even one already in the melee; a declaration cannot be changed; after an Alchemy lead a Sorcerer names only a value.",
    "[INT] Suits play no part in feints; a single face-up card loses; carries add up over several face-down melees.",
    "[INT] Doubling and protection go by the printed suit: Alchemy is its own suit, Sorcerers are never doubled.",
    "[INT] Round injury (for the tie-break) is weapon injury plus Shame; Health never drops below zero; companions join only at the end of a round, never after Shame in the middle of one.",
    "[INT] With two players no effect may name Arrows, and Percival has his 2–3 player uses. After the final round there is no threshold check, new dealer or Godsend phase.",
    "[App] A Blessed Blade adds +4 at most once to one card; Second Thoughts at most once per melee; Wrath, Reckoning and Shield must be declared; a Glamour card stays hidden until its melee is gathered; a Fisher King who joins at a round’s end first helps in the next Godsend phase; Percival is asked about Second Thoughts whenever the table can see it is usable, so asking gives nothing away.",
];

const RECON_DE: &[&str] = &[
    "[DEF] Welche Karten vergiftet sind: Schwerter 2, 6, 9, 13 · Pfeile 4, 7, 10, 15 · Zauberei 3, 5, 11, 14 · Täuschung 1, 8, 12, 15. Nur Schwerter 9 und Zauberei 11 (vergiftet) sowie Zauberei 13 und 7 und Pfeile 1 (normal) legt die Anleitung fest.",
    "[DEF] Alle Charakterfähigkeiten und die meisten Paare. Nur König Artus mit dem +3-Plättchen, Guinevere mit Lancelot bei 150 und Gawain mit der Grünen Schärpe (ohne Schwelle) stammen aus der Anleitung. Dass Guinevere bei 6 Spielern zwei Karten verschiebt und Parzival bei 2–3 Spielern zweimal darf, ist ebenfalls unser.",
    "[DEF] Die Schwellen außer Lancelots: Excalibur 200, Mordred 175, Heiliger Gral 125, Isolde 250, Fischerkönig 250, Sir Pelleas 225.",
    "[DEF] Alle 24 Gottesgaben: Namen, Anzahl und Wirkung, und wie die drei Wille-Gottes-Plättchen benutzt werden.",
    "[DEF] Die Reihenfolge der Verletzungsschritte (Ersatz, Verdopplung, Verhinderung, Obergrenze), die −20 der Rüstung des Glaubens, die Obergrenze 10 der Schärpe, und dass Verhinderung vor Verdopplung geht.",
    "[DEF] Die Heilbeträge, die Obergrenze 400, und dass wer auf null fiel, nie geheilt wird.",
    "[DEF] Ziehen hält die Hände gleich groß: ziehen, dann ebenso viele verdeckt ablegen.",
    "[DEF] Innerhalb eines Zeitschritts handeln alle im Uhrzeigersinn ab dem Anspieler (bei Rundenschritten links vom Geber); die Fluchtschleife.",
    "[DEF] Die Entscheidungen bei Gleichstand am Spielende.",
    "[INT] Zaubererwerte sind 1–15; ein Zauberer darf jederzeit anspielen; ohne die Farbe darf statt Alchemie ein Zauberer gespielt werden.",
    "[INT] Schande ist immer genau 5 und wird sofort abgezogen; nur Reinen Herzens und die Reliquie verhindern sie.",
    "[INT] Finten werden einmal pro Gefecht geprüft; eine Blendwerk-Karte zählt dabei nicht.",
    "[INT] Nach einem Gefecht mit nur verdeckten Karten spielt derselbe wieder an; was nach dem letzten Gefecht jeder Runde wartet, wird abgelegt.",
    "[INT] Gleichstände beim Geber und bei der Reihenfolge der Gottesgaben gewinnt, wer im Uhrzeigersinn am nächsten zum letzten Geber sitzt (der zählt 0). „Am meisten verletzt“ heißt wenigste Gesundheit.",
    "[INT] Die Zeile der Gottesgaben-Tabelle ist die Zahl der gespielten Runden, höchstens so viele, wie nicht die Gesündesten sind; zu zweit gilt die Tabelle für 3–4; eine genommene offene Gottesgabe wird immer ersetzt.",
    "[INT] Das Spielende wird erst nach der Wertung geprüft, eine Runde wird also immer fertig gespielt.",
    "[INT] Jeder Wert 1–15 kommt in jeder Farbe einmal vor. Öffentlich: Gesundheit, Gottesgaben, Gefährten, Waffentreffer, Schande-Abwürfe und Erklärungen. Verdeckt: Hände, Nachziehstapel und verdeckte Abwürfe.",
    "[INT] Das +3-Plättchen von König Artus ist jede Runde wieder bereit.",
    "[INT] Zauberer sind keine Farbe: Wer einen hält, darf trotzdem Alchemie anspielen. Jeder Wert darf erklärt werden, auch einer, der schon im Gefecht liegt; eine Erklärung gilt unveränderlich; nach Alchemie-Ausspielung nennt ein Zauberer nur einen Wert.",
    "[INT] Farben spielen bei Finten keine Rolle; auch eine einzelne offene Karte verliert; Mitgeführtes sammelt sich über mehrere verdeckte Gefechte.",
    "[INT] Verdopplung und Schutz richten sich nach der aufgedruckten Farbe: Alchemie ist eine eigene Farbe, Zauberer werden nie verdoppelt.",
    "[INT] Rundenverletzung (für den Gleichstand) ist Waffenverletzung plus Schande; Gesundheit fällt nie unter null; Gefährten kommen nur am Rundenende dazu, nie nach Schande mitten in der Runde.",
    "[INT] Zu zweit darf kein Effekt Pfeile nennen, und Parzival hat die Anwendungen für 2–3 Spieler. Nach der letzten Runde gibt es keine Schwellenprüfung, keinen neuen Geber und keine Gottesgaben.",
    "[App] Eine Gesegnete Klinge gibt einer Karte höchstens einmal +4; Sinneswandel höchstens einmal pro Gefecht; Zorn, Abrechnung und Schild müssen erklärt werden; eine Blendwerk-Karte bleibt verdeckt, bis ihr Gefecht eingesammelt wird; ein Fischerkönig, der am Rundenende dazukommt, hilft erst in der nächsten Gottesgaben-Phase; Parzival wird nach dem Sinneswandel gefragt, sobald der Tisch sieht, dass er möglich ist — die Frage verrät also nichts.",
];

/// The rules in `l`: the sections of their page.
pub fn view(l: Lang) -> impl IntoView {
    let sections = tr!(l, EN, DE)
        .iter()
        .map(|&(h, ps)| view! { <section><h2>{h}</h2>{ps.iter().map(|&p| view! { <p>{p}</p> }).collect_view()}</section> })
        .collect_view();
    let characters = Character::ALL
        .iter()
        .map(|&c| {
            let (power, what) = text::protagonist_power(c, l);
            let threshold = c.threshold().map_or_else(
                || tr!(l, "from the start".to_owned(), "von Anfang an".to_owned()),
                |t| tf!(l, "at {0} or less", "ab {0} oder weniger", &t),
            );
            view! {
                <li>
                    <strong>{text::protagonist(c, l)}</strong>{format!(" — {power}: {what}")}<br/>
                    <strong>{text::companion(c, l)}</strong>{format!(" ({threshold}): {}", text::companion_power(c, l))}
                </li>
            }
        })
        .collect_view();
    let godsends = GodsendKind::ALL
        .iter()
        .zip(GODSEND_COPIES)
        .map(|(&k, n)| view! { <li><strong>{text::godsend(k, l)}</strong>{format!(" ×{n}: {}", text::godsend_effect(k, l))}</li> })
        .collect_view();
    view! {
        {sections}
        <section>
            <h2>{tr!(l, "Characters", "Charaktere")}</h2>
            <ul>{characters}</ul>
        </section>
        <section>
            <h2>{tr!(l, "Godsends (24)", "Gottesgaben (24)")}</h2>
            <ul>{godsends}</ul>
        </section>
        <section class="reconstructed">
            <h2>{tr!(l, "Reconstructed: not from the printed game", "Rekonstruiert: nicht aus dem gedruckten Spiel")}</h2>
            <p>
                {tr!(l,
                    "The printed card texts are not available to us. These parts are our reconstruction ([DEF]) or our reading of a rule the rulebook leaves open ([INT]); [App] marks choices of this app. The printed game may differ.",
                    "Die gedruckten Kartentexte liegen uns nicht vor. Diese Teile sind unsere Rekonstruktion ([DEF]) oder unsere Lesart einer offenen Regel ([INT]); [App] kennzeichnet Entscheidungen dieser App. Das gedruckte Spiel kann abweichen.")}
            </p>
            <ul>{tr!(l, RECON_EN, RECON_DE).iter().map(|&t| view! { <li>{t}</li> }).collect_view()}</ul>
        </section>
    }
}
