// The board has priority over the panels (issue 47, point 14): with the database panel, the
// moves, comment, analysis and opening tree docks all open, a user who drags the panels' edges
// towards the board (resizeDocks, as the separators do) finds them stopping where the board's
// squares are still readable, in 2D, 3D and "2D and 3D", for Tri-D and chess, at the first
// window's size and at 1600x1000; the window itself keeps the size it was given. In a pane
// taller than wide, the Tri-D diagram stands its levels one above the other and fills the
// pane's height. Needs a display with OpenGL (ctest under xvfb-run).
#include "BoardView.h"
#include "MainWindow.h"
#include "StudioTestSupport.h"
#include "Viewport.h"

#include <QDockWidget>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace trellis;
using trellis::testing::menuAction;

namespace {

// The side of one square of the 2D board as drawn: from one rank to the next on one file.
qreal squareSide(MainWindow& w, bool trid) {
    const QPointF low = w.board()->squareCentre(trid ? "b2W" : "b2");
    const QPointF high = w.board()->squareCentre(trid ? "b3W" : "b3");
    return std::abs(high.y() - low.y());
}

// The user pulls every panel's edge as far towards the board as it goes.
void squeezeTheBoard(MainWindow& w) {
    QList<QDockWidget*> right;
    for (const char* name : {"movesDock", "commentDock", "analysisDock"})
        right << w.findChild<QDockWidget*>(name);
    w.resizeDocks(right, {2000, 2000, 2000}, Qt::Horizontal);
    w.resizeDocks({w.findChild<QDockWidget*>("databaseDock")}, {2000}, Qt::Vertical);
}

} // namespace

class TestBoardPriority : public QObject {
    Q_OBJECT

  private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        TRELLIS_REQUIRE_3D_VIEW("the board's room beside the panels");
        QSettings().clear(); // a window state kept by an earlier run would size the docks
    }

    void panelsGiveWayToTheBoard_data() {
        QTest::addColumn<QString>("variant");
        QTest::newRow("Tri-D") << "Tri-D Chess";
        QTest::newRow("chess") << "Chess";
    }

    void panelsGiveWayToTheBoard() {
        QFETCH(QString, variant);
        const bool trid = variant.startsWith("Tri-D");
        QTemporaryDir dir;
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        const QSize first = w.size();
        menuAction(w, QString("New %1 Game").arg(variant))->trigger();
        QVERIFY(w.openDatabase(dir.filePath("games.trellisdb"), true).isEmpty());
        auto* database = w.findChild<QDockWidget*>("databaseDock");
        QVERIFY(database->isVisible());
        QTRY_VERIFY(database->property("sized").toBool()); // its first height is given
        menuAction(w, "Opening Tree")->trigger();
        QTRY_VERIFY(w.findChild<QDockWidget*>("openingTreeDock")->isVisible());
        for (const QSize size : {first, QSize(1600, 1000)}) {
            w.resize(size);
            for (const char* mode : {"&2D Board", "2D &and 3D", "&3D Board"}) {
                menuAction(w, QString(mode).remove('&'))->trigger();
                // Twice: a layout still pending from the mode's switch would undo the first.
                for (int pull = 0; pull < 2; ++pull) {
                    QCoreApplication::processEvents();
                    squeezeTheBoard(w);
                }
                const QByteArray where = QString("%1 at %2x%3 in %4")
                                             .arg(variant)
                                             .arg(size.width())
                                             .arg(size.height())
                                             .arg(w.viewMode())
                                             .toUtf8();
                QTRY_COMPARE(w.size(), size);
                qInfo() << where << "board" << w.board()->size() << "database"
                        << w.findChild<QDockWidget*>("databaseDock")->size();
                if (w.viewMode() != "3d")
                    QTRY_VERIFY2(squareSide(w, trid) >= 20 - 0.5,
                                 where + ": squares of " +
                                     QByteArray::number(squareSide(w, trid), 'f', 1) + " px");
                if (w.viewMode() != "2d")
                    QTRY_VERIFY2(w.viewport()->height() >= 300 && w.viewport()->width() >= 345,
                                 where + ": a 3D view of " +
                                     QByteArray::number(w.viewport()->width()) + "x" +
                                     QByteArray::number(w.viewport()->height()));
            }
        }
    }

    // "2D and 3D" gives the 2D board a pane taller than wide: the Tri-D levels stand one above
    // the other and take the pane's whole height.
    void triDFillsATallPane() {
        QSettings().clear(); // the first start again, not the squeezed panels kept above
        QTemporaryDir dir;
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.resize(1600, 1000);
        menuAction(w, "New Tri-D Chess Game")->trigger();
        QVERIFY(w.openDatabase(dir.filePath("games.trellisdb"), true).isEmpty());
        menuAction(w, "2D and 3D")->trigger();
        QTRY_VERIFY(w.board()->isVisible() && w.board()->height() > w.board()->width());
        QCOMPARE(w.board()->diagram().layout, QString("stack"));
        QTRY_VERIFY(w.board()->drawnRect().height() >= 0.97 * w.board()->boardRect().height());
        // The levels one above the other: B's squares over N's, N's over W's.
        const qreal b = w.board()->squareCentre("b6B").y(), n = w.board()->squareCentre("b4N").y();
        QVERIFY(b < n && n < w.board()->squareCentre("b2W").y());
    }
};

QTEST_MAIN(TestBoardPriority)
#include "TestBoardPriority.moc"
