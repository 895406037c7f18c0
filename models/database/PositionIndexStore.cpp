#include "PositionIndexStore.h"

#include "PositionIndex.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QThread>
#include <QVariant>

#include <sqlite3.h>

#include <algorithm>
#include <atomic>
#include <optional>
#include <thread>
#include <vector>

namespace trellis::db {

namespace {

using Code = DatabaseErrorCode;

} // namespace

PositionIndexStore::PositionIndexStore(DatabaseConnection& conn, TreeTotals& totals,
                                       const FilterPlanner& planner, const GameQueries& queries)
    : conn_(conn), totals_(totals), planner_(planner), queries_(queries) {}

// The rows are found from the games as stored (a blob gives the same rows as when it was
// written; a game still in the backlog has none yet) and deleted in key order, so that each
// page of the index is visited once: one game at a time, random keys made deleting a thousand
// games cost about a second.
DbResult<bool> PositionIndexStore::removeIndex(std::span<const StoredGame> games) {
    IndexRows rows;
    SqliteStatement& backlog = conn_.native("DELETE FROM index_backlog WHERE game = ?");
    for (const StoredGame& game : games) {
        backlog.bind(0, game.id);
        if (auto done = conn_.run(backlog); !done) return done;
        if (backlog.changes() > 0) continue;
        // A damaged game: its rows, if any, name a game that goes.
        if (auto index = gameIndex(game.header, game.moves)) rows.add(game.id, game.header, *index);
    }
    rows.sort();
    // The rows as they were stored, for the kept trees.
    SqliteStatement& position =
        conn_.native("DELETE FROM game_positions WHERE hash = ? AND next = ? AND game = ? "
                     "RETURNING result, turns, date");
    if (!position.prepared()) return conn_.failure(position);
    std::vector<PositionRow> deleted;
    for (const PositionRow& r : rows.positions) {
        position.bind(0, std::int64_t(r.hash));
        position.bind(1, std::int64_t(r.next));
        position.bind(2, r.game);
        int code = position.step();
        if (code == SQLITE_ROW) {
            PositionRow& d = deleted.emplace_back(r);
            d.result =
                position.isNull(0) ? std::nullopt : std::optional(GameResult(position.integer(0)));
            d.turns = int(position.integer(1));
            d.date = position.isNull(2) ? std::nullopt : std::optional(int(position.integer(2)));
            code = position.step();
        }
        if (code != SQLITE_DONE) return conn_.failure(position);
    }
    if (auto kept = totals_.removed(deleted); !kept) return kept;
    SqliteStatement& material =
        conn_.native("DELETE FROM game_material WHERE material = ? AND game = ?");
    for (const MaterialRow& r : rows.materials) {
        material.bind(0, std::int64_t(r.key));
        material.bind(1, r.game);
        if (auto done = conn_.run(material); !done) return done;
    }
    return true;
}

DbResult<bool> PositionIndexStore::writeIndex(IndexRows& rows) {
    // In key order each page of the index is written once.
    rows.sort();
    std::vector<qint64> games;
    static const InsertRows positionRows(
        "INSERT OR IGNORE INTO game_positions(hash, next, game, ply, result, turns, date) VALUES",
        7);
    auto position = [&](SqliteStatement& st, int c, const PositionRow& r) {
        if (r.ply == 0) games.push_back(r.game);
        st.bind(c, std::int64_t(r.hash));
        st.bind(c + 1, std::int64_t(r.next));
        st.bind(c + 2, r.game);
        st.bind(c + 3, r.ply);
        if (r.result) st.bind(c + 4, int(*r.result));
        st.bind(c + 5, r.turns);
        if (r.date) st.bind(c + 6, *r.date);
    };
    const auto inserted = conn_.insertAll(positionRows, rows.positions, position);
    if (!inserted) return inserted.error();
    // OR IGNORE: a row already there is not added to the kept trees again.
    const bool exact = *inserted == qint64(rows.positions.size());
    if (auto kept = totals_.added(rows.positions, exact, parallelTreeRows_); !kept) return kept;
    static const InsertRows materialRows(
        "INSERT OR IGNORE INTO game_material(material, game, first, last, positions) VALUES", 5);
    auto material = [](SqliteStatement& st, int c, const MaterialRow& r) {
        st.bind(c, std::int64_t(r.key));
        st.bind(c + 1, r.game);
        st.bind(c + 2, r.first);
        st.bind(c + 3, r.last);
        st.bindBlob(c + 4, r.positions);
    };
    if (auto done = conn_.insertAll(materialRows, rows.materials, material); !done)
        return done.error();
    // The games come in runs of consecutive ids: one statement a run.
    std::sort(games.begin(), games.end());
    SqliteStatement& done = conn_.native("DELETE FROM index_backlog WHERE game BETWEEN ? AND ?");
    for (std::size_t i = 0; i < games.size();) {
        std::size_t j = i + 1;
        while (j < games.size() && games[j] <= games[j - 1] + 1) ++j;
        done.bind(0, games[i]);
        done.bind(1, games[j - 1]);
        if (auto deleted = conn_.run(done); !deleted) return deleted;
        i = j;
    }
    return true;
}

DbResult<qint64> PositionIndexStore::backlogSize() const {
    QSqlQuery& q = conn_.prepared("SELECT count(*) FROM index_backlog");
    if (!q.exec() || !q.next()) return conn_.failure(q);
    const qint64 n = q.value(0).toLongLong();
    q.finish();
    return n;
}

DbResult<QVector<qint64>> PositionIndexStore::backlog() const {
    QVector<qint64> ids;
    QSqlQuery q(conn_.database());
    q.setForwardOnly(true);
    if (!q.exec(QStringLiteral("SELECT game FROM index_backlog ORDER BY game")))
        return conn_.failure(q);
    while (q.next()) ids.append(q.value(0).toLongLong());
    return ids;
}

DbResult<bool> PositionIndexStore::indexGames(const QVector<qint64>& ids) {
    IndexRows rows;
    QSqlQuery& drop = conn_.prepared("DELETE FROM index_backlog WHERE game = ?");
    for (qint64 id : ids) {
        // A game that cannot be read back has nothing to index.
        if (auto stored = queries_.storedGame(id))
            if (auto index = gameIndex(stored->header, stored->moves))
                rows.add(id, stored->header, *index);
        drop.bindValue(0, id);
        if (!drop.exec()) return conn_.failure(drop);
    }
    return writeIndex(rows);
}

namespace {

// The part of a position query after FROM: the index rows of one position in the games of
// one variant that pass a filter.
// Without a filter the rows alone answer (they carry the columns a tree adds up): the 64-bit
// hash is trusted to name a position of one variant. With one, the games are joined.
QString positionFrom(const SqlFilter& f) {
    if (f.conditions.isEmpty()) return QStringLiteral(" FROM game_positions p WHERE p.hash = ?");
    QString sql = QStringLiteral(" FROM game_positions p JOIN games g ON g.id = p.game "
                                 "WHERE p.hash = ? AND g.variant = "
                                 "(SELECT id FROM variants WHERE name = ?)");
    for (const QString& condition : f.conditions) sql += QStringLiteral(" AND ") + condition;
    return sql;
}

void bindPosition(QSqlQuery& q, std::uint64_t hash, const QString& variant, const SqlFilter& f) {
    q.addBindValue(qint64(hash));
    if (f.conditions.isEmpty()) return;
    q.addBindValue(variant);
    for (const QVariant& v : f.values) q.addBindValue(v);
}

} // namespace

DbResult<QVector<PositionGame>> PositionIndexStore::indexedGames(std::uint64_t hash,
                                                                 const QString& variant,
                                                                 const GameFilter& filter) const {
    const SqlFilter f = planner_.filterSql(filter);
    QSqlQuery q(conn_.database());
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT p.game, p.ply") + positionFrom(f) +
              QStringLiteral(" ORDER BY p.game"));
    bindPosition(q, hash, variant, f);
    if (!q.exec()) return conn_.failure(q);
    QVector<PositionGame> out;
    while (q.next()) out.append({q.value(0).toLongLong(), q.value(1).toInt()});
    if (q.lastError().isValid()) return conn_.failure(q);
    return out;
}

