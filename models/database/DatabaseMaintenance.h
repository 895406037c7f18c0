#pragma once
// The database as a whole: its statistics with the integrity checks (SQLite's, the lists',
// the kept trees'), and its compaction (VACUUM, cancellable).
#include "DatabaseConnection.h"
#include "GameLists.h"
#include "TreeTotals.h"

#include <QList>
#include <QPair>
#include <QString>

#include <atomic>

namespace trellis::db {

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

class DatabaseMaintenance {
  public:
    DatabaseMaintenance(DatabaseConnection& conn, GameLists& lists, TreeTotals& totals);

    DbResult<DatabaseStats> stats(bool checkIntegrity) const;
    // GameDatabase::compact().
    DbResult<Compaction> compact(const std::atomic<bool>* cancel);

  private:
    DatabaseConnection& conn_;
    GameLists& lists_;
    TreeTotals& totals_;
};

} // namespace trellis::db
