// File > Export 3D Snapshot… under a real display (xvfb-run): offered while the 3D view shows,
// it saves the view as a PNG of the size asked, larger than the window and the screen. Without a
// display it skips (and fails under CI=true), like the viewport tests.
#include "MainWindow.h"
#include "StudioTestSupport.h"
#include "Viewport.h"

#include <QGuiApplication>
#include <QMenu>
#include <QMenuBar>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace trellis;

class TestSnapshotExport : public QObject {
    Q_OBJECT

  private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        TRELLIS_REQUIRE_3D_VIEW("the 3D snapshot");
    }

    void snapshotLargerThanTheWindow() {
        MainWindow w;
        QVERIFY(w.openSample("cotulenh-sample.pgn").isEmpty());
        w.resize(1200, 800);
        QVERIFY(w.setViewMode("2d").isEmpty());
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QMenu* file = w.menuBar()->actions().value(0)->menu(); // File
        QAction* snapshot = w.findChild<QAction*>("export3DSnapshotAction");
        QVERIFY(file && snapshot);
        emit file->aboutToShow();
        QVERIFY(!snapshot->isEnabled()); // the 2D board only
        QVERIFY(w.setViewMode("both").isEmpty());
        emit file->aboutToShow();
        QVERIFY(snapshot->isEnabled());
        QTRY_VERIFY(w.viewport()->framesRendered() >= 5);

        QTemporaryDir dir;
        const QString path = dir.filePath("snapshot.png");
        const QSize size(2560, 1600); // larger than the 1920x1080 screen
        QString error = "not yet";
        w.export3DSnapshot(path, size, [&](const QString& e) { error = e; });
        QTRY_VERIFY_WITH_TIMEOUT(error != "not yet", 20000);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        const QImage image(path);
        QCOMPARE(image.size(), size);
        QSet<QRgb> colours;
        for (int y = 0; y < image.height(); y += 8)
            for (int x = 0; x < image.width(); x += 8) colours.insert(image.pixel(x, y));
        QVERIFY2(colours.size() > 200, qPrintable(QString::number(colours.size())));
        QDir().mkpath("/tmp/trellis-export"); // for a human to look at
        image.save("/tmp/trellis-export/studio-3d-snapshot.png");
    }
};

QTEST_MAIN(TestSnapshotExport)
#include "TestSnapshotExport.moc"
