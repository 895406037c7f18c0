#include "PositionIndexStore.h"

#include "PositionIndex.h"
#include "PositionLists.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

#include <sqlite3.h>

#include <algorithm>
#include <vector>

namespace trellis::db {

namespace {

using Code = DatabaseErrorCode;

} // namespace

PositionIndexStore::PositionIndexStore(DatabaseConnection& conn, TreeTotals& totals,
                                       const FilterPlanner& planner, const GameQueries& queries)
    : conn_(conn), totals_(totals), planner_(planner), queries_(queries) {}

// The rows are found from the games as stored (a blob gives the same rows as when it was
// written; a game still in the backlog has none yet) and taken out of their chunks in key
// order, so that each chunk is rewritten once however many of its games go.
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
    std::vector<PositionRow> deleted; // as they were stored, for the kept trees
    const std::span<const PositionRow> all(rows.positions);
    for (std::size_t i = 0, end = 0; i < all.size(); i = end) {
        end = i + 1;
        while (end < all.size() && all[end].hash == all[i].hash && all[end].next == all[i].next)
            ++end;
        if (auto done = removeGames(all.subspan(i, end - i), deleted); !done) return done;
    }
    if (auto kept = totals_.removed(deleted); !kept) return kept;
    const std::span<const MaterialRow> spans(rows.materials);
    for (std::size_t i = 0, end = 0; i < spans.size(); i = end) {
        end = i + 1;
        while (end < spans.size() && spans[end].key == spans[i].key) ++end;
        if (auto done = removeSpans(spans.subspan(i, end - i)); !done) return done;
    }
    return true;
}

// `gone`: spans of one material, sorted by game; as removeGames does for positions.
DbResult<bool> PositionIndexStore::removeSpans(std::span<const MaterialRow> gone) {
    const std::uint64_t key = gone.front().key;
    auto isGone = [&](qint64 game) {
        return std::binary_search(
            gone.begin(), gone.end(), MaterialRow{key, game, 0, 0, {}},
            [](const MaterialRow& a, const MaterialRow& b) { return a.game < b.game; });
    };
    SqliteStatement& read =
        conn_.native("SELECT first, games FROM material_games WHERE material = ? AND first <= ?");
    read.bind(0, std::int64_t(key));
    read.bind(1, gone.back().game);
    std::vector<qint64> touched; // as removeGames
    std::vector<MaterialRow> kept;
    int code = 0;
    while ((code = read.step()) == SQLITE_ROW) {
        const MaterialChunk chunk{key, read.integer(0), std::string(read.bytes(1))};
        std::vector<MaterialRow> games;
        if (!unpackMaterialChunk(chunk, games)) {
            read.reset();
            return damagedChunk(materialName(key), chunk.first);
        }
        const auto left = std::remove_if(games.begin(), games.end(),
                                         [&](const MaterialRow& r) { return isGone(r.game); });
        if (left == games.end()) continue;
        touched.push_back(chunk.first);
        kept.insert(kept.end(), std::make_move_iterator(games.begin()),
                    std::make_move_iterator(left));
    }
    if (code != SQLITE_DONE) return conn_.failure(read);
    SqliteStatement& drop =
        conn_.native("DELETE FROM material_games WHERE material = ? AND first = ?");
    for (const qint64 first : touched) {
        drop.bind(0, std::int64_t(key));
        drop.bind(1, first);
        if (auto done = conn_.run(drop); !done) return done;
    }
    return insertSpans(packMaterialChunks(kept));
}

