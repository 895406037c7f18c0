#pragma once
// Pages of every game sorted by a player, the event, the site or the date, without a filter,
// read from the lists (GameLists): the names in their folded order (players_folded for the
// players) or the dates in order, and each one's games by id. A page near the start costs what
// it holds, and nothing is sorted but the games of names that fold alike.
#include "DatabaseConnection.h"
#include "GameLists.h"
#include "GameQuery.h"

#include <QVector>

#include <utility>
#include <vector>

namespace trellis::db {

class ListOrder {
  public:
    ListOrder(DatabaseConnection& conn, GameLists& lists);

    // Sorts whose pages without a filter are read from the lists (listOrderIds), and the list
    // of each (GameList(0) for none).
    static GameList listOf(GameSortField field);
    static bool listOrdered(GameSortField field);
    // The ids of a page of every game in the query's order (its filter is not read).
    DbResult<QVector<qint64>> listOrderIds(const GameQuery& query, qint64 offset, int limit) const;

  private:
    // Keys of a list whose games come together in an order, and how many games they have.
    struct ListGroup {
        std::vector<qint64> keys;
        qint64 games = 0;
    };
    DbResult<std::vector<ListGroup>>
    nameGroups(const char* table, const std::vector<std::pair<qint64, qint64>>& counts,
               bool descending) const;
    // Appends the games of `groups` in order, after skipping `skip` of them, at most `left`.
    DbResult<bool> listPage(GameList list, const std::vector<ListGroup>& groups, qint64& skip,
                            qint64& left, QVector<qint64>& out) const;

    DatabaseConnection& conn_;
    GameLists& lists_;
};

} // namespace trellis::db
