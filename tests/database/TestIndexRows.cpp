// The position index's rows on their way in. An import's rows in bounded memory
// (IndexRowRuns): rows spilled in sorted runs and merged back come out in the same key order
// as one sort of them all, in batches no larger than the bound; and an import written in many
// runs and batches leaves the same index, kept trees included, as one written in one pass.
// Material spans packed into chunks (PositionLists.h) and read back, damaged chunks refused.
#include "DatabaseImporter.h"
#include "GameCodec.h"
#include "GameDatabase.h"
#include "GameGenerator.h"
#include "IndexRowRuns.h"
#include "PositionLists.h"
#include "RawIndex.h"

#include "game/PgnWriter.h"
#include "variant/VariantRegistry.h"

#include <QFile>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <optional>
#include <random>
#include <tuple>

using namespace trellis;
using namespace trellis::db;

namespace {

auto fields(const PositionRow& r) {
    return std::tie(r.hash, r.next, r.game, r.ply, r.date, r.turns, r.result);
}
auto fields(const MaterialRow& r) {
    return std::tie(r.key, r.game, r.first, r.last, r.positions);
}
// The same rows, in any order (a game may have two spans of one material: equal keys).
template <class Row> bool sameRows(std::vector<Row> a, std::vector<Row> b) {
    for (auto* rows : {&a, &b})
        std::sort(rows->begin(), rows->end(),
                  [](const Row& x, const Row& y) { return fields(x) < fields(y); });
    return std::equal(a.begin(), a.end(), b.begin(), b.end(),
                      [](const Row& x, const Row& y) { return fields(x) == fields(y); });
}

// Every (position, next turn, game, ply) of a file's position lists, and every span of its
// material lists, in key order; none when a chunk cannot be read.
struct Lists {
    std::vector<std::tuple<std::uint64_t, std::uint64_t, qint64, int>> positions;
    std::vector<MaterialRow> materials;
};
std::optional<Lists> listsOf(const QString& path) {
    auto raw = testing::rawIndex(path);
    if (!raw) return std::nullopt;
    Lists out;
    for (std::size_t i = 0; i < raw->positions.size(); ++i) {
        const PositionHit& h = raw->positions[i];
        out.positions.emplace_back(raw->hashes[i], h.next, h.game, h.ply);
    }
    std::sort(out.positions.begin(), out.positions.end());
    out.materials = std::move(raw->materials);
    return out;
}

} // namespace

class TestIndexRows : public QObject {
    Q_OBJECT

    QTemporaryDir dir_;
    std::vector<GameTree> games_;
    QString pgn_; // every game of games_, in one file

  private slots:
    void initTestCase() {
        QVERIFY(dir_.isValid());
        std::string text;
        const PgnWriter writer;
        for (const std::string id : {"chess", "trid", "cotulenh"}) {
            GeneratorOptions g;
            g.variant = findVariant(id);
            g.seed = 11;
            g.maxTurns = 60;
            for (int i = 0; i < 25; ++i) {
                games_.push_back(generateGame(g, i));
                text += writer.write(games_.back()) + "\n";
            }
        }
        pgn_ = dir_.filePath(QStringLiteral("games.pgn"));
        QFile out(pgn_);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(text.data(), qint64(text.size()));
    }

    // Spans of one to nine fingerprints, games near and far apart: read back as written, the
    // first ply the first past the indexed ones; chunks full to kPositionChunkBytes.
    void materialChunksReadBack() {
        std::vector<MaterialRow> rows;
        qint64 game = 3;
        for (int i = 0; i < 400; ++i) {
            game += i % 5 == 0 ? 100000 : 1 + i % 3;
            const int count = 1 + i % 9;
            std::string fingerprints;
            for (int k = 0; k < count; ++k) fingerprints += char(i * 7 + k);
            rows.push_back(
                {7, game, kFirstSpanPly + i, kFirstSpanPly + 2 * i + 200 * (i % 2), fingerprints});
        }
        const std::vector<MaterialChunk> chunks = packMaterialChunks(rows);
        QVERIFY(chunks.size() > 2);
        std::vector<MaterialRow> back;
        for (const MaterialChunk& chunk : chunks) {
            QVERIFY(chunk.games.size() <= kPositionChunkBytes);
            if (&chunk != &chunks.back()) QVERIFY(chunk.games.size() + 20 > kPositionChunkBytes);
            QCOMPARE(chunk.first, rows[back.size()].game);
            QVERIFY(unpackMaterialChunk(chunk, back));
        }
        QCOMPARE(back.size(), rows.size());
        for (std::size_t i = 0; i < rows.size(); ++i) {
            QCOMPARE(back[i].game, rows[i].game);
            QCOMPARE(back[i].first, kFirstSpanPly);
            QCOMPARE(back[i].last, rows[i].last);
            QCOMPARE(back[i].positions, rows[i].positions);
        }
        // Cut short: not a chunk, and nothing of it is read.
        for (std::size_t cut : {std::size_t(1), std::size_t(5)}) {
            MaterialChunk bad = chunks.back();
            bad.games.resize(bad.games.size() - cut);
            std::vector<MaterialRow> none;
            QVERIFY(!unpackMaterialChunk(bad, none));
            QVERIFY(none.empty());
        }
    }

