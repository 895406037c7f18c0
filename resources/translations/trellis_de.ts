<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>AppSettings</name>
    <message>
        <source>The settings file %1 is damaged; Trellis starts with its defaults and cannot keep your settings.</source>
        <translation>Die Einstellungsdatei %1 ist beschädigt; Trellis startet mit den Standardeinstellungen und kann Ihre Einstellungen nicht speichern.</translation>
    </message>
    <message>
        <source>The settings file was damaged; it is kept as %1 and Trellis starts with its defaults.</source>
        <translation>Die Einstellungsdatei war beschädigt; sie wurde als %1 aufbewahrt, und Trellis startet mit den Standardeinstellungen.</translation>
    </message>
</context>
<context>
    <name>BoardColours</name>
    <message>
        <source>Wood</source>
        <translation>Holz</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <source>Grey</source>
        <translation>Grau</translation>
    </message>
</context>
<context>
    <name>DatabaseError</name>
    <message>
        <source>%1: no such database</source>
        <translation>%1: Diese Datenbank gibt es nicht</translation>
    </message>
    <message>
        <source>%1: cannot open the database: %2</source>
        <translation>%1: Die Datenbank kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>%1 is not a game database (not an SQLite file)</source>
        <translation>%1 ist keine Partiedatenbank (keine SQLite-Datei)</translation>
    </message>
    <message>
        <source>%1 is an SQLite database of another program, not a game database</source>
        <translation>%1 ist eine SQLite-Datenbank eines anderen Programms, keine Partiedatenbank</translation>
    </message>
    <message>
        <source>%1 was written by a newer Trellis (schema %2; this version reads up to %3)</source>
        <translation>%1 wurde von einer neueren Trellis-Version geschrieben (Schema %2; diese Version liest bis Schema %3)</translation>
    </message>
    <message>
        <source>%1 is damaged: %2</source>
        <translation>%1 ist beschädigt: %2</translation>
    </message>
    <message>
        <source>database error: %1</source>
        <translation>Datenbankfehler: %1</translation>
    </message>
    <message>
        <source>no game with id %1</source>
        <translation>keine Partie mit der ID %1</translation>
    </message>
    <message>
        <source>game %1 cannot be read back: %2</source>
        <translation>Partie %1 kann nicht zurückgelesen werden: %2</translation>
    </message>
    <message>
        <source>the game cannot be stored: %1</source>
        <translation>die Partie kann nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>%1 is locked by another program (an import or a copy in progress?); try again when it is done</source>
        <translation>%1 ist von einem anderen Programm gesperrt (läuft gerade ein Import oder ein Kopiervorgang?); versuchen Sie es erneut, wenn er beendet ist</translation>
    </message>
    <message>
        <source>not a %1 position: &apos;%2&apos;: %3</source>
        <translation>keine gültige Stellung für %1: „%2“: %3</translation>
    </message>
    <message>
        <source>a tag name is missing</source>
        <translation>ein Tag-Name fehlt</translation>
    </message>
    <message>
        <source>a shared tag value is missing</source>
        <translation>ein gemeinsamer Tag-Wert fehlt</translation>
    </message>
    <message>
        <source>the position index&apos;s list of %1 from game %2 cannot be read</source>
        <translation>die Liste von %1 im Stellungsindex ab Partie %2 ist nicht lesbar</translation>
    </message>
    <message>
        <source>position %1</source>
        <translation>Stellung %1</translation>
    </message>
    <message>
        <source>material %1</source>
        <translation>Material %1</translation>
    </message>
    <message>
        <source>damaged extra tags</source>
        <translation>beschädigte zusätzliche Tags</translation>
    </message>
    <message>
        <source>bad page size</source>
        <translation>ungültige Seitengröße</translation>
    </message>
    <message>
        <source>truncated: %1 pages of %2 bytes expected, the file holds %3 bytes</source>
        <translation>abgeschnitten: %1 Seiten zu je %2 Bytes erwartet, die Datei enthält %3 Bytes</translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation>es ist ein Ordner</translation>
    </message>
    <message>
        <source>cannot create the data folder</source>
        <translation>der Datenordner kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>cannot switch the journal to WAL mode</source>
        <translation>das Journal kann nicht in den WAL-Modus umgestellt werden</translation>
    </message>
    <message>
        <source>unknown variant</source>
        <translation>unbekannte Spielvariante</translation>
    </message>
</context>
<context>
    <name>DatabasePanel</name>
    <message>
        <source>Delete %1</source>
        <translation>%1 löschen</translation>
    </message>
    <message>
        <source>Deleting %1…</source>
        <translation>Löschen von %1…</translation>
    </message>
    <message>
        <source>Restoring %1…</source>
        <translation>Wiederherstellen von %1…</translation>
    </message>
