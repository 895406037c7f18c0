// The engine in the analysis panel and Game > Analyse Game on the real main window: the panel's
// depth limit reaches the engine, the evaluation bar follows the analysis (mates as such), the
// game analysis marks a planted blunder as one undo step and fills the graph (a click on it goes
// to the turn), Cancel stops it, and scores of a main line edited meanwhile are dropped; the
// Settings dialog's engine threads and hash reach both engines. An engine of Edit > Engines…
// chosen in the panel analyses the game too (a fake UCI engine that answers legally, and
// Stockfish when it is installed); one that crashes or hangs partway is reported in the status
// bar and the scores before it are kept.
#include "AppSettings.h"
#include "EvaluationBar.h"
#include "EvaluationGraph.h"
#include "FakeUciEngineEntry.h"
#include "GameAnalysisDialog.h"
#include "MainWindow.h"
#include "SettingsDialog.h"
#include "StudioTestSupport.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QProgressDialog>
#include <QPushButton>
#include <QSpinBox>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

using namespace trellis;

namespace {

// 1. e4 e5 2. Qh5 Nc6 3. Qxe5+?? Nxe5: White gives the queen for a pawn.
const QStringList kBlunderGame{"e4", "e5", "Qh5", "Nc6", "Qxe5+", "Nxe5"};

void play(MainWindow& w, const QStringList& sans) {
    QVERIFY(w.newGame("chess"));
    for (const QString& san : sans) {
        auto board = w.game()->tree().variantAt(w.game()->currentNode());
        auto turn = board->parseTurn(san.toStdString(), Notation::San);
        QVERIFY2(turn, qPrintable(san));
        QVERIFY(w.game()->playTurn(*turn));
    }
}

// Opens Game > Analyse Game…, sets the limits and the marks, presses OK.
void runDialog(MainWindow& w, double seconds, int depth, bool marks) {
    QAction* action = testing::menuAction(w, "Analyse Game…");
    QVERIFY(action);
    action->trigger();
    auto* dialog = w.findChild<GameAnalysisDialog*>("gameAnalysisDialog");
    QVERIFY(dialog);
    QTRY_VERIFY(dialog->isVisible());
    dialog->findChild<QDoubleSpinBox*>("gameAnalysisTime")->setValue(seconds);
    dialog->findChild<QSpinBox*>("gameAnalysisDepth")->setValue(depth);
    dialog->findChild<QCheckBox*>("gameAnalysisMarks")->setChecked(marks);
    auto* buttons = dialog->findChild<QDialogButtonBox*>();
    QTest::mouseClick(buttons->button(QDialogButtonBox::Ok), Qt::LeftButton);
}

// Makes `engine` the only engine of the list (no engine: none), for chess.
void listEngine(const std::optional<EngineEntry>& engine) {
    AppSettings settings;
    settings.setEngines(engine ? QList<EngineEntry>{*engine} : QList<EngineEntry>{});
    settings.setAnalysisEngine("chess", {});
}

// Chooses the list's engine in the analysis panel, as a user does.
void chooseListEngine(MainWindow& w) {
    auto* engine = w.findChild<QComboBox*>("analysisEngine");
    QVERIFY(engine);
    QTRY_VERIFY(engine->isVisible());
    engine->setFocus();
    QTest::keyClick(engine, Qt::Key_Down);
    QCOMPARE(engine->currentIndex(), 1);
}

} // namespace

namespace {

// A search's depth and time limits (the rest as the defaults).
trellis::search::SearchLimits limitsOf(int depth, std::int64_t timeMs) {
    trellis::search::SearchLimits l;
    l.depth = depth;
    l.timeMs = timeMs;
    return l;
}

} // namespace

class TestGameAnalysis : public QObject {
    Q_OBJECT