    // Many rows (sorted a bucket of hashes at a time) and few (sorted at once) come out in key
    // order, with the rows of one hash and next turn by game, and the material spans by key
    // and game with their fingerprints; nothing lost.
    void rowsSortInKeyOrder() {
        std::mt19937_64 random(11);
        for (std::size_t count : {std::size_t(10), std::size_t(100000)}) {
            IndexRows rows;
            for (std::size_t i = 0; i < count; ++i) {
                // Few hashes among the rows too, some of them at the ends of the range.
                const std::uint64_t hash = i % 3 == 0 ? random() % 50 * (~0ull / 49) : random();
                rows.positions.push_back(
                    {hash, qint64(random() % 1000), std::uint32_t(i % 4), 0, 0, 0, std::nullopt});
                // A game has one span a material: (key, game) is unique.
                rows.materials.push_back({random() % 40, qint64(count - i), int(i % 7), int(i),
                                          std::string(i % 20, char('a' + i % 26))});
            }
            std::vector<MaterialRow> spans = rows.materials;
            std::sort(spans.begin(), spans.end(), IndexRows::materialBefore);
            std::vector<PositionRow> expected = rows.positions;
            std::sort(expected.begin(), expected.end(), IndexRows::positionBefore);
            rows.sort();
            QCOMPARE(rows.positions.size(), expected.size());
            for (std::size_t i = 0; i < expected.size(); ++i) {
                QCOMPARE(rows.positions[i].hash, expected[i].hash);
                QCOMPARE(rows.positions[i].next, expected[i].next);
                QCOMPARE(rows.positions[i].game, expected[i].game);
            }
            QCOMPARE(rows.materials.size(), spans.size());
            for (std::size_t i = 0; i < spans.size(); ++i) {
                QCOMPARE(rows.materials[i].key, spans[i].key);
                QCOMPARE(rows.materials[i].game, spans[i].game);
                QCOMPARE(rows.materials[i].last, spans[i].last);
                QCOMPARE(rows.materials[i].positions, spans[i].positions);
            }
        }
    }

    // Runs of 37 rows merged back: the order of one sort, batches of at most 37 rows.
    void mergedRunsKeepTheKeyOrder() {
        constexpr std::size_t bound = 37;
        IndexRowRuns runs(bound);
        IndexRows all;
        qint64 id = 0;
        for (const GameTree& tree : games_) {
            auto game = encodeGame(tree);
            QVERIFY(game);
            ++id;
            QVERIFY(runs.add(id, game->header, game->index));
            all.add(id, game->header, game->index);
        }
        QVERIFY2(runs.runCount() > 10, "the rows went to many runs");
        all.sort();
        IndexRows merged;
        int batches = 0;
        auto done = runs.drain([&](IndexRows& batch) -> DbResult<bool> {
            ++batches;
            if (batch.positions.size() + batch.materials.size() > bound) return false;
            merged.positions.insert(merged.positions.end(), batch.positions.begin(),
                                    batch.positions.end());
            merged.materials.insert(merged.materials.end(), batch.materials.begin(),
                                    batch.materials.end());
            return true;
        });
        QVERIFY(done && *done);
        QVERIFY(batches > 10);
        QVERIFY(runs.empty());
        QVERIFY(!all.materials.empty());
        QVERIFY(std::is_sorted(merged.positions.begin(), merged.positions.end(),
                               IndexRows::positionBefore));
        QVERIFY(std::is_sorted(merged.materials.begin(), merged.materials.end(),
                               IndexRows::materialBefore));
        QVERIFY(sameRows(merged.positions, all.positions));
        QVERIFY(sameRows(merged.materials, all.materials));
    }

    // What fits the bound is handed on as one sorted batch, with no file.
    void fewRowsAreOneBatch() {
        IndexRowRuns runs;
        auto game = encodeGame(games_.front());
        QVERIFY(game);
        QVERIFY(runs.add(1, game->header, game->index));
        int batches = 0;
        auto done = runs.drain([&](IndexRows& batch) -> DbResult<bool> {
            ++batches;
            return std::is_sorted(batch.positions.begin(), batch.positions.end(),
                                  IndexRows::positionBefore);
        });
        QVERIFY(done && *done);
        QCOMPARE(runs.runCount(), std::size_t(0));
        QCOMPARE(batches, 1);
    }

