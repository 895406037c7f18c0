#pragma once
// The position index as stored (README.md, "Position index"): writing and removing a game's
// rows, the backlog of games not indexed yet, and what PositionSearch asks of it (the games
// and the tree of a position, the games whose material spans may hold it). A big position's
// tree is kept once added up (TreeTotals).
#include "DatabaseConnection.h"
#include "FilterPlanner.h"
#include "GameQueries.h"
#include "GameQuery.h"
#include "IndexRows.h"
#include "PositionLists.h"
#include "TreeTotals.h"

#include <QString>
#include <QVector>

#include <cstdint>
#include <span>

namespace trellis::db {

// A game in which a position occurs, with the ply of its first occurrence.
struct PositionGame {
    qint64 id = 0;
    int ply = 0;
    bool operator==(const PositionGame&) const = default;
};

class PositionIndexStore {
  public:
    PositionIndexStore(DatabaseConnection& conn, TreeTotals& totals, const FilterPlanner& planner,
                       const GameQueries& queries);

    // A position that more games reach than this has its unfiltered tree kept once added up
    // (TreeTotals.h); so has one that a write brings that many games (set lower by tests,
    // which have no database that big). Below it, adding a tree up (the games' results,
    // lengths and dates joined) takes a few milliseconds.
    static constexpr int kKeptTreeGames = 5000;
    void setKeptTreeGames(int games) { keptTreeGames_ = games; }

    // GameDatabase.h tells what each of these reads.
    DbResult<QVector<PositionGame>> indexedGames(std::uint64_t hash, const QString& variant,
                                                 const GameFilter& filter) const;
    DbResult<QVector<IndexedTurn>> indexedTurns(std::uint64_t hash, const QString& variant,
                                                const GameFilter& filter) const;
    DbResult<QVector<MaterialRow>> materialGames(std::uint64_t key, std::uint64_t structure,
                                                 const QString& variant,
                                                 const GameFilter& filter) const;
    DbResult<bool> isIndexed(std::uint64_t hash) const;
    DbResult<qint64> indexBytes() const;

    // Writes the index rows of the games of the backlog (sorted here first) and takes them
    // off it; the rows of other games (indexed already) are left out.
    DbResult<bool> writeIndex(IndexRows& rows);
    // The two halves of writeIndex, for rows that come in batches (IndexRowRuns): takes games
    // off the backlog (the result: those of them that were on it); writes rows in key order
    // whose games were taken off it.
    DbResult<GameIdRuns> takeOffBacklog(const GameIdRuns& games);
    DbResult<bool> writeSortedIndex(IndexRows& rows);
    // Deletes the rows of games as stored (before they are deleted or rewritten).
    DbResult<bool> removeIndex(std::span<const StoredGame> games);
    // The games of the backlog, in id order.
    DbResult<QVector<qint64>> backlog() const;
    DbResult<qint64> backlogSize() const;
    // Indexes the games `ids` of the backlog from their blobs and takes them off it.
    DbResult<bool> indexGames(const QVector<qint64>& ids);

    // The tree of a position from the index alone (what TreeTotals keeps).
    DbResult<QVector<IndexedTurn>> unfilteredTree(std::uint64_t hash) const;

  private:
    // The games of a position as the index holds them, in no particular order.
    DbResult<std::vector<PositionHit>> hits(std::uint64_t hash) const;
    DbResult<bool> stage(const std::vector<PositionHit>& found) const;
    // The SQL left of `filter` (whose SQL is `f`) once the games it keeps of `found` are
    // picked here.
    DbResult<SqlFilter> applyFilter(std::vector<PositionHit>& found, const GameFilter& filter,
                                    SqlFilter f) const;
    DbResult<QVector<IndexedTurn>> stagedTree(const std::vector<PositionHit>& found,
                                              const QString& variant, const SqlFilter& f) const;
    DbResult<bool> keepPassing(std::vector<PositionHit>& found, const QString& variant,
                               const GameFilter& filter) const;
    DbResult<QVector<IndexedTurn>> keptTree(std::uint64_t hash) const;
    DbResult<bool> removeGames(std::span<const PositionRow> gone,
                               std::vector<PositionRow>& deleted);
    DbResult<bool> insertChunks(const std::vector<PositionChunk>& chunks);
    DbResult<bool> removeSpans(std::span<const MaterialRow> gone);
    DbResult<bool> insertSpans(const std::vector<MaterialChunk>& chunks);
    // A chunk of `what`'s list from game `first` that cannot be read.
    DatabaseError damagedChunk(const QString& what, qint64 first) const;
    static QString positionName(std::uint64_t hash);
    static QString materialName(std::uint64_t key);

    DatabaseConnection& conn_;
    TreeTotals& totals_;
    const FilterPlanner& planner_;
    const GameQueries& queries_;
    int keptTreeGames_ = kKeptTreeGames;
};

} // namespace trellis::db