</context>
<context>
    <name>DiagramExport</name>
    <message>
        <source>%1 to move</source>
        <translation>%1 am Zug</translation>
    </message>
    <message>
        <source>square %1 is not part of this position</source>
        <translation>das Feld %1 gehört nicht zu dieser Stellung</translation>
    </message>
    <message>
        <source>no square %1 on this board</source>
        <translation>kein Feld %1 auf diesem Brett</translation>
    </message>
    <message>
        <source>no square %1 on this board (squares are named like %2)</source>
        <translation>kein Feld %1 auf diesem Brett (Felder heißen z. B. %2)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a colour (R, G, B, Y, a colour name or #rrggbb)</source>
        <translation>„%1“ ist keine Farbe (R, G, B, Y, ein englischer Farbname oder #rrggbb)</translation>
    </message>
    <message>
        <source>an arrow is FROM-TO[:COLOUR], not &apos;%1&apos;</source>
        <translation>ein Pfeil wird als VON-NACH[:FARBE] angegeben, nicht „%1“</translation>
    </message>
    <message>
        <source>Diagram</source>
        <translation>Diagramm</translation>
    </message>
    <message>
        <source>Made with Trellis</source>
        <translation>Erstellt mit Trellis</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>DiagramTheme</name>
    <message>
        <source>Black and white (print)</source>
        <translation>Schwarzweiß (Druck)</translation>
    </message>
    <message>
        <source>Screen colours</source>
        <translation>Bildschirmfarben</translation>
    </message>
</context>
<context>
    <name>Error</name>
    <message>
        <source>the [FEN] tag &apos;%1&apos; is a position of no variant (tried %2)</source>
        <translation>das [FEN]-Tag &apos;%1&apos; ist keine Stellung einer Variante (versucht: %2)</translation>
    </message>
    <message>
        <source>move %1: &apos;%2&apos; could be %3, and the game replays with more than one of them</source>
        <translation>Zug %1: &apos;%2&apos; kann %3 sein, und die Partie lässt sich mit mehr als einem davon nachspielen</translation>
    </message>
    <message>
        <source>the [FEN] tag holds the board after the last move, not the start: the game was read from the start position</source>
        <translation>das [FEN]-Tag enthält das Brett nach dem letzten Zug, nicht den Anfang: die Partie wurde von der Grundstellung gelesen</translation>
    </message>
    <message>
        <source>move %1: &apos;%2&apos; could be %4; %3 was taken, the only one with which the rest of the game replays</source>
        <translation>Zug %1: &apos;%2&apos; kann %4 sein; %3 wurde genommen, der einzige, mit dem sich der Rest der Partie nachspielen lässt</translation>
    </message>
    <message>
        <source>the [FEN] tag was repaired</source>
        <translation>das [FEN]-Tag wurde berichtigt</translation>
    </message>
    <message>
        <source>%1: castling rights &apos;%2&apos; the position cannot have were dropped (kept &apos;%3&apos;)</source>
        <translation>%1: Rochaderechte &apos;%2&apos;, die die Stellung nicht haben kann, wurden entfernt (behalten: &apos;%3&apos;)</translation>
    </message>
    <message>
        <source>game %1, line %2, column %3</source>
        <translation>Partie %1, Zeile %2, Spalte %3</translation>
    </message>
    <message>
        <source>no error</source>
        <translation>kein Fehler</translation>
    </message>
    <message>
        <source>unknown variant &apos;%1&apos; (known: %2)</source>
        <translation>unbekannte Spielvariante „%1“ (bekannt: %2)</translation>
    </message>
    <message>
        <source>%1 has no rule set &apos;%2&apos; (known: %3)</source>
        <translation>%1 hat keinen Regelsatz „%2“ (bekannt: %3)</translation>
    </message>
    <message>
        <source>%1: expected %2 fields, found %3</source>
        <translation>%1: %2 Felder erwartet, %3 gefunden</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not a board or level</source>
        <translation>%1: „%2“ ist kein Brett und keine Ebene</translation>
    </message>
    <message>
        <source>%1: the board or level %2 is given twice</source>
        <translation>%1: das Brett bzw. die Ebene %2 ist doppelt angegeben</translation>
    </message>
    <message>
        <source>%1: the main board %2 is missing</source>
        <translation>%1: das Hauptbrett %2 fehlt</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; needs %3 rows, found %4</source>
        <translation>%1: „%2“ braucht %3 Reihen, gefunden: %4</translation>
    </message>
    <message>
        <source>%1: the row &apos;%2&apos; needs %3 squares, found %4</source>
        <translation>%1: die Reihe „%2“ braucht %3 Felder, gefunden: %4</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; in the row &apos;%3&apos; is not a piece</source>
        <translation>%1: „%2“ in der Reihe „%3“ ist keine Figur</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; in the row &apos;%3&apos; is not a possible stack</source>
        <translation>%1: „%2“ in der Reihe „%3“ ist kein möglicher Stapel</translation>
    </message>
    <message>
        <source>%1: in the row &apos;%2&apos;, a heroic mark &apos;+&apos; does not stand right before a piece</source>
        <translation>%1: in der Reihe „%2“ steht ein Heldenzeichen „+“ nicht direkt vor einer Figur</translation>
    </message>
    <message>
        <source>%1: %2 cannot stand on %3</source>
        <translation>%1: %2 kann nicht auf %3 stehen</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; does not name the board&apos;s owner (w or b)</source>
        <translation>%1: „%2“ bezeichnet nicht den Besitzer des Bretts (w oder b)</translation>
    </message>
    <message>
        <source>%1: %2 attack boards, at most %3 allowed</source>
        <translation>%1: %2 Angriffsbretter, höchstens %3 erlaubt</translation>
    </message>
    <message>
        <source>%1: %2 has %3 attack boards, at most %4 allowed</source>
        <translation>%1: %2 hat %3 Angriffsbretter, höchstens %4 erlaubt</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not a side to move</source>
        <translation>%1: „%2“ ist keine Seite, die am Zug sein kann</translation>
    </message>
    <message>
        <source>%1: bad castling rights &apos;%2&apos;</source>
        <translation>%1: ungültige Rochaderechte „%2“</translation>
    </message>
    <message>
        <source>%1: bad en passant square &apos;%2&apos;</source>
        <translation>%1: ungültiges En-passant-Feld „%2“</translation>
    </message>
    <message>
        <source>%1: bad double-step rights: &apos;%2&apos; is not a pawn on its start square</source>
        <translation>%1: ungültige Doppelschrittrechte: „%2“ ist kein Bauer auf seinem Ausgangsfeld</translation>
    </message>
    <message>
        <source>%1: bad pending promotion &apos;%2&apos;</source>
        <translation>%1: ungültige ausstehende Umwandlung „%2“</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not a halfmove clock</source>
        <translation>%1: „%2“ ist kein gültiger Halbzugzähler</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not a move number</source>
        <translation>%1: „%2“ ist keine gültige Zugnummer</translation>
    </message>
    <message>
        <source>%1: %2 has %4 pieces of type %3, needs exactly one</source>
        <translation>%1: %2 hat %4 Figuren vom Typ %3, erlaubt ist genau eine</translation>
    </message>
    <message>
        <source>%1: a second %2 %3 on %4</source>
        <translation>%1: ein zweiter %3 für %2 auf %4</translation>
    </message>
    <message>
        <source>%1: a pawn on %2, a rank where no pawn can stand</source>
        <translation>%1: ein Bauer auf %2, einer Reihe, auf der kein Bauer stehen kann</translation>
    </message>
    <message>
        <source>%1: %2 is in check but it is not %2&apos;s turn</source>
        <translation>%1: %2 steht im Schach, obwohl %2 nicht am Zug ist</translation>
    </message>
    <message>
        <source>%1: bad turn-in-progress &apos;%2&apos;</source>
        <translation>%1: ungültiger laufender Zug „%2“</translation>
    </message>
    <message>
        <source>%1: the turn-in-progress step &apos;%2&apos; from %3 is not legal</source>
        <translation>%1: der Schritt „%2“ des laufenden Zuges von %3 aus ist nicht regelgemäß</translation>
    </message>
    <message>
        <source>%1: %2 has no %3</source>
        <translation>%1: %2 hat keinen %3</translation>
    </message>
    <message>
        <source>%1: the two %2s face each other with nothing between</source>
        <translation>%1: die beiden Figuren vom Typ %2 stehen sich ohne Zwischenfigur gegenüber</translation>
    </message>
    <message>
        <source>%1: a pawn on %2, its own first rank</source>
        <translation>%1: ein Bauer auf %2, seiner eigenen Grundreihe</translation>
    </message>
    <message>
        <source>%1: too many %3 pieces for one side: %2 has %4, at most %5</source>
        <translation>%1: zu viele Figuren vom Typ %3 für eine Seite: %2 hat %4, höchstens %5</translation>
    </message>
    <message>
        <source>%1: %2 has %3 pieces more than its starting set, but only %4 pawns are missing to have promoted</source>
        <translation>%1: %2 hat %3 Figuren mehr als in der Ausgangsaufstellung, aber es fehlen nur %4 Bauern, die umgewandelt worden sein könnten</translation>
    </message>
    <message>
        <source>%1: %2 is in check from %3 pieces at once, which no move can give</source>
        <translation>%1: %2 steht gleichzeitig im Schach durch %3 Figuren, was kein Zug bewirken kann</translation>
    </message>
    <message>
        <source>%1: %2&apos;s last piece besides the Commander, the %3 on %4, is not heroic (the Last Guard rule makes it heroic)</source>
        <translation>%1: die letzte Figur von %2 neben dem Kommandeur, %3 auf %4, ist keine Heldenfigur (nach der Regel der letzten Wache wird sie zur Heldenfigur)</translation>
    </message>
    <message>
        <source>empty move text</source>
        <translation>leerer Zugtext</translation>
    </message>
    <message>
        <source>cannot read &apos;%1&apos; (&apos;%2&apos; is not part of a move)</source>
        <translation>„%1“ kann nicht gelesen werden („%2“ gehört nicht zu einem Zug)</translation>
    </message>
    <message>
        <source>no legal move matches &apos;%1&apos;</source>
        <translation>kein regelgemäßer Zug passt zu „%1“</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is ambiguous: %2</source>
        <translation>„%1“ ist mehrdeutig: %2</translation>
    </message>
    <message>
        <source>the move is not legal here</source>
        <translation>der Zug ist hier nicht regelgemäß</translation>
    </message>
    <message>
        <source>unexpected &apos;%1&apos;</source>
        <translation>unerwartetes „%1“</translation>
    </message>
    <message>
        <source>a tag name must follow &apos;[&apos;</source>
        <translation>nach „[“ muss ein Tag-Name folgen</translation>
    </message>
    <message>
        <source>the value of tag %1 must be in double quotes</source>
        <translation>der Wert des Tags %1 muss in doppelten Anführungszeichen stehen</translation>
    </message>
    <message>
        <source>the value of tag %1 has no closing &apos;&quot;&apos;</source>
        <translation>dem Wert des Tags %1 fehlt das schließende „&quot;“</translation>
    </message>
    <message>
        <source>the tag %1 has no closing &apos;]&apos;</source>
        <translation>dem Tag %1 fehlt die schließende „]“</translation>
    </message>
    <message>
        <source>unterminated comment (no closing &apos;}&apos;)</source>
        <translation>nicht abgeschlossener Kommentar (keine schließende „}“)</translation>
    </message>
    <message>
        <source>a number must follow &apos;$&apos;</source>
        <translation>nach „$“ muss eine Zahl folgen</translation>
    </message>
    <message>
        <source>NAG %1 out of range (0-255)</source>
        <translation>NAG %1 außerhalb des gültigen Bereichs (0–255)</translation>
    </message>
    <message>
        <source>unknown move annotation &apos;%1&apos;</source>
        <translation>unbekanntes Kommentarzeichen „%1“</translation>
    </message>
    <message>
        <source>annotation &apos;%1&apos; at the start of a variation, before any move</source>
        <translation>Kommentarzeichen „%1“ am Anfang einer Variante, vor jedem Zug</translation>
    </message>
    <message>
        <source>&apos;e.p.&apos; without a move before it</source>
        <translation>„e.p.“ ohne vorangehenden Zug</translation>
    </message>
    <message>
        <source>a variation must follow the move it replaces</source>
        <translation>eine Variante muss auf den Zug folgen, den sie ersetzt</translation>
    </message>
    <message>
        <source>variations nested deeper than %1</source>
        <translation>Varianten tiefer verschachtelt als %1 Ebenen</translation>
    </message>
    <message>
        <source>&apos;)&apos; without a matching &apos;(&apos;</source>
        <translation>„)“ ohne zugehörige „(“</translation>
    </message>
    <message>
        <source>empty variation</source>
        <translation>leere Variante</translation>
    </message>
    <message>
        <source>unterminated variation (no &apos;)&apos; before the game ends)</source>
        <translation>nicht abgeschlossene Variante (keine „)“ vor dem Ende der Partie)</translation>
    </message>
    <message>
        <source>unknown variant &apos;%1&apos;</source>
        <translation>unbekannte Spielvariante „%1“</translation>
    </message>
    <message>
        <source>no [Variant] tag, and no variant reads games without one</source>
        <translation>kein [Variant]-Tag, und keine Spielvariante liest Partien ohne diesen Tag</translation>
    </message>
    <message>
        <source>no [Variant] tag, and no variant reads the first move &apos;%1&apos; (tried %2)</source>
        <translation>kein [Variant]-Tag, und keine Spielvariante kann den ersten Zug „%1“ lesen (versucht: %2)</translation>
    </message>
    <message>
        <source>bad [Rules] tag</source>
        <translation>ungültiger [Rules]-Tag</translation>
    </message>
    <message>
        <source>bad [FEN] tag</source>
        <translation>ungültiger [FEN]-Tag</translation>
    </message>
    <message>
        <source>[SetUp &quot;1&quot;] without a [FEN] tag</source>
        <translation>[SetUp &quot;1&quot;] ohne [FEN]-Tag</translation>
    </message>
    <message>
        <source>move %1: illegal move &apos;%2&apos;</source>
        <translation>Zug %1: regelwidriger Zug „%2“</translation>
    </message>
    <message>
        <source>the start position can only change before the first turn</source>
        <translation>die Anfangsstellung kann nur vor dem ersten Zug geändert werden</translation>
    </message>
    <message>
        <source>no node %1</source>
        <translation>kein Knoten %1</translation>
    </message>
    <message>
        <source>cannot open %1: %2</source>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>cannot save %1: %2</source>
        <translation>%1 kann nicht gespeichert werden: %2</translation>
    </message>
    <message>
        <source>cannot save %1: the path names no file</source>
        <translation>%1 kann nicht gespeichert werden: der Pfad bezeichnet keine Datei</translation>
    </message>
    <message>
        <source>the stored game cannot be read or written: %1</source>
        <translation>die gespeicherte Partie kann nicht gelesen oder geschrieben werden: %1</translation>
    </message>
    <message>
        <source>the goal &apos;%1&apos; is not &apos;mate in N&apos; or &apos;win&apos;</source>
        <translation>das Ziel „%1“ ist weder „mate in N“ noch „win“</translation>
    </message>
    <message>
        <source>the puzzle gives no solving turn</source>
        <translation>die Aufgabe enthält keinen Lösungszug</translation>
    </message>
    <message>
        <source>there is no mate in %1 from this position</source>
        <translation>aus dieser Stellung gibt es kein Matt in %1</translation>
    </message>
    <message>
        <source>%1 %2 does not mate in %3</source>
        <translation>%1 %2 führt nicht zum Matt in %3</translation>
    </message>
    <message>
        <source>%1 %2 is not the longest defence: %3 holds out longer</source>
        <translation>%1 %2 ist nicht die längste Verteidigung: %3 hält länger stand</translation>
    </message>
    <message>
        <source>the line goes on after the mate at move %1</source>
        <translation>die Variante geht nach dem Matt bei Zug %1 weiter</translation>
    </message>
    <message>
        <source>no decisive gain: the best turn %1 scores %2</source>
        <translation>kein entscheidender Vorteil: der beste Zug %1 erreicht nur %2</translation>
    </message>
    <message>
        <source>%1 %2 is not the winning turn: the engine finds %3</source>
        <translation>%1 %2 ist nicht der Gewinnzug: die Engine findet %3</translation>
    </message>
    <message>
        <source>your own piece is on %1</source>
        <translation>auf %1 steht Ihre eigene Figur</translation>
    </message>
    <message>
        <source>the %1 on %2 cannot reach %3: it does not move that way</source>
        <translation>%1 auf %2 kann %3 nicht erreichen: so zieht diese Figur nicht</translation>
    </message>
    <message>
        <source>the %1 on %2 cannot reach %3: it goes at most %4 square(s) that way</source>
        <translation>%1 auf %2 kann %3 nicht erreichen: sie zieht in diese Richtung höchstens %4 Feld(er)</translation>
    </message>
    <message>
        <source>the %1 on %2 cannot reach %3: the path is blocked on %4</source>
        <translation>%1 auf %2 kann %3 nicht erreichen: der Weg ist auf %4 versperrt</translation>
    </message>
    <message>
        <source>that would leave your %1 in check</source>
        <translation>damit stünde Ihr %1 im Schach</translation>
    </message>
    <message>
        <source>that would leave your %1 facing the enemy %1</source>
        <translation>damit stünde Ihr %1 dem gegnerischen %1 direkt gegenüber</translation>
    </message>
    <message>
        <source>the %1 cannot move onto land (%2)</source>
        <translation>%1 kann nicht auf Land ziehen (%2)</translation>
    </message>
    <message>
        <source>the %1 cannot move onto water (%2)</source>
        <translation>%1 kann nicht aufs Wasser ziehen (%2)</translation>
    </message>
    <message>
        <source>the %1 cannot cross the river from %2 to %3: heavy pieces cross only straight along a bridge</source>
        <translation>%1 kann den Fluss nicht von %2 nach %3 überqueren: schwere Figuren überqueren ihn nur geradeaus über eine Brücke</translation>
    </message>
    <message>
        <source>the %1 cannot fly there: %2 is in the enemy&apos;s air defence</source>
        <translation>%1 kann dort nicht hinfliegen: %2 liegt in der gegnerischen Flugabwehrzone</translation>
    </message>
    <message>
        <source>error %1</source>
        <translation>Fehler %1</translation>
    </message>
    <message>
        <source>%1 is not a weights file (a JSON object): %2</source>
        <translation>%1 ist keine Gewichtsdatei (ein JSON-Objekt): %2</translation>
    </message>
    <message>
        <source>%1 holds weights for &apos;%2&apos;, not for &apos;%3&apos;</source>
        <translation>%1 enthält Gewichte für „%2“, nicht für „%3“</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not a weight of this variant&apos;s evaluation</source>
        <translation>%1: „%2“ ist kein Gewicht der Bewertung dieser Spielvariante</translation>
    </message>
    <message>
        <source>%1: the weight &apos;%2&apos; is not a whole number from -100000 to 100000</source>
        <translation>%1: das Gewicht „%2“ ist keine ganze Zahl von -100000 bis 100000</translation>
    </message>
    <message>
        <source>the %1 on %2 could reach %3, but the turn could not then be finished legally (every piece must be able to stay where it is left, and your %4 safe)</source>
        <translation>%1 auf %2 könnte %3 erreichen, doch dann ließe sich der Zug nicht regelgerecht beenden (jede Figur muss dort stehen bleiben können, wo sie zurückbleibt, und Ihr %4 muss sicher sein)</translation>
    </message>
    <message>
        <source>the engine failed: %1</source>
        <translation>die Engine ist fehlgeschlagen: %1</translation>
    </message>
</context>
<context>
    <name>GameSheet</name>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <source>Result: %1</source>
        <translation>Ergebnis: %1</translation>
    </message>
    <message>
        <source>Start: %1</source>
        <translation>Anfangsstellung: %1</translation>
    </message>
    <message>
        <source>After %1: %2</source>
        <translation>Nach %1: %2</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
</context>
<context>
    <name>NagGlyph</name>
    <message>
        <source>Good move</source>
        <translation>Guter Zug</translation>
    </message>
    <message>
        <source>Mistake</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Brilliant move</source>
        <translation>Brillanter Zug</translation>
    </message>
    <message>
        <source>Blunder</source>
        <translation>Grober Fehler</translation>
    </message>
    <message>
        <source>Interesting move</source>
        <translation>Interessanter Zug</translation>
    </message>
    <message>
        <source>Dubious move</source>
        <translation>Zweifelhafter Zug</translation>
    </message>
    <message>
        <source>Only move</source>
        <translation>Einziger Zug</translation>
    </message>
    <message>
        <source>Singular move</source>
        <translation>Einzig möglicher Zug</translation>
    </message>
    <message>
        <source>Equal position</source>
        <translation>Ausgeglichene Stellung</translation>
    </message>
    <message>
        <source>Equal chances, quiet position</source>
        <translation>Gleiche Chancen, ruhige Stellung</translation>
    </message>
    <message>
        <source>Equal chances, active position</source>
        <translation>Gleiche Chancen, lebhafte Stellung</translation>
    </message>
    <message>
        <source>Unclear position</source>
        <translation>Unklare Stellung</translation>
    </message>
    <message>
        <source>First player is slightly better</source>
        <translation>Erster Spieler steht etwas besser</translation>
    </message>
    <message>
        <source>Second player is slightly better</source>
        <translation>Zweiter Spieler steht etwas besser</translation>
    </message>
    <message>
        <source>First player is better</source>
        <translation>Erster Spieler steht besser</translation>
    </message>
    <message>
        <source>Second player is better</source>
        <translation>Zweiter Spieler steht besser</translation>
    </message>
    <message>
        <source>First player is winning</source>
        <translation>Erster Spieler steht auf Gewinn</translation>
    </message>
    <message>
        <source>Second player is winning</source>
        <translation>Zweiter Spieler steht auf Gewinn</translation>
    </message>
    <message>
        <source>Zugzwang</source>
        <translation>Zugzwang</translation>
    </message>
    <message>
        <source>Development advantage</source>
        <translation>Entwicklungsvorsprung</translation>
    </message>
    <message>
        <source>Initiative</source>
        <translation>Initiative</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Angriff</translation>
    </message>
    <message>
        <source>Counterplay</source>
        <translation>Gegenspiel</translation>
    </message>
    <message>
        <source>Time trouble</source>
        <translation>Zeitnot</translation>
    </message>
    <message>
        <source>Novelty</source>
        <translation>Neuerung</translation>
    </message>
    <message>
        <source>Diagram</source>
        <translation>Diagramm</translation>
    </message>
