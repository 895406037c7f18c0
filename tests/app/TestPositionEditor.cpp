// The position editor as a user drives it on the real main window: Edit > Set Up Position…,
// the palette, clicks, drags and right clicks on the board, stacks and heroic flags
// (Cotulenh), attack boards (Tri-D), side to move, rights, flip, undo and redo, the position
// string field, validation messages, Done and Cancel. The position string is checked after
// every operation; edited positions go round through their strings. A window closed in the
// editor leaves nothing behind.
#include "BoardView.h"
#include "EditorBoard.h"
#include "MainWindow.h"
#include "PiecePalette.h"
#include "PositionEditor.h"
#include "PositionEditorModel.h"
#include "variant/VariantRegistry.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDockWidget>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QPointer>
#include <QPushButton>
#include <QStandardPaths>
#include <QTest>
#include <QToolBar>

using namespace trellis;

namespace {

// A main window with a new game of `variant`, shown, with the editor open.
struct Studio {
    MainWindow window;
    PositionEditor* editor = nullptr;

    explicit Studio(const QString& variant) {
        window.resize(1280, 860);
        window.newGame(variant);
        window.show();
        window.activateWindow();
        if (!QTest::qWaitForWindowActive(&window)) qFatal("window not active");
        window.findChild<QAction*>("setUpPositionAction")->trigger();
        editor = window.positionEditor();
        if (!editor) qFatal("no editor");
    }
    EditorBoard* board() { return editor->board(); }
    QString text() { return editor->positionField()->text(); }
    QString position() { return editor->model()->position(); }
    QString problems() { return editor->problemsLabel()->text(); }
    void button(const char* name) {
        QTest::mouseClick(editor->findChild<QPushButton*>(name), Qt::LeftButton);
    }
    // Picks a palette piece (a second pick of the same one drops it).
    void pick(const QString& token) {
        QWidget* b = editor->palette()->button(token);
        if (!b) qFatal("no palette button %s", qPrintable(token));
        QTest::mouseClick(b, Qt::LeftButton);
    }
    QPoint at(const QString& square) {
        const QPointF p = board()->squareCentre(square);
        if (p.isNull()) qFatal("no square %s", qPrintable(square));
        return p.toPoint();
    }
    QPoint atPin(const QString& pin) {
        const QPointF p = board()->pinCentre(pin);
        if (p.isNull()) qFatal("no pin %s", qPrintable(pin));
        return p.toPoint();
    }
    void click(const QString& square, Qt::MouseButton b = Qt::LeftButton) {
        QTest::mouseClick(board(), b, {}, at(square));
    }
    void drag(QPoint from, QPoint to) {
        QTest::mousePress(board(), Qt::LeftButton, {}, from);
        QTest::mouseMove(board(), (from + to) / 2);
        QTest::mouseMove(board(), to);
        QTest::mouseRelease(board(), Qt::LeftButton, {}, to);
    }
    // A check box is hit on its box and label, which its left end always holds.
    void tick(QCheckBox* box) {
        QTest::mouseClick(box, Qt::LeftButton, {}, QPoint(6, box->height() / 2));
    }
    void typePosition(const QString& text) {
        QLineEdit* field = editor->positionField();
        field->setFocus();
        field->selectAll();
        QTest::keyClicks(field, text);
        QTest::keyClick(field, Qt::Key_Return);
    }
    void shot(const char* name) {
        if (!qEnvironmentVariableIsSet("TRELLIS_TEST_SHOTS")) return;
        QCoreApplication::processEvents(); // widgets added to layouts show on the next pass
        window.grab().save(QString("/tmp/%1.png").arg(name));
    }
};

// A valid position string loads on a board of the variant and prints the same.
void checkRoundTrip(const QString& variant, const QString& position) {
    auto board = createVariant(variant.toStdString());
    QVERIFY(board);
    QVERIFY2(board.value()->setPosition(position.toStdString()), qPrintable(position));
    QCOMPARE(QString::fromStdString(board.value()->position()), position);
}

} // namespace

class TestPositionEditor : public QObject {
    Q_OBJECT

  private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    // A window closed while the editor shows: the game's boards, waiting outside the window,
    // go with it (they showed its models, which are gone).
    void closingTheWindowInTheEditorLeavesNothing() {
        QPointer<QWidget> boards;
        {
            MainWindow w;
            w.show();
            w.findChild<QAction*>("setUpPositionAction")->trigger();
            QVERIFY(w.positionEditor());
            boards = w.board()->window(); // out of the window while the editor shows
            QVERIFY(boards && boards != &w);
        }
        QVERIFY(boards.isNull());
    }

