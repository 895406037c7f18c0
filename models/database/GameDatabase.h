#pragma once
// A game database: one SQLite file (README.md has the schema and the blob format). One
// GameDatabase is one connection, used from the thread that opened it; other threads open
// their own (WAL mode lets readers go on while one writer writes).
//
// Opening checks the file before anything is written: a file that is not SQLite, a truncated
// or damaged one, another program's database or a newer schema is refused with an error and
// left as it was. An empty or missing file (OpenMode::Create) becomes an empty database; an
// older schema is migrated in one transaction.
#include "DatabaseError.h"
#include "GameCodec.h"
#include "GameLists.h"
#include "GameQuery.h"
#include "IndexRows.h"
#include "SqliteStatement.h"
#include "TreeTotals.h"

#include "game/GameTree.h"

#include <QString>
#include <QVector>

#include <atomic>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

class QSqlQuery;

namespace trellis::db {

class GameLists;
struct SqlCondition;
struct SqlFilter;

struct DatabaseStats {
    qint64 games = 0;
    QList<QPair<QString, qint64>> gamesPerVariant; // variant id and its games, by id
    qint64 players = 0, events = 0, sites = 0;
    qint64 turns = 0;     // main-line turns of every game
    qint64 moveBytes = 0; // bytes of the tree blobs
    qint64 fileBytes = 0; // pages in use times the page size (the WAL checkpointed or not)
    qint64 freeBytes = 0; // of those, the pages deleted games left free (compact() returns them)
    int schemaVersion = 0;
    QString integrity; // PRAGMA integrity_check: "ok" or its findings; empty when not run
};

// The database's size (pages in use times the page size) before and after compact().
struct Compaction {
    qint64 bytesBefore = 0;
    qint64 bytesAfter = 0;
};

// What a player did with a puzzle in the solve mode (the puzzle_results table, schema 3).
struct PuzzleResult {
    enum class Outcome { FirstTry = 0, WithMisses = 1, Shown = 2 };
    Outcome outcome = Outcome::FirstTry; // of the last attempt
    QString date;                        // of the last attempt, ISO 8601
    int attempts = 0;
};

// What repertoire training knows of one line (the repertoire_lines table, schema 6).
struct LineProgress {
    int box = 0;   // the Leitner box: 0 never trained, 1 (missed or new) to 5 (known best)
    QString due;   // when it is to be trained again, ISO 8601 UTC; empty: now
    int right = 0; // the answers counted
    int wrong = 0;
    bool missed = false; // the last answer was wrong
    QString trained;     // the last answer's time, ISO 8601 UTC
};

// A game in which a position occurs, with the ply of its first occurrence.
struct PositionGame {
    qint64 id = 0;
    int ply = 0;
    bool operator==(const PositionGame&) const = default;
};

// A game as stored: its columns and its tree blob.
struct StoredGame {
    qint64 id = 0;
    GameHeader header;
    std::string moves;
};

class GameDatabase {
  public:
    enum class OpenMode { Existing, Create };

    // How long a statement waits for another program's lock before failing with Locked: long
    // for commands and jobs, which have time, short for a window that must answer.
    static constexpr int kLockWaitMs = 10000;
    static DbResult<std::unique_ptr<GameDatabase>>
    open(const QString& path, OpenMode mode = OpenMode::Create, int lockWaitMs = kLockWaitMs);
    // The embedded database: games.trellisdb in the user's data folder
    // (dataFolder(): ~/.local/share/Trellis); the folder is created. openDefault() creates the
    // database on first use.
    static DbResult<QString> defaultPath();
    static DbResult<std::unique_ptr<GameDatabase>> openDefault();

    ~GameDatabase();
    GameDatabase(const GameDatabase&) = delete;
    GameDatabase& operator=(const GameDatabase&) = delete;

    const QString& path() const { return path_; }
    int schemaVersion() const { return version_; }

