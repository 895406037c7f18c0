#pragma once
// The games of each player on each side (schema 8, table player_games): posting lists, the
// game ids in order coded as the gaps between them (LEB128), in chunks of at most
// kChunkBytes keyed by (player, side, first id). Two SQLite indexes on games(white) and
// games(black) cost 22 bytes a game; the lists about 4 (README.md, "Players").
//
// Writes are noted and written by flush() in the open transaction, so that a list touched by
// many games of an import is written once a transaction; the reads flush first.
#include "DatabaseError.h"
#include "SqliteStatement.h"

#include <QString>
#include <QStringList>

#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

namespace trellis::db {

// The sides of a game a player plays, as bits: a filter may ask for either.
enum PlayerSide : int { WhiteSide = 1, BlackSide = 2, EitherSide = 3 };

// One row of player_games: the first id, and the gaps to the others.
struct PostingChunk {
    qint64 first = 0;
    int count = 0; // ids in the chunk, the first among them
    std::string gaps;
    bool operator==(const PostingChunk&) const = default;
};

// Sorted, distinct ids as chunks of at most kChunkBytes of gaps each. Small enough that a row
// stays inside its B-tree page (a WITHOUT ROWID row over about 1,000 bytes spills).
constexpr std::size_t kChunkBytes = 480;
std::vector<PostingChunk> packChunks(std::span<const qint64> ids);
// Appends a chunk's ids to `out`; false when its gaps are malformed.
bool unpackChunk(qint64 first, std::string_view gaps, std::vector<qint64>& out);

class PlayerIndex {
  public:
    using Failure = std::function<DatabaseError(const SqliteStatement&)>;
    // `db`: the connection's SQLite handle, to the database at `path`; `failure` turns a
    // failed statement into an error.
    PlayerIndex(sqlite3* db, QString path, Failure failure);

    // A game's player on one side (WhiteSide or BlackSide), added or removed: noted until
    // flush().
    void add(qint64 player, PlayerSide side, qint64 game);
    void remove(qint64 player, PlayerSide side, qint64 game);
    bool hasChanges() const { return !changes_.empty(); }
    void discard() { changes_.clear(); }
    // Writes the noted changes, rewriting only the chunks they fall in.
    DbResult<bool> flush();
    // Writes every list again from the games table (a migration).
    DbResult<bool> rebuild();

    // The ids of the games these players play on `sides`, sorted and distinct.
    DbResult<std::vector<qint64>> games(std::span<const qint64> players, int sides);
    // How many ids those lists hold (a game both players play counted twice).
    DbResult<qint64> size(std::span<const qint64> players, int sides);
    // Games per player on one side.
    DbResult<std::unordered_map<qint64, qint64>> counts(PlayerSide side);
    // Where the lists and the games table disagree, as lines; empty when they agree.
    DbResult<QStringList> check();

  private:
    using Key = std::pair<qint64, int>; // player, side
    DbResult<bool> write(const Key& key, const std::map<qint64, bool>& change);
    DbResult<bool> insert(const Key& key, std::span<const qint64> ids);
    // Every list the games table gives.
    DbResult<std::map<Key, std::vector<qint64>>> fromGames();
    SqliteStatement& statement(const char* sql);
    DbResult<bool> run(SqliteStatement& statement);
    DatabaseError damaged(const Key& key) const;

    sqlite3* db_;
    QString path_;
    Failure failure_;
    // Per list, each game to be in it (true) or not (false) after the flush.
    std::map<Key, std::map<qint64, bool>> changes_;
    std::unordered_map<const char*, std::unique_ptr<SqliteStatement>> statements_;
};

} // namespace trellis::db
