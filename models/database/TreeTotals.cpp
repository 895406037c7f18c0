#include "TreeTotals.h"

#include <sqlite3.h>

#include <algorithm>
#include <tuple>

namespace trellis::db {

namespace {

// What a row adds to its next turn's totals (or takes from them). Dates of 0 or less are none,
// as in an unfiltered tree query.
void addRow(IndexedTurn& t, const PositionRow& r) {
    ++t.games;
    t.firstWins += r.result == GameResult::FirstWins;
    t.draws += r.result == GameResult::Draw;
    t.secondWins += r.result == GameResult::SecondWins;
    t.turns += r.turns;
    if (r.date > 0) t.lastDate = std::max(t.lastDate.value_or(r.date), r.date);
}

// The end of the run of rows from `i` with the same key.
template <class Key> std::size_t runEnd(std::span<const PositionRow> rows, std::size_t i, Key key) {
    std::size_t j = i + 1;
    while (j < rows.size() && key(rows[j]) == key(rows[i])) ++j;
    return j;
}

std::uint64_t hashOf(const PositionRow& r) {
    return r.hash;
}
std::uint64_t nextOf(const PositionRow& r) {
    return r.next;
}

// Calls turn(what its rows add up to) for each next turn of `rows` (of one position, sorted
// by next) while it gives true.
template <class Turn> DbResult<bool> eachTurn(std::span<const PositionRow> rows, Turn turn) {
    for (std::size_t k = 0, last = 0; k < rows.size(); k = last) {
        last = runEnd(rows, k, nextOf);
        IndexedTurn d;
        d.next = rows[k].next;
        for (std::size_t r = k; r < last; ++r) addRow(d, rows[r]);
        auto more = turn(d);
        if (!more || !*more) return more;
    }
    return true;
}

// A row of next, games, first wins, draws, second wins, turns and latest date (a date of 0
// or less is none, as in an unfiltered tree query).
IndexedTurn turnOf(const SqliteStatement& q) {
    IndexedTurn t;
    t.next = std::uint64_t(q.integer(0));
    t.games = q.integer(1);
    t.firstWins = q.integer(2);
    t.draws = q.integer(3);
    t.secondWins = q.integer(4);
    t.turns = q.integer(5);
    if (!q.isNull(6) && q.integer(6) > 0) t.lastDate = int(q.integer(6));
    return t;
}

// Binds a position and a next turn's counts to ?1 to ?7.
void bindCounts(SqliteStatement& q, std::uint64_t hash, const IndexedTurn& d) {
    q.bind(0, std::int64_t(hash));
    q.bind(1, std::int64_t(d.next));
    q.bind(2, d.games);
    q.bind(3, d.firstWins);
    q.bind(4, d.draws);
    q.bind(5, d.secondWins);
    q.bind(6, d.turns);
}

// Binds a position and a next turn's numbers to ?1 to ?8.
void bindTurn(SqliteStatement& q, std::uint64_t hash, const IndexedTurn& d) {
    bindCounts(q, hash, d);
    if (d.lastDate) q.bind(7, *d.lastDate);
}

// Adds `d` to the turn of its code in `turns` (in code order), or inserts it there.
void addTurn(QVector<IndexedTurn>& turns, const IndexedTurn& d) {
    auto at =
        std::lower_bound(turns.begin(), turns.end(), d.next,
                         [](const IndexedTurn& t, std::uint64_t next) { return t.next < next; });
    if (at == turns.end() || at->next != d.next) {
        turns.insert(at, d);
        return;
    }
    at->games += d.games;
    at->firstWins += d.firstWins;
    at->draws += d.draws;
    at->secondWins += d.secondWins;
    at->turns += d.turns;
    if (d.lastDate) at->lastDate = std::max(at->lastDate.value_or(*d.lastDate), *d.lastDate);
}

bool sameTurn(const IndexedTurn& a, const IndexedTurn& b) {
    return std::tie(a.next, a.games, a.firstWins, a.draws, a.secondWins, a.turns, a.lastDate) ==
           std::tie(b.next, b.games, b.firstWins, b.draws, b.secondWins, b.turns, b.lastDate);
}

} // namespace

TreeTotals::TreeTotals(sqlite3* db, int lockWaitMs, Failure failure)
    : db_(db), lockWaitMs_(lockWaitMs), sql_(db, std::move(failure)) {}

DbResult<std::optional<QVector<IndexedTurn>>> TreeTotals::read(std::uint64_t hash) {
    SqliteStatement& q =
        sql_.statement("SELECT next, games, first_wins, draws, second_wins, turns, "
                       "last_date FROM tree_totals WHERE hash = ? ORDER BY next");
    if (!q.prepared()) return sql_.failure(q);
    q.bind(0, std::int64_t(hash));
    QVector<IndexedTurn> out;
    bool possible = true;
    int code = 0;
    while ((code = q.step()) == SQLITE_ROW) {
        const IndexedTurn t = turnOf(q);
        possible = possible && t.games > 0 && t.firstWins >= 0 && t.draws >= 0 &&
                   t.secondWins >= 0 && t.firstWins + t.draws + t.secondWins <= t.games &&
                   t.turns >= 0;
        out.append(t);
    }
    if (code != SQLITE_DONE) return sql_.failure(q);
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
        sql_.statement("INSERT INTO tree_totals(hash, next, games, first_wins, draws, second_wins, "
                       "turns, last_date) VALUES(?, ?, ?, ?, ?, ?, ?, ?)");
    bindTurn(q, hash, t);
    return sql_.run(q);
}

DbResult<bool> TreeTotals::keep(std::uint64_t hash, const QVector<IndexedTurn>& turns) {
    SqliteStatement& clear = sql_.statement("DELETE FROM tree_totals WHERE hash = ?");
    clear.bind(0, std::int64_t(hash));
    if (auto done = sql_.run(clear); !done) return done;
    for (const IndexedTurn& t : turns)
        if (auto done = insert(hash, t); !done) return done;
    return true;
}

DbResult<bool> TreeTotals::recount(std::uint64_t hash) {
    return keepWith(hash, {});
}

DbResult<bool> TreeTotals::keepWith(std::uint64_t hash, std::span<const PositionRow> rows) {
    auto turns = sum_(hash);
    if (!turns) return turns.error();
    auto done = eachTurn(rows, [&](const IndexedTurn& d) {
        addTurn(*turns, d);
        return DbResult<bool>(true);
    });
    if (!done) return done;
    return keep(hash, *turns);
}

DbResult<std::set<std::uint64_t>> TreeTotals::keptPositions() {
    SqliteStatement& q = sql_.statement("SELECT DISTINCT hash FROM tree_totals");
    if (!q.prepared()) return sql_.failure(q);
    std::set<std::uint64_t> out;
    int code = 0;
    while ((code = q.step()) == SQLITE_ROW) out.insert(std::uint64_t(q.integer(0)));
    if (code != SQLITE_DONE) return sql_.failure(q);
    return out;
}

DbResult<bool> TreeTotals::added(std::span<const PositionRow> rows, qint64 keepRows) {
    auto kept = keptPositions();
    if (!kept) return kept.error();
    SqliteStatement& add = sql_.statement(
        "INSERT INTO tree_totals(hash, next, games, first_wins, draws, second_wins, turns, "
        "last_date) VALUES(?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT(hash, next) DO UPDATE SET "
        "games = games + excluded.games, first_wins = first_wins + excluded.first_wins, "
        "draws = draws + excluded.draws, second_wins = second_wins + excluded.second_wins, "
        "turns = turns + excluded.turns, last_date = max(coalesce(last_date, "
        "excluded.last_date), coalesce(excluded.last_date, last_date))");
    for (std::size_t i = 0, end = 0; i < rows.size(); i = end) {
        end = runEnd(rows, i, hashOf);
        const std::uint64_t hash = rows[i].hash;
        if (!kept->contains(hash)) {
            if (qint64(end - i) >= std::max<qint64>(keepRows, 1))
                if (auto done = keepWith(hash, rows.subspan(i, end - i)); !done) return done;
            continue;
        }
        auto done = eachTurn(rows.subspan(i, end - i), [&](const IndexedTurn& d) {
            bindTurn(add, hash, d);
            return sql_.run(add);
        });
        if (!done) return done;
    }
    return true;
}

DbResult<bool> TreeTotals::removed(std::span<const PositionRow> rows) {
    auto kept = keptPositions();
    if (!kept) return kept.error();
    for (std::size_t i = 0, end = 0; i < rows.size(); i = end) {
        end = runEnd(rows, i, hashOf);
        const std::uint64_t hash = rows[i].hash;
        if (!kept->contains(hash)) continue;
        auto done = eachTurn(rows.subspan(i, end - i),
                             [&](const IndexedTurn& d) { return subtract(hash, d); });
        if (!done) return done;
    }
    return true;
}

DbResult<bool> TreeTotals::subtract(std::uint64_t hash, const IndexedTurn& d) {
    // A removed game that had the turn's latest date: the date is found again from the games
    // left, by adding the tree up again.
    SqliteStatement& latest =
        sql_.statement("SELECT last_date FROM tree_totals WHERE hash = ? AND next = ?");
    latest.bind(0, std::int64_t(hash));
    latest.bind(1, std::int64_t(d.next));
    int code = latest.step();
    const bool found = code == SQLITE_ROW;
    const bool hadLatest =
        found && d.lastDate && !latest.isNull(0) && *d.lastDate >= latest.integer(0);
    if (found) code = latest.step();
    if (code != SQLITE_DONE) return sql_.failure(latest);
    if (!found || hadLatest) { // the kept tree lacked the turn, or its date goes
        auto counted = recount(hash);
        return counted ? DbResult<bool>(false) : counted;
    }
    SqliteStatement& take =
        sql_.statement("UPDATE tree_totals SET games = games - ?3, first_wins = first_wins - ?4, "
                       "draws = draws - ?5, second_wins = second_wins - ?6, turns = turns - ?7 "
                       "WHERE hash = ?1 AND next = ?2");
    bindCounts(take, hash, d);
    if (auto taken = sql_.run(take); !taken) return taken;
    SqliteStatement& drop =
        sql_.statement("DELETE FROM tree_totals WHERE hash = ? AND next = ? AND games <= 0");
    drop.bind(0, std::int64_t(hash));
    drop.bind(1, std::int64_t(d.next));
    return sql_.run(drop);
}

DbResult<QStringList> TreeTotals::check() {
    auto kept = keptPositions();
    if (!kept) return kept.error();
    QStringList findings;
    for (std::uint64_t hash : *kept) {
        auto stored = read(hash);
        if (!stored) return stored.error();
        auto rows = sum_(hash);
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