</context>
<context>
    <name>QAbstractSpinBox</name>
    <message>
        <source>&amp;Select All</source>
        <translation>&amp;Alles auswählen</translation>
    </message>
    <message>
        <source>&amp;Step up</source>
        <translation>Wert &amp;erhöhen</translation>
    </message>
    <message>
        <source>Step &amp;down</source>
        <translation>Wert &amp;verringern</translation>
    </message>
</context>
<context>
    <name>QDockWidget</name>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Closes the dock widget</source>
        <translation>Schließt das angedockte Fenster</translation>
    </message>
    <message>
        <source>Float</source>
        <translation>Abdocken</translation>
    </message>
    <message>
        <source>Undocks and re-attaches the dock widget</source>
        <translation>Dockt das Fenster ab und wieder an</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>Look in:</source>
        <translation>Suchen in:</translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation>Datei&amp;name:</translation>
    </message>
    <message>
        <source>Files of type:</source>
        <translation>Dateityp:</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Öffnen</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>&amp;Choose</source>
        <translation>&amp;Auswählen</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Vor</translation>
    </message>
    <message>
        <source>Parent Directory</source>
        <translation>Übergeordneter Ordner</translation>
    </message>
    <message>
        <source>Create New Folder</source>
        <translation>Neuen Ordner erstellen</translation>
    </message>
    <message>
        <source>List View</source>
        <translation>Liste</translation>
    </message>
    <message>
        <source>Detail View</source>
        <translation>Details</translation>
    </message>
    <message>
        <source>All Files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message>
        <source>%1 already exists.
Do you want to replace it?</source>
        <translation>%1 existiert bereits.
Möchten Sie die Datei ersetzen?</translation>
    </message>
    <message>
        <source>%1
Directory not found.
Please verify the correct directory name was given.</source>
        <translation>%1
Ordner nicht gefunden.
Bitte prüfen Sie, ob der Ordnername richtig angegeben ist.</translation>
    </message>
    <message>
        <source>%1
File not found.
Please verify the correct file name was given.</source>
        <translation>%1
Datei nicht gefunden.
Bitte prüfen Sie, ob der Dateiname richtig angegeben ist.</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <source>&amp;New Folder</source>
        <translation>&amp;Neuer Ordner</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>&amp;Umbenennen</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is write protected.
Do you want to delete it anyway?</source>
        <translation>„%1“ ist schreibgeschützt.
Möchten Sie es trotzdem löschen?</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Alt+Left</source>
        <translation>Alt+Left</translation>
    </message>
    <message>
        <source>Alt+Right</source>
        <translation>Alt+Right</translation>
    </message>
    <message>
        <source>Alt+Up</source>
        <translation>Alt+Up</translation>
    </message>
    <message>
        <source>Are you sure you want to delete &apos;%1&apos;?</source>
        <translation>Möchten Sie „%1“ wirklich löschen?</translation>
    </message>
    <message>
        <source>Change to detail view mode</source>
        <translation>Zur Detailansicht wechseln</translation>
    </message>
    <message>
        <source>Change to list view mode</source>
        <translation>Zur Listenansicht wechseln</translation>
    </message>
    <message>
        <source>Could not delete directory.</source>
        <translation>Der Ordner konnte nicht gelöscht werden.</translation>
    </message>
    <message>
        <source>Create a New Folder</source>
        <translation>Einen neuen Ordner erstellen</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Directories</source>
        <translation>Ordner</translation>
    </message>
    <message>
        <source>Directory:</source>
        <translation>Ordner:</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Dateien</translation>
    </message>
    <message>
        <source>Find Directory</source>
        <translation>Ordner suchen</translation>
    </message>
    <message>
        <source>Go back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Go forward</source>
        <translation>Vorwärts</translation>
    </message>
    <message>
        <source>Go to the parent directory</source>
        <translation>Zum übergeordneten Ordner wechseln</translation>
    </message>
    <message>
        <source>List of places and bookmarks</source>
        <translation>Liste der Orte und Lesezeichen</translation>
    </message>
    <message>
        <source>New Folder</source>
        <translation>Neuer Ordner</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <source>Recent Places</source>
        <translation>Zuletzt besuchte Orte</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>Speichern unter</translation>
    </message>
    <message>
        <source>Show </source>
        <translation>Anzeigen: </translation>
    </message>
    <message>
        <source>Show &amp;hidden files</source>
        <translation>&amp;Versteckte Dateien anzeigen</translation>
    </message>
    <message>
        <source>Sidebar</source>
        <translation>Seitenleiste</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>Date Modified</source>
        <translation>Geändert am</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>My Computer</source>
        <translation>Arbeitsplatz</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Einfügen</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>&amp;Ausschneiden</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Alles auswählen</translation>
    </message>
</context>
<context>
    <name>QMessageBox</name>
    <message>
        <source>Show Details...</source>
        <translation>Details anzeigen...</translation>
    </message>
    <message>
        <source>Hide Details...</source>
        <translation>Details ausblenden...</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>an untitled game</source>
        <translation>eine unbenannte Partie</translation>
    </message>
    <message>
        <source>Restore Unsaved Game</source>
        <translation>Ungespeicherte Partie wiederherstellen</translation>
    </message>
    <message>
        <source>Trellis did not close properly. Restore %1 as it was at %2?</source>
        <translation>Trellis wurde nicht ordnungsgemäß beendet. %1 im Stand von %2 wiederherstellen?</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Save All</source>
        <translation>Alle speichern</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Ja</translation>
    </message>
    <message>
        <source>Yes to &amp;All</source>
        <translation>Ja für &amp;alle</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Nein</translation>
    </message>
    <message>
        <source>N&amp;o to All</source>
        <translation>N&amp;ein für alle</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>Ignorieren</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Verwerfen</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Hilfe</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Anwenden</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Zurücksetzen</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Standardwerte wiederherstellen</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Einfügen</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>Copy &amp;Link Location</source>
        <translation>&amp;Link-Adresse kopieren</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>&amp;Ausschneiden</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Alles auswählen</translation>
    </message>
</context>
<context>
    <name>SampleTitles</name>
    <message>
        <source>%1 sample game</source>
        <translation>%1: Beispielpartie</translation>
    </message>
    <message>
        <source>%1 puzzles</source>
        <translation>%1: Aufgaben</translation>
    </message>
    <message>
        <source>%1 training positions from games</source>
        <translation>%1: Trainingsstellungen aus Partien</translation>
    </message>
</context>
<context>
    <name>SceneSnapshot</name>
    <message>
        <source>the 3D view needs OpenGL, which this display does not offer</source>
        <translation>die 3D-Ansicht braucht OpenGL, das dieser Bildschirm nicht bietet</translation>
    </message>
    <message>
        <source>the 3D view did not render within 30 s</source>
        <translation>die 3D-Ansicht wurde nicht innerhalb von 30 s gezeichnet</translation>
    </message>
    <message>
        <source>the 3D snapshot did not render within 30 s</source>
        <translation>der 3D-Schnappschuss wurde nicht innerhalb von 30 s gezeichnet</translation>
    </message>
    <message>
        <source>the graphics card cannot render a picture of this size</source>
        <translation>die Grafikkarte kann kein Bild dieser Größe erzeugen</translation>
    </message>
</context>
<context>
    <name>Translations</name>
    <message>
        <source>System default</source>
        <translation>Systemsprache</translation>
    </message>
</context>
<context>
    <name>TriDDiagramPainter</name>
    <message>
        <source>Stacked levels</source>
        <translation>Ebenen übereinander</translation>
    </message>
    <message>
        <source>Side by side</source>
        <translation>Nebeneinander</translation>
    </message>
</context>
<context>
    <name>Variant</name>
    <message>
        <source>Chess</source>
        <translation>Schach</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>SAN</source>
        <translation>SAN</translation>
    </message>
    <message>
        <source>Long algebraic</source>
        <translation>Lange algebraische Notation</translation>
    </message>
    <message>
        <source>King</source>
        <translation>König</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <source>Rook</source>
        <translation>Turm</translation>
    </message>
    <message>
        <source>Bishop</source>
        <translation>Läufer</translation>
    </message>
    <message>
        <source>Knight</source>
        <translation>Springer</translation>
    </message>
    <message>
        <source>Pawn</source>
        <translation>Bauer</translation>
    </message>
    <message>
        <source>Cotulenh</source>
        <translation>Cotulenh</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <source>LAN</source>
        <translation>LAN</translation>
    </message>
    <message>
        <source>Commander</source>
        <translation>Kommandeur</translation>
    </message>
    <message>
        <source>Infantry</source>
        <translation>Infanterie</translation>
    </message>
    <message>
        <source>Tank</source>
        <translation>Panzer</translation>
    </message>
    <message>
        <source>Militia</source>
        <translation>Miliz</translation>
    </message>
    <message>
        <source>Engineer</source>
        <translation>Pionier</translation>
    </message>
    <message>
        <source>Artillery</source>
        <translation>Artillerie</translation>
    </message>
    <message>
        <source>Anti-Air</source>
        <translation>Flugabwehr</translation>
    </message>
    <message>
        <source>Missile</source>
        <translation>Rakete</translation>
    </message>
    <message>
        <source>Air Force</source>
        <translation>Luftwaffe</translation>
    </message>
    <message>
        <source>Navy</source>
        <translation>Marine</translation>
    </message>
    <message>
        <source>Headquarters</source>
        <translation>Hauptquartier</translation>
    </message>
    <message>
        <source>Tri-D Chess</source>
        <translation>Tri-D-Schach</translation>
    </message>
    <message>
        <source>Composite</source>
        <translation>Zusammengesetzte Notation</translation>
    </message>
    <message>
        <source>Meder</source>
        <translation>Meder-Notation</translation>
    </message>
</context>
<context>
    <name>trellis::AnalysisModel</name>
    <message>
        <source>Stopped</source>
        <translation>Angehalten</translation>
    </message>
    <message>
        <source>Analysing…</source>
        <translation>Analyse läuft…</translation>
    </message>
    <message>
        <source>Stopped at depth %1</source>
        <translation>Angehalten bei Tiefe %1</translation>
    </message>
    <message>
        <source>The engine could not be started (%1): %2</source>
        <translation>Die Engine konnte nicht gestartet werden (%1): %2</translation>
    </message>
    <message>
        <source>The engine crashed.</source>
        <translation>Die Engine ist abgestürzt.</translation>
    </message>
    <message>
        <source>The engine failed (exit code %1)%2</source>
        <translation>Die Engine ist fehlgeschlagen (Exit-Code %1)%2</translation>
    </message>
    <message>
        <source>Finished at depth %1</source>
        <translation>Beendet bei Tiefe %1</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Beendet</translation>
    </message>
    <message>
        <source>Depth %1, %2 nodes, %3 nodes/s</source>
        <translation>Tiefe %1, %2 Knoten, %3 Knoten/s</translation>
    </message>
    <message>
        <source>%1
%2 nodes, %3 nodes/s</source>
        <translation>%1
%2 Knoten, %3 Knoten/s</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Bewertung</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Tiefe</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Variante</translation>
    </message>
</context>
<context>
    <name>trellis::AnalysisPanel</name>
    <message>
        <source>Lines: </source>
        <translation>Varianten: </translation>
    </message>
    <message>
        <source>Depth: </source>
        <translation>Tiefe: </translation>
    </message>
    <message>
        <source>Depth: ∞</source>
        <translation>Tiefe: ∞</translation>
    </message>
    <message>
        <source>The analysis stops at this depth (∞: no limit)</source>
        <translation>Die Analyse endet bei dieser Tiefe (∞: unbegrenzt)</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Time: </source>
        <translation>Zeit: </translation>
    </message>
    <message>
        <source>Time: ∞</source>
        <translation>Zeit: ∞</translation>
    </message>
    <message>
        <source>The analysis stops after this many seconds (∞: no limit)</source>
        <translation>Die Analyse endet nach so vielen Sekunden (∞: unbegrenzt)</translation>
    </message>
    <message>
        <source>Add as variation</source>
        <translation>Als Variante übernehmen</translation>
    </message>
    <message>
        <source>Adds the selected line (or the best) to the game, with its score as a comment</source>
        <translation>Fügt die ausgewählte (oder die beste) Variante mit ihrer Bewertung als Kommentar in die Partie ein</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stoppen</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Starten</translation>
    </message>
    <message>
        <source>Built-in engine</source>
        <translation>Eingebaute Engine</translation>
    </message>
    <message>
        <source>The engine that analyses (Edit &gt; Engines…)</source>
        <translation>Die Engine, die analysiert (Bearbeiten &gt; Engines…)</translation>
    </message>
