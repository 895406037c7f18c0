// The position editor in the 3D view, as a user drives it: with the window in 3D, Edit > Set
// Up Position… shows the position being set up in 3D; a click puts the palette's piece on the
// square under the mouse, a right click takes it away, and with no piece chosen a click picks a
// piece up and the next puts it down elsewhere. In every variant. The window's picture holds the
// editor's 3D rendering.
#include "Checked.h"
#include "StudioTestSupport.h"

#include "BoardScene.h"
#include "DiagramPainter.h"
#include "EditorBoard.h"
#include "EditorView3D.h"
#include "PiecePalette.h"
#include "PositionEditor.h"
#include "PositionEditorModel.h"
#include "variant/VariantRegistry.h"

#include <QComboBox>
#include <QPushButton>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTest>
#include <Qt3DExtras/Qt3DWindow>
#include <cmath>

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

// Shows `w` in 3D (or `mode`) with a new game of `variant`, then Edit > Set Up Position…
void openEditorIn3D(MainWindow& w, const QString& variant, const QString& mode = "3d") {
    QVERIFY(w.setViewMode(mode).isEmpty());
    QVERIFY(w.newGame(variant));
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.findChild<QAction*>("setUpPositionAction")->trigger();
    QVERIFY(w.positionEditor() && w.positionEditor()->view3D());
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
        TRELLIS_CHECKED(openEditorIn3D(w, variant));
        PositionEditor* editor = w.positionEditor();
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
        // Flip turns the 3D board to the other side's view.
        const float yaw = view->cameraPose().yaw;
        QTest::mouseClick(editor->findChild<QPushButton*>("flip"), Qt::LeftButton);
        QVERIFY(std::abs(view->cameraPose().yaw - yaw) > 90);
        QTest::mouseClick(editor->cancelButton(), Qt::LeftButton);
        QVERIFY(!w.positionEditor());
    }

    // Tri-D's attack boards in 3D: a right click takes one away, a click on its free pin puts
    // one of the chosen owner back, a click on it gives it to the other side.
    void attackBoardsIn3D() {
        MainWindow w;
        w.resize(1400, 900);
        TRELLIS_CHECKED(openEditorIn3D(w, "trid"));
        PositionEditor* editor = w.positionEditor();
        Viewport* view = editor->view3D()->viewport();
        QTRY_VERIFY(view->scene());
        view->setCameraPreset(Viewport::Preset::FirstPlayer, false);
        QTest::qWait(50);
        // A point of the view that hits the pin (its board, or the free pin).
        auto pinPoint = [&](const QString& pin) {
            for (int y = 0; y < view->height(); y += 5)
                for (int x = 0; x < view->width(); x += 5) {
                    const DiagramHit hit = view->hitAt(QPointF(x, y));
                    if (hit.kind == DiagramHit::Kind::Board && hit.pin == pin) return QPoint(x, y);
                }
            return QPoint(-1, -1);
        };
        const auto owner = [&] {
            const QRegularExpression board("QL1([wb])");
            const auto m = board.match(editor->model()->position());
            return m.hasMatch() ? m.captured(1) : QString();
        };
        QCOMPARE(owner(), QString("w"));
        QPoint at = pinPoint("QL1");
        QVERIFY2(at.x() >= 0, "no point of the 3D view hits the board on QL1");
        QTest::mouseClick(window3D(), Qt::RightButton, {}, at);
        QCOMPARE(owner(), QString());
        // The free pin: a board of the owner chosen for new boards (each side has two at most).
        editor->boardOwner()->setCurrentIndex(1);
        emit editor->boardOwner()->activated(1);
        QTest::mouseClick(window3D(), Qt::LeftButton, {}, pinPoint("QL1"));
        QCOMPARE(owner(), QString()); // Black has two already
        editor->boardOwner()->setCurrentIndex(0);
        emit editor->boardOwner()->activated(0);
        QTest::mouseClick(window3D(), Qt::LeftButton, {}, pinPoint("QL1"));
        QCOMPARE(owner(), QString("w"));
        // Black gives one up; then a click gives QL1 to Black.
        at = pinPoint("KL6");
        QVERIFY2(at.x() >= 0, "no point of the 3D view hits the board on KL6");
        QTest::mouseClick(window3D(), Qt::RightButton, {}, at);
        QVERIFY(!editor->model()->position().contains("KL6"));
        QTest::mouseClick(window3D(), Qt::LeftButton, {}, pinPoint("QL1"));
        QCOMPARE(owner(), QString("b"));
    }

    // The 3D view shows what the 2D editor shows, valid or not: Clear Board empties it, one
    // king put down stands there alone, Undo brings the cleared position back.
    void showsPositionsTheRulesRefuse() {
        MainWindow w;
        w.resize(1400, 900);
        TRELLIS_CHECKED(openEditorIn3D(w, "chess", "both"));
        PositionEditor* editor = w.positionEditor();
        Viewport* view = editor->view3D()->viewport();
        QTRY_VERIFY(view->scene());
        const auto piecesIn2D = [editor] {
            int n = 0;
            for (const DiagramSquare& s : editor->board()->diagram().squares)
                n += !s.piece.isEmpty();
            return n;
        };
        QCOMPARE(view->scene()->pieceCount(), 32);
        QTest::mouseClick(editor->findChild<QPushButton*>("clear"), Qt::LeftButton);
        QCOMPARE(piecesIn2D(), 0);
        QTRY_COMPARE(view->scene()->pieceCount(), 0);
        QTest::mouseClick(editor->palette()->button("K"), Qt::LeftButton);
        QTest::mouseClick(editor->board(), Qt::LeftButton, {},
                          editor->board()->squareCentre("e1").toPoint());
        QCOMPARE(piecesIn2D(), 1);
        QTRY_COMPARE(view->scene()->pieceCount(), 1);
        QVERIFY(view->scene()->pieceAt(createVariant("chess").value()->squareId("e1")));
        QTest::mouseClick(editor->findChild<QPushButton*>("undo"), Qt::LeftButton);
        QTest::mouseClick(editor->findChild<QPushButton*>("undo"), Qt::LeftButton);
        QTRY_COMPARE(view->scene()->pieceCount(), 32);
        QTest::mouseClick(editor->cancelButton(), Qt::LeftButton);
    }

    // The window's picture (--screenshot) holds the editor's 3D rendering where its view is, as
    // it does the studio's.
    void pictureShowsTheEditorIn3D() {
        MainWindow w;
        w.resize(1200, 800);
        TRELLIS_CHECKED(openEditorIn3D(w, "chess"));
        PositionEditor* editor = w.positionEditor();
        Viewport* view = editor->view3D()->viewport();
        QCOMPARE(w.shownViewport(), view);
        QTRY_VERIFY(view->scene());
        QTRY_VERIFY(view->framesRendered() >= 3);
        QImage shot;
        w.grabWithViewport([&](const QImage& image) { shot = image; });
        QTRY_VERIFY(!shot.isNull());
        const QRect area(view->mapTo(&w, QPoint(0, 0)) * shot.devicePixelRatio(),
                         view->size() * shot.devicePixelRatio());
        QSet<QRgb> colours;
        for (int y = area.top(); y < area.bottom(); y += 5)
            for (int x = area.left(); x < area.right(); x += 5) colours.insert(shot.pixel(x, y));
        QVERIFY2(colours.size() > 100, qPrintable(QString::number(colours.size())));
        QTest::mouseClick(editor->cancelButton(), Qt::LeftButton);
        QVERIFY(!w.positionEditor());
        QCOMPARE(w.shownViewport(), w.viewport());
    }
};

QTEST_MAIN(TestPositionEditor3D)
#include "TestPositionEditor3D.moc"
