#include "GameQueries.h"

#include "ErrorText.h"
#include "ExtraTags.h"
#include "SqliteStatement.h"

#include <QHash>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

#include <sqlite3.h>

#include <algorithm>
#include <limits>
#include <vector>

namespace trellis::db {

namespace {

using Code = DatabaseErrorCode;

QString displayText(const std::optional<std::string>& text) {
    return text ? QString::fromUtf8(text->data(), qsizetype(text->size())) : QString();
}

} // namespace

GameQueries::GameQueries(DatabaseConnection& conn, const FilterPlanner& planner,
                         const ListOrder& order)
    : conn_(conn), planner_(planner), order_(order) {}

DbResult<qint64> GameQueries::count(const GameFilter& filter) const {
    const SqlFilter f = planner_.filterSql(filter);
    QSqlQuery q(conn_.database());
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT count(*) FROM games g") + f.where);
    for (const QVariant& v : f.values) q.addBindValue(v);
    if (!q.exec() || !q.next()) return conn_.failure(q);
    return q.value(0).toLongLong();
}

DbResult<bool> GameQueries::loadExtras(qint64 id, GameHeader& header) const {
    header.extras.clear();
    if (!header.hasExtras()) return true;
    SqliteStatement& q = conn_.native("SELECT tags FROM game_extras WHERE game = ?");
    q.bind(0, id);
    const int code = q.step();
    if (code != SQLITE_ROW && code != SQLITE_DONE) return conn_.failure(q);
    auto extras = code == SQLITE_ROW ? unpackExtras(q.bytes(0)) : std::nullopt;
    q.reset();
    if (!extras)
        return DatabaseError(Code::BadGame,
                             {QString::number(id), DatabaseError::tr("damaged extra tags")});
    for (StoredExtra& e : *extras) {
        auto name = tagName(e.tag);
        if (!name) return name.error();
        if (e.shared > 0) {
            auto value = tagValue(e.shared);
            if (!value) return value.error();
            e.value = *value;
        }
        header.extras.push_back(ExtraTag{e.position, *name, std::move(e.value)});
    }
    return true;
}

// The text of row `id` of a table of names (`sql` selects it), kept in `cache` once read;
// `missing` is the error's reason when there is no such row.
DbResult<std::string> GameQueries::cachedText(const char* sql, qint64 id,
                                              std::unordered_map<qint64, std::string>& cache,
                                              const QString& missing) const {
    if (auto it = cache.find(id); it != cache.end()) return it->second;
    SqliteStatement& q = conn_.native(sql);
    q.bind(0, id);
    const int code = q.step();
    if (code != SQLITE_ROW) {
        if (code != SQLITE_DONE) return conn_.failure(q);
        return DatabaseError(Code::Damaged, {conn_.path(), missing});
    }
    std::string text(q.bytes(0));
    q.reset();
    return cache.emplace(id, std::move(text)).first->second;
}

DbResult<std::string> GameQueries::tagName(qint64 id) const {
    return cachedText("SELECT name FROM tag_names WHERE id = ?", id, tagNames_,
                      DatabaseError::tr("a tag name is missing"));
}

DbResult<std::string> GameQueries::tagValue(qint64 id) const {
    return cachedText("SELECT name FROM tag_values WHERE id = ?", id, tagValues_,
                      DatabaseError::tr("a shared tag value is missing"));
}

void GameQueries::forgetNames() {
    tagNames_.clear();
    tagValues_.clear();
}

DbResult<QVector<GameRow>> GameQueries::rows(const GameQuery& query, qint64 offset, int limit,
                                             bool withTags) const {
    // A page (not a whole list, which would be an IN list of every id) of every game sorted by
    // a player or the date.
    if (query.filter.isEmpty() && limit >= 0 && limit <= 1000 &&
        ListOrder::listOrdered(query.sort)) {
        auto ids = order_.listOrderIds(query, offset, limit);
        if (!ids) return ids.error();
        return rowsOf(*ids, withTags);
    }
    return page(query, std::nullopt, offset, limit, withTags);
}

DbResult<QVector<GameRow>> GameQueries::rowsAfter(const GameQuery& query, qint64 lastId, int limit,
                                                  bool withTags) const {
    Q_ASSERT(query.sort == GameSortField::Id);
    return page(query, lastId, 0, limit, withTags);
}

DbResult<QVector<GameRow>> GameQueries::page(const GameQuery& query, std::optional<qint64> after,
                                             qint64 offset, int limit, bool withTags) const {
    SqlFilter f = planner_.filterSql(query.filter);
    if (after) {
        f.conditions << (query.order == Qt::DescendingOrder ? QStringLiteral("g.id < ?")
                                                            : QStringLiteral("g.id > ?"));
        f.values << *after;
        f.where = QStringLiteral(" WHERE ") + f.conditions.join(QStringLiteral(" AND "));
    }
    QSqlQuery q(conn_.database());
    q.setForwardOnly(true);
    if (query.sort == GameSortField::Date && !f.conditions.isEmpty() && limit > 0 &&
        offset + limit <= dateWalk_ / 10) {
        auto ids = dateWalkIds(query, f, offset, limit);
        if (!ids) return ids.error();
        if (ids->size() == limit) return rowsOf(*ids, withTags);
    }
    q.prepare(QLatin1String(kRowColumns) + QStringLiteral(" WHERE g.id IN (") + sqlIds(query, f) +
              QStringLiteral(" LIMIT %1 OFFSET %2)").arg(limit).arg(offset) + sqlOrder(query));
    for (const QVariant& v : f.values) q.addBindValue(v);
    if (!q.exec()) return conn_.failure(q);
    return readRows(q, withTags);
}

// A filtered list sorted by date: the first `dateWalk_` games in date order (from the date
// lists) hold the page when the filter matches often (at 10,000 games walked, 1 game in 50 or
// more for the first page), which sorting the matches would take longest for. Any game past
// them comes after them in the order, so the matches among them are the list's first ones.
DbResult<QVector<qint64>> GameQueries::dateWalkIds(const GameQuery& query, const SqlFilter& f,
                                                   qint64 offset, int limit) const {
    auto walked =
        order_.listOrderIds(GameQuery{{}, GameSortField::Date, query.order}, 0, dateWalk_);
    if (!walked) return walked.error();
    std::vector<qint64> ids(walked->begin(), walked->end());
    std::sort(ids.begin(), ids.end());
    const auto slot = planner_.pickTable(ids, QString(), -1);
    if (!slot) return QVector<qint64>();
    QSqlQuery q(conn_.database());
    q.setForwardOnly(true);
    const QString direction =
        query.order == Qt::DescendingOrder ? QStringLiteral(" DESC") : QString();
    q.prepare(QStringLiteral("SELECT g.id FROM games g WHERE g.id IN temp.picked%1 AND %2 "
                             "ORDER BY g.date%3, g.id LIMIT %4 OFFSET %5")
                  .arg(*slot)
                  .arg(f.conditions.join(QStringLiteral(" AND ")), direction)
                  .arg(limit)
                  .arg(offset));
    for (const QVariant& v : f.values) q.addBindValue(v);
    if (!q.exec()) return conn_.failure(q);
    return conn_.readIds(q);
}

DbResult<QVector<GameRow>> GameQueries::rowsOf(const QVector<qint64>& ids, bool withTags) const {
    if (ids.isEmpty()) return QVector<GameRow>();
    QStringList list;
    list.reserve(ids.size());
    for (qint64 id : ids) list << QString::number(id);
    QSqlQuery q(conn_.database());
    q.setForwardOnly(true);
    if (!q.exec(QLatin1String(kRowColumns) +
                QStringLiteral(" WHERE g.id IN (%1)").arg(list.join(QLatin1Char(',')))))
        return conn_.failure(q);
    auto found = readRows(q, withTags);
    if (!found) return found;
    QHash<qint64, qsizetype> at;
    for (qsizetype i = 0; i < found->size(); ++i) at.insert((*found)[i].id, i);
    QVector<GameRow> out;
    out.reserve(found->size());
    for (qint64 id : ids)
        if (auto it = at.constFind(id); it != at.cend()) out.append((*found)[*it]);
    return out;
}

DbResult<QVector<GameRow>> GameQueries::readRows(QSqlQuery& q, bool withTags) const {
    QVector<GameRow> out;
    while (q.next()) {
        GameRow row;
        row.id = q.value(0).toLongLong();
        GameHeader h = readHeader(q, 1);
        if (auto loaded = loadExtras(row.id, h); !loaded) return loaded.error();
        row.variant = QString::fromStdString(h.variant);
        row.white = displayText(h.white);
        row.black = displayText(h.black);
        row.event = displayText(h.event);
        row.site = displayText(h.site);
        row.round = displayText(h.round);
        row.date = displayText(h.dateTag());
        row.result = displayText(h.resultTag());
        row.turns = h.turns;
        if (withTags) {
            auto tags = h.tags();
            if (!tags)
                return DatabaseError(Code::BadGame,
                                     {QString::number(row.id), errorText(tags.error())});
            for (const auto& [key, value] : *tags)
                row.tags.append({QString::fromStdString(key), QString::fromStdString(value)});
        }
        out.append(std::move(row));
    }
    if (q.lastError().isValid()) return conn_.failure(q);
    return out;
}

DbResult<QVector<qint64>> GameQueries::ids(const GameQuery& query) const {
    if (query.filter.isEmpty() && ListOrder::listOrdered(query.sort))
        return order_.listOrderIds(query, 0, std::numeric_limits<int>::max());
    const SqlFilter f = planner_.filterSql(query.filter);
    QSqlQuery q(conn_.database());
    q.setForwardOnly(true);
    q.prepare(sqlIds(query, f));
    for (const QVariant& v : f.values) q.addBindValue(v);
    if (!q.exec()) return conn_.failure(q);
    return conn_.readIds(q);
}

// The extra tags are one blob a game: the games with a tag are found by reading every blob, a
// scan of the games that have extras (puzzle collections ask this once, in the background).
DbResult<QStringList> GameQueries::variantsHeld() const {
    QSqlQuery q(conn_.database());
    q.setForwardOnly(true);
    if (!q.exec(QStringLiteral("SELECT v.name FROM variants v WHERE EXISTS (SELECT 1 FROM games g "
                               "WHERE g.variant = v.id) ORDER BY v.name")))
        return conn_.failure(q);
    QStringList out;
    while (q.next()) out << q.value(0).toString();
    if (q.lastError().isValid()) return conn_.failure(q);
    return out;
}

DbResult<QVector<qint64>> GameQueries::idsWithTag(const QString& tag) const {
    QVector<qint64> out;
    SqliteStatement& name = conn_.native("SELECT id FROM tag_names WHERE name = ?");
    name.bindText(0, tag.toStdString());
    if (const int found = name.step(); found != SQLITE_ROW)
        return found == SQLITE_DONE ? DbResult<QVector<qint64>>(out) // no game ever had it
                                    : DbResult<QVector<qint64>>(conn_.failure(name));
    const qint64 id = name.integer(0);
    name.reset();
    SqliteStatement& q = conn_.native("SELECT game, tags FROM game_extras ORDER BY game");
    int code = SQLITE_ROW;
    while ((code = q.step()) == SQLITE_ROW) {
        const auto extras = unpackExtras(q.bytes(1));
        if (!extras) {
            const qint64 game = q.integer(0);
            q.reset();
            return DatabaseError(Code::BadGame,
                                 {QString::number(game), DatabaseError::tr("damaged extra tags")});
        }
        if (std::any_of(extras->begin(), extras->end(),
                        [id](const StoredExtra& e) { return e.tag == id; }))
            out.push_back(q.integer(0));
    }
    if (code != SQLITE_DONE) return conn_.failure(q);
    return out;
}

DbResult<bool> GameQueries::forEachGame(const GameQuery& query,
                                        const std::function<bool(StoredGame&)>& visit,
                                        bool withMoves) const {
    const SqlFilter f = planner_.filterSql(query.filter);
    QSqlQuery q(conn_.database());
    q.setForwardOnly(true);
    QString sql = QLatin1String(kRowColumns);
    if (withMoves) {
        sql.replace(QStringLiteral(" FROM games g"), QStringLiteral(", m.moves FROM games g"));
        sql += QStringLiteral(" JOIN game_moves m ON m.game = g.id");
    }
    q.prepare(sql + f.where + sqlOrder(query));
    for (const QVariant& v : f.values) q.addBindValue(v);
    if (!q.exec()) return conn_.failure(q);
    while (q.next()) {
        StoredGame game;
        game.id = q.value(0).toLongLong();
        game.header = readHeader(q, 1);
        if (withMoves) game.moves = q.value(11).toByteArray().toStdString();
        if (auto loaded = loadExtras(game.id, game.header); !loaded) return loaded.error();
        if (!visit(game)) return true;
    }
    if (q.lastError().isValid()) return conn_.failure(q);
    return true;
}

DbResult<StoredGame> GameQueries::storedGame(qint64 id) const {
    QSqlQuery& q = conn_.prepared("SELECT g.id, v.name, pw.name, pb.name, e.name, s.name, g.date, "
                                  "g.round, g.result, g.turns, g.layout, m.moves FROM games g "
                                  "JOIN variants v ON v.id = g.variant "
                                  "LEFT JOIN players pw ON pw.id = g.white "
                                  "LEFT JOIN players pb ON pb.id = g.black "
                                  "LEFT JOIN events e ON e.id = g.event "
                                  "LEFT JOIN sites s ON s.id = g.site "
                                  "JOIN game_moves m ON m.game = g.id WHERE g.id = ?");
    q.bindValue(0, id);
    if (!q.exec()) return conn_.failure(q);
    if (!q.next()) {
        if (q.lastError().isValid()) return conn_.failure(q);
        return DatabaseError(Code::NoSuchGame, {QString::number(id)});
    }
    StoredGame game;
    game.id = id;
    game.header = readHeader(q, 1);
    game.moves = q.value(11).toByteArray().toStdString();
    q.finish();
    if (auto loaded = loadExtras(id, game.header); !loaded) return loaded.error();
    return game;
}

DbResult<GameTree> GameQueries::loadGame(qint64 id) const {
    auto stored = storedGame(id);
    if (!stored) return stored.error();
    auto tree = decodeGame(stored->header, stored->moves);
    if (!tree) return DatabaseError(Code::BadGame, {QString::number(id), errorText(tree.error())});
    return std::move(tree.value());
}

} // namespace trellis::db
