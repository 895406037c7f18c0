// One main window switching variants the way a user does (File menu, samples, files on disk)
// with the 3D view shown: after every switch the 3D scene holds the new variant's pieces and its
// board is actually drawn (dark squares of the Tri-D main boards, Cotulenh tokens), and the 2D
// view paints the new variant. Needs a display with OpenGL, like TestViewport.
#include "BoardScene.h"
#include "BoardView.h"
#include "Checked.h"
#include "MainWindow.h"
#include "Viewport.h"

#include <QMenuBar>
#include <QStandardPaths>
#include <QTest>
#include <Qt3DCore/QEntity>

using namespace trellis;

namespace {

bool haveDisplay() {
    return QGuiApplication::platformName() == "xcb" && viewportSupported();
}

QAction* findAction(QWidget* menu, const QString& text) {
    for (QAction* a : menu->actions()) {
        if (a->text() == text) return a;
        if (a->menu())
            if (QAction* found = findAction(a->menu(), text)) return found;
    }
    return nullptr;
}

int squareId(MainWindow& w, const QString& name) {
    for (int r = 0; r < w.position()->rowCount(); ++r) {
        const QModelIndex i = w.position()->index(r);
        if (i.data(PositionModel::NameRole).toString() == name)
            return i.data(PositionModel::SquareIdRole).toInt();
    }
    return -1;
}

QHash<QString, int> occupiedPerLevel(MainWindow& w, int* total) {
    QHash<QString, int> out;
    *total = 0;
    for (int r = 0; r < w.position()->rowCount(); ++r) {
        const QModelIndex i = w.position()->index(r);
        if (i.data(PositionModel::PieceRole).toString().isEmpty()) continue;
        ++*total;
        ++out[i.data(PositionModel::LevelRole).toString()];
    }
    return out;
}

} // namespace

class TestViewportSwitches : public QObject {
    Q_OBJECT

    QImage snapshot(MainWindow& w) {
        const qint64 start = w.viewport()->framesRendered();
        QTest::qWait(100);
        [&] { QTRY_VERIFY_WITH_TIMEOUT(w.viewport()->framesRendered() >= start + 3, 10000); }();
        QImage out;
        w.viewport()->capture([&](const QImage& i) { out = i; });
        [&] { QTRY_VERIFY_WITH_TIMEOUT(!out.isNull(), 10000); }();
        return out;
    }

    // The scene, the snapshot and the 2D view after switching to `variant`.
    void check(MainWindow& w, const QString& variant, const QString& step) {
        const QString where = step + " -> " + variant;
        QTRY_VERIFY2(w.viewport()->scene() && w.viewport()->scene()->variant() == variant,
                     qPrintable(where));
        const BoardScene& scene = *w.viewport()->scene();
        int pieces = 0;
        const QHash<QString, int> levels = occupiedPerLevel(w, &pieces);
        // The scene catches up with the model on its next event-loop turn.
        QTRY_VERIFY2(scene.pieceCount() == pieces,
                     qPrintable(where + ": " + QString::number(scene.pieceCount()) + " pieces"));
        if (variant == "trid") QCOMPARE(scene.piecesPerLevel(), levels);
        for (int r = 0; r < w.position()->rowCount(); ++r) {
            const QModelIndex i = w.position()->index(r);
            if (i.data(PositionModel::PieceRole).toString().isEmpty()) continue;
            const int id = i.data(PositionModel::SquareIdRole).toInt();
            const Qt3DCore::QEntity* e = scene.pieceAt(id);
            QVERIFY2(e && e->isEnabled(), qPrintable(where));
        }

        const QImage shot = snapshot(w);
        QVERIFY(!shot.isNull());
        const QColor background = scene.variantScene().background();
        const auto isBackground = [&](QPoint p) {
            const QColor c = shot.pixelColor(p);
            return std::abs(c.red() - background.red()) + std::abs(c.green() - background.green()) +
                       std::abs(c.blue() - background.blue()) <
                   12;
        };
        if (variant == "trid") {
            // Empty dark squares of the neutral board: drawn, not the background showing through.
            for (const char* name : {"b4N", "d4N", "a5N", "c5N"}) {
                const QPointF at = w.viewport()->squareOnScreen(squareId(w, name));
                QVERIFY2(!at.isNull(), name);
                QVERIFY2(!isBackground(at.toPoint() - w.viewport()->rect().topLeft()),
                         qPrintable(where + ": dark square " + name + " not drawn"));
            }
        } else if (variant == "chess") {
            // Empty squares of the middle of the board, light and dark: drawn.
            for (const char* name : {"d4", "e4", "d5", "e5"}) {
                const QPointF at = w.viewport()->squareOnScreen(squareId(w, name));
                QVERIFY2(!at.isNull(), name);
                QVERIFY2(!isBackground(at.toPoint() - w.viewport()->rect().topLeft()),
                         qPrintable(where + ": square " + name + " not drawn"));
            }
        } else {
            // Red and blue token bodies: the Cotulenh table has neither colour.
            int red = 0, blue = 0;
            for (int y = 0; y < shot.height(); y += 2)
                for (int x = 0; x < shot.width(); x += 2) {
                    const QColor c = shot.pixelColor(x, y);
                    red += c.red() > c.green() + 60 && c.red() > c.blue() + 60;
                    blue += c.blue() > c.red() + 90 && c.blue() > c.green() + 40;
                }
            QVERIFY2(red > 200, qPrintable(where + ": red tokens " + QString::number(red)));
            QVERIFY2(blue > 200, qPrintable(where + ": blue tokens " + QString::number(blue)));
        }
        // The 2D view paints the new variant.
        const int squares = variant == "trid" ? 96 : variant == "chess" ? 64 : 132;
        QCOMPARE(w.board()->diagram().squares.size(), squares);
    }

