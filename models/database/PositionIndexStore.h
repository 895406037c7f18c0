#pragma once
// The position index as stored (README.md, "Position index"): writing and removing a game's
// rows, the backlog of games not indexed yet, and what PositionSearch asks of it (the games
// and the tree of a position, the games whose material spans may hold it). A big position's
// tree is added up on every core and kept (TreeTotals).
#include "DatabaseConnection.h"
#include "FilterPlanner.h"
#include "GameQueries.h"
#include "GameQuery.h"
#include "IndexRows.h"
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

    // A position with more index rows than this has its tree added up on every core, and
    // kept (TreeTotals.h); so has one that a write brings that many (set lower by tests, which
    // have no database that big).
    static constexpr int kParallelTreeRows = 100000;
    void setParallelTreeRows(int rows) { parallelTreeRows_ = rows; }

    // GameDatabase.h tells what each of these reads.
    DbResult<QVector<PositionGame>> indexedGames(std::uint64_t hash, const QString& variant,
                                                 const GameFilter& filter) const;
    DbResult<QVector<IndexedTurn>> indexedTurns(std::uint64_t hash, const QString& variant,
                                                const GameFilter& filter) const;
    DbResult<QVector<MaterialRow>> materialGames(std::uint64_t key, std::uint64_t hash,
                                                 const QString& variant,
                                                 const GameFilter& filter) const;
    DbResult<bool> isIndexed(std::uint64_t hash) const;
    DbResult<qint64> indexBytes() const;

    // Writes index rows (sorted here first) and takes their games off the backlog.
    DbResult<bool> writeIndex(IndexRows& rows);
    // Deletes the rows of games as stored (before they are deleted or rewritten).
    DbResult<bool> removeIndex(std::span<const StoredGame> games);
    // The games of the backlog, in id order.
    DbResult<QVector<qint64>> backlog() const;
    DbResult<qint64> backlogSize() const;
    // Indexes the games `ids` of the backlog from their blobs and takes them off it.
    DbResult<bool> indexGames(const QVector<qint64>& ids);

  private:
    DbResult<QVector<IndexedTurn>> indexedTurnsOnEveryCore(std::uint64_t hash) const;
    DbResult<QVector<IndexedTurn>> keptTree(std::uint64_t hash) const;

    DatabaseConnection& conn_;
    TreeTotals& totals_;
    const FilterPlanner& planner_;
    const GameQueries& queries_;
    int parallelTreeRows_ = kParallelTreeRows;
};

} // namespace trellis::db