namespace {

// The columns a tree adds up per turn, from the rows alone (p.) or from the joined games (g.).
QString treeColumns(bool joined) {
    return QStringLiteral("SELECT p.next, ") + QString::fromStdString(treeSums(joined ? "g" : "p"));
}

QVector<IndexedTurn> treeTurns(QSqlQuery& q) {
    QVector<IndexedTurn> out;
    while (q.next()) {
        IndexedTurn t;
        t.next = std::uint64_t(q.value(0).toLongLong());
        t.games = q.value(1).toLongLong();
        t.firstWins = qint64(q.value(2).toDouble());
        t.draws = qint64(q.value(3).toDouble());
        t.secondWins = qint64(q.value(4).toDouble());
        t.turns = qint64(q.value(5).toDouble());
        if (!q.value(6).isNull() && q.value(6).toInt() > 0) t.lastDate = q.value(6).toInt();
        out.append(t);
    }
    return out;
}

} // namespace

DbResult<QVector<IndexedTurn>> PositionIndexStore::indexedTurns(std::uint64_t hash,
                                                                const QString& variant,
                                                                const GameFilter& filter) const {
    const SqlFilter f = planner_.filterSql(filter);
    if (f.conditions.isEmpty()) {
        auto kept = totals_.read(hash);
        if (!kept) return kept.error();
        if (*kept) return std::move(**kept);
        QSqlQuery& big =
            conn_.prepared("SELECT 1 FROM game_positions WHERE hash = ? LIMIT 1 OFFSET ?");
        big.bindValue(0, qint64(hash));
        big.bindValue(1, parallelTreeRows_);
        if (!big.exec()) return conn_.failure(big);
        const bool many = big.next();
        big.finish();
        if (many) return keptTree(hash);
    }
    QSqlQuery q(conn_.database());
    q.setForwardOnly(true);
    q.prepare(treeColumns(!f.conditions.isEmpty()) + positionFrom(f) +
              QStringLiteral(" GROUP BY p.next"));
    bindPosition(q, hash, variant, f);
    if (!q.exec()) return conn_.failure(q);
    QVector<IndexedTurn> out = treeTurns(q);
    if (q.lastError().isValid()) return conn_.failure(q);
    return out;
}