    // The side panel keeps still: Clear Board (no rights left) moves no button, nor does the
    // verdict line that Verify brings.
    void sidePanelKeepsStill() {
        Studio s("chess");
        const auto places = [&s] {
            QStringList out;
            for (const char* name : {"clear", "start", "flip", "undo", "verifyPuzzle", "savePuzzle",
                                     "addPuzzle", "done", "cancel"}) {
                auto* b = s.editor->findChild<QPushButton*>(name);
                const QRect r(b->mapTo(&s.window, QPoint(0, 0)), b->size());
                out << QString("%1 %2,%3 %4x%5")
                           .arg(name)
                           .arg(r.x())
                           .arg(r.y())
                           .arg(r.width())
                           .arg(r.height());
            }
            return out;
        };
        QCoreApplication::processEvents();
        const QStringList start = places();
        s.button("clear");
        QVERIFY(s.editor->findChild<QCheckBox*>("right-K") == nullptr);
        QCoreApplication::processEvents();
        QCOMPARE(places(), start);
        s.typePosition("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1");
        QCoreApplication::processEvents();
        QCOMPARE(places(), start);
        s.button("verifyPuzzle");
        auto* verdict = s.editor->findChild<QLabel*>("puzzleVerdict");
        QTRY_VERIFY(!verdict->text().isEmpty() && verdict->text() != "Verifying…");
        QCoreApplication::processEvents();
        QCOMPARE(places(), start);
    }

    void chessPlaceMoveRemoveRightsUndoDone() {
        Studio s("chess");
        QCOMPARE(s.text(), QString("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"));
        QVERIFY(!s.window.menuBar()->isEnabled());
        QVERIFY(s.problems().contains("ready"));
        s.button("clear");
        QCOMPARE(s.text(), QString("8/8/8/8/8/8/8/8 w - - 0 1"));
        QVERIFY2(s.problems().contains("White has no King"), qPrintable(s.problems()));
        QVERIFY(!s.editor->doneButton()->isEnabled());
        s.pick("K");
        s.click("e1");
        s.pick("k");
        s.click("e8");
        s.pick("R");
        s.click("h1");
        QCOMPARE(s.text(), QString("4k3/8/8/8/8/8/8/4K2R w - - 0 1"));
        QVERIFY(s.problems().contains("ready"));
        // Castling is offered once king and rook are at home.
        QVERIFY(s.editor->rightBox("K"));
        QVERIFY(!s.editor->rightBox("Q"));
        s.tick(s.editor->rightBox("K"));
        QCOMPARE(s.text(), QString("4k3/8/8/8/8/8/8/4K2R w K - 0 1"));
        // Dragging the king away takes the right with it.
        s.drag(s.at("e1"), s.at("d1"));
        QCOMPARE(s.text(), QString("4k3/8/8/8/8/8/8/3K3R w - - 0 1"));
        s.click("h1", Qt::RightButton);
        QCOMPARE(s.text(), QString("4k3/8/8/8/8/8/8/3K4 w - - 0 1"));
        // Dragged off the board, a piece goes.
        s.pick("R"); // drops the pick
        s.pick("Q");
        s.click("a5");
        QCOMPARE(s.text(), QString("4k3/8/8/Q7/8/8/8/3K4 w - - 0 1"));
        s.drag(s.at("a5"), QPoint(2, s.at("a5").y()));
        QCOMPARE(s.text(), QString("4k3/8/8/8/8/8/8/3K4 w - - 0 1"));
        QComboBox* side = s.editor->sideToMove();
        side->setFocus();
        QTest::keyClick(side, Qt::Key_Down);
        QCOMPARE(s.text(), QString("4k3/8/8/8/8/8/8/3K4 b - - 0 1"));
        // Undo and redo, by keys and buttons.
        s.board()->setFocus();
        QTest::keyClick(&s.window, Qt::Key_Z, Qt::ControlModifier);
        // A button's shortcut clicks it after a short animation.
        QTRY_COMPARE(s.text(), QString("4k3/8/8/8/8/8/8/3K4 w - - 0 1"));
        s.button("redo");
        QCOMPARE(s.text(), QString("4k3/8/8/8/8/8/8/3K4 b - - 0 1"));
        s.button("undo");
        // Validation as you edit: a pawn on its own first rank is unreachable, allowed for
        // compositions; a white pawn on the eighth rank never is.
        s.pick("P");
        s.click("a1");
        QCOMPARE(s.text(), QString("4k3/8/8/8/8/8/8/P2K4 w - - 0 1"));
        QVERIFY2(s.problems().contains("a pawn on a1, its own first rank"),
                 qPrintable(s.problems()));
        QVERIFY(!s.editor->doneButton()->isEnabled());
        s.tick(s.editor->allowUnreachable());
        QVERIFY(s.problems().contains("ready"));
        QVERIFY(s.editor->doneButton()->isEnabled());
        s.click("h8");
        QVERIFY2(s.problems().contains("no pawn can stand"), qPrintable(s.problems()));
        s.click("h8", Qt::RightButton);
        s.shot("editor-chess");
        QCOMPARE(s.text(), QString("4k3/8/8/8/8/8/8/P2K4 w - - 0 1"));
        s.button("done");
        QVERIFY(!s.window.positionEditor());
        QVERIFY(s.window.menuBar()->isEnabled());
        QCOMPARE(QString::fromStdString(s.window.game()->tree().startPosition()),
                 QString("4k3/8/8/8/8/8/8/P2K4 w - - 0 1"));
        checkRoundTrip("chess", "4k3/8/8/8/8/8/8/P2K4 w - - 0 1");
    }

