// Done → puzzle in the position editor on the real main window: a position typed in, a goal
// chosen, Verify (off the GUI thread) shows the verdict; a sound puzzle is added to the game
// database and appended to a collection file, which then verifies; a cooked one is refused. A
// "win" goal is judged by the engine chosen for the variant in the analysis panel (a fake UCI
// engine, whose failure is the verdict's reason, and Stockfish when it is installed); a mate
// goal stays with the built-in mate search.
#include "AppSettings.h"
#include "BoardView.h"
#include "EditorBoard.h"
#include "FakeUciEngineEntry.h"
#include "GameFiles.h"
#include "MainWindow.h"
#include "PiecePalette.h"
#include "PositionEditor.h"
#include "PositionEditorModel.h"
#include "PuzzleCheck.h"
#include "StudioTestSupport.h"
#include "puzzle/PuzzleVerifier.h"

#include <QAction>
#include <QComboBox>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>

using namespace trellis;

namespace {

PositionEditor* openEditor(MainWindow& w, const QString& variant, const QString& position) {
    w.newGame(variant);
    w.findChild<QAction*>("setUpPositionAction")->trigger();
    PositionEditor* editor = w.positionEditor();
    if (!editor) return nullptr;
    QLineEdit* field = editor->positionField();
    field->selectAll();
    QTest::keyClicks(field, position);
    QTest::keyClick(field, Qt::Key_Return);
    return editor;
}

void verify(PositionEditor* editor, const QString& goal) {
    editor->puzzleGoal()->setCurrentIndex(editor->puzzleGoal()->findData(goal));
    QTest::mouseClick(editor->verifyPuzzleButton(), Qt::LeftButton);
}

// `engine` the list's only engine, chosen for chess (none: the built-in one).
void chooseEngine(const std::optional<EngineEntry>& engine) {
    AppSettings settings;
    settings.setEngines(engine ? QList<EngineEntry>{*engine} : QList<EngineEntry>{});
    settings.setAnalysisEngine("chess", engine ? engine->name : QString());
}

// White forks king and queen (Nc7+ then Nxa8) and wins; any other turn leaves the queen
// against knight and pawn.
const QString kForkWin = "q3k3/8/8/1N6/8/8/7P/4K3 w - - 0 1";

QString verdictOf(MainWindow& w, const QString& position, const QString& goal) {
    PositionEditor* editor = openEditor(w, "chess", position);
    if (!editor) return "no editor";
    verify(editor, goal);
    if (!QTest::qWaitFor([&] { return !editor->puzzleVerdict()->text().startsWith("Verifying"); },
                         30000))
        return "no verdict";
    const QString verdict = editor->puzzleVerdict()->text();
    QTest::mouseClick(editor->cancelButton(), Qt::LeftButton);
    return verdict;
}

} // namespace

class TestEditorPuzzle : public QObject {
    Q_OBJECT