// `gone`: rows of one position and turn, sorted by game. Each chunk that may hold one of them
// (its first game is not after the last of them) is read; one that does is written again
// without them.
DbResult<bool> PositionIndexStore::removeGames(std::span<const PositionRow> gone,
                                               std::vector<PositionRow>& deleted) {
    const std::uint64_t hash = gone.front().hash, next = gone.front().next;
    auto goneRow = [&](qint64 game) -> const PositionRow* {
        const auto it = std::lower_bound(gone.begin(), gone.end(), game,
                                         [](const PositionRow& r, qint64 g) { return r.game < g; });
        return it != gone.end() && it->game == game ? &*it : nullptr;
    };
    SqliteStatement& read = conn_.native(
        "SELECT first, games FROM position_games WHERE hash = ? AND next = ? AND first <= ?");
    read.bind(0, std::int64_t(hash));
    read.bind(1, std::int64_t(next));
    read.bind(2, gone.back().game);
    // The chunks that hold one of them (by their first game), and the games they keep.
    std::vector<qint64> touched;
    std::vector<PositionRow> kept;
    int code = 0;
    while ((code = read.step()) == SQLITE_ROW) {
        const PositionChunk chunk{hash, next, read.integer(0), std::string(read.bytes(1))};
        std::vector<PositionHit> games;
        if (!unpackPositionChunk(chunk, games)) {
            read.reset();
            return damagedChunk(positionName(hash), chunk.first);
        }
        if (std::none_of(games.begin(), games.end(),
                         [&](const PositionHit& h) { return goneRow(h.game); }))
            continue;
        touched.push_back(chunk.first);
        for (const PositionHit& h : games) {
            if (const PositionRow* row = goneRow(h.game))
                deleted.push_back(*row);
            else
                kept.push_back({hash, h.game, std::uint32_t(next), 0, 0, std::uint8_t(h.ply), {}});
        }
    }
    if (code != SQLITE_DONE) return conn_.failure(read);
    SqliteStatement& drop =
        conn_.native("DELETE FROM position_games WHERE hash = ? AND next = ? AND first = ?");
    for (const qint64 first : touched) {
        drop.bind(0, std::int64_t(hash));
        drop.bind(1, std::int64_t(next));
        drop.bind(2, first);
        if (auto done = conn_.run(drop); !done) return done;
    }
    return insertChunks(packPositionChunks(kept));
}

DbResult<bool> PositionIndexStore::insertChunks(const std::vector<PositionChunk>& chunks) {
    static const InsertRows chunkRows("INSERT INTO position_games(hash, next, first, games) VALUES",
                                      4);
    auto bind = [](SqliteStatement& st, int c, const PositionChunk& chunk) {
        st.bind(c, std::int64_t(chunk.hash));
        st.bind(c + 1, std::int64_t(chunk.next));
        st.bind(c + 2, chunk.first);
        st.bindKeptBlob(c + 3, chunk.games);
    };
    if (auto done = conn_.insertAll(chunkRows, chunks, bind); !done) return done.error();
    return true;
}

DbResult<bool> PositionIndexStore::insertSpans(const std::vector<MaterialChunk>& chunks) {
    static const InsertRows chunkRows("INSERT INTO material_games(material, first, games) VALUES",
                                      3);
    auto bind = [](SqliteStatement& st, int c, const MaterialChunk& chunk) {
        st.bind(c, std::int64_t(chunk.key));
        st.bind(c + 1, chunk.first);
        st.bindKeptBlob(c + 2, chunk.games);
    };
    if (auto done = conn_.insertAll(chunkRows, chunks, bind); !done) return done.error();
    return true;
}

DatabaseError PositionIndexStore::damagedChunk(const QString& what, qint64 first) const {
    return DatabaseError(
        Code::Damaged,
        {conn_.path(), DatabaseError::tr("the position index's list of %1 from game %2 cannot be "
                                         "read")
                           .arg(what)
                           .arg(first)});
}

QString PositionIndexStore::positionName(std::uint64_t hash) {
    return DatabaseError::tr("position %1").arg(hash, 16, 16, QLatin1Char('0'));
}

QString PositionIndexStore::materialName(std::uint64_t key) {
    return DatabaseError::tr("material %1").arg(key, 16, 16, QLatin1Char('0'));
}

// Only the games of the backlog are written: any other game's positions are in the index
// already (the backlog and the index change in one transaction), and a game twice in a list
// would be counted twice.
DbResult<bool> PositionIndexStore::writeIndex(IndexRows& rows) {
    std::vector<qint64> games;
    for (const PositionRow& r : rows.positions)
        if (r.ply == 0) games.push_back(r.game);
    std::sort(games.begin(), games.end());
    games.erase(std::unique(games.begin(), games.end()), games.end());
    GameIdRuns runs;
    for (qint64 game : games) runs.add(game);
    auto fresh = takeOffBacklog(runs);
    if (!fresh) return fresh.error();
    if (fresh->count() != runs.count()) rows.keepGames(*fresh);
    // In key order each position's games pack into chunks.
    rows.sort();
    return writeSortedIndex(rows);
}

