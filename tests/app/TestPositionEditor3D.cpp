// The position editor in the 3D view, as a user drives it: with the window in 3D, Edit > Set
// Up Position… shows the position being set up in 3D; a click puts the palette's piece on the
// square under the mouse, a right click takes it away, and with no piece chosen a click picks a
// piece up and the next puts it down elsewhere. In every variant.
#include "Checked.h"
#include "StudioTestSupport.h"

#include "DiagramPainter.h"
#include "EditorBoard.h"
#include "EditorView3D.h"
#include "PiecePalette.h"
#include "PositionEditor.h"
#include "PositionEditorModel.h"
#include "variant/VariantRegistry.h"

#include <QPushButton>
#include <QStandardPaths>
#include <Qt3DExtras/Qt3DWindow>
#include <QtTest>

using namespace trellis;

namespace {

// The piece the editor's board shows on a square ("" when empty).
QString pieceOn(PositionEditor* editor, const QString& square) {
    for (const DiagramSquare& s : editor->board()->diagram().squares)
        if (s.name == square) return s.piece;
    return "?";
}

// The 3D view's window that is on screen (the studio's own waits hidden under the editor).
QWindow* window3D() {
    QWindow* shown = nullptr;
    for (QWindow* w : QGuiApplication::allWindows())
        if (qobject_cast<Qt3DExtras::Qt3DWindow*>(w) && w->isVisible()) shown = w;
    return shown;
}

} // namespace

class TestPositionEditor3D : public QObject {
    Q_OBJECT

  private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        TRELLIS_REQUIRE_3D_VIEW("the position editor in 3D");
    }

    void editsByClicksIn3D_data() {
        QTest::addColumn<QString>("variant");
        QTest::addColumn<QString>("empty");    // an empty square to put a piece on
        QTest::addColumn<QString>("occupied"); // a square with a piece to move...
        QTest::addColumn<QString>("target");   // ...to this empty one
        QTest::addColumn<QString>("token");    // a palette piece for the empty square
        QTest::newRow("chess") << "chess"
                               << "e4"
                               << "b1"
                               << "c3"
                               << "Q";
        QTest::newRow("trid") << "trid"
                              << "b4N"
                              << "b1W"
                              << "c4N"
                              << "Q";
        QTest::newRow("cotulenh") << "cotulenh"
                                  << "f6"
                                  << "e4"
                                  << "e6"
                                  << "I";
    }

    void editsByClicksIn3D() {
        QFETCH(QString, variant);
        QFETCH(QString, empty);
        QFETCH(QString, occupied);
        QFETCH(QString, target);
        QFETCH(QString, token);
        MainWindow w;
        w.resize(1400, 900);
        QVERIFY(w.setViewMode("3d").isEmpty());
        QVERIFY(w.newGame(variant));
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.findChild<QAction*>("setUpPositionAction")->trigger();
        PositionEditor* editor = w.positionEditor();
        QVERIFY(editor);
        QVERIFY(editor->view3D());
        QVERIFY(!editor->board()->isVisible());
        Viewport* view = editor->view3D()->viewport();
        QTRY_VERIFY(view->scene());
        view->setCameraPreset(Viewport::Preset::Top, false);
        QTest::qWait(50);
        auto board = createVariant(variant.toStdString());
        // A point of the view where the square itself is hit (a square's screen point is the
        // middle of a piece standing there, which may lie over the square behind it).
        auto clickOn = [&](const QString& square, Qt::MouseButton button) {
            const int id = board.value()->squareId(square.toStdString());
            const QPointF centre = view->squareOnScreen(id);
            QVERIFY2(!centre.isNull(), qPrintable(square + " is off screen"));
            QPointF at = centre;
            for (int r = 0; r <= 40 && view->hitAt(at).squareId != id; r += 4)
                for (int dy = -r; dy <= r && view->hitAt(at).squareId != id; dy += 4)
                    for (int dx = -r; dx <= r && view->hitAt(at).squareId != id; dx += 4)
                        at = centre + QPointF(dx, dy);
            QVERIFY2(view->hitAt(at).squareId == id, qPrintable("no point hits " + square));
            QTest::mouseClick(window3D(), button, {}, at.toPoint());
        };
        QVERIFY(window3D());

        // The palette's first piece goes where the click is, and a right click takes it away.
        QTest::mouseClick(editor->palette()->button(token), Qt::LeftButton);
        TRELLIS_CHECKED(clickOn(empty, Qt::LeftButton));
        QCOMPARE(pieceOn(editor, empty), token);
        TRELLIS_CHECKED(clickOn(empty, Qt::RightButton));
        QCOMPARE(pieceOn(editor, empty), QString());

        // With no piece chosen: pick one up, put it down.
        QTest::mouseClick(editor->palette()->button(token), Qt::LeftButton); // chosen no more
        const QString moved = pieceOn(editor, occupied);
        QVERIFY(!moved.isEmpty());
        TRELLIS_CHECKED(clickOn(occupied, Qt::LeftButton));
        QCOMPARE(editor->view3D()->pickedSquare(), board.value()->squareId(occupied.toStdString()));
        TRELLIS_CHECKED(clickOn(target, Qt::LeftButton));
        QCOMPARE(pieceOn(editor, target), moved);
        QCOMPARE(pieceOn(editor, occupied), QString());
        // Undo brings the piece back, and the 3D view shows the edited position throughout.
        QTest::mouseClick(editor->findChild<QPushButton*>("undo"), Qt::LeftButton);
        QCOMPARE(pieceOn(editor, occupied), moved);
        QTRY_VERIFY(
            view->hitAt(view->squareOnScreen(board.value()->squareId(occupied.toStdString())))
                .squareId >= 0);
        QTest::mouseClick(editor->cancelButton(), Qt::LeftButton);
        QVERIFY(!w.positionEditor());
    }
};

QTEST_MAIN(TestPositionEditor3D)
#include "TestPositionEditor3D.moc"
