#include "GameLists.h"

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

GameLists::GameLists(sqlite3* db, QString path, Failure failure)
    : path_(std::move(path)), sql_(db, std::move(failure)) {}

void GameLists::add(GameList list, qint64 key, qint64 game) {
    changes_[{list, key}].emplace_back(game, true);
}

void GameLists::remove(GameList list, qint64 key, qint64 game) {
    changes_[{list, key}].emplace_back(game, false);
}

DatabaseError GameLists::damaged(const Key& key) const {
    return DatabaseError(DatabaseErrorCode::Damaged,
                         {path_, QStringLiteral("the games list %1 of key %2 is malformed")
                                     .arg(key.first)
                                     .arg(key.second)});
}

DbResult<bool> GameLists::flush() {
    std::vector<NewChunk> chunks;
    for (auto& [key, change] : changes_) {
        // By game, the last change of each game kept (an import's come in order already).
        const auto byGame = [](const auto& a, const auto& b) { return a.first < b.first; };
        if (!std::is_sorted(change.begin(), change.end(), byGame))
            std::stable_sort(change.begin(), change.end(), byGame);
        auto last = std::unique(change.rbegin(), change.rend(),
                                [](const auto& a, const auto& b) { return a.first == b.first; });
        change.erase(change.begin(), last.base());
        if (auto written = write(key, change, chunks); !written) return written;
    }
    changes_.clear();
    return insert(chunks);
}

// Each change goes to the chunk whose range holds it (ids before the first chunk to the
// first); only those chunks are read and written again. An import's new games all fall in
// the last chunk.
DbResult<bool> GameLists::write(const Key& key, const Changes& change,
                                std::vector<NewChunk>& chunks) {
    SqliteStatement& list =
        sql_.statement("SELECT first FROM game_lists WHERE list = ? AND key = ? ORDER BY first");
    list.bind(0, key.first);
    list.bind(1, key.second);
    std::vector<qint64> firsts;
    int code = 0;
    while ((code = list.step()) == SQLITE_ROW) firsts.push_back(list.integer(0));
    if (code != SQLITE_DONE) return sql_.failure(list);
    std::map<std::size_t, std::vector<std::pair<qint64, bool>>> byChunk;
    for (const auto& [game, in] : change) {
        const auto after = std::upper_bound(firsts.begin(), firsts.end(), game);
        byChunk[after == firsts.begin() ? 0 : std::size_t(after - firsts.begin() - 1)].push_back(
            {game, in});
    }
    SqliteStatement& read =
        sql_.statement("SELECT gaps FROM game_lists WHERE list = ? AND key = ? AND first = ?");
    SqliteStatement& drop =
        sql_.statement("DELETE FROM game_lists WHERE list = ? AND key = ? AND first = ?");
    for (const auto& [chunk, games] : byChunk) {
        std::vector<qint64> ids;
        if (chunk < firsts.size()) {
            for (SqliteStatement* s : {&read, &drop}) {
                s->bind(0, key.first);
                s->bind(1, key.second);
                s->bind(2, firsts[chunk]);
            }
            if (read.step() != SQLITE_ROW) return sql_.failure(read);
            const bool whole = unpackChunk(firsts[chunk], read.bytes(0), ids);
            read.reset();
            if (!whole) return damaged(key);
            if (auto done = sql_.run(drop); !done) return done;
        }
        for (const auto& [game, in] : games) {
            const auto at = std::lower_bound(ids.begin(), ids.end(), game);
            const bool there = at != ids.end() && *at == game;
            if (in && !there) ids.insert(at, game);
            if (!in && there) ids.erase(at);
        }
        appendChunks(key, ids, chunks);
    }
    return true;
}

void GameLists::appendChunks(const Key& key, std::span<const qint64> ids,
                             std::vector<NewChunk>& chunks) {
    for (PostingChunk& chunk : packChunks(ids)) chunks.push_back({key, std::move(chunk)});
}

DbResult<bool> GameLists::insert(const std::vector<NewChunk>& chunks) {
    static const InsertRows rows("INSERT INTO game_lists(list, key, first, count, gaps) VALUES", 5);
    auto bind = [](SqliteStatement& q, int c, const NewChunk& row) {
        q.bind(c, row.key.first);
        q.bind(c + 1, row.key.second);
        q.bind(c + 2, row.chunk.first);
        q.bind(c + 3, row.chunk.count);
        q.bindKeptBlob(c + 4, row.chunk.gaps);
    };
    auto inserted = insertRows(
        rows, chunks, [this](const char* sql) -> SqliteStatement& { return sql_.statement(sql); },
        bind, [this](SqliteStatement& q) { return sql_.run(q); });
    if (!inserted) return inserted.error();
    return true;
}

