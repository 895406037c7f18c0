#include "GameSql.h"

#include <QVariant>

#include <algorithm>
#include <limits>
#include <optional>

namespace trellis::db {

namespace {

std::optional<std::string> optionalBytes(const QVariant& value) {
    if (value.isNull()) return std::nullopt;
    return bytesOf(value);
}

// The join a sort key needs (the names' folded forms, the variant's id).
QString sortJoin(GameSortField field) {
    switch (field) {
    case GameSortField::White:
        return QStringLiteral(" LEFT JOIN players pw ON pw.id = g.white");
    case GameSortField::Black:
        return QStringLiteral(" LEFT JOIN players pb ON pb.id = g.black");
    case GameSortField::Event:
        return QStringLiteral(" LEFT JOIN events e ON e.id = g.event");
    case GameSortField::Site:
        return QStringLiteral(" LEFT JOIN sites s ON s.id = g.site");
    case GameSortField::Variant:
        return QStringLiteral(" JOIN variants v ON v.id = g.variant");
    default:
        return {};
    }
}

} // namespace

std::string bytesOf(const QVariant& value) {
    if (value.typeId() == QMetaType::QByteArray) return value.toByteArray().toStdString();
    return value.toString().toUtf8().toStdString();
}

// A name condition whose needle names nothing is false ("0"), so SQLite runs no loop at all;
// a term of an OR that names nothing is left out, so that the quick search, when no event
// matches, is the players' condition, which their lists answer.
SqlFilter sqlFilter(const GameFilter& f, const FilterLookup& lookup) {
    QStringList parts;
    SqlFilter out;
    auto names = [&](const QString& folded, int lists) {
        SqlCondition c = lookup.names(folded, lists);
        out.values << c.values;
        return c.sql;
    };
    auto orOf = [](const QStringList& terms) {
        QStringList named;
        for (const QString& term : terms)
            if (!term.isEmpty() && term != QLatin1String("0")) named << term;
        if (named.isEmpty()) return QStringLiteral("0");
        return QLatin1Char('(') + named.join(QStringLiteral(" OR ")) + QLatin1Char(')');
    };
    if (!f.variant.isEmpty()) {
        parts << QStringLiteral("g.variant = (SELECT id FROM variants WHERE name = ?)");
        out.values << f.variant;
    }
    if (!f.white.isEmpty()) parts << names(f.white.toCaseFolded(), WhiteList);
    if (!f.black.isEmpty()) parts << names(f.black.toCaseFolded(), BlackList);
    if (!f.player.isEmpty()) parts << names(f.player.toCaseFolded(), EitherSide);
    if (!f.search.isEmpty()) {
        const QString folded = f.search.toCaseFolded();
        const QString who = names(folded, EitherSide);
        parts << orOf({who, names(folded, EventList)});
    }
    if (!f.event.isEmpty()) parts << names(f.event.toCaseFolded(), EventList);
    if (!f.site.isEmpty()) parts << names(f.site.toCaseFolded(), SiteList);
    if (!f.result.isEmpty()) {
        const auto result = resultFromText(f.result.toStdString());
        parts << QStringLiteral("g.result = ?");
        out.values << (result ? int(*result) : -1);
    }
    if (f.dateFrom || f.dateTo) {
        SqlCondition c = lookup.dates(f.dateFrom.value_or(0),
                                      f.dateTo.value_or(std::numeric_limits<int>::max()));
        parts << c.sql;
        out.values << c.values;
    }
    if (f.minTurns) parts << QStringLiteral("g.turns >= ?"), out.values << *f.minTurns;
    if (f.maxTurns) parts << QStringLiteral("g.turns <= ?"), out.values << *f.maxTurns;
    if (f.ids) {
        QStringList ids;
        for (qint64 id : *f.ids) ids << QString::number(id);
        parts << QStringLiteral("g.id IN (%1)").arg(ids.join(QLatin1Char(',')));
    }
    if (!parts.isEmpty())
        out.where = QStringLiteral(" WHERE ") + parts.join(QStringLiteral(" AND "));
    out.conditions = parts;
    return out;
}

QString sqlOrder(const GameQuery& q) {
    QString key;
    switch (q.sort) {
    case GameSortField::Id:
        key = QStringLiteral("g.id");
        break;
    case GameSortField::White:
        key = QStringLiteral("pw.folded");
        break;
    case GameSortField::Black:
        key = QStringLiteral("pb.folded");
        break;
    case GameSortField::Event:
        key = QStringLiteral("e.folded");
        break;
    case GameSortField::Site:
        key = QStringLiteral("s.folded");
        break;
    case GameSortField::Date:
        key = QStringLiteral("g.date");
        break;
    case GameSortField::Round:
        key = QStringLiteral("g.round");
        break;
    case GameSortField::Result:
        key = QStringLiteral("g.result");
        break;
    case GameSortField::Turns:
        key = QStringLiteral("g.turns");
        break;
    case GameSortField::Variant:
        key = QStringLiteral("v.name");
        break;
    }
    const QString direction =
        q.order == Qt::DescendingOrder ? QStringLiteral(" DESC") : QStringLiteral("");
    if (q.sort == GameSortField::Id) return QStringLiteral(" ORDER BY g.id") + direction;
    return QStringLiteral(" ORDER BY ") + key + direction + QStringLiteral(", g.id");
}

QString sqlIds(const GameQuery& query, const SqlFilter& f) {
    return QStringLiteral("SELECT g.id FROM games g") + sortJoin(query.sort) + f.where +
           sqlOrder(query);
}

GameHeader readHeader(const QSqlQuery& q, int first) {
    GameHeader h;
    h.variant = q.value(first).toString().toStdString();
    h.white = optionalBytes(q.value(first + 1));
    h.black = optionalBytes(q.value(first + 2));
    h.event = optionalBytes(q.value(first + 3));
    h.site = optionalBytes(q.value(first + 4));
    if (!q.value(first + 5).isNull()) h.date = q.value(first + 5).toInt();
    h.round = optionalBytes(q.value(first + 6));
    if (!q.value(first + 7).isNull()) {
        const int result = q.value(first + 7).toInt();
        if (result >= 0 && result <= 3) h.result = GameResult(result);
    }
    h.turns = q.value(first + 8).toInt();
    h.layout = q.value(first + 9).toInt();
    return h;
}

const NameList& nameList(GameList list) {
    return *std::find_if(kNameLists.begin(), kNameLists.end(),
                         [list](const NameList& n) { return n.list == list; });
}

} // namespace trellis::db
