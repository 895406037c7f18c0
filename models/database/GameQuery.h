#pragma once
// What the database panel and `trellis db list|export` ask for: a filter over the games, an
// order, and the rows that come back (one per game: the columns and, on request, all tags).
#include <QList>
#include <QPair>
#include <QString>
#include <QVector>
#include <Qt>

#include <optional>

namespace trellis::db {

// Every field narrows the selection; empty fields do not. Text fields match case-insensitively
// anywhere in the name (Unicode case folding).
struct GameFilter {
    QString variant;      // a variant id ("trid"); exact
    QString white, black; // the first player's / second player's name
    QString player;       // either player
    QString search;       // either player or the event (the panel's quick search)
    QString event, site;
    QString result;                        // "1-0", "0-1", "1/2-1/2" or "*"
    std::optional<int> dateFrom, dateTo;   // dateValue(y, m, d); unknown parts count as 0
    std::optional<int> minTurns, maxTurns; // main-line turns
    std::optional<QVector<qint64>> ids;    // a selection of games
    bool operator==(const GameFilter&) const = default;
    bool isEmpty() const {
        return variant.isEmpty() && white.isEmpty() && black.isEmpty() && player.isEmpty() &&
               search.isEmpty() && event.isEmpty() && site.isEmpty() && result.isEmpty() &&
               !dateFrom && !dateTo && !minTurns && !maxTurns && !ids;
    }
};

enum class GameSortField { Id, White, Black, Event, Site, Date, Round, Result, Turns, Variant };

struct GameQuery {
    GameFilter filter;
    GameSortField sort = GameSortField::Id;
    Qt::SortOrder order = Qt::AscendingOrder; // ties are broken by id, ascending
};

// One game as a list shows it. Texts are the tags as the file wrote them; absent tags are
// null strings.
struct GameRow {
    qint64 id = 0;
    QString variant; // id
    QString white, black, event, site, date, round, result;
    int turns = 0;
    QList<QPair<QString, QString>> tags; // every tag in order, when asked for
};

} // namespace trellis::db
