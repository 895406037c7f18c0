// Position search and the opening tree (PositionSearch) against answers computed here
// independently: every game's main line is replayed with the rules core and its positions
// compared as position strings without the clocks (not as hashes). Databases of all three
// variants, with a transposition reached by two move orders, a game that ends in a position, a
// set-up game, a filter and positions beyond the indexed plies; the index follows imports,
// replacements and deletions (migrations: TestPositionIndexMigration.cpp).
#include "DatabaseImporter.h"
#include "PositionSearchFixture.h"
#include "RawIndex.h"

#include "game/PgnWriter.h"

#include <cmath>
#include <limits>
#include <set>

using namespace trellis;
using namespace trellis::db;
using namespace trellis::testing;

class TestPositionSearch : public QObject, PositionSearchFixture {
    Q_OBJECT

    void compare(const Variant& position, const GameFilter& filter, std::optional<bool> scanned) {
        compareIn(*db_, games_, position, filter, scanned);
    }

    // What the database `db` of `games` answers against the games replayed.
    void compareIn(const GameDatabase& db, const std::vector<Stored>& games,
                   const Variant& position, const GameFilter& filter, std::optional<bool> scanned) {
        const Expected e = expected(games, position, filter);
        PositionSearch search(db);
        auto found = search.find(position, filter);
        QVERIFY2(found, qPrintable(found.error().text()));
        std::map<qint64, int> plies;
        for (const PositionGame& g : *found) plies[g.id] = g.ply;
        QCOMPARE(plies, e.plies);
        auto tree = search.tree(position, filter);
        QVERIFY2(tree, qPrintable(tree.error().text()));
        if (scanned) QCOMPARE(tree->scanned, *scanned);
        if (tree->scanned) {
            // Every game found has the position's material over a span holding its ply.
            auto spans = db.materialGames(position.materialKey(), position.structureKey(),
                                          QString::fromStdString(position.id()), filter);
            QVERIFY(spans);
            for (const auto& [game, ply] : e.plies) {
                const qint64 id = game; // clang 14 cannot capture a structured binding
                const auto span = std::find_if(spans->begin(), spans->end(),
                                               [&](const MaterialRow& m) { return m.game == id; });
                QVERIFY(span != spans->end());
                QVERIFY(span->first <= ply && ply <= span->last);
            }
        }
        QCOMPARE(tree->games, qint64(e.plies.size()));
        QCOMPARE(tree->endings, e.endings);
        std::map<QString, qint64> turns, firstWins;
        qint64 previous = std::numeric_limits<qint64>::max();
        for (const TreeTurn& t : tree->turns) {
            turns[t.text] = t.games;
            if (t.firstWins) firstWins[t.text] = t.firstWins;
            QVERIFY(t.games <= previous); // most games first
            previous = t.games;
            QCOMPARE(t.firstWins + t.draws + t.secondWins <= t.games, true);
        }
        QCOMPARE(turns, e.turns);
        QCOMPARE(firstWins, e.firstWins);
    }

  private slots:
    void initTestCase() { fill(); }

    // Positions of every variant: the start, after a few plies, deeper than the index.
    void generatedGames_data() {
        QTest::addColumn<int>("game");
        QTest::addColumn<int>("ply");
        QTest::addColumn<bool>("scanned");
        for (const std::string v : {"trid", "chess", "cotulenh"}) {
            int game = 0; // the first game of the variant that goes on past the index
            while (games_[std::size_t(game)].tree.startVariant().id() != v ||
                   int(games_[std::size_t(game)].tree.mainLine().size()) <= kIndexedPlies + 5)
                ++game;
            for (int ply : {0, 1, 2, 6, 12, kIndexedPlies})
                QTest::newRow(qPrintable(QStringLiteral("%1 ply %2").arg(v.c_str()).arg(ply)))
                    << game << ply << false;
            QTest::newRow(qPrintable(QStringLiteral("%1 deeper").arg(v.c_str())))
                << game << kIndexedPlies + 5 << true;
        }
    }
    void generatedGames() {
        QFETCH(int, game);
        QFETCH(int, ply);
        QFETCH(bool, scanned);
        const GameTree& tree = games_[std::size_t(game)].tree;
        QVERIFY(int(tree.mainLine().size()) > ply);
        compare(*positionAt(tree, ply), {}, scanned);
    }

