// `trellis diagram` and `trellis sheet` as a user runs them: the format follows the file name
// (or --format), sizes and device-pixel ratios as asked, --json says what was written, bad
// arguments exit 2 with one line and write nothing, a failed write leaves no file behind, and
// the sheets of the sample games have the pages and diagrams the layout gives.
#include "ExportTestSupport.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace trellis::testing;

namespace {

struct Run {
    int code = -1;
    QByteArray out, err;
};

Run runTrellis(const QStringList& args) {
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert("QT_QPA_PLATFORM", "offscreen");
    // A runtime directory of the user's own keeps Qt's warnings about it off stderr.
    static QTemporaryDir runtime;
    QFile::setPermissions(runtime.path(), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    env.insert("XDG_RUNTIME_DIR", runtime.path());
    p.setProcessEnvironment(env);
    p.start(TRELLIS_BINARY, args);
    if (!p.waitForFinished(60000)) return {};
    return {p.exitCode(), p.readAllStandardOutput(), p.readAllStandardError()};
}

const char* kTriDStart = "W:4/4/PPPP/NBBN|N:4/4/4/4|B:nbbn/pppp/4/4|QL1w:PP/RQ|KL1w:PP/KR|QL6b:rq/"
                         "pp|KL6b:kr/pp w KQkq - - 0 1";

} // namespace

class TestExportCommands : public QObject {
    Q_OBJECT

  private slots:
    void formatFollowsTheFileName() {
        QTemporaryDir dir;
        for (const QString name : {"d.svg", "d.png", "d.pdf", "D.PNG"}) {
            const QString out = dir.filePath(name);
            const Run r = runTrellis({"diagram", "-o", out, kTriDStart});
            QCOMPARE(r.code, 0);
            QVERIFY(r.out.isEmpty());
            QFile file(out);
            QVERIFY(file.open(QIODevice::ReadOnly));
            const QByteArray head = file.read(512);
            if (name.endsWith("svg")) QVERIFY(head.contains("<svg"));
            if (name.endsWith("pdf")) QVERIFY(head.startsWith("%PDF-"));
            if (name.endsWith("png", Qt::CaseInsensitive)) QVERIFY(head.startsWith("\x89PNG"));
        }
        const QString odd = dir.filePath("diagram.out");
        QCOMPARE(runTrellis({"diagram", "--format", "png", "-o", odd, "startpos"}).code, 0);
        QCOMPARE(QImage(odd, "PNG").width(), 800);
    }

    void sizesAndRatiosAsAsked() {
        QTemporaryDir dir;
        const QString out = dir.filePath("chess.png");
        Run r = runTrellis(
            {"diagram", "--variant", "chess",   "--size",    "500x300",          "--dpr",
             "2",       "--theme",   "print",   "--flip",    "--no-coordinates", "--arrow",
             "e2-e4:R", "--mark",    "e4",      "--caption", "{tomove}",         "--json",
             "-o",      out,         "startpos"});
        QCOMPARE(r.code, 0);
        QCOMPARE(QImage(out).size(), QSize(1000, 600));
        const QJsonObject json = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(json["format"].toString(), QString("png"));
        QCOMPARE(json["width"].toInt(), 500);
        QCOMPARE(json["height"].toInt(), 300);
        QCOMPARE(json["devicePixelRatio"].toDouble(), 2.0);
        QCOMPARE(json["caption"].toString(), QString("White to move"));
        QCOMPARE(json["variant"].toString(), QString("chess"));
        // Width alone: the height follows the diagram (a Tri-D stack is about twice as tall).
        r = runTrellis(
            {"diagram", "--layout", "stack", "--size", "300", "--json", "-o", out, "startpos"});
        QCOMPARE(r.code, 0);
        const QImage stack(out);
        QCOMPARE(stack.width(), 300);
        QVERIFY2(stack.height() > 550 && stack.height() < 650,
                 qPrintable(QString::number(stack.height())));
        QCOMPARE(QJsonDocument::fromJson(r.out).object()["layout"].toString(), QString("stack"));
        savePicture(stack, "cli-trid-stack-300");
    }

    // A game's position after N turns, with the node's marks and the last turn asked for.
    void positionsFromGames() {
        QTemporaryDir dir;
        const QString out = dir.filePath("g.svg");
        const Run r =
            runTrellis({"diagram", "--game", samplePath("chess"), "--number", "2", "--ply", "1",
                        "--last-turn", "--caption", "{players}, {turn}", "--json", "-o", out});
        QCOMPARE(r.code, 0);
        const QJsonObject json = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(json["caption"].toString(), QString("White \u2013 Black, 1. Kd2"));
        QCOMPARE(json["position"].toString(), QString("4k3/8/8/8/8/8/3KP3/8 b - - 1 1"));
        const Run end = runTrellis({"diagram", "--game", samplePath("trid"), "--json", "-o", out});
        QCOMPARE(end.code, 0);
        QVERIFY(QJsonDocument::fromJson(end.out).object()["position"].toString().contains("w"));
    }

