//! The rules in our own words, English and German, as Leptos markup that the build renders into
//! a static page (`app::rules_text`; no page's bundle carries it). The last sections list,
//! clearly marked, what the project's spec defines where the rulebook is silent
//! (**[defined here]**) and the engine's own decisions (`engine::card` module docs): these are
//! reconstructions, not the publisher's rules.

use crate::app::i18n::Lang;
use leptos::either::Either;
use leptos::prelude::*;

fn en() -> impl IntoView {
    view! {
        <section>
            <h2>"The goal"</h2>
            <p>"You are knights of the Round Table, playing together against the game itself: a deck of Rumor cards. Camelot wins when 7 white swords lie on the Round Table before Evil gets 7 black ones. But one of you may secretly hold a Traitor card and work for the black swords."</p>
        </section>
        <section>
            <h2>"Setting up"</h2>
            <p>"Everyone gets a loyalty card in secret. With 2 to 6 players the cards in play are one Loyal card more than there are players, plus one Traitor; with 7 players, seven Loyal and two Traitors. The two cards left over are set aside unseen — so there may be no traitor at all. Six of the nine Morgan cards, picked at random, go into the Rumor deck. No sword is on the table yet."</p>
        </section>
        <section>
            <h2>"Your turn: exactly one action"</h2>
            <ul>
                <li><strong>"Listen to Rumors"</strong> ": turn the top card of the Rumor deck face up onto the Threats pile. Only the top card of the pile can be seen; what lies under it is for you to remember."</li>
                <li><strong>"Go on a Quest"</strong> ": only on a quest whose symbol the top card shows (Picts, Saxons, Dragon, Excalibur, Holy Grail). Take the whole pile, sort its quest cards into one stack per quest and add each stack up. Characters join no stack; their effects apply."</li>
                <li><strong>"Accuse"</strong> " another player: once per game, and only while at least 4 swords (both colours together) are on the table. The accused shows their loyalty card for good. A traitor gives Camelot a white sword; a loyal knight costs a black one."</li>
            </ul>
            <p>"If none of these is possible, you pass (the app offers it only then). When the Rumor deck runs out, the discard pile is shuffled into a new one."</p>
        </section>
        <section>
            <h2>"Adding up a quest"</h2>
            <p>"Numbered cards count their number. Every " <strong>"?"</strong> " counts as many as there are ? cards in its own stack: two ? make 2 + 2, three make 3 + 3 + 3. The quest you named is the " <em>"main quest"</em> ":"</p>
            <ul>
                <li>"10 or less: the rumors were baseless — 1 black sword."</li>
                <li>"11, 12 or 13: success — as many white swords as the quest is worth (Picts 1, Saxons 1, Dragon 2, Excalibur 2, Holy Grail 3)."</li>
                <li>"14 or more: a defeat — that many black swords."</li>
            </ul>
            <p>"Every other stack in the pile can only hurt: at 14 or more it gives its black swords; otherwise nothing. Example: a quest for Excalibur with Excalibur 5, 3, ?, ? makes 5 + 3 + 2×2 = 12 → 2 white swords; a Picts stack of 5, 3, 2, ?, ? beside it makes 14 → 1 black sword."</p>
        </section>
        <section>
            <h2>"Talking, and silence"</h2>
            <p>"Talk freely about what you remember of the pile — but a traitor may be listening, and lying. The moment a Morgan card reaches the pile, " <strong>"silence"</strong> ": no words, no looks, no signs, until someone goes on a quest or a Merlin is drawn. The app shows a banner while it lasts; keeping quiet is up to you."</p>
        </section>
        <section>
            <h2>"The characters"</h2>
            <ul>
                <li><strong>"Morgan #1"</strong> ": until a Merlin is drawn, whoever listens looks at the card alone, lays it face down and announces it. Loyal knights tell the truth; a traitor may lie. The announced card decides which quest the next player may go on."</li>
                <li><strong>"Morgan #2"</strong> ": until a Merlin is drawn, listens are counted aloud (the app shows the count)."</li>
                <li><strong>"Morgan #3"</strong> ": at the next quest, one more sword of each colour that quest placed."</li>
                <li><strong>"Morgan #4"</strong> " (three cards: +1, +2, +3): at the next quest, its value is added to every stack that has cards."</li>
                <li><strong>"Morgan #5"</strong> ": at the next quest, the main quest needs 12 or 13; an 11 counts as baseless."</li>
                <li><strong>"Morgan #6"</strong> ": at the next quest, every ? is worth 1."</li>
                <li><strong>"Morgan #7"</strong> ": if the next main quest reaches 14 or more, Camelot falls at once."</li>
                <li><strong>"Merlin #1, #2, #3"</strong> ": at the quest, each takes the highest numbered card out of two stacks (Picts and Saxons; Dragon and Holy Grail; Excalibur and Holy Grail). A Merlin never takes a ?."</li>
                <li><strong>"Merlin #4"</strong> " (two cards): its drawer secretly picks a quest with a token; at the next quest it takes that stack's highest numbered card out."</li>
                <li><strong>"Merlin #5"</strong> ": exactly 5 cards of the main quest in the pile means success, whatever the total."</li>
                <li>"Every Merlin drawn ends the silence, and ends Morgan #1 and #2 when drawn by a listener."</li>
                <li><strong>"Mordred"</strong> ": at the quest, +1 for each Picts card and each Saxons card."</li>
                <li><strong>"Vivien"</strong> ": its drawer takes one of the two set-aside loyalty cards and hands the other, unseen, to another player; each keeps one of their two cards. Nobody else learns what they kept."</li>
            </ul>
            <p>"Cards with quest symbols (quest cards, Morgan #4, Mordred, Vivien) let the next player go on those quests."</p>
        </section>
        <section>
            <h2>"The revealed traitor"</h2>
            <p>"A traitor whose card is face up can only " <strong>"spread rumors"</strong> " on his turns: draw two Rumor cards, lay one face up on the pile and discard the other unseen."</p>
        </section>
        <section>
            <h2>"The end of the game"</h2>
            <p>"As soon as a quest or an accusation leaves 7 or more swords of one colour on the table, every hidden loyalty card is turned up, and each traitor among them turns one white sword black. Then Camelot wins with more white than black swords and at least 7 white; Evil (with every traitor) wins with at least as many black as white and at least 7 black. If neither holds, play goes on, and the uncovered traitors now spread rumors."</p>
        </section>
        <section>
            <h2>"Variants"</h2>
            <ul>
                <li><strong>"Solo"</strong> ": one player, no loyalty cards, no accusations; Vivien does nothing."</li>
                <li><strong>"Promo cards"</strong> ": " <em>"Morgan #8"</em> " joins the Morgans before the six are picked: at the next quest Picts and Saxons count as one quest worth 2 swords. " <em>"Merlin #6"</em> ": its drawer may go on any quest at once and add 0 to 3 points to it."</li>
                <li><strong>"Knights to the Rescue"</strong> ": a main quest that fails with black swords gives its player a knight card; one that succeeds shuffles an unused Morgan into the deck. Arthur stops another player's quest (they listen instead); Tristan looks through the Rumor deck on your turn; Gawain adds one of three drawn cards to a quest before the swords; Galahad looks at a loyalty card instead of your action; Percival doubles the swords of an accusation or the flips of the end reveal. Arthur, Gawain and Percival are asked of the whole table at once, with \"No one\" for all, so asking gives nothing away."</li>
            </ul>
        </section>
        <section class="reconstructed">
            <h2>"Reconstructed: defined for this app"</h2>
            <p>"The rulebook leaves these open. The project's rule specification settles them (it marks them " <strong>"[defined here]"</strong> "); they are reconstructions, not the publisher's rules."</p>
            <ul>
                <li>"The three Morgan #4 cards are worth +1, +2 and +3 and show the Dragon, Excalibur and the Holy Grail. Mordred shows Picts and Saxons; Vivien shows all five quests."</li>
                <li>"A quest runs in this order: characters set apart; Merlin removals (the highest " <em>"numbered"</em> " card, never a ?; each Merlin removes on its own); totals (Mordred, Morgan #4, Merlin #6 included); the Morgan #8 merge; the main quest; the other stacks; Morgan #3. Gawain may then add a card and everything is counted again. Every sword is placed, even past 7."</li>
                <li>"Morgan #1 in the app: the drawer sees the card alone and picks the announcement; a loyal player's only choice is the truth; a traitor may name any card but a Merlin. A Merlin drawn under Morgan #1 is shown face up; Vivien still acts."</li>
                <li>"Morgan #1 and #2 last until a listener draws a Merlin, even across quests; Morgans #3 to #8 act on the next quest only."</li>
                <li>"Silence is shown, not enforced. The first player is chosen at setup. An empty pile allows no quest; with the deck and the discard pile both empty nobody can listen."</li>
                <li>"A revealed traitor with fewer than two cards to draw takes what there is. Vivien does nothing for a revealed drawer or in solo."</li>
                <li>"Merlin #5 beats Morgan #7 and counts only cards of the main quest (Picts and Saxons together under Morgan #8). Under Morgan #8 each ? counts within its own quest and Morgan #4 and Merlin #6 are added once. A main quest without cards counts 0 (plus Merlin #6)."</li>
                <li>"Gawain: the two other cards are discarded; three Morgans mean nothing is played; fewer cards after a reshuffle mean he draws what there is. A Merlin he plays removes at once, a Merlin #4 names its quest at once, Vivien swaps at once, Mordred counts."</li>
                <li>"Knights: the Morgan shuffled in after a success is random (Morgan #8 among them with promos); none left or an empty knight deck means nothing happens. A main quest fails whenever it places black swords."</li>
                <li>"A face-down card acts as what it really is when its effect is due. A traitor may announce a card known to be elsewhere."</li>
                <li>"A revealed traitor's draw counts for Morgan #2, but Morgan #1 does not bind him; a Merlin he lays face up ends silence and Morgan #1 and #2; one he discards does nothing; his Merlin #6 does nothing."</li>
                <li>"The discard pile is reshuffled the moment a card is needed, even in the middle of drawing two or three. Tristan looking at an empty deck sees nothing."</li>
                <li>"Vivien with nobody else unrevealed: the drawer keeps one of his two cards; the second set-aside card stays unseen."</li>
                <li>"End flips turn at most as many white swords as there are (Percival: two per traitor). Swords are not limited to the 16 in the box."</li>
                <li>"Merlin #6 happens in the same turn; Arthur may stop it (the drawer then listens once more). Galahad may look at any other unrevealed player. Arthur can only be played when the questing player could listen."</li>
            </ul>
        </section>
        <section class="reconstructed">
            <h2>"The app's own decisions"</h2>
            <p>"Cases neither the rulebook nor the spec covers, decided by this app's rules engine:"</p>
            <ul>
                <li>"If for a whole round every player could only pass, nothing can change any more: the game ends as a loss for Camelot."</li>
                <li>"Silence follows what was " <em>"announced"</em> " for a face-down card (all the table knows); effects due at once use the real card, so a real Morgan #2 or Vivien shows itself."</li>
                <li>"When a quest turns up a face-down card that differs from its announcement, and its drawer has not swapped loyalty since, everyone knows he holds a Traitor card: the app shows it, but he is not revealed and can still be accused."</li>
                <li>"A quest stopped by Arthur does not end the silence."</li>
                <li>"A Morgan #2 drawn while its count runs starts the count again."</li>
                <li>"Gawain: the question comes again after each Gawain; a Merlin #6 he plays does nothing; Merlins he plays do not end Morgan #1 and #2; quest cards he adds count for Merlin #5."</li>
                <li>"Percival is asked after the card (or the end reveal) is shown, so its holder knows which colour he doubles; at the end only when it could change the flips."</li>
                <li>"The knight questions are asked of every player who could answer (for Arthur, everyone but the questing player), and only when someone holds a knight card (the counts are public); one \"No one\" closes them. A revealed traitor may still answer them, but his own turns allow no Tristan or Galahad."</li>
                <li>"Tristan: one look per turn, shown to its holder until his action that turn; it is not the action itself, so a player who can only pass may still look first."</li>
                <li>"Vivien: the drawer keeps first, then the player who received the card."</li>
                <li>"Morgan #7: the quest's swords are still placed and the loyalty cards shown, then Evil wins."</li>
            </ul>
        </section>
    }
}