</context>
<context>
    <name>trellis::DatabasePanel</name>
    <message>
        <source>No database</source>
        <translation>Keine Datenbank</translation>
    </message>
    <message>
        <source>Search players or event</source>
        <translation>Spieler oder Turnier suchen</translation>
    </message>
    <message>
        <source>Shows the games whose players or event contain the text</source>
        <translation>Zeigt die Partien, deren Spieler oder Turnier den Text enthalten</translation>
    </message>
    <message>
        <source>Filter by player, event, site, dates, result, variant, length</source>
        <translation>Nach Spieler, Turnier, Ort, Datum, Ergebnis, Spielvariante und Länge filtern</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Zurücksetzen</translation>
    </message>
    <message>
        <source>Shows every game again</source>
        <translation>Zeigt wieder alle Partien</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Stellung</translation>
    </message>
    <message>
        <source>Shows the games that reach the board&apos;s position, by any move order (with the other filters)</source>
        <translation>Zeigt die Partien, die die Stellung auf dem Brett erreichen, in beliebiger Zugfolge (zusammen mit den übrigen Filtern)</translation>
    </message>
    <message>
        <source>Details…</source>
        <translation>Details…</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <source>Searching the games that reach the position…</source>
        <translation>Partien, die die Stellung erreichen, werden gesucht…</translation>
    </message>
    <message>
        <source>1 game reaches the board&apos;s position.</source>
        <translation>1 Partie erreicht die Stellung auf dem Brett.</translation>
    </message>
    <message>
        <source>%1 games reach the board&apos;s position.</source>
        <translation>%1 Partien erreichen die Stellung auf dem Brett.</translation>
    </message>
    <message>
        <source>Filter (%1)…</source>
        <translation>Filter (%1)…</translation>
    </message>
    <message>
        <source>Filter…</source>
        <translation>Filter…</translation>
    </message>
    <message>
        <source>counting…</source>
        <translation>wird gezählt…</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>1 game</source>
        <translation>1 Partie</translation>
    </message>
    <message>
        <source>%1 games</source>
        <translation>%1 Partien</translation>
    </message>
    <message>
        <source>No database is open: File &gt; Open Database… or New Database…</source>
        <translation>Keine Datenbank geöffnet: Datei &gt; Datenbank öffnen… oder Neue Datenbank…</translation>
    </message>
    <message>
        <source>This database holds no games yet.
Drop game files (.pgn, .tdc) here to import them, or use File &gt; Import Games…</source>
        <translation>Diese Datenbank enthält noch keine Partien.
Ziehen Sie Partiedateien (.pgn, .tdc) hierher, um sie zu importieren, oder wählen Sie Datei &gt; Partien importieren…</translation>
    </message>
    <message>
        <source>No game matches the search and the filter.</source>
        <translation>Keine Partie entspricht der Suche und dem Filter.</translation>
    </message>
    <message>
        <source>%1 files</source>
        <translation>%1 Dateien</translation>
    </message>
    <message>
        <source>Importing %1…</source>
        <translation>%1 wird importiert…</translation>
    </message>
    <message>
        <source>Importing %1: %2 read, %3 added · %4 games/s</source>
        <translation>Import von %1: %2 gelesen, %3 hinzugefügt · %4 Partien/s</translation>
    </message>
    <message>
        <source> · %1 broken</source>
        <translation> · %1 fehlerhaft</translation>
    </message>
    <message>
        <source>The import stopped after %1: %2</source>
        <translation>Der Import brach nach %1 ab: %2</translation>
    </message>
    <message>
        <source>Import cancelled; the %1 imported so far are kept.</source>
        <translation>Import abgebrochen; die bisher importierten %1 bleiben erhalten.</translation>
    </message>
    <message>
        <source>Imported %1 from %2.</source>
        <translation>%1 aus %2 importiert.</translation>
    </message>
    <message>
        <source>Skipped %1 that could not be read.</source>
        <translation>%1 übersprungen, da nicht lesbar.</translation>
    </message>
    <message>
        <source>Left out %1 already in the database.</source>
        <translation>%1 ausgelassen, da bereits in der Datenbank.</translation>
    </message>
    <message>
        <source>Replaced %1 by a longer version.</source>
        <translation>%1 durch eine längere Fassung ersetzt.</translation>
    </message>
    <message>
        <source>An import or export is under way: wait for it to end, or cancel it.</source>
        <translation>Ein Import oder Export läuft: Warten Sie, bis er beendet ist, oder brechen Sie ihn ab.</translation>
    </message>
    <message>
        <source>Exporting to %1: %2 of %3 games</source>
        <translation>Export nach %1: %2 von %3 Partien</translation>
    </message>
    <message>
        <source>The export failed: %1</source>
        <translation>Der Export ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>Export cancelled; %1 is as it was.</source>
        <translation>Export abgebrochen; %1 ist unverändert.</translation>
    </message>
    <message>
        <source>Exported %1 to %2.</source>
        <translation>%1 nach %2 exportiert.</translation>
    </message>
    <message>
        <source>Left out %1 that could not be read back: %2</source>
        <translation>%1 ausgelassen, da nicht zurücklesbar: %2</translation>
    </message>
    <message>
        <source>Exporting to %1…</source>
        <translation>Export nach %1…</translation>
    </message>
    <message>
        <source>Restored %1.</source>
        <translation>%1 wiederhergestellt.</translation>
    </message>
    <message>
        <source>Deleted %1.</source>
        <translation>%1 gelöscht.</translation>
    </message>
    <message>
        <source>The games are in %1 already.</source>
        <translation>Die Partien sind bereits in %1.</translation>
    </message>
    <message>
        <source>Copied %1 to %2.</source>
        <translation>%1 nach %2 kopiert.</translation>
    </message>
    <message>
        <source>Copy Games to Database</source>
        <translation>Partien in Datenbank kopieren</translation>
    </message>
    <message>
        <source>Game databases (*.trellisdb)</source>
        <translation>Partiedatenbanken (*.trellisdb)</translation>
    </message>
    <message>
        <source>&amp;Open in the Studio</source>
        <translation>Im Studio &amp;öffnen</translation>
    </message>
    <message>
        <source>&amp;Copy to Database</source>
        <translation>In Datenbank &amp;kopieren</translation>
    </message>
    <message>
        <source>&amp;Other Database…</source>
        <translation>&amp;Andere Datenbank…</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <source>&amp;Filter…</source>
        <translation>&amp;Filter…</translation>
    </message>
    <message>
        <source>Nothing deleted: cancelled.</source>
        <translation>Nichts gelöscht: abgebrochen.</translation>
    </message>
    <message>
        <source>Copying %1 to %2…</source>
        <translation>Kopieren von %1 nach %2…</translation>
    </message>
    <message>
        <source>Nothing copied: cancelled.</source>
        <translation>Nichts kopiert: abgebrochen.</translation>
    </message>
    <message>
        <source>Compact the database when the import or export under way is over.</source>
        <translation>Komprimieren Sie die Datenbank, wenn der laufende Import oder Export beendet ist.</translation>
    </message>
    <message>
        <source>Compacting %1…</source>
        <translation>%1 wird komprimiert…</translation>
    </message>
    <message>
        <source>Nothing compacted: cancelled.</source>
        <translation>Nichts komprimiert: abgebrochen.</translation>
    </message>
    <message>
        <source>Compacted %1: %2 before, %3 now.</source>
        <translation>%1 komprimiert: vorher %2, jetzt %3.</translation>
    </message>
</context>
<context>
    <name>trellis::EnginesDialog</name>
    <message>
        <source>Engines</source>
        <translation>Engines</translation>
    </message>
    <message>
        <source>Add Engine…</source>
        <translation>Engine hinzufügen…</translation>
    </message>
    <message>
        <source>Add Stockfish</source>
        <translation>Stockfish hinzufügen</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Used for</source>
        <translation>Verwendet für</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Optionen</translation>
    </message>
    <message>
        <source>UCI Engine Program</source>
        <translation>UCI-Engine-Programm</translation>
    </message>
    <message>
        <source>Reading the options of %1…</source>
        <translation>Optionen von %1 werden gelesen…</translation>
    </message>
    <message>
        <source>Not added: %1</source>
        <translation>Nicht hinzugefügt: %1</translation>
    </message>
    <message>
        <source>The engine does not answer: %1</source>
        <translation>Die Engine antwortet nicht: %1</translation>
    </message>
</context>
<context>
    <name>trellis::EvaluationBar</name>
    <message>
        <source>Evaluation: %1 (from White&apos;s / Red&apos;s side)</source>
        <translation>Bewertung: %1 (aus Sicht von Weiß / Rot)</translation>
    </message>
    <message>
        <source>Evaluation: start the analysis to see it</source>
        <translation>Bewertung: Starten Sie die Analyse, um sie zu sehen</translation>
    </message>
</context>
<context>
    <name>trellis::EvaluationGraph</name>
    <message>
        <source>The engine&apos;s score after each turn, from White&apos;s / Red&apos;s side (Game &gt; Analyse Game). Click to go to a turn.</source>
        <translation>Die Bewertung der Engine nach jedem Zug, aus Sicht von Weiß / Rot (Partie &gt; Partie analysieren). Klicken Sie, um zu einem Zug zu springen.</translation>
    </message>
