// Drag and drop in play on the main window's 2D board, beside click-click: a piece pressed is
// picked up with its targets lit, follows the pointer and plays where it is let go; let go on a
// square it cannot reach, it goes back and the status bar says why; a selected piece can be
// dragged too. Cotulenh: a stack dragged to a square several turns share asks which, and a token
// of the stack's strip dragged onto a target starts the deploy.
#include "BoardView.h"
#include "MainWindow.h"
#include "StackTokenStrip.h"
#include "StudioTestSupport.h"
#include "variant/VariantRegistry.h"

#include <QMenu>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTest>

using namespace trellis;

namespace {

QPoint at(MainWindow& w, const QString& square) {
    return w.board()->squareCentre(square).toPoint();
}

QStringList targets(MainWindow& w) {
    QStringList out;
    for (const DiagramSquare& s : w.board()->diagram().squares)
        if (s.target) out << s.name;
    return out;
}

// Press on `from`, move through a few points, let go on `to`, checking what shows on the way.
void drag(MainWindow& w, const QString& from, const QString& to,
          const std::function<void()>& midway = {}) {
    BoardView* board = w.board();
    QTest::mousePress(board, Qt::LeftButton, {}, at(w, from));
    for (int i = 1; i <= 4; ++i) {
        const QPointF p = at(w, from) + (at(w, to) - at(w, from)) * (i / 4.0);
        QTest::mouseMove(board, p.toPoint());
        if (i == 2 && midway) midway();
    }
    QTest::mouseRelease(board, Qt::LeftButton, {}, at(w, to));
}

} // namespace

class TestDragMoves : public QObject {
    Q_OBJECT

  private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void dragAndDropInChess() {
        MainWindow w;
        QVERIFY(testing::showIn2D(w));
        QVERIFY(w.newGame("chess"));
        w.board()->setAnimated(false);
        // Picked up: e2's targets lit while the pawn travels.
        drag(w, "e2", "e4", [&] { QCOMPARE(targets(w), (QStringList{"e3", "e4"})); });
        QCOMPARE(w.game()->rowCount(), 1);
        // Let go where the knight cannot go: nothing is played, and the status bar says why.
        drag(w, "g8", "g6");
        QCOMPARE(w.game()->rowCount(), 1);
        QVERIFY2(!w.statusBar()->currentMessage().isEmpty(),
                 "a drop on a square the knight cannot reach says why");
        // A piece selected by a click can be dragged; one let go where it was stays selected.
        QTest::mouseClick(w.board(), Qt::LeftButton, {}, at(w, "g8"));
        QVERIFY(targets(w).contains("f6"));
        QTest::mousePress(w.board(), Qt::LeftButton, {}, at(w, "g8"));
        QTest::mouseMove(w.board(), at(w, "f6"));
        QTest::mouseMove(w.board(), at(w, "g8"));
        QTest::mouseRelease(w.board(), Qt::LeftButton, {}, at(w, "g8"));
        QVERIFY(targets(w).contains("f6"));
        drag(w, "g8", "f6");
        QCOMPARE(w.game()->rowCount(), 2);
        // Click-click still plays.
        QTest::mouseClick(w.board(), Qt::LeftButton, {}, at(w, "d2"));
        QTest::mouseClick(w.board(), Qt::LeftButton, {}, at(w, "d4"));
        QCOMPARE(w.game()->rowCount(), 3);
        // A click on the selected piece puts it down.
        QTest::mouseClick(w.board(), Qt::LeftButton, {}, at(w, "b8"));
        QVERIFY(!targets(w).isEmpty());
        QTest::mouseClick(w.board(), Qt::LeftButton, {}, at(w, "b8"));
        QVERIFY(targets(w).isEmpty());
    }

    void dragStacksAndTokensInCotulenh() {
        MainWindow w;
        QVERIFY(testing::showIn2D(w));
        w.resize(1400, 900);
        auto v = createVariant("cotulenh");
        QVERIFY(v.value()->setPosition("6c4/1n2fh1hf2/3a2s2a1/2n1gt1tg2/2ie2m2ei/11/2i8/2IE2M2EI/"
                                       "2(NF)1GT1TG2/3A2S2A1/1N2FH1HF2/6C4 r - - 0 1"));
        w.game()->setGame(GameTree(*v.value()));
        w.board()->setAnimated(false);
        // The stack dragged to c2, where several of its turns go: the menu asks which.
        drag(w, "c4", "c2");
        QMenu* menu = w.board()->findChild<QMenu*>("choiceMenu");
        QVERIFY(menu);
        menu->close();
        QTRY_VERIFY(!w.board()->findChild<QMenu*>("choiceMenu"));
        // A token dragged from the stack's strip onto a target: the Air Force deploys there.
        QTest::mouseClick(w.board(), Qt::LeftButton, {}, at(w, "c4"));
        StackTokenStrip* strip = w.board()->stackTokens();
        QTRY_VERIFY(strip->isVisible());
        const QPoint token = strip->tokenRect(2).center();
        const QPoint target = strip->mapFrom(w.board(), at(w, "d4"));
        QTest::mousePress(strip, Qt::LeftButton, {}, token);
        QCOMPARE(w.position()->pickedStackToken(), 2); // its targets only, while it travels
        QVERIFY(targets(w).contains("d4"));
        for (int i = 1; i <= 4; ++i) QTest::mouseMove(strip, token + (target - token) * i / 4);
        QTest::mouseRelease(strip, Qt::LeftButton, {}, target);
        QVERIFY(!w.board()->findChild<QMenu*>("choiceMenu"));
        QVERIFY(w.position()->inSession());
        QVERIFY2(w.statusBar()->currentMessage().startsWith("Deploying"),
                 qPrintable(w.statusBar()->currentMessage()));
    }
};

QTEST_MAIN(TestDragMoves)
#include "TestDragMoves.moc"
