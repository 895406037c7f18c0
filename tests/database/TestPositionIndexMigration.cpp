// Position search in databases of older schema versions, migrated when opened: they find
// what a database made now of the same games finds (PositionSearchFixture).
#include "DatabaseSchema.h"
#include "DatabaseTestSupport.h"
#include "PositionSearchFixture.h"

using namespace trellis;
using namespace trellis::db;
using namespace trellis::testing;

class TestPositionIndexMigration : public QObject, PositionSearchFixture {
    Q_OBJECT

  private slots:
    void initTestCase() { fill(); }

    // A version-3 database (before the index) gets its index when it is opened.
    void olderDatabaseGetsItsIndex() {
        const auto db = olderDatabase(QStringLiteral("old.trellisdb"), 30,
                                      {QStringLiteral("DROP TABLE position_games"),
                                       QStringLiteral("DROP TABLE material_games"),
                                       QStringLiteral("DROP TABLE index_backlog"),
                                       QStringLiteral("DROP TABLE repertoire_lines"),
                                       QStringLiteral("PRAGMA user_version = 3")});
        QVERIFY(db);
        QCOMPARE(db->schemaVersion(), schema::currentVersion());
        QCOMPARE(*db->backlogSize(), qint64(0));
        for (int ply : {0, 2, 5}) findsLikeTheMain(*db, 30, *positionAt(games_[3].tree, ply));
    }