</context>
<context>
    <name>trellis::ExportDiagramDialog</name>
    <message>
        <source>Export Diagram</source>
        <translation>Diagramm exportieren</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>as the diagram</source>
        <translation>wie das Diagramm</translation>
    </message>
    <message>
        <source>Pixels per point of the PNG picture (2× for sharp printing and high-density screens); SVG and PDF are drawn as shapes</source>
        <translation>Pixel pro Punkt im PNG-Bild (2× für scharfen Druck und hochauflösende Bildschirme); SVG und PDF werden als Vektorgrafik gezeichnet</translation>
    </message>
    <message>
        <source>&amp;Flip the board</source>
        <translation>Brett &amp;drehen</translation>
    </message>
    <message>
        <source>C&amp;oordinates</source>
        <translation>&amp;Koordinaten</translation>
    </message>
    <message>
        <source>&amp;Last turn</source>
        <translation>&amp;Letzter Zug</translation>
    </message>
    <message>
        <source>C&amp;heck</source>
        <translation>S&amp;chach</translation>
    </message>
    <message>
        <source>&amp;Marks and arrows of the turn</source>
        <translation>&amp;Markierungen und Pfeile des Zuges</translation>
    </message>
    <message>
        <source>Text under the board; {tomove}, {status}, {turn}, {players}, {event}, {site}, {date}, {round} and {result} stand for what the position and the game say</source>
        <translation>Text unter dem Brett; {tomove}, {status}, {turn}, {players}, {event}, {site}, {date}, {round} und {result} stehen für die Angaben aus Stellung und Partie</translation>
    </message>
    <message>
        <source>e.g. e2-e4:R d5:Y</source>
        <translation>z. B. e2-e4:R d5:Y</translation>
    </message>
    <message>
        <source>More arrows (FROM-TO) and marked squares, each with an optional :colour (R, G, B, Y, a colour name or #rrggbb)</source>
        <translation>Weitere Pfeile (VON-NACH) und markierte Felder, jeweils optional mit :FARBE (R, G, B, Y, ein englischer Farbname oder #rrggbb)</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation>&amp;Farbschema:</translation>
    </message>
    <message>
        <source>La&amp;yout:</source>
        <translation>An&amp;ordnung:</translation>
    </message>
    <message>
        <source>&amp;Width:</source>
        <translation>&amp;Breite:</translation>
    </message>
    <message>
        <source>H&amp;eight:</source>
        <translation>&amp;Höhe:</translation>
    </message>
    <message>
        <source>&amp;PNG scale:</source>
        <translation>&amp;PNG-Skalierung:</translation>
    </message>
    <message>
        <source>&amp;Caption:</source>
        <translation>Bild&amp;unterschrift:</translation>
    </message>
    <message>
        <source>&amp;Arrows, marks:</source>
        <translation>Pf&amp;eile, Markierungen:</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>&amp;Speichern…</translation>
    </message>
    <message>
        <source>Cop&amp;y Image</source>
        <translation>Bild kop&amp;ieren</translation>
    </message>
    <message>
        <source>%1 × %2 px</source>
        <translation>%1 × %2 px</translation>
    </message>
    <message>
        <source>Arrows and marks: %1</source>
        <translation>Pfeile und Markierungen: %1</translation>
    </message>
    <message>
        <source>%1: the file name must end in .svg, .png or .pdf</source>
        <translation>%1: Der Dateiname muss auf .svg, .png oder .pdf enden</translation>
    </message>
    <message>
        <source>diagram.svg</source>
        <translation>diagramm.svg</translation>
    </message>
    <message>
        <source>SVG picture (*.svg);;PNG picture (*.png);;PDF document (*.pdf)</source>
        <translation>SVG-Bild (*.svg);;PNG-Bild (*.png);;PDF-Dokument (*.pdf)</translation>
    </message>
    <message>
        <source>The picture is on the clipboard.</source>
        <translation>Das Bild ist in der Zwischenablage.</translation>
    </message>
</context>
<context>
    <name>trellis::ExportSheetDialog</name>
    <message>
        <source>Export Game Sheet</source>
        <translation>Partieformular exportieren</translation>
    </message>
    <message>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>US-Letter</translation>
    </message>
    <message>
        <source>&amp;Flip the boards</source>
        <translation>Bretter &amp;drehen</translation>
    </message>
    <message>
        <source>C&amp;oordinates</source>
        <translation>&amp;Koordinaten</translation>
    </message>
    <message>
        <source>page </source>
        <translation>Seite </translation>
    </message>
    <message>
        <source>&amp;Diagrams:</source>
        <translation>Dia&amp;gramme:</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation>&amp;Farbschema:</translation>
    </message>
    <message>
        <source>&amp;Paper:</source>
        <translation>&amp;Papier:</translation>
    </message>
    <message>
        <source>Pre&amp;view:</source>
        <translation>&amp;Vorschau:</translation>
    </message>
    <message>
        <source>&amp;Save PDF…</source>
        <translation>PDF &amp;speichern…</translation>
    </message>
    <message numerus="yes">
        <source>%n page(s)</source>
        <translation>
            <numerusform>%n Seite</numerusform>
            <numerusform>%n Seiten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n diagram(s)</source>
        <translation>
            <numerusform>%n Diagramm</numerusform>
            <numerusform>%n Diagramme</numerusform>
        </translation>
    </message>
    <message>
        <source>game.pdf</source>
        <translation>partie.pdf</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>PDF-Dokument (*.pdf)</translation>
    </message>
    <message>
        <source>only after turns marked ▦ Diagram</source>
        <translation>nur nach Zügen mit ▦ Diagramm</translation>
    </message>
    <message>
        <source>A diagram after each turn marked with the ▦ Diagram glyph (right-click a turn in the move list: Annotation glyph), and, when a number is set, after every so many turns of the main line</source>
        <translation>Ein Diagramm nach jedem Zug mit dem Zeichen ▦ Diagramm (Rechtsklick auf einen Zug in der Zugliste: Kommentarzeichen) und, wenn eine Zahl eingestellt ist, nach jeweils so vielen Zügen der Hauptvariante</translation>
    </message>
    <message numerus="yes">
        <source>every %n turn(s)</source>
        <translation>
            <numerusform>nach jedem Zug (%n)</numerusform>
            <numerusform>alle %n Züge</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>trellis::GameAnalysisDialog</name>
    <message>
        <source>Analyse Game</source>
        <translation>Partie analysieren</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>unbegrenzt</translation>
    </message>
    <message>
        <source>&amp;Mark mistakes (?) and blunders (??)</source>
        <translation>&amp;Fehler (?) und grobe Fehler (??) markieren</translation>
    </message>
    <message>
        <source>A turn that loses %1 pawn or more is a mistake, %2 pawns or more a blunder. Turns that already have a move assessment keep it. One undo step takes the marks back.</source>
        <translation>Ein Zug, der %1 Bauern oder mehr verliert, ist ein Fehler, ab %2 Bauern ein grober Fehler. Züge, die bereits eine Zugbewertung haben, behalten sie. Ein einziger Rückgängig-Schritt nimmt die Markierungen zurück.</translation>
    </message>
    <message>
        <source>&amp;Time per position:</source>
        <translation>&amp;Zeit pro Stellung:</translation>
    </message>
    <message>
        <source>&amp;Depth limit:</source>
        <translation>Maximale &amp;Tiefe:</translation>
    </message>
    <message>
        <source>Built-in engine</source>
        <translation>Eingebaute Engine</translation>
    </message>
    <message>
        <source>The engine the analysis panel uses for this variant: choose another there (engines are added in Edit &gt; Engines…).</source>
        <translation>Die Engine, die das Analysefenster für diese Spielvariante verwendet: dort lässt sich eine andere wählen (Engines kommen unter Bearbeiten &gt; Engines… hinzu).</translation>
    </message>
    <message>
        <source>Engine:</source>
        <translation>Engine:</translation>
    </message>
</context>
<context>
    <name>trellis::GameEvaluation</name>
    <message>
        <source>Mark mistakes and blunders</source>
        <translation>Fehler und grobe Fehler markieren</translation>
    </message>
</context>
<context>
    <name>trellis::GameFilterDialog</name>
    <message>
        <source>Filter Games</source>
        <translation>Partien filtern</translation>
    </message>
    <message>
        <source>part of a name</source>
        <translation>Teil eines Namens</translation>
    </message>
    <message>
        <source>either side</source>
        <translation>beliebige Seite</translation>
    </message>
    <message>
        <source>first player (%1)</source>
        <translation>erster Spieler (%1)</translation>
    </message>
    <message>
        <source>second player (%1)</source>
        <translation>zweiter Spieler (%1)</translation>
    </message>
    <message>
        <source>part of the event&apos;s name</source>
        <translation>Teil des Turniernamens</translation>
    </message>
    <message>
        <source>part of the site&apos;s name</source>
        <translation>Teil des Ortsnamens</translation>
    </message>
    <message>
        <source>YYYY.MM.DD</source>
        <translation>JJJJ.MM.TT</translation>
    </message>
    <message>
        <source>any result</source>
        <translation>beliebiges Ergebnis</translation>
    </message>
    <message>
        <source>1-0 (the first player won)</source>
        <translation>1-0 (der erste Spieler hat gewonnen)</translation>
    </message>
    <message>
        <source>0-1 (the second player won)</source>
        <translation>0-1 (der zweite Spieler hat gewonnen)</translation>
    </message>
    <message>
        <source>1/2-1/2 (draw)</source>
        <translation>1/2-1/2 (remis)</translation>
    </message>
    <message>
        <source>* (unfinished)</source>
        <translation>* (nicht beendet)</translation>
    </message>
    <message>
        <source>any variant</source>
        <translation>beliebige Spielvariante</translation>
    </message>
    <message>
        <source>any</source>
        <translation>beliebig</translation>
    </message>
    <message>
        <source>as</source>
        <translation>als</translation>
    </message>
    <message>
        <source>to</source>
        <translation>bis</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Spieler:</translation>
    </message>
    <message>
        <source>&amp;Event:</source>
        <translation>&amp;Turnier:</translation>
    </message>
    <message>
        <source>&amp;Site:</source>
        <translation>&amp;Ort:</translation>
    </message>
    <message>
        <source>&amp;Dates:</source>
        <translation>&amp;Zeitraum:</translation>
    </message>
    <message>
        <source>&amp;Result:</source>
        <translation>&amp;Ergebnis:</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>Spiel&amp;variante:</translation>
    </message>
    <message>
        <source>&amp;Length in turns:</source>
        <translation>&amp;Länge in Zügen:</translation>
    </message>
    <message>
        <source>C&amp;lear All</source>
        <translation>&amp;Alle zurücksetzen</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a date: write YYYY, YYYY.MM or YYYY.MM.DD.</source>
        <translation>„%1“ ist kein Datum: Schreiben Sie JJJJ, JJJJ.MM oder JJJJ.MM.TT.</translation>
    </message>
</context>
<context>
    <name>trellis::GameHeaderStrip</name>
    <message>
        <source>Double-click to edit the game&apos;s headers</source>
        <translation>Doppelklicken Sie, um die Partiedaten zu bearbeiten</translation>
    </message>
    <message>
        <source>round %1</source>
        <translation>Runde %1</translation>
    </message>
</context>
<context>
    <name>trellis::GameModel</name>
    <message>
        <source>Play turn</source>
        <translation>Zug spielen</translation>
    </message>
    <message>
        <source>Add variation</source>
        <translation>Variante hinzufügen</translation>
    </message>
    <message>
        <source>Edit comment</source>
        <translation>Kommentar bearbeiten</translation>
    </message>
    <message>
        <source>Set annotation glyphs</source>
        <translation>Kommentarzeichen setzen</translation>
    </message>
    <message>
        <source>Edit headers</source>
        <translation>Partiedaten bearbeiten</translation>
    </message>
    <message>
        <source>Mark square</source>
        <translation>Feld markieren</translation>
    </message>
    <message>
        <source>Draw arrow</source>
        <translation>Pfeil zeichnen</translation>
    </message>
    <message>
        <source>Promote variation</source>
        <translation>Variante hochstufen</translation>
    </message>
    <message>
        <source>Demote variation</source>
        <translation>Variante zurückstufen</translation>
    </message>
    <message>
        <source>Delete from here</source>
        <translation>Ab hier löschen</translation>
    </message>
</context>
<context>
    <name>trellis::GlyphPalette</name>
    <message>
        <source>Annotation Glyphs</source>
        <translation>Kommentarzeichen</translation>
    </message>
    <message>
        <source>Glyph %1 on the current turn: %2</source>
        <translation>Kommentarzeichen %1 für den aktuellen Zug: %2</translation>
    </message>
</context>
<context>
    <name>trellis::HeaderDialog</name>
    <message>
        <source>Game Headers</source>
        <translation>Partiedaten</translation>
    </message>
    <message>
        <source>&amp;Event:</source>
        <translation>&amp;Turnier:</translation>
    </message>
    <message>
        <source>&amp;Site:</source>
        <translation>&amp;Ort:</translation>
    </message>
    <message>
        <source>&amp;Date:</source>
        <translation>&amp;Datum:</translation>
    </message>
    <message>
        <source>R&amp;ound:</source>
        <translation>&amp;Runde:</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1:</translation>
    </message>
    <message>
        <source>YYYY.MM.DD, ?? where unknown</source>
        <translation>JJJJ.MM.TT, ?? für Unbekanntes</translation>
    </message>
    <message>
        <source>1-0 (%1 wins)</source>
        <translation>1-0 (%1 gewinnt)</translation>
    </message>
    <message>
        <source>0-1 (%1 wins)</source>
        <translation>0-1 (%1 gewinnt)</translation>
    </message>
    <message>
        <source>1/2-1/2 (draw)</source>
        <translation>1/2-1/2 (remis)</translation>
    </message>
    <message>
        <source>* (not finished, or unknown)</source>
        <translation>* (nicht beendet oder unbekannt)</translation>
    </message>
    <message>
        <source>&amp;Result:</source>
        <translation>&amp;Ergebnis:</translation>
    </message>
    <message>
        <source>Tag</source>
        <translation>Tag</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>&amp;Add Tag</source>
        <translation>Tag hin&amp;zufügen</translation>
    </message>
    <message>
        <source>Re&amp;move Tag</source>
        <translation>Tag ent&amp;fernen</translation>
    </message>
    <message>
        <source>Other tags:</source>
        <translation>Weitere Tags:</translation>
    </message>
    <message>
        <source>Row %1: the tag needs a name.</source>
        <translation>Zeile %1: Der Tag braucht einen Namen.</translation>
    </message>
    <message>
        <source>Row %1: &quot;%2&quot; is not a tag name: use letters, digits and &apos;_&apos;.</source>
        <translation>Zeile %1: „%2“ ist kein gültiger Tag-Name: Verwenden Sie Buchstaben, Ziffern und „_“.</translation>
    </message>
    <message>
        <source>Row %1: %2 says what the game is; it is not edited here.</source>
        <translation>Zeile %1: %2 legt die Art der Partie fest und wird hier nicht bearbeitet.</translation>
    </message>
    <message>
        <source>Row %1: %2 is there already.</source>
        <translation>Zeile %1: %2 ist bereits vorhanden.</translation>
    </message>
</context>
<context>
    <name>trellis::ImportIssuesDialog</name>
    <message>
        <source>Games Not Imported</source>
        <translation>Nicht importierte Partien</translation>
    </message>
    <message>
        <source>One game could not be read and was skipped; the others were imported.</source>
        <translation>Eine Partie konnte nicht gelesen werden und wurde übersprungen; die übrigen wurden importiert.</translation>
    </message>
    <message>
        <source>%1 games could not be read and were skipped; the others were imported.</source>
        <translation>%1 Partien konnten nicht gelesen werden und wurden übersprungen; die übrigen wurden importiert.</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Zeile</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Grund</translation>
    </message>
    <message>
        <source>&amp;Copy All</source>
        <translation>Alle &amp;kopieren</translation>
    </message>
</context>
<context>
    <name>trellis::MainWindow</name>
    <message>
        <source>Read with a repair: %1</source>
        <translation>Mit einer Berichtigung gelesen: %1</translation>
    </message>
    <message>
        <source>the view is 2d, 3d or both, not &apos;%1&apos;</source>
        <translation>die Ansicht ist 2d, 3d oder both, nicht „%1“</translation>
    </message>
    <message>
        <source>the 3D view needs OpenGL, which this display does not offer</source>
        <translation>die 3D-Ansicht braucht OpenGL, das dieser Bildschirm nicht bietet</translation>
    </message>
    <message>
        <source>&amp;2D Board</source>
        <translation>&amp;2D-Brett</translation>
    </message>
    <message>
        <source>&amp;3D Board</source>
        <translation>&amp;3D-Brett</translation>
    </message>
    <message>
        <source>2D &amp;and 3D</source>
        <translation>2D &amp;und 3D</translation>
    </message>
    <message>
        <source>&amp;Camera</source>
        <translation>&amp;Kamera</translation>
    </message>
    <message>
        <source>&amp;First Player&apos;s View (White / Red)</source>
        <translation>Sicht des &amp;ersten Spielers (Weiß / Rot)</translation>
    </message>
    <message>
        <source>&amp;Second Player&apos;s View (Black / Blue)</source>
        <translation>Sicht des &amp;zweiten Spielers (Schwarz / Blau)</translation>
    </message>
    <message>
        <source>&amp;Top View</source>
        <translation>Ansicht von &amp;oben</translation>
    </message>
    <message>
        <source>Si&amp;de View</source>
        <translation>Ansicht von der &amp;Seite</translation>
    </message>
    <message>
        <source>&amp;Reset Camera</source>
        <translation>Kamera zu&amp;rücksetzen</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>New %1 Game</source>
        <translation>Neue Partie: %1</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Öffnen…</translation>
    </message>
    <message>
        <source>Open &amp;Sample</source>
        <translation>Beis&amp;piel öffnen</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <source>Copy &amp;Image</source>
        <translation>&amp;Bild kopieren</translation>
    </message>
    <message>
        <source>&amp;Copy Position String</source>
        <translation>Stellungscode &amp;kopieren</translation>
    </message>
    <message>
        <source>&amp;Paste Position String</source>
        <translation>Stellungscode &amp;einfügen</translation>
    </message>
    <message>
        <source>Copy &amp;Game Text</source>
        <translation>&amp;Partietext kopieren</translation>
    </message>
    <message>
        <source>Paste G&amp;ame Text</source>
        <translation>Partie&amp;text einfügen</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>Ein&amp;stellungen…</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>Edit &amp;Headers…</source>
        <translation>Partie&amp;daten bearbeiten…</translation>
    </message>
    <message>
        <source>&amp;First Position</source>
        <translation>Zur &amp;Anfangsstellung</translation>
    </message>
    <message>
        <source>&amp;Previous Turn</source>
        <translation>&amp;Vorheriger Zug</translation>
    </message>
    <message>
        <source>&amp;Next Turn</source>
        <translation>&amp;Nächster Zug</translation>
    </message>
    <message>
        <source>&amp;Last Position</source>
        <translation>Zur &amp;Endstellung</translation>
    </message>
    <message>
        <source>P&amp;romote Variation</source>
        <translation>Variante &amp;hochstufen</translation>
    </message>
    <message>
        <source>&amp;Demote Variation</source>
        <translation>Variante &amp;zurückstufen</translation>
    </message>
    <message>
        <source>Delete From &amp;Here</source>
        <translation>Ab hier &amp;löschen</translation>
    </message>
    <message>
        <source>Annotation &amp;Glyph</source>
        <translation>Ko&amp;mmentarzeichen</translation>
    </message>
    <message>
        <source>&amp;Commit Deploy</source>
        <translation>Aufteilen &amp;bestätigen</translation>
    </message>
    <message>
        <source>C&amp;ancel Deploy</source>
        <translation>Aufteilen abbre&amp;chen</translation>
    </message>
    <message>
        <source>A&amp;nalyse</source>
        <translation>Analy&amp;sieren</translation>
    </message>
    <message>
        <source>Analyse &amp;Game…</source>
        <translation>&amp;Partie analysieren…</translation>
    </message>
    <message>
        <source>&amp;Board</source>
        <translation>B&amp;rett</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Flip Board</source>
        <translation>Brett &amp;drehen</translation>
    </message>
    <message>
        <source>&amp;Animate Moves</source>
        <translation>Züge &amp;animieren</translation>
    </message>
    <message>
        <source>&amp;Notation</source>
        <translation>&amp;Notation</translation>
    </message>
    <message>
        <source>&amp;Puzzles</source>
        <translation>A&amp;ufgaben</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <source>&amp;About Trellis</source>
        <translation>&amp;Über Trellis</translation>
    </message>
    <message>
        <source>Deploy</source>
        <translation>Aufteilen</translation>
    </message>
    <message>
        <source>About Trellis</source>
        <translation>Über Trellis</translation>
    </message>
    <message>
        <source>&lt;b&gt;Trellis&lt;/b&gt;&lt;p&gt;An analysis and editor studio for chess variants with composite turns.&lt;/p&gt;&lt;p&gt;Games: %1.&lt;/p&gt;&lt;p&gt;%2&lt;/p&gt;&lt;p&gt;Built with Qt %3, running on Qt %4.&lt;/p&gt;&lt;p&gt;Licence: GNU General Public License, version 3 or later (Show Details for its text).&lt;/p&gt;</source>
        <translation>&lt;b&gt;Trellis&lt;/b&gt;&lt;p&gt;Ein Studio zum Analysieren und Bearbeiten von Schachvarianten mit zusammengesetzten Zügen.&lt;/p&gt;&lt;p&gt;Spiele: %1.&lt;/p&gt;&lt;p&gt;%2&lt;/p&gt;&lt;p&gt;Erstellt mit Qt %3, läuft unter Qt %4.&lt;/p&gt;&lt;p&gt;Lizenz: GNU General Public License, Version 3 oder neuer (den Lizenztext zeigt „Details einblenden“).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <source>Comment</source>
        <translation>Kommentar</translation>
    </message>
    <message>
        <source>Comment on the current turn</source>
        <translation>Kommentar zum aktuellen Zug</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Unbenannt</translation>
    </message>
    <message>
        <source>%1, game %2</source>
        <translation>%1, Partie %2</translation>
    </message>
    <message>
        <source>%1 holds no readable game.%2</source>
        <translation>%1 enthält keine lesbare Partie.%2</translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation>Partie öffnen</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Partie:</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) skipped: %1</source>
        <translation>
            <numerusform>%n Partie übersprungen: %1</numerusform>
            <numerusform>%n Partien übersprungen: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation>Partie speichern</translation>
    </message>
    <message>
        <source>Games (*.pgn *.tdc)</source>
        <translation>Partien (*.pgn *.tdc)</translation>
    </message>
    <message>
        <source>Games (*.pgn *.tdc);;All files (*)</source>
        <translation>Partien (*.pgn *.tdc);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <source>The game has unsaved changes. Save them?</source>
        <translation>Die Partie enthält ungespeicherte Änderungen. Sollen sie gespeichert werden?</translation>
    </message>
    <message>
        <source>Trellis</source>
        <translation>Trellis</translation>
    </message>
    <message>
        <source>Not a %1 position string: %2</source>
        <translation>Kein gültiger Stellungscode für %1: %2</translation>
    </message>
    <message>
        <source>The clipboard holds no readable game.%1</source>
        <translation>Die Zwischenablage enthält keine lesbare Partie.%1</translation>
    </message>
    <message>
        <source>Analysing the game…</source>
        <translation>Die Partie wird analysiert…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Analysing the game: position %1 of %2</source>
        <translation>Die Partie wird analysiert: Stellung %1 von %2</translation>
    </message>
    <message>
        <source>Game analysis cancelled.</source>
        <translation>Partieanalyse abgebrochen.</translation>
    </message>
    <message>
        <source>The game changed during the analysis: its scores were dropped.</source>
        <translation>Die Partie wurde während der Analyse geändert: Die Bewertungen wurden verworfen.</translation>
    </message>
    <message numerus="yes">
        <source>Game analysed: %n turn(s) marked.</source>
        <translation>
            <numerusform>Partie analysiert: %n Zug markiert.</numerusform>
            <numerusform>Partie analysiert: %n Züge markiert.</numerusform>
        </translation>
    </message>
    <message>
        <source>Game analysed.</source>
        <translation>Partie analysiert.</translation>
    </message>
    <message>
        <source>Database</source>
        <translation>Datenbank</translation>
    </message>
    <message>
        <source>Add Game to &amp;Database</source>
        <translation>Partie zur &amp;Datenbank hinzufügen</translation>
    </message>
    <message>
        <source>New Data&amp;base…</source>
        <translation>&amp;Neue Datenbank…</translation>
    </message>
    <message>
        <source>Open Datab&amp;ase…</source>
        <translation>D&amp;atenbank öffnen…</translation>
    </message>
    <message>
        <source>Open Recent Da&amp;tabase</source>
        <translation>Zuletzt geöffnete Da&amp;tenbank</translation>
    </message>
    <message>
        <source>&amp;Import Games…</source>
        <translation>Partien &amp;importieren…</translation>
    </message>
    <message>
        <source>&amp;Export Games…</source>
        <translation>Partien e&amp;xportieren…</translation>
    </message>
    <message>
        <source>Large Game File</source>
        <translation>Große Partiedatei</translation>
    </message>
    <message>
        <source>%1 is large (%2). Import its games into the database, where they can be searched and opened one at a time?</source>
        <translation>%1 ist groß (%2). Die Partien in die Datenbank importieren, wo sie durchsucht und einzeln geöffnet werden können?</translation>
    </message>
    <message>
        <source>No game database is open.</source>
        <translation>Es ist keine Partiedatenbank geöffnet.</translation>
    </message>
    <message>
        <source>The game cannot be saved to its database: %1</source>
        <translation>Die Partie kann nicht in ihrer Datenbank gespeichert werden: %1</translation>
    </message>
    <message>
        <source>Game %1 was no longer in %2; saved as game %3.</source>
        <translation>Partie %1 war nicht mehr in %2; als Partie %3 gespeichert.</translation>
    </message>
    <message>
        <source>Added as game %1 to %2.</source>
        <translation>Als Partie %1 zu %2 hinzugefügt.</translation>
    </message>
    <message>
        <source>New Game Database</source>
        <translation>Neue Partiedatenbank</translation>
    </message>
    <message>
        <source>%1 cannot be replaced.</source>
        <translation>%1 kann nicht ersetzt werden.</translation>
    </message>
    <message>
        <source>Open Game Database</source>
        <translation>Partiedatenbank öffnen</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Import Games into %1</source>
        <translation>Partien in %1 importieren</translation>
    </message>
    <message>
        <source>The selected games (%1)</source>
        <translation>Die ausgewählten Partien (%1)</translation>
    </message>
    <message>
        <source>The games the search and filter show (%1)</source>
        <translation>Die von Suche und Filter gezeigten Partien (%1)</translation>
    </message>
    <message>
        <source>The games the search and filter show</source>
        <translation>Die von Suche und Filter gezeigten Partien</translation>
    </message>
    <message>
        <source>All games of the database (%1)</source>
        <translation>Alle Partien der Datenbank (%1)</translation>
    </message>
    <message>
        <source>All games of the database</source>
        <translation>Alle Partien der Datenbank</translation>
    </message>
    <message>
        <source>Export Games</source>
        <translation>Partien exportieren</translation>
    </message>
    <message>
        <source>Export:</source>
        <translation>Exportieren:</translation>
    </message>
    <message>
        <source>Set Up &amp;Position…</source>
        <translation>Stellung &amp;aufbauen…</translation>
    </message>
    <message>
        <source>This variant has no position editor.</source>
        <translation>Für diese Spielvariante gibt es keinen Stellungseditor.</translation>
    </message>
    <message>
        <source>Save Puzzle to a Collection</source>
        <translation>Aufgabe in einer Sammlung speichern</translation>
    </message>
    <message>
        <source>Game files (*.pgn *.tdc)</source>
        <translation>Partiedateien (*.pgn *.tdc)</translation>
    </message>
    <message>
        <source>No puzzle has been verified.</source>
        <translation>Es wurde noch keine Aufgabe geprüft.</translation>
    </message>
    <message>
        <source>%1 has games that cannot be read; the puzzle was not added: %2</source>
        <translation>%1 enthält Partien, die nicht gelesen werden können; die Aufgabe wurde nicht hinzugefügt: %2</translation>
    </message>
    <message>
        <source>Puzzle added to %1.</source>
        <translation>Aufgabe zu %1 hinzugefügt.</translation>
    </message>
    <message>
        <source>&amp;Export Diagram…</source>
        <translation>Dia&amp;gramm exportieren…</translation>
    </message>
    <message>
        <source>Export &amp;Game Sheet…</source>
        <translation>Partie&amp;formular exportieren…</translation>
    </message>
    <message>
        <source>Export &amp;3D Snapshot…</source>
        <translation>&amp;3D-Schnappschuss exportieren…</translation>
    </message>
    <message>
        <source>Diagram saved to %1</source>
        <translation>Diagramm in %1 gespeichert</translation>
    </message>
    <message>
        <source>Game sheet saved to %1</source>
        <translation>Partieformular in %1 gespeichert</translation>
    </message>
    <message>
        <source>The diagram is on the clipboard.</source>
        <translation>Das Diagramm ist in der Zwischenablage.</translation>
    </message>
    <message>
        <source>The 3D view is not shown.</source>
        <translation>Die 3D-Ansicht wird nicht angezeigt.</translation>
    </message>
    <message>
        <source>The graphics card cannot render a picture of this size.</source>
        <translation>Die Grafikkarte kann kein Bild dieser Größe erzeugen.</translation>
    </message>
    <message>
        <source>Export 3D Snapshot</source>
        <translation>3D-Schnappschuss exportieren</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>&amp;Width:</source>
        <translation>&amp;Breite:</translation>
    </message>
    <message>
        <source>&amp;Height:</source>
        <translation>&amp;Höhe:</translation>
    </message>
    <message>
        <source>PNG picture (*.png)</source>
        <translation>PNG-Bild (*.png)</translation>
    </message>
    <message>
        <source>3D snapshot saved to %1</source>
        <translation>3D-Schnappschuss in %1 gespeichert</translation>
    </message>
    <message>
        <source>&amp;Solve Puzzles</source>
        <translation>Aufgaben &amp;lösen</translation>
    </message>
    <message>
        <source>From a &amp;Game File…</source>
        <translation>Aus einer &amp;Partiedatei…</translation>
    </message>
    <message>
        <source>Solve Puzzles</source>
        <translation>Aufgaben lösen</translation>
    </message>
    <message>
        <source>Game files (*.pgn *.tdc);;All files (*)</source>
        <translation>Partiedateien (*.pgn *.tdc);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>From the &amp;Database</source>
        <translation>Aus der &amp;Datenbank</translation>
    </message>
    <message>
        <source>&amp;Mine Puzzles from Database…</source>
        <translation>Aufgaben aus der Datenbank &amp;extrahieren…</translation>
    </message>
    <message>
        <source>Puzzle results cannot be kept: %1</source>
        <translation>Die Ergebnisse der Aufgaben können nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>%1 holds no puzzle (a game with a Goal tag).</source>
        <translation>%1 enthält keine Aufgabe (eine Partie mit Goal-Tag).</translation>
    </message>
    <message>
        <source>The database holds no puzzle (a game with a Goal tag).</source>
        <translation>Die Datenbank enthält keine Aufgabe (eine Partie mit Goal-Tag).</translation>
    </message>
    <message>
        <source>Leave the mode you are in first.</source>
        <translation>Verlassen Sie zuerst den aktuellen Modus.</translation>
    </message>
    <message>
        <source>Open a game database first: its games are mined.</source>
        <translation>Öffnen Sie zuerst eine Partiedatenbank: Aus ihren Partien werden die Aufgaben gewonnen.</translation>
    </message>
    <message>
        <source>Looking for puzzles in the games…</source>
        <translation>Aufgaben werden in den Partien gesucht…</translation>
    </message>
    <message>
        <source>Game %1 of %2: %3 positions, %4 puzzles</source>
        <translation>Partie %1 von %2: %3 Stellungen, %4 Aufgaben</translation>
    </message>
    <message>
        <source>Mine Puzzles</source>
        <translation>Aufgaben extrahieren</translation>
    </message>
    <message>
        <source>, cancelled</source>
        <translation>, abgebrochen</translation>
    </message>
    <message>
        <source>&amp;Solve Them</source>
        <translation>Jetzt &amp;lösen</translation>
    </message>
    <message>
        <source>Sa&amp;ve…</source>
        <translation>&amp;Speichern…</translation>
    </message>
    <message>
        <source>Save Puzzles</source>
        <translation>Aufgaben speichern</translation>
    </message>
    <message>
        <source>%1 holds no game that can be read.</source>
        <translation>%1 enthält keine lesbare Partie.</translation>
    </message>
    <message>
        <source>Train &amp;Repertoire</source>
        <translation>&amp;Repertoire trainieren</translation>
    </message>
    <message>
        <source>From a &amp;File…</source>
        <translation>Aus einer &amp;Datei…</translation>
    </message>
    <message>
        <source>From the Current Game as %1</source>
        <translation>Aus der aktuellen Partie als %1</translation>
    </message>
    <message>
        <source>Train Repertoire</source>
        <translation>Repertoire trainieren</translation>
    </message>
    <message>
        <source>The repertoire&apos;s lines are played by:</source>
        <translation>Seite, die die Varianten des Repertoires spielt:</translation>
    </message>
    <message>
        <source>Repertoire Training</source>
        <translation>Repertoiretraining</translation>
    </message>
    <message>
        <source>Opening Tree</source>
        <translation>Eröffnungsbaum</translation>
    </message>
    <message>
        <source>&amp;Opening Tree</source>
        <translation>&amp;Eröffnungsbaum</translation>
    </message>
    <message>
        <source>&amp;Search Position</source>
        <translation>Stellung &amp;suchen</translation>
    </message>
    <message>
        <source>That turn is not legal here.</source>
        <translation>Dieser Zug ist hier nicht regelgemäß.</translation>
    </message>
    <message>
        <source>Game databases (*.trellisdb)</source>
        <translation>Partiedatenbanken (*.trellisdb)</translation>
    </message>
    <message>
        <source>Reading the puzzles of the database…</source>
        <translation>Die Aufgaben der Datenbank werden gelesen…</translation>
    </message>
    <message>
        <source>Puzzle %1 of %2</source>
        <translation>Aufgabe %1 von %2</translation>
    </message>
    <message>
        <source>Puzzles not opened.</source>
        <translation>Aufgaben nicht geöffnet.</translation>
    </message>
    <message>
        <source>Co&amp;mpact Database</source>
        <translation>Datenbank ko&amp;mprimieren</translation>
    </message>
    <message numerus="yes">
        <source>Puzzle saved to %1 (%n game(s)).</source>
        <translation>
            <numerusform>Aufgabe in %1 gespeichert (%n Partie).</numerusform>
            <numerusform>Aufgabe in %1 gespeichert (%n Partien).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n puzzle(s) found in %1 (%2)%3.</source>
        <translation>
            <numerusform>%n Aufgabe in %1 gefunden (%2)%3.</numerusform>
            <numerusform>%n Aufgaben in %1 gefunden (%2)%3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s)</source>
        <translation>
            <numerusform>%Ln Partie</numerusform>
            <numerusform>%Ln Partien</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln position(s)</source>
        <translation>
            <numerusform>%Ln Stellung</numerusform>
            <numerusform>%Ln Stellungen</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Engines…</source>
        <translation>E&amp;ngines…</translation>
    </message>
    <message numerus="yes">
        <source>Game analysis stopped after %n position(s): %1</source>
        <translation>
            <numerusform>Partieanalyse nach %n Stellung angehalten: %1</numerusform>
            <numerusform>Partieanalyse nach %n Stellungen angehalten: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>trellis::MoveListView</name>
    <message>
        <source>(no moves yet)</source>
        <translation>(noch keine Züge)</translation>
    </message>
    <message>
        <source>Promote variation</source>
        <translation>Variante hochstufen</translation>
    </message>
    <message>
        <source>Demote variation</source>
        <translation>Variante zurückstufen</translation>
    </message>
    <message>
        <source>Delete from here</source>
        <translation>Ab hier löschen</translation>
    </message>
    <message>
        <source>Annotation glyph</source>
        <translation>Kommentarzeichen</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keines</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
