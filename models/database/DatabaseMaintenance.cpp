#include "DatabaseMaintenance.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStringList>
#include <QVariant>

#include <sqlite3.h>

#include <array>
#include <optional>
#include <utility>

namespace trellis::db {

DatabaseMaintenance::DatabaseMaintenance(DatabaseConnection& conn, GameLists& lists,
                                         TreeTotals& totals)
    : conn_(conn), lists_(lists), totals_(totals) {}

DbResult<DatabaseStats> DatabaseMaintenance::stats(bool checkIntegrity) const {
    DatabaseStats s;
    s.schemaVersion = conn_.version();
    QSqlQuery q(conn_.database());
    q.setForwardOnly(true);
    auto scalar = [&](const char* sql) -> DbResult<qint64> {
        if (!q.exec(QLatin1String(sql)) || !q.next()) return conn_.failure(q);
        const qint64 value = q.value(0).toLongLong();
        q.finish();
        return value;
    };
    const std::array<std::pair<const char*, qint64*>, 8> counts{
        {{"SELECT count(*) FROM games", &s.games},
         {"SELECT count(*) FROM players", &s.players},
         {"SELECT count(*) FROM events", &s.events},
         {"SELECT count(*) FROM sites", &s.sites},
         {"SELECT total(turns) FROM games", &s.turns},
         {"SELECT total(length(moves)) FROM game_moves", &s.moveBytes},
         {"PRAGMA page_count", &s.fileBytes},
         {"PRAGMA freelist_count", &s.freeBytes}}};
    for (const auto& [sql, field] : counts) {
        auto value = scalar(sql);
        if (!value) return value.error();
        *field = *value;
    }
    auto pageSize = scalar("PRAGMA page_size");
    if (!pageSize) return pageSize.error();
    s.fileBytes *= *pageSize;
    s.freeBytes *= *pageSize;
    if (!q.exec(QStringLiteral("SELECT v.name, count(*) FROM games g JOIN variants v ON "
                               "v.id = g.variant GROUP BY v.name ORDER BY v.name")))
        return conn_.failure(q);
    while (q.next()) s.gamesPerVariant.append({q.value(0).toString(), q.value(1).toLongLong()});
    if (checkIntegrity) {
        if (!q.exec(QStringLiteral("PRAGMA integrity_check"))) return conn_.failure(q);
        QStringList findings;
        while (q.next()) findings << q.value(0).toString();
        if (q.lastError().isValid()) findings << q.lastError().databaseText();
        auto lists = lists_.check();
        if (!lists) return lists.error();
        auto trees = totals_.check();
        if (!trees) return trees.error();
        if (!lists->isEmpty() || !trees->isEmpty()) {
            findings.removeAll(QStringLiteral("ok"));
            findings << *lists << *trees;
        }
        s.integrity = findings.join(QLatin1Char('\n'));
    }
    return s;
}

namespace {

using Code = DatabaseErrorCode;

// SQLite's progress handler: a nonzero answer interrupts the statement under way.
int interruptWhenSet(void* flag) {
    return static_cast<const std::atomic<bool>*>(flag)->load(std::memory_order_relaxed) ? 1 : 0;
}

} // namespace

DbResult<Compaction> DatabaseMaintenance::compact(const std::atomic<bool>* cancel) {
    const QSqlDatabase connection = conn_.database();
    QSqlQuery q(connection);
    const auto bytes = [&q]() -> std::optional<qint64> {
        if (!q.exec(QStringLiteral("SELECT page_count * page_size FROM pragma_page_count, "
                                   "pragma_page_size")) ||
            !q.next())
            return std::nullopt;
        const qint64 n = q.value(0).toLongLong();
        q.finish();
        return n;
    };
    Compaction sizes;
    if (const auto before = bytes())
        sizes.bytesBefore = *before;
    else
        return conn_.failure(q);
    sqlite3* handle = SqliteStatement::handleOf(connection);
    // Polled every 1,000 steps of SQLite's machine: a Cancel answers at once.
    if (cancel && handle)
        sqlite3_progress_handler(handle, 1000, interruptWhenSet,
                                 const_cast<void*>(static_cast<const void*>(cancel)));
    const bool done = q.exec(QStringLiteral("VACUUM"));
    if (handle) sqlite3_progress_handler(handle, 0, nullptr, nullptr);
    if (!done) {
        if (cancel && cancel->load()) return DatabaseError(Code::Cancelled);
        return conn_.failure(q);
    }
    // The WAL holds the whole file once more: write it back and empty it, so that the space
    // comes back on the disk at once (a reader still at an older state may delay that; then a
    // later checkpoint does it).
    q.exec(QStringLiteral("PRAGMA wal_checkpoint(TRUNCATE)"));
    q.finish();
    if (const auto after = bytes())
        sizes.bytesAfter = *after;
    else
        return conn_.failure(q);
    return sizes;
}

} // namespace trellis::db