// A big position's tree is kept once added up, when no other connection is writing (a query
// does not wait for one). It is added up under the write lock so that no write comes between.
DbResult<QVector<IndexedTurn>> PositionIndexStore::keptTree(std::uint64_t hash) const {
    const bool locked = !conn_.inTransaction() && totals_.tryBegin();
    auto turns = indexedTurnsOnEveryCore(hash);
    if (!locked) return turns;
    if (turns && totals_.keep(hash, *turns))
        totals_.commit();
    else
        totals_.rollback();
    return turns;
}

// The start position of a big database has a row in every game: adding a million rows up is
// one scan of about 200 ms. Its turns are added up on every core instead, a turn at a time,
// each thread with a connection of its own (a SQLite connection belongs to one thread).
DbResult<QVector<IndexedTurn>>
PositionIndexStore::indexedTurnsOnEveryCore(std::uint64_t hash) const {
    QVector<qint64> nexts; // one index seek each
    QSqlQuery& seek = conn_.prepared(
        "SELECT next FROM game_positions WHERE hash = ? AND next > ? ORDER BY next LIMIT 1");
    for (qint64 after = -1;; nexts.append(after)) {
        seek.bindValue(0, qint64(hash));
        seek.bindValue(1, after);
        if (!seek.exec()) return conn_.failure(seek);
        if (!seek.next()) break;
        after = seek.value(0).toLongLong();
    }
    seek.finish();
    // No more threads (and connections) than turns to add up.
    const auto threads = std::size_t(std::clamp(int(nexts.size()), 1, QThread::idealThreadCount()));
    std::atomic<int> taken{0};
    std::vector<QVector<IndexedTurn>> found(threads);
    std::vector<std::optional<DatabaseError>> errors(threads);
    auto work = [&](std::size_t t) {
        const QString name = DatabaseConnection::uniqueName();
        {
            QSqlDatabase db = QSqlDatabase::cloneDatabase(conn_.name(), name);
            if (!db.open()) {
                errors[t] = DatabaseError(Code::CannotOpen, {conn_.path(), db.lastError().text()});
            } else {
                QSqlQuery q(db);
                q.setForwardOnly(true);
                q.prepare(treeColumns(false) +
                          QStringLiteral(" FROM game_positions p WHERE p.hash = ? AND p.next = ? "
                                         "GROUP BY p.next"));
                for (int i = taken++; i < nexts.size() && !errors[t]; i = taken++) {
                    q.bindValue(0, qint64(hash));
                    q.bindValue(1, nexts[i]);
                    if (!q.exec()) errors[t] = conn_.failure(q);
                    found[t] += treeTurns(q);
                }
            }
        }
        QSqlDatabase::removeDatabase(name);
    };
    std::vector<std::thread> workers;
    for (std::size_t t = 0; t < threads; ++t) workers.emplace_back(work, t);
    for (std::thread& w : workers) w.join();
    QVector<IndexedTurn> out;
    for (std::size_t t = 0; t < threads; ++t) {
        if (errors[t]) return *errors[t];
        out += found[t];
    }
    std::sort(out.begin(), out.end(),
              [](const IndexedTurn& a, const IndexedTurn& b) { return a.next < b.next; });
    return out;
}