  private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        listEngine(std::nullopt);
    }
    void cleanup() { listEngine(std::nullopt); }

    // The engine chosen in the panel is the one the dialog names and the job runs: every
    // position gets its score (the fake's +0.20 for the side to move).
    void listEngineAnalysesTheGame() {
        QTemporaryDir dir;
        listEngine(fakeUciEngineEntry(dir, "legal", {{"Skill Level", "3"}}));
        MainWindow w;
        QVERIFY(testing::showIn2D(w));
        play(w, kBlunderGame);
        chooseListEngine(w);
        runDialog(w, 0.2, 0, true);
        QTRY_VERIFY_WITH_TIMEOUT(!w.evaluation()->isEmpty(), 20000);
        QVERIFY2(w.statusBar()->currentMessage().startsWith("Game analysed"),
                 qPrintable(w.statusBar()->currentMessage()));
        const auto& scores = w.evaluation()->scores();
        QCOMPARE(scores.size(), std::size_t(7));
        for (std::size_t i = 0; i < scores.size(); ++i)
            QCOMPARE(scores[i].text(), QString(i % 2 ? "-0.20" : "+0.20"));
    }

    void dialogNamesTheEngine() {
        QTemporaryDir dir;
        listEngine(fakeUciEngineEntry(dir, "legal", {{"Skill Level", "3"}}));
        MainWindow w;
        QVERIFY(testing::showIn2D(w));
        QVERIFY(w.newGame("chess"));
        GameAnalysisDialog* dialog = w.openGameAnalysis();
        QCOMPARE(dialog->findChild<QLabel*>("gameAnalysisEngine")->text(),
                 QString("Built-in engine"));
        dialog->reject();
        chooseListEngine(w);
        dialog = w.openGameAnalysis();
        QCOMPARE(dialog->findChild<QLabel*>("gameAnalysisEngine")->text(), QString("Fake UCI"));
        dialog->reject();
    }

    // An engine that crashes or hangs after three positions: the status bar names it and says
    // what it did, the three scores stay (the graph shows them), the window goes on.
    void failingEngineStopsTheAnalysis_data() {
        QTest::addColumn<QString>("arguments");
        QTest::addColumn<QString>("message");
        QTest::newRow("crash") << "crash 3"
                               << "crashed";
        QTest::newRow("hang") << "hang 3"
                              << "Fake hang hung: no bestmove within 5 s of the time it had";
        QTest::newRow("illegal") << "illegal 3"
                                 << "Fake illegal gave the bestmove 'e2e5', which is not legal";
        QTest::newRow("garbage") << "garbage"
                                 << "is not a UCI engine";
    }

    void failingEngineStopsTheAnalysis() {
        QFETCH(QString, arguments);
        QFETCH(QString, message);
        QTemporaryDir dir;
        listEngine(fakeUciEngineEntry(dir, arguments, {{"Skill Level", "3"}}));
        MainWindow w;
        QVERIFY(testing::showIn2D(w));
        play(w, kBlunderGame);
        chooseListEngine(w);
        runDialog(w, 0.1, 0, true);
        QPointer<QProgressDialog> progress;
        QTRY_VERIFY((progress = w.findChild<QProgressDialog*>("gameAnalysisProgress")));
        if (arguments.startsWith("hang")) {
            // While the engine hangs the window goes on: the progress shows its three answers.
            QTRY_VERIFY2(progress && progress->labelText().contains("position 3 of 7"),
                         qPrintable(progress ? progress->labelText() : QString("gone")));
            QVERIFY(progress->isVisible());
        }
        QTRY_VERIFY_WITH_TIMEOUT(progress.isNull(), 20000);
        const QString status = w.statusBar()->currentMessage();
        QVERIFY2(status.contains(message), qPrintable(status));
        const bool partway = arguments.endsWith(" 3");
        QVERIFY2(status.startsWith(partway ? "Game analysis stopped after 3 position"
                                           : "Game analysis stopped after 0 position"),
                 qPrintable(status));
        QCOMPARE(w.evaluation()->scores().size(), std::size_t(partway ? 3 : 0));
        QCOMPARE(w.evaluationGraph()->isVisible(), partway);
    }

    // Stockfish as the list's engine finds the planted blunder.
    void stockfishFindsTheBlunder() {
        const QString stockfish = "/usr/games/stockfish";
        if (!QFileInfo(stockfish).isExecutable()) QSKIP("stockfish is not installed");
        listEngine(EngineEntry{"Stockfish", stockfish, {{"Threads", "1"}}, {"chess"}});
        MainWindow w;
        QVERIFY(testing::showIn2D(w));
        play(w, kBlunderGame);
        const std::vector<NodeId> line = w.game()->tree().mainLine();
        chooseListEngine(w);
        runDialog(w, 0.2, 0, true);
        QTRY_VERIFY_WITH_TIMEOUT(!w.evaluation()->isEmpty(), 30000);
        QVERIFY2(w.statusBar()->currentMessage().startsWith("Game analysed"),
                 qPrintable(w.statusBar()->currentMessage()));
        QCOMPARE(w.evaluation()->scores().size(), std::size_t(7));
        QVERIFY(w.evaluation()->scores()[5].capped(1000) < -500);
        QCOMPARE(w.game()->tree().annotation(line[4]).nags,
                 std::vector<int>{GameEvaluation::kBlunderNag});
    }

    void depthLimitAndEvaluationBar() {
        QTemporaryDir dir;
        const QString log = dir.filePath("engine.log");
        qputenv("TRELLIS_FAKE_ENGINE_LOG", log.toUtf8());
        MainWindow w;
        QVERIFY(testing::showIn2D(w));
        play(w, {"e4"}); // Black to move: the bar turns the engine's score round
        w.analysis()->setEngine(FAKE_ENGINE, {"normal"});
        EvaluationBar* bar = w.evaluationBar();
        QVERIFY(!bar->isVisible());
        w.findChild<QSpinBox*>("analysisDepthLimit")->setValue(3);
        QTest::mouseClick(w.findChild<QPushButton*>("analysisStartStop"), Qt::LeftButton);
        QVERIFY(bar->isVisible());
        // The fake engine stops at the depth it is given, as the real one does.
        QTRY_VERIFY(!w.analysis()->isRunning());
        QCOMPARE(w.analysis()->depth(), 3);
        QVERIFY(w.analysis()->statusText().contains("Finished at depth 3"));
        const auto logText = [&log] {
            QFile file(log);
            return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
        };
        QVERIFY(logText().contains("--depth 3"));
        // Depth 3: +0.29 for Black, so -0.29 from White's side, Black's share the larger.
        QCOMPARE(bar->text(), QString("-0.29"));
        QVERIFY(bar->firstShare() < 0.5);
        QVERIFY(bar->isVisible());
        // A mate for the side to move (Black) is a mate for the second player.
        w.analysis()->setEngine(FAKE_ENGINE, {"mate"});
        w.analysis()->start();
        QTRY_COMPARE(bar->text(), QString("#-3"));
        QCOMPARE(bar->firstShare(), 0.0);
        // The time limit goes to the engine as well.
        w.findChild<QDoubleSpinBox*>("analysisTimeLimit")->setValue(2.5);
        w.analysis()->start();
        QTRY_VERIFY(logText().contains("--time 2.5"));
        w.analysis()->stop();
        // The limits are kept in the settings: leave none for the other tests.
        w.findChild<QSpinBox*>("analysisDepthLimit")->setValue(0);
        w.findChild<QDoubleSpinBox*>("analysisTimeLimit")->setValue(0);
        qunsetenv("TRELLIS_FAKE_ENGINE_LOG");
    }

    void engineSettingsReachTheEngines() {
        QTemporaryDir dir;
        const QString log = dir.filePath("engine.log");
        qputenv("TRELLIS_FAKE_ENGINE_LOG", log.toUtf8());
        MainWindow w;
        QVERIFY(testing::showIn2D(w));
        const auto setEngine = [&w](int threads, int hash) {
            SettingsDialog* dialog = w.openSettings();
            dialog->findChild<QSpinBox*>("engineThreads")->setValue(threads);
            dialog->findChild<QSpinBox*>("engineHash")->setValue(hash);
            QTest::mouseClick(dialog->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok),
                              Qt::LeftButton);
        };
        setEngine(1, 32);
        w.analysis()->setEngine(FAKE_ENGINE, {"normal"});
        w.analysis()->start();
        QTRY_VERIFY(w.analysis()->depth() > 0);
        w.analysis()->stop();
        QFile file(log);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(QString::fromUtf8(file.readAll()).contains("--threads 1 --hash 32"));
        QPointer<GameAnalysisJob> job = w.analyseGame({limitsOf(1, 0), {}, {}}, false);
        QCOMPARE(job->options().engine.threads, 1);
        QCOMPARE(job->options().engine.hashMegabytes, std::size_t(32));
        QTRY_VERIFY(job.isNull());
        setEngine(QThread::idealThreadCount(), 16); // the defaults, for the other tests
        qunsetenv("TRELLIS_FAKE_ENGINE_LOG");
    }

    void plantedBlunderIsMarked() {
        MainWindow w;
        QVERIFY(testing::showIn2D(w));
        play(w, kBlunderGame);
        const std::vector<NodeId> line = w.game()->tree().mainLine();
        QVERIFY(!w.evaluationGraph()->isVisible());
        runDialog(w, 30, 4, true);
        QTRY_VERIFY_WITH_TIMEOUT(!w.evaluation()->isEmpty(), 30000);
        // The queen given away: "??" on White's third turn, and nowhere on Black's reply.
        const GameTree& tree = w.game()->tree();
        QCOMPARE(tree.annotation(line[4]).nags, std::vector<int>{GameEvaluation::kBlunderNag});
        QVERIFY(tree.annotation(line[5]).nags.empty());
        QVERIFY(w.statusBar()->currentMessage().startsWith("Game analysed"));
        // After 3. Qxe5+ Black is far ahead; the graph shows every position.
        const auto& scores = w.evaluation()->scores();
        QCOMPARE(scores.size(), std::size_t(7));
        QVERIFY2(scores[5].capped(1000) < -500, qPrintable(scores[5].text()));
        EvaluationGraph* graph = w.evaluationGraph();
        QTRY_VERIFY(graph->isVisible());
        QCOMPARE(graph->pointCount(), 7);
        QVERIFY(graph->pointAt(5).y() > graph->pointAt(4).y()); // lower: worse for White
        // For a look: TRELLIS_TEST_SHOT=/tmp/analysis.png test_game_analysis
        if (qEnvironmentVariableIsSet("TRELLIS_TEST_SHOT")) {
            w.analysis()->setEngine(FAKE_ENGINE, {"normal"});
            w.analysis()->start();
            QTRY_VERIFY(!w.evaluationBar()->text().isEmpty());
            w.grab().save(qEnvironmentVariable("TRELLIS_TEST_SHOT"));
            w.analysis()->stop();
        }
        // A click on a point goes to its turn.
        QTest::mouseClick(graph, Qt::LeftButton, {}, graph->pointAt(3).toPoint());
        QCOMPARE(w.game()->currentNode(), line[2]);
        QTest::mouseClick(graph, Qt::LeftButton, {}, graph->pointAt(0).toPoint());
        QCOMPARE(w.game()->currentNode(), GameTree::root());
        // The marks are one undo step; the scores stay (the main line is the same).
        int marked = 0;
        for (const NodeId id : line) marked += int(!tree.annotation(id).nags.empty());
        QVERIFY(marked >= 1);
        w.game()->undoStack()->undo();
        for (const NodeId id : w.game()->tree().mainLine())
            QVERIFY(w.game()->tree().annotation(id).nags.empty());
        QVERIFY(!w.evaluation()->isEmpty());
        // A new game drops the scores and hides the graph.
        QVERIFY(w.newGame("chess"));
        QVERIFY(w.evaluation()->isEmpty());
        QVERIFY(!graph->isVisible());
    }

    void cancelStopsTheAnalysis() {
        MainWindow w;
        QVERIFY(testing::showIn2D(w));
        play(w, kBlunderGame);
        runDialog(w, 60, 0, true); // a minute per position: only Cancel ends it soon
        QPointer<QProgressDialog> progress;
        QTRY_VERIFY((progress = w.findChild<QProgressDialog*>("gameAnalysisProgress")));
        QTRY_VERIFY(progress->isVisible());
        QPushButton* cancel = progress->findChild<QPushButton*>();
        QVERIFY(cancel);
        QTest::mouseClick(cancel, Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(progress.isNull(), 5000);
        QVERIFY(w.evaluation()->isEmpty());
        QVERIFY(w.statusBar()->currentMessage().contains("cancelled"));
        for (const NodeId id : w.game()->tree().mainLine())
            QVERIFY(w.game()->tree().annotation(id).nags.empty());
    }

    void editedMainLineDropsTheScores() {
        MainWindow w;
        QVERIFY(testing::showIn2D(w));
        play(w, kBlunderGame);
        const NodeId last = w.game()->tree().mainLine().back();
        GameAnalysisJob* job = w.analyseGame({limitsOf(0, 200), {}, {}}, true);
        QPointer<GameAnalysisJob> running(job);
        QVERIFY(w.game()->deleteFrom(last)); // the main line changes under the job
        QTRY_VERIFY_WITH_TIMEOUT(running.isNull(), 10000);
        QVERIFY(w.evaluation()->isEmpty());
        QVERIFY(w.statusBar()->currentMessage().contains("dropped"));
        for (const NodeId id : w.game()->tree().mainLine())
            QVERIFY(w.game()->tree().annotation(id).nags.empty());
    }
};

QTEST_MAIN(TestGameAnalysis)
#include "TestGameAnalysis.moc"
