#pragma once
// The opening trees of the positions that many games reach, added up once and kept (schema 9,
// table tree_totals): a kept position has one row per next turn with what an unfiltered tree
// adds up of its index rows. The start position of a million games has a million rows; adding
// them up takes 200-400 ms, reading its kept tree well under one.
//
// A tree is kept when a query adds it up because it has many rows, or when one write of the
// index brings that many. From then on every write of the index updates it in the same
// transaction (added(), removed()), so that it never differs from the rows; check() compares.
#include "DatabaseError.h"
#include "IndexRows.h"
#include "SqliteStatements.h"

#include <QStringList>
#include <QVector>

#include <cstdint>
#include <functional>
#include <optional>
#include <set>
#include <span>

namespace trellis::db {

class TreeTotals {
  public:
    using Failure = SqliteStatements::Failure;
    // `db`: the connection's SQLite handle; `lockWaitMs`: its busy timeout, restored after
    // tryBegin(); `failure` turns a failed statement into an error.
    TreeTotals(sqlite3* db, int lockWaitMs, Failure failure);
    // How a position's tree is added up from the index (PositionIndexStore::unfilteredTree).
    using Sum = std::function<DbResult<QVector<IndexedTurn>>(std::uint64_t hash)>;
    void setSum(Sum sum) { sum_ = std::move(sum); }

    // The kept tree of `hash` in code order; none when it is not kept, or when a row of it is
    // not a possible count (damaged: the caller adds it up again).
    DbResult<std::optional<QVector<IndexedTurn>>> read(std::uint64_t hash);

    // Keeping a tree a query added up: tryBegin() takes the write lock if nobody holds it
    // (without waiting, so a query never waits for a writer), so that no write comes between
    // the sum and keep(); commit() or rollback() end what it began.
    bool tryBegin();
    DbResult<bool> keep(std::uint64_t hash, const QVector<IndexedTurn>& turns);
    bool commit();
    void rollback();

    // The index rows about to be written (sorted by hash and next, none there before): the kept
    // trees they touch follow, and a position that gets at least `keepRows` of them is kept
    // (its tree is the index's before them plus theirs: adding a big position up from the
    // games table, a join of each game, had been a sixth of an import's writing thread).
    DbResult<bool> added(std::span<const PositionRow> rows, qint64 keepRows);
    // The index rows just deleted, as they were stored (sorted by hash and next).
    DbResult<bool> removed(std::span<const PositionRow> rows);

    // Where a kept tree and the index rows disagree, as lines; empty when they agree.
    DbResult<QStringList> check();

  private:
    DbResult<std::set<std::uint64_t>> keptPositions();
    // Adds the tree of `hash` up from the index rows and keeps it.
    DbResult<bool> recount(std::uint64_t hash);
    // Keeps the tree of `hash` in the index plus `rows` (of `hash`, not in the index yet).
    DbResult<bool> keepWith(std::uint64_t hash, std::span<const PositionRow> rows);
    DbResult<bool> insert(std::uint64_t hash, const IndexedTurn& turn);
    // Takes what the removed rows `removed` of one next turn held from its kept totals; false
    // when the turn was not kept (the tree was added up again instead).
    DbResult<bool> subtract(std::uint64_t hash, const IndexedTurn& removed);

    sqlite3* db_;
    int lockWaitMs_;
    SqliteStatements sql_;
    Sum sum_;
};

} // namespace trellis::db
