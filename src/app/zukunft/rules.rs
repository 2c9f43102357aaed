//! The rules in our own words, English and German, as Leptos markup that the build renders into
//! a static page (`app::rules_text`; no page's bundle carries it).
//! The last section lists, clearly marked, the component data that the project's spec
//! reconstructs where the rulebook prints nothing (**[DEF]**): these are not the publisher's.

use crate::app::i18n::Lang;
use leptos::either::Either;
use leptos::prelude::*;

fn en() -> impl IntoView {
    view! {
        <section>
            <h2>"The goal"</h2>
            <p>"For seven rounds you send knights out of Camelot on missions and place them in the four rooms of the castle. Every room scores in its own way; Merlin's favour and the Holy Grail add more at the end. The most points win."</p>
        </section>
        <section>
            <h2>"The table"</h2>
            <p>"Four rooms lie around the throne room: red, green, yellow and blue. Each has two sides (A or B), chosen before the game or drawn at random. With 5 players the violet secret room joins them. Every colour has 14 knights: one marks its score, two start on the hinterland, the rest wait behind its screen (with 5 players one knight fewer). Merlin tiles lie face down in a row, the Grail tiles in three face-down stacks on the hinterland."</p>
        </section>
        <section>
            <h2>"A round: five phases"</h2>
            <ol>
                <li><strong>"Preparation."</strong> " Missions are turned face up: three needing one knight, two needing two (one with 3 players), one needing three, and with 5 players one key card."</li>
                <li><strong>"Send out knights."</strong> " Everyone at once and in secret puts 0 to 3 knights from behind the screen into the fist. In the app each player takes the device in turn; nobody sees another's fist. An empty fist means: no mission this round, but up to two knights come back from the hinterland."</li>
                <li><strong>"Predictions."</strong> " From the bottom of the turn-order track up, each magician predicts the total of all fists (0–15). Two magicians fit on a number: the first outside, the second inside. Then the fists open. The new order: exact guesses first, then the guesses below the total, nearest first, then those above it, nearest first; on the same number the outer magician goes before the inner one. The colour on top takes the leftmost Merlin tile and looks at its value in secret."</li>
                <li><strong>"Fulfil missions."</strong> " In the new order each colour takes one face-up mission with at most as many shields as it sent knights; knights left over go to the hinterland. Each shield places one knight in the room of its colour (multicoloured: any castle room; violet: the secret room), one shield after another, and everything a placement sets off (points, additional knights, Grail tiles, bonuses) is done before the next shield. A room with no legal space sends that knight back behind the screen. Special missions send 2 or 3 knights home for 5 or 7 points. Scores never fall below 0. A Grail tile is drawn for you, blind, from the tallest stack: nobody ever sees into the face-down stacks, so which one it comes from makes no difference."</li>
                <li><strong>"End of round."</strong> " The missions nobody took leave the game."</li>
            </ol>
        </section>
        <section>
            <h2>"The rooms"</h2>
            <ul>
                <li><strong>"Round Table"</strong> " (red A): any free seat, no points now; at the end the colours are ranked by knights (13 for the first), and a colour with no knight there loses 4. The first may also place its magician in another room."</li>
                <li><strong>"Rebellion"</strong> " (red B): the first colours to enter get start fields 1–4, which fix their side (royalists or rebels); later knights go next to their most recent one. At the end the bigger side wins; the Knights' Table shows which side leads and what it pays."</li>
                <li><strong>"Training Ground"</strong> " (green A): the lowest row with a free space first; each column pays its points. Three own knights in a line give one bonus per turn: a knight into the red or the yellow room, a knight back with a Grail tile, or 4 points."</li>
                <li><strong>"Tournament Ground"</strong> " (green B): the eight preliminary fields first (2 points); a knight in all three preliminary rounds earns a tournament tile (3 points). Then the final (4 points, optionally a knight and a Grail tile from the hinterland) and the winner's field (6 points, optionally a knight into the red room)."</li>
                <li><strong>"Ballroom"</strong> " (blue A): strictly field after field; hearts add up, and with 3 hearts a colour may take the queen's field (8 points)."</li>
                <li><strong>"Intrigue"</strong> " (blue B): one knight per colour and group. When a group fills, every colour without a knight in it loses 4 (in the top group 2, and one of its red-room knights goes to the hinterland)."</li>
                <li><strong>"Chapel"</strong> " (yellow A): start on level 1, then always up an arrow from your most recent chapel knight."</li>
                <li><strong>"Library"</strong> " (yellow B): start on a start field, then along an arrow from any of your library knights."</li>
                <li><strong>"Secret room"</strong> " (violet, 5 players): only violet shields; always the topmost free symbol; a colour with no knight there loses 9 at the end."</li>
            </ul>
            <p>"On the board each free space shows its printed effect: a number is points, ◆ a Grail tile, ♞ with a letter an additional knight into the room of that colour (R red, G green, Y yellow, B blue), ♣ a tree (one own knight from the hinterland back behind the screen, plus a Grail tile), ♥ hearts. Tap a space for its full text."</p>
        </section>
        <section>
            <h2>"Final scoring, step by step"</h2>
            <ol>
                <li>"The red room (the Round Table's ranking or the Rebellion's sides); its winner may place the magician."</li>
                <li>"Merlin tiles: their values."</li>
                <li>"2 points for every knight behind the screen."</li>
                <li>"One Grail tile for every two knights on the hinterland."</li>
                <li>"Grail sets: sets of different parts are formed, widest first, worth 1, 3, 6 or 10 for 1, 2, 3 or 4 different parts."</li>
                <li>"With 5 players: −9 for a colour with no knight in the secret room."</li>
            </ol>
            <p>"Ties go to the colour higher on the turn-order track as it stood when final scoring began."</p>
        </section>
        <section>
            <h2>"Player counts"</h2>
            <ul>
                <li><strong>"2 players"</strong> ": each plays two colours (two fists, two magicians); only the lower of a player's two scores counts."</li>
                <li><strong>"3 players"</strong> ": a neutral colour occupies marked spaces from the start; it takes part in rankings and loses every tie."</li>
                <li><strong>"5 players"</strong> ": the secret room, the key missions, 13 knights per colour."</li>
            </ul>
        </section>
        <section>
            <h2>"Heroes and the expert variant"</h2>
            <p>"With heroes, each colour has its hero with two abilities, each once per game in its own turn: side 1 first, side 2 in a later turn. Kay, Tristan, Parzival and Lancelot can send one shield's knight into their own room; Kay can then throw away a further mission, Tristan earns 3 for two knights in one room in a turn, Parzival chooses his Grail tiles instead of drawing them, Lancelot can send a blue shield into the red, green or yellow room; Mordred throws away a one-shield mission, and places his black knight for 2 points. In the expert variant the players pick their colours in seat order, which is also the first turn order."</p>
        </section>
        <section class="reconstructed">
            <h2>"Reconstructed here [DEF]"</h2>
            <p>"The rulebook does not print every component. The project's spec reconstructs these, and the app plays with them; they are " <strong>"not"</strong> " the publisher's data: the split of the 49 missions (21/14/7/7) and every card's shields and Grail icons; the special missions' points (5 and 7); the prediction track 0–15; the Merlin values 1, 2, 3, 3, 4, 4, 5; the Grail parts (bowl, lid, stem, foot, 7 each) and the stacks of 10/9/9; the Training Ground's column points 3/2/3/4; the Tournament Ground's 3/3/2 preliminaries; the Round Table's 16 seats and ranks after the first (9/6/4/2); the Rebellion's layout and its table values other than 13; every Ballroom field with its hearts and the queen's 8; the Intrigue groups (4/3/3/2/2) and their points (2/3/3/4/5); all Chapel and Library fields, effects and arrows; the secret room's 8/6/5/4/3; and where the neutral knights stand with 3 players. Where the rulebook is silent on a rule the spec settles it too [INT]; the app follows the spec."</p>
        </section>
    }
}

