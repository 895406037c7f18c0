// Evaluation weights as data: weights files change what the engine evaluates, bad files and
// player specs are clear usage errors, match saves its games and reports the Elo difference,
// and `trellis tune` lowers the error on a small fixed set of games.
#include "CliRun.h"
#include "ErrorText.h"
#include "SearchCommands.h"
#include "WeightsFile.h"

#include "game/PgnReader.h"
#include "search/Engine.h"
#include "search/GradientFit.h"
#include "search/TexelTuner.h"
#include "variant/VariantRegistry.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <random>

namespace {

using namespace trellis;
using trellis::testing::runCli;

// A middlegame of each variant with pieces whose weights the tests change.
struct Case {
    const char* variant;
    const char* position;
    const char* weight; // a weight the position's score depends on
};
const Case kCases[] = {
    {"cotulenh",
     "1n4c4/5h1hf2/3a1s5/4gt1tg2/3e2mf1(ea)i/2(ni)8/7T3/2I1E1M2(EA)I/4GT2G2/1N1A2S4/1NF2H1HF2/"
     "6C4 b - - 13 7",
     "mobility"},
    {"trid",
     "W:4/4/2K1/p2p|N:1k2/4/4/4|B:P2P/4/4/4|QL1w:2/2|KL1w:2/1R|QL5b:2/2|KL6b:1n/2 w - - -=a8B 1 "
     "31",
     "mobility.R"},
    {"chess", "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3", "mobility.N.mg"},
};

bool writeText(const QString& path, const QByteArray& text) {
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(text) == text.size();
}

std::unique_ptr<Variant> boardOf(const Case& c) {
    std::unique_ptr<Variant> v = std::move(createVariant(c.variant).value());
    if (!v->setPosition(c.position)) return nullptr;
    return v;
}

// The value of a line "NAME VALUE ..." of the tune command's output (NaN when there is none).
double valueAfter(const QString& out, const QString& name) {
    for (const QString& line : out.split('\n')) {
        if (!line.startsWith(name + ' ')) continue;
        bool ok = false;
        const double value = line.mid(name.size() + 1).section(' ', 0, 0).toDouble(&ok);
        return ok ? value : std::nan("");
    }
    return std::nan("");
}

// Two short chess games of a seeded match between depth-limited players, with results.
bool writeTwoChessGames(const std::string& path) {
    return runCli({"match", "--variant", "chess", "--games", "2", "--max-plies", "40", "--seed",
                   "5", "--white", "depth:1", "--black", "depth:1:material", "--pgn", path})
               .code == 0;
}

// Chess positions of seeded random games (every ply after the first four, up to 60): varied
// material and squares for the piece-square tables.
std::vector<search::TuningPosition> randomChessPositions(int games) {
    std::vector<search::TuningPosition> positions;
    std::mt19937 random(7);
    for (int game = 0; game < games; ++game) {
        std::unique_ptr<Variant> board = std::move(createVariant("chess").value());
        for (int ply = 0; ply < 60; ++ply) {
            const std::vector<Turn> turns = board->legalTurns();
            if (turns.empty()) break;
            board->makeTurn(turns[random() % turns.size()]);
            if (ply < 4) continue;
            std::unique_ptr<Variant> copy = std::move(createVariant("chess").value());
            if (!copy->setPosition(board->position())) return {};
            positions.push_back({std::move(copy), 0.5});
        }
    }
    return positions;
}

} // namespace

