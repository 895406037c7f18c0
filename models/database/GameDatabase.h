#pragma once
// A game database: one SQLite file (README.md has the schema and the blob format). One
// GameDatabase is one connection, used from the thread that opened it; other threads open
// their own (WAL mode lets readers go on while one writer writes).
//
// Opening checks the file before anything is written: a file that is not SQLite, a truncated
// or damaged one, another program's database or a newer schema is refused with an error and
// left as it was. An empty or missing file (OpenMode::Create) becomes an empty database; an
// older schema is migrated in one transaction.
//
// The work is done by one class per concern, which this one owns and hands each call to:
// DatabaseConnection (the connection, migration, transactions, statements, errors),
// GameQueries (filters and pages, with FilterPlanner and ListOrder), GameWriter (writes),
// PositionIndexStore (the position index), DatabaseRecords (puzzle and repertoire records) and
// DatabaseMaintenance (statistics, compaction).
#include "DatabaseConnection.h"
#include "DatabaseError.h"
#include "DatabaseMaintenance.h"
#include "DatabaseRecords.h"
#include "FilterPlanner.h"
#include "GameCodec.h"
#include "GameLists.h"
#include "GameQueries.h"
#include "GameQuery.h"
#include "GameWriter.h"
#include "IndexRows.h"
#include "ListOrder.h"
#include "PositionIndexStore.h"
#include "SqliteStatement.h"
#include "TreeTotals.h"

#include "game/GameTree.h"

#include <QString>
#include <QVector>

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <utility>
#include <vector>

namespace trellis::db {

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

    const QString& path() const { return conn_.path(); }
    int schemaVersion() const { return conn_.version(); }

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
    // The variants (ids) the games are of, in name order: each found by its first game, not by
    // counting them all as stats() does.
    DbResult<QStringList> variantsHeld() const;
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
    // fingerprints hold that of the structure `structure` (Variant::structureKey, MaterialSpan),
    // by id, with the span (its fingerprints are not read back).
    DbResult<QVector<MaterialRow>> materialGames(std::uint64_t key, std::uint64_t structure,
                                                 const QString& variant,
                                                 const GameFilter& filter) const;
    // A position that more games reach than this has its unfiltered tree kept (TreeTotals.h);
    // so has one that a write brings that many (set lower by tests, which have no database
    // that big).
    static constexpr int kKeptTreeGames = PositionIndexStore::kKeptTreeGames;
    void setKeptTreeGames(int games) { index_->setKeptTreeGames(games); }
    // How many games of the date order a filtered list's first page sorted by date walks
    // before it sorts the matches instead (GameQueries::dateWalkIds); tests set less.
    static constexpr int kDateWalk = GameQueries::kDateWalk;
    void setDateWalk(int games) { queries_->setDateWalk(games); }
    // How many games of a player or date filter go to a temporary table, which SQLite walks
    // by id; with more, the filter scans the games (FilterPlanner::listCondition). Tests set 0.
    static constexpr qint64 kPickedGames = FilterPlanner::kPickedGames;
    void setPickedGames(qint64 games) { planner_->setPickedGames(games); }
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
    // Foreign keys unchecked (outside a transaction): an import writes each game's rows right
    // after the rows they name, and the checks, nine B-tree lookups a game, took an eighth of
    // its writing thread's instructions. The connection checks them again when `on`.
    DbResult<bool> checkForeignKeys(bool on);
    // Indexing::Later leaves the game's positions to writeIndex (the importer writes them
    // in bulk, sorted); until then the game is in the backlog, which indexBacklog() clears.
    using Indexing = GameWriter::Indexing;
    DbResult<qint64> insertGame(const EncodedGame& game, Indexing indexing = Indexing::Now);
    // A new game queued (GameWriter::queueGame; in the backlog like Indexing::Later): queries
    // find it once insertQueued() or commit() has inserted it.
    DbResult<qint64> queueGame(const EncodedGame& game);
    DbResult<bool> insertQueued();
    DbResult<bool> updateGame(qint64 id, const EncodedGame& game);
    // Writes index rows (sorted here first) and takes their games off the backlog.
    DbResult<bool> writeIndex(IndexRows& rows);
    // Its two halves, for rows written in batches (PositionIndexStore.h).
    DbResult<GameIdRuns> takeOffBacklog(const GameIdRuns& games);
    DbResult<bool> writeSortedIndex(IndexRows& rows);
    // Indexes every game of the backlog from its blob (a migrated database, an import that was
    // killed); the number of games indexed.
    DbResult<qint64> indexBacklog();
    DbResult<qint64> backlogSize() const;
    // (id, duplicateKey()) of every game, computed from the stored tags.
    DbResult<std::vector<std::pair<qint64, std::uint64_t>>> duplicateKeys() const;

  private:
    explicit GameDatabase(QString path);
    DbResult<bool> connect(int lockWaitMs);
    // Runs `write` in the open transaction, or in one of its own committed when it succeeds.
    template <class Write> auto transacted(Write write) -> decltype(write());

    DatabaseConnection conn_;
    // The players' and dates' games (the reads that need them write this transaction's
    // changes first).
    std::unique_ptr<GameLists> lists_;
    // The opening trees of the positions many games reach, added up (TreeTotals.h).
    std::unique_ptr<TreeTotals> totals_;
    // The parts, made once the connection is open; each holds the connection and the parts
    // it builds on by reference.
    std::unique_ptr<FilterPlanner> planner_;
    std::unique_ptr<ListOrder> order_;
    std::unique_ptr<GameQueries> queries_;
    std::unique_ptr<PositionIndexStore> index_;
    std::unique_ptr<GameWriter> writer_;
    std::unique_ptr<DatabaseRecords> records_;
    std::unique_ptr<DatabaseMaintenance> maintenance_;
};

} // namespace trellis::db