  private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        if (haveDisplay()) return;
        if (qEnvironmentVariable("CI") == "true")
            QFAIL("the 3D viewport tests need a display with OpenGL: run ctest under xvfb-run");
        QSKIP("no display with OpenGL: run under xvfb-run to test the 3D viewport");
    }

    void everyOrderOfVariantSwitchesShowsTheWholeScene() {
        for (const char* mode : {"3d", "both"}) {
            MainWindow w;
            w.resize(1600, 900);
            w.show();
            QVERIFY(QTest::qWaitForWindowExposed(&w));
            QVERIFY(w.setViewMode(mode).isEmpty());
            w.viewport()->setAnimated(false);
            QTRY_VERIFY(w.viewport()->framesRendered() > 0);
            const QString samples = QStringLiteral(TRELLIS_SOURCE_DIR "/resources/samples/");
            struct Step {
                // A menu action (New ..., or a file of Recent Files this test opened before), or a
                // sample file to open.
                const char* action;
                const char* variant;
                bool file;
            };
            const Step steps[] = {{"New Tri-D Chess Game", "trid", false},
                                  {"New Cotulenh Game", "cotulenh", false},
                                  {"New Tri-D Chess Game", "trid", false},
                                  {"cotulenh-sample.pgn", "cotulenh", true},
                                  {"trid-sample.pgn", "trid", true},
                                  {"New Cotulenh Game", "cotulenh", false},
                                  {"trid-sample.pgn", "trid", false},
                                  {"cotulenh-sample.pgn", "cotulenh", false},
                                  {"New Tri-D Chess Game", "trid", false},
                                  {"New Chess Game", "chess", false},
                                  {"New Cotulenh Game", "cotulenh", false},
                                  {"chess-sample.pgn", "chess", true},
                                  {"trid-sample.pgn", "trid", true},
                                  {"New Chess Game", "chess", false},
                                  {"New Tri-D Chess Game", "trid", false}};
            for (const Step& s : steps) {
                const QString step = QString(mode) + ": " + s.action;
                if (s.file) {
                    QCOMPARE(w.openFile(samples + s.action, 0), QString());
                } else {
                    QAction* a = findAction(w.menuBar(), s.action);
                    QVERIFY2(a, s.action);
                    a->trigger();
                }
                TRELLIS_CHECKED(check(w, s.variant, step));
                if (QTest::currentTestFailed()) return;
            }
        }
    }
};

QTEST_MAIN(TestViewportSwitches)
#include "TestViewportSwitches.moc"
