// The opening tree in the studio, used as a player would: shown from the Board menu, it lists
// the turns the database's games played in the board's position and follows the board as the
// user clicks a turn in the tree, goes back with the keys and plays on the board (a
// transposition included); the player filter and the database panel's filter narrow it; the
// turns are drawn as arrows, thicker for more games. Search Position narrows the database panel
// to the games that reach the board's position.
#include "StudioTestSupport.h"

#include "BoardView.h"
#include "DatabasePanel.h"
#include "GameDatabase.h"
#include "MainWindow.h"
#include "OpeningTreeModel.h"
#include "OpeningTreePanel.h"
#include "PositionModel.h"
#include "game/PgnReader.h"
#include "variant/VariantRegistry.h"

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QLineEdit>
#include <QScrollBar>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

using namespace trellis;

namespace {

// Five chess games; 1. Nf3 d5 2. d4 and 1. d4 d5 2. Nf3 reach the same position.
const char* const kGames = R"([White "Spock"]
[Black "Kirk"]
[Result "1-0"]

1. e4 e5 2. Nf3 Nc6 1-0

[White "Kirk"]
[Black "Spock"]
[Result "0-1"]

1. e4 c5 0-1

[White "Spock"]
[Black "Uhura"]
[Result "1/2-1/2"]

1. d4 d5 2. c4 e6 1/2-1/2

[White "Uhura"]
[Black "Kirk"]
[Result "*"]

1. Nf3 d5 2. d4 *

[White "Spock"]
[Black "Kirk"]
[Result "1-0"]

1. d4 d5 2. Nf3 Nf6 1-0
)";

// The tree's rows as "turn games", the total row last.
QStringList rows(OpeningTreeModel& tree) {
    QStringList out;
    for (int r = 0; r < tree.rowCount(); ++r)
        out << tree.index(r, OpeningTreeModel::TurnColumn).data().toString() + " " +
                   tree.index(r, OpeningTreeModel::GamesColumn).data().toString();
    return out;
}

void clickRow(QTableView* table, int row) {
    const QRect cell = table->visualRect(table->model()->index(row, 0));
    QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, cell.center());
}

void clickSquares(MainWindow& w, std::initializer_list<const char*> squares) {
    for (const char* s : squares)
        QTest::mouseClick(w.board(), Qt::LeftButton, {}, w.board()->squareCentre(s).toPoint());
}

} // namespace

class TestOpeningTree : public QObject {
    Q_OBJECT