    // A version-4 database (material spans without position bits, the position index a row a
    // game and position) gets its spans written again, so that positions past the index are
    // found, and its index packed (schema 11): the old rows are not read, their table goes.
    void version4SpansGetPositionBits() {
        // The position index as schema versions 4 to 10 held it, a row a game and position.
        const QString oldPositions = QStringLiteral(
            "CREATE TABLE game_positions (hash INTEGER NOT NULL, next INTEGER NOT NULL, game "
            "INTEGER NOT NULL, ply INTEGER NOT NULL, result INTEGER, turns INTEGER NOT NULL, "
            "date INTEGER, PRIMARY KEY (hash, next, game)) WITHOUT ROWID");
        const auto db = olderDatabase(
            QStringLiteral("old4.trellisdb"), 30,
            {QStringLiteral("DROP TABLE material_games"),
             QStringLiteral("CREATE TABLE game_material (material INTEGER NOT NULL, game "
                            "INTEGER NOT NULL, first INTEGER NOT NULL, last INTEGER NOT NULL, "
                            "PRIMARY KEY (material, game)) WITHOUT ROWID"),
             QStringLiteral("DROP TABLE repertoire_lines"),
             QStringLiteral("DROP TABLE position_games"), oldPositions,
             QStringLiteral("INSERT INTO game_positions SELECT 1, 0, id, 0, NULL, 0, NULL "
                            "FROM games"),
             QStringLiteral("PRAGMA user_version = 4")});
        QVERIFY(db);
        QCOMPARE(db->schemaVersion(), schema::currentVersion());
        QCOMPARE(*db->backlogSize(), qint64(0));
        QVERIFY(findsDeepLikeTheMain(*db, 30, kIndexedPlies + 5) >= 5);
        for (std::size_t k = 0; k < 30; ++k) {
            const GameTree& tree = games_[k].tree;
            if (int(tree.mainLine().size()) <= kIndexedPlies) continue;
            for (int ply : {0, 3, 8, kIndexedPlies})
                findsLikeTheMain(*db, 30, *positionAt(tree, ply));
            break;
        }
        QCOMPARE(*db->isIndexed(1), false); // the old table's made-up rows
        QCOMPARE(db->stats()->integrity, QStringLiteral("ok"));
        QSqlDatabase raw = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), "raw4");
        raw.setDatabaseName(dir_.filePath(QStringLiteral("old4.trellisdb")));
        QVERIFY(raw.open());
        QSqlQuery q(raw);
        QVERIFY(q.exec(QStringLiteral(
                    "SELECT count(*) FROM sqlite_master WHERE name = 'game_positions'")) &&
                q.next());
        QCOMPARE(q.value(0).toInt(), 0);
        q.finish();
        raw.close();
    }

    // A version-11 database (spans noting every position's hash) gets its index written again
    // with the spans noting structures (schema 12): positions past the index are found as in
    // the main database, and so are those within it. Its spans are emptied here, so only
    // spans written by the migration can find the deep ones.
    void version11SpansNoteStructures() {
        const auto db = olderDatabase(QStringLiteral("old11.trellisdb"), 40,
                                      {QStringLiteral("DELETE FROM material_games"),
                                       QStringLiteral("PRAGMA user_version = 11")});
        QVERIFY(db);
        QCOMPARE(db->schemaVersion(), schema::currentVersion());
        QCOMPARE(*db->backlogSize(), qint64(0));
        for (int ply : {2, kIndexedPlies + 1, kIndexedPlies + 9})
            QVERIFY(findsDeepLikeTheMain(*db, 40, ply) >= 5);
        QCOMPARE(db->stats()->integrity, QStringLiteral("ok"));
    }

    // A version-12 database, every turn numbered by its rank among the legal turns, gets its
    // blobs renumbered (schema 13: chess numbers its pseudo-legal moves; 14: Tri-D numbers a
    // piece's move by the piece and the square) and its index written again: every game loads
    // as it was added, and the opening tree of positions of each variant lists the same turns
    // with the same counts as the main database.
    void version12TurnsRenumbered() {
        const auto legacy = legacyTurnNumbers(*db_);
        QVERIFY(legacy.size() >= 10); // the chess games' numbers differ: the test would see it
        opensRenumbered(QStringLiteral("old12.trellisdb"), 12);
    }

    // A version-13 database (chess numbered as now, Tri-D by the legal ranks) gets its Tri-D
    // blobs renumbered the same way.
    void version13TurnsRenumbered() {
        const auto older = olderTurnNumbers(*db_, 13);
        QVERIFY(older.size() >= 5);                             // the Tri-D games' numbers differ
        QVERIFY(older.size() < legacyTurnNumbers(*db_).size()); // the chess games' do not
        opensRenumbered(QStringLiteral("old13.trellisdb"), 13);
    }

  private:
    void opensRenumbered(const QString& name, int version) {
        const std::size_t count = games_.size();
        const auto db = olderDatabase(
            name, count, {QStringLiteral("PRAGMA user_version = %1").arg(version)}, version);
        QVERIFY(db);
        QCOMPARE(db->schemaVersion(), schema::currentVersion());
        QCOMPARE(*db->backlogSize(), qint64(0));
        for (std::size_t i = 0; i < count; ++i) {
            const auto loaded = db->loadGame(qint64(i) + 1);
            QVERIFY2(loaded, qPrintable(loaded.error().text()));
            QCOMPARE(treeDump(*loaded), treeDump(games_[i].tree));
        }
        int compared = 0;
        for (std::size_t k = 0; k < count; k += 7)
            for (int ply : {0, 3, 9}) {
                const auto position = positionAt(games_[k].tree, ply);
                const auto here = PositionSearch(*db_).tree(*position, {});
                const auto there = PositionSearch(*db).tree(*position, {});
                QVERIFY(here && there);
                QCOMPARE(there->games, here->games);
                QCOMPARE(there->turns.size(), here->turns.size());
                for (std::size_t t = 0; t < here->turns.size(); ++t) {
                    QVERIFY(there->turns[t].turn == here->turns[t].turn);
                    QCOMPARE(there->turns[t].games, here->turns[t].games);
                }
                compared += int(here->turns.size());
            }
        QVERIFY(compared > 20);
        QCOMPARE(db->stats()->integrity, QStringLiteral("ok"));
    }
};

QTEST_GUILESS_MAIN(TestPositionIndexMigration)
#include "TestPositionIndexMigration.moc"
