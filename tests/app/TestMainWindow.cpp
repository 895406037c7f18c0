// The main window as a user meets it: samples, saving and reopening, a broken file that leaves
// the current game alone, comment editing with merged undo, and the --screenshot command.
#include "BoardView.h"
#include "GameFiles.h"
#include "GuiOptions.h"
#include "MainWindow.h"
#include "MoveListView.h"

#include <QImage>
#include <QPlainTextEdit>
#include <QProcess>
#include <QSet>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace trellis;

class TestMainWindow : public QObject {
    Q_OBJECT

  private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void samplesOpen() {
        MainWindow w;
        QCOMPARE(w.sampleNames(), QStringList({"cotulenh-sample.pgn", "trid-sample.pgn"}));
        QVERIFY(w.openSample("trid-sample.pgn").isEmpty());
        QCOMPARE(w.game()->variantId(), QString("trid"));
        QVERIFY(w.moveList()->html().contains("centralising at once"));
        QVERIFY(w.openSample("cotulenh-sample.pgn").isEmpty());
        QCOMPARE(w.game()->variantId(), QString("cotulenh"));
        QCOMPARE(w.position()->rowCount(), 132);
        QVERIFY(w.position()->statusText().contains("Red"));
    }
    void saveAndReopenGiveTheSameGame() {
        QTemporaryDir dir;
        MainWindow w;
        QVERIFY(w.openSample("trid-sample.pgn").isEmpty());
        const QString path = dir.filePath("copy.pgn");
        QVERIFY(w.saveTo(path).isEmpty());
        QVERIFY(!w.isWindowModified());
        MainWindow again;
        QVERIFY(again.openFile(path, 0).isEmpty());
        QCOMPARE(gameText(again.game()->tree()), gameText(w.game()->tree()));
        QCOMPARE(again.filePath(), path);
    }
    void brokenFileLeavesTheGameAlone() {
        QTemporaryDir dir;
        const QString path = dir.filePath("broken.pgn");
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("[Variant \"Tri-D Chess\"]\n\n1. Qz9Q {unterminated");
        f.close();
        MainWindow w;
        QVERIFY(w.openSample("trid-sample.pgn").isEmpty());
        const QString before = gameText(w.game()->tree());
        const QString error = w.openFile(path, 0);
        QVERIFY(!error.isEmpty());
        QCOMPARE(gameText(w.game()->tree()), before);
        QVERIFY(!w.openFile(dir.filePath("missing.pgn"), 0).isEmpty());
        QVERIFY(!w.saveTo("/proc/forbidden/x.pgn").isEmpty());
    }
    void commentEditsMergeIntoOneUndoStep() {
        MainWindow w;
        QVERIFY(w.newGame("trid"));
        w.position()->clickSquare(parseSquareId(w, "b2W"));
        w.position()->clickSquare(parseSquareId(w, "b4N"));
        QCOMPARE(w.game()->rowCount(), 1);
        auto* editor = w.findChild<QPlainTextEdit*>();
        QVERIFY(editor);
        const int before = w.game()->undoStack()->count();
        QTest::keyClicks(editor, "Good");
        QCOMPARE(w.game()->undoStack()->count(), before + 1);
        QVERIFY(w.moveList()->html().contains("Good"));
        QVERIFY(w.isWindowModified());
        w.game()->undoStack()->undo();
        QVERIFY(!w.moveList()->html().contains("Good"));
    }
    void guiOptions() {
        QCOMPARE(parseGuiOptions({"--size", "800x600"}).size, QSize(800, 600));
        QVERIFY(!parseGuiOptions({"--size", "big"}).error.isEmpty());
        QVERIFY(!parseGuiOptions({"--variant", "go"}).error.isEmpty());
        QVERIFY(!parseGuiOptions({"--screenshot"}).error.isEmpty());
        QVERIFY(!parseGuiOptions({"--frobnicate"}).error.isEmpty());
        QCOMPARE(parseGuiOptions({"game.pgn"}).open, QString("game.pgn"));
    }
    void screenshotCommandWritesAPicture_data() {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("trid sample") << QStringList{};
        QTest::newRow("cotulenh") << QStringList{"--variant", "cotulenh"};
    }
    void screenshotCommandWritesAPicture() {
        QFETCH(QStringList, args);
        QTemporaryDir dir;
        const QString png = dir.filePath("shot.png");
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert("QT_QPA_PLATFORM", "offscreen");
        env.insert("XDG_CONFIG_HOME", dir.path());
        p.setProcessEnvironment(env);
        p.start(TRELLIS_BINARY, QStringList{"--screenshot", png, "--size", "1000x700"} + args);
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitCode(), 0);
        const QImage image(png);
        QCOMPARE(image.size(), QSize(1000, 700));
        QSet<QRgb> colours;
        for (int y = 0; y < image.height(); y += 7)
            for (int x = 0; x < image.width(); x += 7) colours.insert(image.pixel(x, y));
        QVERIFY2(colours.size() > 50, qPrintable(QString::number(colours.size())));
    }
    void screenshotRefusesBadArguments() {
        QProcess p;
        p.start(TRELLIS_BINARY, {"--screenshot", "/tmp/x.png", "--size", "huge"});
        QVERIFY(p.waitForFinished(30000));
        QCOMPARE(p.exitCode(), 2);
        QVERIFY(p.readAllStandardError().contains("--size"));
    }

  private:
    static int parseSquareId(MainWindow& w, const QString& name) {
        for (int r = 0; r < w.position()->rowCount(); ++r)
            if (w.position()->index(r).data(PositionModel::NameRole).toString() == name)
                return w.position()->index(r).data(PositionModel::SquareIdRole).toInt();
        return -1;
    }
};

QTEST_MAIN(TestMainWindow)
#include "TestMainWindow.moc"
