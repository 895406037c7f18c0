#include "TreeTotals.h"

#include <sqlite3.h>

#include <algorithm>
#include <tuple>

namespace trellis::db {

namespace {

// What one group of rows adds to (or takes from) a next turn's totals.
struct Delta {
    qint64 games = 0, firstWins = 0, draws = 0, secondWins = 0, turns = 0;
    std::optional<int> lastDate;

    void add(const PositionRow& r) {
        ++games;
        firstWins += r.result == GameResult::FirstWins;
        draws += r.result == GameResult::Draw;
        secondWins += r.result == GameResult::SecondWins;
        turns += r.turns;
        if (r.date) lastDate = std::max(lastDate.value_or(*r.date), *r.date);
    }
};

// The end of the run of rows from `i` with the same key.
template <class Key> std::size_t runEnd(std::span<const PositionRow> rows, std::size_t i, Key key) {
    std::size_t j = i + 1;
    while (j < rows.size() && key(rows[j]) == key(rows[i])) ++j;
    return j;
}

bool sameTurn(const IndexedTurn& a, const IndexedTurn& b) {
    return std::tie(a.next, a.games, a.firstWins, a.draws, a.secondWins, a.turns, a.lastDate) ==
           std::tie(b.next, b.games, b.firstWins, b.draws, b.secondWins, b.turns, b.lastDate);
}

} // namespace

TreeTotals::TreeTotals(sqlite3* db, int lockWaitMs, Failure failure)
    : db_(db), lockWaitMs_(lockWaitMs), failure_(std::move(failure)) {}

SqliteStatement& TreeTotals::statement(const char* sql) {
    auto& slot = statements_[sql];
    if (!slot) slot = std::make_unique<SqliteStatement>(db_, sql);
    return *slot;
}

DbResult<bool> TreeTotals::run(SqliteStatement& statement) {
    if (!statement.prepared() || statement.run() != SQLITE_DONE) return failure_(statement);
    return true;
}

DbResult<std::optional<QVector<IndexedTurn>>> TreeTotals::read(std::uint64_t hash) {
    SqliteStatement& q = statement("SELECT next, games, first_wins, draws, second_wins, turns, "
                                   "last_date FROM tree_totals WHERE hash = ? ORDER BY next");
    if (!q.prepared()) return failure_(q);
    q.bind(0, std::int64_t(hash));
    QVector<IndexedTurn> out;
    bool possible = true;
    int code = 0;
    while ((code = q.step()) == SQLITE_ROW) {
        IndexedTurn t;
        t.next = std::uint64_t(q.integer(0));
        t.games = q.integer(1);
        t.firstWins = q.integer(2);
        t.draws = q.integer(3);
        t.secondWins = q.integer(4);
        t.turns = q.integer(5);
        if (!q.isNull(6) && q.integer(6) > 0) t.lastDate = int(q.integer(6));
        possible = possible && t.games > 0 && t.firstWins >= 0 && t.draws >= 0 &&
                   t.secondWins >= 0 && t.firstWins + t.draws + t.secondWins <= t.games &&
                   t.turns >= 0;
        out.append(t);
    }
    if (code != SQLITE_DONE) return failure_(q);
    if (out.isEmpty() || !possible) return std::optional<QVector<IndexedTurn>>();
    return std::optional(out);
}

bool TreeTotals::tryBegin() {
    sqlite3_busy_timeout(db_, 0);
    const bool begun = sqlite3_exec(db_, "BEGIN IMMEDIATE", nullptr, nullptr, nullptr) == SQLITE_OK;
    sqlite3_busy_timeout(db_, lockWaitMs_);
    return begun;
}

bool TreeTotals::commit() {
    if (sqlite3_exec(db_, "COMMIT", nullptr, nullptr, nullptr) == SQLITE_OK) return true;
    rollback();
    return false;
}

void TreeTotals::rollback() {
    sqlite3_exec(db_, "ROLLBACK", nullptr, nullptr, nullptr);
}

DbResult<bool> TreeTotals::insert(std::uint64_t hash, const IndexedTurn& t) {
    SqliteStatement& q =
        statement("INSERT INTO tree_totals(hash, next, games, first_wins, draws, second_wins, "
                  "turns, last_date) VALUES(?, ?, ?, ?, ?, ?, ?, ?)");
    q.bind(0, std::int64_t(hash));
    q.bind(1, std::int64_t(t.next));
    q.bind(2, t.games);
    q.bind(3, t.firstWins);
    q.bind(4, t.draws);
    q.bind(5, t.secondWins);
    q.bind(6, t.turns);
    if (t.lastDate) q.bind(7, *t.lastDate);
    return run(q);
}

DbResult<bool> TreeTotals::keep(std::uint64_t hash, const QVector<IndexedTurn>& turns) {
    SqliteStatement& clear = statement("DELETE FROM tree_totals WHERE hash = ?");
    clear.bind(0, std::int64_t(hash));
    if (auto done = run(clear); !done) return done;
    for (const IndexedTurn& t : turns)
        if (auto done = insert(hash, t); !done) return done;
    return true;
}

DbResult<QVector<IndexedTurn>> TreeTotals::sum(std::uint64_t hash) {
    // The columns of an unfiltered tree query (GameDatabase::indexedTurns); a date of 0 or
    // less is no date there, as in read().
    SqliteStatement& q = statement(
        "SELECT next, count(*), total(result = 1), total(result = 3), total(result = 2), "
        "total(turns), max(date) FROM game_positions WHERE hash = ? GROUP BY next ORDER BY next");
    if (!q.prepared()) return failure_(q);
    q.bind(0, std::int64_t(hash));
    QVector<IndexedTurn> out;
    int code = 0;
    while ((code = q.step()) == SQLITE_ROW) {
        IndexedTurn t;
        t.next = std::uint64_t(q.integer(0));
        t.games = q.integer(1);
        t.firstWins = q.integer(2);
        t.draws = q.integer(3);
        t.secondWins = q.integer(4);
        t.turns = q.integer(5);
        if (!q.isNull(6) && q.integer(6) > 0) t.lastDate = int(q.integer(6));
        out.append(t);
    }
    if (code != SQLITE_DONE) return failure_(q);
    return out;
}

DbResult<bool> TreeTotals::recount(std::uint64_t hash) {
    auto turns = sum(hash);
    if (!turns) return turns.error();
    return keep(hash, *turns);
}

DbResult<std::set<std::uint64_t>> TreeTotals::keptPositions() {
    SqliteStatement& q = statement("SELECT DISTINCT hash FROM tree_totals");
    if (!q.prepared()) return failure_(q);
    std::set<std::uint64_t> out;
    int code = 0;
    while ((code = q.step()) == SQLITE_ROW) out.insert(std::uint64_t(q.integer(0)));
    if (code != SQLITE_DONE) return failure_(q);
    return out;
}

DbResult<bool> TreeTotals::added(std::span<const PositionRow> rows, bool exact, qint64 keepRows) {
    auto kept = keptPositions();
    if (!kept) return kept.error();
    SqliteStatement& add = statement(
        "INSERT INTO tree_totals(hash, next, games, first_wins, draws, second_wins, turns, "
        "last_date) VALUES(?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT(hash, next) DO UPDATE SET "
        "games = games + excluded.games, first_wins = first_wins + excluded.first_wins, "
        "draws = draws + excluded.draws, second_wins = second_wins + excluded.second_wins, "
        "turns = turns + excluded.turns, last_date = max(coalesce(last_date, "
        "excluded.last_date), coalesce(excluded.last_date, last_date))");
    auto hashOf = [](const PositionRow& r) { return r.hash; };
    auto nextOf = [](const PositionRow& r) { return r.next; };
    for (std::size_t i = 0, end = 0; i < rows.size(); i = end) {
        end = runEnd(rows, i, hashOf);
        const std::uint64_t hash = rows[i].hash;
        if (!kept->contains(hash)) {
            if (qint64(end - i) >= std::max<qint64>(keepRows, 1))
                if (auto done = recount(hash); !done) return done;
            continue;
        }
        if (!exact) {
            if (auto done = recount(hash); !done) return done;
            continue;
        }
        for (std::size_t k = i, last = i; k < end; k = last) {
            last = runEnd(rows.subspan(0, end), k, nextOf);
            Delta d;
            for (std::size_t r = k; r < last; ++r) d.add(rows[r]);
            add.bind(0, std::int64_t(hash));
            add.bind(1, std::int64_t(rows[k].next));
            add.bind(2, d.games);
            add.bind(3, d.firstWins);
            add.bind(4, d.draws);
            add.bind(5, d.secondWins);
            add.bind(6, d.turns);
            if (d.lastDate) add.bind(7, *d.lastDate);
            if (auto done = run(add); !done) return done;
        }
    }
    return true;
}

DbResult<bool> TreeTotals::removed(std::span<const PositionRow> rows) {
    auto kept = keptPositions();
    if (!kept) return kept.error();
    // The latest date is found again from the rows left when a removed game had it.
    SqliteStatement& take = statement(
        "UPDATE tree_totals SET games = games - ?3, first_wins = first_wins - ?4, "
        "draws = draws - ?5, second_wins = second_wins - ?6, turns = turns - ?7, "
        "last_date = CASE WHEN ?8 IS NOT NULL AND ?8 >= last_date THEN (SELECT max(date) FROM "
        "game_positions WHERE hash = ?1 AND next = ?2) ELSE last_date END "
        "WHERE hash = ?1 AND next = ?2");
    SqliteStatement& drop =
        statement("DELETE FROM tree_totals WHERE hash = ? AND next = ? AND games <= 0");
    auto hashOf = [](const PositionRow& r) { return r.hash; };
    auto nextOf = [](const PositionRow& r) { return r.next; };
    for (std::size_t i = 0, end = 0; i < rows.size(); i = end) {
        end = runEnd(rows, i, hashOf);
        const std::uint64_t hash = rows[i].hash;
        if (!kept->contains(hash)) continue;
        for (std::size_t k = i, last = i; k < end; k = last) {
            last = runEnd(rows.subspan(0, end), k, nextOf);
            Delta d;
            for (std::size_t r = k; r < last; ++r) d.add(rows[r]);
            take.bind(0, std::int64_t(hash));
            take.bind(1, std::int64_t(rows[k].next));
            take.bind(2, d.games);
            take.bind(3, d.firstWins);
            take.bind(4, d.draws);
            take.bind(5, d.secondWins);
            take.bind(6, d.turns);
            if (d.lastDate) take.bind(7, *d.lastDate);
            if (auto done = run(take); !done) return done;
            if (take.changes() == 0) { // the kept tree lacked the turn: add it up again
                if (auto done = recount(hash); !done) return done;
                break;
            }
            drop.bind(0, std::int64_t(hash));
            drop.bind(1, std::int64_t(rows[k].next));
            if (auto done = run(drop); !done) return done;
        }
    }
    return true;
}

DbResult<QStringList> TreeTotals::check() {
    auto kept = keptPositions();
    if (!kept) return kept.error();
    QStringList findings;
    for (std::uint64_t hash : *kept) {
        auto stored = read(hash);
        if (!stored) return stored.error();
        auto rows = sum(hash);
        if (!rows) return rows.error();
        const bool same = *stored && (*stored)->size() == rows->size() &&
                          std::equal(rows->begin(), rows->end(), (*stored)->begin(), sameTurn);
        if (!same)
            findings << QStringLiteral("the kept opening tree of position %1 differs from the "
                                       "position index")
                            .arg(hash, 16, 16, QLatin1Char('0'));
    }
    return findings;
}

} // namespace trellis::db
