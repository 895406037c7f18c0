// OpeningTreeModel: a well-behaved model (QAbstractItemModelTester) whose rows, after a position
// change, are the opening tree PositionSearch gives for that position; an answer for a position
// the model has left is dropped; a query under way when the model goes ends before it is gone.
#include "ForeignLockThread.h"
#include "GameDatabase.h"
#include "GameGenerator.h"
#include "OpeningTreeModel.h"
#include "PositionSearch.h"

#include "variant/VariantRegistry.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QSqlDatabase>
#include <QTemporaryDir>
#include <QTest>

using namespace trellis;
using namespace trellis::db;

class TestOpeningTreeModel : public QObject {
    Q_OBJECT

    QTemporaryDir dir_;
    QString path_;
    std::vector<GameTree> games_;

    // The model's rows against the search's answer for the position.
    void checkRows(const OpeningTreeModel& model, const Variant& position) {
        auto db = GameDatabase::open(path_, GameDatabase::OpenMode::Existing);
        QVERIFY(db);
        auto tree = PositionSearch(**db).tree(position, {});
        QVERIFY(tree);
        QCOMPARE(model.rowCount(), int(tree->turns.size()) + 1);
        for (std::size_t i = 0; i < tree->turns.size(); ++i) {
            const int row = int(i);
            QCOMPARE(model.index(row, OpeningTreeModel::TurnColumn).data().toString(),
                     tree->turns[i].text);
            QCOMPARE(model.index(row, OpeningTreeModel::GamesColumn).data().toLongLong(),
                     tree->turns[i].games);
            QVERIFY(model.index(row, 0).data(OpeningTreeModel::TurnRole).value<Turn>() ==
                    tree->turns[i].turn);
            const QVariantList bar =
                model.index(row, 0).data(OpeningTreeModel::ResultFractionsRole).toList();
            QCOMPARE(bar.size(), 3);
            QVERIFY(bar[0].toDouble() + bar[1].toDouble() + bar[2].toDouble() <= 1.0 + 1e-9);
        }
        const int total = model.rowCount() - 1;
        QVERIFY(model.index(total, 0).data(OpeningTreeModel::TotalRowRole).toBool());
        QCOMPARE(model.index(total, OpeningTreeModel::GamesColumn).data().toLongLong(),
                 tree->games);
        QCOMPARE(model.index(total, OpeningTreeModel::ShareColumn).data().toString(),
                 QStringLiteral("100.0"));
    }

  private slots:
    void initTestCase() {
        QVERIFY(dir_.isValid());
        path_ = dir_.filePath(QStringLiteral("games.trellisdb"));
        auto db = GameDatabase::open(path_);
        QVERIFY(db);
        GeneratorOptions g;
        g.variant = findVariant("trid");
        g.maxTurns = 30;
        for (int i = 0; i < 40; ++i) {
            games_.push_back(generateGame(g, i));
            QVERIFY(db.value()->addGame(games_.back()));
        }
    }

    void followsThePosition() {
        OpeningTreeModel model;
        QAbstractItemModelTester tester(&model);
        QSignalSpy answered(&model, &OpeningTreeModel::answered);
        model.setDatabase(path_);
        const GameTree& game = games_.front();
        const QString start = QString::fromStdString(game.startPosition());
        model.setPosition(QStringLiteral("trid"), start);
        QTRY_COMPARE(answered.count(), 1);
        QVERIFY(!model.isBusy());
        checkRows(model, game.startVariant());
        QCOMPARE(model.index(model.rowCount() - 1, OpeningTreeModel::GamesColumn).data().toInt(),
                 40);
        // Two plies on: a position fewer games reach.
        const NodeId second = game.mainLine()[1];
        model.setPosition(QStringLiteral("trid"), QString::fromStdString(game.positionAt(second)));
        QTRY_COMPARE(answered.count(), 2);
        checkRows(model, *game.variantAt(second));
        QVERIFY(model.rowCount() < 10);
    }

    // Leaving a position before its answer comes: only the last position's answer is shown.
    void dropsStaleAnswers() {
        OpeningTreeModel model;
        QAbstractItemModelTester tester(&model);
        QSignalSpy answered(&model, &OpeningTreeModel::answered);
        model.setDatabase(path_);
        const GameTree& game = games_[3];
        model.setPosition(QStringLiteral("trid"), QString::fromStdString(game.startPosition()));
        const NodeId first = game.mainLine()[0];
        model.setPosition(QStringLiteral("trid"), QString::fromStdString(game.positionAt(first)));
        QTRY_VERIFY(!model.isBusy());
        QTest::qWait(50);
        QCOMPARE(answered.count(), 1);
        checkRows(model, *game.variantAt(first));
    }

    // The window closing while a query waits (here for another program's lock): the model's
    // destructor stops the query and waits for it, so no connection to the database is left
    // open behind it (a connection still open when the program ends is never closed).
    void destructionWaitsForTheQuery() {
        testing::ForeignLockThread lock(path_);
        QVERIFY(lock.held());
        const qsizetype before = QSqlDatabase::connectionNames().size();
        auto model = std::make_unique<OpeningTreeModel>();
        model->setDatabase(path_);
        model->setPosition(QStringLiteral("trid"),
                           QString::fromStdString(games_.front().startPosition()));
        QTRY_COMPARE(QSqlDatabase::connectionNames().size(), before + 1); // waiting for the lock
        lock.letGoAfter(200);
        model.reset();
        QVERIFY(lock.released());
        QCOMPARE(QSqlDatabase::connectionNames().size(), before - 1); // the lock's went too
    }

    void badPositionFails() {
        OpeningTreeModel model;
        QSignalSpy failed(&model, &OpeningTreeModel::failed);
        model.setDatabase(path_);
        model.setPosition(QStringLiteral("trid"), QStringLiteral("nonsense"));
        QTRY_COMPARE(failed.count(), 1);
        QVERIFY(failed.front().front().toString().contains(QStringLiteral("nonsense")));
        QCOMPARE(model.rowCount(), 0);
    }
};

QTEST_GUILESS_MAIN(TestOpeningTreeModel)
#include "TestOpeningTreeModel.moc"
