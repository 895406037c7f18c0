// View > Camera in the main window under a real display (xvfb-run): the presets act on the 3D
// view, so they are enabled exactly while one is shown. Without a display it skips (and fails
// under CI=true), like the viewport tests.
#include "MainWindow.h"
#include "StudioTestSupport.h"
#include "Viewport.h"

#include <QGuiApplication>
#include <QMenu>
#include <QMenuBar>
#include <QStandardPaths>
#include <QTest>

using namespace trellis;

class TestCameraMenu : public QObject {
    Q_OBJECT

  private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        TRELLIS_REQUIRE_3D_VIEW("the 3D view's menu");
    }

    void presetsAreEnabledWhileTheThreeDViewShows() {
        MainWindow w;
        w.resize(1400, 900);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.activateWindow(); // no window manager under xvfb-run: the window asks for the focus
        QVERIFY(QTest::qWaitForWindowActive(&w));
        QMenu* camera = nullptr; // View > Camera
        for (QMenu* m : w.menuBar()->findChildren<QMenu*>())
            if (m->title().remove('&') == "Camera") camera = m;
        QVERIFY(camera);
        QCOMPARE(camera->actions().size(), 5);
        auto enabled = [&] {
            int n = 0;
            for (QAction* a : camera->actions()) n += a->isEnabled() ? 1 : 0;
            return n;
        };
        // View > 2D Board, 3D Board, 2D and 3D by their shortcuts, as a user switches.
        QTest::keyClick(&w, Qt::Key_1, Qt::ControlModifier | Qt::AltModifier);
        QCOMPARE(w.viewMode(), QString("2d"));
        QCOMPARE(enabled(), 0);
        QTest::keyClick(&w, Qt::Key_2, Qt::ControlModifier | Qt::AltModifier);
        QCOMPARE(w.viewMode(), QString("3d"));
        QVERIFY(w.viewport());
        QCOMPARE(enabled(), 5);
        QTest::keyClick(&w, Qt::Key_1, Qt::ControlModifier | Qt::AltModifier);
        QCOMPARE(enabled(), 0); // the 3D view exists but is hidden
        QTest::keyClick(&w, Qt::Key_3, Qt::ControlModifier | Qt::AltModifier);
        QCOMPARE(w.viewMode(), QString("both"));
        QCOMPARE(enabled(), 5);
    }
};

QTEST_MAIN(TestCameraMenu)
#include "TestCameraMenu.moc"