    // --- Reading
    DbResult<qint64> count(const GameFilter& filter = {}) const;
    // The rows of a query from `offset`, at most `limit` (-1: all). withTags fills GameRow::tags.
    DbResult<QVector<GameRow>> rows(const GameQuery& query, qint64 offset = 0, int limit = -1,
                                    bool withTags = false) const;
    // The next `limit` rows of a query in id order after the game `lastId` (a step along the
    // table: a page deep in a million games costs what a page near the start does, where an
    // offset walks every game before it).
    DbResult<QVector<GameRow>> rowsAfter(const GameQuery& query, qint64 lastId, int limit,
                                         bool withTags = false) const;
    DbResult<QVector<qint64>> ids(const GameQuery& query) const;
    // The rows of the games `ids`, in that order; a game that is gone is left out. With a
    // query's ids found once, any page of it is read without sorting again.
    DbResult<QVector<GameRow>> rowsOf(const QVector<qint64>& ids, bool withTags = false) const;
    DbResult<GameTree> loadGame(qint64 id) const;
    DbResult<StoredGame> storedGame(qint64 id) const;
    // Every game of a query in its order, columns and blob (unless not withMoves), until
    // `visit` returns false.
    DbResult<bool> forEachGame(const GameQuery& query,
                               const std::function<bool(StoredGame&)>& visit,
                               bool withMoves = true) const;
    DbResult<DatabaseStats> stats(bool checkIntegrity = true) const;
    // The games that have a tag of this name beyond the columns (e.g. "Goal": the puzzles), in
    // id order.
    DbResult<QVector<qint64>> idsWithTag(const QString& tag) const;

    // --- Puzzle results, by the puzzle's key (models/PuzzleSession.h): absent when the key
    // was never recorded.
    DbResult<std::optional<PuzzleResult>> puzzleResult(const QString& key) const;
    // Records an attempt: the outcome and date replace the last ones, attempts goes up by one.
    DbResult<bool> recordPuzzleResult(const QString& key, PuzzleResult::Outcome outcome,
                                      const QString& date);

    // --- Repertoire training's progress, by the line's key (models/Repertoire.h): absent when
    // the line was never trained. Saving replaces what was kept.
    DbResult<std::optional<LineProgress>> lineProgress(const QString& key) const;
    DbResult<bool> saveLineProgress(const QString& key, const LineProgress& progress);

    // --- The position index (PositionSearch builds on it); `hash` is Variant::hash() of a
    // position of `variant`.
    // The games of a filter whose indexed plies reach the position, by id.
    DbResult<QVector<PositionGame>> indexedGames(std::uint64_t hash, const QString& variant,
                                                 const GameFilter& filter) const;
    // Those games grouped by the turn played there, in code order.
    DbResult<QVector<IndexedTurn>> indexedTurns(std::uint64_t hash, const QString& variant,
                                                const GameFilter& filter) const;
    // The games of a filter that have a material past their indexed plies over a span whose
    // position bits hold those of the position `hash` (MaterialSpan), by id, with the span
    // (its position bits are not read back).
    DbResult<QVector<MaterialRow>> materialGames(std::uint64_t key, std::uint64_t hash,
                                                 const QString& variant,
                                                 const GameFilter& filter) const;
    // A position with more index rows than this has its tree added up on every core, and
    // kept (TreeTotals.h); so has one that a write brings that many (set lower by tests, which
    // have no database that big).
    static constexpr int kParallelTreeRows = 100000;
    void setParallelTreeRows(int rows) { parallelTreeRows_ = rows; }
    // How many games of the date order a filtered list's first page sorted by date walks
    // before it sorts the matches instead (GameDatabase::dateWalkIds); tests set less.
    static constexpr int kDateWalk = 10000;
    void setDateWalk(int games) { dateWalk_ = games; }
    // How many games of a player or date filter go to a temporary table, which SQLite walks
    // by id; with more, the filter scans the games (GameDatabase::listCondition). Tests set 0.
    static constexpr qint64 kPickedGames = 65536;
    void setPickedGames(qint64 games) { pickedGames_ = games; }
    // Whether any game at all has the position among its indexed plies.
    DbResult<bool> isIndexed(std::uint64_t hash) const;
    // Bytes of the index's pages, when SQLite can tell (dbstat); -1 otherwise.
    DbResult<qint64> indexBytes() const;

