<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>AppSettings</name>
    <message>
        <source>The settings file %1 is damaged; Trellis starts with its defaults and cannot keep your settings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The settings file was damaged; it is kept as %1 and Trellis starts with its defaults.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BoardColours</name>
    <message>
        <source>Wood</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Green</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grey</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DatabaseError</name>
    <message>
        <source>%1: no such database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot open the database: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a game database (not an SQLite file)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is an SQLite database of another program, not a game database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was written by a newer Trellis (schema %2; this version reads up to %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is damaged: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>database error: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no game with id %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>game %1 cannot be read back: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the game cannot be stored: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is locked by another program (an import or a copy in progress?); try again when it is done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a %1 position: &apos;%2&apos;: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bad page size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>truncated: %1 pages of %2 bytes expected, the file holds %3 bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot create the data folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot switch the journal to WAL mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown variant</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DatabasePanel</name>
    <message>
        <source>Delete %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DiagramExport</name>
    <message>
        <source>%1 to move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>square %1 is not part of this position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no square %1 on this board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no square %1 on this board (squares are named like %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a colour (R, G, B, Y, a colour name or #rrggbb)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an arrow is FROM-TO[:COLOUR], not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Diagram</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Made with Trellis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DiagramTheme</name>
    <message>
        <source>Black and white (print)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Screen colours</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Error</name>
    <message>
        <source>game %1, line %2, column %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown variant &apos;%1&apos; (known: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no rule set &apos;%2&apos; (known: %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: expected %2 fields, found %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not a board or level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the board or level %2 is given twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the main board %2 is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; needs %3 rows, found %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the row &apos;%2&apos; needs %3 squares, found %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; in the row &apos;%3&apos; is not a piece</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; in the row &apos;%3&apos; is not a possible stack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: in the row &apos;%2&apos;, a heroic mark &apos;+&apos; does not stand right before a piece</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 cannot stand on %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; does not name the board&apos;s owner (w or b)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 attack boards, at most %3 allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 has %3 attack boards, at most %4 allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not a side to move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: bad castling rights &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: bad en passant square &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: bad double-step rights: &apos;%2&apos; is not a pawn on its start square</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: bad pending promotion &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not a halfmove clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not a move number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 has %4 pieces of type %3, needs exactly one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: a second %2 %3 on %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: a pawn on %2, a rank where no pawn can stand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 is in check but it is not %2&apos;s turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: bad turn-in-progress &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the turn-in-progress step &apos;%2&apos; from %3 is not legal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 has no %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the two %2s face each other with nothing between</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: a pawn on %2, its own first rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: too many %3 pieces for one side: %2 has %4, at most %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 has %3 pieces more than its starting set, but only %4 pawns are missing to have promoted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 is in check from %3 pieces at once, which no move can give</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2&apos;s last piece besides the Commander, the %3 on %4, is not heroic (the Last Guard rule makes it heroic)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>empty move text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read &apos;%1&apos; (&apos;%2&apos; is not part of a move)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no legal move matches &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is ambiguous: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the move is not legal here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unexpected &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a tag name must follow &apos;[&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the value of tag %1 must be in double quotes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the value of tag %1 has no closing &apos;&quot;&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the tag %1 has no closing &apos;]&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unterminated comment (no closing &apos;}&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a number must follow &apos;$&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NAG %1 out of range (0-255)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown move annotation &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>annotation &apos;%1&apos; at the start of a variation, before any move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;e.p.&apos; without a move before it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a variation must follow the move it replaces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>variations nested deeper than %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;)&apos; without a matching &apos;(&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>empty variation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unterminated variation (no &apos;)&apos; before the game ends)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown variant &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no [Variant] tag, and no variant reads games without one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no [Variant] tag, and no variant reads the first move &apos;%1&apos; (tried %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bad [Rules] tag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bad [FEN] tag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[SetUp &quot;1&quot;] without a [FEN] tag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>move %1: illegal move &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the start position can only change before the first turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no node %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot open %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot save %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot save %1: the path names no file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the stored game cannot be read or written: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the goal &apos;%1&apos; is not &apos;mate in N&apos; or &apos;win&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the puzzle gives no solving turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is no mate in %1 from this position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 does not mate in %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 is not the longest defence: %3 holds out longer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the line goes on after the mate at move %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no decisive gain: the best turn %1 scores %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 is not the winning turn: the engine finds %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your own piece is on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the %1 on %2 cannot reach %3: it does not move that way</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the %1 on %2 cannot reach %3: it goes at most %4 square(s) that way</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the %1 on %2 cannot reach %3: the path is blocked on %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>that would leave your %1 in check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>that would leave your %1 facing the enemy %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the %1 cannot move onto land (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the %1 cannot move onto water (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the %1 cannot cross the river from %2 to %3: heavy pieces cross only straight along a bridge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the %1 cannot fly there: %2 is in the enemy&apos;s air defence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>error %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameSheet</name>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation type="unfinished"></translation>
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
        <translation>Sehr starker Zug</translation>
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
        <translation>Einzig guter Zug</translation>
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
        <translation>Der erste Spieler steht etwas besser</translation>
    </message>
    <message>
        <source>Second player is slightly better</source>
        <translation>Der zweite Spieler steht etwas besser</translation>
    </message>
    <message>
        <source>First player is better</source>
        <translation>Der erste Spieler steht besser</translation>
    </message>
    <message>
        <source>Second player is better</source>
        <translation>Der zweite Spieler steht besser</translation>
    </message>
    <message>
        <source>First player is winning</source>
        <translation>Der erste Spieler steht auf Gewinn</translation>
    </message>
    <message>
        <source>Second player is winning</source>
        <translation>Der zweite Spieler steht auf Gewinn</translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Step up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step &amp;down</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QDockWidget</name>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Closes the dock widget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Float</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undocks and re-attaches the dock widget</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>Look in:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Files of type:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished">&amp;Speichern</translation>
    </message>
    <message>
        <source>&amp;Choose</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forward</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parent Directory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Create New Folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Detail View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All Files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 already exists.
Do you want to replace it?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
Directory not found.
Please verify the correct directory name was given.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
File not found.
Please verify the correct file name was given.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New Folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is write protected.
Do you want to delete it anyway?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alt+Left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alt+Right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alt+Up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Are you sure you want to delete &apos;%1&apos;?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change to detail view mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change to list view mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not delete directory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Create a New Folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Directories</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Directory:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find Directory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go forward</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go to the parent directory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List of places and bookmarks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New Folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recent Places</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save As</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show &amp;hidden files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sidebar</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date Modified</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>My Computer</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select All</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QMessageBox</name>
    <message>
        <source>Show Details...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hide Details...</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>an untitled game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restore Unsaved Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trellis did not close properly. Restore %1 as it was at %2?</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save All</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yes to &amp;All</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>N&amp;o to All</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Abort</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <source>&amp;Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy &amp;Link Location</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select All</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SceneSnapshot</name>
    <message>
        <source>the 3D view needs OpenGL, which this display does not offer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the 3D view did not render within 30 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the 3D snapshot did not render within 30 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the graphics card cannot render a picture of this size</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side by side</source>
        <translation type="unfinished"></translation>
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
        <translation>Zusammengesetzt</translation>
    </message>
    <message>
        <source>Meder</source>
        <translation>Meder</translation>
    </message>
</context>
<context>
    <name>trellis::AnalysisModel</name>
    <message>
        <source>Stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Analysing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped at depth %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The engine could not be started (%1): %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The engine crashed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The engine failed (exit code %1)%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finished at depth %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Depth %1, %2 nodes, %3 nodes/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
%2 nodes, %3 nodes/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Depth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>trellis::AnalysisPanel</name>
    <message>
        <source>Lines: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Depth: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Depth: ∞</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The analysis stops at this depth (∞: no limit)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time: ∞</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The analysis stops after this many seconds (∞: no limit)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add as variation</source>
        <translation>Als Variante übernehmen</translation>
    </message>
    <message>
        <source>Adds the selected line (or the best) to the game, with its score as a comment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stopp</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
</context>
<context>
    <name>trellis::DatabasePanel</name>
    <message>
        <source>No database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search players or event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shows the games whose players or event contain the text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter by player, event, site, dates, result, variant, length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shows every game again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shows the games that reach the board&apos;s position, by any move order (with the other filters)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Details…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Searching the games that reach the position…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 game reaches the board&apos;s position.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 games reach the board&apos;s position.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter (%1)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>counting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No database is open: File &gt; Open Database… or New Database…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This database holds no games yet.
Drop game files (.pgn, .tdc) here to import them, or use File &gt; Import Games…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No game matches the search and the filter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Importing %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Importing %1: %2 read, %3 added · %4 games/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · %1 broken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The import stopped after %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import cancelled; the %1 imported so far are kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Imported %1 from %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skipped %1 that could not be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left out %1 already in the database.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replaced %1 by a longer version.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An import or export is under way: wait for it to end, or cancel it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exporting to %1: %2 of %3 games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The export failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export cancelled; %1 is as it was.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported %1 to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left out %1 that could not be read back: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exporting to %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restored %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deleted %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The games are in %1 already.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copied %1 to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy Games to Database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game databases (*.trellisdb)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open in the Studio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy to Database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Other Database…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Filter…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>trellis::EvaluationBar</name>
    <message>
        <source>Evaluation: %1 (from White&apos;s / Red&apos;s side)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Evaluation: start the analysis to see it</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>trellis::EvaluationGraph</name>
    <message>
        <source>The engine&apos;s score after each turn, from White&apos;s / Red&apos;s side (Game &gt; Analyse Game). Click to go to a turn.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>trellis::ExportDiagramDialog</name>
    <message>
        <source>Export Diagram</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> px</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>as the diagram</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pixels per point of the PNG picture (2× for sharp printing and high-density screens); SVG and PDF are drawn as shapes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Flip the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;oordinates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Last turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;heck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Marks and arrows of the turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Text under the board; {tomove}, {status}, {turn}, {players}, {event}, {site}, {date}, {round} and {result} stand for what the position and the game say</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. e2-e4:R d5:Y</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>More arrows (FROM-TO) and marked squares, each with an optional :colour (R, G, B, Y, a colour name or #rrggbb)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>La&amp;yout:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Width:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>H&amp;eight:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;PNG scale:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Caption:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Arrows, marks:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cop&amp;y Image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %2 px</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arrows and marks: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the file name must end in .svg, .png or .pdf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>diagram.svg</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SVG picture (*.svg);;PNG picture (*.png);;PDF document (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The picture is on the clipboard.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>trellis::ExportSheetDialog</name>
    <message>
        <source>Export Game Sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only where marked $220</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> turns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Letter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Flip the boards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;oordinates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>page </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Diagrams:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Paper:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pre&amp;view:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save PDF…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n page(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n diagram(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>game.pdf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>trellis::GameAnalysisDialog</name>
    <message>
        <source>Analyse Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Mark mistakes (?) and blunders (??)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A turn that loses %1 pawn or more is a mistake, %2 pawns or more a blunder. Turns that already have a move assessment keep it. One undo step takes the marks back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Time per position:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Depth limit:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>trellis::GameEvaluation</name>
    <message>
        <source>Mark mistakes and blunders</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>trellis::GameFilterDialog</name>
    <message>
        <source>Filter Games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>part of a name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>either side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>first player (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>second player (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>part of the event&apos;s name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>part of the site&apos;s name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>YYYY.MM.DD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>any result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1-0 (the first player won)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>0-1 (the second player won)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1/2-1/2 (draw)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>* (unfinished)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>any variant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>any</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>as</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Event:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Site:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Dates:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Result:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Length in turns:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;lear All</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a date: write YYYY, YYYY.MM or YYYY.MM.DD.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>trellis::GameHeaderStrip</name>
    <message>
        <source>Double-click to edit the game&apos;s headers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>trellis::GameModel</name>
    <message>
        <source>Play turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add variation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit comment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set annotation glyphs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit headers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mark square</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw arrow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Promote variation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Demote variation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete from here</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>trellis::GlyphPalette</name>
    <message>
        <source>Annotation Glyphs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Glyph %1 on the current turn: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>trellis::HeaderDialog</name>
    <message>
        <source>Game Headers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Event:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Site:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Date:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>R&amp;ound:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>YYYY.MM.DD, ?? where unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1-0 (%1 wins)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>0-1 (%1 wins)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1/2-1/2 (draw)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>* (not finished, or unknown)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Result:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add Tag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;move Tag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other tags:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Row %1: the tag needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Row %1: &quot;%2&quot; is not a tag name: use letters, digits and &apos;_&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Row %1: %2 says what the game is; it is not edited here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Row %1: %2 is there already.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>trellis::ImportIssuesDialog</name>
    <message>
        <source>Games Not Imported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One game could not be read and was skipped; the others were imported.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 games could not be read and were skipped; the others were imported.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy All</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>trellis::MainWindow</name>
    <message>
        <source>the view is 2d, 3d or both, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the 3D view needs OpenGL, which this display does not offer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;2D Board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;3D Board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2D &amp;and 3D</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Camera</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;First Player&apos;s View (White / Red)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Second Player&apos;s View (Black / Blue)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Top View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Si&amp;de View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reset Camera</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>New %1 Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Open &amp;Sample</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy &amp;Image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy Position String</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Paste Position String</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy &amp;Game Text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paste G&amp;ame Text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>Edit &amp;Headers…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;First Position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Previous Turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Next Turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Last Position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P&amp;romote Variation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Demote Variation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete From &amp;Here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Annotation &amp;Glyph</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Commit Deploy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;ancel Deploy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A&amp;nalyse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Analyse &amp;Game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Board</source>
        <translation>&amp;Brett</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Flip Board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Animate Moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Notation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Puzzles</source>
        <translation>&amp;Aufgaben</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Trellis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deploy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Trellis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Trellis&lt;/b&gt;&lt;p&gt;An analysis and editor studio for chess variants with composite turns.&lt;/p&gt;&lt;p&gt;Games: %1.&lt;/p&gt;&lt;p&gt;%2&lt;/p&gt;&lt;p&gt;Built with Qt %3, running on Qt %4.&lt;/p&gt;&lt;p&gt;Licence: GNU General Public License, version 3 or later (Show Details for its text).&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, game %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds no readable game.%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game:</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) skipped: %1</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games (*.pgn *.tdc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games (*.pgn *.tdc);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game has unsaved changes. Save them?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trellis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a %1 position string: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The clipboard holds no readable game.%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Analysing the game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Analysing the game: position %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game analysis cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game changed during the analysis: its scores were dropped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Game analysed: %n turn(s) marked.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Game analysed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Database</source>
        <translation>Datenbank</translation>
    </message>
    <message>
        <source>Add Game to &amp;Database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New Data&amp;base…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Datab&amp;ase…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Recent Da&amp;tabase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import Games…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export Games…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Large Game File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is large (%2). Import its games into the database, where they can be searched and opened one at a time?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No game database is open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game cannot be saved to its database: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game %1 was no longer in %2; saved as game %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Added as game %1 to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New Game Database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be replaced.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Game Database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import Games into %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The selected games (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The games the search and filter show (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The games the search and filter show</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All games of the database (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All games of the database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set Up &amp;Position…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This variant has no position editor.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Puzzle to a Collection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game files (*.pgn *.tdc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No puzzle has been verified.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has games that cannot be read; the puzzle was not added: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Puzzle saved to %1 (%2 games).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Puzzle added to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export Diagram…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export &amp;Game Sheet…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export &amp;3D Snapshot…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Diagram saved to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game sheet saved to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The diagram is on the clipboard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The 3D view is not shown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The graphics card cannot render a picture of this size.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export 3D Snapshot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> px</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Width:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Height:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG picture (*.png)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3D snapshot saved to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Solve Puzzles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From a &amp;Game File…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solve Puzzles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game files (*.pgn *.tdc);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From the &amp;Database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Mine Puzzles from Database…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sample: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Puzzle results cannot be kept: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds no puzzle (a game with a Goal tag).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The database holds no puzzle (a game with a Goal tag).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave the mode you are in first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a game database first: its games are mined.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Looking for puzzles in the games…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game %1 of %2: %3 positions, %4 puzzles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mine Puzzles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 puzzles found in %2 games (%3 positions)%4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Solve Them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sa&amp;ve…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Puzzles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds no game that can be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Train &amp;Repertoire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From a &amp;File…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From the Current Game as %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Train Repertoire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The repertoire&apos;s lines are played by:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Repertoire Training</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opening Tree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Opening Tree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Search Position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That turn is not legal here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game databases (*.trellisdb)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>trellis::MoveListView</name>
    <message>
        <source>(no moves yet)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Promote variation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Demote variation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete from here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Annotation glyph</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy</source>
        <translation type="unfinished"></translation>
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
        <translation>Voriger Zug (Links)</translation>
    </message>
    <message>
        <source>Next turn (Right)</source>
        <translation>Nächster Zug (Rechts)</translation>
    </message>
    <message>
        <source>Last position (End)</source>
        <translation>Endstellung (Ende)</translation>
    </message>
    <message>
        <source>Flip the board (Ctrl+F)</source>
        <translation>Brett drehen (Strg+F)</translation>
    </message>
    <message>
        <source>Start  0/%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
</context>
<context>
    <name>trellis::OpeningTreeModel</name>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Won / drawn / lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last played</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>trellis::OpeningTreePanel</name>
    <message>
        <source>Games of a player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arrows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw the turns on the board, thicker for more games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>either side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>as %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a game database to see which turns its games played here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No game of the database reaches this position.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 game reaches this position.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 games reach this position.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>trellis::PositionEditor</name>
    <message>
        <source>%1 may castle (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>En passant: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pawn on %1 may double-step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Heroic pieces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allow &amp;unreachable positions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Side to move:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New attack &amp;boards:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Clear Board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Start Position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Flip Board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Position:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Puzzle from this position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mate in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>win (decisive gain)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Verify</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save to &amp;File…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add to &amp;Database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verifying…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The position is ready to play.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>trellis::PositionEditorModel</name>
    <message>
        <source>Place %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove Piece</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move Piece</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heroic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear Board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start Position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side to Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place Board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move Board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove Board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paste Position</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>trellis::PositionModel</name>
    <message numerus="yes">
        <source>Preview, %n turn(s) ahead: </source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Checkmate: %1 wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stalemate: draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw: neither side can mate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw: only the commanders are left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw by the fifty-move rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to move, in check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (threefold repetition: draw may be claimed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (fifty-move rule: draw may be claimed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no such square.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is empty: pick one of your pieces.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is %1&apos;s turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the pieces of the deploying stack may move now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The piece on %1 has no legal move%2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (your king is in check)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whole stack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 on %2: click where it goes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The board on %1 cannot move now: a board moves only when it carries at most one piece, by the side of that piece (or its owner when empty), to a free adjacent pin.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>whole stack to %1, as a deploy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>whole stack to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 carries %2 to %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 alone to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That turn is not legal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The deploy cannot be committed yet: the piece left behind must be able to stand there and your commander must be safe.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The deploy was not played: it is not a legal turn in the game&apos;s current position. Cancel it or go on deploying.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deploy cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deploying: %1 step(s) played; %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>commit, or move another piece of the stack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>move another piece of the stack</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>trellis::PuzzleCheck</name>
    <message>
        <source>A sound puzzle. Solution: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not unique: %1 also reach the goal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a puzzle: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>trellis::PuzzleSession</name>
    <message>
        <source>The collection has no puzzle with a solution.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>find the best line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Collection done: %1 of %2 solved at the first try.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Puzzle %1 of %2 · %3 · %4 to move · misses: %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not this one: try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The solution&apos;s next turn is not legal here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>solution shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>solved at the first try</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>solved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The result could not be kept: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solved!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint: move the piece on %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint: move the attack board on %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>trellis::RepertoireSession</name>
    <message>
        <source>The game has no line with a turn of %1 to learn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The progress cannot be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Session done: %1 of %2 lines without a miss.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line %1 of %2 · misses: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your move as %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The repertoire&apos;s next turn is not legal here: go on to the next line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrong: the repertoire plays %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The repertoire plays %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line learnt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 miss: the line again, without a miss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 misses: the line again, without a miss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The progress could not be kept: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All lines trained</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>trellis::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notation of the move list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Animate moves (2D and 3D)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>See the 2D board from the &amp;second player&apos;s side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Figurines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Letters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board &amp;colours (chess and Tri-D):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Pieces (chess and Tri-D, 2D):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Animation &amp;speed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 samples</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3D &amp;antialiasing:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Engine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search threads (this computer has %1 cores); one thread gives the same analysis every time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> MB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory for the table of positions the engine has searched</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Threads:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Hash size:</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Menu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Menus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Boards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick a piece, then its target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click, click</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw an arrow (green; red, blue, yellow)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right-drag (with Shift, Ctrl, Alt)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mark a square (green; red, blue, yellow)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right-click (with Shift, Ctrl, Alt)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2D board, move list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous / next turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wheel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3D view</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Orbit / pan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag / right-drag or Shift+drag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wheel, +, -</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn the camera</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shift+arrow keys</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>trellis::SolvePanel</name>
    <message>
        <source>&amp;Hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Solution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Next Puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Commit Deploy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel &amp;Deploy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Leave Puzzles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn: %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>trellis::StackTokenStrip</name>
    <message>
        <source>%1: pick it, then click where it goes</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>trellis::TrainPanel</name>
    <message>
        <source>Show &amp;Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Next Line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Commit Deploy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel &amp;Deploy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Stop Training</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>trellis::db::DatabaseModel</name>
    <message>
        <source>#</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Second player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Site</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Variant</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
