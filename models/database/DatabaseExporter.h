#pragma once
// Writes the games of a query (a selection: GameFilter::ids; a filter; or everything) as a
// game file, in the query's order. Games are read on the calling thread and written out as
// text on all cores, in order. To a file the write is atomic (QSaveFile): the file is replaced
// whole, or left as it was when the export fails or is cancelled.
#include "DatabaseError.h"
#include "GameQuery.h"

#include <QString>
#include <QVector>

#include <atomic>
#include <functional>
#include <string>

namespace trellis::db {

class GameDatabase;

struct ExportProgress {
    qint64 exported = 0; // games written so far
    qint64 total = 0;    // games the query matches
    double seconds = 0;
};

struct ExportReport : ExportProgress {
    QVector<DatabaseError> badGames; // stored games that could not be read back (skipped)
    bool cancelled = false;
    DatabaseError failure; // the database or the file failed; code None otherwise
};

struct ExportOptions {
    int threads = 0; // 0: one per core
    const std::atomic<bool>* cancel = nullptr;
    std::function<void(const ExportProgress&)> progress; // from the calling thread
    int progressIntervalMs = 100;
};

class DatabaseExporter {
  public:
    static ExportReport exportToFile(GameDatabase& db, const GameQuery& query, const QString& path,
                                     const ExportOptions& options = {});
    // The text goes to `write` in pieces, games separated by an empty line.
    static ExportReport exportTo(GameDatabase& db, const GameQuery& query,
                                 const std::function<void(const std::string&)>& write,
                                 const ExportOptions& options = {});
};

} // namespace trellis::db