    void badArgumentsExitTwoWithOneLine_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("says");
        const QStringList o{"-o", "OUT"};
        QTest::newRow("unknown option") << QStringList{"--frob"} + o << "unknown option '--frob'";
        QTest::newRow("no output") << QStringList{"startpos"} << "missing -o OUT";
        QTest::newRow("no position") << o << "missing POSITION";
        QTest::newRow("bad position") << QStringList{"nonsense"} + o << "cannot tell the variant";
        QTest::newRow("size") << QStringList{"--size", "huge", "startpos"} + o
                              << "--size takes WxH";
        QTest::newRow("too big") << QStringList{"--size", "9000x9000", "--dpr", "2", "startpos"} + o
                                 << "larger than 10000 pixels";
        QTest::newRow("theme") << QStringList{"--theme", "neon", "startpos"} + o
                               << "--theme takes screen, print, not 'neon'";
        QTest::newRow("layout") << QStringList{"--variant", "chess", "--layout", "stack",
                                               "startpos"} +
                                       o
                                << "one layout only";
        QTest::newRow("trid layout") << QStringList{"--layout", "tower", "startpos"} + o
                                     << "--layout takes side, stack for trid";
        QTest::newRow("arrow form")
            << QStringList{"--arrow", "e2e4", "--variant", "chess", "startpos"} + o
            << "--arrow: an arrow is FROM-TO[:COLOUR], not 'e2e4'";
        QTest::newRow("arrow square")
            << QStringList{"--arrow", "z9-e4", "--variant", "chess", "startpos"} + o
            << "no square z9";
        QTest::newRow("mark absent") << QStringList{"--mark", "QL2@q1", "startpos"} + o
                                     << "QL2@q1 is not part of this position";
        QTest::newRow("colour") << QStringList{"--mark", "b4N:plaid", "startpos"} + o
                                << "'plaid' is not a colour";
        QTest::newRow("format") << QStringList{"--format", "gif", "startpos"} + o
                                << "--format takes svg, png or pdf";
        QTest::newRow("extension")
            << QStringList{"-o", "x.bmp", "startpos"} << "cannot tell the format of 'x.bmp'";
        QTest::newRow("3d svg") << QStringList{"--view", "3d", "-o", "x.svg", "startpos"}
                                << "--view 3d writes PNG only";
        QTest::newRow("view") << QStringList{"--view", "4d", "startpos"} + o
                              << "--view takes 2d or 3d";
        QTest::newRow("dpr") << QStringList{"--dpr", "0", "startpos"} + o << "--dpr takes";
        QTest::newRow("ply") << QStringList{"--game", samplePath("chess"), "--ply", "999"} + o
                             << "--ply takes a whole number from 0 to 33";
        QTest::newRow("number") << QStringList{"--game", samplePath("chess"), "--number", "7"} + o
                                << "holds 2 game(s)";
        QTest::newRow("both") << QStringList{"--game", samplePath("chess"), "startpos"} + o
                              << "not both";
    }
    void badArgumentsExitTwoWithOneLine() {
        QFETCH(QStringList, args);
        QFETCH(QString, says);
        QTemporaryDir dir;
        const QString out = dir.filePath("out.png");
        args.replaceInStrings(QRegularExpression("^OUT$"), out);
        const Run r = runTrellis(QStringList{"diagram"} + args);
        QCOMPARE(r.code, 2);
        QVERIFY(r.out.isEmpty());
        const QString err = QString::fromUtf8(r.err);
        QCOMPARE(err.count('\n'), 1);
        QVERIFY2(err.startsWith("trellis diagram: ") && err.contains(says), qPrintable(err));
        QVERIFY(QDir(dir.path()).entryList(QDir::Files).isEmpty());
    }

