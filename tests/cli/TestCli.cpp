// The command-line interface: exact output shapes other tools depend on, and exit code 2 with
// one line on stderr for every kind of bad input.
#include "Cli.h"

#include <QTemporaryDir>
#include <QtTest>

#include <fstream>
#include <sstream>

namespace {

struct Run {
    int code;
    QString out, err;
};

Run run(const std::vector<std::string>& args) {
    std::ostringstream out, err;
    const int code = trellis::cli::run(args, out, err);
    return {code, QString::fromStdString(out.str()), QString::fromStdString(err.str())};
}

const char* kStart = "W:4/4/PPPP/NBBN|N:4/4/4/4|B:nbbn/pppp/4/4|QL1w:PP/RQ|KL1w:PP/KR|QL6b:rq/"
                     "pp|KL6b:kr/pp w KQkq - - 0 1";

} // namespace

class TestCli : public QObject {
    Q_OBJECT

  private slots:
    void legalListsSortedTurns() {
        const Run r = run({"legal", "startpos"});
        QCOMPARE(r.code, 0);
        const QStringList lines = r.out.trimmed().split('\n');
        QCOMPARE(lines.size(), 20);
        QCOMPARE(lines.first(), QString("Na1W-b3N"));
        QStringList sorted = lines;
        sorted.sort();
        QCOMPARE(lines, sorted);
    }
    void legalAcceptsPositionAsSeveralWords() {
        std::vector<std::string> args{"legal"};
        for (const QString& w : QString(kStart).split(' ')) args.push_back(w.toStdString());
        QCOMPARE(run(args).out, run({"legal", "startpos"}).out);
    }
    void legalInMederAndJson() {
        const Run meder = run({"legal", "--notation", "meder", "startpos"});
        QVERIFY(meder.out.contains("b4N\n") && meder.out.contains("Nc3W\n"));
        const Run json = run({"legal", "--json", "startpos"});
        QCOMPARE(json.code, 0);
        QVERIFY(json.out.startsWith("{\"variant\":\"trid\""));
        QVERIFY(json.out.contains("\"Pb2W-b4N\""));
    }
    void legalMarksChecks() {
        const Run r = run({"legal", "W:4/4/4/K3|N:4/4/1R2/4|B:3k/4/4/4 w - - - 0 30"});
        QVERIFY(r.out.contains("Rb4N-b8B+\n"));
    }
    void perftPrintsTheCountLast() {
        const Run r = run({"perft", "3", "startpos"});
        QCOMPARE(r.code, 0);
        QCOMPARE(r.out, QString("9128\n"));
        const Run bench = run({"perft", "--bench", "2", "startpos"});
        const QStringList lines = bench.out.trimmed().split('\n');
        QCOMPARE(lines.size(), 3);
        QVERIFY(lines[0].startsWith("time_s ") && lines[1].startsWith("nps "));
        QCOMPARE(lines[2], QString("400"));
    }
    void perftUnderTheOtherRuleSet() {
        QCOMPARE(run({"perft", "--rules", "meder-1995", "2", "startpos"}).out, QString("400\n"));
    }
    void divideSumsToPerft() {
        const Run r = run({"divide", "2", "startpos"});
        QCOMPARE(r.code, 0);
        qulonglong sum = 0;
        const QStringList lines = r.out.trimmed().split('\n');
        for (const QString& line : lines) sum += line.section(' ', 1, 1).toULongLong();
        QCOMPARE(lines.size(), 20);
        QCOMPARE(sum, 400ull);
    }
    void cotulenhIsRecognisedAndListedInLan() {
        const char* fen = "6c4/1n2fh1hf2/3a2s2a1/2n1gt1tg2/2ie2m2ei/11/11/2IE2M2EI/2N1GT1TG2/"
                          "3A2S2A1/1N2FH1HF2/6C4 r - - 0 1";
        const Run lan = run({"legal", fen});
        QCOMPARE(lan.code, 0);
        QCOMPARE(lan.out, run({"legal", "--variant", "cotulenh", "startpos"}).out);
        QVERIFY(lan.out.startsWith("Ad3&d5\n"));
        QVERIFY(run({"legal", "--notation", "san", fen}).out.startsWith("A&d5\n"));
    }
    void cotulenhPerftCountsStepsOrTurns() {
        QCOMPARE(run({"perft", "--variant", "cotulenh", "2", "startpos"}).out, QString("13460\n"));
        QCOMPARE(run({"perft", "--variant", "cotulenh", "--turns", "1", "startpos"}).code, 0);
    }
    void replayPrintsEveryFinalPosition() {
        const Run r = run({"replay", TRELLIS_SOURCE_DIR "/resources/samples/trid-sample.pgn"});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.startsWith("game 1: W:"));
        const Run c = run({"replay", TRELLIS_SOURCE_DIR "/resources/samples/cotulenh-sample.pgn"});
        QCOMPARE(c.code, 0);
        QVERIFY(c.out.startsWith("game 1: 6c4/"));
    }
    void replayStopsAtTheFirstBrokenGame() {
        QTemporaryDir dir;
        const QString path = dir.filePath("games.pgn");
        std::ofstream(path.toStdString()) << "[Variant \"Tri-D Chess\"]\n\n1. b4N b5N *\n\n"
                                          << "[Variant \"Tri-D Chess\"]\n\n1. b4N Qd4N *\n\n"
                                          << "[Variant \"Tri-D Chess\"]\n\n1. c4N *\n";
        const Run r = run({"replay", path.toStdString()});
        QCOMPARE(r.code, 1);
        QCOMPARE(r.out.count('\n'), 1);
        QVERIFY(r.out.startsWith("game 1: "));
        QVERIFY2(r.err.contains("game 2") && r.err.contains("move 1...") && r.err.contains("Qd4N"), qPrintable(r.err));
        QCOMPARE(run({"replay", "/nonexistent/file.pgn"}).code, 2);
    }
    void pgnWritesCanonicalText() {
        const Run r = run({"pgn", TRELLIS_SOURCE_DIR "/resources/samples/trid-sample.pgn"});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.contains("[Variant \"Tri-D Chess\"]") && r.out.contains("$14"));
        QTemporaryDir dir;
        const QString again = dir.filePath("again.pgn");
        std::ofstream(again.toStdString()) << r.out.toStdString();
        QCOMPARE(run({"pgn", again.toStdString()}).out, r.out);
    }

    void badInputExitsWithTwo_data() {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("no position") << QStringList{"legal"};
        QTest::newRow("bad tfen") << QStringList{"legal", "W:nonsense"};
        QTest::newRow("unknown position shape") << QStringList{"legal", "hello"};
        QTest::newRow("bad depth") << QStringList{"perft", "x", "startpos"};
        QTest::newRow("negative depth") << QStringList{"perft", "-1", "startpos"};
        QTest::newRow("huge depth") << QStringList{"perft", "99", "startpos"};
        QTest::newRow("missing depth") << QStringList{"perft"};
        QTest::newRow("divide zero") << QStringList{"divide", "0", "startpos"};
        QTest::newRow("unknown option") << QStringList{"legal", "--frobnicate", "startpos"};
        QTest::newRow("option without value") << QStringList{"legal", "startpos", "--rules"};
        QTest::newRow("unknown rules") << QStringList{"legal", "--rules", "fide", "startpos"};
        QTest::newRow("unknown notation")
            << QStringList{"legal", "--notation", "braille", "startpos"};
        QTest::newRow("unknown variant") << QStringList{"legal", "--variant", "go", "startpos"};
        QTest::newRow("unknown command") << QStringList{"frobnicate"};
    }
    void badInputExitsWithTwo() {
        QFETCH(QStringList, args);
        std::vector<std::string> words;
        for (const QString& a : args) words.push_back(a.toStdString());
        const Run r = run(words);
        QCOMPARE(r.code, 2);
        QVERIFY(r.out.isEmpty());
        QCOMPARE(r.err.count('\n'), 1);
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "TestCli.moc"
