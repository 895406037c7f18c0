// Drag and drop in play in the 3D view: a piece pressed is picked up (its targets lit, the
// camera stays still) and plays where it is let go; a drag that starts off the pieces still
// turns the camera.
#include "MainWindow.h"
#include "StudioTestSupport.h"
#include "Viewport.h"
#include "variant/VariantRegistry.h"

#include <QStandardPaths>
#include <QTest>
#include <Qt3DExtras/Qt3DWindow>
#include <cmath>

using namespace trellis;

namespace {

QWindow* window3D() {
    QWindow* shown = nullptr;
    for (QWindow* w : QGuiApplication::allWindows())
        if (qobject_cast<Qt3DExtras::Qt3DWindow*>(w) && w->isVisible()) shown = w;
    return shown;
}

// A point of the view that hits `square` (its piece, or the square itself), in the 3D window's
// coordinates; (-1, -1) when none does.
QPoint pointOn(Viewport* view, int square) {
    const QPointF centre = view->squareOnScreen(square);
    for (int r = 0; r <= 40; r += 4)
        for (int dy = -r; dy <= r; dy += 4)
            for (int dx = -r; dx <= r; dx += 4) {
                const QPointF p = centre + QPointF(dx, dy);
                if (view->hitAt(p).squareId == square) return p.toPoint();
            }
    return {-1, -1};
}

} // namespace

class TestDragMoves3D : public QObject {
    Q_OBJECT

  private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        TRELLIS_REQUIRE_3D_VIEW("drag and drop in the 3D view");
    }

    void dragAndDropIn3D() {
        MainWindow w;
        w.resize(1400, 900);
        QVERIFY(w.setViewMode("3d").isEmpty());
        QVERIFY(w.newGame("chess"));
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        Viewport* view = w.viewport();
        QTRY_VERIFY(view && view->scene());
        view->setAnimated(false);
        view->setCameraPreset(Viewport::Preset::Top, false);
        QTest::qWait(50);
        QWindow* window = window3D();
        QVERIFY(window);
        auto chess = createVariant("chess");
        const int e2 = chess.value()->squareId("e2"), e4 = chess.value()->squareId("e4");
        const QPoint from = pointOn(view, e2), to = pointOn(view, e4);
        QVERIFY(from.x() >= 0 && to.x() >= 0);
        const float yaw = view->cameraPose().yaw, pitch = view->cameraPose().pitch;
        QTest::mousePress(window, Qt::LeftButton, {}, from);
        QCOMPARE(w.position()->selectedSquare(), e2); // picked up, its targets lit
        for (int i = 1; i <= 5; ++i) QTest::mouseMove(window, from + (to - from) * i / 5);
        QTest::mouseRelease(window, Qt::LeftButton, {}, to);
        QCOMPARE(w.game()->rowCount(), 1);
        QCOMPARE(view->cameraPose().yaw, yaw); // the camera stayed where it was
        QCOMPARE(view->cameraPose().pitch, pitch);
        // From an empty square, a drag turns the camera and plays nothing.
        const QPoint empty = pointOn(view, chess.value()->squareId("d5"));
        QVERIFY(empty.x() >= 0);
        QTest::mousePress(window, Qt::LeftButton, {}, empty);
        for (int i = 1; i <= 5; ++i) QTest::mouseMove(window, empty + QPoint(20 * i, 0));
        QTest::mouseRelease(window, Qt::LeftButton, {}, empty + QPoint(100, 0));
        QCOMPARE(w.game()->rowCount(), 1);
        QVERIFY(std::abs(view->cameraPose().yaw - yaw) > 5);
    }
};

QTEST_MAIN(TestDragMoves3D)
#include "TestDragMoves3D.moc"