DbResult<std::map<GameLists::Key, std::vector<qint64>>> GameLists::fromGames() {
    SqliteStatement& q =
        sql_.statement("SELECT id, white, black, event, site, date FROM games ORDER BY id");
    std::map<Key, std::vector<qint64>> lists;
    int code = 0;
    while ((code = q.step()) == SQLITE_ROW) {
        const qint64 id = q.integer(0);
        for (const auto& [column, list] :
             {std::pair{1, WhiteList}, {2, BlackList}, {3, EventList}, {4, SiteList}})
            if (!q.isNull(column)) lists[{list, q.integer(column)}].push_back(id);
        lists[{DateList, q.isNull(5) ? kNoDate : q.integer(5)}].push_back(id);
    }
    if (code != SQLITE_DONE) return sql_.failure(q);
    return lists;
}

DbResult<bool> GameLists::rebuild() {
    changes_.clear();
    if (auto done = sql_.run(sql_.statement("DELETE FROM game_lists")); !done) return done;
    auto lists = fromGames();
    if (!lists) return lists.error();
    std::vector<NewChunk> chunks;
    for (const auto& [key, ids] : *lists) appendChunks(key, ids, chunks);
    return insert(chunks);
}

DbResult<bool> GameLists::games(GameList list, qint64 low, qint64 high, std::vector<qint64>& out) {
    if (auto flushed = flush(); !flushed) return flushed;
    SqliteStatement& q =
        sql_.statement("SELECT key, first, gaps FROM game_lists WHERE list = ? AND "
                       "key BETWEEN ? AND ? ORDER BY key, first");
    q.bind(0, list);
    q.bind(1, low);
    q.bind(2, high);
    int code = 0;
    while ((code = q.step()) == SQLITE_ROW)
        if (!unpackChunk(q.integer(1), q.bytes(2), out)) {
            const Key key{list, q.integer(0)};
            q.reset();
            return damaged(key);
        }
    if (code != SQLITE_DONE) return sql_.failure(q);
    return true;
}

DbResult<qint64> GameLists::size(GameList list, qint64 low, qint64 high) {
    if (auto flushed = flush(); !flushed) return flushed.error();
    SqliteStatement& q =
        sql_.statement("SELECT coalesce(sum(count), 0) FROM game_lists WHERE list = ? "
                       "AND key BETWEEN ? AND ?");
    q.bind(0, list);
    q.bind(1, low);
    q.bind(2, high);
    if (q.step() != SQLITE_ROW) return sql_.failure(q);
    const qint64 total = q.integer(0);
    q.reset();
    return total;
}

DbResult<std::vector<std::pair<qint64, qint64>>> GameLists::counts(GameList list) {
    if (auto flushed = flush(); !flushed) return flushed.error();
    SqliteStatement& q = sql_.statement(
        "SELECT key, sum(count) FROM game_lists WHERE list = ? GROUP BY key ORDER BY key");
    q.bind(0, list);
    std::vector<std::pair<qint64, qint64>> out;
    int code = 0;
    while ((code = q.step()) == SQLITE_ROW) out.emplace_back(q.integer(0), q.integer(1));
    if (code != SQLITE_DONE) return sql_.failure(q);
    return out;
}

DbResult<QStringList> GameLists::check() {
    if (auto flushed = flush(); !flushed) return flushed.error();
    auto expected = fromGames();
    if (!expected) return expected.error();
    std::map<Key, std::vector<qint64>> stored;
    QStringList findings;
    SqliteStatement& q = sql_.statement(
        "SELECT list, key, first, count, gaps FROM game_lists ORDER BY list, key, first");
    int code = 0;
    while ((code = q.step()) == SQLITE_ROW) {
        const Key key{int(q.integer(0)), q.integer(1)};
        std::vector<qint64>& ids = stored[key];
        const std::size_t before = ids.size();
        if (!unpackChunk(q.integer(2), q.bytes(4), ids) ||
            qint64(ids.size() - before) != q.integer(3))
            findings << QStringLiteral("game_lists: a malformed chunk of list %1, key %2")
                            .arg(key.first)
                            .arg(key.second);
    }
    if (code != SQLITE_DONE) return sql_.failure(q);
    for (auto& [key, ids] : stored) std::sort(ids.begin(), ids.end());
    if (stored != *expected)
        findings << QStringLiteral("game_lists: the lists of games differ from the games table");
    return findings;
}

} // namespace trellis::db