    // Every position's tree kept once added up (TreeTotals): the same answers.
    void everyTreeKept() {
        db_->setKeptTreeGames(0);
        for (std::size_t game : {std::size_t(0), std::size_t(45), games_.size() - 1})
            for (int ply : {0, 1, 2}) {
                compare(*positionAt(games_[game].tree, ply), {}, false);
                if (QTest::currentTestFailed()) break;
            }
        db_->setKeptTreeGames(GameDatabase::kKeptTreeGames);
    }

    // The trees of positions many games reach are kept (TreeTotals): those an import brings
    // and those a query adds up. Every kind of write keeps them equal to the index rows, which
    // stats() checks; the trees are compared with the games replayed after each write.
    void keptTreesFollowEveryWrite() {
        auto opened = GameDatabase::open(dir_.filePath(QStringLiteral("kept.trellisdb")));
        QVERIFY(opened);
        GameDatabase& db = **opened;
        db.setKeptTreeGames(4); // a position of more than 4 games is big
        std::vector<Stored> games;
        std::vector<const Stored*> trid, chess;
        for (const Stored& g : games_) {
            if (g.tree.startVariant().id() == "trid") trid.push_back(&g);
            if (g.tree.startVariant().id() == "chess") chess.push_back(&g);
        }
        trid.resize(30);
        chess.resize(20);
        // The Tri-D games in one import: its start position is kept as it is written.
        const PgnWriter writer;
        std::string pgn;
        for (const Stored* g : trid) pgn += writer.write(g->tree) + "\n";
        const QString file = dir_.filePath(QStringLiteral("kept.pgn"));
        {
            QFile out(file);
            QVERIFY(out.open(QIODevice::WriteOnly));
            out.write(pgn.data(), qint64(pgn.size()));
        }
        const ImportReport r = DatabaseImporter::importFiles(db, {file}, {});
        QCOMPARE(r.imported, qint64(trid.size()));
        for (std::size_t i = 0; i < trid.size(); ++i)
            games.push_back({qint64(i + 1), trid[i]->tree});
        // The chess games one by one: no write brings their start position more than one game.
        for (const Stored* g : chess) {
            auto id = db.addGame(g->tree);
            QVERIFY(id);
            games.push_back({*id, g->tree});
        }
        QSqlDatabase raw = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), "kept");
        raw.setDatabaseName(dir_.filePath(QStringLiteral("kept.trellisdb")));
        QVERIFY(raw.open());
        auto sql = [&](const QString& statement) {
            QSqlQuery q(raw);
            if (!q.exec(statement)) qFatal("%s", qPrintable(q.lastError().text()));
            return q.next() ? q.value(0).toLongLong() : qint64(-1);
        };
        auto keptPositions = [&] {
            return sql(QStringLiteral("SELECT count(DISTINCT hash) FROM tree_totals"));
        };
        const auto tridStart = trid[0]->tree.startVariant().clone();
        const auto chessStart = chess[0]->tree.startVariant().clone();
        const QString tridHash = QString::number(qint64(tridStart->hash()));
        QCOMPARE(keptPositions(), qint64(1));
        QCOMPARE(sql(QStringLiteral("SELECT sum(games) FROM tree_totals WHERE hash = ") + tridHash),
                 qint64(trid.size()));
        // Each check: stats() finds the kept trees equal to the rows, and the trees of the
        // starts and of the positions after one and two plies are those of the games.
        auto check = [&](const char* after) {
            auto stats = db.stats(true);
            QVERIFY(stats);
            QVERIFY2(stats->integrity == QStringLiteral("ok"),
                     qPrintable(QStringLiteral("%1: %2").arg(after, stats->integrity)));
            for (const Stored& g : games)
                for (int ply : {0, 1, 2}) {
                    if (g.id % 5 != 1) continue;
                    compareIn(db, games, *positionAt(g.tree, ply), {}, false);
                    if (QTest::currentTestFailed()) qFatal("after %s", after);
                }
        };
        check("the import");
        // The queries kept the chess start position's tree (20 games, more than 4).
        QVERIFY(keptPositions() >= 2);
        QCOMPARE(sql(QStringLiteral("SELECT sum(games) FROM tree_totals WHERE hash = ") +
                     QString::number(qint64(chessStart->hash()))),
                 qint64(chess.size()));
        // The kept tree answers: a count changed behind the database's back shows, and stats()
        // finds it.
        sql(QStringLiteral("UPDATE tree_totals SET turns = turns + 1000 WHERE hash = %1 AND "
                           "next = (SELECT min(next) FROM tree_totals WHERE hash = %1)")
                .arg(tridHash));
        auto changed = PositionSearch(db).tree(*tridStart, {});
        QVERIFY(changed);
        auto whole = [&](const PositionTree& t) {
            return qint64(std::llround(t.averageTurns * double(t.games)));
        };
        qint64 turns = 0;
        for (const Stored* g : trid) turns += qint64(g->tree.mainLine().size());
        QCOMPARE(whole(*changed), turns + 1000);
        QVERIFY(db.stats(true)->integrity.contains(QStringLiteral("kept opening tree")));
        sql(QStringLiteral("UPDATE tree_totals SET turns = turns - 1000 WHERE hash = %1 AND "
                           "next = (SELECT min(next) FROM tree_totals WHERE hash = %1)")
                .arg(tridHash));
        check("a repair");
        // A game with the latest date and another result; then replaced; then deleted.
        GameTree late(trid[3]->tree);
        late.setTag("Date", "2099.01.01");
        late.setResult("0-1");
        auto lateId = db.addGame(late);
        QVERIFY(lateId);
        games.push_back({*lateId, late});
        check("adding a game");
        auto latest = PositionSearch(db).tree(*tridStart, {});
        QVERIFY(latest && latest->lastDate);
        QCOMPARE(*latest->lastDate, dateValue(2099, 1, 1));
        GameTree other(trid[7]->tree);
        other.setTag("Date", "2098.06.01");
        other.setResult("1-0");
        QVERIFY(db.replaceGame(*lateId, other));
        games.back().tree = other;
        check("replacing a game");
        QCOMPARE(*PositionSearch(db).tree(*tridStart, {})->lastDate, dateValue(2098, 6, 1));
        QCOMPARE(*db.deleteGames({*lateId}), 1);
        games.pop_back();
        check("deleting a game");
        QVERIFY(*PositionSearch(db).tree(*tridStart, {})->lastDate < dateValue(2098, 6, 1));
        // Deleting games read before (as undo keeps them), and adding them back.
        auto first = db.storedGame(games[0].id), chessGame = db.storedGame(games.back().id);
        QVERIFY(first && chessGame);
        const std::vector<StoredGame> stored{*first, *chessGame};
        QCOMPARE(*db.deleteStoredGames(stored), 2);
        const Stored restoredTrid = games.front(), restoredChess = games.back();
        games.erase(games.begin());
        games.pop_back();
        check("deleting stored games");
        for (const Stored* g : {&restoredTrid, &restoredChess}) {
            auto id = db.addGame(g->tree);
            QVERIFY(id);
            games.push_back({*id, g->tree});
        }
        check("adding them back");
        // A transaction rolled back leaves the kept trees as they were.
        QVERIFY(db.beginTransaction());
        QVERIFY(db.addGame(trid[5]->tree));
        db.rollback();
        check("a rollback");
        // Rows written again (the index already holds them) are not counted twice.
        auto encoded = encodeGame(games.front().tree);
        QVERIFY(encoded);
        IndexRows again;
        again.add(games.front().id, encoded->header, encoded->index);
        QVERIFY(db.writeIndex(again));
        check("rows written again");
        // A query that adds a big tree up while another connection writes answers without
        // keeping it and without waiting for the writer: this connection would wait an hour
        // (ctest's timeout fails the test first).
        const QString chessHash = QString::number(qint64(chessStart->hash()));
        sql(QStringLiteral("DELETE FROM tree_totals WHERE hash = ") + chessHash);
        auto patient = GameDatabase::open(dir_.filePath(QStringLiteral("kept.trellisdb")),
                                          GameDatabase::OpenMode::Existing, 3600 * 1000);
        QVERIFY(patient);
        (*patient)->setKeptTreeGames(4);
        sql(QStringLiteral("BEGIN IMMEDIATE"));
        compareIn(**patient, games, *chessStart, {}, false);
        sql(QStringLiteral("COMMIT"));
        QCOMPARE(sql(QStringLiteral("SELECT count(*) FROM tree_totals WHERE hash = ") + chessHash),
                 qint64(0));
        compareIn(**patient, games, *chessStart, {}, false); // now it is kept
        QVERIFY(sql(QStringLiteral("SELECT count(*) FROM tree_totals WHERE hash = ") + chessHash) >
                0);
        patient->reset();
        check("a tree kept by another connection");
        // A kept row that cannot be (more wins than games) is not trusted: the tree is added
        // up again and kept anew.
        sql(QStringLiteral("UPDATE tree_totals SET first_wins = games + 1 WHERE hash = %1")
                .arg(tridHash));
        compareIn(db, games, *tridStart, {}, false);
        check("an impossible kept row");
        QCOMPARE(sql(QStringLiteral("SELECT count(*) FROM tree_totals WHERE hash = %1 AND "
                                    "first_wins > games")
                         .arg(tridHash)),
                 qint64(0));
        raw.close();
        raw = QSqlDatabase();
        QSqlDatabase::removeDatabase(QStringLiteral("kept"));
    }

    // An import that brings a position past the threshold keeps its tree with the games the
    // index held before (added one by one, each write too small to keep it).
    void keptTreeCountsTheGamesBefore() {
        const QString path = dir_.filePath(QStringLiteral("tipped.trellisdb"));
        auto opened = GameDatabase::open(path);
        QVERIFY(opened);
        GameDatabase& db = **opened;
        db.setKeptTreeGames(4);
        std::vector<Stored> games;
        std::string pgn;
        for (const Stored& g : games_) {
            if (g.tree.startVariant().id() != "chess") continue;
            if (games.size() < 3) { // one by one
                auto id = db.addGame(g.tree);
                QVERIFY(id);
                games.push_back({*id, g.tree});
            } else if (games.size() < 9) { // then in one import
                games.push_back({qint64(games.size() + 1), g.tree});
                pgn += PgnWriter().write(g.tree) + "\n";
            }
        }
        QCOMPARE(games.size(), std::size_t(9));
        const QString file = dir_.filePath(QStringLiteral("tipped.pgn"));
        {
            QFile out(file);
            QVERIFY(out.open(QIODevice::WriteOnly));
            out.write(pgn.data(), qint64(pgn.size()));
        }
        QCOMPARE(DatabaseImporter::importFiles(db, {file}, {}).imported, qint64(6));
        const auto start = games.front().tree.startVariant().clone();
        {
            QSqlDatabase raw = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), "tipped");
            raw.setDatabaseName(path);
            QVERIFY(raw.open());
            QSqlQuery q(raw);
            QVERIFY(q.exec(QStringLiteral("SELECT sum(games) FROM tree_totals WHERE hash = ") +
                           QString::number(qint64(start->hash()))));
            QVERIFY(q.next());
            QCOMPARE(q.value(0).toLongLong(), qint64(9)); // kept by the import, with the three
        }
        QSqlDatabase::removeDatabase(QStringLiteral("tipped"));
        QCOMPARE(db.stats(true)->integrity, QStringLiteral("ok"));
        compareIn(db, games, *start, {}, false);
    }

    // The same position by two move orders counts both games, each at its own ply; a game
    // that ends there counts in the total and in no turn; a set-up game starts there.
    void transpositionEndingAndSetUp() {
        auto start = std::move(createVariant("trid").value());
        const std::vector<Turn> white = start->legalTurns();
        // Two quiet first turns of each side that can be played in either order.
        GameTree one(*start), two(*start);
        std::unique_ptr<Variant> a = start->clone(), b = start->clone();
        bool made = false;
        for (std::size_t i = 0; i < white.size() && !made; ++i)
            for (std::size_t j = i + 1; j < white.size() && !made; ++j) {
                auto x = start->clone(), y = start->clone();
                x->makeTurn(white[i]);
                const Turn reply = x->legalTurns().front();
                x->makeTurn(reply);
                const std::vector<Turn> xs = x->legalTurns();
                if (std::find(xs.begin(), xs.end(), white[j]) == xs.end()) continue;
                x->makeTurn(white[j]);
                y->makeTurn(white[j]);
                const std::vector<Turn> ys = y->legalTurns();
                if (std::find(ys.begin(), ys.end(), reply) == ys.end()) continue;
                y->makeTurn(reply);
                const std::vector<Turn> ys2 = y->legalTurns();
                if (std::find(ys2.begin(), ys2.end(), white[i]) == ys2.end()) continue;
                y->makeTurn(white[i]);
                if (withoutClocks(x->position()) != withoutClocks(y->position())) continue;
                NodeId at = GameTree::root();
                for (const Turn& t : {white[i], reply, white[j]}) at = *one.addTurn(at, t);
                const Turn next = x->legalTurns().back();
                one.addTurn(at, next);
                at = GameTree::root();
                for (const Turn& t : {white[j], reply, white[i]}) at = *two.addTurn(at, t);
                made = true;
                a = std::move(x);
            }
        QVERIFY(made);
        one.setResult("1-0");
        one.setTag("White", "Spock");
        two.setResult("0-1"); // ends in the position
        const qint64 first = add(one), second = add(two);
        GameTree setUp(*start);
        QVERIFY(setUp.setStartPosition(a->position()));
        setUp.setTag("White", "Spock");
        setUp.addTurn(GameTree::root(), a->legalTurns().front());
        setUp.setResult("1/2-1/2");
        const qint64 third = add(setUp);
        QVERIFY(first && second && third);
        compare(*a, {}, false);
        auto found = PositionSearch(*db_).find(*a, {});
        QVERIFY(found);
        QVERIFY(found->contains(PositionGame{first, 3}));
        QVERIFY(found->contains(PositionGame{second, 3}));
        QVERIFY(found->contains(PositionGame{third, 0}));
        // Games of Spock as White only.
        GameFilter spock;
        spock.white = QStringLiteral("spock");
        compare(*a, spock, false);
        auto tree = PositionSearch(*db_).tree(*a, spock);
        QVERIFY(tree);
        QCOMPARE(tree->games, qint64(2));
        QCOMPARE(tree->firstWins, qint64(1));
        QCOMPARE(tree->draws, qint64(1));
        GameFilter won;
        won.result = QStringLiteral("1-0");
        compare(*start, won, false); // the filter holds fewer games than the position
        for (int ply : {4, 8})       // and more
            compare(*positionAt(games_[2].tree, ply), won, false);
    }

    // Replacing and deleting a game takes its positions out of the index.
    void indexFollowsEdits() {
        const Stored victim = games_[1];
        const auto position = positionAt(victim.tree, 4);
        PositionSearch search(*db_);
        QVERIFY(search.find(*position, {})->contains(PositionGame{victim.id, 4}));
        GameTree shorter(victim.tree);
        shorter.truncateAfter(shorter.mainLine()[1]);
        // Another result: the index's copy of it follows.
        shorter.setResult(shorter.result() == "1-0" ? "0-1" : "1-0");
        QVERIFY(db_->replaceGame(victim.id, shorter));
        games_[1].tree = shorter;
        compare(*position, {}, std::nullopt);
        QVERIFY(!search.find(*position, {})->contains(PositionGame{victim.id, 4}));
        QVERIFY(search.find(*positionAt(shorter, 2), {})->contains(PositionGame{victim.id, 2}));
        QCOMPARE(*db_->deleteGames({victim.id}), 1);
        games_.erase(games_.begin() + 1);
        compare(*positionAt(shorter, 2), {}, std::nullopt);
        compare(*positionAt(shorter, 0), {}, false);
    }

    // An import writes the same index as games added one by one.
    void importIndexesLikeAdding() {
        const PgnWriter writer;
        std::string pgn;
        for (const Stored& g : games_) pgn += writer.write(g.tree) + "\n";
        const QString file = dir_.filePath(QStringLiteral("all.pgn"));
        {
            QFile out(file);
            QVERIFY(out.open(QIODevice::WriteOnly));
            out.write(pgn.data(), qint64(pgn.size()));
        }
        const QString path = dir_.filePath(QStringLiteral("imported.trellisdb"));
        ImportOptions options;
        options.keepDuplicates = true;
        options.batchGames = 7;
        const ImportReport r = DatabaseImporter::importFiles(path, {file}, options);
        QCOMPARE(r.imported, qint64(games_.size()));
        auto imported = GameDatabase::open(path);
        QVERIFY(imported);
        QCOMPARE(*imported.value()->backlogSize(), qint64(0));
        // Ids follow the file order: game k of the file is id k + 1.
        for (std::size_t k : {std::size_t(0), std::size_t(50), games_.size() - 1}) {
            for (int ply : {0, 3}) {
                if (int(games_[k].tree.mainLine().size()) < ply) continue;
                const auto position = positionAt(games_[k].tree, ply);
                auto here = PositionSearch(*db_).find(*position, {});
                auto there = PositionSearch(**imported).find(*position, {});
                QVERIFY(here && there);
                QCOMPARE(here->size(), there->size());
                std::map<qint64, qint64> idOf;
                for (std::size_t i = 0; i < games_.size(); ++i) idOf[games_[i].id] = qint64(i + 1);
                for (int i = 0; i < here->size(); ++i)
                    QVERIFY(there->contains(PositionGame{idOf[(*here)[i].id], (*here)[i].ply}));
            }
        }
    }

    // The position bits of the material spans leave out most of the games that have a deep
    // position's material but not the position: only the rest are replayed.
    void positionBitsPrune() {
        const auto raw = testing::rawIndex(dir_.filePath(QStringLiteral("games.trellisdb")));
        QVERIFY(raw);
        std::map<qint64, std::string> variantOf;
        for (const Stored& game : games_) variantOf[game.id] = game.tree.startVariant().id();
        qint64 withMaterial = 0, candidates = 0, found = 0;
        for (const Stored& game : games_) {
            for (int ply : {kIndexedPlies + 3, kIndexedPlies + 7}) {
                if (int(game.tree.mainLine().size()) <= ply) continue;
                const auto position = positionAt(game.tree, ply);
                const QString variant = QString::fromStdString(position->id());
                withMaterial += std::count_if(raw->materials.begin(), raw->materials.end(),
                                              [&](const MaterialRow& r) {
                                                  return r.key == position->materialKey() &&
                                                         variantOf[r.game] == position->id();
                                              });
                auto spans = db_->materialGames(position->materialKey(), position->structureKey(),
                                                variant, {});
                auto games = PositionSearch(*db_).find(*position, {});
                QVERIFY(spans && games);
                candidates += spans->size();
                found += games->size();
            }
        }
        QVERIFY(found > 0);
        QVERIFY2(withMaterial - found >= 100, "too few games to judge the pruning");
        QVERIFY2((candidates - found) * 4 <= withMaterial - found,
                 qPrintable(QStringLiteral("%1 candidates for %2 games found of %3 with the "
                                           "material")
                                .arg(candidates)
                                .arg(found)
                                .arg(withMaterial)));
    }

    void badPositionNamesTheProblem() {
        auto bad = PositionSearch::board(QStringLiteral("trid"), QStringLiteral("W:4/4 w"));
        QVERIFY(!bad);
        QCOMPARE(bad.error().code, DatabaseErrorCode::BadPosition);
        QVERIFY(bad.error().text().contains(QStringLiteral("W:4/4 w")));
    }
};

QTEST_GUILESS_MAIN(TestPositionSearch)
#include "TestPositionSearch.moc"
