#include "DatabaseRecords.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

#include <algorithm>

namespace trellis::db {

DatabaseRecords::DatabaseRecords(DatabaseConnection& conn) : conn_(conn) {}

DbResult<std::optional<PuzzleResult>> DatabaseRecords::puzzleResult(const QString& key) const {
    QSqlQuery& q =
        conn_.prepared("SELECT outcome, date, attempts FROM puzzle_results WHERE key = ?");
    q.bindValue(0, key);
    if (!q.exec()) return conn_.failure(q);
    std::optional<PuzzleResult> out;
    if (q.next())
        out = PuzzleResult{PuzzleResult::Outcome(std::clamp(q.value(0).toInt(), 0, 2)),
                           q.value(1).toString(), q.value(2).toInt()};
    if (q.lastError().isValid()) return conn_.failure(q);
    q.finish();
    return out;
}

DbResult<bool> DatabaseRecords::recordPuzzleResult(const QString& key,
                                                   PuzzleResult::Outcome outcome,
                                                   const QString& date) {
    QSqlQuery& q =
        conn_.prepared("INSERT INTO puzzle_results (key, outcome, date, attempts) VALUES "
                       "(?, ?, ?, 1) ON CONFLICT(key) DO UPDATE SET outcome = "
                       "excluded.outcome, date = excluded.date, attempts = attempts + 1");
    q.bindValue(0, key);
    q.bindValue(1, int(outcome));
    q.bindValue(2, date);
    if (!q.exec()) return conn_.failure(q);
    return true;
}

DbResult<std::optional<LineProgress>> DatabaseRecords::lineProgress(const QString& key) const {
    QSqlQuery& q =
        conn_.prepared("SELECT box, due, right_answers, wrong_answers, missed, trained FROM "
                       "repertoire_lines WHERE key = ?");
    q.bindValue(0, key);
    if (!q.exec()) return conn_.failure(q);
    std::optional<LineProgress> out;
    if (q.next())
        out = LineProgress{q.value(0).toInt(), q.value(1).toString(), q.value(2).toInt(),
                           q.value(3).toInt(), q.value(4).toBool(),   q.value(5).toString()};
    if (q.lastError().isValid()) return conn_.failure(q);
    q.finish();
    return out;
}

DbResult<bool> DatabaseRecords::saveLineProgress(const QString& key, const LineProgress& progress) {
    QSqlQuery& q = conn_.prepared(
        "INSERT OR REPLACE INTO repertoire_lines (key, box, due, "
        "right_answers, wrong_answers, missed, trained) VALUES (?, ?, ?, ?, ?, ?, ?)");
    q.bindValue(0, key);
    q.bindValue(1, progress.box);
    // A null QString binds as NULL: the columns hold empty texts instead.
    const auto text = [](const QString& s) { return s.isNull() ? QString("") : s; };
    q.bindValue(2, text(progress.due));
    q.bindValue(3, progress.right);
    q.bindValue(4, progress.wrong);
    q.bindValue(5, int(progress.missed));
    q.bindValue(6, text(progress.trained));
    if (!q.exec()) return conn_.failure(q);
    return true;
}

} // namespace trellis::db
