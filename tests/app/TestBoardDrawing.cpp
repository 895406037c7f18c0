// Drawing on the 2D board and the glyph palette, as a user does it on the main window: right-drag
// arrows and right-click marks in the four colours on every Tri-D level, the same again removes,
// undo and redo, the marks written to the saved file as [%cal]/[%csl]; the glyph keys and tool
// bar on the current turn.
#include "BoardView.h"
#include "MainWindow.h"
#include "game/NagGlyph.h"

#include <QAction>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QToolBar>

using namespace trellis;

class TestBoardDrawing : public QObject {
    Q_OBJECT

  private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void rightDragDrawsAnArrowThatTheSameDragRemoves() {
        MainWindow w;
        open(w);
        rightDrag(w, "d2W", "d4N");
        QCOMPARE(arrows(w), QStringList({"Gd2W-d4N"}));
        QCOMPARE(w.board()->diagram().arrows.size(), 1);
        QCOMPARE(w.board()->diagram().arrows.front().colour, PositionModel::markColour('G'));
        QVERIFY(w.isWindowModified());
        // Shift draws a red one beside it; the same green drag again takes the first away.
        rightDrag(w, "b2W", "b4N", Qt::ShiftModifier);
        QCOMPARE(arrows(w), QStringList({"Gd2W-d4N", "Rb2W-b4N"}));
        rightDrag(w, "d2W", "d4N");
        QCOMPARE(arrows(w), QStringList({"Rb2W-b4N"}));
        // Each drawing is one undo step.
        w.game()->undoStack()->undo();
        QCOMPARE(arrows(w), QStringList({"Gd2W-d4N", "Rb2W-b4N"}));
        w.game()->undoStack()->undo();
        QCOMPARE(arrows(w), QStringList({"Gd2W-d4N"}));
        w.game()->undoStack()->redo();
        QCOMPARE(arrows(w), QStringList({"Gd2W-d4N", "Rb2W-b4N"}));
    }
    void rightClickMarksSquaresOnEveryLevelInFourColours() {
        MainWindow w;
        open(w);
        // One square of each level the board shows: the three main boards and the attack boards.
        QMap<QString, QString> perLevel;
        for (int r = 0; r < w.position()->rowCount(); ++r) {
            const QModelIndex i = w.position()->index(r);
            if (i.data(PositionModel::ExistsRole).toBool())
                perLevel.insert(i.data(PositionModel::LevelRole).toString(),
                                i.data(PositionModel::NameRole).toString());
        }
        QVERIFY(perLevel.size() >= 7); // W, N, B and four attack boards
        for (const QString& square : perLevel) {
            rightClick(w, square, Qt::ShiftModifier);
            QCOMPARE(markOf(w, square), PositionModel::markColour('R'));
        }
        QCOMPARE(marks(w).size(), perLevel.size());
        // On one square: Ctrl recolours blue, Alt yellow, no key green, green again removes.
        const QString square = perLevel.first();
        rightClick(w, square, Qt::ControlModifier);
        QCOMPARE(markOf(w, square), PositionModel::markColour('B'));
        rightClick(w, square, Qt::AltModifier);
        QCOMPARE(markOf(w, square), PositionModel::markColour('Y'));
        rightClick(w, square);
        QCOMPARE(markOf(w, square), PositionModel::markColour('G'));
        rightClick(w, square);
        QVERIFY(!markOf(w, square).isValid());
        QCOMPARE(marks(w).size(), perLevel.size() - 1);
        w.game()->undoStack()->undo();
        QCOMPARE(markOf(w, square), PositionModel::markColour('G'));
    }
    void drawingsAreSavedInTheComment() {
        QTemporaryDir dir;
        MainWindow w;
        open(w);
        rightDrag(w, "d2W", "d4N", Qt::ControlModifier);
        rightClick(w, "d4N", Qt::AltModifier);
        const QString path = dir.filePath("drawn.pgn");
        QVERIFY(w.saveTo(path).isEmpty());
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(f.readAll());
        QVERIFY2(text.contains("{[%csl Yd4N] [%cal Bd2W-d4N]}"), qPrintable(text));
        MainWindow again;
        QVERIFY(again.openFile(path, 0).isEmpty());
        again.game()->goToEnd(); // the file opens at its start; the drawing is on the turn
        QCOMPARE(arrows(again), QStringList({"Bd2W-d4N"}));
        QCOMPARE(again.board()->diagram().arrows.size(), 1);
    }
    void glyphKeysAndToolBarToggleTheCurrentTurnsGlyphs() {
        MainWindow w;
        open(w);
        auto* palette = w.findChild<QToolBar*>("glyphToolBar");
        QVERIFY(palette);
        QAction* good = w.findChild<QAction*>("glyph1");
        QVERIFY(good);
        QTest::keyClick(&w, Qt::Key_1, Qt::ControlModifier);
        QCOMPARE(nags(w), QList<int>({1}));
        QVERIFY(good->isChecked());
        // A move assessment replaces the other; a position assessment goes beside it.
        QTest::keyClick(&w, Qt::Key_5, Qt::ControlModifier);
        QTest::keyClick(&w, Qt::Key_7, Qt::ControlModifier);
        QCOMPARE(nags(w), QList<int>({5, 18}));
        QVERIFY(!good->isChecked());
        // The tool bar's "=" replaces "+-"; "!?" again removes it.
        QWidget* equal = palette->widgetForAction(w.findChild<QAction*>("glyph10"));
        QVERIFY(equal);
        QTest::mouseClick(equal, Qt::LeftButton);
        QCOMPARE(nags(w), QList<int>({5, 10}));
        QTest::keyClick(&w, Qt::Key_5, Qt::ControlModifier);
        QCOMPARE(nags(w), QList<int>({10}));
        w.game()->undoStack()->undo();
        QCOMPARE(nags(w), QList<int>({5, 10}));
        // The start position is not a turn: nothing to mark.
        QTest::keyClick(&w, Qt::Key_Home);
        QVERIFY(!good->isEnabled());
        QTest::keyClick(&w, Qt::Key_1, Qt::ControlModifier);
        QCOMPARE(w.game()->tree().annotation(GameTree::root()).nags.size(), size_t(0));
    }

