// The solve mode in the 3D view (xvfb-run): a Tri-D puzzle solved by clicks on the 3D boards,
// the same input path as normal play; a wrong click turn is refused there too. Without a
// display it skips (fails under CI=true).
#include "GameFiles.h"
#include "MainWindow.h"
#include "PuzzleSession.h"
#include "SolvePanel.h"
#include "StudioTestSupport.h"
#include "Viewport.h"
#include "variant/VariantRegistry.h"

#include <Qt3DExtras/Qt3DWindow>

#include <QGuiApplication>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace trellis;

namespace {

QWindow* window3D() {
    for (QWindow* w : QGuiApplication::allWindows())
        if (qobject_cast<Qt3DExtras::Qt3DWindow*>(w) && w->isVisible()) return w;
    return nullptr;
}

// A turn whose two clicks no other legal turn shares, on squares the view shows (from above).
std::vector<Turn> clickableTurns(Variant& board, Viewport* view) {
    return testing::clickableTurns(board, [view](const StepClicks& c) {
        return view->hitAt(view->squareOnScreen(c.fromSquare)).squareId == c.fromSquare &&
               view->hitAt(view->squareOnScreen(c.toSquare)).squareId == c.toSquare;
    });
}

void clickTurn3D(MainWindow& w, const Turn& turn) {
    Viewport* view = w.solvePanel()->viewport();
    const std::unique_ptr<Variant> board =
        w.puzzleSession()->game()->tree().variantAt(w.puzzleSession()->game()->currentNode());
    const StepClicks c = board->clicksOf(turn, board->clickedStep(turn, 0));
    for (int square : {c.fromSquare, c.toSquare}) {
        const QPointF at = view->squareOnScreen(square);
        QVERIFY(!at.isNull());
        QCOMPARE(view->hitAt(at).squareId, square);
        QTest::mouseClick(window3D(), Qt::LeftButton, {}, at.toPoint());
    }
}

} // namespace

class TestPuzzleSolve3D : public QObject {
    Q_OBJECT

  private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        TRELLIS_REQUIRE_3D_VIEW("solving in the 3D view");
    }

    void solveIn3D() {
        QTemporaryDir dir;
        MainWindow w;
        w.resize(1400, 900);
        QVERIFY(w.setViewMode("3d").isEmpty());
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.openDatabase(dir.filePath("r.trellisdb"), true).isEmpty());
        // The studio's own 3D view, from above, tells which squares a click reaches.
        QVERIFY(w.newGame("trid"));
        QTRY_VERIFY(w.viewport()->scene());
        w.viewport()->setCameraPreset(Viewport::Preset::Top, false);
        QTest::qWait(100);
        const std::unique_ptr<Variant> start = createVariant("trid").value()->clone();
        std::unique_ptr<Variant> board = start->clone();
        GameTree puzzle(*start);
        puzzle.setTag("SetUp", "1");
        puzzle.setTag("FEN", start->position());
        puzzle.setTag("Goal", "win");
        NodeId at = GameTree::root();
        for (int i = 0; i < 3; ++i) {
            const Turn t = clickableTurns(*board, w.viewport())[std::size_t(i + 1)];
            at = *puzzle.addTurn(at, t);
            board->makeTurn(t);
        }
        QVERIFY(w.solvePuzzles({puzzle}).isEmpty());
        PuzzleSession* session = w.puzzleSession();
        session->setDefenceDelay(30);
        Viewport* view = w.solvePanel()->viewport();
        QVERIFY(view);
        QVERIFY(!w.solvePanel()->board());
        QTRY_VERIFY(view->scene());
        // The 3D view on screen (a screenshot's) is the puzzle's, not the game's waiting one.
        QCOMPARE(w.shownViewport(), view);
        view->setCameraPreset(Viewport::Preset::Top, false);
        QTest::qWait(100);
        const std::vector<NodeId> line = puzzle.mainLine();
        // A wrong turn is refused.
        const std::vector<Turn> first = clickableTurns(*start, view);
        clickTurn3D(w, first[0] == puzzle.turn(line[0]) ? first[2] : first[0]);
        QCOMPARE(session->misses(), 1);
        QTRY_COMPARE(session->state(), PuzzleSession::State::SolverToMove);
        QCOMPARE(session->game()->currentNode(), GameTree::root());
        // The line: the defence answers.
        clickTurn3D(w, puzzle.turn(line[0]));
        QTRY_COMPARE(session->game()->tree().ply(session->game()->currentNode()), 2);
        QTRY_COMPARE(session->state(), PuzzleSession::State::SolverToMove);
        QTest::qWait(50);
        clickTurn3D(w, puzzle.turn(line[2]));
        QCOMPARE(session->state(), PuzzleSession::State::Solved);
        w.leavePuzzles();
        QVERIFY(w.viewport() && w.viewport()->isVisible());
    }
};

QTEST_MAIN(TestPuzzleSolve3D)
#include "TestPuzzleSolve3D.moc"
