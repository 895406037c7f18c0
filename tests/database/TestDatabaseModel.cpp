// What the database panel builds on: the lazy table model (pages fetched as views scroll,
// sorting by column, filters, refresh) under QAbstractItemModelTester, and the import and
// export jobs that run off the GUI thread with progress signals and cancelling.
#include "DatabaseTestSupport.h"

#include "DatabaseJobs.h"
#include "DatabaseModel.h"
#include "GameDatabase.h"
#include "GameGenerator.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QThreadPool>

#include <limits>

using namespace trellis;
using namespace trellis::db;
using namespace trellis::testing;

namespace {

QString generatedFile(const QString& path, int games, std::uint64_t seed) {
    GeneratorOptions g;
    g.variant = findVariant("chess");
    g.seed = seed;
    g.maxTurns = 16;
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly)) return {};
    generateGames(g, 0, games, 2,
                  [&](const std::string& text) { file.write(text.data(), qint64(text.size())); });
    return path;
}

// A database in `dir` holding `games` generated games.
std::unique_ptr<GameDatabase> generatedDatabase(const QTemporaryDir& dir, int games,
                                                std::uint64_t seed) {
    auto opened = GameDatabase::open(dir.filePath("db.trellisdb"));
    if (!opened) return nullptr;
    const QString file = generatedFile(dir.filePath("g.pgn"), games, seed);
    if (DatabaseImporter::importFiles(**opened, {file}).imported != games) return nullptr;
    return std::move(opened.value());
}

// Waits for the model's first page, read in the background.
[[nodiscard]] bool settled(const DatabaseModel& model) {
    QDeadlineTimer deadline(10000);
    while (model.loading() && !deadline.hasExpired()) QTest::qWait(2);
    return !model.loading();
}

// Reads every row as a view scrolled to the end would. A sorted query's pages wait for its
// order, which comes through the event loop: a loop that does not run it would never end.
[[nodiscard]] bool fetchAll(DatabaseModel& model) {
    QDeadlineTimer deadline(10000);
    while (model.canFetchMore({}) && !deadline.hasExpired()) {
        const int before = model.rowCount();
        model.fetchMore({});
        if (model.rowCount() == before) QTest::qWait(2);
    }
    return !model.canFetchMore({});
}

} // namespace

class TestDatabaseModel : public QObject {
    Q_OBJECT

  private slots:
    void lazyRowsSortAndFilter() {
        QTemporaryDir dir;
        const auto opened = generatedDatabase(dir, 450, 3);
        QVERIFY(opened);
        GameDatabase& db = *opened;

        {
            // A page at first, the others as the view asks.
            DatabaseModel lazy(&db);
            QVERIFY(settled(lazy));
            QCOMPARE(lazy.rowCount(), DatabaseModel::kPageSize);
            QVERIFY(lazy.canFetchMore({}));
            QSignalSpy inserted(&lazy, &QAbstractItemModel::rowsInserted);
            QVERIFY(fetchAll(lazy));
            QCOMPARE(lazy.rowCount(), 450);
            QCOMPARE(inserted.count(), 2);
        }
        DatabaseModel model(&db);
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(settled(model));
        QCOMPARE(model.columnCount(), int(DatabaseModel::ColumnCount));
        QCOMPARE(model.matchCount(), qint64(450));
        QVERIFY(fetchAll(model));
        QCOMPARE(model.rowCount(), 450);
        const auto rows = *db.rows({});
        for (int r = 0; r < 450; r += 37) {
            QCOMPARE(model.gameId(r), rows[r].id);
            QCOMPARE(model.index(r, DatabaseModel::White).data().toString(), rows[r].white);
            QCOMPARE(model.index(r, DatabaseModel::Date).data().toString(), rows[r].date);
            QCOMPARE(model.index(r, DatabaseModel::Turns).data().toInt(), rows[r].turns);
            QCOMPARE(model.index(r, 0).data(DatabaseModel::GameIdRole).toLongLong(), rows[r].id);
        }
        QCOMPARE(model.headerData(DatabaseModel::Event, Qt::Horizontal).toString(),
                 QString("Event"));

        model.sort(DatabaseModel::Turns, Qt::DescendingOrder);
        QVERIFY(settled(model));
        QVERIFY(fetchAll(model));
        QCOMPARE(model.rowCount(), 450);
        int most = 0;
        for (const GameRow& row : rows) most = std::max(most, row.turns);
        QCOMPARE(model.index(0, DatabaseModel::Turns).data().toInt(), most);
        for (int r = 1; r < model.rowCount(); ++r)
            QVERIFY(model.index(r - 1, DatabaseModel::Turns).data().toInt() >=
                    model.index(r, DatabaseModel::Turns).data().toInt());

        GameFilter f;
        f.result = "1/2-1/2";
        model.setFilter(f);
        QVERIFY(settled(model));
        int draws = 0;
        for (const GameRow& row : rows) draws += row.result == "1/2-1/2";
        QCOMPARE(model.matchCount(), qint64(draws));
        QVERIFY(fetchAll(model));
        QCOMPARE(model.rowCount(), draws);
        QVERIFY(draws > 0);
        for (int r = 0; r < model.rowCount(); ++r)
            QCOMPARE(model.index(r, DatabaseModel::Result).data().toString(), QString("1/2-1/2"));

        // A game added elsewhere shows after refresh().
        model.setQuery({});
        QVERIFY(settled(model));
        QVERIFY(fetchAll(model));
        auto added = db.addGame(readGames(readBytes(sampleGameFiles().first())).front());
        QVERIFY(added);
        QVERIFY(!model.canFetchMore({}));
        QCOMPARE(model.rowOfGame(*added), -1);
        model.refresh();
        QVERIFY(settled(model));
        QVERIFY(fetchAll(model));
        QCOMPARE(model.rowCount(), 451);
        QCOMPARE(model.rowOfGame(*added), 450);
        QCOMPARE(model.gameId(451), qint64(0));

        DatabaseModel empty;
        QCOMPARE(empty.rowCount(), 0);
        QVERIFY(!empty.canFetchMore({}));
    }

