// Drawings in the 3D view, under a real display (xvfb-run): an arrow drawn on the 2D board shows
// in the 3D overlay too, and a right click in the 3D view (without panning) marks the square
// under it, which the 2D board then shows. Without a display it skips (fails under CI=true).
#include "BoardScene.h"
#include "BoardView.h"
#include "MainWindow.h"
#include "StudioTestSupport.h"
#include "Viewport.h"

#include <Qt3DExtras/Qt3DWindow>

#include <QGuiApplication>
#include <QStandardPaths>
#include <QTest>

using namespace trellis;

class TestBoardDrawing3D : public QObject {
    Q_OBJECT

  private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        TRELLIS_REQUIRE_3D_VIEW("drawing in the 3D view");
    }

    void drawingsShowInBothViews() {
        MainWindow w;
        w.resize(1400, 900);
        QVERIFY(w.setViewMode("both").isEmpty());
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.newGame("trid"));
        Viewport* view = w.viewport();
        QVERIFY(view);
        QTRY_VERIFY(view->scene());
        view->setCameraPreset(Viewport::Preset::Top, false);
        QTest::qWait(50);
        const int before = view->scene()->overlayElements();
        // An arrow drawn on the 2D board...
        const QPoint from = w.board()->squareCentre("d2W").toPoint();
        const QPoint to = w.board()->squareCentre("d4N").toPoint();
        QTest::mousePress(w.board(), Qt::RightButton, {}, from);
        QTest::mouseMove(w.board(), to);
        QTest::mouseRelease(w.board(), Qt::RightButton, {}, to);
        QCOMPARE(w.game()->tree().annotation(w.game()->currentNode()).arrows.size(), size_t(1));
        // ...is laid over the 3D boards as well.
        QTRY_VERIFY(view->scene()->overlayElements() > before);
        // A right click in the 3D view marks the square under it, in red with Shift.
        const int square = squareId(w, "c2W");
        const QPointF at = view->squareOnScreen(square);
        QVERIFY(!at.isNull());
        QCOMPARE(view->hitAt(at).squareId, square);
        const int withArrow = view->scene()->overlayElements();
        QTest::mouseClick(window(), Qt::RightButton, Qt::ShiftModifier, at.toPoint());
        const auto& marks = w.game()->tree().annotation(w.game()->currentNode()).squares;
        QCOMPARE(marks.size(), size_t(1));
        QCOMPARE(marks.front().square, std::string("c2W"));
        QCOMPARE(marks.front().colour, 'R');
        QTRY_VERIFY(view->scene()->overlayElements() > withArrow);
        bool shownIn2D = false;
        for (const DiagramSquare& s : w.board()->diagram().squares)
            if (s.name == "c2W") shownIn2D = s.mark == PositionModel::markColour('R');
        QVERIFY(shownIn2D);
        // The same click again takes it away.
        QTest::mouseClick(window(), Qt::RightButton, Qt::ShiftModifier, at.toPoint());
        QVERIFY(w.game()->tree().annotation(w.game()->currentNode()).squares.empty());
    }

  private:
    static QWindow* window() {
        for (QWindow* w : QGuiApplication::allWindows())
            if (qobject_cast<Qt3DExtras::Qt3DWindow*>(w)) return w;
        return nullptr;
    }
    static int squareId(MainWindow& w, const QString& name) {
        for (int r = 0; r < w.position()->rowCount(); ++r)
            if (w.position()->index(r).data(PositionModel::NameRole).toString() == name)
                return w.position()->index(r).data(PositionModel::SquareIdRole).toInt();
        return -1;
    }
};

QTEST_MAIN(TestBoardDrawing3D)
#include "TestBoardDrawing3D.moc"
