#include "ListOrder.h"

#include "GameSql.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

#include <algorithm>
#include <string_view>
#include <unordered_map>

namespace trellis::db {

ListOrder::ListOrder(DatabaseConnection& conn, GameLists& lists) : conn_(conn), lists_(lists) {}

GameList ListOrder::listOf(GameSortField field) {
    switch (field) {
    case GameSortField::White:
        return WhiteList;
    case GameSortField::Black:
        return BlackList;
    case GameSortField::Event:
        return EventList;
    case GameSortField::Site:
        return SiteList;
    case GameSortField::Date:
        return DateList;
    default:
        return GameList(0);
    }
}

bool ListOrder::listOrdered(GameSortField field) {
    return listOf(field) != GameList(0);
}

// A page of every game sorted by a player or the date, from the lists: a page near the start
// costs what it holds, and nothing is sorted but the games of names that fold alike. Games
// without a player or a date sort first in ascending order and last in descending, as NULL
// does in sqlOrder; games of one name or date by id.
DbResult<QVector<qint64>> ListOrder::listOrderIds(const GameQuery& query, qint64 offset,
                                                  int limit) const {
    const bool descending = query.order == Qt::DescendingOrder;
    const GameList list = listOf(query.sort);
    auto counts = lists_.counts(list);
    if (!counts) return counts.error();
    std::vector<ListGroup> groups;
    qint64 listed = 0;
    if (list == DateList) {
        for (const auto& [date, games] : *counts) groups.push_back({{date}, games});
        if (descending) std::reverse(groups.begin(), groups.end());
    } else {
        auto named = nameGroups(nameList(list).table, *counts, descending);
        if (!named) return named.error();
        groups = std::move(named.value());
    }
    for (const ListGroup& g : groups) listed += g.games;
    // Games without that name (every game has a date list, -1 for none: no count needed).
    QSqlQuery q(conn_.database());
    q.setForwardOnly(true);
    qint64 none = 0;
    if (list != DateList) {
        if (!q.exec(QStringLiteral("SELECT count(*) FROM games")) || !q.next())
            return conn_.failure(q);
        none = q.value(0).toLongLong() - listed;
        q.finish();
    }

    QVector<qint64> out;
    qint64 skip = offset, left = limit;
    auto without = [&]() -> DbResult<bool> {
        if (skip >= none) {
            skip -= none;
            return true;
        }
        if (left <= 0) return true;
        q.prepare(QStringLiteral("SELECT id FROM games WHERE %1 IS NULL ORDER BY id LIMIT ? "
                                 "OFFSET ?")
                      .arg(QLatin1String(nameList(list).column)));
        q.addBindValue(left);
        q.addBindValue(skip);
        if (!q.exec()) return conn_.failure(q);
        auto part = conn_.readIds(q);
        if (!part) return part.error();
        out += *part;
        left -= part->size();
        skip = 0;
        return true;
    };
    for (int part = 0; part < 2; ++part)
        if (auto done =
                (part == 0) == descending ? listPage(list, groups, skip, left, out) : without();
            !done)
            return done.error();
    return out;
}

// The names of a table (players in the order of players_folded) with their games in a list,
// those that fold alike together.
DbResult<std::vector<ListOrder::ListGroup>>
ListOrder::nameGroups(const char* table, const std::vector<std::pair<qint64, qint64>>& counts,
                      bool descending) const {
    const std::unordered_map<qint64, qint64> games(counts.begin(), counts.end());
    QSqlQuery q(conn_.database());
    q.setForwardOnly(true);
    const bool players = std::string_view(table) == "players";
    if (!q.exec(QStringLiteral("SELECT id, folded FROM %1%2 ORDER BY folded%3")
                    .arg(QLatin1String(table),
                         players ? QStringLiteral(" INDEXED BY players_folded") : QString(),
                         descending ? QStringLiteral(" DESC") : QString())))
        return conn_.failure(q);
    std::vector<ListGroup> out;
    QString last;
    while (q.next()) {
        const auto found = games.find(q.value(0).toLongLong());
        if (found == games.end()) continue;
        const QString folded = q.value(1).toString();
        if (out.empty() || folded != last) out.emplace_back();
        last = folded;
        out.back().keys.push_back(found->first);
        out.back().games += found->second;
    }
    if (q.lastError().isValid()) return conn_.failure(q);
    return out;
}

DbResult<bool> ListOrder::listPage(GameList list, const std::vector<ListGroup>& groups,
                                   qint64& skip, qint64& left, QVector<qint64>& out) const {
    for (const ListGroup& group : groups) {
        if (left <= 0) break;
        if (skip >= group.games) {
            skip -= group.games;
            continue;
        }
        std::vector<qint64> ids;
        for (qint64 key : group.keys)
            if (auto read = lists_.games(list, key, key, ids); !read) return read;
        if (group.keys.size() > 1) std::sort(ids.begin(), ids.end());
        if (skip >= qint64(ids.size())) { // lists that disagree with their counts
            skip -= qint64(ids.size());
            continue;
        }
        for (auto it = ids.begin() + skip; it != ids.end() && left > 0; ++it, --left)
            out.append(*it);
        skip = 0;
    }
    return true;
}

} // namespace trellis::db