DbResult<QVector<MaterialRow>> PositionIndexStore::materialGames(std::uint64_t key,
                                                                 std::uint64_t position,
                                                                 const QString& variant,
                                                                 const GameFilter& filter) const {
    const SqlFilter f = planner_.filterSql(filter);
    const std::string fingerprint = positionFingerprint(position);
    QString sql = QStringLiteral("SELECT m.game, m.first, m.last FROM game_material m "
                                 "JOIN games g ON g.id = m.game WHERE m.material = ? AND "
                                 "instr(m.positions, ?) > 0 AND "
                                 "g.variant = (SELECT id FROM variants WHERE name = ?)");
    for (const QString& condition : f.conditions) sql += QStringLiteral(" AND ") + condition;
    QSqlQuery q(conn_.database());
    q.setForwardOnly(true);
    q.prepare(sql + QStringLiteral(" ORDER BY m.game"));
    q.addBindValue(qint64(key));
    q.addBindValue(QByteArray(fingerprint.data(), qsizetype(fingerprint.size())));
    q.addBindValue(variant);
    for (const QVariant& v : f.values) q.addBindValue(v);
    if (!q.exec()) return conn_.failure(q);
    QVector<MaterialRow> out;
    while (q.next())
        out.append({key, q.value(0).toLongLong(), q.value(1).toInt(), q.value(2).toInt(), {}});
    if (q.lastError().isValid()) return conn_.failure(q);
    return out;
}

DbResult<bool> PositionIndexStore::isIndexed(std::uint64_t hash) const {
    QSqlQuery& q = conn_.prepared("SELECT 1 FROM game_positions WHERE hash = ? LIMIT 1");
    q.bindValue(0, qint64(hash));
    if (!q.exec()) return conn_.failure(q);
    const bool found = q.next();
    q.finish();
    return found;
}

DbResult<qint64> PositionIndexStore::indexBytes() const {
    QSqlQuery q(conn_.database());
    if (!q.exec(QStringLiteral(
            "SELECT total(pgsize) FROM dbstat WHERE name IN "
            "('game_positions', 'game_material', 'index_backlog', 'tree_totals')")) ||
        !q.next())
        return qint64(-1); // SQLite built without the dbstat table
    return qint64(q.value(0).toDouble());
}

} // namespace trellis::db