class TestTune : public QObject {
    Q_OBJECT
  private slots:
    void weightsFileChangesTheScore_data() {
        QTest::addColumn<int>("index");
        QTest::newRow("cotulenh") << 0;
        QTest::newRow("trid") << 1;
        QTest::newRow("chess") << 2;
    }
    void weightsFileChangesTheScore() {
        QFETCH(int, index);
        const Case& c = kCases[index];
        const VariantDescriptor& d = *findVariant(c.variant);
        QTemporaryDir dir;
        const QString path = dir.filePath("w.json");
        QVERIFY(writeText(path, QString(R"({"variant": "%1", "weights": {"%2": 40}})")
                                    .arg(c.variant, c.weight)
                                    .toUtf8()));
        const Result<std::vector<int>> read = cli::readWeightsFile(path.toStdString(), d);
        QVERIFY(read);
        const std::vector<int> builtIn = d.builtInWeights();
        QCOMPARE(read.value().size(), builtIn.size());
        int changed = 0;
        for (std::size_t i = 0; i < builtIn.size(); ++i) changed += read.value()[i] != builtIn[i];
        QCOMPARE(changed, 1); // the others keep their built-in values
        const std::unique_ptr<Variant> board = boardOf(c);
        QVERIFY(board);
        QVERIFY(d.evaluator(read.value())(*board) != d.evaluator(builtIn)(*board));
        // The engine searches with them: the same search scores differently.
        search::Engine plain,
            weighted(search::EngineOptions{8, search::EvalMode::Full, 1, read.value()});
        search::SearchLimits limits;
        limits.depth = 2;
        const search::Score a = plain.analyse(*board, limits).lines.front().score;
        const search::Score b = weighted.analyse(*board, limits).lines.front().score;
        QVERIFY2(!a.isMate && a.value != b.value,
                 qPrintable(QString("%1 %2").arg(a.value).arg(b.value)));
        // Written back, the file reads the same.
        QVERIFY(cli::writeWeightsFile(dir.filePath("back.json").toStdString(), d, read.value()));
        QCOMPARE(cli::readWeightsFile(dir.filePath("back.json").toStdString(), d).value(),
                 read.value());
    }

    void untunedTablesStayReadable_data() {
        QTest::addColumn<QString>("variant");
        QTest::newRow("cotulenh") << "cotulenh";
        QTest::newRow("trid") << "trid";
    }
    void untunedTablesStayReadable() {
        // The tables before tuning (tests/data/weights), kept so that the tuning match can be
        // played again: every name must still be a weight.
        QFETCH(QString, variant);
        const std::string path =
            (TRELLIS_SOURCE_DIR "/tests/data/weights/" + variant + "-untuned.json").toStdString();
        const Result<std::vector<int>> read =
            cli::readWeightsFile(path, *findVariant(variant.toStdString()));
        QVERIFY2(read, qPrintable(errorText(read)));
    }

