// AnalysisModel against a fake engine (FakeEngine.cpp): lines per iteration, multi-PV,
// notation conversion and move numbers, the arguments the engine gets, stopping, a crashing, a
// failing and a hanging engine, restarts on a new node without stale lines, and adding a line
// as a variation.
#include "AnalysisModel.h"

#include "variant/VariantRegistry.h"

#include <QAbstractItemModelTester>
#include <QElapsedTimer>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using namespace trellis;

namespace {

// Legal turns of a board sorted by their text in `n` (the order the fake engine uses).
std::vector<Turn> sortedTurns(Variant& v, Notation n) {
    std::vector<std::pair<std::string, Turn>> texts;
    for (const Turn& t : v.legalTurns()) texts.emplace_back(v.turnText(t, n), t);
    std::sort(texts.begin(), texts.end());
    std::vector<Turn> out;
    for (const auto& p : texts) out.push_back(p.second);
    return out;
}

bool legalAt(const GameModel& game, const Turn& turn) {
    const auto legal = game.tree().variantAt(game.currentNode())->legalTurns();
    return std::find(legal.begin(), legal.end(), turn) != legal.end();
}

QString text(const AnalysisModel& m, int row, int role) {
    return m.index(row, 0).data(role).toString();
}

} // namespace

class TestAnalysisModel : public QObject {
    Q_OBJECT