  private:
    // A new Tri-D game, one turn played (b2W-b4N), shown in 2D only.
    static void open(MainWindow& w) {
        w.setViewMode("2d");
        w.resize(1280, 800);
        w.show();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        QVERIFY(w.newGame("trid"));
        click(w, "b2W");
        click(w, "b4N");
        QCOMPARE(w.game()->rowCount(), 1);
    }
    static QPoint at(MainWindow& w, const QString& square) {
        const QPointF p = w.board()->squareCentre(square);
        [&] { QVERIFY2(!p.isNull(), qPrintable("no centre for " + square)); }();
        return p.toPoint();
    }
    static void click(MainWindow& w, const QString& square) {
        QTest::mouseClick(w.board(), Qt::LeftButton, {}, at(w, square));
    }
    static void rightClick(MainWindow& w, const QString& square,
                           Qt::KeyboardModifiers keys = Qt::NoModifier) {
        QTest::mouseClick(w.board(), Qt::RightButton, keys, at(w, square));
    }
    static void rightDrag(MainWindow& w, const QString& from, const QString& to,
                          Qt::KeyboardModifiers keys = Qt::NoModifier) {
        QTest::mousePress(w.board(), Qt::RightButton, keys, at(w, from));
        QTest::mouseMove(w.board(), at(w, to));
        QTest::mouseRelease(w.board(), Qt::RightButton, keys, at(w, to));
    }
    static QStringList arrows(MainWindow& w) {
        QStringList out;
        for (const ArrowMark& a : w.game()->tree().annotation(w.game()->currentNode()).arrows)
            out << QString("%1%2-%3").arg(a.colour).arg(QString::fromStdString(a.from),
                                                        QString::fromStdString(a.to));
        return out;
    }
    static std::vector<SquareMark> marks(MainWindow& w) {
        return w.game()->tree().annotation(w.game()->currentNode()).squares;
    }
    // The colour the 2D board shows on a square.
    static QColor markOf(MainWindow& w, const QString& square) {
        for (const DiagramSquare& s : w.board()->diagram().squares)
            if (s.name == square) return s.mark;
        return {};
    }
    static QList<int> nags(MainWindow& w) {
        const auto& n = w.game()->tree().annotation(w.game()->currentNode()).nags;
        return QList<int>(n.begin(), n.end());
    }
};

QTEST_MAIN(TestBoardDrawing)
#include "TestBoardDrawing.moc"
