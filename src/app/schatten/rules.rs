//! The rules in our own words, English and German, as Leptos markup that the build renders into
//! a static page (`app::rules_text`; no page's bundle carries it).
//! The last section says which component data and rules are reconstructions: the project's
//! spec marks them [SRC1] (one unverified source) and [DEF] (defined by us), and the engine's
//! own decisions are in `engine::schatten`'s module docs.

use crate::app::i18n::Lang;
use leptos::either::Either;
use leptos::prelude::*;

fn en() -> impl IntoView {
    view! {
        <section>
            <h2>"The goal"</h2>
            <p>"Three to seven players (eight with Sir Bedivere) are knights of the Round Table, playing together against the game. Quests won lay " <strong>"white swords"</strong> " on the Round Table, quests lost lay " <strong>"black swords"</strong> " and bring siege engines before Camelot. When twelve swords lie there, the knights win if the white ones are more than the black. Seven black swords, the twelfth siege engine, or no loyal knight left alive lose at once. One of you may secretly be the " <strong>"Traitor"</strong> ", who wins when the knights lose."</p>
        </section>
        <section>
            <h2>"Setting up"</h2>
            <p>"Each player draws a knight (his coat of arms and power), starts with 4 life (at most 6) in Camelot, and is dealt a loyalty card in secret — from all eight cards as in the box, so there may be no Traitor (the new-game form can also make him certain or absent). Each gets a Merlin and five white cards; then everyone puts one card into a pool in secret, the pool is shown, the first player proposes who gets which card, and all vote. " <strong>"With three players nobody looks at his loyalty card until six swords lie on the Round Table."</strong></p>
        </section>
        <section>
            <h2>"A knight's turn"</h2>
            <ol>
                <li><strong>"Progression of Evil"</strong> " (one, always): draw a black card and carry it out, add a siege engine, or lose 1 life. Sir Percival may look at the top black card first."</li>
                <li><strong>"A heroic action"</strong> ": ride to another place; act where you stand (in Camelot draw two white cards or fight a siege engine, on a quest lay a card there); play a special white card; heal 1 life by discarding three equal cards; or accuse another knight (once per game, when six siege engines or six swords are out). A " <strong>"second action"</strong> " of another type costs 1 life."</li>
            </ol>
            <p>"A knight at 0 life dies at the end of the turn, unless the holder of the Grail lets him drink once."</p>
        </section>
        <section>
            <h2>"Black cards"</h2>
            <p>"A drawn black card takes effect at once. Black Knight and Lancelot/Dragon cards go to their quest and may be laid face down (then a knight who drew it takes a white card; the revealed Traitor may lay them face down too, but takes none). Special black cards (Morgan, Guinevere, Mordred, Vivien…) first open a " <strong>"Merlin window"</strong> ": every knight in turn is asked, whether he holds a Merlin or not, and three Merlins pledged together cancel the card. Excalibur's owner may give up the sword to cancel a standard black card."</p>
        </section>
        <section>
            <h2>"The quests"</h2>
            <ul>
                <li><strong>"Black Knight"</strong> " (alone, 4 spots each side), " <strong>"Lancelot"</strong> " (alone, 5) and then the " <strong>"Dragon"</strong> " (together, 9 white against 5 black): when one side is full, the black cards are shuffled and turned up, and the white sum must be " <em>"higher"</em> " than the black (a tie goes to Evil). Sir Kay may add one fight card after the reveal."</li>
                <li><strong>"Excalibur"</strong> ": a track from 0 to 10 starting at 5; each white card discarded there moves it toward the knights, each Excalibur black card toward Evil."</li>
                <li><strong>"The Holy Grail"</strong> ": a row of seven spots; seven Grail cards win it, seven black cards lose it."</li>
                <li><strong>"The Picts and the Saxons"</strong> ": lay fight cards 1-2-3-4-5 in order before the fourth warrior arrives (Mordred adds another 5). A lost war also brings two siege engines."</li>
                <li><strong>"Camelot"</strong> ": draw white cards (not with 12 or more in hand) or fight a siege engine: lay any fight cards, roll the d8, and destroy the engine if your total is higher; otherwise lose 1 life."</li>
            </ul>
            <p>"Won quests give swords, life to the knights there and white cards (shared by proposal and vote); Excalibur, the Grail and Lancelot's Armor are relics with their own powers."</p>
        </section>
        <section>
            <h2>"The Traitor"</h2>
            <p>"The hidden Traitor plays like a knight. He may reveal himself; then he draws a black card or adds a siege engine each turn and makes a knight lose a random card. An accusation turns the card up: a Traitor found out gives a white sword, a loyal knight wrongly accused costs a black one. If the hidden Traitor is still unknown at twelve swords, he turns two white swords black before the count."</p>
        </section>
        <section class="reconstructed">
            <h2>"What is reconstructed"</h2>
            <p>"The German summary in the box is our binding source. Where it is silent, the project's specification either follows a single unverified source (marked " <strong>"[SRC1]"</strong> ") or decides itself (" <strong>"[DEF]"</strong> "). [SRC1]: the texts of the special white and black cards, Merlin's removal of a warrior, the rewards in cards and life of each quest (the Dragon's 2 swords), the white card for a face-down black card, Excalibur's +1 in combat and its one cancel, the Armor staying with a revealed Traitor, the revealed Traitor's turn, reshuffling both discard piles, the Grail row's tug-of-war, and the name of the three-player rule. [DEF]: Camelot as one place, Excalibur's track 0–10 starting at 5, at most two heroic actions a turn, Tristan's free departure, Kay on other players' turns, the sharing by secret pick, one proposal and a unanimous vote, a random first player when Arthur is absent, the eight-player game and Bedivere's power, healing at 5 life or less, and the Merlin window as one clockwise pledge round in which nothing is spent unless three are pledged."</p>
        </section>
    }
}