</context>
<context>
    <name>trellis::NavigationBar</name>
    <message>
        <source>First position (Home)</source>
        <translation>Anfangsstellung (Pos1)</translation>
    </message>
    <message>
        <source>Previous turn (Left)</source>
        <translation>Vorheriger Zug (Pfeiltaste links)</translation>
    </message>
    <message>
        <source>Next turn (Right)</source>
        <translation>Nächster Zug (Pfeiltaste rechts)</translation>
    </message>
    <message>
        <source>Last position (End)</source>
        <translation>Endstellung (Ende)</translation>
    </message>
    <message>
        <source>Flip the board (Ctrl+F)</source>
        <translation>Brett drehen (Ctrl+F)</translation>
    </message>
    <message>
        <source>Start  0/%1</source>
        <translation>Anfang  0/%1</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Anfang</translation>
    </message>
</context>
<context>
    <name>trellis::OpeningTreeModel</name>
    <message>
        <source>Total</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partien</translation>
    </message>
    <message>
        <source>Share %</source>
        <translation>Anteil %</translation>
    </message>
    <message>
        <source>Score %</source>
        <translation>Punkte %</translation>
    </message>
    <message>
        <source>Won / drawn / lost</source>
        <translation>Gewonnen / remis / verloren</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>Länge</translation>
    </message>
    <message>
        <source>Last played</source>
        <translation>Zuletzt gespielt</translation>
    </message>
