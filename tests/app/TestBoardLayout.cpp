// "2D and 3D" under a real display (xvfb-run): the 2D board takes at least 40 % of the boards'
// width at 1024x700 and at 1920x1080, grows with the window, and the handle the user moved
// stays where it was in the next window. Without a display it skips (fails under CI=true).
#include "BoardView.h"
#include "MainWindow.h"
#include "StudioTestSupport.h"
#include "Viewport.h"

#include <QGuiApplication>
#include <QSettings>
#include <QSplitter>
#include <QStandardPaths>
#include <QTest>

using namespace trellis;

class TestBoardLayout : public QObject {
    Q_OBJECT

  private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        TRELLIS_REQUIRE_3D_VIEW("the boards' layout");
        QSettings().clear(); // a splitter position kept by an earlier run would move the start
    }

    void twoDBoardGetsAFairShareAndGrows() {
        int smallWidth = 0;
        {
            MainWindow w;
            QVERIFY(w.setViewMode("both").isEmpty());
            w.resize(1024, 700);
            w.show();
            QVERIFY(QTest::qWaitForWindowExposed(&w));
            QSplitter* boards = w.boardSplitter();
            QTRY_VERIFY(w.board()->width() >= 0.4 * boards->width());
            smallWidth = w.board()->width();
            w.resize(1920, 1080);
            QTRY_VERIFY(w.board()->width() > smallWidth + 200);
            QVERIFY(w.board()->width() >= 0.4 * boards->width());
            // The user drags the handle to the right...
            QSplitterHandle* handle = boards->handle(1);
            const QPoint grip(handle->width() / 2, handle->height() / 2);
            const int before = w.board()->width();
            QTest::mousePress(handle, Qt::LeftButton, {}, grip);
            QTest::mouseMove(handle, grip + QPoint(150, 0));
            QTest::mouseRelease(handle, Qt::LeftButton, {}, grip + QPoint(150, 0));
            QTRY_VERIFY(w.board()->width() > before + 100);
            w.close();
        }
        // ...and finds it there in the next window.
        MainWindow again;
        QVERIFY(again.setViewMode("both").isEmpty());
        again.resize(1920, 1080);
        again.show();
        QVERIFY(QTest::qWaitForWindowExposed(&again));
        QTRY_VERIFY(again.board()->width() > 0.5 * again.boardSplitter()->width());
    }
};

QTEST_MAIN(TestBoardLayout)
#include "TestBoardLayout.moc"
