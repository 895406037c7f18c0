// Edit > Settings > Appearance: the board colours, the pieces' style and the animation speed
// change what the boards draw and use, a new window (a restart) reads them again, and values
// the studio does not know fall back to the defaults.
#include "BoardScene.h"
#include "BoardView.h"
#include "MainWindow.h"
#include "SettingsDialog.h"
#include "StudioTestSupport.h"
#include "variant/VariantRegistry.h"

#include <QComboBox>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>

using namespace trellis;

class TestAppearanceSettings : public QObject {
    Q_OBJECT

  private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init() { QSettings().clear(); }

    void appearanceTakesEffectAndLasts() {
        QImage figurine;
        {
            MainWindow w;
            QVERIFY(showIn2D(w));
            showChess(w);
            // e3 is a dark square, empty at the start; e1 holds the white king.
            QCOMPARE(pixelOf(w, "e3"), boardColours("wood").dark);
            figurine = squareImage(w, "e1");
            QCOMPARE(w.board()->animation().duration(), BoardView::kAnimationMs);
            SettingsDialog* dialog = w.openSettings();
            pick(dialog, "boardColoursBox", "green");
            pick(dialog, "pieceStyleBox", "letters");
            pick(dialog, "animationSpeedBox", "slow");
            dialog->accept();
            QCOMPARE(pixelOf(w, "e3"), boardColours("green").dark);
            QCOMPARE(w.board()->diagram().pieces, PieceStyle::Letters);
            QVERIFY(squareImage(w, "e1") != figurine);
            QCOMPARE(w.board()->animation().duration(), 2 * BoardView::kAnimationMs);
        }
        {
            // A restart: the settings are read again.
            MainWindow w;
            QVERIFY(showIn2D(w));
            showChess(w);
            QCOMPARE(pixelOf(w, "e3"), boardColours("green").dark);
            QCOMPARE(w.board()->diagram().pieces, PieceStyle::Letters);
            QCOMPARE(w.board()->animation().duration(), 2 * BoardView::kAnimationMs);
        }
        {
            // Values from a damaged (or newer) settings file: the defaults.
            QSettings s;
            s.setValue("board/colours", "purple");
            s.setValue("board/pieces", 42);
            s.setValue("board/animationSpeed", "warp");
            s.setValue("view3d/antialiasing", "lots");
        }
        MainWindow w;
        QVERIFY(showIn2D(w));
        showChess(w);
        QCOMPARE(pixelOf(w, "e3"), boardColours("wood").dark);
        QCOMPARE(w.board()->diagram().pieces, PieceStyle::Figurines);
        QCOMPARE(squareImage(w, "e1"), figurine);
        QCOMPARE(w.board()->animation().duration(), BoardView::kAnimationMs);
        SettingsDialog* dialog = w.openSettings();
        QCOMPARE(dialog->findChild<QComboBox*>("boardColoursBox")->currentData().toString(),
                 QString("wood"));
        QCOMPARE(dialog->findChild<QComboBox*>("antialiasingBox")->currentData().toInt(),
                 kDefaultAntialiasing);
        dialog->reject();
    }

    // The 3D view takes the colours and the speed too, and a new 3D window the antialiasing
    // samples, which a restart keeps (it needs a display with OpenGL).
    void viewportFollows() {
        if (QGuiApplication::platformName() != "xcb" || !viewportSupported())
            QSKIP("no display with OpenGL: run under xvfb-run to test the 3D view");
        MainWindow w;
        w.setViewMode("both");
        w.resize(1280, 800);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        showChess(w);
        QCOMPARE(w.viewport()->boardColours(), boardColours("wood"));
        QCOMPARE(w.viewport()->antialiasing(), kDefaultAntialiasing);
        const int usual = w.viewport()->scene()->animationMs();
        SettingsDialog* dialog = w.openSettings();
        pick(dialog, "boardColoursBox", "blue");
        pick(dialog, "animationSpeedBox", "fast");
        pick(dialog, "antialiasingBox", 2);
        dialog->accept();
        QCOMPARE(w.viewport()->boardColours(), boardColours("blue"));
        QVERIFY(w.viewport()->scene());
        QCOMPARE(w.viewport()->scene()->animationMs(), usual / 2);
        QCOMPARE(w.viewport()->antialiasing(), 2);
        // The new 3D window shows and draws.
        QTRY_VERIFY(w.viewport()->isVisible());
        QTRY_VERIFY(w.viewport()->framesRendered() > 0);
        MainWindow again;
        again.setViewMode("both");
        QCOMPARE(again.viewport()->antialiasing(), 2);
        QCOMPARE(again.viewport()->boardColours(), boardColours("blue"));
    }

  private:
    // Exposed is enough (no keys are typed): under xvfb there is no window manager to
    // activate the window.
    static bool showIn2D(MainWindow& w) {
        w.setViewMode("2d");
        w.resize(1280, 800);
        w.show();
        return QTest::qWaitForWindowExposed(&w);
    }
    static void showChess(MainWindow& w) {
        auto chess = createVariant("chess");
        QVERIFY(chess);
        w.game()->setGame(GameTree(*chess.value()));
    }
    static void pick(SettingsDialog* dialog, const char* box, const QVariant& value) {
        auto* combo = dialog->findChild<QComboBox*>(box);
        QVERIFY2(combo, box);
        const int index = combo->findData(value);
        QVERIFY2(index >= 0, qPrintable(value.toString()));
        combo->setCurrentIndex(index);
    }
    static QColor pixelOf(MainWindow& w, const QString& square) {
        const QImage shown = w.board()->grab().toImage();
        // A corner of the square, away from the coordinates and the middle.
        const QPointF c = w.board()->squareCentre(square);
        return shown.pixelColor(c.toPoint() + QPoint(6, -6));
    }
    static QImage squareImage(MainWindow& w, const QString& square) {
        const QPoint c = w.board()->squareCentre(square).toPoint();
        return w.board()->grab(QRect(c - QPoint(15, 15), QSize(30, 30))).toImage();
    }
};

QTEST_MAIN(TestAppearanceSettings)
#include "TestAppearanceSettings.moc"