DbResult<bool> PositionIndexStore::writeSortedIndex(IndexRows& rows) {
    // The kept trees first: a tree kept now is the index's before these rows plus theirs.
    if (auto kept = totals_.added(rows.positions, keptTreeGames_); !kept) return kept;
    if (auto done = insertChunks(packPositionChunks(rows.positions)); !done) return done;
    return insertSpans(packMaterialChunks(rows.materials));
}

DbResult<GameIdRuns> PositionIndexStore::takeOffBacklog(const GameIdRuns& games) {
    // One statement a run of consecutive ids. A run wholly on the backlog (an import's, unless
    // something indexed its games meanwhile) is counted and deleted; listing each deleted id
    // (RETURNING) cost an import 4,000 instructions a game.
    SqliteStatement& count =
        conn_.native("SELECT count(*) FROM index_backlog WHERE game BETWEEN ? AND ?");
    SqliteStatement& whole = conn_.native("DELETE FROM index_backlog WHERE game BETWEEN ? AND ?");
    // (RETURNING promises no order.)
    SqliteStatement& run =
        conn_.native("DELETE FROM index_backlog WHERE game BETWEEN ? AND ? RETURNING game");
    GameIdRuns out;
    std::vector<qint64> taken;
    for (const auto& [first, last] : games.runs()) {
        count.bind(0, first);
        count.bind(1, last);
        if (count.step() != SQLITE_ROW) return conn_.failure(count);
        const qint64 onBacklog = count.integer(0);
        count.reset();
        if (onBacklog == last - first + 1) {
            whole.bind(0, first);
            whole.bind(1, last);
            if (auto done = conn_.run(whole); !done) return done.error();
            for (qint64 id = first; id <= last; ++id) out.add(id);
            continue;
        }
        run.bind(0, first);
        run.bind(1, last);
        int code = 0;
        taken.clear();
        while ((code = run.step()) == SQLITE_ROW) taken.push_back(run.integer(0));
        if (code != SQLITE_DONE) return conn_.failure(run);
        std::sort(taken.begin(), taken.end());
        for (qint64 id : taken) out.add(id);
    }
    return out;
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
        // A game that cannot be read back has nothing to index; writeIndex takes the others
        // off the backlog.
        if (auto stored = queries_.storedGame(id)) {
            if (auto index = gameIndex(stored->header, stored->moves)) {
                rows.add(id, stored->header, *index);
                continue;
            }
        }
        drop.bindValue(0, id);
        if (!drop.exec()) return conn_.failure(drop);
    }
    return writeIndex(rows);
}

DbResult<std::vector<PositionHit>> PositionIndexStore::hits(std::uint64_t hash) const {
    SqliteStatement& q =
        conn_.native("SELECT next, first, games FROM position_games WHERE hash = ?");
    q.bind(0, std::int64_t(hash));
    std::vector<PositionHit> out;
    int code = 0;
    while ((code = q.step()) == SQLITE_ROW) {
        const PositionChunk chunk{hash, std::uint64_t(q.integer(0)), q.integer(1),
                                  std::string(q.bytes(2))};
        if (!unpackPositionChunk(chunk, out)) {
            q.reset();
            return damagedChunk(positionName(hash), chunk.first);
        }
    }
    if (code != SQLITE_DONE) return conn_.failure(q);
    return out;
}

// The games of a position go into a temporary table, which the games are joined with for a
// filter and for what a tree adds up of them (result, length, date).
DbResult<bool> PositionIndexStore::stage(const std::vector<PositionHit>& found) const {
    SqliteStatement& create =
        conn_.native("CREATE TEMP TABLE IF NOT EXISTS position_hits(game INTEGER PRIMARY KEY, "
                     "next INTEGER NOT NULL, ply INTEGER NOT NULL)");
    if (auto done = conn_.run(create); !done) return done;
    SqliteStatement& clear = conn_.native("DELETE FROM temp.position_hits");
    if (auto done = conn_.run(clear); !done) return done;
    static const InsertRows hitRows("INSERT INTO temp.position_hits(game, next, ply) VALUES", 3);
    auto bind = [](SqliteStatement& st, int c, const PositionHit& h) {
        st.bind(c, h.game);
        st.bind(c + 1, std::int64_t(h.next));
        st.bind(c + 2, h.ply);
    };
    if (auto done = conn_.insertAll(hitRows, found, bind); !done) return done.error();
    return true;
}