  private slots:
    // The real engine (`trellis analyse --stream`) behind the model, both variants: lines with
    // legal turns arrive and deepen, and stop ends the process.
    void realEngineAnalysesBothVariants() {
        for (const char* variant : {"trid", "cotulenh"}) {
            GameModel game;
            game.newGame(variant);
            AnalysisModel m(&game);
            m.setEngine(TRELLIS_BINARY, {"analyse", "--stream"});
            m.setLineCount(2);
            m.start();
            QTRY_VERIFY_WITH_TIMEOUT(m.depth() >= 2 && m.rowCount() == 2, 20000);
            QVERIFY2(!m.turns(0).empty(), variant);
            QVERIFY(legalAt(game, m.turns(0).front()));
            QVERIFY(m.turns(0).front() != m.turns(1).front());
            QVERIFY(!m.scoreText(0).isEmpty());
            m.stop();
            QTRY_VERIFY_WITH_TIMEOUT(!m.isRunning() && m.liveProcesses() == 0, 3000);
        }
    }
    void linesAppearAndDeepenPerIteration() {
        GameModel game;
        AnalysisModel m(&game);
        QAbstractItemModelTester tester(&m, QAbstractItemModelTester::FailureReportingMode::QtTest);
        m.setEngine(FAKE_ENGINE, {"normal"});
        QList<int> depths;
        connect(&m, &AnalysisModel::linesChanged, this, [&] {
            if (m.rowCount() > 0) depths << m.index(0, 0).data(AnalysisModel::DepthRole).toInt();
        });
        m.start();
        QVERIFY(m.isRunning());
        QTRY_COMPARE(m.depth(), 6);
        QCOMPARE(m.rowCount(), 1);
        QCOMPARE(depths, QList<int>({1, 2, 3, 4, 5, 6}));
        QCOMPARE(m.scoreText(0), QString("+0.38")); // 20 + 3 * 6 centipawns
        QCOMPARE(m.turns(0).size(), std::size_t(6));
        QCOMPARE(m.index(0, AnalysisModel::DepthColumn).data().toInt(), 6);
        QVERIFY(m.statusText().contains("Depth 6"));
        m.stop();
    }
    void multiPvGivesOneRowPerLine() {
        GameModel game;
        AnalysisModel m(&game);
        m.setEngine(FAKE_ENGINE, {"normal"});
        m.setLineCount(3);
        m.start();
        QTRY_COMPARE(m.depth(), 6);
        QCOMPARE(m.rowCount(), 3);
        QCOMPARE(m.scoreText(1), QString("-0.02"));
        QCOMPARE(m.scoreText(2), QString("-0.42"));
        QVERIFY(m.turns(0).front() != m.turns(1).front());
        m.setLineCount(9);
        QCOMPARE(m.lineCount(), 5);
        QTRY_COMPARE(m.rowCount(), 5);
        m.setLineCount(0);
        QCOMPARE(m.lineCount(), 1);
        m.stop();
    }
    void textsInTheGameNotationWithMoveNumbers() {
        GameModel game;
        game.setNotation(Notation::Meder);
        AnalysisModel m(&game);
        m.setEngine(FAKE_ENGINE, {"normal"});
        m.start();
        QTRY_COMPARE(m.depth(), 6);
        auto board = game.tree().variantAt(game.currentNode());
        const Turn first = sortedTurns(*board, Notation::Composite).front();
        QCOMPARE(m.turns(0).front(), first);
        const QString meder = QString::fromStdString(board->turnText(first, Notation::Meder));
        QCOMPARE(m.index(0, 0).data(AnalysisModel::TurnTextsRole).toStringList().front(), meder);
        QVERIFY2(text(m, 0, AnalysisModel::LineTextRole).startsWith("1. " + meder + " "),
                 qPrintable(text(m, 0, AnalysisModel::LineTextRole)));
        QVERIFY(text(m, 0, AnalysisModel::LineTextRole).contains(" 2. "));
        // The notation changes under a finished analysis: the texts follow.
        game.setNotation(Notation::Composite);
        QCOMPARE(m.index(0, 0).data(AnalysisModel::TurnTextsRole).toStringList().front(),
                 QString::fromStdString(board->turnText(first, Notation::Composite)));
        m.stop();
    }
    void cotulenhSecondPlayerScoresAndNumbers() {
        GameModel game;
        QVERIFY(game.newGame("cotulenh"));
        game.setNotation(Notation::San);
        auto board = game.tree().variantAt(0);
        QVERIFY(game.playTurn(sortedTurns(*board, Notation::Lan).front()));
        AnalysisModel m(&game);
        m.setEngine(FAKE_ENGINE, {"normal"});
        m.start();
        QTRY_COMPARE(m.depth(), 6);
        // +0.38 for Blue, the side to move, is -0.38 from Red's side.
        QCOMPARE(m.scoreText(0), QString("-0.38"));
        board = game.tree().variantAt(game.currentNode());
        const Turn first = sortedTurns(*board, Notation::Lan).front();
        QCOMPARE(m.turns(0).front(), first);
        const QString san = QString::fromStdString(board->turnText(first, Notation::San));
        QVERIFY2(text(m, 0, AnalysisModel::LineTextRole).startsWith("1... " + san + " 2. "),
                 qPrintable(text(m, 0, AnalysisModel::LineTextRole)));
        m.stop();
    }
    void mateScores() {
        GameModel game;
        AnalysisModel m(&game);
        m.setEngine(FAKE_ENGINE, {"mate"});
        m.start();
        QTRY_COMPARE(m.depth(), 6);
        QCOMPARE(m.scoreText(0), QString("#3"));
        m.stop();
    }
    void engineGetsThePositionAndOptions() {
        QTemporaryDir dir;
        const QString log = dir.filePath("args.txt");
        qputenv("TRELLIS_FAKE_ENGINE_LOG", log.toUtf8());
        GameModel game;
        AnalysisModel m(&game);
        m.setEngine(FAKE_ENGINE, {"normal", "analyse", "--stream"});
        m.setLineCount(2);
        m.start();
        QTRY_COMPARE(m.rowCount(), 2);
        m.stop();
        // After two turns: the start position and the game's turns, its history.
        auto board = game.tree().variantAt(0);
        QVERIFY(game.playTurn(sortedTurns(*board, Notation::Composite).front()));
        board = game.tree().variantAt(game.currentNode());
        QVERIFY(game.playTurn(sortedTurns(*board, Notation::Composite).back()));
        m.start();
        QTRY_COMPARE(m.rowCount(), 2);
        m.stop();
        qunsetenv("TRELLIS_FAKE_ENGINE_LOG");
        QFile f(log);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QStringList args = QString::fromUtf8(f.readAll()).trimmed().split('\n');
        QCOMPARE(args.size(), 2);
        const QString position = QString::fromStdString(game.tree().positionAt(0));
        const QString common = "normal analyse --stream --variant trid --rules " +
                               QString::fromStdString(game.tree().startVariant().rules()) +
                               " --notation composite --multipv 2 ";
        QCOMPARE(args[0], common + position);
        const std::vector<NodeId> line = game.tree().mainLine();
        QCOMPARE(args[1], common + position + " --moves " +
                              QString::fromStdString(game.tree().text(line[0])) + " " +
                              QString::fromStdString(game.tree().text(line[1])));
    }
    void stopEndsTheProcessAndKeepsTheLines() {
        GameModel game;
        AnalysisModel m(&game);
        m.setEngine(FAKE_ENGINE, {"normal"});
        QSignalSpy states(&m, &AnalysisModel::stateChanged);
        m.start();
        QTRY_COMPARE(m.rowCount(), 1);
        QCOMPARE(m.liveProcesses(), 1);
        m.stop();
        QCOMPARE(m.state(), AnalysisModel::State::Stopped);
        QVERIFY(m.statusText().startsWith("Stopped"));
        QCOMPARE(m.rowCount(), 1);
        QTRY_COMPARE_WITH_TIMEOUT(m.liveProcesses(), 0, 900);
        QCOMPARE(states.count(), 2);
    }
    void crashingEngineShowsAnErrorAndTheModelRecovers_data() {
        QTest::addColumn<QString>("mode");
        QTest::addColumn<QString>("message");
        QTest::newRow("signal") << "crash"
                                << "crashed";
        QTest::newRow("exit 3") << "fail"
                                << "exit code 3): fake engine: failing on purpose";
    }
    void crashingEngineShowsAnErrorAndTheModelRecovers() {
        QFETCH(QString, mode);
        QFETCH(QString, message);
        GameModel game;
        AnalysisModel m(&game);
        m.setEngine(FAKE_ENGINE, {mode});
        m.start();
        QTRY_COMPARE(m.state(), AnalysisModel::State::Failed);
        QVERIFY2(m.statusText().contains(message), qPrintable(m.statusText()));
        QCOMPARE(m.liveProcesses(), 0);
        // The game goes on, and another start works.
        QVERIFY(game.playTurn(game.tree().variantAt(0)->legalTurns().front()));
        m.setEngine(FAKE_ENGINE, {"normal"});
        m.start();
        QVERIFY(m.isRunning());
        QTRY_COMPARE(m.depth(), 6);
        m.stop();
    }
    void missingEngineFails() {
        GameModel game;
        AnalysisModel m(&game);
        m.setEngine("/nonexistent/engine", {});
        m.start();
        QTRY_COMPARE(m.state(), AnalysisModel::State::Failed);
        QVERIFY(m.statusText().contains("could not be started"));
    }
    void hangingEngineIsKilledAfterStop() {
        GameModel game;
        AnalysisModel m(&game);
        m.setEngine(FAKE_ENGINE, {"hang"});
        m.start();
        QTRY_COMPARE(m.rowCount(), 1);
        QElapsedTimer clock;
        clock.start();
        m.stop();
        // stop() never waits: it returns stopped while the hanging engine still runs.
        QCOMPARE(m.state(), AnalysisModel::State::Stopped);
        QCOMPARE(m.liveProcesses(), 1);
        const int depth = m.depth();
        QTRY_COMPARE_WITH_TIMEOUT(m.liveProcesses(), 0, 2500);
        QVERIFY2(clock.elapsed() >= 900, qPrintable(QString::number(clock.elapsed())));
        QCOMPARE(m.depth(), depth); // nothing was read after stop
    }
    void newNodeRestartsAndNeverShowsStaleLines() {
        GameModel game;
        AnalysisModel m(&game);
        // The first run hangs: it keeps printing lines of the start position after it is told
        // to stop, until it is killed.
        m.setEngine(FAKE_ENGINE, {"hang"});
        m.start();
        QTRY_VERIFY(m.depth() >= 2);
        m.setEngine(FAKE_ENGINE, {"normal"});
        int checks = 0;
        QStringList stale;
        connect(&m, &AnalysisModel::linesChanged, this, [&] {
            for (int r = 0; r < m.rowCount(); ++r, ++checks)
                if (m.turns(r).empty() || !legalAt(game, m.turns(r).front()))
                    stale << m.index(r, AnalysisModel::LineColumn).data().toString();
        });
        QVERIFY(game.playTurn(game.tree().variantAt(0)->legalTurns().front()));
        QCOMPARE(m.rowCount(), 0);
        QCOMPARE(m.depth(), 0);
        QVERIFY(m.isRunning());
        QTest::qWait(1500); // past the old run's kill
        QVERIFY2(stale.isEmpty(), qPrintable(stale.join('\n')));
        QVERIFY(checks > 0);
        QCOMPARE(m.depth(), 6);
        QCOMPARE(m.liveProcesses(), 1);
        m.stop();
    }
    void quickNavigationStartsOneEngine() {
        QTemporaryDir dir;
        const QString log = dir.filePath("args.txt");
        qputenv("TRELLIS_FAKE_ENGINE_LOG", log.toUtf8());
        GameModel game;
        auto board = game.tree().variantAt(0);
        for (int i = 0; i < 4; ++i) {
            const Turn t = board->legalTurns().front();
            QVERIFY(game.playTurn(t));
            board->makeTurn(t);
        }
        AnalysisModel m(&game);
        m.setEngine(FAKE_ENGINE, {"normal"});
        m.start();
        for (int i = 0; i < 4; ++i) game.goBack();
        QTRY_COMPARE(m.depth(), 6);
        m.stop();
        qunsetenv("TRELLIS_FAKE_ENGINE_LOG");
        QFile f(log);
        QVERIFY(f.open(QIODevice::ReadOnly));
        // The first node's engine (unless it was stopped before it started), then the last
        // node's; never one per node passed on the way.
        const QStringList runs = QString::fromUtf8(f.readAll()).split('\n', Qt::SkipEmptyParts);
        QVERIFY2(runs.size() == 1 || runs.size() == 2, qPrintable(runs.join(" | ")));
        QVERIFY(runs.last().contains(QString::fromStdString(game.tree().variantAt(0)->position())));
        QVERIFY(legalAt(game, m.turns(0).front()));
    }
    void addAsVariationIsOneUndoableEdit() {
        GameModel game;
        AnalysisModel m(&game);
        m.setEngine(FAKE_ENGINE, {"normal"});
        m.start();
        QTRY_COMPARE(m.depth(), 6);
        m.stop();
        const std::vector<Turn> line = m.turns(0);
        QVERIFY(m.addAsVariation(0));
        const GameTree& tree = game.tree();
        QCOMPARE(game.currentNode(), GameTree::root());
        QCOMPARE(tree.children(0).size(), std::size_t(1));
        const NodeId first = tree.children(0).front();
        QCOMPARE(tree.turn(first), line.front());
        QCOMPARE(tree.moveCount(), 6);
        QCOMPARE(QString::fromStdString(tree.annotation(first).commentAfter), QString("+0.38/6"));
        game.undoStack()->undo();
        QCOMPARE(game.tree().moveCount(), 0);
        QVERIFY(!m.addAsVariation(3));
    }
};

QTEST_MAIN(TestAnalysisModel)
#include "TestAnalysisModel.moc"
