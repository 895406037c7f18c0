#pragma once
// A filter's SQL as this database answers it best. A player, event, site or date condition
// asks the lists (GameLists) how many games it holds: few go to a temporary table
// (temp.picked0 to picked7, kept while nothing is written) that SQLite walks by id; many make
// the condition a scan's, which finds a first page at once because such games are common.
#include "DatabaseConnection.h"
#include "GameLists.h"
#include "GameQuery.h"
#include "GameSql.h"

#include <QString>

#include <optional>
#include <vector>

namespace trellis::db {

class FilterPlanner {
  public:
    FilterPlanner(DatabaseConnection& conn, GameLists& lists);

    // How many games of a player or date filter go to a temporary table, which SQLite walks
    // by id; with more, the filter scans the games (listCondition). Tests set 0.
    static constexpr qint64 kPickedGames = 65536;
    void setPickedGames(qint64 games) { pickedGames_ = games; }

    // A filter's SQL, with the names, players and dates asked of this database.
    SqlFilter filterSql(const GameFilter& filter) const;
    // Fills a temporary table not in use by the filter being built with `ids`; its number.
    std::optional<int> pickTable(const std::vector<qint64>& ids, const QString& lists,
                                 qint64 stamp) const;

  private:
    // The conditions of a filter on names (those of players, events or sites, as GameList
    // bits, hold the folded needle) and on dates, from the lists (listCondition).
    SqlCondition nameCondition(const QString& folded, int lists) const;
    SqlCondition dateCondition(qint64 from, qint64 to) const;
    struct ListRange {
        GameList list;
        qint64 low, high = low;
    };
    // The games of the lists `ranges` (named `lists`, for the cache): "0" when there are none,
    // the games in a temporary table when there are at most pickedGames_, else `scan`.
    SqlCondition listCondition(const QString& lists, const std::vector<ListRange>& ranges,
                               const SqlCondition& scan) const;
    static constexpr int kPickTables = 8;

    DatabaseConnection& conn_;
    GameLists& lists_;
    mutable int nextPick_ = 0;       // the next of the temporary tables pickTable() fills
    mutable unsigned busyPicks_ = 0; // the tables the filter being built uses
    // What each temporary table holds: the games of some lists, as of a PRAGMA data_version
    // and a count of this connection's writes (empty: nothing to find again).
    struct Picked {
        QString lists;
        qint64 stamp = -1, writes = -1;
    };
    mutable std::vector<Picked> picked_;
    qint64 pickedGames_ = kPickedGames;
};

} // namespace trellis::db