namespace {

// The part of a query after FROM: the staged games joined with theirs, of one variant and
// passing `f`'s conditions when it has any (without, the 64-bit hash is trusted to name a
// position of one variant).
QString stagedFrom(const SqlFilter& f) {
    QString sql = QStringLiteral(" FROM temp.position_hits h JOIN games g ON g.id = h.game");
    if (f.conditions.isEmpty()) return sql;
    sql += QStringLiteral(" WHERE g.variant = (SELECT id FROM variants WHERE name = ?)");
    for (const QString& condition : f.conditions) sql += QStringLiteral(" AND ") + condition;
    return sql;
}

void bindFilter(QSqlQuery& q, const QString& variant, const SqlFilter& f) {
    if (f.conditions.isEmpty()) return;
    q.addBindValue(variant);
    for (const QVariant& v : f.values) q.addBindValue(v);
}

} // namespace

// A filter that holds fewer games than the position reaches (a player, an event: the lists
// answer at once) is applied here: the position's games are kept when the filter's ids hold
// them, and only the variant is left to the query. Staging every game of a busy position to
// join it with the filter cost about 2 us a game.
DbResult<SqlFilter> PositionIndexStore::applyFilter(std::vector<PositionHit>& found,
                                                    const GameFilter& filter, SqlFilter f) const {
    if (f.conditions.isEmpty()) return f;
    auto count = queries_.count(filter);
    if (!count) return count.error();
    if (*count >= qint64(found.size())) return f;
    auto ids = queries_.ids(GameQuery{filter, GameSortField::Id, Qt::AscendingOrder});
    if (!ids) return ids.error();
    std::erase_if(found, [&](const PositionHit& h) {
        return !std::binary_search(ids->begin(), ids->end(), h.game);
    });
    SqlFilter variantOnly;
    variantOnly.conditions << QStringLiteral("1"); // the variant's condition alone
    return variantOnly;
}

// Sorts `found` by game and leaves the games that pass `filter` (and, with a filter, are of
// `variant`).
DbResult<bool> PositionIndexStore::keepPassing(std::vector<PositionHit>& found,
                                               const QString& variant,
                                               const GameFilter& filter) const {
    std::sort(found.begin(), found.end(),
              [](const PositionHit& a, const PositionHit& b) { return a.game < b.game; });
    auto f = applyFilter(found, filter, planner_.filterSql(filter));
    if (!f) return f.error();
    if (f->conditions.isEmpty()) return true;
    if (auto staged = stage(found); !staged) return staged;
    QSqlQuery q(conn_.database());
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT h.game") + stagedFrom(*f) +
              QStringLiteral(" ORDER BY h.game"));
    bindFilter(q, variant, *f);
    if (!q.exec()) return conn_.failure(q);
    std::size_t kept = 0, at = 0;
    while (q.next()) {
        const qint64 game = q.value(0).toLongLong();
        while (at < found.size() && found[at].game < game) ++at;
        if (at < found.size()) found[kept++] = found[at++];
    }
    if (q.lastError().isValid()) return conn_.failure(q);
    found.resize(kept);
    return true;
}

DbResult<QVector<PositionGame>> PositionIndexStore::indexedGames(std::uint64_t hash,
                                                                 const QString& variant,
                                                                 const GameFilter& filter) const {
    auto found = hits(hash);
    if (!found) return found.error();
    if (auto passed = keepPassing(*found, variant, filter); !passed) return passed.error();
    QVector<PositionGame> out;
    out.reserve(qsizetype(found->size()));
    for (const PositionHit& h : *found) out.append({h.game, h.ply});
    return out;
}