    void flipAndPasteAndCancel() {
        Studio s("chess");
        const QString start = s.text();
        // The editor has the whole window: the docks and tool bars come back when it closes.
        auto* moves = s.window.findChild<QDockWidget*>("movesDock");
        auto* glyphs = s.window.findChild<QToolBar*>("glyphToolBar");
        QVERIFY(!moves->isVisible() && !glyphs->isVisible());
        const QPoint e1 = s.at("e1");
        s.button("flip");
        QVERIFY(s.board()->flipped());
        QVERIFY(s.at("e1") != e1);
        // Clicks follow the flipped board.
        s.pick("Q");
        s.click("d4");
        QCOMPARE(s.text(), QString("rnbqkbnr/pppppppp/8/8/3Q4/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"));
        // A typed or pasted position string loads; a broken one says why and changes nothing.
        s.typePosition("8/8/8/3k4/8/8/8/3K4 b - - 0 1");
        QCOMPARE(s.position(), QString("8/8/8/3k4/8/8/8/3K4 b - - 0 1"));
        s.typePosition("8/8/8/3k4 w");
        QCOMPARE(s.position(), QString("8/8/8/3k4/8/8/8/3K4 b - - 0 1"));
        QVERIFY(!s.editor->findChildren<QLabel*>().isEmpty());
        s.button("start");
        QCOMPARE(s.text(), start);
        s.button("clear");
        s.button("cancel");
        QVERIFY(!s.window.positionEditor());
        QVERIFY(moves->isVisible() && glyphs->isVisible());
        QCOMPARE(QString::fromStdString(s.window.game()->tree().startPosition()), start);
        QCOMPARE(s.window.game()->tree().startPosition(),
                 createVariant("chess").value()->startPosition());
    }