    // --- Writing. Each call is one transaction unless a transaction is open.
    DbResult<qint64> addGame(const GameTree& tree);
    DbResult<bool> replaceGame(qint64 id, const GameTree& tree);
    DbResult<int> deleteGames(const QVector<qint64>& ids);
    // Rewrites the file without the pages deletions left free and with every table and index
    // packed (VACUUM). Not in a transaction: it is atomic by itself, and when it fails or
    // `cancel` is set meanwhile (Cancelled) the file stays as it was.
    DbResult<Compaction> compact(const std::atomic<bool>* cancel = nullptr);
    // The same for games as storedGame() read them: their index rows are found from what was
    // read, which is not read again (a deletion that keeps the games for undo has them).
    DbResult<int> deleteStoredGames(std::span<const StoredGame> games);

    // A read transaction (ended by commit() or by closing): the reads in it see one snapshot of
    // the file, and writers on other connections go on (WAL).
    DbResult<bool> beginRead();

    // --- What the importer builds on.
    DbResult<bool> beginTransaction();
    DbResult<bool> commit();
    void rollback();
    // Indexing::Later leaves the game's positions to writeIndex (the importer writes them
    // in bulk, sorted); until then the game is in the backlog, which indexBacklog() clears.
    enum class Indexing { Now, Later };
    DbResult<qint64> insertGame(const EncodedGame& game, Indexing indexing = Indexing::Now);
    DbResult<bool> updateGame(qint64 id, const EncodedGame& game);
    // Writes index rows (sorted here first) and takes their games off the backlog.
    DbResult<bool> writeIndex(IndexRows& rows);
    // Indexes every game of the backlog from its blob (a migrated database, an import that was
    // killed); the number of games indexed.
    DbResult<qint64> indexBacklog();
    DbResult<qint64> backlogSize() const;
    // (id, duplicateKey()) of every game, computed from the stored tags.
    DbResult<std::vector<std::pair<qint64, std::uint64_t>>> duplicateKeys() const;

  private:
    enum class Names { Players, Events, Sites, Tags, Variants };

