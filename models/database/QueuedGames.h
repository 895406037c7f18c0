#pragma once
// New games on their way into the database, their rows inserted 64 to a statement: an
// import's games went in one statement a row, four a game, and a statement's run cost SQLite
// more than the row it stored. The ids are given out here, after the largest the table has had
// (the queue is emptied before anything else writes or reads the games).
#include "DatabaseConnection.h"

#include <QtGlobal>

#include <array>
#include <optional>
#include <string>
#include <vector>

namespace trellis::db {

// A game's rows as GameWriter makes them: its games row (names as ids), its blob, its packed
// extra tags (empty: none).
struct QueuedGame {
    qint64 id = 0;
    qint64 variant = 0;
    std::array<std::optional<qint64>, 4> names; // white, black, event, site
    std::optional<int> date;
    std::optional<std::string> round;
    std::optional<int> result;
    int turns = 0;
    int layout = 0;
    std::string moves;
    std::string extras;
};

// Binds a game's games row from column `c` on: variant, white, black, event, site, date,
// round, result, turns, layout and the id (when it has one).
void bindGameRow(SqliteStatement& st, int c, const QueuedGame& g);

class QueuedGames {
  public:
    explicit QueuedGames(const DatabaseConnection& conn) : conn_(conn) {}
    bool empty() const { return games_.empty(); }
    std::size_t size() const { return games_.size(); }
    // The id the next game queued gets.
    DbResult<qint64> nextId();
    // Queues a game with the id nextId() gave.
    void add(QueuedGame game) { games_.push_back(std::move(game)); }
    // Inserts the queued games' rows (and each game into the index's backlog); empty after.
    DbResult<bool> insert();
    // Forgets the queued games (their transaction was rolled back).
    void clear() { games_.clear(); }

  private:
    const DatabaseConnection& conn_;
    std::vector<QueuedGame> games_;
};

} // namespace trellis::db