fn de() -> impl IntoView {
    view! {
        <section>
            <h2>"Das Ziel"</h2>
            <p>"Drei bis sieben Spieler (acht mit Sir Bedivere) sind Ritter der Tafelrunde und spielen gemeinsam gegen das Spiel. Gewonnene Questen legen " <strong>"weiße Schwerter"</strong> " auf die Tafelrunde, verlorene " <strong>"schwarze Schwerter"</strong> " und bringen Belagerungsmaschinen vor Camelot. Liegen zwölf Schwerter dort, gewinnen die Ritter, wenn die weißen mehr sind als die schwarzen. Sieben schwarze Schwerter, die zwölfte Belagerungsmaschine oder kein lebender loyaler Ritter verlieren sofort. Einer von euch kann heimlich der " <strong>"Verräter"</strong> " sein; er gewinnt, wenn die Ritter verlieren."</p>
        </section>
        <section>
            <h2>"Aufbau"</h2>
            <p>"Jeder zieht einen Ritter (Wappen und Fähigkeit), beginnt mit 4 Leben (höchstens 6) in Camelot und bekommt geheim eine Loyalitätskarte — aus allen acht Karten wie in der Schachtel, also vielleicht ohne Verräter (im Formular lässt er sich auch sicher dazu- oder herausnehmen). Jeder erhält einen Merlin und fünf weiße Karten; dann legen alle geheim eine Karte in einen Vorrat, der Vorrat wird gezeigt, der Startspieler schlägt vor, wer welche Karte bekommt, und alle stimmen ab. " <strong>"Zu dritt sieht niemand seine Loyalitätskarte an, bis sechs Schwerter auf der Tafelrunde liegen."</strong></p>
        </section>
        <section>
            <h2>"Der Zug eines Ritters"</h2>
            <ol>
                <li><strong>"Vormarsch des Bösen"</strong> " (immer eines): eine schwarze Karte ziehen und ausführen, eine Belagerungsmaschine aufstellen oder 1 Leben verlieren. Sir Parzival darf vorher die oberste schwarze Karte ansehen."</li>
                <li><strong>"Eine Heldentat"</strong> ": an einen anderen Ort reiten; am eigenen Ort handeln (in Camelot zwei weiße Karten ziehen oder gegen eine Belagerungsmaschine kämpfen, auf einer Queste dort eine Karte legen); eine weiße Sonderkarte spielen; mit drei gleichen Karten 1 Leben heilen; oder einen Ritter beschuldigen (einmal im Spiel, sobald sechs Belagerungsmaschinen oder sechs Schwerter liegen). Eine " <strong>"zweite Aktion"</strong> " anderer Art kostet 1 Leben."</li>
            </ol>
            <p>"Ein Ritter mit 0 Leben stirbt am Ende des Zuges, außer der Besitzer des Grals lässt ihn einmal trinken."</p>
        </section>
        <section>
            <h2>"Schwarze Karten"</h2>
            <p>"Eine gezogene schwarze Karte wirkt sofort. Karten des Schwarzen Ritters und von Lancelot/Drache kommen auf ihre Queste und dürfen verdeckt liegen (dann zieht ein Ritter, der sie gezogen hat, eine weiße Karte; der enttarnte Verräter darf sie ebenfalls verdeckt legen, zieht aber keine). Schwarze Sonderkarten (Morgana, Ginevra, Mordred, Viviane …) öffnen zuerst ein " <strong>"Merlin-Fenster"</strong> ": Jeder Ritter wird der Reihe nach gefragt, ob er einen Merlin hat oder nicht, und drei gemeinsam gebotene Merlins heben die Karte auf. Der Besitzer von Excalibur darf das Schwert aufgeben, um eine schwarze Standardkarte aufzuheben."</p>
        </section>
        <section>
            <h2>"Die Questen"</h2>
            <ul>
                <li><strong>"Schwarzer Ritter"</strong> " (allein, je 4 Plätze), " <strong>"Lancelot"</strong> " (allein, 5) und danach der " <strong>"Drache"</strong> " (gemeinsam, 9 weiße gegen 5 schwarze): Ist eine Seite voll, werden die schwarzen Karten gemischt und aufgedeckt, und die weiße Summe muss " <em>"höher"</em> " sein als die schwarze (Gleichstand zählt für das Böse). Sir Kay darf nach dem Aufdecken eine Kampfkarte nachlegen."</li>
                <li><strong>"Excalibur"</strong> ": eine Leiste von 0 bis 10, Start bei 5; jede dort abgeworfene weiße Karte rückt sie zu den Rittern, jede schwarze Excalibur-Karte zum Bösen."</li>
                <li><strong>"Der Heilige Gral"</strong> ": eine Reihe von sieben Plätzen; sieben Gralskarten gewinnen, sieben schwarze Karten verlieren."</li>
                <li><strong>"Die Pikten und die Sachsen"</strong> ": Kampfkarten 1-2-3-4-5 der Reihe nach legen, bevor der vierte Krieger kommt (Mordred verlangt eine weitere 5). Ein verlorener Krieg bringt außerdem zwei Belagerungsmaschinen."</li>
                <li><strong>"Camelot"</strong> ": weiße Karten ziehen (nicht mit 12 oder mehr auf der Hand) oder gegen eine Belagerungsmaschine kämpfen: beliebig viele Kampfkarten legen, mit dem W8 würfeln und die Maschine zerstören, wenn die Summe höher ist; sonst 1 Leben verlieren."</li>
            </ul>
            <p>"Gewonnene Questen bringen Schwerter, Leben für die Ritter vor Ort und weiße Karten (verteilt durch Vorschlag und Abstimmung); Excalibur, der Gral und Lancelots Rüstung sind Reliquien mit eigenen Kräften."</p>
        </section>
        <section>
            <h2>"Der Verräter"</h2>
            <p>"Der verborgene Verräter spielt wie ein Ritter. Er darf sich zu erkennen geben; dann zieht er jeden Zug eine schwarze Karte oder stellt eine Belagerungsmaschine auf und lässt einen Ritter eine zufällige Karte verlieren. Eine Beschuldigung deckt die Karte auf: Ein entlarvter Verräter bringt ein weißes Schwert, ein zu Unrecht beschuldigter loyaler Ritter kostet ein schwarzes. Ist der Verräter bei zwölf Schwertern noch unerkannt, macht er vor dem Zählen zwei weiße Schwerter schwarz."</p>
        </section>
        <section class="reconstructed">
            <h2>"Was rekonstruiert ist"</h2>
            <p>"Die deutsche Zusammenfassung aus der Schachtel ist unsere verbindliche Quelle. Wo sie schweigt, folgt die Spezifikation des Projekts entweder einer einzigen ungeprüften Quelle (markiert " <strong>"[SRC1]"</strong> ") oder entscheidet selbst (" <strong>"[DEF]"</strong> "). [SRC1]: die Texte der weißen und schwarzen Sonderkarten, Merlins Entfernen eines Kriegers, die Belohnungen jeder Queste an Karten und Leben (die 2 Schwerter des Drachen), die weiße Karte für eine verdeckte schwarze, Excaliburs +1 im Kampf und sein einmaliges Aufheben, die Rüstung beim enttarnten Verräter, der Zug des enttarnten Verräters, das Mischen beider Ablagestapel, das Tauziehen auf der Gralsreihe und der Name der Drei-Spieler-Regel. [DEF]: Camelot als ein Ort, die Excalibur-Leiste von 0 bis 10 mit Start bei 5, höchstens zwei Heldentaten pro Zug, Tristans freier Aufbruch, Kay in fremden Zügen, das Teilen durch geheime Wahl, einen Vorschlag und einstimmige Abstimmung, ein zufälliger Startspieler ohne Artus, das Spiel zu acht und Bediveres Fähigkeit, Heilen nur bis 5 Leben und das Merlin-Fenster als eine Bietrunde im Uhrzeigersinn, in der nur bei drei Merlins etwas verbraucht wird."</p>
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