DbResult<QVector<IndexedTurn>> PositionIndexStore::indexedTurns(std::uint64_t hash,
                                                                const QString& variant,
                                                                const GameFilter& filter) const {
    SqlFilter sql = planner_.filterSql(filter);
    const bool filtered = !sql.conditions.isEmpty();
    if (!filtered) {
        auto kept = totals_.read(hash);
        if (!kept) return kept.error();
        if (*kept) return std::move(**kept);
    }
    auto found = hits(hash);
    if (!found) return found.error();
    if (!filtered && qint64(found->size()) > keptTreeGames_) return keptTree(hash);
    auto f = applyFilter(*found, filter, std::move(sql));
    if (!f) return f.error();
    return stagedTree(*found, variant, *f);
}

DbResult<QVector<IndexedTurn>> PositionIndexStore::stagedTree(const std::vector<PositionHit>& found,
                                                              const QString& variant,
                                                              const SqlFilter& f) const {
    if (auto staged = stage(found); !staged) return staged.error();
    QSqlQuery q(conn_.database());
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT h.next, ") + QString::fromStdString(treeSums("g")) +
              stagedFrom(f) + QStringLiteral(" GROUP BY h.next ORDER BY h.next"));
    bindFilter(q, variant, f);
    if (!q.exec()) return conn_.failure(q);
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
    if (q.lastError().isValid()) return conn_.failure(q);
    return out;
}

DbResult<QVector<IndexedTurn>> PositionIndexStore::unfilteredTree(std::uint64_t hash) const {
    auto found = hits(hash);
    if (!found) return found.error();
    return stagedTree(*found, QString(), SqlFilter());
}

// A big position's tree is kept once added up, when no other connection is writing (a query
// does not wait for one). It is added up under the write lock so that no write comes between.
DbResult<QVector<IndexedTurn>> PositionIndexStore::keptTree(std::uint64_t hash) const {
    const bool locked = !conn_.inTransaction() && totals_.tryBegin();
    auto turns = unfilteredTree(hash);
    if (!locked) return turns;
    if (turns && totals_.keep(hash, *turns))
        totals_.commit();
    else
        totals_.rollback();
    return turns;
}

DbResult<QVector<MaterialRow>> PositionIndexStore::materialGames(std::uint64_t key,
                                                                 std::uint64_t structure,
                                                                 const QString& variant,
                                                                 const GameFilter& filter) const {
    SqliteStatement& q = conn_.native("SELECT first, games FROM material_games WHERE material = ?");
    q.bind(0, std::int64_t(key));
    std::vector<MaterialRow> spans;
    int code = 0;
    while ((code = q.step()) == SQLITE_ROW) {
        const MaterialChunk chunk{key, q.integer(0), std::string(q.bytes(1))};
        if (!unpackMaterialChunk(chunk, spans)) {
            q.reset();
            return damagedChunk(materialName(key), chunk.first);
        }
    }
    if (code != SQLITE_DONE) return conn_.failure(q);
    // The spans that note the position's structure at one of their plies.
    const std::string fingerprint = structureFingerprint(structure);
    std::erase_if(spans, [&](const MaterialRow& r) {
        for (std::size_t i = 0; i + kFingerprintBytes <= r.positions.size(); i += kFingerprintBytes)
            if (r.positions.compare(i, kFingerprintBytes, fingerprint) == 0) return false;
        return true;
    });
    std::vector<PositionHit> games;
    for (const MaterialRow& r : spans) games.push_back({r.game, 0, 0});
    if (auto passed = keepPassing(games, variant, filter); !passed) return passed.error();
    QVector<MaterialRow> out;
    std::size_t g = 0;
    std::sort(spans.begin(), spans.end(),
              [](const MaterialRow& a, const MaterialRow& b) { return a.game < b.game; });
    for (const MaterialRow& r : spans) {
        while (g < games.size() && games[g].game < r.game) ++g;
        if (g < games.size() && games[g].game == r.game)
            out.append({key, r.game, r.first, r.last, {}});
    }
    return out;
}

DbResult<bool> PositionIndexStore::isIndexed(std::uint64_t hash) const {
    QSqlQuery& q = conn_.prepared("SELECT 1 FROM position_games WHERE hash = ? LIMIT 1");
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
            "('position_games', 'material_games', 'index_backlog', 'tree_totals')")) ||
        !q.next())
        return qint64(-1); // SQLite built without the dbstat table
    return qint64(q.value(0).toDouble());
}

} // namespace trellis::db