  private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        chooseEngine(std::nullopt);
    }
    void cleanup() { chooseEngine(std::nullopt); }

    // The fake engine scores its first legal turn +0.20: no decisive gain, in its judgement
    // (the built-in engine finds the fork, though it scores it +1.34 only at its depth: it
    // calls it no decisive gain either, where Stockfish finds the puzzle sound). Its crash is
    // the verdict's reason. A mate goal is still proved by the built-in mate search.
    void winGoalJudgedByTheChosenEngine() {
        QTemporaryDir dir;
        MainWindow w;
        w.resize(1280, 860);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        const QString builtIn = verdictOf(w, kForkWin, "win");
        QVERIFY2(builtIn.contains("Nc7+"), qPrintable(builtIn));
        chooseEngine(fakeUciEngineEntry(dir, "legal"));
        QString verdict = verdictOf(w, kForkWin, "win");
        QVERIFY2(verdict.startsWith("Not a puzzle: no decisive gain: the best turn "),
                 qPrintable(verdict));
        QVERIFY2(verdict.endsWith(" scores 20cp"), qPrintable(verdict));
        chooseEngine(fakeUciEngineEntry(dir, "crash"));
        verdict = verdictOf(w, kForkWin, "win");
        QVERIFY2(verdict.startsWith("Not a puzzle: the engine failed: "), qPrintable(verdict));
        QVERIFY2(verdict.contains("crashed"), qPrintable(verdict));
        verdict = verdictOf(w, "6k1/5ppp/8/8/8/8/8/3R2K1 w - - 0 1", "mate in 1");
        QVERIFY2(verdict.startsWith("A sound puzzle. Solution: Rd8#"), qPrintable(verdict));
    }

    void winGoalJudgedByStockfish() {
        const QString stockfish = "/usr/games/stockfish";
        if (!QFileInfo(stockfish).isExecutable()) QSKIP("stockfish is not installed");
        chooseEngine(EngineEntry{"Stockfish", stockfish, {{"Threads", "1"}}, {"chess"}});
        MainWindow w;
        w.resize(1280, 860);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        const QString verdict = verdictOf(w, kForkWin, "win");
        QVERIFY2(verdict.startsWith("A sound puzzle. Solution: Nc7+"), qPrintable(verdict));
    }

    void soundPuzzleSavedAndAdded_data() {
        QTest::addColumn<QString>("variant");
        QTest::addColumn<QString>("position");
        // The mates of resources/puzzles: a Tri-D mate by an attack-board move, a Cotulenh one.
        QTest::newRow("trid") << "trid"
                              << "W:4/4/4/4|N:4/4/4/4|B:3p/3p/4/4|QL1w:R1/2|KL1w:K1/2|QL6b:2/2|"
                                 "KL6b:pp/pk w - - - 0 1";
        // The deploy mate: the Navy may stay or move, completions of the same key.
        QTest::newRow("cotulenh deploy")
            << "cotulenh"
            << "9c1/3+F1h1h3/NN3t1sg2/2i3a2ti/3e7/5E5/4F3e1I/1nI5TES/2(n+f)7C/5T4G/5HAH3/11 b - "
               "- 12 64";
        QTest::newRow("cotulenh")
            << "cotulenh"
            << "9c1/3+F1h1h3/NN3t1sg2/2i3a2ti/3e7/5E5/4F3e1I/1nI5TES/4+f5C/5T4G/5HAH3/11 b - - "
               "12 64";
    }

    void soundPuzzleSavedAndAdded() {
        QFETCH(QString, variant);
        QFETCH(QString, position);
        QTemporaryDir dir;
        MainWindow w;
        w.resize(1280, 860);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.openDatabase(dir.filePath("p.trellisdb"), true).isEmpty());
        PositionEditor* editor = openEditor(w, variant, position);
        QVERIFY(editor);
        QVERIFY(editor->model()->playable());
        QVERIFY(!editor->savePuzzleButton()->isEnabled());
        verify(editor, "mate in 1");
        QTRY_VERIFY_WITH_TIMEOUT(editor->puzzleVerdict()->text().startsWith("A sound puzzle"),
                                 20000);
        QVERIFY(editor->savePuzzleButton()->isEnabled());
        QTest::mouseClick(editor->addPuzzleButton(), Qt::LeftButton);
        const auto ids = w.database()->idsWithTag("Goal");
        QVERIFY(ids && ids->size() == 1);
        const QString file = dir.filePath("collection.pgn");
        QVERIFY(w.savePuzzleToFile(file).isEmpty());
        QVERIFY(w.savePuzzleToFile(file).isEmpty()); // appended: two games now
        const LoadedGames loaded = loadGames(file);
        QCOMPARE(loaded.games.size(), 2);
        for (const GameTree& p : loaded.games) {
            QCOMPARE(QString::fromStdString(p.tag("Goal")), QString("mate in 1"));
            QCOMPARE(puzzle::PuzzleVerifier().verify(p).kind, puzzle::Verdict::Kind::Ok);
        }
        // Another goal makes the verdict old; mate in 2 is not what this position holds
        // uniquely (or at all) and is refused with the reason.
        editor->puzzleGoal()->setCurrentIndex(1);
        QVERIFY(!editor->savePuzzleButton()->isEnabled());
        QVERIFY(editor->puzzleVerdict()->text().isEmpty());
        // Cancel leaves the studio's game as it was.
        QTest::mouseClick(editor->cancelButton(), Qt::LeftButton);
        QVERIFY(!w.positionEditor());
    }

    // A mate set up on a cleared board after two turns of a game: its solution counts from
    // turn 1 (the new position's), saved through the dialog with a bare name into NAME.pgn,
    // and the status bar counts "1 game".
    void clearedBoardPuzzleCountsFromOne() {
        QTemporaryDir dir;
        MainWindow w;
        w.resize(1280, 860);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.newGame("chess"));
        for (const char* square : {"e2", "e4", "e7", "e5"})
            QTest::mouseClick(w.board(), Qt::LeftButton, {},
                              w.board()->squareCentre(square).toPoint());
        QCOMPARE(w.game()->rowCount(), 2);
        w.findChild<QAction*>("setUpPositionAction")->trigger();
        PositionEditor* editor = w.positionEditor();
        QVERIFY(editor);
        QTest::mouseClick(editor->findChild<QPushButton*>("clear"), Qt::LeftButton);
        const QList<QPair<QString, QString>> pieces{{"K", "g1"}, {"R", "a1"}, {"k", "g8"},
                                                    {"p", "f7"}, {"p", "g7"}, {"p", "h7"}};
        for (const auto& [token, square] : pieces) {
            QTest::mouseClick(editor->palette()->button(token), Qt::LeftButton);
            QTest::mouseClick(editor->board(), Qt::LeftButton, {},
                              editor->board()->squareCentre(square).toPoint());
            QTest::mouseClick(editor->palette()->button(token), Qt::LeftButton); // put it back
        }
        QVERIFY2(editor->model()->playable(), qPrintable(editor->model()->position()));
        verify(editor, "mate in 1");
        QTRY_VERIFY_WITH_TIMEOUT(editor->puzzleVerdict()->text().startsWith("A sound puzzle"),
                                 20000);
        const QString typed = dir.filePath("back-rank");
        testing::whenDialogOpens<QFileDialog>([typed](QFileDialog* d) {
            auto* name = d->findChild<QLineEdit*>("fileNameEdit");
            if (!name) return d->reject();
            name->setText(typed);
            QTest::keyClick(name, Qt::Key_Return);
        });
        QTest::mouseClick(editor->savePuzzleButton(), Qt::LeftButton);
        QTRY_VERIFY(QFile::exists(typed + ".pgn"));
        QFile file(typed + ".pgn");
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(file.readAll());
        QVERIFY2(text.contains("\n1. Ra8#") && text.contains(" w - - 0 1\"]"), qPrintable(text));
        QCOMPARE(w.statusBar()->currentMessage(),
                 QString("Puzzle saved to %1 (1 game).").arg(typed + ".pgn"));
    }

    void cookedPuzzleRefused() {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        // resources/puzzles: the Tri-D mate in 1 with two mating turns.
        PositionEditor* editor = openEditor(
            w, "trid",
            "W:4/2K1/pNQ1/2R1|N:pq1b/P1n1/2P1/p2P|B:3r/4/4/2p1|QL1w:P1/R1|KL1w:1P/2|QL6b:r1/p1|"
            "KL6b:2/kp b - - - 1 50");
        QVERIFY(editor);
        verify(editor, "mate in 1");
        QTRY_VERIFY_WITH_TIMEOUT(!editor->puzzleVerdict()->text().startsWith("Verifying"), 20000);
        // The other mate named, in the forms for one: "1 other turn reaches the goal: …".
        QVERIFY2(editor->puzzleVerdict()->text().startsWith(
                     "Not unique: 1 other turn reaches the goal: "),
                 qPrintable(editor->puzzleVerdict()->text()));
        QVERIFY(!editor->savePuzzleButton()->isEnabled());
        QVERIFY(!editor->addPuzzleButton()->isEnabled());
        QVERIFY(!w.savePuzzleToFile("/tmp/never-written.pgn").isEmpty());
    }
};

QTEST_MAIN(TestEditorPuzzle)
#include "TestEditorPuzzle.moc"
