// The main window as a user meets it: samples, saving and reopening, a broken file that leaves
// the current game alone, comment editing with merged undo, the --screenshot command, a
// cancelled deploy, and menu actions enabled only where they can act.
#include "BoardView.h"
#include "Checked.h"
#include "GameFiles.h"
#include "GuiOptions.h"
#include "MainWindow.h"
#include "MoveListView.h"
#include "StudioTestSupport.h"
#include "variant/VariantRegistry.h"

#include <QClipboard>
#include <QImage>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QProcess>
#include <QSet>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace trellis;
using testing::menuAction;

class TestMainWindow : public QObject {
    Q_OBJECT

  private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void samplesOpen() {
        MainWindow w;
        QCOMPARE(w.sampleNames(),
                 QStringList({"chess-sample.pgn", "cotulenh-sample.pgn", "trid-sample.pgn"}));
        QVERIFY(w.openSample("trid-sample.pgn").isEmpty());
        QCOMPARE(w.game()->variantId(), QString("trid"));
        QVERIFY(w.moveList()->html().contains("centralising at once"));
        QVERIFY(w.openSample("cotulenh-sample.pgn").isEmpty());
        QCOMPARE(w.game()->variantId(), QString("cotulenh"));
        QCOMPARE(w.position()->rowCount(), 132);
        QVERIFY(w.position()->statusText().contains("Red"));
        // The same window goes on to a chess file and back to Tri-D.
        QVERIFY(w.openSample("chess-sample.pgn").isEmpty());
        QCOMPARE(w.game()->variantId(), QString("chess"));
        QCOMPARE(w.position()->rowCount(), 64);
        QVERIFY(w.moveList()->html().contains("O-O-O"));
        QVERIFY(w.openSample("trid-sample.pgn").isEmpty());
        QCOMPARE(w.position()->rowCount(), 96);
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
    // A pasted string that is no position of any variant is read as the current variant's, and
    // the message names that variant's format, not another's or an internal name.
    void badPastedPositionNamesTheFormat() {
        MainWindow w;
        for (const std::string& id : variantIds()) {
            QVERIFY(w.newGame(QString::fromStdString(id)));
            const QString before = gameText(w.game()->tree());
            QApplication::clipboard()->setText("not a position 7/x");
            QString warning;
            testing::whenDialogOpens<QMessageBox>([&](QMessageBox* box) {
                warning = box->text();
                box->accept();
            });
            menuAction(w, "Paste Position String")->trigger();
            QTRY_VERIFY(!warning.isEmpty());
            const QString format = QString::fromStdString(findVariant(id)->positionFormat);
            QVERIFY2(warning.startsWith("Not a " + format + " position string: "),
                     qPrintable(warning));
            QCOMPARE(gameText(w.game()->tree()), before);
        }
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
    void cancelledDeployTintsTheLastTurnAgain() {
        MainWindow w;
        w.resize(1400, 900);
        w.show();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        auto v = createVariant("cotulenh");
        QVERIFY(v.value()->setPosition("6c4/1n2fh1hf2/3a2s2a1/2n1gt1tg2/2ie2m2ei/11/2i8/2IE2M2EI/"
                                       "2(NF)1GT1TG2/3A2S2A1/1N2FH1HF2/6C4 b - - 0 1"));
        w.game()->setGame(GameTree(*v.value()));
        // Blue's last turn: the Infantry c8-c7.
        auto blue = w.game()->tree().variantAt(w.game()->currentNode());
        const auto turn = blue->parseTurn("Ic8-c7", Notation::Lan);
        QVERIFY(turn.ok());
        QVERIFY(w.game()->playTurn(turn.value()));
        const QSet<QString> lastTurn = tinted(w);
        QCOMPARE(lastTurn, QSet<QString>({"c8", "c7"}));
        // Red deploys the Air Force of the stack on c4 to c2, chosen from the menu...
        TRELLIS_CHECKED(clickSquare(w, "c4"));
        TRELLIS_CHECKED(clickSquare(w, "c2"));
        QMenu* menu = w.board()->findChild<QMenu*>("choiceMenu");
        QVERIFY(menu);
        QAction* deploy = nullptr;
        for (QAction* a : menu->actions())
            if (a->text().startsWith("F") && a->text().contains(">")) deploy = a;
        QVERIFY(deploy);
        QTest::mouseClick(menu, Qt::LeftButton, {}, menu->actionGeometry(deploy).center());
        QVERIFY(w.position()->inSession());
        QVERIFY(tinted(w).contains("c2"));
        // ...then cancels it with Escape: Blue's turn is tinted again, the steps are not.
        QTRY_VERIFY(QApplication::activePopupWidget() == nullptr);
        QTest::keyClick(&w, Qt::Key_Escape);
        QVERIFY(!w.position()->inSession());
        QCOMPARE(w.game()->rowCount(), 1);
        QCOMPARE(tinted(w), lastTurn);
    }
    void variationActionsFollowTheCurrentNode() {
        MainWindow w;
        w.resize(1400, 900);
        w.show();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        QVERIFY(w.newGame("trid"));
        QAction* promote = menuAction(w, "Promote Variation");
        QAction* demote = menuAction(w, "Demote Variation");
        QAction* remove = menuAction(w, "Delete From Here");
        QVERIFY(promote && demote && remove);
        auto enabled = [&] {
            return QList<bool>{promote->isEnabled(), demote->isEnabled(), remove->isEnabled()};
        };
        // The start of the game: nothing to promote, demote or delete.
        QCOMPARE(enabled(), QList<bool>({false, false, false}));
        TRELLIS_CHECKED(clickSquare(w, "b2W"));
        TRELLIS_CHECKED(clickSquare(w, "b4N"));
        QCOMPARE(w.game()->rowCount(), 1);
        // A main-line turn without alternatives: only deleting acts.
        QCOMPARE(enabled(), QList<bool>({false, false, true}));
        QTest::keyClick(&w, Qt::Key_Home);
        QCOMPARE(w.game()->currentNode(), GameTree::root());
        QCOMPARE(enabled(), QList<bool>({false, false, false}));
        TRELLIS_CHECKED(clickSquare(w, "b2W"));
        TRELLIS_CHECKED(
            clickSquare(w, "b3W")); // an alternative first turn: a variation, now current
        QCOMPARE(enabled(), QList<bool>({true, false, true}));
        QTest::keyClick(&w, Qt::Key_Home);
        QTest::keyClick(&w, Qt::Key_Right); // the main line's first turn, which has an alternative
        QVERIFY(w.game()->tree().isMainLine(w.game()->currentNode()));
        QCOMPARE(enabled(), QList<bool>({false, true, true}));
        QTest::keyClick(&w, Qt::Key_Down, Qt::ControlModifier); // demote it: now the variation
        QVERIFY(!w.game()->tree().isMainLine(w.game()->currentNode()));
        QCOMPARE(enabled(), QList<bool>({true, false, true}));
        QTest::keyClick(&w, Qt::Key_Delete, Qt::ControlModifier); // delete it: back to the start
        QCOMPARE(w.game()->currentNode(), GameTree::root());
        QCOMPARE(enabled(), QList<bool>({false, false, false}));
        w.game()->undoStack()->undo();
        QCOMPARE(enabled(), QList<bool>({true, false, true}));
    }
    void cameraPresetsNeedTheThreeDView() {
        MainWindow w;
        w.setViewMode("2d");
        const QStringList presets{"First Player's View (White / Red)",
                                  "Second Player's View (Black / Blue)", "Top View", "Side View",
                                  "Reset Camera"};
        for (const QString& name : presets) {
            QAction* a = menuAction(w, name);
            QVERIFY2(a, qPrintable(name));
            QVERIFY2(!a->isEnabled(), qPrintable(name + " is enabled in 2D-only mode"));
        }
    }
    void animationsCanBeSwitchedOffAndStaySo() {
        {
            MainWindow w;
            QAction* animate = w.findChild<QAction*>("animateAction");
            QVERIFY(animate);
            QVERIFY(animate->isCheckable());
            QCOMPARE(animate->isChecked(), w.board()->animated());
            animate->setChecked(true);
            QVERIFY(w.board()->animated());
            animate->setChecked(false);
            QVERIFY(!w.board()->animated());
        }
        MainWindow again; // the setting is kept
        QVERIFY(!again.board()->animated());
        QVERIFY(!again.findChild<QAction*>("animateAction")->isChecked());
        again.findChild<QAction*>("animateAction")->setChecked(true);
        QVERIFY(again.board()->animated());
    }
    // A key that two actions share fires neither: every shortcut belongs to one action.
    void shortcutsAreUnique() {
        MainWindow w;
        QMap<QString, QString> owner;
        for (QAction* a : w.findChildren<QAction*>()) {
            for (const QKeySequence& key : a->shortcuts()) {
                const QString k = key.toString(), name = QString(a->text()).remove('&');
                QVERIFY2(!owner.contains(k) || owner[k] == name,
                         qPrintable(k + ": " + owner.value(k) + " and " + name));
                owner[k] = name;
            }
        }
        QVERIFY(owner.size() > 20);
    }
    void guiOptions() {
        QVERIFY(parseGuiOptions({"--editor"}).editor);
        QVERIFY(!parseGuiOptions({}).editor);
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
    // The rows tinted as the last move, by square name.
    static QSet<QString> tinted(MainWindow& w) {
        QSet<QString> out;
        for (int r = 0; r < w.position()->rowCount(); ++r) {
            const QModelIndex i = w.position()->index(r);
            if (i.data(PositionModel::LastMoveRole).toBool())
                out.insert(i.data(PositionModel::NameRole).toString());
        }
        return out;
    }
    // A mouse click on the 2D board where the square shows.
    static void clickSquare(MainWindow& w, const QString& name) {
        const QPointF at = w.board()->squareCentre(name);
        QVERIFY2(!at.isNull(), qPrintable("no centre for " + name));
        QTest::mouseClick(w.board(), Qt::LeftButton, {}, at.toPoint());
    }
    static int parseSquareId(MainWindow& w, const QString& name) {
        for (int r = 0; r < w.position()->rowCount(); ++r)
            if (w.position()->index(r).data(PositionModel::NameRole).toString() == name)
                return w.position()->index(r).data(PositionModel::SquareIdRole).toInt();
        return -1;
    }
};

QTEST_MAIN(TestMainWindow)
#include "TestMainWindow.moc"
