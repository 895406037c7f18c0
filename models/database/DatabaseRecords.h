#pragma once
// What the player's training keeps beside the games: the puzzle results of the solve mode
// (puzzle_results, schema 3) and repertoire training's progress per line (repertoire_lines,
// schema 6).
#include "DatabaseConnection.h"

#include <QString>

#include <optional>

namespace trellis::db {

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

class DatabaseRecords {
  public:
    explicit DatabaseRecords(DatabaseConnection& conn);

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

  private:
    DatabaseConnection& conn_;
};

} // namespace trellis::db
