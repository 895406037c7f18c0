#include "PlayerIndex.h"

#include "GameCodec.h"

#include <sqlite3.h>

#include <algorithm>

namespace trellis::db {

std::vector<PostingChunk> packChunks(std::span<const qint64> ids) {
    std::vector<PostingChunk> out;
    for (std::size_t i = 0; i < ids.size(); ++i) {
        if (out.empty() || out.back().gaps.size() >= kChunkBytes) {
            out.push_back({ids[i], 1, {}});
            continue;
        }
        PostingChunk& chunk = out.back();
        std::string gap;
        putVarint(gap, std::uint64_t(ids[i] - ids[i - 1]));
        if (chunk.gaps.size() + gap.size() > kChunkBytes) {
            out.push_back({ids[i], 1, {}});
            continue;
        }
        chunk.gaps += gap;
        ++chunk.count;
    }
    return out;
}

bool unpackChunk(qint64 first, std::string_view gaps, std::vector<qint64>& out) {
    out.push_back(first);
    std::size_t pos = 0;
    while (pos < gaps.size()) {
        const auto gap = getVarint(gaps, pos);
        if (!gap || *gap == 0 || *gap > std::uint64_t(INT64_MAX - out.back())) return false;
        out.push_back(out.back() + qint64(*gap));
    }
    return true;
}

PlayerIndex::PlayerIndex(sqlite3* db, QString path, Failure failure)
    : db_(db), path_(std::move(path)), failure_(std::move(failure)) {}

void PlayerIndex::add(qint64 player, PlayerSide side, qint64 game) {
    changes_[{player, side}][game] = true;
}

void PlayerIndex::remove(qint64 player, PlayerSide side, qint64 game) {
    changes_[{player, side}][game] = false;
}

SqliteStatement& PlayerIndex::statement(const char* sql) {
    auto& slot = statements_[sql];
    if (!slot) slot = std::make_unique<SqliteStatement>(db_, sql);
    return *slot;
}

DbResult<bool> PlayerIndex::run(SqliteStatement& statement) {
    if (!statement.prepared() || statement.run() != SQLITE_DONE) return failure_(statement);
    return true;
}

DatabaseError PlayerIndex::damaged(const Key& key) const {
    return DatabaseError(
        DatabaseErrorCode::Damaged,
        {path_, QStringLiteral("the games list of player %1 is malformed").arg(key.first)});
}

DbResult<bool> PlayerIndex::flush() {
    for (const auto& [key, change] : changes_)
        if (auto written = write(key, change); !written) return written;
    changes_.clear();
    return true;
}

// Each change goes to the chunk whose range holds it (ids before the first chunk to the
// first); only those chunks are read and written again. An import's new games all fall in
// the last chunk.
DbResult<bool> PlayerIndex::write(const Key& key, const std::map<qint64, bool>& change) {
    SqliteStatement& list =
        statement("SELECT first FROM player_games WHERE player = ? AND side = ? ORDER BY first");
    list.bind(0, key.first);
    list.bind(1, key.second);
    std::vector<qint64> firsts;
    int code = 0;
    while ((code = list.step()) == SQLITE_ROW) firsts.push_back(list.integer(0));
    if (code != SQLITE_DONE) return failure_(list);
    std::map<std::size_t, std::vector<std::pair<qint64, bool>>> byChunk;
    for (const auto& [game, in] : change) {
        const auto after = std::upper_bound(firsts.begin(), firsts.end(), game);
        byChunk[after == firsts.begin() ? 0 : std::size_t(after - firsts.begin() - 1)].push_back(
            {game, in});
    }
    SqliteStatement& read =
        statement("SELECT gaps FROM player_games WHERE player = ? AND side = ? AND first = ?");
    SqliteStatement& drop =
        statement("DELETE FROM player_games WHERE player = ? AND side = ? AND first = ?");
    for (const auto& [chunk, games] : byChunk) {
        std::vector<qint64> ids;
        if (chunk < firsts.size()) {
            for (SqliteStatement* s : {&read, &drop}) {
                s->bind(0, key.first);
                s->bind(1, key.second);
                s->bind(2, firsts[chunk]);
            }
            if (read.step() != SQLITE_ROW) return failure_(read);
            const bool whole = unpackChunk(firsts[chunk], read.bytes(0), ids);
            read.reset();
            if (!whole) return damaged(key);
            if (auto done = run(drop); !done) return done;
        }
        for (const auto& [game, in] : games) {
            const auto at = std::lower_bound(ids.begin(), ids.end(), game);
            const bool there = at != ids.end() && *at == game;
            if (in && !there) ids.insert(at, game);
            if (!in && there) ids.erase(at);
        }
        if (auto done = insert(key, ids); !done) return done;
    }
    return true;
}

DbResult<bool> PlayerIndex::insert(const Key& key, std::span<const qint64> ids) {
    SqliteStatement& q = statement(
        "INSERT INTO player_games(player, side, first, count, gaps) VALUES(?, ?, ?, ?, ?)");
    for (const PostingChunk& chunk : packChunks(ids)) {
        q.bind(0, key.first);
        q.bind(1, key.second);
        q.bind(2, chunk.first);
        q.bind(3, chunk.count);
        q.bindBlob(4, chunk.gaps);
        if (auto done = run(q); !done) return done;
    }
    return true;
}

DbResult<std::map<PlayerIndex::Key, std::vector<qint64>>> PlayerIndex::fromGames() {
    SqliteStatement& q = statement("SELECT id, white, black FROM games ORDER BY id");
    std::map<Key, std::vector<qint64>> lists;
    int code = 0;
    while ((code = q.step()) == SQLITE_ROW) {
        for (const auto& [column, side] : {std::pair{1, WhiteSide}, std::pair{2, BlackSide}})
            if (!q.isNull(column)) lists[{q.integer(column), side}].push_back(q.integer(0));
    }
    if (code != SQLITE_DONE) return failure_(q);
    return lists;
}

DbResult<bool> PlayerIndex::rebuild() {
    changes_.clear();
    if (auto done = run(statement("DELETE FROM player_games")); !done) return done;
    auto lists = fromGames();
    if (!lists) return lists.error();
    for (const auto& [key, ids] : *lists)
        if (auto done = insert(key, ids); !done) return done;
    return true;
}

DbResult<std::vector<qint64>> PlayerIndex::games(std::span<const qint64> players, int sides) {
    if (auto flushed = flush(); !flushed) return flushed.error();
    SqliteStatement& q = statement(
        "SELECT first, gaps FROM player_games WHERE player = ? AND side = ? ORDER BY first");
    std::vector<qint64> out;
    int lists = 0;
    for (qint64 player : players)
        for (PlayerSide side : {WhiteSide, BlackSide}) {
            if (!(sides & side)) continue;
            ++lists;
            q.bind(0, player);
            q.bind(1, side);
            int code = 0;
            while ((code = q.step()) == SQLITE_ROW)
                if (!unpackChunk(q.integer(0), q.bytes(1), out)) {
                    q.reset();
                    return damaged({player, side});
                }
            if (code != SQLITE_DONE) return failure_(q);
        }
    if (lists > 1) {
        std::sort(out.begin(), out.end());
        out.erase(std::unique(out.begin(), out.end()), out.end());
    }
    return out;
}

DbResult<qint64> PlayerIndex::size(std::span<const qint64> players, int sides) {
    if (auto flushed = flush(); !flushed) return flushed.error();
    SqliteStatement& q =
        statement("SELECT coalesce(sum(count), 0) FROM player_games WHERE player = ? AND side = ?");
    qint64 total = 0;
    for (qint64 player : players)
        for (PlayerSide side : {WhiteSide, BlackSide}) {
            if (!(sides & side)) continue;
            q.bind(0, player);
            q.bind(1, side);
            if (q.step() != SQLITE_ROW) return failure_(q);
            total += q.integer(0);
            q.reset();
        }
    return total;
}

DbResult<std::unordered_map<qint64, qint64>> PlayerIndex::counts(PlayerSide side) {
    if (auto flushed = flush(); !flushed) return flushed.error();
    SqliteStatement& q =
        statement("SELECT player, sum(count) FROM player_games WHERE side = ? GROUP BY player");
    q.bind(0, side);
    std::unordered_map<qint64, qint64> out;
    int code = 0;
    while ((code = q.step()) == SQLITE_ROW) out[q.integer(0)] = q.integer(1);
    if (code != SQLITE_DONE) return failure_(q);
    return out;
}

DbResult<QStringList> PlayerIndex::check() {
    if (auto flushed = flush(); !flushed) return flushed.error();
    auto expected = fromGames();
    if (!expected) return expected.error();
    std::map<Key, std::vector<qint64>> stored;
    QStringList findings;
    SqliteStatement& q =
        statement("SELECT player, side, first, count, gaps FROM player_games ORDER BY player, "
                  "side, first");
    int code = 0;
    while ((code = q.step()) == SQLITE_ROW) {
        const Key key{q.integer(0), int(q.integer(1))};
        std::vector<qint64>& ids = stored[key];
        const std::size_t before = ids.size();
        if (!unpackChunk(q.integer(2), q.bytes(4), ids) ||
            qint64(ids.size() - before) != q.integer(3))
            findings << QStringLiteral("player_games: a malformed chunk of player %1, side %2")
                            .arg(key.first)
                            .arg(key.second);
    }
    if (code != SQLITE_DONE) return failure_(q);
    for (auto& [key, ids] : stored) std::sort(ids.begin(), ids.end());
    if (stored != *expected)
        findings << QStringLiteral(
            "player_games: the players' lists of games differ from the games table");
    return findings;
}

} // namespace trellis::db