</context>
<context>
    <name>trellis::OpeningTreePanel</name>
    <message>
        <source>Games of a player</source>
        <translation>Partien eines Spielers</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>Arrows</source>
        <translation>Pfeile</translation>
    </message>
    <message>
        <source>Draw the turns on the board, thicker for more games</source>
        <translation>Zeigt die Züge als Pfeile auf dem Brett, dicker bei mehr Partien</translation>
    </message>
    <message>
        <source>either side</source>
        <translation>beliebige Seite</translation>
    </message>
    <message>
        <source>as %1</source>
        <translation>als %1</translation>
    </message>
    <message>
        <source>Open a game database to see which turns its games played here.</source>
        <translation>Öffnen Sie eine Partiedatenbank, um zu sehen, welche Züge ihre Partien hier gespielt haben.</translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation>Suche läuft…</translation>
    </message>
    <message>
        <source>No game of the database reaches this position.</source>
        <translation>Keine Partie der Datenbank erreicht diese Stellung.</translation>
    </message>
    <message>
        <source>1 game reaches this position.</source>
        <translation>1 Partie erreicht diese Stellung.</translation>
    </message>
    <message>
        <source>%1 games reach this position.</source>
        <translation>%1 Partien erreichen diese Stellung.</translation>
    </message>
</context>
<context>
    <name>trellis::PositionEditor</name>
    <message>
        <source>None in this position.</source>
        <translation>Keine in dieser Stellung.</translation>
    </message>
    <message>
        <source>%1 may castle (%2)</source>
        <translation>%1 darf rochieren (%2)</translation>
    </message>
    <message>
        <source>En passant: %1</source>
        <translation>En passant: %1</translation>
    </message>
    <message>
        <source>Pawn on %1 may double-step</source>
        <translation>Bauer auf %1 darf einen Doppelschritt machen</translation>
    </message>
    <message>
        <source>&amp;Heroic pieces</source>
        <translation>&amp;Heldenfiguren</translation>
    </message>
    <message>
        <source>Rights</source>
        <translation>Rechte</translation>
    </message>
    <message>
        <source>Allow &amp;unreachable positions</source>
        <translation>Nicht &amp;erreichbare Stellungen zulassen</translation>
    </message>
    <message>
        <source>&amp;Done</source>
        <translation>&amp;Fertig</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>&amp;Side to move:</source>
        <translation>Am &amp;Zug:</translation>
    </message>
    <message>
        <source>New attack &amp;boards:</source>
        <translation>Neue &amp;Angriffsbretter:</translation>
    </message>
    <message>
        <source>&amp;Clear Board</source>
        <translation>Brett &amp;leeren</translation>
    </message>
    <message>
        <source>&amp;Start Position</source>
        <translation>&amp;Grundstellung</translation>
    </message>
    <message>
        <source>&amp;Flip Board</source>
        <translation>Brett &amp;drehen</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <source>&amp;Position:</source>
        <translation>&amp;Stellung:</translation>
    </message>
    <message>
        <source>Puzzle from this position</source>
        <translation>Aufgabe aus dieser Stellung</translation>
    </message>
    <message>
        <source>mate in %1</source>
        <translation>Matt in %1</translation>
    </message>
    <message>
        <source>win (decisive gain)</source>
        <translation>Gewinn (entscheidender Vorteil)</translation>
    </message>
    <message>
        <source>&amp;Verify</source>
        <translation>&amp;Prüfen</translation>
    </message>
    <message>
        <source>Save to &amp;File…</source>
        <translation>In Datei spei&amp;chern…</translation>
    </message>
    <message>
        <source>Add to &amp;Database</source>
        <translation>Zur Date&amp;nbank hinzufügen</translation>
    </message>
    <message>
        <source>Verifying…</source>
        <translation>Wird geprüft…</translation>
    </message>
    <message>
        <source>The position is ready to play.</source>
        <translation>Die Stellung ist spielbereit.</translation>
    </message>
</context>
<context>
    <name>trellis::PositionEditorModel</name>
    <message>
        <source>Place %1</source>
        <translation>%1 setzen</translation>
    </message>
    <message>
        <source>Remove Piece</source>
        <translation>Figur entfernen</translation>
    </message>
    <message>
        <source>Move Piece</source>
        <translation>Figur versetzen</translation>
    </message>
    <message>
        <source>Heroic</source>
        <translation>Heldenstatus</translation>
    </message>
    <message>
        <source>Clear Board</source>
        <translation>Brett leeren</translation>
    </message>
    <message>
        <source>Start Position</source>
        <translation>Grundstellung</translation>
    </message>
    <message>
        <source>Side to Move</source>
        <translation>Seite am Zug</translation>
    </message>
    <message>
        <source>Rights</source>
        <translation>Rechte</translation>
    </message>
    <message>
        <source>Place Board</source>
        <translation>Brett setzen</translation>
    </message>
    <message>
        <source>Move Board</source>
        <translation>Brett versetzen</translation>
    </message>
    <message>
        <source>Remove Board</source>
        <translation>Brett entfernen</translation>
    </message>
    <message>
        <source>Paste Position</source>
        <translation>Stellung einfügen</translation>
    </message>
