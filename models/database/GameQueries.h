#pragma once
// What the panel, the commands and the jobs read: counts, pages of rows (by offset, after an
// id, or the rows of ids found once), a query's ids, and the stored games with their trees.
#include "DatabaseConnection.h"
#include "FilterPlanner.h"
#include "GameCodec.h"
#include "GameQuery.h"
#include "GameSql.h"
#include "ListOrder.h"

#include "game/GameTree.h"

#include <QString>
#include <QVector>

#include <functional>
#include <optional>
#include <string>
#include <unordered_map>

class QSqlQuery;

namespace trellis::db {

// A game as stored: its columns and its tree blob.
struct StoredGame {
    qint64 id = 0;
    GameHeader header;
    std::string moves;
};

class GameQueries {
  public:
    GameQueries(DatabaseConnection& conn, const FilterPlanner& planner, const ListOrder& order);

    // How many games of the date order a filtered list's first page sorted by date walks
    // before it sorts the matches instead (dateWalkIds); tests set less.
    static constexpr int kDateWalk = 10000;
    void setDateWalk(int games) { dateWalk_ = games; }

    // GameDatabase.h tells what each of these reads.
    DbResult<qint64> count(const GameFilter& filter) const;
    DbResult<QVector<GameRow>> rows(const GameQuery& query, qint64 offset, int limit,
                                    bool withTags) const;
    DbResult<QVector<GameRow>> rowsAfter(const GameQuery& query, qint64 lastId, int limit,
                                         bool withTags) const;
    DbResult<QVector<qint64>> ids(const GameQuery& query) const;
    DbResult<QVector<GameRow>> rowsOf(const QVector<qint64>& ids, bool withTags) const;
    DbResult<GameTree> loadGame(qint64 id) const;
    DbResult<StoredGame> storedGame(qint64 id) const;
    DbResult<bool> forEachGame(const GameQuery& query,
                               const std::function<bool(StoredGame&)>& visit, bool withMoves) const;
    DbResult<QVector<qint64>> idsWithTag(const QString& tag) const;
    DbResult<QStringList> variantsHeld() const;
    // Forgets the tag names and values read (a rollback may have taken some away).
    void forgetNames();
    // A tag name by its id in tag_names (kept once read).
    DbResult<std::string> tagName(qint64 id) const;

  private:
    DbResult<bool> loadExtras(qint64 id, GameHeader& header) const;
    // A shared tag value (ExtraTags.h) by its id in tag_values.
    DbResult<std::string> tagValue(qint64 id) const;
    DbResult<std::string> cachedText(const char* sql, qint64 id,
                                     std::unordered_map<qint64, std::string>& cache,
                                     const QString& missing) const;
    // The first page of a filtered list sorted by date among the first games of the date order.
    DbResult<QVector<qint64>> dateWalkIds(const GameQuery& query, const SqlFilter& f, qint64 offset,
                                          int limit) const;
    // rows() from `offset`, or rowsAfter() the game `after`.
    DbResult<QVector<GameRow>> page(const GameQuery& query, std::optional<qint64> after,
                                    qint64 offset, int limit, bool withTags) const;
    // The rows a query over kRowColumns gives, in its order.
    DbResult<QVector<GameRow>> readRows(QSqlQuery& q, bool withTags) const;

    DatabaseConnection& conn_;
    const FilterPlanner& planner_;
    const ListOrder& order_;
    int dateWalk_ = kDateWalk;
    mutable std::unordered_map<qint64, std::string> tagNames_;  // tag_names by id, as read
    mutable std::unordered_map<qint64, std::string> tagValues_; // tag_values by id, as read
};

} // namespace trellis::db
