#include "DatabaseSchema.h"

#include <array>

namespace trellis::db::schema {

namespace {

// Version 1: games with interned players, events, sites and tag names; the tree blob beside
// each game; the tags beyond the columns as numbered rows.
const QStringList kVersion1{
    QStringLiteral("CREATE TABLE variants (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE)"),
    QStringLiteral("CREATE TABLE players (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, "
                   "folded TEXT NOT NULL)"),
    QStringLiteral("CREATE TABLE events (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, "
                   "folded TEXT NOT NULL)"),
    QStringLiteral("CREATE TABLE sites (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, "
                   "folded TEXT NOT NULL)"),
    QStringLiteral("CREATE TABLE tag_names (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE)"),
    QStringLiteral("CREATE TABLE games ("
                   "id INTEGER PRIMARY KEY AUTOINCREMENT, "
                   "variant INTEGER NOT NULL REFERENCES variants(id), "
                   "white INTEGER REFERENCES players(id), "
                   "black INTEGER REFERENCES players(id), "
                   "event INTEGER REFERENCES events(id), "
                   "site INTEGER REFERENCES sites(id), "
                   "date INTEGER, "
                   "round TEXT, "
                   "result INTEGER, "
                   "turns INTEGER NOT NULL, "
                   "layout INTEGER NOT NULL, "
                   "dupkey INTEGER NOT NULL)"),
    QStringLiteral("CREATE TABLE game_moves ("
                   "game INTEGER PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE, "
                   "moves BLOB NOT NULL)"),
    QStringLiteral("CREATE TABLE game_tags ("
                   "game INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE, "
                   "position INTEGER NOT NULL, "
                   "tag INTEGER NOT NULL REFERENCES tag_names(id), "
                   "value TEXT NOT NULL, "
                   "PRIMARY KEY (game, position)) WITHOUT ROWID"),
    QStringLiteral("CREATE INDEX games_white ON games(white)"),
    QStringLiteral("CREATE INDEX games_black ON games(black)"),
    QStringLiteral("CREATE INDEX games_event ON games(event)"),
    QStringLiteral("CREATE INDEX games_date ON games(date)"),
};

// Version 2: smaller games. The duplicate key is computed when an import starts instead of
// being stored (4 bytes a game), and events are filtered by a scan (the index cost 10 bytes a
// game; the events table is small and the games rows are narrow).
const QStringList kVersion2{
    QStringLiteral("DROP INDEX games_event"),
    QStringLiteral("ALTER TABLE games DROP COLUMN dupkey"),
};

// Version 3: what a player did with each puzzle of the solve mode, keyed by the puzzle (its
// variant, start position and solution, PuzzleKey in models/PuzzleSession.h) so that the same
// puzzle is recognised in any collection. outcome: 0 solved at the first try, 1 solved with
// misses (or a hint), 2 solution shown; date: the last attempt (ISO 8601); attempts: how many.
const QStringList kVersion3{
    QStringLiteral("CREATE TABLE puzzle_results (key TEXT PRIMARY KEY, outcome INTEGER NOT NULL, "
                   "date TEXT NOT NULL, attempts INTEGER NOT NULL) WITHOUT ROWID"),
};

// Version 4: the position index (README.md, "Position index"). game_positions holds each game's
// main-line positions up to kIndexedPlies, once per game at the first occurrence, keyed so that
// the turns played from a position are one range in turn order (with the game's result, length
// and date, so that a tree without a filter needs no join); game_material the plies past
// those at which each game has each material, for searching deeper positions; no foreign key (it
// would need an index on game): GameDatabase removes a game's rows itself. index_backlog lists the
// games whose rows are not written yet (an import writes them in bulk; an older database gets its
// index when it is migrated, in the migration's transaction).
const QStringList kVersion4{
    QStringLiteral("CREATE TABLE game_positions ("
                   "hash INTEGER NOT NULL, "
                   "next INTEGER NOT NULL, "
                   "game INTEGER NOT NULL, "
                   "ply INTEGER NOT NULL, "
                   "result INTEGER, "
                   "turns INTEGER NOT NULL, "
                   "date INTEGER, "
                   "PRIMARY KEY (hash, next, game)) WITHOUT ROWID"),
    QStringLiteral("CREATE TABLE game_material ("
                   "material INTEGER NOT NULL, "
                   "game INTEGER NOT NULL, "
                   "first INTEGER NOT NULL, "
                   "last INTEGER NOT NULL, "
                   "PRIMARY KEY (material, game)) WITHOUT ROWID"),
    QStringLiteral("CREATE TABLE index_backlog (game INTEGER PRIMARY KEY)"),
    QStringLiteral("INSERT INTO index_backlog(game) SELECT id FROM games"),
};

// Version 5: each material span also holds the bits of its positions (MaterialSpan::positions),
// so that a search past the indexed plies replays only the games that may reach the position.
// The spans are written again from the stored games (the position rows are kept: writing them
// again is ignored).
const QStringList kVersion5{
    QStringLiteral("DROP TABLE game_material"),
    QStringLiteral("CREATE TABLE game_material ("
                   "material INTEGER NOT NULL, "
                   "game INTEGER NOT NULL, "
                   "first INTEGER NOT NULL, "
                   "last INTEGER NOT NULL, "
                   "positions0 INTEGER NOT NULL, "
                   "positions1 INTEGER NOT NULL, "
                   "positions2 INTEGER NOT NULL, "
                   "positions3 INTEGER NOT NULL, "
                   "PRIMARY KEY (material, game)) WITHOUT ROWID"),
    QStringLiteral("INSERT OR IGNORE INTO index_backlog(game) SELECT id FROM games"),
};

// Version 6: repertoire training's progress per line (models/Repertoire.h), keyed by the line
// (variant, start position, turns in the file notation, the trained side) so that the same line
// is known in any repertoire file. box: the Leitner box (0 never trained, 1 to 5); due: when
// it is to be trained again (ISO 8601 UTC); right_answers / wrong_answers: the answers counted;
// missed: 1 when the last answer was wrong; trained: the last answer's time (ISO 8601 UTC).
const QStringList kVersion6{
    QStringLiteral(
        "CREATE TABLE repertoire_lines (key TEXT PRIMARY KEY, box INTEGER NOT NULL, "
        "due TEXT NOT NULL, right_answers INTEGER NOT NULL, wrong_answers INTEGER NOT NULL, "
        "missed INTEGER NOT NULL, trained TEXT NOT NULL) WITHOUT ROWID"),
};

// Version 7: the players in name order, so that a list sorted by a player walks them and each
// one's games through games_white or games_black instead of sorting every game
// (GameDatabase::playerOrderIds). Its size goes with the players, not the games.
const QStringList kVersion7{
    QStringLiteral("CREATE INDEX IF NOT EXISTS players_folded ON players(folded)"),
};

// Version 8: the games of each player on each side and of each date as posting lists
// (GameLists.h) instead of the indexes on games(white), games(black) and games(date): about
// 8 bytes a game instead of 34. GameDatabase::connect writes the lists from the games in the
// migration (IF NOT EXISTS and the DELETE let a database that already has the table, with the
// version set back, be migrated again).
const QStringList kVersion8{
    QStringLiteral("CREATE TABLE IF NOT EXISTS game_lists ("
                   "list INTEGER NOT NULL, "
                   "key INTEGER NOT NULL, "
                   "first INTEGER NOT NULL, "
                   "count INTEGER NOT NULL, "
                   "gaps BLOB NOT NULL, "
                   "PRIMARY KEY (list, key, first)) WITHOUT ROWID"),
    QStringLiteral("DELETE FROM game_lists"),
    QStringLiteral("DROP INDEX IF EXISTS games_white"),
    QStringLiteral("DROP INDEX IF EXISTS games_black"),
    QStringLiteral("DROP INDEX IF EXISTS games_date"),
};

// Version 9: the opening trees of the positions many games reach, added up and kept
// (TreeTotals.h): one row per position and next turn. Empty at first: a tree is kept when it
// is next added up.
const QStringList kVersion9{
    QStringLiteral("CREATE TABLE IF NOT EXISTS tree_totals ("
                   "hash INTEGER NOT NULL, "
                   "next INTEGER NOT NULL, "
                   "games INTEGER NOT NULL, "
                   "first_wins INTEGER NOT NULL, "
                   "draws INTEGER NOT NULL, "
                   "second_wins INTEGER NOT NULL, "
                   "turns INTEGER NOT NULL, "
                   "last_date INTEGER, "
                   "PRIMARY KEY (hash, next)) WITHOUT ROWID"),
    QStringLiteral("DELETE FROM tree_totals"),
};

// Version 10: a game's extra tags in one row (ExtraTags.h) instead of a row a tag: writing ten
// rows cost a tenth of an import of Lichess's games, and their keys and record headers about
// 12 bytes a tag. GameDatabase::migrate moves the rows of game_tags into it and drops game_tags.
// And a material span notes its positions as 16-bit fingerprints (MaterialSpan::positions, a
// blob) instead of a 256-bit Bloom filter in four columns: smaller, and selective in long spans;
// the spans are written again from the stored games (the position rows are kept: writing them
// again is ignored). IF EXISTS: the tests make older files from a current one, which has
// material_games instead.
const QStringList kVersion10{
    QStringLiteral("CREATE TABLE IF NOT EXISTS game_extras ("
                   "game INTEGER PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE, "
                   "tags BLOB NOT NULL)"),
    QStringLiteral("DROP TABLE IF EXISTS game_material"),
    QStringLiteral("CREATE TABLE game_material ("
                   "material INTEGER NOT NULL, "
                   "game INTEGER NOT NULL, "
                   "first INTEGER NOT NULL, "
                   "last INTEGER NOT NULL, "
                   "positions BLOB NOT NULL, "
                   "PRIMARY KEY (material, game)) WITHOUT ROWID"),
    QStringLiteral("INSERT OR IGNORE INTO index_backlog(game) SELECT id FROM games"),
};

// Version 11: the position index as lists (PositionLists.h): the games of each position and
// turn packed, one or two bytes a game instead of a row of about 30 (the game's result, length
// and date were copied into each): position_games replaces game_positions; and the material
// spans of each material packed, material_games replacing game_material (a row a span). Both
// are written again from the stored games, and the kept trees added up again when next asked
// for. And the values of the tags that share them (ExtraTags.h: an opening's name, a time
// control) are kept once in tag_values, named by id in game_extras (GameWriter::
// shareExtraValues writes a schema-10 file's rows again).
const QStringList kVersion11{
    QStringLiteral("DROP TABLE IF EXISTS game_positions"),
    QStringLiteral("CREATE TABLE IF NOT EXISTS position_games ("
                   "hash INTEGER NOT NULL, "
                   "next INTEGER NOT NULL, "
                   "first INTEGER NOT NULL, "
                   "games BLOB NOT NULL, "
                   "PRIMARY KEY (hash, next, first)) WITHOUT ROWID"),
    QStringLiteral("DELETE FROM position_games"),
    QStringLiteral("DROP TABLE IF EXISTS game_material"),
    QStringLiteral("CREATE TABLE IF NOT EXISTS material_games ("
                   "material INTEGER NOT NULL, "
                   "first INTEGER NOT NULL, "
                   "games BLOB NOT NULL, "
                   "PRIMARY KEY (material, first)) WITHOUT ROWID"),
    QStringLiteral("DELETE FROM material_games"),
    QStringLiteral("CREATE TABLE IF NOT EXISTS tag_values (id INTEGER PRIMARY KEY, "
                   "name TEXT NOT NULL UNIQUE)"),
    QStringLiteral("DELETE FROM tree_totals"),
    QStringLiteral("INSERT OR IGNORE INTO index_backlog(game) SELECT id FROM games"),
};

// Version 12: a material span notes the structure of its positions (Variant::structureKey,
// chess's pawns) in one byte, once for each stretch of plies that keeps it, instead of every
// position in two bytes (MaterialSpan). The index is written again from the stored games (its
// position lists too: the backlog writes both), and the kept trees added up again when next
// asked for.
const QStringList kVersion12{
    QStringLiteral("DELETE FROM position_games"),
    QStringLiteral("DELETE FROM material_games"),
    QStringLiteral("DELETE FROM tree_totals"),
    QStringLiteral("INSERT OR IGNORE INTO index_backlog(game) SELECT id FROM games"),
};

// Version 13: a turn is stored as its variant's number (Variant::legalTurnRank): chess counts
// its pseudo-legal moves (core/chess/MoveCodes.h), so an import ranks no legal moves. Every
// blob is renumbered (GameWriter::renumberTurns, before the backlog is written), and the index,
// whose positions note their next turn's number, is written again from the stored games, the
// kept trees added up again when next asked for.
const QStringList kVersion13{
    QStringLiteral("DELETE FROM position_games"),
    QStringLiteral("DELETE FROM material_games"),
    QStringLiteral("DELETE FROM tree_totals"),
    QStringLiteral("INSERT OR IGNORE INTO index_backlog(game) SELECT id FROM games"),
};

// Version 14: Tri-D's turns numbered by the piece and the square (core/trid/TurnNumbers.h), so
// that an import counts no other piece's turns. Its blobs are renumbered and the index written
// again, as for version 13.
const QStringList kVersion14 = kVersion13;

} // namespace

int currentVersion() {
    return 14;
}

const QStringList& migration(int to) {
    static const std::array<const QStringList*, 14> steps{
        &kVersion1, &kVersion2, &kVersion3,  &kVersion4,  &kVersion5,  &kVersion6,  &kVersion7,
        &kVersion8, &kVersion9, &kVersion10, &kVersion11, &kVersion12, &kVersion13, &kVersion14};
    static const QStringList none;
    return to >= 1 && to <= int(steps.size()) ? *steps[std::size_t(to - 1)] : none;
}

} // namespace trellis::db::schema