    // A sorted query's order comes from the background: the pages after it are read by id and
    // are the pages a sort of the whole query gives; an answer for a query left is dropped.
    void sortedPagesByIdFollowTheOrder() {
        QTemporaryDir dir;
        const auto opened = generatedDatabase(dir, 650, 5);
        QVERIFY(opened);
        GameDatabase& db = *opened;

        DatabaseModel model(&db);
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(settled(model));
        QVERIFY(!model.orderKnown()); // id order pages along the table
        for (const int column : {int(DatabaseModel::White), int(DatabaseModel::Event)}) {
            // A page asked for as soon as the first came, before the order: it comes with the
            // order (by offset it would sort every game again).
            const auto early = connect(&model, &DatabaseModel::loaded, this, [&model] {
                QVERIFY(!model.orderKnown());
                model.fetchMore({});
                QCOMPARE(model.rowCount(), DatabaseModel::kPageSize);
            });
            model.sort(column, Qt::DescendingOrder);
            QVERIFY(settled(model));
            disconnect(early);
            QTRY_VERIFY(model.orderKnown());
            QTRY_COMPARE(model.rowCount(), 2 * DatabaseModel::kPageSize);
            QVERIFY(fetchAll(model));
            QCOMPARE(model.rowCount(), 650);
            const auto ids = db.ids(model.query());
            QVERIFY(ids);
            for (int r = 0; r < 650; ++r) QCOMPARE(model.gameId(r), (*ids)[r]);
            const auto rows = db.rows(model.query());
            for (int r = 0; r < 650; r += 41) {
                QCOMPARE(model.index(r, DatabaseModel::White).data().toString(), (*rows)[r].white);
                QCOMPARE(model.index(r, DatabaseModel::Event).data().toString(), (*rows)[r].event);
            }
        }
        GameFilter wins;
        wins.result = "1-0";
        model.setFilter(wins);
        QVERIFY(settled(model));
        QTRY_VERIFY(model.orderKnown());
        QVERIFY(fetchAll(model));
        QCOMPARE(model.rowCount(), int(*db.count(wins)));
        for (int r = 0; r < model.rowCount(); ++r)
            QCOMPARE(model.index(r, DatabaseModel::Result).data().toString(), QString("1-0"));

        // Sorted by black, then at once by id: the answers for black, if any, are dropped.
        model.sort(DatabaseModel::Black);
        model.sort(DatabaseModel::Id);
        QThreadPool::globalInstance()->waitForDone();
        QCoreApplication::processEvents();
        QCoreApplication::processEvents();
        QVERIFY(settled(model));
        QVERIFY(!model.orderKnown());
        QVERIFY(fetchAll(model));
        for (int r = 1; r < model.rowCount(); ++r) QVERIFY(model.gameId(r - 1) < model.gameId(r));

        // In id order the pages after the first step along the table, both ways.
        model.sort(DatabaseModel::Id, Qt::DescendingOrder);
        QVERIFY(settled(model));
        QVERIFY(fetchAll(model));
        const auto descending = *db.ids(model.query());
        QCOMPARE(model.rowCount(), int(descending.size()));
        QVERIFY(model.rowCount() > DatabaseModel::kPageSize); // a page after the first
        for (int r = 0; r < model.rowCount(); ++r) QCOMPARE(model.gameId(r), descending[r]);
        for (int r = 1; r < model.rowCount(); ++r) QVERIFY(model.gameId(r - 1) > model.gameId(r));
        for (const Qt::SortOrder order : {Qt::AscendingOrder, Qt::DescendingOrder}) {
            GameQuery q;
            q.filter = wins;
            q.order = order;
            QVector<qint64> walked;
            qint64 last = order == Qt::AscendingOrder ? 0 : std::numeric_limits<qint64>::max();
            for (;;) {
                const auto page = db.rowsAfter(q, last, 37);
                QVERIFY(page);
                if (page->isEmpty()) break;
                QVERIFY(page->size() <= 37);
                for (const GameRow& row : *page) walked << row.id;
                last = page->constLast().id;
            }
            QCOMPARE(walked, *db.ids(q));
        }

        // rowsOf keeps the order asked and leaves out a game that is gone.
        const QVector<qint64> some{(*db.ids({}))[7], (*db.ids({}))[2], 999999};
        const auto picked = db.rowsOf(some);
        QVERIFY(picked);
        QCOMPARE(picked->size(), 2);
        QCOMPARE((*picked)[0].id, some[0]);
        QCOMPARE((*picked)[1].id, some[1]);
        QVERIFY(db.rowsOf({})->isEmpty());
    }

