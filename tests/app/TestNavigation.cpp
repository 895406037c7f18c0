// Getting around a game as a user does: the navigation bar under the board (first, previous,
// next, last, flip, the turn shown), the wheel over the 2D board and over the move list, Ctrl+Y
// for redo next to Ctrl+Shift+Z, and the arrow keys stepping through the turns.
#include "BoardView.h"
#include "MainWindow.h"
#include "MoveListView.h"
#include "NavigationBar.h"
#include "StudioTestSupport.h"

#include <QLabel>
#include <QStandardPaths>
#include <QTest>
#include <QToolButton>

using namespace trellis;

class TestNavigation : public QObject {
    Q_OBJECT

  private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void navigationBarStepsAndFlips() {
        MainWindow w;
        QVERIFY(testing::showIn2D(w));
        QVERIFY(w.openSample("trid-sample.pgn").isEmpty());
        NavigationBar* bar = w.navigationBar();
        QVERIFY(bar && bar->isVisible());
        // Under the board.
        QVERIFY(bar->mapTo(&w, QPoint(0, 0)).y() >=
                w.board()->mapTo(&w, QPoint(0, w.board()->height())).y() - 1);
        const GameTree& tree = w.game()->tree();
        // The game opens at its start; Last goes to its end.
        QCOMPARE(w.game()->currentNode(), GameTree::root());
        QTest::mouseClick(button(w, "lastButton"), Qt::LeftButton);
        const int end = tree.ply(w.game()->currentNode());
        QVERIFY(end > 4);
        QVERIFY(!button(w, "nextButton")->isEnabled());
        QTest::mouseClick(button(w, "firstButton"), Qt::LeftButton);
        QCOMPARE(w.game()->currentNode(), GameTree::root());
        QCOMPARE(turnLabel(w), QString("Start  0/%1").arg(end));
        QVERIFY(!button(w, "previousButton")->isEnabled());
        QTest::mouseClick(button(w, "nextButton"), Qt::LeftButton);
        QTest::mouseClick(button(w, "nextButton"), Qt::LeftButton);
        QCOMPARE(tree.ply(w.game()->currentNode()), 2);
        QVERIFY2(turnLabel(w).startsWith("1… ") && turnLabel(w).endsWith(QString("2/%1").arg(end)),
                 qPrintable(turnLabel(w)));
        QTest::mouseClick(button(w, "previousButton"), Qt::LeftButton);
        QCOMPARE(tree.ply(w.game()->currentNode()), 1);
        QVERIFY(turnLabel(w).startsWith("1. "));
        QTest::mouseClick(button(w, "lastButton"), Qt::LeftButton);
        QCOMPARE(tree.ply(w.game()->currentNode()), end);
        const bool flipped = w.board()->flipped();
        QTest::mouseClick(button(w, "flipButton"), Qt::LeftButton);
        QCOMPARE(w.board()->flipped(), !flipped);
        QTest::mouseClick(button(w, "flipButton"), Qt::LeftButton);
        QCOMPARE(w.board()->flipped(), flipped);
    }
    void wheelOverBoardAndMoveListStepsThroughTurns() {
        MainWindow w;
        QVERIFY(testing::showIn2D(w));
        QVERIFY(w.openSample("trid-sample.pgn").isEmpty());
        QTest::keyClick(&w, Qt::Key_End); // the game opens at its start
        const GameTree& tree = w.game()->tree();
        const int end = tree.ply(w.game()->currentNode());
        QVERIFY(end > 3);
        wheel(w.board(), 120); // away from the user: back
        QCOMPARE(tree.ply(w.game()->currentNode()), end - 1);
        wheel(w.board(), 240);
        QCOMPARE(tree.ply(w.game()->currentNode()), end - 3);
        wheel(w.moveList()->viewport(), -120); // towards the user: forward
        QCOMPARE(tree.ply(w.game()->currentNode()), end - 2);
        // A touchpad's small steps add up to one notch.
        wheel(w.moveList()->viewport(), 60);
        QCOMPARE(tree.ply(w.game()->currentNode()), end - 2);
        wheel(w.moveList()->viewport(), 60);
        QCOMPARE(tree.ply(w.game()->currentNode()), end - 3);
    }
    void ctrlYRedoesAndArrowKeysStep() {
        MainWindow w;
        QVERIFY(testing::showIn2D(w));
        QVERIFY(w.newGame("trid"));
        QTest::mouseClick(w.board(), Qt::LeftButton, {}, w.board()->squareCentre("b2W").toPoint());
        QTest::mouseClick(w.board(), Qt::LeftButton, {}, w.board()->squareCentre("b4N").toPoint());
        QCOMPARE(w.game()->rowCount(), 1);
        QTest::keyClick(&w, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(w.game()->rowCount(), 0);
        QTest::keyClick(&w, Qt::Key_Y, Qt::ControlModifier);
        QCOMPARE(w.game()->rowCount(), 1);
        QTest::keyClick(&w, Qt::Key_Z, Qt::ControlModifier);
        QTest::keyClick(&w, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(w.game()->rowCount(), 1);
        QTest::keyClick(&w, Qt::Key_Left);
        QCOMPARE(w.game()->currentNode(), GameTree::root());
        QTest::keyClick(&w, Qt::Key_Right);
        QVERIFY(w.game()->currentNode() != GameTree::root());
    }

  private:
    static QToolButton* button(MainWindow& w, const char* name) {
        return w.navigationBar()->findChild<QToolButton*>(name);
    }
    static QString turnLabel(MainWindow& w) {
        return w.navigationBar()->findChild<QLabel*>("turnLabel")->text();
    }
    static void wheel(QWidget* widget, int delta) {
        const QPointF at(widget->width() / 2.0, widget->height() / 2.0);
        QWheelEvent e(at, widget->mapToGlobal(at), QPoint(), QPoint(0, delta), Qt::NoButton,
                      Qt::NoModifier, Qt::NoScrollPhase, false);
        QApplication::sendEvent(widget, &e);
    }
};

QTEST_MAIN(TestNavigation)
#include "TestNavigation.moc"