fn de() -> impl IntoView {
    view! {
        <section>
            <h2>"Das Ziel"</h2>
            <p>"Ihr seid Ritter der Tafelrunde und spielt gemeinsam gegen das Spiel selbst: einen Stapel Gerüchtekarten. Camelot gewinnt, wenn 7 weiße Schwerter auf der Tafelrunde liegen, bevor das Böse 7 schwarze hat. Doch vielleicht hält einer von euch heimlich eine Verräterkarte und arbeitet für die schwarzen Schwerter."</p>
        </section>
        <section>
            <h2>"Vorbereitung"</h2>
            <p>"Alle bekommen geheim eine Loyalitätskarte. Bei 2 bis 6 Spielern sind eine loyale Karte mehr im Spiel, als es Spieler gibt, dazu ein Verräter; bei 7 Spielern sieben loyale und zwei Verräter. Die zwei übrigen Karten werden ungesehen beiseitegelegt — es kann also auch gar keinen Verräter geben. Sechs der neun Morgan-Karten, zufällig gewählt, kommen in den Gerüchtestapel. Noch liegt kein Schwert auf dem Tisch."</p>
        </section>
        <section>
            <h2>"Dein Zug: genau eine Aktion"</h2>
            <ul>
                <li><strong>"Gerüchte anhören"</strong> ": die oberste Karte des Gerüchtestapels offen auf den Bedrohungsstapel legen. Nur die oberste Karte ist sichtbar; was darunter liegt, müsst ihr euch merken."</li>
                <li><strong>"Auf eine Queste ziehen"</strong> ": nur auf eine Queste, deren Symbol die oberste Karte zeigt (Pikten, Sachsen, Drache, Excalibur, Heiliger Gral). Nimm den ganzen Stapel, sortiere die Questenkarten in je einen Stapel pro Queste und zähle jeden zusammen. Figuren kommen auf keinen Stapel; ihre Wirkungen gelten."</li>
                <li>"Einen Mitspieler " <strong>"anklagen"</strong> ": einmal im Spiel und nur, solange mindestens 4 Schwerter (beide Farben zusammen) liegen. Der Angeklagte deckt seine Loyalitätskarte dauerhaft auf. Ein Verräter bringt Camelot ein weißes Schwert; ein treuer Ritter kostet ein schwarzes."</li>
            </ul>
            <p>"Ist nichts davon möglich, passt du (die App bietet das nur dann an). Ist der Gerüchtestapel leer, wird der Ablagestapel zum neuen gemischt."</p>
        </section>
        <section>
            <h2>"Eine Queste zusammenzählen"</h2>
            <p>"Zahlenkarten zählen ihre Zahl. Jedes " <strong>"?"</strong> " zählt so viel, wie ?-Karten in seinem eigenen Stapel liegen: zwei ? ergeben 2 + 2, drei ergeben 3 + 3 + 3. Die angesagte Queste ist die " <em>"Hauptqueste"</em> ":"</p>
            <ul>
                <li>"10 oder weniger: die Gerüchte waren haltlos — 1 schwarzes Schwert."</li>
                <li>"11, 12 oder 13: Erfolg — so viele weiße Schwerter, wie die Queste wert ist (Pikten 1, Sachsen 1, Drache 2, Excalibur 2, Heiliger Gral 3)."</li>
                <li>"14 oder mehr: eine Niederlage — so viele schwarze Schwerter."</li>
            </ul>
            <p>"Jeder andere Stapel kann nur schaden: ab 14 bringt er seine schwarzen Schwerter, sonst nichts. Beispiel: Eine Queste nach Excalibur mit Excalibur 5, 3, ?, ? ergibt 5 + 3 + 2×2 = 12 → 2 weiße Schwerter; ein Piktenstapel 5, 3, 2, ?, ? daneben ergibt 14 → 1 schwarzes Schwert."</p>
        </section>
        <section>
            <h2>"Reden und Schweigen"</h2>
            <p>"Redet frei darüber, was ihr euch vom Stapel gemerkt habt — aber ein Verräter hört vielleicht mit und lügt. Sobald eine Morgan-Karte auf den Stapel kommt, herrscht " <strong>"Schweigen"</strong> ": keine Worte, keine Blicke, keine Zeichen, bis jemand auf eine Queste zieht oder ein Merlin gezogen wird. Die App zeigt solange ein Banner; schweigen müsst ihr selbst."</p>
        </section>
        <section>
            <h2>"Die Figuren"</h2>
            <ul>
                <li><strong>"Morgan #1"</strong> ": bis ein Merlin gezogen wird, sieht wer anhört die Karte allein an, legt sie verdeckt und sagt sie an. Treue Ritter sagen die Wahrheit; ein Verräter darf lügen. Die angesagte Karte bestimmt, auf welche Queste der Nächste ziehen darf."</li>
                <li><strong>"Morgan #2"</strong> ": bis ein Merlin gezogen wird, wird jedes Anhören laut gezählt (die App zeigt den Stand)."</li>
                <li><strong>"Morgan #3"</strong> ": bei der nächsten Queste je ein Schwert mehr jeder Farbe, die sie gelegt hat."</li>
                <li><strong>"Morgan #4"</strong> " (drei Karten: +1, +2, +3): bei der nächsten Queste kommt ihr Wert auf jeden Stapel mit Karten."</li>
                <li><strong>"Morgan #5"</strong> ": bei der nächsten Queste braucht die Hauptqueste 12 oder 13; eine 11 gilt als haltlos."</li>
                <li><strong>"Morgan #6"</strong> ": bei der nächsten Queste zählt jedes ? nur 1."</li>
                <li><strong>"Morgan #7"</strong> ": erreicht die nächste Hauptqueste 14 oder mehr, fällt Camelot sofort."</li>
                <li><strong>"Merlin #1, #2, #3"</strong> ": bei der Queste nimmt jeder die höchste Zahlenkarte aus zwei Stapeln (Pikten und Sachsen; Drache und Gral; Excalibur und Gral). Ein Merlin nimmt nie ein ?."</li>
                <li><strong>"Merlin #4"</strong> " (zwei Karten): wer ihn zieht, wählt geheim mit einem Plättchen eine Queste; bei der nächsten Queste nimmt er deren höchste Zahlenkarte heraus."</li>
                <li><strong>"Merlin #5"</strong> ": liegen genau 5 Karten der Hauptqueste im Stapel, gelingt sie, egal wie hoch die Summe ist."</li>
                <li>"Jeder gezogene Merlin beendet das Schweigen und, beim Anhören gezogen, Morgan #1 und #2."</li>
                <li><strong>"Mordred"</strong> ": bei der Queste +1 für jede Pikten- und jede Sachsenkarte."</li>
                <li><strong>"Vivien"</strong> ": wer sie zieht, nimmt eine der zwei beiseitegelegten Loyalitätskarten und gibt die andere ungesehen einem Mitspieler; beide behalten je eine ihrer zwei Karten. Sonst erfährt niemand, was sie behalten."</li>
            </ul>
            <p>"Karten mit Questensymbolen (Questenkarten, Morgan #4, Mordred, Vivien) erlauben dem nächsten Spieler diese Questen."</p>
        </section>
        <section>
            <h2>"Der entlarvte Verräter"</h2>
            <p>"Ein Verräter, dessen Karte offen liegt, kann in seinen Zügen nur noch " <strong>"Gerüchte streuen"</strong> ": zwei Gerüchtekarten ziehen, eine offen auf den Stapel legen, die andere ungesehen abwerfen."</p>
        </section>
        <section>
            <h2>"Das Spielende"</h2>
            <p>"Sobald nach einer Queste oder Anklage 7 oder mehr Schwerter einer Farbe liegen, werden alle verdeckten Loyalitätskarten aufgedeckt, und jeder Verräter darunter dreht ein weißes Schwert auf Schwarz. Dann gewinnt Camelot mit mehr weißen als schwarzen Schwertern und mindestens 7 weißen; das Böse (mit jedem Verräter) gewinnt mit mindestens so vielen schwarzen wie weißen und mindestens 7 schwarzen. Trifft beides nicht zu, geht das Spiel weiter, und die entdeckten Verräter streuen nun Gerüchte."</p>
        </section>
        <section>
            <h2>"Varianten"</h2>
            <ul>
                <li><strong>"Solo"</strong> ": eine Person, keine Loyalitätskarten, keine Anklagen; Vivien wirkt nicht."</li>
                <li><strong>"Promokarten"</strong> ": " <em>"Morgan #8"</em> " kommt vor der Auswahl der sechs zu den Morgans: bei der nächsten Queste zählen Pikten und Sachsen als eine Queste im Wert von 2 Schwertern. " <em>"Merlin #6"</em> ": wer ihn zieht, darf sofort auf eine beliebige Queste und 0 bis 3 Punkte dazugeben."</li>
                <li><strong>"Ritter zur Rettung"</strong> ": eine Hauptqueste, die mit schwarzen Schwertern scheitert, bringt ihrem Spieler eine Ritterkarte; eine gelungene mischt eine unbenutzte Morgan in den Stapel. Artus stoppt die Queste eines anderen (er hört stattdessen an); Tristan sieht in deinem Zug den Gerüchtestapel durch; Gawain fügt einer Queste vor den Schwertern eine von drei gezogenen Karten hinzu; Galahad sieht statt deiner Aktion eine Loyalitätskarte an; Parzival verdoppelt die Schwerter einer Anklage oder das Umdrehen am Spielende. Nach Artus, Gawain und Parzival wird der ganze Tisch zugleich gefragt, mit „Niemand“ für alle — die Frage verrät also nichts."</li>
            </ul>
        </section>
        <section class="reconstructed">
            <h2>"Rekonstruiert: für diese App festgelegt"</h2>
            <p>"Das Regelheft lässt diese Punkte offen. Die Regelspezifikation des Projekts legt sie fest (dort mit " <strong>"[defined here]"</strong> " markiert); es sind Rekonstruktionen, keine Regeln des Verlags."</p>
            <ul>
                <li>"Die drei Morgan-#4-Karten sind +1, +2 und +3 wert und zeigen Drache, Excalibur und Heiligen Gral. Mordred zeigt Pikten und Sachsen; Vivien alle fünf Questen."</li>
                <li>"Eine Queste läuft in dieser Reihenfolge ab: Figuren beiseitelegen; Merlin entfernt (die höchste " <em>"Zahlen"</em> "karte, nie ein ?; jeder Merlin für sich); Summen (mit Mordred, Morgan #4, Merlin #6); Vereinigung durch Morgan #8; Hauptqueste; übrige Stapel; Morgan #3. Danach darf Gawain eine Karte hinzufügen, und alles wird neu gezählt. Jedes Schwert wird gelegt, auch über 7 hinaus."</li>
                <li>"Morgan #1 in der App: wer zieht, sieht die Karte allein und wählt die Ansage; ein treuer Spieler kann nur die Wahrheit wählen; ein Verräter jede Karte außer einem Merlin. Ein unter Morgan #1 gezogener Merlin wird offen gezeigt; Vivien wirkt trotzdem."</li>
                <li>"Morgan #1 und #2 wirken, bis beim Anhören ein Merlin gezogen wird, auch über Questen hinweg; Morgan #3 bis #8 nur auf die nächste Queste."</li>
                <li>"Das Schweigen wird angezeigt, nicht erzwungen. Der Startspieler wird bei der Vorbereitung gewählt. Ein leerer Bedrohungsstapel erlaubt keine Queste; sind Gerüchte- und Ablagestapel leer, kann niemand anhören."</li>
                <li>"Ein entlarvter Verräter mit weniger als zwei ziehbaren Karten nimmt, was da ist. Vivien wirkt nicht für einen entlarvten Zieher und nicht solo."</li>
                <li>"Merlin #5 schlägt Morgan #7 und zählt nur Karten der Hauptqueste (Pikten und Sachsen zusammen unter Morgan #8). Unter Morgan #8 zählt jedes ? innerhalb seiner eigenen Queste, und Morgan #4 und Merlin #6 kommen einmal dazu. Eine Hauptqueste ohne Karten zählt 0 (plus Merlin #6)."</li>
                <li>"Gawain: die zwei anderen Karten werden abgeworfen; drei Morgans heißt, nichts wird gespielt; nach einem Mischen mit weniger Karten zieht er, was da ist. Ein von ihm gespielter Merlin entfernt sofort, ein Merlin #4 wählt sofort seine Queste, Vivien tauscht sofort, Mordred zählt."</li>
                <li>"Ritter: die nach einem Erfolg eingemischte Morgan ist zufällig (mit Promos auch Morgan #8); ist keine mehr übrig oder der Ritterstapel leer, passiert nichts. Eine Hauptqueste scheitert, wann immer sie schwarze Schwerter legt."</li>
                <li>"Eine verdeckte Karte wirkt als das, was sie wirklich ist, wenn ihre Wirkung fällig ist. Ein Verräter darf auch eine Karte ansagen, von der man weiß, dass sie woanders liegt."</li>
                <li>"Das Ziehen eines entlarvten Verräters zählt für Morgan #2, Morgan #1 bindet ihn aber nicht; ein Merlin, den er offen legt, beendet Schweigen und Morgan #1 und #2; einer, den er abwirft, tut nichts; sein Merlin #6 tut nichts."</li>
                <li>"Der Ablagestapel wird gemischt, sobald eine Karte gebraucht wird, auch mitten im Ziehen von zwei oder drei. Tristan sieht bei leerem Stapel nichts."</li>
                <li>"Vivien, wenn sonst niemand unentdeckt ist: der Zieher behält eine seiner zwei Karten; die zweite beiseitegelegte bleibt ungesehen."</li>
                <li>"Am Ende werden höchstens so viele weiße Schwerter umgedreht, wie liegen (Parzival: zwei je Verräter). Schwerter sind nicht auf die 16 der Schachtel begrenzt."</li>
                <li>"Merlin #6 gilt im selben Zug; Artus darf ihn stoppen (dann hört der Zieher noch einmal an). Galahad darf jeden anderen unentdeckten Spieler ansehen. Artus geht nur, wenn der Questende anhören könnte."</li>
            </ul>
        </section>
        <section class="reconstructed">
            <h2>"Eigene Entscheidungen der App"</h2>
            <p>"Fälle, die weder Regelheft noch Spezifikation abdecken, entschieden von der Regel-Engine dieser App:"</p>
            <ul>
                <li>"Konnte eine ganze Runde lang jeder nur passen, kann sich nichts mehr ändern: das Spiel endet als Niederlage für Camelot."</li>
                <li>"Das Schweigen richtet sich nach der " <em>"Ansage"</em> " einer verdeckten Karte (mehr weiß der Tisch nicht); sofort fällige Wirkungen nutzen die echte Karte, eine echte Morgan #2 oder Vivien zeigt sich also."</li>
                <li>"Deckt eine Queste eine verdeckte Karte auf, die nicht der Ansage entspricht, und hat ihr Zieher seither nicht die Loyalität getauscht, wissen alle, dass er eine Verräterkarte hält: die App zeigt es, aber er ist nicht aufgedeckt und kann noch angeklagt werden."</li>
                <li>"Eine von Artus gestoppte Queste beendet das Schweigen nicht."</li>
                <li>"Eine Morgan #2, die gezogen wird, während ihre Zählung läuft, beginnt die Zählung neu."</li>
                <li>"Gawain: die Frage kommt nach jedem Gawain erneut; ein von ihm gespielter Merlin #6 tut nichts; von ihm gespielte Merlins beenden Morgan #1 und #2 nicht; von ihm hinzugefügte Questenkarten zählen für Merlin #5."</li>
                <li>"Nach Parzival wird gefragt, nachdem die Karte (oder die Schlussaufdeckung) gezeigt ist, damit sein Besitzer weiß, welche Farbe er verdoppelt; am Ende nur, wenn es das Umdrehen ändern kann."</li>
                <li>"Die Ritterfragen gehen an jeden, der antworten könnte (bei Artus alle außer dem Questenden), und nur, wenn jemand eine Ritterkarte hält (die Anzahl ist öffentlich); ein „Niemand“ schließt sie. Ein entlarvter Verräter darf noch antworten, in seinen eigenen Zügen aber weder Tristan noch Galahad spielen."</li>
                <li>"Tristan: ein Blick pro Zug, seinem Besitzer bis zur Aktion dieses Zugs gezeigt; er ist nicht selbst die Aktion, wer nur passen kann, darf also vorher schauen."</li>
                <li>"Vivien: zuerst behält der Zieher, dann der Spieler, der die Karte bekam."</li>
                <li>"Morgan #7: die Schwerter der Queste werden noch gelegt und die Loyalitätskarten gezeigt, dann gewinnt das Böse."</li>
            </ul>
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