    void cotulenhStacksHeroicTerrainAndCounts() {
        Studio s("cotulenh");
        s.button("clear");
        QCOMPARE(s.text(), QString("11/11/11/11/11/11/11/11/11/11/11/11 r - - 0 1"));
        QVERIFY2(s.problems().contains("Red has no Commander"), qPrintable(s.problems()));
        s.pick("C");
        s.click("g1");
        s.pick("c");
        s.click("f12");
        // A second Commander is refused; so is a Navy on land.
        s.click("e12");
        s.pick("N");
        s.click("f5");
        QCOMPARE(s.text(), QString("5c5/11/11/11/11/11/11/11/11/11/11/6C4 r - - 0 1"));
        // A piece dropped on a friendly one stacks when the stack is legal.
        s.pick("T");
        s.click("f2");
        s.pick("I");
        s.click("f2");
        QCOMPARE(s.text(), QString("5c5/11/11/11/11/11/11/11/11/11/5(TI)5/6C4 r - - 0 1"));
        // Heroic: a double click, or the palette's heroic switch.
        QTest::mouseDClick(s.board(), Qt::LeftButton, {}, s.at("f2"));
        QCOMPARE(s.text(), QString("5c5/11/11/11/11/11/11/11/11/11/5(+TI)5/6C4 r - - 0 1"));
        s.pick("I"); // drops the pick
        s.tick(s.editor->heroic());
        s.pick("T");
        s.click("c3");
        s.pick("T");
        s.tick(s.editor->heroic());
        s.pick("T");
        s.click("d3");
        QCOMPARE(s.text(), QString("5c5/11/11/11/11/11/11/11/11/2+TT7/5(+TI)5/6C4 r - - 0 1"));
        QVERIFY2(s.problems().contains("too many Tank pieces for one side: Red has 3, at most 2"),
                 qPrintable(s.problems()));
        // The stack moves whole.
        s.drag(s.at("f2"), s.at("h4"));
        QCOMPARE(s.text(), QString("5c5/11/11/11/11/11/11/11/7(+TI)3/2+TT7/11/6C4 r - - 0 1"));
        s.click("d3", Qt::RightButton);
        QVERIFY(s.problems().contains("ready"));
        s.shot("editor-cotulenh");
        QVERIFY(s.editor->doneButton()->isEnabled());
        s.button("done");
        QVERIFY(!s.window.positionEditor());
        QCOMPARE(QString::fromStdString(s.window.game()->tree().startPosition()),
                 QString("5c5/11/11/11/11/11/11/11/7(+TI)3/2+T8/11/6C4 r - - 0 1"));
        checkRoundTrip("cotulenh", "5c5/11/11/11/11/11/11/11/7(+TI)3/2+T8/11/6C4 r - - 0 1");
    }

    void tridBoardsAndRights() {
        Studio s("trid");
        const QString start = s.text();
        QVERIFY(start.contains("QL1w:PP/RQ"));
        // A board taken away goes with its pieces; a click on the free pin puts an empty one
        // of the chosen owner back.
        QTest::mouseClick(s.board(), Qt::RightButton, {}, s.atPin("QL1"));
        QVERIFY2(!s.text().contains("QL1"), qPrintable(s.text()));
        // Black has two boards already: a third is refused.
        s.editor->boardOwner()->setCurrentIndex(1);
        s.board()->setBoardOwner(1);
        QTest::mouseClick(s.board(), Qt::LeftButton, {}, s.atPin("QL1"));
        QVERIFY(!s.text().contains("QL1"));
        s.editor->boardOwner()->setCurrentIndex(0);
        s.board()->setBoardOwner(0);
        QTest::mouseClick(s.board(), Qt::LeftButton, {}, s.atPin("QL1"));
        QVERIFY2(s.text().contains("QL1w:2/2"), qPrintable(s.text()));
        // A click on a board gives it to the other side, once that side has room for it.
        QTest::mouseClick(s.board(), Qt::RightButton, {}, s.atPin("QL6"));
        QVERIFY2(!s.text().contains("QL6"), qPrintable(s.text()));
        QTest::mouseClick(s.board(), Qt::LeftButton, {}, s.atPin("QL1"));
        QVERIFY2(s.text().contains("QL1b:2/2"), qPrintable(s.text()));
        // A board dragged to a free pin moves there with its pieces.
        s.drag(s.atPin("KL1"), s.atPin("KL2"));
        QVERIFY2(s.text().contains("KL2w:PP/KR") && !s.text().contains("KL1"),
                 qPrintable(s.text()));
        s.button("undo");
        QVERIFY(s.text().contains("KL1w:PP/KR"));
        // Castling rights switch off and on.
        QVERIFY(s.editor->rightBox("K")->isChecked());
        s.tick(s.editor->rightBox("K"));
        QVERIFY2(s.text().contains(" w Qkq "), qPrintable(s.text()));
        s.shot("editor-trid");
        // Pieces on the main boards.
        s.button("clear");
        s.pick("K");
        s.click("a1W");
        s.pick("k");
        s.click("d8B");
        QVERIFY2(s.text().startsWith("W:4/4/4/K3|N:4/4/4/4|B:3k/4/4/4"), qPrintable(s.text()));
        const QString edited = s.text();
        s.button("done");
        QCOMPARE(QString::fromStdString(s.window.game()->tree().startPosition()), edited);
        checkRoundTrip("trid", edited);
    }
};

QTEST_MAIN(TestPositionEditor)
#include "TestPositionEditor.moc"