    // A query's first page is read in the background: the rows shown stay until it comes, then
    // one reset brings it; answers for queries left meanwhile never show; a query that fails
    // says why and leaves no rows.
    void firstPageComesFromTheBackground() {
        QTemporaryDir dir;
        const auto opened = generatedDatabase(dir, 450, 6);
        QVERIFY(opened);
        GameDatabase& db = *opened;
        const auto all = *db.ids({});

        DatabaseModel model(&db);
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(model.loading());
        QCOMPARE(model.rowCount(), 0);
        QVERIFY(!model.canFetchMore({}));
        QVERIFY(settled(model));
        QCOMPARE(model.rowCount(), DatabaseModel::kPageSize);
        QCOMPARE(model.gameId(0), all.first());

        QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
        QSignalSpy loaded(&model, &DatabaseModel::loaded);
        GameFilter draws;
        draws.result = "1/2-1/2";
        model.setFilter(draws);
        QVERIFY(model.loading());
        QCOMPARE(model.rowCount(), DatabaseModel::kPageSize); // the old rows, until the new come
        QCOMPARE(model.gameId(0), all.first());
        QVERIFY(!model.canFetchMore({})); // no page of the old query after the new one's
        QVERIFY(settled(model));
        QCOMPARE(resets.count(), 1);
        QCOMPARE(loaded.count(), 1);
        QCOMPARE(model.rowCount(), int(*db.count(draws)));
        for (int r = 0; r < model.rowCount(); ++r)
            QCOMPARE(model.index(r, DatabaseModel::Result).data().toString(), QString("1/2-1/2"));

        // A query read but not yet shown, then two more: only the last one's page shows.
        resets.clear();
        loaded.clear();
        GameFilter wins;
        wins.result = "1-0";
        model.setFilter(wins);
        QThreadPool::globalInstance()->waitForDone(); // its answer waits in the event queue
        model.setFilter({});
        model.sort(DatabaseModel::Turns, Qt::DescendingOrder);
        QVERIFY(settled(model));
        QCoreApplication::processEvents();
        QCOMPARE(resets.count(), 1);
        QCOMPARE(loaded.count(), 1);
        QCOMPARE(model.rowCount(), DatabaseModel::kPageSize);
        const auto byTurns = *db.ids(model.query());
        for (int r = 0; r < model.rowCount(); ++r) QCOMPARE(model.gameId(r), byTurns[r]);

        // Read again keeping 450 rows (an edit elsewhere): they come in one answer, with the game
        // added, in the sort's order.
        QVERIFY(fetchAll(model));
        QCOMPARE(model.rowCount(), 450);
        QVERIFY(db.addGame(readGames(readBytes(sampleGameFiles().first())).front()));
        QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
        resets.clear();
        model.refresh(model.rowCount());
        QVERIFY(settled(model));
        QCOMPARE(resets.count(), 1);
        QCOMPARE(model.rowCount(), 451);
        QCOMPARE(inserted.count(), 0);
        QVERIFY(!model.canFetchMore({}));
        const auto again = *db.ids(model.query());
        for (int r = 0; r < model.rowCount(); ++r) QCOMPARE(model.gameId(r), again[r]);

        // The file gone: the query fails, saying which file, and no rows are left.
        QSignalSpy failed(&model, &DatabaseModel::queryFailed);
        QVERIFY(QFile::rename(db.path(), dir.filePath("moved.trellisdb")));
        model.refresh();
        QVERIFY(settled(model));
        QCOMPARE(failed.count(), 1);
        QVERIFY2(failed.first().first().toString().contains("db.trellisdb"),
                 qPrintable(failed.first().first().toString()));
        QCOMPARE(model.rowCount(), 0);
        QVERIFY(!model.canFetchMore({}));
    }

