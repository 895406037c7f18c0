#include "FilterPlanner.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

#include <algorithm>
#include <string>

namespace trellis::db {

FilterPlanner::FilterPlanner(DatabaseConnection& conn, GameLists& lists)
    : conn_(conn), lists_(lists) {}

SqlFilter FilterPlanner::filterSql(const GameFilter& filter) const {
    busyPicks_ = 0;
    return sqlFilter(
        filter, {[this](const QString& folded, int lists) { return nameCondition(folded, lists); },
                 [this](qint64 from, qint64 to) { return dateCondition(from, to); }});
}

SqlCondition FilterPlanner::nameCondition(const QString& folded, int lists) const {
    SqlCondition scan;
    QStringList terms;
    for (const NameList& n : kNameLists) {
        if (!(lists & n.list)) continue;
        terms << QStringLiteral("g.%1 IN (SELECT id FROM %2 WHERE instr(folded, ?) > 0)")
                     .arg(QLatin1String(n.column), QLatin1String(n.table));
        scan.values << folded;
    }
    scan.sql = QLatin1Char('(') + terms.join(QStringLiteral(" OR ")) + QLatin1Char(')');
    // A failed step falls back on the scan: the filter's own query then reports the failure.
    std::vector<ListRange> ranges;
    for (const NameList& n : kNameLists) {
        if (!(lists & n.list)) continue;
        QSqlQuery q(conn_.database());
        q.setForwardOnly(true);
        q.prepare(QStringLiteral("SELECT id FROM %1 WHERE instr(folded, ?) > 0")
                      .arg(QLatin1String(n.table)));
        q.addBindValue(folded);
        if (!q.exec()) return scan;
        while (q.next()) ranges.push_back({n.list, q.value(0).toLongLong()});
        if (q.lastError().isValid()) return scan;
    }
    if (ranges.empty()) return {QStringLiteral("0"), {}};
    return listCondition(QStringLiteral("names %1 %2").arg(lists).arg(folded), ranges, scan);
}

SqlCondition FilterPlanner::dateCondition(qint64 from, qint64 to) const {
    const SqlCondition scan{QStringLiteral("(g.date >= ? AND g.date <= ?)"), {from, to}};
    return listCondition(QStringLiteral("dates %1 %2").arg(from).arg(to),
                         {{DateList, std::max<qint64>(from, 0), to}}, scan);
}

// Few games (a player's, a month's, in a million): their ids go to a temporary table, which
// SQLite walks by id (a player's first page and count in milliseconds). Many: the scan's
// condition, which finds a first page at once since such games are common. The table filled
// for the same lists since the last write (of this connection, or of another, which PRAGMA
// data_version tells) still holds the games: the first page, then the order, fill it once.
SqlCondition FilterPlanner::listCondition(const QString& lists,
                                          const std::vector<ListRange>& ranges,
                                          const SqlCondition& scan) const {
    QSqlQuery& version = conn_.prepared("PRAGMA data_version");
    if (!version.exec() || !version.next()) return scan;
    const qint64 stamp = version.value(0).toLongLong();
    version.finish();
    auto condition = [](int slot) { return QStringLiteral("g.id IN temp.picked%1").arg(slot); };
    for (std::size_t slot = 0; slot < picked_.size(); ++slot) {
        const Picked& p = picked_[slot];
        if (p.lists == lists && p.stamp == stamp && p.writes == conn_.writes() &&
            !p.lists.isEmpty()) {
            busyPicks_ |= 1u << slot;
            return {condition(int(slot)), {}};
        }
    }
    qint64 total = 0;
    for (const ListRange& r : ranges) {
        const auto size = lists_.size(r.list, r.low, r.high);
        if (!size) return scan;
        total += *size;
    }
    if (total > pickedGames_) return scan;
    std::vector<qint64> ids;
    for (const ListRange& r : ranges)
        if (!lists_.games(r.list, r.low, r.high, ids)) return scan;
    std::sort(ids.begin(), ids.end());
    ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
    const auto slot = pickTable(ids, lists, stamp);
    if (!slot) return scan;
    return {condition(*slot), {}};
}

// A ring of temporary tables: a filter uses one a condition (busyPicks_), at most four, and
// the filter before it keeps its own while its statements finish.
std::optional<int> FilterPlanner::pickTable(const std::vector<qint64>& ids, const QString& lists,
                                            qint64 stamp) const {
    struct Table {
        std::string create, clear;
        InsertRows insert;
    };
    static const std::vector<Table> tables = [] {
        std::vector<Table> out;
        for (int i = 0; i < kPickTables; ++i) {
            const std::string name = "temp.picked" + std::to_string(i);
            out.push_back({"CREATE TEMP TABLE IF NOT EXISTS picked" + std::to_string(i) +
                               "(id INTEGER PRIMARY KEY)",
                           "DELETE FROM " + name,
                           InsertRows("INSERT INTO " + name + "(id) VALUES", 1)});
        }
        return out;
    }();
    int slot = nextPick_;
    while (busyPicks_ & (1u << slot)) slot = (slot + 1) % kPickTables;
    nextPick_ = (slot + 1) % kPickTables;
    busyPicks_ |= 1u << slot;
    picked_.resize(kPickTables);
    picked_[std::size_t(slot)] = {}; // emptied first: a failure leaves nothing to find
    const Table& table = tables[std::size_t(slot)];
    for (const std::string* sql : {&table.create, &table.clear})
        if (!conn_.run(conn_.native(sql->c_str()))) return std::nullopt;
    auto bindId = [](SqliteStatement& st, int c, qint64 id) { st.bind(c, id); };
    if (!conn_.insertAll(table.insert, ids, bindId)) return std::nullopt;
    picked_[std::size_t(slot)] = {lists, stamp, conn_.writes()};
    return slot;
}

} // namespace trellis::db
