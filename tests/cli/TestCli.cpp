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

const char* kStart = "W:4/4/PPPP/NBBN|N:4/4/4/4|B:nbbn/pppp/4/4|QL1w:PP/RQ|KL1w:PP/KR|QL6b:rq/pp|KL6b:kr/pp w KQkq - - 0 1";

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
        QTest::newRow("unknown notation") << QStringList{"legal", "--notation", "braille", "startpos"};
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
