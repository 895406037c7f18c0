#pragma once
// The SQL of a filter over the games table and of a game's row, which the queries and the
// position index build on (GameQueries, FilterPlanner, PositionIndexStore).
#include "GameCodec.h"
#include "GameLists.h"
#include "GameQuery.h"

#include <QSqlQuery>
#include <QString>
#include <QStringList>
#include <QVariantList>

#include <array>
#include <functional>
#include <string>

namespace trellis::db {

// One condition of a filter and the values of its placeholders.
struct SqlCondition {
    QString sql;
    QVariantList values;
};

// WHERE clause and its values for a filter over `games g`.
struct SqlFilter {
    QString where;          // empty or " WHERE ..."
    QStringList conditions; // what `where` joins with AND
    QVariantList values;
};

// What a filter's SQL asks of the database: the condition for the games whose player (on
// `lists`, WhiteList and BlackList bits), event (EventList) or site (SiteList) has a name
// holding a folded needle ("0" when none has); the condition for the games dated from `from`
// to `to`.
struct FilterLookup {
    std::function<SqlCondition(const QString& folded, int lists)> names;
    std::function<SqlCondition(qint64 from, qint64 to)> dates;
};

// A filter's SQL, with the names and dates asked of `lookup`.
SqlFilter sqlFilter(const GameFilter& f, const FilterLookup& lookup);
// " ORDER BY ..." of a query's sort.
QString sqlOrder(const GameQuery& q);
// The ids of a query's rows, in order: only the games table and what the order needs, so that
// a page is chosen before any name is looked up.
QString sqlIds(const GameQuery& query, const SqlFilter& f);

// The columns every row query reads, in this order (see readHeader).
inline constexpr const char* kRowColumns =
    "SELECT g.id, v.name, pw.name, pb.name, e.name, s.name, g.date, g.round, g.result, g.turns, "
    "g.layout FROM games g JOIN variants v ON v.id = g.variant "
    "LEFT JOIN players pw ON pw.id = g.white LEFT JOIN players pb ON pb.id = g.black "
    "LEFT JOIN events e ON e.id = g.event LEFT JOIN sites s ON s.id = g.site";

// The columns of a game's header from the column `first` of a row query.
GameHeader readHeader(const QSqlQuery& q, int first);
// A text column's bytes, TEXT or BLOB (GameCodec.h: storedAsText).
std::string bytesOf(const QVariant& value);

// The column of the games table and the names table of a list of names.
struct NameList {
    GameList list;
    const char* column;
    const char* table;
};
constexpr std::array<NameList, 4> kNameLists{{{WhiteList, "white", "players"},
                                              {BlackList, "black", "players"},
                                              {EventList, "event", "events"},
                                              {SiteList, "site", "sites"}}};
const NameList& nameList(GameList list);

} // namespace trellis::db