</context>
<context>
    <name>trellis::PositionModel</name>
    <message numerus="yes">
        <source>Preview, %n turn(s) ahead: </source>
        <translation>
            <numerusform>Vorschau, %n Zug voraus: </numerusform>
            <numerusform>Vorschau, %n Züge voraus: </numerusform>
        </translation>
    </message>
    <message>
        <source>Checkmate: %1 wins</source>
        <translation>Matt: %1 gewinnt</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1 gewinnt</translation>
    </message>
    <message>
        <source>Stalemate: draw</source>
        <translation>Patt: remis</translation>
    </message>
    <message>
        <source>Draw: neither side can mate</source>
        <translation>Remis: keine Seite kann mattsetzen</translation>
    </message>
    <message>
        <source>Draw: only the commanders are left</source>
        <translation>Remis: nur noch die Kommandeure sind übrig</translation>
    </message>
    <message>
        <source>Draw by the fifty-move rule</source>
        <translation>Remis nach der 50-Züge-Regel</translation>
    </message>
    <message>
        <source>%1 to move, in check</source>
        <translation>%1 am Zug, im Schach</translation>
    </message>
    <message>
        <source>%1 to move</source>
        <translation>%1 am Zug</translation>
    </message>
    <message>
        <source> (threefold repetition: draw may be claimed)</source>
        <translation> (dreimalige Stellungswiederholung: Remis kann beansprucht werden)</translation>
    </message>
    <message>
        <source> (fifty-move rule: draw may be claimed)</source>
        <translation> (50-Züge-Regel: Remis kann beansprucht werden)</translation>
    </message>
    <message>
        <source>There is no such square.</source>
        <translation>Dieses Feld gibt es nicht.</translation>
    </message>
    <message>
        <source>The game is over: %1.</source>
        <translation>Die Partie ist beendet: %1.</translation>
    </message>
    <message>
        <source>%1 is empty: pick one of your pieces.</source>
        <translation>%1 ist leer: Wählen Sie eine Ihrer Figuren.</translation>
    </message>
    <message>
        <source>It is %1&apos;s turn.</source>
        <translation>%1 ist am Zug.</translation>
    </message>
    <message>
        <source>Only the pieces of the deploying stack may move now.</source>
        <translation>Jetzt dürfen nur die Figuren des Stapels ziehen, der gerade aufgeteilt wird.</translation>
    </message>
    <message>
        <source>The piece on %1 has no legal move%2.</source>
        <translation>Die Figur auf %1 hat keinen regelgemäßen Zug%2.</translation>
    </message>
    <message>
        <source> (your king is in check)</source>
        <translation> (Ihr König steht im Schach)</translation>
    </message>
    <message>
        <source>Whole stack</source>
        <translation>Ganzer Stapel</translation>
    </message>
    <message>
        <source>%1 on %2: click where it goes.</source>
        <translation>%1 auf %2: Klicken Sie auf das Zielfeld.</translation>
    </message>
    <message>
        <source>The board on %1 cannot move now: a board moves only when it carries at most one piece, by the side of that piece (or its owner when empty), to a free adjacent pin.</source>
        <translation>Das Brett auf %1 kann jetzt nicht ziehen: Ein Brett zieht nur, wenn es höchstens eine Figur trägt, und zwar durch die Seite dieser Figur (bzw. seinen Besitzer, wenn es leer ist), auf einen freien benachbarten Zapfen.</translation>
    </message>
    <message>
        <source>whole stack to %1, as a deploy</source>
        <translation>ganzer Stapel nach %1 (Aufteilen)</translation>
    </message>
    <message>
        <source>whole stack to %1</source>
        <translation>ganzer Stapel nach %1</translation>
    </message>
    <message>
        <source>%1 carries %2 to %3</source>
        <translation>%1 trägt %2 nach %3</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 nach %2</translation>
    </message>
    <message>
        <source>%1 alone to %2</source>
        <translation>%1 allein nach %2</translation>
    </message>
    <message>
        <source>That turn is not legal.</source>
        <translation>Dieser Zug ist nicht regelgemäß.</translation>
    </message>
    <message>
        <source>The deploy cannot be committed yet: the piece left behind must be able to stand there and your commander must be safe.</source>
        <translation>Das Aufteilen kann noch nicht bestätigt werden: Die zurückbleibende Figur muss dort stehen können, und Ihr Kommandeur muss sicher sein.</translation>
    </message>
    <message>
        <source>The deploy was not played: it is not a legal turn in the game&apos;s current position. Cancel it or go on deploying.</source>
        <translation>Das Aufteilen wurde nicht gespielt: Es ist in der aktuellen Stellung der Partie kein regelgemäßer Zug. Brechen Sie es ab oder teilen Sie weiter auf.</translation>
    </message>
    <message>
        <source>Deploy cancelled.</source>
        <translation>Aufteilen abgebrochen.</translation>
    </message>
    <message>
        <source>commit, or move another piece of the stack</source>
        <translation>bestätigen oder eine weitere Figur des Stapels ziehen</translation>
    </message>
    <message>
        <source>move another piece of the stack</source>
        <translation>eine weitere Figur des Stapels ziehen</translation>
    </message>
    <message numerus="yes">
        <source>Deploying: %n step(s) played; %1</source>
        <translation>
            <numerusform>Aufteilen: %n Schritt gespielt; %1</numerusform>
            <numerusform>Aufteilen: %n Schritte gespielt; %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>trellis::PuzzleCheck</name>
    <message>
        <source>A sound puzzle. Solution: %1</source>
        <translation>Eine korrekte Aufgabe. Lösung: %1</translation>
    </message>
    <message>
        <source>Not a puzzle: %1</source>
        <translation>Keine Aufgabe: %1</translation>
    </message>
    <message numerus="yes">
        <source>Not unique: %n other turn(s) reach the goal: %1.</source>
        <translation>
            <numerusform>Nicht eindeutig: %n weiterer Zug erreicht das Ziel: %1.</numerusform>
            <numerusform>Nicht eindeutig: %n weitere Züge erreichen das Ziel: %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>trellis::PuzzleSession</name>
    <message>
        <source>The collection has no puzzle with a solution.</source>
        <translation>Die Sammlung enthält keine Aufgabe mit Lösung.</translation>
    </message>
    <message>
        <source>find the best line</source>
        <translation>beste Fortsetzung finden</translation>
    </message>
    <message>
        <source>Collection done: %1 of %2 solved at the first try.</source>
        <translation>Sammlung abgeschlossen: %1 von %2 im ersten Versuch gelöst.</translation>
    </message>
    <message>
        <source>Puzzle %1 of %2 · %3 for %4 · misses: %5</source>
        <translation>Aufgabe %1 von %2 · %3 für %4 · Fehlversuche: %5</translation>
    </message>
    <message>
        <source>Right.</source>
        <translation>Richtig.</translation>
    </message>
    <message>
        <source>Not this one: try again.</source>
        <translation>Nicht dieser Zug: Versuchen Sie es noch einmal.</translation>
    </message>
    <message>
        <source>The solution&apos;s next turn is not legal here.</source>
        <translation>Der nächste Zug der Lösung ist hier nicht regelgemäß.</translation>
    </message>
    <message>
        <source>solution shown</source>
        <translation>Lösung angezeigt</translation>
    </message>
    <message>
        <source>solved at the first try</source>
        <translation>im ersten Versuch gelöst</translation>
    </message>
    <message>
        <source>solved</source>
        <translation>gelöst</translation>
    </message>
    <message>
        <source>The result could not be kept: %1</source>
        <translation>Das Ergebnis konnte nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>Solved!</source>
        <translation>Gelöst!</translation>
    </message>
    <message>
        <source>The solution is played on the board.</source>
        <translation>Die Lösung wird auf dem Brett gespielt.</translation>
    </message>
    <message>
        <source>That was the solution.</source>
        <translation>Das war die Lösung.</translation>
    </message>
    <message>
        <source>Hint: move the piece on %1.</source>
        <translation>Tipp: Ziehen Sie die Figur auf %1.</translation>
    </message>
    <message>
        <source>Hint: move the attack board on %1.</source>
        <translation>Tipp: Ziehen Sie das Angriffsbrett auf %1.</translation>
    </message>
</context>
<context>
    <name>trellis::RepertoireSession</name>
    <message>
        <source>The game has no line with a turn of %1 to learn.</source>
        <translation>Die Partie enthält keine Variante mit einem Zug von %1, der gelernt werden könnte.</translation>
    </message>
    <message>
        <source>The progress cannot be read: %1</source>
        <translation>Der Fortschritt kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>Session done: %1 of %2 lines without a miss.</source>
        <translation>Sitzung abgeschlossen: %1 von %2 Varianten fehlerfrei.</translation>
    </message>
    <message>
        <source>Line %1 of %2 · misses: %3</source>
        <translation>Variante %1 von %2 · Fehlversuche: %3</translation>
    </message>
    <message>
        <source>Your move as %1</source>
        <translation>Ihr Zug als %1</translation>
    </message>
    <message>
        <source>The repertoire&apos;s next turn is not legal here: go on to the next line.</source>
        <translation>Der nächste Zug des Repertoires ist hier nicht regelgemäß: Gehen Sie zur nächsten Variante.</translation>
    </message>
    <message>
        <source>Wrong: the repertoire plays %1</source>
        <translation>Falsch: Das Repertoire spielt %1</translation>
    </message>
    <message>
        <source>The repertoire plays %1</source>
        <translation>Das Repertoire spielt %1</translation>
    </message>
    <message>
        <source>Line learnt</source>
        <translation>Variante gelernt</translation>
    </message>
    <message>
        <source>1 miss: the line again, without a miss</source>
        <translation>1 Fehlversuch: Die Variante noch einmal, diesmal fehlerfrei</translation>
    </message>
    <message>
        <source>%1 misses: the line again, without a miss</source>
        <translation>%1 Fehlversuche: Die Variante noch einmal, diesmal fehlerfrei</translation>
    </message>
    <message>
        <source>The progress could not be kept: %1</source>
        <translation>Der Fortschritt konnte nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>All lines trained</source>
        <translation>Alle Varianten trainiert</translation>
    </message>
</context>
<context>
    <name>trellis::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Notation of the move list</source>
        <translation>Notation der Zugliste</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Brett</translation>
    </message>
    <message>
        <source>&amp;Animate moves (2D and 3D)</source>
        <translation>Züge &amp;animieren (2D und 3D)</translation>
    </message>
    <message>
        <source>See the 2D board from the &amp;second player&apos;s side</source>
        <translation>2D-Brett aus Sicht des &amp;zweiten Spielers zeigen</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>Darstellung</translation>
    </message>
    <message>
        <source>Figurines</source>
        <translation>Figurinen</translation>
    </message>
    <message>
        <source>Letters</source>
        <translation>Buchstaben</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <source>Board &amp;colours (chess and Tri-D):</source>
        <translation>&amp;Brettfarben (Schach und Tri-D):</translation>
    </message>
    <message>
        <source>&amp;Pieces (chess and Tri-D, 2D):</source>
        <translation>&amp;Figuren (Schach und Tri-D, 2D):</translation>
    </message>
    <message>
        <source>Animation &amp;speed:</source>
        <translation>Animations&amp;geschwindigkeit:</translation>
    </message>
    <message>
        <source>%1 samples</source>
        <translation>%1-fach</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <source>3D &amp;antialiasing:</source>
        <translation>3D-&amp;Kantenglättung:</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Engine</translation>
    </message>
    <message>
        <source>Search threads (this computer has %1 cores); one thread gives the same analysis every time</source>
        <translation>Such-Threads (dieser Computer hat %1 Kerne); mit einem Thread liefert die Analyse jedes Mal dasselbe Ergebnis</translation>
    </message>
    <message>
        <source> MB</source>
        <translation> MB</translation>
    </message>
    <message>
        <source>Memory for the table of positions the engine has searched</source>
        <translation>Speicher für die Tabelle der Stellungen, die die Engine bereits durchsucht hat</translation>
    </message>
    <message>
        <source>&amp;Threads:</source>
        <translation>&amp;Threads:</translation>
    </message>
    <message>
        <source>&amp;Hash size:</source>
        <translation>&amp;Hash-Größe:</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
</context>
<context>
    <name>trellis::ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Menü</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
    <message>
        <source>Menus</source>
        <translation>Menüs</translation>
    </message>
    <message>
        <source>Boards</source>
        <translation>Bretter</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Brett</translation>
    </message>
    <message>
        <source>Pick a piece, then its target</source>
        <translation>Figur wählen, dann ihr Zielfeld</translation>
    </message>
    <message>
        <source>Click, click</source>
        <translation>Klick, Klick</translation>
    </message>
    <message>
        <source>Draw an arrow (green; red, blue, yellow)</source>
        <translation>Pfeil zeichnen (grün; rot, blau, gelb)</translation>
    </message>
    <message>
        <source>Right-drag (with Shift, Ctrl, Alt)</source>
        <translation>Rechts-Ziehen (mit Shift, Ctrl, Alt)</translation>
    </message>
    <message>
        <source>Mark a square (green; red, blue, yellow)</source>
        <translation>Feld markieren (grün; rot, blau, gelb)</translation>
    </message>
    <message>
        <source>Right-click (with Shift, Ctrl, Alt)</source>
        <translation>Rechtsklick (mit Shift, Ctrl, Alt)</translation>
    </message>
    <message>
        <source>2D board, move list</source>
        <translation>2D-Brett, Zugliste</translation>
    </message>
    <message>
        <source>Previous / next turn</source>
        <translation>Vorheriger / nächster Zug</translation>
    </message>
    <message>
        <source>Wheel</source>
        <translation>Mausrad</translation>
    </message>
    <message>
        <source>3D view</source>
        <translation>3D-Ansicht</translation>
    </message>
    <message>
        <source>Orbit / pan</source>
        <translation>Umkreisen / Verschieben</translation>
    </message>
    <message>
        <source>Drag / right-drag or Shift+drag</source>
        <translation>Ziehen / Rechts-Ziehen oder Shift+Ziehen</translation>
    </message>
    <message>
        <source>Zoom</source>
        <translation>Zoomen</translation>
    </message>
    <message>
        <source>Wheel, +, -</source>
        <translation>Mausrad, +, -</translation>
    </message>
    <message>
        <source>Turn the camera</source>
        <translation>Kamera schwenken</translation>
    </message>
    <message>
        <source>Shift+arrow keys</source>
        <translation>Shift+Pfeiltasten</translation>
    </message>
</context>
<context>
    <name>trellis::SolvePanel</name>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <source>&amp;Solution</source>
        <translation>&amp;Lösung</translation>
    </message>
    <message>
        <source>&amp;Next Puzzle</source>
        <translation>&amp;Nächste Aufgabe</translation>
    </message>
    <message>
        <source>&amp;Commit Deploy</source>
        <translation>Aufteilen &amp;bestätigen</translation>
    </message>
    <message>
        <source>Cancel &amp;Deploy</source>
        <translation>Aufteilen abbre&amp;chen</translation>
    </message>
    <message>
        <source>&amp;Leave Puzzles</source>
        <translation>Aufgaben b&amp;eenden</translation>
    </message>
    <message>
        <source>Your turn: %1.</source>
        <translation>Ihr Zug: %1.</translation>
    </message>
</context>
<context>
    <name>trellis::StackTokenStrip</name>
    <message>
        <source>%1: pick it, then click where it goes</source>
        <translation>%1: auswählen, dann auf das Zielfeld klicken</translation>
    </message>
</context>
<context>
    <name>trellis::TrainPanel</name>
    <message>
        <source>Show &amp;Move</source>
        <translation>&amp;Zug zeigen</translation>
    </message>
    <message>
        <source>&amp;Next Line</source>
        <translation>&amp;Nächste Variante</translation>
    </message>
    <message>
        <source>&amp;Commit Deploy</source>
        <translation>Aufteilen &amp;bestätigen</translation>
    </message>
    <message>
        <source>Cancel &amp;Deploy</source>
        <translation>Aufteilen abbre&amp;chen</translation>
    </message>
    <message>
        <source>&amp;Stop Training</source>
        <translation>Training b&amp;eenden</translation>
    </message>
</context>
<context>
    <name>trellis::db::DatabaseModel</name>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>First player</source>
        <translation>Erster Spieler</translation>
    </message>
    <message>
        <source>Second player</source>
        <translation>Zweiter Spieler</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Turnier</translation>
    </message>
    <message>
        <source>Site</source>
        <translation>Ort</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Züge</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Spielvariante</translation>
    </message>
</context>
</TS>