    // A failed write stops the merge and is the drain's error.
    void aFailedWriteStops() {
        IndexRowRuns runs(20);
        for (std::size_t i = 0; i < 5; ++i) {
            auto game = encodeGame(games_[i]);
            QVERIFY(game);
            QVERIFY(runs.add(qint64(i + 1), game->header, game->index));
        }
        int batches = 0;
        auto done = runs.drain([&](IndexRows&) -> DbResult<bool> {
            ++batches;
            return DatabaseError(DatabaseErrorCode::Statement, {QStringLiteral("disk full")});
        });
        QVERIFY(!done);
        QCOMPARE(done.error().code, DatabaseErrorCode::Statement);
        QCOMPARE(batches, 1);
        // The same when the first batch of material rows (merged on a thread of its own)
        // fails: the merging thread is stopped, not left waiting.
        IndexRowRuns again(20);
        for (std::size_t i = 0; i < 5; ++i) {
            auto game = encodeGame(games_[i]);
            QVERIFY(again.add(qint64(i + 1), game->header, game->index));
        }
        batches = 0;
        done = again.drain([&](IndexRows& batch) -> DbResult<bool> {
            ++batches;
            if (batch.materials.empty()) return true;
            return DatabaseError(DatabaseErrorCode::Statement, {QStringLiteral("disk full")});
        });
        QVERIFY(!done);
        QCOMPARE(done.error().code, DatabaseErrorCode::Statement);
        QVERIFY(batches >= 2);
    }

    // Taking games off the backlog gives those that were on it, whether a run of ids is wholly
    // on it (counted and deleted at once) or partly (each id listed as it goes).
    void takeOffBacklogGivesThoseOnIt() {
        const QString path = dir_.filePath(QStringLiteral("backlog.trellisdb"));
        {
            auto db = GameDatabase::open(path);
            QVERIFY(db);
            QVERIFY(DatabaseImporter::importFiles(**db, {pgn_}, {}).imported >= 9);
            QCOMPARE(*db.value()->backlogSize(), qint64(0));
        }
        {
            QSqlDatabase raw =
                QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("backlog"));
            raw.setDatabaseName(path);
            QVERIFY(raw.open());
            QSqlQuery q(raw);
            QVERIFY(q.exec(QStringLiteral(
                "INSERT INTO index_backlog(game) VALUES (2), (3), (4), (7), (8), (9)")));
            q.finish();
            raw.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("backlog"));
        auto db = GameDatabase::open(path);
        QVERIFY(db);
        QVERIFY(db.value()->beginTransaction());
        GameIdRuns asked; // 2-4 wholly on the backlog, 6-9 partly
        for (const qint64 id : {2, 3, 4, 6, 7, 8, 9}) asked.add(id);
        auto taken = db.value()->takeOffBacklog(asked);
        QVERIFY(taken);
        QCOMPARE(taken->runs(), (std::vector<std::pair<qint64, qint64>>{{2, 4}, {7, 9}}));
        QCOMPARE(taken->count(), qint64(6));
        QVERIFY(db.value()->commit());
        QCOMPARE(*db.value()->backlogSize(), qint64(0));
    }

    // The same file imported in one pass and with 50 rows in memory (many runs, many batches,
    // trees kept from 3 games): the same lists, and the kept trees agree with the index.
    void importInRunsIndexesLikeOnePass() {
        const QString onePass = dir_.filePath(QStringLiteral("one.trellisdb"));
        const QString inRuns = dir_.filePath(QStringLiteral("runs.trellisdb"));
        for (const QString& path : {onePass, inRuns}) {
            auto db = GameDatabase::open(path);
            QVERIFY(db);
            db.value()->setKeptTreeGames(3);
            ImportOptions options;
            options.batchGames = 9;
            if (path == inRuns) options.indexMemoryRows = 50;
            const ImportReport r = DatabaseImporter::importFiles(**db, {pgn_}, options);
            QCOMPARE(r.imported, qint64(games_.size()));
            QCOMPARE(*db.value()->backlogSize(), qint64(0));
            auto stats = db.value()->stats(true);
            QVERIFY(stats);
            QCOMPARE(stats->integrity, QStringLiteral("ok"));
        }
        auto a = listsOf(onePass);
        auto b = listsOf(inRuns);
        QVERIFY(a && b);
        QVERIFY(a->positions.size() > 1000);
        QVERIFY(a->positions == b->positions);
        QVERIFY(sameRows(a->materials, b->materials));
    }
};

QTEST_GUILESS_MAIN(TestIndexRows)
#include "TestIndexRows.moc"