    void badWeightsFiles_data() {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("says");
        QTest::newRow("not json") << QByteArray("{\"variant\": ") << "not a weights file";
        QTest::newRow("no weights") << QByteArray(R"({"variant": "cotulenh"})") << "\"weights\"";
        QTest::newRow("other variant")
            << QByteArray(R"({"variant": "trid", "weights": {}})") << "'trid', not for 'cotulenh'";
        QTest::newRow("unknown weight")
            << QByteArray(R"({"variant": "cotulenh", "weights": {"material.X": 3}})")
            << "'material.X' is not a weight";
        QTest::newRow("fraction") << QByteArray(
                                         R"({"variant": "cotulenh", "weights": {"tempo": 2.5}})")
                                  << "'tempo' is not a whole number";
        QTest::newRow("text value")
            << QByteArray(R"({"variant": "cotulenh", "weights": {"mobility": "2"}})")
            << "'mobility' is not a whole number";
    }
    void badWeightsFiles() {
        QFETCH(QByteArray, text);
        QFETCH(QString, says);
        QTemporaryDir dir;
        const QString path = dir.filePath("bad.json");
        QVERIFY(writeText(path, text));
        const auto r = runCli({"match", "--variant", "cotulenh", "--games", "1", "--white",
                               "nodes:10:full:weights=" + path.toStdString(), "--black", "random"});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(path) && r.err.contains(says), qPrintable(r.err));
        QCOMPARE(r.err.count('\n'), 1);
        QVERIFY(r.out.isEmpty());
        // The tuner's starting weights are read the same way.
        const auto t = runCli({"tune", "--variant", "cotulenh", "--weights", path.toStdString(),
                               "-o", dir.filePath("out.json").toStdString(), "games.pgn"});
        QCOMPARE(t.code, 2);
        QVERIFY2(t.err.contains(path) && t.err.contains(says), qPrintable(t.err));
    }

    void badPlayerSpecs_data() {
        QTest::addColumn<QString>("variant");
        QTest::addColumn<QString>("player");
        QTest::addColumn<QString>("says");
        QTest::newRow("empty file") << "cotulenh"
                                    << "nodes:10:full:weights="
                                    << "bad player";
        QTest::newRow("random with weights") << "cotulenh"
                                             << "random:weights=w.json"
                                             << "bad player";
        QTest::newRow("random plain") << "chess"
                                      << "random:plain"
                                      << "bad player";
        QTest::newRow("bad eval") << "trid"
                                  << "nodes:10:fast:weights=w.json"
                                  << "bad player";
        QTest::newRow("missing file") << "trid"
                                      << "nodes:10:full:weights=/nonexistent/w.json"
                                      << "/nonexistent/w.json";
    }
    void badPlayerSpecs() {
        QFETCH(QString, variant);
        QFETCH(QString, player);
        QFETCH(QString, says);
        const auto r = runCli({"match", "--variant", variant.toStdString(), "--white",
                               player.toStdString(), "--black", "random"});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(says), qPrintable(r.err));
    }

    // Another build as a player (here the same build, as a program): it plays the turns the
    // engine in the process plays, so a match against an older build measures the engines alone.
    void anotherBuildPlaysThroughTheStream() {
        QTemporaryDir dir;
        const auto movesOf = [&dir](const std::string& black) {
            const std::string games = dir.filePath("games.pgn").toStdString();
            const auto m =
                runCli({"match", "--variant", "trid", "--games", "2", "--max-plies", "10", "--seed",
                        "5", "--white", "depth:2", "--black", black, "--pgn", games});
            if (m.code != 0) return QStringList{m.err};
            QStringList moves;
            const Result<PgnReadResult> read = PgnReader(registeredVariants()).readFile(games);
            if (!read) return QStringList{QString::fromStdString(errorDebugText(read.error()))};
            for (const PgnGame& g : read.value().games) {
                QStringList line;
                for (const NodeId n : g.tree.mainLine())
                    line << QString::fromStdString(g.tree.text(n));
                moves << line.join(' ');
            }
            return moves;
        };
        const QStringList inProcess = movesOf("depth:1");
        QCOMPARE(inProcess.size(), 2);
        QVERIFY(inProcess[0].count(' ') >= 9); // the opening and 10 plies
        QCOMPARE(movesOf(std::string("depth:1:program=") + TRELLIS_BINARY), inProcess);
        const auto missing =
            runCli({"match", "--white", "depth:1", "--black", "depth:1:program=/nonexistent/x"});
        QCOMPARE(missing.code, 2);
        QVERIFY2(missing.err.contains("/nonexistent/x is not a program"), qPrintable(missing.err));
        for (const char* bad : {"depth:1:material:program=x", "depth:1:plain:program=x"})
            QCOMPARE(runCli({"match", "--white", "depth:1", "--black", bad}).code, 2);
    }

    void eloEstimate() {
        // 62.5 % is +88.7 Elo; the margin comes from the spread of the games' scores.
        const cli::EloEstimate e = cli::eloEstimate({1, 0, 0.5, 1, 1, 0.5, 0, 1});
        QVERIFY(std::abs(e.elo - 88.7) < 0.1);
        QVERIFY(e.margin > 100 && std::isfinite(e.margin));
        QCOMPARE(cli::eloEstimate({0.5, 0.5}).elo, 0.0);
        QCOMPARE(cli::eloEstimate({0.5, 0.5}).margin, 0.0);
        QVERIFY(std::isinf(cli::eloEstimate({1, 1}).elo));
    }

    void resolverPlaysOutTheExchanges_data() {
        QTest::addColumn<QString>("position");
        QTest::addColumn<QString>("resolved"); // empty: left out
        QTest::newRow("quiet: itself")
            << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
            << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
        QTest::newRow("hanging queen: taken") << "4k3/8/8/3q4/8/4N3/8/4K3 w - - 0 1"
                                              << "4k3/8/8/3N4/8/8/8/4K3 b - - 0 1";
        // Both sides go on: the knight takes the queen, the pawn takes back.
        QTest::newRow("exchange: to its end") << "4k3/8/2p5/3q4/8/4N3/8/4K3 w - - 0 1"
                                              << "4k3/8/8/3p4/8/8/8/4K3 w - - 0 2";
        // Taking the guarded pawn loses the queen: standing pat is better.
        QTest::newRow("losing capture: itself") << "4k3/8/2p5/3p4/8/8/3Q4/4K3 w - - 0 1"
                                                << "4k3/8/2p5/3p4/8/8/3Q4/4K3 w - - 0 1";
        QTest::newRow("in check: left out") << "4k3/4R3/8/8/8/8/8/4K3 b - - 0 1"
                                            << "";
    }
    void resolverPlaysOutTheExchanges() {
        QFETCH(QString, position);
        QFETCH(QString, resolved);
        const VariantDescriptor& d = *findVariant("chess");
        QVERIFY(d.resolver);
        const auto resolve = d.resolver(d.builtInWeights());
        std::unique_ptr<Variant> board = std::move(createVariant("chess").value());
        QVERIFY(board->setPosition(position.toStdString()));
        const std::unique_ptr<Variant> leaf = resolve(*board);
        if (resolved.isEmpty()) {
            QVERIFY(!leaf);
            return;
        }
        QVERIFY(leaf);
        QCOMPARE(QString::fromStdString(leaf->position()), resolved);
        QVERIFY(leaf->earlierPositions().empty()); // a fresh board, no history
    }

    void tuneResolvesChessPositions() {
        // Tri-D and Cotulenh have no capture search for the tuner: --resolve is refused.
        QVERIFY(!findVariant("trid")->resolver && !findVariant("cotulenh")->resolver);
        QTemporaryDir dir;
        const std::string out = dir.filePath("tuned.json").toStdString();
        const auto refused =
            runCli({"tune", "--variant", "trid", "--resolve", "-o", out, "games.pgn"});
        QCOMPARE(refused.code, 2);
        QVERIFY2(refused.err.contains("--resolve"), qPrintable(refused.err));

        const std::string games = dir.filePath("games.pgn").toStdString();
        const auto m =
            runCli({"match", "--variant", "chess", "--games", "4", "--max-plies", "60", "--seed",
                    "3", "--white", "depth:1", "--black", "depth:1:material", "--pgn", games});
        QCOMPARE(m.code, 0);
        const auto quietOnly = runCli(
            {"tune", "--variant", "chess", "--passes", "0", "--skip", "4", "-o", out, games});
        QVERIFY2(quietOnly.code == 0, qPrintable(quietOnly.err));
        const auto t = runCli({"tune", "--variant", "chess", "--passes", "1", "--skip", "4",
                               "--resolve", "-o", out, games});
        QVERIFY2(t.code == 0, qPrintable(t.err));
        QVERIFY2(t.out.contains(" resolved by their captures"), qPrintable(t.out));
        // The positions with captures are kept (resolved), not left out.
        QVERIFY2(valueAfter(t.out, "positions") > valueAfter(quietOnly.out, "positions"),
                 qPrintable(t.out + quietOnly.out));
        QVERIFY2(valueAfter(t.out, "error after") <= valueAfter(t.out, "error before"),
                 qPrintable(t.out));
        QVERIFY(cli::readWeightsFile(out, *findVariant("chess")));
    }

    void matchSavesGamesAndTuneLowersTheError() {
        // A small fixed data set: a seeded match between depth-limited engines (repeatable).
        QTemporaryDir dir;
        const std::string games = dir.filePath("games.pgn").toStdString();
        const auto m =
            runCli({"match", "--variant", "trid", "--games", "8", "--max-plies", "60", "--seed",
                    "3", "--white", "depth:1", "--black", "depth:1:material", "--pgn", games});
        QCOMPARE(m.code, 0);
        QVERIFY(m.out.contains("\nelo "));
        const Result<PgnReadResult> read = PgnReader(registeredVariants()).readFile(games);
        QVERIFY(read);
        QCOMPARE(read.value().games.size(), std::size_t(8));
        QVERIFY(read.value().errors.empty());
        QCOMPARE(read.value().games[1].tree.tag("White"), std::string("depth:1:material"));
        QVERIFY(!read.value().games[0].tree.result().empty());

        const std::string out = dir.filePath("tuned.json").toStdString();
        const auto t =
            runCli({"tune", "--variant", "trid", "--passes", "2", "--skip", "4", "-o", out, games});
        QVERIFY2(t.code == 0, qPrintable(t.err));
        const double before = valueAfter(t.out, "error before");
        const double after = valueAfter(t.out, "error after");
        QVERIFY2(after < before, qPrintable(t.out));
        QVERIFY(valueAfter(t.out, "K") > 0);
        // Scored by searches instead of results, the targets follow the evaluation closely (the
        // search starts from it): the error is far smaller than against the game results.
        const std::string scoredOut = dir.filePath("scored.json").toStdString();
        const auto scored = runCli({"tune", "--variant", "trid", "--passes", "1", "--skip", "4",
                                    "--score-nodes", "300", "-o", scoredOut, games});
        QVERIFY2(scored.code == 0, qPrintable(scored.err));
        QVERIFY2(scored.out.contains("targets: a search of 300 nodes per position"),
                 qPrintable(scored.out));
        QVERIFY2(valueAfter(scored.out, "error before") < before / 4, qPrintable(scored.out));
        QVERIFY(cli::readWeightsFile(scoredOut, *findVariant("trid")));
        for (const std::string bad : {"0", "many"}) {
            const auto refused =
                runCli({"tune", "--variant", "trid", "--score-nodes", bad, "-o", scoredOut, games});
            QCOMPARE(refused.code, 2);
            QVERIFY2(refused.err.contains("--score-nodes"), qPrintable(refused.err));
        }
        // The written weights are the tuned ones: they differ from the built-in table, and a
        // match player reads them.
        const VariantDescriptor& d = *findVariant("trid");
        const Result<std::vector<int>> tuned = cli::readWeightsFile(out, d);
        QVERIFY(tuned);
        QVERIFY(tuned.value() != d.builtInWeights());
        const auto weighted =
            runCli({"match", "--variant", "trid", "--games", "1", "--max-plies", "2", "--white",
                    "depth:1:full:weights=" + out, "--black", "random"});
        QCOMPARE(weighted.code, 0);
        // However long the players' names, the score and the Elo are lines of their own.
        QVERIFY2(weighted.out.contains(QString::fromStdString(" against random\nelo ")),
                 qPrintable(weighted.out));
    }

    // Each pass hands its weights and error to the caller (tune writes OUT after each pass, so
    // that a long run stopped halfway keeps its passes): the errors never rise, and the last
    // pass's weights are the result.
    void eachPassHandsOnItsWeights() {
        const VariantDescriptor& chess = *findVariant("chess");
        std::vector<search::TuningPosition> positions;
        const char* fens[] = {"4k3/8/8/8/4N3/8/7P/4K3 w - - 0 1",
                              "4k3/8/8/3b4/8/8/8/3RK3 w - - 0 1",
                              "4k3/8/4b3/8/8/2B1PP2/8/4K3 w - - 0 1",
                              "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3"};
        double result = 1;
        for (const char* fen : fens) {
            std::unique_ptr<Variant> board = std::move(createVariant("chess").value());
            QVERIFY(board->setPosition(fen));
            positions.push_back({std::move(board), result});
            result = 1 - result;
        }
        search::TexelTuner tuner(chess, std::move(positions));
        std::vector<double> errors;
        std::vector<int> last;
        const std::vector<int> tuned = tuner.tune(
            chess.builtInWeights(), 3, 4, [&](int, double e, const std::vector<int>& weights) {
                errors.push_back(e);
                last = weights;
            });
        QCOMPARE(errors.size(), std::size_t(3));
        QVERIFY(errors[1] <= errors[0] && errors[2] <= errors[1]);
        QVERIFY(tuned != chess.builtInWeights());
        QCOMPARE(last, tuned);
    }

    // The gradient fit finds a table it did not start from: the targets are what a table with
    // a dearer knight and a square of the knight's table worth 60 expects, the fit starts from the
    // built-in table, and it moves those weights towards the targets' (and lowers the error far).
    void gradientFitFindsTheTargetsTable() {
        const VariantDescriptor& chess = *findVariant("chess");
        std::vector<search::TuningPosition> positions = randomChessPositions(40);
        QVERIFY(positions.size() > 1000);
        const std::vector<std::string> names = chess.weightNames();
        const auto index = [&](const std::string& name) {
            return std::size_t(std::find(names.begin(), names.end(), name) - names.begin());
        };
        const std::size_t knight = index("material.N.mg"), square = index("square.N.d4.mg");
        QVERIFY(knight < names.size() && square < names.size());
        std::vector<int> truth = chess.builtInWeights();
        truth[knight] += 120;
        truth[square] += 60;
        const auto evaluate = chess.evaluator(truth);
        for (search::TuningPosition& p : positions)
            p.result = 1 / (1 + std::exp(-0.004 * evaluate(*p.board)));
        search::TexelTuner tuner(chess, std::move(positions));
        const std::vector<int> start = chess.builtInWeights();
        tuner.fitK(start);
        const double before = tuner.error(start);
        std::vector<double> errors;
        const std::vector<int> tuned =
            tuner.tuneByGradient(start, 3, 300, 2, 0, [&](int, double e, const std::vector<int>&) {
                errors.push_back(e);
            });
        QCOMPARE(errors.size(), std::size_t(3));
        const double after = tuner.error(tuned);
        QVERIFY2(after < before / 4, qPrintable(QString("%1 -> %2").arg(before).arg(after)));
        QVERIFY2(tuned[knight] > start[knight] + 40, qPrintable(QString::number(tuned[knight])));
        QVERIFY2(tuned[square] > start[square] + 20, qPrintable(QString::number(tuned[square])));
        // With a decay the weights move less far from where they start.
        const std::vector<int> held = tuner.tuneByGradient(start, 1, 300, 2, 1e-6);
        QVERIFY2(held[knight] > start[knight] && held[knight] < tuned[knight] - 10,
                 qPrintable(QString("%1 %2").arg(held[knight]).arg(tuned[knight])));
        // The fit keeps only the slopes that are not zero: most weights play no part in a
        // position. A pawn never stands on its first rank: the table has no weight for it.
        const std::vector<search::TuningPosition> few = randomChessPositions(2);
        search::GradientFit fit(chess, few, 0.004);
        fit.round(start, std::vector<bool>(start.size(), true), 1, 1);
        QVERIFY2(fit.slopes() > few.size() * 20 && fit.slopes() < few.size() * names.size() / 4,
                 qPrintable(QString::number(fit.slopes())));
        QCOMPARE(index("square.P.a1.mg"), names.size());
    }

    // The positions and targets of a run can be saved and given to the next run instead of the
    // game file: the same positions, the same targets, the same error. A file that is not one
    // is refused with its line.
    void targetsAreSavedAndReadBack() {
        QTemporaryDir dir;
        const std::string games = dir.filePath("games.pgn").toStdString();
        QVERIFY(writeTwoChessGames(games));
        const std::string out = dir.filePath("tuned.json").toStdString();
        const std::string targets = dir.filePath("positions.targets").toStdString();
        const auto saved =
            runCli({"tune", "--variant", "chess", "--passes", "0", "--resolve", "--score-nodes",
                    "50", "--save-targets", targets, "-o", out, games});
        QVERIFY2(saved.code == 0, qPrintable(saved.err));
        const auto read = runCli({"tune", "--variant", "chess", "--passes", "1", "--gradient", "50",
                                  "--targets", targets, "-o", out});
        QVERIFY2(read.code == 0, qPrintable(read.err));
        QCOMPARE(valueAfter(read.out, "positions"), valueAfter(saved.out, "positions"));
        QVERIFY(std::abs(valueAfter(read.out, "error before") -
                         valueAfter(saved.out, "error before")) < 1e-5);
        QVERIFY(valueAfter(read.out, "error after") <= valueAfter(read.out, "error before"));

        const QString bad = dir.filePath("bad.targets");
        for (const QByteArray& text :
             {QByteArray(
                  "# trellis tune targets: score, rules, position\n0.5\tstandard\tnot a fen\n"),
              QByteArray("# trellis tune targets: score, rules, position\n1.5\tstandard\t8/8/8/8/8/"
                         "8/8/K1k5 w - - 0 1\n"),
              QByteArray("# trellis tune targets: score, rules, position\n0.5 no tabs\n"),
              QByteArray("[Event \"a game file\"]\n")}) {
            QVERIFY(writeText(bad, text));
            const auto refused =
                runCli({"tune", "--variant", "chess", "--targets", bad.toStdString(), "-o", out});
            QCOMPARE(refused.code, 1);
            QVERIFY2(refused.err.contains(bad + " line "), qPrintable(refused.err));
        }
        const auto both =
            runCli({"tune", "--variant", "chess", "--targets", targets, "-o", out, games});
        QCOMPARE(both.code, 2);

        // --only: the weights named so move, no other does; a prefix no weight has is refused.
        const VariantDescriptor& chess = *findVariant("chess");
        const auto only =
            runCli({"tune", "--variant", "chess", "--passes", "1", "--gradient", "100", "--step",
                    "4", "--only", "square.N,mobility.", "--targets", targets, "-o", out});
        QVERIFY2(only.code == 0, qPrintable(only.err));
        const Result<std::vector<int>> fitted = cli::readWeightsFile(out, chess);
        QVERIFY(fitted);
        const std::vector<std::string> names = chess.weightNames();
        const std::vector<int> start = chess.builtInWeights();
        int moved = 0;
        for (std::size_t i = 0; i < names.size(); ++i) {
            const bool named =
                names[i].rfind("square.N", 0) == 0 || names[i].rfind("mobility.", 0) == 0;
            if (fitted.value()[i] != start[i]) {
                QVERIFY2(named, names[i].c_str());
                ++moved;
            }
        }
        QVERIFY(moved > 0);
        const auto unknown = runCli({"tune", "--variant", "chess", "--only", "square.N,nothing",
                                     "--targets", targets, "-o", out});
        QCOMPARE(unknown.code, 2);
        QVERIFY2(unknown.err.contains("'nothing'"), qPrintable(unknown.err));
    }

    // A UCI engine's searches as the targets: the fake engine scores every position 20
    // centipawns, so the targets are all alike and the error before tuning is near 0 (against
    // the games' results it is far from it). An engine that crashes is the command's error.
    void tuneScoresByAUciEngine() {
        QTemporaryDir dir;
        const std::string games = dir.filePath("games.pgn").toStdString();
        QVERIFY(writeTwoChessGames(games));
        const auto engine = [&dir](const char* mode) {
            const QString script = dir.filePath(QString("engine-%1.sh").arg(mode));
            QFile file(script);
            if (!file.open(QIODevice::WriteOnly)) return std::string();
            file.write(QString("#!/bin/sh\nexec '%1' %2\n").arg(FAKE_UCI_ENGINE, mode).toUtf8());
            file.close();
            file.setPermissions(file.permissions() | QFileDevice::ExeOwner);
            return script.toStdString();
        };
        const std::string out = dir.filePath("tuned.json").toStdString();
        const auto byResults =
            runCli({"tune", "--variant", "chess", "--passes", "1", "-o", out, games});
        QVERIFY2(byResults.code == 0, qPrintable(byResults.err));
        QVERIFY2(valueAfter(byResults.out, "error before") > 0.01, qPrintable(byResults.out));
        const std::string legal = engine("legal");
        const auto byEngine =
            runCli({"tune", "--variant", "chess", "--passes", "1", "--engine", legal, "--option",
                    "Skill Level=3", "--score-nodes", "100", "-o", out, games});
        QVERIFY2(byEngine.code == 0, qPrintable(byEngine.err));
        QVERIFY2(byEngine.out.contains(
                     QString::fromStdString("targets: a search of 100 nodes per position by ")),
                 qPrintable(byEngine.out));
        QVERIFY2(valueAfter(byEngine.out, "error before") < 0.001, qPrintable(byEngine.out));
        const auto json = runCli({"tune", "--variant", "chess", "--passes", "1", "--engine", legal,
                                  "--score-nodes", "100", "--json", "-o", out, games});
        QVERIFY2(json.code == 0, qPrintable(json.err));
        const QJsonObject doc = QJsonDocument::fromJson(json.out.toUtf8()).object();
        QCOMPARE(doc["engine"].toString(), QString::fromStdString(legal));
        QCOMPARE(doc["scoreNodes"].toInt(), 100);

        const auto crashed = runCli({"tune", "--variant", "chess", "--engine", engine("crash"),
                                     "--score-nodes", "100", "-o", out, games});
        QCOMPARE(crashed.code, 1);
        QVERIFY2(crashed.err.contains("crash"), qPrintable(crashed.err));
        const auto noNodes =
            runCli({"tune", "--variant", "chess", "--engine", legal, "-o", out, games});
        QCOMPARE(noNodes.code, 2);
        QVERIFY2(noNodes.err.contains("--score-nodes"), qPrintable(noNodes.err));
        const auto noEngine =
            runCli({"tune", "--variant", "chess", "--option", "Hash=1", "-o", out, games});
        QCOMPARE(noEngine.code, 2);
        QVERIFY2(noEngine.err.contains("--engine"), qPrintable(noEngine.err));
    }
};

QTEST_GUILESS_MAIN(TestTune)
#include "TestTune.moc"
