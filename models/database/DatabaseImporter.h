#pragma once
// Imports PGN-like game files of every registered variant into a game database. One thread
// reads the files and cuts them into pieces (PgnPieces.h), worker threads on all cores parse
// and encode the pieces, and the calling thread writes the games in file order, in
// transactions of a few thousand games: a crash loses at most the transaction in flight.
// Broken games are reported (file, game number, line, reason) and skipped; duplicates
// (DuplicateIndex.h) are skipped unless asked for, and a game that extends a stored one
// replaces it. Progress is reported from the calling thread; cancelling keeps what has been
// imported so far.
#include "DatabaseError.h"
#include "IndexRowRuns.h"

#include <QString>
#include <QStringList>
#include <QVector>

#include <atomic>
#include <cstddef>
#include <functional>

namespace trellis {
struct VariantDescriptor;
}

namespace trellis::db {

class GameDatabase;

struct ImportProgress {
    QString file;          // the file being written
    qint64 bytesRead = 0;  // bytes of all files parsed so far
    qint64 bytesTotal = 0; // bytes of all files
    qint64 gamesRead = 0;  // games read, broken ones included
    qint64 imported = 0;   // games added to the database
    qint64 skipped = 0;    // broken games
    qint64 duplicates = 0; // duplicates not added (replacements included)
    double seconds = 0;    // since the import started
    double gamesPerSecond() const { return seconds > 0 ? double(gamesRead) / seconds : 0; }
};

struct ImportIssue {
    QString file;
    int game = 0; // number in its file, from 1; 0 for the file itself
    int line = 0;
    int column = 0;
    QString code; // the error code's name: core's (GameBadTurn...), FileRead or CannotStore
    QString message;
    // "FILE: game G, line L: reason" (the file's own problems: "FILE: reason").
    QString text() const;
};

struct ImportReport : ImportProgress {
    qint64 replaced = 0;         // stored games replaced by a longer game (counted as duplicates)
    qint64 turns = 0;            // main-line turns of the games added
    double indexSeconds = 0;     // of `seconds`, writing the position index's rows
    QVector<ImportIssue> issues; // broken games and unreadable files, in file order
    // What was repaired or guessed in games that were read (GameFenIsFinalBoard ...).
    QVector<ImportIssue> warnings;
    bool cancelled = false;
    DatabaseError failure; // the database failed (the import stopped); code None otherwise
};

struct ImportOptions {
    bool keepDuplicates = false;
    // Games without a Variant tag are of this variant (db import --variant); null: recognised.
    const VariantDescriptor* untagged = nullptr;
    int threads = 0;                    // parsing threads; 0: one per core
    int batchGames = 2000;              // games per transaction
    std::size_t pieceBytes = 256 << 10; // how much text a worker takes at a time
    std::size_t readBytes = 4 << 20;    // how much of a file is read at a time
    // Index rows held in memory before a sorted run of them goes to a temporary file
    // (IndexRowRuns.h; tests set it low).
    std::size_t indexMemoryRows = IndexRowRuns::kMemoryRows;
    const std::atomic<bool>* cancel = nullptr;
    // Called from the importing thread about every progressIntervalMs, and once at the end.
    std::function<void(const ImportProgress&)> progress;
    int progressIntervalMs = 100;
};

class DatabaseImporter {
  public:
    static ImportReport importFiles(GameDatabase& db, const QStringList& files,
                                    const ImportOptions& options = {});
    // Opens (creating if needed) the database in this thread for the import.
    static ImportReport importFiles(const QString& databasePath, const QStringList& files,
                                    const ImportOptions& options = {});
};

} // namespace trellis::db