    // A file that cannot be written leaves nothing behind, and the one already there stays.
    void writesAreWholeOrNothing() {
        QTemporaryDir dir;
        const Run r = runTrellis({"diagram", "-o", dir.filePath("no/such/dir/d.png"), "startpos"});
        QCOMPARE(r.code, 1);
        QVERIFY(r.err.startsWith("trellis diagram: cannot write"));
        const QString out = dir.filePath("d.svg");
        QFile old(out);
        QVERIFY(old.open(QIODevice::WriteOnly));
        old.write("previous");
        old.close();
        QCOMPARE(runTrellis({"diagram", "--mark", "nowhere", "-o", out, "startpos"}).code, 2);
        QFile kept(out);
        QVERIFY(kept.open(QIODevice::ReadOnly));
        QCOMPARE(kept.readAll(), QByteArray("previous"));
        QStringList left = QDir(dir.path()).entryList(QDir::Files);
        QCOMPARE(left, QStringList{"d.svg"});
    }

    void sheetOfTheSamples_data() {
        QTest::addColumn<QString>("variant");
        QTest::addColumn<int>("games");
        QTest::addColumn<int>("pages");
        QTest::addColumn<int>("diagrams");
        // Every 4 turns: Tri-D 13 turns (3 diagrams, wide), Cotulenh 6 (1), chess 33 and 23
        // turns (8 and 5, and the second game's set-up position).
        QTest::newRow("trid") << "trid" << 1 << 2 << 3;
        QTest::newRow("cotulenh") << "cotulenh" << 1 << 1 << 1;
        QTest::newRow("chess") << "chess" << 2 << 7 << 8 + 5 + 1;
    }
    void sheetOfTheSamples() {
        QFETCH(QString, variant);
        QFETCH(int, games);
        QFETCH(int, pages);
        QFETCH(int, diagrams);
        QTemporaryDir dir;
        const QString out = dir.filePath("sheet.pdf");
        const Run r = runTrellis(
            {"sheet", "--game", samplePath(variant), "--every", "4", "--json", "-o", out});
        QCOMPARE(r.code, 0);
        const QJsonObject json = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(json["games"].toInt(), games);
        QCOMPARE(json["diagrams"].toInt(), diagrams);
        QCOMPARE(json["pages"].toInt(), pages);
        QFile pdf(out);
        QVERIFY(pdf.open(QIODevice::ReadOnly));
        QCOMPARE(pdfPageCount(pdf.readAll()), pages);
    }

    void sheetRefusesBadArguments_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("says");
        QTest::newRow("no game") << QStringList{"-o", "x.pdf"} << "missing --game FILE";
        QTest::newRow("not pdf") << QStringList{"--game", samplePath("chess"), "-o", "x.png"}
                                 << "game sheets are PDF";
        QTest::newRow("every") << QStringList{"--game", samplePath("chess"), "--every", "-1", "-o",
                                              "x.pdf"}
                               << "--every takes a whole number";
        QTest::newRow("number") << QStringList{"--game", samplePath("chess"), "--number", "3", "-o",
                                               "x.pdf"}
                                << "holds 2 game(s)";
        QTest::newRow("page") << QStringList{"--game", samplePath("chess"), "--page", "a0", "-o",
                                             "x.pdf"}
                              << "--page takes a4 or letter";
        QTest::newRow("stray") << QStringList{"--game", samplePath("chess"), "extra", "-o", "x.pdf"}
                               << "unexpected argument 'extra'";
    }
    void sheetRefusesBadArguments() {
        QFETCH(QStringList, args);
        QFETCH(QString, says);
        const Run r = runTrellis(QStringList{"sheet"} + args);
        QCOMPARE(r.code, 2);
        const QString err = QString::fromUtf8(r.err);
        QCOMPARE(err.count('\n'), 1);
        QVERIFY2(err.startsWith("trellis sheet: ") && err.contains(says), qPrintable(err));
    }

    // A file with a broken game: the readable games are written, the broken one named, exit 1.
    void sheetSkipsBrokenGames() {
        QTemporaryDir dir;
        const QString games = dir.filePath("games.pgn");
        QFile file(games);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n\n1. e4 e5 *\n\n"
                   "[White \"C\"]\n[Black \"D\"]\n[Result \"*\"]\n\n1. e4 Ke7 2. Qh9 *\n");
        file.close();
        const Run r = runTrellis({"sheet", "--game", games, "--json", "-o", dir.filePath("s.pdf")});
        QCOMPARE(r.code, 1);
        QCOMPARE(QJsonDocument::fromJson(r.out).object()["games"].toInt(), 1);
        QVERIFY2(r.err.startsWith("trellis sheet: game 2"), r.err.constData());
        QVERIFY(QFile::exists(dir.filePath("s.pdf")));
    }

    void usageNamesTheCommands() {
        const Run r = runTrellis({"--help"});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.contains("trellis diagram ") && r.out.contains("trellis sheet "));
    }
};

QTEST_GUILESS_MAIN(TestExportCommands)
#include "TestExportCommands.moc"