    explicit GameDatabase(QString path);
    DbResult<bool> connect(int lockWaitMs);
    DbResult<bool> migrate(int from);
    DbResult<qint64> internName(Names table, const std::string& name);
    DbResult<qint64> writeGame(qint64 id, const EncodedGame& game, bool replace, Indexing indexing);
    DbResult<bool> removeIndex(std::span<const StoredGame> games);
    // Runs `write` in the open transaction, or in one of its own committed when it succeeds.
    template <class Write> auto transacted(Write write) -> decltype(write());
    // The statements of the rows an import writes, straight on SQLite (SqliteStatement.h).
    SqliteStatement& native(const char* sql) const;
    DbResult<bool> run(SqliteStatement& statement) const;
    // Inserts `rows` by `sql`, binding each with bindRow(statement, its first column, row).
    template <class Row, class Bind>
    // Inserts `rows` by `sql`, binding each with bindRow(statement, its first column, row);
    // the rows inserted.
    DbResult<qint64> insertAll(const InsertRows& sql, const std::vector<Row>& rows,
                               Bind bindRow) const;
    DatabaseError failure(const SqliteStatement& statement) const;
    DbResult<bool> loadExtras(qint64 id, GameHeader& header) const;
    // The conditions of a filter on names (those of players, events or sites, as GameList
    // bits, hold the folded needle) and on dates, from the lists (listCondition).
    SqlCondition nameCondition(const QString& folded, int lists) const;
    SqlCondition dateCondition(qint64 from, qint64 to) const;
    struct ListRange {
        GameList list;
        qint64 low, high = low;
    };
    // The games of the lists `ranges` (named `lists`, for the cache): "0" when there are none,
    // the games in a temporary table when there are at most pickedGames_, else `scan`.
    SqlCondition listCondition(const QString& lists, const std::vector<ListRange>& ranges,
                               const SqlCondition& scan) const;
    static constexpr int kPickTables = 8;
    // Fills a temporary table not in use by the filter being built with `ids`; its number.
    std::optional<int> pickTable(const std::vector<qint64>& ids, const QString& lists,
                                 qint64 stamp) const;
    // A filter's SQL, with the names, players and dates asked of this database.
    SqlFilter filterSql(const GameFilter& filter) const;
    // Takes a stored game off its lists (before it is deleted or rewritten).
    DbResult<bool> unlistGame(qint64 id);
    // Sorts whose pages without a filter are read from the lists (listOrderIds), and the list
    // of each (GameList(0) for none).
    static GameList listOf(GameSortField field);
    static bool listOrdered(GameSortField field);
    DbResult<QVector<qint64>> listOrderIds(const GameQuery& query, qint64 offset, int limit) const;
    // Keys of a list whose games come together in an order, and how many games they have.
    struct ListGroup {
        std::vector<qint64> keys;
        qint64 games = 0;
    };
    DbResult<std::vector<ListGroup>>
    nameGroups(const char* table, const std::vector<std::pair<qint64, qint64>>& counts,
               bool descending) const;
    // Appends the games of `groups` in order, after skipping `skip` of them, at most `left`.
    DbResult<bool> listPage(GameList list, const std::vector<ListGroup>& groups, qint64& skip,
                            qint64& left, QVector<qint64>& out) const;
    // The first page of a filtered list sorted by date among the first games of the date order.
    DbResult<QVector<qint64>> dateWalkIds(const GameQuery& query, const SqlFilter& f, qint64 offset,
                                          int limit) const;
    // rows() from `offset`, or rowsAfter() the game `after`.
    DbResult<QVector<GameRow>> page(const GameQuery& query, std::optional<qint64> after,
                                    qint64 offset, int limit, bool withTags) const;
    // The ids in the first column of a query that ran, in its order.
    DbResult<QVector<qint64>> readIds(QSqlQuery& q) const;
    // The rows a query over kRowColumns gives, in its order.
    DbResult<QVector<GameRow>> readRows(QSqlQuery& q, bool withTags) const;
    DbResult<QVector<IndexedTurn>> indexedTurnsOnEveryCore(std::uint64_t hash) const;
    DbResult<QVector<IndexedTurn>> keptTree(std::uint64_t hash) const;
    // A tag name by its id in tag_names (kept once read).
    DbResult<std::string> tagName(qint64 id) const;
    DbResult<bool> moveExtraTagRows();
    QSqlQuery& prepared(const char* sql) const;
    DatabaseError failure(const QSqlQuery& query) const;
    DatabaseError failure(const QString& what, const QString& message, const QString& code) const;

    QString path_;
    int parallelTreeRows_ = kParallelTreeRows;
    int dateWalk_ = kDateWalk;
    QString connection_;
    int version_ = 0;
    bool inTransaction_ = false;
    // Interned names and their ids, per table, as far as this connection has seen them.
    std::unordered_map<std::string, qint64> names_[5];
    mutable std::unordered_map<qint64, std::string> tagNames_; // tag_names by id, as read
    mutable std::unordered_map<const char*, std::unique_ptr<QSqlQuery>> statements_;
    mutable std::unordered_map<const char*, std::unique_ptr<SqliteStatement>> native_;
    // The players' and dates' games (the reads that need them write this transaction's
    // changes first).
    std::unique_ptr<GameLists> lists_;
    // The opening trees of the positions many games reach, added up (TreeTotals.h).
    std::unique_ptr<TreeTotals> totals_;
    mutable int nextPick_ = 0;       // the next of the temporary tables pickTable() fills
    mutable unsigned busyPicks_ = 0; // the tables the filter being built uses
    // What each temporary table holds: the games of some lists, as of a PRAGMA data_version
    // and a count of this connection's writes (empty: nothing to find again).
    struct Picked {
        QString lists;
        qint64 stamp = -1, writes = -1;
    };
    mutable std::vector<Picked> picked_;
    qint64 writes_ = 0;
    qint64 pickedGames_ = kPickedGames;
};

} // namespace trellis::db