  private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void followsTheBoard() {
        QTemporaryDir dir;
        const QString path = dir.filePath("games.trellisdb");
        {
            auto db = db::GameDatabase::open(path);
            QVERIFY(db);
            for (const PgnGame& g : PgnReader(registeredVariants()).read(kGames).games)
                QVERIFY((*db)->addGame(g.tree));
        }
        MainWindow w;
        w.resize(1400, 900);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.openDatabase(path).isEmpty());
        QVERIFY(w.newGame("chess"));
        OpeningTreeModel& tree = *w.openingTree();
        QAbstractItemModelTester tester(&tree,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAction* show = testing::menuAction(w, "Opening Tree");
        QVERIFY(show);
        show->trigger();
        auto* dock = w.findChild<QDockWidget*>("openingTreeDock");
        QVERIFY(dock->isVisible());
        QTRY_COMPARE(rows(tree), QStringList({"d4 2", "e4 2", "Nf3 1", "Total 5"}));
        QCOMPARE(w.openingTreePanel()->statusText(), QString("5 games reach this position."));
        QDir().mkpath("/tmp/trellis-diagrams");
        w.grab().save("/tmp/trellis-diagrams/opening-tree.png"); // to look at

        // The turns as arrows, the most played thickest.
        QVector<PositionModel::Arrow> arrows;
        for (const auto& a : w.position()->arrows())
            if (a.colour == PositionModel::treeArrowColour()) arrows << a;
        QCOMPARE(arrows.size(), 3);
        QCOMPARE(arrows[0].to, QString("d4"));
        QVERIFY(arrows[0].width > arrows[2].width);

        // The panel is not cramped: nothing scrolls sideways, the total row shows.
        QTableView* table = w.openingTreePanel()->table();
        QVERIFY(!table->horizontalScrollBar()->isVisible());
        QVERIFY(table->horizontalScrollBar()->maximum() == 0);
        const QRect total = table->visualRect(tree.index(tree.rowCount() - 1, 0));
        QVERIFY2(table->viewport()->rect().contains(total), "the total row is out of sight");
        const QRect bar = table->visualRect(tree.index(0, OpeningTreeModel::ResultsColumn));
        QVERIFY(table->viewport()->rect().contains(bar));

        // A click on e4 selects it: nothing is played, the board shows its arrow alone.
        clickRow(table, 1);
        QCOMPARE(w.game()->rowCount(), 0);
        arrows.clear();
        for (const auto& a : w.position()->arrows())
            if (a.colour == PositionModel::treeArrowColour()) arrows << a;
        QCOMPARE(arrows.size(), 1);
        QCOMPARE(arrows[0].to, QString("e4"));
        // A double click plays it, once; the tree follows.
        const QPoint e4 = table->visualRect(tree.index(1, 0)).center();
        QTest::mouseDClick(table->viewport(), Qt::LeftButton, {}, e4);
        QCOMPARE(w.game()->rowCount(), 1);
        QCOMPARE(w.game()->tree().children(GameTree::root()).size(), std::size_t(1));
        QTRY_COMPARE(rows(tree), QStringList({"c5 1", "e5 1", "Total 2"}));
        // Enter plays the row selected.
        clickRow(table, 0);
        QTest::keyClick(table, Qt::Key_Return);
        QCOMPARE(w.game()->rowCount(), 2);
        QTest::keyClick(w.board(), Qt::Key_Left);
        QTRY_COMPARE(rows(tree), QStringList({"c5 1", "e5 1", "Total 2"}));
        // Back with the key; forward on the board by another move order.
        QTest::keyClick(w.board(), Qt::Key_Left);
        QTRY_COMPARE(rows(tree), QStringList({"d4 2", "e4 2", "Nf3 1", "Total 5"}));
        clickSquares(w, {"g1", "f3", "d7", "d5", "d2", "d4"});
        // 1. Nf3 d5 2. d4 is the position of 1. d4 d5 2. Nf3: one game played on, one ended.
        QTRY_COMPARE(rows(tree), QStringList({"Nf6 1", "Total 2"}));
        QCOMPARE(tree.tree().endings, qint64(1));

        // Board > Search Position: the database panel shows the two games, by either order.
        DatabasePanel* panel = w.databasePanel();
        testing::menuAction(w, "Search Position")->trigger();
        QTRY_VERIFY2(panel->model()->rowCount() == 2, qPrintable(panel->noticeText()));
        QCOMPARE(panel->model()->gameId(0), qint64(4));
        QCOMPARE(panel->model()->gameId(1), qint64(5));
        QVERIFY2(panel->noticeText().contains("2 games reach"), qPrintable(panel->noticeText()));
        // The tree counts the panel's games only; Clear shows every game again.
        QTRY_COMPARE(rows(tree), QStringList({"Nf6 1", "Total 2"}));
        auto* clear = panel->findChild<QToolButton*>("databaseClearFilter");
        QVERIFY(clear->isVisible());
        clear->click();
        QTRY_COMPARE(panel->model()->rowCount(), 5);

        // Games of Spock as White, from the start.
        QTest::keyClick(w.board(), Qt::Key_Home);
        auto* side = w.openingTreePanel()->findChild<QComboBox*>("openingTreeSide");
        side->setCurrentIndex(1);
        QTest::keyClicks(w.openingTreePanel()->findChild<QLineEdit*>("openingTreePlayer"), "spock");
        QTRY_COMPARE(rows(tree), QStringList({"d4 2", "e4 1", "Total 3"}));
        // The database panel's filter narrows it too.
        db::GameFilter won;
        won.result = "1-0";
        w.databasePanel()->setFilter(won);
        QTRY_COMPARE(rows(tree), QStringList({"d4 1", "e4 1", "Total 2"}));

        // Behind the Analysis tab, the tree leaves the board alone; in front again, it draws.
        const auto treeArrows = [&w] {
            int n = 0;
            for (const auto& a : w.position()->arrows())
                n += a.colour == PositionModel::treeArrowColour();
            return n;
        };
        QTRY_VERIFY(treeArrows() > 0);
        auto* analysis = w.findChild<QDockWidget*>("analysisDock");
        QVERIFY(analysis);
        analysis->show();
        analysis->raise();
        QTRY_COMPARE(treeArrows(), 0);
        dock->raise();
        QTRY_VERIFY(treeArrows() > 0);

        // Hidden, the tree leaves the board alone.
        dock->hide();
        for (const auto& a : w.position()->arrows())
            QVERIFY(a.colour != PositionModel::treeArrowColour());
    }
};

QTEST_MAIN(TestOpeningTree)
#include "TestOpeningTree.moc"