    void importAndExportJobs() {
        QTemporaryDir dir;
        const QString file = generatedFile(dir.filePath("g.pgn"), 300, 4);
        const QString dbPath = dir.filePath("db.trellisdb");
        ImportOptions options;
        options.progressIntervalMs = 0;
        options.pieceBytes = 4000;
        ImportJob import(dbPath, {file}, options);
        QSignalSpy progress(&import, &ImportJob::progress);
        QSignalSpy finished(&import, &ImportJob::finished);
        import.start();
        QVERIFY(finished.wait(60000));
        // finished is sent from the job's thread just before that thread ends.
        QTRY_VERIFY(!import.isRunning());
        QVERIFY(progress.count() >= 2);
        const auto report = finished.first().first().value<ImportReport>();
        QCOMPARE(report.imported, qint64(300));
        QCOMPARE(import.report().imported, qint64(300));
        QCOMPARE(progress.last().first().value<ImportProgress>().gamesRead, qint64(300));

        // Export a filter to a file; the text is the games' canonical text.
        const QString target = dir.filePath("out.pgn");
        GameQuery query;
        query.filter.minTurns = 10;
        ExportJob exporter(dbPath, query, target);
        QSignalSpy exported(&exporter, &ExportJob::finished);
        exporter.start();
        QVERIFY(exported.wait(60000));
        const auto out = exported.first().first().value<ExportReport>();
        QCOMPARE(out.failure.code, DatabaseErrorCode::None);
        auto db = GameDatabase::open(dbPath);
        QCOMPARE(out.exported, *(*db)->count(query.filter));
        QString expected;
        for (const qint64 id : *(*db)->ids(query))
            expected += (expected.isEmpty() ? "" : "\n") +
                        QString::fromStdString(PgnWriter().write(*(*db)->loadGame(id)));
        QCOMPARE(QString::fromStdString(readBytes(target)), expected);

        // A cancelled export leaves the old file as it was.
        QFile old(target);
        QVERIFY(old.open(QIODevice::WriteOnly | QIODevice::Truncate));
        old.write("old contents\n");
        old.close();
        std::atomic<bool> cancel{true};
        ExportOptions cancelling;
        cancelling.cancel = &cancel;
        const ExportReport stopped =
            DatabaseExporter::exportToFile(**db, GameQuery{}, target, cancelling);
        QVERIFY(stopped.cancelled);
        QCOMPARE(stopped.exported, qint64(0));
        QCOMPARE(readBytes(target), std::string("old contents\n"));
        // So does a failed one (no such folder), and the error names the file.
        const ExportReport failed =
            DatabaseExporter::exportToFile(**db, GameQuery{}, dir.filePath("no/such/dir/x.pgn"));
        QCOMPARE(failed.failure.code, DatabaseErrorCode::FileWrite);
        QVERIFY(failed.failure.text().contains("x.pgn"));
    }
};

QTEST_GUILESS_MAIN(TestDatabaseModel)
#include "TestDatabaseModel.moc"
