#pragma once
// The games of each player on each side, event, site and date (schema 8, table game_lists):
// posting lists, the game ids in order coded as the gaps between them (LEB128), in chunks of
// at most kChunkBytes keyed by (list, key, first id). SQLite indexes on games(white),
// games(black) and games(date) cost 34 bytes a game; the lists about 9 (README.md).
//
// Writes are noted and written by flush() in the open transaction, so that a list touched by
// many games of an import is written once a transaction; the reads flush first.
#include "DatabaseError.h"
#include "SqliteStatements.h"

#include <QString>
#include <QStringList>

#include <cstdint>
#include <map>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace trellis::db {

// The lists: a key is a player id (White, Black), an event id, a site id, or a date column
// (kNoDate for a game without one). The names' lists are bits, so that a filter may ask for
// several (either side, a player or an event).
enum GameList : int {
    WhiteList = 1,
    BlackList = 2,
    EitherSide = 3,
    DateList = 4,
    EventList = 8,
    SiteList = 16
};
constexpr qint64 kNoDate = -1;

// One row of game_lists: the first id, and the gaps to the others.
struct PostingChunk {
    qint64 first = 0;
    int count = 0; // ids in the chunk, the first among them
    std::string gaps;
};

// Sorted, distinct ids as chunks of at most kChunkBytes of gaps each. Small enough that a row
// stays inside its B-tree page (a WITHOUT ROWID row over about 1,000 bytes spills).
constexpr std::size_t kChunkBytes = 480;
std::vector<PostingChunk> packChunks(std::span<const qint64> ids);
// Appends a chunk's ids to `out`; false when its gaps are malformed.
bool unpackChunk(qint64 first, std::string_view gaps, std::vector<qint64>& out);

class GameLists {
  public:
    using Failure = SqliteStatements::Failure;
    // `db`: the connection's SQLite handle, to the database at `path`; `failure` turns a
    // failed statement into an error.
    GameLists(sqlite3* db, QString path, Failure failure);

    // A game in the list `key` of `list` (one GameList, not EitherSide), added or removed:
    // noted until flush().
    void add(GameList list, qint64 key, qint64 game);
    void remove(GameList list, qint64 key, qint64 game);
    void discard() { changes_.clear(); }
    // Writes the noted changes, rewriting only the chunks they fall in.
    DbResult<bool> flush();
    // Writes every list again from the games table (a migration).
    DbResult<bool> rebuild();

    // Appends the ids of the lists of `list` with keys from `low` to `high` to `out`, in
    // order within each key.
    DbResult<bool> games(GameList list, qint64 low, qint64 high, std::vector<qint64>& out);
    // How many ids those lists hold.
    DbResult<qint64> size(GameList list, qint64 low, qint64 high);
    // The games of each key of a list, in key order.
    DbResult<std::vector<std::pair<qint64, qint64>>> counts(GameList list);
    // Where the lists and the games table disagree, as lines; empty when they agree.
    DbResult<QStringList> check();

  private:
    using Key = std::pair<int, qint64>; // list, key
    // Games added (true) or removed (false), in the order of the calls; a game's last counts.
    // (A map per list allocated a node per game and list: a twentieth of an import's writing
    // thread's time.)
    using Changes = std::vector<std::pair<qint64, bool>>;
    // A list's chunk to insert: all of a flush's go in at the end, 64 to a statement (a
    // statement a chunk cost twice as much: 2,000 games of new players, 30 M -> 16 M
    // instructions).
    struct NewChunk {
        Key key;
        PostingChunk chunk;
    };
    // Reads and deletes the chunks `change` (by game, one change a game) falls in; their new
    // contents go to `chunks`.
    DbResult<bool> write(const Key& key, const Changes& change, std::vector<NewChunk>& chunks);
    // The chunks of a list of `ids` (sorted), to insert.
    static void appendChunks(const Key& key, std::span<const qint64> ids,
                             std::vector<NewChunk>& chunks);
    DbResult<bool> insert(const std::vector<NewChunk>& chunks);
    // Every list the games table gives.
    DbResult<std::map<Key, std::vector<qint64>>> fromGames();
    DatabaseError damaged(const Key& key) const;

    QString path_;
    SqliteStatements sql_;
    // Per list, each game to be in it (true) or not (false) after the flush.
    std::map<Key, Changes> changes_;
};

} // namespace trellis::db
