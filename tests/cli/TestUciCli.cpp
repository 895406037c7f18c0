// The command line with UCI engines: `analyse --engine PROGRAM [--option NAME=VALUE]` prints what
// the built-in engine's analyse prints (text, --json, --stream), and `match` takes
// `time:MS:uci=PROGRAM` players with --white-option/--black-option, writes --pgn and the score
// with its Elo margin; a UCI engine that fails is named with the reason (analyse exits 1, a
// match scores the game against it).
#include "CliRun.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace trellis;
using testing::runCli;

namespace {

const std::string kStockfish = "/usr/games/stockfish";

bool haveStockfish() {
    return QFileInfo(QString::fromStdString(kStockfish)).isExecutable();
}

} // namespace

class TestUciCli : public QObject {
    Q_OBJECT

  private slots:
    void analyseWithStockfish() {
        if (!haveStockfish()) QSKIP("stockfish is not installed");
        // 1. f3 e5 2. g4: Black mates at once.
        const auto json =
            runCli({"analyse", "--variant", "chess", "--engine", kStockfish, "--option", "Hash=16",
                    "--threads", "1", "--depth", "8", "--multipv", "2", "--json", "startpos",
                    "--moves", "f3", "e5", "g4"});
        QVERIFY2(json.code == 0, qPrintable(json.err));
        const QJsonObject doc = QJsonDocument::fromJson(json.out.toUtf8()).object();
        QCOMPARE(doc["bestmove"].toString(), QString("Qh4#"));
        const QJsonArray lines = doc["lines"].toArray();
        QCOMPARE(lines.size(), 2);
        QCOMPARE(lines[0].toObject()["score"].toObject()["mate"].toInt(), 1);
        const auto text = runCli({"analyse", "--variant", "chess", "--engine", kStockfish,
                                  "--notation", "lan", "--depth", "6", "startpos"});
        QVERIFY2(text.code == 0, qPrintable(text.err));
        QVERIFY(text.out.startsWith("depth "));
        QVERIFY(text.out.contains(" pv "));
        // The stream protocol: the end of the input stops it, the done line names a turn.
        const auto stream = runCli(
            {"analyse", "--stream", "--variant", "chess", "--engine", kStockfish, "startpos"});
        QVERIFY2(stream.code == 0, qPrintable(stream.err));
        const QJsonObject done =
            QJsonDocument::fromJson(stream.out.trimmed().split('\n').last().toUtf8()).object();
        QCOMPARE(done["type"].toString(), QString("done"));
        QVERIFY(!done["bestmove"].toString().isEmpty());
    }

    void analyseReportsAFailingEngine() {
        // The fake engine's mode is its first argument: without one it plays well.
        const auto good = runCli({"analyse", "--variant", "chess", "--engine", FAKE_UCI_ENGINE,
                                  "--depth", "3", "startpos"});
        QVERIFY2(good.code == 0, qPrintable(good.err));
        QVERIFY(good.out.contains("pv e4"));
        const auto bad = runCli({"analyse", "--variant", "chess", "--engine", FAKE_UCI_ENGINE,
                                 "--option", "Skill Level=99", "startpos"});
        QCOMPARE(bad.code, 1);
        QVERIFY2(bad.err.contains("option Skill Level does not take '99'"), qPrintable(bad.err));
        const auto trid =
            runCli({"analyse", "--variant", "trid", "--engine", FAKE_UCI_ENGINE, "startpos"});
        QCOMPARE(trid.code, 1);
        QVERIFY2(trid.err.contains("does not play Tri-D Chess"), qPrintable(trid.err));
        const auto missing = runCli({"analyse", "--engine", "/nonexistent/engine", "startpos"});
        QCOMPARE(missing.code, 2);
        QVERIFY(missing.err.contains("is not a program"));
        const auto stray = runCli({"analyse", "--option", "Hash=1", "startpos"});
        QCOMPARE(stray.code, 2);
    }

    void matchAgainstStockfish() {
        if (!haveStockfish()) QSKIP("stockfish is not installed");
        QTemporaryDir dir;
        const QString pgn = dir.filePath("games.pgn");
        const auto run = runCli({"match", "--variant", "chess", "--games", "2", "--max-plies", "30",
                                 "--white", "time:50:uci=" + kStockfish, "--white-option",
                                 "Skill Level=0", "--white-option", "Threads=1", "--black",
                                 "time:50", "--pgn", pgn.toStdString()});
        QVERIFY2(run.code == 0, qPrintable(run.err));
        QVERIFY(run.out.contains("game 1: time:50:uci=" + QString::fromStdString(kStockfish) +
                                 " - time:50 "));
        QVERIFY(run.out.contains("game 2: time:50 - time:50:uci="));
        QVERIFY(run.out.contains(QRegularExpression("score [0-9.]+/2 ")));
        QVERIFY(run.out.contains(QRegularExpression("elo [-+]\\S+ \\+/- \\S+ \\(95 %\\)")));
        QFile file(pgn);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString games = QString::fromUtf8(file.readAll());
        QCOMPARE(games.count("[Event \"trellis match\"]"), 2);
        QVERIFY(games.contains("[White \"time:50:uci=" + QString::fromStdString(kStockfish)));
    }

    void matchScoresAFailingEngine_data() {
        QTest::addColumn<QString>("mode");
        QTest::addColumn<QString>("reason");
        QTest::newRow("illegal") << "illegal"
                                 << "gave the bestmove 'e2e5'";
        QTest::newRow("crash") << "crash"
                               << "crashed";
        QTest::newRow("none") << "none"
                              << "gave no move";
    }

    // The fake engine reads its mode from its first argument, so it goes through a script.
    void matchScoresAFailingEngine() {
        QFETCH(QString, mode);
        QFETCH(QString, reason);
        QTemporaryDir dir;
        const QString script = dir.filePath("engine.sh");
        QFile file(script);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QString("#!/bin/sh\nexec '%1' %2\n").arg(FAKE_UCI_ENGINE, mode).toUtf8());
        file.close();
        file.setPermissions(file.permissions() | QFileDevice::ExeOwner);
        const auto run =
            runCli({"match", "--variant", "chess", "--games", "2", "--white",
                    "time:50:uci=" + script.toStdString(), "--black", "depth:1", "--json"});
        QVERIFY2(run.code == 0, qPrintable(run.err));
        const QJsonObject doc = QJsonDocument::fromJson(run.out.toUtf8()).object();
        QCOMPARE(doc["losses"].toInt(), 2);
        for (const auto& game : doc["games"].toArray())
            QVERIFY2(game.toObject()["reason"].toString().contains(reason),
                     qPrintable(game.toObject()["reason"].toString()));
    }

    void badPlayers() {
        for (const char* player : {"time:50:uci=/nonexistent/engine", "time:50:uci=",
                                   "random:uci=/bin/sh", "time:50:material:uci=/bin/sh"}) {
            const auto run = runCli({"match", "--variant", "chess", "--white", player});
            QVERIFY2(run.code == 2, player);
        }
        const auto stray = runCli({"match", "--white", "depth:1", "--white-option", "Hash=1"});
        QCOMPARE(stray.code, 2);
        QVERIFY(stray.err.contains("only a uci=PROGRAM player takes options"));
    }
};

QTEST_GUILESS_MAIN(TestUciCli)
#include "TestUciCli.moc"