fn de() -> impl IntoView {
    view! {
        <section>
            <h2>"Das Ziel"</h2>
            <p>"Sieben Runden lang schickt ihr Ritter aus Camelot auf Aufträge und setzt sie in die vier Räume der Burg. Jeder Raum wertet auf seine Weise; Merlins Gunst und der Heilige Gral bringen am Ende mehr. Die meisten Punkte gewinnen."</p>
        </section>
        <section>
            <h2>"Der Tisch"</h2>
            <p>"Um den Thronsaal liegen vier Räume: rot, grün, gelb und blau. Jeder hat zwei Seiten (A oder B), vor dem Spiel gewählt oder ausgelost. Zu fünft kommt der violette Geheimraum dazu. Jede Farbe hat 14 Ritter: einer zeigt ihre Punkte, zwei beginnen im Hinterland, der Rest wartet hinter ihrem Sichtschirm (zu fünft einer weniger). Merlin-Plättchen liegen verdeckt in einer Reihe, die Gralsplättchen in drei verdeckten Stapeln im Hinterland."</p>
        </section>
        <section>
            <h2>"Eine Runde: fünf Phasen"</h2>
            <ol>
                <li><strong>"Vorbereitung."</strong> " Aufträge werden aufgedeckt: drei für einen Ritter, zwei für zwei (zu dritt einer), einer für drei, und zu fünft eine Schlüsselkarte."</li>
                <li><strong>"Ritter aussenden."</strong> " Alle zugleich und geheim nehmen 0 bis 3 Ritter von hinter dem Sichtschirm in die Faust. In der App nimmt jede Person nacheinander das Gerät; niemand sieht eine fremde Faust. Eine leere Faust heißt: kein Auftrag in dieser Runde, dafür kommen bis zu zwei Ritter aus dem Hinterland zurück."</li>
                <li><strong>"Vorhersagen."</strong> " Von unten nach oben auf der Zugreihenfolge sagt jeder Magier die Summe aller Fäuste voraus (0–15). Auf eine Zahl passen zwei Magier: der erste außen, der zweite innen. Dann öffnen sich die Fäuste. Die neue Reihenfolge: genaue Treffer zuerst, dann die Tipps unter der Summe, die nächsten zuerst, dann die darüber, die nächsten zuerst; auf derselben Zahl kommt der äußere Magier vor dem inneren. Die oberste Farbe nimmt das linke Merlin-Plättchen und sieht sich seinen Wert geheim an."</li>
                <li><strong>"Aufträge erfüllen."</strong> " In der neuen Reihenfolge nimmt jede Farbe einen offenen Auftrag mit höchstens so vielen Wappen, wie sie Ritter ausgesandt hat; übrige Ritter gehen ins Hinterland. Jedes Wappen setzt einen Ritter in den Raum seiner Farbe (bunt: beliebiger Burgraum; violett: der Geheimraum), ein Wappen nach dem anderen, und alles, was ein Einsetzen auslöst (Punkte, zusätzliche Ritter, Gralsplättchen, Boni), geschieht vor dem nächsten Wappen. Findet ein Raum kein erlaubtes Feld, geht der Ritter hinter den Sichtschirm zurück. Sonderaufträge schicken 2 oder 3 Ritter heim für 5 oder 7 Punkte. Punkte fallen nie unter 0. Ein Gralsplättchen wird für dich blind vom höchsten Stapel gezogen: niemand sieht je in die verdeckten Stapel, also ist es gleich, von welchem es kommt."</li>
                <li><strong>"Rundenende."</strong> " Nicht genommene Aufträge scheiden aus dem Spiel aus."</li>
            </ol>
        </section>
        <section>
            <h2>"Die Räume"</h2>
            <ul>
                <li><strong>"Tafelrunde"</strong> " (rot A): ein beliebiger freier Platz, jetzt keine Punkte; am Ende werden die Farben nach Rittern gereiht (13 für die erste), eine Farbe ohne Ritter dort verliert 4. Die erste darf außerdem ihren Magier in einen anderen Raum setzen."</li>
                <li><strong>"Rebellion"</strong> " (rot B): die ersten Farben erhalten die Startfelder 1–4, die ihre Seite festlegen (Königstreue oder Rebellen); spätere Ritter kommen neben den zuletzt gesetzten. Am Ende gewinnt die größere Seite; der Rittertisch zeigt, welche Seite führt und was sie zahlt."</li>
                <li><strong>"Übungsplatz"</strong> " (grün A): zuerst die unterste Reihe mit freiem Feld; jede Spalte zahlt ihre Punkte. Drei eigene Ritter in einer Linie bringen einen Bonus pro Zug: ein Ritter in den roten oder gelben Raum, ein Ritter zurück mit Gralsplättchen, oder 4 Punkte."</li>
                <li><strong>"Turnierplatz"</strong> " (grün B): zuerst die acht Vorrundenfelder (2 Punkte); ein Ritter in allen drei Vorrunden bringt ein Turnierplättchen (3 Punkte). Dann das Finale (4 Punkte, wahlweise ein Ritter und ein Gralsplättchen aus dem Hinterland) und das Siegerfeld (6 Punkte, wahlweise ein Ritter in den roten Raum)."</li>
                <li><strong>"Ballsaal"</strong> " (blau A): streng Feld für Feld; Herzen zählen zusammen, und mit 3 Herzen darf eine Farbe auf das Feld der Königin (8 Punkte)."</li>
                <li><strong>"Intrige"</strong> " (blau B): ein Ritter je Farbe und Gruppe. Wird eine Gruppe voll, verliert jede Farbe ohne Ritter darin 4 (in der obersten Gruppe 2, und einer ihrer Ritter im roten Raum geht ins Hinterland)."</li>
                <li><strong>"Kapelle"</strong> " (gelb A): Beginn auf Stufe 1, dann immer einen Pfeil hinauf vom zuletzt gesetzten eigenen Kapellenritter."</li>
                <li><strong>"Bibliothek"</strong> " (gelb B): Beginn auf einem Startfeld, dann entlang eines Pfeils von irgendeinem eigenen Bibliotheksritter."</li>
                <li><strong>"Geheimraum"</strong> " (violett, zu fünft): nur violette Wappen; immer das oberste freie Symbol; eine Farbe ohne Ritter dort verliert am Ende 9."</li>
            </ul>
            <p>"Auf dem Brett zeigt jedes freie Feld seinen Effekt: eine Zahl sind Punkte, ◆ ein Gralsplättchen, ♞ mit Buchstabe ein zusätzlicher Ritter in den Raum dieser Farbe (R rot, G grün, Y gelb, B blau), ♣ ein Baum (ein eigener Ritter aus dem Hinterland zurück hinter den Sichtschirm, dazu ein Gralsplättchen), ♥ Herzen. Tippe auf ein Feld für den ganzen Text."</p>
        </section>
        <section>
            <h2>"Schlusswertung, Schritt für Schritt"</h2>
            <ol>
                <li>"Der rote Raum (die Reihung der Tafelrunde oder die Seiten der Rebellion); sein Sieger darf den Magier setzen."</li>
                <li>"Merlin-Plättchen: ihre Werte."</li>
                <li>"2 Punkte für jeden Ritter hinter dem Sichtschirm."</li>
                <li>"Ein Gralsplättchen für je zwei Ritter im Hinterland."</li>
                <li>"Gralssätze: Sätze verschiedener Teile, die breitesten zuerst, zählen 1, 3, 6 oder 10 für 1, 2, 3 oder 4 verschiedene Teile."</li>
                <li>"Zu fünft: −9 für eine Farbe ohne Ritter im Geheimraum."</li>
            </ol>
            <p>"Bei Gleichstand gewinnt die Farbe, die zu Beginn der Schlusswertung weiter oben in der Zugreihenfolge stand."</p>
        </section>
        <section>
            <h2>"Spielerzahlen"</h2>
            <ul>
                <li><strong>"Zu zweit"</strong> ": jede Person spielt zwei Farben (zwei Fäuste, zwei Magier); es zählt nur die niedrigere ihrer beiden Punktzahlen."</li>
                <li><strong>"Zu dritt"</strong> ": eine neutrale Farbe besetzt von Beginn an markierte Felder; sie nimmt an Reihungen teil und verliert jeden Gleichstand."</li>
                <li><strong>"Zu fünft"</strong> ": der Geheimraum, die Schlüsselaufträge, 13 Ritter je Farbe."</li>
            </ul>
        </section>
        <section>
            <h2>"Helden und die Expertenvariante"</h2>
            <p>"Mit Helden hat jede Farbe ihren Helden mit zwei Fähigkeiten, jede einmal im Spiel im eigenen Zug: zuerst Seite 1, Seite 2 in einem späteren Zug. Kay, Tristan, Parzival und Lancelot können den Ritter eines Wappens in ihren eigenen Raum schicken; Kay kann danach einen weiteren Auftrag abwerfen, Tristan bekommt 3 für zwei Ritter in einem Raum in einem Zug, Parzival wählt seine Gralsplättchen, statt sie zu ziehen, Lancelot kann ein blaues Wappen in den roten, grünen oder gelben Raum schicken; Mordred wirft einen Auftrag mit einem Wappen ab und setzt seinen schwarzen Ritter für 2 Punkte. In der Expertenvariante wählen die Personen ihre Farben in Sitzreihenfolge, die auch die erste Zugreihenfolge ist."</p>
        </section>
        <section class="reconstructed">
            <h2>"Hier rekonstruiert [DEF]"</h2>
            <p>"Die Spielregel druckt nicht alle Spielteile ab. Die Spezifikation des Projekts rekonstruiert diese, und die App spielt mit ihnen; es sind " <strong>"nicht"</strong> " die Daten des Verlags: die Aufteilung der 49 Aufträge (21/14/7/7) und die Wappen und Gralssymbole jeder Karte; die Punkte der Sonderaufträge (5 und 7); die Vorhersageleiste 0–15; die Merlin-Werte 1, 2, 3, 3, 4, 4, 5; die Gralsteile (Schale, Deckel, Stiel, Fuß, je 7) und die Stapel zu 10/9/9; die Spaltenpunkte des Übungsplatzes 3/2/3/4; die Vorrunden 3/3/2 des Turnierplatzes; die 16 Plätze der Tafelrunde und die Ränge nach dem ersten (9/6/4/2); der Aufbau der Rebellion und ihre Tischwerte außer 13; jedes Feld des Ballsaals mit seinen Herzen und die 8 der Königin; die Intrigegruppen (4/3/3/2/2) und ihre Punkte (2/3/3/4/5); alle Felder, Effekte und Pfeile von Kapelle und Bibliothek; die 8/6/5/4/3 des Geheimraums; und wo die neutralen Ritter zu dritt stehen. Wo die Regel zu einer Regelfrage schweigt, entscheidet die Spezifikation ebenfalls [INT]; die App folgt ihr."</p>
        </section>
    }
}

/// The rules in `lang`: the sections of their page.
pub fn view(lang: Lang) -> impl IntoView {
    match lang {
        Lang::En => Either::Left(en()),
        Lang::De => Either::Right(de()),
    }
}
