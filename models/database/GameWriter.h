#pragma once
// Writing games: a game's row with its names interned (players, events, sites, tag names,
// variants), its blob, its extra tags, its lists and its index rows (or its place in the
// backlog); replacing and deleting games; the duplicate keys of the stored games. The calls
// run in the transaction GameDatabase holds open.
#include "DatabaseConnection.h"
#include "ExtraTags.h"
#include "GameCodec.h"
#include "GameLists.h"
#include "GameQueries.h"
#include "PositionIndexStore.h"
#include "QueuedGames.h"

#include <cstdint>
#include <span>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

namespace trellis::db {

class GameWriter {
  public:
    GameWriter(DatabaseConnection& conn, GameLists& lists, const GameQueries& queries,
               PositionIndexStore& index);

    // Indexing::Later leaves the game's positions to writeIndex (the importer writes them
    // in bulk, sorted); until then the game is in the backlog, which indexBacklog() clears.
    enum class Indexing { Now, Later };
    DbResult<qint64> insertGame(const EncodedGame& game, Indexing indexing);
    DbResult<bool> updateGame(qint64 id, const EncodedGame& game);
    // A new game into the queue (QueuedGames.h), in the backlog like Indexing::Later: its id.
    // Its rows are inserted kQueuedGames at a time, by insertQueued(), or before any other
    // write of this class; until then no query finds it (the importer inserts them before it
    // reads a stored game, writes the index or commits).
    static constexpr std::size_t kQueuedGames = 256;
    DbResult<qint64> queueGame(const EncodedGame& game);
    DbResult<bool> insertQueued();
    void forgetQueued(); // the transaction was rolled back
    // Deletes games as storedGame() read them, with their index rows and lists; the number
    // deleted.
    DbResult<int> deleteStoredGames(std::span<const StoredGame> games);
    // (id, duplicateKey()) of every game, computed from the stored tags.
    DbResult<std::vector<std::pair<qint64, std::uint64_t>>> duplicateKeys() const;
    // Names interned in a transaction that was rolled back are gone with it.
    void forgetNames();
    // Schema 10's migration: game_tags's rows moved into game_extras, game_tags dropped.
    DbResult<bool> moveExtraTagRows();
    // Schema 11's migration of a schema-10 file: the values of the tags that share them
    // (sharesValues) go into tag_values, and every game_extras row is written again.
    DbResult<bool> shareExtraValues();
    // The migration from schema `from` (older than kTurnNumbersVersion): every blob's turns
    // renumbered from the numbers that schema stored to the current ones (renumberTurns). A blob
    // that does not read is left as it is (loading that game says why).
    DbResult<bool> renumberTurns(int from);

  private:
    enum class Names { Players, Events, Sites, Tags, Variants, Values };
    DbResult<qint64> internName(Names table, const std::string& name);
    // The tag_values id of a value of tag `name` when that tag shares its values, else 0.
    DbResult<qint64> sharedValue(const std::string& name, const std::string& value);
    // A tag as game_extras holds it: its value interned when the tag shares values.
    DbResult<StoredExtra> storedExtra(int position, qint64 tag, const std::string& name,
                                      std::string value);
    // An extra tag's name interned, and whether it shares its values: what the game before had at
    // that place in its list, when the names agree (a file's games list their tags alike).
    struct KnownTag {
        std::string name;
        qint64 id = 0;
        bool shares = false;
    };
    DbResult<const KnownTag*> knownTag(std::size_t place, const std::string& name);
    // A game's rows, its names and extra tags interned (without its id and blob).
    DbResult<QueuedGame> rowsOf(const EncodedGame& game);
    // Puts a game on its players', event's, site's and date's lists.
    void listGame(const QueuedGame& rows);
    DbResult<qint64> writeGame(qint64 id, const EncodedGame& game, bool replace, Indexing indexing);
    // Takes a stored game off its lists (before it is deleted or rewritten).
    DbResult<bool> unlistGame(qint64 id);

    DatabaseConnection& conn_;
    GameLists& lists_;
    const GameQueries& queries_;
    PositionIndexStore& index_;
    // Interned names and their ids, per table, as far as this connection has seen them.
    std::unordered_map<std::string, qint64> names_[6];
    std::vector<KnownTag> knownTags_; // by place in a game's list of extra tags
    QueuedGames queued_;
};

} // namespace trellis::db
